// Random playouts with invariants at every step (in the spirit of open_spiel's random simulation
// test), for 1-4 players and for solo games against the Master Gardener.
#include "frosted/ai/bots.h"
#include "frosted/rules/game.h"
#include "frosted/rules/gardener.h"
#include "frosted/rules/save.h"
#include "game_access.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace frosted;
using test::data;
using test::dataPtr;

namespace {

// Every empty cell inside the garden's bounding box reaches the box's border (grown by one)
// through empty cells: a plain flood fill, independent of the garden's own algorithm.
bool hasNoEnclosedEmptyCell(const Garden& g) {
    const Point lo{g.minCorner().x - 1, g.minCorner().y - 1};
    const Point hi{g.maxCorner().x + 1, g.maxCorner().y + 1};
    std::set<std::pair<int, int>> open;
    std::vector<Point> stack;
    for (int x = lo.x; x <= hi.x; ++x)
        for (int y : {lo.y, hi.y})
            stack.push_back({x, y});
    for (int y = lo.y; y <= hi.y; ++y)
        for (int x : {lo.x, hi.x})
            stack.push_back({x, y});
    while (!stack.empty()) {
        const Point p = stack.back();
        stack.pop_back();
        if (p.x < lo.x || p.y < lo.y || p.x > hi.x || p.y > hi.y || g.isOccupied(p) ||
            !open.insert({p.x, p.y}).second)
            continue;
        stack.push_back({p.x + 1, p.y});
        stack.push_back({p.x - 1, p.y});
        stack.push_back({p.x, p.y + 1});
        stack.push_back({p.x, p.y - 1});
    }
    for (int y = lo.y; y <= hi.y; ++y)
        for (int x = lo.x; x <= hi.x; ++x)
            if (!g.isOccupied({x, y}) && !open.count({x, y}))
                return false;
    return true;
}

struct Tally {
    std::map<std::string, int> gapShapes;
    int games = 0;
};

int coinsOnTable(const GameState& g) {
    int total = 0;
    for (const PlayerState& p : g.players())
        total += p.coins;
    for (int c : g.market().coins)
        total += c;
    return total + g.gardener().coins;
}

int coinsMinted(const GameState& g) {
    int total = 0;
    for (const TurnRecord& r : g.log()) {
        if (const auto* t = std::get_if<PlayerTurn>(&r))
            total += t->workerCoins;
        else if (const auto* m = std::get_if<GardenerTurn>(&r))
            total += m->workerCoins;
    }
    return total + g.currentTurn().workerCoins;
}

void checkTiles(const GameState& g) {
    std::vector<int> where(data().tiles.size(), 0);
    auto count = [&](int t) {
        if (t >= 0)
            ++where[static_cast<std::size_t>(t)];
    };
    for (int t : GameStateAccess::bag(g))
        count(t);
    for (int t : g.market().tile)
        count(t);
    for (int t : g.outOfGame())
        count(t);
    for (const PlayerState& p : g.players())
        for (const Garden::Laid& l : p.garden.laid())
            count(l.tile);
    if (g.phase() == Phase::PlaceTile)
        count(g.takenTile());
    for (std::size_t t = 0; t < where.size(); ++t)
        ASSERT_EQ(where[t], 1) << data().tiles[t].id << " is in " << where[t] << " places";
}

void checkScores(const GameState& g) {
    for (const FinalScore& s : g.scores())
        ASSERT_EQ(s.total, s.track + s.improvements + s.objectives + s.coins);
}

// Plays one game with random legal choices, checking the invariants at every step.
void playout(const SetupSpec& spec, std::uint64_t seed, Tally& tally) {
    GameState g = GameState::setup(dataPtr(), spec);
    Rng rng(seed * 7919 + 1);
    const int initialCoins = coinsOnTable(g);
    int steps = 0;
    while (!g.isOver()) {
        ASSERT_LT(++steps, 10000);
        const std::vector<Action> actions = g.legalActions();
        ASSERT_FALSE(actions.empty());
        ASSERT_EQ(g.legalActions(), actions); // deterministic
        for (std::size_t i = 0; i < actions.size(); ++i)
            for (std::size_t j = i + 1; j < actions.size(); ++j)
                ASSERT_FALSE(actions[i] == actions[j]) << "duplicate legal action";
        ASSERT_NE(actions.front().kind, Action::Kind::Pass) << "R-PL-6: every tile fits";
        const Action a = actions[static_cast<std::size_t>(rng.below(actions.size()))];
        GameState clone = g;
        ASSERT_TRUE(clone == g);
        ASSERT_TRUE(g.apply(a)) << "a legal action was refused";
        ASSERT_TRUE(clone.apply(a));
        ASSERT_TRUE(clone == g) << "a clone diverged";
        ASSERT_EQ(coinsOnTable(g), initialCoins + coinsMinted(g));
        for (const PlayerState& p : g.players())
            ASSERT_GE(p.coins, 0);
        checkTiles(g);
        if (rng.below(25) == 0) {
            // The save file round-trips: the loaded state equals the original and continues
            // identically (the clone check above covers continuing from an equal state).
            const GameState loaded = loadFromText(dataPtr(), saveToText(g));
            ASSERT_TRUE(loaded == g) << "save/load changed the state";
            GameState next = loaded;
            const auto nextActions = next.legalActions();
            ASSERT_EQ(nextActions, g.legalActions());
        }
        if (a.kind == Action::Kind::EndTurn) {
            checkScores(g);
            for (const PlayerState& p : g.players())
                ASSERT_TRUE(hasNoEnclosedEmptyCell(p.garden));
        }
    }
    // R-END-1: every player played exactly their 10 cards.
    for (const PlayerState& p : g.players()) {
        ASSERT_EQ(p.discard.size(), 10u);
        ASSERT_TRUE(p.hand.empty());
        ASSERT_TRUE(p.deck.empty());
        ASSERT_EQ(p.garden.laid().size(), 11u); // starting tile + 10
    }
    checkScores(g);
    ASSERT_FALSE(g.winners().empty());
    for (const TurnRecord& r : g.log())
        if (const auto* t = std::get_if<PlayerTurn>(&r))
            for (const Gap& gap : t->gaps)
                ++tally.gapShapes[std::string(name(gap.shape))];
    ++tally.games;

    const int n = g.seatCount();
    int playerTurns = 0, gardenerTurns = 0, endClaims = 0, refills = 0;
    for (const TurnRecord& r : g.log()) {
        if (std::holds_alternative<GardenerEndClaims>(r)) {
            ++endClaims;
        } else if (const auto* m = std::get_if<GardenerTurn>(&r)) {
            ++gardenerTurns;
            refills += m->refilled >= 0;
        } else {
            ++playerTurns;
            refills += std::get<PlayerTurn>(r).refilled >= 0;
        }
    }
    ASSERT_EQ(playerTurns, 10 * n);
    if (g.solo()) {
        // R-MG: he plays exactly 10 cards, never lays a tile; 25 tiles leave the bag.
        ASSERT_EQ(gardenerTurns, 10);
        ASSERT_EQ(endClaims, 1);
        ASSERT_EQ(g.gardener().played.size(), 10u);
        ASSERT_EQ(GameStateAccess::bag(g).size(), data().tiles.size() - 25);
    } else {
        ASSERT_EQ(gardenerTurns, 0);
        ASSERT_EQ(GameStateAccess::bag(g).size(),
                  data().tiles.size() - 5 - static_cast<std::size_t>(refills));
    }
    if (n == 4 && !g.solo()) {
        // R-MKT-3: with 4 players the 44 tiles last exactly: 5 at setup + 39 refills, and the
        // 40th take finds the bag empty.
        ASSERT_TRUE(GameStateAccess::bag(g).empty());
        ASSERT_EQ(refills, 39);
        ASSERT_EQ(std::get<PlayerTurn>(g.log().back()).refilled, -1);
        ASSERT_EQ(g.market().tileCount(), 4);
    }
}

void runPlayouts(int players, bool solo, int games, Tally& tally) {
    for (int game = 0; game < games; ++game) {
        SetupSpec spec;
        for (int i = 0; i < players; ++i)
            spec.players.push_back("P" + std::to_string(i + 1));
        spec.solo = solo;
        spec.seed =
            static_cast<std::uint64_t>(game) * 1000003u + static_cast<std::uint64_t>(players);
        SCOPED_TRACE("seed " + std::to_string(spec.seed));
        playout(spec, spec.seed, tally);
        if (::testing::Test::HasFatalFailure())
            return;
    }
}

Tally& allGaps() {
    static Tally t;
    return t;
}

// 1000 games for each player count; fewer under the sanitizers (FROSTED_TEST_SCALE).
const int kGames = test::scaled(1000, 10);

} // namespace

TEST(Playout, OnePlayerWithoutTheAutoma) {
    runPlayouts(1, false, kGames, allGaps());
}
TEST(Playout, TwoPlayers) {
    runPlayouts(2, false, kGames, allGaps());
}
TEST(Playout, ThreePlayers) {
    runPlayouts(3, false, kGames, allGaps());
}
TEST(Playout, R_MKT_3_FourPlayersUseEveryTileExactly) {
    runPlayouts(4, false, kGames, allGaps());
}
TEST(Playout, R_MG_SoloAgainstTheMasterGardener) {
    runPlayouts(1, true, kGames, allGaps());
}

TEST(Playout, R_GAP_2_EveryGapShapeArisesInSimulatedGames) {
    Tally& t = allGaps();
    if (t.games == 0)
        runPlayouts(2, false, test::scaled(300, 90), t); // every shape within the first 81 games
    for (const char* shape : {"1", "2", "3I", "3L", "O", "T", "I", "L", "S"})
        EXPECT_GT(t.gapShapes[shape], 0) << "gap shape " << shape << " never arose";
}
