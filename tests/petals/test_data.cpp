// Petals' data validation (spec/petals/COMPONENTS.md "Validation"): every problem named with its
// file and card, all of them at once, nothing half-loaded.
#include "petals/rules/data_loader.h"

#include "engine/input.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace petals;
using nlohmann::json;

namespace {

std::map<std::string, std::string> shippedTexts() {
    std::map<std::string, std::string> files;
    for (const char* f : {"cards.json", "trackers.json", "rules.json"})
        files[f] = engine::readRegularFile(defaultDataDir() / f);
    return files;
}

std::vector<std::string> problemsOf(const std::map<std::string, std::string>& files) {
    try {
        loadComponentsFromTexts(files);
    } catch (const DataError& e) {
        return e.problems();
    }
    return {};
}

bool has(const std::vector<std::string>& problems, const std::string& line) {
    return std::find(problems.begin(), problems.end(), line) != problems.end();
}

std::string all(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& p : v)
        s += p + "\n";
    return s;
}

} // namespace

TEST(PetalsData, TheShippedTextsLoadAndAreNamedByTheirHash) {
    const auto a = loadComponentsFromTexts(shippedTexts());
    EXPECT_EQ(a->cards.size(), 38u);
    auto changed = shippedTexts();
    changed["rules.json"] += "\n";
    EXPECT_NE(loadComponentsFromTexts(changed)->contentHash, a->contentHash);
}

TEST(PetalsData, EveryProblemIsNamedWithItsFileAndCard) {
    auto files = shippedTexts();
    json cards = json::parse(files["cards.json"]);
    // C04's east edge with both a number and a symbol; C09 made equal to C08 turned once.
    cards["cards"][3]["edges"][1] = {{"flower", "water"}, {"number", 2}, {"symbol", "air"}};
    json c08 = cards["cards"][7]["edges"];
    cards["cards"][8]["edges"] = {c08[3], c08[0], c08[1], c08[2]};
    files["cards.json"] = cards.dump();
    json trackers = json::parse(files["trackers.json"]);
    trackers["trackers"][2]["cards"] = 3;
    files["trackers.json"] = trackers.dump();
    const auto problems = problemsOf(files);
    EXPECT_TRUE(has(problems, "cards.json: C04: edge e: needs exactly one of number and symbol"))
        << all(problems);
    EXPECT_TRUE(has(problems, "trackers.json: earth: cards must be 2")) << all(problems);
}

TEST(PetalsData, CardsEqualUnderRotationAndTheLadybugCount) {
    auto files = shippedTexts();
    json cards = json::parse(files["cards.json"]);
    json c08 = cards["cards"][7]["edges"];
    cards["cards"][8]["edges"] = {c08[3], c08[0], c08[1], c08[2]};
    cards["cards"][37]["ladybug"] = false;
    files["cards.json"] = cards.dump();
    const auto problems = problemsOf(files);
    EXPECT_TRUE(has(problems, "cards.json: C09: equals C08 under rotation (cards are unique)"))
        << all(problems);
    EXPECT_TRUE(has(problems, "cards.json: has 2 ladybug cards; Petals has 3")) << all(problems);
}

TEST(PetalsData, RuleValuesMustAllowTheDeal) {
    auto files = shippedTexts();
    json rules = json::parse(files["rules.json"]);
    rules["hand_size"] = 5;
    rules["removal"]["5"]["random"] = 20;
    rules["removal"].erase("4");
    rules["cube_colours"] = {"green", "green", "pink"};
    files["rules.json"] = rules.dump();
    const auto problems = problemsOf(files);
    EXPECT_TRUE(has(problems, "rules.json: removal.4: missing (one entry per player count)"))
        << all(problems);
    EXPECT_TRUE(has(problems, "rules.json: removal.5: leaves 18 cards, fewer than 28 to deal "
                              "(starting cards and hands)"))
        << all(problems);
    EXPECT_TRUE(has(problems, "rules.json: cube_colours: must list at least 5 different "
                              "non-empty names"))
        << all(problems);
}

TEST(PetalsData, MalformedAndMissingFilesAreToldNotThrownAsAnythingElse) {
    auto files = shippedTexts();
    files["cards.json"] = "{\"cards\": [";
    files.erase("rules.json");
    const auto problems = problemsOf(files);
    ASSERT_EQ(problems.size(), 2u) << all(problems);
    EXPECT_EQ(problems[0].rfind("cards.json: malformed JSON at line 1", 0), 0u) << problems[0];
    EXPECT_EQ(problems[1], "rules.json: is missing");
    EXPECT_THROW(loadComponents("/nonexistent/petals"), DataError);
}
