// Reading and validating a component data directory (COMPONENTS.md "File formats", "Validation").
//
// loadComponents() reads tiles.json, starting_tiles.json, cards.json, objectives.json,
// master_gardener.json and rules.json from a directory, checks every rule of COMPONENTS.md and
// returns an immutable ComponentSet. Any problem stops loading: DataError carries every problem
// found (not only the first), each naming the file, the item (tile id, card id...) and what is
// wrong; malformed JSON is reported with its line and column. Nothing is half-loaded.
//
// faceFromJson() parses one <Face> (CLI.md) without the Landscape-tile rules of R-GEO-2, so the
// command line can accept inline polyominoes of any size.
#pragma once

#include "frosted/components.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace frosted {

class DataError : public std::runtime_error {
  public:
    // Keeps the first 100 problems (and says how many more), each cut to one line.
    explicit DataError(std::vector<std::string> problems);
    const std::vector<std::string>& problems() const { return problems_; }

  private:
    DataError(std::vector<std::string> problems, int);
    std::vector<std::string> problems_;
};

// The data directory bundled with the build (the source tree's data/).
std::filesystem::path defaultDataDir();

ComponentsPtr loadComponents(const std::filesystem::path& dir);

// The same checks over the files' texts, keyed by file name ("tiles.json", "starting_tiles.json",
// "cards.json", "objectives.json", "master_gardener.json", "rules.json"; other keys are ignored).
// A file missing from the map is a problem like a file missing from a directory; the content hash
// is the one loadComponents() gives for the same texts.
ComponentsPtr loadComponentsFromTexts(const std::map<std::string, std::string>& files);

// A data set assembled file by file: setText() parses one file and checks what it holds alone
// (its JSON and its items), build() adds the checks that read several files and returns the set.
// The set, the problems and their order are those of loadComponents() for the same texts. A copy
// shares the files already checked, so replacing one file of a set redoes that file only (and the
// card files, which read rules.json's values): the fuzz target data_file, a folder reloaded after
// one of its files changed.
class DataSetLoader {
  public:
    // The six file names in loading order.
    static const std::array<const char*, 6>& fileNames();

    DataSetLoader();
    // `file` is one of fileNames() (anything else is ignored). A file never set is missing.
    void setText(const std::string& file, std::string text);
    // The file could not be read; `why` is the problem reported ("missing from the data set").
    void setUnreadable(const std::string& file, std::string why);
    // Throws DataError with every problem found.
    ComponentsPtr build() const;

  private:
    struct Part;
    void set(const std::string& file, std::optional<std::string> text, std::string why);
    std::array<std::shared_ptr<const Part>, 6> parts_;
};

// Parses a <Face>. On failure returns false and appends messages ("cell 2: ...") to `problems`.
// The face is normalised (R-GEO-4). Checks: cells present and a non-empty list, known types,
// flowers 1-3 on flower spaces and absent on water, no cell twice, orthogonally connected.
bool faceFromJson(const nlohmann::json& j, Face& out, std::vector<std::string>& problems);
nlohmann::json faceToJson(const Face& f);

// R-GEO-2: the Landscape-face rules (5 cells, 2 adjacent water, one of each flower, 6 flowers).
// Appends a message per violation; returns true when there is none.
bool checkLandscapeFace(const Face& f, std::vector<std::string>& problems);

} // namespace frosted
