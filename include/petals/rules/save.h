// Petals' saves (spec/petals/CLI.md "Saves"): the fully fixed deal and every action as text, in
// the envelope every file of the program has (engine/envelope.h). Loading replays the actions
// through the rules, so a save can hold nothing the rules would refuse.
#pragma once

#include "engine/envelope.h"
#include "engine/saves.h"
#include "petals/rules/game.h"

#include <string>

namespace petals {

inline constexpr engine::FileFormat kSaveFormat{"frosted-blooms-save", 1, 1};

// A save that cannot be loaded: its code and why (engine/saves.h).
using SaveError = engine::SaveError;

std::string variantName(Variant v); // "standard", "harmony"
std::optional<Variant> variantOf(std::string_view name);

std::string saveText(const Game& g);
// Throws SaveError; `components` must be the data set the save names (data_mismatch otherwise).
Game loadSave(const ComponentsPtr& components, const std::string& text);

} // namespace petals
