// S-BL-1, the rulebook's gameplay example (spec/blossoms/RULES.md §15), step by step with every
// state of its table, the legal lists at steps 8 and 15 and Ralph's view.
#include "staging.h"

#include <gtest/gtest.h>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

Game example() {
    Staged s;
    s.players = {"Caroline", "Ralph"};
    s.hands = {{"C05", "C29"}, {"C38", "C47"}};
    s.deckTop = {"C02", "C03", "C11", "C20", "C10", "C04", "C37"};
    return staged(s);
}

std::vector<std::string> potCards(const Game& g, int p) {
    std::vector<int> cards(g.pot(p).cards.begin(), g.pot(p).cards.end());
    return names(cards);
}

using V = std::vector<std::string>;

} // namespace

TEST(BlossomsExample, S_BL_1_TheRulebookExampleStepByStep) {
    Game g = example();
    EXPECT_EQ(g.deckSize(), 45);
    // 1. Turn 1 starts (Caroline): no token to remove.
    EXPECT_EQ(g.turn(), 1);
    EXPECT_EQ(g.toAct(), 0);
    EXPECT_EQ(g.seatName(0), "Caroline");
    EXPECT_EQ(g.step(), Step::Growth);
    EXPECT_EQ(g.turnStart().tokensRemoved, 0);
    EXPECT_EQ(legalTexts(g), V{"grow"});
    // 2. grow: C02 rose on pot 1.
    play(g, {"grow"});
    EXPECT_EQ(g.lastOutcome().card, id("C02"));
    EXPECT_EQ(g.lastOutcome().result, GrowResult::Grew);
    EXPECT_EQ(g.lastOutcome().pot, 0);
    EXPECT_EQ(g.lastOutcome().height, 2);
    EXPECT_EQ(potCards(g, 0), (V{"C01", "C02"}));
    EXPECT_EQ(g.deckSize(), 44);
    EXPECT_EQ(g.step(), Step::Actions);
    // 3. grow: C03 rose.
    play(g, {"grow"});
    EXPECT_EQ(g.pot(0).height(), 3);
    EXPECT_EQ(g.deckSize(), 43);
    // 4. token 1: on the rose pot (the Pruner).
    play(g, {"token 1"});
    EXPECT_EQ(g.tokensLeft(0), 2);
    EXPECT_EQ(g.pot(0).token, 0);
    // 5. prune: C11 into her hand, unseen by Ralph.
    play(g, {"prune"});
    EXPECT_EQ(names(g.hand(0)), (V{"C05", "C11", "C29"}));
    EXPECT_EQ(g.deckSize(), 42);
    const SeatView ralphAfterPrune = g.viewFor(1);
    EXPECT_TRUE(ralphAfterPrune.players[0].hand.empty());
    EXPECT_EQ(ralphAfterPrune.players[0].handSize, 3);
    // 6. pass: the turn ends. 7. Turn 2 starts (Ralph).
    play(g, {"pass"});
    EXPECT_TRUE(g.lastOutcome().turnEnded);
    EXPECT_EQ(g.turn(), 2);
    EXPECT_EQ(g.toAct(), 1);
    EXPECT_EQ(g.step(), Step::Growth);
    // 8. grow: C20 tulip on pot 2; no cut 1 (Caroline's token).
    play(g, {"grow"});
    EXPECT_EQ(potCards(g, 1), (V{"C19", "C20"}));
    EXPECT_EQ(g.deckSize(), 41);
    EXPECT_EQ(legalTexts(g),
              (V{"grow", "plant 4 C47", "cut 2", "token 2", "token 3", "token 4", "pass"}));
    EXPECT_EQ(g.check(act("cut 1")).code, "protected");
    // CLI.md's view of Ralph at this moment.
    const SeatView ralph = g.viewFor(1);
    EXPECT_EQ(ralph.turn, 2);
    EXPECT_EQ(ralph.toAct, 1);
    EXPECT_TRUE(ralph.thisTurn.grown);
    EXPECT_EQ(ralph.deckSize, 41);
    EXPECT_EQ(ralph.players[0].handSize, 3);
    EXPECT_EQ(ralph.players[0].tokensLeft, 2);
    EXPECT_EQ(ralph.players[0].standing.rank, 2);
    EXPECT_EQ(names(ralph.players[1].hand), (V{"C38", "C47"}));
    EXPECT_TRUE(ralph.knownTop.empty());
    EXPECT_EQ(ralph.hidden.size(), 3u + 41u + 1u);
    EXPECT_EQ(ralph.hidden.front(), id("C04"));
    EXPECT_EQ(ralph.hidden.back(), id("C54"));
    // 9. grow: C10 iris, no iris pot and no empty pot: bad luck.
    play(g, {"grow"});
    EXPECT_EQ(g.lastOutcome().result, GrowResult::BadLuck);
    EXPECT_EQ(g.lastOutcome().pot, -1);
    EXPECT_TRUE(g.lastOutcome().turnEnded);
    EXPECT_EQ(names(std::vector<int>(g.discard().begin(), g.discard().end())), V{"C10"});
    EXPECT_EQ(g.deckSize(), 40);
    // 10. Turn 3 (Caroline): her token leaves pot 1 for the box.
    EXPECT_EQ(g.turn(), 3);
    EXPECT_EQ(g.toAct(), 0);
    EXPECT_EQ(g.turnStart().tokensRemoved, 1u);
    EXPECT_EQ(g.pot(0).token, -1);
    EXPECT_EQ(g.tokensLeft(0), 2);
    // 11. grow: C04 rose, height 4.
    play(g, {"grow"});
    EXPECT_EQ(g.pot(0).height(), 4);
    EXPECT_EQ(g.deckSize(), 39);
    // 12. plant 1 C05: height 5.
    play(g, {"plant 1 C05"});
    EXPECT_EQ(g.pot(0).height(), 5);
    EXPECT_EQ(names(g.hand(0)), (V{"C11", "C29"}));
    // 13. cut 1: the set of 5 roses, 10 points; 1 type, 1 point; total 11.
    play(g, {"cut 1"});
    ASSERT_EQ(g.sets().size(), 1u);
    EXPECT_EQ(names(std::vector<int>(g.sets()[0].cards.begin(), g.sets()[0].cards.end())),
              (V{"C01", "C02", "C03", "C04", "C05"}));
    EXPECT_TRUE(g.pot(0).empty());
    const Standing caroline = g.standings()[0];
    EXPECT_EQ(caroline.flowers, 10);
    EXPECT_EQ(caroline.types, 1);
    EXPECT_EQ(caroline.variety, 1);
    EXPECT_EQ(caroline.total, 11);
    // 14. Turn 4 (Ralph). 15. grow: C37 sweet pea into the only empty pot.
    EXPECT_EQ(g.turn(), 4);
    EXPECT_EQ(g.toAct(), 1);
    play(g, {"grow"});
    EXPECT_EQ(g.lastOutcome().result, GrowResult::Planted);
    EXPECT_EQ(g.lastOutcome().pot, 0);
    EXPECT_EQ(g.lastOutcome().height, 1);
    EXPECT_EQ(potCards(g, 0), V{"C37"});
    EXPECT_EQ(g.deckSize(), 38);
    EXPECT_EQ(g.step(), Step::Actions);
    EXPECT_EQ(legalTexts(g), (V{"grow", "plant 1 C38", "plant 4 C47", "cut 2", "token 1", "token 2",
                                "token 3", "token 4", "pass"}));
    // After step 15.
    EXPECT_EQ(potCards(g, 1), (V{"C19", "C20"}));
    EXPECT_EQ(potCards(g, 2), V{"C28"});
    EXPECT_EQ(potCards(g, 3), V{"C46"});
    for (int p = 0; p < kPots; ++p)
        EXPECT_EQ(g.pot(p).token, -1);
    EXPECT_EQ(g.tokensLeft(1), 3);
    EXPECT_EQ(g.standings()[1].total, 0);
    EXPECT_EQ(g.standings()[0].rank, 1);
    EXPECT_EQ(g.standings()[1].rank, 2);
    const SeatView v = g.viewFor(1);
    EXPECT_TRUE(v.players[0].hand.empty());
    EXPECT_EQ(v.players[0].handSize, 2);
    EXPECT_NE(std::find(v.hidden.begin(), v.hidden.end(), id("C11")), v.hidden.end());
    EXPECT_EQ(names(v.players[1].hand), (V{"C38", "C47"}));
    EXPECT_EQ(g.invariantProblem(), "");
}
