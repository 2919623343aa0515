// Petals' computer players (include/petals/ai/bots.h, docs/ai.md "Petals"): greedy's choice on the
// worked examples of RULES.md §12 and on random positions against an oracle that plays every
// action out, a legal action from every bot at every step, no peeking (R-PE-PRIV-1: the same
// suggestion whatever the hidden parts are), hard's determinism on any number of threads, and
// cancelling a search.
#include "petals/ai/bots.h"
#include "staging.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

using namespace petals;
using namespace petals::testing;
using ai::BotKind;

namespace {

constexpr std::array<BotKind, 5> kAll = {BotKind::Random, BotKind::Greedy, BotKind::Easy,
                                         BotKind::Medium, BotKind::Hard};

ai::Budget fixedWorlds(int iterations, int threads = 1) {
    ai::Budget b;
    b.iterations = iterations;
    b.threads = threads;
    return b;
}

int total(const Points& p) {
    return p[0] + p[1] + p[2] + p[3];
}

// The oracle: the points of the turn `a` starts (or continues), the rest of the turn answered by
// the answer that scores most, read from the log once the turn is over (CLI.md "suggest").
int turnPoints(const Game& g, const Action& a) {
    Game after = g;
    EXPECT_TRUE(after.apply(a));
    if (after.isOver() || after.log().size() > g.log().size())
        return total(after.log().back().points);
    int best = -1;
    for (const Action& answer : after.legalActions())
        best = std::max(best, turnPoints(after, answer));
    return best;
}

// Greedy's choice is the first action, in id order, of the most points this turn; what it expects
// is what the action adds (after a double effect the placed card's points are already scored,
// R-PE-EFFECT-4).
void expectGreedy(const Game& g) {
    engine::Rng rng(1);
    const ai::Suggestion s = ai::suggest(BotKind::Greedy, g.viewFor(g.toAct()), rng);
    const Lying& placed = g.placedThisTurn();
    const int scored = g.step() == Step::Move
                           ? total(g.contact(placed.card, placed.cell, placed.rotation).points)
                           : 0;
    int best = -1;
    std::optional<Action> first;
    for (const Action& a : g.legalActions())
        if (const int p = turnPoints(g, a) - scored; p > best) {
            best = p;
            first = a;
        }
    ASSERT_TRUE(first);
    EXPECT_EQ(s.action, *first) << g.actionText(s.action) << " instead of " << g.actionText(*first);
    EXPECT_EQ(s.expected, best);
}

// Positions of seeded games played by random actions, at every step of every turn.
std::vector<Game> positions(int players, std::uint64_t seed, int every) {
    std::vector<Game> out;
    Game g =
        Game::deal(shipped(), players, players == 3 ? Variant::Harmony : Variant::Standard, seed);
    engine::Rng rng(seed);
    for (int i = 0; !g.isOver(); ++i) {
        if (i % every == 0 || g.step() != Step::Place)
            out.push_back(g);
        const auto legal = g.legalActions();
        g.apply(legal[rng.below(legal.size())]);
    }
    return out;
}

} // namespace

TEST(PetalsBots, NamesRoundTrip) {
    ASSERT_EQ(ai::botNames().size(), kAll.size());
    for (BotKind k : kAll) {
        EXPECT_EQ(ai::botFromName(ai::botName(k)), k);
        EXPECT_EQ(ai::isSearching(k), k == BotKind::Hard);
    }
    EXPECT_FALSE(ai::botFromName("Greedy"));
}

// §12 example 1 (R-PE-MATCH-5): `place C01 0 -1 90` scores Earth 3, Water 3; greedy finds at
// least that, and its choice is the best placement.
TEST(PetalsBots, R_PE_MATCH_5_GreedyOnExample1TakesTheMostPoints) {
    const Game g = example(lie("C05", -1, -1, 180), lie("C03", 0, 0, 270), "C01");
    engine::Rng rng(1);
    const ai::Suggestion s = ai::suggest(BotKind::Greedy, g.viewFor(0), rng);
    EXPECT_GE(s.expected, 6);
    expectGreedy(g);
}

// §12 example 3 (R-PE-EFFECT-3): scoring the placed card is Water 4, `move C01 -1 0 90` is Fire 6,
// Air 1: greedy moves (the best move, at least 7 points) and says what it scores.
TEST(PetalsBots, R_PE_EFFECT_3_GreedyComparesTheScoreWithTheBestMove) {
    Game g = example(lie("C08", -1, -1, 270), lie("C12", 0, 0, 270), "C29", lie("C01", 1, 1, 0));
    engine::Rng rng(1);
    const ai::Suggestion before = ai::suggest(BotKind::Greedy, g.viewFor(0), rng);
    EXPECT_GE(before.expected, 7); // the placement is worth the whole turn
    ASSERT_TRUE(g.apply(place("C29", 0, -1, 90)));
    ASSERT_EQ(g.step(), Step::Effect);
    const ai::Suggestion s = ai::suggest(BotKind::Greedy, g.viewFor(0), rng);
    EXPECT_EQ(s.action.kind, Action::Kind::Move);
    EXPECT_GE(s.expected, 7);
    expectGreedy(g);
}

// §12 example 4 (R-PE-EFFECT-4): after the double effect's Water 2, Air 2, greedy takes the best
// move (`move C01 -1 0 0` adds Fire 3, Earth 3) rather than skip.
TEST(PetalsBots, R_PE_EFFECT_4_GreedyMovesAfterADoubleEffect) {
    Game g = example(lie("C02", -1, -1, 270), lie("C03", 0, 0, 270), "C26", lie("C01", 1, 1, 0));
    ASSERT_TRUE(g.apply(place("C26", 0, -1, 270)));
    ASSERT_EQ(g.step(), Step::Move);
    engine::Rng rng(1);
    const ai::Suggestion s = ai::suggest(BotKind::Greedy, g.viewFor(0), rng);
    EXPECT_EQ(s.action.kind, Action::Kind::Move);
    EXPECT_GE(s.expected, 6);
    expectGreedy(g);
}

TEST(PetalsBots, GreedyTakesTheMostPointsOnRandomPositions) {
    for (const Game& g : positions(2, 3, 5))
        expectGreedy(g);
}

// Every bot answers every step (place, effect, move) with a legal action, 2 to 5 players.
TEST(PetalsBots, EveryBotPlaysALegalActionAtEveryStep) {
    for (int players = 2; players <= 5; ++players)
        for (const Game& g : positions(players, 10u + players, 4))
            for (BotKind k : kAll) {
                engine::Rng rng(7);
                const Action a = ai::choose(k, g.viewFor(g.toAct()), rng, fixedWorlds(2));
                EXPECT_TRUE(g.check(a)) << ai::botName(k) << ": " << g.actionText(a);
            }
}

// R-PE-PRIV-1: the hidden parts dealt again (other hands, the pile, the 3-player removals) from
// another seed give the seat the same view, and every bot the same suggestion, byte for byte.
TEST(PetalsBots, R_PE_PRIV_1_NoPeekingTheHiddenPartsChangeNothing) {
    for (int players : {2, 3, 4})
        for (const Game& g : positions(players, 40u + players, 9)) {
            const int seat = g.toAct();
            const SeatView v = g.viewFor(seat);
            engine::Rng other(99);
            const Game again = determinize(v, other);
            ASSERT_EQ(again.viewFor(seat), v);
            ASSERT_NE(again, g); // the hidden parts did change
            for (BotKind k : kAll) {
                engine::Rng r1(5), r2(5);
                const ai::Suggestion a = ai::suggest(k, v, r1, fixedWorlds(3));
                const ai::Suggestion b = ai::suggest(k, again.viewFor(seat), r2, fixedWorlds(3));
                EXPECT_EQ(a.action, b.action) << ai::botName(k);
                EXPECT_EQ(a.expected, b.expected) << ai::botName(k);
                EXPECT_EQ(a.alternatives, b.alternatives) << ai::botName(k);
                EXPECT_EQ(a.worlds, b.worlds) << ai::botName(k);
            }
        }
}

// With a number of worlds, hard decides the same on 1, 2 or 3 threads.
TEST(PetalsBots, HardIsDeterministicOnAnyThreadCount) {
    const std::vector<Game> all = positions(2, 8, 6);
    for (std::size_t i = 0; i < all.size(); i += 3) {
        const SeatView v = all[i].viewFor(all[i].toAct());
        std::optional<ai::Suggestion> first;
        for (int threads : {1, 2, 3}) {
            engine::Rng rng(11);
            const ai::Suggestion s = ai::suggest(BotKind::Hard, v, rng, fixedWorlds(8, threads));
            EXPECT_TRUE(s.worlds == 8 || s.alternatives.empty()); // searched, or nothing to weigh
            if (!first) {
                first = s;
                continue;
            }
            EXPECT_EQ(s.action, first->action);
            EXPECT_EQ(s.expected, first->expected);
            EXPECT_EQ(s.alternatives, first->alternatives);
            EXPECT_EQ(s.worlds, first->worlds);
        }
    }
}

// A cancelled search ends at once with a legal choice (medium's when no world was played out).
TEST(PetalsBots, HardCanBeCancelled) {
    const Game g = positions(2, 21, 1)[6];
    const SeatView v = g.viewFor(g.toAct());
    std::atomic<bool> cancel{true};
    engine::Rng rng(1);
    ai::Budget forever;
    forever.thinkMs = 60000;
    const ai::Suggestion now = ai::suggest(BotKind::Hard, v, rng, forever, &cancel);
    EXPECT_EQ(now.worlds, 0);
    EXPECT_TRUE(g.check(now.action));

    cancel = false;
    const auto start = std::chrono::steady_clock::now();
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        cancel = true;
    });
    const ai::Suggestion later = ai::suggest(BotKind::Hard, v, rng, forever, &cancel);
    stopper.join();
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
    EXPECT_TRUE(g.check(later.action));
}
