// The one typed reader of JSON fields (json_fields.h).
#include "engine/json_fields.h"

#include "engine/input.h"

#include <stdexcept>
#include <type_traits>

namespace engine {

namespace {

// integerIn() (input.h) of a value of either kind of document.
template <class Json>
std::optional<std::int64_t> integerOf(const Json& v, std::int64_t lo, std::int64_t hi) {
    if constexpr (std::is_same_v<Json, nlohmann::json>) {
        return integerIn(v, lo, hi);
    } else {
        if (v.is_number_unsigned())
            return integerIn(nlohmann::json(v.template get<std::uint64_t>()), lo, hi);
        if (v.is_number_integer())
            return integerIn(nlohmann::json(v.template get<std::int64_t>()), lo, hi);
        return std::nullopt;
    }
}

} // namespace

std::string wholeNumberFrom(std::int64_t lo, std::int64_t hi) {
    return "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
}

template <class Json>
BasicFields<Json>::BasicFields(const Json& object, std::string where, Refuse refuse, Null null)
    : object_(object), where_(std::move(where)), refuse_(std::move(refuse)), null_(null) {}

template <class Json>
std::string BasicFields<Json>::path(std::string_view key) const {
    return where_.empty() ? std::string(key) : where_ + "." + std::string(key);
}

template <class Json>
void BasicFields<Json>::refuse(FieldKind kind, FieldType type, std::string_view key,
                               std::string expected, const Json* value, std::int64_t lo,
                               std::int64_t hi) const {
    Problem p;
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

template <class Json>
const Json* BasicFields<Json>::find(std::string_view key) const {
    if (!object_.is_object())
        return nullptr;
    const auto it = object_.find(key);
    if (it == object_.end() || (null_ == Null::IsAbsent && it->is_null()))
        return nullptr;
    return &*it;
}

template <class Json>
const Json& BasicFields<Json>::require(std::string_view key) const {
    if (const Json* v = find(key))
        return *v;
    refuse(object_.is_object() ? FieldKind::Missing : FieldKind::NotAnObject, FieldType::Any, key,
           "a value");
}

template <class Json>
template <class Wanted>
const Json& BasicFields<Json>::typed(std::string_view key, FieldType type,
                                     const Wanted& wanted) const {
    const Json* v = find(key);
    if (!v)
        refuse(object_.is_object() ? FieldKind::Missing : FieldKind::NotAnObject, type, key,
               wanted());
    const bool ok = type == FieldType::Integer   ? v->is_number_integer()
                    : type == FieldType::Boolean ? v->is_boolean()
                    : type == FieldType::String  ? v->is_string()
                    : type == FieldType::Array   ? v->is_array()
                    : type == FieldType::Object  ? v->is_object()
                                                 : true;
    if (!ok)
        refuse(FieldKind::WrongType, type, key, wanted(), v);
    return *v;
}

namespace {

// What was wanted: the reader's words, else the default ones (built only for a refusal).
auto wantedOr(std::string_view expected, std::string_view fallback) {
    return [=] { return std::string(expected.empty() ? fallback : expected); };
}

} // namespace

template <class Json>
std::int64_t BasicFields<Json>::integer(std::string_view key, std::int64_t lo, std::int64_t hi,
                                        std::string_view expected) const {
    const auto wanted = [&] {
        return expected.empty() ? wholeNumberFrom(lo, hi) : std::string(expected);
    };
    const Json& v = typed(key, FieldType::Integer, wanted);
    const auto n = integerOf(v, lo, hi);
    if (!n)
        refuse(FieldKind::OutOfRange, FieldType::Integer, key, wanted(), &v, lo, hi);
    return *n;
}

template <class Json>
std::int64_t BasicFields<Json>::integerOr(std::string_view key, std::int64_t lo, std::int64_t hi,
                                          std::int64_t otherwise, std::string_view expected) const {
    return find(key) ? integer(key, lo, hi, expected) : otherwise;
}

template <class Json>
std::uint64_t BasicFields<Json>::natural(std::string_view key, std::string_view expected) const {
    const auto wanted = wantedOr(expected, "a whole number from 0");
    const Json& v = typed(key, FieldType::Integer, wanted);
    if (!v.is_number_unsigned() && v.template get<std::int64_t>() < 0)
        refuse(FieldKind::OutOfRange, FieldType::Integer, key, wanted(), &v, 0, -1);
    return v.template get<std::uint64_t>();
}

template <class Json>
bool BasicFields<Json>::boolean(std::string_view key, std::string_view expected) const {
    return typed(key, FieldType::Boolean, wantedOr(expected, "true or false")).template get<bool>();
}

template <class Json>
std::string BasicFields<Json>::text(std::string_view key, std::string_view expected) const {
    return typed(key, FieldType::String, wantedOr(expected, "a string"))
        .template get<std::string>();
}

template <class Json>
const Json& BasicFields<Json>::array(std::string_view key, std::string_view expected) const {
    return typed(key, FieldType::Array, wantedOr(expected, "a list"));
}

template <class Json>
const Json& BasicFields<Json>::objectField(std::string_view key, std::string_view expected) const {
    return typed(key, FieldType::Object, wantedOr(expected, "an object"));
}

template class BasicFields<nlohmann::json>;
template class BasicFields<nlohmann::ordered_json>;

} // namespace engine
