// Undo and redo within a turn (R-PRIV-1: never past a step that revealed hidden information).
#include "frosted/ai/bots.h"
#include "frosted/rules/history.h"
#include "game_access.h"
#include "test_support.h"

#include <gtest/gtest.h>

using namespace frosted;

namespace {
GameState twoPlayers() {
    SetupSpec s;
    s.players = {"Ada", "Ben"};
    s.seed = 21;
    return GameState::setup(test::dataPtr(), s);
}
} // namespace

TEST(History, R_PRIV_1_PlacementCanBeTakenBackUntilTheCardIsPlayed) {
    GameState g = twoPlayers();
    TurnHistory h;
    const GameState beforeTake = g;
    ASSERT_TRUE(h.apply(g, Action::take(1)));
    ASSERT_TRUE(h.canUndo()); // the refill is drawn only when the card is played
    h.undo(g);
    EXPECT_TRUE(g == beforeTake);
    h.redo(g);
    const GameState beforePlace = g;
    const auto placements = g.legalActions();
    ASSERT_TRUE(h.apply(g, placements.front()));
    EXPECT_EQ(g.phase(), Phase::PlayCard);
    ASSERT_TRUE(h.canUndo());
    h.undo(g);
    EXPECT_TRUE(g == beforePlace);
    ASSERT_TRUE(h.canRedo());
    h.redo(g);
    EXPECT_EQ(g.phase(), Phase::PlayCard);
    h.undo(g);
    ASSERT_TRUE(h.apply(g, placements.back())); // a different placement; redo is gone
    EXPECT_FALSE(h.canRedo());
    ASSERT_TRUE(h.apply(g, Action::playCard(g.player(0).hand.front())));
    EXPECT_FALSE(h.canUndo()); // a card was drawn and the ring refilled
    ASSERT_TRUE(h.apply(g, Action::endTurn()));
    EXPECT_FALSE(h.canUndo());
    EXPECT_EQ(g.currentSeat(), 1);
}

TEST(History, ClaimsCanBeTakenBackBeforeTheTurnEnds) {
    // Greedy play reaches a claimable objective within a few seeded games.
    for (std::uint64_t seed = 1; seed < 50; ++seed) {
        SetupSpec s;
        s.players = {"Ada", "Ben"};
        s.seed = seed;
        GameState g = GameState::setup(test::dataPtr(), s);
        TurnHistory h;
        while (!g.isOver()) {
            const auto actions = g.legalActions();
            if (g.phase() == Phase::Claim && actions.size() > 1) {
                const GameState before = g;
                ASSERT_TRUE(h.apply(g, actions.front()));
                EXPECT_EQ(g.player(g.currentSeat()).objectives.back(), actions.front().value);
                ASSERT_TRUE(h.canUndo());
                h.undo(g);
                EXPECT_TRUE(g == before);
                h.redo(g);
                EXPECT_EQ(g.player(g.currentSeat()).objectives.back(), actions.front().value);
                return;
            }
            ASSERT_TRUE(h.apply(g, chooseGreedy(test::toPlay(g))));
        }
    }
    FAIL() << "no claim arose";
}

TEST(History, RevealingStepsAreRecognised) {
    GameState g = twoPlayers();
    EXPECT_FALSE(revealsHiddenInformation(g, Action::take(1)));
    EXPECT_TRUE(revealsHiddenInformation(g, Action::playCard(g.player(0).hand.front())));
    EXPECT_TRUE(revealsHiddenInformation(g, Action::endTurn()));
    EXPECT_FALSE(revealsHiddenInformation(g, Action::claim(0)));
}

// A game with computer seats, set up again from its deal, has them still (the monkey found
// atSetup() dropping them: the actions then replayed to a game that was not equal).
TEST(History, AtSetupKeepsTheComputerSeats) {
    SetupSpec s;
    s.players = {"Ada", "Ben", "Cy"};
    s.seed = 12;
    GameState g = GameState::setup(test::dataPtr(), s);
    g.setComputers({"", "medium", "hard"});
    Rng rng(3);
    for (int i = 0; i < 30 && !g.isOver(); ++i)
        ASSERT_TRUE(g.apply(chooseRandom(g.viewFor(g.currentSeat()), rng)));
    GameState r = g.atSetup();
    EXPECT_EQ(r.computers(), g.computers());
    for (const Action& a : g.actions())
        ASSERT_TRUE(r.apply(a));
    EXPECT_TRUE(r == g);
}

// A game loaded from its deal and actions gets the undo history it had while it was played:
// the same number of steps, undoing to the same states; and a game dealt anew has none.
TEST(History, RebuiltFromTheActionsAsWhilePlayed) {
    for (bool solo : {false, true}) {
        SetupSpec s;
        s.players = solo ? std::vector<std::string>{"Ada"} : std::vector<std::string>{"Ada", "Ben"};
        s.solo = solo;
        s.seed = 33;
        GameState g = GameState::setup(test::dataPtr(), s);
        TurnHistory live;
        TurnHistory rebuilt;
        rebuilt.rebuild(g);
        EXPECT_FALSE(rebuilt.canUndo());
        EXPECT_TRUE(g.atSetup() == g);
        Rng rng(7);
        int checked = 0;
        while (!g.isOver()) {
            ASSERT_TRUE(live.apply(g, chooseRandom(g.viewFor(g.currentSeat()), rng)));
            rebuilt.rebuild(g);
            ASSERT_EQ(rebuilt.undoSteps(), live.undoSteps());
            EXPECT_FALSE(rebuilt.canRedo());
            GameState a = g, b = g;
            TurnHistory l = live;
            while (l.canUndo()) {
                l.undo(a);
                rebuilt.undo(b);
                ASSERT_TRUE(a == b);
            }
            EXPECT_FALSE(rebuilt.canUndo());
            ++checked;
        }
        EXPECT_GT(checked, 20);
    }
}
