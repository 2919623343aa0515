#include "SandboxView.h"

#include "Art.h"
#include "SandboxModel.h"
#include "Words.h"

#include <QKeyEvent>
#include <QPainter>

using namespace frosted;

SandboxView::SandboxView(SandboxModel* model, QWidget* parent) : GardenCanvas(parent), m_(model) {
    setObjectName(QStringLiteral("sandboxView"));
    setFocusPolicy(Qt::StrongFocus);
    connect(m_, &SandboxModel::gardenChanged, this, [this] {
        selected_ = -1;
        const std::size_t n = m_->sandbox().entries().size();
        // Fit when the garden was empty, lost tiles or reaches out of sight; hold still
        // otherwise.
        if (shownEntries_ == 0 || n < shownEntries_ || !gardenVisible())
            fitToView();
        shownEntries_ = n;
        hover(pointerInside() ? m_->pointer() : std::nullopt);
        update();
    });
    connect(m_, &SandboxModel::handChanged, this, qOverload<>(&QWidget::update));
}

const Garden* SandboxView::canvasGarden() const {
    return &m_->sandbox().garden();
}

void SandboxView::hover(std::optional<Point> cell) {
    hoveredGroup_.clear();
    hoveredLabel_.clear();
    if (!cell)
        return;
    if (const auto g = m_->sandbox().groupAt(*cell)) {
        hoveredGroup_ = g->cells;
        hoveredLabel_ =
            tr("%1 group: %n point(s) of value", "", g->value).arg(words::landWord(g->type));
    }
}

void SandboxView::pointerMoved(Point cell) {
    m_->setPointer(cell);
    hover(cell);
}

void SandboxView::leaveEvent(QEvent* e) {
    hover(std::nullopt);
    GardenCanvas::leaveEvent(e);
}

void SandboxView::clickedAt(Point cell) {
    m_->setPointer(cell);
    if (!m_->inHand()) {
        selected_ = m_->sandbox().entryAt(cell);
        if (selected_ >= 0)
            emit message(
                tr("%1 selected: Delete removes it.")
                    .arg(words::q(m_->sandbox().tileId(
                        m_->sandbox().entries()[static_cast<std::size_t>(selected_)].tile))));
        update();
        return;
    }
    QString why;
    if (!m_->placeAtPointer(&why))
        emit message(why);
}

void SandboxView::rightClickedAt(Point) {
    m_->rotate();
}

void SandboxView::removeSelected() {
    // The selected tile, else the one under the pointer.
    const int i = selected_ >= 0  ? selected_
                  : m_->pointer() ? m_->sandbox().entryAt(*m_->pointer())
                                  : -1;
    QString said;
    m_->removeEntry(i, &said);
    emit message(said);
}

void SandboxView::keyPressEvent(QKeyEvent* e) {
    const auto move = [this](int dx, int dy) {
        const Point from = m_->pointer().value_or(Point{0, 0});
        forgetPointer();
        m_->setPointer(Point{from.x + dx, from.y + dy});
    };
    switch (e->key()) {
    case Qt::Key_R:
        m_->rotate();
        return;
    case Qt::Key_F:
        m_->turnOver();
        return;
    case Qt::Key_Left:
        move(-1, 0);
        return;
    case Qt::Key_Right:
        move(1, 0);
        return;
    case Qt::Key_Up:
        move(0, -1);
        return;
    case Qt::Key_Down:
        move(0, 1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        QString why;
        if (!m_->placeAtPointer(&why))
            emit message(why);
        return;
    }
    case Qt::Key_Escape:
        if (m_->inHand()) {
            m_->drop();
            return;
        }
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        removeSelected();
        return;
    default:
        break;
    }
    GardenCanvas::keyPressEvent(e);
}

void SandboxView::paintEvent(QPaintEvent*) {
    lastReason_ = {};
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintCloth(p, true);
    const Sandbox& sb = m_->sandbox();
    const Garden& g = sb.garden();
    const qreal s = cellSize();
    paintTiles(p, g);
    paintImprovements(p, g);
    const QPointF origin = toWidget(QPointF(0, 0));
    if (selected_ >= 0 && selected_ < static_cast<int>(sb.entries().size())) {
        const SandboxEntry& e = sb.entries()[static_cast<std::size_t>(selected_)];
        std::vector<Point> cells;
        for (const Cell& c : sb.faceOf(e.tile, e.orientation).cells)
            cells.push_back({c.x + e.at.x, c.y + e.at.y});
        art::drawOutline(p, cells, origin, s, QPen(QColor(0x15, 0x65, 0xc0), s / 8));
    }
    if (!hoveredGroup_.empty() && !m_->hasPreview())
        paintCells(p, hoveredGroup_, QColor(255, 230, 120, 90),
                   QPen(QColor(0xd1, 0x6d, 0x00), s / 9));
    if (m_->showLegal() && m_->inHand()) {
        // A dot on the middle cell of the ghost for every top-left corner where it fits now.
        const Point off = m_->handFace().middleCell();
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2e, 0x7d, 0x32, 150));
        for (Point a : m_->legalAnchorsNow())
            p.drawEllipse(toWidget(QPointF(a.x + off.x + 0.5, a.y + off.y + 0.5)), s * 0.12,
                          s * 0.12);
    }
    if (m_->hasPreview()) {
        const PlacementPreview& pv = m_->preview().preview;
        const QRectF box = paintGhost(p, m_->handFace(), *m_->anchor(), pv.legal());
        if (pv.legal()) {
            paintGapHints(p, pv.check.gaps);
            paintTopBubble(p, words::previewBubble(pv));
        } else {
            paintRefusedCells(p, pv.check.region);
            lastReason_ = paintReason(p, box, words::placementProblem(pv.check));
        }
    } else if (!hoveredLabel_.isEmpty()) {
        paintTopBubble(p, hoveredLabel_);
    }
    if (sb.empty())
        paintCaption(p, m_->inHand() ? tr("The first tile may lie anywhere: click to lay it")
                                     : tr("Take a tile from the palette"));
    else
        paintCaption(p, tr("%1  ·  R rotate · F turn over · Delete remove · wheel zoom")
                            .arg(gardenName_.isEmpty() ? tr("Sandbox") : gardenName_));
}
