// The file system layer of the engine (issue 32, engine/files.h): what a path is in words, and
// the one atomic writer every file of the programs goes through.
#include "engine/files.h"
#include "engine/input.h"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace engine {
namespace {

namespace fs = std::filesystem;

struct Folder {
    fs::path dir;
    Folder() {
        dir = fs::temp_directory_path() /
              ("engine-files-" + std::to_string(::getpid()) + "-" +
               ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    ~Folder() {
        std::error_code ec;
        fs::permissions(dir, fs::perms::owner_all, ec);
        fs::remove_all(dir, ec);
    }
};

std::string contents(const fs::path& p) {
    return readRegularFile(p);
}

std::string refusal(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& e) {
        EXPECT_EQ(e.code(), "io_error");
        return e.what();
    }
    ADD_FAILURE() << "not refused";
    return {};
}

TEST(Files, InspectTellsWhatAPathIsInWords) {
    Folder f;
    std::ofstream(f.dir / "file") << "x";
    fs::create_symlink(f.dir / "b", f.dir / "a");
    fs::create_symlink(f.dir / "a", f.dir / "b");
    ASSERT_EQ(::mkfifo((f.dir / "fifo").c_str(), 0600), 0);
    EXPECT_EQ(inspect(f.dir / "file").kind, PathKind::Regular);
    EXPECT_EQ(inspect(f.dir).kind, PathKind::Folder);
    EXPECT_EQ(inspect(f.dir / "none").kind, PathKind::Missing);
    EXPECT_EQ(inspect(f.dir / "none").reason, "does not exist");
    EXPECT_EQ(inspect(f.dir / "fifo").kind, PathKind::Other);
    const PathInfo loop = inspect(f.dir / "a");
    EXPECT_EQ(loop.kind, PathKind::Unreadable);
    EXPECT_EQ(loop.reason, "is a loop of symbolic links");
    // Reading through the loop says so too, not the library's text.
    EXPECT_NE(refusal([&] { readRegularFile(f.dir / "a"); }).find("is a loop of symbolic links"),
              std::string::npos);
}

TEST(Files, AnAtomicWriteReplacesTheFileWholeAndKeepsItsMode) {
    Folder f;
    const fs::path p = f.dir / "save.json";
    writeFileAtomically(p, "first");
    EXPECT_EQ(contents(p), "first");
    ASSERT_EQ(::chmod(p.c_str(), 0640), 0);
    int seen = 0;
    writeFileAtomically(p, "second, longer", [&] {
        ++seen;
        EXPECT_EQ(contents(p), "first"); // midway, the previous file is whole
    });
    EXPECT_EQ(seen, 2);
    EXPECT_EQ(contents(p), "second, longer");
    struct stat st {};
    ASSERT_EQ(::stat(p.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u);
    EXPECT_EQ(std::distance(fs::directory_iterator(f.dir), fs::directory_iterator()), 1)
        << "no temporary file is left";
}

TEST(Files, AWriteRefusesAFolderAFifoAndAMissingFolderLeavingNothing) {
    Folder f;
    ASSERT_EQ(::mkfifo((f.dir / "fifo").c_str(), 0600), 0);
    fs::create_directories(f.dir / "sub");
    EXPECT_NE(refusal([&] { writeFileAtomically(f.dir / "sub", "x"); }).find("is a folder"),
              std::string::npos);
    // Never opened, so it never blocks.
    EXPECT_NE(
        refusal([&] { writeFileAtomically(f.dir / "fifo", "x"); }).find("is not a regular file"),
        std::string::npos);
    EXPECT_NE(refusal([&] {
                  writeFileAtomically(f.dir / "none" / "x.json", "x");
              }).find("its folder does not exist"),
              std::string::npos);
    EXPECT_EQ(std::distance(fs::directory_iterator(f.dir), fs::directory_iterator()), 2);
}

TEST(Files, AWriteIntoAReadOnlyFolderLeavesThePreviousFile) {
    if (::geteuid() == 0)
        GTEST_SKIP() << "root writes into read-only folders";
    Folder f;
    const fs::path p = f.dir / "save.json";
    writeFileAtomically(p, "kept");
    fs::permissions(f.dir, fs::perms::owner_read | fs::perms::owner_exec);
    EXPECT_NE(refusal([&] { writeFileAtomically(p, "lost"); }).find("permission denied"),
              std::string::npos);
    EXPECT_EQ(contents(p), "kept");
}

} // namespace
} // namespace engine
