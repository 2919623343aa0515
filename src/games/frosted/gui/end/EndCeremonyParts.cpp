#include "EndCeremonyParts.h"

#include "Art.h"
#include "Words.h"

#include <QEasingCurve>
#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace frosted;

namespace {
const QColor kGold(0xd9, 0xa2, 0x32);
const QColor kGoldInk(0x8a, 0x62, 0x18);
const QColor kMuted(0x5a, 0x68, 0x78);
constexpr int kPetals = 72;
} // namespace

QString ceremonyPartWord(EndCeremony::Part p) {
    switch (p) {
    case EndCeremony::Track:
        return EndCeremony::tr("Score track");
    case EndCeremony::Improvements:
        return EndCeremony::tr("Improvements");
    case EndCeremony::Objectives:
        return EndCeremony::tr("Objectives");
    case EndCeremony::Coins:
        return EndCeremony::tr("Coins");
    case EndCeremony::Total:
    case EndCeremony::PartCount:
        break;
    }
    return EndCeremony::tr("Total");
}

RevealRow::RevealRow(const FinalScore& s, const QString& name, const QColor& colour,
                     art::BadgeShape shape, QWidget* parent)
    : QWidget(parent), s_(s), name_(name), colour_(colour), shape_(shape) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setMaximumHeight(textHeight() + 48);
    setAccessibleName(EndCeremony::tr("%1 place: not revealed yet").arg(words::rank(s.rank)));
}

void RevealRow::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(rect()).adjusted(3, 3, -3, -3);
    const bool winner = s_.rank == 1;
    if (appear_ <= 0) { // its place waits, dashed
        p.setPen(QPen(QColor(0xa8, 0xb8, 0xc6), 1.2, Qt::DashLine));
        p.setBrush(QColor(255, 255, 255, 70));
        p.drawRoundedRect(card, 10, 10);
        QFont f = font();
        f.setPixelSize(16);
        f.setBold(true);
        p.setFont(f);
        p.setPen(QColor(0xa8, 0xb8, 0xc6));
        p.drawText(QRectF(card.left() + 12, card.top(), 52, card.height()), Qt::AlignCenter,
                   words::rank(s_.rank));
        return;
    }
    const qreal e = QEasingCurve(QEasingCurve::OutCubic).valueForProgress(appear_);
    p.setOpacity(std::clamp(appear_ * 1.4, 0.0, 1.0));
    p.translate((1 - e) * 60, 0);
    if (winner) { // a soft golden glow
        p.setPen(Qt::NoPen);
        for (int i = 3; i >= 1; --i) {
            p.setBrush(QColor(0xf2, 0xc1, 0x4e, 26 * (4 - i)));
            p.drawRoundedRect(card.adjusted(-1.0 * i, -1.0 * i, 1.0 * i, 1.0 * i), 11 + i, 11 + i);
        }
    }
    p.setPen(winner ? QPen(kGold, 2.5) : QPen(colour_.darker(125), 1));
    p.setBrush(QColor::fromRgbF(1 - (1 - colour_.redF()) * 0.16f,
                                1 - (1 - colour_.greenF()) * 0.16f,
                                1 - (1 - colour_.blueF()) * 0.16f));
    p.drawRoundedRect(card, 10, 10);
    QPainterPath band, left;
    band.addRoundedRect(card, 10, 10);
    left.addRect(QRectF(card.left(), card.top(), 9, card.height()));
    p.setPen(Qt::NoPen);
    p.setBrush(colour_);
    p.drawPath(band.intersected(left));

    const qreal h = card.height();
    qreal x = card.left() + 14;
    // The place (the trophy over it for a winner).
    QFont f = font();
    f.setBold(true);
    const QRectF placeBox(x, card.top(), 48, h);
    if (winner) {
        const qreal t = std::min(28.0, h * 0.45);
        p.drawPixmap(QRectF(placeBox.center().x() - t / 2, card.top() + 4, t, t),
                     art::pixmap(QStringLiteral("trophy"), 2 * qRound(t)),
                     QRectF(0, 0, 2 * qRound(t), 2 * qRound(t)));
        f.setPixelSize(14);
        p.setFont(f);
        p.setPen(kGoldInk);
        p.drawText(placeBox.adjusted(0, t + 4, 0, -2), Qt::AlignHCenter | Qt::AlignTop,
                   words::rank(s_.rank));
    } else {
        f.setPixelSize(18);
        p.setFont(f);
        p.setPen(kMuted);
        p.drawText(placeBox, Qt::AlignCenter, words::rank(s_.rank));
    }
    x = placeBox.right() + 6;
    // The badge.
    const qreal b = std::min(38.0, h - 16);
    art::drawPlayerBadge(p, QRectF(x, card.center().y() - b / 2, b, b), colour_, shape_,
                         s_.gardener ? QString() : name_.left(1).toUpper());
    x += b + 10;
    // The total on the right.
    f.setPixelSize(28);
    p.setFont(f);
    const QString total = QString::number(values_[EndCeremony::Total]);
    const qreal totalW = std::max<qreal>(QFontMetricsF(f).horizontalAdvance(QStringLiteral("000")),
                                         QFontMetricsF(f).horizontalAdvance(total)) +
                         6;
    const QRectF totalBox(card.right() - 12 - totalW, card.top(), totalW, h);
    p.setPen(winner ? kGoldInk : art::ink());
    p.drawText(totalBox, Qt::AlignRight | Qt::AlignVCenter, total);
    // The name, and the categories under it, flowed in lines ("·" only between two on a line),
    // the block centred in the card; the category counting now in ink, the rest muted.
    const QRectF text(x, card.top() + 4, totalBox.left() - 10 - x, h - 8);
    f.setPixelSize(17);
    const QFontMetricsF nm(f);
    QFont small = font();
    small.setPixelSize(13);
    const QFontMetricsF sm(small);
    const QString dot = QStringLiteral("  ·  ");
    std::vector<std::vector<int>> lines(1);
    qreal used = 0;
    for (int i = 0; i < EndCeremony::Total; ++i) {
        const qreal w = sm.horizontalAdvance(item(i));
        const qreal need = lines.back().empty() ? w : sm.horizontalAdvance(dot) + w;
        if (!lines.back().empty() && used + need > text.width()) {
            lines.emplace_back();
            used = 0;
        }
        used += lines.back().empty() ? w : need;
        lines.back().push_back(i);
    }
    const qreal block = nm.height() + 1 + static_cast<qreal>(lines.size()) * sm.height();
    qreal y = std::max(text.top(), text.center().y() - block / 2);
    p.setFont(f);
    p.setPen(art::ink());
    p.drawText(QRectF(text.left(), y, text.width(), nm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               nm.elidedText(name_, Qt::ElideRight, text.width()));
    y += nm.height() + 1;
    p.setFont(small);
    for (const std::vector<int>& line : lines) {
        qreal lx = text.left();
        for (std::size_t k = 0; k < line.size(); ++k) {
            if (k > 0) {
                p.setPen(kMuted);
                p.drawText(QPointF(lx, y + sm.ascent()), dot);
                lx += sm.horizontalAdvance(dot);
            }
            p.setPen(line[k] == counting_ ? art::ink() : kMuted);
            const QString it = sm.elidedText(item(line[k]), Qt::ElideRight, text.right() - lx);
            p.drawText(QPointF(lx, y + sm.ascent()), it);
            lx += sm.horizontalAdvance(it);
        }
        y += sm.height();
    }
}

int RevealRow::textHeight() const {
    QFont name = font(), small = font();
    name.setPixelSize(17);
    name.setBold(true);
    small.setPixelSize(13);
    return qCeil(QFontMetricsF(name).height() + 1 + 2 * QFontMetricsF(small).height());
}

QString RevealRow::item(int part) const {
    return ceremonyPartWord(static_cast<EndCeremony::Part>(part)) + QLatin1Char(' ') +
           QString::number(values_[static_cast<std::size_t>(part)]);
}

PetalLayer::PetalLayer(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    QRandomGenerator rng(31); // the same petals every time
    for (int i = 0; i < kPetals; ++i)
        petals_.push_back({rng.bounded(1.0), rng.bounded(0.45), 0.45 + rng.bounded(0.3),
                           rng.bounded(6.28), 0.6 + rng.bounded(0.8), rng.bounded(4)});
}

void PetalLayer::paintEvent(QPaintEvent*) {
    if (t_ <= 0 || t_ >= 1 || colours_.isEmpty())
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    for (std::size_t i = 0; i < petals_.size(); ++i) {
        const Petal& q = petals_[i];
        const qreal u = local(q);
        if (u <= 0 || u >= 1 || (frost_ && i % 2 != 0))
            continue;
        const qreal y = -30 + (height() + 60) * u;
        const qreal x = q.x * width() + std::sin(q.phase + u * 9) * 26;
        p.save();
        p.translate(x, y);
        p.rotate((q.phase + u * 5 * q.spin) * 57.3);
        p.setOpacity(std::min(1.0, (1 - u) * 4));
        const qreal s = 7 + 5 * q.spin;
        if (frost_) { // a six-armed flake
            p.setPen(QPen(QColor(0x7f, 0xa8, 0xcc, 230), 1.8));
            for (int a = 0; a < 3; ++a) {
                p.drawLine(QPointF(-s, 0), QPointF(s, 0));
                p.rotate(60);
            }
        } else { // a petal: two arcs
            const QColor c = colours_[q.colour % colours_.size()];
            p.setPen(QPen(c.darker(130), 0.8));
            p.setBrush(c.lighter(110));
            QPainterPath petal;
            petal.moveTo(0, -s);
            petal.quadTo(s * 0.9, 0, 0, s);
            petal.quadTo(-s * 0.9, 0, 0, -s);
            p.drawPath(petal);
        }
        p.restore();
    }
}
