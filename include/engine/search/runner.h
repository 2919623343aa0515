// Many independent games on several threads, handed over in game order (issue 16, issue 32): the
// simulation runner of any game's lab. Game g is whatever `play(g, stop)` makes of it (each on
// one thread); the calling thread hands each to `inOrder` as soon as it and every game before it
// are done, so sums taken in `inOrder` are the same, to the bit, for any number of jobs.
#pragma once

#include "engine/rng.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace engine::search {

// A game replayed from its actions (a shard's, issue 37) that the rules refuse or that ends
// otherwise than it did: which game (from 0) and what went wrong.
class ReplayError : public std::runtime_error {
  public:
    ReplayError(int game, const std::string& what) : std::runtime_error(what), game_(game) {}
    int game() const { return game_; }

  private:
    int game_;
};

// Game g's next action when it is replayed from `script` (`step` counts the actions taken):
// the text parsed on the game by `parse` (an optional action), a ReplayError when the script
// ends before the game or its text is refused.
template <class Parse>
auto scriptedAction(const std::vector<std::string>& script, std::size_t step, int g,
                    Parse&& parse) {
    if (step >= script.size())
        throw ReplayError(g, "its actions end after " + std::to_string(step) +
                                 " while the game goes on");
    auto a = parse(script[step]);
    if (!a)
        throw ReplayError(g, "its action " + std::to_string(step + 1) + " \"" +
                                 script[step].substr(0, 40) + "\" is not legal there");
    return *a;
}

// The games of a part of a run (a shard): [from, to) of `games`, to < 0 meaning the end.
inline std::pair<int, int> gamesPlayed(int from, int to, int games) {
    return {from, to < 0 ? games : to};
}

// The threads a run of `games` games uses: `requested`, or every core when 0; at least one, at
// most one per game.
inline int jobsFor(int requested, int games) {
    return std::clamp(requested > 0 ? requested
                                    : static_cast<int>(std::thread::hardware_concurrency()),
                      1, std::max(1, games));
}

// Plays games 0 .. games - 1 on `jobs` threads (jobsFor) and hands them over in game order.
// `play(g, stop)` returns game g, or nothing when `*stop` became true during it (it may throw:
// the exception is rethrown here once every thread has stopped). On one job the games are played
// on the calling thread with `stop` = `cancel`. On more, workers take the next game number and a
// game waits in its slot of a window of 8 games per job until every game before it has been
// handed over (memory stays bounded however long a game takes). When `*cancel` becomes true the
// games in play stop at their next decision and are dropped, nothing more is handed over, and the
// call returns at once with the number of games handed over.
template <class Play, class InOrder>
int playInOrder(int games, int jobs, Play&& play, InOrder&& inOrder,
                const std::atomic<bool>* cancel = nullptr) {
    using Game = typename std::invoke_result_t<Play&, int, const std::atomic<bool>*>::value_type;
    auto stopped = [&] { return cancel && cancel->load(std::memory_order_relaxed); };

    if (jobs <= 1) { // on the calling thread
        int handed = 0;
        for (int g = 0; g < games && !stopped(); ++g) {
            std::optional<Game> p = play(g, cancel);
            if (!p || stopped())
                break;
            inOrder(*p);
            ++handed;
        }
        return handed;
    }

    // A slot holds a finished game, or a game its worker gave up (nothing: the hand-over ends).
    const int window = 8 * jobs;
    std::vector<std::optional<std::optional<Game>>> slots(static_cast<std::size_t>(window));
    std::mutex m;
    std::condition_variable doneCv, handedCv;
    int next = 0, handed = 0;
    bool quit = false;
    std::exception_ptr failure; // a worker's exception, rethrown on the calling thread
    // Set when the hand-over ends early (the caller's cancel, an exception): the games in play
    // stop at their next decision instead of being played out for nothing.
    std::atomic<bool> abandon{false};
    auto worker = [&] {
        for (;;) {
            int g;
            {
                std::unique_lock lock(m);
                handedCv.wait(lock,
                              [&] { return quit || next >= games || next < handed + window; });
                if (quit || next >= games)
                    return;
                g = next++;
            }
            try {
                std::optional<Game> p = play(g, &abandon);
                std::lock_guard lock(m);
                slots[static_cast<std::size_t>(g % window)] = std::move(p);
            } catch (...) {
                std::lock_guard lock(m);
                if (!failure)
                    failure = std::current_exception();
                quit = true;
                abandon = true;
            }
            doneCv.notify_one();
        }
    };
    std::vector<std::thread> threads;
    // Whatever ends the hand-over (the last game, a cancel, an exception of `inOrder` or of a
    // worker), the workers are told to stop and joined before this function returns.
    struct Joiner {
        std::vector<std::thread>& threads;
        std::mutex& m;
        bool& quit;
        std::condition_variable& cv;
        std::atomic<bool>& abandon;
        ~Joiner() { join(); }
        void join() {
            abandon = true;
            {
                std::lock_guard lock(m);
                quit = true;
            }
            cv.notify_all();
            for (std::thread& t : threads)
                if (t.joinable())
                    t.join();
        }
    } joiner{threads, m, quit, handedCv, abandon};
    threads.reserve(static_cast<std::size_t>(jobs));
    for (int t = 0; t < jobs; ++t)
        threads.emplace_back(worker);
    for (int g = 0; g < games; ++g) {
        std::optional<Game> p;
        {
            std::unique_lock lock(m);
            auto& slot = slots[static_cast<std::size_t>(g % window)];
            while (!slot && !stopped() && !failure)
                doneCv.wait_for(lock, std::chrono::milliseconds(50),
                                [&] { return slot.has_value() || failure != nullptr; });
            if (!slot || !*slot || stopped())
                break;
            p = std::move(*slot);
            slot.reset();
        }
        inOrder(*p);
        {
            std::lock_guard lock(m);
            ++handed;
        }
        handedCv.notify_all();
    }
    joiner.join();
    if (failure)
        std::rethrow_exception(failure);
    return handed;
}

// The games of a simulation summed in game order: `play` as playInOrder's on jobsFor(`requested`,
// `games`) threads, each game handed to `each` and then added to the Summary (`sum.add(game)`).
template <class Summary, class Play, class Each>
Summary sumInOrder(int games, int requested, Play&& play, Each&& each) {
    Summary sum;
    playInOrder(games, jobsFor(requested, games), std::forward<Play>(play), [&](const auto& game) {
        each(game);
        sum.add(game);
    });
    return sum;
}

// The generators of a simulated game dealt from `seed`, one per player, so that one bot's draws
// never change another's game.
inline std::vector<Rng> playerGenerators(std::uint64_t seed, int players) {
    std::vector<Rng> rngs;
    for (int p = 0; p < players; ++p)
        rngs.emplace_back(seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(p + 1));
    return rngs;
}

// A searching bot's threads in a simulation of `games` games on `requested` jobs: `threads`, or
// one when it is 0 (every core) and the games already keep more than one core busy.
inline int threadsPerDecision(int requested, int games, int threads) {
    return jobsFor(requested, games) > 1 && threads == 0 ? 1 : threads;
}

} // namespace engine::search
