#include "PlayersView.h"
#include "Accessible.h"

#include "BlossomsArt.h"

#include <QPainter>

#include <algorithm>

namespace blossoms::gui {

namespace {
constexpr qreal kMargin = 6;
}

PlayersView::PlayersView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("players"));
    setAccessibleName(tr("Players"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void PlayersView::setView(const SeatView& v, const QList<QColor>& colours,
                          const QStringList& initials, const std::vector<int>& matchTotals) {
    view_ = v;
    colours_ = colours;
    initials_ = initials;
    match_ = matchTotals;
    describe();
    updateGeometry();
    update();
}

qreal PlayersView::rowHeight() const {
    const qreal line = fontMetrics().lineSpacing();
    return 2 * line + 44 + 2 * kMargin;
}

QSize PlayersView::sizeHint() const {
    const int n = view_ ? static_cast<int>(view_->players.size()) : 2;
    return {320, int(n * rowHeight() + kMargin)};
}

QSize PlayersView::minimumSizeHint() const {
    return {240, sizeHint().height()};
}

QString PlayersView::summary(int seat) const {
    if (!view_)
        return {};
    const PlayerView& pl = view_->players[static_cast<std::size_t>(seat)];
    const Standing& st = pl.standing;
    QString s =
        tr("%1: %2 points (flowers %3 + types %4), %n token(s) left", nullptr, pl.tokensLeft)
            .arg(QString::fromStdString(pl.name))
            .arg(st.total)
            .arg(st.flowers)
            .arg(st.variety);
    if (!match_.empty())
        s += tr(", %1 in the match").arg(match_[static_cast<std::size_t>(seat)] + st.total);
    if (view_->toAct == seat)
        s += tr(", to play");
    QStringList sets;
    for (const FlowerSet& f : pl.sets)
        sets << tr("%1 of %2").arg(art::typeName(f.type)).arg(f.height());
    if (!sets.isEmpty())
        s += tr("; sets: %1").arg(sets.join(QStringLiteral(", ")));
    return s;
}

void PlayersView::paintEvent(QPaintEvent*) {
    if (!view_)
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const ComponentSet& c = *view_->components;
    const qreal line = fontMetrics().lineSpacing();
    const qreal rh = rowHeight();
    for (std::size_t s = 0; s < view_->players.size(); ++s) {
        const PlayerView& pl = view_->players[s];
        const QRectF row(kMargin, kMargin + s * rh, width() - 2 * kMargin, rh - kMargin);
        const bool turn = view_->toAct == static_cast<int>(s);
        p.setPen(QPen(turn ? colours_.value(int(s)) : palette().mid().color(), turn ? 3 : 1));
        p.setBrush(turn ? palette().base().color() : palette().window().color());
        p.drawRoundedRect(row, 8, 8);
        const qreal t = line + 4;
        art::drawToken(p, QRectF(row.left() + 6, row.top() + 5, t, t), colours_.value(int(s)),
                       initials_.value(int(s)));
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(palette().windowText().color());
        const QString name =
            QString::fromStdString(pl.name) + (turn ? tr(" — to play") : QString());
        const QRectF nameR(row.left() + t + 12, row.top() + 4, row.width() * 0.6, line + 4);
        p.drawText(nameR, Qt::AlignLeft | Qt::AlignVCenter,
                   fontMetrics().elidedText(name, Qt::ElideRight, int(nameR.width())));
        const Standing& st = pl.standing;
        QString score = QString::number(st.total);
        if (!match_.empty())
            score = tr("%1 (match %2)").arg(st.total).arg(match_[s] + st.total);
        p.drawText(QRectF(row.right() - 150, row.top() + 4, 144, line + 4),
                   Qt::AlignRight | Qt::AlignVCenter, score);
        p.setFont(font());
        const QString detail = tr("Flowers %1 + types %2 · tokens left: %3")
                                   .arg(st.flowers)
                                   .arg(st.variety)
                                   .arg(pl.tokensLeft);
        p.drawText(QRectF(row.left() + 8, row.top() + line + 8, row.width() - 16, line),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fontMetrics().elidedText(detail, Qt::ElideRight, int(row.width() - 16)));
        // The sets: a small card of the type with the height and the value under it.
        qreal x = row.left() + 8;
        const qreal ch = 36, cw = ch / 1.4;
        const qreal y = row.top() + 2 * line + 12;
        if (pl.sets.empty()) {
            p.setPen(palette().placeholderText().color());
            p.drawText(QRectF(x, y, row.width() - 16, ch), Qt::AlignLeft | Qt::AlignVCenter,
                       tr("No set cut yet"));
        }
        for (const FlowerSet& f : pl.sets) {
            if (x + cw + 30 > row.right())
                break;
            art::drawCard(p, QRectF(x, y, cw, ch), f.type);
            p.setPen(palette().windowText().color());
            p.drawText(QRectF(x + cw + 2, y, 34, ch), Qt::AlignLeft | Qt::AlignVCenter,
                       QStringLiteral("%1\n+%2").arg(f.height()).arg(c.valueOf(f.height())));
            x += cw + 36;
        }
    }
}

void PlayersView::describe() {
    QStringList rows;
    for (std::size_t s = 0; view_ && s < view_->players.size(); ++s)
        rows << summary(static_cast<int>(s));
    const QString text = rows.join(QStringLiteral(". "));
    accessible::setDescription(this, text);
}

} // namespace blossoms::gui
