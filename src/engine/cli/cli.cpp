// What every game's commands of frosted-blooms-cli share (engine/cli.h, docs/cli.md).
#include "engine/cli.h"

#include "engine/files.h"
#include "engine/input.h"
#include "engine/json_fields.h"

#include <filesystem>
#include <istream>
#include <ostream>

#include <unistd.h>

namespace engine::cli {

void inputError(const std::string& code, const std::string& message, json extra) {
    throw CliError(2, code, message, std::move(extra));
}

// The error document of CLI.md: {"error": {"code", "message", ...}} and nothing else, except
// that validate-data answers bad data (exit 1) with {"ok": false, "error": ...}, the mirror of its
// {"ok": true, ...}.
int printError(const CliError& e, bool validateData, std::ostream& out, std::ostream& err) {
    // One line of bounded length whatever the input was (docs/cli.md "Limits").
    const std::string message = oneLine(e.what(), 1000);
    json body = {{"code", e.code()}, {"message", message}};
    for (auto it = e.extra().begin(); it != e.extra().end(); ++it)
        body[it.key()] = it.value();
    json doc = json::object();
    if (validateData && e.exitCode() == 1)
        doc["ok"] = false;
    doc["error"] = body;
    out << dumpJson(doc) << "\n";
    err << "frosted-blooms-cli: " << message << "\n";
    if (body.contains("problems"))
        for (const auto& p : body["problems"])
            err << "  " << p.get<std::string>() << "\n";
    return e.exitCode();
}

std::string describe(const json& v) {
    switch (v.type()) {
    case json::value_t::object:
        return "an object";
    case json::value_t::array:
        return "a list";
    case json::value_t::string: {
        std::string s = v.get<std::string>();
        if (s.size() > 40)
            s = s.substr(0, 40) + "...";
        return "the string " + json(s).dump(-1, ' ', false, json::error_handler_t::replace);
    }
    case json::value_t::null:
        return "null";
    case json::value_t::boolean:
        return v.get<bool>() ? "true" : "false";
    default:
        return "the number " + v.dump();
    }
}

json readInput(std::istream& in) {
    std::string text;
    try {
        text = readStream(in);
        return parseJson(text);
    } catch (const InputError& e) {
        if (e.code() != "malformed_json")
            inputError(e.code(), e.what());
        json extra = json::object();
        if (e.line() > 0)
            extra = json{{"line", e.line()}, {"column", e.column()}};
        inputError("malformed_json", std::string("malformed JSON on standard input at ") + e.what(),
                   extra);
    }
}

void requireObject(const json& j, const std::string& where) {
    if (!j.is_object())
        inputError("invalid_input", where + " must be an object, not " + describe(j));
}

void requireArray(const json& j, const std::string& where) {
    if (!j.is_array())
        inputError("invalid_input", where + " must be a list, not " + describe(j));
}

namespace {

// The command line's wording of a field refused by the one field reader (docs/cli.md).
[[noreturn]] void refuseField(const engine::OrderedFieldProblem& p) {
    const std::string at = p.where + "." + p.key;
    switch (p.kind) {
    case engine::FieldKind::NotAnObject:
    case engine::FieldKind::Missing:
        inputError("invalid_input", p.where + " needs the field \"" + p.key + "\"");
    case engine::FieldKind::WrongType:
        inputError("invalid_input", at + " must be " + p.expected + ", not " + describe(*p.value));
    case engine::FieldKind::OutOfRange:
        break;
    }
    inputError("invalid_input", at + " is out of range (" + std::to_string(p.lo) + " to " +
                                    std::to_string(p.hi) + ")");
}

// The fields of an object of the input (refused first when it is none).
engine::OrderedFields
fieldsOf(const json& obj, const std::string& where,
         engine::OrderedFields::Null null = engine::OrderedFields::Null::IsAValue) {
    requireObject(obj, where);
    return engine::OrderedFields(obj, where, refuseField, null);
}

} // namespace

const json& require(const json& obj, const char* key, const std::string& where) {
    return fieldsOf(obj, where).require(key);
}

int requireIntIn(const json& obj, const char* key, int lo, int hi, const std::string& where) {
    return static_cast<int>(fieldsOf(obj, where).integer(key, lo, hi, "an integer"));
}

int requireInt(const json& obj, const char* key, const std::string& where) {
    return static_cast<int>(fieldsOf(obj, where).integer(key, -1000000, 1000000, "an integer"));
}

int optionalInt(const json& obj, const char* key, int fallback, const std::string& where) {
    return static_cast<int>(fieldsOf(obj, where, engine::OrderedFields::Null::IsAbsent)
                                .integerOr(key, -1000000, 1000000, fallback, "an integer"));
}

std::string requireString(const json& obj, const char* key, const std::string& where) {
    return fieldsOf(obj, where).text(key, "a string");
}

std::vector<std::string> stringList(const json& j, const std::string& where) {
    requireArray(j, where);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < j.size(); ++i) {
        if (!j[i].is_string())
            inputError("invalid_input", where + "[" + std::to_string(i) + "] must be a string");
        out.push_back(j[i].get<std::string>());
    }
    return out;
}

namespace {
bool isFlat(const json& j) {
    if (!j.is_array())
        return false;
    for (const json& v : j)
        if (v.is_structured() && !(v.is_array() && v.size() <= 4 && isFlat(v)))
            return false;
    return true;
}

std::string scalar(const json& j) {
    // Strings from the input or the file system may hold invalid UTF-8: replaced, never thrown.
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

// A nested object of plain values that fits on one line ({"worker": 0, "barn": 1, ...}).
bool oneLineObject(const json& j, int indent, std::string& line) {
    if (!j.is_object() || j.empty() || indent == 0)
        return false;
    line = "{";
    for (auto it = j.begin(); it != j.end(); ++it) {
        if (it.value().is_structured())
            return false;
        line += (line.size() > 1 ? ", " : "") + scalar(json(it.key())) + ": " + scalar(it.value());
    }
    line += "}";
    return indent + static_cast<int>(line.size()) <= 96;
}

void dumpTo(const json& j, std::string& out, int indent) {
    const std::string pad(static_cast<std::size_t>(indent), ' ');
    const std::string inner(static_cast<std::size_t>(indent + 2), ' ');
    std::string line;
    if (oneLineObject(j, indent, line)) {
        out += line;
    } else if (j.is_object() && !j.empty()) {
        out += "{\n";
        bool first = true;
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!first)
                out += ",\n";
            first = false;
            out += inner + scalar(json(it.key())) + ": ";
            dumpTo(it.value(), out, indent + 2);
        }
        out += "\n" + pad + "}";
    } else if (j.is_array() && !j.empty() && !isFlat(j)) {
        out += "[\n";
        for (std::size_t i = 0; i < j.size(); ++i) {
            if (i)
                out += ",\n";
            out += inner;
            dumpTo(j[i], out, indent + 2);
        }
        out += "\n" + pad + "]";
    } else if (j.is_array()) {
        out += "[";
        for (std::size_t i = 0; i < j.size(); ++i) {
            if (i)
                out += ", ";
            dumpTo(j[i], out, indent);
        }
        out += "]";
    } else {
        out += scalar(j);
    }
}
} // namespace

std::string dumpJson(const json& j) {
    std::string out;
    dumpTo(j, out, 0);
    return out;
}

void writeFileAtomically(const std::string& path, const std::string& text) {
    try {
        engine::writeFileAtomically(path, text); // the one atomic writer (engine/files.h)
    } catch (const InputError& e) {
        inputError("io_error", std::string("cannot write: ") + e.what(), json{{"path", path}});
    }
}
std::uint64_t parseNumber(const std::string& option, const std::string& value, std::uint64_t lo,
                          std::uint64_t hi) {
    std::size_t used = 0;
    std::uint64_t n = 0;
    const bool digits =
        !value.empty() && value.find_first_not_of("0123456789") == std::string::npos;
    try {
        if (digits)
            n = std::stoull(value, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (!digits || used != value.size() || n < lo || n > hi)
        inputError("usage", option + " needs a whole number from " + std::to_string(lo) + " to " +
                                std::to_string(hi) + ", not " + shown(value));
    return n;
}

void forEachOption(const std::vector<std::string>& options,
                   const std::function<void(const std::string&, const OptionValue&)>& handle) {
    const auto& a = options;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string& opt = a[i];
        const OptionValue value = [&]() -> const std::string& {
            if (i + 1 >= a.size())
                inputError("usage", opt + " needs a value");
            return a[++i];
        };
        handle(opt, value);
    }
}

CommandArgs commandArgs(const std::vector<std::string>& raw) {
    CommandArgs a;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == "--data") {
            if (i + 1 >= raw.size())
                inputError("usage", "--data needs a directory");
            a.dataDir = raw[++i];
        } else if (raw[i].starts_with("--data=")) {
            a.dataDir = raw[i].substr(7);
            if (a.dataDir.empty())
                inputError("usage", "--data needs a directory");
        } else if (raw[i] == "--help" || raw[i] == "-h") {
            a.help = true;
        } else {
            a.options.push_back(raw[i]);
        }
    }
    return a;
}

int guarded(bool validateData, std::ostream& out, std::ostream& err,
            const std::function<int()>& body) {
    try {
        return body();
    } catch (const CliError& e) {
        return printError(e, validateData, out, err);
    } catch (const std::exception& e) {
        return printError(CliError(2, "internal_error", e.what()), validateData, out, err);
    } catch (...) {
        return printError(CliError(2, "internal_error", "unexpected failure"), validateData, out,
                          err);
    }
}

void makeFolder(const std::string& path, const std::string& what) {
    std::error_code ec;
    std::filesystem::create_directories(path, ec);
    if (ec || !std::filesystem::is_directory(path))
        inputError("io_error", "cannot create the " + what + " " + path, json{{"path", path}});
}

void checkWritable(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path p(path);
    if (fs::is_directory(p, ec))
        inputError("io_error", "cannot write " + shown(path) + ": it is a folder",
                   json{{"path", path}});
    const fs::path parent = p.parent_path();
    if (!parent.empty() && !fs::is_directory(parent, ec))
        inputError("io_error",
                   "cannot write " + shown(path) + ": no folder " + shown(parent.string()),
                   json{{"path", path}});
    if (::access(parent.empty() ? "." : parent.c_str(), W_OK) != 0)
        inputError("io_error", "cannot write " + shown(path) + ": the folder may not be written to",
                   json{{"path", path}});
}

bool budgetOption(const std::string& option, const OptionValue& value, int& thinkMs,
                  int& iterations) {
    if (option == "--think-ms")
        thinkMs = static_cast<int>(parseNumber(option, value(), 1, 600000));
    else if (option == "--iterations")
        iterations = static_cast<int>(parseNumber(option, value(), 1, 1000000));
    else
        return false;
    return true;
}

void checkBudget(int thinkMs, int iterations) {
    if (thinkMs > 0 && iterations > 0)
        inputError("usage", "give --think-ms or --iterations, not both");
}

BotKind parseBot(const std::string& option, const std::string& value) {
    if (const auto k = botFromName(value))
        return *k;
    std::string names;
    for (std::string_view n : botNames())
        names += (names.empty() ? "" : ", ") + std::string(n);
    inputError("usage", option + " must be one of " + names + ", not " + shown(value));
}

} // namespace engine::cli
