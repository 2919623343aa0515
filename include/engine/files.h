// The one layer that touches the file system for the programs' own files (issue 32): what a path
// is, worded for people whatever went wrong (a loop of symbolic links, no permission), and the
// one atomic writer every file the programs write goes through. Reads go through
// readRegularFile (input.h), within the input limits.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>

namespace engine {

enum class PathKind { Missing, Regular, Folder, Other, Unreadable };

struct PathInfo {
    PathKind kind = PathKind::Missing;
    // Why it is not a file or a folder, in words ("is a loop of symbolic links").
    std::string reason;
    unsigned mode = 0; // the permission bits of what it names, when it exists
};

// What `path` is, following symbolic links, without opening it and without throwing.
PathInfo inspect(const std::filesystem::path& path);

// The running program's folder (Linux: /proc/self/exe), or empty when it cannot be told: where
// an installed program finds its data (bin/../share/frosted-blooms/data).
std::filesystem::path programDir();

// Where a game's bundled data set is: the installed one, found relative to the running program
// (its folder / `fromBin`, so an install tree can be moved), else the source tree's (`source`, for
// a program run from its build folder), telling them apart by the file `probe`; the installed
// place when neither holds it (the one the messages then name).
std::filesystem::path bundledDataDir(const std::filesystem::path& source,
                                     const std::filesystem::path& fromBin, const char* probe);

// An operating system error (errno) in words for a sentence that starts with the path:
// "does not exist", "is a loop of symbolic links", "cannot be reached: permission denied" …
std::string reasonOf(int error);

// Writes `bytes` to `path` so that it is never seen half written: into a new file beside it,
// flushed to the disk, then renamed over `path` in one step. A folder or anything but a regular
// file at `path` is refused without being opened (a FIFO never blocks). On failure the previous
// file is unchanged, the temporary file removed, and InputError("io_error", "<path> <reason>")
// thrown. `midway` (tests) runs with half of the bytes written and again before the rename.
void writeFileAtomically(const std::filesystem::path& path, std::string_view bytes,
                         const std::function<void()>& midway = {});

} // namespace engine
