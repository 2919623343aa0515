// The soak test's checker and runner (tests/soak; see soak_main.cpp for what is checked how often).
//
// The checker recomputes what the rules say from what the state shows, with code of its own
// (a plain grid and flood fills for gardens, its own market walk, its own Master Gardener turn),
// and throws a Violation naming the rule the moment something disagrees. It reads the hidden
// parts of a game (bag, deal) through the test-only GameStateAccess (tests/core/game_access.h);
// it changes nothing in the core.
#pragma once

#include "engine/rng.h"
#include "frosted/ai/bots.h"
#include "frosted/rules/action.h"
#include "frosted/rules/game.h"

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace frosted::soak {

// An invariant broken: `rule` is the rule ID (R-...) or the soak's own name ("conservation").
class Violation : public std::runtime_error {
  public:
    Violation(std::string rule, const std::string& what)
        : std::runtime_error(rule + ": " + what), rule_(std::move(rule)) {}
    const std::string& rule() const { return rule_; }

  private:
    std::string rule_;
};

// ---------------------------------------------------------------------------------------------
// The checker

// What stays fixed through one game, taken right after setup.
struct Baseline {
    int coins = 0; // players + Master Gardener + ring at setup
    int seats = 0;
    bool solo = false;
};
Baseline baselineOf(const GameState& g);

// The parts of a state before an action that the step check compares with the state after it
// (everything but the log and the action list, which only grow).
struct Snapshot {
    Phase phase = Phase::TakeTile;
    int seat = 0;
    int round = 0;
    std::vector<PlayerState> players;
    GardenerState gardener;
    Market market;
    std::vector<int> board, bag, outOfGame;
    std::size_t logSize = 0, actionCount = 0;
    PlayerTurn current;
    int taken = -1;
    std::vector<Point> placedCells;
    static Snapshot of(const GameState& g);
};

// Cheap, after every action. `withDeal` is false for a determinized world (it has no deal).
// Conservation of coins, tiles, cards and objectives; the score track against the log; the
// score pad against a recount; the turn records; the legal actions of the step.
void checkState(const GameState& g, const Baseline& b, bool withDeal = true);
// Cheap, after every action: the transition `pre` --a--> `post` against the soak's own reading
// of the rules (R-MKT-2/3, R-PL-1..4, R-GAP-1..3, R-SCORE-1..3, R-CARD-2, R-OBJ-3..5, R-TURN-2,
// R-END-1, R-MG-3..5).
void checkStep(const Snapshot& pre, const Action& a, const GameState& post);
// Cheap, before every action: the action is one of legalActions() (given) and its text and id
// round-trip through the codec.
void checkAction(const GameState& g, const std::vector<Action>& legal, const Action& a);
// Cheap, after every action: what each seat's view (and the public view) shows and hides
// (R-PRIV-1: sizes only of other hands and of every deck, the bag as a sorted set).
void checkViewContents(const GameState& g, SeatView& scratch);
// At the end: R-END-1..3 and a recount of every part of every score from the final gardens,
// rebuilt tile by tile with the soak's own grid.
void checkFinal(const GameState& g, const Baseline& b);

// Sampled (expensive). The determinized world of each seat's view gives that seat the same view
// (R-PRIV-1), is itself a consistent game, and differs from the real one in hidden parts.
struct DeterminizeStats {
    long long samples = 0;
    long long differing = 0;   // the world's hidden parts differ from the real ones
    long long couldDiffer = 0; // there was more than one world to draw
};
void checkDeterminize(const GameState& g, const Baseline& b, int seat, Rng& rng,
                      DeterminizeStats& stats);
// Sampled: save to text, load, compare (GameState ==), save again (same text). Returns the copy.
GameState checkSaveLoad(const GameState& g);
// Sampled: every legal action passes check() and round-trips through the codec; random other
// actions are refused by check() and by apply() (which then leaves the state unchanged); in the
// place step the legal placements equal the soak's own enumeration (R-PL-1..4).
void checkLegalSet(const GameState& g, Rng& rng);

// ---------------------------------------------------------------------------------------------
// The runner

enum class Mode { Solo, One, Two, Three, Four };
inline constexpr Mode kModes[] = {Mode::Solo, Mode::One, Mode::Two, Mode::Three, Mode::Four};
const char* modeName(Mode m); // "solo", "1p", "2p", "3p", "4p"
bool parseMode(const std::string& s, Mode& out);
int seatsOf(Mode m);
const char* botName(BotKind k); // "random", "greedy"
bool parseBot(const std::string& s, BotKind& out);
std::string botsText(const std::vector<BotKind>& bots); // "random,greedy"

struct GameSpec {
    long long index = 0;
    std::uint64_t seed = 0;
    Mode mode = Mode::Two;
    std::vector<BotKind> bots; // one per seat
};

// How often the expensive checks run (the cheap ones run on every action).
struct CheckPlan {
    int deepPerGame = 3;     // actions per game with determinize, save/load, legal-set checks
    int continuePerGame = 1; // of those, save/load points continued to the end beside the game
    bool full = false;       // every check on every action (slow; for replaying one game)
    // Tests only: called on the game after each action, before the checks (to break it).
    std::function<void(GameState&, const GameSpec&, long long step)> tamper;
};

// Game `index` of a run from `baseSeed` over `modes`: the mode cycles, the bots cycle through
// every combination of the bot kinds over the seats, the seed is mixed from both.
GameSpec gameSpec(std::uint64_t baseSeed, long long index, const std::vector<Mode>& modes);

// How often the rare paths were taken (counted from the logs of the games).
struct Coverage {
    long long emptyRingTurns = 0;       // R-MKT-3: a player found the ring empty (pass, pass)
    long long gardenerShortMoves = 0;   // R-MG-4: fewer tiles on the ring than his arrows
    long long gardenerShortOfCoins = 0; // R-MG-4: he could not pay every skipped tile
    long long claims = 0;               // objectives claimed by players
    long long gardenerClaims = 0;       // by the Master Gardener, end claims included
    long long gaps = 0;                 // gaps filled with Improvements
    Coverage& operator+=(const Coverage& o);
};

// What a game or a run counts: added up game by game into the run's summary.
struct Counts {
    long long actions = 0;
    long long turns = 0;
    long long deepChecks = 0;
    long long saveLoads = 0;
    long long continued = 0;
    DeterminizeStats det;
    Coverage coverage;
    Counts& operator+=(const Counts& o);
};

struct GameResult : Counts {
    bool ok = true;
    bool cancelled = false; // stopped early by `stop`
    std::string failure;    // the violation, when !ok
    std::string rule;
    long long actionIndex = -1; // the action at which it broke (-1: setup or the end)
    std::string lastAction;
};
// Plays one whole game with checks; stops early (cancelled) when `stop` returns true.
GameResult playChecked(const ComponentsPtr& components, const GameSpec& spec, const CheckPlan& plan,
                       const std::function<bool()>& stop = {});

struct RunConfig {
    long long games = 100000;
    std::uint64_t seed = 1;
    int jobs = 0; // 0: every core
    std::vector<Mode> modes{std::begin(kModes), std::end(kModes)};
    CheckPlan plan;
    bool progress = false; // a line on standard error every 5% (counts only)
};

struct RunSummary : Counts {
    long long games = 0;
    std::vector<long long> gamesByMode;                     // per kModes entry
    std::vector<std::vector<long long>> gamesByModeAndBots; // [mode][bot combination]
    std::vector<long long> seatsByBot;                      // per BotKind
    bool failed = false;
    GameSpec failedSpec;
    GameResult failure;
    double elapsedSeconds = 0;
    int jobs = 1;
};
// Plays games 0..games-1 on `jobs` threads. On a failure, the lowest failing game is reported
// and the summary counts the games up to it: the same for any number of jobs.
RunSummary runSoak(const ComponentsPtr& components, const RunConfig& config);

} // namespace frosted::soak
