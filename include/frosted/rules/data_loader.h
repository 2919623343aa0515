// Reading and validating a component data directory (COMPONENTS.md "File formats", "Validation").
//
// loadComponents() reads tiles.json, starting_tiles.json, cards.json, objectives.json,
// master_gardener.json and rules.json from a directory, checks every rule of COMPONENTS.md and
// returns an immutable ComponentSet. Any problem stops loading: DataError carries every problem
// found (not only the first), each naming the file, the item (tile id, card id...) and what is
// wrong, as one line (problems(), the command line's) and in parts (details(), DataProblem: the
// GUI's table of Game ▸ Open data set…); malformed JSON is reported with its line and column.
// Nothing is half-loaded. The command line's --data and the GUI's data sets load through the same
// functions, so they agree on what is valid.
//
// faceFromJson() parses one <Face> (CLI.md) without the Landscape-tile rules of R-GEO-2, so the
// command line can accept inline polyominoes of any size.
#pragma once

#include "frosted/rules/components.h"

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

// One problem of a data set, as the validator found it, in parts for a table: the file
// ("tiles.json"; empty for the folder itself), the item (a tile, card or objective id, "item 3"
// for an item without a usable id; empty for the file as a whole), the field the problem is in
// ("front" or "back" for a tile's face, "types", "rows", "arrows", a rule value of rules.json
// such as "rounds"; empty when it is about the item or the file as a whole) and what is wrong.
// `text` is the same problem as one line, exactly as DataError::problems() and the command line
// give it: "file: item: what" ("tiles.json: T05: front face: cell 2: ...",
// "rules.json: rounds: must be 1 to 100"). The parts are kept where a problem is found, never
// parsed back from the text.
struct DataProblem {
    std::string file;
    std::string item;
    std::string field;
    std::string message;
    std::string text;
    bool operator==(const DataProblem&) const = default;
};

class DataError : public std::runtime_error {
  public:
    // Keeps the first 100 problems (and says how many more), each cut to one line.
    explicit DataError(std::vector<DataProblem> problems);
    // Problems of the data set as a whole (no file, item or field): the text is the message.
    explicit DataError(std::vector<std::string> problems);
    // Each problem as one line naming file, item and what is wrong (the CLI's "problems").
    const std::vector<std::string>& problems() const { return problems_; }
    // The same problems in the same order, in parts (details()[i].text == problems()[i]).
    const std::vector<DataProblem>& details() const { return details_; }

  private:
    DataError(std::vector<DataProblem> problems, int);
    std::vector<DataProblem> details_;
    std::vector<std::string> problems_;
};

// The data set the programs use when none is named: the installed one, found relative to the
// running program (../share/frosted-blooms/data from its bin/ folder), else the source tree's
// data/ for a program run from its build folder.
std::filesystem::path defaultDataDir();

ComponentsPtr loadComponents(const std::filesystem::path& dir);

class DataSetLoader;
// loadComponents() through a loader kept between calls (a watched folder reloaded): `loader`
// receives the folder's six files, and a file whose text is the one it already holds keeps its
// checks. The set, the problems and their order are loadComponents(dir)'s. After a DataError the
// loader still holds the files as read, for the next reload.
ComponentsPtr loadComponents(const std::filesystem::path& dir, DataSetLoader& loader);

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
    // `file` is one of fileNames() (anything else is ignored). A file never set is missing. The
    // same text as the file already holds changes nothing (its checks are kept).
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
