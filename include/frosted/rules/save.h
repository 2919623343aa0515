// Saving and loading a whole game, and exporting it as a replay record.
//
// A save file is a versioned JSON document ("format": "frosted-blooms-save", "version": 2) holding
// the deal the game started from (seat names, starting tiles, ring, whole bag order, objectives,
// every deck, the Master Gardener's deck), whether it is solo, the seed it was dealt from, and
// every action the seats have taken, in the text form of CLI.md ("take 2", "place front 0 1 0",
// "card purple", "claim purple-6", "done"). All of the game's randomness is drawn at setup, so the
// deal and the actions are the whole game; loading replays the actions through GameState::apply,
// and the rules are the check: an action the rules refuse is a damaged file. The document names
// the data set by its content hash; loading it with a different data set is refused.
//
// Version 3 holds a game set up from a position (position.h): "position" (the position document
// without its own "format" and "version", resolved whole) in place of "deal"; then the actions.
//
// Version 1 (release 0.1) stored the whole derived state. It still opens: its deal and the turns
// of its log (with the turn in progress) are turned into actions and replayed the same way.
//
// Any problem is a SaveError with a code and a message for players; nothing is half-loaded.
//
// replayRecord() exports a game as an input of `frosted-blooms-cli play`: the explicit deal and
// every action so far (`actions`); replaying it reproduces the same log and scores. A game set up
// from a position exports {"position": ..., "actions": [...]}, which `play` reads the same way.
#pragma once

#include "engine/saves.h"
#include "frosted/rules/game.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

namespace frosted {

// The newest version this program reads and writes for a game set up from a position (3); a
// dealt game is written in version 2, as builds from before positions wrote it.
inline constexpr int kSaveVersion = 3;
inline constexpr int kDealtSaveVersion = 2;
inline constexpr const char* kSaveFormat = "frosted-blooms-save";

// "not_a_save", "unsupported_version", "data_mismatch", "corrupt_save", "malformed_json", and
// "io_error" from loadFromFile (missing, not a regular file, larger than 16 MiB): engine/saves.h.
using SaveError = engine::SaveError;

nlohmann::json saveToJson(const GameState& g);
std::string saveToText(const GameState& g);
// `version`, when given, receives the file's format version (1 to 3).
GameState loadFromJson(const ComponentsPtr& components, const nlohmann::json& doc,
                       int* version = nullptr);
GameState loadFromText(const ComponentsPtr& components, const std::string& text,
                       int* version = nullptr);
// Reads a save file within InputLimits (a regular file of at most 16 MiB) and loads it.
GameState loadFromFile(const ComponentsPtr& components, const std::filesystem::path& path,
                       int* version = nullptr);

nlohmann::json replayRecord(const GameState& g);

} // namespace frosted
