// Petals' soak (petals_soak.h): random games of 2 to 5 players in both variants, odd actions and
// texts mixed in, every invariant after every action; and the checker's teeth: a broken deal, a
// wrong legal list or a wrong transition is reported.
//
// Games: 1000 times FROSTED_TEST_SCALE (at least 8); PETALS_SOAK_GAMES and PETALS_SOAK_SEED set
// a longer run (scripts/soak.sh --petals).
#include "petals_soak.h"
#include "test_scale.h"

#include "petals/rules/data_loader.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

using namespace petals;
using namespace petals::soak;

namespace {

const ComponentsPtr& shipped() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

long long fromEnv(const char* name, long long fallback) {
    const char* s = std::getenv(name);
    return s && *s ? std::stoll(s) : fallback;
}

template <class F>
std::string ruleOf(F check) {
    try {
        check();
    } catch (const Violation& v) {
        return v.rule();
    }
    return "";
}

// A game `steps` random legal actions in.
Game playedFor(int seats, std::uint64_t seed, int steps) {
    Game g = Game::deal(shipped(), seats, Variant::Standard, seed);
    engine::Rng rng(seed);
    for (int i = 0; i < steps && !g.isOver(); ++i) {
        const auto legal = g.legalActions();
        g.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
    }
    return g;
}

} // namespace

TEST(PetalsSoak, RandomGamesKeepEveryInvariant) {
    const long long games = fromEnv("PETALS_SOAK_GAMES", testing_scale::scaled(1000, 8));
    const auto seed = static_cast<std::uint64_t>(fromEnv("PETALS_SOAK_SEED", 20261206));
    GameResult total;
    for (long long i = 0; i < games; ++i) {
        const GameSpec spec = gameSpec(seed, i);
        const GameResult r = playChecked(shipped(), spec);
        ASSERT_TRUE(r.ok) << "game " << i << " (" << spec.seats << " players, "
                          << (spec.variant == Variant::Harmony ? "harmony" : "standard")
                          << ", seed " << spec.seed << ") after " << r.actions << " actions, "
                          << r.lastAction << ": " << r.failure;
        total.actions += r.actions;
        total.refused += r.refused;
        total.oddAccepted += r.oddAccepted;
        total.texts += r.texts;
        total.effects += r.effects;
        total.moves += r.moves;
    }
    std::printf("%lld games, %lld actions, %lld odd actions refused, %lld odd ones legal, %lld "
                "texts, %lld effects, %lld moves\n",
                games, total.actions, total.refused, total.oddAccepted, total.texts, total.effects,
                total.moves);
    EXPECT_GT(total.refused, total.actions / 4); // the odd actions are tried often
    EXPECT_GT(total.effects, 0);                 // the effects and moves happen
    EXPECT_GT(total.moves, 0);
}

TEST(PetalsSoak, TheCheckerReportsABrokenDeal) {
    const Game real = Game::deal(shipped(), 2, Variant::Standard, 5);
    EXPECT_EQ(ruleOf([&] { checkState(real); }), "");
    Deal twice = real.dealt();
    twice.pile.push_back(twice.pile.front()); // a card twice
    EXPECT_EQ(ruleOf([&] { checkState(Game::fromDeal(shipped(), Variant::Standard, twice)); }),
              "conservation");
    Deal lost = real.dealt();
    lost.pile.pop_back(); // a card nowhere
    EXPECT_EQ(ruleOf([&] { checkState(Game::fromDeal(shipped(), Variant::Standard, lost)); }),
              "conservation");
    Deal stacked = real.dealt();
    stacked.start[1].cell = stacked.start[0].cell; // two cards in one cell
    EXPECT_EQ(ruleOf([&] { checkState(Game::fromDeal(shipped(), Variant::Standard, stacked)); }),
              "R-PE-GRID-1");
}

TEST(PetalsSoak, TheCheckerReportsAWrongLegalList) {
    const Game g = playedFor(3, 11, 9);
    const auto legal = g.legalActions();
    ASSERT_GT(legal.size(), 2u);
    EXPECT_EQ(ruleOf([&] { checkLegal(g, legal); }), "");
    auto reversed = legal;
    std::swap(reversed.front(), reversed.back());
    EXPECT_EQ(ruleOf([&] { checkLegal(g, reversed); }), "ids");
    auto twice = legal;
    twice.insert(twice.begin() + 1, legal.front());
    EXPECT_EQ(ruleOf([&] { checkLegal(g, twice); }), "ids");
    auto missing = legal;
    missing.pop_back();
    EXPECT_NE(ruleOf([&] { checkLegal(g, missing); }), "");
    // An action the rules refuse, listed: check() says no.
    auto extra = legal;
    extra.push_back(Action::skip());
    EXPECT_NE(ruleOf([&] { checkLegal(g, extra); }), "");
}

TEST(PetalsSoak, TheCheckerReportsAWrongStep) {
    Game g = playedFor(2, 3, 6);
    const Game before = g;
    const auto legal = g.legalActions();
    EXPECT_TRUE(tryAction(g, legal, legal.front()));
    // The same action said to lead nowhere, or back to the game before it.
    EXPECT_EQ(ruleOf([&] { checkStep(before, legal.front(), before); }), "history");
    EXPECT_EQ(ruleOf([&] { checkStep(before, legal.back(), g); }), "history");
    // A legal action the list leaves out is reported when accepted.
    Game h = before;
    EXPECT_EQ(ruleOf([&] { tryAction(h, {}, legal.front()); }), "refusal");
    // An odd action is refused and changes nothing.
    Game k = before;
    EXPECT_FALSE(tryAction(k, legal, Action::place(-1, {0, 0}, 7)));
    EXPECT_TRUE(k == before);
}
