#include "TableView.h"
#include "Accessible.h"

#include "CardArt.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace petals::gui {

namespace {
constexpr qreal kMinScale = 18, kMaxScale = 260; // pixels per cell
constexpr qreal kFitMax = 150;                   // a small table is not blown up past this
constexpr qreal kMargin = 0.35;                  // cells of air around the content when fitting
constexpr qreal kZoomStep = 1.2;
} // namespace

TableView::TableView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("petalsTable"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Table"));
    qRegisterMetaType<petals::Cell>();
}

void TableView::setTable(const Game& game) {
    components_ = game.componentsPtr();
    table_ = game.table();
    if (fit_)
        applyFit();
    announce();
    update();
}

void TableView::setMarkedCells(std::vector<Cell> cells) {
    marked_ = std::move(cells);
    if (fit_)
        applyFit();
    update();
}

void TableView::setGhost(std::optional<Ghost> ghost) {
    const bool grows = ghost && (!ghost_ || ghost_->cell != ghost->cell);
    ghost_ = std::move(ghost);
    if (fit_ && grows && !contentBounds().isEmpty()) {
        // Fit again only when the ghost leaves the fitted area (no jumping while hovering).
        const QRectF c = cellRect(ghost_->cell);
        if (!rect().contains(c.toAlignedRect()))
            applyFit();
    }
    update();
}

void TableView::setHighlighted(std::vector<int> cards) {
    highlighted_ = std::move(cards);
    update();
}

void TableView::setCursor(Cell c) {
    cursor_ = c;
    ensureVisible(c);
    announce();
    update();
}

int TableView::cardAt(Cell c) const {
    for (const Lying& l : table_)
        if (l.cell == c)
            return l.card;
    return -1;
}

QRectF TableView::cellRect(Cell c) const {
    const QPointF mid(width() / 2.0, height() / 2.0);
    const QPointF tl = (QPointF(c.x, c.y) - centre_) * scale_ + mid;
    return QRectF(tl, QSizeF(scale_, scale_));
}

Cell TableView::cellAt(QPointF w) const {
    const QPointF mid(width() / 2.0, height() / 2.0);
    const QPointF world = (w - mid) / scale_ + centre_;
    return Cell{static_cast<int>(std::floor(world.x())), static_cast<int>(std::floor(world.y()))};
}

QRectF TableView::contentBounds() const {
    QRectF b;
    auto add = [&](Cell c) { b = b.united(QRectF(c.x, c.y, 1, 1)); };
    for (const Lying& l : table_)
        add(l.cell);
    for (const Cell& c : marked_)
        add(c);
    if (ghost_)
        add(ghost_->cell);
    if (b.isEmpty())
        return {};
    return b.adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

void TableView::applyFit() {
    const QRectF b = contentBounds();
    if (b.isEmpty() || width() <= 0 || height() <= 0)
        return;
    scale_ = std::clamp(std::min(width() / b.width(), height() / b.height()), 4.0, kFitMax);
    centre_ = b.center();
}

void TableView::fitToTable() {
    fit_ = true;
    applyFit();
    update();
}

void TableView::zoomBy(qreal factor, std::optional<QPointF> about) {
    const QPointF mid(width() / 2.0, height() / 2.0);
    const QPointF at = about.value_or(mid);
    const QPointF world = (at - mid) / scale_ + centre_; // stays under `at`
    scale_ = std::clamp(scale_ * factor, kMinScale, kMaxScale);
    centre_ = world - (at - mid) / scale_;
    fit_ = false;
    update();
}

void TableView::panBy(QPointF pixels) {
    centre_ -= pixels / scale_;
    fit_ = false;
    update();
}

void TableView::ensureVisible(Cell c) {
    const QRectF r = cellRect(c);
    const QRectF inside = QRectF(rect()).adjusted(4, 4, -4, -4);
    if (inside.contains(r))
        return;
    QPointF shift;
    if (r.left() < inside.left())
        shift.rx() = inside.left() - r.left();
    else if (r.right() > inside.right())
        shift.rx() = inside.right() - r.right();
    if (r.top() < inside.top())
        shift.ry() = inside.top() - r.top();
    else if (r.bottom() > inside.bottom())
        shift.ry() = inside.bottom() - r.bottom();
    panBy(shift);
}

void TableView::resizeEvent(QResizeEvent*) {
    if (fit_)
        applyFit();
}

void TableView::click(Cell c) {
    // One click, one meaning, from what lay there when it was made: a card placed or moved by
    // cellClicked() is not clicked in turn.
    const int card = cardAt(c);
    if (card >= 0)
        emit cardClicked(card);
    else
        emit cellClicked(c);
}

void TableView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(e);
    pressAt_ = e->position();
    lastDrag_ = e->position();
    dragging_ = false;
}

void TableView::mouseMoveEvent(QMouseEvent* e) {
    if (pressAt_ && (e->buttons() & Qt::LeftButton)) {
        if (!dragging_ && (e->position() - *pressAt_).manhattanLength() > 5) {
            dragging_ = true;
            QWidget::setCursor(Qt::ClosedHandCursor);
        }
        if (dragging_) {
            panBy(e->position() - lastDrag_);
            lastDrag_ = e->position();
            return;
        }
    }
    const Cell c = cellAt(e->position());
    if (!hovered_ || *hovered_ != c) {
        hovered_ = c;
        // A card's faces under the pointer; nothing over an empty place, where the ghost and the
        // banner say what it gives (the cell's coordinates mean nothing to a player).
        QString tip;
        for (const Lying& l : table_)
            if (l.cell == c && components_)
                tip = art::describeCard(components_->cards[static_cast<std::size_t>(l.card)],
                                        l.rotation);
        setToolTip(tip);
        emit cellHovered(c);
        update();
    }
}

void TableView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !pressAt_)
        return QWidget::mouseReleaseEvent(e);
    const bool wasDrag = dragging_;
    pressAt_.reset();
    dragging_ = false;
    unsetCursor();
    if (!wasDrag) {
        const Cell c = cellAt(e->position());
        cursor_ = c;
        announce();
        click(c);
    }
}

void TableView::leaveEvent(QEvent*) {
    hovered_.reset();
    update();
}

void TableView::wheelEvent(QWheelEvent* e) {
    const int steps = e->angleDelta().y() / 120;
    if (steps == 0)
        return;
    if (e->modifiers() & Qt::ControlModifier)
        zoomBy(std::pow(kZoomStep, steps), e->position());
    else
        emit rotateRequested(steps > 0 ? -1 : 1); // wheel down turns clockwise
    e->accept();
}

void TableView::keyPressEvent(QKeyEvent* e) {
    const bool ctrl = e->modifiers() & Qt::ControlModifier;
    Cell c = cursor_;
    switch (e->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int dx = e->key() == Qt::Key_Left ? -1 : e->key() == Qt::Key_Right ? 1 : 0;
        const int dy = e->key() == Qt::Key_Up ? -1 : e->key() == Qt::Key_Down ? 1 : 0;
        if (ctrl) {
            panBy(QPointF(-dx, -dy) * scale_ * 0.5);
        } else {
            c.x = std::clamp(c.x + dx, kMinCoord, kMaxCoord);
            c.y = std::clamp(c.y + dy, kMinCoord, kMaxCoord);
            setCursor(c);
            emit cellHovered(c);
        }
        return;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        click(cursor_);
        return;
    case Qt::Key_R:
        emit rotateRequested(e->modifiers() & Qt::ShiftModifier ? -1 : 1);
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(kZoomStep);
        return;
    case Qt::Key_Minus:
        zoomBy(1 / kZoomStep);
        return;
    case Qt::Key_0:
    case Qt::Key_F:
        fitToTable();
        return;
    default:
        QWidget::keyPressEvent(e);
    }
}

void TableView::focusInEvent(QFocusEvent* e) {
    QWidget::focusInEvent(e);
    announce();
    update();
}

void TableView::focusOutEvent(QFocusEvent* e) {
    QWidget::focusOutEvent(e);
    update();
}

QString TableView::describeCell(Cell c) const {
    const QString where = tr("Cell %1, %2").arg(c.x).arg(c.y);
    for (const Lying& l : table_)
        if (l.cell == c && components_)
            return tr("%1: %2") // the card as drawn (no data id: none is printed on it)
                .arg(where, art::describeCard(components_->cards[static_cast<std::size_t>(l.card)],
                                              l.rotation));
    if (std::find(marked_.begin(), marked_.end(), c) != marked_.end())
        return tr("%1: empty, a card may go here").arg(where);
    return tr("%1: empty").arg(where);
}

void TableView::announce() {
    const QString text = describeCell(cursor_);
    accessible::setDescription(this, text);
}

} // namespace petals::gui
