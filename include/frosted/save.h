// Saving and loading a whole game, and exporting it as a replay record.
//
// A save file is a versioned JSON document ("format": "frosted-blooms-save", "version": 1) holding
// the whole GameState: the deal it started from, every garden as the ordered list of its laid
// tiles, hands, decks, discards, coins, tracks, objectives, the market, the bag order, the board,
// the Master Gardener's seat, the log and the turn in progress. All of the game's randomness is
// drawn at setup (the bag order and the decks are part of the state), so a loaded game continues
// exactly as it would have. The document names the data set by its content hash; loading it with
// a different data set is refused.
//
// Loading never trusts the file: every field is type-checked, every id resolved, the gardens are
// rebuilt by replaying their placements through the rules (an illegal one is refused), and the
// tiles, cards and objectives must each be in exactly one place. Any problem is a SaveError with
// a code and a message for players; nothing is half-loaded.
//
// replayRecord() exports a game as an input of `frosted-blooms-cli play`: the explicit deal and
// every human turn so far; replaying it reproduces the same log and scores.
#pragma once

#include "frosted/game.h"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace frosted {

inline constexpr int kSaveVersion = 1;
inline constexpr const char* kSaveFormat = "frosted-blooms-save";

class SaveError : public std::runtime_error {
  public:
    SaveError(std::string code, const std::string& message)
        : std::runtime_error(message), code_(std::move(code)) {}
    // "not_a_save", "unsupported_version", "data_mismatch", "corrupt_save", "malformed_json"
    const std::string& code() const { return code_; }

  private:
    std::string code_;
};

nlohmann::json saveToJson(const GameState& g);
std::string saveToText(const GameState& g);
GameState loadFromJson(const ComponentsPtr& components, const nlohmann::json& doc);
GameState loadFromText(const ComponentsPtr& components, const std::string& text);

nlohmann::json replayRecord(const GameState& g);

} // namespace frosted
