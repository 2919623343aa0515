// The one typed reader of JSON fields (json_fields.h).
#include "engine/json_fields.h"

#include "engine/input.h"

#include <stdexcept>

namespace engine {

using nlohmann::json;
using Kind = FieldProblem::Kind;
using Type = FieldProblem::Type;

std::string wholeNumberFrom(std::int64_t lo, std::int64_t hi) {
    return "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
}

Fields::Fields(const json& object, std::string where, Refuse refuse, Null null)
    : object_(object), where_(std::move(where)), refuse_(std::move(refuse)), null_(null) {}

std::string Fields::path(std::string_view key) const {
    return where_.empty() ? std::string(key) : where_ + "." + std::string(key);
}

void Fields::refuse(Kind kind, Type type, std::string_view key, std::string expected,
                    const json* value, std::int64_t lo, std::int64_t hi) const {
    FieldProblem p;
    p.kind = kind;
    p.type = type;
    p.where = where_;
    p.key = std::string(key);
    p.expected = std::move(expected);
    p.lo = lo;
    p.hi = hi;
    p.value = value;
    refuse_(p);
    throw std::logic_error("a refusal of " + p.path() + " returned");
}

const json* Fields::find(std::string_view key) const {
    if (!object_.is_object())
        return nullptr;
    const auto it = object_.find(key);
    if (it == object_.end() || (null_ == Null::IsAbsent && it->is_null()))
        return nullptr;
    return &*it;
}

const json& Fields::require(std::string_view key) const {
    if (const json* v = find(key))
        return *v;
    refuse(object_.is_object() ? Kind::Missing : Kind::NotAnObject, Type::Any, key, "a value");
}

const json& Fields::typed(std::string_view key, Type type, std::string_view expected,
                          std::string_view fallback) const {
    const json* v = find(key);
    const std::string wanted(expected.empty() ? fallback : expected);
    if (!v)
        refuse(object_.is_object() ? Kind::Missing : Kind::NotAnObject, type, key, wanted);
    const bool ok = type == Type::Integer   ? v->is_number_integer()
                    : type == Type::Boolean ? v->is_boolean()
                    : type == Type::String  ? v->is_string()
                    : type == Type::Array   ? v->is_array()
                    : type == Type::Object  ? v->is_object()
                                            : true;
    if (!ok)
        refuse(Kind::WrongType, type, key, wanted, v);
    return *v;
}

std::int64_t Fields::integer(std::string_view key, std::int64_t lo, std::int64_t hi,
                             std::string_view expected) const {
    const std::string wanted = expected.empty() ? wholeNumberFrom(lo, hi) : std::string(expected);
    const json& v = typed(key, Type::Integer, wanted, {});
    const auto n = integerIn(v, lo, hi);
    if (!n)
        refuse(Kind::OutOfRange, Type::Integer, key, wanted, &v, lo, hi);
    return *n;
}

std::int64_t Fields::integerOr(std::string_view key, std::int64_t lo, std::int64_t hi,
                               std::int64_t otherwise, std::string_view expected) const {
    return find(key) ? integer(key, lo, hi, expected) : otherwise;
}

std::uint64_t Fields::natural(std::string_view key, std::string_view expected) const {
    const json& v = typed(key, Type::Integer, expected, "a whole number from 0");
    if (!v.is_number_unsigned() && v.get<std::int64_t>() < 0)
        refuse(Kind::OutOfRange, Type::Integer, key,
               std::string(expected.empty() ? "a whole number from 0" : expected), &v, 0, -1);
    return v.get<std::uint64_t>();
}

bool Fields::boolean(std::string_view key, std::string_view expected) const {
    return typed(key, Type::Boolean, expected, "true or false").get<bool>();
}

std::string Fields::text(std::string_view key, std::string_view expected) const {
    return typed(key, Type::String, expected, "a string").get<std::string>();
}

const json& Fields::array(std::string_view key, std::string_view expected) const {
    return typed(key, Type::Array, expected, "a list");
}

const json& Fields::objectField(std::string_view key, std::string_view expected) const {
    return typed(key, Type::Object, expected, "an object");
}

} // namespace engine
