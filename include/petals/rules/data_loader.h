// Reading and validating a Petals data set (spec/petals/COMPONENTS.md "Validation").
//
// loadComponents() reads cards.json, trackers.json and rules.json from a folder, checks every rule
// of COMPONENTS.md and returns an immutable ComponentSet. Any problem stops loading: DataError
// carries every problem found, each as one line "<file>: <item>: <what>" (the item is a card or
// tracker id when it has one) and in parts; nothing is half-loaded. The command line's --data and
// the bundled data load through the same function.
#pragma once

#include "petals/rules/components.h"

#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace petals {

struct DataProblem {
    std::string file;    // "cards.json" (empty: the folder itself)
    std::string item;    // a card or tracker id, "card 3" without a usable id, or empty
    std::string message; // what is wrong
    std::string text;    // the whole line: "cards.json: C04: edge e: needs exactly one ..."
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

// The bundled data set: data/petals beside Frosted Blooms' data (installed:
// share/frosted-blooms/data/petals; from a build folder: the source tree's).
std::filesystem::path defaultDataDir();

ComponentsPtr loadComponents(const std::filesystem::path& dir);
// The same from the files' texts (tests, fuzz targets): file name -> content; a file left out
// is missing.
ComponentsPtr loadComponentsFromTexts(const std::map<std::string, std::string>& files);

} // namespace petals
