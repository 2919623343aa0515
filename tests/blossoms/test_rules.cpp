// One test or more per rule group of spec/blossoms/RULES.md: the turn machine, Growth, Plant,
// Cut, Pass, tokens, tools, hands, the end, scoring, the variants. Deals use the pots of S-BL-1
// (1 rose Pruner, 2 tulip Watering Can, 3 poppy Fence, 4 schizostylis Rake), Ada and Ben.
#include "staging.h"

#include "blossoms/rules/match.h"

#include <gtest/gtest.h>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

using V = std::vector<std::string>;

Game withTop(std::vector<std::string> top, Variant variant = {},
             std::vector<std::vector<std::string>> hands = {{"C05", "C29"}, {"C38", "C47"}}) {
    Staged s;
    s.deckTop = std::move(top);
    s.variant = variant;
    s.hands = std::move(hands);
    return staged(s);
}

std::vector<std::string> potCards(const Game& g, int p) {
    return names(std::vector<int>(g.pot(p).cards.begin(), g.pot(p).cards.end()));
}

} // namespace

TEST(BlossomsPot, R_BL_POT_2_TheTopCardGivesTheTypeAndWateredCardsCountAsIt) {
    Game g = withTop({"C02"}, {}, {{"C05", "C12"}, {"C38", "C47"}});
    play(g, {"grow", "token 2", "water 1 C12"});
    EXPECT_EQ(potCards(g, 0), (V{"C12", "C01", "C02"})); // R-BL-TOOL-1: at the bottom
    EXPECT_EQ(g.pot(0).type, shipped()->typeOf(id("C01")));
    play(g, {"cut 1"});
    EXPECT_EQ(g.sets()[0].type, shipped()->typeOf(id("C01"))); // R-BL-CUT-2
    EXPECT_EQ(g.standings()[0].flowers, 3);
}

TEST(BlossomsTurn, R_BL_TURN_3_TheGrowthStepAdmitsOnlyGrowth) {
    Game g = withTop({"C02"});
    EXPECT_EQ(legalTexts(g), V{"grow"});
    for (const char* t :
         {"plant 1 C05", "cut 1", "pass", "token 1", "prune", "rake", "water 1 C05"})
        EXPECT_EQ(g.check(act(t)).code, "growth_first") << t;
    EXPECT_EQ(g.check(act("pot 1")).code, "no_card_waiting");
    EXPECT_EQ(g.check(act("order C02")).code, "nothing_raked");
}

TEST(BlossomsTurn, R_BL_TURN_3_TheRakeLeadsToOrderAndBack) {
    Game g = withTop({"C02", "C20", "C10", "C37"});
    play(g, {"grow", "token 4", "rake"});
    EXPECT_EQ(g.step(), Step::Order);
    EXPECT_EQ(names(g.peeked()), (V{"C20", "C10", "C37"}));
    EXPECT_EQ(legalTexts(g), (V{"order C10 C20 C37", "order C10 C37 C20", "order C20 C10 C37",
                                "order C20 C37 C10", "order C37 C10 C20", "order C37 C20 C10"}));
    EXPECT_EQ(g.check(act("pass")).code, "order_first");
    EXPECT_EQ(g.check(act("order C20 C10")).code, "wrong_order");
    EXPECT_EQ(g.check(act("order C20 C10 C02")).code, "wrong_order");
    play(g, {"order C37 C10 C20"});
    EXPECT_EQ(g.step(), Step::Actions);
    EXPECT_EQ(names(g.deck()).front(), "C37");
    play(g, {"grow"});
    EXPECT_EQ(g.lastOutcome().card, id("C37"));
    // Advanced: the Rake before the Growth returns to step growth.
    Game a = withTop({"C02", "C20", "C10"}, {false, true});
    play(a, {"token 4", "rake", "order C02 C10 C20"});
    EXPECT_EQ(a.step(), Step::Growth);
    EXPECT_EQ(legalTexts(a), V{"grow"});
}

TEST(BlossomsTurn, R_BL_TURN_4_OncePerTurnLimits) {
    Game g = withTop({"C02", "C03"}, {}, {{"C05", "C06"}, {"C38", "C47"}});
    play(g, {"grow", "plant 1 C05"});
    EXPECT_EQ(g.check(act("plant 1 C06")).code, "already_planted");
    play(g, {"token 2", "water 1 C06"}); // the Watering Can is not a Plant
    EXPECT_EQ(g.check(act("token 3")).code, "token_placed");
    EXPECT_EQ(g.pot(0).height(), 4);
    play(g, {"grow"}); // any number of Growths
    EXPECT_EQ(g.pot(0).height(), 5);
}

TEST(BlossomsTurn, R_BL_TURN_1_TheTurnCounterCountsEveryTurn) {
    Game g = withTop({"C02", "C20"});
    play(g, {"grow", "pass", "grow", "pass"});
    EXPECT_EQ(g.turn(), 3);
    EXPECT_EQ(g.toAct(), 0);
}

TEST(BlossomsGrow, R_BL_GROW_4_BadLuckDiscardsAndEndsTheTurn) {
    Game g = withTop({"C10"});
    play(g, {"grow"});
    EXPECT_EQ(g.lastOutcome().result, GrowResult::BadLuck);
    EXPECT_EQ(g.toAct(), 1);
}

TEST(BlossomsGrow, R_BL_GROW_6_TheFenceStopsBadLuckOnceInItsTurnOnly) {
    Game g = withTop({"C02", "C10", "C12", "C13", "C20", "C14"});
    play(g, {"grow", "token 3", "grow"});
    EXPECT_EQ(g.lastOutcome().result, GrowResult::Fenced);
    EXPECT_EQ(g.lastOutcome().pot, -1);
    EXPECT_EQ(g.lastOutcome().height, -1);
    EXPECT_EQ(g.toAct(), 0);
    play(g, {"grow"});
    EXPECT_EQ(g.lastOutcome().result, GrowResult::BadLuck); // used up
    EXPECT_EQ(g.toAct(), 1);
    play(g, {"grow"}); // Ben: C13 iris, no Fence of his
    EXPECT_EQ(g.lastOutcome().result, GrowResult::BadLuck);
    // Children: the Fence's pot has no tool.
    Game c = withTop({"C02", "C10"}, {true, false});
    play(c, {"grow", "token 3", "grow"});
    EXPECT_EQ(c.lastOutcome().result, GrowResult::BadLuck);
}

TEST(BlossomsGrow, R_BL_GROW_7_TheLastCardEndsGrowthButNotTheTurn) {
    Staged s;
    Game g = withDeck(s, {"C02"});
    play(g, {"grow"});
    EXPECT_TRUE(g.lastOutcome().lastCard);
    EXPECT_EQ(g.step(), Step::Actions);
    EXPECT_EQ(legalTexts(g),
              (V{"plant 3 C29", "cut 1", "token 1", "token 2", "token 3", "token 4", "pass"}));
    play(g, {"token 2"}); // R-BL-END-1: a token on any pot, the Watering Can still works
    EXPECT_TRUE(g.check(act("water 1 C11")));
    EXPECT_EQ(g.check(act("prune")).code, "no_token_on_tool");
}

TEST(BlossomsPlant, R_BL_PLANT_1_OnlyOnANonEmptyPotOfTheCardsTypeBelowSix) {
    Game g = withTop({"C02", "C03", "C04", "C06", "C07"}, {}, {{"C05", "C12"}, {"C38", "C47"}});
    play(g, {"grow"});
    EXPECT_EQ(g.check(act("plant 2 C05")).code, "wrong_type");
    EXPECT_EQ(g.check(act("plant 1 C38")).code, "not_in_hand");
    play(g, {"grow", "grow", "grow", "grow"});
    EXPECT_EQ(g.pot(0).height(), 6);
    EXPECT_EQ(g.check(act("plant 1 C05")).code, "pot_full");
}

TEST(BlossomsPlant, R_BL_PLANT_1_NoPlantIntoAnEmptyPot) {
    Game g = withTop({"C02", "C20", "C21"});
    play(g, {"grow", "cut 1", "grow"});
    EXPECT_TRUE(g.pot(0).empty());
    // Ben holds C38 sweet pea: no pot of its type, and the empty pot has none.
    EXPECT_EQ(g.check(act("plant 1 C38")).code, "empty_pot");
}

TEST(BlossomsCut, R_BL_CUT_1_TwoCardsAtLeastAndNotUnderAnotherToken) {
    Game g = withTop({"C02", "C20"});
    play(g, {"grow"});
    EXPECT_EQ(g.check(act("cut 3")).code, "too_short");
    play(g, {"token 1", "pass", "grow"});
    EXPECT_EQ(g.check(act("cut 1")).code, "protected");
    EXPECT_TRUE(g.check(act("cut 2")));
}

TEST(BlossomsCut, R_BL_CUT_3_OwnTokenCutAndTheTokenStaysUntilTheNextTurn) {
    Game g = withTop({"C02", "C20", "C03"});
    play(g, {"grow", "token 1", "cut 1"});
    EXPECT_EQ(g.pot(0).token, 0);
    play(g, {"grow"}); // Ben: C20 tulip on pot 2
    EXPECT_EQ(g.pot(0).token, 0);
    play(g, {"pass"});
    EXPECT_EQ(g.pot(0).token, -1); // R-BL-TURN-2
    EXPECT_EQ(g.turnStart().tokensRemoved, 1);
}

TEST(BlossomsToken, R_BL_TOKEN_1_OnAnyPotWithoutAToken) {
    Game g = withTop({"C02", "C20", "C03"});
    play(g, {"grow", "cut 1", "grow", "token 1"}); // Ben: on the empty pot [decision]
    EXPECT_EQ(g.pot(0).token, 1);
    play(g, {"pass", "grow"}); // Ada: C03 rose into pot 1, which carries Ben's token
    EXPECT_EQ(g.pot(0).height(), 1);
    EXPECT_EQ(g.check(act("token 1")).code, "pot_has_token");
}

TEST(BlossomsToken, R_BL_TOKEN_3_ProtectionHoldsForWhateverGrowsThere) {
    Game g = withTop({"C02", "C03", "C04", "C20", "C06"});
    play(g, {"grow", "grow", "token 1", "pass", "grow", "grow"}); // Ben grows C04 onto pot 1
    EXPECT_EQ(g.pot(0).height(), 4);
    EXPECT_EQ(g.check(act("cut 1")).code, "protected");
}

TEST(BlossomsToken, R_BL_TOKEN_1_NoTokensLeft) {
    Game g = withTop({"C02", "C20", "C03", "C21", "C04", "C22", "C06"});
    play(g, {"grow", "token 1", "pass", "grow", "pass", "grow", "token 2", "pass", "grow", "pass",
             "grow", "token 3", "pass", "grow", "pass", "grow"});
    EXPECT_EQ(g.tokensLeft(0), 0);
    EXPECT_EQ(g.check(act("token 4")).code, "no_tokens");
}

TEST(BlossomsTool, R_BL_TOOL_1_WateringCanOnAnyPotEvenUnderAnotherToken) {
    Game g = withTop({"C02", "C20"}, {}, {{"C05", "C29"}, {"C38", "C47"}});
    play(g, {"grow", "token 1", "pass", "grow", "token 2", "water 1 C47"});
    EXPECT_EQ(potCards(g, 0).front(), "C47");
    EXPECT_EQ(g.pot(0).type, shipped()->typeOf(id("C01")));
    EXPECT_EQ(g.check(act("water 3 C38")).code, "tool_used");
}

TEST(BlossomsTool, R_BL_TOOL_4_ThePrunerDrawsIntoTheHand) {
    Game g = withTop({"C02", "C11"});
    play(g, {"grow", "token 1", "prune"});
    EXPECT_EQ(g.lastOutcome().card, id("C11"));
    EXPECT_EQ(g.handSize(0), 3); // R-BL-HAND-1: no limit
    EXPECT_EQ(g.check(act("prune")).code, "tool_used");
    EXPECT_EQ(g.check(act("rake")).code, "no_token_on_tool");
}

TEST(BlossomsTool, R_BL_TOOL_6_NoToolsForChildren) {
    Game g = withTop({"C02", "C11"}, {true, false});
    play(g, {"grow", "token 1"});
    EXPECT_EQ(g.check(act("prune")).code, "no_tools");
    EXPECT_EQ(legalTexts(g), (V{"grow", "plant 1 C05", "plant 3 C29", "cut 1", "pass"}));
}

TEST(BlossomsEnd, R_BL_END_2_TheLastSeatDrawingTheLastCardEndsTheGame) {
    Staged s;
    Game g = withDeck(s, {"C02", "C03"});
    play(g, {"grow", "pass", "grow"});
    EXPECT_TRUE(g.lastCardDrawn());
    EXPECT_FALSE(g.isOver());
    play(g, {"pass"});
    EXPECT_TRUE(g.isOver());
    EXPECT_EQ(g.turn(), 2);
}

TEST(BlossomsEnd, R_BL_END_3_ChildrenHaveNoSpecialActionInAFinalTurn) {
    Staged s;
    s.variant.children = true;
    Game g = withDeck(s, {"C02"});
    play(g, {"grow", "pass"});
    EXPECT_TRUE(g.finalTurn());
    EXPECT_EQ(g.check(act("token 2")).code, "final_turn_token");
    EXPECT_EQ(legalTexts(g), (V{"plant 4 C47", "cut 1", "pass"}));
}

TEST(BlossomsEnd, R_BL_END_2_ThreePlayersAdvancedPrunerBeforeTheGrowth) {
    Staged s;
    s.players = {"Ada", "Ben", "Cleo"};
    s.hands = {{"C11", "C29"}, {"C38", "C47"}, {"C12", "C30"}};
    s.variant.advanced = true;
    Game g = withDeck(s, {"C02", "C03"});
    play(g, {"grow", "pass", "token 1", "prune"}); // Ben takes the last card before his Growth
    EXPECT_EQ(g.step(), Step::Actions);
    play(g, {"pass"});
    EXPECT_EQ(g.toAct(), 2);
    EXPECT_TRUE(g.finalTurn());
    play(g, {"pass"});
    EXPECT_TRUE(g.isOver());
}

TEST(BlossomsScore, R_BL_SCORE_1_2_TheScoreCard) {
    const ComponentSet& c = *shipped();
    const std::vector<int> values = {1, 3, 6, 10, 15};
    for (int h = 2; h <= 6; ++h)
        EXPECT_EQ(c.valueOf(h), values[static_cast<std::size_t>(h - 2)]);
    const std::vector<int> types = {0, 1, 3, 6, 10, 15, 21};
    for (int t = 0; t <= 6; ++t)
        EXPECT_EQ(c.varietyOf(t), types[static_cast<std::size_t>(t)]);
}

TEST(BlossomsScore, R_BL_SCORE_4_RanksAndWhatDecidedThem) {
    EXPECT_EQ(ranksOf({{11, 2}, {0, 3}}), (std::vector<int>{1, 2}));
    EXPECT_EQ(decidedByOf({{11, 2}, {0, 3}}), DecidedBy::Total);
    EXPECT_EQ(ranksOf({{11, 2}, {11, 3}}), (std::vector<int>{2, 1}));
    EXPECT_EQ(decidedByOf({{11, 2}, {11, 3}}), DecidedBy::Tokens);
    EXPECT_EQ(ranksOf({{11, 2}, {11, 2}, {4, 3}}), (std::vector<int>{1, 1, 3}));
    EXPECT_EQ(decidedByOf({{11, 2}, {11, 2}, {4, 3}}), DecidedBy::Shared);
    EXPECT_EQ(decidedByOf({{9, 1}, {9, 1}, {9, 0}}), DecidedBy::Shared);
    EXPECT_EQ(decidedByName(DecidedBy::Tokens), "tokens");
}

TEST(BlossomsVariant, R_BL_VAR_1_TheMatchOfThreeGames) {
    EXPECT_EQ(matchStartPlayer({10, 10}, 0), 1); // equal: the one who did not start
    EXPECT_EQ(matchStartPlayer({10, 10}, 1), 0);
    EXPECT_EQ(matchStartPlayer({4, 10}, 0), 0); // fewest points
    EXPECT_EQ(matchStartPlayer({5, 3, 3}, 1), 2);
    EXPECT_EQ(matchStartPlayer({5, 3, 3}, 2), 1);
    Match m(2);
    EXPECT_EQ(m.nextStartPlayer(), std::nullopt);
    m.record(0, {20, 15}, {1, 0});
    EXPECT_EQ(m.nextStartPlayer(), 1);
    m.record(1, {10, 15}, {0, 1});
    EXPECT_EQ(m.nextStartPlayer(), 0); // 30 each: the first after player 1 is player 0
    m.record(1, {5, 5}, {0, 0});
    EXPECT_TRUE(m.over());
    EXPECT_EQ(m.points(), (std::vector<int>{35, 35}));
    EXPECT_EQ(m.ranks(), (std::vector<int>{1, 1})); // tokens 1 and 1: shared
    EXPECT_EQ(m.decidedBy(), DecidedBy::Shared);
}

TEST(BlossomsVariant, R_BL_VAR_4_AdvancedSpecialActionBeforeTheGrowth) {
    Game g = withTop({"C02", "C03"}, {false, true});
    EXPECT_EQ(legalTexts(g), (V{"grow", "token 1", "token 2", "token 3", "token 4"}));
    play(g, {"token 2"});
    EXPECT_EQ(legalTexts(g).size(), 1u + 4u * 2u); // grow and the waters
    play(g, {"water 1 C05"});
    EXPECT_EQ(g.check(act("pass")).code, "growth_first");
    EXPECT_EQ(g.check(act("cut 1")).code, "growth_first");
    play(g, {"grow"});
    EXPECT_EQ(g.pot(0).height(), 3);
}

TEST(BlossomsVariant, R_BL_VAR_4_AFenceBeforeTheGrowthProtectsIt) {
    Game g = withTop({"C10"}, {false, true});
    play(g, {"token 3", "grow"});
    EXPECT_EQ(g.lastOutcome().result, GrowResult::Fenced);
    EXPECT_EQ(g.toAct(), 0);
}
