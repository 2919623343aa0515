#include "PreviewPanel.h"

#include "GameController.h"
#include "Words.h"

using namespace frosted;

PreviewPanel::PreviewPanel(GameController* c, QWidget* parent) : QLabel(parent), c_(c) {}

void PreviewPanel::setHoveredCard(int card) {
    hoveredCard_ = card;
    refresh();
}

void PreviewPanel::refresh() {
    if (!c_->hasGame()) {
        clear();
        return;
    }
    const SeatView& g = c_->view();
    const ComponentSet& cs = g.components();
    QString html;
    if (c_->replaying() && c_->replayStep() && c_->replayRecord() >= 0) {
        // His turn as a list of its steps (R-MG-4): done, now (its words are on the NOW line)
        // and to come.
        const TurnRecord& r = g.log()[static_cast<std::size_t>(c_->replayRecord())];
        const bool endClaims = std::holds_alternative<GardenerEndClaims>(r);
        html = endClaims ? tr("<b>The Master Gardener's claims after his last card</b>")
                         : tr("<b>The Master Gardener's turn</b>");
        html += QStringLiteral("<table cellspacing='2'>");
        const int now = words::stepIndex(*c_->replayStep());
        for (GardenerStep step : words::gardenerSteps(r)) {
            const int i = words::stepIndex(step);
            QString what;
            switch (step) {
            case GardenerStep::PlayCard:
                what = tr("plays the top card of his deck");
                break;
            case GardenerStep::Score:
                what = tr("scores his sequences");
                break;
            case GardenerStep::Collect:
                what = tr("collects the card's Improvements");
                break;
            case GardenerStep::Move:
                what = tr("moves the Flower token");
                break;
            case GardenerStep::Claim:
                what = tr("claims objectives");
                break;
            }
            const QString mark = i < now    ? QStringLiteral("✓")
                                 : i == now ? QStringLiteral("▶")
                                            : QStringLiteral("·");
            html += i == now
                        ? QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>").arg(mark, what)
                        : QStringLiteral("<tr><td style='color:#8a98a6'>%1</td>"
                                         "<td style='color:#6a7886'>%2</td></tr>")
                              .arg(mark, what);
        }
        html += QStringLiteral("</table>");
        html += tr("<i>Speed: View ▸ Master Gardener speed, or press Next / Space.</i>");
    }
    if (c_->acceptsInput()) {
        if (!html.isEmpty())
            html += QStringLiteral("<hr>");
        switch (g.phase()) {
        case Phase::TakeTile:
            html += tr("<b>Choose a tile</b><br>Hover a tile in the ring to see its cost and the "
                       "coins it carries; click it (or press 1–%1) to take it. The coins you pay "
                       "stay on the tiles you skip.")
                        .arg(g.components().rules.marketSlots);
            break;
        case Phase::PlaceTile: {
            const PlacementPreview& pv = c_->ghost().preview();
            if (!c_->ghost().anchor())
                break;
            if (!pv.legal()) {
                html += tr("<b>Not here:</b> %1.<br>Green dots mark where the tile fits in this "
                           "orientation.")
                            .arg(words::placementProblem(pv.check).toHtmlEscaped());
                break;
            }
            html += tr("<b>Placing here</b><table>");
            const std::vector<int>& hand = g.hand();
            for (std::size_t i = 0; i < hand.size() && i < pv.cardPoints.size(); ++i)
                html += tr("<tr><td>card %1&nbsp;</td><td align=right><b>+%2</b></td></tr>")
                            .arg(words::cardName(cs, hand[i]))
                            .arg(pv.cardPoints[i]);
            html += QStringLiteral("</table>");
            QStringList grp;
            for (LandType t : kLandTypes)
                if (pv.groups[t] > 0)
                    grp << tr("%1 %2").arg(words::typeWord(objectiveTypeOf(t))).arg(pv.groups[t]);
            html += tr("Groups: %1<br>").arg(words::joined(grp));
            if (pv.check.gaps.empty())
                html += tr("No gap closed.<br>");
            for (const Gap& gp : pv.check.gaps)
                html += words::gap(gp).toHtmlEscaped() + QStringLiteral("<br>");
            if (pv.coins > 0)
                html += tr("+%1 from Workers<br>").arg(words::coins(pv.coins));
            QStringList cl;
            for (int o : pv.claimable)
                cl << words::objectiveName(cs, o);
            html += tr("Could claim: %1").arg(cl.isEmpty() ? tr("nothing") : words::joined(cl));
            break;
        }
        case Phase::PlayCard: {
            html += tr("<b>Play a card</b><table>");
            for (int card : g.hand())
                html += tr("<tr><td>%1&nbsp;</td><td align=right><b>+%2</b></td></tr>")
                            .arg(words::cardName(cs, card))
                            .arg(c_->cardPoints(card));
            html += QStringLiteral("</table>");
            for (const Gap& gp : g.currentTurn().gaps)
                html += words::gap(gp).toHtmlEscaped() + QStringLiteral("<br>");
            if (hoveredCard_ >= 0)
                html += tr("<br>Outlined in the garden: the cells the card %1 counts.")
                            .arg(words::cardName(cs, hoveredCard_));
            break;
        }
        case Phase::Claim: {
            const PlayerTurn& t = g.currentTurn();
            html += tr("<b>This turn</b>: %1 played for <b>%n</b> point(s).<br>", "", t.points)
                        .arg(words::cardName(cs, t.card));
            if (t.workerCoins > 0)
                html += tr("+%1 from Workers.<br>").arg(words::coins(t.workerCoins));
            QStringList cl;
            for (int o : g.board())
                if (g.mayClaim(o))
                    cl << words::objectiveName(cs, o);
            html += cl.isEmpty() ? tr("No objective qualifies now.")
                                 : tr("You may claim: %1 (click the glowing tile, or C).")
                                       .arg(words::joined(cl));
            html +=
                tr("<br><i>You hold at most one objective of each type for the whole game.</i>");
            break;
        }
        default:
            break;
        }
    }
    setText(html);
}
