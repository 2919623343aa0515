// TableView's painting: the felt, the marked cells, the cards, the ghost with its side badges,
// the keyboard cursor.
#include "CardArt.h"
#include "TableView.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace petals::gui {

namespace {

QRectF inset(const QRectF& r, qreal f) {
    return r.adjusted(r.width() * f, r.height() * f, -r.width() * f, -r.height() * f);
}

// The point on the edge `d` of `r` (0 north, clockwise).
QPointF edgeMiddle(const QRectF& r, int d) {
    switch (d & 3) {
    case 0:
        return {r.center().x(), r.top()};
    case 1:
        return {r.right(), r.center().y()};
    case 2:
        return {r.center().x(), r.bottom()};
    default:
        return {r.left(), r.center().y()};
    }
}

} // namespace

void TableView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintGrid(p);
    paintMarks(p);
    paintCards(p);
    paintCursor(p);
    paintGhost(p);
}

void TableView::paintGrid(QPainter& p) const {
    p.fillRect(rect(), art::tableColour());
    if (scale_ < 28)
        return;
    // A faint dot at each grid corner: the grid is there, without lines over the cards.
    const Cell tl = cellAt(QPointF(0, 0)), br = cellAt(QPointF(width(), height()));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xb4, 0xc9, 0xa6));
    const qreal d = std::max(1.2, scale_ * 0.025);
    for (int x = tl.x; x <= br.x + 1; ++x)
        for (int y = tl.y; y <= br.y + 1; ++y)
            p.drawEllipse(cellRect(Cell{x, y}).topLeft(), d, d);
}

void TableView::paintMarks(QPainter& p) const {
    for (const Cell& c : marked_) {
        const bool hot = (hovered_ && *hovered_ == c) || (hasFocus() && cursor_ == c);
        const QRectF r = inset(cellRect(c), 0.07);
        QPen pen(hot ? QColor(0x3f, 0x8a, 0x4a) : QColor(0x6f, 0xa8, 0x62, 200),
                 std::max(1.5, scale_ * (hot ? 0.035 : 0.022)), Qt::DashLine, Qt::RoundCap);
        pen.setDashPattern({2.5, 2.0});
        p.setPen(pen);
        p.setBrush(hot ? QColor(255, 255, 255, 150) : QColor(255, 255, 255, 80));
        p.drawRoundedRect(r, r.width() * 0.1, r.width() * 0.1);
        // A small plus in the middle: "a card may go here", told by shape as well as colour.
        const qreal a = r.width() * 0.09;
        p.setPen(QPen(pen.color(), std::max(1.5, scale_ * 0.025), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(r.center() - QPointF(a, 0), r.center() + QPointF(a, 0));
        p.drawLine(r.center() - QPointF(0, a), r.center() + QPointF(0, a));
    }
}

void TableView::paintCards(QPainter& p) const {
    if (!components_)
        return;
    for (const Lying& l : table_) {
        const QRectF r = inset(cellRect(l.cell), 0.012);
        if (!r.intersects(QRectF(rect())))
            continue;
        art::CardStyle style;
        style.highlighted =
            std::find(highlighted_.begin(), highlighted_.end(), l.card) != highlighted_.end();
        const bool movedAway = ghost_ && ghost_->card == l.card && ghost_->cell != l.cell;
        style.opacity = movedAway ? 0.35 : 1.0; // a card being moved: its old place, faded
        art::drawCard(p, r, components_->cards[static_cast<std::size_t>(l.card)], l.rotation,
                      style);
    }
}

void TableView::paintGhost(QPainter& p) const {
    if (!ghost_ || !components_ || ghost_->card < 0 ||
        ghost_->card >= static_cast<int>(components_->cards.size()))
        return;
    const QRectF cell = cellRect(ghost_->cell);
    const QRectF r = inset(cell, 0.012);
    art::CardStyle style;
    style.opacity = 0.9;
    style.shadow = false;
    art::drawCard(p, r, components_->cards[static_cast<std::size_t>(ghost_->card)],
                  ghost_->rotation, style);
    QPen pen(QColor(0x2f, 0x6f, 0xd6), std::max(2.0, scale_ * 0.03), Qt::DashLine);
    pen.setDashPattern({3, 2});
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(r, r.width() * 0.075, r.width() * 0.075);
    for (int d = 0; d < 4; ++d)
        if (const auto& side = ghost_->sides[static_cast<std::size_t>(d)])
            paintSideBadge(p, cell, d, *side);
}

// What one side of the ghost gives: the shared edge drawn green (scores) or dotted grey (does
// not), and a badge on the neighbour's centre: a tick and the points per tracker (each with its
// element's icon) when the pair scores, a cross when it does not, a star first for a symbol pair.
void TableView::paintSideBadge(QPainter& p, const QRectF& cell, int d,
                               const GhostSide& side) const {
    const qreal h = std::clamp(scale_ * 0.19, 13.0, 26.0);
    QFont f = font();
    f.setPixelSize(std::max(8, qRound(h * 0.66)));
    f.setBold(true);
    const QFontMetricsF fm(f);
    struct Part {
        std::optional<Element> icon;
        QString text;
        QColor colour;
    };
    const QColor good(0x24, 0x5e, 0x2c), none(0x6a, 0x62, 0x5a), gold(0xb0, 0x7a, 0x0a);
    std::vector<Part> parts;
    if (side.symbolPair)
        parts.push_back({std::nullopt, QStringLiteral("\u2726"), gold});
    if (!side.scores) {
        parts.push_back({std::nullopt, QStringLiteral("\u2717"), none});
    } else {
        parts.push_back({std::nullopt, QStringLiteral("\u2713"), good});
        bool any = false;
        for (Element e : kAllElements)
            if (const int pts = side.points[static_cast<std::size_t>(e)]; pts > 0) {
                parts.push_back({e, QStringLiteral("+%1").arg(pts), good});
                any = true;
            }
        if (!any)
            parts.push_back({std::nullopt, QStringLiteral("+0"), good});
    }
    const qreal pad = h * 0.28, gap = h * 0.12, icon = h * 0.85;
    auto partWidth = [&](const Part& part) {
        return (part.icon ? icon + gap * 0.4 : 0) + fm.horizontalAdvance(part.text);
    };
    // On the neighbour's centre (no rule meaning there, R-PE-CARD-1), clear of its hearts: one
    // row when it fits in the middle of the card, else a column.
    qreal row = 0, column = 0;
    for (const Part& part : parts) {
        row += partWidth(part) + gap;
        column = std::max(column, partWidth(part));
    }
    row = row - gap + 2 * pad;
    const bool across = row <= scale_ * 0.62;
    const qreal w = across ? row : column + 2 * pad;
    const qreal ht = across ? h : h * 0.92 * static_cast<qreal>(parts.size()) + h * 0.1;
    const QPointF e = edgeMiddle(cell, d);
    static constexpr int kOut[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    const QPointF out(kOut[d][0], kOut[d][1]);
    const QPointF c = e + out * (scale_ * 0.5);
    const QRectF pill(c.x() - w / 2, c.y() - ht / 2, w, ht);
    // The shared edge itself: a green line where the pair scores, a grey dotted one where not.
    const QPointF along(-out.y(), out.x());
    p.save();
    p.setPen(QPen(side.scores ? QColor(0x3f, 0x8a, 0x4a) : QColor(0x8a, 0x82, 0x78),
                  std::max(2.5, scale_ * 0.04), side.scores ? Qt::SolidLine : Qt::DotLine,
                  Qt::RoundCap));
    p.drawLine(e - along * scale_ * 0.36, e + along * scale_ * 0.36);
    p.restore();
    p.save();
    p.setPen(QPen(side.scores ? QColor(0x3f, 0x8a, 0x4a) : QColor(0x9a, 0x92, 0x88),
                  std::max(1.2, h * 0.08), side.scores ? Qt::SolidLine : Qt::DotLine));
    p.setBrush(side.scores ? QColor(0xe4, 0xf5, 0xdc, 240) : QColor(0xf1, 0xee, 0xea, 235));
    p.drawRoundedRect(pill, std::min(w, ht) / 2, std::min(w, ht) / 2);
    p.setFont(f);
    qreal x = pill.left() + pad, y = pill.top() + (across ? 0 : h * 0.05);
    for (const Part& part : parts) {
        const qreal pw = partWidth(part);
        qreal px = across ? x : pill.center().x() - pw / 2;
        const qreal rowH = across ? h : h * 0.92;
        if (part.icon) {
            art::drawElementIcon(p, QRectF(px, y + (rowH - icon) / 2, icon, icon), *part.icon);
            px += icon + gap * 0.4;
        }
        const qreal tw = fm.horizontalAdvance(part.text);
        p.setPen(part.colour);
        p.drawText(QRectF(px, y, tw + 1, rowH), Qt::AlignCenter, part.text);
        if (across)
            x += pw + gap;
        else
            y += rowH;
    }
    p.restore();
}

void TableView::paintCursor(QPainter& p) const {
    if (!hasFocus())
        return;
    const QRectF r = inset(cellRect(cursor_), -0.02);
    p.setPen(QPen(QColor(0x1f, 0x4f, 0xa8), std::max(2.5, scale_ * 0.04)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(r, r.width() * 0.09, r.width() * 0.09);
}

} // namespace petals::gui
