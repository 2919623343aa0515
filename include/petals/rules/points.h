// The points an action scores on the table before it (spec/petals/RULES.md R-PE-MATCH-6,
// R-PE-MOVE-6): what Game::apply adds for it, what the session's previews and the replay
// viewer say.
#pragma once

#include "petals/rules/game.h"

#include <optional>

namespace petals {

// The points of the card `a` puts down, on the table of `g` (the one before `a`): a placement's
// contact pairs against its neighbours (R-PE-MATCH-6); a move's at its new cell and rotation as
// if just placed there, its old cell left out (R-PE-MOVE-6). Score and skip put no card down:
// none (their points are the placement's). Asked of any action, legal or not: a move of a card
// not on the table scores none.
inline Points pointsOf(const Game& g, const Action& a) {
    if (a.kind == Action::Kind::Place)
        return g.contact(a.card, a.cell, a.rotation).points;
    if (a.kind != Action::Kind::Move)
        return {};
    for (const Lying& l : g.table())
        if (l.card == a.card)
            return g.contact(a.card, a.cell, a.rotation, l.cell).points;
    return {};
}

} // namespace petals
