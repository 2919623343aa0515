#include "frosted/rules/gardener.h"

#include <algorithm>

namespace frosted {

int GardenerSequences::best(LandType t) const {
    int b = current[t];
    for (int v : previous[static_cast<std::size_t>(index(t))])
        b = std::max(b, v);
    return b;
}

GardenerSequences sequencesOf(const std::vector<int>& played, const ComponentSet& c) {
    GardenerSequences s;
    for (LandType t : kLandTypes) {
        auto& previous = s.previous[static_cast<std::size_t>(index(t))];
        int run = 0;
        for (int card : played) {
            const int row = c.gardenerCards[static_cast<std::size_t>(card)].rows[t];
            if (row == 0) { // a blank breaks the sequence
                if (run > 0)
                    previous.push_back(run);
                run = 0;
            } else {
                run += row;
            }
        }
        s.current[t] = run;
    }
    return s;
}

int gardenerPoints(const GardenerCard& card, const LandValues& current) {
    if (card.scoring.empty())
        return 0;
    return cardPoints(card.scoring, current); // same arithmetic as R-SCORE-2
}

namespace {
// R-MG-4 step 5 [decision]: the highest-scoring objective of type t on the board among those
// `eligible` accepts: most points, then the higher threshold.
template <class Eligible>
std::optional<int> highestWhere(const std::vector<int>& board, ObjectiveType t,
                                const ComponentSet& c, Eligible eligible) {
    std::optional<int> best;
    for (int o : board) {
        const ObjectiveTile& tile = c.objectives[static_cast<std::size_t>(o)];
        if (tile.type != t || !eligible(tile))
            continue;
        if (!best) {
            best = o;
            continue;
        }
        const ObjectiveTile& b = c.objectives[static_cast<std::size_t>(*best)];
        if (tile.points > b.points || (tile.points == b.points && tile.threshold > b.threshold))
            best = o;
    }
    return best;
}
} // namespace

std::optional<int> highestObjective(const std::vector<int>& board, ObjectiveType t,
                                    const ComponentSet& c) {
    return highestWhere(board, t, c, [](const ObjectiveTile&) { return true; });
}

namespace {
bool gardenerHolds(const GardenerState& g, ObjectiveType t, const ComponentSet& c) {
    return std::any_of(g.objectives.begin(), g.objectives.end(),
                       [&](int o) { return c.objectives[static_cast<std::size_t>(o)].type == t; });
}
} // namespace

void MasterGardener::play(GameState& g) {
    const ComponentSet& c = *g.components_;
    GardenerState& mg = g.gardener_;
    GardenerTurn rec;
    rec.turn = g.turnNumber_;
    rec.round = g.round_;

    // 1. Play the top card onto his row.
    const int cardIndex = mg.deck.front();
    mg.deck.erase(mg.deck.begin());
    mg.played.push_back(cardIndex);
    const GardenerCard& card = c.gardenerCards[static_cast<std::size_t>(cardIndex)];
    rec.card = cardIndex;
    const GardenerSequences seq = sequencesOf(mg.played, c);
    rec.sequences = seq.current;

    // 2. Score his current sequences of the card's scoring elements.
    rec.points = gardenerPoints(card, seq.current);
    mg.track += rec.points;

    // 3. Collect the card's Improvements; each Worker earns a coin.
    mg.improvements += card.improvements;
    rec.improvements = card.improvements;
    const int workerCoins = card.improvements[Improvement::Worker] * c.rules.coinsPerWorker;
    mg.coins += workerCoins;
    rec.workerCoins = workerCoins;

    // 4. Move the token by the arrows: 1 coin on each skipped tile while he has coins
    //    [decision: he still moves when he runs out], take the landing tile's coins, discard it,
    //    refill the slot the token left. With fewer tiles than arrows he stops on the last tile
    //    [decision].
    Market& m = g.market_;
    const int tiles = m.tileCount();
    const int k = std::min(card.arrows, tiles);
    rec.moved = card.arrows;
    if (k > 0) {
        for (int i = 1; i < k; ++i) {
            if (mg.coins == 0)
                break;
            ++m.coins[static_cast<std::size_t>(m.slotOfKth(i))];
            --mg.coins;
            ++rec.coinsPaid;
        }
        const int slot = m.slotOfKth(k);
        rec.coinsTaken = m.coins[static_cast<std::size_t>(slot)];
        mg.coins += rec.coinsTaken;
        m.coins[static_cast<std::size_t>(slot)] = 0;
        rec.discarded = m.tile[static_cast<std::size_t>(slot)];
        g.outOfGame_.push_back(rec.discarded);
        m.tile[static_cast<std::size_t>(slot)] = -1;
        const int left = m.token;
        rec.leftSlot = left;
        m.token = slot;
        rec.refilled = g.drawFromBag();
        m.tile[static_cast<std::size_t>(left)] = rec.refilled;
    }
    rec.skipped = std::max(0, k - 1);

    // 5. Claim the highest-scoring objective of each type he lacks when he meets it.
    for (int t = 0; t < kObjectiveTypeCount; ++t) {
        const auto type = static_cast<ObjectiveType>(t);
        if (gardenerHolds(mg, type, c))
            continue;
        const auto best = highestObjective(g.board_, type, c);
        if (!best)
            continue;
        const ObjectiveTile& o = c.objectives[static_cast<std::size_t>(*best)];
        const int have = isLandscape(type) ? seq.current[landTypeOf(type)]
                                           : mg.improvements[improvementOf(type)];
        if (have >= o.threshold) {
            std::erase(g.board_, *best);
            mg.objectives.push_back(*best);
            rec.claimed.push_back(*best);
        }
    }
    g.log_.edit().push_back(rec);
    ++g.turnNumber_;
}

void MasterGardener::endClaims(GameState& g) {
    const ComponentSet& c = *g.components_;
    GardenerState& mg = g.gardener_;
    const GardenerSequences seq = sequencesOf(mg.played, c);
    GardenerEndClaims rec;
    rec.turn = g.turnNumber_;
    rec.round = g.round_;
    for (int t = 0; t < kObjectiveTypeCount; ++t) {
        const auto type = static_cast<ObjectiveType>(t);
        if (gardenerHolds(mg, type, c))
            continue;
        const int have =
            isLandscape(type) ? seq.best(landTypeOf(type)) : mg.improvements[improvementOf(type)];
        // R-MG-5: the highest-scoring tile of the type whose threshold he meets.
        const std::optional<int> pick = highestWhere(
            g.board_, type, c, [&](const ObjectiveTile& o) { return o.threshold <= have; });
        if (pick) {
            std::erase(g.board_, *pick);
            mg.objectives.push_back(*pick);
            rec.claimed.push_back(*pick);
        }
    }
    g.log_.edit().push_back(rec);
}

} // namespace frosted
