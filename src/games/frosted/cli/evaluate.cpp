// evaluate: one placement in one garden (CLI.md).
#include "cli.h"

#include "frosted/rules/data_loader.h"
#include "frosted/rules/scoring.h"

#include <algorithm>
#include <ostream>

namespace frosted::cli {

namespace {

Face parseFace(const json& j, const std::string& where) {
    Face f;
    std::vector<std::string> problems;
    if (!faceFromJson(j, f, problems)) {
        std::string all;
        for (const std::string& p : problems)
            all += (all.empty() ? "" : "; ") + p;
        inputError("invalid_face", where + ": " + all);
    }
    return f;
}

// <Placement> of CLI.md, resolved to an oriented face and its top-left corner.
struct ResolvedPlacement {
    Orientation orientation;
    Face face; // oriented and normalised
    Point at;
};

ResolvedPlacement resolve(const json& p, const ComponentSet& c, const std::string& where) {
    requireObject(p, where);
    ResolvedPlacement r;
    r.orientation = parseOrientation(p, where);
    r.at = {requireCoord(p, "x", where), requireCoord(p, "y", where)};
    const json& ref = require(p, "tile", where);
    Face raw;
    if (ref.is_string()) {
        const std::string id = ref.get<std::string>();
        if (auto i = c.tileIndex(id))
            raw = c.tiles[static_cast<std::size_t>(*i)].face(r.orientation.side);
        else if (auto s = c.startingTileIndex(id))
            raw = c.startingTiles[static_cast<std::size_t>(*s)].face(r.orientation.side);
        else
            inputError("unknown_id", where + ".tile: unknown tile id " + shown(id),
                       json{{"id", oneLine(id, InputLimits::kShownChars)}});
    } else if (ref.is_object() && ref.contains("cells")) {
        if (r.orientation.side == Side::Back)
            inputError("invalid_input",
                       where +
                           ": \"side\": \"back\" needs a tile with two faces, not a single face");
        raw = parseFace(ref, where + ".tile");
    } else if (ref.is_object() && (ref.contains("front") || ref.contains("back"))) {
        // An inline tile: both faces are required and both must be valid, whichever is used.
        const Face front = parseFace(require(ref, "front", where + ".tile"), where + ".tile.front");
        const Face back = parseFace(require(ref, "back", where + ".tile"), where + ".tile.back");
        raw = r.orientation.side == Side::Front ? front : back;
    } else {
        inputError("invalid_input",
                   where +
                       ".tile must be a tile id, a tile {\"front\", \"back\"} or a face "
                       "{\"cells\"}, not " +
                       describe(ref));
    }
    r.face = rotated(raw, r.orientation.rotation);
    return r;
}

std::vector<std::vector<LandType>> parseCards(const json& in) {
    std::vector<std::vector<LandType>> cards;
    if (!in.contains("cards") || in.at("cards").is_null())
        return cards;
    const json& list = in.at("cards");
    requireArray(list, "cards");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string where = "cards[" + std::to_string(i) + "]";
        requireArray(list[i], where);
        std::vector<LandType> types;
        for (const json& t : list[i]) {
            auto lt = t.is_string() ? parseLandType(t.get<std::string>()) : std::nullopt;
            if (!lt)
                inputError("invalid_input", where + ": unknown landscape type, " + describe(t));
            if (std::find(types.begin(), types.end(), *lt) != types.end())
                inputError("invalid_input", where + ": type " + describe(t) + " listed twice");
            types.push_back(*lt);
        }
        if (types.empty() || types.size() > 2)
            inputError("invalid_input", where + ": a card shows 1 or 2 types");
        cards.push_back(std::move(types));
    }
    return cards;
}

} // namespace

int runEvaluate(const Args& args) {
    if (!args.options.empty())
        inputError("usage", "evaluate reads its input from standard input; it takes no arguments");
    const ComponentsPtr c = loadData(args);
    const json in = readInput(args);
    requireObject(in, "the input");
    const json& gardenList = require(in, "garden", "the input");
    requireArray(gardenList, "garden");
    const ResolvedPlacement place = resolve(require(in, "place", "the input"), *c, "place");
    const std::vector<std::vector<LandType>> cards = parseCards(in);

    // The garden: the first entry without the contact rule; the others must be legal (R-PL);
    // gaps are filled as they arise (R-GAP).
    Garden garden;
    std::vector<ResolvedPlacement> entries;
    for (std::size_t i = 0; i < gardenList.size(); ++i)
        entries.push_back(resolve(gardenList[i], *c, "garden[" + std::to_string(i) + "]"));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ResolvedPlacement& e = entries[i];
        const PlacementCheck r =
            garden.place(static_cast<int>(i), e.orientation, e.face, e.at, i != 0);
        if (!r.legal())
            inputError("illegal_garden",
                       "garden[" + std::to_string(i) + "] is illegal: " + r.message(),
                       json{{"index", i}, {"reason", std::string(code(r.reason))}});
    }

    PreviewContext ctx;
    ctx.hand = cards;
    ctx.coinsPerWorker = c->rules.coinsPerWorker;
    const PlacementPreview p = previewPlacement(garden, place.face, place.at, ctx);
    json out;
    out["legal"] = p.legal();
    if (p.legal()) {
        out["reason"] = nullptr;
    } else {
        out["reason"] = {{"code", std::string(code(p.check.reason))},
                         {"message", p.check.message()}};
    }
    out["cells"] = pointsJson(p.check.cells);
    if (p.legal()) {
        out["groups"] = landValuesJson(p.groups);
        out["card_points"] = p.cardPoints;
        json gaps = json::array();
        for (const Gap& g : p.check.gaps)
            gaps.push_back(gapJson(g));
        out["gaps"] = gaps;
    }
    out["coins"] = p.legal() ? p.coins : 0;
    *args.out << dumpJson(out) << "\n";
    return 0;
}

} // namespace frosted::cli
