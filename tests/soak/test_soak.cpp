// The soak checker has teeth: every kind of check reports a state broken on purpose (a copy of a
// real game with one part changed, or a wrong recount fed to it), and passes the real one.
#include "soak.h"

#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"
#include "game_access.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace frosted;
using namespace frosted::soak;

namespace {

ComponentsPtr data() {
    static ComponentsPtr set = loadComponents(defaultDataDir());
    return set;
}

GameState newGame(int players, bool solo, std::uint64_t seed) {
    SetupSpec spec;
    for (int s = 0; s < players; ++s)
        spec.players.push_back("P" + std::to_string(s + 1));
    spec.solo = solo;
    spec.seed = seed;
    return GameState::setup(data(), spec);
}

// Plays random legal actions until `until` says stop (or the game ends).
template <class Until>
void playUntil(GameState& g, Rng& rng, Until until) {
    while (!g.isOver() && !until(g)) {
        const auto legal = g.legalActions();
        ASSERT_TRUE(g.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]));
    }
}

// The rule a check reports, or "" when it passes.
template <class F>
std::string ruleOf(F check) {
    try {
        check();
    } catch (const Violation& v) {
        return v.rule();
    }
    return "";
}

// A game a few turns in, at the start of a turn of seat 0, with coins on the ring.
GameState midGame(int players, bool solo, std::uint64_t seed) {
    GameState g = newGame(players, solo, seed);
    Rng rng(seed);
    playUntil(g, rng,
              [](const GameState& s) { return s.round() >= 4 && s.phase() == Phase::TakeTile; });
    return g;
}

} // namespace

TEST(SoakChecks, ARealGamePassesEveryCheck) {
    for (const Mode m : kModes) {
        GameSpec spec;
        spec.seed = 99 + static_cast<std::uint64_t>(m);
        spec.mode = m;
        spec.bots.assign(static_cast<std::size_t>(seatsOf(m)), BotKind::Random);
        spec.bots.back() = BotKind::Greedy;
        CheckPlan plan;
        plan.deepPerGame = 4;
        plan.continuePerGame = 2;
        const GameResult r = playChecked(data(), spec, plan);
        EXPECT_TRUE(r.ok) << modeName(m) << ": " << r.failure;
        EXPECT_GT(r.actions, 40 * seatsOf(m) - 1);
        EXPECT_GE(r.saveLoads, 2); // sampled points (distinct) + the end
        EXPECT_GT(r.det.samples, 0);
    }
}

TEST(SoakChecks, ConservationOfCoins) {
    const GameState real = midGame(3, false, 5);
    const Baseline b = baselineOf(newGame(3, false, 5));
    EXPECT_EQ(ruleOf([&] { checkState(real, b); }), "");
    GameState g = real;
    ++GameStateAccess::player(g, 1).coins; // a coin from nowhere
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "conservation");
    // A coin moved from a player to the ring keeps the total: the seat's ledger sees it.
    g = real;
    ++GameStateAccess::market(g).coins[static_cast<std::size_t>(g.market().slotOfKth(1))];
    --GameStateAccess::player(g, g.currentSeat()).coins;
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "conservation");
    // Coins next to an empty slot.
    g = real;
    GameStateAccess::market(g).coins[static_cast<std::size_t>(g.market().token)] += 1;
    --GameStateAccess::player(g, 0).coins;
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "R-MKT-3");
}

TEST(SoakChecks, ConservationOfCoinsInSolo) {
    const GameState real = midGame(1, true, 8);
    const Baseline b = baselineOf(newGame(1, true, 8));
    EXPECT_EQ(ruleOf([&] { checkState(real, b); }), "");
    GameState g = real;
    --GameStateAccess::gardener(g).coins;
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "conservation");
}

TEST(SoakChecks, ConservationOfTiles) {
    const GameState real = midGame(2, false, 11);
    const Baseline b = baselineOf(newGame(2, false, 11));
    GameState g = real;
    Market& m = GameStateAccess::market(g);
    // One ring tile replaced by another ring tile: one tile in two places, one in none.
    m.tile[static_cast<std::size_t>(m.slotOfKth(1))] =
        m.tile[static_cast<std::size_t>(m.slotOfKth(2))];
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "conservation");
}

TEST(SoakChecks, ConservationOfCards) {
    const GameState real = midGame(2, false, 12);
    const Baseline b = baselineOf(newGame(2, false, 12));
    GameState g = real;
    PlayerState& p = GameStateAccess::player(g, 1);
    p.hand[0] = p.deck[0]; // a card twice, another gone
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "R-CARD-1");
    g = real;
    PlayerState& q = GameStateAccess::player(g, 1);
    std::swap(q.hand[0], q.deck[0]); // a card drawn out of order
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "R-CARD-2");
}

TEST(SoakChecks, ObjectivesOncePerHolder) {
    const GameState real = midGame(2, false, 13);
    const Baseline b = baselineOf(newGame(2, false, 13));
    GameState g = real;
    // An objective held without leaving the board.
    GameStateAccess::player(g, 0).objectives.push_back(g.board().front());
    EXPECT_NE(ruleOf([&] { checkState(g, b); }), "");
    // One taken off the board and given to nobody.
    g = real;
    GameStateAccess::board(g).pop_back();
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "R-OBJ-2");
}

TEST(SoakChecks, ScoreTrackAgainstTheLog) {
    const GameState real = midGame(4, false, 14);
    const Baseline b = baselineOf(newGame(4, false, 14));
    GameState g = real;
    GameStateAccess::player(g, 2).track += 1;
    EXPECT_EQ(ruleOf([&] { checkState(g, b); }), "R-SCORE-3");
    g = midGame(1, true, 15);
    const Baseline bs = baselineOf(newGame(1, true, 15));
    EXPECT_EQ(ruleOf([&] { checkState(g, bs); }), "");
    GameStateAccess::gardener(g).track -= 2;
    EXPECT_EQ(ruleOf([&] { checkState(g, bs); }), "R-MG-4");
}

TEST(SoakChecks, TheStepCheckRecomputesTheTransition) {
    GameState g = midGame(2, false, 21);
    Rng rng(3);
    // Take the 2nd tile when affordable: a coin goes next to the 1st.
    ASSERT_GT(g.player(g.currentSeat()).coins, 0);
    Snapshot pre = Snapshot::of(g);
    GameState after = g;
    ASSERT_TRUE(after.apply(Action::take(2)));
    EXPECT_EQ(ruleOf([&] { checkStep(pre, Action::take(2), after); }), "");
    // The coin lying next to another tile than the one skipped: the totals still agree.
    GameState moved = after;
    Market& m = GameStateAccess::market(moved);
    const int skipped = pre.market.slotOfKth(1);
    const int other = moved.market().slotOfKth(1) == skipped ? moved.market().slotOfKth(2)
                                                             : moved.market().slotOfKth(1);
    --m.coins[static_cast<std::size_t>(skipped)];
    ++m.coins[static_cast<std::size_t>(other)];
    EXPECT_EQ(ruleOf([&] { checkState(moved, baselineOf(newGame(2, false, 21))); }), "");
    EXPECT_EQ(ruleOf([&] { checkStep(pre, Action::take(2), moved); }), "R-MKT-3");

    // A card: the points recomputed from the garden. A wrong recount fed in (the snapshot says
    // the tile lay elsewhere) is reported.
    playUntil(after, rng, [](const GameState& s) { return s.phase() == Phase::PlayCard; });
    ASSERT_EQ(after.phase(), Phase::PlayCard);
    int best = -1;
    for (int card : after.player(after.currentSeat()).hand)
        if (best < 0 || after.cardPointsNow(card) > after.cardPointsNow(best))
            best = card;
    ASSERT_GT(after.cardPointsNow(best), 0);
    pre = Snapshot::of(after);
    GameState played = after;
    ASSERT_TRUE(played.apply(Action::playCard(best)));
    EXPECT_EQ(ruleOf([&] { checkStep(pre, Action::playCard(best), played); }), "");
    Snapshot wrong = pre;
    wrong.placedCells.clear(); // as if nothing had been placed: no points
    EXPECT_EQ(ruleOf([&] { checkStep(wrong, Action::playCard(best), played); }), "R-SCORE-3");
    GameState extra = played;
    GameStateAccess::player(extra, extra.currentSeat()).track += 3;
    EXPECT_EQ(ruleOf([&] { checkStep(pre, Action::playCard(best), extra); }), "R-SCORE-3");
}

TEST(SoakChecks, TheMasterGardenersTurnIsRecomputed) {
    GameState g = midGame(1, true, 31);
    Rng rng(4);
    playUntil(g, rng, [](const GameState& s) { return s.phase() == Phase::Claim; });
    const Snapshot pre = Snapshot::of(g);
    GameState after = g;
    ASSERT_TRUE(after.apply(Action::endTurn()));
    EXPECT_EQ(ruleOf([&] { checkStep(pre, Action::endTurn(), after); }), "");
    // A coin of his moved to a tile of the ring: the totals hold, his turn does not.
    GameState bad = after;
    --GameStateAccess::gardener(bad).coins;
    ++GameStateAccess::market(bad).coins[static_cast<std::size_t>(bad.market().slotOfKth(1))];
    EXPECT_EQ(ruleOf([&] { checkStep(pre, Action::endTurn(), bad); }), "R-MG-4");
    // His coins moved to the player: the ledgers see it.
    bad = after;
    --GameStateAccess::gardener(bad).coins;
    ++GameStateAccess::player(bad, 0).coins;
    EXPECT_EQ(ruleOf([&] { checkState(bad, baselineOf(newGame(1, true, 31))); }), "conservation");
}

TEST(SoakChecks, TheFinalRecountFromTheGardens) {
    GameState g = newGame(3, false, 41);
    const Baseline b = baselineOf(g);
    Rng rng(5);
    playUntil(g, rng, [](const GameState&) { return false; });
    ASSERT_TRUE(g.isOver());
    EXPECT_EQ(ruleOf([&] { checkFinal(g, b); }), "");
    GameState bad = g;
    GameStateAccess::player(bad, 1).track += 10;
    EXPECT_EQ(ruleOf([&] { checkFinal(bad, b); }), "R-SCORE-3");
    bad = g;
    GameStateAccess::player(bad, 0).coins -= 1;
    GameStateAccess::player(bad, 1).coins += 1;
    EXPECT_EQ(ruleOf([&] { checkFinal(bad, b); }), "conservation"); // the seats' ledgers
}

TEST(SoakChecks, ActionsMustBeLegalAndRoundTrip) {
    const GameState g = midGame(2, false, 51);
    const auto legal = g.legalActions();
    EXPECT_EQ(ruleOf([&] { checkAction(g, legal, legal.front()); }), "");
    EXPECT_EQ(ruleOf([&] { checkAction(g, legal, Action::playCard(0)); }), "R-TURN-2");
    // A legal list with an action missing is not what the rules allow.
    std::vector<Action> fewer(legal.begin() + 1, legal.end());
    if (!fewer.empty()) {
        EXPECT_EQ(ruleOf([&] { checkAction(g, fewer, fewer.front()); }), "R-TURN-2");
    }
    Rng rng(6);
    EXPECT_EQ(ruleOf([&] { checkLegalSet(g, rng); }), "");
}

TEST(SoakChecks, SeatViewsHideWhatTheyMust) {
    const GameState real = midGame(3, false, 61);
    const Baseline b = baselineOf(newGame(3, false, 61));
    SeatView scratch;
    EXPECT_EQ(ruleOf([&] { checkViewContents(real, scratch); }), "");
    Rng rng(7);
    DeterminizeStats stats;
    for (int seat = -1; seat < real.seatCount(); ++seat)
        EXPECT_EQ(ruleOf([&] { checkDeterminize(real, b, seat, rng, stats); }), "");
    EXPECT_EQ(stats.samples, 4);
    EXPECT_EQ(stats.differing, 4); // 25 tiles in the bag: the worlds differ
    // The comparison the check rests on sees hidden changes in the own view only: seat 1's
    // cards reordered change seat 1's view, not seat 0's.
    GameState other = real;
    PlayerState& p = GameStateAccess::player(other, 1);
    std::swap(p.hand[0], p.deck[0]);
    EXPECT_TRUE(other.viewFor(0) == real.viewFor(0));
    EXPECT_FALSE(other.viewFor(1) == real.viewFor(1));
    // A public change is seen by every view.
    other = real;
    ++GameStateAccess::player(other, 2).coins;
    EXPECT_FALSE(other.viewFor(0) == real.viewFor(0));
}

TEST(SoakChecks, SaveLoadComparesWholeStates) {
    const GameState real = midGame(2, false, 71);
    GameState loaded;
    EXPECT_EQ(ruleOf([&] { loaded = checkSaveLoad(real); }), "");
    EXPECT_TRUE(loaded == real);
    ++GameStateAccess::player(loaded, 0).coins;
    EXPECT_FALSE(loaded == real);
}

TEST(SoakRun, TheSameOutputForAnyNumberOfJobs) {
    RunConfig one;
    one.games = 25;
    one.seed = 1234;
    one.jobs = 1;
    RunConfig two = one;
    two.jobs = 2;
    const RunSummary a = runSoak(data(), one);
    const RunSummary b = runSoak(data(), two);
    EXPECT_FALSE(a.failed) << a.failure.failure;
    EXPECT_EQ(a.games, 25);
    EXPECT_EQ(a.actions, b.actions);
    EXPECT_EQ(a.turns, b.turns);
    EXPECT_EQ(a.deepChecks, b.deepChecks);
    EXPECT_EQ(a.saveLoads, b.saveLoads);
    EXPECT_EQ(a.det.samples, b.det.samples);
    EXPECT_EQ(a.det.differing, b.det.differing);
    EXPECT_EQ(a.gamesByModeAndBots, b.gamesByModeAndBots);
    for (const Mode m : kModes)
        EXPECT_EQ(a.gamesByMode[static_cast<std::size_t>(m)], 5);
}

TEST(SoakRun, EveryBotMixOfEveryMode) {
    std::vector<std::vector<int>> seen(std::size(kModes));
    for (long long i = 0; i < 5 * 16; ++i) {
        const GameSpec s = gameSpec(3, i, {std::begin(kModes), std::end(kModes)});
        int combo = 0;
        for (std::size_t k = 0; k < s.bots.size(); ++k)
            combo |= (s.bots[k] == BotKind::Greedy) << k;
        seen[static_cast<std::size_t>(s.mode)].push_back(combo);
    }
    for (const Mode m : kModes) {
        auto& v = seen[static_cast<std::size_t>(m)];
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        EXPECT_EQ(v.size(), std::size_t{1} << seatsOf(m)) << modeName(m);
    }
    EXPECT_NE(gameSpec(3, 0, {Mode::Two}).seed, gameSpec(3, 1, {Mode::Two}).seed);
    EXPECT_NE(gameSpec(3, 0, {Mode::Two}).seed, gameSpec(4, 0, {Mode::Two}).seed);
}

TEST(SoakRun, TheLowestBrokenGameIsReportedWhateverTheJobs) {
    // Games 7 and 12 are broken on purpose after their 30th action: a coin appears.
    auto tamper = [](GameState& g, const GameSpec& spec, long long step) {
        if ((spec.index == 7 || spec.index == 12) && step == 30)
            ++GameStateAccess::player(g, 0).coins;
    };
    std::string first;
    for (const int jobs : {1, 3}) {
        RunConfig config;
        config.games = 20;
        config.seed = 77;
        config.jobs = jobs;
        config.plan.tamper = tamper;
        const RunSummary s = runSoak(data(), config);
        ASSERT_TRUE(s.failed);
        EXPECT_EQ(s.failedSpec.index, 7);
        EXPECT_EQ(s.games, 8);         // games 0..7
        EXPECT_NE(s.failure.rule, ""); // the seat's coins changed outside its own action
        if (first.empty())
            first = s.failure.failure;
        EXPECT_EQ(s.failure.failure, first);
        EXPECT_EQ(s.failure.actionIndex, 30);
        // Replaying that one game alone breaks the same way.
        CheckPlan plan;
        plan.tamper = tamper;
        const GameResult again = playChecked(data(), s.failedSpec, plan);
        EXPECT_FALSE(again.ok);
        EXPECT_EQ(again.failure, s.failure.failure);
    }
}
