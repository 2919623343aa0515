#include "TrackersView.h"

#include "CardArt.h"

#include <QAccessible>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

namespace petals::gui {

namespace {

constexpr int kMargin = 8, kFooter = 24, kLabel = 86, kScore = 40;

int playerIndex(const Game& g, int seat) {
    const int n = std::max(1, g.seats());
    return (g.dealt().startPlayer + seat) % n;
}

QColor colourByName(const std::string& name) {
    if (name == "green")
        return QColor(0x4c, 0xa8, 0x6a);
    if (name == "purple")
        return QColor(0x8e, 0x6b, 0xc9);
    if (name == "pink")
        return QColor(0xf0, 0x8c, 0xbf);
    if (name == "orange")
        return QColor(0xf2, 0x9b, 0x3c);
    if (name == "black")
        return QColor(0x3a, 0x3a, 0x42);
    const QString n = QString::fromStdString(name);
    return QColor::isValidColorName(n) ? QColor::fromString(n) : QColor(Qt::gray);
}

// The seat's two lowest trackers (R-PE-WIN-3) and those it wins (R-PE-WIN-1).
std::array<bool, kElements> lowestTwo(const Points& s) {
    std::array<int, kElements> order = {0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return s[static_cast<std::size_t>(a)] < s[static_cast<std::size_t>(b)];
    });
    std::array<bool, kElements> low{};
    low[static_cast<std::size_t>(order[0])] = low[static_cast<std::size_t>(order[1])] = true;
    return low;
}

} // namespace

QColor seatColour(const Game& g, int seat) {
    return cubeColour(g.components(), playerIndex(g, seat));
}

QColor cubeColour(const ComponentSet& c, int player) {
    const auto& colours = c.rules.cubeColours;
    const int i = player;
    if (i >= 0 && i < static_cast<int>(colours.size()))
        return colourByName(colours[static_cast<std::size_t>(i)]);
    return QColor::fromHsv((i * 67) % 360, 140, 200);
}

int seatShape(const Game& g, int seat) {
    return playerIndex(g, seat) % 5;
}

QString seatInitial(const Game& g, int seat) {
    auto unique = [&](auto pick) {
        QStringList all;
        for (int s = 0; s < g.seats(); ++s)
            all << pick(QString::fromStdString(g.seatName(s)));
        return all.removeDuplicates() == 0 && !all.contains(QString());
    };
    auto first = [](const QString& n) { return n.left(1).toUpper(); };
    auto last = [](const QString& n) { return n.right(1).toUpper(); };
    const QString name = QString::fromStdString(g.seatName(seat));
    if (unique(first))
        return first(name);
    if (unique(last))
        return last(name);
    return QString::number(playerIndex(g, seat) + 1);
}

void drawCube(QPainter& p, const QRectF& r, const QColor& colour, int shape, const QString& initial,
              bool strong) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qreal w = r.width();
    QPainterPath path;
    auto at = [&](qreal x, qreal y) { return QPointF(r.left() + x * w, r.top() + y * w); };
    switch (shape % 5) {
    case 0:
        path.addEllipse(r.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04));
        break;
    case 1:
        path.addRoundedRect(r.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07), w * 0.12,
                            w * 0.12);
        break;
    case 2:
        path.moveTo(at(0.5, 0.02));
        path.lineTo(at(0.98, 0.92));
        path.lineTo(at(0.02, 0.92));
        path.closeSubpath();
        break;
    case 3:
        path.moveTo(at(0.5, 0.0));
        path.lineTo(at(1.0, 0.5));
        path.lineTo(at(0.5, 1.0));
        path.lineTo(at(0.0, 0.5));
        path.closeSubpath();
        break;
    default:
        for (int k = 0; k < 6; ++k) {
            const qreal a = (60.0 * k - 90.0) * M_PI / 180.0;
            const QPointF q = at(0.5 + 0.5 * std::cos(a), 0.5 + 0.5 * std::sin(a));
            k == 0 ? path.moveTo(q) : path.lineTo(q);
        }
        path.closeSubpath();
    }
    p.setPen(QPen(strong ? QColor(0x1f, 0x2a, 0x36) : colour.darker(170),
                  std::max(1.0, w * (strong ? 0.14 : 0.08))));
    p.setBrush(colour);
    p.drawPath(path);
    QFont f = p.font();
    f.setPixelSize(std::max(6, qRound(w * 0.5)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(colour.lightnessF() < 0.55 ? Qt::white : QColor(0x1f, 0x2a, 0x36));
    p.drawText(r.translated(0, shape % 5 == 2 ? w * 0.12 : 0), Qt::AlignCenter, initial);
    p.restore();
}

TrackersView::TrackersView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("petalsTrackers"));
    setAccessibleName(tr("Elemental Trackers"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QSize TrackersView::sizeHint() const {
    return {400, 2 * kMargin + 4 * 40 + kFooter};
}

QSize TrackersView::minimumSizeHint() const {
    return {260, 2 * kMargin + 4 * 30 + kFooter};
}

void TrackersView::setGame(const Game& g, int focusSeat) {
    seats_.clear();
    for (int s = 0; s < g.seats(); ++s) {
        const QString name = QString::fromStdString(g.seatName(s));
        seats_.push_back({name, seatInitial(g, s), seatColour(g, s), seatShape(g, s), g.scores(s)});
    }
    spaces_ = std::max(1, g.components().trackers[0].spaces);
    focus_ = focusSeat;
    describe();
    update();
}

void TrackersView::setFocusSeat(int seat) {
    focus_ = seat;
    describe();
    update();
}

void TrackersView::describe() {
    QStringList lines;
    for (Element e : kAllElements) {
        QStringList who;
        for (const SeatInfo& s : seats_)
            who << tr("%1 %2").arg(s.name).arg(s.scores[static_cast<std::size_t>(e)]);
        lines << tr("%1: %2").arg(art::elementName(e), who.join(QStringLiteral(", ")));
    }
    setAccessibleDescription(lines.join(QStringLiteral("; ")));
    if (QAccessible::isActive()) {
        QAccessibleEvent ev(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&ev);
    }
}

// One tracker's track (ticks every 5 spaces, numbers every 10) and the cubes on it: cubes that
// would overlap go up a level, each keeping its exact space.
void TrackersView::paintTrack(QPainter& p, Element e, const QRectF& row, qreal x0, qreal x1) const {
    const std::size_t i = static_cast<std::size_t>(e);
    const qreal rowH = row.height();
    QFont small = font();
    small.setPixelSize(std::max(8, qRound(rowH * 0.24)));
    const qreal ty = row.center().y() + rowH * 0.05;
    p.setPen(QPen(art::elementInk(e), 2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(x0, ty), QPointF(x1, ty));
    p.setFont(small);
    for (int v = 0; v <= spaces_; v += 5) {
        const qreal x = x0 + (x1 - x0) * v / spaces_;
        const qreal tick = v % 10 == 0 ? rowH * 0.16 : rowH * 0.09;
        p.setPen(QPen(art::elementInk(e), 1.2));
        p.drawLine(QPointF(x, ty - tick), QPointF(x, ty + tick));
        if (v % 10 == 0)
            p.drawText(QRectF(x - 14, ty + tick, 28, rowH * 0.32), Qt::AlignCenter,
                       QString::number(v));
    }
    const qreal cube = std::clamp(rowH * 0.44, 10.0, 22.0);
    std::vector<std::pair<qreal, int>> placed; // x, level
    for (std::size_t s = 0; s < seats_.size(); ++s) {
        const int v = std::clamp(seats_[s].scores[i], 0, spaces_);
        const qreal x = x0 + (x1 - x0) * v / spaces_ - cube / 2;
        int k = 0;
        while (std::any_of(placed.begin(), placed.end(), [&](const auto& q) {
            return q.second == k && std::abs(q.first - x) < cube * 0.95;
        }))
            ++k;
        placed.emplace_back(x, k);
        const qreal y = ty - cube - rowH * 0.04 - k * cube * 0.62;
        drawCube(p, QRectF(x, y, cube, cube), seats_[s].colour, seats_[s].shape, seats_[s].initial,
                 static_cast<int>(s) == focus_);
    }
}

void TrackersView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const qreal rowH = (height() - 2.0 * kMargin - kFooter) / 4.0;
    const qreal x0 = kMargin + kLabel, x1 = width() - kMargin - kScore - 6;
    const bool hasFocus = focus_ >= 0 && focus_ < static_cast<int>(seats_.size());
    std::array<bool, kElements> low{}, wins{};
    if (hasFocus) {
        const Points& mine = seats_[static_cast<std::size_t>(focus_)].scores;
        low = lowestTwo(mine);
        for (std::size_t e = 0; e < kElements; ++e) {
            wins[e] = true;
            for (const SeatInfo& s : seats_)
                wins[e] = wins[e] && s.scores[e] <= mine[e];
        }
    }
    QFont small = font();
    small.setPixelSize(std::max(8, qRound(rowH * 0.24)));
    QFont label = font();
    label.setPixelSize(std::max(9, qRound(rowH * 0.34)));
    label.setBold(true);
    for (Element e : kAllElements) {
        const std::size_t i = static_cast<std::size_t>(e);
        const QRectF row(kMargin, kMargin + rowH * static_cast<qreal>(i), width() - 2 * kMargin,
                         rowH);
        p.setPen(Qt::NoPen);
        p.setBrush(low[i] ? QColor(0xff, 0xef, 0xc2) : art::elementPale(e).lighter(104));
        p.drawRoundedRect(row.adjusted(0, 2, 0, -2), 8, 8);
        const qreal icon = rowH * 0.62;
        art::drawElementIcon(p, QRectF(row.left() + 4, row.center().y() - icon / 2, icon, icon), e);
        p.setFont(label);
        p.setPen(art::elementInk(e).darker(130));
        QString name = art::elementName(e);
        if (wins[i])
            name += QStringLiteral(" \u265B"); // a crown: this seat wins the tracker
        p.drawText(QRectF(row.left() + icon + 8, row.top(), kLabel - icon - 4, rowH),
                   Qt::AlignVCenter | Qt::AlignLeft, name);
        paintTrack(p, e, row, x0, x1);
        if (hasFocus) {
            const QRectF pill(x1 + 8, row.center().y() - rowH * 0.3, kScore - 2, rowH * 0.6);
            p.setPen(QPen(low[i] ? QColor(0xc8, 0x8a, 0x10) : QColor(0xb8, 0xb0, 0xa4),
                          low[i] ? 2.0 : 1.0));
            p.setBrush(low[i] ? QColor(0xff, 0xf8, 0xe4) : QColor(255, 255, 255, 200));
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
            p.setFont(label);
            p.setPen(art::ink());
            p.drawText(pill, Qt::AlignCenter,
                       QString::number(seats_[static_cast<std::size_t>(focus_)].scores[i]));
        }
    }
    if (hasFocus) {
        const SeatInfo& me = seats_[static_cast<std::size_t>(focus_)];
        int total = 0, won = 0;
        for (std::size_t e = 0; e < kElements; ++e) {
            total += low[e] ? me.scores[e] : 0;
            won += wins[e] ? 1 : 0;
        }
        p.setFont(small);
        p.setPen(art::ink());
        const QString text = won > 0 ? tr("%1: total %2 (the two lowest, shaded) · winning %3 of 4 "
                                          "(\u265B)")
                                           .arg(me.name)
                                           .arg(total)
                                           .arg(won)
                                     : tr("%1: total %2 (the two lowest, shaded) · winning no "
                                          "tracker yet: not eligible")
                                           .arg(me.name)
                                           .arg(total);
        p.drawText(
            QRectF(kMargin, height() - kFooter - kMargin / 2, width() - 2 * kMargin, kFooter),
            Qt::AlignVCenter | Qt::AlignLeft, text);
    }
}

} // namespace petals::gui
