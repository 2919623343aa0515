// Hidden information (R-BL-PRIV-1..4): what a seat's view holds, that it does not change with the
// places of cards hidden to it, the known top of the deck and known cards in hands, determinize.
#include "staging.h"

#include <gtest/gtest.h>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

using V = std::vector<std::string>;

Staged example() {
    Staged s;
    s.players = {"Caroline", "Ralph"};
    s.hands = {{"C05", "C29"}, {"C38", "C47"}};
    s.deckTop = {"C02", "C03", "C11", "C20", "C10", "C04", "C37"};
    return s;
}

} // namespace

TEST(BlossomsView, R_BL_PRIV_4_DealsDifferingInHiddenPlacesGiveEqualViews) {
    // Caroline's view: Ralph's hand, the deck beyond what is drawn and the removed card are hidden;
    // swapping them between those places changes nothing she sees.
    Staged a = example();
    Staged b = example();
    b.removed = "C47";
    b.hands[1] = {"C38", "C54"};
    b.deckTop = {"C02", "C03", "C11", "C20", "C10", "C04", "C37", "C53", "C06"};
    Staged c = example();
    c.deckTop = {"C02", "C03", "C11", "C20", "C10", "C04", "C37", "C09", "C08"};
    Game ga = staged(a), gb = staged(b), gc = staged(c);
    for (const char* t : {"", "grow", "grow", "token 1", "prune", "pass"}) {
        if (*t) {
            play(ga, {t});
            play(gb, {t});
            play(gc, {t});
        }
        EXPECT_TRUE(ga.viewFor(0) == gb.viewFor(0)) << t;
        EXPECT_TRUE(ga.viewFor(0) == gc.viewFor(0)) << t;
        EXPECT_TRUE(ga.viewFor(-1) == gb.viewFor(-1)) << t;
    }
    EXPECT_FALSE(ga.viewFor(1) == gb.viewFor(1)); // Ralph knows his own hand
}

TEST(BlossomsView, R_BL_PRIV_4_TheViewsContentAndThePublicView) {
    Game g = staged(example());
    play(g, {"grow", "grow", "token 1", "prune"});
    const SeatView mine = g.viewFor(0);
    EXPECT_EQ(names(mine.players[0].hand), (V{"C05", "C11", "C29"}));
    EXPECT_TRUE(mine.players[1].hand.empty());
    EXPECT_EQ(mine.players[1].handSize, 2);
    // hidden = other hands' unknown cards + the deck beyond known_top + the removed card
    EXPECT_EQ(mine.hidden.size(), 2u + 42u + 1u);
    EXPECT_TRUE(std::is_sorted(mine.hidden.begin(), mine.hidden.end()));
    const SeatView pub = g.viewFor(-1);
    EXPECT_EQ(pub.seat, -1);
    for (const PlayerView& p : pub.players)
        EXPECT_TRUE(p.hand.empty());
    EXPECT_TRUE(pub.knownTop.empty());
    EXPECT_EQ(pub.hidden.size(), 3u + 2u + 42u + 1u);
    EXPECT_TRUE(mine.thisTurn.grown);
    EXPECT_EQ(mine.thisTurn.tokenPot, 0);
    EXPECT_TRUE(mine.thisTurn.toolUsed);
}

TEST(BlossomsView, R_BL_PRIV_3_TheRakersKnownTopShrinksWithDrawsAndIsClearedByAnotherRake) {
    Staged s = example();
    s.deckTop = {"C02", "C20", "C10", "C48", "C03", "C04", "C21"};
    Game g = staged(s);
    play(g, {"grow", "token 4", "rake"});
    EXPECT_EQ(names(g.viewFor(0).knownTop), (V{"C20", "C10", "C48"})); // during order
    EXPECT_TRUE(g.viewFor(1).knownTop.empty());
    EXPECT_EQ(g.viewFor(1).peekedCount, 3);
    play(g, {"order C48 C20 C10", "pass"});
    EXPECT_EQ(names(g.viewFor(0).knownTop), (V{"C48", "C20", "C10"}));
    EXPECT_EQ(g.viewFor(0).hidden.size(), 2u + (g.deckSize() - 3u) + 1u);
    play(g, {"grow"}); // Ralph draws C48: Caroline's known top loses it
    EXPECT_EQ(names(g.viewFor(0).knownTop), (V{"C20", "C10"}));
    // Ralph prunes C20, which Caroline knew: she knows it is in his hand until he plays it.
    play(g, {"token 1", "prune"});
    EXPECT_EQ(names(g.viewFor(0).players[1].hand), V{"C20"});
    EXPECT_EQ(names(g.viewFor(0).knownTop), V{"C10"});
    play(g, {"plant 2 C20"});
    EXPECT_TRUE(g.viewFor(0).players[1].hand.empty());
    play(g, {"pass"});
    // Caroline's turn 3 (her token on pot 4 goes to the box); Ralph's Rake would clear her top.
    EXPECT_EQ(names(g.viewFor(0).knownTop), V{"C10"});
}

TEST(BlossomsView, R_BL_PRIV_3_AnotherPlayersRakeClearsTheKnownTop) {
    Staged s = example();
    s.deckTop = {"C02", "C20", "C10", "C48", "C03", "C04", "C21"};
    Game g = staged(s);
    play(g, {"grow", "token 4", "rake", "order C20 C10 C48", "pass", "grow", "pass"});
    EXPECT_EQ(names(g.viewFor(0).knownTop), (V{"C10", "C48"}));
    play(g, {"grow"});                    // C10 iris: bad luck for Caroline
    play(g, {"grow", "token 4", "rake"}); // Ralph rakes
    EXPECT_TRUE(g.viewFor(0).knownTop.empty());
}

TEST(BlossomsView, R_BL_PRIV_4_DeterminizeKeepsTheKnownTopAndKnownCards) {
    Staged s = example();
    s.deckTop = {"C02", "C20", "C10", "C48", "C03", "C04", "C21"};
    Game g = staged(s);
    play(g, {"grow", "token 4", "rake", "order C48 C20 C10", "pass", "grow", "token 1", "prune"});
    // Ralph took C20 (known to Caroline): her view knows it in his hand, and C10 on top.
    const SeatView v = g.viewFor(0);
    engine::Rng rng(9);
    for (int k = 0; k < 50; ++k) {
        const Game w = determinize(v, rng);
        ASSERT_EQ(w.deck().front(), id("C10"));
        ASSERT_TRUE(w.handMask(1) & bitOf(id("C20")));
        ASSERT_EQ(w.hand(0), g.hand(0));
        ASSERT_TRUE(w.viewFor(0) == v);
        ASSERT_EQ(w.invariantProblem(), "");
        ASSERT_EQ(w.deckSize(), g.deckSize());
    }
}
