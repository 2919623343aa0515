// The pieces of Blossoms' output documents (spec/blossoms/CLI.md "Output", "Log entries").
#include "cli.h"

namespace blossoms::cli {

namespace {

json potNumber(int p) {
    return p < 0 ? json(nullptr) : json(p + 1);
}

json heightOf(int h) {
    return h < 0 ? json(nullptr) : json(h);
}

// One action's entry, read from the game just after it (Game::lastOutcome).
json actionEntry(const Game& g, const Outcome& o) {
    const ComponentSet& c = g.components();
    json e{{"turn", o.turn}, {"player", g.seatName(o.seat)}, {"action", g.actionText(o.action)}};
    using K = Action::Kind;
    switch (o.action.kind) {
    case K::Grow:
        e["drew"] = c.cardId(o.card);
        e["type"] = c.typeId(c.typeOf(o.card));
        e["result"] = std::string(growResultName(o.result));
        e["pot"] = potNumber(o.pot);
        e["height"] = heightOf(o.height);
        e["last_card"] = o.lastCard;
        break;
    case K::Pot:
    case K::Plant:
    case K::Water:
        e["card"] = c.cardId(o.card);
        e["pot"] = o.pot + 1;
        e["height"] = o.height;
        break;
    case K::Token:
        e["pot"] = o.pot + 1;
        e["tool"] = g.variant().children
                        ? json(nullptr)
                        : json(std::string(toolName(c.pots[static_cast<std::size_t>(o.pot)])));
        e["tokens_left"] = g.tokensLeft(o.seat);
        break;
    case K::Prune:
        e["drew"] = c.cardId(o.card);
        e["last_card"] = o.lastCard;
        break;
    case K::Rake:
        e["peeked"] = cardIds(c, g.peeked());
        break;
    case K::Order:
        e["order"] = cardIds(c, o.action.orderCards());
        break;
    case K::Cut: // as CLI.md's example: "pot", "turn_ended", then "set"
        e["pot"] = o.pot + 1;
        e["turn_ended"] = o.turnEnded;
        e["set"] = setJson(c, g.sets().back());
        return e;
    case K::Pass:
        break;
    }
    e["turn_ended"] = o.turnEnded;
    return e;
}

json turnStartEntry(const Game& g) {
    const TurnStart& t = g.turnStart();
    json removed = json::array();
    for (int p = 0; p < kPots; ++p)
        if (t.tokensRemoved & (1u << p))
            removed.push_back(p + 1);
    return json{{"turn", t.turn},
                {"player", g.seatName(t.seat)},
                {"event", "turn_start"},
                {"final_turn", t.finalTurn},
                {"tokens_removed", removed}};
}

} // namespace

json setJson(const ComponentSet& c, const FlowerSet& s) {
    return json{{"type", c.typeId(s.type)},
                {"cards", cardIds(c, std::vector<int>(s.cards.begin(), s.cards.end()))},
                {"height", s.height()},
                {"value", c.valueOf(s.height())}};
}

json potsJson(const Game& g) {
    const ComponentSet& c = g.components();
    json pots = json::array();
    for (int p = 0; p < kPots; ++p) {
        const Pot& pot = g.pot(p);
        pots.push_back(
            json{{"pot", p + 1},
                 {"tool", std::string(toolName(c.pots[static_cast<std::size_t>(p)]))},
                 {"type", pot.empty() ? json(nullptr) : json(c.typeId(pot.type))},
                 {"height", pot.height()},
                 {"cards", cardIds(c, std::vector<int>(pot.cards.begin(), pot.cards.end()))},
                 {"token", pot.token < 0 ? json(nullptr) : json(g.seatName(pot.token))}});
    }
    return pots;
}

json logJson(const Game& g) {
    Game r = Game::fromDeal(g.componentsPtr(), g.variant(), g.dealt());
    json log = json::array();
    log.push_back(turnStartEntry(r));
    for (const Action& a : g.history()) {
        r.apply(a);
        log.push_back(actionEntry(r, r.lastOutcome()));
        if (r.lastOutcome().turnEnded && !r.isOver())
            log.push_back(turnStartEntry(r));
    }
    return log;
}

json playersJson(const Game& g) {
    const ComponentSet& c = g.components();
    const std::vector<Standing> st = g.standings();
    json players = json::array();
    for (int s = 0; s < g.seats(); ++s) {
        const Standing& x = st[static_cast<std::size_t>(s)];
        json sets = json::array();
        for (const FlowerSet& set : g.setsOf(s))
            sets.push_back(setJson(c, set));
        players.push_back(json{{"name", g.seatName(s)},
                               {"hand", cardIds(c, g.hand(s))},
                               {"tokens_left", x.tokensLeft},
                               {"sets", sets},
                               {"flowers", x.flowers},
                               {"types", x.types},
                               {"variety", x.variety},
                               {"total", x.total},
                               {"rank", x.rank}});
    }
    return players;
}

json toPlay(const Game& g) {
    return g.isOver() ? json(nullptr) : json(g.seatName(g.toAct()));
}

json winnersJson(const Game& g) {
    json winners = json::array();
    const std::vector<Standing> st = g.standings();
    for (int s = 0; s < g.seats(); ++s)
        if (st[static_cast<std::size_t>(s)].rank == 1)
            winners.push_back(g.seatName(s));
    return winners;
}

} // namespace blossoms::cli
