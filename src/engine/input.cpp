#include "engine/input.h"

#include "engine/files.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <istream>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace engine {

namespace {

std::string sizeText(std::size_t bytes) {
    return std::to_string(bytes) + " bytes";
}

// Closes a file descriptor when it goes out of scope.
struct Fd {
    int fd = -1;
    ~Fd() {
        if (fd >= 0)
            ::close(fd);
    }
};

std::string kindOf(mode_t mode) {
    if (S_ISDIR(mode))
        return "a folder";
    if (S_ISFIFO(mode))
        return "a FIFO (named pipe)";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "a device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
}

std::pair<int, int> lineAndColumn(std::string_view text, std::size_t byte) {
    int line = 1, col = 1;
    for (std::size_t i = 0; i < text.size() && i < byte; ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++col; // count characters, not UTF-8 continuation bytes
        }
    }
    return {line, col};
}

[[noreturn]] void refuseAt(std::string_view text, std::size_t byte, const std::string& what) {
    const auto [line, col] = lineAndColumn(text, byte);
    throw InputError("malformed_json",
                     "line " + std::to_string(line) + ", column " + std::to_string(col) + ": " +
                         what,
                     line, col);
}

// One pass over the text, without recursion, enforcing InputLimits before the parser builds
// anything. It does not validate the syntax (the parser does); it only needs to find strings,
// numbers and brackets, and whatever it skips the parser reports.
void checkLimits(std::string_view text) {
    std::vector<std::size_t> items; // per open list/object: the items seen so far - 1
    std::size_t values = 0;
    const std::size_t n = text.size();
    auto countValue = [&](std::size_t at) {
        if (++values > InputLimits::kMaxValues)
            refuseAt(text, at,
                     "more than " + std::to_string(InputLimits::kMaxValues) +
                         " values in one document (the limit)");
    };
    for (std::size_t i = 0; i < n; ++i) {
        const char ch = text[i];
        switch (ch) {
        case '{':
        case '[':
            countValue(i);
            if (items.size() >= static_cast<std::size_t>(InputLimits::kMaxDepth))
                refuseAt(text, i,
                         "lists and objects nested more than " +
                             std::to_string(InputLimits::kMaxDepth) + " levels deep (the limit)");
            items.push_back(0);
            break;
        case '}':
        case ']':
            if (!items.empty())
                items.pop_back();
            break;
        case ',':
            if (!items.empty() && ++items.back() >= InputLimits::kMaxItems)
                refuseAt(text, i,
                         "a list or object of more than " + std::to_string(InputLimits::kMaxItems) +
                             " items (the limit)");
            break;
        case '"': {
            const std::size_t start = i;
            ++i;
            while (i < n && text[i] != '"')
                i += text[i] == '\\' ? 2 : 1;
            if (i > n)
                i = n;
            if (i - start - 1 > InputLimits::kMaxStringBytes)
                refuseAt(text, start,
                         "a string of more than " + std::to_string(InputLimits::kMaxStringBytes) +
                             " bytes (the limit)");
            countValue(start);
            break;
        }
        case '-':
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7':
        case '8':
        case '9': {
            const std::size_t start = i;
            bool exponent = false;
            while (i < n && (std::strchr("0123456789+-.eE", text[i]) != nullptr && text[i] != 0)) {
                exponent = exponent || text[i] == 'e' || text[i] == 'E';
                ++i;
            }
            const std::size_t len = i - start;
            --i; // the loop's ++i moves past the number
            countValue(start);
            if (exponent || len > 15) {
                const std::string token(text.substr(start, std::min<std::size_t>(len, 4096)));
                errno = 0;
                const double v = std::strtod(token.c_str(), nullptr);
                if (len > 4096 || !std::isfinite(v) || errno == ERANGE) {
                    if (len <= 4096 && errno == ERANGE && std::isfinite(v) && v == 0.0)
                        break; // underflow to 0 is harmless
                    refuseAt(text, start,
                             "the number " + shown(token) +
                                 " is out of range (numbers must fit a double, |x| < 1.8e308)");
                }
            }
            break;
        }
        case 't':
        case 'f':
        case 'n':
            countValue(i);
            while (i + 1 < n && text[i + 1] >= 'a' && text[i + 1] <= 'z')
                ++i;
            break;
        default:
            break;
        }
    }
}

// nlohmann's text is "[json.exception.parse_error.101] parse error at line L, column C: syntax
// error while parsing value - invalid literal; last read: '...'"; keep what comes after the
// position (we give the position ourselves), shortened: "last read" echoes the input.
std::string parserReason(const std::string& what) {
    std::string reason = what;
    if (const auto pos = reason.find("parse error"); pos != std::string::npos) {
        reason = reason.substr(pos);
        if (const auto colon = reason.find(": "); colon != std::string::npos)
            reason = reason.substr(colon + 2);
    } else if (const auto close = reason.find("] "); close != std::string::npos) {
        reason = reason.substr(close + 2);
    }
    if (const auto last = reason.find("; last read: '"); last != std::string::npos) {
        std::string token = reason.substr(last + 14);
        if (!token.empty() && token.back() == '\'')
            token.pop_back();
        reason = reason.substr(0, last) + "; last read: " + shown(token);
    }
    return oneLine(reason, 300);
}

} // namespace

std::string readRegularFile(const std::filesystem::path& path, std::size_t maxBytes) {
    const std::string name = path.string();
    Fd f;
    f.fd = ::open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (f.fd < 0) {
        const int e = errno;
        if (e == ENOENT || e == ELOOP) // worded as the file system layer words it (files.h)
            throw InputError("io_error", name + " " + reasonOf(e));
        throw InputError("io_error", name + " cannot be read (" + std::strerror(e) + ")");
    }
    struct stat st {};
    if (::fstat(f.fd, &st) != 0)
        throw InputError("io_error", name + " cannot be read (" + std::strerror(errno) + ")");
    if (!S_ISREG(st.st_mode))
        throw InputError("io_error", name + " is " + kindOf(st.st_mode) + ", not a regular file");
    if (static_cast<unsigned long long>(st.st_size) > maxBytes)
        throw InputError("io_error", name + " is " +
                                         sizeText(static_cast<std::size_t>(st.st_size)) +
                                         "; the limit is " + sizeText(maxBytes));
    std::string text;
    text.resize(static_cast<std::size_t>(st.st_size));
    std::size_t got = 0;
    // Read to the end even if the file grew since fstat, but never past the limit.
    for (;;) {
        if (got == text.size()) {
            if (text.size() > maxBytes)
                throw InputError("io_error",
                                 name + " is larger than the limit of " + sizeText(maxBytes));
            text.resize(std::min(maxBytes + 1, std::max<std::size_t>(text.size() * 2, 4096)));
        }
        const ssize_t r = ::read(f.fd, text.data() + got, text.size() - got);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            throw InputError("io_error", name + " cannot be read (" + std::strerror(errno) + ")");
        }
        if (r == 0)
            break;
        got += static_cast<std::size_t>(r);
    }
    if (got > maxBytes)
        throw InputError("io_error", name + " is larger than the limit of " + sizeText(maxBytes));
    text.resize(got);
    return text;
}

std::string readStream(std::istream& in, std::size_t maxBytes) {
    std::string text;
    char buf[65536];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        text.append(buf, static_cast<std::size_t>(in.gcount()));
        if (text.size() > maxBytes)
            throw InputError("io_error",
                             "standard input is larger than the limit of " + sizeText(maxBytes));
    }
    return text;
}

nlohmann::json parseJson(std::string_view text) {
    checkLimits(text);
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error& e) {
        refuseAt(text, e.byte == 0 ? 0 : e.byte - 1, parserReason(e.what()));
    } catch (const nlohmann::json::exception& e) {
        // out_of_range 406 (a number the scan let through) and the like: no position known.
        throw InputError("malformed_json", parserReason(e.what()));
    }
}

std::optional<std::int64_t> integerIn(const nlohmann::json& v, std::int64_t lo, std::int64_t hi) {
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (hi < 0 || u > static_cast<std::uint64_t>(hi) ||
            (lo > 0 && u < static_cast<std::uint64_t>(lo)))
            return std::nullopt;
        return static_cast<std::int64_t>(u);
    }
    if (!v.is_number_integer())
        return std::nullopt;
    const auto i = v.get<std::int64_t>();
    if (i < lo || i > hi)
        return std::nullopt;
    return i;
}

std::string shown(std::string_view s) {
    std::string out;
    std::size_t i = 0;
    for (std::size_t chars = 0; i < s.size() && chars < InputLimits::kShownChars; ++chars) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : 4;
        // A character is a lead byte and its continuation bytes; a stray continuation byte or a
        // sequence cut short is shown as '?' like a control character, so that the bytes after
        // it (a newline) are never copied unchecked.
        std::size_t n = 1;
        while (n < len && i + n < s.size() && (static_cast<unsigned char>(s[i + n]) & 0xC0) == 0x80)
            ++n;
        if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xC2) || c > 0xF4 || n < len) {
            out += '?';
            ++i;
            continue;
        }
        out.append(s.substr(i, len));
        i += len;
    }
    if (i < s.size())
        out += "...";
    return "\"" + out + "\"";
}

std::string oneLine(std::string_view text, std::size_t max) {
    std::string out;
    out.reserve(std::min(text.size(), max) + 3);
    std::size_t i = 0;
    for (; i < text.size() && out.size() < max; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        out += (c < 0x20 || c == 0x7f) ? ' ' : text[i];
    }
    if (i < text.size()) {
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80)
            out.pop_back(); // never cut a UTF-8 character in two
        if (!out.empty() && static_cast<unsigned char>(out.back()) >= 0xC0)
            out.pop_back();
        out += "...";
    }
    return out;
}

std::optional<int> plainDecimal(std::string_view s) {
    if (s.empty() || s == "-" || s == "-0" || s.size() > 8)
        return std::nullopt;
    const std::string_view digits = s.front() == '-' ? s.substr(1) : s;
    if (digits.size() > 1 && digits.front() == '0')
        return std::nullopt;
    int out = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return out;
}

std::uint64_t fnv1a(std::uint64_t h, std::string_view bytes) {
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

std::string invalidDataMessage(const std::vector<std::string>& problems) {
    std::string s = "invalid component data (" + std::to_string(problems.size()) +
                    (problems.size() == 1 ? " problem)" : " problems)");
    for (const std::string& p : problems)
        s += "\n  " + p;
    return s;
}

} // namespace engine
