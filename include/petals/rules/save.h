// Petals' saves (spec/petals/CLI.md "Saves"): the fully fixed deal and every action as text, in
// the envelope every file of the program has (engine/envelope.h). Loading replays the actions
// through the rules, so a save can hold nothing the rules would refuse.
#pragma once

#include "engine/envelope.h"
#include "petals/rules/game.h"

#include <stdexcept>
#include <string>

namespace petals {

inline constexpr engine::FileFormat kSaveFormat{"frosted-blooms-save", 1, 1};

// A save that cannot be loaded: its code, as for Frosted Blooms' saves ("malformed_json",
// "not_a_save", "unsupported_version", "data_mismatch": another game or data set,
// "corrupt_save": a deal or an action the rules refuse), and why.
class SaveError : public std::runtime_error {
  public:
    SaveError(std::string code, const std::string& why)
        : std::runtime_error(why), code_(std::move(code)) {}
    const std::string& code() const { return code_; }

  private:
    std::string code_;
};

std::string variantName(Variant v); // "standard", "harmony"
std::optional<Variant> variantOf(std::string_view name);

std::string saveText(const Game& g);
// Throws SaveError; `components` must be the data set the save names (data_mismatch otherwise).
Game loadSave(const ComponentsPtr& components, const std::string& text);

} // namespace petals
