#include "PetalsScorePad.h"

#include "CardArt.h"
#include "TrackersView.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace petals;

namespace {

constexpr int kTrackerRows = 4, kEligibleRow = 4, kScoreRow = 5, kPlaceRow = 6, kRows = 7;
const QColor kGold(0xf2, 0xc1, 0x4e);
const QColor kGoldPale(0xff, 0xf1, 0xc4);
const QColor kGrey(0x8a, 0x8f, 0x96);

// A prize rosette: a gold medal with two ribbons, drawn (no emoji font needed offscreen).
QPixmap rosette(int size, qreal dpr) {
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = size;
    p.setPen(Qt::NoPen);
    for (int side : {-1, 1}) { // the ribbons
        QPainterPath ribbon;
        const qreal x = s / 2 + side * s * 0.12;
        ribbon.moveTo(x - s * 0.1, s * 0.5);
        ribbon.lineTo(x + s * 0.1, s * 0.5);
        ribbon.lineTo(x + side * s * 0.08 + s * 0.08, s * 0.98);
        ribbon.lineTo(x + side * s * 0.08, s * 0.88);
        ribbon.lineTo(x + side * s * 0.08 - s * 0.08, s * 0.98);
        ribbon.closeSubpath();
        p.setBrush(side < 0 ? QColor(0xd9, 0x4f, 0x4f) : QColor(0x3f, 0x7f, 0xc9));
        p.drawPath(ribbon);
    }
    QPainterPath star; // a scalloped medal
    const QPointF c(s / 2, s * 0.38);
    for (int i = 0; i < 32; ++i) {
        const qreal a = i * M_PI / 16;
        const qreal r = (i % 2 ? 0.3 : 0.36) * s;
        const QPointF pt(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
        i == 0 ? star.moveTo(pt) : star.lineTo(pt);
    }
    star.closeSubpath();
    p.setBrush(kGold);
    p.setPen(QPen(QColor(0xa8, 0x7a, 0x12), s * 0.03));
    p.drawPath(star);
    p.setBrush(QColor(0xff, 0xe0, 0x8a));
    p.drawEllipse(c, s * 0.2, s * 0.2);
    QFont f;
    f.setBold(true);
    f.setPixelSize(static_cast<int>(s * 0.24));
    p.setFont(f);
    p.setPen(QColor(0x7a, 0x55, 0x08));
    p.drawText(QRectF(c.x() - s * 0.2, c.y() - s * 0.2, s * 0.4, s * 0.4), Qt::AlignCenter,
               QStringLiteral("1"));
    return pm;
}

QPixmap cubePixmap(const Game& g, int seat, int size, qreal dpr) {
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    gui::drawCube(p, QRectF(1, 1, size - 2, size - 2), gui::seatColour(g, seat),
                  gui::seatShape(g, seat), gui::seatInitial(g, seat), true);
    return pm;
}

QLabel* cellLabel(const QString& text, const QColor& bg, const QColor& fg, bool bold, int pt) {
    auto* l = new QLabel(text);
    l->setAlignment(Qt::AlignCenter);
    l->setTextFormat(Qt::PlainText);
    QFont f = l->font();
    f.setPointSize(pt);
    f.setBold(bold);
    l->setFont(f);
    l->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; padding: 3px 5px; "
                                    "border-radius: 5px; }")
                         .arg(bg.isValid() ? bg.name() : QStringLiteral("transparent"), fg.name()));
    return l;
}

} // namespace

PetalsScorePad::PetalsScorePad(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("PetalsScorePad"));
    setAccessibleName(tr("Final score"));
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, art::tableColour());
    pal.setColor(QPalette::WindowText, art::ink());
    setPalette(pal);

    auto* outer = new QVBoxLayout(this);
    outer_ = outer;
    outer->setContentsMargins(8, 12, 8, 12);
    outer->setSpacing(10);
    outer->addStretch(1); // the result in the middle of the page, whatever its size

    buildHeader(outer);

    pad_ = new QWidget;
    pad_->setObjectName(QStringLiteral("pad"));
    pad_->setAttribute(Qt::WA_StyledBackground);
    pad_->setStyleSheet(QStringLiteral("#pad { background: %1; border: 1px solid #c9c2ae; "
                                       "border-radius: 10px; }")
                            .arg(art::cardColour().name()));
    grid_ = new QGridLayout(pad_);
    grid_->setContentsMargins(6, 8, 6, 8);
    grid_->setHorizontalSpacing(6);
    grid_->setVerticalSpacing(4);
    outer->addWidget(pad_, 0, Qt::AlignHCenter);

    ties_label_ = new QLabel;
    ties_label_->setWordWrap(true);
    ties_label_->setTextFormat(Qt::PlainText);
    QFont lf = ties_label_->font();
    lf.setPointSize(11);
    ties_label_->setFont(lf);
    ties_label_->setAlignment(Qt::AlignHCenter);
    outer->addWidget(ties_label_);
    note_ = new QLabel;
    note_->setWordWrap(true);
    note_->setTextFormat(Qt::PlainText);
    note_->setFont(lf);
    note_->hide();
    note_->setAlignment(Qt::AlignHCenter);
    outer->addWidget(note_);

    buildButtons(outer);
    outer->addStretch(1);
    setFocusProxy(again_);
    connect(again_, &QPushButton::clicked, this, &PetalsScorePad::playAgainRequested);
    connect(newGame_, &QPushButton::clicked, this, &PetalsScorePad::newGameRequested);
    connect(table_, &QPushButton::clicked, this, &PetalsScorePad::tableRequested);
}

// The rosette, the headline and the reason.
void PetalsScorePad::buildHeader(QVBoxLayout* outer) {
    auto* top = new QHBoxLayout;
    top->addStretch(1);
    rosette_ = new QLabel;
    rosette_->setPixmap(rosette(72, devicePixelRatioF()));
    rosette_->setAccessibleName(tr("Winner's rosette"));
    top->addWidget(rosette_, 0, Qt::AlignTop);
    auto* words = new QVBoxLayout;
    title_ = new QLabel;
    QFont tf = title_->font();
    tf.setPointSize(22);
    tf.setBold(true);
    title_->setFont(tf);
    title_->setTextFormat(Qt::PlainText);
    reason_ = new QLabel;
    QFont rf = reason_->font();
    rf.setPointSize(12);
    reason_->setFont(rf);
    reason_->setWordWrap(true);
    reason_->setTextFormat(Qt::PlainText);
    words->addWidget(title_);
    words->addWidget(reason_);
    top->addLayout(words);
    top->addStretch(1);
    outer->addLayout(top);
}

void PetalsScorePad::buildButtons(QVBoxLayout* outer) {
    bar_ = new QWidget(this);
    bar_->setObjectName(QStringLiteral("scorePadButtons"));
    auto* buttons = new QHBoxLayout(bar_);
    buttons->setContentsMargins(0, 6, 0, 0);
    buttons->setSpacing(16);
    buttons->addStretch(1);
    // Created in the Tab order (Play again first); laid out with Play again on the right.
    again_ = new QPushButton(tr("&Play again"), bar_);
    newGame_ = new QPushButton(tr("&New game…"), bar_);
    table_ = new QPushButton(tr("&Look at the table"), bar_);
    watch_ = new QPushButton(tr("&Watch the game again"), bar_);
    watch_->setObjectName(QStringLiteral("watchAgainButton"));
    watch_->setToolTip(tr("The whole game replayed, step by step"));
    watch_->setAutoDefault(true);
    again_->setDefault(true);
    again_->setAutoDefault(true);
    newGame_->setAutoDefault(true);
    again_->setToolTip(tr("The same players and variant, a new deal"));
    newGame_->setToolTip(tr("Choose the players and the variant"));
    table_->setAutoDefault(true);
    table_->setToolTip(tr("The final table, as the last cards left it"));
    buttons->addWidget(watch_);
    buttons->addWidget(table_);
    buttons->addWidget(newGame_);
    buttons->addWidget(again_);
    buttons->addStretch(1);
    connect(watch_, &QPushButton::clicked, this, &PetalsScorePad::watchRequested);
    for (QPushButton* b : {again_, newGame_, table_, watch_}) {
        QFont bf = b->font();
        bf.setPointSize(13);
        b->setFont(bf);
        b->setMinimumSize(170, 40);
    }
    outer->addWidget(bar_);
}

QWidget* PetalsScorePad::takeButtonBar() {
    outer_->removeWidget(bar_);
    bar_->setParent(nullptr);
    return bar_;
}

QString PetalsScorePad::nameOf(int seat) const {
    return seat >= 0 && seat < names_.size() ? names_[seat] : QString();
}

QString PetalsScorePad::ordinal(int rank) const {
    switch (rank) {
    case 1:
        return tr("1st");
    case 2:
        return tr("2nd");
    case 3:
        return tr("3rd");
    case 4:
        return tr("4th");
    default:
        break;
    }
    return tr("5th");
}

void PetalsScorePad::setNote(const QString& note) {
    noteText_ = note;
    note_->setText(note);
    note_->setVisible(!note.isEmpty());
    setAccessibleDescription(resultText());
}

void PetalsScorePad::setResult(const Game& finalGame, const QStringList& namesBySeat,
                               const std::vector<PetalsFiles::Player>& players) {
    const int n = finalGame.seats();
    names_.clear();
    for (int s = 0; s < n; ++s)
        names_.append(s < namesBySeat.size() && !namesBySeat[s].isEmpty()
                          ? namesBySeat[s]
                          : QString::fromStdString(finalGame.seatName(s)));
    players_ = players;
    const std::vector<Standing> st = finalGame.standings(); // R-PE-WIN, R-PE-HARM
    // The rules' ranking: eligible seats by rank (seat order within a shared rank), then the
    // others by seat.
    columns_.clear();
    for (int s = 0; s < n; ++s)
        columns_.append(s);
    std::stable_sort(columns_.begin(), columns_.end(), [&](int a, int b) {
        const auto& ra = st[static_cast<std::size_t>(a)].rank;
        const auto& rb = st[static_cast<std::size_t>(b)].rank;
        return ra.value_or(n + 1) < rb.value_or(n + 1);
    });
    explain(finalGame, st);
    fillGrid(finalGame, st);
    setAccessibleDescription(resultText());
    pad_->setAccessibleDescription(resultText());
}

// How two players one after the other in the ranking were set apart when their first count is
// equal (R-PE-WIN-4, R-PE-HARM-2), empty when it is not.
QString PetalsScorePad::tieLine(const QString& na, const QString& nb, const Standing& sa,
                                const Standing& sb, Variant variant) const {
    const bool harmony = variant == Variant::Harmony;
    switch (rankKey(sa, sb, variant)) {
    case RankKey::Total:
        if (!harmony)
            return {}; // no tie: the totals differ
        // R-PE-HARM-2: the first tie-break
        return tr("%1 and %2 both have a spread of %3; %1's total, %4, beats %2's %5.")
            .arg(na, nb)
            .arg(sa.spread)
            .arg(sa.total)
            .arg(sb.total);
    case RankKey::Spread:
        return {};        // no tie: the spreads differ
    case RankKey::Lowest: // R-PE-WIN-4: the first tie-break
        return tr("%1 and %2 both have a total of %3; %1's lowest tracker, %4, beats %2's %5.")
            .arg(na, nb)
            .arg(sa.total)
            .arg(sa.lowest)
            .arg(sb.lowest);
    case RankKey::Sum: // the second tie-break of both
        if (harmony)
            return tr("%1 and %2 both have a spread of %3 and a total of %4; %1's sum of all "
                      "four trackers, %5, beats %2's %6.")
                .arg(na, nb)
                .arg(sa.spread)
                .arg(sa.total)
                .arg(sa.sum)
                .arg(sb.sum);
        return tr("%1 and %2 both have a total of %3 and a lowest tracker of %4; %1's sum of all "
                  "four trackers, %5, beats %2's %6.")
            .arg(na, nb)
            .arg(sa.total)
            .arg(sa.lowest)
            .arg(sa.sum)
            .arg(sb.sum);
    case RankKey::None: // still tied: a shared place
        return tr("%1 and %2 are tied on every count (total %3, lowest tracker %4, sum %5): "
                  "they share the %6 place.")
            .arg(na, nb)
            .arg(sa.total)
            .arg(sa.lowest)
            .arg(sa.sum)
            .arg(ordinal(sa.rank.value_or(1)));
    }
    return {};
}

// The headline, the reason, the ties and who is out (R-PE-WIN-2/4, R-PE-HARM-2).
void PetalsScorePad::explain(const Game& g, const std::vector<Standing>& st) {
    const bool harmony = g.variant() == Variant::Harmony;
    const auto at = [&](int s) -> const Standing& { return st[static_cast<std::size_t>(s)]; };
    QStringList winners;
    int winner = -1;
    for (int s : columns_)
        if (at(s).rank && *at(s).rank == 1) {
            winners.append(nameOf(s));
            winner = winner < 0 ? s : winner;
        }
    if (winners.size() == 1)
        headline_ = tr("%1 wins!").arg(winners.front());
    else {
        const QString last = winners.takeLast();
        headline_ = tr("%1 and %2 share the victory!").arg(winners.join(tr(", ")), last);
    }
    reasonText_ =
        winner < 0 ? QString()
        : harmony
            ? tr("Harmony: the smallest spread between the highest and the lowest tracker wins "
                 "— %1.")
                  .arg(at(winner).spread)
            : tr("The highest total of the two lowest trackers wins — %1.").arg(at(winner).total);
    ties_.clear();
    qsizetype topTies = 0; // the ties at the top: told under the headline
    for (int i = 0; i + 1 < columns_.size(); ++i) {
        const int a = columns_[i], b = columns_[i + 1];
        if (!at(a).eligible || !at(b).eligible)
            break;
        const Standing &sa = at(a), &sb = at(b);
        const QString na = nameOf(a), nb = nameOf(b);
        if (const QString line = tieLine(na, nb, sa, sb, g.variant()); !line.isEmpty())
            ties_.append(line);
        if (sa.rank == 1) // the ties that decided the winner: told under the headline
            topTies = ties_.size();
    }
    out_.clear();
    QStringList outNames;
    for (int s : columns_)
        if (!at(s).eligible) {
            outNames << nameOf(s);
            out_.append(tr("%1 has the top score on no tracker, so is out of the running: only a "
                           "player who wins at least one tracker can win.")
                            .arg(nameOf(s)));
        }
    title_->setText(headline_);
    title_->setAccessibleName(headline_);
    QStringList shown = ties_;
    for (qsizetype i = 0; i < topTies && !shown.isEmpty(); ++i)
        reasonText_ += QLatin1Char('\n') + shown.takeFirst();
    reason_->setText(reasonText_);
    // Wrapped only past the page's width: long names keep the pad within 1024 pixels.
    int widest = 0;
    for (const QString& line : reasonText_.split(QLatin1Char('\n')))
        widest = std::max(widest, reason_->fontMetrics().horizontalAdvance(line) + 4);
    reason_->setMinimumWidth(std::min(widest, 820));
    // Several players out of the running: one sentence for all (a line each took the height
    // of the buttons at 1024x600 with five players).
    if (outNames.size() > 1)
        shown << tr("%1 have the top score on no tracker, so are out of the running: only a "
                    "player who wins at least one tracker can win.")
                     .arg(QLocale().createSeparatedList(outNames));
    else
        shown += out_;
    ties_label_->setText(shown.join(QLatin1Char('\n')));
    ties_label_->setVisible(!shown.isEmpty());
}

void PetalsScorePad::clearGrid() {
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

// The pad: a column per player in the ranking, a row per tracker, then eligible, the total (or
// spread) and the place.
void PetalsScorePad::fillGrid(const Game& g, const std::vector<Standing>& st) {
    clearGrid();
    const int n = g.seats();
    const bool harmony = g.variant() == Variant::Harmony;
    const qreal dpr = devicePixelRatioF();
    cells_.assign(kRows, std::vector<QString>(static_cast<std::size_t>(n)));
    rowNames_.clear();
    for (Element e : kAllElements)
        rowNames_.append(art::elementName(e));
    rowNames_ << tr("Wins a tracker?")
              << (harmony ? tr("Spread\n(highest − lowest)") : tr("Total\n(two lowest)"))
              << tr("Place");
    for (int e = 0; e < kElements; ++e) { // the row heads: icon and name
        auto* icon = new QLabel;
        icon->setPixmap(art::elementPixmap(kAllElements[static_cast<std::size_t>(e)], 30, dpr));
        grid_->addWidget(icon, 2 + e, 0);
    }
    for (int r = 0; r < kRows; ++r) {
        auto* head = cellLabel(rowNames_[r], {}, art::ink(), r >= kTrackerRows, 11);
        head->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        grid_->addWidget(head, 2 + r, 1);
    }
    for (int c = 0; c < columns_.size(); ++c) {
        const int s = columns_[c];
        const Standing& me = st[static_cast<std::size_t>(s)];
        const bool won = me.rank && *me.rank == 1;
        const QColor fg = me.eligible ? art::ink() : kGrey;
        const QColor bg = won ? kGoldPale : QColor();
        const int col = 2 + c;
        auto* cube = new QLabel;
        cube->setPixmap(cubePixmap(g, s, 26, dpr));
        cube->setAlignment(Qt::AlignCenter);
        grid_->addWidget(cube, 0, col);
        // A long name is shortened on the pad (whole in its tooltip and the text read aloud).
        QFont nameFont = font();
        nameFont.setPointSize(13);
        nameFont.setBold(true);
        const QString who = QFontMetrics(nameFont).elidedText(nameOf(s), Qt::ElideRight, 150);
        auto* name = cellLabel(who, bg, fg, true, 13);
        if (s < static_cast<int>(players_.size()) &&
            players_[static_cast<std::size_t>(s)].computer) {
            // The level under the name in smaller letters: five columns fit 1024 pixels.
            name->setTextFormat(Qt::RichText);
            name->setText(
                who.toHtmlEscaped() +
                QStringLiteral("<br><span style=\"font-size:9pt; font-weight:normal\">%1</span>")
                    .arg(tr("computer, %1")
                             .arg(levelName(players_[static_cast<std::size_t>(s)].level))
                             .toHtmlEscaped()));
        }
        name->setToolTip(nameOf(s));
        name->setAccessibleName(nameOf(s));
        grid_->addWidget(name, 1, col);
        for (int e = 0; e < kElements; ++e) { // R-PE-WIN-1
            const Element el = kAllElements[static_cast<std::size_t>(e)];
            const int pts = g.scores(s)[static_cast<std::size_t>(e)];
            const bool top = me.won[static_cast<std::size_t>(e)];
            const QString text = top ? tr("%1 ★ top").arg(pts) : QString::number(pts);
            cells_[e][s] = text;
            auto* l = cellLabel(text, top ? art::elementPale(el) : bg,
                                top ? art::elementInk(el) : fg, top, 14);
            l->setAccessibleName(top ? tr("%1: %2, the top score").arg(rowNames_[e]).arg(pts)
                                     : tr("%1: %2").arg(rowNames_[e]).arg(pts));
            grid_->addWidget(l, 2 + e, col);
        }
        const int wins = static_cast<int>(std::count(me.won.begin(), me.won.end(), true));
        cells_[kEligibleRow][s] = !me.eligible ? tr("No —\nout of the running")
                                  : wins == 1  ? tr("Yes (1 tracker)")
                                               : tr("Yes (%1 trackers)").arg(wins);
        cells_[kScoreRow][s] =
            harmony ? tr("%1 − %2 = %3").arg(me.lowest + me.spread).arg(me.lowest).arg(me.spread)
                    : tr("%1 + %2 = %3").arg(me.lowest).arg(me.total - me.lowest).arg(me.total);
        cells_[kPlaceRow][s] = me.rank ? ordinal(*me.rank) : tr("—");
        grid_->addWidget(cellLabel(cells_[kEligibleRow][s], bg, fg, false, 10), 2 + kEligibleRow,
                         col);
        grid_->addWidget(cellLabel(cells_[kScoreRow][s], bg, fg, true, 13), 2 + kScoreRow, col);
        auto* place =
            cellLabel(won ? tr("%1 — winner!").arg(cells_[kPlaceRow][s]) : cells_[kPlaceRow][s],
                      won ? kGold : bg, fg, true, 14);
        grid_->addWidget(place, 2 + kPlaceRow, col);
    }
    grid_->setRowMinimumHeight(2 + kEligibleRow, 30);
}

QString PetalsScorePad::cellText(int row, int seat) const {
    if (row < 0 || row >= static_cast<int>(cells_.size()) || seat < 0 ||
        seat >= static_cast<int>(cells_[static_cast<std::size_t>(row)].size()))
        return {};
    return cells_[static_cast<std::size_t>(row)][static_cast<std::size_t>(seat)];
}

QString PetalsScorePad::headline() const {
    return headline_;
}

QString PetalsScorePad::resultText() const {
    QStringList lines{headline_, reasonText_};
    for (int s : columns_) {
        QStringList trackers;
        for (int e = 0; e < kElements; ++e)
            trackers.append(QStringLiteral("%1 %2").arg(
                rowNames_.value(e), cellText(e, s).replace(tr("%1 ★ top").arg(QString()).trimmed(),
                                                           tr("(the top score)"))));
        const QString place =
            cellText(kPlaceRow, s) == tr("—") ? tr("none") : cellText(kPlaceRow, s);
        lines.append(tr("%1 — place: %2. %3. Wins a tracker: %4. %5: %6.")
                         .arg(nameOf(s), place, trackers.join(tr(", ")), cellText(kEligibleRow, s),
                              rowNames_.value(kScoreRow), cellText(kScoreRow, s))
                         .simplified());
    }
    lines += ties_;
    lines += out_;
    if (!noteText_.isEmpty())
        lines.append(noteText_);
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}
