#include "TableNotes.h"

#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "MainWindow.h"
#include "SaveFiles.h"
#include "Words.h"

#include <QBoxLayout>
#include <QCursor>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QToolTip>

using frosted::Action;

TableNotes::TableNotes(MainWindow* w) : QObject(w), w_(w) {
    // The note sits under the NOW line, in the column the player reads the turn in.
    QLabel* now = w->nowLabel();
    note_ = new QLabel(now->parentWidget());
    note_->setObjectName(QStringLiteral("tableNote"));
    note_->setWordWrap(true);
    note_->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; color: #5a3b00; "
                                        "border: 2px solid #d9a400; border-radius: 6px; "
                                        "padding: 4px 6px; }"));
    note_->hide();
    // (Under the NOW line's scroll area, when it has one.)
    QWidget* anchor = w->findChild<QWidget*>(QStringLiteral("nowScroll"));
    if (!anchor)
        anchor = now;
    note_->setParent(anchor->parentWidget());
    if (auto* box = qobject_cast<QBoxLayout*>(anchor->parentWidget()->layout()))
        box->insertWidget(box->indexOf(anchor) + 1, note_);
    noteTimer_.setSingleShot(true);
    noteTimer_.setInterval(kNoteMs);
    connect(&noteTimer_, &QTimer::timeout, this, &TableNotes::clearNote);
    GameController* c = w->controller();
    connect(c, &GameController::refused, this, &TableNotes::refused);
    connect(c, &GameController::hintReady, this, &TableNotes::hintReady);
    connect(c, &GameController::stateChanged, this, &TableNotes::stateChanged);
    connect(c, &GameController::gameReplaced, this, &TableNotes::stateChanged);
    c->setClaimAsker([this](int chosen, int better) { return askClaim(chosen, better); });
}

// R-OBJ-5, issue 31: one question, naming both objectives; the larger one is the default.
bool TableNotes::askClaim(int chosen, int better) {
    if (!w_->messageBoxesEnabled())
        return true;
    const frosted::ComponentSet& cs = w_->controller()->components();
    const auto& objectives = cs.objectives;
    const QString type = words::typeWord(objectives[static_cast<std::size_t>(chosen)].type);
    QMessageBox box(QMessageBox::Question, tr("Claim the smaller objective?"),
                    tr("Claim the %1?").arg(words::objectiveName(cs, chosen)),
                    QMessageBox::NoButton, w_);
    box.setInformativeText(
        tr("The %1 may be claimed now too. You may hold only one %2 objective for the whole "
           "game.")
            .arg(words::objectiveName(cs, better), type));
    QPushButton* smaller = box.addButton(tr("Claim the %1").arg(words::objectiveName(cs, chosen)),
                                         QMessageBox::AcceptRole);
    QPushButton* larger = box.addButton(
        tr("Claim the %1 instead").arg(words::objectiveName(cs, better)), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(larger);
    box.exec();
    if (box.clickedButton() == larger) {
        // Claimed after this answer, outside the controller's own claim().
        QMetaObject::invokeMethod(
            w_->controller(), [c = w_->controller(), better] { c->claim(better); },
            Qt::QueuedConnection);
        return false;
    }
    return box.clickedButton() == smaller;
}

void TableNotes::refused(const QString& why) {
    const QString text = tr("Not allowed: %1").arg(why);
    w_->statusBar()->showMessage(savefiles::bounded(text), 5000);
    note_->setText(text);
    note_->show();
    noteAt_ = w_->controller()->hasGame() ? w_->controller()->view().actions().size() : 0;
    noteTimer_.start();
    // Said by the pointer too: the player looks where they clicked (and the NOW column may be
    // folded away).
    const QPoint at = QCursor::pos();
    if (w_->isActiveWindow() && w_->frameGeometry().contains(at))
        QToolTip::showText(at + QPoint(12, 12), text, w_, {}, kNoteMs);
}

void TableNotes::clearNote() {
    noteTimer_.stop();
    note_->clear();
    note_->hide();
}

void TableNotes::hintReady(const QString& text) {
    hintMessage_ = savefiles::bounded(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    w_->statusBar()->showMessage(hintMessage_);
    w_->board()->update(); // the hint's mark on the ring (the cursor may already be there)
    focusHint();
}

// The focus on what the hint names: Enter then does what it says.
void TableNotes::focusHint() {
    GameController* c = w_->controller();
    const auto h = c->hint();
    if (!h || !c->personToPlay())
        return;
    switch (h->kind) {
    case Action::Kind::Take:
        w_->board()->focusOn(BoardPart::Ring, c->view().market().slotOfKth(h->value));
        break;
    case Action::Kind::Place:
        w_->garden()->setFocus(Qt::OtherFocusReason);
        break;
    case Action::Kind::PlayCard:
        for (CardButton* b : w_->hand()->cards())
            if (b->card() == h->value)
                b->setFocus(Qt::OtherFocusReason);
        break;
    case Action::Kind::Claim:
        w_->board()->focusOn(BoardPart::Objectives, h->value);
        break;
    case Action::Kind::EndTurn:
    case Action::Kind::Pass:
        if (QPushButton* b =
                h->kind == Action::Kind::Pass ? w_->hand()->passButton() : w_->hand()->doneButton();
            b->isEnabled())
            b->setFocus(Qt::OtherFocusReason);
        break;
    }
}

void TableNotes::stateChanged() {
    GameController* c = w_->controller();
    // The hint's words go with the hint (dropped when the play moved on, another seat, a
    // hand-over): never left for the next player to read.
    if (!hintMessage_.isEmpty() && !c->hint()) {
        w_->board()->update(); // its mark goes with it
        if (w_->statusBar()->currentMessage() == hintMessage_)
            w_->statusBar()->clearMessage();
        hintMessage_.clear();
    }
    if (note_->isVisible() &&
        (!c->hasGame() || c->view().actions().size() != noteAt_ || c->handOverPending()))
        clearNote();
}
