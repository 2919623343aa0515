// Loading a data set (data_loader.h): the loader puts together the six files, each read and
// checked on its own (data_parts.cpp); faces, the content hash and the data folder.
#include "frosted/rules/data_loader.h"

#include "data_parts.h"

#include "engine/files.h"
#include "engine/input.h"
#include "frosted/rules/game.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <set>

namespace frosted {

using nlohmann::json;
using namespace data;

namespace {
// At most 100 problems, each one line of at most 300 bytes: a broken file never swamps.
std::vector<DataProblem> bounded(std::vector<DataProblem> problems) {
    constexpr std::size_t kMax = 100;
    const std::size_t more = problems.size() > kMax ? problems.size() - kMax : 0;
    if (more)
        problems.resize(kMax);
    for (DataProblem& p : problems)
        for (std::string* part : {&p.file, &p.item, &p.field, &p.message, &p.text})
            *part = oneLine(*part, 300);
    if (more) {
        const std::string what = "... and " + std::to_string(more) + " more problems";
        problems.push_back({"", "", "", what, what});
    }
    return problems;
}

std::vector<DataProblem> wholeSet(std::vector<std::string> problems) {
    std::vector<DataProblem> out;
    for (std::string& p : problems)
        out.push_back({"", "", "", p, p});
    return out;
}

std::vector<std::string> texts(const std::vector<DataProblem>& problems) {
    std::vector<std::string> out;
    for (const DataProblem& p : problems)
        out.push_back(p.text);
    return out;
}
} // namespace

DataError::DataError(std::vector<DataProblem> problems_in)
    : DataError(bounded(std::move(problems_in)), 0) {}

DataError::DataError(std::vector<std::string> problems_in)
    : DataError(wholeSet(std::move(problems_in))) {}

DataError::DataError(std::vector<DataProblem> problems, int)
    : std::runtime_error(engine::invalidDataMessage(texts(problems))),
      details_(std::move(problems)), problems_(texts(details_)) {}

std::filesystem::path defaultDataDir() {
    // An installed program finds its data relative to itself (bin/../share/frosted-blooms/data
    // with the usual layout), so an install tree can be moved or unpacked anywhere; a program
    // run from its build folder uses the source tree's data/. When neither is there, the
    // installed place is the one named in the messages.
    return engine::bundledDataDir(FROSTED_DEFAULT_DATA_DIR, FROSTED_DATA_FROM_BIN, "tiles.json");
}

bool faceFromJson(const json& j, Face& out, std::vector<std::string>& problems) {
    const std::size_t before = problems.size();
    if (!j.is_object() || !j.contains("cells") || !j.at("cells").is_array()) {
        problems.push_back("a face must be an object with a list \"cells\"");
        return false;
    }
    const json& cells = j.at("cells");
    if (cells.empty()) {
        problems.push_back("a face needs at least one cell");
        return false;
    }
    if (cells.size() > static_cast<std::size_t>(kMaxFaceCells)) {
        problems.push_back("a face has at most " + std::to_string(kMaxFaceCells) + " cells, not " +
                           std::to_string(cells.size()));
        return false;
    }
    Face f;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const json& c = cells[i];
        const std::string where = "cell " + std::to_string(i + 1) + ": ";
        std::string err;
        auto x = intField(c, "x", err);
        auto y = x ? intField(c, "y", err) : std::nullopt;
        auto type = y ? stringField(c, "type", err) : std::nullopt;
        if (!type) {
            problems.push_back(where + err);
            continue;
        }
        auto lt = parseLandType(*type);
        if (!lt) {
            problems.push_back(where + "unknown type " + shown(*type));
            continue;
        }
        Cell cell{*x, *y, *lt, 0};
        if (isFlower(*lt)) {
            auto flowers = intField(c, "flowers", err);
            if (!flowers || *flowers < 1 || *flowers > 3) {
                problems.push_back(where + "a " + *type + " space needs \"flowers\" from 1 to 3");
                continue;
            }
            cell.flowers = *flowers;
        } else if (c.contains("flowers")) {
            problems.push_back(where + "a water space has no flowers");
            continue;
        }
        f.cells.push_back(cell);
    }
    if (problems.size() != before)
        return false;
    int minX = f.cells.front().x, maxX = minX, minY = f.cells.front().y, maxY = minY;
    for (const Cell& c : f.cells) {
        minX = std::min(minX, c.x);
        maxX = std::max(maxX, c.x);
        minY = std::min(minY, c.y);
        maxY = std::max(maxY, c.y);
    }
    if (maxX - minX >= kMaxFaceExtent || maxY - minY >= kMaxFaceExtent) {
        problems.push_back("a face fits in " + std::to_string(kMaxFaceExtent) + " x " +
                           std::to_string(kMaxFaceExtent) + " cells; this one is " +
                           std::to_string(maxX - minX + 1) + " x " +
                           std::to_string(maxY - minY + 1));
        return false;
    }
    std::vector<Point> pts;
    for (const Cell& c : f.cells)
        pts.push_back(c.point());
    if (!hasDistinctCells(pts)) {
        problems.push_back("a cell is listed twice");
        return false;
    }
    if (!isOrthogonallyConnected(pts)) {
        problems.push_back("the cells are not orthogonally connected");
        return false;
    }
    out = normalised(std::move(f));
    return true;
}

json faceToJson(const Face& f) {
    json cells = json::array();
    for (const Cell& c : f.cells) {
        json jc = {{"x", c.x}, {"y", c.y}, {"type", std::string(name(c.type))}};
        if (isFlower(c.type))
            jc["flowers"] = c.flowers;
        cells.push_back(std::move(jc));
    }
    return json{{"cells", std::move(cells)}};
}

bool checkLandscapeFace(const Face& f, std::vector<std::string>& problems) {
    const std::size_t before = problems.size();
    if (f.cells.size() != 5)
        problems.push_back("has " + std::to_string(f.cells.size()) +
                           " spaces; a Landscape face has 5 (R-GEO-2)");
    LandValues count;
    int flowers = 0;
    std::vector<Point> water;
    for (const Cell& c : f.cells) {
        ++count[c.type];
        flowers += c.flowers;
        if (c.type == LandType::Water)
            water.push_back(c.point());
    }
    for (LandType t : {LandType::Purple, LandType::Red, LandType::White})
        if (count[t] != 1)
            problems.push_back("has " + std::to_string(count[t]) + " " + std::string(name(t)) +
                               " spaces; a Landscape face has exactly 1 (R-GEO-2)");
    if (count[LandType::Water] != 2)
        problems.push_back("has " + std::to_string(count[LandType::Water]) +
                           " water spaces; a Landscape face has exactly 2 (R-GEO-2)");
    else if (!isOrthogonallyConnected(water))
        problems.push_back("its 2 water spaces are not orthogonally adjacent (R-GEO-2)");
    if (flowers != 6)
        problems.push_back("shows " + std::to_string(flowers) +
                           " flowers; a Landscape face shows exactly 6 (R-GEO-2)");
    return problems.size() == before;
}

// One file of a DataSetLoader: its text, its JSON and the problems and items of its own checks.
// The card files read rules.json's values, so only their JSON is kept; build() checks them.
struct DataSetLoader::Part {
    DataText in;
    json doc;
    std::vector<DataProblem> parseProblems, itemProblems;
    RuleValues rules;
    std::vector<Tile> tiles;
    std::vector<StartingTile> startingTiles;
    std::vector<ObjectiveTile> objectives;
};

const std::array<const char*, 6>& DataSetLoader::fileNames() {
    // The order the files are read, checked and hashed in.
    static const std::array<const char*, 6> names = {"tiles.json",           "starting_tiles.json",
                                                     "cards.json",           "objectives.json",
                                                     "master_gardener.json", "rules.json"};
    return names;
}

DataSetLoader::DataSetLoader() {
    for (const char* file : fileNames())
        set(file, std::nullopt, "missing from the data set");
}

void DataSetLoader::setText(const std::string& file, std::string text) {
    const auto& names = fileNames();
    const auto at = std::find(names.begin(), names.end(), file);
    if (at != names.end()) {
        const auto& part = parts_[static_cast<std::size_t>(at - names.begin())];
        if (part && part->in.text == text)
            return; // unchanged: its checks stand
    }
    if (text.size() > InputLimits::kMaxFileBytes)
        set(file, std::nullopt,
            "is " + std::to_string(text.size()) + " bytes; the limit is " +
                std::to_string(InputLimits::kMaxFileBytes));
    else
        set(file, std::move(text), {});
}

void DataSetLoader::setUnreadable(const std::string& file, std::string why) {
    set(file, std::nullopt, std::move(why));
}

void DataSetLoader::set(const std::string& file, std::optional<std::string> text, std::string why) {
    const auto& names = fileNames();
    const auto at = std::find(names.begin(), names.end(), file);
    if (at == names.end())
        return;
    auto part = std::make_shared<Part>();
    part->in.text = std::move(text);
    part->in.error = std::move(why);
    {
        Problems problems(part->parseProblems);
        std::uint64_t unused = 0;
        part->doc = parseDataFile(file, part->in, problems, unused);
    }
    Problems problems(part->itemProblems);
    switch (at - names.begin()) {
    case 0:
        part->tiles = loadTiles(part->doc, problems);
        break;
    case 1:
        part->startingTiles = loadStartingTiles(part->doc, problems);
        break;
    case 3:
        part->objectives = loadObjectives(part->doc, problems);
        break;
    case 5:
        part->rules = loadRules(part->doc, problems);
        break;
    default:
        break; // cards.json and master_gardener.json: checked by build()
    }
    parts_[static_cast<std::size_t>(at - names.begin())] = std::move(part);
}

ComponentsPtr DataSetLoader::build() const {
    const Part &tiles = *parts_[0], &start = *parts_[1], &cards = *parts_[2],
               &objectives = *parts_[3], &gardener = *parts_[4], &rules = *parts_[5];
    std::vector<DataProblem> all;
    std::uint64_t hash = 1469598103934665603ull;
    for (std::size_t i = 0; i < parts_.size(); ++i) {
        const Part& p = *parts_[i];
        all.insert(all.end(), p.parseProblems.begin(), p.parseProblems.end());
        if (p.in.text)
            hash = engine::fnv1a(engine::fnv1a(hash, fileNames()[i]), *p.in.text);
    }
    auto set = std::make_shared<ComponentSet>();
    set->rules = rules.rules;
    set->tiles = tiles.tiles;
    set->startingTiles = start.startingTiles;
    set->objectives = objectives.objectives;
    // The problems in the order of one file after another: rules, tiles, starting tiles, cards,
    // objectives, Master Gardener cards, then across files.
    for (const Part* p : {&rules, &tiles, &start})
        all.insert(all.end(), p->itemProblems.begin(), p->itemProblems.end());
    Problems problems(all);
    set->cards = loadCards(cards.doc, set->rules.rounds, problems);
    all.insert(all.end(), objectives.itemProblems.begin(), objectives.itemProblems.end());
    set->gardenerCards = loadGardenerCards(gardener.doc, set->rules.marketSlots, problems);

    // Cross-file rules, each a problem of a rule value.
    auto rule = [&](const std::string& key, const std::string& what) {
        problems.inField("rules.json", "", key, key + ": ", what);
    };
    if (!gardener.doc.is_null() &&
        set->rules.gardenerDeckSize > static_cast<int>(set->gardenerCards.size()))
        rule("gardener_deck_size", "exceeds the Master Gardener's cards");
    if (!gardener.doc.is_null() && set->rules.gardenerDeckSize != set->rules.rounds)
        rule("gardener_deck_size",
             "must equal rounds: the Master Gardener plays one card per round");
    if (!tiles.doc.is_null() && set->rules.marketSlots - 1 > static_cast<int>(set->tiles.size()))
        rule("market_slots", "more slots than tiles");
    if (!all.empty())
        throw DataError(std::move(all));

    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    set->contentHash = hex;
    set->derived = DerivedTables::build(*set);
    return set;
}

ComponentsPtr loadComponents(const std::filesystem::path& dir) {
    DataSetLoader loader;
    return loadComponents(dir, loader);
}

ComponentsPtr loadComponents(const std::filesystem::path& dir, DataSetLoader& loader) {
    // The file system's answer in words (engine/files.h): a loop of symbolic links or a folder
    // out of reach says so, never a library's exception text.
    if (const engine::PathInfo where = engine::inspect(dir);
        where.kind != engine::PathKind::Folder) {
        const std::string what = where.kind == engine::PathKind::Unreadable
                                     ? "not a data directory: it " + where.reason
                                     : "not a data directory";
        throw DataError(std::vector<DataProblem>{{"", "", "", what, dir.string() + ": " + what}});
    }
    for (const char* file : DataSetLoader::fileNames()) {
        try {
            loader.setText(file, readRegularFile(dir / file));
        } catch (const InputError& e) {
            loader.setUnreadable(file, e.what());
        }
    }
    return loader.build();
}

ComponentsPtr loadComponentsFromTexts(const std::map<std::string, std::string>& files) {
    DataSetLoader loader;
    for (const auto& [file, text] : files)
        loader.setText(file, text);
    return loader.build();
}

namespace {
template <class V>
std::optional<int> findId(const V& items, std::string_view id) {
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id)
            return static_cast<int>(i);
    return std::nullopt;
}
} // namespace

std::optional<int> ComponentSet::tileIndex(std::string_view id) const {
    return findId(tiles, id);
}
std::optional<int> ComponentSet::startingTileIndex(std::string_view id) const {
    return findId(startingTiles, id);
}
std::optional<int> ComponentSet::cardIndex(std::string_view id) const {
    return findId(cards, id);
}
std::optional<int> ComponentSet::objectiveIndex(std::string_view id) const {
    return findId(objectives, id);
}
std::optional<int> ComponentSet::gardenerCardIndex(std::string_view id) const {
    return findId(gardenerCards, id);
}

} // namespace frosted
