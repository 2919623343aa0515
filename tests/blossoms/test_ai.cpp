// Blossoms' computer players (include/blossoms/ai/bots.h, spec/blossoms/CLI.md "suggest"): every
// bot's action is legal, no bot peeks (a world re-dealt from the view gives the same decision),
// greedy as CLI.md defines it on staged positions, and the odds of the next Growth equal a count
// of what each unseen card would do (R-BL-GROW-2..6).
#include "blossoms/ai/bots.h"
#include "blossoms/lab/simulate.h"
#include "blossoms/rules/module.h"
#include "staging.h"

#include <gtest/gtest.h>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

const std::vector<ai::BotKind> kAll = {ai::BotKind::Random, ai::BotKind::Greedy, ai::BotKind::Easy,
                                       ai::BotKind::Medium, ai::BotKind::Hard};

ai::Budget small() {
    ai::Budget b;
    b.iterations = 6;
    b.threads = 1;
    return b;
}

std::vector<std::pair<std::string, double>> textsOf(const Game& g, const ai::Suggestion& s) {
    std::vector<std::pair<std::string, double>> out = {{g.actionText(s.action), s.expected}};
    for (const auto& [a, v] : s.alternatives)
        out.push_back({g.actionText(a), v});
    return out;
}

} // namespace

TEST(BlossomsBots, EveryBotPlaysOnlyLegalActions) {
    for (ai::BotKind k : kAll)
        for (int seats : {2, 3})
            for (int variant = 0; variant < 4; ++variant) {
                const Variant v{(variant & 1) != 0, (variant & 2) != 0};
                const int games = k == ai::BotKind::Hard ? 1 : 3;
                for (int seed = 1; seed <= games; ++seed) {
                    Game g = Game::deal(shipped(), seats, v, static_cast<std::uint64_t>(seed));
                    engine::Rng rng(static_cast<std::uint64_t>(seed));
                    while (!g.isOver()) {
                        const Action a = ai::choose(k, g.viewFor(g.toAct()), rng, small());
                        const engine::Verdict verdict = g.apply(a);
                        ASSERT_TRUE(verdict)
                            << ai::botName(k) << ": " << g.actionText(a) << ": " << verdict.reason;
                    }
                }
            }
}

// R-BL-PRIV-4: changing the places of the cards hidden to the seat changes no decision.
TEST(BlossomsBots, NoPeekingAWorldReDealtFromTheViewGetsTheSameDecision) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Game g = Game::deal(shipped(), seed % 2 ? 2 : 3, Variant{false, seed > 2}, seed);
        engine::Rng play(seed);
        for (int step = 0; !g.isOver(); ++step) {
            const int seat = g.toAct();
            const SeatView view = g.viewFor(seat);
            if (step % 5 == 0) {
                engine::Rng dealer(seed * 977 + static_cast<std::uint64_t>(step));
                const Game other = determinize(view, dealer);
                const SeatView again = other.viewFor(seat);
                ASSERT_EQ(again, view);
                for (ai::BotKind k : kAll) {
                    engine::Rng r1(7), r2(7);
                    EXPECT_EQ(textsOf(g, ai::suggest(k, view, r1, small())),
                              textsOf(g, ai::suggest(k, again, r2, small())))
                        << ai::botName(k) << " at step " << step;
                }
            }
            g.apply(ai::choose(ai::BotKind::Random, view, play));
        }
    }
}

// CLI.md "suggest": greedy takes the action that gains most points now, a Cut's set value plus
// the change of the variety points (R-BL-SCORE-1..2); among equals the first by id.
TEST(BlossomsBots, R_BL_SCORE_GreedyGrowsUntilItCanCutThenCuts) {
    Staged s;
    s.deckTop = {"C02", "C20", "C04", "C21", "C05"};
    Game g = staged(s);
    engine::Rng rng(1);
    ai::Suggestion first = ai::suggest(ai::BotKind::Greedy, g.viewFor(0), rng);
    EXPECT_EQ(g.actionText(first.action), "grow");
    EXPECT_EQ(first.expected, 0);
    play(g, {"grow"}); // C02 on the rose: height 2
    const ai::Suggestion cut = ai::suggest(ai::BotKind::Greedy, g.viewFor(0), rng);
    EXPECT_EQ(g.actionText(cut.action), "cut 1");
    EXPECT_EQ(cut.expected, 1 + 1); // a set of 2 (1) and a first type (1)
}

TEST(BlossomsBots, R_BL_SCORE_2_GreedyCountsTheChangeOfTheVarietyPoints) {
    Staged s;
    s.deckTop = {"C02", "C20", "C04", "C21", "C05"};
    Game g = staged(s);
    // Ada cuts a rose set; Ben grows pot 2 and passes; Ada plants a rose in pot 1, grows pot 2 to
    // 3 and the rose pot to 2.
    play(g, {"grow", "cut 1", "grow", "pass", "grow", "grow", "grow"});
    ASSERT_EQ(g.toAct(), 0);
    ASSERT_EQ(g.pot(0).height(), 2);
    ASSERT_EQ(g.pot(1).height(), 3);
    engine::Rng rng(1);
    const ai::Suggestion best = ai::suggest(ai::BotKind::Greedy, g.viewFor(0), rng);
    EXPECT_EQ(g.actionText(best.action), "cut 2");
    EXPECT_EQ(best.expected, 3 + (3 - 1)); // a set of 3 and a second type
    ASSERT_FALSE(best.alternatives.empty());
    EXPECT_EQ(g.actionText(best.alternatives[0].first), "cut 1");
    EXPECT_EQ(best.alternatives[0].second, 1 + 0);               // a second rose set: no new type
    EXPECT_EQ(g.actionText(best.alternatives[1].first), "grow"); // the first of the zeros
}

// Over random games: greedy's values are the seat's change of total, and it picks the first best.
TEST(BlossomsBots, GreedyValuesAreTheChangeOfTotalAndTiesGoToTheFirstId) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Game g = Game::deal(shipped(), 2 + static_cast<int>(seed % 2), Variant{}, seed);
        engine::Rng rng(seed);
        while (!g.isOver()) {
            const int seat = g.toAct();
            const SeatView view = g.viewFor(seat);
            const auto values = ai::greedyValues(view);
            ASSERT_EQ(values.size(), g.legalActions().size());
            double best = -1;
            Action pick;
            for (const auto& [a, v] : values) {
                Game after = g;
                ASSERT_TRUE(after.apply(a));
                const double delta = a.kind == Action::Kind::Cut
                                         ? after.standings()[static_cast<std::size_t>(seat)].total -
                                               g.standings()[static_cast<std::size_t>(seat)].total
                                         : 0.0;
                EXPECT_EQ(v, delta) << g.actionText(a);
                if (v > best)
                    best = v, pick = a;
            }
            EXPECT_EQ(ai::choose(ai::BotKind::Greedy, view, rng), pick);
            g.apply(ai::choose(ai::BotKind::Random, view, rng));
        }
    }
}

namespace {

// What a Growth drawing `card` next would do, by the rules: the deal with `card` swapped into
// the next draw's place, the history replayed, then `grow`. nullopt when the replay fails.
std::optional<GrowResult> resultWith(const Game& g, int card) {
    Deal d = g.dealt();
    const std::size_t next = d.deck.size() - static_cast<std::size_t>(g.deckSize());
    std::vector<int*> places;
    for (auto& h : d.hands)
        for (int& c : h)
            places.push_back(&c);
    for (int& c : d.removed)
        places.push_back(&c);
    for (int& c : d.deck)
        places.push_back(&c);
    for (int* p : places)
        if (*p == card)
            std::swap(*p, d.deck[next]);
    Game h = Game::fromDeal(g.componentsPtr(), g.variant(), d);
    for (const Action& a : g.history())
        if (!h.apply(a))
            return std::nullopt;
    if (!h.apply(Action::grow()) || h.lastOutcome().card != card)
        return std::nullopt;
    return h.lastOutcome().result;
}

} // namespace

TEST(BlossomsBots, R_BL_GROW_TheOddsOfTheNextGrowthAreACountOverTheUnseenCards) {
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Game g = Game::deal(shipped(), 2, Variant{}, seed);
        engine::Rng rng(seed);
        while (!g.isOver()) {
            const SeatView view = g.viewFor(g.toAct());
            bool raked = false;
            for (const Action& a : g.history())
                raked = raked || a.kind == Action::Kind::Order;
            const auto legal = g.legalActions();
            if (!raked && view.knownTop.empty() && legal.front().kind == Action::Kind::Grow) {
                ai::GrowthOdds count;
                bool replayed = true;
                for (int card : view.hidden) {
                    const auto r = resultWith(g, card);
                    if (!r) {
                        replayed = false;
                        break;
                    }
                    ++count.cards;
                    count.grew += *r == GrowResult::Grew ? 1 : 0;
                    count.planted += *r == GrowResult::Planted || *r == GrowResult::ChoosePot;
                    count.badLuck += *r == GrowResult::BadLuck ? 1 : 0;
                    count.died += *r == GrowResult::Died ? 1 : 0;
                    count.fenced += *r == GrowResult::Fenced ? 1 : 0;
                }
                if (replayed) {
                    const ai::GrowthOdds odds = ai::growthOdds(view);
                    EXPECT_EQ(odds.cards, count.cards);
                    EXPECT_EQ(odds.grew, count.grew);
                    EXPECT_EQ(odds.planted, count.planted);
                    EXPECT_EQ(odds.badLuck, count.badLuck);
                    EXPECT_EQ(odds.died, count.died);
                    EXPECT_EQ(odds.fenced, count.fenced);
                    ++checked;
                }
            }
            g.apply(ai::choose(ai::BotKind::Random, view, rng));
        }
    }
    EXPECT_GT(checked, 100);
}

TEST(BlossomsBots, R_BL_GROW_TheOddsOfAKnownTopAreCertain) {
    Staged s;
    s.deckTop = {"C02", "C20", "C04"};
    const Game g = withDeck(s, {"C08"});
    const ai::GrowthOdds odds = ai::growthOdds(g.viewFor(0));
    EXPECT_EQ(odds.cards, 1);
    EXPECT_EQ(odds.grew, 1);
    EXPECT_EQ(odds.badLuckChance(), 0);
}

TEST(BlossomsBots, NamesAndTheSearchingLevel) {
    for (ai::BotKind k : kAll)
        EXPECT_EQ(ai::botFromName(ai::botName(k)), k);
    EXPECT_FALSE(ai::botFromName("expert"));
    EXPECT_TRUE(ai::isSearching(ai::BotKind::Hard));
    EXPECT_FALSE(ai::isSearching(ai::BotKind::Medium));
}

// The lab's fast path for random (the game's own legal list) plays the bot's own game.
TEST(BlossomsBots, TheLabsRandomPlaysWhatTheRandomBotPlays) {
    lab::SimConfig config;
    config.players = 3;
    config.bots = {ai::BotKind::Random};
    config.seed = 11;
    for (int game = 0; game < 5; ++game) {
        const auto played = lab::playGame(shipped(), config, game);
        ASSERT_TRUE(played);
        Game g = Game::fromDeal(shipped(), Variant{}, played->end.dealt());
        std::vector<engine::Rng> rngs;
        const std::uint64_t seed = config.seed + static_cast<std::uint64_t>(game);
        for (int p = 0; p < 3; ++p)
            rngs.emplace_back(seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(p + 1));
        while (!g.isOver()) {
            const int seat = g.toAct();
            ASSERT_TRUE(g.apply(ai::choose(ai::BotKind::Random, g.viewFor(seat),
                                           rngs[static_cast<std::size_t>(seat)])));
        }
        EXPECT_EQ(g.history(), played->end.history());
    }
}
