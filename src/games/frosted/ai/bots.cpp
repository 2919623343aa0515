#include "frosted/ai/bots.h"
#include "engine/search/random.h"

#include <algorithm>
#include <array>

namespace frosted {

Action chooseRandom(const SeatView& view, Rng& rng) {
    return search::uniformChoice(view.legalActions(), rng);
}

int greedyValue(const PlacementPreview& p, const ComponentSet& c) {
    if (!p.legal())
        return -1;
    int value =
        p.cardPoints.empty() ? 0 : *std::max_element(p.cardPoints.begin(), p.cardPoints.end());
    for (Improvement i : kImprovements)
        value += p.improvements[i] * c.rules.improvementPoints[i];
    std::array<int, kObjectiveTypeCount> best{};
    for (int o : p.claimable) {
        const ObjectiveTile& tile = c.objectives[static_cast<std::size_t>(o)];
        auto& b = best[static_cast<std::size_t>(index(tile.type))];
        b = std::max(b, tile.points);
    }
    for (int b : best)
        value += b;
    return value;
}

namespace {

struct Choice {
    int value = -1;
    Action action;
};

// The best placement of `tile` in the current player's garden.
Choice bestPlacement(const SeatView& view, int tile) {
    const ComponentSet& c = view.components();
    const Garden& garden = view.player(view.currentSeat()).garden;
    const OrientedTile& ot = view.orientations(tile).distinct;
    const PreviewContext ctx = view.previewContext();
    Choice best;
    for (const PlacementOption& o : garden.legalPlacements(ot)) {
        const int v =
            greedyValue(previewPlacement(garden, view.faceOf(tile, o.orientation), o.at, ctx), c);
        if (v > best.value)
            best = {v, Action::place(o.orientation, o.at)};
    }
    return best;
}

} // namespace

Action chooseGreedy(const SeatView& view) {
    const std::vector<Action> actions = view.legalActions();
    const ComponentSet& c = view.components();
    switch (view.phase()) {
    case Phase::TakeTile: {
        Choice best;
        for (const Action& a : actions) {
            if (a.kind != Action::Kind::Take)
                continue;
            const int slot = view.market().slotOfKth(a.value);
            const int v =
                bestPlacement(view, view.market().tile[static_cast<std::size_t>(slot)]).value;
            if (v > best.value)
                best = {v, a};
        }
        return best.value >= 0 ? best.action : actions.front();
    }
    case Phase::PlaceTile: {
        if (view.takenTile() < 0)
            return actions.front();
        const Choice best = bestPlacement(view, view.takenTile());
        return best.value >= 0 ? best.action : actions.front();
    }
    case Phase::PlayCard: {
        Choice best;
        for (const Action& a : actions) {
            const int v = view.cardPointsNow(a.value);
            if (v > best.value)
                best = {v, a};
        }
        return best.action;
    }
    case Phase::Claim: {
        // Claim the most valuable qualifying objective of each type, one at a time.
        Choice best;
        for (const Action& a : actions) {
            if (a.kind != Action::Kind::Claim)
                continue;
            const int v = c.objectives[static_cast<std::size_t>(a.value)].points;
            if (v > best.value)
                best = {v, a};
        }
        return best.value >= 0 ? best.action : Action::endTurn();
    }
    case Phase::GameOver:
        break;
    }
    return actions.empty() ? Action::endTurn() : actions.front();
}

Action chooseAction(BotKind kind, const SeatView& view, Rng& rng, const BotBudget& budget) {
    switch (kind) {
    case BotKind::Random:
        return chooseRandom(view, rng);
    case BotKind::Greedy:
        return chooseGreedy(view);
    case BotKind::Easy:
    case BotKind::Medium:
    case BotKind::Hard:
        break;
    }
    return suggest(kind, view, rng, budget).action;
}

} // namespace frosted
