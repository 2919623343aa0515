// Flat Monte Carlo over determinized worlds, for any game (engine/game_module.h; docs/ai.md
// "hard"): a searching player deals the hidden parts of its seat's view again and again
// (G::determinize), plays each candidate out in each world with a playout policy, and ranks the
// candidates by their mean outcome over the same worlds.
//
// World w is dealt from `base ^ (0x9E3779B97F4A7C15 * (w + 1))`, every candidate's playout in it
// draws from the generator as the deal left it (common random numbers), and the outcomes are summed
// in world order, so with a fixed number of worlds the means are the same, to the bit, on any
// number of threads. Templates over the module and the policy: a playout runs at the speed of
// calling the game's rules directly.
#pragma once

#include "engine/game_module.h"
#include "engine/rng.h"
#include "engine/search/cores.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace engine::search {

// How a world is played out after a candidate (with the world's generator, when the policy draws
// at random), and what the end is worth to the seat that chose. random.h has one for any game.
template <class P, class G>
concept PlayoutPolicy = GameModule<G> &&
    requires(const P& p, typename G::State& s, const typename G::State& cs, Rng& rng, int seat) {
    {p.playOut(s, rng)};                                    // plays `s` on to its end
    { p.outcome(cs, seat) } -> std::convertible_to<double>; // the higher the better for `seat`
};

// How long a search thinks.
struct SearchBudget {
    int iterations = 0;     // > 0: exactly this many worlds, whatever the time (deterministic)
    int thinkMs = 0;        // without iterations: worlds until this much wall time has passed
    int threads = 0;        // 0: every core
    double refused = -1000; // the outcome of a candidate the world refuses
};

struct SearchResult {
    std::vector<double> means; // per candidate, its mean outcome over the worlds
    int worlds = 0;            // worlds in which every candidate was played out (0: none)
};

// The candidates' mean outcomes over worlds dealt from `view`, the seat to act's view. `cancel`,
// when set, ends the search at once (the worlds complete so far count).
template <GameModule G, PlayoutPolicy<G> P>
SearchResult flatMonteCarlo(const typename G::View& view,
                            const std::vector<typename G::Action>& candidates, const P& policy,
                            std::uint64_t base, const SearchBudget& budget,
                            const std::atomic<bool>* cancel = nullptr) {
    using State = typename G::State;
    const bool fixed = budget.iterations > 0;
    const int maxWorlds = fixed ? budget.iterations : 100000;
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::milliseconds(budget.thinkMs);
    const int threads = std::max(1, budget.threads > 0 ? budget.threads : usableCores());

    // Per world, the outcome of each candidate; a world counts only when all were played out.
    std::vector<std::vector<double>> results(static_cast<std::size_t>(fixed ? maxWorlds : 0));
    std::vector<std::vector<double>> grown; // time-bounded: appended under the lock
    std::mutex lock;
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    auto work = [&] {
        for (int w = next++; w < maxWorlds && !stop; w = next++) {
            Rng worldRng(base ^ (0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(w + 1)));
            const State world = G::determinize(view, worldRng);
            const int seat = G::toAct(world);
            const Rng playoutRng = worldRng; // the same draws for every candidate
            std::vector<double> row;
            row.reserve(candidates.size());
            for (const auto& candidate : candidates) {
                if ((cancel && cancel->load()) ||
                    (!fixed && std::chrono::steady_clock::now() > deadline)) {
                    stop = true;
                    break;
                }
                State g = world;
                if (!G::apply(g, candidate)) {
                    row.push_back(budget.refused);
                    continue;
                }
                Rng rng = playoutRng;
                policy.playOut(g, rng);
                row.push_back(policy.outcome(g, seat));
            }
            if (row.size() != candidates.size())
                break;
            if (fixed) {
                results[static_cast<std::size_t>(w)] = std::move(row);
            } else {
                std::lock_guard<std::mutex> l(lock);
                grown.push_back(std::move(row));
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread& t : pool)
        t.join();
    if (!fixed)
        results = std::move(grown);

    SearchResult out;
    std::vector<double> sum(candidates.size(), 0);
    for (const auto& row : results) { // in world order: the same sums for any thread count
        if (row.size() != candidates.size())
            continue;
        ++out.worlds;
        for (std::size_t i = 0; i < row.size(); ++i)
            sum[i] += row[i];
    }
    if (out.worlds == 0)
        return out;
    for (double s : sum)
        out.means.push_back(s / out.worlds);
    return out;
}

} // namespace engine::search
