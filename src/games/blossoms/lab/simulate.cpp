// Blossoms' games played by computer players (lab/simulate.h, spec/blossoms/CLI.md "simulate").
#include "blossoms/lab/simulate.h"

#include "blossoms/rules/setup.h"
#include "engine/search/random.h"
#include "engine/search/runner.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string>

namespace blossoms::lab {

ai::BotKind SimConfig::botOf(int seat) const {
    return bots.size() == 1 ? bots.front() : bots[static_cast<std::size_t>(seat)];
}

namespace {

void count(GameCounts& k, const ComponentSet& c, const Outcome& o) {
    const auto seat = static_cast<std::size_t>(o.seat);
    switch (o.action.kind) {
    case Action::Kind::Grow:
        ++k.growths;
        ++k.growth[static_cast<std::size_t>(o.result)];
        k.badLuck[seat] += o.result == GrowResult::BadLuck ? 1 : 0;
        k.died[seat] += o.result == GrowResult::Died ? 1 : 0;
        if (o.result == GrowResult::Fenced)
            ++k.tools[static_cast<std::size_t>(Tool::Fence)];
        if (o.turnEnded) {
            k.badLuckEnds += o.result == GrowResult::BadLuck ? 1 : 0;
            k.diedEnds += o.result == GrowResult::Died ? 1 : 0;
        }
        break;
    case Action::Kind::Cut:
        ++k.cutEnds;
        ++k.sets[seat];
        break;
    case Action::Kind::Pass:
        ++k.passEnds;
        break;
    case Action::Kind::Water:
        ++k.tools[static_cast<std::size_t>(Tool::WateringCan)];
        break;
    case Action::Kind::Prune:
        ++k.tools[static_cast<std::size_t>(Tool::Pruner)];
        break;
    case Action::Kind::Rake:
        ++k.tools[static_cast<std::size_t>(Tool::Rake)];
        break;
    default:
        break;
    }
    (void)c;
}

} // namespace

std::optional<PlayedGame> playGame(const ComponentsPtr& c, const SimConfig& config, int g,
                                   const std::atomic<bool>* stop) {
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    const std::uint64_t seed = config.seed + static_cast<std::uint64_t>(g);
    SetupSpec spec;
    for (int p = 0; p < config.players; ++p)
        spec.names.push_back("Player " + std::to_string(p + 1));
    spec.seed = seed;
    spec.startPlayer = 0;
    PlayedGame played{g, Game::fromDeal(c, config.variant, completeDeal(*c, spec)), {}, 0, {}, {}};
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
        const ai::BotKind bot = config.botOf(seat);
        const auto t0 = Clock::now();
        engine::Rng& rng = rngs[static_cast<std::size_t>(seat)];
        // random's fast path: the legal list is a function of the seat's view (R-BL-PRIV-4), so
        // the game's own list gives the same choice as the bot's world without dealing one.
        const Action a =
            config.scripts ? engine::search::scriptedAction(
                                 (*config.scripts)[static_cast<std::size_t>(g)], step++, g,
                                 [&](const std::string& text) -> std::optional<Action> {
                                     const auto parsed = Game::parseAction(*c, text, nullptr);
                                     return parsed && game.check(*parsed) ? parsed : std::nullopt;
                                 })
            : bot == ai::BotKind::Random ? engine::search::uniformChoice(game.legalActions(), rng)
                                         : ai::choose(bot, game.viewFor(seat), rng, budget);
        if (config.keepActions)
            played.actions.push_back(game.actionText(a));
        if (ai::isSearching(bot) && !config.scripts)
            played.decisionMs[static_cast<std::size_t>(seat)].push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        if (!game.apply(a))
            throw std::logic_error("a bot chose an action the rules refuse: " + game.actionText(a));
        count(played.counts, *c, game.lastOutcome());
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
    for (int s = 0; s < g.seats(); ++s) {
        const Standing& x = st[static_cast<std::size_t>(s)];
        SeatFigures& f = seats[static_cast<std::size_t>(s)];
        f.totalSum += x.total;
        f.minTotal = games == 0 ? x.total : std::min(f.minTotal, x.total);
        f.maxTotal = games == 0 ? x.total : std::max(f.maxTotal, x.total);
        f.wins += x.rank == 1 ? 1 : 0;
        const auto& ms = played.decisionMs[static_cast<std::size_t>(s)];
        f.decisionMs.insert(f.decisionMs.end(), ms.begin(), ms.end());
        tokensUnplayed += x.tokensLeft;
        typesSum += x.types;
    }
    ++decidedBy[static_cast<std::size_t>(g.decidedBy())];
    turns += g.turn();
    const GameCounts& k = played.counts;
    for (std::size_t i = 0; i < k.growth.size(); ++i)
        counts.growth[i] += k.growth[i];
    for (std::size_t i = 0; i < k.tools.size(); ++i)
        counts.tools[i] += k.tools[i];
    counts.growths += k.growths;
    counts.cutEnds += k.cutEnds;
    counts.passEnds += k.passEnds;
    counts.badLuckEnds += k.badLuckEnds;
    counts.diedEnds += k.diedEnds;
    for (const FlowerSet& s : g.sets()) {
        ++setCount;
        setHeights += s.height();
        ++byHeight[s.height()];
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

} // namespace blossoms::lab
