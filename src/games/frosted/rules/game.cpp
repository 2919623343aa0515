// The turn steps of a game (game_state.h): the legal actions, check() and apply() (R-TURN-2,
// R-MKT-2/3, R-PL, R-CARD-2, R-OBJ-3..5), the end (R-END-1) and the scores (R-END-2/3, R-MG-6).
#include "frosted/rules/game.h"

#include "frosted/rules/gardener.h"

#include <algorithm>

namespace frosted {

std::string_view name(Phase p) {
    switch (p) {
    case Phase::TakeTile:
        return "take_tile";
    case Phase::PlaceTile:
        return "place_tile";
    case Phase::PlayCard:
        return "play_card";
    case Phase::Claim:
        return "claim";
    case Phase::GameOver:
        return "game_over";
    }
    return "";
}

int Market::tileCount() const {
    return static_cast<int>(std::count_if(tile.begin(), tile.end(), [](int t) { return t >= 0; }));
}

int Market::slotOfKth(int k) const {
    const int n = static_cast<int>(tile.size());
    for (int step = 1; step <= n; ++step) {
        const int slot = (token + step) % n;
        if (tile[static_cast<std::size_t>(slot)] >= 0 && --k == 0)
            return slot;
    }
    return -1;
}

int Market::kOfSlot(int slot) const {
    for (int k = 1; k <= tileCount(); ++k)
        if (slotOfKth(k) == slot)
            return k;
    return 0;
}

bool PlayerState::holds(ObjectiveType t, const ComponentSet& c) const {
    return std::any_of(objectives.begin(), objectives.end(),
                       [&](int o) { return c.objectives[static_cast<std::size_t>(o)].type == t; });
}

// ---------------------------------------------------------------------------------------------
// Turn flow

void GameState::startTurn() {
    phase_ = Phase::TakeTile;
    taken_ = -1;
    placedCells_.clear();
    placedGroups_ = {};
    improvementsThisTurn_ = {};
    current_ = PlayerTurn{};
    current_.turn = turnNumber_;
    current_.round = round_;
    current_.seat = seat_;
}

int GameState::drawFromBag() {
    if (bag_.empty())
        return -1;
    const int t = bag_.front();
    bag_.erase(bag_.begin());
    return t;
}

void GameState::finishTurn() {
    log_.edit().push_back(current_);
    ++turnNumber_;
    if (gardener_.active) {
        // R-MG-4: his turn follows the player's; after his last card, R-MG-5.
        MasterGardener::play(*this);
        if (gardener_.deck.empty()) {
            MasterGardener::endClaims(*this);
            endGame();
            return;
        }
        ++round_;
        startTurn();
        return;
    }
    // R-END-1: the game ends when every player has played their last card.
    const bool allPlayed = std::all_of(players_.begin(), players_.end(), [](const PlayerState& p) {
        return p.hand.empty() && p.deck.empty();
    });
    if (allPlayed) {
        endGame();
        return;
    }
    seat_ = (seat_ + 1) % seatCount();
    if (seat_ == 0)
        ++round_;
    startTurn();
}

void GameState::endGame() {
    phase_ = Phase::GameOver;
    current_ = PlayerTurn{};
    taken_ = -1;
    placedCells_.clear();
    placedGroups_ = {};
    improvementsThisTurn_ = {};
}

namespace {

// The placements of the taken tile as actions: every orientation, the symmetric duplicates of a
// face included (each is its own action and check() accepts it), in id order: side, rotation, x,
// y (R-PL-1..4 from the garden's enumeration).
void placeActions(const Garden& garden, const DerivedTables::TileOrientations& t,
                  std::vector<Action>& out) {
    const auto options = garden.legalPlacements(t.distinct);
    // legalPlacements lists entry by entry, each in (y, x) order: find each entry's run,
    // then a stable counting sort by x gives the (x, y) order of the ids.
    const std::size_t entries = t.distinct.entries.size();
    std::array<std::size_t, 9> run{};
    for (std::size_t e = 0, i = 0; e < entries; ++e) {
        while (i < options.size() && options[i].orientation == t.distinct.entries[e].orientation)
            ++i;
        run[e + 1] = i;
    }
    std::size_t total = 0;
    for (int o = 0; o < 8; ++o) {
        const auto e = static_cast<std::size_t>(t.entryOf[static_cast<std::size_t>(o)]);
        total += run[e + 1] - run[e];
    }
    out.resize(total);
    int lo = 0, hi = -1;
    for (std::size_t i = 0; i < options.size(); ++i) {
        lo = i == 0 ? options[i].at.x : std::min(lo, options[i].at.x);
        hi = i == 0 ? options[i].at.x : std::max(hi, options[i].at.x);
    }
    const auto span = static_cast<std::size_t>(hi - lo + 1);
    thread_local std::vector<int> count;
    std::size_t base = 0;
    for (int o = 0; o < 8; ++o) {
        const Orientation orientation{static_cast<Side>(o / 4), (o % 4) * 90};
        const auto e = static_cast<std::size_t>(t.entryOf[static_cast<std::size_t>(o)]);
        count.assign(span + 1, 0);
        for (std::size_t i = run[e]; i < run[e + 1]; ++i)
            ++count[static_cast<std::size_t>(options[i].at.x - lo + 1)];
        for (std::size_t k = 1; k <= span; ++k)
            count[k] += count[k - 1];
        for (std::size_t i = run[e]; i < run[e + 1]; ++i) {
            Action& a = out[base + static_cast<std::size_t>(
                                       count[static_cast<std::size_t>(options[i].at.x - lo)]++)];
            a.kind = Action::Kind::Place;
            a.orientation = orientation;
            a.at = options[i].at;
        }
        base += run[e + 1] - run[e];
    }
}

} // namespace

std::vector<Action> GameState::legalActions() const {
    std::vector<Action> out;
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    switch (phase_) {
    case Phase::TakeTile: {
        // R-MKT-2: k = 1..tiles, k - 1 coins; with 0 coins only k = 1.
        const int tiles = market_.tileCount();
        for (int k = 1; k <= tiles && k - 1 <= p.coins; ++k)
            out.push_back(Action::take(k));
        if (tiles == 0)
            out.push_back(Action::pass());
        break;
    }
    case Phase::PlaceTile: {
        if (taken_ >= 0)
            placeActions(p.garden, orientations(taken_), out);
        if (out.empty())
            out.push_back(Action::pass()); // R-PL-6 [decision]
        break;
    }
    case Phase::PlayCard: {
        std::vector<int> hand = p.hand;
        std::sort(hand.begin(), hand.end());
        for (int card : hand)
            out.push_back(Action::playCard(card));
        break;
    }
    case Phase::Claim:
        for (int o : board_)
            if (mayClaim(o))
                out.push_back(Action::claim(o));
        out.push_back(Action::endTurn());
        break;
    case Phase::GameOver:
        break;
    }
    return out;
}

bool GameState::mayClaim(int objective) const {
    if (phase_ != Phase::Claim)
        return false;
    if (std::find(board_.begin(), board_.end(), objective) == board_.end())
        return false;
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    const ObjectiveTile& o = components_->objectives[static_cast<std::size_t>(objective)];
    if (p.holds(o.type, *components_))
        return false; // R-OBJ-5: one per type for the whole game
    return objectiveQualifies(o, placedGroups_, improvementsThisTurn_, p.garden.improvements());
}

int GameState::cardPointsNow(int card) const {
    return cardPoints(components_->cards[static_cast<std::size_t>(card)].types, placedGroups_);
}

std::vector<Point> GameState::placedGroupCells(LandType t) const {
    return players_[static_cast<std::size_t>(seat_)].garden.groupCells(placedCells_, t);
}

PreviewContext GameState::previewContext() const {
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    PreviewContext ctx;
    for (int card : p.hand)
        ctx.hand.push_back(components_->cards[static_cast<std::size_t>(card)].types);
    ctx.objectives = &components_->objectives;
    ctx.board = board_;
    for (int o : p.objectives)
        ctx.held[static_cast<std::size_t>(
            index(components_->objectives[static_cast<std::size_t>(o)].type))] = true;
    ctx.coinsPerWorker = components_->rules.coinsPerWorker;
    return ctx;
}

PlacementPreview GameState::preview(Orientation o, Point at) const {
    if (phase_ != Phase::PlaceTile || taken_ < 0)
        return {};
    if (!isValidRotation(o.rotation))
        return {};
    return previewPlacement(players_[static_cast<std::size_t>(seat_)].garden, faceOf(taken_, o), at,
                            previewContext());
}

namespace {
// A placement the garden refuses (R-PL-1..3), with the enclosed region's cells for a gap.
ApplyResult refusePlacement(const PlacementCheck& c) {
    const std::string_view rule = c.reason == IllegalReason::Overlap       ? "R-PL-1"
                                  : c.reason == IllegalReason::NotAdjacent ? "R-PL-2"
                                                                           : "R-PL-3";
    const int cells =
        c.reason == IllegalReason::GapTooLarge ? static_cast<int>(c.region.size()) : 0;
    return ApplyResult::refuse(code(c.reason), rule, c.message(), {cells});
}
} // namespace

ApplyResult GameState::placeStepAllows(const Action& a) const {
    if (phase_ != Phase::PlaceTile || taken_ < 0)
        return refuse(refused::kNoTileToPlace, "R-TURN-2", "there is no tile to place now");
    if (!isValidRotation(a.orientation.rotation))
        return refuse(refused::kBadRotation, "R-GEO-4", "rotation must be 0, 90, 180 or 270");
    auto inRange = [](int v) { return v >= kMinPlacementCoord && v <= kMaxPlacementCoord; };
    if (!inRange(a.at.x) || !inRange(a.at.y))
        return refuse(refused::kOffTheTable, "",
                      "x and y must be from " + std::to_string(kMinPlacementCoord) + " to " +
                          std::to_string(kMaxPlacementCoord),
                      {kMinPlacementCoord, kMaxPlacementCoord});
    return {};
}

ApplyResult GameState::checkTake(const Action& a) const {
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    if (phase_ != Phase::TakeTile)
        return refuse(refused::kNotTakeStep, "R-TURN-2", "it is not the moment to take a tile");
    const int tiles = market_.tileCount();
    if (a.value < 1 || a.value > tiles)
        return refuse(refused::kNoSuchTile, "R-MKT-2",
                      "there is no tile " + std::to_string(a.value) +
                          " clockwise from the Flower token (the ring holds " +
                          std::to_string(tiles) + ")",
                      {a.value, tiles});
    if (a.value - 1 > p.coins)
        return refuse(refused::kNotEnoughCoins, "R-MKT-2",
                      "skipping " + std::to_string(a.value - 1) + " tiles costs " +
                          std::to_string(a.value - 1) + " coins; " + p.name + " has " +
                          std::to_string(p.coins),
                      {a.value - 1, p.coins});
    return {};
}

ApplyResult GameState::checkClaim(const Action& a) const {
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    const ComponentSet& c = *components_;
    if (phase_ != Phase::Claim)
        return refuse(refused::kNotClaimStep, "R-TURN-2",
                      "objectives are claimed after the card is played");
    if (a.value < 0 || a.value >= static_cast<int>(c.objectives.size()) ||
        std::find(board_.begin(), board_.end(), a.value) == board_.end())
        return refuse(refused::kNotOnBoard, "R-OBJ-2", "that objective is not on the board",
                      {a.value});
    const ObjectiveTile& o = c.objectives[static_cast<std::size_t>(a.value)];
    if (p.holds(o.type, c))
        return refuse(refused::kHoldsType, "R-OBJ-5",
                      p.name + " already holds a " + std::string(name(o.type)) +
                          " objective: one per type (R-OBJ-5)",
                      {a.value});
    if (!mayClaim(a.value)) {
        if (isLandscape(o.type))
            return refuse(refused::kGroupTooSmall, "R-OBJ-3",
                          "the " + std::string(name(o.type)) + " group of this turn's tile is " +
                              std::to_string(placedGroups_[landTypeOf(o.type)]) + "; " + o.id +
                              " needs " + std::to_string(o.threshold),
                          {a.value, placedGroups_[landTypeOf(o.type)], o.threshold});
        return refuse(refused::kTooFewImprovements, "R-OBJ-4",
                      o.id + " needs at least one " + std::string(name(o.type)) +
                          " placed this turn and " + std::to_string(o.threshold) + " in the garden",
                      {a.value, o.threshold});
    }
    return {};
}

ApplyResult GameState::check(const Action& a) const {
    if (phase_ == Phase::GameOver)
        return refuse(refused::kGameOver, "R-END-1", "the game is over");
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    switch (a.kind) {
    case Action::Kind::Take:
        return checkTake(a);
    case Action::Kind::Place: {
        if (ApplyResult r = placeStepAllows(a); !r)
            return r;
        const PlacementCheck r = p.garden.check(faceOf(taken_, a.orientation), a.at);
        if (!r.legal())
            return refusePlacement(r);
        return {};
    }
    case Action::Kind::Pass:
        if (phase_ == Phase::TakeTile && market_.tileCount() == 0)
            return {};
        if (phase_ == Phase::PlaceTile) {
            if (taken_ >= 0 && p.garden.countLegalPlacements(orientations(taken_).distinct) > 0)
                return refuse(refused::kMustPlace, "R-PL-6",
                              "the tile can be placed, so it must be (R-PL-6)");
            return {};
        }
        return refuse(refused::kNothingToPass, "R-TURN-2", "there is nothing to pass now");
    case Action::Kind::PlayCard:
        if (phase_ != Phase::PlayCard)
            return refuse(refused::kNotCardStep, "R-TURN-2", "it is not the moment to play a card");
        if (std::find(p.hand.begin(), p.hand.end(), a.value) == p.hand.end())
            return refuse(refused::kCardNotInHand, "R-CARD-2",
                          "that card is not in " + p.name + "'s hand", {a.value});
        return {};
    case Action::Kind::Claim:
        return checkClaim(a);
    case Action::Kind::EndTurn:
        if (phase_ != Phase::Claim)
            return refuse(refused::kTurnNotFinished, "R-TURN-2", "the turn is not finished yet");
        return {};
    }
    return refuse(refused::kUnknownAction, "", "unknown action");
}

void GameState::applyTake(PlayerState& p, int k) {
    // R-MKT-2/3.
    for (int i = 1; i < k; ++i) {
        const int slot = market_.slotOfKth(i);
        ++market_.coins[static_cast<std::size_t>(slot)];
        --p.coins;
    }
    const int slot = market_.slotOfKth(k);
    taken_ = market_.tile[static_cast<std::size_t>(slot)];
    const int coins = market_.coins[static_cast<std::size_t>(slot)];
    p.coins += coins;
    market_.coins[static_cast<std::size_t>(slot)] = 0;
    market_.tile[static_cast<std::size_t>(slot)] = -1;
    // R-MKT-3: the slot the token left is refilled from the bag. The draw is made when the
    // card is played (applyCard): nothing in between uses the ring, and so taking the tile can
    // be taken back without anyone having seen the bag.
    current_.refillSlot = market_.token;
    market_.token = slot;
    current_.took = taken_;
    current_.skipped = k - 1;
    current_.coinsPaid = k - 1;
    current_.coinsTaken = coins;
    phase_ = Phase::PlaceTile;
}

void GameState::applyCard(PlayerState& p, int card) {
    const ComponentSet& c = *components_;
    // R-SCORE-2/3, R-CARD-2.
    const int points = cardPointsNow(card);
    p.track += points;
    std::erase(p.hand, card);
    p.discard.push_back(card);
    if (!p.deck.empty()) {
        p.hand.push_back(p.deck.front());
        p.deck.erase(p.deck.begin());
    }
    current_.card = card;
    current_.points = points;
    if (current_.refillSlot >= 0) { // R-MKT-3, deferred from the take
        current_.refilled = drawFromBag();
        market_.tile[static_cast<std::size_t>(current_.refillSlot)] = current_.refilled;
        current_.refillSlot = -1;
    }
    // R-GAP-3: each Worker placed this turn earns a coin.
    const int workerCoins = improvementsThisTurn_[Improvement::Worker] * c.rules.coinsPerWorker;
    p.coins += workerCoins;
    current_.workerCoins = workerCoins;
    phase_ = Phase::Claim;
}

ApplyResult GameState::apply(const Action& a) {
    if (phase_ == Phase::GameOver)
        return refuse(refused::kGameOver, "R-END-1", "the game is over");
    PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    PlacementCheck placed;
    if (a.kind == Action::Kind::Place) {
        // R-PL-1..4: Garden::place checks the placement itself and changes nothing when it is
        // illegal, so the placement is checked once.
        if (ApplyResult r = placeStepAllows(a); !r)
            return r;
        placed = p.garden.place(taken_, a.orientation, faceOf(taken_, a.orientation), a.at);
        if (!placed.legal())
            return refusePlacement(placed);
    } else if (ApplyResult r = check(a); !r) {
        return r;
    }
    actions_.edit().push_back(a);
    switch (a.kind) {
    case Action::Kind::Take:
        applyTake(p, a.value);
        break;
    case Action::Kind::Place:
        placedCells_ = placed.cells;
        placedGroups_ = p.garden.groupValues(placed.cells);
        improvementsThisTurn_ = placed.improvements();
        current_.placed = true;
        current_.orientation = a.orientation;
        current_.at = a.at;
        current_.gaps = placed.gaps;
        phase_ = Phase::PlayCard;
        break;
    case Action::Kind::Pass:
        if (phase_ == Phase::TakeTile) {
            phase_ = Phase::PlaceTile;
            break;
        }
        // R-PL-6 [decision]: the tile leaves the game and the turn goes on without it.
        if (taken_ >= 0)
            outOfGame_.push_back(taken_);
        phase_ = Phase::PlayCard;
        break;
    case Action::Kind::PlayCard:
        applyCard(p, a.value);
        break;
    case Action::Kind::Claim:
        std::erase(board_, a.value);
        p.objectives.push_back(a.value);
        current_.claimed.push_back(a.value);
        break;
    case Action::Kind::EndTurn:
        finishTurn();
        break;
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// Scores

std::vector<FinalScore> GameState::scores() const {
    const ComponentSet& c = *components_;
    const ImprovementCounts& value = c.rules.improvementPoints;
    auto improvementPoints = [&](const ImprovementCounts& n) {
        int total = 0;
        for (Improvement i : kImprovements)
            total += n[i] * value[i];
        return total;
    };
    auto objectivePoints = [&](const std::vector<int>& held) {
        int total = 0;
        for (int o : held)
            total += c.objectives[static_cast<std::size_t>(o)].points;
        return total;
    };
    std::vector<FinalScore> out;
    for (const PlayerState& p : players_) {
        FinalScore s{p.name,
                     p.track,
                     improvementPoints(p.garden.improvements()),
                     objectivePoints(p.objectives),
                     p.coins,
                     0,
                     0,
                     false,
                     FinalScore::Decider::Total};
        out.push_back(s);
    }
    if (gardener_.active)
        out.push_back(FinalScore{kGardenerName, gardener_.track,
                                 improvementPoints(gardener_.improvements),
                                 objectivePoints(gardener_.objectives), gardener_.coins, 0, 0, true,
                                 FinalScore::Decider::Total});
    // R-END-2 and R-END-3 / R-MG-6: rank = 1 + entries strictly ahead on (total, coins); in solo
    // the Master Gardener is ahead of the player on a full tie.
    for (FinalScore& s : out)
        s.total = s.track + s.improvements + s.objectives + s.coins;
    for (FinalScore& s : out) {
        int ahead = 0;
        for (const FinalScore& o : out) {
            if (&o == &s)
                continue;
            const bool better = o.total > s.total || (o.total == s.total && o.coins > s.coins) ||
                                (o.total == s.total && o.coins == s.coins && o.gardener);
            ahead += better;
        }
        s.rank = 1 + ahead;
        bool sameTotal = false, sameCoins = false;
        for (const FinalScore& o : out) {
            if (&o == &s || o.total != s.total)
                continue;
            sameTotal = true;
            sameCoins |= o.coins == s.coins;
        }
        s.decidedBy = !sameTotal         ? FinalScore::Decider::Total
                      : !sameCoins       ? FinalScore::Decider::Coins
                      : gardener_.active ? FinalScore::Decider::MasterGardener
                                         : FinalScore::Decider::Shared;
    }
    return out;
}

std::vector<std::string> GameState::winners() const {
    std::vector<std::string> out;
    if (!isOver())
        return out;
    for (const FinalScore& s : scores())
        if (s.rank == 1)
            out.push_back(s.name);
    return out;
}

bool GameState::operator==(const GameState& o) const {
    return components_ == o.components_ && seed_ == o.seed_ && computers_ == o.computers_ &&
           deal_ == o.deal_ &&
           (origin_ == o.origin_ || (origin_ && o.origin_ && *origin_ == *o.origin_)) &&
           phase_ == o.phase_ && seat_ == o.seat_ && round_ == o.round_ &&
           turnNumber_ == o.turnNumber_ && players_ == o.players_ && gardener_ == o.gardener_ &&
           market_ == o.market_ && bag_ == o.bag_ && outOfGame_ == o.outOfGame_ &&
           board_ == o.board_ && log_ == o.log_ && actions_ == o.actions_ &&
           current_ == o.current_ && taken_ == o.taken_ && placedCells_ == o.placedCells_ &&
           placedGroups_ == o.placedGroups_ && improvementsThisTurn_ == o.improvementsThisTurn_;
}

std::string_view name(FinalScore::Decider d) {
    switch (d) {
    case FinalScore::Decider::Total:
        return "total";
    case FinalScore::Decider::Coins:
        return "coins";
    case FinalScore::Decider::Shared:
        return "shared";
    case FinalScore::Decider::MasterGardener:
        return "master_gardener";
    }
    return "total";
}

} // namespace frosted
