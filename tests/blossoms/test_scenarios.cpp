// The smaller scenarios S-BL-2..7 (spec/blossoms/RULES.md §16): pots of S-BL-1, Ada and Ben.
#include "staging.h"

#include <gtest/gtest.h>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

using V = std::vector<std::string>;

V discardOf(const Game& g) {
    return names(std::vector<int>(g.discard().begin(), g.discard().end()));
}

} // namespace

TEST(BlossomsScenario, S_BL_2_TheSeventhCardKillsTheFlower) {
    Staged s;
    s.deckTop = {"C02", "C03", "C04", "C06", "C07", "C08"};
    Game g = staged(s);
    for (int h = 2; h <= 6; ++h) {
        play(g, {"grow"});
        EXPECT_EQ(g.pot(0).height(), h);
    }
    play(g, {"grow"}); // the 6th Growth draws C08, a 7th rose
    EXPECT_EQ(g.lastOutcome().card, id("C08"));
    EXPECT_EQ(g.lastOutcome().result, GrowResult::Died);
    EXPECT_EQ(g.lastOutcome().pot, 0);
    EXPECT_EQ(g.lastOutcome().height, 0);
    EXPECT_TRUE(g.lastOutcome().turnEnded);
    EXPECT_EQ(discardOf(g), (V{"C01", "C02", "C03", "C04", "C06", "C07", "C08"}));
    EXPECT_TRUE(g.pot(0).empty());
    EXPECT_EQ(g.pot(0).type, -1);
    EXPECT_EQ(g.toAct(), 1);
    EXPECT_EQ(g.step(), Step::Growth);
}

TEST(BlossomsScenario, S_BL_3_TheFenceStopsASeventhCardOnce) {
    Staged s;
    s.deckTop = {"C02", "C03", "C04", "C06", "C07", "C08", "C09"};
    Game g = staged(s);
    play(g, {"grow", "token 3", "grow", "grow", "grow", "grow"});
    EXPECT_EQ(g.pot(0).height(), 6);
    EXPECT_TRUE(g.thisTurn().fenceArmed);
    play(g, {"grow"});
    EXPECT_EQ(g.lastOutcome().result, GrowResult::Fenced);
    EXPECT_EQ(g.lastOutcome().pot, 0);
    EXPECT_EQ(g.lastOutcome().height, 6);
    EXPECT_FALSE(g.lastOutcome().turnEnded);
    EXPECT_EQ(discardOf(g), V{"C08"});
    EXPECT_EQ(g.pot(0).height(), 6);
    EXPECT_EQ(g.toAct(), 0);
    EXPECT_FALSE(g.thisTurn().fenceArmed);
    EXPECT_TRUE(g.thisTurn().toolUsed);
    play(g, {"grow"}); // C09: the Fence is used up, the flower dies
    EXPECT_EQ(g.lastOutcome().result, GrowResult::Died);
    EXPECT_EQ(discardOf(g), (V{"C08", "C01", "C02", "C03", "C04", "C06", "C07", "C09"}));
    EXPECT_EQ(g.toAct(), 1);
    EXPECT_EQ(g.pot(2).token, 0); // the token stays on the Fence's pot
}

TEST(BlossomsScenario, S_BL_4_TwoEmptyPotsLetTheDrawerChoose) {
    Staged s;
    s.deckTop = {"C02", "C20", "C10"};
    Game g = staged(s);
    play(g, {"grow", "cut 1", "grow", "cut 2", "grow"});
    EXPECT_EQ(g.lastOutcome().card, id("C10"));
    EXPECT_EQ(g.lastOutcome().result, GrowResult::ChoosePot);
    EXPECT_EQ(g.lastOutcome().pot, -1);
    EXPECT_EQ(g.step(), Step::Pot);
    EXPECT_EQ(g.pendingCard(), id("C10"));
    EXPECT_EQ(legalTexts(g), (V{"pot 1", "pot 2"}));
    EXPECT_EQ(g.check(act("pot 3")).code, "pot_not_empty");
    EXPECT_EQ(g.check(act("pass")).code, "choose_pot");
    play(g, {"pot 2"});
    EXPECT_EQ(g.lastOutcome().card, id("C10"));
    EXPECT_EQ(g.lastOutcome().height, 1);
    EXPECT_EQ(g.pot(1).type, shipped()->typeOf(id("C10")));
    EXPECT_EQ(g.step(), Step::Actions);
}

TEST(BlossomsScenario, S_BL_5_TheLastCardGivesBenAFinalTurn) {
    Staged s;
    s.hands = {{"C11", "C29"}, {"C12", "C20"}}; // C12: an iris, no iris pot
    Game g = withDeck(s, {"C02"});
    play(g, {"grow"});
    EXPECT_TRUE(g.lastOutcome().lastCard);
    EXPECT_TRUE(g.lastCardDrawn());
    EXPECT_EQ(g.check(act("grow")).code, "deck_empty");
    play(g, {"pass"});
    EXPECT_EQ(g.toAct(), 1);
    EXPECT_TRUE(g.finalTurn());
    EXPECT_TRUE(g.turnStart().finalTurn);
    EXPECT_EQ(g.step(), Step::Actions);
    EXPECT_EQ(legalTexts(g), (V{"plant 2 C20", "cut 1", "token 2", "pass"}));
    EXPECT_EQ(g.check(act("grow")).code, "final_turn");
    EXPECT_EQ(g.check(act("token 1")).code, "final_turn_token");
    play(g, {"pass"});
    EXPECT_TRUE(g.isOver());
    EXPECT_EQ(g.toAct(), -1);
    EXPECT_TRUE(g.legalActions().empty());
    EXPECT_EQ(g.check(act("pass")).code, "game_over");
}

TEST(BlossomsScenario, S_BL_6_ThreePlayersEachLaterSeatPlaysAFinalTurn) {
    Staged s;
    s.players = {"Ada", "Ben", "Cleo"};
    s.hands = {{"C11", "C29"}, {"C38", "C47"}, {"C12", "C30"}};
    Game g = withDeck(s, {"C02"});
    EXPECT_EQ(g.tokensLeft(0), 2); // R-BL-SETUP-1: 2 tokens each with 3 players
    play(g, {"grow", "pass"});
    EXPECT_EQ(g.toAct(), 1);
    EXPECT_TRUE(g.finalTurn());
    play(g, {"pass"});
    EXPECT_EQ(g.toAct(), 2);
    EXPECT_TRUE(g.finalTurn());
    EXPECT_EQ(g.turn(), 3);
    play(g, {"pass"});
    EXPECT_TRUE(g.isOver());
}

TEST(BlossomsScenario, S_BL_7_AdvancedPrunerTakesTheLastCardBeforeTheGrowth) {
    Staged s;
    s.variant.advanced = true;
    Game g = withDeck(s, {"C02"});
    EXPECT_EQ(legalTexts(g), (V{"grow", "token 1", "token 2", "token 3", "token 4"}));
    play(g, {"token 1", "prune"});
    EXPECT_TRUE(g.lastCardDrawn());
    EXPECT_EQ(g.step(), Step::Actions);
    EXPECT_FALSE(g.thisTurn().grown);
    EXPECT_EQ(names(g.hand(0)), (V{"C02", "C11", "C29"}));
    EXPECT_EQ(g.check(act("grow")).code, "deck_empty");
    play(g, {"pass"});
    EXPECT_EQ(g.toAct(), 1);
    EXPECT_TRUE(g.finalTurn());
    play(g, {"pass"});
    EXPECT_TRUE(g.isOver());
}
