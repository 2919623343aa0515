// The file system layer (files.h).
#include "engine/files.h"

#include "engine/input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace engine {

std::string reasonOf(int error) {
    switch (error) {
    case ENOENT:
        return "does not exist";
    case ELOOP:
        return "is a loop of symbolic links";
    case EACCES:
    case EPERM:
        return "cannot be reached: permission denied";
    case ENOTDIR:
        return "is not inside a folder (a part of the path is a file)";
    case ENAMETOOLONG:
        return "is too long a path";
    case ENOSPC:
        return "cannot be written: the disk is full";
    case EROFS:
        return "cannot be written: the disk is read-only";
    default:
        return std::string("cannot be reached (") + std::strerror(error) + ")";
    }
}

std::filesystem::path programDir() {
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : exe.parent_path();
}

std::filesystem::path bundledDataDir(const std::filesystem::path& source,
                                     const std::filesystem::path& fromBin, const char* probe) {
    const std::filesystem::path dir = programDir();
    if (dir.empty())
        return source;
    const std::filesystem::path installed = (dir / fromBin).lexically_normal();
    std::error_code ec;
    if (std::filesystem::exists(installed / probe, ec) ||
        !std::filesystem::exists(source / probe, ec))
        return installed;
    return source;
}

PathInfo inspect(const std::filesystem::path& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        const int e = errno;
        return {e == ENOENT ? PathKind::Missing : PathKind::Unreadable, reasonOf(e)};
    }
    const unsigned mode = st.st_mode & 07777;
    if (S_ISREG(st.st_mode))
        return {PathKind::Regular, {}, mode};
    if (S_ISDIR(st.st_mode))
        return {PathKind::Folder, {}, mode};
    return {PathKind::Other, "is not a regular file", mode};
}

namespace {
[[noreturn]] void fail(const std::filesystem::path& path, const std::string& why) {
    throw InputError("io_error", path.string() + " " + why);
}

bool writeAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t w = ::write(fd, data, size);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += w;
        size -= static_cast<std::size_t>(w);
    }
    return true;
}
} // namespace

void writeFileAtomically(const std::filesystem::path& path, std::string_view bytes,
                         const std::function<void()>& midway) {
    const PathInfo there = inspect(path);
    if (there.kind == PathKind::Folder)
        fail(path, "is a folder");
    if (there.kind == PathKind::Other || there.kind == PathKind::Unreadable)
        fail(path, there.reason);
    std::string pattern = path.string() + ".XXXXXX";
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int fd = ::mkstemp(name.data());
    if (fd < 0) {
        const int e = errno;
        fail(path, e == ENOENT ? "cannot be written: its folder does not exist" : reasonOf(e));
    }
    const std::string tmp(name.data());
    const auto abandon = [&](int e) {
        ::close(fd);
        ::unlink(tmp.c_str());
        fail(path, reasonOf(e) + "; the previous file is unchanged");
    };
    const std::size_t half = midway ? bytes.size() / 2 : bytes.size();
    if (!writeAll(fd, bytes.data(), half))
        abandon(errno);
    if (midway) {
        midway();
        if (!writeAll(fd, bytes.data() + half, bytes.size() - half))
            abandon(errno);
    }
    // The mode of the file it replaces, or what a new file gets (0666 less the umask).
    mode_t mode = there.mode;
    if (there.kind != PathKind::Regular) {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    if (::fchmod(fd, mode) != 0 || ::fsync(fd) != 0)
        abandon(errno);
    if (midway)
        midway();
    if (::close(fd) != 0) {
        const int e = errno;
        ::unlink(tmp.c_str());
        fail(path, reasonOf(e) + "; the previous file is unchanged");
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int e = errno;
        ::unlink(tmp.c_str());
        fail(path, reasonOf(e) + "; the previous file is unchanged");
    }
}

} // namespace engine
