#include "TurnFocus.h"

#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"

#include <QPushButton>
#include <QStackedWidget>
#include <QToolButton>

using namespace frosted;

TurnFocus::TurnFocus(GameController* c, QStackedWidget* pages, BoardView* board, GardenView* garden,
                     HandBar* hand, QObject* parent)
    : QObject(parent), c_(c), pages_(pages), board_(board), garden_(garden), hand_(hand) {
    setObjectName(QStringLiteral("turnFocus"));
    // The garden's Fit button stays out of the turn's order (Ctrl+0 does the same).
    for (QToolButton* b : garden_->findChildren<QToolButton*>(QStringLiteral("fitButton")))
        b->setFocusPolicy(Qt::NoFocus);
    // After the views and the window have followed the change (connected after them).
    connect(c_, &GameController::stateChanged, this, &TurnFocus::follow);
    connect(c_, &GameController::gameReplaced, this, &TurnFocus::follow);
    // A page shown (the table after the hand-over or the score pad): once the window is done.
    connect(pages_, &QStackedWidget::currentChanged, this, &TurnFocus::follow,
            Qt::QueuedConnection);
    order();
}

QWidget* TurnFocus::stepWidget() const {
    if (!c_->hasGame() || !pages_->currentWidget() ||
        !pages_->currentWidget()->isAncestorOf(board_))
        return nullptr;
    const SeatView& g = c_->view();
    if (g.isOver())
        return hand_->scoresButton()->isVisibleTo(hand_) ? hand_->scoresButton() : nullptr;
    // A computer player's move concerns no part: the focus stays where the person left it.
    if (!c_->personToPlay())
        return nullptr;
    switch (g.phase()) {
    case Phase::TakeTile:
        return board_->ringPart();
    case Phase::PlaceTile:
        return garden_;
    case Phase::PlayCard:
        for (CardButton* b : hand_->cards())
            if (b->isEnabled())
                return b;
        return nullptr;
    case Phase::Claim:
        for (int o : g.board())
            if (g.mayClaim(o))
                return board_->objectivesPart();
        return hand_->doneButton();
    case Phase::GameOver:
        break;
    }
    return nullptr;
}

QString TurnFocus::stepKey() const {
    if (!c_->hasGame())
        return {};
    const SeatView& g = c_->view();
    return QStringLiteral("%1 %2 %3 %4 %5 %6")
        .arg(pages_->currentIndex())
        .arg(g.log().size())
        .arg(static_cast<int>(g.phase()))
        .arg(g.currentSeat())
        .arg(c_->acceptsInput())
        .arg(g.isOver());
}

void TurnFocus::order() {
    // ring → garden → cards → objectives → Done
    QWidget* prev = board_->ringPart();
    QWidget::setTabOrder(prev, garden_);
    prev = garden_;
    for (CardButton* b : hand_->cards()) {
        QWidget::setTabOrder(prev, b);
        prev = b;
    }
    QWidget::setTabOrder(prev, board_->objectivesPart());
    QWidget::setTabOrder(board_->objectivesPart(), hand_->doneButton());
}

void TurnFocus::follow() {
    order();
    const QString key = stepKey();
    if (key == step_)
        return;
    step_ = key;
    if (QWidget* w = stepWidget(); w && w->isEnabled())
        w->setFocus(Qt::OtherFocusReason);
}
