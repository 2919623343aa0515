#include "ScorePad.h"

#include "BlossomsArt.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace blossoms::gui {

namespace {

QLabel* label(QWidget* parent, const QString& text, bool bold = false,
              Qt::Alignment align = Qt::AlignCenter) {
    auto* l = new QLabel(text, parent);
    l->setAlignment(align);
    l->setTextFormat(Qt::PlainText);
    if (bold) {
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    return l;
}

// A player's sets as small cards side by side with their heights.
QPixmap setsPicture(const QList<ScoreSheet::Set>& sets, qreal dpr) {
    const int h = 40, w = 29, gap = 30;
    QPixmap pm(QSize(std::max(1, int(sets.size())) * (w + gap), h + 2) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    int x = 0;
    for (const ScoreSheet::Set& s : sets) {
        art::drawCard(p, QRectF(x, 1, w, h), s.type);
        p.setPen(art::ink());
        p.drawText(QRectF(x + w + 2, 0, gap - 2, h), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(s.height));
        x += w + gap;
    }
    return pm;
}

} // namespace

ScorePad::ScorePad(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("scorePad"));
    setAccessibleName(tr("Score pad"));
    title_ = label(this, tr("The end of the game"), true);
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    title_->setFont(big);
    winner_ = label(this, {}, true);
    winner_->setObjectName(QStringLiteral("winner"));
    winner_->setWordWrap(true);
    gridBox_ = new QWidget(this);
    grid_ = new QGridLayout(gridBox_);
    grid_->setHorizontalSpacing(14);
    decided_ = label(this, {});
    decided_->setWordWrap(true);
    decided_->setObjectName(QStringLiteral("decided"));
    match_ = label(this, {}, true);
    match_->setWordWrap(true);
    match_->setObjectName(QStringLiteral("match"));
    again_ = new QPushButton(tr("&Play again"), this);
    again_->setObjectName(QStringLiteral("playAgain"));
    again_->setDefault(true);
    newGame_ = new QPushButton(tr("&New game…"), this);
    newGame_->setObjectName(QStringLiteral("newGame"));
    table_ = new QPushButton(tr("&Back to the table"), this);
    table_->setObjectName(QStringLiteral("backToTable"));
    watch_ = new QPushButton(tr("&Watch again"), this);
    watch_->setObjectName(QStringLiteral("watchAgain"));
    watch_->setToolTip(tr("Replay the game step by step."));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(again_);
    buttons->addWidget(newGame_);
    buttons->addWidget(table_);
    buttons->addWidget(watch_);
    buttons->addStretch(1);
    // The pad: a cream card on the garden's colour, its buttons under it.
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, art::tableColour());
    setPalette(pal);
    auto* card = new QFrame(this);
    card->setObjectName(QStringLiteral("scoreCard"));
    card->setStyleSheet(QStringLiteral("#scoreCard { background: %1; border: 1px solid %2; "
                                       "border-radius: 14px; }")
                            .arg(art::cardColour().name(), art::ink().lighter(250).name()));
    for (QWidget* w : {static_cast<QWidget*>(title_), static_cast<QWidget*>(winner_), gridBox_,
                       static_cast<QWidget*>(decided_), static_cast<QWidget*>(match_)})
        w->setParent(card);
    auto* inner = new QVBoxLayout(card);
    inner->setContentsMargins(24, 18, 24, 18);
    inner->addWidget(title_);
    inner->addWidget(winner_);
    inner->addSpacing(8);
    inner->addWidget(gridBox_, 0, Qt::AlignHCenter);
    inner->addWidget(decided_);
    inner->addWidget(match_);
    auto* col = new QVBoxLayout(this);
    col->addStretch(1);
    col->addWidget(card, 0, Qt::AlignHCenter);
    col->addSpacing(12);
    col->addLayout(buttons);
    col->addStretch(1);
    connect(again_, &QPushButton::clicked, this, &ScorePad::playAgainRequested);
    connect(newGame_, &QPushButton::clicked, this, &ScorePad::newGameRequested);
    connect(table_, &QPushButton::clicked, this, &ScorePad::tableRequested);
    connect(watch_, &QPushButton::clicked, this, &ScorePad::watchAgainRequested);
}

void ScorePad::setResult(const ScoreSheet& sheet) {
    sheet_ = sheet;
    rebuild();
}

void ScorePad::rebuild() {
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    QStringList winners;
    for (const ScoreSheet::Row& r : sheet_.rows)
        if (r.rank == 1)
            winners << r.name;
    winner_->setText(winners.size() == 1 ? tr("%1 wins!").arg(winners.first())
                                         : tr("Shared victory: %1").arg(winners.join(tr(" and "))));
    const bool match = !sheet_.rows.isEmpty() && sheet_.rows.first().matchTotal >= 0;
    QStringList heads = {tr("Player"), tr("Sets (height)"), tr("Flowers"), tr("Types"),
                         tr("Total"),  tr("Tokens left"),   tr("Rank")};
    if (match)
        heads << tr("Match");
    for (int c = 0; c < heads.size(); ++c)
        grid_->addWidget(label(gridBox_, heads[c], true), 0, c);
    const qreal dpr = devicePixelRatioF();
    for (int i = 0; i < sheet_.rows.size(); ++i) {
        const ScoreSheet::Row& r = sheet_.rows[i];
        auto* name = label(gridBox_, r.name, r.rank == 1, Qt::AlignLeft | Qt::AlignVCenter);
        QPixmap token(QSize(22, 22) * dpr);
        token.setDevicePixelRatio(dpr);
        token.fill(Qt::transparent);
        {
            QPainter p(&token);
            p.setRenderHint(QPainter::Antialiasing);
            art::drawToken(p, QRectF(1, 1, 20, 20), r.colour, r.initial);
        }
        auto* tokenL = new QLabel(gridBox_);
        tokenL->setPixmap(token);
        auto* who = new QHBoxLayout;
        who->addWidget(tokenL);
        who->addWidget(name, 1);
        auto* whoBox = new QWidget(gridBox_);
        whoBox->setLayout(who);
        grid_->addWidget(whoBox, i + 1, 0);
        auto* sets = new QLabel(gridBox_);
        if (r.sets.isEmpty())
            sets->setText(tr("none"));
        else
            sets->setPixmap(setsPicture(r.sets, dpr));
        grid_->addWidget(sets, i + 1, 1);
        grid_->addWidget(label(gridBox_, QString::number(r.flowers)), i + 1, 2);
        grid_->addWidget(label(gridBox_, tr("%1 (+%2)").arg(r.types).arg(r.variety)), i + 1, 3);
        grid_->addWidget(label(gridBox_, QString::number(r.total), true), i + 1, 4);
        grid_->addWidget(label(gridBox_, QString::number(r.tokensLeft)), i + 1, 5);
        grid_->addWidget(label(gridBox_, QString::number(r.rank)), i + 1, 6);
        if (match)
            grid_->addWidget(label(gridBox_, QString::number(r.matchTotal), true), i + 1, 7);
    }
    decided_->setText(sheet_.decided);
    match_->setText(sheet_.match);
    match_->setVisible(!sheet_.match.isEmpty());
    again_->setText(sheet_.nextMatchGame ? tr("Ne&xt game of the match") : tr("&Play again"));
    setAccessibleDescription(text());
}

QString ScorePad::text() const {
    QStringList lines{winner_->text()};
    for (const ScoreSheet::Row& r : sheet_.rows) {
        QStringList sets;
        for (const ScoreSheet::Set& s : r.sets)
            sets << tr("%1 of %2 (+%3)").arg(art::typeName(s.type)).arg(s.height).arg(s.value);
        lines << tr("%1: rank %2, %3 points — flowers %4, %5 type(s) +%6, %7 token(s) left; sets: "
                    "%8")
                     .arg(r.name)
                     .arg(r.rank)
                     .arg(r.total)
                     .arg(r.flowers)
                     .arg(r.types)
                     .arg(r.variety)
                     .arg(r.tokensLeft)
                     .arg(sets.isEmpty() ? tr("none") : sets.join(QStringLiteral(", ")));
        if (r.matchTotal >= 0)
            lines.last() += tr("; match %1").arg(r.matchTotal);
    }
    if (!sheet_.decided.isEmpty())
        lines << sheet_.decided;
    if (!sheet_.match.isEmpty())
        lines << sheet_.match;
    return lines.join(QLatin1Char('\n'));
}

} // namespace blossoms::gui
