#include "Words.h"

#include "frosted/rules/gardener.h"

#include <QCoreApplication>

#include <cmath>

using namespace frosted;

namespace {
// The context of the sentences of this file (translations, lupdate).
class Words {
    Q_DECLARE_TR_FUNCTIONS(Words)
};

QString typeOf(LandType t) {
    switch (t) {
    case LandType::Purple:
        return Words::tr("purple");
    case LandType::Red:
        return Words::tr("red");
    case LandType::White:
        return Words::tr("white");
    case LandType::Water:
        return Words::tr("water");
    }
    return {};
}

// "a, b, c"
QString commaList(const QStringList& parts) {
    //: joins the items of a list ("purple 2, red 0, white 1").
    return parts.join(Words::tr(", ", "list separator"));
}

// "a, b and c"
QString list(const QStringList& parts) {
    if (parts.size() <= 1)
        return parts.value(0);
    //: the last two items of a list: "2 purple, 1 red and 3 white".
    return Words::tr("%1 and %2").arg(commaList(parts.mid(0, parts.size() - 1)), parts.back());
}
} // namespace

namespace words {

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}

QString coins(int n) {
    return Words::tr("%n coin(s)", "", n);
}

QString landWord(LandType t) {
    return typeOf(t);
}

QString botName(const QString& bot) {
    // The computer players, by level ("Computer — hard") or by the core's name.
    if (bot == QLatin1String("easy"))
        return Words::tr("easy", "computer player");
    if (bot == QLatin1String("medium"))
        return Words::tr("medium", "computer player");
    if (bot == QLatin1String("hard"))
        return Words::tr("hard", "computer player");
    if (bot == QLatin1String("greedy"))
        return Words::tr("greedy", "computer player");
    if (bot == QLatin1String("random"))
        return Words::tr("random", "computer player");
    return bot;
}

QString joined(const QStringList& parts) {
    return commaList(parts);
}

QString roundLine(int round, const QString& text) {
    //: a line of the game log; R3 is round 3.
    return Words::tr("R%1 %2").arg(round).arg(text);
}

QString typeWord(ObjectiveType t) {
    if (isLandscape(t))
        return typeOf(landTypeOf(t));
    switch (improvementOf(t)) {
    case Improvement::Worker:
        return Words::tr("Worker");
    case Improvement::Barn:
        return Words::tr("Barn");
    case Improvement::Windmill:
        return Words::tr("Windmill");
    }
    return {};
}

QString cardName(const ComponentSet& c, int card) {
    if (card < 0)
        return QStringLiteral("?");
    QStringList parts;
    for (LandType t : c.cards[static_cast<std::size_t>(card)].types)
        parts << typeOf(t);
    return parts.join(QStringLiteral(" + "));
}

QString objectiveName(const ComponentSet& c, int obj) {
    const ObjectiveTile& o = c.objectives[static_cast<std::size_t>(obj)];
    if (isLandscape(o.type))
        return Words::tr("%1 group of %2 (%3 pts)")
            .arg(typeOf(landTypeOf(o.type)))
            .arg(o.threshold)
            .arg(o.points);
    switch (improvementOf(o.type)) {
    case Improvement::Worker:
        return Words::tr("%n Worker(s) (%1 pts)", "", o.threshold).arg(o.points);
    case Improvement::Barn:
        return Words::tr("%n Barn(s) (%1 pts)", "", o.threshold).arg(o.points);
    case Improvement::Windmill:
        return Words::tr("%n Windmill(s) (%1 pts)", "", o.threshold).arg(o.points);
    }
    return {};
}

QString tulips(const ComponentSet& c, int tile, Side side) {
    if (tile < 0 || tile >= static_cast<int>(c.tiles.size()))
        return {};
    int n[4] = {0, 0, 0, 0};
    for (const Cell& cell : c.tiles[static_cast<std::size_t>(tile)].face(side).cells)
        n[index(cell.type)] += cell.flowers;
    QStringList parts;
    int total = 0;
    for (LandType t : kLandTypes)
        if (isFlower(t) && n[index(t)] > 0) {
            parts << Words::tr("%1 %2", "a count of tulips and their colour: 2 purple")
                         .arg(n[index(t)])
                         .arg(typeOf(t));
            total += n[index(t)];
        }
    if (parts.isEmpty())
        return Words::tr("water only");
    // "(s)" follows the last count: "1 red tulip", "2 purple and 1 red tulips".
    return Words::tr("%1 tulip(s)", "", parts.size() == 1 ? total : 2).arg(list(parts));
}

QString tileName(const ComponentSet& c, int tile) {
    const QString t = tulips(c, tile);
    return t.isEmpty() ? Words::tr("a tile") : Words::tr("the tile with %1").arg(t);
}

QString gardenerCardName(const ComponentSet& c, int card) {
    if (card < 0 || card >= static_cast<int>(c.gardenerCards.size()))
        return Words::tr("a card");
    const GardenerCard& g = c.gardenerCards[static_cast<std::size_t>(card)];
    QStringList rows;
    for (LandType t : kLandTypes)
        rows << (g.rows[t] > 0 ? Words::tr("%1 %2", "a row of a Master Gardener card: purple 2")
                                     .arg(typeOf(t))
                                     .arg(g.rows[t])
                               : Words::tr("%1 blank").arg(typeOf(t)));
    return rows.join(QStringLiteral(" · "));
}

QString improvements(const ImprovementCounts& n) {
    QStringList parts;
    for (Improvement i : kImprovements) {
        if (n[i] <= 0)
            continue;
        switch (i) {
        case Improvement::Worker:
            parts << Words::tr("%n Worker(s)", "", n[i]);
            break;
        case Improvement::Barn:
            parts << Words::tr("%n Barn(s)", "", n[i]);
            break;
        case Improvement::Windmill:
            parts << Words::tr("%n Windmill(s)", "", n[i]);
            break;
        }
    }
    return parts.isEmpty() ? Words::tr("nothing") : parts.join(QStringLiteral(" + "));
}

namespace {
// R-GAP-2's shapes in words.
QString shapeWords(GapShape s) {
    switch (s) {
    case GapShape::One:
        return Words::tr("1 space");
    case GapShape::Two:
        return Words::tr("2 spaces");
    case GapShape::ThreeI:
        return Words::tr("3 in a row");
    case GapShape::ThreeL:
        return Words::tr("3, bent");
    case GapShape::O:
        return Words::tr("4, square");
    case GapShape::T:
        return Words::tr("4, T shape");
    case GapShape::I:
        return Words::tr("4 in a row");
    case GapShape::L:
        return Words::tr("4, L shape");
    case GapShape::S:
        return Words::tr("4, S shape");
    }
    return {};
}
} // namespace

QString gap(const Gap& g) {
    return Words::tr("gap of %1 → %2").arg(shapeWords(g.shape), improvements(g.improvements));
}

QString gapsCaption(const std::vector<Gap>& gaps, int coins) {
    QStringList parts;
    for (const Gap& g : gaps)
        parts << Words::tr("Gap of %1: %2").arg(shapeWords(g.shape), improvements(g.improvements));
    const QString s = parts.join(QStringLiteral("  ·  "));
    //: %1 is the gaps a placement filled, then the coins their Workers earn.
    return coins > 0 ? Words::tr("%1, +%n coin(s)", "", coins).arg(s) : s;
}

QString ordinal(int k) {
    const int tens = k % 100;
    if (tens >= 11 && tens <= 13)
        return Words::tr("%1th").arg(k);
    switch (k % 10) {
    case 1:
        return Words::tr("%1st").arg(k);
    case 2:
        return Words::tr("%1nd").arg(k);
    case 3:
        return Words::tr("%1rd").arg(k);
    default:
        return Words::tr("%1th").arg(k);
    }
}

QString rank(int k) {
    // Other languages say a place otherwise than a tile's order (French 1er, Japanese 1位).
    const int tens = k % 100;
    if (tens >= 11 && tens <= 13)
        return Words::tr("%1th", "place in the ranking").arg(k);
    switch (k % 10) {
    case 1:
        return Words::tr("%1st", "place in the ranking").arg(k);
    case 2:
        return Words::tr("%1nd", "place in the ranking").arg(k);
    case 3:
        return Words::tr("%1rd", "place in the ranking").arg(k);
    default:
        return Words::tr("%1th", "place in the ranking").arg(k);
    }
}

namespace {
// Why a placement is refused (R-PL-1..3), `cells` the enclosed region of a gap too large: the one
// wording of the garden's refusals, from a preview or from the core's refusal code.
QString placementWords(IllegalReason why, int cells) {
    switch (why) {
    case IllegalReason::None:
        return {};
    case IllegalReason::Overlap:
        return Words::tr("that space is taken");
    case IllegalReason::NotAdjacent:
        return Words::tr("the tile must touch your garden along an edge");
    case IllegalReason::GapTooLarge:
        return Words::tr("this would enclose %n empty space(s); a gap may hold at most 4", "",
                         cells);
    }
    return {};
}
} // namespace

QString placementProblem(const PlacementCheck& c) {
    return placementWords(c.reason, static_cast<int>(c.region.size()));
}

QString previewBubble(const PlacementPreview& pv) {
    int best = 0;
    for (int v : pv.cardPoints)
        best = std::max(best, v);
    QString text = Words::tr("best card +%1").arg(best);
    if (pv.improvements.total() > 0)
        text += QStringLiteral(" · ") + improvements(pv.improvements);
    if (pv.claimable.size() == 1)
        text += Words::tr(" · objective!");
    else if (pv.claimable.size() > 1)
        text += QStringLiteral(" · ") +
                Words::tr("%n objective(s)", "", static_cast<int>(pv.claimable.size()));
    return text;
}

QString refusal(const SeatView& v, const Action& a) {
    // Worded from the core's refusal code and numbers (issue 32): no rule is run again here.
    const ApplyResult r = v.check(a);
    if (r)
        return {};
    const std::string_view c = r.code;
    namespace k = refused;
    const auto objective = [&v](int i) -> const ObjectiveTile& {
        return v.components().objectives[static_cast<std::size_t>(i)];
    };
    if (c == k::kGameOver)
        return Words::tr("the game is over");
    if (c == k::kNotTakeStep)
        return Words::tr("you have taken your tile for this turn");
    if (c == k::kNoSuchTile)
        return Words::tr("the ring holds %n tile(s)", "", r.n[1]);
    if (c == k::kNotEnoughCoins)
        return Words::tr("skipping %n tile(s) costs as many coins; you have %1", "", r.n[0])
            .arg(coins(r.n[1]));
    if (c == k::kNoTileToPlace)
        return Words::tr("there is no tile to place now");
    for (IllegalReason why :
         {IllegalReason::Overlap, IllegalReason::NotAdjacent, IllegalReason::GapTooLarge})
        if (c == code(why))
            return placementWords(why, r.n[0]);
    if (c == k::kOffTheTable || c == k::kBadRotation)
        return Words::tr("that is too far from your garden");
    if (c == k::kMustPlace)
        return Words::tr("the tile fits in your garden, so it must be placed");
    if (c == k::kNothingToPass)
        return Words::tr("there is nothing to pass now");
    if (c == k::kNotCardStep)
        return Words::tr("a card is played after the tile is placed");
    if (c == k::kCardNotInHand)
        return Words::tr("that card is not in your hand");
    if (c == k::kNotClaimStep)
        return Words::tr("objectives are claimed after the card is played");
    if (c == k::kNotOnBoard)
        return Words::tr("that objective is not on the board");
    if (c == k::kHoldsType)
        return Words::tr("you already hold a %1 objective: one of each type for the whole game")
            .arg(typeWord(objective(r.n[0]).type));
    if (c == k::kGroupTooSmall)
        return Words::tr("the %1 group of this turn's tile is worth %2; this objective needs %3")
            .arg(typeOf(landTypeOf(objective(r.n[0]).type)))
            .arg(r.n[1])
            .arg(r.n[2]);
    if (c == k::kTooFewImprovements)
        return Words::tr("this objective needs a %1 placed this turn and %2 in your garden")
            .arg(typeWord(objective(r.n[0]).type))
            .arg(r.n[1]);
    if (c == k::kTurnNotFinished)
        return Words::tr("the turn is not finished yet: play a card first");
    return Words::tr("that is not possible now");
}

static QStringList turnClauses(const ComponentSet& c, const PlayerTurn& r,
                               TurnPart part = TurnPart::Whole) {
    QStringList s;
    const bool all = part == TurnPart::Whole;
    if (all || part == TurnPart::Take) {
        if (r.took >= 0) {
            // The clauses of a log line follow the player's name: "R2 Ada took the 2nd tile (…),
            // paying 1 coin, placed it, played purple for 6 points."
            // The face laid (issue 31): a tile turned over before laying is told by its back.
            const QString nth = ordinal(r.skipped + 1),
                          what = tulips(c, r.took, r.placed ? r.orientation.side : Side::Front);
            const bool paid = r.skipped > 0, picked = r.coinsTaken > 0;
            if (paid && picked)
                //: a clause of a log line after the player's name: R2 Ada took the 2nd tile (…), …
                s << Words::tr("took the %1 tile (%2), paying %3, picked up %4")
                         .arg(nth, what, coins(r.coinsPaid), coins(r.coinsTaken));
            else if (paid)
                s << Words::tr("took the %1 tile (%2), paying %3")
                         .arg(nth, what, coins(r.coinsPaid));
            else if (picked)
                s << Words::tr("took the %1 tile (%2), picked up %3")
                         .arg(nth, what, coins(r.coinsTaken));
            else
                s << Words::tr("took the %1 tile (%2)").arg(nth, what);
        } else if (all)
            s << Words::tr("found the ring empty");
    }
    if (all || part == TurnPart::Place) {
        if (r.placed && r.orientation.side == Side::Back)
            s << Words::tr("placed it turned over");
        else if (r.placed)
            s << Words::tr("placed it");
        else if (r.took >= 0)
            s << Words::tr("could not place it (it leaves the game)");
        else if (!all)
            s << Words::tr("found the ring empty");
        for (const Gap& gp : r.gaps)
            s << gap(gp);
    }
    if ((all || part == TurnPart::Card) && r.card >= 0)
        s << Words::tr("played %1 for %n point(s)", "", r.points).arg(cardName(c, r.card));
    // The Worker coins come with the placement (a step's line), after the card in the log's.
    if ((all || part == TurnPart::Place) && r.workerCoins > 0)
        s << Words::tr("+%1 from Workers").arg(coins(r.workerCoins));
    if (all)
        for (int o : r.claimed)
            s << Words::tr("claimed the objective %1").arg(objectiveName(c, o));
    else if (part == TurnPart::LastClaim && !r.claimed.empty())
        s << Words::tr("claimed the objective %1").arg(objectiveName(c, r.claimed.back()));
    return s;
}

QString playerTurn(const ComponentSet& c, const QString& who, const PlayerTurn& r) {
    //: a player's turn in the log: round, name, what they did.
    return Words::tr("R%1 %2 %3.").arg(r.round).arg(who, commaList(turnClauses(c, r)));
}

QString playerTurnText(const ComponentSet& c, const PlayerTurn& r, TurnPart part) {
    return commaList(turnClauses(c, r, part));
}

std::vector<GardenerStep> gardenerSteps(const TurnRecord& r) {
    if (std::holds_alternative<GardenerEndClaims>(r))
        return {GardenerStep::Claim};
    const auto* t = std::get_if<GardenerTurn>(&r);
    if (!t)
        return {};
    std::vector<GardenerStep> out;
    for (GardenerStep s : kGardenerSteps)
        if (s != GardenerStep::Claim || !t->claimed.empty())
            out.push_back(s);
    return out;
}

int stepIndex(GardenerStep s) {
    for (std::size_t i = 0; i < kGardenerSteps.size(); ++i)
        if (kGardenerSteps[i] == s)
            return static_cast<int>(i);
    return -1;
}

namespace {
QString objectiveList(const ComponentSet& c, const std::vector<int>& claimed) {
    QStringList o;
    for (int x : claimed)
        o << objectiveName(c, x);
    return list(o);
}

QString endClaimsText(const ComponentSet& c, const GardenerEndClaims& r) {
    if (r.claimed.empty())
        return Words::tr("End of game: the Master Gardener claims no more objectives.");
    return Words::tr("End of game: the Master Gardener claims %1 (best sequences).")
        .arg(objectiveList(c, r.claimed));
}

QString turnStepText(const ComponentSet& c, const GardenerTurn& r, GardenerStep step) {
    const GardenerCard& card = c.gardenerCards[static_cast<std::size_t>(r.card)];
    switch (step) {
    case GardenerStep::PlayCard: {
        QStringList seq;
        for (LandType t : kLandTypes)
            seq << Words::tr("%1 %2", "a sequence of the Master Gardener: purple 2")
                       .arg(typeOf(t))
                       .arg(r.sequences[t]);
        return Words::tr("Master Gardener plays a card (%1). Current sequences: %2.")
            .arg(gardenerCardName(c, r.card), commaList(seq));
    }
    case GardenerStep::Score: {
        if (card.scoring.empty())
            return Words::tr("The card scores nothing (no scoring element): 0 points.");
        QStringList parts;
        for (LandType t : card.scoring)
            parts << Words::tr("%1 sequence %2").arg(typeOf(t)).arg(r.sequences[t]);
        const QString sum = parts.join(QStringLiteral(" + "));
        return card.scoring.size() == 1
                   ? Words::tr("He scores %n point(s) (%1, 2 per element).", "", r.points).arg(sum)
                   : Words::tr("He scores %n point(s) (%1, 1 per element each).", "", r.points)
                         .arg(sum);
    }
    case GardenerStep::Collect:
        return r.workerCoins > 0 ? Words::tr("He collects %1 (+%2 from Workers).")
                                       .arg(improvements(r.improvements), coins(r.workerCoins))
                                 : Words::tr("He collects %1.").arg(improvements(r.improvements));
    case GardenerStep::Move: {
        // The token's move (with the coins it leaves and he takes), then the tile he discards
        // and the ring's refill.
        QString move;
        if (r.coinsPaid > 0 && r.coinsTaken > 0)
            move = Words::tr("The Flower token moves %n tile(s) clockwise, leaving %1 on skipped "
                             "tiles, he takes %2",
                             "", r.moved)
                       .arg(coins(r.coinsPaid), coins(r.coinsTaken));
        else if (r.coinsPaid > 0)
            move = Words::tr("The Flower token moves %n tile(s) clockwise, leaving %1 on skipped "
                             "tiles",
                             "", r.moved)
                       .arg(coins(r.coinsPaid));
        else if (r.coinsTaken > 0)
            move =
                Words::tr("The Flower token moves %n tile(s) clockwise, he takes %1", "", r.moved)
                    .arg(coins(r.coinsTaken));
        else
            move = Words::tr("The Flower token moves %n tile(s) clockwise", "", r.moved);
        if (r.discarded >= 0)
            return (r.refilled >= 0
                        //: %1: the Flower token's move, %2: the tile he discards
                        ? Words::tr("%1; he discards the tile it lands on (%2); the bag refills "
                                    "the ring.")
                        : Words::tr("%1; he discards the tile it lands on (%2); the bag is empty."))
                .arg(move, tulips(c, r.discarded));
        return (r.refilled >= 0 ? Words::tr("%1; the bag refills the ring.")
                                : Words::tr("%1; the bag is empty."))
            .arg(move);
    }
    case GardenerStep::Claim:
        return Words::tr("He claims %1.").arg(objectiveList(c, r.claimed));
    }
    return {};
}
} // namespace

QString gardenerStep(const ComponentSet& c, const TurnRecord& r, GardenerStep step) {
    if (const auto* e = std::get_if<GardenerEndClaims>(&r))
        return endClaimsText(c, *e);
    if (const auto* t = std::get_if<GardenerTurn>(&r))
        return turnStepText(c, *t, step);
    return {};
}

QString gardenerTurn(const ComponentSet& c, const TurnRecord& r) {
    QStringList s;
    for (GardenerStep step : gardenerSteps(r))
        s << gardenerStep(c, r, step);
    return roundLine(roundOf(r), s.join(QLatin1Char(' ')));
}

QString nowLine(const SeatView& g, const NowContext& now) {
    if (!now.gardenerStep.isEmpty())
        return Words::tr("Master Gardener's turn: %1").arg(now.gardenerStep);
    if (g.isOver()) {
        QStringList w;
        for (const auto& n : g.winners())
            w << q(n);
        return w.size() == 1
                   ? Words::tr("Game over — %1 wins.").arg(w.front())
                   : Words::tr("Game over — shared victory: %1.")
                         .arg(w.join(Words::tr(" and ", "joins the names of the winners")));
    }
    const QString& who = now.who;
    if (now.handOver)
        return Words::tr("Pass the screen to %1.").arg(who);
    if (!now.computer.isEmpty() && !now.computerStep.isEmpty())
        //: a computer player's step on the table: "Rosa (computer, medium) took the 2nd tile …"
        return Words::tr("%1 (computer, %2) %3.").arg(who, now.computer, now.computerStep);
    if (!now.computer.isEmpty())
        return Words::tr("%1 (computer, %2) is playing.").arg(who, now.computer);
    const int coinsLeft = g.player(g.currentSeat()).coins;
    switch (g.phase()) {
    case Phase::TakeTile:
        if (g.market().tileCount() == 0)
            //: "Pass" is the label of the hand bar's button: use the same word
            return Words::tr("%1: the ring is empty — press Pass to go on without a tile.")
                .arg(who);
        if (coinsLeft == 0)
            return Words::tr("%1: choose a tile — you have no coins, so only the 1st tile "
                             "clockwise from the Flower token is offered.")
                .arg(who);
        return Words::tr("%1: choose a tile — the 1st after the Flower token is free, skipping a "
                         "tile costs 1 coin (you have %2).")
            .arg(who, coins(coinsLeft));
    case Phase::PlaceTile:
        if (now.mustPass)
            //: "Pass" is the label of the hand bar's button: use the same word
            return Words::tr("%1: this tile fits nowhere — press Pass; it leaves the game.")
                .arg(who);
        if (now.otherFaceOnly) // R-GEO-3: turning over is the player's act
            return Words::tr("%1: this face of the tile fits nowhere in your garden — press F to "
                             "turn the tile over.")
                .arg(who);
        if (!now.cancelTake)
            return Words::tr("%1: place the tile in your garden — R rotates, F turns over, click "
                             "or Enter places.")
                .arg(who);
        return Words::tr("%1: place the tile in your garden — R rotates, F turns over, click or "
                         "Enter places, Esc puts it back.")
            .arg(who);
    case Phase::PlayCard:
        if (!now.undo)
            return Words::tr("%1: play a card (click or 1–%2) — hover a card to see its group and "
                             "points.")
                .arg(who)
                .arg(g.components().rules.handSize);
        return Words::tr("%1: play a card (click or 1–%2) — hover a card to see its group and "
                         "points; Undo takes the tile back.")
            .arg(who)
            .arg(g.components().rules.handSize);
    case Phase::Claim: {
        int n = 0;
        for (int o : g.board())
            n += g.mayClaim(o);
        if (n == 0)
            //: "Done" is the label of the hand bar's button: use the same word
            return Words::tr("%1: no objective qualifies this turn — press Done to end your turn.")
                .arg(who);
        //: "Done" is the label of the hand bar's button: use the same word
        return Words::tr("%1: claim a glowing objective (one per type for the whole game), then "
                         "press Done.")
            .arg(who);
    }
    case Phase::GameOver:
        break;
    }
    return {};
}

namespace {

// "8 points with purple, 1 Barn, +1 coin; it qualifies for the water group of 8 (10 pts)".
QString gainWords(const SeatView& v, const TurnGain& g) {
    const ComponentSet& c = v.components();
    QStringList parts;
    if (g.card >= 0)
        parts << Words::tr("%n point(s) with %1", "", g.cardPoints).arg(cardName(c, g.card));
    if (g.improvements.total() > 0)
        parts << improvements(g.improvements);
    if (g.coins > 0)
        parts << Words::tr("+%1").arg(coins(g.coins));
    else if (g.coins < 0)
        parts << Words::tr("%1 paid").arg(coins(-g.coins));
    QString out = parts.isEmpty() ? Words::tr("no points") : joined(parts);
    QStringList objectives;
    for (int o : g.objectives)
        objectives << objectiveName(c, o);
    if (!objectives.isEmpty())
        out = Words::tr("%1; it qualifies for %2").arg(out, joined(objectives));
    return out;
}

} // namespace

QString hint(const SeatView& v, const Action& a, const TurnGain& gain,
             std::optional<double> ahead) {
    QString what, turn;
    switch (a.kind) {
    case Action::Kind::Take:
        what = a.value == 1 ? Words::tr("Take the 1st tile after the Flower token (free)")
                            : Words::tr("Take the %1 tile after the Flower token (%n coin(s))", "",
                                        a.value - 1)
                                  .arg(ordinal(a.value));
        turn = gain.fits ? Words::tr("This turn, at its best place: %1.").arg(gainWords(v, gain))
                         : Words::tr("This turn: it fits nowhere in your garden.");
        break;
    case Action::Kind::Place:
        what = Words::tr("Lay the tile where the garden now shows it");
        turn = Words::tr("This turn: %1.").arg(gainWords(v, gain));
        break;
    case Action::Kind::Pass:
        what = Words::tr("Pass: the tile fits nowhere");
        break;
    case Action::Kind::PlayCard:
        what = Words::tr("Play %1").arg(cardName(v.components(), a.value));
        turn = Words::tr("This turn: %n point(s).", "", gain.cardPoints);
        break;
    case Action::Kind::Claim:
        what = Words::tr("Claim the %1").arg(objectiveName(v.components(), a.value));
        turn =
            Words::tr("This turn: %n point(s) at the end of the game.", "", gain.objectivePoints);
        break;
    case Action::Kind::EndTurn:
        what = Words::tr("End your turn (Done)");
        break;
    }
    QString out = Words::tr("Hint: %1.").arg(what);
    if (!turn.isEmpty())
        out += QLatin1Char('\n') + turn;
    if (ahead && *ahead >= 0.5)
        out += QLatin1Char('\n') +
               Words::tr("Rest of the game: about %n point(s) better than the next choice "
                         "(the computer's trial games).",
                         "", static_cast<int>(std::lround(*ahead)));
    return out;
}

QString newGameLine(const GameState& g, const QString& firstSeat) {
    if (g.solo())
        return Words::tr("New game (seed %1): %2 against the Master Gardener.")
            .arg(g.seed())
            .arg(firstSeat);
    return Words::tr("New game (seed %1): %n player(s), %2 starts.", "", g.seatCount())
        .arg(g.seed())
        .arg(firstSeat);
}

} // namespace words
