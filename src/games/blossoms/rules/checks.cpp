// What the rules allow at each step (R-BL-TURN-3): check() with the refusal codes of kRefusals
// (refusals.h) and legalActions() by increasing dense id; and the invariants a soak checks.
#include "blossoms/rules/game.h"
#include "blossoms/rules/refusals.h"

#include <algorithm>
#include <bit>

namespace blossoms {

namespace {

engine::Verdict refuse(std::string_view code, std::string_view rule, std::string reason,
                       std::array<int, 3> n = {}) {
    return engine::Verdict::refuse(code, rule, std::move(reason), n);
}

Tool toolOfAction(Action::Kind k) {
    return k == Action::Kind::Water   ? Tool::WateringCan
           : k == Action::Kind::Prune ? Tool::Pruner
                                      : Tool::Rake;
}

} // namespace

engine::Verdict Game::check(const Action& a) const {
    using K = Action::Kind;
    if (step_ == Step::Over)
        return refuse(refused::kGameOver, "R-BL-END-2", "the game is over");
    const bool potArg = a.kind == K::Pot || a.kind == K::Plant || a.kind == K::Cut ||
                        a.kind == K::Token || a.kind == K::Water;
    if ((potArg && (a.pot < 0 || a.pot >= kPots)) ||
        ((a.kind == K::Plant || a.kind == K::Water) &&
         (a.card < 0 || a.card >= static_cast<int>(components_->cards.size()))))
        return refuse(refused::kNotAnAction, "", "that is no action of this game");
    if (step_ == Step::Pot) {
        if (a.kind != K::Pot)
            return refuse(refused::kChoosePot, "R-BL-GROW-3",
                          "the drawn card " + components_->cardId(pending_) +
                              " must first go into one of the empty pots",
                          {pending_});
        if (!pot(a.pot).empty())
            return refuse(refused::kPotNotEmpty, "R-BL-GROW-3",
                          "pot " + std::to_string(a.pot + 1) + " is not empty", {a.pot + 1});
        return {};
    }
    if (step_ == Step::Order) {
        if (a.kind != K::Order)
            return refuse(refused::kOrderFirst, "R-BL-TOOL-3",
                          "the raked cards must first be put back on the deck (order ...)");
        const std::vector<int> shown = peeked();
        bool same = a.count == shown.size();
        for (int i = 0; same && i < a.count; ++i) {
            const int c = a.order[static_cast<std::size_t>(i)];
            same = std::find(shown.begin(), shown.end(), c) != shown.end() &&
                   std::find(a.order.begin(), a.order.begin() + i, c) == a.order.begin() + i;
        }
        if (!same)
            return refuse(refused::kWrongOrder, "R-BL-TOOL-3",
                          "order must list the " + std::to_string(shown.size()) +
                              " raked cards, each once",
                          {static_cast<int>(shown.size())});
        return {};
    }
    if (a.kind == K::Pot)
        return refuse(refused::kNoCardWaiting, "R-BL-GROW-3", "no drawn card waits for a pot");
    if (a.kind == K::Order)
        return refuse(refused::kNothingRaked, "R-BL-TOOL-3", "no raked cards wait to be put back");
    return checkActions(a);
}

// Steps growth and actions.
engine::Verdict Game::checkActions(const Action& a) const {
    using K = Action::Kind;
    const std::size_t me = static_cast<std::size_t>(current_);
    const RuleValues& r = components_->rules;
    const auto needGrowth = [&]() -> engine::Verdict {
        if (step_ == Step::Growth)
            return variant_.advanced ? refuse(refused::kGrowthFirst, "R-BL-VAR-4",
                                              "Plant, Cut and Pass come after the turn's Growth")
                                     : refuse(refused::kGrowthFirst, "R-BL-TURN-3",
                                              "the turn starts with a Growth");
        return {};
    };
    switch (a.kind) {
    case K::Grow:
        if (finalTurn_)
            return refuse(refused::kFinalTurn, "R-BL-END-3", "a final turn has no Growth");
        if (deck_.empty())
            return refuse(refused::kDeckEmpty, "R-BL-END-1", "the deck is empty: no more Growth");
        return {};
    case K::Plant: {
        if (auto v = needGrowth(); !v)
            return v;
        const Pot& p = pot(a.pot);
        const std::array<int, 3> n{a.pot + 1, a.card};
        if (this_.planted)
            return refuse(refused::kAlreadyPlanted, "R-BL-TURN-4", "a turn has one Plant", n);
        if (!(hands_[me] & bitOf(a.card)))
            return refuse(refused::kNotInHand, "R-BL-PLANT-1",
                          components_->cardId(a.card) + " is not in your hand", n);
        if (p.empty())
            return refuse(refused::kEmptyPot, "R-BL-PLANT-1",
                          "pot " + std::to_string(a.pot + 1) + " is empty: nothing to plant on", n);
        if (p.type != components_->typeOf(a.card))
            return refuse(refused::kWrongType, "R-BL-PLANT-1",
                          components_->cardId(a.card) + " is not of pot " +
                              std::to_string(a.pot + 1) + "'s type",
                          n);
        if (p.height() >= r.maxHeight)
            return refuse(refused::kPotFull, "R-BL-POT-3",
                          "pot " + std::to_string(a.pot + 1) + " already holds " +
                              std::to_string(r.maxHeight) + " cards",
                          n);
        return {};
    }
    case K::Cut: {
        if (auto v = needGrowth(); !v)
            return v;
        const Pot& p = pot(a.pot);
        if (p.height() < r.minCut)
            return refuse(refused::kTooShort, "R-BL-CUT-1",
                          "pot " + std::to_string(a.pot + 1) + " holds fewer than " +
                              std::to_string(r.minCut) + " cards",
                          {a.pot + 1, r.minCut});
        if (p.token >= 0 && p.token != current_)
            return refuse(refused::kProtected, "R-BL-TOKEN-3",
                          "pot " + std::to_string(a.pot + 1) + " carries " + seatName(p.token) +
                              "'s token",
                          {a.pot + 1, p.token});
        return {};
    }
    case K::Pass:
        return needGrowth();
    case K::Token: {
        if (step_ == Step::Growth && !variant_.advanced)
            return needGrowth();
        if (this_.tokenPot >= 0)
            return refuse(refused::kTokenPlaced, "R-BL-TURN-4", "a turn has one Special action");
        if (tokens_[me] == 0)
            return refuse(refused::kNoTokens, "R-BL-TOKEN-1", "you have no token left");
        if (pot(a.pot).token >= 0)
            return refuse(refused::kPotHasToken, "R-BL-TOKEN-1",
                          "pot " + std::to_string(a.pot + 1) + " already carries a token",
                          {a.pot + 1});
        if (finalTurn_ && (variant_.children ||
                           components_->pots[static_cast<std::size_t>(a.pot)] != Tool::WateringCan))
            return refuse(refused::kFinalTurnToken, "R-BL-END-3",
                          variant_.children
                              ? "a final turn has no Special action in the children's variant"
                              : "in a final turn a token goes only on the Watering Can's pot",
                          {a.pot + 1});
        return {};
    }
    default:
        return checkTool(a);
    }
}

// The token's tool (R-BL-TOKEN-4, R-BL-TOOL-1..6).
engine::Verdict Game::checkTool(const Action& a) const {
    using K = Action::Kind;
    const Tool tool = toolOfAction(a.kind);
    const std::string name(toolName(tool));
    if (step_ == Step::Growth && !variant_.advanced)
        return refuse(refused::kGrowthFirst, "R-BL-TURN-3", "the turn starts with a Growth");
    if (variant_.children)
        return refuse(refused::kNoTools, "R-BL-TOOL-6",
                      "no tool is used in the children's variant");
    if (this_.tokenPot < 0 || components_->pots[static_cast<std::size_t>(this_.tokenPot)] != tool)
        return refuse(refused::kNoTokenOnTool, "R-BL-TOKEN-4",
                      "the " + name + " is used in the turn your token goes on its pot");
    if (this_.toolUsed)
        return refuse(refused::kToolUsed, "R-BL-TURN-4", "the token's tool has one use");
    if (a.kind != K::Water) {
        if (deck_.empty())
            return refuse(refused::kDeckEmpty, "R-BL-END-1", "the deck is empty: no " + name);
        return {};
    }
    const Pot& p = pot(a.pot);
    const std::array<int, 3> n{a.pot + 1, a.card};
    if (!(hands_[static_cast<std::size_t>(current_)] & bitOf(a.card)))
        return refuse(refused::kNotInHand, "R-BL-TOOL-1",
                      components_->cardId(a.card) + " is not in your hand", n);
    if (p.empty())
        return refuse(refused::kEmptyPot, "R-BL-TOOL-1",
                      "pot " + std::to_string(a.pot + 1) + " is empty: nothing to water", n);
    if (p.height() >= components_->rules.maxHeight)
        return refuse(refused::kPotFull, "R-BL-TOOL-1",
                      "pot " + std::to_string(a.pot + 1) + " already holds " +
                          std::to_string(components_->rules.maxHeight) + " cards",
                      n);
    return {};
}

std::vector<Action> Game::legalActions() const {
    std::vector<Action> out;
    legalActions(out);
    return out;
}

// By increasing id: grow, pot K, plants, cuts, tokens, waters, prune, rake, pass, orders.
void Game::legalActions(std::vector<Action>& out) const {
    out.clear();
    switch (step_) {
    case Step::Over:
        return;
    case Step::Pot:
        for (int p = 0; p < kPots; ++p)
            if (pot(p).empty())
                out.push_back(Action::potK(p));
        return;
    case Step::Order: { // every ordering, lexicographically by data index
        std::vector<int> cards = peeked();
        std::sort(cards.begin(), cards.end());
        do
            out.push_back(Action::orderOf(cards));
        while (std::next_permutation(cards.begin(), cards.end()));
        return;
    }
    case Step::Growth:
        out.push_back(Action::grow());
        if (variant_.advanced)
            legalTokenAndTools(out); // R-BL-VAR-4
        return;
    case Step::Actions:
        break;
    }
    const RuleValues& r = components_->rules;
    const CardMask hand = hands_[static_cast<std::size_t>(current_)];
    if (!finalTurn_ && !deck_.empty())
        out.push_back(Action::grow());
    if (!this_.planted && hand)
        for (int p = 0; p < kPots; ++p) {
            const Pot& pt = pot(p);
            if (pt.empty() || pt.height() >= r.maxHeight)
                continue;
            for (CardMask m = hand; m; m &= m - 1) {
                const int c = std::countr_zero(m);
                if (components_->typeOf(c) == pt.type)
                    out.push_back(Action::plant(p, c));
            }
        }
    for (int p = 0; p < kPots; ++p)
        if (pot(p).height() >= r.minCut && (pot(p).token < 0 || pot(p).token == current_))
            out.push_back(Action::cut(p));
    legalTokenAndTools(out);
    out.push_back(Action::pass());
}

void Game::legalTokenAndTools(std::vector<Action>& out) const {
    const std::size_t me = static_cast<std::size_t>(current_);
    if (this_.tokenPot < 0 && tokens_[me] > 0)
        for (int p = 0; p < kPots; ++p)
            if (pot(p).token < 0 &&
                (!finalTurn_ ||
                 (!variant_.children &&
                  components_->pots[static_cast<std::size_t>(p)] == Tool::WateringCan)))
                out.push_back(Action::token(p));
    if (variant_.children || this_.tokenPot < 0 || this_.toolUsed)
        return;
    switch (components_->pots[static_cast<std::size_t>(this_.tokenPot)]) {
    case Tool::WateringCan:
        for (int p = 0; p < kPots; ++p)
            if (!pot(p).empty() && pot(p).height() < components_->rules.maxHeight)
                for (CardMask m = hands_[me]; m; m &= m - 1)
                    out.push_back(Action::water(p, std::countr_zero(m)));
        return;
    case Tool::Pruner:
        if (!deck_.empty())
            out.push_back(Action::prune());
        return;
    case Tool::Rake:
        if (!deck_.empty())
            out.push_back(Action::rake());
        return;
    case Tool::Fence:
        return;
    }
}

std::string Game::invariantProblem() const {
    const int n = static_cast<int>(components_->cards.size());
    std::vector<int> seen(static_cast<std::size_t>(n), 0);
    auto count = [&](int c) {
        if (c >= 0 && c < n)
            ++seen[static_cast<std::size_t>(c)];
    };
    std::uint32_t types = 0;
    for (int p = 0; p < kPots; ++p) {
        const Pot& pt = pot(p);
        for (std::int8_t c : pt.cards)
            count(c);
        if (pt.empty() != (pt.type < 0))
            return "pot " + std::to_string(p + 1) + " has a type without cards or cards without";
        if (!pt.empty()) {
            if (pt.type != components_->typeOf(pt.cards.back()))
                return "pot " + std::to_string(p + 1) + "'s type is not its top card's";
            if (types & (1u << pt.type))
                return "two pots have one type (R-BL-POT-4)";
            types |= 1u << pt.type;
            if (pt.height() > components_->rules.maxHeight)
                return "pot " + std::to_string(p + 1) + " is over the height limit";
        }
    }
    for (std::int8_t c : deck_)
        count(c);
    for (std::int8_t c : discard_)
        count(c);
    for (std::int8_t c : box_)
        count(c);
    for (int s = 0; s < seats_; ++s)
        for (int c : hand(s))
            count(c);
    for (const FlowerSet& s : sets_)
        for (std::int8_t c : s.cards)
            count(c);
    count(pending_);
    for (int c = 0; c < n; ++c)
        if (seen[static_cast<std::size_t>(c)] != 1)
            return components_->cardId(c) + " is in " +
                   std::to_string(seen[static_cast<std::size_t>(c)]) + " places";
    int onPots = 0;
    for (const Pot& p : pots_)
        onPots += p.token >= 0 ? 1 : 0;
    if (onPots > seats_)
        return "more tokens on pots than seats";
    return {};
}

} // namespace blossoms
