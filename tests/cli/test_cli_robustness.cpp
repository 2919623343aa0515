// Issue 12: the regression inputs of the black-box fuzz (tests/fixtures/robustness/cases.json,
// written by make_cases.py there) replayed through the command line, and the special files that
// cannot be committed (a FIFO, a device, a 3 GiB sparse file, a folder in place of a file), made
// here. Every answer must be one JSON error document with a documented code, a message of at most
// 1000 characters on one line, the same line on standard error, and never a crash or a hang.
#include "cli_runner.h"

#include <sys/stat.h>
#include <unistd.h>

#include <set>

namespace frosted::clitest {
namespace {

const fs::path kRobustness = fs::path(FROSTED_CLI_FIXTURES) / ".." / "robustness";

// The codes docs/cli.md lists.
const std::set<std::string> kDocumentedCodes = {
    "bad_data",     "malformed_json",    "invalid_input",       "invalid_face",
    "unknown_id",   "illegal_garden",    "invalid_setup",       "illegal_turn",
    "bad_action",   "illegal_action",    "conflicts_with_save", "usage",
    "io_error",     "not_a_save",        "unsupported_version", "data_mismatch",
    "corrupt_save", "shards_incomplete", "shards_mixed",        "shards_duplicated",
    "shard_damaged"};

// A copy of the bundled data folder, for cases that replace one of its files.
struct DataFolder {
    TempDir dir;
    DataFolder() {
        for (const auto& e : fs::directory_iterator(FROSTED_CLI_DATA))
            if (e.is_regular_file()) // (data/petals is another game's)
                fs::copy_file(e.path(), dir.path() / e.path().filename());
    }
    fs::path path() const { return dir.path(); }
};

// The checks every answer to bad input shares; returns the error object.
json expectBoundedError(const RunResult& r, int exitCode, const std::string& code) {
    EXPECT_EQ(r.exitCode, exitCode) << r.out.substr(0, 2000) << r.err.substr(0, 2000);
    const json out = parsedOut(r);
    const json error = out.value("error", json::object());
    EXPECT_EQ(error.value("code", ""), code) << r.out.substr(0, 2000);
    EXPECT_TRUE(kDocumentedCodes.count(error.value("code", ""))) << r.out.substr(0, 2000);
    const std::string message = error.value("message", "");
    EXPECT_FALSE(message.empty());
    EXPECT_LE(message.size(), 1003u) << message.substr(0, 200);
    EXPECT_EQ(message.find('\n'), std::string::npos);
    EXPECT_LE(r.out.size(), 40000u) << "standard output swamps: " << r.out.size() << " bytes";
    // Standard error: the message on one line, then one indented line per problem of bad data.
    EXPECT_EQ(r.err.rfind("frosted-blooms-cli: " + message + "\n", 0), 0u) << r.err.substr(0, 500);
    std::size_t lines = 0;
    for (char ch : r.err)
        lines += ch == '\n';
    const std::size_t problems = error.contains("problems") ? error["problems"].size() : 0;
    EXPECT_EQ(lines, 1 + problems);
    for (const auto& p : error.value("problems", json::array()))
        EXPECT_LE(p.get<std::string>().size(), 303u);
    EXPECT_LE(problems, 101u);
    return error;
}

struct Case {
    json spec;
};
void PrintTo(const Case& c, std::ostream* os) {
    *os << c.spec.value("name", "?");
}

std::vector<Case> loadCases() {
    std::vector<Case> out;
    const json all = readJson(kRobustness / "cases.json");
    for (const json& c : all.at("cases"))
        out.push_back({c});
    return out;
}

class RegressionInput : public ::testing::TestWithParam<Case> {};

TEST_P(RegressionInput, GivesABoundedDocumentedError_Issue12) {
    const json& c = GetParam().spec;
    const std::string command = c.at("command");
    const fs::path input = kRobustness / c.at("input").get<std::string>();
    SCOPED_TRACE(c.at("name").get<std::string>());
    RunResult r;
    std::optional<DataFolder> data;
    if (command == "check-save") {
        r = run({"check-save", input.string()});
    } else if (command == "validate-data") {
        data.emplace();
        fs::copy_file(input, data->path() / c.at("replaces").get<std::string>(),
                      fs::copy_options::overwrite_existing);
        r = run({"validate-data", "--data", data->path().string()});
    } else {
        r = runWithFile({command}, input);
    }
    const json error = expectBoundedError(r, c.at("exit"), c.at("code"));
    const std::string contains = c.at("message_contains");
    std::string all = error.value("message", "");
    for (const auto& p : error.value("problems", json::array()))
        all += "\n" + p.get<std::string>();
    EXPECT_NE(all.find(contains), std::string::npos)
        << "expected \"" << contains << "\" in " << all.substr(0, 1500);
}

INSTANTIATE_TEST_SUITE_P(Robustness, RegressionInput, ::testing::ValuesIn(loadCases()),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             std::string n = info.param.spec.at("name");
                             for (char& ch : n)
                                 if (!std::isalnum(static_cast<unsigned char>(ch)))
                                     ch = '_';
                             return n;
                         });

// Finding 4: special files neither block nor swamp.
TEST(CliSpecialFiles, FifoInPlaceOfASaveIsRefusedAtOnce_Issue12) {
    TempDir dir;
    const fs::path fifo = dir.path() / "game.frosted.json";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const json e = expectBoundedError(run({"check-save", fifo.string()}), 2, "io_error");
    EXPECT_NE(e["message"].get<std::string>().find("FIFO"), std::string::npos);
    EXPECT_EQ(e["path"], fifo.string());
    expectBoundedError(run({"play", "--from", fifo.string()}, "{}"), 2, "io_error");
}

TEST(CliSpecialFiles, DevicesAreRefused_Issue12) {
    const json e = expectBoundedError(run({"check-save", "/dev/zero"}), 2, "io_error");
    EXPECT_NE(e["message"].get<std::string>().find("a device, not a regular file"),
              std::string::npos);
    // Standard input from /dev/zero stops at the limit instead of growing until memory runs out.
    const json s = expectBoundedError(runWithFile({"evaluate"}, "/dev/zero"), 2, "io_error");
    EXPECT_NE(s["message"].get<std::string>().find("larger than the limit"), std::string::npos);
}

TEST(CliSpecialFiles, HugeFileIsRefusedBeforeReading_Issue12) {
    TempDir dir;
    const fs::path big = dir.path() / "big.frosted.json";
    writeFile(big, "{");
    fs::resize_file(big, 3ull << 30); // sparse: no disk used
    const json e = expectBoundedError(run({"check-save", big.string()}), 2, "io_error");
    EXPECT_NE(e["message"].get<std::string>().find("the limit is 16777216 bytes"),
              std::string::npos);
}

TEST(CliSpecialFiles, FolderOrFifoInPlaceOfADataFileNamesIt_Issue12) {
    {
        DataFolder data;
        fs::remove(data.path() / "tiles.json");
        fs::create_directory(data.path() / "tiles.json");
        const json e = expectBoundedError(run({"validate-data", "--data", data.path().string()}), 1,
                                          "bad_data");
        EXPECT_NE(e.dump().find("tiles.json: "), std::string::npos);
        EXPECT_NE(e.dump().find("is a folder, not a regular file"), std::string::npos) << e.dump();
        EXPECT_EQ(e.dump().find("unexpected end of input"), std::string::npos);
    }
    {
        DataFolder data;
        fs::remove(data.path() / "cards.json");
        ASSERT_EQ(::mkfifo((data.path() / "cards.json").c_str(), 0600), 0);
        const json e = expectBoundedError(run({"validate-data", "--data", data.path().string()}), 1,
                                          "bad_data");
        EXPECT_NE(e.dump().find("cards.json: "), std::string::npos);
        EXPECT_NE(e.dump().find("FIFO"), std::string::npos);
        // Every other command refuses the same data in the same words.
        expectBoundedError(
            runWithFile({"evaluate", "--data", data.path().string()}, kRobustness / "cases.json"),
            1, "bad_data");
    }
}

TEST(CliSpecialFiles, MissingAndUnreadableFilesAreIoErrors_Issue12) {
    const json e =
        expectBoundedError(run({"check-save", "/nonexistent/x.frosted.json"}), 2, "io_error");
    EXPECT_NE(e["message"].get<std::string>().find("does not exist"), std::string::npos);
    expectBoundedError(run({"check-save", "/tmp"}), 2, "io_error");
}

} // namespace
} // namespace frosted::clitest
