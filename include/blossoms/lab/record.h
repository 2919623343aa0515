// Blossoms' records (spec/blossoms/CLI.md: `simulate --records`, the desktop's Game ▸ Export
// record…): the `play` input of a game with its whole deal and every action as text, which replays
// to the same log and result; and the game any `play` input describes. The command line's `play`
// and `simulate`, and the desktop's replay viewer read and write them with this code, so both
// refuse the same files with the same codes and messages (engine::cli::CliError: invalid_input,
// unknown_id, invalid_setup, bad_action, illegal_action, conflicts_with_save, and those of saves).
#pragma once

#include "blossoms/rules/game.h"
#include "engine/cli.h"

#include <string>
#include <string_view>
#include <vector>

namespace blossoms::lab {

using json = engine::cli::json;

// The game a `play` input describes (CLI.md "play": game, players, seed, variant, setup,
// actions), or with `fromSave` the saved game at that path continued by the input's actions.
// Throws engine::cli::CliError (exit 2) with the codes of CLI.md.
Game scriptedGame(const ComponentsPtr& c, const json& in, const std::string& fromSave = {});

// Cards by their ids as the data spells them (a JSON array).
json cardIds(const ComponentSet& c, const std::vector<int>& cards);

// A game's record: its players, seed, variant, the whole deal (setup) and every action as text.
json recordJson(const Game& g);

// A record's text read and replayed: CliError invalid_input for text that is not JSON or not a
// record of Blossoms ("game" missing or another game's), then scriptedGame's checks (an unknown
// card id, a deal the rules refuse, an unknown action or one the rules refuse at actions[k]).
Game readRecord(const ComponentsPtr& c, std::string_view text);

} // namespace blossoms::lab
