// The envelope of the programs' files and its one upgrade path (issue 32, engine/envelope.h).
#include "engine/envelope.h"

#include <gtest/gtest.h>

namespace engine {
namespace {

using nlohmann::json;

constexpr FileFormat kKind{"frosted-blooms-test", 3, 1};

TEST(Envelope, ReadsTheFormatAndAVersionItSupports) {
    const Envelope e = readEnvelope(json::parse(R"({"format": "frosted-blooms-test",
                                                    "version": 2, "x": 1})"),
                                    kKind);
    EXPECT_TRUE(e.isObject);
    EXPECT_TRUE(e.formatMatches);
    EXPECT_TRUE(e.supported);
    EXPECT_TRUE(e.ok());
    EXPECT_EQ(e.versionOr0(), 2);
}

TEST(Envelope, RefusesOtherFormatsAndVersions) {
    EXPECT_FALSE(readEnvelope(json::array(), kKind).isObject);
    const Envelope other = readEnvelope(json{{"format", "other"}, {"version", 1}}, kKind);
    EXPECT_TRUE(other.hasFormat);
    EXPECT_FALSE(other.formatMatches);
    EXPECT_FALSE(readEnvelope(json{{"format", 7}}, kKind).formatMatches);
    const Envelope none = readEnvelope(json{{"format", "frosted-blooms-test"}}, kKind);
    EXPECT_TRUE(none.formatMatches);
    EXPECT_FALSE(none.hasVersion);
    EXPECT_FALSE(none.supported);
    EXPECT_EQ(none.versionOr0(), 0);
    const Envelope future =
        readEnvelope(json{{"format", "frosted-blooms-test"}, {"version", 4}}, kKind);
    EXPECT_EQ(future.version, 4);
    EXPECT_FALSE(future.supported);
    // Read whole: 4294967297 is not version 1, 1.0 is no version at all.
    const Envelope wrapped = readEnvelope(
        json::parse(R"({"format": "frosted-blooms-test", "version": 4294967297})"), kKind);
    EXPECT_EQ(wrapped.version, 4294967297);
    EXPECT_FALSE(wrapped.supported);
    const Envelope fraction =
        readEnvelope(json::parse(R"({"format": "frosted-blooms-test", "version": 1.0})"), kKind);
    EXPECT_TRUE(fraction.hasVersion);
    EXPECT_FALSE(fraction.version);
    EXPECT_FALSE(fraction.supported);
}

TEST(Envelope, ReadsADocumentThatKeepsItsKeysInOrder) {
    nlohmann::ordered_json j;
    j["format"] = "frosted-blooms-test";
    j["version"] = 3;
    EXPECT_TRUE(readEnvelope(j, kKind).ok());
    EXPECT_FALSE(readEnvelope(nlohmann::ordered_json::array(), kKind).isObject);
}

TEST(Envelope, WritesTheFormatAndVersion) {
    EXPECT_EQ(envelopeJson(kKind).dump(), R"({"format":"frosted-blooms-test","version":3})");
    EXPECT_EQ(envelopeJson(kKind, 2).at("version"), 2);
    EXPECT_EQ(versionsRead(kKind), "1 to 3");
    EXPECT_EQ(versionsRead(FileFormat{"x", 1, 1}), "1");
}

TEST(Envelope, UpgradesOneStepAtATime) {
    std::vector<int> ran;
    const std::vector<UpgradeStep> steps = {
        [&](const json& d) {
            ran.push_back(1);
            json out = d;
            out["b"] = d.at("a");
            out.erase("a");
            return out;
        },
        {}, // version 3 only added fields
    };
    const json v1 = {{"format", "frosted-blooms-test"}, {"version", 1}, {"a", 5}};
    const json now = upgrade(v1, 1, kKind, steps);
    EXPECT_EQ(now.at("version"), 3);
    EXPECT_EQ(now.at("b"), 5);
    EXPECT_FALSE(now.contains("a"));
    EXPECT_EQ(ran, std::vector<int>{1});
    // A current document is left as it is.
    const json v3 = {{"format", "frosted-blooms-test"}, {"version", 3}, {"a", 5}};
    EXPECT_EQ(upgrade(v3, 3, kKind, steps), v3);
    EXPECT_EQ(ran.size(), 1u);
}

} // namespace
} // namespace engine
