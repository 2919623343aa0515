#include "cli.h"

#include "frosted/data_loader.h"

#include <iostream>
#include <iterator>

namespace frosted::cli {

void inputError(const std::string& code, const std::string& message, json extra) {
    throw CliError(2, code, message, std::move(extra));
}

ComponentsPtr loadData(const std::string& dir) {
    try {
        return loadComponents(dir.empty() ? defaultDataDir() : std::filesystem::path(dir));
    } catch (const DataError& e) {
        throw CliError(1, "bad_data",
                       "invalid component data in " +
                           (dir.empty() ? defaultDataDir().string() : dir),
                       json{{"problems", e.problems()}});
    }
}

json readInput() {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        int line = 1, column = 1;
        for (std::size_t i = 0; i + 1 < e.byte && i < text.size(); ++i) {
            if (text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        std::string what = e.what();
        const auto pos = what.find("parse error");
        inputError("malformed_json",
                   "malformed JSON on standard input at line " + std::to_string(line) +
                       ", column " + std::to_string(column) + ": " +
                       (pos == std::string::npos ? what : what.substr(pos)),
                   json{{"line", line}, {"column", column}});
    }
}

void requireObject(const json& j, const std::string& where) {
    if (!j.is_object())
        inputError("invalid_input",
                   where + " must be an object, not " + std::string(j.type_name()));
}

void requireArray(const json& j, const std::string& where) {
    if (!j.is_array())
        inputError("invalid_input", where + " must be a list, not " + std::string(j.type_name()));
}

const json& require(const json& obj, const char* key, const std::string& where) {
    requireObject(obj, where);
    if (!obj.contains(key))
        inputError("invalid_input", where + " needs the field \"" + key + "\"");
    return obj.at(key);
}

namespace {
int asInt(const json& v, const std::string& what) {
    if (!v.is_number_integer())
        inputError("invalid_input",
                   what + " must be an integer, not " + std::string(v.type_name()));
    const auto n = v.get<std::int64_t>();
    if (n < -1000000 || n > 1000000)
        inputError("invalid_input", what + " is out of range");
    return static_cast<int>(n);
}
} // namespace

int requireInt(const json& obj, const char* key, const std::string& where) {
    return asInt(require(obj, key, where), where + "." + key);
}

int optionalInt(const json& obj, const char* key, int fallback, const std::string& where) {
    requireObject(obj, where);
    if (!obj.contains(key) || obj.at(key).is_null())
        return fallback;
    return asInt(obj.at(key), where + "." + key);
}

std::string requireString(const json& obj, const char* key, const std::string& where) {
    const json& v = require(obj, key, where);
    if (!v.is_string())
        inputError("invalid_input",
                   where + "." + key + " must be a string, not " + std::string(v.type_name()));
    return v.get<std::string>();
}

json pointsJson(const std::vector<Point>& cells) {
    json out = json::array();
    for (const Point& p : cells)
        out.push_back(json::array({p.x, p.y}));
    return out;
}

json improvementsJson(const ImprovementCounts& n) {
    return json{{"worker", n[Improvement::Worker]},
                {"barn", n[Improvement::Barn]},
                {"windmill", n[Improvement::Windmill]}};
}

json gapJson(const Gap& g) {
    return json{{"cells", pointsJson(g.cells)},
                {"shape", std::string(name(g.shape))},
                {"improvements", improvementsJson(g.improvements)}};
}

json landValuesJson(const LandValues& v) {
    json out = json::object();
    for (LandType t : kLandTypes)
        out[std::string(name(t))] = v[t];
    return out;
}

} // namespace frosted::cli

namespace frosted::cli {
namespace {
bool isFlat(const json& j) {
    if (!j.is_array())
        return false;
    for (const json& v : j)
        if (v.is_structured() && !(v.is_array() && v.size() <= 4 && isFlat(v)))
            return false;
    return true;
}

void dumpTo(const json& j, std::string& out, int indent) {
    const std::string pad(static_cast<std::size_t>(indent), ' ');
    const std::string inner(static_cast<std::size_t>(indent + 2), ' ');
    if (j.is_object() && !j.empty()) {
        out += "{\n";
        bool first = true;
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!first)
                out += ",\n";
            first = false;
            out += inner + json(it.key()).dump() + ": ";
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
        out += j.dump();
    }
}
} // namespace

std::string dumpJson(const json& j) {
    std::string out;
    dumpTo(j, out, 0);
    return out;
}
} // namespace frosted::cli
