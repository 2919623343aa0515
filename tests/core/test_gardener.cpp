// The Master Gardener (R-MG-1..6).
#include "frosted/ai/bots.h"
#include "frosted/rules/game.h"
#include "frosted/rules/gardener.h"
#include "game_access.h"
#include "test_support.h"

#include <gtest/gtest.h>

using namespace frosted;
using test::data;
using test::dataPtr;

namespace {

int objective(const char* id) {
    return *data().objectiveIndex(id);
}

SetupSpec soloSpec(std::vector<std::string> gardenerDeck, std::uint64_t seed = 5) {
    SetupSpec s;
    s.players = {"Solveig"};
    s.solo = true;
    s.seed = seed;
    s.gardenerDeck = std::move(gardenerDeck);
    return s;
}

// Plays one human turn with the first legal choices (no claims).
void humanTurn(GameState& g) {
    ASSERT_TRUE(g.apply(Action::take(1)));
    ASSERT_TRUE(g.apply(g.legalActions().front()));
    ASSERT_TRUE(g.apply(Action::playCard(g.player(0).hand.front())));
    ASSERT_TRUE(g.apply(Action::endTurn()));
}

// The Master Gardener's records in the log (not the end-claims entry).
std::vector<GardenerTurn> gardenerTurns(const GameState& g) {
    std::vector<GardenerTurn> out;
    for (const TurnRecord& r : g.log())
        if (const auto* t = std::get_if<GardenerTurn>(&r))
            out.push_back(*t);
    return out;
}

const std::vector<std::string> kRulebookDeck = {"MG01", "MG02", "MG03", "MG04", "MG05",
                                                "MG06", "MG07", "MG08", "MG09", "MG10"};

} // namespace

TEST(Gardener, R_MG_1_SoloSetup) {
    const GameState g = GameState::setup(dataPtr(), soloSpec({}));
    EXPECT_TRUE(g.solo());
    EXPECT_EQ(g.seatCount(), 1);
    EXPECT_EQ(g.player(0).coins, 1);
    EXPECT_EQ(g.gardener().coins, 10);
    EXPECT_EQ(g.gardener().deck.size(), 10u);
    EXPECT_EQ(g.board().size(), 8u); // as for two players
    EXPECT_EQ(g.currentSeat(), 0);   // the human always starts
    std::vector<int> deck = g.gardener().deck;
    std::sort(deck.begin(), deck.end());
    EXPECT_EQ(std::unique(deck.begin(), deck.end()), deck.end());
}

TEST(Gardener, R_MG_3_R_MG_4_RulebookFourTurnExample) {
    GameState g = GameState::setup(dataPtr(), soloSpec(kRulebookDeck));
    for (int turn = 0; turn < 4; ++turn)
        humanTurn(g);
    const auto turns = gardenerTurns(g);
    ASSERT_EQ(turns.size(), 4u);
    EXPECT_EQ(turns[0].points, 2);
    EXPECT_EQ(turns[1].points, 0);
    EXPECT_EQ(turns[2].points, 10);
    EXPECT_EQ(turns[3].points, 11);
    EXPECT_EQ(g.gardener().track, 23);
    // After turn 4 (Japanese instructions): current purple 7, red none, white 4, water 4;
    // previous red 7, previous white 1.
    const GardenerSequences s = sequencesOf(g.gardener().played, data());
    EXPECT_EQ(s.current[LandType::Purple], 7);
    EXPECT_EQ(s.current[LandType::Red], 0);
    EXPECT_EQ(s.current[LandType::White], 4);
    EXPECT_EQ(s.current[LandType::Water], 4);
    EXPECT_EQ(s.previous[index(LandType::Red)], (std::vector<int>{7}));
    EXPECT_EQ(s.previous[index(LandType::White)], (std::vector<int>{1}));
    EXPECT_TRUE(s.previous[index(LandType::Purple)].empty());
    EXPECT_TRUE(s.previous[index(LandType::Water)].empty());
    EXPECT_EQ(turns[3].sequences, s.current);
    // His turns alternate with the player's and carry the round.
    EXPECT_TRUE(std::holds_alternative<GardenerTurn>(g.log()[1]));
    EXPECT_EQ(turnOf(g.log()[1]), 2);
    EXPECT_EQ(roundOf(g.log()[1]), 1);
    EXPECT_EQ(roundOf(g.log()[7]), 4);
}

TEST(Gardener, R_MG_4_RulebookMovementExampleTwoArrows) {
    // "He leaves 1 coin next to the tile that he skips. He takes the 2 coins next to the tile
    //  where the Flower token landed. The tile is discarded; a new tile fills the vacated space."
    SetupSpec s = soloSpec({"MG02"});
    s.market = {"T01", "T02", "T03", "T04", "T05"};
    s.bag = {"T06", "T07"};
    GameState g = GameState::setup(dataPtr(), s);
    ASSERT_TRUE(g.apply(Action::take(1))); // the player takes T01 (slot 1); T06 refills slot 0
    ASSERT_TRUE(g.apply(g.legalActions().front()));
    ASSERT_TRUE(g.apply(Action::playCard(g.player(0).hand.front())));
    GameStateAccess::market(g).coins[3] = 2; // two coins lie next to T03
    const int coinsBefore = g.gardener().coins;
    ASSERT_TRUE(g.apply(Action::endTurn()));
    const GardenerTurn r = gardenerTurns(g).front();
    EXPECT_EQ(r.moved, 2);
    EXPECT_EQ(r.coinsPaid, 1);
    EXPECT_EQ(g.market().coins[2], 1); // left on the skipped T02
    EXPECT_EQ(r.coinsTaken, 2);
    EXPECT_EQ(r.discarded, *data().tileIndex("T03"));
    EXPECT_EQ(g.market().token, 3);
    EXPECT_EQ(g.market().tile[3], -1);
    EXPECT_EQ(r.refilled, *data().tileIndex("T07")); // into slot 1, which the token left
    EXPECT_EQ(g.market().tile[1], *data().tileIndex("T07"));
    // MG02 also gives a Worker, which earns a coin (R-MG-4 step 3).
    EXPECT_EQ(g.gardener().coins, coinsBefore - 1 + 2 + 1);
    EXPECT_EQ(g.outOfGame(), (std::vector<int>{*data().tileIndex("T03")}));
}

TEST(Gardener, R_MG_4_OutOfCoinsHeStillMoves) {
    SetupSpec s = soloSpec({"MG10"}); // 3 arrows, no Worker
    s.market = {"T01", "T02", "T03", "T04", "T05"};
    GameState g = GameState::setup(dataPtr(), s);
    GameStateAccess::gardener(g).coins = 1;
    humanTurn(g); // the player took T01 from slot 1; the token sits on slot 1
    const GardenerTurn r = gardenerTurns(g).front();
    EXPECT_EQ(r.moved, 3);
    EXPECT_EQ(r.coinsPaid, 1); // one coin for the first skipped tile, none for the second
    EXPECT_EQ(g.market().coins[2], 1);
    EXPECT_EQ(g.market().coins[3], 0);
    EXPECT_EQ(r.discarded, *data().tileIndex("T04"));
    EXPECT_EQ(g.market().token, 4);
    EXPECT_EQ(g.gardener().coins, 0);
}

TEST(Gardener, R_MG_4_ClaimsOnlyTheHighestTileOfAType) {
    SetupSpec s = soloSpec(kRulebookDeck);
    s.objectives = std::vector<std::string>{"purple-6", "purple-8", "worker-2", "red-6", "red-8"};
    GameState g = GameState::setup(dataPtr(), s);
    for (int turn = 0; turn < 4; ++turn)
        humanTurn(g);
    // Purple 7 after turn 4: eligible for purple-6, but he wants purple-8 (rulebook example).
    for (const GardenerTurn& r : gardenerTurns(g))
        EXPECT_TRUE(r.claimed.empty()) << "turn " << r.turn;
    EXPECT_TRUE(g.gardener().objectives.empty());
    humanTurn(g); // MG05: purple 3 -> 10, and a second Worker
    const GardenerTurn r5 = gardenerTurns(g).back();
    std::vector<int> claimed = r5.claimed;
    std::sort(claimed.begin(), claimed.end());
    EXPECT_EQ(claimed, (std::vector<int>{objective("purple-8"), objective("worker-2")}));
    // A type he holds is never claimed again, though purple-6 stays qualifying.
    for (int turn = 5; turn < 10; ++turn)
        humanTurn(g);
    ASSERT_TRUE(g.isOver());
    for (int o : g.gardener().objectives)
        EXPECT_NE(o, objective("purple-6"));
    EXPECT_NE(std::find(g.board().begin(), g.board().end(), objective("purple-6")),
              g.board().end());
}

TEST(Gardener, R_MG_5_EndClaimsUsePreviousSequences) {
    SetupSpec s = soloSpec(kRulebookDeck);
    s.objectives = std::vector<std::string>{"red-6", "red-8"};
    GameState g = GameState::setup(dataPtr(), s);
    while (!g.isOver())
        humanTurn(g);
    // Red runs: 2+3+2 = 7 (broken by MG04), 1+2+3 = 6 (broken by MG08), then 1+2 = 3.
    const GardenerSequences seq = sequencesOf(g.gardener().played, data());
    ASSERT_EQ(seq.previous[index(LandType::Red)], (std::vector<int>{7, 6}));
    ASSERT_EQ(seq.current[LandType::Red], 3);
    // During play he never reached red-8 (the highest), so he claimed nothing; at the end his
    // previous sequence of 7 reaches red-6.
    for (const GardenerTurn& r : gardenerTurns(g))
        EXPECT_TRUE(r.claimed.empty());
    ASSERT_TRUE(std::holds_alternative<GardenerEndClaims>(g.log().back()));
    EXPECT_EQ(claimedIn(g.log().back()), (std::vector<int>{objective("red-6")}));
    EXPECT_EQ(g.gardener().objectives, (std::vector<int>{objective("red-6")}));
}

TEST(Gardener, R_MG_4_HighestScoringMeansMostPointsThenHigherThreshold) {
    const std::vector<int> board = {objective("water-6"), objective("water-10"),
                                    objective("water-8")};
    EXPECT_EQ(highestObjective(board, ObjectiveType::Water, data()), objective("water-10"));
    EXPECT_FALSE(highestObjective(board, ObjectiveType::Red, data()).has_value());
}

TEST(Gardener, R_MG_6_HeWinsAFullTie) {
    GameState g = GameState::setup(dataPtr(), soloSpec({}));
    GameStateAccess::player(g, 0).track = 40;
    GameStateAccess::player(g, 0).coins = 10;
    GameStateAccess::gardener(g).track = 40;
    GameStateAccess::gardener(g).coins = 10;
    const auto s = g.scores();
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].total, s[1].total);
    EXPECT_EQ(s[1].name, "Master Gardener");
    EXPECT_EQ(s[1].rank, 1);
    EXPECT_EQ(s[0].rank, 2);
    EXPECT_EQ(s[1].decidedBy, FinalScore::Decider::MasterGardener);
    EXPECT_EQ(s[0].decidedBy, FinalScore::Decider::MasterGardener);
    GameStateAccess::player(g, 0).coins = 11; // more coins: the player wins the tie-break
    GameStateAccess::player(g, 0).track = 39;
    EXPECT_EQ(g.scores()[0].rank, 1);
    EXPECT_EQ(g.scores()[0].decidedBy, FinalScore::Decider::Coins);
}

TEST(Gardener, R_MG_6_ScoresCountHisImprovementsAndObjectives) {
    GameState g = GameState::setup(dataPtr(), soloSpec(kRulebookDeck));
    while (!g.isOver())
        humanTurn(g);
    const FinalScore mg = g.scores().back();
    ImprovementCounts expected;
    for (int c : g.gardener().played)
        expected += data().gardenerCards[static_cast<std::size_t>(c)].improvements;
    EXPECT_EQ(g.gardener().improvements, expected);
    EXPECT_EQ(mg.improvements, expected[Improvement::Worker] * 3 +
                                   expected[Improvement::Barn] * 10 +
                                   expected[Improvement::Windmill] * 25);
    EXPECT_EQ(mg.total, mg.track + mg.improvements + mg.objectives + mg.coins);
    EXPECT_TRUE(std::holds_alternative<GardenerEndClaims>(g.log().back()));
}

// R-MG-4 step by step: walking every step of his records from the view before his turn, one at a
// time (SeatView::withGardenerStep), reaches the view after it in his seat, the ring, the bag and
// the board; and each step changes only its own part (his points at Score, his Improvements at
// Collect, the ring at Move, the board at Claim).
TEST(Gardener, R_MG_4_StepByStepViewsReachTheViewAfterHisTurn) {
    for (std::uint64_t seed : {3u, 11u, 29u}) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        SetupSpec spec;
        spec.players = {"Solveig"};
        spec.solo = true;
        spec.seed = seed;
        GameState g = GameState::setup(dataPtr(), spec);
        Rng rng(seed);
        int turnsChecked = 0;
        bool endClaimsChecked = false;
        while (!g.isOver()) {
            const Action a = chooseAction(BotKind::Greedy, g.viewFor(0), rng);
            const SeatView before = g.viewFor(0);
            const std::size_t logBefore = g.log().size();
            ASSERT_TRUE(g.apply(a));
            if (a.kind != Action::Kind::EndTurn)
                continue;
            const SeatView after = g.viewFor(0);
            SeatView shown = before;
            for (std::size_t i = logBefore; i < g.log().size(); ++i) {
                const TurnRecord& r = g.log()[i];
                if (std::holds_alternative<PlayerTurn>(r))
                    continue;
                const bool turn = std::holds_alternative<GardenerTurn>(r);
                for (GardenerStep s : kGardenerSteps) {
                    if (!turn && s != GardenerStep::Claim)
                        continue;
                    const SeatView next = shown.withGardenerStep(r, s, after);
                    const GardenerState &was = shown.gardener(), &now = next.gardener();
                    EXPECT_EQ(was.track != now.track, s == GardenerStep::Score && turn &&
                                                          std::get<GardenerTurn>(r).points > 0);
                    if (s != GardenerStep::Collect) {
                        EXPECT_EQ(was.improvements, now.improvements);
                    }
                    if (s != GardenerStep::Move) {
                        EXPECT_EQ(shown.market(), next.market());
                    }
                    if (s != GardenerStep::Claim) {
                        EXPECT_EQ(shown.board(), next.board());
                    }
                    shown = next;
                }
                turnsChecked += turn;
                endClaimsChecked |= !turn;
            }
            EXPECT_EQ(shown.gardener(), after.gardener());
            EXPECT_EQ(shown.market(), after.market());
            EXPECT_EQ(shown.board(), after.board());
            EXPECT_EQ(shown.unseenTiles(), after.unseenTiles());
            EXPECT_EQ(shown.outOfGame(), after.outOfGame());
            EXPECT_EQ(shown.gardenerDeckSize(), after.gardenerDeckSize());
            EXPECT_EQ(shown.gardenerUnplayed(), after.gardenerUnplayed());
        }
        EXPECT_EQ(turnsChecked, data().rules.rounds);
        EXPECT_TRUE(endClaimsChecked);
    }
}
