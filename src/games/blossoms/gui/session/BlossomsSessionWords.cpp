// The session's words for players (BlossomsSession.h): actions and outcomes as the table says
// them, with flower types and pots, never a card's data id; what happened since a seat's last
// turn for the hand-over page, as the public sees it (R-BL-PRIV-1..2).
#include "BlossomsSession.h"

#include "blossoms/rules/refusals.h"

using namespace blossoms;

namespace {
// The bundled data's type names (data/blossoms/cards.json), for the catalogs.
[[maybe_unused]] const char* const kTypeNames[] = {
    QT_TRANSLATE_NOOP("BlossomsType", "Rose"),
    QT_TRANSLATE_NOOP("BlossomsType", "Iris"),
    QT_TRANSLATE_NOOP("BlossomsType", "Tulip"),
    QT_TRANSLATE_NOOP("BlossomsType", "Common poppy"),
    QT_TRANSLATE_NOOP("BlossomsType", "Sweet pea"),
    QT_TRANSLATE_NOOP("BlossomsType", "Schizostylis")};
} // namespace

QString BlossomsSession::typeName(int type) const {
    if (type < 0 || type >= static_cast<int>(components_->types.size()))
        return {};
    const FlowerType& t = components_->types[static_cast<std::size_t>(type)];
    if (t.name.empty()) // a designer's data without names: its id, words apart
        return QString::fromStdString(t.id).replace(QLatin1Char('_'), QLatin1Char(' '));
    return QCoreApplication::translate("BlossomsType", t.name.c_str()).toLower();
}

QString BlossomsSession::aType(int type) const {
    const QString name = typeName(type);
    const QString pattern = QCoreApplication::translate("BlossomsType", "a %1");
    if (pattern == QLatin1String("a %1") && !name.isEmpty() &&
        QStringLiteral("aeiou").contains(name.front())) // English: "an iris"
        return QStringLiteral("an ") + name;
    return pattern.arg(name);
}

QString BlossomsSession::actionWords(const Action& a, const QString& done, const QString& outcome) {
    if (a.kind == Action::Kind::Grow && !outcome.isEmpty()) // the draw says it all
        return outcome;
    return outcome.isEmpty() ? done : tr("%1 — %2").arg(done, outcome);
}

namespace {
QString pointsWord(int n) {
    return n == 1 ? BlossomsSession::tr("1 point") : BlossomsSession::tr("%1 points").arg(n);
}
} // namespace

QString BlossomsSession::toolName(int pot) const {
    switch (components_->pots[static_cast<std::size_t>(pot)]) {
    case Tool::WateringCan:
        return tr("Watering can");
    case Tool::Fence:
        return tr("Fence");
    case Tool::Rake:
        return tr("Rake");
    case Tool::Pruner:
        break;
    }
    return tr("Pruner");
}

QString BlossomsSession::describe(const Action& a, Tense tense) const {
    return hasGame() ? describeOn(*game_, a, tense) : QString();
}

QString BlossomsSession::describeOn(const Game& g, const Action& a, Tense tense) const {
    const bool done = tense == Tense::Done;
    const QString pot = QString::number(a.pot + 1); // pots 1-4 for players
    const auto typeOfCard = [&](int card) {
        return card >= 0 && card < kCards ? typeName(components_->typeOf(card)) : QString();
    };
    const auto aCard = [&](int card) {
        return card >= 0 && card < kCards ? aType(components_->typeOf(card)) : QString();
    };
    switch (a.kind) {
    case Action::Kind::Grow:
        return done ? tr("grew") : tr("grow");
    case Action::Kind::Pot: { // R-BL-GROW-3: the drawn card is public
        const QString t = typeOfCard(g.pendingCard());
        return done ? tr("planted the %1 in pot %2").arg(t, pot)
                    : tr("plant the %1 in pot %2").arg(t, pot);
    }
    case Action::Kind::Plant:
        return done ? tr("planted %1 in pot %2").arg(aCard(a.card), pot)
                    : tr("plant %1 in pot %2").arg(aCard(a.card), pot);
    case Action::Kind::Cut: { // R-BL-CUT-1, R-BL-SCORE-1
        const Pot& p = g.pot(a.pot);
        const QString t = typeName(p.type);
        const int value = components_->valueOf(p.height());
        return done ? tr("cut the %1 (%2 cards, %3)").arg(t).arg(p.height()).arg(pointsWord(value))
                    : tr("cut the %1 (%2 cards, %3)").arg(t).arg(p.height()).arg(pointsWord(value));
    }
    case Action::Kind::Token: // R-BL-TOKEN-1; the children's pots show no tools (R-BL-VAR-2)
        if (g.variant().children)
            return done ? tr("placed a token on pot %1").arg(pot)
                        : tr("place a token on pot %1").arg(pot);
        return done ? tr("placed a token on pot %1 (%2)").arg(pot, toolName(a.pot))
                    : tr("place a token on pot %1 (%2)").arg(pot, toolName(a.pot));
    case Action::Kind::Water:
        return done ? tr("watered pot %1 with %2").arg(pot, aCard(a.card))
                    : tr("water pot %1 with %2").arg(pot, aCard(a.card));
    case Action::Kind::Prune:
        return done ? tr("took a card with the Pruner") : tr("take a card with the Pruner");
    case Action::Kind::Rake:
        return done ? tr("looked at the top cards with the Rake")
                    : tr("look at the top cards with the Rake");
    case Action::Kind::Order: // R-BL-PRIV-2: the order is the raker's secret
        return done ? tr("put the raked cards back") : tr("put the raked cards back");
    case Action::Kind::Pass:
        return done ? tr("passed") : tr("pass");
    }
    return {};
}

QString BlossomsSession::outcomeText(const Outcome& o, int viewer) const {
    const auto typeOfCard = [&](int card) {
        return card >= 0 && card < kCards ? typeName(components_->typeOf(card)) : QString();
    };
    const QString t = typeOfCard(o.card);
    const QString aT = o.card >= 0 && o.card < kCards ? aType(components_->typeOf(o.card)) : t;
    const QString pot = QString::number(o.pot + 1);
    QString s;
    bool endSaid = false;
    switch (o.action.kind) {
    case Action::Kind::Grow: // R-BL-PRIV-1: every card a Growth draws is public
        switch (o.result) {
        case GrowResult::Grew: // R-BL-GROW-2
            s = tr("drew %1: the %2 grows to %3").arg(aT, t).arg(o.height);
            break;
        case GrowResult::Planted: // R-BL-GROW-3
            s = tr("drew %1: it is planted in pot %2").arg(aT, pot);
            break;
        case GrowResult::ChoosePot:
            s = tr("drew %1: it goes into an empty pot of your choice").arg(aT);
            break;
        case GrowResult::BadLuck: // R-BL-GROW-4
            s = tr("drew %1: bad luck, no pot for it — the turn ends").arg(aT);
            endSaid = true;
            break;
        case GrowResult::Died: // R-BL-GROW-5
            s = tr("drew %1: the %2 died (card %3 is one too many)")
                    .arg(aT, t)
                    .arg(components_->rules.maxHeight + 1);
            break;
        case GrowResult::Fenced: // R-BL-GROW-6
            s = tr("drew %1: the Fence saved the turn").arg(aT);
            break;
        }
        break;
    case Action::Kind::Plant: // R-BL-PLANT-1, R-BL-TOOL-1
    case Action::Kind::Water:
        if (o.height > 0)
            s = tr("the %1 in pot %2 grows to %3").arg(t, pot).arg(o.height);
        break;
    case Action::Kind::Prune: // R-BL-PRIV-2: the card is its owner's secret
        s = viewer >= 0 && viewer == o.seat && o.card >= 0
                ? tr("%1 went face down into your hand").arg(aT)
                : tr("a card went face down into the hand");
        break;
    case Action::Kind::Pass:
        endSaid = true;
        break;
    default:
        break;
    }
    QStringList parts;
    if (!s.isEmpty())
        parts << s;
    if (o.lastCard) // R-BL-END-1
        parts << tr("that was the last card of the deck");
    if (o.turnEnded && !endSaid)
        parts << tr("the turn ends");
    return parts.join(tr("; "));
}

QStringList BlossomsSession::sinceLastTurn(int seat) const {
    if (!hasGame())
        return {};
    // The game replayed from its deal: each action in words as the public saw it.
    Game g = Game::fromDeal(game_->componentsPtr(), game_->variant(), game_->dealt());
    QStringList lines;
    for (const Action& a : game_->history()) {
        const int actor = g.toAct();
        const QString done = describeOn(g, a, Tense::Done);
        const TurnStart before = g.turnStart();
        if (!g.apply(a))
            break; // cannot happen: the history was applied once
        if (actor == seat) {
            lines.clear(); // the seat saw everything up to its own action
            continue;
        }
        lines << tr("%1 %2.").arg(seatName(actor),
                                  actionWords(a, done, outcomeText(g.lastOutcome(), -1)));
        const TurnStart& ts = g.turnStart();
        if (!(ts == before) && ts.tokensRemoved != 0) // R-BL-TURN-2
            lines << tr("%1's tokens went back to the box.").arg(seatName(ts.seat));
        if (!(ts == before) && ts.finalTurn && !g.isOver()) // R-BL-END-3
            lines << tr("Final turn for %1.").arg(seatName(ts.seat));
    }
    return lines;
}

QString BlossomsSession::refusalText(const engine::Verdict& v, const Action& a) const {
    namespace r = refused;
    const int n0 = v.n[0];
    const auto typeOfCard = [&](int card) {
        return card >= 0 && card < kCards ? typeName(components_->typeOf(card)) : QString();
    };
    const bool children = hasGame() && game_->variant().children;
    const std::string_view c = v.code;
    if (c == r::kGameOver) // R-BL-END-2
        return tr("The game is over.");
    if (c == r::kChoosePot) // R-BL-GROW-3
        return tr("The drawn %1 must first go into one of the empty pots.")
            .arg(hasGame() ? typeOfCard(game_->pendingCard()) : QString());
    if (c == r::kPotNotEmpty)
        return tr("Pot %1 is not empty.").arg(n0);
    if (c == r::kOrderFirst) // R-BL-TOOL-3
        return tr("Put the raked cards back on the deck first.");
    if (c == r::kWrongOrder)
        return tr("Put back the %1 raked cards, each once.").arg(n0);
    if (c == r::kNoCardWaiting)
        return tr("No drawn card waits for a pot.");
    if (c == r::kNothingRaked)
        return tr("No raked cards wait to be put back.");
    if (c == r::kGrowthFirst) // R-BL-TURN-3, R-BL-VAR-4
        return hasGame() && game_->variant().advanced
                   ? tr("Plant, Cut and Pass come after the turn's Growth.")
                   : tr("The turn starts with a Growth.");
    if (c == r::kFinalTurn) // R-BL-END-3
        return tr("A final turn has no Growth.");
    if (c == r::kDeckEmpty) // R-BL-END-1
        return tr("The deck is empty.");
    if (c == r::kAlreadyPlanted) // R-BL-TURN-4
        return tr("A turn has one Plant.");
    if (c == r::kNotInHand)
        return tr("That card is not in your hand.");
    if (c == r::kEmptyPot)
        return tr("Pot %1 is empty.").arg(n0);
    if (c == r::kWrongType) // R-BL-PLANT-1
        return tr("The %1 is not the flower of pot %2.").arg(typeOfCard(a.card)).arg(n0);
    if (c == r::kPotFull) // R-BL-POT-3
        return tr("Pot %1 already holds %2 cards.").arg(n0).arg(components_->rules.maxHeight);
    if (c == r::kTooShort) // R-BL-CUT-1
        return tr("Pot %1 holds fewer than %2 cards: too short to cut.").arg(n0).arg(v.n[1]);
    if (c == r::kProtected) // R-BL-TOKEN-3
        return tr("Pot %1 carries %2's token.").arg(n0).arg(seatName(v.n[1]));
    if (c == r::kTokenPlaced)
        return tr("A turn has one token.");
    if (c == r::kNoTokens) // R-BL-TOKEN-1
        return tr("You have no token left.");
    if (c == r::kPotHasToken)
        return tr("Pot %1 already carries a token.").arg(n0);
    if (c == r::kFinalTurnToken)
        return children ? tr("A final turn has no token in the children's variant.")
                        : tr("In a final turn a token goes only on the Watering can's pot.");
    if (c == r::kNoTools) // R-BL-TOOL-6
        return tr("No tool is used in the children's variant.");
    if (c == r::kNoTokenOnTool) // R-BL-TOKEN-4
        return tr("A tool is used in the turn your token goes on its pot.");
    if (c == r::kToolUsed)
        return tr("The token's tool has one use.");
    return tr("That is not an action of this game.");
}
