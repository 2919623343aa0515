// What the saves of every game share (docs/architecture.md "One field reader, one envelope"): the
// error a save that cannot be loaded throws, the opening of its document (the envelope, the game
// it names, the data set it was played with), reading its file within the input limits, its
// cards by id and the replay of its actions through the rules. The sentences stay the ones each
// game's CLI.md pins; what differs from game to game (the deal, the variant) stays the game's.
#pragma once

#include "engine/envelope.h"
#include "engine/input.h"
#include "engine/refusal.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// A save that cannot be loaded: its code ("io_error", "malformed_json", "not_a_save",
// "unsupported_version", "data_mismatch": another game or data set, "corrupt_save": a deal or an
// action the rules refuse) and why, in words for players.
class SaveError : public std::runtime_error {
  public:
    SaveError(std::string code, const std::string& why)
        : std::runtime_error(why), code_(std::move(code)) {}
    const std::string& code() const { return code_; }

  private:
    std::string code_;
};

// The document of a save in `text`, checked in this order: JSON (malformed_json), the envelope of
// `kind` (not_a_save, unsupported_version), "game" is `game` (data_mismatch with `notThisGame`),
// "data_hash" is `dataHash` (data_mismatch). Throws SaveError.
nlohmann::json openSave(const std::string& text, const FileFormat& kind, std::string_view game,
                        const std::string& notThisGame, const std::string& dataHash);

// A save file's text, read within the input limits (engine::readRegularFile); a file that cannot
// be read is SaveError "io_error".
std::string readSaveText(const std::filesystem::path& path);

// A save's card given by its id (`Components::cardIndex`), and a list of them; corrupt_save
// otherwise.
template <class Components>
int savedCard(const Components& c, const nlohmann::json& j) {
    if (!j.is_string())
        throw SaveError("corrupt_save", "a card must be given by its id");
    const auto k = c.cardIndex(j.get<std::string>());
    if (!k)
        throw SaveError("corrupt_save", "no card is called " + shown(j.get<std::string>()));
    return *k;
}

template <class Components>
std::vector<int> savedCards(const Components& c, const nlohmann::json& j) {
    if (!j.is_array())
        throw SaveError("corrupt_save", "a list of card ids was expected");
    std::vector<int> out;
    for (const nlohmann::json& e : j)
        out.push_back(savedCard(c, e));
    return out;
}

// Replays a save's "actions" (a list) on `g` through the rules: corrupt_save naming the first one
// that is not an action (`Game::parseAction(components, text, &why)`) or that `g.apply` refuses.
template <class Game>
void replaySavedActions(Game& g, const nlohmann::json& actions) {
    int i = 0;
    for (const nlohmann::json& a : actions) {
        std::string why;
        const auto action = a.is_string()
                                ? Game::parseAction(g.components(), a.get<std::string>(), &why)
                                : std::nullopt;
        if (!action)
            throw SaveError("corrupt_save", "action " + std::to_string(i) + " is not an action" +
                                                (why.empty() ? std::string() : ": " + why));
        if (const Verdict v = g.apply(*action); !v)
            throw SaveError("corrupt_save", "action " + std::to_string(i) + " (" +
                                                a.get<std::string>() + ") is refused: " + v.reason);
        ++i;
    }
}

// A game module's load() (engine/game_module.h): the game `load(text)` makes of a save, its
// SaveError thrown as the std::invalid_argument the contract names.
template <class Load>
auto moduleLoad(const std::string& text, Load load) {
    try {
        return load(text);
    } catch (const SaveError& e) {
        throw std::invalid_argument(e.what());
    }
}

} // namespace engine
