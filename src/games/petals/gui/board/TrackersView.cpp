#include "TrackersView.h"

#include "CardArt.h"

#include <QAccessible>
#include <QFontMetricsF>
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

// The trackers that make a seat's result, shaded: its two lowest, whose sum is its total
// (R-PE-WIN-3), or in Harmony its highest and lowest, whose difference is its spread (R-PE-HARM-2).
std::array<bool, kElements> counted(const Points& s, bool harmony) {
    std::array<int, kElements> order = {0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return s[static_cast<std::size_t>(a)] < s[static_cast<std::size_t>(b)];
    });
    std::array<bool, kElements> low{};
    low[static_cast<std::size_t>(order[0])] = true;
    low[static_cast<std::size_t>(order[harmony ? 3 : 1])] = true;
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

QStringList cubeInitials(const QStringList& names) {
    auto unique = [&](auto pick) {
        QStringList all;
        for (const QString& n : names)
            all << pick(n.trimmed());
        return all.removeDuplicates() == 0 && !all.contains(QString());
    };
    auto first = [](const QString& n) { return n.left(1).toUpper(); };
    auto last = [](const QString& n) { return n.right(1).toUpper(); };
    QStringList out;
    for (int i = 0; i < names.size(); ++i)
        out << (unique(first)  ? first(names[i].trimmed())
                : unique(last) ? last(names[i].trimmed())
                               : QString::number(i + 1));
    return out;
}

QString seatInitial(const Game& g, int seat) {
    QStringList names;
    for (int s = 0; s < g.seats(); ++s)
        names << QString();
    for (int s = 0; s < g.seats(); ++s)
        names[playerIndex(g, s)] = QString::fromStdString(g.seatName(s));
    return cubeInitials(names).value(playerIndex(g, seat));
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

std::vector<QRectF> layoutCubes(const std::vector<int>& values, int spaces, qreal x0, qreal x1,
                                qreal bottom, qreal size, qreal left, qreal right) {
    const int n = static_cast<int>(values.size());
    std::vector<QRectF> rects(values.size());
    if (n == 0)
        return rects;
    const qreal room = std::max(1.0, right - left);
    const qreal gap = std::max(1.0, size * 0.08);
    size = std::max(1.0, std::min(size, (room - gap * (n - 1)) / n));
    const qreal step = size + gap;
    std::vector<int> order(values.size());
    std::vector<qreal> want(values.size()); // each cube's left edge, were it alone
    for (int s = 0; s < n; ++s) {
        order[static_cast<std::size_t>(s)] = s;
        const int v = std::clamp(values[static_cast<std::size_t>(s)], 0, std::max(1, spaces));
        want[static_cast<std::size_t>(s)] = x0 + (x1 - x0) * v / std::max(1, spaces) - size / 2;
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return want[static_cast<std::size_t>(a)] < want[static_cast<std::size_t>(b)];
    });
    // Runs of cubes side by side: each run centred on where its cubes would be, kept inside
    // [left, right]; a run that touches the one before merges with it.
    struct Run {
        int first, count;
        qreal sum, start;
    };
    std::vector<Run> runs;
    auto place = [&](Run& r) {
        r.start = std::clamp(r.sum / r.count, left, std::max(left, right - r.count * step + gap));
    };
    for (int k = 0; k < n; ++k) {
        Run r{k, 1, want[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])], 0};
        place(r);
        while (!runs.empty() && runs.back().start + runs.back().count * step > r.start) {
            Run& b = runs.back();
            // The merged run's centre: the mean of its cubes' wishes, each less its offset.
            r.sum = b.sum + r.sum - r.count * b.count * step;
            r.first = b.first;
            r.count += b.count;
            runs.pop_back();
            place(r);
        }
        runs.push_back(r);
    }
    for (const Run& r : runs)
        for (int k = 0; k < r.count; ++k)
            rects[static_cast<std::size_t>(order[static_cast<std::size_t>(r.first + k)])] =
                QRectF(r.start + k * step, bottom - size, size, size);
    return rects;
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
    harmony_ = g.variant() == Variant::Harmony;
    std::vector<Seat> seats;
    for (int s = 0; s < g.seats(); ++s) {
        const QString name = QString::fromStdString(g.seatName(s));
        seats.push_back({name, seatInitial(g, s), seatColour(g, s), seatShape(g, s), g.scores(s)});
    }
    setSeats(std::move(seats), g.components().trackers[0].spaces, focusSeat);
}

void TrackersView::setSeats(std::vector<Seat> seats, int spaces, int focusSeat) {
    seats_ = std::move(seats);
    spaces_ = std::max(1, spaces);
    focus_ = focusSeat;
    describe();
    update();
}

void TrackersView::setHarmony(bool harmony) {
    harmony_ = harmony;
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
        for (const Seat& s : seats_)
            who << tr("%1 %2").arg(s.name).arg(s.scores[static_cast<std::size_t>(e)]);
        lines << tr("%1: %2").arg(art::elementName(e), who.join(QStringLiteral(", ")));
    }
    const QString mine = standing();
    if (!mine.isEmpty())
        lines << mine;
    setAccessibleDescription(lines.join(QStringLiteral("; ")));
    setToolTip(mine);
    if (QAccessible::isActive()) {
        QAccessibleEvent ev(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&ev);
    }
}

qreal TrackersView::rowHeight() const {
    return (height() - 2.0 * kMargin - kFooter) / 4.0;
}

qreal TrackersView::trackLeft() const {
    return kMargin + kLabel;
}

qreal TrackersView::trackRight() const {
    return width() - kMargin - kScore - 6;
}

QRectF TrackersView::rowRect(Element e) const {
    const qreal rowH = rowHeight();
    return {static_cast<qreal>(kMargin), kMargin + rowH * static_cast<int>(e),
            width() - 2.0 * kMargin, rowH};
}

namespace {

// The track's line in a tracker's band, and the size of a cube above it.
qreal trackY(const QRectF& row) {
    return row.center().y() + row.height() * 0.05;
}

qreal cubeSize(const QRectF& row) {
    return std::clamp(row.height() * 0.4, 10.0, 22.0);
}

} // namespace

std::vector<QRectF> TrackersView::cubeRects(Element e) const {
    const QRectF row = rowRect(e);
    std::vector<int> values;
    for (const Seat& s : seats_)
        values.push_back(s.scores[static_cast<std::size_t>(e)]);
    const qreal x0 = trackLeft(), x1 = trackRight();
    return layoutCubes(values, spaces_, x0, x1, trackY(row) - row.height() * 0.12, cubeSize(row),
                       x0 - 4, x1 + 6);
}

// One tracker's track (ticks every 5 spaces, numbers every 10) and the cubes above it: cubes
// that would overlap stand side by side, each with a thin line to its exact space.
void TrackersView::paintTrack(QPainter& p, Element e, const QRectF& row) const {
    const qreal rowH = row.height(), x0 = trackLeft(), x1 = trackRight();
    QFont small = font();
    small.setPixelSize(std::max(8, qRound(rowH * 0.24)));
    const qreal ty = trackY(row);
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
    const std::vector<QRectF> cubes = cubeRects(e);
    const std::size_t i = static_cast<std::size_t>(e);
    for (std::size_t s = 0; s < seats_.size(); ++s) {
        const int v = std::clamp(seats_[s].scores[i], 0, spaces_);
        const QPointF at(x0 + (x1 - x0) * v / spaces_, ty);
        const QRectF& r = cubes[s];
        p.setPen(QPen(seats_[s].colour.darker(150), 1.4));
        p.drawLine(QPointF(r.center().x(), r.bottom()), at);
        p.setPen(Qt::NoPen);
        p.setBrush(seats_[s].colour.darker(120));
        p.drawEllipse(at, 2.6, 2.6);
    }
    for (std::size_t s = 0; s < seats_.size(); ++s)
        drawCube(p, cubes[s], seats_[s].colour, seats_[s].shape, seats_[s].initial,
                 static_cast<int>(s) == focus_);
}

std::array<bool, kElements> TrackersView::countedTrackers() const {
    if (focus_ < 0 || focus_ >= static_cast<int>(seats_.size()))
        return {};
    return counted(seats_[static_cast<std::size_t>(focus_)].scores, harmony_);
}

std::array<bool, kElements> TrackersView::wonTrackers() const {
    std::array<bool, kElements> wins{};
    if (focus_ < 0 || focus_ >= static_cast<int>(seats_.size()))
        return wins;
    const Points& mine = seats_[static_cast<std::size_t>(focus_)].scores;
    for (std::size_t e = 0; e < kElements; ++e) {
        wins[e] = true;
        for (const Seat& s : seats_)
            wins[e] = wins[e] && s.scores[e] <= mine[e];
    }
    return wins;
}

QString TrackersView::standing() const {
    if (focus_ < 0 || focus_ >= static_cast<int>(seats_.size()))
        return {};
    const Seat& me = seats_[static_cast<std::size_t>(focus_)];
    const std::array<bool, kElements> low = countedTrackers(), wins = wonTrackers();
    int total = 0, won = 0;
    for (std::size_t e = 0; e < kElements; ++e) {
        total += low[e] ? me.scores[e] : 0;
        won += wins[e] ? 1 : 0;
    }
    const auto [lowest, highest] = std::minmax_element(me.scores.begin(), me.scores.end());
    const QString how =
        won > 0 ? tr("winning %1 of 4 (\u265B)").arg(won) : tr("winning no tracker: not eligible");
    if (harmony_)
        return tr("%1: spread %2 (highest − lowest, shaded) · %3")
            .arg(me.name)
            .arg(*highest - *lowest)
            .arg(how);
    return tr("%1: total %2 (two lowest, shaded) · %3").arg(me.name).arg(total).arg(how);
}

void TrackersView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const qreal rowH = rowHeight();
    const qreal x1 = trackRight();
    const bool hasFocus = focus_ >= 0 && focus_ < static_cast<int>(seats_.size());
    const std::array<bool, kElements> low = countedTrackers(), wins = wonTrackers();
    QFont small = font();
    small.setPixelSize(std::max(8, qRound(rowH * 0.24)));
    QFont label = font();
    label.setPixelSize(std::max(9, qRound(rowH * 0.34)));
    label.setBold(true);
    for (Element e : kAllElements) {
        const std::size_t i = static_cast<std::size_t>(e);
        const QRectF row = rowRect(e);
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
        paintTrack(p, e, row);
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
        // The whole line when it fits, else in smaller letters (down to 8 px), and only then cut
        // with "…" (the whole line is the tooltip): never cut off at the widget's edge.
        const qreal room = width() - 2.0 * kMargin;
        QFont footer = small;
        while (footer.pixelSize() > 8 && QFontMetricsF(footer).horizontalAdvance(standing()) > room)
            footer.setPixelSize(footer.pixelSize() - 1);
        p.setFont(footer);
        p.setPen(art::ink());
        const QString text =
            p.fontMetrics().elidedText(standing(), Qt::ElideRight, static_cast<int>(room));
        p.drawText(
            QRectF(kMargin, height() - kFooter - kMargin / 2, width() - 2 * kMargin, kFooter),
            Qt::AlignVCenter | Qt::AlignLeft, text);
    }
}

} // namespace petals::gui
