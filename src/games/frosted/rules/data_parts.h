// The six files of a data set, each read and checked on its own: the parts the DataSetLoader
// (data_loader.h) puts together. Internal to the rules library.
#pragma once

#include "frosted/rules/data_loader.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace frosted::data {

// Collects the problems of one file, each naming the file, the item and, where it is in one,
// the field. The one-line text is "file: item: what" (the command line's wording).
class Problems {
  public:
    explicit Problems(std::vector<DataProblem>& all) : all_(all) {}
    void add(const std::string& file, const std::string& item, const std::string& what) {
        inField(file, item, "", "", what);
    }
    // A problem in `field`; `prefix` is how the text names the field before `what` ("front
    // face: ", "rows: ", "\"types\" "; empty when `what` names it itself).
    void inField(const std::string& file, const std::string& item, const std::string& field,
                 const std::string& prefix, const std::string& what) {
        all_.push_back({file, item, field, what,
                        file + ": " + (item.empty() ? "" : item + ": ") + prefix + what});
    }

  private:
    std::vector<DataProblem>& all_;
};

// One data file as read: its text, or why it could not be read.
struct DataText {
    std::optional<std::string> text;
    std::string error;
};

// Parses one file's text within InputLimits; on failure (or when it could not be read) reports
// and returns a null json.
nlohmann::json parseDataFile(const std::string& file, const DataText& in, Problems& problems,
                             std::uint64_t& hash);

// The field "<key>" of a data file's item, read through the one field reader (json_fields.h);
// nullopt with `err` in the data's words ("missing field \"x\"", "field \"x\" must be an
// integer, not string", "field \"x\" is out of range (-1000000 to 1000000)").
std::optional<int> intField(const nlohmann::json& obj, const char* key, std::string& err);
std::optional<std::string> stringField(const nlohmann::json& obj, const char* key,
                                       std::string& err);

// Each file's items, checked on their own; the problems are reported, the good items returned.
std::vector<Tile> loadTiles(const nlohmann::json& doc, Problems& problems);
std::vector<StartingTile> loadStartingTiles(const nlohmann::json& doc, Problems& problems);
std::vector<LandscapeCard> loadCards(const nlohmann::json& doc, int rounds, Problems& problems);
std::vector<ObjectiveTile> loadObjectives(const nlohmann::json& doc, Problems& problems);
std::vector<GardenerCard> loadGardenerCards(const nlohmann::json& doc, int marketSlots,
                                            Problems& problems);
RuleValues loadRules(const nlohmann::json& doc, Problems& problems);

} // namespace frosted::data
