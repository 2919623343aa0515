#include "BoardView.h"

#include "Art.h"
#include "BoardMetrics.h"
#include "GameController.h"
#include "GardenView.h"
#include "PlayerBadge.h"
#include "Words.h"
#include "frosted/rules/garden.h"

#include <QEasingCurve>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QSplitter>
#include <QTimer>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <map>

using namespace frosted;

using namespace boardmetrics;

BoardView::BoardView(GameController* c, QWidget* parent) : QWidget(parent), c_(c) {
    accessible::install();
    setMouseTracking(true);
    setObjectName(QStringLiteral("boardView"));
    setAccessibleName(tr("Main board"));
    ringPart_ = new BoardPart(this, BoardPart::Ring);
    ringPart_->setObjectName(QStringLiteral("ringPart"));
    ringPart_->setAccessibleName(tr("Tile ring"));
    objectivesPart_ = new BoardPart(this, BoardPart::Objectives);
    objectivesPart_->setObjectName(QStringLiteral("objectivesPart"));
    objectivesPart_->setAccessibleName(tr("Objectives"));
    ringAnim_ = new QVariantAnimation(this);
    ringAnim_->setStartValue(0.0);
    ringAnim_->setEndValue(1.0);
    ringAnim_->setDuration(std::max(kDropMs, kSlideMs));
    connect(ringAnim_, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
    connect(ringAnim_, &QVariantAnimation::finished, this, &BoardView::finishAnimation);
    connect(c_, &GameController::stateChanged, this, &BoardView::onStateChanged);
    // A score marker walks along the track from its old space to its new one.
    markerAnim_ = new QVariantAnimation(this);
    markerAnim_->setStartValue(0.0);
    markerAnim_->setEndValue(1.0);
    markerAnim_->setEasingCurve(QEasingCurve::InOutCubic);
    connect(markerAnim_, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
    connect(markerAnim_, &QVariantAnimation::finished, this, [this] {
        movingSeat_.reset();
        update();
    });
    connect(c_, &GameController::scoreMoved, this, [this](int seat, int from, int to) {
        if (!art::animationsEnabled() || to <= from)
            return;
        movingSeat_ = seat;
        moveFrom_ = from;
        moveTo_ = to;
        // 25 ms a space, 250 to 900 ms in all (at normal speed).
        markerAnim_->setDuration(art::animationMs(std::clamp((to - from) * 25, 250, 900)));
        markerAnim_->start();
    });
    // A new or loaded game is not a move: nothing to animate.
    connect(c_, &GameController::gameReplaced, this, &BoardView::finishAnimation);
    // The ring's move, an event of the turn: the token slides, a coin drops on each skipped tile.
    connect(c_, &GameController::ringMoved, this,
            [this](int fromToken, int toToken, const QList<int>& coinSlots) {
                if (!art::animationsEnabled())
                    return;
                finishAnimation();
                dropping_.assign(coinSlots.begin(), coinSlots.end());
                if (fromToken >= 0 && toToken >= 0 && fromToken != toToken) {
                    tokenFrom_ = fromToken;
                    tokenTo_ = toToken;
                }
                if (tokenFrom_ >= 0 || !dropping_.empty()) {
                    ringAnim_->setDuration(art::animationMs(std::max(kDropMs, kSlideMs)));
                    ringAnim_->start();
                }
                update();
            });
}

bool BoardView::animating() const {
    return ringAnim_->state() == QAbstractAnimation::Running;
}

int BoardView::animationLength() const {
    return ringAnim_->duration();
}

qreal BoardView::ringMs() const {
    // The time into the ring's animation as at normal speed (its duration follows the setting).
    return ringAnim_->currentTime() * static_cast<qreal>(std::max(kDropMs, kSlideMs)) /
           std::max(1, ringAnim_->duration());
}

void BoardView::finishAnimation() {
    ringAnim_->stop();
    if (tokenFrom_ < 0 && dropping_.empty())
        return;
    tokenFrom_ = tokenTo_ = -1;
    dropping_.clear();
    update();
}

void BoardView::onStateChanged() {
    // Any change of state ends the running animation (a move of the ring starts one after it:
    // GameController::ringMoved).
    finishAnimation();
    followTurn();
    placeParts(); // the objectives' columns may have changed
    tellItems();
    update();
}

void BoardView::tellItems() {
    // What stands at each place of the three lists: each seat's marker and its space, each
    // slot's tile, the objectives in the order drawn. A screen reader knows items by their place,
    // so a change there is told as a new order.
    std::vector<int> now[3];
    for (const Marker& m : markers())
        now[0].insert(now[0].end(), {m.seat, m.track});
    if (c_->hasGame()) {
        const Market& market = c_->shown().market();
        now[1] = market.tile;
        now[1].push_back(market.token);
    }
    now[2] = objectivesInOrder();
    QWidget* widgets[] = {this, ringPart_, objectivesPart_};
    for (int i = 0; i < 3; ++i)
        if (now[i] != toldItems_[i]) {
            toldItems_[i] = std::move(now[i]);
            accessible::itemsChanged(widgets[i]);
        }
}

qreal BoardView::scale() const {
    return std::max(0.05, std::min(width() / W, height() / H));
}

qreal BoardView::textPx(qreal logical, qreal minScreen) const {
    // A font size in board units that is at least minScreen pixels on screen.
    return std::ceil(std::max(logical, minScreen / scale()));
}

QTransform BoardView::toWidget() const {
    const qreal s = scale();
    QTransform t;
    t.translate((width() - W * s) / 2, (height() - H * s) / 2);
    t.scale(s, s);
    return t;
}

int BoardView::heightForWidth(int w) const {
    return qRound(w * H / W);
}

qreal BoardView::objectiveNumberPixels() const {
    return objectiveFonts().first * scale();
}

qreal BoardView::objectiveTextPixels() const {
    return objectiveFonts().second * scale();
}

qreal BoardView::trackNumberPixels() const {
    return textPx(10, kMinTrack) * scale();
}

QPoint BoardView::slotCenter(int slot) const {
    return toWidget().map(ring().slot(slot).center()).toPoint();
}

QPoint BoardView::objectiveCenter(int objective) const {
    return toWidget().map(objectiveRect(objective).center()).toPoint();
}

int BoardView::slotAt(QPointF p) const {
    const RingLayout r = ring();
    for (int s = 0; s < r.count(); ++s)
        if (r.slot(s).contains(p))
            return s;
    return -1;
}

int BoardView::objectiveAt(QPointF p) const {
    if (!c_->hasGame())
        return -1;
    for (int o : c_->shown().board())
        if (objectiveRect(o).contains(p))
            return o;
    return -1;
}

int BoardView::kOfSlot(int slot) const {
    return c_->shown().market().kOfSlot(slot);
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), art::background());
    p.setTransform(toWidget());
    p.setPen(QPen(QColor(0xb8, 0xc6, 0xd3), 2));
    p.setBrush(art::board());
    p.drawRoundedRect(QRectF(1, 1, W - 2, H - 2), 18, 18);
    keyboardFrame_ = {};
    if (!c_->hasGame())
        return;
    drawTrack(p);
    drawRing(p);
    drawObjectives(p);
    p.resetTransform();
    drawTilePreview(p);
}

static QRectF trackCell(int i) {
    const qreal cw = (W - 2 * M) / kTop, sh = (H - 2 * M - 2 * TH) / kSide;
    i = ((i % 100) + 100) % 100;
    if (i < kTop)
        return {M + i * cw, M, cw, TH};
    i -= kTop;
    if (i < kSide)
        return {W - M - TH * 1.3, M + TH + i * sh, TH * 1.3, sh};
    i -= kSide;
    if (i < kTop)
        return {W - M - (i + 1) * cw, H - M - TH, cw, TH};
    i -= kTop;
    return {M, H - M - TH - (i + 1) * sh, TH * 1.3, sh};
}

QRectF BoardView::boardRect() {
    return {0, 0, W, H};
}

std::vector<BoardView::Marker> BoardView::markers() const {
    std::vector<Marker> markers;
    if (!c_->hasGame())
        return markers;
    const SeatView& g = c_->shown();
    for (int s = 0; s < g.seatCount(); ++s) {
        const QString colour = c_->seatColour(s);
        markers.push_back({s,
                           g.player(s).track,
                           c_->seatName(s).left(1).toUpper(),
                           art::playerColour(colour),
                           art::playerShape(colour),
                           {}});
    }
    if (g.solo())
        markers.push_back({-1,
                           g.gardener().track,
                           //: the Master Gardener's initials on his score-track marker
                           tr("MG"),
                           art::playerColour({}),
                           art::BadgeShape::Gardener,
                           {}});
    // Markers on one space fan out along the track, smaller, side by side without overlapping,
    // so that each stays readable; a fan that would pass the board's edge (space 0 is a corner)
    // is pushed back inside, and none spills onto the ring.
    std::map<int, int> tied, placed;
    for (const Marker& m : markers)
        ++tied[m.track % 100];
    for (Marker& m : markers) {
        const int pos = m.track % 100;
        const int count = tied[pos], n = placed[pos]++;
        const QRectF cell = trackCell(pos);
        const qreal d = count > 2 ? 16 : count > 1 ? 18 : 22;
        const qreal step = d + 3; // the shapes (a diamond, a triangle) reach their rect's edge
        const bool horizontal = cell.width() < cell.height() * 1.2 && cell.top() < M + 1
                                    ? true
                                    : cell.bottom() > H - M - 1;
        const QPointF along = horizontal ? QPointF(1, 0) : QPointF(0, 1);
        const qreal half = ((count - 1) * step + d) / 2; // half the fan's length
        const qreal length = horizontal ? W : H;
        const qreal middle = horizontal ? cell.center().x() : cell.center().y();
        const qreal shift = std::clamp(middle, half + 1, length - half - 1) - middle;
        const QPointF ctr = cell.center() + along * (shift + (n - (count - 1) / 2.0) * step);
        m.rect = QRectF(ctr.x() - d / 2, ctr.y() - d / 2, d, d);
    }
    return markers;
}

void BoardView::drawTrack(QPainter& p) {
    // R-SCORE-3: 0-99 around the edge; past 100 the marker shows its "+100" side.
    QFont f = font();
    f.setPixelSize(static_cast<int>(textPx(10, kMinTrack)));
    p.setFont(f);
    for (int i = 0; i < 100; ++i) {
        const QRectF r = trackCell(i).adjusted(1, 1, -1, -1);
        p.setPen(QPen(QColor(0xc9, 0xd5, 0xe0), 1));
        p.setBrush(i % 10 == 0 ? QColor(0xe6, 0xee, 0xf5) : QColor(0xf5, 0xf8, 0xfb));
        p.drawRect(r);
        if (i % 5 == 0) {
            p.setPen(QColor(0x7a, 0x8a, 0x9a));
            p.drawText(r, Qt::AlignCenter, QString::number(i));
        }
    }
    // The marker on its way is drawn last, between spaces, over the others.
    std::vector<Marker> shown = markers();
    const bool moving = movingSeat_ && markerAnim_->state() == QAbstractAnimation::Running;
    std::optional<Marker> walking;
    if (moving)
        for (auto it = shown.begin(); it != shown.end(); ++it)
            if (it->seat == *movingSeat_) {
                walking = *it;
                shown.erase(it);
                break;
            }
    for (const Marker& m : shown) {
        const QRectF& r = m.rect;
        art::drawMarker(p, r.adjusted(-3, -3, 3, 3), m.colour, m.shape, m.initial);
        if (m.track >= 100) {
            QRectF b(r.right() - 6, r.top() - 9, 28, 12);
            p.setPen(Qt::NoPen);
            p.setBrush(art::ink());
            p.drawRoundedRect(b, 4, 4);
            p.setPen(Qt::white);
            QFont bf = f;
            bf.setPixelSize(9);
            p.setFont(bf);
            p.drawText(b, Qt::AlignCenter, QStringLiteral("+%1").arg(m.track / 100 * 100));
        }
    }
    if (walking) {
        // Between two spaces of its walk, lifted a little (larger, with a shadow).
        const qreal t = markerAnim_->currentValue().toReal();
        const qreal at = moveFrom_ + (moveTo_ - moveFrom_) * t;
        const int below = static_cast<int>(std::floor(at));
        const qreal frac = at - below;
        const QPointF ctr =
            trackCell(below).center() * (1 - frac) + trackCell(below + 1).center() * frac;
        const qreal lift = std::sin(t * M_PI), d = 22 * (1 + 0.15 * lift);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, static_cast<int>(45 * lift)));
        p.drawEllipse(ctr + QPointF(2, 4) * lift, d / 2, d / 2);
        art::drawMarker(p, QRectF(ctr.x() - d / 2 - 3, ctr.y() - d / 2 - 3, d + 6, d + 6),
                        walking->colour, walking->shape, walking->initial);
    }
}

void BoardView::drawKeyboardFrame(QPainter& p, const QRectF& r) {
    // The keyboard's cursor in a part that has the focus: a blue frame around the item.
    keyboardFrame_ = r.adjusted(-3, -3, 3, 3);
    p.save();
    p.setPen(QPen(QColor(0x1f, 0x5f, 0xbf), 3, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 11, 11);
    p.restore();
}

void BoardView::mouseMoveEvent(QMouseEvent* e) {
    const QPointF lp = toWidget().inverted().map(e->position());
    const int s = slotAt(lp), o = objectiveAt(lp);
    if (s != hoverSlot_ || o != hoverObjective_) {
        hoverSlot_ = s;
        hoverObjective_ = o;
        update();
    }
    const SeatView* g = c_->hasGame() ? &c_->view() : nullptr;
    const bool clickable = g && c_->acceptsInput() &&
                           ((g->phase() == Phase::TakeTile && s >= 0 && kOfSlot(s) > 0 &&
                             kOfSlot(s) - 1 <= g->player(g->currentSeat()).coins) ||
                            (g->phase() == Phase::Claim && o >= 0 && g->mayClaim(o)));
    setCursor(clickable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void BoardView::leaveEvent(QEvent*) {
    hoverSlot_ = hoverObjective_ = -1;
    update();
}

void BoardView::mousePressEvent(QMouseEvent* e) {
    finishAnimation();
    if (!c_->acceptsInput() || e->button() != Qt::LeftButton)
        return;
    const QPointF lp = toWidget().inverted().map(e->position());
    const SeatView& g = c_->view();
    if (g.phase() == Phase::TakeTile) {
        const int s = slotAt(lp);
        if (s >= 0 && kOfSlot(s) > 0)
            c_->takeTile(kOfSlot(s));
    } else if (g.phase() == Phase::Claim) {
        const int o = objectiveAt(lp);
        if (o >= 0)
            c_->claim(o);
    }
}

bool BoardView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip && c_->hasGame()) {
        auto* he = static_cast<QHelpEvent*>(e);
        const QPointF lp = toWidget().inverted().map(QPointF(he->pos()));
        QString tip;
        if (const int o = objectiveAt(lp); o >= 0)
            tip = objectiveTip(o);
        else if (const int s = slotAt(lp); s >= 0 && kOfSlot(s) > 0)
            tip = slotTip(s);
        if (!tip.isEmpty())
            QToolTip::showText(he->globalPos(), tip, this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(e);
}

// ---------------------------------------------------------------------------------------------
// The keyboard and the screen reader (issue 17)

BoardPart::BoardPart(BoardView* board, Kind kind) : QWidget(board), board_(board), kind_(kind) {
    // Over its part of the board, the pointer goes through to the board.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::TabFocus);
}

int BoardPart::accessibleItemCount() const {
    if (!board_->c_->hasGame())
        return 0;
    return kind_ == Ring ? static_cast<int>(board_->c_->shown().market().tile.size())
                         : static_cast<int>(board_->objectivesInOrder().size());
}

AccessibleItem BoardPart::accessibleItem(int i) const {
    AccessibleItem item;
    if (i < 0 || i >= accessibleItemCount())
        return item;
    const GameController* c = board_->c_;
    const SeatView& g = c->shown();
    item.rect = board_->itemRect(kind_, i);
    if (kind_ == Ring) {
        item.name = board_->slotName(i);
        item.description = board_->slotDescription(i);
        const int k = board_->kOfSlot(i);
        const bool choosing = c->acceptsInput() && g.phase() == Phase::TakeTile;
        item.enabled = !choosing || (k > 0 && g.check(Action::take(k)));
        item.pressable = choosing && k > 0 && item.enabled;
        item.selected = board_->hintedTile() == i; // the hint's tile (setHintedTile)
    } else {
        const int o = board_->objectivesInOrder()[static_cast<std::size_t>(i)];
        item.name = board_->objectiveName(o);
        item.description = board_->objectiveDescription(o);
        const bool claiming = c->acceptsInput() && g.phase() == Phase::Claim;
        item.pressable = claiming && g.mayClaim(o);
        item.enabled = !claiming || item.pressable;
        item.selected = item.pressable;
    }
    return item;
}

int BoardPart::accessibleFocusItem() const {
    if (kind_ == Ring)
        return board_->ringCursor_;
    const std::vector<int> order = board_->objectivesInOrder();
    const auto it = std::find(order.begin(), order.end(), board_->objectiveCursor_);
    return it == order.end() ? -1 : static_cast<int>(it - order.begin());
}

void BoardPart::accessiblePress(int i) {
    board_->moveCursor(kind_, i);
    board_->partAct(kind_);
}

QString BoardPart::accessibleWidgetText(QAccessible::Text t) const {
    return t == QAccessible::Description ? board_->partDescription(kind_) : QString();
}

bool BoardPart::event(QEvent* e) {
    // Enter and Space act on the cursor's tile or objective while this part's step is on (the
    // window's Enter would place, end the turn...); otherwise they stay the window's.
    if (e->type() == QEvent::ShortcutOverride) {
        const auto* k = static_cast<QKeyEvent*>(e);
        const bool act =
            k->key() == Qt::Key_Return || k->key() == Qt::Key_Enter || k->key() == Qt::Key_Space;
        if (act && (k->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier &&
            board_->partActs(kind_)) {
            e->accept();
            return true;
        }
    }
    return QWidget::event(e);
}

void BoardPart::keyPressEvent(QKeyEvent* e) {
    if ((e->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier &&
        board_->partKey(kind_, e->key()))
        return;
    QWidget::keyPressEvent(e);
}

void BoardPart::focusInEvent(QFocusEvent* e) {
    QWidget::focusInEvent(e);
    board_->update();
    // After the part's own Focus event: the item under the cursor.
    QTimer::singleShot(0, this, [this] { accessible::focusItem(this, accessibleFocusItem()); });
}

void BoardPart::focusOutEvent(QFocusEvent* e) {
    QWidget::focusOutEvent(e);
    board_->update();
}

void BoardView::resizeEvent(QResizeEvent* e) {
    placeParts();
    QWidget::resizeEvent(e);
}

QRect BoardView::partRect(BoardPart::Kind kind) const {
    const QRectF r = kind == BoardPart::Ring
                         ? ring().area()
                         : QRectF(kObjL, kInTop, kInR - kObjL, kInBottom - kInTop);
    return toWidget().mapRect(r).toAlignedRect();
}

void BoardView::placeParts() {
    ringPart_->setGeometry(partRect(BoardPart::Ring));
    objectivesPart_->setGeometry(partRect(BoardPart::Objectives));
}

QRect BoardView::slotArea(int slot) const {
    return toWidget().mapRect(ring().slot(slot)).toAlignedRect();
}

QRect BoardView::objectiveArea(int objective) const {
    const std::vector<int> order = objectivesInOrder();
    if (std::find(order.begin(), order.end(), objective) == order.end())
        return {};
    return toWidget().mapRect(objectiveRect(objective)).toAlignedRect();
}

QRect BoardView::trackArea(int score) const {
    return toWidget().mapRect(trackCell(((score % 100) + 100) % 100)).toAlignedRect();
}

QRect BoardView::itemRect(BoardPart::Kind kind, int i) const {
    const BoardPart* part = kind == BoardPart::Ring ? ringPart_ : objectivesPart_;
    QRectF r;
    if (kind == BoardPart::Ring)
        r = ring().slot(i);
    else if (const std::vector<int> order = objectivesInOrder();
             i >= 0 && i < static_cast<int>(order.size()))
        r = objectiveRect(order[static_cast<std::size_t>(i)]);
    return toWidget().mapRect(r).toAlignedRect().translated(-part->pos());
}

std::vector<int> BoardView::objectivesInOrder() const {
    std::vector<int> out;
    if (!c_->hasGame())
        return out;
    out = c_->shown().board();
    const ComponentSet& cs = c_->components();
    const std::vector<ObjectiveType> cols = objectiveColumns();
    auto key = [&](int o) {
        const ObjectiveTile& t = cs.objectives[static_cast<std::size_t>(o)];
        return std::pair(std::find(cols.begin(), cols.end(), t.type) - cols.begin(), t.threshold);
    };
    std::stable_sort(out.begin(), out.end(), [&](int a, int b) { return key(a) < key(b); });
    return out;
}

void BoardView::followTurn() {
    const int ringBefore = ringCursor_, objectiveBefore = objectiveCursor_;
    if (!c_->hasGame()) {
        ringCursor_ = objectiveCursor_ = cursorTurn_ = -1;
        return;
    }
    const SeatView& g = c_->shown();
    const Market& m = g.market();
    // A new step puts the cursors back on the 1st tile and the first objective that qualifies.
    const int turn = static_cast<int>(g.log().size()) * 8 + static_cast<int>(g.phase());
    const bool newStep = turn != cursorTurn_;
    cursorTurn_ = turn;
    if (newStep || ringCursor_ < 0 || ringCursor_ >= static_cast<int>(m.tile.size()) ||
        kOfSlot(ringCursor_) <= 0)
        ringCursor_ = m.tileCount() > 0 ? m.slotOfKth(1) : -1;
    const std::vector<int> order = objectivesInOrder();
    if (newStep || std::find(order.begin(), order.end(), objectiveCursor_) == order.end()) {
        objectiveCursor_ = order.empty() ? -1 : order.front();
        // Issue 31, R-OBJ-5: the most valuable objective that may be claimed takes the cursor
        // (one of each type for the whole game: Enter must not use a type up on a small one).
        const auto& objectives = c_->components().objectives;
        int bestPoints = -1;
        if (!g.isOver() && g.phase() == Phase::Claim)
            for (int o : order)
                if (const int pts = objectives[static_cast<std::size_t>(o)].points;
                    g.mayClaim(o) && pts > bestPoints) {
                    objectiveCursor_ = o;
                    bestPoints = pts;
                }
    }
    if (ringCursor_ != ringBefore)
        accessible::focusItem(ringPart_, ringPart_->accessibleFocusItem());
    if (objectiveCursor_ != objectiveBefore)
        accessible::focusItem(objectivesPart_, objectivesPart_->accessibleFocusItem());
    // The words of the board and its parts follow the step.
    if (!accessible::listening())
        return;
    const QString texts[] = {accessibleWidgetText(QAccessible::Description),
                             partDescription(BoardPart::Ring),
                             partDescription(BoardPart::Objectives)};
    QWidget* widgets[] = {this, ringPart_, objectivesPart_};
    for (int i = 0; i < 3; ++i)
        if (texts[i] != toldDescriptions_[i]) {
            toldDescriptions_[i] = texts[i];
            accessible::descriptionChanged(widgets[i]);
        }
}

bool BoardView::partActs(BoardPart::Kind kind) const {
    if (!c_->acceptsInput())
        return false;
    const Phase ph = c_->view().phase();
    return kind == BoardPart::Ring ? ph == Phase::TakeTile && ringCursor_ >= 0
                                   : ph == Phase::Claim && objectiveCursor_ >= 0;
}

void BoardView::partAct(BoardPart::Kind kind) {
    finishAnimation();
    if (!partActs(kind))
        return;
    if (kind == BoardPart::Ring) {
        if (const int k = kOfSlot(ringCursor_); k > 0)
            c_->takeTile(k);
    } else
        c_->claim(objectiveCursor_);
}

void BoardView::focusOn(BoardPart::Kind kind, int slotOrObjective) {
    int item = slotOrObjective; // a ring item is its slot
    if (kind == BoardPart::Objectives) {
        const std::vector<int> order = objectivesInOrder();
        const auto it = std::find(order.begin(), order.end(), slotOrObjective);
        if (it == order.end())
            return;
        item = static_cast<int>(it - order.begin());
    }
    moveCursor(kind, item);
    (kind == BoardPart::Ring ? ringPart_ : objectivesPart_)->setFocus(Qt::OtherFocusReason);
}

void BoardView::moveCursor(BoardPart::Kind kind, int to) {
    BoardPart* part = kind == BoardPart::Ring ? ringPart_ : objectivesPart_;
    if (to < 0 || to >= part->accessibleItemCount())
        return;
    if (kind == BoardPart::Ring) {
        if (ringCursor_ == to)
            return;
        ringCursor_ = to;
    } else {
        const int o = objectivesInOrder()[static_cast<std::size_t>(to)];
        if (objectiveCursor_ == o)
            return;
        objectiveCursor_ = o;
    }
    update();
    accessible::focusItem(part, to);
}

bool BoardView::partKey(BoardPart::Kind kind, int key) {
    if (!c_->hasGame())
        return false;
    int step = 0;
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        partAct(kind);
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
        step = -1;
        break;
    case Qt::Key_Right:
    case Qt::Key_Down:
        step = 1;
        break;
    case Qt::Key_Home:
        step = -1000;
        break;
    case Qt::Key_End:
        step = 1000;
        break;
    default:
        return false;
    }
    if (kind == BoardPart::Ring) {
        // Clockwise from the Flower token, through the slots that hold a tile.
        const Market& m = c_->shown().market();
        const int n = m.tileCount();
        if (n == 0)
            return true;
        const int k = std::max(1, kOfSlot(ringCursor_));
        const int to = step == -1000 ? 1 : step == 1000 ? n : (k - 1 + step + n) % n + 1;
        moveCursor(kind, m.slotOfKth(to));
    } else {
        const int n = static_cast<int>(objectivesInOrder().size());
        if (n == 0)
            return true;
        const int at = std::max(0, objectivesPart_->accessibleFocusItem());
        moveCursor(kind, step == -1000 ? 0 : step == 1000 ? n - 1 : (at + step + n) % n);
    }
    return true;
}

QString BoardView::partDescription(BoardPart::Kind kind) const {
    if (!c_->hasGame())
        return {};
    const SeatView& g = c_->view();
    const bool input = c_->acceptsInput();
    if (kind == BoardPart::Ring)
        return input && g.phase() == Phase::TakeTile ? c_->prompt() : QString();
    if (g.board().empty())
        return tr("Every objective has been claimed");
    return input && g.phase() == Phase::Claim ? c_->prompt() : QString();
}

QString BoardView::accessibleWidgetText(QAccessible::Text t) const {
    return t == QAccessible::Description ? headerText() : QString();
}

QString BoardView::objectiveName(int o) const {
    if (!c_->hasGame() || o < 0)
        return {};
    const SeatView& g = c_->shown();
    const QString name = words::objectiveName(g.components(), o);
    if (c_->acceptsInput() && g.phase() == Phase::Claim && g.mayClaim(o))
        return tr("%1 — you may claim it now").arg(name);
    return name;
}

QString BoardView::objectiveDescription(int o) const {
    if (!c_->hasGame() || o < 0)
        return {};
    return objectiveTip(o).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString BoardView::markerName(int seat) const {
    if (!c_->hasGame())
        return {};
    const SeatView& g = c_->shown();
    const int track = seat < 0 ? g.gardener().track : g.player(seat).track;
    return tr("%1: %n point(s) on the score track", "", track).arg(c_->seatName(seat));
}

int BoardView::accessibleItemCount() const {
    return static_cast<int>(markers().size());
}

AccessibleItem BoardView::accessibleItem(int i) const {
    AccessibleItem item;
    const std::vector<Marker> all = markers();
    if (i < 0 || i >= static_cast<int>(all.size()))
        return item;
    const Marker& m = all[static_cast<std::size_t>(i)];
    item.name = markerName(m.seat);
    item.description = m.seat < 0 ? PlayerBadge::shapeWords(m.shape, QString())
                                  : tr("%1, %2").arg(PlayerBadge::shapeWords(m.shape, m.initial),
                                                     art::colourName(c_->seatColour(m.seat)));
    item.rect = toWidget().mapRect(m.rect).toAlignedRect();
    return item;
}

QSplitter* boardOverGarden(GameController* c, QWidget* parent, BoardView** board,
                           GardenView** garden) {
    auto* split = new QSplitter(Qt::Vertical, parent);
    *board = new BoardView(c, split);
    *garden = new GardenView(c, -1, split);
    split->addWidget(*board);
    split->addWidget(*garden);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 5);
    return split;
}
