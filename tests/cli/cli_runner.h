// Running the built frosted-blooms-cli from tests: a child process with standard input from a file
// and both outputs captured, and the checks every test shares.
#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

extern char** environ;

namespace frosted::clitest {

namespace fs = std::filesystem;
using json = nlohmann::json;

inline const fs::path kFixtures = FROSTED_CLI_FIXTURES;

inline std::string readFile(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

inline void writeFile(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}

inline json readJson(const fs::path& p) {
    return json::parse(readFile(p));
}

// A fresh directory for one test, removed at the end.
class TempDir {
  public:
    TempDir() {
        std::string tmpl = (fs::temp_directory_path() / "frosted-cli-test-XXXXXX").string();
        if (::mkdtemp(tmpl.data()) == nullptr)
            throw std::runtime_error(std::string("mkdtemp: ") + std::strerror(errno));
        path_ = tmpl;
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const fs::path& path() const { return path_; }

  private:
    fs::path path_;
};

struct RunResult {
    int exitCode = -1; // 128 + signal when killed by a signal (a crash)
    std::string out;
    std::string err;
};

// Runs the tool with `args`, standard input from `stdinFile`, both outputs to files.
inline RunResult runWithFile(const std::vector<std::string>& args, const fs::path& stdinFile) {
    TempDir dir;
    const fs::path outFile = dir.path() / "stdout";
    const fs::path errFile = dir.path() / "stderr";
    std::vector<std::string> argStrings = {FROSTED_CLI_PATH};
    argStrings.insert(argStrings.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : argStrings)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, stdinFile.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, outFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0600);
    posix_spawn_file_actions_addopen(&actions, 2, errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0600);
    pid_t pid = 0;
    const int rc =
        posix_spawn(&pid, argStrings[0].c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    RunResult r;
    if (rc != 0) {
        ADD_FAILURE() << "cannot start " << argStrings[0] << ": " << std::strerror(rc);
        return r;
    }
    // A run that does not end within a minute is a hang: it is killed and reported.
    int status = 0;
    for (int waited = 0;; ++waited) {
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid || (done < 0 && errno != EINTR))
            break;
        if (waited == 6000) {
            ADD_FAILURE() << argStrings[0] << " did not end within 60 s (killed)";
            ::kill(pid, SIGKILL);
            ::waitpid(pid, &status, 0);
            break;
        }
        ::usleep(10000);
    }
    if (WIFEXITED(status))
        r.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        r.exitCode = 128 + WTERMSIG(status);
    r.out = readFile(outFile);
    r.err = readFile(errFile);
    return r;
}

inline RunResult run(const std::vector<std::string>& args, const std::string& stdinText = "") {
    TempDir dir;
    const fs::path in = dir.path() / "stdin.json";
    writeFile(in, stdinText);
    return runWithFile(args, in);
}

// Parses standard output as exactly one JSON document (nlohmann rejects trailing content).
inline json parsedOut(const RunResult& r) {
    try {
        return json::parse(r.out);
    } catch (const json::parse_error& e) {
        ADD_FAILURE() << "standard output is not one JSON document: " << e.what() << "\n" << r.out;
        return json();
    }
}

// A good run of fixture `name`: exit 0, nothing on standard error, the full expected document.
inline void expectFixture(const std::string& command, const std::string& name) {
    SCOPED_TRACE(name);
    const RunResult r = runWithFile({command}, kFixtures / (name + ".input.json"));
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_EQ(r.err, "");
    const json expected = readJson(kFixtures / (name + ".expected.json"));
    const json got = parsedOut(r);
    EXPECT_EQ(got, expected) << "got:\n" << got.dump(2) << "\nexpected:\n" << expected.dump(2);
}

// An input error (CLI.md): exit 2, standard output is {"error": {"code", "message", ...}} and
// nothing else, and a line on standard error. Returns the error object.
inline json expectInputError(const RunResult& r, const std::string& code) {
    EXPECT_EQ(r.exitCode, 2) << r.out << r.err;
    const json out = parsedOut(r);
    EXPECT_TRUE(out.is_object() && out.size() == 1 && out.contains("error")) << r.out;
    const json error = out.value("error", json::object());
    EXPECT_EQ(error.value("code", ""), code) << r.out;
    EXPECT_TRUE(error.contains("message") && error["message"].is_string() &&
                !error["message"].get<std::string>().empty())
        << r.out;
    EXPECT_FALSE(r.err.empty());
    EXPECT_EQ(r.err.back(), '\n');
    return error;
}

} // namespace frosted::clitest
