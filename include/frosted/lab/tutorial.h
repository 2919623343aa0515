// The guided first game (issue 19, Help ▸ Learn to play): a fixed deal played to its end by a
// fixed list of actions, the person's and the gentle computer player's alike, with the lessons
// the rules teach along the way.
//
// A tutorial script names the deal (the seed of GameState::setup with two seats, the person
// first to play, the second seat a computer player) and every action of the whole game in its
// text form (CLI.md). The person is guided to each of their actions in turn; the computer
// player's actions are played for it, so the game is the same on every machine and every time.
// Notes say where each lesson is told: before action `before` (an index into the actions; the
// number of actions means "after the last one": the end of the game), with a lesson id (the GUI
// holds the words, in every language) and the part of the table it points at.
//
// The lessons are not taken on trust: lessonsOf() finds them with the rules (the state before an
// action and the action), so a test replays the script and checks that each note's lesson does
// happen where the note stands, and the generator (src/apps/tools/make_tutorial.cpp) uses the same
// function to find a deal that teaches every lesson.
#pragma once

#include "frosted/rules/action.h"
#include "frosted/rules/components.h"
#include "frosted/rules/game.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace frosted {

inline constexpr const char* kTutorialFormat = "frosted-blooms-tutorial";
inline constexpr int kTutorialVersion = 1;

// What the rules show a first-time player, in the order a game usually shows them.
enum class Lesson : std::uint8_t {
    TakeFree,     // R-MKT-2: the first tile after the token costs nothing
    CoinsOnTiles, // R-MKT-2: a tile skipped gets a coin (told when the other player skips)
    Skip,         // R-MKT-2: the person skips tiles, paying a coin for each
    TakeCoins,    // R-MKT-3: the person takes a tile with coins beside it
    TurnOver,     // R-GEO-3/4: laid turned over and rotated
    Gap,          // R-PL-3/4, R-GAP-1: the first gap closed, and the limit of four spaces
    Worker,       // R-GAP-2/3: a one-space gap, a Worker and its coin
    Barn,         // R-GAP-2: a Barn
    Windmill,     // R-GAP-2: a 2×2 gap, a Windmill
    CardOne,      // R-SCORE-2: a one-type card scores 2 per element of its group
    CardTwo,      // R-SCORE-2: a two-type card scores 1 per element of each type
    Claim,        // R-OBJ-3/4: an objective claimed
    OnePerType,   // R-OBJ-5: an objective met but of a type already held
    End,          // R-END-1/2: the last card played, the final scores
    TieBreak,     // R-END-3: equal totals, the coins decide
};
inline constexpr int kLessonCount = 15;
std::string_view name(Lesson l); // "take_free", "coins_on_tiles", ...
std::optional<Lesson> lessonFromName(std::string_view s);

struct TutorialNote {
    int before = 0; // the action it comes before (actions.size(): after the last)
    std::string id; // a lesson name, or one of the script's own notes ("welcome", ...)
    std::string at; // the part of the table: "", "ring", "ring:<slot>", "garden", "hand",
                    // "card:<card id>", "objectives", "objective:<objective id>", "done",
                    // "players", "score", "placement", "gaps", "scorepad",
                    // "tiebreak", "now"
    bool operator==(const TutorialNote&) const = default;
};

struct TutorialScript {
    std::uint64_t seed = 0;
    std::vector<std::string> computers; // per seat: "" the person, else a computer level
    std::vector<Action> actions;        // the whole game
    std::vector<TutorialNote> notes;    // by `before`, in the order shown
};

// The deal (two seats in this order, the first to play first).
GameState tutorialDeal(ComponentsPtr components, const TutorialScript& s,
                       const std::vector<std::string>& names);

// The lessons told before `a` is applied to `before` (empty when it is not legal there): a
// note for a lesson stands before the action it names here. Seat 0 is the person: CoinsOnTiles
// is the other seat's skip (on its placement, the coins then lying on the ring), every other
// lesson the person's own: TakeFree, Skip, TakeCoins on the take; TurnOver on the placement;
// Gap, Worker, Barn, Windmill on the card that follows the placement that closed the gaps (they
// are filled by then); CardOne and CardTwo on the card; Claim on the claim; OnePerType on the
// end of the turn. `after` is `before` with `a` applied; End and TieBreak are found on the last
// action of the game (their notes stand after it).
std::vector<Lesson> lessonsOf(const GameState& before, const Action& a, const GameState& after);

// The script document: {"format", "version", "seed", "computers", "actions": [text...],
// "notes": [{"before", "id", "at"}]}. Throws SetupError("invalid_tutorial", "actions[3]: ...")
// naming what is wrong.
TutorialScript tutorialFromJson(const ComponentSet& c, const nlohmann::json& j);
nlohmann::json tutorialToJson(const ComponentSet& c, const TutorialScript& s);

// Replays the script from its deal: every problem as a sentence (an action refused, a note out
// of range, a lesson note where its lesson does not happen, a lesson never told, the game not
// over at the end); empty when the script teaches what it says.
std::vector<std::string> tutorialProblems(const ComponentsPtr& components, const TutorialScript& s);

} // namespace frosted
