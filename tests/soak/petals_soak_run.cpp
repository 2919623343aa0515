// The runner of Petals' soak (petals_soak.h): whole random games, odd actions and texts mixed in,
// every check after every action.
#include "petals_soak.h"

#include <array>

namespace petals::soak {

namespace {

int below(engine::Rng& rng, std::size_t n) {
    return static_cast<int>(rng.below(n));
}

template <class T>
const T& pick(engine::Rng& rng, const std::vector<T>& v) {
    return v[static_cast<std::size_t>(rng.below(v.size()))];
}

} // namespace

Action oddAction(const Game& g, const std::vector<Action>& legal, engine::Rng& rng) {
    const int cards = static_cast<int>(g.components().cards.size());
    Action a = legal.empty() ? Action::place(0, {0, 0}, 0) : pick(rng, legal);
    switch (below(rng, 7)) {
    case 0: // another card: from another hand, the pile, the table or removed
        a.card = below(rng, static_cast<std::size_t>(cards));
        break;
    case 1: // a cell nearby
        a.cell = {a.cell.x + below(rng, 5) - 2, a.cell.y + below(rng, 5) - 2};
        break;
    case 2:
        a.rotation = below(rng, 4);
        break;
    case 3: // another kind
        a.kind = static_cast<Action::Kind>(below(rng, 4));
        if (a.kind == Action::Kind::Place || a.kind == Action::Kind::Move)
            a.card = a.card < 0 ? below(rng, static_cast<std::size_t>(cards)) : a.card;
        break;
    case 4: // a card already on the table, placed or moved onto its own or a neighbour's cell
        if (!g.table().empty()) {
            const Lying& l = pick(rng, g.table());
            a = below(rng, 2) ? Action::place(l.card, l.cell, l.rotation)
                              : Action::move(l.card, l.cell, below(rng, 4));
        }
        break;
    case 5: // out of range, or far away
        a.cell = below(rng, 2) ? Cell{kMaxCoord + 1, 0} : Cell{kMinCoord, kMaxCoord};
        break;
    default: // not well formed at all
        a.card = below(rng, 2) ? -1 : cards + below(rng, 3);
        a.rotation = below(rng, 2) ? 4 : -1;
        break;
    }
    return a;
}

std::string oddText(const Game& g, engine::Rng& rng) {
    static const std::vector<std::string> verbs = {"place", "move", "score", "skip",  "Place",
                                                   "pass",  "",     "take",  "place "};
    static const std::vector<std::string> numbers = {
        "0",   "1",   "-1",  "90",  "180",  "270", "360",
        "-0",  "+1",  "007", "511", "-512", "512", "-513",
        "1.0", "1e2", "x",   "",    "45",   " 1",  "99999999999999999999"};
    std::string text = pick(rng, verbs);
    const int words = below(rng, 6);
    for (int i = 0; i < words; ++i) {
        text += below(rng, 8) ? " " : "  ";
        if (i == 0 && below(rng, 4))
            text += g.components().cards[rng.below(g.components().cards.size())].id;
        else
            text += pick(rng, numbers);
    }
    if (!below(rng, 10))
        text += below(rng, 2) ? "\n" : "\t";
    return text;
}

GameSpec gameSpec(std::uint64_t baseSeed, long long index) {
    GameSpec s;
    s.seats = 2 + static_cast<int>(index % 4);
    s.variant = (index / 4) % 2 ? Variant::Harmony : Variant::Standard;
    engine::Rng mix(baseSeed ^ (0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(index + 1)));
    s.seed = mix.next();
    return s;
}

namespace {

// Up to two odd actions or texts before the chosen one; true when one of them was accepted (the
// game then went on from it).
bool tryOdd(Game& g, const std::vector<Action>& legal, engine::Rng& rng, GameResult& out) {
    for (int i = below(rng, 3); i > 0; --i) {
        Action a;
        if (below(rng, 3)) {
            a = oddAction(g, legal, rng);
        } else {
            const std::string text = oddText(g, rng);
            std::string why;
            const auto parsed = Game::parseAction(g.components(), text, &why);
            ++out.texts;
            if (!parsed) {
                if (why.empty() || why.find('\n') != std::string::npos)
                    throw Violation("text", "a refusal of the text \"" + text +
                                                "\" is not one line: " + why);
                continue;
            }
            if (g.actionText(*parsed) != text)
                throw Violation("text", "\"" + text + "\" was accepted as \"" +
                                            g.actionText(*parsed) + "\"");
            a = *parsed;
        }
        out.lastAction = "odd";
        if (tryAction(g, legal, a)) {
            ++out.oddAccepted;
            return true;
        }
        ++out.refused;
    }
    return false;
}

} // namespace

GameResult playChecked(const ComponentsPtr& components, const GameSpec& spec) {
    GameResult out;
    try {
        Game g = Game::deal(components, spec.seats, spec.variant, spec.seed);
        engine::Rng rng(spec.seed ^ 0x5eedULL);
        checkState(g);
        while (!g.isOver()) {
            const std::vector<Action> legal = g.legalActions();
            checkLegal(g, legal);
            checkViews(g, rng);
            checkSaveLoad(g);
            const std::size_t logBefore = g.log().size();
            if (!tryOdd(g, legal, rng, out)) {
                const Action a = pick(rng, legal);
                out.lastAction = g.actionText(a);
                if (!tryAction(g, legal, a))
                    throw Violation("refusal", "the legal " + out.lastAction + " was refused");
            }
            ++out.actions;
            if (g.log().size() > logBefore) {
                const TurnRecord& r = g.log().back();
                out.effects += r.effect != EffectKind::None;
                out.moves += r.choice == Action::Kind::Move;
            }
            checkState(g);
        }
        checkLegal(g, g.legalActions());
        checkViews(g, rng);
        checkSaveLoad(g);
    } catch (const Violation& v) {
        out.ok = false;
        out.rule = v.rule();
        out.failure = v.what();
    } catch (const std::exception& e) {
        out.ok = false;
        out.rule = "exception";
        out.failure = e.what();
    }
    return out;
}

} // namespace petals::soak
