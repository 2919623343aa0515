// Puzzles: a position (position.h) with a goal for the seat to play, to reach in that one turn
// (docs/designer.md "Puzzles").
//
// A puzzle document:
//
//   {"format": "frosted-blooms-puzzle", "version": 1,
//    "title": {"en": "First bloom", "fr": "...", "ja": "..."},   (or one string: English)
//    "note": ..., "hint": ...,                                   (optional, the same way)
//    "goal": [{"score": 20}, {"improvement": "windmill"}, {"claim": "windmill"}, {"coins": 3}],
//    "position": {...}}                     (the position as a save embeds it, position.h)
//
// Every part of the goal must hold once the seat to play has ended its turn (its EndTurn applied):
//   {"score": N}                       the card of the turn scored at least N points (R-SCORE-2);
//   {"improvement": I, "count": n}     the gaps closed this turn earned at least n (default 1) of
//                                      Improvement I (worker, barn, windmill; R-GAP-2);
//   {"claim": T or id}                 an objective of type T (purple ... windmill) or the
//                                      objective tile with that id was claimed this turn (R-OBJ);
//   {"coins": N}                       the seat holds at least N coins at the end of the turn.
//
// Loading is strict: an unknown field or goal kind, a bad value, a position with
// positionProblems(), a seat to play that is a computer player or a goal impossible by
// construction (an objective that is not on the board, a type the seat already holds, R-OBJ-5)
// is refused with a message naming the field ("goal[1].improvement: "mill" is not an
// Improvement"). The judge says per part whether it is met, with its figures; the solver tries
// every way to play the turn.
#pragma once

#include "frosted/rules/action.h"
#include "frosted/rules/game.h"
#include "frosted/rules/position.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace frosted {

inline constexpr const char* kPuzzleFormat = "frosted-blooms-puzzle";
inline constexpr int kPuzzleVersion = 1;

// A text in the game's languages: English always, French and Japanese when given.
struct PuzzleText {
    std::string en, fr, ja;
    // The text in `language` ("en", "fr", "ja"; a longer code such as "fr_CA" counts by its first
    // two letters), else the English one.
    const std::string& in(std::string_view language) const;
    bool empty() const { return en.empty(); }
    bool operator==(const PuzzleText&) const = default;
};

struct PuzzleGoal {
    enum class Kind : std::uint8_t { Score, Improvement, Claim, Coins };
    Kind kind = Kind::Score;
    int amount = 1; // Score: points; Improvement: count; Coins: coins
    Improvement improvement = Improvement::Worker;   // Improvement
    ObjectiveType claimType = ObjectiveType::Purple; // Claim: the type (objective < 0)
    int objective = -1;                              // Claim: one objective tile (its index), or -1
    bool operator==(const PuzzleGoal&) const = default;
};
std::string_view name(PuzzleGoal::Kind k); // "score", "improvement", "claim", "coins"

struct Puzzle {
    std::string id; // the file's name without ".json" (set by loadPuzzle), or empty
    PuzzleText title, note, hint;
    std::vector<PuzzleGoal> goal;
    Position position;
    int seat() const { return position.toPlay; } // the solver's seat
    bool operator==(const Puzzle&) const = default;
};

class PuzzleError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Reads a puzzle document (strict, see above). Throws PuzzleError naming the field.
Puzzle puzzleFromJson(const ComponentsPtr& c, const nlohmann::json& j);
// The document of a puzzle (puzzleFromJson of it gives the puzzle back, id aside).
nlohmann::json puzzleToJson(const ComponentSet& c, const Puzzle& p);
// Reads a file (input.h's limits); the id is its name without ".json". Throws PuzzleError
// ("is not a file", "line 3, column 7: ...", "goal[0].score: ...").
Puzzle loadPuzzle(const ComponentsPtr& c, const std::filesystem::path& file);

// The shipped puzzles' folder: "puzzles" beside the data folder defaultDataDir() (installed,
// share/frosted-blooms/puzzles; from a build folder, the source tree's puzzles/).
std::filesystem::path defaultPuzzleDir();

// The puzzle's game at the start of its turn (GameState::fromPosition). Every other seat is
// marked a computer player (its level as the position says, else "medium"): a puzzle is one
// person's turn, so a table never hands over to the others.
GameState puzzleGame(const ComponentsPtr& c, const Puzzle& p);

// What the judge says of one goal part: met or not, with the figure reached and the one needed
// (score: points scored and N; improvement: the count earned and n; claim: 1 when claimed, of 1;
// coins: coins held and N).
struct GoalCheck {
    PuzzleGoal goal;
    bool met = false;
    int have = 0;
    int need = 0;
    std::string text; // in English: "scored 14 of 20 points", "claimed no windmill objective"
};
struct PuzzleVerdict {
    bool finished = false; // the seat's turn has ended (its EndTurn applied)
    bool solved = false;   // finished and every part met
    std::vector<GoalCheck> goals;
};
// Judges the game of a puzzle: after the seat's turn from its turn record (the log's first
// record of that seat), before it from the turn so far (progress: points, Improvements and
// claims so far, the coins held now). A view of any seat sees enough (all of it is public).
PuzzleVerdict judgePuzzle(const Puzzle& p, const GameState& g);
PuzzleVerdict judgePuzzle(const Puzzle& p, const SeatView& g);

// The solver: every way to play the turn (take x placement x card x claims, step by step through
// legalActions()), in the order of legalActions().
struct PuzzleSearch {
    std::optional<std::vector<Action>> solution; // the first play that solves, EndTurn included
    long plays = 0;                              // ways of playing the turn tried
    long solutions = 0;                          // of which solve the puzzle
};
// With `countAll` false it stops at the first solution (plays and solutions count so far).
PuzzleSearch solvePuzzle(const ComponentsPtr& c, const Puzzle& p, bool countAll = false);

// The easiest play: take the first tile (k = 1, or pass), lay it at its first legal placement,
// play the first card of the hand, claim nothing, end the turn. A shipped puzzle is not solved by
// it (tests).
std::vector<Action> trivialPlay(const GameState& g);

} // namespace frosted
