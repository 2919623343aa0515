// frosted-blooms-cli: the headless tool over the rules core (CLI.md).
#include "frosted/data_loader.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <string>

int main(int argc, char** argv) {
    std::string dataDir = frosted::defaultDataDir().string();
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--data")
            dataDir = argv[i + 1];
    try {
        auto set = frosted::loadComponents(dataDir);
        nlohmann::json out = {{"ok", true}, {"tiles", set->tiles.size()}};
        std::cout << out.dump(2) << "\n";
    } catch (const frosted::DataError& e) {
        std::cerr << e.what() << "\n";
        return 1;
    }
    return 0;
}
