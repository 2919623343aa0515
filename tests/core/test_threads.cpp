// The command line's simulate on several threads, in process (frosted::cli::run): the same
// output and the same records for any number of jobs. With test_simulate.cpp, the code that
// scripts/sanitize.sh --tsan runs under ThreadSanitizer.
#include "cli.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

namespace fs = std::filesystem;

namespace {

struct CliRun {
    int exit = 0;
    std::string out, err;
};

CliRun cli(const std::vector<std::string>& args) {
    std::istringstream in;
    std::ostringstream out, err;
    CliRun r;
    r.exit = frosted::cli::run(args, in, out, err, frosted::test::dataPtr());
    r.out = out.str();
    r.err = err.str();
    return r;
}

std::string readFile(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

} // namespace

TEST(Threads, SimulateGivesTheSameOutputAndRecordsOnAnyNumberOfJobs) {
    const std::string games = std::to_string(frosted::test::scaled(40, 8));
    const fs::path dir =
        fs::temp_directory_path() / ("frosted-threads-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    std::vector<std::string> outputs;
    for (const char* jobs : {"1", "2", "3"}) {
        const fs::path records = dir / jobs;
        const CliRun r = cli({"simulate", "--players", "3", "--games", games, "--seed", "9",
                              "--bot", "greedy", "--jobs", jobs, "--records", records.string()});
        ASSERT_EQ(r.exit, 0) << r.out;
        outputs.push_back(r.out);
        EXPECT_EQ(readFile(records / "game-00001.json"), readFile(dir / "1" / "game-00001.json"));
        EXPECT_EQ(
            readFile(records / ("game-" + std::string(5 - games.size(), '0') + games + ".json")),
            readFile(dir / "1" / ("game-" + std::string(5 - games.size(), '0') + games + ".json")));
    }
    EXPECT_EQ(outputs[1], outputs[0]);
    EXPECT_EQ(outputs[2], outputs[0]);
    fs::remove_all(dir);
}

TEST(Threads, SoloSimulationOnTwoJobs) {
    const CliRun one = cli({"simulate", "--solo", "--games", "20", "--seed", "4", "--jobs", "1"});
    const CliRun two = cli({"simulate", "--solo", "--games", "20", "--seed", "4", "--jobs", "2"});
    ASSERT_EQ(one.exit, 0) << one.out;
    EXPECT_EQ(one.out, two.out);
}
