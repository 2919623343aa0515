// A complete multiplayer game in the core (R-TURN, R-MKT, R-CARD, R-OBJ, R-END, R-PRIV).
#include "frosted/ai/bots.h"
#include "frosted/rules/game.h"
#include "game_access.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace frosted;
using test::data;
using test::dataPtr;

namespace {

SetupSpec spec(std::vector<std::string> players, std::uint64_t seed) {
    SetupSpec s;
    s.players = std::move(players);
    s.seed = seed;
    return s;
}

std::vector<std::string> marketIds(const GameState& g) {
    std::vector<std::string> ids;
    for (int t : g.market().tile)
        ids.push_back(t < 0 ? "-" : data().tiles[static_cast<std::size_t>(t)].id);
    return ids;
}

int card(const char* id) {
    return *data().cardIndex(id);
}
int objective(const char* id) {
    return *data().objectiveIndex(id);
}

} // namespace

TEST(Setup, R_TURN_1_SeatsCoinsStartingTilesAndHands) {
    SetupSpec s = spec({"Ada", "Ben", "Cy", "Di"}, 7);
    s.startPlayer = 2;
    const GameState g = GameState::setup(dataPtr(), s);
    ASSERT_EQ(g.seatCount(), 4);
    // Seats run clockwise from the start player.
    EXPECT_EQ(g.player(0).name, "Cy");
    EXPECT_EQ(g.player(1).name, "Di");
    EXPECT_EQ(g.player(2).name, "Ada");
    EXPECT_EQ(g.player(3).name, "Ben");
    for (int seat = 0; seat < 4; ++seat) {
        const PlayerState& p = g.player(seat);
        EXPECT_EQ(p.coins, seat + 1);
        EXPECT_EQ(p.hand.size(), 3u);
        EXPECT_EQ(p.deck.size(), 7u);
        EXPECT_EQ(p.track, 0);
        // R-TURN-1 [decision]: starting tile front face at (0,0).
        ASSERT_EQ(p.garden.laid().size(), 1u);
        EXPECT_EQ(p.garden.laid()[0].at, (Point{0, 0}));
        EXPECT_EQ(p.garden.laid()[0].orientation, (Orientation{Side::Front, 0}));
    }
    EXPECT_EQ(g.phase(), Phase::TakeTile);
    EXPECT_EQ(g.currentSeat(), 0);
    EXPECT_EQ(g.round(), 1);
}

TEST(Setup, R_MKT_1_R_OBJ_2_MarketAndObjectivesByPlayerCount) {
    for (int n = 1; n <= 4; ++n) {
        std::vector<std::string> names;
        for (int i = 0; i < n; ++i)
            names.push_back("P" + std::to_string(i));
        const GameState g = GameState::setup(dataPtr(), spec(names, 3));
        EXPECT_EQ(g.market().token, 0);
        EXPECT_EQ(g.market().tile[0], -1);
        EXPECT_EQ(g.market().tileCount(), 5);
        EXPECT_EQ(GameStateAccess::bag(g).size(), 39u);
        const std::size_t expected = n <= 2 ? 8u : n == 3 ? 10u : 12u;
        EXPECT_EQ(g.board().size(), expected) << n << " players";
    }
}

TEST(Setup, SeededDealsArePinned) {
    // The deal for a seed is the same on every compiler and standard library (own Rng).
    const GameState a = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 1));
    const GameState b = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 24));
    EXPECT_EQ(marketIds(a), (std::vector<std::string>{"-", "T14", "T35", "T08", "T04", "T18"}));
    EXPECT_EQ(marketIds(b), (std::vector<std::string>{"-", "T10", "T13", "T42", "T41", "T15"}));
    EXPECT_EQ(a.player(0).name, "Ben");
    EXPECT_EQ(b.player(0).name, "Ada");
    EXPECT_EQ(GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 1)), a);
    EXPECT_FALSE(GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 2)) == a);
}

TEST(Setup, ExplicitPartsFixTheDeal) {
    SetupSpec s = spec({"Ada", "Ben"}, 42);
    s.startPlayer = 0;
    s.startingTiles = {"S-green", "S-pink"};
    s.market = {"T03", "T17", "T22", "T40", "T08"};
    s.bag = {"T11", "T05"};
    s.objectives = std::vector<std::string>{"purple-6", "barn-3"};
    s.decks = {{"purple", "red+white"}, {"water"}};
    const GameState g = GameState::setup(dataPtr(), s);
    EXPECT_EQ(marketIds(g), (std::vector<std::string>{"-", "T03", "T17", "T22", "T40", "T08"}));
    EXPECT_EQ(GameStateAccess::bag(g)[0], *data().tileIndex("T11"));
    EXPECT_EQ(GameStateAccess::bag(g)[1], *data().tileIndex("T05"));
    EXPECT_EQ(GameStateAccess::bag(g).size(), 39u);
    EXPECT_EQ(g.board(), (std::vector<int>{objective("purple-6"), objective("barn-3")}));
    EXPECT_EQ(g.player(0).hand[0], card("purple"));
    EXPECT_EQ(g.player(0).hand[1], card("red+white"));
    EXPECT_EQ(g.player(1).hand[0], card("water"));
    EXPECT_EQ(g.player(0).startingTile, *data().startingTileIndex("S-green"));
}

TEST(Setup, ContradictorySetupsAreRefused) {
    auto refused = [](SetupSpec s, const std::string& code) {
        try {
            GameState::setup(dataPtr(), s);
        } catch (const SetupError& e) {
            EXPECT_EQ(e.code(), code) << e.what();
            return;
        }
        ADD_FAILURE() << "accepted";
    };
    SetupSpec s = spec({"Ada", "Ben"}, 1);
    s.market = {"T03", "T17", "T22", "T40", "T99"};
    refused(s, "unknown_id");
    s.market = {"T03", "T17", "T22", "T40", "T03"};
    refused(s, "invalid_setup");
    s.market = {"T03", "T17", "T22", "T40", "T08"};
    s.bag = {"T08"};
    refused(s, "invalid_setup");
    s = spec({"Ada", "Ben"}, 1);
    s.decks = {{"purple", "purple"}};
    refused(s, "invalid_setup");
    s = spec({"Ada", "Ben", "Cy", "Di", "Ed"}, 1);
    refused(s, "invalid_setup");
    s = spec({"Ada", "Ben"}, 1);
    s.startPlayer = 2;
    refused(s, "invalid_setup");
    s = spec({"Ada", "Ben"}, 1);
    s.startingTiles = {"S-blue", "S-blue"};
    refused(s, "invalid_setup");
}

TEST(Market, R_MKT_2_R_MKT_3_RulebookExampleSkipTwoTakeThree) {
    // "They move the Flower token 3 spaces and leave 1 coin next to both tiles that they skip.
    //  Finally, they take the tile they chose along with the 3 coins that were already there."
    SetupSpec s = spec({"Ada", "Ben"}, 5);
    s.startPlayer = 0;
    s.market = {"T03", "T17", "T22", "T40", "T08"};
    s.bag = {"T11"};
    GameState g = GameState::setup(dataPtr(), s);
    GameStateAccess::market(g).coins[3] = 3;
    GameStateAccess::player(g, 0).coins = 2;
    ASSERT_TRUE(g.apply(Action::take(3)));
    EXPECT_EQ(g.takenTile(), *data().tileIndex("T22"));
    EXPECT_EQ(g.market().coins[1], 1);
    EXPECT_EQ(g.market().coins[2], 1);
    EXPECT_EQ(g.market().coins[3], 0);
    EXPECT_EQ(g.player(0).coins, 2 - 2 + 3);
    EXPECT_EQ(g.market().token, 3);
    // The slot the token left (0) is refilled from the bag when the card is played (so that the
    // take can be taken back unseen); the token's slot stays empty.
    EXPECT_EQ(marketIds(g), (std::vector<std::string>{"-", "T03", "T17", "-", "T40", "T08"}));
    EXPECT_EQ(g.currentTurn().skipped, 2);
    EXPECT_EQ(g.currentTurn().coinsTaken, 3);
    ASSERT_TRUE(g.apply(g.legalActions().front()));
    ASSERT_TRUE(g.apply(Action::playCard(g.player(0).hand.front())));
    EXPECT_EQ(marketIds(g), (std::vector<std::string>{"T11", "T03", "T17", "-", "T40", "T08"}));
    EXPECT_EQ(g.currentTurn().refilled, *data().tileIndex("T11"));
    // Next, the first tile clockwise from the token (slot 3) is slot 4.
    EXPECT_EQ(g.market().slotOfKth(1), 4);
    EXPECT_EQ(g.market().slotOfKth(3), 0);
}

TEST(Market, R_MKT_2_NoCoinsMeansTheFirstTile) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 9));
    GameStateAccess::player(g, 0).coins = 0;
    const std::vector<Action> actions = g.legalActions();
    ASSERT_EQ(actions.size(), 1u);
    EXPECT_EQ(actions[0], Action::take(1));
    const GameState before = g;
    const ApplyResult r = g.apply(Action::take(2));
    EXPECT_FALSE(r);
    EXPECT_NE(r.reason.find("costs 1 coins"), std::string::npos) << r.reason;
    EXPECT_EQ(g, before); // a refused action changes nothing
}

TEST(Market, R_MKT_2_CoinsLimitHowFarAPlayerMaySkip) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 9));
    GameStateAccess::player(g, 0).coins = 2;
    EXPECT_EQ(g.legalActions().size(), 3u);
    GameStateAccess::player(g, 0).coins = 9;
    EXPECT_EQ(g.legalActions().size(), 5u);
}

TEST(Market, R_MKT_3_EmptySlotsAreNeitherPickableNorSkipped) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 9));
    Market& m = GameStateAccess::market(g);
    m.tile[2] = -1; // pretend the bag ran out earlier
    GameStateAccess::player(g, 0).coins = 5;
    EXPECT_EQ(g.legalActions().size(), 4u);
    ASSERT_TRUE(g.apply(Action::take(2))); // slot 1 skipped, slot 2 passed over free, slot 3 taken
    EXPECT_EQ(g.market().coins[1], 1);
    EXPECT_EQ(g.market().coins[2], 0);
    EXPECT_EQ(g.market().token, 3);
    EXPECT_EQ(g.player(0).coins, 4);
}

TEST(Turn, R_TURN_2_StepsAreEnforcedInOrder) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 11));
    const int handCard = g.player(0).hand[0];
    EXPECT_FALSE(g.apply(Action::playCard(handCard)));
    EXPECT_FALSE(g.apply(Action::endTurn()));
    ASSERT_TRUE(g.apply(Action::take(1)));
    EXPECT_EQ(g.phase(), Phase::PlaceTile);
    EXPECT_FALSE(g.apply(Action::take(1)));
    EXPECT_FALSE(g.apply(Action::place({Side::Front, 0}, {50, 50}))); // not adjacent
    EXPECT_FALSE(g.apply(Action::pass()));                            // it can be placed
    ASSERT_TRUE(g.apply(g.legalActions().front()));
    EXPECT_EQ(g.phase(), Phase::PlayCard);
    EXPECT_FALSE(g.apply(Action::playCard(-5)));
    const int track = g.player(0).track;
    const int expected = g.cardPointsNow(handCard);
    ASSERT_TRUE(g.apply(Action::playCard(handCard)));
    EXPECT_EQ(g.player(0).track, track + expected);
    // R-CARD-2: the hand is refilled to 3 from the deck.
    EXPECT_EQ(g.player(0).hand.size(), 3u);
    EXPECT_EQ(g.player(0).deck.size(), 6u);
    EXPECT_EQ(g.phase(), Phase::Claim);
    ASSERT_TRUE(g.apply(Action::endTurn()));
    EXPECT_EQ(g.currentSeat(), 1);
    EXPECT_EQ(g.log().size(), 1u);
    EXPECT_EQ(std::get<PlayerTurn>(g.log()[0]).card, handCard);
}

// Issue 32: a refusal is data — its code, the rule that refuses and the numbers its words need —
// beside the command line's English sentence, at every step of a turn.
TEST(Turn, R_TURN_2_EveryRefusalCarriesItsCodeRuleAndNumbers) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 11));
    GameStateAccess::player(g, 0).coins = 1;
    const auto expectRefused = [&g](const Action& a, std::string_view code, std::string_view rule,
                                    std::array<int, 3> n) {
        const GameState before = g;
        const ApplyResult checked = g.check(a);
        const ApplyResult applied = g.apply(a);
        EXPECT_FALSE(checked);
        EXPECT_EQ(checked.code, code) << checked.reason;
        EXPECT_EQ(checked.rule, rule) << checked.reason;
        EXPECT_EQ(checked.n, n) << checked.reason;
        EXPECT_FALSE(checked.reason.empty());
        EXPECT_EQ(applied.code, code); // apply refuses as check does, and changes nothing
        EXPECT_EQ(applied.reason, checked.reason);
        EXPECT_EQ(g, before);
    };
    expectRefused(Action::take(3), refused::kNotEnoughCoins, "R-MKT-2", {2, 1, 0});
    expectRefused(Action::take(9), refused::kNoSuchTile, "R-MKT-2", {9, 5, 0});
    expectRefused(Action::playCard(g.player(0).hand[0]), refused::kNotCardStep, "R-TURN-2", {});
    expectRefused(Action::pass(), refused::kNothingToPass, "R-TURN-2", {});
    ASSERT_TRUE(g.apply(Action::take(1)));
    expectRefused(Action::take(1), refused::kNotTakeStep, "R-TURN-2", {});
    expectRefused(Action::place({Side::Front, 0}, {50, 50}), "not_adjacent", "R-PL-2", {});
    expectRefused(Action::place({Side::Front, 0}, {0, 0}), "overlap", "R-PL-1", {});
    expectRefused(Action::place({Side::Front, 45}, {0, 1}), refused::kBadRotation, "R-GEO-4", {});
    expectRefused(Action::place({Side::Front, 0}, {4000, 1}), refused::kOffTheTable, "",
                  {kMinPlacementCoord, kMaxPlacementCoord, 0});
    expectRefused(Action::pass(), refused::kMustPlace, "R-PL-6", {});
    expectRefused(Action::endTurn(), refused::kTurnNotFinished, "R-TURN-2", {});
    ASSERT_TRUE(g.apply(g.legalActions().front()));
    expectRefused(Action::playCard(-5), refused::kCardNotInHand, "R-CARD-2", {-5, 0, 0});
    expectRefused(Action::claim(0), refused::kNotClaimStep, "R-TURN-2", {});
    ASSERT_TRUE(g.apply(Action::playCard(g.player(0).hand[0])));
    std::vector<int>& board = GameStateAccess::board(g);
    board = {objective("water-8"), objective("barn-2")};
    const int group = g.placedGroups()[landTypeOf(ObjectiveType::Water)];
    if (group < 8) // the water group of this turn's tile, too small for water-8 (R-OBJ-3)
        expectRefused(Action::claim(objective("water-8")), refused::kGroupTooSmall, "R-OBJ-3",
                      {objective("water-8"), group, 8});
    expectRefused(Action::claim(objective("barn-2")), refused::kTooFewImprovements, "R-OBJ-4",
                  {objective("barn-2"), 2, 0});
    expectRefused(Action::claim(objective("purple-6")), refused::kNotOnBoard, "R-OBJ-2",
                  {objective("purple-6"), 0, 0});
    GameStateAccess::player(g, 0).objectives = {objective("water-6")};
    expectRefused(Action::claim(objective("water-8")), refused::kHoldsType, "R-OBJ-5",
                  {objective("water-8"), 0, 0});
}

TEST(Objectives, R_OBJ_3_R_OBJ_5_ClaimOncePerTypePassedStays) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 11));
    std::vector<int>& board = GameStateAccess::board(g);
    board = {objective("water-6"), objective("water-8"), objective("purple-6")};
    // Ada's starting tile has 2 water; make any placement qualify by lowering nothing: instead
    // check the rule functions directly through a turn whose groups are known.
    ASSERT_TRUE(g.apply(Action::take(1)));
    ASSERT_TRUE(g.apply(g.legalActions().front()));
    ASSERT_TRUE(g.apply(Action::playCard(g.player(0).hand[0])));
    const LandValues groups = g.placedGroups();
    for (int o : g.board()) {
        const ObjectiveTile& t = data().objectives[static_cast<std::size_t>(o)];
        EXPECT_EQ(g.mayClaim(o), groups[landTypeOf(t.type)] >= t.threshold) << t.id;
    }
    // Force a qualifying position: claim water-6 when allowed, then water-8 is refused.
    GameStateAccess::player(g, 0).objectives = {objective("water-6")};
    std::erase(board, objective("water-6"));
    const ApplyResult r = g.apply(Action::claim(objective("water-8")));
    EXPECT_FALSE(r);
    EXPECT_NE(r.reason.find("one per type"), std::string::npos) << r.reason;
    ASSERT_TRUE(g.apply(Action::endTurn()));
    // A tile passed over stays on the board for everyone.
    EXPECT_NE(std::find(g.board().begin(), g.board().end(), objective("purple-6")),
              g.board().end());
}

TEST(Objectives, R_OBJ_3_ClaimWhenTheGroupQualifies) {
    // Play until some landscape objective qualifies, then claim it and check it moved.
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        GameState g = GameState::setup(dataPtr(), spec({"Ada"}, seed));
        Rng rng(seed);
        while (!g.isOver()) {
            if (g.phase() == Phase::Claim) {
                const auto actions = g.legalActions();
                if (actions.size() > 1) {
                    const int o = actions.front().value;
                    const ObjectiveTile& t = data().objectives[static_cast<std::size_t>(o)];
                    ASSERT_TRUE(g.apply(actions.front()));
                    EXPECT_EQ(std::count(g.board().begin(), g.board().end(), o), 0);
                    EXPECT_EQ(g.player(0).objectives.back(), o);
                    if (isLandscape(t.type)) {
                        EXPECT_GE(g.placedGroups()[landTypeOf(t.type)], t.threshold);
                    } else {
                        EXPECT_GT(g.improvementsThisTurn()[improvementOf(t.type)], 0);
                        EXPECT_GE(g.player(0).garden.improvements()[improvementOf(t.type)],
                                  t.threshold);
                    }
                    // The same type is never offered again.
                    for (const Action& a : g.legalActions()) {
                        if (a.kind == Action::Kind::Claim) {
                            EXPECT_NE(data().objectives[static_cast<std::size_t>(a.value)].type,
                                      t.type);
                        }
                    }
                    return;
                }
            }
            ASSERT_TRUE(g.apply(chooseGreedy(test::toPlay(g))));
        }
    }
    FAIL() << "no objective ever qualified";
}

TEST(Objectives, R_OBJ_4_ImprovementObjectiveNeedsOnePlacedThisTurn) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 13));
    GameStateAccess::board(g) = {objective("worker-2")};
    // Give Ada two Workers already in her garden (earlier turns): not enough without a new one.
    PlayerState& ada = GameStateAccess::player(g, 0);
    ada.garden = test::gardenFromRows({"#####", "#.#.#", "#####"});
    ASSERT_EQ(ada.garden.improvements()[Improvement::Worker], 2);
    ASSERT_TRUE(g.apply(Action::take(1)));
    // Choose a placement that creates no Improvement.
    for (const Action& a : g.legalActions()) {
        if (g.preview(a.orientation, a.at).improvements.total() == 0) {
            ASSERT_TRUE(g.apply(a));
            break;
        }
    }
    ASSERT_EQ(g.phase(), Phase::PlayCard);
    ASSERT_TRUE(g.apply(Action::playCard(g.player(0).hand[0])));
    EXPECT_FALSE(g.mayClaim(objective("worker-2")));
    EXPECT_FALSE(g.apply(Action::claim(objective("worker-2"))));
}

TEST(Score, R_SCORE_3_TrackKeepsTheExactTotalPast100) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 13));
    GameStateAccess::player(g, 0).track = 97;
    ASSERT_TRUE(g.apply(Action::take(1)));
    // The placement with the best card lifts the track past 100.
    Action best = g.legalActions().front();
    int bestPoints = -1;
    for (const Action& a : g.legalActions()) {
        const auto p = g.preview(a.orientation, a.at);
        for (int v : p.cardPoints)
            if (v > bestPoints) {
                bestPoints = v;
                best = a;
            }
    }
    ASSERT_TRUE(g.apply(best));
    int card = g.player(0).hand[0];
    for (int c : g.player(0).hand)
        if (g.cardPointsNow(c) > g.cardPointsNow(card))
            card = c;
    ASSERT_TRUE(g.apply(Action::playCard(card)));
    EXPECT_EQ(g.player(0).track, 97 + bestPoints);
    EXPECT_GE(g.player(0).track, 100);
    EXPECT_EQ(g.scores()[0].track, 97 + bestPoints);
}

TEST(Score, R_END_2_RulebookFinalScoreExample) {
    // 85 on the track, 3 Workers + 1 Barn + 1 Windmill = 44, objectives 25 + 3 + 3 = 31, 5 coins.
    GameState g = GameState::setup(dataPtr(), spec({"Yellow", "Blue"}, 1));
    PlayerState& p = GameStateAccess::player(g, 0);
    p.track = 85;
    p.coins = 5;
    p.objectives = {objective("windmill-3"), objective("purple-6"), objective("white-6")};
    // A garden with 3 one-cell gaps (3 Workers), a domino gap (Barn) and a square (Windmill).
    p.garden = test::gardenFromRows(
        {"##############", "#.#.#.#..#..##", "##########..##", "##############"});
    ASSERT_EQ(p.garden.improvements(), (ImprovementCounts{{3, 1, 1}}));
    const FinalScore s = g.scores()[0];
    EXPECT_EQ(s.track, 85);
    EXPECT_EQ(s.improvements, 44);
    EXPECT_EQ(s.objectives, 31);
    EXPECT_EQ(s.coins, 5);
    EXPECT_EQ(s.total, 165);
}

TEST(Score, R_END_3_TieBreakOnCoinsThenSharedVictory) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben", "Cy"}, 1));
    for (int seat = 0; seat < 3; ++seat)
        GameStateAccess::player(g, seat).coins = 0;
    GameStateAccess::player(g, 0).track = 50;
    GameStateAccess::player(g, 0).coins = 2; // 52 total, 2 coins
    GameStateAccess::player(g, 1).track = 48;
    GameStateAccess::player(g, 1).coins = 4; // 52 total, 4 coins: ahead
    GameStateAccess::player(g, 2).track = 48;
    GameStateAccess::player(g, 2).coins = 4; // the same: shared
    const auto s = g.scores();
    EXPECT_EQ(s[0].rank, 3);
    EXPECT_EQ(s[1].rank, 1);
    EXPECT_EQ(s[2].rank, 1);
    // What decided the order: Ada lost on coins against the two, who share the victory.
    EXPECT_EQ(s[0].decidedBy, FinalScore::Decider::Coins);
    EXPECT_EQ(s[1].decidedBy, FinalScore::Decider::Shared);
    EXPECT_EQ(s[2].decidedBy, FinalScore::Decider::Shared);
    GameStateAccess::player(g, 2).track = 60;
    EXPECT_EQ(g.scores()[2].decidedBy, FinalScore::Decider::Total);
    EXPECT_EQ(g.scores()[2].rank, 1);
}

TEST(Setup, R_TURN_1_EveryPlayerNeedsANameOfTheirOwn) {
    for (const auto& names : std::vector<std::vector<std::string>>{
             {"Ben", "Ben"}, {"Ada", "Ben", "Ada"}, {"Ada", "", "Cy"}}) {
        try {
            (void)GameState::setup(dataPtr(), spec(names, 1));
            ADD_FAILURE() << "accepted " << names.size() << " names";
        } catch (const SetupError& e) {
            EXPECT_EQ(e.code(), "invalid_setup");
        }
    }
    SetupSpec solo;
    solo.players = {kGardenerName};
    solo.solo = true;
    EXPECT_THROW((void)GameState::setup(dataPtr(), solo), SetupError);
    EXPECT_NO_THROW((void)GameState::setup(dataPtr(), spec({kGardenerName, "Ben"}, 1)));
}

// Issue 12: a name is at most 40 characters (not bytes: Japanese names count as written) and
// holds no control character, so that it shows on the table and keeps a message on one line.
TEST(Setup, NamesAreAtMost40CharactersWithoutControlCharacters) {
    std::string kana;
    for (int i = 0; i < 40; ++i)
        kana += "\xe3\x81\x82"; // あ
    EXPECT_NO_THROW((void)GameState::setup(dataPtr(), spec({kana, std::string(40, 'b')}, 1)));
    for (const std::string& bad : {kana + "\xe3\x81\x82", std::string(41, 'b'),
                                   std::string("Ann\nBen"), std::string("Tab\tby")}) {
        try {
            (void)GameState::setup(dataPtr(), spec({bad, "Cy"}, 1));
            ADD_FAILURE() << "accepted " << bad;
        } catch (const SetupError& e) {
            EXPECT_EQ(e.code(), "invalid_setup");
            EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
            EXPECT_LE(std::string(e.what()).size(), 200u);
        }
    }
}

TEST(Setup, R_TURN_1_TheStartPlayerComesFromTheSeed) {
    // The core draws the start player: the same seed gives the same seat order everywhere.
    std::set<std::string> starters;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const GameState a = GameState::setup(dataPtr(), spec({"Ada", "Ben", "Cy", "Dee"}, seed));
        const GameState b = GameState::setup(dataPtr(), spec({"Ada", "Ben", "Cy", "Dee"}, seed));
        EXPECT_EQ(a.player(0).name, b.player(0).name);
        EXPECT_EQ(a, b);
        starters.insert(a.player(0).name);
        // Seats run on in table order from the start player.
        const std::vector<std::string> order = {"Ada", "Ben", "Cy", "Dee"};
        const auto first = std::find(order.begin(), order.end(), a.player(0).name) - order.begin();
        for (int s = 0; s < 4; ++s)
            EXPECT_EQ(a.player(s).name, order[static_cast<std::size_t>((first + s) % 4)]);
    }
    EXPECT_EQ(starters.size(), 4u);
}

TEST(Privacy, R_PRIV_1_ViewHidesOtherHandsDecksAndTheBag) {
    const GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 3));
    const SeatView v = g.viewFor(1);
    EXPECT_EQ(v.seat(), 1);
    EXPECT_EQ(v.hand(), g.player(1).hand);
    EXPECT_TRUE(v.player(0).hand.empty()); // another seat's hand: only its size
    EXPECT_EQ(v.handSize(0), 3);
    for (int seat = 0; seat < 2; ++seat) {
        EXPECT_TRUE(v.player(seat).deck.empty());
        EXPECT_EQ(v.deckSize(seat), 7);
    }
    // The own deck as a set, not an order.
    std::vector<int> deck = g.player(1).deck;
    std::sort(deck.begin(), deck.end());
    EXPECT_EQ(v.ownDeck(), deck);
    // The bag: its contents as a sorted set of unseen tiles, never its order.
    std::vector<int> bag = GameStateAccess::bag(g);
    std::sort(bag.begin(), bag.end());
    EXPECT_EQ(v.unseenTiles(), bag);
    EXPECT_EQ(v.bagSize(), 39);
    EXPECT_EQ(v.market(), g.market()); // the table is public
    const SeatView pub = g.publicView();
    EXPECT_TRUE(pub.isPublic());
    EXPECT_TRUE(pub.hand().empty());
    EXPECT_TRUE(pub.ownDeck().empty());
    EXPECT_TRUE(pub.player(1).hand.empty());
}

TEST(Privacy, R_PRIV_1_ViewsDoNotDependOnHiddenInformation) {
    // Two deals that differ only in hidden parts (the bag order and Ada's deck order beyond
    // her hand, Ben's whole hand and deck) give Ada the same view.
    SetupSpec a = spec({"Ada", "Ben"}, 5);
    a.startPlayer = 0;
    a.market = {"T01", "T02", "T03", "T04", "T05"};
    a.decks = {{"purple", "red", "white", "water", "purple+red", "purple+white", "purple+water",
                "red+white", "red+water", "white+water"}};
    a.objectives = std::vector<std::string>{"purple-6", "barn-3"};
    a.startingTiles = {"S-yellow", "S-blue"};
    SetupSpec b = a;
    b.seed = 77;
    b.decks[0] = {"purple",    "red",          "white",        "white+water", "red+water",
                  "red+white", "purple+water", "purple+white", "purple+red",  "water"};
    const GameState ga = GameState::setup(dataPtr(), a), gb = GameState::setup(dataPtr(), b);
    ASSERT_FALSE(GameStateAccess::bag(ga) == GameStateAccess::bag(gb));
    ASSERT_FALSE(ga.player(1).hand == gb.player(1).hand && ga.player(1).deck == gb.player(1).deck);
    EXPECT_EQ(ga.viewFor(0), gb.viewFor(0));
}

TEST(Privacy, DeterminizeAgreesWithTheViewAndSamplesEveryHiddenCard) {
    // A solo game and a 3-player game, part-way through.
    for (const bool solo : {false, true}) {
        SetupSpec s = solo ? SetupSpec{} : spec({"Ada", "Ben", "Cleo"}, 8);
        if (solo) {
            s.players = {"Ada"};
            s.solo = true;
            s.seed = 8;
        }
        GameState g = GameState::setup(dataPtr(), s);
        Rng play(1);
        for (int i = 0; i < 23; ++i)
            ASSERT_TRUE(g.apply(chooseRandom(test::toPlay(g), play)));
        const int seat = g.currentSeat();
        const SeatView v = g.viewFor(seat);
        std::set<int> otherHandCards, bagFronts, gardenerTops;
        Rng rng(99);
        for (int sample = 0; sample < 400; ++sample) {
            const GameState w = determinize(v, rng);
            // Every sample agrees with the view: the view of the sampled world is the view.
            ASSERT_EQ(w.viewFor(seat), v) << "sample " << sample;
            // The hidden parts are complete: each seat holds each card exactly once.
            for (int p = 0; p < w.seatCount(); ++p) {
                std::vector<int> all = w.player(p).hand;
                all.insert(all.end(), w.player(p).deck.begin(), w.player(p).deck.end());
                all.insert(all.end(), w.player(p).discard.begin(), w.player(p).discard.end());
                std::sort(all.begin(), all.end());
                EXPECT_EQ(all, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
            }
            if (w.seatCount() > 1)
                for (int c : w.player((seat + 1) % w.seatCount()).hand)
                    otherHandCards.insert(c);
            if (GameStateAccess::bag(w).size() > 0)
                bagFronts.insert(GameStateAccess::bag(w).front());
            if (w.solo() && !w.gardener().deck.empty())
                gardenerTops.insert(w.gardener().deck.front());
            // A sampled world can be played on to the end.
            if (sample < 5) {
                GameState copy = w;
                Rng r(static_cast<std::uint64_t>(sample));
                while (!copy.isOver())
                    ASSERT_TRUE(copy.apply(chooseRandom(test::toPlay(copy), r)));
            }
        }
        // Over many samples each possible hidden card turns up.
        const std::vector<int>& unseen = v.unseenTiles();
        EXPECT_EQ(bagFronts, std::set<int>(unseen.begin(), unseen.end()));
        if (!solo) {
            const PlayerState& next = g.player((seat + 1) % g.seatCount());
            std::set<int> unplayed;
            for (int c = 0; c < 10; ++c)
                if (std::find(next.discard.begin(), next.discard.end(), c) == next.discard.end())
                    unplayed.insert(c);
            EXPECT_EQ(otherHandCards, unplayed);
        } else {
            const std::vector<int>& mg = v.gardenerUnplayed();
            EXPECT_EQ(gardenerTops, std::set<int>(mg.begin(), mg.end()));
        }
    }
}

TEST(Score, R_GAP_6_ImprovementsAreWorth3_10_25) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 2));
    PlayerState& p = GameStateAccess::player(g, 0);
    p.garden = test::gardenFromRows({"##########", "#.#..#..##", "######..##", "##########"});
    ASSERT_EQ(p.garden.improvements(), (ImprovementCounts{{1, 1, 1}}));
    EXPECT_EQ(g.scores()[0].improvements, 3 + 10 + 25);
}

TEST(Cards, R_CARD_2_HandOfThreeDrawAfterPlayNoReshuffle) {
    GameState g = GameState::setup(dataPtr(), spec({"Ada", "Ben"}, 31));
    std::vector<std::size_t> handAfterTurn;
    std::vector<int> played;
    while (!g.isOver()) {
        if (g.phase() == Phase::PlayCard && g.currentSeat() == 0) {
            const int card = g.player(0).hand.front();
            played.push_back(card);
            ASSERT_TRUE(g.apply(Action::playCard(card)));
            handAfterTurn.push_back(g.player(0).hand.size());
            continue;
        }
        ASSERT_TRUE(g.apply(chooseGreedy(test::toPlay(g))));
    }
    // 3 cards in hand while the deck lasts (7 draws), then 2, 1, 0: the discard pile is never
    // reshuffled and each of the 10 cards is played exactly once.
    EXPECT_EQ(handAfterTurn, (std::vector<std::size_t>{3, 3, 3, 3, 3, 3, 3, 2, 1, 0}));
    std::sort(played.begin(), played.end());
    EXPECT_EQ(played, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
}
