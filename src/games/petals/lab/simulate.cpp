// Petals' games played by computer players (lab/simulate.h, spec/petals/CLI.md "simulate").
#include "petals/lab/simulate.h"

#include "engine/search/runner.h"

#include <algorithm>
#include <chrono>

namespace petals::lab {

ai::BotKind SimConfig::botOf(int player) const {
    return bots.size() == 1 ? bots.front() : bots[static_cast<std::size_t>(player)];
}

int seatOfPlayer(const Game& g, int player) {
    const int n = g.seats();
    return (player - g.dealt().startPlayer + n) % n;
}

std::optional<PlayedGame> playGame(const ComponentsPtr& c, const SimConfig& config, int g,
                                   const std::atomic<bool>* stop) {
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    const std::uint64_t seed = config.seed + static_cast<std::uint64_t>(g);
    PlayedGame played;
    played.index = g;
    played.end = Game::deal(c, config.players, config.variant, seed);
    Game& game = played.end;
    played.decisionMs.resize(static_cast<std::size_t>(config.players));
    std::vector<engine::Rng> rngs = engine::search::playerGenerators(seed, config.players);
    ai::Budget budget = config.budget;
    budget.threads = engine::search::threadsPerDecision(config.jobs, config.games, budget.threads);
    std::size_t step = 0;
    while (!game.isOver()) {
        if (stop && stop->load(std::memory_order_relaxed))
            return std::nullopt;
        const int seat = game.toAct();
        const int player = (seat + game.dealt().startPlayer) % game.seats();
        const ai::BotKind bot = config.botOf(player);
        const auto t0 = Clock::now();
        const Action a = config.scripts
                             ? engine::search::scriptedAction(
                                   (*config.scripts)[static_cast<std::size_t>(g)], step++, g,
                                   [&](const std::string& text) -> std::optional<Action> {
                                       const auto parsed = Game::parseAction(*c, text, nullptr);
                                       return parsed && game.check(*parsed) ? parsed : std::nullopt;
                                   })
                             : ai::choose(bot, game.viewFor(seat),
                                          rngs[static_cast<std::size_t>(player)], budget);
        if (config.keepActions)
            played.actions.push_back(game.actionText(a));
        if (ai::isSearching(bot) && !config.scripts)
            played.decisionMs[static_cast<std::size_t>(player)].push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        if (!game.apply(a))
            throw std::logic_error("a bot chose an action the rules refuse: " + game.actionText(a));
    }
    if (config.scripts && step != (*config.scripts)[static_cast<std::size_t>(g)].size())
        throw engine::search::ReplayError(g, "its actions go on after the game's end");
    played.milliseconds = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
    return played;
}

void Summary::add(const PlayedGame& played) {
    const Game& g = played.end;
    const std::vector<Standing> st = g.standings();
    if (seats.empty())
        seats.resize(static_cast<std::size_t>(g.seats()));
    int winners = 0;
    for (int p = 0; p < g.seats(); ++p) {
        const int seat = seatOfPlayer(g, p);
        const Standing& s = st[static_cast<std::size_t>(seat)];
        SeatFigures& f = seats[static_cast<std::size_t>(p)];
        f.totalSum += s.total;
        f.minTotal = games == 0 ? s.total : std::min(f.minTotal, s.total);
        f.maxTotal = games == 0 ? s.total : std::max(f.maxTotal, s.total);
        for (int e = 0; e < kElements; ++e)
            f.trackerSums[static_cast<std::size_t>(e)] +=
                g.scores(seat)[static_cast<std::size_t>(e)];
        f.eligible += s.eligible ? 1 : 0;
        f.wins += s.rank == 1 ? 1 : 0;
        winners += s.rank == 1 ? 1 : 0;
        const auto& ms = played.decisionMs[static_cast<std::size_t>(p)];
        f.decisionMs.insert(f.decisionMs.end(), ms.begin(), ms.end());
    }
    for (int e = 0; e < kElements; ++e) { // R-PE-WIN-1: a tracker won by several players
        int won = 0;
        for (const Standing& s : st)
            won += s.won[static_cast<std::size_t>(e)] ? 1 : 0;
        trackerTies += won > 1 ? 1 : 0;
    }
    sharedVictories += winners > 1 ? 1 : 0;
    for (const TurnRecord& r : g.log()) {
        simple += r.effect == EffectKind::Simple ? 1 : 0;
        doubles += r.effect == EffectKind::Double ? 1 : 0;
        score += r.choice == Action::Kind::Score ? 1 : 0;
        move += r.choice == Action::Kind::Move ? 1 : 0;
        skip += r.choice == Action::Kind::Skip ? 1 : 0;
    }
    milliseconds += played.milliseconds;
    ++games;
}

Summary simulate(const ComponentsPtr& c, const SimConfig& config,
                 const std::function<void(const PlayedGame&)>& each) {
    const auto [from, to] = engine::search::gamesPlayed(config.from, config.to, config.games);
    return engine::search::sumInOrder<Summary>(
        to - from, config.jobs,
        [&, from = from](int g, const std::atomic<bool>* stop) {
            return playGame(c, config, from + g, stop);
        },
        each);
}

} // namespace petals::lab
