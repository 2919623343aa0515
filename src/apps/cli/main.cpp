// frosted-blooms-cli: the headless tool over the rules core (docs/cli.md, CLI.md).
#include "cli.h"

#include <iostream>

int main(int argc, char** argv) {
    return frosted::cli::run(std::vector<std::string>(argv + 1, argv + argc), std::cin, std::cout,
                             std::cerr);
}
