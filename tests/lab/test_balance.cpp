// The balance lab (issue 16): per-game figures, the report's statistics, A / B, and runs that give
// the same report on any number of threads and stop at once when cancelled.
#include "frosted/lab/balance.h"
#include "frosted/lab/balance_export.h"
#include "frosted/lab/simulate.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <numeric>
#include <sstream>

using namespace frosted;

namespace {

BalanceSetup setupOf(int players, bool solo, std::vector<std::string> bots, int games,
                     std::uint64_t seed, bool rotate = false) {
    BalanceSetup s;
    s.players = players;
    s.solo = solo;
    s.bots = std::move(bots);
    s.games = games;
    s.seed = seed;
    s.rotateStart = rotate;
    return s;
}

std::string csvOf(const BalanceAccumulator& sums) {
    std::string out = csvHeader();
    for (const GameFigures& g : sums.figures())
        out += csvRows(g, sums.setup());
    return out;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// A / B's false discovery rate (the statistics themselves: tests/engine/test_statistics.cpp).

TEST(BalanceStatistics, BenjaminiHochbergMarksOnlyWhatSurvivesManyRows) {
    // Two reports alike but for one seat's win rate, over many tiles of equal rates: the one real
    // difference is marked, none of the equal rows.
    BalanceReport a, b;
    BalanceReport::SeatRow seat;
    seat.name = "Seat 1";
    seat.wins = rateOf(300, 1000);
    a.seats.push_back(seat);
    seat.wins = rateOf(400, 1000);
    b.seats.push_back(seat);
    for (int t = 0; t < 50; ++t) {
        a.tiles.push_back({"T" + std::to_string(t), rateOf(100 + t % 7, 500)});
        b.tiles.push_back({"T" + std::to_string(t), rateOf(100 + (t + 3) % 7, 500)});
    }
    const std::vector<Difference> d = compareReports(a, b);
    int marked = 0;
    for (const Difference& row : d) {
        marked += row.significant;
        EXPECT_TRUE(row.isRate); // win rates and take rates only
        if (row.section == "wins") {
            EXPECT_TRUE(row.significant);
            EXPECT_LT(row.p, 1e-5);
            EXPECT_DOUBLE_EQ(row.a, 0.3);
            EXPECT_DOUBLE_EQ(row.b, 0.4);
        }
    }
    EXPECT_EQ(marked, 1);
}

// ---------------------------------------------------------------------------------------------
// Figures of a game and the report.

TEST(Balance, FiguresAgreeWithTheGame) {
    const BalanceSetup setup = setupOf(3, false, {"greedy"}, 12, 21);
    // Every game's whole figures (the accumulator keeps only what the CSV reads).
    std::vector<GameFigures> all;
    BalanceAccumulator sums(test::dataPtr(), setup);
    playGames(test::dataPtr(), simulationConfig(setup, 1), [&](PlayedGame& p) {
        all.push_back(p.figures);
        sums.add(p.figures);
    });
    ASSERT_EQ(sums.games(), 12);
    EXPECT_TRUE(sums.figures()[0].offered.empty());
    EXPECT_EQ(sums.figures()[0].seats.size(), 3u);
    const ComponentSet& c = test::data();
    for (const GameFigures& g : all) {
        ASSERT_EQ(g.seats.size(), 3u);
        int first = 0;
        for (const GameFigures::Seat& s : g.seats) {
            // R-END-2: the total is the sum of its parts.
            EXPECT_EQ(s.total, s.track + s.improvements + s.objectives + s.coins);
            first += s.rank == 1;
        }
        EXPECT_GE(first, 1);
        // One take per turn (10 rounds x 3 seats); the ring offers at most its slots each time.
        EXPECT_EQ(g.taken.size(), static_cast<std::size_t>(c.rules.rounds * 3));
        EXPECT_LE(g.offered.size(), g.taken.size() * static_cast<std::size_t>(c.rules.marketSlots));
        EXPECT_EQ(g.cards.size(), g.taken.size()); // a card every turn
        // Every claim is of an objective that was on the board, once per game.
        for (const GameFigures::Claim& cl : g.claims)
            EXPECT_NE(std::find(g.board.begin(), g.board.end(), cl.objective), g.board.end());
        int claimed = 0;
        for (const GameFigures::Seat& s : g.seats)
            claimed += s.objectivesClaimed;
        EXPECT_EQ(claimed, static_cast<int>(g.claims.size()));
    }
    const BalanceReport r = sums.report();
    // The report's means are the figures' means.
    for (std::size_t s = 0; s < 3; ++s) {
        double total = 0, track = 0;
        int wins = 0;
        for (const GameFigures& g : sums.figures()) {
            total += g.seats[s].total;
            track += g.seats[s].track;
            wins += g.seats[s].rank == 1;
        }
        EXPECT_NEAR(r.seats[s].total.mean, total / 12, 1e-9);
        EXPECT_NEAR(r.seats[s].track, track / 12, 1e-9);
        EXPECT_EQ(r.seats[s].wins.hits, wins);
        EXPECT_EQ(r.seats[s].bot, "greedy");
    }
    // Without rotation seat i always starts i-th: positions are the seats.
    for (std::size_t p = 0; p < 3; ++p)
        EXPECT_EQ(r.positions[p].hits, r.seats[p].wins.hits);
    int played = 0;
    for (const auto& k : r.cards)
        played += k.played;
    EXPECT_EQ(played, 12 * c.rules.rounds * 3);
    int taken = 0;
    for (const auto& t : r.tiles) {
        taken += t.taken.hits;
        EXPECT_LE(t.taken.hits, t.taken.trials);
    }
    EXPECT_EQ(taken, 12 * c.rules.rounds * 3);
    for (const auto& o : r.objectives) {
        EXPECT_LE(o.claimed.hits, o.claimed.trials);
        EXPECT_EQ(std::accumulate(o.byRound.begin(), o.byRound.end(), 0), o.claimed.hits);
    }
}

TEST(Balance, AgreesWithSimulateSummary) {
    SimulationConfig config;
    config.players = 1;
    config.solo = true;
    config.games = 15;
    config.seed = 8;
    config.bots = {BotKind::Greedy};
    const SimulationSummary s = simulate(test::dataPtr(), config);
    const BalanceReport r =
        runBalance(test::dataPtr(), setupOf(1, true, {"greedy"}, 15, 8), 2).report();
    ASSERT_EQ(r.seats.size(), 2u);
    EXPECT_EQ(r.seats[1].bot, kGardenerBot);
    EXPECT_EQ(r.seats[1].name, "Master Gardener");
    EXPECT_EQ(r.digest, s.digest);
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(r.seats[i].wins.hits, s.seats[i].wins);
        EXPECT_EQ(r.seats[i].total.min, s.seats[i].min);
        EXPECT_EQ(r.seats[i].total.max, s.seats[i].max);
        EXPECT_NEAR(r.seats[i].total.mean, s.seats[i].mean, 1e-9);
    }
    double windmills = 0;
    for (const auto& o : r.objectives)
        windmills += o.type == ObjectiveType::Windmill ? o.claimed.hits : 0;
    EXPECT_EQ(windmills,
              s.objectivesClaimed[static_cast<std::size_t>(index(ObjectiveType::Windmill))]);
    EXPECT_NEAR(r.improvementsPerGame[0] * 15, s.improvements[Improvement::Worker], 1e-9);
}

TEST(Balance, TheSameReportAndCsvOnAnyNumberOfThreads) {
    for (const bool solo : {false, true}) {
        const BalanceSetup setup =
            setupOf(solo ? 1 : 4, solo,
                    solo ? std::vector<std::string>{"easy"}
                         : std::vector<std::string>{"random", "greedy", "easy", "greedy"},
                    test::scaled(40, 8), 500, !solo);
        const BalanceAccumulator one = runBalance(test::dataPtr(), setup, 1);
        const BalanceAccumulator two = runBalance(test::dataPtr(), setup, 2);
        const BalanceAccumulator five = runBalance(test::dataPtr(), setup, 5);
        const std::string json1 = reportJson(one.report()).dump();
        EXPECT_EQ(json1, reportJson(two.report()).dump());
        EXPECT_EQ(json1, reportJson(five.report()).dump());
        EXPECT_EQ(csvOf(one), csvOf(two));
        EXPECT_EQ(csvOf(one), csvOf(five));
    }
}

TEST(Balance, RotatingTheStartKeepsEachSeatsBot) {
    const BalanceAccumulator sums = runBalance(
        test::dataPtr(), setupOf(3, false, {"greedy", "random", "random"}, 30, 4, true), 2);
    for (const GameFigures& g : sums.figures()) {
        // Game g starts with seat g mod 3; the others follow in seat order.
        for (int s = 0; s < 3; ++s)
            EXPECT_EQ(g.seats[static_cast<std::size_t>(s)].startPosition,
                      (s - g.game % 3 + 3) % 3 + 1);
    }
    const BalanceReport r = sums.report();
    // The greedy seat wins nearly every game wherever it sits; each position starts 10 games.
    EXPECT_GE(r.seats[0].wins.hits, 27);
    for (const Rate& p : r.positions)
        EXPECT_LE(p.hits, 30);
    EXPECT_EQ(r.positions[0].trials, 30);
    int positionWins = 0;
    for (const Rate& p : r.positions)
        positionWins += p.hits;
    int seatWins = 0;
    for (const auto& s : r.seats)
        seatWins += s.wins.hits;
    EXPECT_EQ(positionWins, seatWins);
}

TEST(Balance, CsvHasOneRowPerSeatPerGame) {
    const BalanceAccumulator sums =
        runBalance(test::dataPtr(), setupOf(1, true, {"greedy"}, 3, 70), 1);
    std::istringstream in(csvOf(sums));
    std::string line;
    std::getline(in, line);
    EXPECT_EQ(line, "game,seed,seat,name,bot,start_position,track,improvements,objectives,coins,"
                    "total,rank,won,workers,barns,windmills,objectives_claimed");
    std::vector<std::string> rows;
    while (std::getline(in, line))
        rows.push_back(line);
    ASSERT_EQ(rows.size(), 6u);
    EXPECT_EQ(rows[0].rfind("0,70,1,Seat 1,greedy,1,", 0), 0u) << rows[0];
    EXPECT_EQ(rows[1].rfind("0,70,2,Master Gardener,master_gardener,2,", 0), 0u) << rows[1];
    EXPECT_EQ(rows[5].rfind("2,72,2,Master Gardener,master_gardener,2,", 0), 0u) << rows[5];
}

TEST(Balance, ReportJsonReadsBack) {
    BalanceSetup setup = setupOf(2, false, {"greedy", "random"}, 10, 3);
    setup.dataName = "my-variant";
    setup.dataHash = test::data().contentHash;
    const BalanceReport r = runBalance(test::dataPtr(), setup, 2).report();
    const auto j = reportJson(r);
    EXPECT_EQ(j["format"], "frosted-blooms-balance");
    EXPECT_EQ(j["version"], 1);
    const BalanceReport back = reportFromJson(j);
    EXPECT_EQ(reportJson(back).dump(), j.dump());
    EXPECT_EQ(back.setup.dataName, "my-variant");
    EXPECT_EQ(back.digest, r.digest);
    // Damaged or foreign documents are refused with a reason, never a crash.
    auto refused = [](nlohmann::ordered_json doc, const std::string& words) {
        try {
            reportFromJson(doc);
            ADD_FAILURE() << "accepted " << doc.dump().substr(0, 80);
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
        }
    };
    refused(nlohmann::ordered_json::object(), "not a balance report");
    refused(nlohmann::ordered_json::array(), "not a balance report");
    auto v2 = j;
    v2["version"] = 2;
    refused(v2, "version 2");
    auto noSeats = j;
    noSeats.erase("seats");
    refused(noSeats, "seats");
    auto badRate = j;
    badRate["tiles"][0]["hits"] = "many";
    refused(badRate, "hits: must be a whole number");
    auto badType = j;
    badType["objectives"][0]["type"] = "gold";
    refused(badType, "unknown type");
    // Found by fuzz_balance_report: a whole number given as a float far out of an int's range
    // (3.1e39) was converted anyway (undefined behaviour); now refused, naming the field.
    auto huge = j;
    huge["objectives"][0]["threshold"] = 3.11111e39;
    refused(huge, "threshold: must be a whole number");
    auto fraction = j;
    fraction["games"] = 2.5;
    refused(fraction, "games: must be a whole number");
    auto negativeSeed = j;
    negativeSeed["setup"]["seed"] = -1;
    refused(negativeSeed, "seed: must be a whole number from 0");
    auto floatRounds = j;
    floatRounds["objectives"][0]["by_round"] = {1, 1e30};
    refused(floatRounds, "by_round: must be a whole number");
}

TEST(Balance, CancelStopsAtOnceWithTheGamesSoFar) {
    std::atomic<bool> cancel{false};
    int seen = 0;
    const auto start = std::chrono::steady_clock::now();
    const BalanceAccumulator sums = runBalance(
        test::dataPtr(), setupOf(2, false, {"greedy"}, 100000, 1), 2,
        [&](const BalanceAccumulator& s) {
            seen = s.games();
            if (s.games() == 5)
                cancel = true;
        },
        &cancel);
    EXPECT_EQ(sums.games(), 5);
    EXPECT_EQ(seen, 5);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(60));
    // The games handed over are whole and in order.
    for (int g = 0; g < sums.games(); ++g)
        EXPECT_EQ(sums.figures()[static_cast<std::size_t>(g)].game, g);
    const BalanceReport r = sums.report();
    EXPECT_EQ(r.games, 5);
    EXPECT_EQ(r.setup.games, 100000);
    // Cancelled before it starts: nothing.
    std::atomic<bool> already{true};
    EXPECT_EQ(
        runBalance(test::dataPtr(), setupOf(2, false, {"greedy"}, 50, 1), 2, {}, &already).games(),
        0);
}

TEST(Balance, ABOfTheSameDataFindsNothing) {
    const BalanceSetup setup = setupOf(2, false, {"greedy"}, 30, 11);
    const BalanceReport a = runBalance(test::dataPtr(), setup, 2).report();
    const std::vector<Difference> d = compareReports(a, a);
    ASSERT_FALSE(d.empty());
    for (const Difference& row : d) {
        EXPECT_FALSE(row.significant) << row.section << " " << row.label;
        EXPECT_DOUBLE_EQ(row.a, row.b);
    }
}

TEST(Balance, SetupErrorsNameTheProblem) {
    EXPECT_THROW(simulationConfig(setupOf(3, false, {"greedy", "random"}, 1, 1)),
                 std::invalid_argument);
    EXPECT_THROW(simulationConfig(setupOf(2, false, {"smart"}, 1, 1)), std::invalid_argument);
    const SimulationConfig c = simulationConfig(setupOf(2, false, {"hard", "easy"}, 7, 9, true), 3);
    EXPECT_EQ(c.bots, (std::vector<BotKind>{BotKind::Hard, BotKind::Easy}));
    EXPECT_EQ(c.jobs, 3);
    EXPECT_TRUE(c.rotateStart);
}

TEST(Balance, ABFindsAChangedObjective) {
    // B: the same data with every objective worth 40 more points; the same seeds.
    auto changed = std::make_shared<ComponentSet>(test::data());
    for (ObjectiveTile& o : changed->objectives)
        o.points += 40;
    const BalanceSetup setup = setupOf(2, false, {"greedy"}, test::scaled(40, 12), 5);
    const BalanceReport a = runBalance(test::dataPtr(), setup, 2).report();
    const BalanceReport b = runBalance(changed, setup, 2).report();
    bool scoresMarked = false;
    for (const Difference& row : compareReports(a, b))
        if (row.section == "scores") {
            EXPECT_FALSE(row.isRate);
            EXPECT_GT(row.b, row.a + 40);
            EXPECT_TRUE(row.significant);
            scoresMarked = true;
        }
    EXPECT_TRUE(scoresMarked);
}

TEST(Balance, TheWindowsExportsAreTheCoresCsvAndJson) {
    // What Tools ▸ Balance… ▸ Report exports (balance_export.h), byte for byte: a run's CSV is
    // simulate --csv's; an A / B run's has "A," or "B," before each of its lines (and "data,"
    // before the header), A's games first; the JSON is the report document, or the A / B one.
    auto changed = std::make_shared<ComponentSet>(test::data());
    for (ObjectiveTile& o : changed->objectives)
        o.points += 5;
    const BalanceSetup setup = setupOf(3, false, {"greedy", "random", "easy"}, 5, 31, true);
    const BalanceAccumulator a = runBalance(test::dataPtr(), setup, 2);
    const BalanceAccumulator b = runBalance(changed, setup, 2);
    EXPECT_EQ(balanceCsv(a), csvOf(a));
    std::string expected = "data," + csvHeader();
    for (const auto& [sums, which] : {std::pair{&a, "A,"}, std::pair{&b, "B,"}}) {
        std::istringstream rows(csvOf(*sums).substr(csvHeader().size()));
        for (std::string line; std::getline(rows, line);)
            expected += which + line + "\n";
    }
    const std::string ab = balanceCsv(a, &b);
    EXPECT_EQ(ab, expected);
    EXPECT_EQ(std::count(ab.begin(), ab.end(), '\n'), 1 + 2 * 5 * 3);
    const BalanceReport ra = a.report(), rb = b.report();
    EXPECT_EQ(balanceJson(ra), reportJson(ra).dump(2) + "\n");
    const std::string doc = balanceJson(ra, &rb);
    EXPECT_EQ(doc, comparisonJson(ra, rb).dump(2) + "\n");
    EXPECT_EQ(doc.rfind("{\n  \"format\": \"frosted-blooms-balance-ab\",\n", 0), 0u) << doc;
}

TEST(Balance, ReportsThatContradictThemselvesAreRefused) {
    const BalanceReport r =
        runBalance(test::dataPtr(), setupOf(2, false, {"greedy"}, 4, 3), 1).report();
    const auto j = reportJson(r);
    auto refused = [](nlohmann::ordered_json doc, const std::string& words) {
        try {
            balanceDocumentFromJson(doc);
            ADD_FAILURE() << "accepted a report with " << words;
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
            EXPECT_EQ(std::string(e.what()).find("json.exception"), std::string::npos) << e.what();
        }
    };
    auto doc = j;
    doc["seats"][0]["wins"]["hits"] = 99;
    refused(doc, "seats[0].wins");
    doc = j;
    doc["tiles"][3]["rate"] = 1.5;
    refused(doc, "tile T04");
    doc = j;
    doc["seats"].erase(1);
    refused(doc, "seats: one per player");
    doc = j;
    doc["digest"] = "xyz";
    refused(doc, "digest");
    doc = j;
    doc["setup"]["players"] = 9;
    refused(doc, "setup.players");
    doc = j;
    doc["seats"][1]["score"]["histogram"]["width"] = 0;
    refused(doc, "seats[1].score.histogram");
    doc = j;
    doc["objectives"][2]["by_round"][0] = -4;
    refused(doc, "by_round");
    doc = j;
    doc["seats"][0]["wins"]["rate"] = 0.9; // not hits / trials
    refused(doc, "not hits / trials");
    doc = j;
    doc["start_positions"][1]["trials"] = 3;
    doc["start_positions"][1]["hits"] = 0;
    doc["start_positions"][1]["rate"] = 0.0;
    refused(doc, "trials must be the games");
    doc = j;
    doc["seats"][0]["score"]["mean"] = 1e305; // would write back as null
    refused(doc, "out of range");
    doc = j;
    doc["cards"][0]["sd"] = -1e12;
    refused(doc, "out of range");
    // An A / B document reads back to both reports.
    const BalanceDocument ab = balanceDocumentFromJson(comparisonJson(r, r));
    ASSERT_TRUE(ab.b.has_value());
    EXPECT_EQ(reportJson(*ab.b).dump(), j.dump());
    auto abDoc = comparisonJson(r, r);
    abDoc.erase("b");
    refused(abDoc, "\"b\"");
    EXPECT_FALSE(balanceDocumentFromJson(j).b.has_value());
}

TEST(Balance, AnExceptionWhileHandingOverStopsTheWorkersAndReachesTheCaller) {
    // A caller that fails mid-run (the CLI writing a record to a full disk) gets its exception
    // back on its own thread, after the workers have been joined: no std::terminate.
    SimulationConfig config = simulationConfig(setupOf(2, false, {"greedy"}, 200, 1), 2);
    int handed = 0;
    EXPECT_THROW(playGames(test::dataPtr(), config,
                           [&](PlayedGame&) {
                               if (++handed == 3)
                                   throw std::runtime_error("disk full");
                           }),
                 std::runtime_error);
    EXPECT_EQ(handed, 3);
    config.jobs = 1;
    handed = 0;
    EXPECT_THROW(playGames(test::dataPtr(), config,
                           [&](PlayedGame&) {
                               if (++handed == 2)
                                   throw std::runtime_error("disk full");
                           }),
                 std::runtime_error);
}
