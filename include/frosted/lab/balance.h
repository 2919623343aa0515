// The balance lab (issue 16): what many games by computer players say about the game's balance.
//
// A run (simulate.h's playGames) hands each finished game to a BalanceAccumulator in game order;
// the accumulator keeps one small GameFigures per game (the final score pad, the claims, the gaps,
// the tiles on offer at each take, the cards played) and turns them into a BalanceReport: win
// rates per seat and per start position with 95% confidence intervals, score distributions and
// their breakdown (R-END-2), how often and in which round each objective is claimed, gap shapes
// and Improvements per game, how often each tile is taken when on offer, points per card played,
// and in solo the Master Gardener's figures. Everything is summed in game order, so a report is
// the same, to the bit, whatever the number of threads that played the games.
//
// compareReports() is the designer's A / B: the same seeds on two data sets, each difference with
// its p-value (Welch's t-test for means, the two-proportion z-test for rates) and marked
// significant under the Benjamini-Hochberg procedure at a 5% false discovery rate, so that a
// table of 60 tiles does not light up one in twenty rows by chance.
//
// The report's JSON (reportJson) is what `frosted-blooms-cli simulate --report FILE` writes and
// what the desktop game's Balance window exports and reads back; the CSV (one row per seat per
// game) is `simulate --csv FILE` and the window's CSV export (docs/cli.md lists the columns).
#pragma once

#include "engine/search/statistics.h"
#include "frosted/rules/game.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace frosted {

inline constexpr const char* kGardenerBot = "master_gardener";

// What a run plays: the seats' bots and the games. Seat i (from 0) is "Seat i+1", played by
// bots[i]; with rotateStart, game g starts with seat g mod players (else seat 1 always starts).
struct BalanceSetup {
    int players = 2; // human seats (1 in solo)
    bool solo = false;
    int games = 100;
    std::uint64_t seed = 1;        // game g is dealt from seed + g
    std::vector<std::string> bots; // names (bots.h botName), one per seat
    bool rotateStart = false;
    int iterations = 0;                // hard's worlds per decision (0: its time budget, below)
    int thinkMs = 0;                   // hard's time per decision (0: its default) without them
    std::string dataName = "built-in"; // the data set's name, for the reader
    std::string dataHash;              // validate-data's hash of it
};

// One finished game: all a report reads of it.
struct GameFigures {
    int game = 0;           // from 0
    std::uint64_t seed = 0; // the deal's seed
    struct Seat {
        int startPosition = 0; // 1 = played first; the Master Gardener plays after his player
        int track = 0, improvements = 0, objectives = 0, coins = 0, total = 0, rank = 0;
        ImprovementCounts built; // Improvements placed (players) or collected (Master Gardener)
        int objectivesClaimed = 0;
    };
    std::vector<Seat> seats; // "Seat 1".. in seat order, then the Master Gardener in solo
    struct Claim {
        int objective = 0; // index into the data's objectives
        int seat = 0;      // as in `seats`
        int round = 0;     // 1..rounds (the Master Gardener's end claims: the last round)
    };
    std::vector<Claim> claims;
    std::vector<int> board; // the objectives on the board
    std::array<int, kGapShapeCount> gapShapes{};
    std::vector<int> offered; // at each take step, every tile of the ring the player could pay for
    std::vector<int> taken;   // the tiles taken, one per take
    struct CardPlay {
        int card = 0; // index into the data's cards
        int seat = 0;
        int points = 0; // R-SCORE-2
    };
    std::vector<CardPlay> cards;
};

// The figures of a finished game. `firstSeat` is the identity seat (0-based) that started: the
// game's seat s is identity seat (firstSeat + s) mod players.
GameFigures figuresOf(const GameState& end, const std::vector<int>& offered, int game,
                      std::uint64_t seed, int firstSeat);

// The statistics of a report (engine/search/statistics.h): rates with their Wilson intervals,
// distributions, Welch's and the two-proportion tests.
using engine::search::Distribution;
using engine::search::distributionOf;
using engine::search::normalCdf;
using engine::search::Rate;
using engine::search::rateOf;
using engine::search::studentTCdf;
using engine::search::twoProportionP;
using engine::search::welchP;

struct BalanceReport {
    BalanceSetup setup;
    int games = 0; // games played (fewer than setup.games when cancelled)
    struct SeatRow {
        std::string name; // "Seat 1".. or "Master Gardener"
        std::string bot;  // a bot's name, or kGardenerBot
        Rate wins;        // shared victories count for each winner
        Distribution total;
        double track = 0, improvements = 0, objectives = 0, coins = 0; // means (R-END-2)
    };
    std::vector<SeatRow> seats;  // players in seat order, then the Master Gardener in solo
    std::vector<Rate> positions; // players' wins by start position (1st, 2nd, ...)
    struct ObjectiveRow {
        std::string id;
        ObjectiveType type = ObjectiveType::Purple;
        int threshold = 0, points = 0;
        Rate claimed;             // games it was claimed / games it was on the board
        std::vector<int> byRound; // claims per round, 1..rounds
        double meanRound = 0;     // of its claims (0 when never claimed)
        int byGardener = 0;       // claims by the Master Gardener
    };
    std::vector<ObjectiveRow> objectives;                        // data order
    std::array<double, kGapShapeCount> gapShapesPerGame{};       // all seats
    std::array<double, kImprovementCount> improvementsPerGame{}; // all seats and the MG
    struct TileRow {
        std::string id;
        Rate taken; // times taken / times on offer at a take step
    };
    std::vector<TileRow> tiles; // data order
    struct CardRow {
        std::string id;
        int played = 0;
        double meanPoints = 0, sd = 0;
    };
    std::vector<CardRow> cards; // data order
    std::uint64_t digest = 0;   // of every game's scores and ranks, a signature of behaviour
};

// Sums games in game order into a report. A report can be taken at any time (live charts). The
// sums grow with the data (tiles, cards, objectives), not with the games, but for each seat's
// final scores (4 bytes a seat a game, for the quartiles); with keepFigures each game's number,
// seed and seats are kept too (what csvRows reads: the CSV of a run shown in the desktop game).
class BalanceAccumulator {
  public:
    BalanceAccumulator(ComponentsPtr components, BalanceSetup setup, bool keepFigures = true);
    void add(const GameFigures& figures); // the next game, in game order
    int games() const { return games_; }
    // Every game's number, seed and seats, in game order (empty unless kept).
    const std::vector<GameFigures>& figures() const { return kept_; }
    const BalanceSetup& setup() const { return setup_; }
    BalanceReport report() const;

  private:
    ComponentsPtr c_;
    BalanceSetup setup_;
    bool keep_ = true;
    std::vector<GameFigures> kept_;
    int games_ = 0;
    std::uint64_t digest_ = 1469598103934665603ull;
    std::vector<std::vector<int>> totals_; // per seat, per game
    std::vector<int> wins_;                // per seat
    std::vector<std::array<long long, 4>>
        parts_;                     // per seat: track, Improvements, objectives, coins
    std::vector<int> positionWins_; // per start position
    std::vector<int> onBoard_, claimedGames_, claims_, byGardener_; // per objective
    std::vector<long long> roundSum_;                               // per objective
    std::vector<std::vector<int>> byRound_;                         // per objective, per round
    std::array<long long, kGapShapeCount> shapes_{};
    std::array<long long, kImprovementCount> improvements_{};
    std::vector<int> offered_, taken_;          // per tile
    std::vector<long long> cardPlays_;          // per card
    std::vector<double> cardSum_, cardSquares_; // per card: points, points squared
};

// The report as a JSON document ("format": "frosted-blooms-balance", version 1); numbers rounded
// to 4 decimals so that the text is the same on every machine. reportFromJson reads it back
// (throws std::invalid_argument naming the field).
nlohmann::ordered_json reportJson(const BalanceReport& r);
BalanceReport reportFromJson(const nlohmann::ordered_json& j);

// The CSV of a run: the header line and one line per seat per game (the Master Gardener with bot
// "master_gardener"), each ending in "\n".
std::string csvHeader();
std::string csvRows(const GameFigures& g, const BalanceSetup& setup);

// A / B: one row per figure both reports have.
struct Difference {
    std::string section; // "wins", "positions", "scores", "objectives", "tiles", "cards", ...
    std::string label;   // "Seat 1", "2nd", "purple-6", "T05"...
    std::string measure; // "win rate", "mean score", "claim rate", "take rate", "mean points"
    double a = 0, b = 0; // the figure in A and in B
    double p = 1;        // two-sided p-value of "no difference"
    bool significant = false;
    bool isRate = false; // a rate (a share from 0 to 1: shown in %, differences in points), else
                         // a mean
};
std::vector<Difference> compareReports(const BalanceReport& a, const BalanceReport& b,
                                       double falseDiscoveryRate = 0.05);

// An A / B document ("format": "frosted-blooms-balance-ab", version 1): both reports, every
// difference and the false discovery rate used. What `simulate --compare DIR --report FILE`
// writes and the Balance window exports and opens.
nlohmann::ordered_json comparisonJson(const BalanceReport& a, const BalanceReport& b,
                                      double falseDiscoveryRate = 0.05);
// A report document or an A / B document read back: `b` is empty for a single report. Throws
// std::invalid_argument naming what is wrong.
struct BalanceDocument {
    BalanceReport a;
    std::optional<BalanceReport> b;
};
BalanceDocument balanceDocumentFromJson(const nlohmann::ordered_json& j);

} // namespace frosted
