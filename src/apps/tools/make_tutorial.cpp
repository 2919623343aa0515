// Finds the guided first game (issue 19, include/frosted/lab/tutorial.h): a deal and a whole game of
// two seats, the person and a gentle computer player, in which every lesson happens once in a
// sensible order and the game ends in a tie that the coins decide (R-END-3). Prints the script
// document to stdout; assets/tutorial/first-game.json is its output for the built-in data:
//
//   frosted-make-tutorial data/ > assets/tutorial/first-game.json
//
// The search is plain: deals from successive seeds, each turn chosen among every way to play it
// (placements sampled) by how many new lessons it teaches (at most two at a time, so that each
// is told on its own), the computer player a modest one (a middling scoring choice, and one skip
// early so that coins lie on a tile); the last two turns are searched together for the tie.
#include "engine/rng.h"
#include "frosted/lab/tutorial.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/game.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <iostream>
#include <set>

using namespace frosted;

namespace {

struct Option {
    std::vector<Action> acts;
    std::vector<std::vector<Lesson>> lessons; // per action
    GameState end;
    int points = 0;
};

void enumerateTurn(const GameState& g, Rng& rng, int placeSample, std::vector<Option>& out) {
    out.clear();
    for (const Action& take : g.legalActions()) {
        GameState g1 = g;
        if (!g1.apply(take))
            continue;
        auto l1 = lessonsOf(g, take, g1);
        std::vector<Action> places = g1.legalActions();
        for (std::size_t i = places.size(); i > 1; --i)
            std::swap(places[i - 1], places[rng.next() % i]);
        if (static_cast<int>(places.size()) > placeSample)
            places.resize(static_cast<std::size_t>(placeSample));
        for (const Action& place : places) {
            GameState g2 = g1;
            if (!g2.apply(place))
                continue;
            auto l2 = lessonsOf(g1, place, g2);
            for (const Action& card : g2.legalActions()) {
                if (card.kind != Action::Kind::PlayCard)
                    continue;
                GameState g3 = g2;
                if (!g3.apply(card))
                    continue;
                auto l3 = lessonsOf(g2, card, g3);
                const int points =
                    g3.player(g.currentSeat()).track - g.player(g.currentSeat()).track;
                std::vector<Action> claims;
                for (const Action& a : g3.legalActions())
                    if (a.kind == Action::Kind::Claim)
                        claims.push_back(a);
                // No claim, or each claimable objective alone.
                for (int c = -1; c < static_cast<int>(claims.size()); ++c) {
                    Option o{{take, place, card}, {l1, l2, l3}, g3, points};
                    if (c >= 0) {
                        GameState g4 = o.end;
                        if (!g4.apply(claims[static_cast<std::size_t>(c)]))
                            continue;
                        o.lessons.push_back(
                            lessonsOf(o.end, claims[static_cast<std::size_t>(c)], g4));
                        o.acts.push_back(claims[static_cast<std::size_t>(c)]);
                        o.end = std::move(g4);
                    }
                    GameState g5 = o.end;
                    if (!g5.apply(Action::endTurn()))
                        continue;
                    o.lessons.push_back(lessonsOf(o.end, Action::endTurn(), g5));
                    o.acts.push_back(Action::endTurn());
                    o.end = std::move(g5);
                    out.push_back(std::move(o));
                }
            }
        }
    }
}

using Told = std::array<bool, kLessonCount>;

int newLessons(const Option& o, const Told& told) {
    std::set<Lesson> fresh;
    for (const auto& ls : o.lessons)
        for (Lesson l : ls)
            if (!told[static_cast<std::size_t>(l)] && l != Lesson::End && l != Lesson::TieBreak)
                fresh.insert(l);
    return static_cast<int>(fresh.size());
}

void tell(const Option& o, Told& told) {
    for (const auto& ls : o.lessons)
        for (Lesson l : ls)
            told[static_cast<std::size_t>(l)] = true;
}

bool allButEnd(const Told& t) {
    for (int i = 0; i < kLessonCount; ++i) {
        const auto l = static_cast<Lesson>(i);
        if (l != Lesson::End && l != Lesson::TieBreak && !t[static_cast<std::size_t>(i)])
            return false;
    }
    return true;
}

bool allButEnd(const Told& t);

// The person's choice: new lessons first (two at most), then modest points.
const Option* personChoice(const std::vector<Option>& opts, const Told& told, int round, Rng& rng) {
    const Option* best = nullptr;
    double bestScore = -1e9;
    for (const Option& o : opts) {
        const int fresh = newLessons(o, told);
        double s = 100.0 * std::min(fresh, 2) - 150.0 * std::max(0, fresh - 2) + o.points * 0.8 +
                   static_cast<double>(rng.next() % 30);
        // The first turn teaches the free tile and the one-type card, nothing else.
        if (round == 1) {
            const bool free = !o.lessons[0].empty() && o.lessons[0][0] == Lesson::TakeFree;
            const bool cardOne = std::find(o.lessons[2].begin(), o.lessons[2].end(),
                                           Lesson::CardOne) != o.lessons[2].end();
            s += (free ? 500 : -500) + (cardOne ? 500 : -500) - 300.0 * std::max(0, fresh - 2);
        }
        // Once every lesson is told, keep the totals close for the tie at the end.
        if (allButEnd(told) && fresh == 0) {
            const auto sc = o.end.scores();
            s = -std::abs(sc[0].total - sc[1].total) * 5.0 + static_cast<double>(rng.next() % 5);
        }
        if (s > bestScore) {
            bestScore = s;
            best = &o;
        }
    }
    return best;
}

// The gentle player: a middling choice by points; one skip in its first turns.
const Option* gentleChoice(std::vector<Option>& opts, const Told& told, int round, Rng& rng) {
    const bool wantSkip = !told[static_cast<std::size_t>(Lesson::CoinsOnTiles)] && round >= 2;
    std::vector<const Option*> pool;
    for (const Option& o : opts) {
        const bool skips = !o.lessons[0].empty() && o.lessons[0][0] == Lesson::CoinsOnTiles;
        if (wantSkip == skips || (!wantSkip && !skips))
            pool.push_back(&o);
    }
    if (pool.empty())
        for (const Option& o : opts)
            pool.push_back(&o);
    std::sort(pool.begin(), pool.end(),
              [](const Option* a, const Option* b) { return a->points > b->points; });
    // Late in the game, close to the person's total (the tie at the end).
    if (round >= 7 && !wantSkip) {
        std::stable_sort(pool.begin(), pool.end(), [](const Option* a, const Option* b) {
            const auto sa = a->end.scores(), sb = b->end.scores();
            return std::abs(sa[0].total - sa[1].total) < std::abs(sb[0].total - sb[1].total);
        });
        return pool[rng.next() % std::min<std::size_t>(pool.size(), 3)];
    }
    const std::size_t lo = pool.size() / 4, hi = std::max(lo + 1, pool.size() / 2);
    return pool[lo + rng.next() % (hi - lo)];
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: frosted-make-tutorial DATA_DIR [FIRST_SEED] [TRIES]\n");
        return 2;
    }
    ComponentsPtr c = loadComponents(argv[1]);
    const std::uint64_t first = argc > 2 ? std::stoull(argv[2]) : 1;
    const int tries = argc > 3 ? std::stoi(argv[3]) : 500;
    const int rounds = c->rules.rounds;
    for (int t = 0; t < tries; ++t) {
        TutorialScript s;
        s.seed = first + static_cast<std::uint64_t>(t);
        s.computers = {"", "easy"};
        GameState g = tutorialDeal(c, s, {"You", "Rosa"});
        Rng rng(s.seed * 7919);
        Told told{};
        std::vector<std::pair<int, std::vector<Lesson>>> lessonAt; // action index, lessons
        std::vector<Option> opts;
        bool ok = true;
        auto record = [&](const Option& o) {
            for (std::size_t i = 0; i < o.acts.size(); ++i) {
                lessonAt.push_back({static_cast<int>(s.actions.size()), o.lessons[i]});
                s.actions.push_back(o.acts[i]);
            }
            tell(o, told);
            g = o.end;
        };
        while (!g.isOver() && g.round() < rounds) {
            const bool person = g.currentSeat() == 0;
            enumerateTurn(g, rng, person ? 80 : 40, opts);
            if (opts.empty()) {
                ok = false;
                break;
            }
            record(person ? *personChoice(opts, told, g.round(), rng)
                          : *gentleChoice(opts, told, g.round(), rng));
        }
        if (!ok || !allButEnd(told)) {
            std::string missing;
            for (int i = 0; i < kLessonCount; ++i)
                if (!told[static_cast<std::size_t>(i)])
                    missing += " " + std::string(name(static_cast<Lesson>(i)));
            std::fprintf(stderr, "seed %llu: lessons missing:%s\n",
                         static_cast<unsigned long long>(s.seed), missing.c_str());
            continue;
        }
        // The last round: the person's turn, then the gentle player's, searched for a tie the
        // coins decide in the person's favour.
        enumerateTurn(g, rng, 60, opts);
        std::vector<Option> last;
        bool found = false;
        for (const Option& mine : opts) {
            enumerateTurn(mine.end, rng, 60, last);
            for (const Option& theirs : last) {
                const auto& lessons = theirs.lessons.back();
                if (std::find(lessons.begin(), lessons.end(), Lesson::TieBreak) == lessons.end())
                    continue;
                if (theirs.end.scores()[0].rank != 1)
                    continue;
                record(mine);
                record(theirs);
                found = true;
                break;
            }
            if (found)
                break;
        }
        if (!found) {
            std::fprintf(stderr, "seed %llu: no tie\n", static_cast<unsigned long long>(s.seed));
            continue;
        }
        // The first turn must teach the free tile and the one-type card.
        {
            const auto& first = lessonAt;
            auto has = [&](std::size_t i, Lesson l) {
                return std::find(first[i].second.begin(), first[i].second.end(), l) !=
                       first[i].second.end();
            };
            if (!has(0, Lesson::TakeFree) || !has(2, Lesson::CardOne)) {
                std::fprintf(stderr, "seed %llu: first turn\n",
                             static_cast<unsigned long long>(s.seed));
                continue;
            }
        }
        // Notes: the welcome, then each lesson where it first happens, pointing at its part of
        // the table (tutorial.h).
        GameState replay = tutorialDeal(c, s, {"You", "Rosa"});
        std::vector<GameState> states;
        for (const Action& a : s.actions) {
            states.push_back(replay);
            replay.apply(a);
        }
        auto target = [&](Lesson l, int i) -> std::string {
            if (l == Lesson::End)
                return "scorepad";
            if (l == Lesson::TieBreak)
                return "tiebreak";
            const GameState& b = states[static_cast<std::size_t>(i)];
            const Action& a = s.actions[static_cast<std::size_t>(i)];
            switch (l) {
            case Lesson::TakeFree:
            case Lesson::Skip:
            case Lesson::TakeCoins:
                return "ring:" + std::to_string(b.market().slotOfKth(a.value));
            case Lesson::CoinsOnTiles:
                return "ring";
            case Lesson::TurnOver:
                return "placement";
            case Lesson::Gap:
            case Lesson::Worker:
            case Lesson::Barn:
            case Lesson::Windmill:
                return "gaps";
            case Lesson::CardOne:
            case Lesson::CardTwo:
                return "card:" + c->cards[static_cast<std::size_t>(a.value)].id;
            case Lesson::Claim:
                return "objective:" + c->objectives[static_cast<std::size_t>(a.value)].id;
            case Lesson::OnePerType:
                for (int o : b.board()) {
                    const ObjectiveTile& t = c->objectives[static_cast<std::size_t>(o)];
                    if (b.player(0).holds(t.type, *c))
                        return "objective:" + t.id;
                }
                return "objectives";
            default:
                return "";
            }
        };
        const int n = static_cast<int>(s.actions.size());
        s.notes = {{0, "welcome", ""},
                   {0, "ring", "ring"},
                   {0, "garden", "garden"},
                   {0, "hand", "hand"},
                   {0, "objectives", "objectives"}};
        Told noted{};
        for (const auto& [i, ls] : lessonAt)
            for (Lesson l : ls) {
                if (noted[static_cast<std::size_t>(l)])
                    continue;
                noted[static_cast<std::size_t>(l)] = true;
                const bool atEnd = l == Lesson::End || l == Lesson::TieBreak;
                s.notes.push_back({atEnd ? n : i, std::string(name(l)), target(l, i)});
            }
        // The first turn's steps, and the other player's first move.
        s.notes.push_back({1, "place", "placement"});
        s.notes.push_back({3, "score", "score"});
        s.notes.push_back({3, "done", "done"});
        s.notes.push_back({4, "other_turn", "players"});
        std::stable_sort(
            s.notes.begin(), s.notes.end(),
            [](const TutorialNote& a, const TutorialNote& b) { return a.before < b.before; });
        const auto problems = tutorialProblems(c, s);
        for (const auto& p : problems)
            std::fprintf(stderr, "problem: %s\n", p.c_str());
        if (!problems.empty())
            continue;
        std::cout << tutorialToJson(*c, s).dump(1) << "\n";
        return 0;
    }
    std::fprintf(stderr, "no deal found\n");
    return 1;
}
