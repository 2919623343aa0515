#include "HandOverPage.h"

#include "GameController.h"
#include "PlayerBadge.h"
#include "TurnReplay.h"
#include "TurnSummary.h"

#include <QBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedLayout>

using namespace frosted;

HandOverPage::HandOverPage(GameController* c, QWidget* parent) : QWidget(parent), c_(c) {
    setObjectName(QStringLiteral("handOverPage"));
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, QColor(0xcf, 0xdb, 0xe6));
    setPalette(p);
    stack_ = new QStackedLayout(this);
    cover_ = new QWidget(this);
    stack_->addWidget(cover_);
    auto* l = new QVBoxLayout(cover_);
    l->addStretch(2);
    icon_ = new QLabel(cover_);
    icon_->setPixmap(art::pixmap(QStringLiteral("frosted-blooms"), 120));
    icon_->setAlignment(Qt::AlignCenter);
    l->addWidget(icon_);
    // Whose seat it is: their badge (shape, colour, initial), not their colour alone.
    badge_ = new PlayerBadge(art::playerColour({}), art::BadgeShape::Circle, QString(), 64, cover_);
    badge_->setObjectName(QStringLiteral("handOverBadge"));
    l->addWidget(badge_, 0, Qt::AlignHCenter);
    title_ = new QLabel(cover_);
    title_->setAlignment(Qt::AlignCenter);
    title_->setStyleSheet(QStringLiteral("font-size: 40px; font-weight: bold; color: #2f3b48;"));
    l->addWidget(title_);
    text_ = new QLabel(cover_);
    text_->setAlignment(Qt::AlignCenter);
    text_->setWordWrap(true);
    text_->setStyleSheet(QStringLiteral("font-size: 16px; color: #2f3b48;"));
    l->addWidget(text_);
    // The turns since the seat's last one: a badge and a sentence each, in a column of a
    // readable width.
    auto* column = new QVBoxLayout;
    heading_ = new QLabel(cover_);
    heading_->setStyleSheet(QStringLiteral("font-size: 16px; font-style: italic; color: #2f3b48;"));
    column->addWidget(heading_);
    turns_ = new QWidget(cover_);
    turns_->setObjectName(QStringLiteral("handOverTurns"));
    turns_->setMaximumWidth(760);
    turnsLayout_ = new QVBoxLayout(turns_);
    turnsLayout_->setContentsMargins(0, 0, 0, 0);
    column->addWidget(turns_);
    auto* centred = new QHBoxLayout;
    centred->addStretch(1);
    centred->addLayout(column, 8);
    centred->addStretch(1);
    l->addLayout(centred);
    l->addSpacing(8);
    replay_ = new QPushButton(cover_);
    replay_->setObjectName(QStringLiteral("handOverReplayButton"));
    replay_->setText(tr("&Replay these turns"));
    replay_->setToolTip(tr("Watch them again on the table, at the computer players' speed, "
                           "without anybody's hand (Esc stops)"));
    replay_->setStyleSheet(QStringLiteral("font-size: 16px; padding: 10px 18px;"));
    replay_->setAutoDefault(false);
    button_ = new QPushButton(cover_);
    button_->setObjectName(QStringLiteral("handOverButton"));
    button_->setStyleSheet(QStringLiteral("font-size: 20px; padding: 12px 28px;"));
    button_->setDefault(true);
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(replay_);
    row->addSpacing(12);
    row->addWidget(button_);
    row->addStretch();
    l->addLayout(row);
    l->addStretch(3);
    connect(button_, &QPushButton::clicked, this, &HandOverPage::confirmed);
    connect(replay_, &QPushButton::clicked, this, &HandOverPage::startReplay);
}

void HandOverPage::showFor(const QString& name, const QColor& colour, art::BadgeShape shape) {
    if (replayView_)
        replayView_->stop();
    stack_->setCurrentWidget(cover_);
    seat_ = c_->hasGame() ? c_->view().currentSeat() : -1;
    badge_->set(colour, shape, name.left(1).toUpper());
    title_->setText(tr("Pass to %1").arg(name));
    text_->setText(tr("Hands are private. %1, take the seat; your cards are shown when you "
                      "confirm.")
                       .arg(name.toHtmlEscaped()));
    button_->setText(tr("I'm %1 — show my hand").arg(name));
    fillTurns(seat_);
    // A screen reader, on the button that has the focus: whose turn, and the turns since.
    const QString said =
        lines_.isEmpty()
            ? title_->text()
            : tr("%1. %2 %3").arg(title_->text(), heading_->text(), lines_.join(QLatin1Char(' ')));
    setAccessibleName(title_->text());
    button_->setAccessibleDescription(said);
}

void HandOverPage::fillTurns(int seat) {
    while (QLayoutItem* item = turnsLayout_->takeAt(0)) {
        if (QLayout* inner = item->layout())
            while (QLayoutItem* i = inner->takeAt(0)) {
                delete i->widget();
                delete i;
            }
        delete item->widget();
        delete item;
    }
    lines_.clear();
    std::vector<turnsummary::Turn> turns;
    if (seat >= 0)
        turns = turnsummary::since(c_->view(), seat);
    const bool played = seat >= 0 && c_->view().round() > 1;
    heading_->setText(turns.empty() ? QString()
                      : played      ? tr("Since your last turn:")
                                    : tr("Before your first turn:"));
    heading_->setVisible(!turns.empty());
    for (const turnsummary::Turn& t : turns) {
        const QString colour = c_->seatColour(t.seat);
        const QString who = c_->seatName(t.seat);
        auto* line = new QHBoxLayout;
        auto* badge = new PlayerBadge(art::playerColour(colour), art::playerShape(colour),
                                      who.left(1).toUpper(), 28, turns_);
        badge->setToolTip(PlayerBadge::shapeWords(art::playerShape(colour), who.left(1).toUpper()));
        line->addWidget(badge, 0, Qt::AlignTop);
        auto* text =
            new QLabel(turnsummary::line(QStringLiteral("<b>%1</b>").arg(who.toHtmlEscaped()),
                                         t.text.toHtmlEscaped()),
                       turns_);
        text->setWordWrap(true);
        text->setStyleSheet(QStringLiteral("font-size: 15px; color: #2f3b48;"));
        line->addWidget(text, 1);
        turnsLayout_->addLayout(line);
        lines_ << turnsummary::line(who, t.text);
    }
    replay_->setVisible(!turns.empty());
    // The list takes the room the picture had on a small screen.
    icon_->setVisible(turns.empty() || window()->height() > 820);
}

void HandOverPage::startReplay() {
    if (seat_ < 0 || !c_->hasGame() || !c_->handOverPending())
        return;
    const GameState& g = c_->fullState(); // rebuilt as a record: the replay shows the public view
    const std::size_t from = turnsummary::actionsBefore(g, seat_);
    GameState start = g.atSetup();
    for (std::size_t i = 0; i < from; ++i)
        (void)start.apply(g.actions()[i]);
    std::vector<Action> actions(g.actions().begin() + static_cast<std::ptrdiff_t>(from),
                                g.actions().end());
    if (!replayView_) {
        replayView_ = new TurnReplay(c_->componentsPtr(), this);
        stack_->addWidget(replayView_);
        connect(replayView_, &TurnReplay::finished, this, &HandOverPage::endReplay);
    }
    stack_->setCurrentWidget(replayView_);
    const QString who = c_->seatName(seat_);
    replayView_->start(std::move(start), std::move(actions), c_->computerSpeed(),
                       from == 0 ? tr("The table as it was dealt.")
                                 : tr("The table as %1 left it.").arg(who));
}

void HandOverPage::endReplay() {
    stack_->setCurrentWidget(cover_);
    button_->setFocus(); // Enter or Space: the seat
}

QString HandOverPage::title() const {
    return title_->text();
}
