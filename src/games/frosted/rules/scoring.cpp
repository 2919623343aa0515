#include "frosted/rules/scoring.h"

namespace frosted {

int cardPoints(const std::vector<LandType>& cardTypes, const LandValues& groups) {
    if (cardTypes.size() == 1)
        return 2 * groups[cardTypes.front()];
    int points = 0;
    for (LandType t : cardTypes)
        points += groups[t];
    return points;
}

bool objectiveQualifies(const ObjectiveTile& o, const LandValues& groups,
                        const ImprovementCounts& placedThisTurn,
                        const ImprovementCounts& totalAfter) {
    if (isLandscape(o.type))
        return groups[landTypeOf(o.type)] >= o.threshold; // R-OBJ-3
    const Improvement kind = improvementOf(o.type);       // R-OBJ-4
    return placedThisTurn[kind] > 0 && totalAfter[kind] >= o.threshold;
}

PlacementPreview previewPlacement(const Garden& garden, const Face& face, Point at,
                                  const PreviewContext& context, bool requireContact) {
    // No copy of the garden: the check is what place() would answer, the group values take the
    // face's cells virtually, and the gaps' Improvements are added to the totals.
    PlacementPreview p;
    p.check = garden.check(face, at, requireContact);
    if (!p.check.legal())
        return p;
    p.groups = garden.groupValuesIfLegal(face, at);
    for (const auto& card : context.hand)
        p.cardPoints.push_back(cardPoints(card, p.groups));
    p.improvements = p.check.improvements();
    p.coins = p.improvements[Improvement::Worker] * context.coinsPerWorker;
    if (context.objectives) {
        ImprovementCounts total = garden.improvements();
        total += p.improvements;
        for (int i : context.board) {
            const ObjectiveTile& o = (*context.objectives)[static_cast<std::size_t>(i)];
            if (!context.held[static_cast<std::size_t>(index(o.type))] &&
                objectiveQualifies(o, p.groups, p.improvements, total))
                p.claimable.push_back(i);
        }
    }
    return p;
}

} // namespace frosted
