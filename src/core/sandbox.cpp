#include "frosted/sandbox.h"

#include "frosted/input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <utility>

namespace frosted {

Sandbox::Sandbox(ComponentsPtr components) : components_(std::move(components)) {}

Sandbox Sandbox::ofGarden(ComponentsPtr components, const Garden& garden) {
    Sandbox s(std::move(components));
    for (const Garden::Laid& l : garden.laid())
        s.entries_.push_back({l.tile, l.orientation, l.at, {}});
    if (layAll(*s.components_, s.entries_, s.garden_)) { // a garden of a game is always legal
        s.entries_.clear();
        s.garden_ = Garden();
    }
    return s;
}

std::optional<std::pair<std::size_t, PlacementCheck>>
Sandbox::layAll(const ComponentSet& c, std::vector<SandboxEntry>& list, Garden& out) {
    Garden g;
    for (std::size_t i = 0; i < list.size(); ++i) {
        SandboxEntry& e = list[i];
        const Tile& t = e.tile >= 0 ? c.tiles[static_cast<std::size_t>(e.tile)]
                                    : c.startingTiles[static_cast<std::size_t>(-1 - e.tile)];
        // The first entry without the contact rule, as evaluate lays it (CLI.md).
        const PlacementCheck r =
            g.place(e.tile, e.orientation, orientedFace(t, e.orientation), e.at, i != 0);
        if (!r.legal())
            return std::make_pair(i, r);
        e.gaps = r.gaps;
    }
    out = std::move(g);
    return std::nullopt;
}

std::vector<int> Sandbox::allTiles() const {
    std::vector<int> out;
    for (std::size_t i = 0; i < components_->tiles.size(); ++i)
        out.push_back(static_cast<int>(i));
    for (std::size_t s = 0; s < components_->startingTiles.size(); ++s)
        out.push_back(-1 - static_cast<int>(s));
    return out;
}

bool Sandbox::isTile(int t) const {
    return t >= 0 ? t < static_cast<int>(components_->tiles.size())
                  : -1 - t < static_cast<int>(components_->startingTiles.size());
}

const Tile& Sandbox::tile(int t) const {
    return t >= 0 ? components_->tiles[static_cast<std::size_t>(t)]
                  : components_->startingTiles[static_cast<std::size_t>(-1 - t)];
}

std::string Sandbox::tileId(int t) const {
    return tile(t).id;
}

std::optional<int> Sandbox::tileOf(std::string_view id) const {
    if (auto i = components_->tileIndex(id))
        return *i;
    if (auto s = components_->startingTileIndex(id))
        return -1 - *s;
    return std::nullopt;
}

Face Sandbox::faceOf(int t, Orientation o) const {
    return orientedFace(tile(t), o);
}

int Sandbox::timesLaid(int t) const {
    return static_cast<int>(std::count_if(entries_.begin(), entries_.end(),
                                          [&](const auto& e) { return e.tile == t; }));
}

int Sandbox::entryAt(Point p) const {
    return garden_.laidIndexAt(p);
}

PlacementCheck Sandbox::check(int t, Orientation o, Point at) const {
    return garden_.check(faceOf(t, o), at, !entries_.empty());
}

PlacementCheck Sandbox::add(int t, Orientation o, Point at) {
    const PlacementCheck r = garden_.place(t, o, faceOf(t, o), at, !entries_.empty());
    if (r.legal())
        entries_.push_back({t, o, at, r.gaps});
    return r;
}

SandboxRemoval Sandbox::remove(std::size_t i) {
    SandboxRemoval out;
    if (i >= entries_.size())
        return out;
    std::vector<SandboxEntry> rest = entries_;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    Garden g;
    if (auto broken = layAll(*components_, rest, g)) {
        out.blocked = static_cast<int>(broken->first + (broken->first >= i ? 1 : 0));
        out.check = std::move(broken->second);
        return out;
    }
    entries_ = std::move(rest);
    garden_ = std::move(g);
    out.removed = true;
    return out;
}

void Sandbox::clear() {
    entries_.clear();
    garden_ = Garden();
}

std::optional<SandboxGroup> Sandbox::groupAt(Point p) const {
    Cell cell;
    if (!garden_.tileCellAt(p, cell))
        return std::nullopt;
    SandboxGroup g;
    g.type = cell.type;
    g.cells = garden_.groupCells({p}, cell.type);
    for (const Point& q : g.cells) {
        Cell c;
        garden_.tileCellAt(q, c);
        g.value += c.elements(); // R-SCORE-1
    }
    return g;
}

std::vector<Gap> Sandbox::gaps() const {
    std::vector<Gap> out;
    for (const SandboxEntry& e : entries_)
        out.insert(out.end(), e.gaps.begin(), e.gaps.end());
    return out;
}

SandboxPreview Sandbox::preview(int t, Orientation o, Point at) const {
    PreviewContext ctx;
    for (const LandscapeCard& card : components_->cards)
        ctx.hand.push_back(card.types);
    ctx.objectives = &components_->objectives;
    for (std::size_t i = 0; i < components_->objectives.size(); ++i)
        ctx.board.push_back(static_cast<int>(i));
    ctx.coinsPerWorker = components_->rules.coinsPerWorker;
    SandboxPreview out;
    out.first = entries_.empty();
    out.preview = previewPlacement(garden_, faceOf(t, o), at, ctx, !out.first);
    return out;
}

std::vector<PlacementOption> Sandbox::legalPlacements(int t) const {
    return garden_.legalPlacements(OrientedTile::of(tile(t)));
}

nlohmann::json Sandbox::toEvaluateGarden() const {
    nlohmann::json list = nlohmann::json::array();
    for (const SandboxEntry& e : entries_)
        list.push_back({{"tile", tileId(e.tile)},
                        {"side", std::string(name(e.orientation.side))},
                        {"rotation", e.orientation.rotation},
                        {"x", e.at.x},
                        {"y", e.at.y}});
    return list;
}

namespace {

// One <Placement> of CLI.md naming a data tile; nullopt and `error` when it is not one.
std::optional<SandboxEntry> readPlacement(const Sandbox& s, const nlohmann::json& p,
                                          const std::string& where, std::string* error) {
    auto fail = [&](const std::string& what) -> std::optional<SandboxEntry> {
        if (error)
            *error = where + ": " + what;
        return std::nullopt;
    };
    if (!p.is_object())
        return fail("a placement is an object {\"tile\", \"side\", \"rotation\", \"x\", \"y\"}");
    if (!p.contains("tile"))
        return fail("missing field \"tile\"");
    const nlohmann::json& ref = p.at("tile");
    if (!ref.is_string())
        return fail("the sandbox lays tiles of the data, named by id; inline faces are for "
                    "frosted-blooms-cli evaluate");
    SandboxEntry e;
    const auto tile = s.tileOf(ref.get<std::string>());
    if (!tile)
        return fail("unknown tile id " + shown(ref.get<std::string>()));
    e.tile = *tile;
    if (p.contains("side") && !p.at("side").is_null()) {
        const nlohmann::json& side = p.at("side");
        if (side != "front" && side != "back")
            return fail("\"side\" must be \"front\" or \"back\"");
        e.orientation.side = side == "front" ? Side::Front : Side::Back;
    }
    if (p.contains("rotation") && !p.at("rotation").is_null()) {
        const auto r = integerIn(p.at("rotation"), 0, 270);
        if (!r || !isValidRotation(static_cast<int>(*r)))
            return fail("\"rotation\" must be 0, 90, 180 or 270");
        e.orientation.rotation = static_cast<int>(*r);
    }
    for (const char* axis : {"x", "y"}) {
        const auto v = p.contains(axis)
                           ? integerIn(p.at(axis), kMinPlacementCoord, kMaxPlacementCoord)
                           : std::nullopt;
        if (!v)
            return fail(std::string("\"") + axis + "\" must be a whole number from " +
                        std::to_string(kMinPlacementCoord) + " to " +
                        std::to_string(kMaxPlacementCoord));
        (axis[0] == 'x' ? e.at.x : e.at.y) = static_cast<int>(*v);
    }
    return e;
}

} // namespace

std::optional<Sandbox::Pasted> Sandbox::fromEvaluate(ComponentsPtr components,
                                                     const nlohmann::json& in, std::string* error) {
    Pasted out{Sandbox(std::move(components)), std::nullopt};
    const nlohmann::json* list = &in;
    if (in.is_object()) {
        if (!in.contains("garden")) {
            if (error)
                *error = "an evaluate input has a \"garden\" list";
            return std::nullopt;
        }
        list = &in.at("garden");
    }
    if (!list->is_array()) {
        if (error)
            *error = "\"garden\" must be a list of placements";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string where = "garden[" + std::to_string(i) + "]";
        const auto e = readPlacement(out.sandbox, (*list)[i], where, error);
        if (!e)
            return std::nullopt;
        const PlacementCheck r = out.sandbox.add(e->tile, e->orientation, e->at);
        if (!r.legal()) {
            if (error)
                *error = where + " is illegal: " + r.message();
            return std::nullopt;
        }
    }
    if (in.is_object() && in.contains("place")) {
        const auto e = readPlacement(out.sandbox, in.at("place"), "place", error);
        if (!e)
            return std::nullopt;
        out.place = e;
    }
    return out;
}

} // namespace frosted
