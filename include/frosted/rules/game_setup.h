// How a game is set up (game.h): the seat names, a deal given part by part, the deal resolved to
// indices, and the error a contradictory setup throws.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace frosted {

// Why these names cannot sit at one table (a name empty, too long, with a control character, two
// alike, the solo player named like the Master Gardener), or nullopt when they can.
std::optional<std::string> seatNamesProblem(const std::vector<std::string>& names, bool solo);

class SetupError : public std::invalid_argument {
  public:
    SetupError(std::string code, const std::string& message)
        : std::invalid_argument(message), code_(std::move(code)) {}
    const std::string& code() const { return code_; }

  private:
    std::string code_;
};

// A deal, given part by part (CLI.md `play`); every part left empty is dealt from `seed`.
struct SetupSpec {
    std::vector<std::string> players; // names; seats run from the start player in this order
    bool solo = false;                // one player against the Master Gardener (R-MG-1)
    std::uint64_t seed = 0;
    std::optional<int> startPlayer;         // index into players (default: random, R-TURN-1)
    std::vector<std::string> startingTiles; // per seat (default: the data's order)
    std::vector<std::string> market;        // slots 1..5
    std::vector<std::string> bag;           // first tiles to be drawn
    std::optional<std::vector<std::string>> objectives; // the board's objectives
    std::vector<std::vector<std::string>> decks;        // per seat, from the top
    std::vector<std::string> gardenerDeck;              // from the top
};

// The deal a game started from, resolved to indices (for replay records and save files).
struct Deal {
    std::vector<std::string> names;      // seat order
    std::vector<int> startingTiles;      // per seat
    std::vector<int> market;             // slots 1..5 at setup (-1 when empty)
    std::vector<int> bag;                // the whole bag, next draw first
    std::vector<int> board;              // objectives on the board
    std::vector<std::vector<int>> decks; // per seat, from the top (hand first)
    std::vector<int> gardenerDeck;       // from the top
    bool operator==(const Deal&) const = default;
};

} // namespace frosted
