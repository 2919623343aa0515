// Blossoms' records in the lab (blossoms/lab/record.h): a record written from a game reads back to
// the same game, every step equal to the rules' replay of its deal; bad records are refused with a
// message naming what is wrong (not JSON, another game, a save, an unknown action or one the rules
// refuse at actions[k], a deal the rules refuse, an unknown card). The daily deal
// (blossoms/lab/challenge.h): one seed a day, another the next day.
#include "blossoms/lab/challenge.h"
#include "blossoms/lab/record.h"
#include "blossoms/rules/module.h"
#include "blossoms/rules/save.h"
#include "engine/rng.h"

#include <gtest/gtest.h>

#include <functional>

using namespace blossoms;
using json = lab::json;

namespace {

const ComponentsPtr& data() {
    return Module::components();
}

// A whole game of random legal actions.
Game randomGame(int seats, Variant v, std::uint64_t seed) {
    Game g = Game::deal(data(), seats, v, seed);
    engine::Rng rng(seed * 7 + 1);
    while (!g.isOver()) {
        const auto legal = g.legalActions();
        const Action a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
        EXPECT_TRUE(g.apply(a));
    }
    return g;
}

// The CliError `read` throws: its code and message.
std::pair<std::string, std::string> refusal(const std::function<void()>& read) {
    try {
        read();
    } catch (const engine::cli::CliError& e) {
        return {e.code(), e.what()};
    }
    return {"none", ""};
}

std::pair<std::string, std::string> refusalOf(const std::string& text) {
    return refusal([&] { lab::readRecord(data(), text); });
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(BlossomsRecord, RoundTripEqualAtEveryStep) {
    for (const Variant v : {Variant{}, Variant{true, false}, Variant{false, true}})
        for (int seats : {2, 3}) {
            const Game g = randomGame(seats, v, 40 + static_cast<std::uint64_t>(seats));
            const std::string text = engine::cli::dumpJson(lab::recordJson(g));
            const Game read = lab::readRecord(data(), text);
            EXPECT_TRUE(read == g);
            EXPECT_EQ(engine::cli::dumpJson(lab::recordJson(read)), text);
            // Every position of the record is the rules' own replay of the deal.
            Game a = Game::fromDeal(data(), read.variant(), read.dealt());
            Game b = Game::fromDeal(data(), g.variant(), g.dealt());
            ASSERT_EQ(read.history().size(), g.history().size());
            for (std::size_t i = 0; i < g.history().size(); ++i) {
                ASSERT_TRUE(a.apply(read.history()[i]));
                ASSERT_TRUE(b.apply(g.history()[i]));
                ASSERT_TRUE(a == b) << "step " << i + 1;
            }
        }
}

TEST(BlossomsRecord, AGameInProgressToo) {
    Game g = Game::deal(data(), 2, {}, 5);
    for (int i = 0; i < 6 && !g.isOver(); ++i)
        g.apply(g.legalActions().front());
    const Game read = lab::readRecord(data(), engine::cli::dumpJson(lab::recordJson(g)));
    EXPECT_TRUE(read == g);
    EXPECT_FALSE(read.isOver());
}

TEST(BlossomsRecord, BadRecordsRefusedWithTheirMessage_RBLTURN3) {
    const Game g = randomGame(2, {}, 77);
    const json good = lab::recordJson(g);
    ASSERT_GE(good["actions"].size(), 3u);

    auto [code, message] = refusalOf("{ not json");
    EXPECT_EQ(code, "invalid_input");
    EXPECT_TRUE(has(message, "not JSON")) << message;

    std::tie(code, message) = refusalOf("[1, 2]");
    EXPECT_EQ(code, "invalid_input");
    EXPECT_TRUE(has(message, "JSON object")) << message;

    json other = good;
    other["game"] = "petals";
    std::tie(code, message) = refusalOf(other.dump());
    EXPECT_EQ(code, "invalid_input");
    EXPECT_TRUE(has(message, "not a record of Blossoms")) << message;
    EXPECT_TRUE(has(message, "petals")) << message;

    json noGame = good;
    noGame.erase("game");
    std::tie(code, message) = refusalOf(noGame.dump());
    EXPECT_TRUE(has(message, "\"game\" is missing")) << message;

    std::tie(code, message) = refusalOf(saveText(g)); // a save is not a record
    EXPECT_EQ(code, "invalid_input");
    EXPECT_TRUE(has(message, "saved game")) << message;

    json unknown = good; // an action the language does not know, at actions[2]
    unknown["actions"][2] = "dance";
    std::tie(code, message) = refusalOf(unknown.dump());
    EXPECT_EQ(code, "bad_action");
    EXPECT_TRUE(has(message, "actions[2]")) << message;

    // An action the rules refuse at step k: no Cut before the turn's Growth (R-BL-TURN-3,
    // R-BL-CUT-1), so a Cut as the first action is refused at actions[0].
    json illegal = good;
    illegal["actions"][0] = "cut 1";
    std::tie(code, message) = refusalOf(illegal.dump());
    EXPECT_EQ(code, "illegal_action");
    EXPECT_TRUE(has(message, "actions[0] (cut 1)")) << message;

    json wrongDeal = good; // a card twice: in a hand and on the deck (R-BL-SETUP-6)
    wrongDeal["setup"]["deck"][0] = wrongDeal["setup"]["hands"][0][0];
    std::tie(code, message) = refusalOf(wrongDeal.dump());
    EXPECT_EQ(code, "invalid_setup");
    EXPECT_TRUE(has(message, "setup")) << message;

    json badCard = good;
    badCard["setup"]["deck"][0] = "Z99";
    std::tie(code, message) = refusalOf(badCard.dump());
    EXPECT_EQ(code, "unknown_id");
    EXPECT_TRUE(has(message, "Z99")) << message;

    json noActions = good;
    noActions.erase("actions");
    std::tie(code, message) = refusalOf(noActions.dump());
    EXPECT_TRUE(has(message, "\"actions\" is missing")) << message;
}

TEST(BlossomsDaily, SameSeedForADayAnotherTheNext) {
    const engine::CivilDate day{2026, 12, 7}, next{2026, 12, 8};
    EXPECT_EQ(lab::dailySeed(day, "1.0"), lab::dailySeed(day, "1.0"));
    EXPECT_NE(lab::dailySeed(day, "1.0"), lab::dailySeed(next, "1.0"));
    EXPECT_NE(lab::dailySeed(day, "1.0"), lab::dailySeed(day, "1.1")); // a new release
    EXPECT_EQ(lab::dailyName(day, "1.0"), "blossoms/daily/1.0/2026-12-07");
    // The names only label the seats: the cards are the same whoever plays.
    const Deal a = lab::dailyDeal(*data(), day, "1.0", {"Ada", "Hazel"});
    const Deal b = lab::dailyDeal(*data(), day, "1.0", {"Bo", "Rowan"});
    EXPECT_EQ(a.hands, b.hands);
    EXPECT_EQ(a.deck, b.deck);
    EXPECT_EQ(a.pots, b.pots);
    EXPECT_NE(lab::dailyDeal(*data(), next, "1.0", {"Ada", "Hazel"}).deck, a.deck);
    const Game g = Game::fromDeal(data(), {}, a);
    EXPECT_TRUE(lab::isDailyGame(g, day, "1.0"));
    EXPECT_FALSE(lab::isDailyGame(g, next, "1.0"));
    EXPECT_FALSE(lab::isDailyGame(Game::fromDeal(data(), Variant{true, false}, a), day, "1.0"));
    EXPECT_FALSE(lab::isDailyGame(Game::deal(data(), 2, {}, 1), day, "1.0"));
}
