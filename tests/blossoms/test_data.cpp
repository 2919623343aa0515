// Blossoms' data validation (spec/blossoms/COMPONENTS.md "Validation"): every problem named
// "cards.json: <item>: <what>" with the item names of the table, all of them at once.
#include "blossoms/rules/data_loader.h"

#include "engine/input.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace blossoms;
using nlohmann::json;

namespace {

std::string shippedText() {
    return engine::readRegularFile(defaultDataDir() / kDataFile);
}

json shippedJson() {
    return json::parse(shippedText());
}

std::vector<std::string> problemsOf(const std::string& text) {
    try {
        loadComponentsFromText(text);
    } catch (const DataError& e) {
        return e.problems();
    }
    return {};
}

std::vector<std::string> itemsOf(const json& doc) {
    std::vector<std::string> items;
    try {
        loadComponentsFromText(doc.dump());
    } catch (const DataError& e) {
        for (const DataProblem& p : e.details())
            items.push_back(p.item);
    }
    return items;
}

bool hasItem(const std::vector<std::string>& items, const std::string& item) {
    return std::find(items.begin(), items.end(), item) != items.end();
}

std::string all(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& p : v)
        s += p + "\n";
    return s;
}

} // namespace

TEST(BlossomsData, TheShippedFileLoadsAndIsNamedByItsHash) {
    const ComponentsPtr c = loadComponents(defaultDataDir());
    EXPECT_EQ(c->cards.size(), 54u);
    EXPECT_EQ(c->types.size(), 6u);
    EXPECT_EQ(c->pots[0], Tool::Pruner);
    EXPECT_EQ(c->pots[3], Tool::Rake);
    EXPECT_EQ(c->typeId(c->typeOf(*c->cardIndex("C37"))), "sweet_pea");
    EXPECT_EQ(c->rules.rakeCards, 3);
    EXPECT_EQ(c->contentHash.size(), 16u);
    EXPECT_EQ(loadComponentsFromText(shippedText())->contentHash, c->contentHash);
    EXPECT_NE(loadComponentsFromText(shippedText() + " ")->contentHash, c->contentHash);
}

TEST(BlossomsData, TheFileAsAWhole) {
    EXPECT_EQ(problemsOf("{"), problemsOf("{")); // not JSON: one problem
    ASSERT_EQ(problemsOf("{").size(), 1u);
    EXPECT_EQ(problemsOf("{").front().rfind("cards.json: (file): ", 0), 0u);
    ASSERT_EQ(problemsOf("[1]").size(), 1u);
    EXPECT_EQ(problemsOf("[1]").front(), "cards.json: (file): must be a JSON object");
    try {
        loadComponents(std::filesystem::path(TESTING_TMP) / "no-such-folder");
        FAIL();
    } catch (const DataError& e) {
        ASSERT_EQ(e.details().size(), 1u);
        EXPECT_EQ(e.details()[0].item, "(file)");
    }
}

TEST(BlossomsData, EveryProblemIsListedWithItsItem) {
    json doc = shippedJson();
    doc["cards"][6]["type"] = "lily";  // C07
    doc["cards"][7]["id"] = "8x";      // cards[7]
    doc["types"][1]["id"] = "Iris";    // types[1]
    doc["pots"][1]["id"] = 7;          // pot 2
    doc["pots"][3]["tool"] = "pruner"; // pot 4: twice
    doc["score_card"]["flower_value"].erase("4");
    doc["score_card"]["flower_value"]["7"] = 20;
    doc["score_card"]["flower_types"]["3"] = 1001;
    doc["rules"]["hand_size"] = 11;
    doc["rules"]["rake_cards"] = 1.5;
    doc["rules"]["players"] = json::array({2, 2});
    const std::vector<std::string> problems = problemsOf(doc.dump());
    EXPECT_NE(std::find(problems.begin(), problems.end(), "cards.json: C07: unknown type \"lily\""),
              problems.end())
        << all(problems);
    const std::vector<std::string> items = itemsOf(doc);
    for (const char* item : {"cards[7]", "types[1]", "pot 2", "pot 4", "score_card.flower_value",
                             "score_card.flower_types", "rules.hand_size", "rules.rake_cards",
                             "rules.players", "type rose"})
        EXPECT_TRUE(hasItem(items, item)) << item << "\n" << all(problems);
    for (const std::string& p : problems)
        EXPECT_EQ(p.rfind("cards.json: ", 0), 0u) << p;
}

TEST(BlossomsData, PartsAsAWhole) {
    for (const char* part : {"types", "cards", "pots", "score_card", "rules"}) {
        json doc = shippedJson();
        doc.erase(part);
        EXPECT_TRUE(hasItem(itemsOf(doc), part)) << part;
        doc[part] = 3;
        EXPECT_TRUE(hasItem(itemsOf(doc), part)) << part;
    }
    json doc = shippedJson();
    doc["cards"].erase(doc["cards"].begin());
    const auto items = itemsOf(doc);
    EXPECT_TRUE(hasItem(items, "cards"));
    EXPECT_TRUE(hasItem(items, "type rose")); // 8 roses
    doc = shippedJson();
    doc["types"].erase(doc["types"].end() - 1);
    EXPECT_TRUE(hasItem(itemsOf(doc), "types"));
}

TEST(BlossomsData, IdsUsedTwice) {
    json doc = shippedJson();
    doc["cards"][1]["id"] = "C01";
    doc["types"][2]["id"] = "rose";
    const auto items = itemsOf(doc);
    EXPECT_TRUE(hasItem(items, "C01"));
    EXPECT_TRUE(hasItem(items, "type rose"));
}

TEST(BlossomsData, RuleValuesEachChecked) {
    for (const auto& [key, bad] :
         std::vector<std::pair<std::string, json>>{{"tokens_by_players", json{{"2", 3}}},
                                                   {"tokens_by_players", json{{"2", 3}, {"3", 11}}},
                                                   {"removed_cards", 11},
                                                   {"max_height", 1},
                                                   {"max_height", 21},
                                                   {"min_cut", 7},
                                                   {"rake_cards", 0},
                                                   {"players", json::array()},
                                                   {"players", json::array({4})},
                                                   {"hand_size", "2"}}) {
        json doc = shippedJson();
        doc["rules"][key] = bad;
        EXPECT_TRUE(hasItem(itemsOf(doc), "rules." + key)) << key << " = " << bad.dump();
    }
}

TEST(BlossomsData, ADesignersValuesAreUsed) {
    json doc = shippedJson();
    doc["rules"]["max_height"] = 7;
    doc["score_card"]["flower_value"]["7"] = 21;
    doc["rules"]["rake_cards"] = 2;
    doc["pots"][0]["tool"] = "rake";
    doc["pots"][3]["tool"] = "pruner";
    const ComponentsPtr c = loadComponentsFromText(doc.dump());
    EXPECT_EQ(c->valueOf(7), 21);
    EXPECT_EQ(c->potOf(Tool::Rake), 0);
    EXPECT_EQ(c->rules.rakeCards, 2);
}
