// Reading and validating Blossoms' data set (spec/blossoms/COMPONENTS.md "Validation").
//
// loadComponents() reads `cards.json` from a folder (within the input limits: 16 MiB, the JSON
// limits of engine/input.h), checks every rule of COMPONENTS.md and returns an immutable
// ComponentSet. Any problem stops loading: DataError carries every problem found, never only the
// first, each as one line "cards.json: <item>: <what>" with the item names of COMPONENTS.md
// ("(file)", "types", "type rose", "types[2]", "C07", "cards[3]", "pot 2",
// "score_card.flower_value", "rules.hand_size" ...) and in parts; nothing is half-loaded. The
// command line's --data and the bundled data load through the same function.
#pragma once

#include "blossoms/rules/components.h"

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace blossoms {

inline constexpr const char* kDataFile = "cards.json";

struct DataProblem {
    std::string item;    // "(file)", "types", "type rose", "C07", "pot 2", "rules.min_cut" ...
    std::string message; // what is wrong
    std::string text;    // the whole line: "cards.json: C07: unknown type \"lily\""
    bool operator==(const DataProblem&) const = default;
};

class DataError : public std::runtime_error {
  public:
    explicit DataError(std::vector<DataProblem> problems);
    const std::vector<std::string>& problems() const { return problems_; }
    const std::vector<DataProblem>& details() const { return details_; }

  private:
    std::vector<DataProblem> details_;
    std::vector<std::string> problems_;
};

// The bundled data set: data/blossoms beside Frosted Blooms' data (installed:
// share/frosted-blooms/data/blossoms; from a build folder: the source tree's).
std::filesystem::path defaultDataDir();

// `dir`/cards.json, loaded and checked. Throws DataError.
ComponentsPtr loadComponents(const std::filesystem::path& dir);
// The same from the file's text (tests, fuzz targets).
ComponentsPtr loadComponentsFromText(std::string_view text);

} // namespace blossoms
