// The one typed reader of JSON fields (issue 32): every file and document the programs read
// (saves, positions, puzzles, the guided game's script, balance reports, the command line's
// standard input) takes its fields through Fields, so that a number is read whole, never
// narrowed or wrapped (integerIn, input.h), and every refusal names the field and what it wanted.
//
// The wording of a refusal is the reader's own (each document has its contract's sentences):
// Fields hands a FieldProblem to the reader's `Refuse`, which throws its own error. When a
// refusal returns, Fields throws std::logic_error: a reader never goes on past a bad field.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace engine {

enum class FieldKind {
    NotAnObject, // the value read from is no object at all
    Missing,     // the object has no such field
    WrongType,   // the field holds another type of value
    OutOfRange,  // a whole number outside lo..hi
};
enum class FieldType { Any, Integer, Boolean, String, Array, Object };

// What is wrong with one field of an object (of nlohmann::json, or of ordered_json for the
// documents that keep their keys in order).
template <class Json>
struct BasicFieldProblem {
    using Kind = FieldKind;
    using Type = FieldType;

    Kind kind = Kind::Missing;
    Type type = Type::Any;
    std::string where;    // the object's place ("deal", "seats[0]"; "" for the document)
    std::string key;      // the field's name
    std::string expected; // what was wanted, as a noun ("a whole number from 0 to 3", "a list")
    std::int64_t lo = 0, hi = 0; // the range of an integer
    const Json* value = {};      // the value found (null when missing)

    // "where.key", or "key" for the document itself.
    std::string path() const { return where.empty() ? key : where + "." + key; }
};

template <class Json>
class BasicFields {
  public:
    using Problem = BasicFieldProblem<Json>;
    // Throws the reader's error for a problem (it must not return).
    using Refuse = std::function<void(const Problem&)>;
    // Whether a field holding null counts as absent (optional fields of positions and the
    // command line) or as a value of the wrong type (saves).
    enum class Null { IsAValue, IsAbsent };

    BasicFields(const Json& object, std::string where, Refuse refuse, Null null = Null::IsAValue);

    const Json& object() const { return object_; }
    const std::string& where() const { return where_; }
    std::string path(std::string_view key) const;

    // The field, or nullptr when absent (a non-object has no fields).
    const Json* find(std::string_view key) const;
    bool has(std::string_view key) const { return find(key) != nullptr; }
    // The field of any type; refused when missing (or when the object is none).
    const Json& require(std::string_view key) const;

    // A whole number in lo..hi (read whole: 4294967297 is never 1). `expected` words what was
    // wanted; by default "a whole number from lo to hi".
    std::int64_t integer(std::string_view key, std::int64_t lo, std::int64_t hi,
                         std::string_view expected = {}) const;
    // The same, `otherwise` when the field is absent.
    std::int64_t integerOr(std::string_view key, std::int64_t lo, std::int64_t hi,
                           std::int64_t otherwise, std::string_view expected = {}) const;
    // A whole number from 0 up to 2^64 - 1 (a seed).
    std::uint64_t natural(std::string_view key, std::string_view expected = {}) const;
    bool boolean(std::string_view key, std::string_view expected = {}) const;
    std::string text(std::string_view key, std::string_view expected = {}) const;
    const Json& array(std::string_view key, std::string_view expected = {}) const;
    const Json& objectField(std::string_view key, std::string_view expected = {}) const;

    // Refuses `key` with a problem of the given kind (for checks of the reader's own).
    [[noreturn]] void refuse(FieldKind kind, FieldType type, std::string_view key,
                             std::string expected, const Json* value = nullptr, std::int64_t lo = 0,
                             std::int64_t hi = 0) const;

  private:
    // The field of `type`; `wanted()` words what was wanted, only when it is refused.
    template <class Wanted>
    const Json& typed(std::string_view key, FieldType type, const Wanted& wanted) const;

    const Json& object_;
    std::string where_;
    Refuse refuse_;
    Null null_;
};

using FieldProblem = BasicFieldProblem<nlohmann::json>;
using Fields = BasicFields<nlohmann::json>;
using Refuse = Fields::Refuse;
using OrderedFieldProblem = BasicFieldProblem<nlohmann::ordered_json>;
using OrderedFields = BasicFields<nlohmann::ordered_json>;

extern template class BasicFields<nlohmann::json>;
extern template class BasicFields<nlohmann::ordered_json>;

// "a whole number from lo to hi": how a range is worded by default.
std::string wholeNumberFrom(std::int64_t lo, std::int64_t hi);

} // namespace engine
