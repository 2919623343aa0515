#include "Words.h"

#include "frosted/gardener.h"

using namespace frosted;

namespace words {

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}

QString cardName(const ComponentSet& c, int card) {
    if (card < 0)
        return QStringLiteral("?");
    QStringList parts;
    for (LandType t : c.cards[static_cast<std::size_t>(card)].types)
        parts << q(name(t));
    return parts.join(QStringLiteral(" + "));
}

QString objectiveName(const ComponentSet& c, int obj) {
    const ObjectiveTile& o = c.objectives[static_cast<std::size_t>(obj)];
    return QStringLiteral("%1 %2 (%3 pts)").arg(q(name(o.type))).arg(o.threshold).arg(o.points);
}

QString improvements(const ImprovementCounts& n) {
    QStringList parts;
    static const char* single[] = {"Worker", "Barn", "Windmill"};
    for (Improvement i : kImprovements)
        if (n[i] > 0)
            parts << QStringLiteral("%1 %2%3")
                         .arg(n[i])
                         .arg(QLatin1String(single[index(i)]))
                         .arg(n[i] > 1 ? QStringLiteral("s") : QString());
    return parts.isEmpty() ? QStringLiteral("nothing") : parts.join(QStringLiteral(" + "));
}

namespace {
// R-GAP-2's shapes in words.
QLatin1String shapeWords(GapShape s) {
    static const char* shapes[] = {"1 space",    "2 spaces",   "3 in a row",
                                   "3, bent",    "4, square",  "4, T shape",
                                   "4 in a row", "4, L shape", "4, S shape"};
    return QLatin1String(shapes[static_cast<int>(s)]);
}
} // namespace

QString gap(const Gap& g) {
    return QStringLiteral("gap of %1 → %2")
        .arg(shapeWords(g.shape))
        .arg(improvements(g.improvements));
}

QString gapsCaption(const std::vector<Gap>& gaps, int coins) {
    QStringList parts;
    for (const Gap& g : gaps)
        parts << QStringLiteral("Gap of %1: %2")
                     .arg(shapeWords(g.shape))
                     .arg(improvements(g.improvements));
    QString s = parts.join(QStringLiteral("  ·  "));
    if (coins > 0)
        s += QStringLiteral(", +%1 coin%2")
                 .arg(coins)
                 .arg(coins == 1 ? QString() : QStringLiteral("s"));
    return s;
}

QString ordinal(int k) {
    static const char* s[] = {"th", "st", "nd", "rd"};
    return QString::number(k) + QLatin1String(k >= 1 && k <= 3 ? s[k] : s[0]);
}

QString playerTurn(const ComponentSet& c, const QString& who, const PlayerTurn& r) {
    QStringList s;
    if (r.took >= 0) {
        QString take =
            QStringLiteral("took %1").arg(q(c.tiles[static_cast<std::size_t>(r.took)].id));
        if (r.skipped > 0)
            take += QStringLiteral(" (skipped %1, paid %2 coin%3)")
                        .arg(r.skipped)
                        .arg(r.coinsPaid)
                        .arg(r.coinsPaid == 1 ? QString() : QStringLiteral("s"));
        if (r.coinsTaken > 0)
            take += QStringLiteral(", picked up %1 coin%2")
                        .arg(r.coinsTaken)
                        .arg(r.coinsTaken == 1 ? QString() : QStringLiteral("s"));
        s << take;
    } else
        s << QStringLiteral("found the ring empty");
    if (r.placed)
        s << QStringLiteral("placed it");
    else if (r.took >= 0)
        s << QStringLiteral("could not place it (it leaves the game)");
    for (const Gap& gp : r.gaps)
        s << gap(gp);
    if (r.card >= 0)
        s << QStringLiteral("played %1 for %2 points").arg(cardName(c, r.card)).arg(r.points);
    if (r.workerCoins > 0)
        s << QStringLiteral("+%1 coin%2 from Workers")
                 .arg(r.workerCoins)
                 .arg(r.workerCoins == 1 ? QString() : QStringLiteral("s"));
    for (int o : r.claimed)
        s << QStringLiteral("claimed %1").arg(objectiveName(c, o));
    return QStringLiteral("R%1 %2 %3.").arg(r.round).arg(who, s.join(QStringLiteral(", ")));
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
QString endClaimsText(const ComponentSet& c, const GardenerEndClaims& r) {
    if (r.claimed.empty())
        return QStringLiteral("End of game: the Master Gardener claims no more objectives.");
    QStringList o;
    for (int x : r.claimed)
        o << objectiveName(c, x);
    return QStringLiteral("End of game: the Master Gardener claims %1 (best sequences).")
        .arg(o.join(QStringLiteral(", ")));
}

QString turnStepText(const ComponentSet& c, const GardenerTurn& r, GardenerStep step) {
    const GardenerCard& card = c.gardenerCards[static_cast<std::size_t>(r.card)];
    switch (step) {
    case GardenerStep::PlayCard: {
        QStringList seq;
        for (LandType t : kLandTypes)
            seq << QStringLiteral("%1 %2").arg(q(name(t))).arg(r.sequences[t]);
        return QStringLiteral("Master Gardener plays card %1. Current sequences: %2.")
            .arg(q(card.id), seq.join(QStringLiteral(", ")));
    }
    case GardenerStep::Score: {
        if (card.scoring.empty())
            return QStringLiteral("The card scores nothing (no scoring element): 0 points.");
        QStringList parts;
        for (LandType t : card.scoring)
            parts << QStringLiteral("%1 sequence %2").arg(q(name(t))).arg(r.sequences[t]);
        return QStringLiteral("He scores %1 points (%2%3).")
            .arg(r.points)
            .arg(parts.join(QStringLiteral(" + ")))
            .arg(card.scoring.size() == 1 ? QStringLiteral(", 2 per element")
                                          : QStringLiteral(", 1 per element each"));
    }
    case GardenerStep::Collect:
        return QStringLiteral("He collects %1%2.")
            .arg(improvements(r.improvements))
            .arg(r.workerCoins > 0 ? QStringLiteral(" (+%1 coin%2 from Workers)")
                                         .arg(r.workerCoins)
                                         .arg(r.workerCoins == 1 ? QString() : QStringLiteral("s"))
                                   : QString());
    case GardenerStep::Move: {
        QString s = QStringLiteral("The Flower token moves %1 tile%2 clockwise")
                        .arg(r.moved)
                        .arg(r.moved == 1 ? QString() : QStringLiteral("s"));
        if (r.coinsPaid > 0)
            s += QStringLiteral(", leaving %1 coin%2 on skipped tiles")
                     .arg(r.coinsPaid)
                     .arg(r.coinsPaid == 1 ? QString() : QStringLiteral("s"));
        if (r.coinsTaken > 0)
            s += QStringLiteral(", he takes %1 coin%2")
                     .arg(r.coinsTaken)
                     .arg(r.coinsTaken == 1 ? QString() : QStringLiteral("s"));
        if (r.discarded >= 0)
            s += QStringLiteral("; tile %1 is discarded")
                     .arg(q(c.tiles[static_cast<std::size_t>(r.discarded)].id));
        s += r.refilled >= 0 ? QStringLiteral("; %1 refills the ring.")
                                   .arg(q(c.tiles[static_cast<std::size_t>(r.refilled)].id))
                             : QStringLiteral("; the bag is empty.");
        return s;
    }
    case GardenerStep::Claim: {
        QStringList o;
        for (int x : r.claimed)
            o << objectiveName(c, x);
        return QStringLiteral("He claims %1.").arg(o.join(QStringLiteral(", ")));
    }
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
    return QStringLiteral("R%1 ").arg(roundOf(r)) + s.join(QLatin1Char(' '));
}

} // namespace words
