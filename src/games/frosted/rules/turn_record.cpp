// Turn records (turn_record.h): what every record holds, and a player's turn as its actions.
#include "frosted/rules/turn_record.h"

namespace frosted {

int turnOf(const TurnRecord& r) {
    return std::visit([](const auto& t) { return t.turn; }, r);
}

int roundOf(const TurnRecord& r) {
    return std::visit([](const auto& t) { return t.round; }, r);
}

const std::vector<int>& claimedIn(const TurnRecord& r) {
    return std::visit([](const auto& t) -> const std::vector<int>& { return t.claimed; }, r);
}

std::vector<Action> turnActions(const TurnChoices& t) {
    std::vector<Action> out;
    out.push_back(t.take ? Action::take(*t.take) : Action::pass());
    out.push_back(t.place ? Action::place(t.place->orientation, t.place->at) : Action::pass());
    out.push_back(Action::playCard(t.card));
    for (int o : t.claims)
        out.push_back(Action::claim(o));
    out.push_back(Action::endTurn());
    return out;
}

TurnChoices choicesOf(const PlayerTurn& t) {
    TurnChoices c;
    if (t.took >= 0)
        c.take = t.skipped + 1;
    if (t.placed)
        c.place = PlacementOption{t.orientation, t.at};
    c.card = t.card;
    c.claims = t.claimed;
    return c;
}

} // namespace frosted
