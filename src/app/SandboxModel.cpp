#include "SandboxModel.h"

#include "Words.h"
#include "frosted/input.h"

#include <nlohmann/json.hpp>

using namespace frosted;

SandboxModel::SandboxModel(ComponentsPtr components, QObject* parent)
    : QObject(parent), sandbox_(std::move(components)) {}

void SandboxModel::reset(Sandbox s) {
    sandbox_ = std::move(s);
    refreshLegal();
    refreshPreview();
    emit gardenChanged();
    emit handChanged();
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
    const Face f = handFace();
    return Point{pointer_->x - (f.width() - 1) / 2, pointer_->y - (f.height() - 1) / 2};
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
    refreshLegal();
    refreshPreview();
    emit gardenChanged();
    emit handChanged();
    return true;
}

bool SandboxModel::removeAt(Point cell, QString* why) {
    const int i = sandbox_.entryAt(cell);
    if (i < 0) {
        if (why)
            *why = tr("No tile lies there.");
        return false;
    }
    const SandboxRemoval r = sandbox_.remove(static_cast<std::size_t>(i));
    if (!r.removed) {
        if (why) {
            const SandboxEntry& other = sandbox_.entries()[static_cast<std::size_t>(r.blocked)];
            *why =
                tr("%1 cannot be removed: without it, %2 (laid later) could not lie where it "
                   "is: %3")
                    .arg(words::q(
                             sandbox_.tileId(sandbox_.entries()[static_cast<std::size_t>(i)].tile)),
                         words::q(sandbox_.tileId(other.tile)), words::placementProblem(r.check));
        }
        return false;
    }
    refreshLegal();
    refreshPreview();
    emit gardenChanged();
    emit handChanged();
    return true;
}

void SandboxModel::clear() {
    reset(Sandbox(sandbox_.componentsPtr()));
}

QString SandboxModel::evaluateInput() const {
    nlohmann::json in;
    nlohmann::json garden = sandbox_.toEvaluateGarden();
    nlohmann::json place;
    if (const auto at = anchor()) {
        place = {{"tile", sandbox_.tileId(*inHand_)},
                 {"side", std::string(name(orientation_.side))},
                 {"rotation", orientation_.rotation},
                 {"x", at->x},
                 {"y", at->y}};
    } else if (!garden.empty()) {
        // No tile in hand: the last tile laid becomes the placement evaluate looks at.
        place = garden.back();
        garden.erase(garden.size() - 1);
    } else {
        place = {{"tile", sandbox_.tileId(sandbox_.allTiles().front())}, {"x", 0}, {"y", 0}};
    }
    in["garden"] = garden;
    in["place"] = place;
    nlohmann::json cards = nlohmann::json::array();
    for (const LandscapeCard& c : components().cards) {
        nlohmann::json types = nlohmann::json::array();
        for (LandType t : c.types)
            types.push_back(std::string(name(t)));
        cards.push_back(types);
    }
    in["cards"] = cards;
    return QString::fromStdString(in.dump(2)) + QLatin1Char('\n');
}

bool SandboxModel::pasteEvaluateInput(const QString& text, QString* why) {
    std::string error;
    std::optional<Sandbox::Pasted> pasted;
    try {
        pasted =
            Sandbox::fromEvaluate(sandbox_.componentsPtr(), parseJson(text.toStdString()), &error);
    } catch (const InputError& e) {
        error = std::string("not JSON: ") + e.what();
    }
    if (!pasted) {
        if (why)
            *why = tr("Cannot paste this evaluate input: %1")
                       .arg(QString::fromStdString(oneLine(error, 300)));
        return false;
    }
    if (pasted->place) {
        inHand_ = pasted->place->tile;
        orientation_ = pasted->place->orientation;
        const Face f = handFace();
        pointer_ = Point{pasted->place->at.x + (f.width() - 1) / 2,
                         pasted->place->at.y + (f.height() - 1) / 2};
    }
    reset(std::move(pasted->sandbox));
    return true;
}
