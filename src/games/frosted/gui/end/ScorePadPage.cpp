#include "ScorePadPage.h"

#include "Art.h"
#include "GameController.h"
#include "GardenView.h"
#include "PlayerPanel.h"
#include "Words.h"
#include "frosted/rules/gardener.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace frosted;

namespace {

constexpr int kChip = 38;   // an objective tile's side
constexpr int kChipGap = 5; // between tiles
const QColor kGold(0xd9, 0xa2, 0x32);
const QColor kMuted(0x5a, 0x68, 0x78);

// The type of an objective in the players' words: a flower or water, or an Improvement.
QString typeWord(ObjectiveType t) {
    switch (t) {
    case ObjectiveType::Purple:
        return ScorePadPage::tr("purple");
    case ObjectiveType::Red:
        return ScorePadPage::tr("red");
    case ObjectiveType::White:
        return ScorePadPage::tr("white");
    case ObjectiveType::Water:
        return ScorePadPage::tr("water");
    case ObjectiveType::Worker:
        return ScorePadPage::tr("Worker");
    case ObjectiveType::Barn:
        return ScorePadPage::tr("Barn");
    case ObjectiveType::Windmill:
        return ScorePadPage::tr("Windmill");
    }
    return {};
}

// "1 Barn", "7 Barns".
QString kindCount(Improvement i, int n) {
    switch (i) {
    case Improvement::Worker:
        return (n == 1 ? ScorePadPage::tr("%1 Worker") : ScorePadPage::tr("%1 Workers")).arg(n);
    case Improvement::Barn:
        return (n == 1 ? ScorePadPage::tr("%1 Barn") : ScorePadPage::tr("%1 Barns")).arg(n);
    case Improvement::Windmill:
        return (n == 1 ? ScorePadPage::tr("%1 Windmill") : ScorePadPage::tr("%1 Windmills")).arg(n);
    }
    return {};
}

// Only the kinds present, one a line: "4 Workers", "7 Barns".
QString improvementWords(const ImprovementCounts& n) {
    QStringList parts;
    for (Improvement i : kImprovements)
        if (n[i] > 0)
            parts << kindCount(i, n[i]);
    return parts.isEmpty() ? ScorePadPage::tr("none") : parts.join(QLatin1Char('\n'));
}

// "white 8 — 10 pts".
QString objectiveWords(const ObjectiveTile& o) {
    return ScorePadPage::tr("%1 %2 — %n pt(s)", "", o.points)
        .arg(typeWord(o.type))
        .arg(o.threshold);
}

// "Ada", "Ada and Ben", "Ada, Ben and Chloé".
QString joinNames(const QStringList& names) {
    if (names.size() < 2)
        return names.join(QString());
    return ScorePadPage::tr("%1 and %2")
        .arg(names.mid(0, names.size() - 1).join(ScorePadPage::tr(", ")), names.back());
}

QColor mix(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

QLabel* label(const QString& text, int px, bool bold, QWidget* parent,
              Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter,
              const QColor& colour = art::ink()) {
    auto* l = new QLabel(text, parent);
    l->setTextFormat(Qt::PlainText);
    l->setAlignment(align);
    l->setStyleSheet(QStringLiteral("font-size: %1px; %2 color: %3; background: transparent;")
                         .arg(px)
                         .arg(bold ? QStringLiteral("font-weight: bold;") : QString())
                         .arg(colour.name()));
    return l;
}

// A garden thumbnail that asks for little room: the rows share the page's height.
class GardenThumb : public GardenView {
  public:
    GardenThumb(GameController* c, int seat, QWidget* parent) : GardenView(c, seat, parent) {}
    QSize sizeHint() const override { return {200, 100}; }
    QSize minimumSizeHint() const override { return {120, 66}; }
};

// The rows' table: a grid whose rows are drawn as cards in the player's colour (a band on the
// left, a light tint behind), the winner's with a gold frame.
class ScoreTable : public QWidget {
  public:
    struct Card {
        int gridRow;
        QColor colour;
        bool winner;
    };
    explicit ScoreTable(QWidget* parent) : QWidget(parent) {
        grid_ = new QGridLayout(this);
        grid_->setContentsMargins(22, 6, 16, 8);
        grid_->setHorizontalSpacing(12);
        grid_->setVerticalSpacing(14);
    }
    QGridLayout* grid() const { return grid_; }
    void addCard(Card c) { cards_.push_back(c); }
    // The union of the row's cells (QGridLayout::cellRect is not reliable with
    // height-for-width items), with a margin for the band.
    QRectF cardRect(int gridRow) const {
        QRect cells;
        for (int col = 0; col < grid_->columnCount(); ++col)
            if (QLayoutItem* it = grid_->itemAtPosition(gridRow, col); it && it->widget())
                cells = cells.united(it->widget()->geometry());
        if (cells.isEmpty())
            return {};
        return QRectF(cells).adjusted(-16, -6, 10, 6);
    }

  protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        for (const Card& c : cards_) {
            const QRectF r = cardRect(c.gridRow);
            if (r.isEmpty())
                continue;
            if (c.winner) { // a soft golden glow around the winner's card
                p.setPen(Qt::NoPen);
                for (int i = 3; i >= 1; --i) {
                    p.setBrush(QColor(0xf2, 0xc1, 0x4e, 28 * (4 - i)));
                    p.drawRoundedRect(r.adjusted(-2.0 * i, -2.0 * i, 2.0 * i, 2.0 * i), 12 + i,
                                      12 + i);
                }
            }
            p.setPen(c.winner ? QPen(kGold, 2.5) : QPen(c.colour.darker(125), 1));
            p.setBrush(mix(Qt::white, c.colour, 0.16));
            p.drawRoundedRect(r, 10, 10);
            // The colour band on the left.
            QPainterPath band;
            band.addRoundedRect(r, 10, 10);
            QPainterPath left;
            left.addRect(QRectF(r.left(), r.top(), 9, r.height()));
            p.setPen(Qt::NoPen);
            p.setBrush(c.colour);
            p.drawPath(band.intersected(left));
        }
    }

  private:
    QGridLayout* grid_;
    std::vector<Card> cards_;
};

} // namespace

ObjectiveChips::ObjectiveChips(const ComponentSet& c, std::vector<int> objectives, QWidget* parent)
    : QWidget(parent), c_(c), objectives_(std::move(objectives)) {
    accessible::install();
    setObjectName(QStringLiteral("objectiveChips"));
    for (int o : objectives_)
        texts_ << objectiveWords(c_.objectives[static_cast<std::size_t>(o)]);
    setToolTip(texts_.join(QLatin1Char('\n')));
    setAccessibleName(tr("Objectives held"));
    setAccessibleDescription(texts_.join(tr(", ")));
    QSizePolicy sp(QSizePolicy::Preferred, QSizePolicy::Preferred);
    sp.setHeightForWidth(true);
    setSizePolicy(sp);
}

AccessibleItem ObjectiveChips::accessibleItem(int i) const {
    AccessibleItem item;
    const int n = static_cast<int>(objectives_.size());
    if (i < 0 || i >= n)
        return item;
    item.name = texts_[i];
    const int per = perLine(width());
    const int line = i / per, col = i % per, inLine = std::min(per, n - line * per);
    item.rect = QRect(width() - (inLine - col) * (kChip + kChipGap) + kChipGap,
                      line * (kChip + kChipGap), kChip, kChip);
    return item;
}

int ObjectiveChips::perLine(int width) const {
    return std::max(1, (width + kChipGap) / (kChip + kChipGap));
}

int ObjectiveChips::heightForWidth(int w) const {
    const int n = static_cast<int>(objectives_.size());
    if (n == 0)
        return 0;
    const int lines = (n + perLine(w) - 1) / perLine(w);
    return lines * (kChip + kChipGap) - kChipGap;
}

QSize ObjectiveChips::sizeHint() const {
    const int n = std::max(1, static_cast<int>(objectives_.size()));
    const int w = std::min(n, 3) * (kChip + kChipGap) - kChipGap;
    return {w, heightForWidth(w)};
}

QSize ObjectiveChips::minimumSizeHint() const {
    const int w =
        std::min(3, std::max(1, static_cast<int>(objectives_.size()))) * (kChip + kChipGap) -
        kChipGap;
    return {w, heightForWidth(w)};
}

void ObjectiveChips::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int n = static_cast<int>(objectives_.size());
    const int per = perLine(width());
    QFont big = font();
    big.setBold(true);
    big.setPixelSize(14);
    QFont small = font();
    small.setPixelSize(10);
    for (int i = 0; i < n; ++i) {
        const ObjectiveTile& o = c_.objectives[static_cast<std::size_t>(objectives_[i])];
        const int line = i / per, col = i % per;
        const int inLine = std::min(per, n - line * per);
        // Right-aligned, like the numbers above them.
        const qreal x = width() - (inLine - col) * (kChip + kChipGap) + kChipGap;
        const QRectF r(x, line * (kChip + kChipGap), kChip, kChip);
        p.setPen(QPen(QColor(0xa8, 0xb8, 0xc6), 1.2));
        p.setBrush(art::board());
        p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5);
        art::draw(p, art::iconElement(o.type), QRectF(r.left() + 2, r.top() + 3, 12, 12));
        p.setPen(art::ink());
        p.setFont(big);
        p.drawText(QRectF(r.left() + 14, r.top() + 1, kChip - 16, 18),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(o.threshold));
        p.setFont(small);
        p.setPen(QColor(0x8a, 0x62, 0x18));
        p.drawText(QRectF(r.left(), r.top() + 19, kChip, 15), Qt::AlignCenter,
                   (o.points == 1 ? tr("%1 pt") : tr("%1 pts")).arg(o.points));
    }
}

ScorePadPage::ScorePadPage(GameController* c, QWidget* parent) : QWidget(parent), c_(c) {
    setObjectName(QStringLiteral("scorePadPage"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(24, 14, 24, 14);
    outer->setSpacing(10);

    auto* head = new QHBoxLayout;
    head->addStretch(1);
    trophyLeft_ = new QLabel(this);
    trophyLeft_->setObjectName(QStringLiteral("titleTrophy"));
    trophyLeft_->setFixedSize(56, 56);
    head->addWidget(trophyLeft_);
    head->addSpacing(12);
    auto* titles = new QVBoxLayout;
    titles->setSpacing(2);
    title_ = label({}, 30, true, this, Qt::AlignCenter);
    title_->setObjectName(QStringLiteral("scorePadTitle"));
    subtitle_ = label({}, 15, false, this, Qt::AlignCenter, kMuted);
    titles->addWidget(title_);
    titles->addWidget(subtitle_);
    head->addLayout(titles);
    head->addSpacing(12);
    trophyRight_ = new QLabel(this);
    trophyRight_->setFixedSize(56, 56);
    head->addWidget(trophyRight_);
    head->addStretch(1);
    outer->addLayout(head);
    // What the game set in the statistics, across the page under the title.
    recordNote_ = label({}, 15, true, this, Qt::AlignCenter, QColor(0x8a, 0x62, 0x18));
    recordNote_->setObjectName(QStringLiteral("recordNote"));
    recordNote_->setWordWrap(true);
    recordNote_->hide();
    outer->addWidget(recordNote_);

    scroll_ = new QScrollArea(this);
    scroll_->setObjectName(QStringLiteral("scorePadScroll"));
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll_->setStyleSheet(QStringLiteral("QScrollArea { background: transparent; }"));
    scroll_->viewport()->setAutoFillBackground(false);
    outer->addWidget(scroll_, 1);

    tieBreak_ = label({}, 15, false, this, Qt::AlignCenter);
    tieBreak_->setObjectName(QStringLiteral("tieBreak"));
    tieBreak_->setWordWrap(true);
    outer->addWidget(tieBreak_);

    endClaimsBox_ = new QWidget(this);
    auto* ec = new QHBoxLayout(endClaimsBox_);
    ec->setContentsMargins(0, 0, 0, 0);
    ec->addStretch(1);
    auto* portrait = new QLabel(endClaimsBox_);
    portrait->setPixmap(art::pixmap(QStringLiteral("master-gardener"), 36));
    portrait->setFixedSize(36, 36);
    ec->addWidget(portrait);
    endClaims_ = label({}, 15, false, endClaimsBox_, Qt::AlignLeft | Qt::AlignVCenter);
    endClaims_->setObjectName(QStringLiteral("endClaims"));
    endClaims_->setWordWrap(true);
    endClaims_->setMaximumWidth(1100);
    ec->addWidget(endClaims_, 10);
    ec->addStretch(1);
    outer->addWidget(endClaimsBox_);

    auto* buttons = new QHBoxLayout;
    gardens_ = new QPushButton(tr("Look at the gardens"), this);
    gardens_->setObjectName(QStringLiteral("gardensButton"));
    gardens_->setToolTip(tr("Back to the table, to look at the final gardens"));
    newGame_ = new QPushButton(tr("New game…"), this);
    newGame_->setObjectName(QStringLiteral("newGameButton"));
    playAgain_ = new QPushButton(tr("Play again"), this);
    playAgain_->setObjectName(QStringLiteral("playAgainButton"));
    playAgain_->setToolTip(tr("A new deal for the same players"));
    playAgain_->setDefault(true);
    for (QPushButton* b : {gardens_, newGame_, playAgain_})
        b->setStyleSheet(QStringLiteral("font-size: 15px; padding: 6px 18px;"));
    buttons->addStretch(1);
    buttons->addWidget(gardens_);
    buttons->addWidget(newGame_);
    buttons->addWidget(playAgain_);
    buttons->addStretch(1);
    outer->addLayout(buttons);

    connect(gardens_, &QPushButton::clicked, this, &ScorePadPage::gardensRequested);
    connect(newGame_, &QPushButton::clicked, this, &ScorePadPage::newGameRequested);
    connect(playAgain_, &QPushButton::clicked, this, &ScorePadPage::playAgainRequested);
    // Another game on the table: the rows of this one go (their views would follow the new game).
    connect(c_, &GameController::gameReplaced, this, [this] {
        rows_.clear();
        delete scroll_->takeWidget();
    });
}

void ScorePadPage::showFinalScores() {
    rows_.clear();
    if (!c_->hasGame()) {
        delete scroll_->takeWidget();
        return;
    }
    const SeatView& g = c_->view();
    const std::vector<FinalScore> sc = g.scores();
    // The core's lines are in seat order, then the Master Gardener; the pad shows them by place.
    for (std::size_t i = 0; i < sc.size(); ++i) {
        Row r;
        r.score = sc[i];
        r.seat = sc[i].gardener ? -1 : static_cast<int>(i);
        r.colour = art::playerColour(c_->seatColour(r.seat));
        rows_.push_back(r);
    }
    std::stable_sort(rows_.begin(), rows_.end(),
                     [](const Row& a, const Row& b) { return a.score.rank < b.score.rank; });
    if (rows_.empty())
        return;
    scroll_->setWidget(buildTable());                // the previous table goes
    scroll_->widget()->setAutoFillBackground(false); // the page's frost shows between the rows

    QStringList winners;
    for (const Row& r : rows_)
        if (r.score.rank == 1)
            winners << (r.seat < 0 ? c_->seatName(-1) : words::q(r.score.name));
    const bool gardenerWins = rows_.front().seat < 0;
    if (g.solo())
        title_->setText(
            gardenerWins
                ? tr("The Master Gardener wins this time")
                : tr("%1 beats the Master Gardener!").arg(words::q(rows_.front().score.name)));
    else
        title_->setText(winners.size() == 1 ? tr("%1 wins!").arg(winners.front())
                                            : tr("Shared victory: %1").arg(joinNames(winners)));
    subtitle_->setText(tr("Final scores after %1 rounds").arg(g.components().rules.rounds));
    const QString icon =
        gardenerWins ? QStringLiteral("master-gardener") : QStringLiteral("trophy");
    trophyLeft_->setPixmap(art::pixmap(icon, 56));
    trophyRight_->setPixmap(art::pixmap(icon, 56));

    tieBreak_->setText(tieBreakSentence());
    const QString claims = endClaimsSentence();
    endClaims_->setText(claims);
    endClaimsBox_->setVisible(!claims.isEmpty());
    // What a screen reader reads of the page, and on "Play again", which has the focus.
    QStringList said{title_->text()};
    for (const Row& r : rows_)
        said << r.place->accessibleName();
    said << tieBreak_->text() << claims << recordNote_->text();
    said.removeAll(QString());
    setAccessibleName(title_->text());
    setAccessibleDescription(said.join(QLatin1Char(' ')));
    playAgain_->setAccessibleDescription(accessibleDescription());
    playAgain_->setFocus();
}

void ScorePadPage::setRecordNote(const QString& text) {
    recordNote_->setText(text);
    recordNote_->setVisible(!text.isEmpty());
    if (!text.isEmpty() && !accessibleDescription().contains(text)) {
        setAccessibleDescription(accessibleDescription() + QLatin1Char(' ') + text);
        playAgain_->setAccessibleDescription(accessibleDescription());
    }
}

QWidget* ScorePadPage::buildTable() {
    auto* table = new ScoreTable(scroll_);
    table->setObjectName(QStringLiteral("scorePadTable"));
    QGridLayout* grid = table->grid();
    const QStringList captions = {tr("Place"),       tr("Player"),       tr("Garden"),
                                  tr("Score track"), tr("Improvements"), tr("Objectives"),
                                  tr("Coins"),       tr("Total")};
    for (int col = 0; col < captions.size(); ++col) {
        QLabel* cap = label(captions[col], 13, true, table,
                            (col >= 3   ? Qt::AlignRight
                             : col == 0 ? Qt::AlignHCenter
                                        : Qt::AlignLeft) |
                                Qt::AlignBottom,
                            kMuted);
        cap->setObjectName(QStringLiteral("caption"));
        cap->setWordWrap(col == 3); // "Score track" takes two lines when room is short
        grid->addWidget(cap, 0, col);
    }
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        addRow(table, static_cast<int>(i) + 1, rows_[i]);
        grid->setRowStretch(static_cast<int>(i) + 1, 1);
        table->addCard({static_cast<int>(i) + 1, rows_[i].colour, rows_[i].score.rank == 1});
    }
    // The garden grows first (up to its largest size), then the space between the categories.
    grid->setColumnStretch(2, 4);
    grid->setColumnStretch(4, 1);
    grid->setColumnStretch(5, 1);
    grid->setColumnMinimumWidth(0, 50);
    return table;
}

void ScorePadPage::addRow(QWidget* table, int gridRow, Row& r) {
    auto* grid = static_cast<ScoreTable*>(table)->grid();
    const SeatView& g = c_->view();
    const ComponentSet& cs = g.components();
    const FinalScore& s = r.score;
    const bool winner = s.rank == 1;

    // Place: the trophy for the winner(s), the ordinal for everyone.
    auto* placeBox = new QWidget(table);
    auto* pl = new QVBoxLayout(placeBox);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->setSpacing(0);
    pl->addStretch(1);
    if (winner) {
        auto* t = new QLabel(placeBox);
        t->setObjectName(QStringLiteral("trophy"));
        t->setPixmap(art::pixmap(QStringLiteral("trophy"), 50));
        t->setFixedSize(50, 50);
        t->setToolTip(s.gardener ? tr("The Master Gardener wins") : tr("Winner"));
        pl->addWidget(t, 0, Qt::AlignHCenter);
        r.trophy = t;
    }
    r.place = label(words::rank(s.rank), winner ? 17 : 24, true, placeBox, Qt::AlignCenter,
                    winner ? QColor(0x8a, 0x62, 0x18) : kMuted);
    r.place->setObjectName(QStringLiteral("place"));
    pl->addWidget(r.place);
    pl->addStretch(1);
    grid->addWidget(placeBox, gridRow, 0);

    // Player: badge, name, colour.
    auto* who = new QWidget(table);
    auto* wl = new QHBoxLayout(who);
    wl->setContentsMargins(0, 0, 0, 0);
    wl->setSpacing(10);
    // The core names him in English; the table in the language shown.
    const QString name = s.gardener ? c_->seatName(-1) : words::q(s.name);
    r.badge = new PlayerBadge(
        r.colour, s.gardener ? art::BadgeShape::Gardener : art::playerShape(c_->seatColour(r.seat)),
        s.gardener ? QString() : name.left(1).toUpper(), 46, who);
    wl->addWidget(r.badge);
    auto* nl = new QVBoxLayout;
    nl->setSpacing(0);
    nl->addStretch(1);
    r.name = label(name, 18, true, who);
    r.name->setObjectName(QStringLiteral("playerName"));
    r.name->setWordWrap(true);
    // A name up to that width keeps one line ("マスター庭師", "Maître Jardinier"): a wrapping
    // label would otherwise be laid out narrower and break it (Japanese breaks anywhere).
    r.name->setMaximumWidth(180);
    QFont nameFont = r.name->font(); // as its style sheet sets it (18 px, bold)
    nameFont.setPixelSize(18);
    nameFont.setBold(true);
    r.name->setMinimumWidth(std::min(180, QFontMetrics(nameFont).horizontalAdvance(name) + 2));
    nl->addWidget(r.name);
    const QString colourName = c_->seatColour(r.seat);
    const QString sub = s.gardener                                ? tr("solo opponent")
                        : colourName.startsWith(QLatin1Char('#')) ? QString()
                                                                  : art::colourName(colourName);
    if (!sub.isEmpty())
        nl->addWidget(label(sub, 13, false, who, Qt::AlignLeft | Qt::AlignVCenter, kMuted));
    nl->addStretch(1);
    wl->addLayout(nl);
    grid->addWidget(who, gridRow, 1);

    // The final garden (his card row for the Master Gardener), as on the table's panels.
    if (r.seat >= 0) {
        auto* gv = new GardenThumb(c_, r.seat, table);
        gv->setObjectName(QStringLiteral("scorePadGarden%1").arg(r.seat));
        gv->setThumbnail(true);
        gv->setMaximumSize(440, 260); // a cloth around the garden, not a banner
        gv->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        gv->setCursor(Qt::PointingHandCursor);
        gv->setToolTip(tr("%1's garden: click to open it larger").arg(name));
        const int seat = r.seat;
        connect(gv, &GardenView::clicked, this, [this, seat] { emit gardenRequested(seat); });
        r.garden = gv;
    } else {
        auto* row = new GardenerRow(c_, table);
        row->setToolTip(tr("The Master Gardener's cards, oldest first"));
        row->setMinimumWidth(170);
        row->setFixedHeight(row->sizeHint().height());
        r.garden = row;
    }
    grid->addWidget(r.garden, gridRow, 2, r.seat >= 0 ? Qt::Alignment() : Qt::AlignVCenter);

    // The categories of R-END-2, numbers right-aligned, the line under them in words.
    const ImprovementCounts n =
        s.gardener ? g.gardener().improvements : g.player(r.seat).garden.improvements();
    const std::vector<int>& held =
        s.gardener ? g.gardener().objectives : g.player(r.seat).objectives;
    const int values[ColumnCount] = {s.track, s.improvements, s.objectives, s.coins, s.total};
    for (int col = 0; col < ColumnCount; ++col) {
        auto* cell = new QWidget(table);
        auto* cl = new QVBoxLayout(cell);
        cl->setContentsMargins(0, 0, 0, 0);
        cl->setSpacing(3);
        cl->addStretch(1);
        const bool total = col == Total;
        QLabel* v = label(QString::number(values[col]), total ? 30 : 22, true, cell,
                          Qt::AlignRight | Qt::AlignVCenter,
                          total && winner ? QColor(0x8a, 0x62, 0x18) : art::ink());
        v->setProperty("value", values[col]);
        v->setObjectName(QStringLiteral("value"));
        if (col == Coins) {
            auto* line = new QHBoxLayout;
            line->setSpacing(4);
            line->addStretch(1);
            auto* coin = new QLabel(cell);
            coin->setPixmap(art::pixmap(QStringLiteral("coin"), 20));
            coin->setFixedSize(20, 20);
            line->addWidget(coin);
            line->addWidget(v);
            cl->addLayout(line);
        } else
            cl->addWidget(v);
        r.values[col] = v;
        QString detail;
        if (col == Improvements)
            detail = improvementWords(n);
        else if (col == Objectives && held.empty())
            detail = tr("none");
        if (col == Objectives && !held.empty()) {
            r.chips = new ObjectiveChips(cs, held, cell);
            cl->addWidget(r.chips);
        }
        QLabel* d = label(detail, 13, false, cell, Qt::AlignRight | Qt::AlignTop, kMuted);
        d->setObjectName(QStringLiteral("detail"));
        d->setWordWrap(true);
        d->setVisible(!detail.isEmpty());
        cl->addWidget(d);
        r.details[col] = d;
        cl->addStretch(1);
        grid->addWidget(cell, gridRow, 3 + col);
    }
    // The row in one sentence, for a screen reader (on its place).
    r.place->setAccessibleName(
        tr("%1 place: %2, %n point(s) (score track %3, Improvements %4, objectives %5, coins %6).",
           "", s.total)
            .arg(words::rank(s.rank), name)
            .arg(s.track)
            .arg(s.improvements)
            .arg(s.objectives)
            .arg(s.coins));
}

QString ScorePadPage::tieBreakSentence() const {
    const bool solo = c_->view().solo();
    auto who = [](const Row& r, bool first) {
        if (r.seat >= 0)
            return words::q(r.score.name);
        return first ? tr("The Master Gardener") : tr("the Master Gardener");
    };
    QStringList sentences;
    // Equal totals are neighbours in place order (R-END-3: the total first, then coins).
    for (std::size_t i = 0; i < rows_.size();) {
        std::size_t j = i;
        while (j < rows_.size() && rows_[j].score.total == rows_[i].score.total)
            ++j;
        if (j - i == 2) {
            const Row& a = rows_[i];
            const Row& b = rows_[i + 1];
            const QString both = tr("%1 and %2").arg(who(a, true), who(b, false));
            const QString total = QString::number(a.score.total);
            const QString coinsA = QString::number(a.score.coins);
            const QString coinsB = QString::number(b.score.coins);
            const QString place = words::rank(a.score.rank);
            const bool first = a.score.rank == 1;
            // One .arg() each: a name holding "%2" stays as written.
            switch (a.score.decidedBy) {
            case FinalScore::Decider::Coins:
                sentences << (first ? tr("%1 both have %2 points: %3 wins with more coins, %4 "
                                         "against %5.")
                                          .arg(both, total, who(a, false), coinsA, coinsB)
                                    : tr("%1 both have %2 points: %3 takes %4 place with more "
                                         "coins, %5 against %6.")
                                          .arg(both, total, who(a, false), place, coinsA, coinsB));
                break;
            case FinalScore::Decider::Shared:
                sentences << (first ? tr("%1 both have %2 points and %3 coins: they share the "
                                         "victory.")
                                          .arg(both, total, coinsA)
                                    : tr("%1 both have %2 points and %3 coins: they share %4 "
                                         "place.")
                                          .arg(both, total, coinsA, place));
                break;
            case FinalScore::Decider::MasterGardener:
                sentences << tr("%1 both have %2 points and %3 coins: in solo a full tie goes to "
                                "the Master Gardener.")
                                 .arg(both, total, coinsA);
                break;
            case FinalScore::Decider::Total:
                break;
            }
        } else if (j - i > 2) {
            QStringList names;
            for (std::size_t k = i; k < j; ++k)
                names << who(rows_[k], k == i);
            sentences << tr("%1 all have %2 points: the most coins decide their places, and "
                            "equal coins share one.")
                             .arg(joinNames(names), QString::number(rows_[i].score.total));
        }
        i = j;
    }
    if (!sentences.isEmpty())
        return sentences.join(QLatin1Char(' '));
    return solo ? tr("No tie to break: on equal totals the most coins would have won, and with "
                     "equal coins too, the Master Gardener.")
                : tr("No tie to break: on equal totals the most coins would have won, and with "
                     "equal coins too, the victory would have been shared.");
}

QString ScorePadPage::endClaimsSentence() const {
    const SeatView& g = c_->view();
    if (!g.solo())
        return {};
    const GardenerEndClaims* end = nullptr;
    for (const TurnRecord& r : g.log())
        if (const auto* e = std::get_if<GardenerEndClaims>(&r))
            end = e;
    if (!end)
        return {};
    const ComponentSet& cs = g.components();
    const GardenerState& mg = g.gardener();
    // His sequences after his last card, as the core counts them (R-MG-3, R-MG-5).
    const GardenerSequences seq = sequencesOf(mg.played, cs);
    QStringList parts;
    for (int o : end->claimed) {
        const ObjectiveTile& t = cs.objectives[static_cast<std::size_t>(o)];
        QString why;
        if (isLandscape(t.type)) {
            const LandType lt = landTypeOf(t.type);
            if (seq.current[lt] >= t.threshold)
                why =
                    tr("his current %1 sequence is %2").arg(typeWord(t.type)).arg(seq.current[lt]);
            else {
                const auto& prev = seq.previous[static_cast<std::size_t>(index(lt))];
                const int best = prev.empty() ? 0 : *std::max_element(prev.begin(), prev.end());
                why =
                    tr("an earlier %1 sequence of his reached %2").arg(typeWord(t.type)).arg(best);
            }
        } else
            why =
                tr("he collected %1")
                    .arg(kindCount(improvementOf(t.type), mg.improvements[improvementOf(t.type)]));
        parts << tr("%1, because %2").arg(objectiveWords(t), why);
    }
    if (parts.isEmpty()) {
        if (static_cast<int>(mg.objectives.size()) >= kObjectiveTypeCount)
            return tr("After his last card the Master Gardener claimed nothing more: he already "
                      "held an objective of every type.");
        return tr("After his last card the Master Gardener claimed nothing more: every objective "
                  "left on the board of a type he did not hold yet needs more than his best "
                  "sequence or his collected Improvements of that type.");
    }
    QString list = parts.front();
    for (int i = 1; i < parts.size(); ++i)
        list += (i + 1 == parts.size() ? tr(", and ") : tr("; ")) + parts[i];
    return tr("After his last card the Master Gardener claimed %1.").arg(list);
}

QRect ScorePadPage::rowRect(int row) const {
    const auto* table = static_cast<const ScoreTable*>(scroll_->widget());
    if (!table || row < 0 || row >= rowCount())
        return {};
    const QRect r = table->cardRect(row + 1).toAlignedRect();
    return QRect(table->mapTo(this, r.topLeft()), r.size());
}

QStringList ScorePadPage::texts() const {
    QStringList out;
    for (const QLabel* l : findChildren<QLabel*>())
        if (!l->text().isEmpty())
            out << l->text();
    for (const Row& r : rows_)
        if (r.chips)
            out << r.chips->texts();
    return out;
}
