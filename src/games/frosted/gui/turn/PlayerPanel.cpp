#include "PlayerPanel.h"

#include "Art.h"
#include "GameController.h"
#include "GardenView.h"
#include "PlayerBadge.h"
#include "Words.h"
#include "frosted/rules/gardener.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

using namespace frosted;

namespace {
// The Master Gardener's cards shown so far: during his replay, as far as his steps have gone.
const std::vector<int>& gardenerPlayedShown(const GameController* c) {
    return c->shown().gardener().played;
}
} // namespace

GardenerRow::GardenerRow(GameController* c, QWidget* parent) : QWidget(parent), c_(c) {
    setMinimumHeight(140); // the type rows, the scoring elements, Improvements, arrows
    setObjectName(QStringLiteral("gardenerRow"));
}

void GardenerRow::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (!c_->hasGame())
        return;
    const ComponentSet& cs = c_->components();
    const std::vector<int>& played = gardenerPlayedShown(c_);
    const qreal rowH = 20, top = 4, iconW = 22, extraH = 14;
    for (int t = 0; t < kLandTypeCount; ++t)
        art::draw(p, art::iconElement(static_cast<ObjectiveType>(t)),
                  QRectF(0, top + t * rowH, rowH - 2, rowH - 2));
    // Room for his whole deck of cards (the data's gardenerDeckSize).
    const qreal colW =
        std::min<qreal>(22, (width() - iconW - 4) / std::max(1, cs.rules.gardenerDeckSize));
    QFont f = font();
    f.setPixelSize(12);
    f.setBold(true);
    p.setFont(f);
    for (std::size_t i = 0; i < played.size(); ++i) {
        const GardenerCard& card = cs.gardenerCards[static_cast<std::size_t>(played[i])];
        const qreal x = iconW + i * colW;
        const bool newest = i + 1 == played.size();
        p.setPen(
            QPen(newest ? QColor(0xd1, 0x6d, 0x00) : QColor(0xb8, 0xc6, 0xd3), newest ? 2 : 1));
        p.setBrush(QColor(0xfb, 0xf8, 0xef));
        p.drawRoundedRect(QRectF(x, top - 2, colW - 1, 4 * rowH + 24 + 2 * extraH), 3, 3);
        for (LandType t : kLandTypes) {
            const QRectF r(x + 1, top + index(t) * rowH, colW - 3, rowH - 2);
            const int n = card.rows[t];
            if (n == 0) { // a blank, visible
                p.setPen(Qt::NoPen);
                p.setBrush(QBrush(QColor(0x9a, 0xa6, 0xb2), Qt::Dense6Pattern));
                p.drawRect(r);
            } else {
                p.setPen(art::ink());
                p.drawText(r, Qt::AlignCenter, QString::number(n));
            }
        }
        // Scoring elements under the column.
        // Scoring elements under the column, as small type icons on an orange star row.
        qreal ix = x + 1;
        const qreal is = card.scoring.size() > 1 ? (colW - 3) / 2 : colW - 4;
        for (LandType t : card.scoring) {
            art::draw(p, art::iconElement(static_cast<ObjectiveType>(index(t))),
                      QRectF(ix, top + 4 * rowH + 1, is, is));
            ix += is;
        }
        // His Improvements on the card (R-MG-4 step 3), one small figure each.
        const qreal improvementsTop = top + 4 * rowH + 22;
        int figures = 0;
        for (Improvement kind : kImprovements)
            figures += card.improvements[kind];
        const qreal fs = figures > 0 ? std::min<qreal>(extraH - 1, (colW - 3) / figures) : 0;
        qreal fx = x + 1 + (colW - 3 - figures * fs) / 2;
        for (Improvement kind : kImprovements)
            for (int n = 0; n < card.improvements[kind]; ++n) {
                art::draw(p, art::iconElement(objectiveTypeOf(kind)),
                          QRectF(fx, improvementsTop, fs, fs));
                fx += fs;
            }
        // His arrows (R-MG-4 step 4): how many tiles his token moves, as chevrons.
        const qreal arrowsTop = improvementsTop + extraH;
        const qreal aw = std::min<qreal>(7, (colW - 4) / std::max(1, card.arrows));
        qreal ax = x + 1 + (colW - 3 - card.arrows * aw) / 2;
        p.setPen(QPen(QColor(0x4a, 0x5a, 0x6a), 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        for (int n = 0; n < card.arrows; ++n, ax += aw) {
            const qreal cy = arrowsTop + extraH / 2 - 1;
            QPolygonF chevron;
            chevron << QPointF(ax + 1, cy - 4) << QPointF(ax + aw - 1, cy)
                    << QPointF(ax + 1, cy + 4);
            p.drawPolyline(chevron);
        }
    }
    p.setPen(QColor(0x6a, 0x78, 0x86));
    QFont lf = f;
    lf.setBold(false);
    lf.setPixelSize(10);
    p.setFont(lf);
    p.drawText(QRectF(0, top + 4 * rowH, iconW + 2, 18), Qt::AlignLeft | Qt::AlignVCenter,
               tr("pts"));
    if (played.empty()) {
        p.setPen(QColor(0x8a, 0x98, 0xa6));
        p.drawText(QRectF(iconW + 4, top, width() - iconW, 4 * rowH), Qt::AlignVCenter,
                   tr("no card played yet"));
    }
}

SeatPanel::SeatPanel(GameController* c, int seat, QWidget* parent)
    : QFrame(parent), c_(c), seat_(seat) {
    setFrameShape(QFrame::StyledPanel);
    setObjectName(seat < 0 ? QStringLiteral("gardenerPanel")
                           : QStringLiteral("seatPanel%1").arg(seat));
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(8, 6, 8, 6);
    l->setSpacing(3);
    title_ = new QLabel(this);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    title_->setWordWrap(true);
    summary_->setObjectName(QStringLiteral("summary"));
    if (seat < 0) {
        // His portrait (master-gardener.svg) beside his name.
        auto* head = new QHBoxLayout;
        auto* portrait = new QLabel(this);
        portrait->setObjectName(QStringLiteral("gardenerPortrait"));
        const qreal dpr = devicePixelRatioF();
        QPixmap pm = art::pixmap(QStringLiteral("master-gardener"), qRound(52 * dpr));
        pm.setDevicePixelRatio(dpr);
        portrait->setPixmap(pm);
        portrait->setFixedSize(52, 52);
        head->addWidget(portrait);
        head->addWidget(title_, 1);
        l->addLayout(head);
    } else {
        // The seat's badge (shape and colour, initial) beside the name.
        auto* head = new QHBoxLayout;
        head->setSpacing(6);
        badge_ = new PlayerBadge(art::playerColour(c_->seatColour(seat)),
                                 art::playerShape(c_->seatColour(seat)), QString(), 24, this);
        badge_->setObjectName(QStringLiteral("seatBadge"));
        head->addWidget(badge_, 0, Qt::AlignTop);
        head->addWidget(title_, 1);
        l->addLayout(head);
    }
    l->addWidget(summary_);
    if (seat >= 0) {
        thumb_ = new GardenView(c, seat, this);
        thumb_->setThumbnail(true);
        thumb_->setMinimumSize(100, 86);
        thumb_->setMaximumHeight(86);
        thumb_->setToolTip(tr("Click to open a larger view of this garden"));
        thumb_->setCursor(Qt::PointingHandCursor);
        l->addWidget(thumb_);
    } else {
        row_ = new GardenerRow(c, this);
        l->addWidget(row_);
    }
}

void SeatPanel::setCompact(int level) {
    if (level == compact_ || !thumb_)
        return;
    compact_ = level;
    const int h = level == 0 ? 86 : 58;
    thumb_->setMinimumSize(100, h);
    thumb_->setMaximumHeight(h);
    summary_->setStyleSheet(level == 0 ? QString() : QStringLiteral("font-size: 11px;"));
    layout()->setSpacing(level == 0 ? 3 : 1);
    setToolTip(level == 2 ? tr("Click to open a larger view of this garden") : QString());
    setCursor(level == 2 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    refresh();
}

void SeatPanel::mousePressEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton && seat_ >= 0 && compact_ == 2)
        emit clicked();
    QFrame::mousePressEvent(e);
}

void SeatPanel::refresh() {
    if (!c_->hasGame())
        return;
    const SeatView& g = c_->shown();
    const QString colour = art::playerColour(c_->seatColour(seat_)).name();
    const bool active = !g.isOver() && !c_->replaying() && seat_ == g.currentSeat();
    const bool mgActive = seat_ < 0 && c_->replaying();
    auto impr = [](const ImprovementCounts& n) {
        return tr("Worker %1 · Barn %2 · Windmill %3")
            .arg(n[Improvement::Worker])
            .arg(n[Improvement::Barn])
            .arg(n[Improvement::Windmill]);
    };
    auto objectives = [&](const std::vector<int>& held) {
        QStringList o;
        for (int x : held)
            o << words::objectiveName(g.components(), x);
        return o.isEmpty() ? tr("none") : words::joined(o);
    };
    int track = 0;
    QString body;
    if (seat_ >= 0) {
        const PlayerState& pl = g.player(seat_);
        track = pl.track;
        body = tr("Coins <b>%1</b> · deck %2 left<br>%3<br>Objectives: %4")
                   .arg(pl.coins)
                   .arg(tr("%n card(s)", "", g.deckSize(seat_)))
                   .arg(impr(pl.garden.improvements()))
                   .arg(objectives(pl.objectives));
    } else {
        const GardenerState& mg = g.gardener();
        track = mg.track;
        const GardenerSequences seq = sequencesOf(gardenerPlayedShown(c_), g.components());
        QStringList s;
        for (LandType t : kLandTypes)
            //: the Master Gardener's current sequence of a type: "purple 2"
            s << tr("%1 %2").arg(words::typeWord(objectiveTypeOf(t)),
                                 seq.current[t] ? QString::number(seq.current[t])
                                                : QStringLiteral("—"));
        body = tr("Coins <b>%1</b> · deck %2 left<br>%3<br>Sequences: %4<br>Objectives: %5")
                   .arg(mg.coins)
                   .arg(tr("%n card(s)", "", g.gardenerDeckSize()))
                   .arg(impr(mg.improvements))
                   .arg(s.join(QStringLiteral(" · ")))
                   .arg(objectives(mg.objectives));
    }
    const QString name = c_->seatName(seat_).toHtmlEscaped();
    if (badge_) // the initial as typed (the badge draws text, not HTML)
        badge_->set(art::playerColour(c_->seatColour(seat_)),
                    art::playerShape(c_->seatColour(seat_)), c_->seatName(seat_).left(1).toUpper());
    title_->setText(tr("<b>%1</b>%2 — <b>%3</b> pts%4")
                        .arg(name, seat_ >= 0
                                       ? tr(" (%1)").arg(art::colourName(c_->seatColour(seat_)))
                                       : QString())
                        .arg(track)
                        .arg(active || mgActive ? tr(" &nbsp;◀ <i>now</i>") : QString()));
    summary_->setText(body);
    // What a screen reader reads: the name, the points and whose turn; the rest as the text says.
    const QString points =
        seat_ >= 0 ? tr("%1 (%2): %n point(s)", "", track)
                         .arg(c_->seatName(seat_), art::colourName(c_->seatColour(seat_)))
                   : tr("%1: %n point(s)", "", track).arg(c_->seatName(seat_));
    setAccessibleName(active || mgActive ? tr("%1 — playing now").arg(points) : points);
    QString plain = QTextDocumentFragment::fromHtml(body).toPlainText();
    plain.replace(QChar::LineSeparator, QLatin1Char('\n'))
        .replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    setAccessibleDescription(plain.split(QLatin1Char('\n'), Qt::SkipEmptyParts).join(tr(". ")));
    if (row_) {
        QStringList cards;
        for (int card : gardenerPlayedShown(c_))
            cards << words::gardenerCardName(g.components(), card);
        row_->setAccessibleName(tr("The Master Gardener's cards"));
        row_->setAccessibleDescription(
            cards.isEmpty() ? tr("no card played yet")
                            : tr("Played, oldest first: %1").arg(cards.join(tr("; "))));
    }
    setStyleSheet(
        active || mgActive
            ? QStringLiteral("SeatPanel { background: #ffffff; border: 2px solid %1; "
                             "border-radius: 6px; }")
                  .arg(colour)
            : QStringLiteral("SeatPanel { background: #f3f6f9; border: 1px solid #c9d5e0; "
                             "border-radius: 6px; }"));
    if (thumb_) {
        // Compact: only the current player's garden keeps its thumbnail.
        thumb_->setVisible(compact_ < 2 || seat_ == g.currentSeat());
        thumb_->update();
    }
    if (row_)
        row_->update();
}

PlayersPanel::PlayersPanel(GameController* c, QWidget* parent) : QWidget(parent), c_(c) {
    layout_ = new QVBoxLayout(this);
    layout_->setContentsMargins(4, 4, 4, 4);
    layout_->setSpacing(6);
    setObjectName(QStringLiteral("playersPanel"));
    connect(c_, &GameController::stateChanged, this, &PlayersPanel::refresh);
}

void PlayersPanel::rebuild() {
    for (SeatPanel* p : panels_)
        delete p;
    panels_.clear();
    delete gardener_;
    gardener_ = nullptr;
    while (QLayoutItem* it = layout_->takeAt(0))
        delete it;
    if (!c_->hasGame())
        return;
    for (int s = 0; s < c_->view().seatCount(); ++s) {
        auto* p = new SeatPanel(c_, s, this);
        connect(p->thumbnail(), &GardenView::clicked, this, [this, s] { emit gardenRequested(s); });
        connect(p, &SeatPanel::clicked, this, [this, s] { emit gardenRequested(s); });
        panels_.push_back(p);
        layout_->addWidget(p);
    }
    if (c_->view().solo()) {
        gardener_ = new SeatPanel(c_, -1, this);
        layout_->addWidget(gardener_);
    }
    layout_->addStretch(1);
    level_ = 0;
    refresh();
    applyFit();
    for (SeatPanel* p : panels_)
        p->thumbnail()->fitToView();
}

void PlayersPanel::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (e->size().width() != e->oldSize().width())
        applyFit();
}

void PlayersPanel::fitHeight(int available) {
    available_ = available;
    applyFit();
}

void PlayersPanel::applyFit() {
    // The least compact level at which every panel fits the column's height.
    if (available_ <= 0 || panels_.empty() || fitting_)
        return;
    fitting_ = true;
    for (int level = 0; level <= 2; ++level) {
        for (SeatPanel* p : panels_)
            p->setCompact(level);
        layout_->invalidate();
        layout_->activate();
        const int need = layout_->hasHeightForWidth() ? layout_->totalHeightForWidth(width())
                                                      : layout_->totalSizeHint().height();
        level_ = level;
        if (need <= available_)
            break;
    }
    fitting_ = false;
}

SeatPanel* PlayersPanel::seatPanel(int seat) const {
    if (seat < 0)
        return gardener_;
    return seat < static_cast<int>(panels_.size()) ? panels_[static_cast<std::size_t>(seat)]
                                                   : nullptr;
}

void PlayersPanel::refresh() {
    for (SeatPanel* p : panels_)
        p->refresh();
    if (gardener_)
        gardener_->refresh();
}
