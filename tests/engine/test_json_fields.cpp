// The engine's one typed JSON field reader (issue 32, engine/json_fields.h): each refusal names
// the field and what it wanted, numbers are read whole, and the reader's own wording is used.
#include "engine/json_fields.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace engine {
namespace {

using nlohmann::json;

struct Refused : std::runtime_error {
    FieldProblem problem;
    explicit Refused(const FieldProblem& p)
        : std::runtime_error(p.path() + ": " + p.expected), problem(p) {}
};

Fields fields(const json& j, const std::string& where = "doc",
              Fields::Null null = Fields::Null::IsAValue) {
    return Fields(
        j, where, [](const FieldProblem& p) { throw Refused(p); }, null);
}

template <class F>
FieldProblem problemOf(F&& read) {
    try {
        read();
    } catch (const Refused& r) {
        return r.problem;
    }
    ADD_FAILURE() << "not refused";
    return {};
}

TEST(JsonFields, ReadsEachTypeWithinItsRange) {
    const json j = json::parse(R"({"n": 7, "b": true, "s": "text", "l": [1], "o": {},
                                   "seed": 18446744073709551615})");
    const Fields f = fields(j);
    EXPECT_EQ(f.integer("n", 0, 10), 7);
    EXPECT_TRUE(f.boolean("b"));
    EXPECT_EQ(f.text("s"), "text");
    EXPECT_EQ(f.array("l").size(), 1u);
    EXPECT_TRUE(f.objectField("o").empty());
    EXPECT_EQ(f.natural("seed"), 18446744073709551615ull);
    EXPECT_EQ(f.integerOr("absent", 0, 10, 3), 3);
    EXPECT_TRUE(f.has("n"));
    EXPECT_FALSE(f.has("absent"));
    EXPECT_EQ(f.path("n"), "doc.n");
    EXPECT_EQ(fields(j, "").path("n"), "n");
}

TEST(JsonFields, MissingAndWrongTypeNameTheFieldAndWhatWasWanted) {
    const json j = json::parse(R"({"n": "seven", "b": 1, "nil": null})");
    const Fields f = fields(j, "seats[0]");
    FieldProblem p = problemOf([&] { f.integer("absent", 0, 3); });
    EXPECT_EQ(p.kind, FieldProblem::Kind::Missing);
    EXPECT_EQ(p.path(), "seats[0].absent");
    EXPECT_EQ(p.expected, "a whole number from 0 to 3");
    p = problemOf([&] { f.integer("n", 0, 3, "an integer"); });
    EXPECT_EQ(p.kind, FieldProblem::Kind::WrongType);
    EXPECT_EQ(p.type, FieldProblem::Type::Integer);
    EXPECT_EQ(p.expected, "an integer");
    ASSERT_NE(p.value, nullptr);
    EXPECT_EQ(*p.value, "seven");
    p = problemOf([&] { f.boolean("b"); });
    EXPECT_EQ(p.kind, FieldProblem::Kind::WrongType);
    EXPECT_EQ(p.expected, "true or false");
    // null is a value of the wrong type, or absent, as the reader chooses.
    p = problemOf([&] { f.text("nil"); });
    EXPECT_EQ(p.kind, FieldProblem::Kind::WrongType);
    EXPECT_EQ(p.expected, "a string");
    const Fields optional = fields(j, "seats[0]", Fields::Null::IsAbsent);
    EXPECT_FALSE(optional.has("nil"));
    EXPECT_EQ(optional.integerOr("nil", 0, 3, 2), 2);
    EXPECT_EQ(problemOf([&] { optional.require("nil"); }).kind, FieldProblem::Kind::Missing);
}

TEST(JsonFields, NumbersAreReadWholeNeverNarrowedOrWrapped) {
    const json j = json::parse(R"({"big": 4294967297, "huge": 18446744073709551615,
                                   "fraction": 1.5, "exp": 1e3, "neg": -1})");
    const Fields f = fields(j);
    FieldProblem p = problemOf([&] { f.integer("big", 1, 10); });
    EXPECT_EQ(p.kind, FieldProblem::Kind::OutOfRange);
    EXPECT_EQ(p.lo, 1);
    EXPECT_EQ(p.hi, 10);
    EXPECT_EQ(problemOf([&] { f.integer("huge", 0, 10); }).kind, FieldProblem::Kind::OutOfRange);
    EXPECT_EQ(problemOf([&] { f.integer("fraction", 0, 10); }).kind, FieldProblem::Kind::WrongType);
    EXPECT_EQ(problemOf([&] { f.integer("exp", 0, 10000); }).kind, FieldProblem::Kind::WrongType);
    p = problemOf([&] { f.natural("neg"); });
    EXPECT_EQ(p.kind, FieldProblem::Kind::OutOfRange);
    EXPECT_EQ(p.expected, "a whole number from 0");
}

TEST(JsonFields, AValueThatIsNoObjectHasNoFields) {
    const json list = json::array({1, 2});
    const Fields f = fields(list, "log[3]");
    EXPECT_FALSE(f.has("seat"));
    EXPECT_EQ(problemOf([&] { f.integer("seat", 0, 3); }).kind, FieldProblem::Kind::NotAnObject);
    EXPECT_EQ(problemOf([&] { f.require("seat"); }).path(), "log[3].seat");
}

TEST(JsonFields, ARefusalThatReturnsStopsTheReaderAnyway) {
    const json j = json::object();
    const Fields f(j, "doc", [](const FieldProblem&) {});
    EXPECT_THROW(f.integer("n", 0, 1), std::logic_error);
}

} // namespace
} // namespace engine
