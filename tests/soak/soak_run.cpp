// The soak runner: whole games by the computer players, every action checked (soak.h).
#include "soak.h"

#include "frosted/rules/save.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <iostream>
#include <mutex>
#include <set>
#include <thread>

namespace frosted::soak {

namespace {

constexpr std::uint64_t kBotSalt = 0xB07B07B07B07B07Bull;
constexpr std::uint64_t kCheckSalt = 0xC4EC4EC4EC4EC4ECull;
constexpr BotKind kBotKinds[] = {BotKind::Random, BotKind::Greedy};
constexpr int kBotKindCount = 2;

[[noreturn]] void fail(const std::string& rule, const std::string& what) {
    throw Violation(rule, what);
}

bool sameScores(const std::vector<FinalScore>& a, const std::vector<FinalScore>& b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].name != b[i].name || a[i].track != b[i].track ||
            a[i].improvements != b[i].improvements || a[i].objectives != b[i].objectives ||
            a[i].coins != b[i].coins || a[i].total != b[i].total || a[i].rank != b[i].rank ||
            a[i].gardener != b[i].gardener || a[i].decidedBy != b[i].decidedBy)
            return false;
    return true;
}

int comboOf(const std::vector<BotKind>& bots) {
    int combo = 0;
    for (std::size_t s = 0; s < bots.size(); ++s)
        combo |= (bots[s] == BotKind::Greedy ? 1 : 0) << s;
    return combo;
}

std::size_t modeIndex(Mode m) {
    return static_cast<std::size_t>(m);
}

Coverage coverageOf(const GameState& g) {
    Coverage c;
    for (const TurnRecord& r : g.log()) {
        if (const auto* t = std::get_if<PlayerTurn>(&r)) {
            c.emptyRingTurns += t->took < 0;
            c.claims += static_cast<long long>(t->claimed.size());
            c.gaps += static_cast<long long>(t->gaps.size());
        } else if (const auto* m = std::get_if<GardenerTurn>(&r)) {
            c.gardenerShortMoves += m->skipped < m->moved - 1;
            c.gardenerShortOfCoins += m->coinsPaid < m->skipped;
            c.gardenerClaims += static_cast<long long>(m->claimed.size());
        } else {
            c.gardenerClaims += static_cast<long long>(claimedIn(r).size());
        }
    }
    return c;
}

} // namespace

Coverage& Coverage::operator+=(const Coverage& o) {
    emptyRingTurns += o.emptyRingTurns;
    gardenerShortMoves += o.gardenerShortMoves;
    gardenerShortOfCoins += o.gardenerShortOfCoins;
    claims += o.claims;
    gardenerClaims += o.gardenerClaims;
    gaps += o.gaps;
    return *this;
}

Counts& Counts::operator+=(const Counts& o) {
    actions += o.actions;
    turns += o.turns;
    deepChecks += o.deepChecks;
    saveLoads += o.saveLoads;
    continued += o.continued;
    det.samples += o.det.samples;
    det.differing += o.det.differing;
    det.couldDiffer += o.det.couldDiffer;
    coverage += o.coverage;
    return *this;
}

const char* modeName(Mode m) {
    switch (m) {
    case Mode::Solo:
        return "solo";
    case Mode::One:
        return "1p";
    case Mode::Two:
        return "2p";
    case Mode::Three:
        return "3p";
    case Mode::Four:
        return "4p";
    }
    return "?";
}

bool parseMode(const std::string& s, Mode& out) {
    for (Mode m : kModes)
        if (s == modeName(m)) {
            out = m;
            return true;
        }
    return false;
}

int seatsOf(Mode m) {
    return m == Mode::Solo ? 1 : static_cast<int>(m);
}

bool parseBot(const std::string& s, BotKind& out) {
    for (BotKind k : kBotKinds)
        if (s == frosted::botName(k)) {
            out = k;
            return true;
        }
    return false;
}

std::string botsText(const std::vector<BotKind>& bots) {
    std::string s;
    for (std::size_t i = 0; i < bots.size(); ++i)
        s += (i ? "," : "") + std::string(frosted::botName(bots[i]));
    return s;
}

GameSpec gameSpec(std::uint64_t baseSeed, long long index, const std::vector<Mode>& modes) {
    GameSpec g;
    g.index = index;
    Rng base(baseSeed);
    Rng mixed(base.next() + static_cast<std::uint64_t>(index));
    g.seed = mixed.next();
    const auto count = static_cast<long long>(modes.size());
    g.mode = modes[static_cast<std::size_t>(index % count)];
    const int seats = seatsOf(g.mode);
    // Every combination of the bot kinds over the seats in turn (binary: seat s is bit s).
    const long long combos = 1LL << seats;
    const long long combo = (index / count) % combos;
    for (int s = 0; s < seats; ++s)
        g.bots.push_back(kBotKinds[(combo >> s) & 1]);
    return g;
}

GameResult playChecked(const ComponentsPtr& components, const GameSpec& spec, const CheckPlan& plan,
                       const std::function<bool()>& stop) {
    GameResult r;
    std::string last = "(setup)";
    try {
        const ComponentSet& c = *components;
        SetupSpec setup;
        for (int s = 0; s < seatsOf(spec.mode); ++s)
            setup.players.push_back("Seat " + std::to_string(s + 1));
        setup.solo = spec.mode == Mode::Solo;
        setup.seed = spec.seed; // the start player too is dealt from it (R-TURN-1)
        if (static_cast<int>(spec.bots.size()) != seatsOf(spec.mode))
            fail("soak", "one bot per seat is needed");
        GameState g = GameState::setup(components, setup);
        const Baseline base = baselineOf(g);
        Rng bots(spec.seed ^ kBotSalt);
        Rng checks(spec.seed ^ kCheckSalt);
        // The sampled points: uniform over the actions every game has at least (4 per turn).
        const long long span = 4LL * c.rules.rounds * g.seatCount();
        std::set<long long> deep, cont;
        for (int i = 0; i < plan.deepPerGame; ++i) {
            const auto at = static_cast<long long>(checks.below(static_cast<std::uint64_t>(span)));
            if (i < plan.continuePerGame)
                cont.insert(at);
            deep.insert(at);
        }
        checkState(g, base);
        SeatView scratch;
        checkViewContents(g, scratch);

        struct Shadow {
            GameState g;
            Rng rng;
            SeatView view;
        };
        std::vector<Shadow> shadows;
        SeatView view;
        for (long long step = 0; !g.isOver(); ++step) {
            if (stop && stop()) {
                r.cancelled = true;
                return r;
            }
            r.actionIndex = step;
            if (step > 100000)
                fail("R-END-1", "the game does not end");
            if (plan.full || deep.count(step)) {
                ++r.deepChecks;
                for (int seat = -1; seat < g.seatCount(); ++seat)
                    checkDeterminize(g, base, seat, checks, r.det);
                GameState loaded = checkSaveLoad(g);
                ++r.saveLoads;
                checkLegalSet(g, checks);
                if (cont.count(step) || (plan.full && step % 16 == 0)) {
                    ++r.continued;
                    shadows.push_back(Shadow{std::move(loaded), bots, SeatView()});
                }
            }
            // R-PRIV-1: the bot decides on its seat's view.
            const int seat = g.currentSeat();
            const BotKind kind = spec.bots[static_cast<std::size_t>(seat)];
            g.viewFor(seat, view);
            const Action a = chooseAction(kind, view, bots);
            view.release();
            last = actionText(a, c);
            for (Shadow& sh : shadows) {
                // Save -> load -> continue equals continue: the loaded game's bot, seeded as the
                // game's, chooses the same action, and the rules accept it.
                sh.g.viewFor(seat, sh.view);
                const Action b = chooseAction(kind, sh.view, sh.rng);
                sh.view.release();
                if (!(b == a))
                    fail("save", "the loaded game's bot chose " + actionText(b, c) +
                                     " where the game's chose " + last);
                if (!sh.g.apply(b))
                    fail("save", "the loaded game refused " + last);
            }
            const std::vector<Action> legal = g.legalActions();
            checkAction(g, legal, a);
            const Snapshot pre = Snapshot::of(g);
            if (const ApplyResult ar = g.apply(a); !ar)
                fail("R-TURN-2", "the legal action " + last + " was refused: " + ar.reason);
            ++r.actions;
            r.turns += a.kind == Action::Kind::EndTurn;
            if (plan.tamper)
                plan.tamper(g, spec, step);
            checkStep(pre, a, g);
            checkState(g, base);
            checkViewContents(g, scratch);
        }
        r.actionIndex = -1;
        last = "(the end)";
        checkFinal(g, base);
        r.coverage = coverageOf(g);
        for (int seat = -1; seat < g.seatCount(); ++seat)
            checkDeterminize(g, base, seat, checks, r.det);
        checkSaveLoad(g);
        ++r.saveLoads;
        for (const Shadow& sh : shadows) {
            if (!(sh.g == g))
                fail("save", "the game continued from its save ends in another state");
            if (!(sh.g.log() == g.log()) || !(sh.g.actions() == g.actions()))
                fail("save", "the game continued from its save has another log");
            if (!sameScores(sh.g.scores(), g.scores()) || sh.g.winners() != g.winners())
                fail("save", "the game continued from its save has other scores");
        }
    } catch (const Violation& v) {
        r.ok = false;
        r.rule = v.rule();
        r.failure = v.what();
    } catch (const std::exception& e) {
        r.ok = false;
        r.rule = "exception";
        r.failure = std::string("an exception escaped: ") + e.what();
    }
    r.lastAction = last;
    return r;
}

RunSummary runSoak(const ComponentsPtr& components, const RunConfig& config) {
    RunSummary out;
    const auto start = std::chrono::steady_clock::now();
    const int hw = static_cast<int>(std::thread::hardware_concurrency());
    out.jobs = std::max(1, config.jobs > 0 ? config.jobs : hw);
    const long long games = std::max(0LL, config.games);
    std::vector<GameResult> results(static_cast<std::size_t>(games));
    std::vector<GameSpec> specs(static_cast<std::size_t>(games));
    std::atomic<long long> next{0}, done{0}, firstFailure{LLONG_MAX};
    std::mutex progressMutex;
    long long reported = 0;
    auto work = [&] {
        for (long long i = next++; i < games; i = next++) {
            if (i > firstFailure.load())
                break; // games after a failure are not needed (the lowest failure is reported)
            // A game after the lowest failure known stops early; games before it run to the end.
            const GameSpec spec = gameSpec(config.seed, i, config.modes);
            GameResult res =
                playChecked(components, spec, config.plan, [&] { return firstFailure.load() < i; });
            if (!res.ok) {
                long long seen = firstFailure.load();
                while (i < seen && !firstFailure.compare_exchange_weak(seen, i)) {
                }
            }
            specs[static_cast<std::size_t>(i)] = spec;
            results[static_cast<std::size_t>(i)] = std::move(res);
            const long long d = ++done;
            if (config.progress) {
                std::lock_guard<std::mutex> lock(progressMutex);
                const long long step = std::max(1LL, games / 20);
                if (d / step > reported / step || d == games) {
                    reported = d;
                    const double s =
                        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
                            .count();
                    std::cerr << "frosted-soak: " << d << "/" << games << " games, " << s << " s\n";
                }
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::min<long long>(out.jobs, std::max(1LL, games)); ++t)
        threads.emplace_back(work);
    work();
    for (std::thread& t : threads)
        t.join();

    out.gamesByMode.assign(std::size(kModes), 0);
    out.gamesByModeAndBots.resize(std::size(kModes));
    for (Mode m : kModes)
        out.gamesByModeAndBots[modeIndex(m)].assign(std::size_t{1} << seatsOf(m), 0);
    out.seatsByBot.assign(kBotKindCount, 0);
    const long long last =
        std::min(games, firstFailure.load() == LLONG_MAX ? games : firstFailure.load() + 1);
    for (long long i = 0; i < last; ++i) {
        const GameSpec& spec = specs[static_cast<std::size_t>(i)];
        const GameResult& res = results[static_cast<std::size_t>(i)];
        ++out.games;
        out += res;
        ++out.gamesByMode[modeIndex(spec.mode)];
        ++out.gamesByModeAndBots[modeIndex(spec.mode)]
                                [static_cast<std::size_t>(comboOf(spec.bots))];
        for (BotKind b : spec.bots)
            ++out.seatsByBot[b == BotKind::Random ? 0 : 1];
        if (!res.ok) {
            out.failed = true;
            out.failedSpec = spec;
            out.failure = res;
        }
    }
    // Sanity over the run: determinized worlds differ from the real ones at least sometimes.
    if (!out.failed && out.det.couldDiffer > 0 && out.det.differing == 0) {
        out.failed = true;
        out.failure.ok = false;
        out.failure.rule = "R-PRIV-1";
        out.failure.failure =
            "R-PRIV-1: no determinized world ever differed from the real game in hidden parts";
        out.failure.actionIndex = -1;
        out.failedSpec = gameSpec(config.seed, 0, config.modes);
    }
    out.elapsedSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace frosted::soak
