#include "frosted/rules/action.h"

#include "engine/input.h"

#include <charconv>
#include <vector>

namespace frosted {

std::string actionText(const Action& a, const ComponentSet& c) {
    switch (a.kind) {
    case Action::Kind::Take:
        return "take " + std::to_string(a.value);
    case Action::Kind::Place:
        return "place " + std::string(name(a.orientation.side)) + " " +
               std::to_string(a.orientation.rotation) + " " + std::to_string(a.at.x) + " " +
               std::to_string(a.at.y);
    case Action::Kind::Pass:
        return "pass";
    case Action::Kind::PlayCard:
        if (a.value >= 0 && a.value < static_cast<int>(c.cards.size()))
            return "card " + c.cards[static_cast<std::size_t>(a.value)].id;
        return "card ?";
    case Action::Kind::Claim:
        if (a.value >= 0 && a.value < static_cast<int>(c.objectives.size()))
            return "claim " + c.objectives[static_cast<std::size_t>(a.value)].id;
        return "claim ?";
    case Action::Kind::EndTurn:
        return "done";
    }
    return "?";
}

namespace {

bool fail(std::string* error, std::string message) {
    if (error)
        *error = std::move(message);
    return false;
}

// A whole decimal integer as the action language writes it (engine::plainDecimal).
bool parseInt(std::string_view s, int& out) {
    const std::optional<int> v = engine::plainDecimal(s);
    if (v)
        out = *v;
    return v.has_value();
}

} // namespace

std::optional<Action> parseAction(std::string_view text, const ComponentSet& c,
                                  std::string* error) {
    std::vector<std::string_view> tok;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == ' ') {
            if (i == start) {
                fail(error, text.empty() ? "the action is empty"
                                         : "tokens must be separated by single spaces");
                return std::nullopt;
            }
            tok.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    const std::string_view verb = tok.front();
    auto arity = [&](std::size_t n, const char* form) {
        if (tok.size() == n)
            return true;
        return fail(error, shown(verb) + " is written " + form);
    };
    if (verb == "take") {
        if (!arity(2, "\"take K\""))
            return std::nullopt;
        int k = 0;
        if (!parseInt(tok[1], k) || k < 1) {
            fail(error, "take needs a tile number from 1, not " + shown(tok[1]));
            return std::nullopt;
        }
        return Action::take(k);
    }
    if (verb == "place") {
        if (!arity(5, "\"place SIDE ROTATION X Y\""))
            return std::nullopt;
        Orientation o;
        if (tok[1] == "front")
            o.side = Side::Front;
        else if (tok[1] == "back")
            o.side = Side::Back;
        else {
            fail(error, "the side must be front or back, not " + shown(tok[1]));
            return std::nullopt;
        }
        if (!parseInt(tok[2], o.rotation) || !isValidRotation(o.rotation)) {
            fail(error, "the rotation must be 0, 90, 180 or 270, not " + shown(tok[2]));
            return std::nullopt;
        }
        Point at;
        auto inRange = [](int v) { return v >= kMinPlacementCoord && v <= kMaxPlacementCoord; };
        if (!parseInt(tok[3], at.x) || !parseInt(tok[4], at.y) || !inRange(at.x) ||
            !inRange(at.y)) {
            fail(error, "X and Y must be whole numbers from " + std::to_string(kMinPlacementCoord) +
                            " to " + std::to_string(kMaxPlacementCoord) + ", not " + shown(tok[3]) +
                            " and " + shown(tok[4]));
            return std::nullopt;
        }
        return Action::place(o, at);
    }
    if (verb == "card" || verb == "claim") {
        if (!arity(2, verb == "card" ? "\"card ID\"" : "\"claim ID\""))
            return std::nullopt;
        const std::string id(tok[1]);
        if (verb == "card") {
            if (auto i = c.cardIndex(id))
                return Action::playCard(*i);
            fail(error, "unknown card id " + shown(tok[1]));
        } else {
            if (auto i = c.objectiveIndex(id))
                return Action::claim(*i);
            fail(error, "unknown objective id " + shown(tok[1]));
        }
        return std::nullopt;
    }
    if (verb == "pass" || verb == "done") {
        if (!arity(1, verb == "pass" ? "\"pass\"" : "\"done\""))
            return std::nullopt;
        return verb == "pass" ? Action::pass() : Action::endTurn();
    }
    fail(error,
         "unknown action " + shown(verb) + "; actions are take, place, pass, card, claim and done");
    return std::nullopt;
}

ActionIds::ActionIds(const ComponentSet& c)
    : ringSlots(c.rules.marketSlots), cards(static_cast<int>(c.cards.size())),
      objectives(static_cast<int>(c.objectives.size())) {}

int ActionIds::count() const {
    return doneId() + 1;
}

int ActionIds::id(const Action& a) const {
    switch (a.kind) {
    case Action::Kind::Take:
        return a.value >= 1 && a.value <= ringSlots ? a.value - 1 : -1;
    case Action::Kind::Pass:
        return passId();
    case Action::Kind::Place: {
        const int x = a.at.x - kCoordMin, y = a.at.y - kCoordMin;
        if (!isValidRotation(a.orientation.rotation) || x < 0 || x >= kCoordSpan || y < 0 ||
            y >= kCoordSpan)
            return -1;
        const int o = static_cast<int>(a.orientation.side) * 4 + a.orientation.rotation / 90;
        return placeBase() + (o * kCoordSpan + x) * kCoordSpan + y;
    }
    case Action::Kind::PlayCard:
        return a.value >= 0 && a.value < cards ? cardBase() + a.value : -1;
    case Action::Kind::Claim:
        return a.value >= 0 && a.value < objectives ? claimBase() + a.value : -1;
    case Action::Kind::EndTurn:
        return doneId();
    }
    return -1;
}

Action ActionIds::action(int id) const {
    if (id < passId())
        return Action::take(id + 1);
    if (id == passId())
        return Action::pass();
    if (id < cardBase()) {
        const int rest = id - placeBase();
        const int y = rest % kCoordSpan, x = (rest / kCoordSpan) % kCoordSpan;
        const int o = rest / (kCoordSpan * kCoordSpan);
        return Action::place({static_cast<Side>(o / 4), (o % 4) * 90},
                             {x + kCoordMin, y + kCoordMin});
    }
    if (id < claimBase())
        return Action::playCard(id - cardBase());
    if (id < doneId())
        return Action::claim(id - claimBase());
    return Action::endTurn();
}

} // namespace frosted
