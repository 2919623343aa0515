#include "TurnReplay.h"

#include "Art.h"
#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "PlayerBadge.h"
#include "PlayerPanel.h"
#include "TurnSummary.h"

#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>

using namespace frosted;

TurnReplay::TurnReplay(ComponentsPtr components, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("turnReplay"));
    c_ = new GameController(std::move(components), this);
    c_->setAutosaveDir({});
    c_->setReadOnly(true); // R-PRIV-1: the public view, no input
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &TurnReplay::next);

    auto* outer = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    badge_ = new PlayerBadge(art::playerColour({}), art::BadgeShape::Circle, QString(), 36, this);
    bar->addWidget(badge_);
    auto* words = new QVBoxLayout;
    line_ = new QLabel(this);
    line_->setObjectName(QStringLiteral("replayLine"));
    line_->setWordWrap(true);
    line_->setStyleSheet(QStringLiteral("font-size: 17px; color: #2f3b48;"));
    line_->setAccessibleName(tr("Replay"));
    words->addWidget(line_);
    where_ = new QLabel(this);
    where_->setObjectName(QStringLiteral("replayWhere"));
    where_->setStyleSheet(QStringLiteral("color: #5a6876;"));
    words->addWidget(where_);
    bar->addLayout(words, 1);
    next_ = new QPushButton(tr("Next ▶"), this);
    next_->setObjectName(QStringLiteral("replayNextButton"));
    next_->setToolTip(tr("The next step now (Space)"));
    back_ = new QPushButton(tr("Back"), this);
    back_->setObjectName(QStringLiteral("replayBackButton"));
    back_->setToolTip(tr("Stop the replay and go back to the hand-over (Esc)"));
    for (QPushButton* b : {next_, back_}) {
        b->setAutoDefault(false);
        bar->addWidget(b);
    }
    outer->addLayout(bar);
    connect(next_, &QPushButton::clicked, this, &TurnReplay::next);
    connect(back_, &QPushButton::clicked, this, &TurnReplay::stop);

    // The table as the main window shows it, without a hand: the players, the ring, the garden
    // of whoever plays.
    auto* row = new QHBoxLayout;
    outer->addLayout(row, 1);
    players_ = new PlayersPanel(c_, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(players_);
    scroll->setWidgetResizable(true);
    scroll->setFixedWidth(260);
    scroll->setFrameShape(QFrame::NoFrame);
    row->addWidget(scroll);
    row->addWidget(boardOverGarden(c_, this, &board_, &garden_), 1);
}

void TurnReplay::start(GameState start, std::vector<Action> actions, int speed,
                       const QString& intro) {
    game_ = std::move(start);
    actions_ = std::move(actions);
    at_ = 0;
    speed_ = speed;
    turn_ = 0;
    shown_ = 0;
    turns_ = 0;
    for (const Action& a : actions_)
        turns_ += a.kind == Action::Kind::EndTurn;
    running_ = true;
    last_ = actions_.empty();
    c_->showState(*game_);
    players_->rebuild();
    garden_->fitToView();
    badge_->hide();
    line_->setText(intro);
    where_->setText(tr("Replay of %n turn(s)", "", turns_));
    next_->setFocus();
    schedule();
}

void TurnReplay::next() {
    timer_.stop();
    if (!running_)
        return;
    if (last_) {
        stop();
        return;
    }
    // The end of a turn shows nothing of its own (the turn's steps said it): it is applied with
    // the next turn's first step, so each step is seen in the garden of whoever made it.
    while (at_ < actions_.size() && actions_[at_].kind == Action::Kind::EndTurn) {
        (void)game_->apply(actions_[at_++]);
        ++turn_;
    }
    if (at_ >= actions_.size()) {
        stop();
        return;
    }
    const int seat = game_->currentSeat();
    const Action a = actions_[at_++];
    (void)game_->apply(a); // played at the table before: the rules took it then
    last_ = std::all_of(actions_.begin() + static_cast<std::ptrdiff_t>(at_), actions_.end(),
                        [](const Action& x) { return x.kind == Action::Kind::EndTurn; });
    show(seat, turnsummary::stepText(game_->publicView(), seat, a));
    schedule();
}

void TurnReplay::show(int seat, const QString& text) {
    ++shown_;
    c_->showState(*game_);
    players_->rebuild();
    garden_->fitToView();
    const QString colour = c_->seatColour(seat);
    const QString name = c_->seatName(seat);
    badge_->set(art::playerColour(colour), art::playerShape(colour), name.left(1).toUpper());
    badge_->setToolTip(PlayerBadge::shapeWords(art::playerShape(colour), name.left(1).toUpper()));
    badge_->show();
    line_->setText(turnsummary::line(name, text));
    where_->setText(last_ ? tr("Turn %1 of %2 · the last step").arg(turn_ + 1).arg(turns_)
                          : tr("Turn %1 of %2").arg(turn_ + 1).arg(turns_));
}

void TurnReplay::schedule() {
    // The computer players' pace (GameController::scheduleComputerStep): a step to read.
    static const int ms[] = {2200, 1200, 450, 450};
    next_->setText(last_ ? tr("Done ▶") : tr("Next ▶"));
    if (speed_ < 0 || !running_)
        return; // step by step: Next
    timer_.start(ms[std::clamp(speed_, 0, 3)]);
}

void TurnReplay::stop() {
    timer_.stop();
    if (!running_)
        return;
    running_ = false;
    emit finished();
}

void TurnReplay::keyPressEvent(QKeyEvent* e) {
    if (e->key() == Qt::Key_Escape) {
        stop();
        return;
    }
    if (e->key() == Qt::Key_Space || e->key() == Qt::Key_Right) {
        next();
        return;
    }
    QWidget::keyPressEvent(e);
}

void TurnReplay::hideEvent(QHideEvent* e) {
    // Another game, the seat taken (Enter): the replay goes no further.
    timer_.stop();
    running_ = false;
    QWidget::hideEvent(e);
}
