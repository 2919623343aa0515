// A small arena for tuning Petals' computer players (docs/ai.md "Petals"); not shipped, not a
// test. petals-arena PLAYERS GAMES SEED ITERATIONS BOT...: plays GAMES games with the bots in the
// order given, and as many with the order reversed, and prints each bot's share of first places.
#include "petals/ai/bots.h"
#include "petals/rules/data_loader.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

using namespace petals;

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr, "petals-arena PLAYERS GAMES SEED ITERATIONS BOT...\n");
        return 2;
    }
    const int players = std::atoi(argv[1]);
    const int games = std::atoi(argv[2]);
    const auto seed = static_cast<std::uint64_t>(std::atoll(argv[3]));
    ai::Budget budget;
    budget.iterations = std::atoi(argv[4]);
    budget.threads = 1;
    std::vector<ai::BotKind> bots;
    for (int i = 5; i < argc; ++i)
        bots.push_back(*ai::botFromName(argv[i]));
    while (static_cast<int>(bots.size()) < players)
        bots.push_back(bots.back());
    const ComponentsPtr data = loadComponents(defaultDataDir());
    std::map<std::string, double> wins, sole, total, eligible;
    std::map<std::string, int> seated;
    double slowest = 0;
    for (int gi = 0; gi < 2 * games; ++gi) {
        std::vector<ai::BotKind> order = bots;
        if (gi % 2 == 1)
            std::reverse(order.begin(), order.end());
        Game g =
            Game::deal(data, players, Variant::Standard, seed + static_cast<std::uint64_t>(gi / 2));
        engine::Rng rng(seed * 7919 + static_cast<std::uint64_t>(gi));
        while (!g.isOver()) {
            const int s = g.toAct();
            const auto t0 = std::chrono::steady_clock::now();
            const Action a =
                ai::choose(order[static_cast<std::size_t>(s)], g.viewFor(s), rng, budget);
            slowest = std::max(
                slowest,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
            if (!g.apply(a)) {
                std::fprintf(stderr, "illegal action by %s\n",
                             std::string(ai::botName(order[static_cast<std::size_t>(s)])).c_str());
                return 1;
            }
        }
        const auto st = g.standings();
        int firsts = 0;
        for (const Standing& x : st)
            firsts += x.rank == 1;
        for (int s = 0; s < players; ++s) {
            const std::string name(ai::botName(order[static_cast<std::size_t>(s)]));
            const Standing& x = st[static_cast<std::size_t>(s)];
            seated[name] += 1;
            wins[name] += x.rank == 1;
            sole[name] += x.rank == 1 && firsts == 1;
            total[name] += x.total;
            eligible[name] += x.eligible;
        }
    }
    for (const auto& [name, n] : seated)
        std::printf("%-7s seats %5d  first %.3f  sole %.3f  mean_total %.2f  eligible %.3f\n",
                    name.c_str(), n, wins[name] / n, sole[name] / n, total[name] / n,
                    eligible[name] / n);
    std::printf("slowest decision %.3f s\n", slowest);
    return 0;
}
