#include "SandboxModel.h"

#include "Words.h"
#include "engine/input.h"

#include <nlohmann/json.hpp>

using namespace frosted;

SandboxModel::SandboxModel(ComponentsPtr components, QObject* parent)
    : QObject(parent), sandbox_(std::move(components)) {}

Sandbox SandboxModel::relaid(ComponentsPtr to, const ComponentSet& from,
                             const std::vector<Garden::Laid>& laid, int* count) {
    Sandbox s(std::move(to));
    int n = 0;
    for (const Garden::Laid& l : laid) {
        const std::string& id = l.tile >= 0
                                    ? from.tiles[static_cast<std::size_t>(l.tile)].id
                                    : from.startingTiles[static_cast<std::size_t>(-1 - l.tile)].id;
        const auto tile = s.tileOf(id);
        if (!tile || !s.add(*tile, l.orientation, l.at).legal())
            break;
        ++n;
    }
    if (count)
        *count = n;
    return s;
}

void SandboxModel::reset(Sandbox s) {
    sandbox_ = std::move(s);
    gardenReplaced();
}

Face SandboxModel::handFace() const {
    return inHand_ ? sandbox_.faceOf(*inHand_, orientation_) : Face{};
}

void SandboxModel::pick(int tile) {
    if (!sandbox_.isTile(tile))
        return;
    inHand_ = tile;
    orientation_ = {};
    refreshLegal();
    refreshPreview();
    emit handChanged();
}

void SandboxModel::drop() {
    inHand_.reset();
    legal_.clear();
    refreshPreview();
    emit handChanged();
}

void SandboxModel::rotate() {
    if (!inHand_)
        return;
    orientation_.rotation = (orientation_.rotation + 90) % 360;
    refreshPreview();
    emit handChanged();
}

void SandboxModel::turnOver() {
    if (!inHand_)
        return;
    orientation_.side = orientation_.side == Side::Front ? Side::Back : Side::Front;
    refreshPreview();
    emit handChanged();
}

void SandboxModel::setPointer(std::optional<Point> cell) {
    if (cell == pointer_)
        return;
    pointer_ = cell;
    refreshPreview();
    emit handChanged();
}

std::optional<Point> SandboxModel::anchor() const {
    if (!pointer_ || !inHand_)
        return std::nullopt;
    const Point mid = handFace().middleCell();
    return Point{pointer_->x - mid.x, pointer_->y - mid.y};
}

void SandboxModel::hold(int tile, Orientation o, Point at) {
    if (!sandbox_.isTile(tile))
        return;
    inHand_ = tile;
    orientation_ = o;
    const Point mid = handFace().middleCell();
    pointer_ = Point{at.x + mid.x, at.y + mid.y};
    refreshLegal();
    refreshPreview();
    emit handChanged();
}

void SandboxModel::gardenReplaced() {
    refreshLegal();
    refreshPreview();
    emit gardenChanged();
    emit handChanged();
}

void SandboxModel::refreshPreview() {
    preview_ = {};
    if (const auto at = anchor())
        preview_ = sandbox_.preview(*inHand_, orientation_, *at);
}

void SandboxModel::refreshLegal() {
    legal_.clear();
    if (showLegal_ && inHand_)
        legal_ = sandbox_.legalPlacements(*inHand_);
}

void SandboxModel::setShowLegal(bool on) {
    if (on == showLegal_)
        return;
    showLegal_ = on;
    refreshLegal();
    emit handChanged();
}

std::vector<Point> SandboxModel::legalAnchorsNow() const {
    std::vector<Point> out;
    for (const PlacementOption& p : legal_)
        if (p.orientation == orientation_)
            out.push_back(p.at);
    return out;
}

bool SandboxModel::placeAtPointer(QString* why) {
    const auto at = anchor();
    if (!at) {
        if (why)
            *why = tr("Take a tile from the palette first.");
        return false;
    }
    const PlacementCheck r = sandbox_.add(*inHand_, orientation_, *at);
    if (!r.legal()) {
        if (why)
            *why = words::placementProblem(r);
        return false;
    }
    gardenReplaced();
    return true;
}

bool SandboxModel::removeEntry(int i, QString* why) {
    const std::vector<SandboxEntry>& list = sandbox_.entries();
    if (i < 0 || i >= static_cast<int>(list.size())) {
        if (why)
            *why = tr("Select a laid tile (click it with an empty hand) to remove it.");
        return false;
    }
    const QString id = words::q(sandbox_.tileId(list[static_cast<std::size_t>(i)].tile));
    const SandboxRemoval r = sandbox_.remove(static_cast<std::size_t>(i));
    if (!r.removed) {
        if (why)
            *why =
                tr("%1 cannot be removed: without it, %2 (laid later) could not lie where it "
                   "is: %3")
                    .arg(id,
                         words::q(sandbox_.tileId(list[static_cast<std::size_t>(r.blocked)].tile)),
                         words::placementProblem(r.check));
        return false;
    }
    gardenReplaced();
    if (why)
        *why = tr("%1 removed.").arg(id);
    return true;
}

void SandboxModel::clear() {
    reset(Sandbox(sandbox_.componentsPtr()));
}

QString SandboxModel::evaluateInput() const {
    std::optional<SandboxEntry> place;
    if (const auto at = anchor())
        place = SandboxEntry{*inHand_, orientation_, *at, {}};
    return QString::fromStdString(sandbox_.toEvaluateInput(place).dump(2)) + QLatin1Char('\n');
}

bool SandboxModel::pasteEvaluateInput(const QString& text, QString* why) {
    std::string error;
    std::optional<Sandbox::Pasted> pasted;
    bool notJson = false;
    try {
        pasted =
            Sandbox::fromEvaluate(sandbox_.componentsPtr(), parseJson(text.toStdString()), &error);
    } catch (const InputError& e) {
        error = e.what();
        notJson = true;
    }
    if (!pasted) {
        if (why)
            *why = (notJson ? tr("Cannot paste this evaluate input: not JSON: %1")
                            : tr("Cannot paste this evaluate input: %1"))
                       .arg(QString::fromStdString(oneLine(error, 300)));
        return false;
    }
    reset(std::move(pasted->sandbox));
    if (pasted->place)
        hold(pasted->place->tile, pasted->place->orientation, pasted->place->at);
    return true;
}
