// Petals' replay records (spec/petals/CLI.md: `simulate --records`, the desktop's Game ▸ Export
// record…): a `play` input with a fully fixed setup and every action as text, which replays to the
// same log and result; and the game any `play` input describes. The command line's `play` and the
// desktop's replay viewer read them with the same code, so both refuse the same files with the
// same codes (engine::cli::CliError: invalid_input, unknown_id, invalid_setup, illegal_turn,
// bad_action, illegal_action, and those of saves).
#pragma once

#include "engine/cli.h"
#include "petals/rules/components.h"
#include "petals/rules/game.h"

#include <string>

namespace petals::lab {

using json = engine::cli::json;

// The game a `play` input describes (CLI.md "play": players, variant, seed, setup, turns,
// actions), or with `fromSave` the saved game at that path continued by the input's turns and
// actions. Throws engine::cli::CliError (exit 2) with the codes of CLI.md.
Game scriptedGame(const ComponentsPtr& c, const json& in, const std::string& fromSave = {});

// A game's replay record.
json replayRecord(const Game& g);

// A card lying on the table as the command line writes it: {"card", "x", "y", "rotation"}.
json lyingJson(const ComponentSet& c, const Lying& l);

} // namespace petals::lab
