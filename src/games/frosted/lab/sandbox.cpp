#include "frosted/lab/sandbox.h"

#include "engine/input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <utility>

namespace frosted {

Sandbox::Sandbox(ComponentsPtr components) : components_(std::move(components)) {}

Sandbox Sandbox::ofGarden(ComponentsPtr components, const Garden& garden) {
    Sandbox s(std::move(components));
    for (const Garden::Laid& l : garden.laid())
        if (!s.add(l.tile, l.orientation, l.at).legal()) // a garden of a game is always legal
            return Sandbox(s.components_);
    return s;
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
    return tileByIdOf(*components_, id);
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
    // The others laid again in their order, as add() lays them (the first without contact).
    Sandbox rest(components_);
    for (std::size_t k = 0; k < entries_.size(); ++k) {
        if (k == i)
            continue;
        const SandboxEntry& e = entries_[k];
        PlacementCheck r = rest.add(e.tile, e.orientation, e.at);
        if (!r.legal()) {
            out.blocked = static_cast<int>(k);
            out.check = std::move(r);
            return out;
        }
    }
    *this = std::move(rest);
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

nlohmann::json Sandbox::placementJson(const SandboxEntry& e) const {
    return {{"tile", tileId(e.tile)},
            {"side", std::string(name(e.orientation.side))},
            {"rotation", e.orientation.rotation},
            {"x", e.at.x},
            {"y", e.at.y}};
}

nlohmann::json Sandbox::toEvaluateGarden() const {
    nlohmann::json list = nlohmann::json::array();
    for (const SandboxEntry& e : entries_)
        list.push_back(placementJson(e));
    return list;
}

nlohmann::json Sandbox::toEvaluateInput(const std::optional<SandboxEntry>& place) const {
    nlohmann::json in;
    nlohmann::json garden = toEvaluateGarden();
    if (place) {
        in["place"] = placementJson(*place);
    } else if (!garden.empty()) {
        // Nothing to place: the last tile laid becomes the placement evaluate looks at.
        in["place"] = garden.back();
        garden.erase(garden.size() - 1);
    } else {
        in["place"] = placementJson({allTiles().front(), {}, {0, 0}, {}});
    }
    in["garden"] = std::move(garden);
    nlohmann::json cards = nlohmann::json::array();
    for (const LandscapeCard& c : components_->cards) {
        nlohmann::json types = nlohmann::json::array();
        for (LandType t : c.types)
            types.push_back(std::string(name(t)));
        cards.push_back(std::move(types));
    }
    in["cards"] = std::move(cards);
    return in;
}

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
        const auto e = placementFromJson(*out.sandbox.components_, (*list)[i], where, error);
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
        const auto e = placementFromJson(*out.sandbox.components_, in.at("place"), "place", error);
        if (!e)
            return std::nullopt;
        out.place = SandboxEntry{e->tile, e->orientation, e->at, {}};
    }
    return out;
}

} // namespace frosted
