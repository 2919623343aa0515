// Reading untrusted input: files, standard input and JSON text, within stated limits.
//
// Everything the programs read from users (data files, save files, standard input of the command
// line, the GUI's Open and autosave) goes through here, so that no input can crash, hang or swamp
// them (docs/reliability.md, docs/cli.md "Limits"):
// - only regular files are read: a folder, a FIFO or a device is refused at once (a FIFO is
//   opened without blocking), and a file larger than the limit is refused before it is read;
// - JSON is checked by a single non-recursive scan before it is parsed: nesting depth, the length
//   of each string, the items of each list or object, the values in all, and numbers that do not
//   fit a double (1e400) are refused with the line and column of the offending place;
// - what a message echoes from the input is cut short and has its control characters replaced
//   (shown()), so one message stays one short line.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

struct InputLimits {
    static constexpr std::size_t kMaxFileBytes = 16u << 20; // any file or standard input: 16 MiB
    static constexpr int kMaxDepth = 64;                    // nesting of lists and objects
    static constexpr std::size_t kMaxStringBytes = 65536;   // one string or key
    static constexpr std::size_t kMaxItems = 100000;        // items of one list or object
    static constexpr std::size_t kMaxValues = 1000000;      // values in one document
    static constexpr std::size_t kShownChars = 40;          // echoed input in messages
};

// A problem with the input as a whole (not a rule of the game): code is "io_error" (cannot be
// read, not a regular file, too large) or "malformed_json" (not JSON, or beyond a limit); line
// and column are 1-based and 0 when they do not apply.
class InputError : public std::runtime_error {
  public:
    InputError(std::string code, const std::string& message, int line = 0, int column = 0)
        : std::runtime_error(message), code_(std::move(code)), line_(line), column_(column) {}
    const std::string& code() const { return code_; }
    int line() const { return line_; }
    int column() const { return column_; }

  private:
    std::string code_;
    int line_, column_;
};

// The whole content of a regular file of at most `maxBytes`. Throws InputError("io_error") with
// a message that names the file and why ("is a folder, not a file", "is a FIFO, not a regular
// file", "is 3221225472 bytes; the limit is 16777216", "does not exist", ...).
std::string readRegularFile(const std::filesystem::path& path,
                            std::size_t maxBytes = InputLimits::kMaxFileBytes);

// Reads a stream (standard input) to its end, or throws InputError("io_error") once it passes
// `maxBytes`.
std::string readStream(std::istream& in, std::size_t maxBytes = InputLimits::kMaxFileBytes);

// Parses one JSON document within InputLimits. Throws InputError("malformed_json") whose message
// is "line L, column C: <what>" (the caller adds where the text came from).
nlohmann::json parseJson(std::string_view text);

// The value of `v` when it is a JSON integer within [lo, hi]. Unsigned values above INT64_MAX
// and numbers with a fraction or an exponent are not integers here; nothing wraps or truncates.
std::optional<std::int64_t> integerIn(const nlohmann::json& v, std::int64_t lo, std::int64_t hi);

// A whole decimal integer as the action languages write it: an optional '-', digits, no '+', no
// leading zero but "0" itself, no "-0"; nullopt for anything else (or beyond 8 characters).
std::optional<int> plainDecimal(std::string_view s);

// The FNV-1a hash of `bytes` continued from `h`: how a data set's content hash is made.
std::uint64_t fnv1a(std::uint64_t h, std::string_view bytes);

// "invalid component data (2 problems)" and the problems, one per indented line: the message of
// a data set that does not load, every game's.
std::string invalidDataMessage(const std::vector<std::string>& problems);

// At most InputLimits::kShownChars characters of `s`, in double quotes, control characters
// replaced by '?', "..." when cut: how a message echoes what the user gave.
std::string shown(std::string_view s);

// `text` cut to `max` bytes (at a UTF-8 character boundary) with "...", control characters
// (newlines included) replaced by spaces: a message that stays one line of bounded length.
std::string oneLine(std::string_view text, std::size_t max = 1000);

} // namespace engine
