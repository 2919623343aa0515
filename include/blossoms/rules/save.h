// Blossoms' saves (spec/blossoms/CLI.md "Continuing a save"): a `frosted-blooms-save` document
// with "game": "blossoms", the data_hash, the seed, the variant ({"children", "advanced"}), the
// whole deal ("deal": {"names" in seat order, "pots", "removed", "hands" by seat, "deck" from the
// top}, plus "players" as listed and "start_player", which a save without them takes as the seat
// order) and every action as text. Loading replays the actions through the rules, so a save can
// hold nothing the rules would refuse.
#pragma once

#include "blossoms/rules/game.h"
#include "engine/envelope.h"
#include "engine/saves.h"

#include <filesystem>
#include <string>

namespace blossoms {

inline constexpr engine::FileFormat kSaveFormat{"frosted-blooms-save", 1, 1};

// A save that cannot be loaded: its code and why (engine/saves.h).
using SaveError = engine::SaveError;

std::string saveText(const Game& g);
// Throws SaveError; `components` must be the data set the save names (data_mismatch otherwise).
Game loadSave(const ComponentsPtr& components, const std::string& text);

// The same through the file system: written atomically (engine::writeFileAtomically; throws
// engine::InputError "io_error"), read within the input limits (engine::readRegularFile; a file
// that cannot be read is SaveError "io_error").
void writeSave(const std::filesystem::path& path, const Game& g);
Game readSave(const ComponentsPtr& components, const std::filesystem::path& path);

} // namespace blossoms
