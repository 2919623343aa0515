// Petals' window: Help ▸ Rules (PetalsRulesDialog) and Help ▸ Learn to play (PetalsTutorial with
// the shell's CoachMark), offered the first time Petals is played (PetalsWindow.h).
#include "CoachMark.h"
#include "EffectPanel.h"
#include "HandView.h"
#include "PetalsRulesDialog.h"
#include "PetalsTutorial.h"
#include "PetalsWindow.h"
#include "SaveFiles.h"
#include "TableView.h"
#include "TrackersView.h"
#include "TurnPanels.h"

#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

#include <cstdlib>

using namespace petals;
using namespace petals::gui;

void PetalsWindow::showRules() {
    if (!rules_)
        rules_ = new PetalsRulesDialog(session_->componentsPtr(), this);
    rules_->present();
}

bool PetalsWindow::tutorialActive() const {
    return tutorial_ && tutorial_->active();
}

void PetalsWindow::startTutorial() {
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    if (!tutorial_) {
        tutorial_ = new PetalsTutorial(this);
        coach_ = new CoachMark(this, pages_);
        connect(tutorial_, &PetalsTutorial::stepChanged, this, &PetalsWindow::showCoach);
        connect(tutorial_, &PetalsTutorial::finished, this, [this] {
            endTutorial();
            takeBackOwnGame(tr("Well done! Your own game is back on the table. Help ▸ Learn to "
                               "play plays the guided game again."),
                            tr("Well done! Game ▸ New game starts a game of your own; Help ▸ "
                               "Learn to play plays the guided game again."));
        });
        connect(tutorial_, &PetalsTutorial::ended, this, &PetalsWindow::endTutorial);
        connect(coach_, &CoachMark::nextClicked, tutorial_, &PetalsTutorial::next);
        connect(coach_, &CoachMark::leaveClicked, this, &PetalsWindow::leaveTutorial);
        // The bubble leaves the hand, the banner, the effect's buttons and the trackers in sight:
        // the coach's words name the card in the hand, the marked place and the trackers.
        coach_->setKeepClear([this] {
            QList<QRect> keep;
            for (QWidget* part : {static_cast<QWidget*>(hand_), static_cast<QWidget*>(banner_),
                                  static_cast<QWidget*>(effect_), static_cast<QWidget*>(trackers_)})
                if (part->isVisible())
                    keep << QRect(part->mapTo(this, QPoint(0, 0)), part->size());
            return keep;
        });
    }
    // The guided game is not autosaved: the player's own autosaved game stays as it was, and
    // comes back when the guided game is left or finished (takeBackOwnGame).
    if (!tutorialActive())
        autosaveDirBeforeTutorial_ = session_->files().autosaveDir();
    session_->setAutosaveDir({});
    if (!tutorial_->start(*session_, personName())) {
        showError(tutorial_->error());
        endTutorial();
        return;
    }
    markSaved(false);
    if (useSettings_)
        QSettings().setValue(QStringLiteral("petals/tutorialOffered"), true);
    showCoach();
}

void PetalsWindow::endTutorial() {
    if (coach_)
        coach_->hideMark();
    session_->setAutosaveDir(autosaveDirBeforeTutorial_);
    refresh();
}

void PetalsWindow::leaveTutorial() {
    if (!tutorialActive())
        return;
    tutorial_->leave(); // ended: endTutorial
    takeBackOwnGame(tr("You left the guided game; your own game is back. Help ▸ Learn to play "
                       "starts the guided game again."),
                    tr("You left the guided game: go on with this game on your own, or start a "
                       "new one. Help ▸ Learn to play starts the guided game again."));
}

void PetalsWindow::takeBackOwnGame(const QString& back, const QString& none) {
    // The player's own unfinished game waited in the autosave, untouched by the guided game: it
    // comes back before anything is autosaved over it. Without one, the table stays as it is.
    if (!session_->files().autosaveOff() && session_->files().resumableAutosave() &&
        session_->resumeAutosave()) {
        markSaved(true);
        statusBar()->showMessage(back, 15000);
        return;
    }
    statusBar()->showMessage(none, 15000);
}

QWidget* PetalsWindow::coachTarget(const QString& at) const {
    if (at == QLatin1String("hand"))
        return hand_;
    if (at == QLatin1String("trackers"))
        return trackers_;
    if (at == QLatin1String("banner"))
        return banner_;
    if (at == QLatin1String("effect"))
        return effect_->isVisible() ? static_cast<QWidget*>(effect_) : banner_;
    return table_;
}

void PetalsWindow::showCoach() {
    if (!tutorialActive()) {
        if (coach_)
            coach_->hideMark();
        return;
    }
    const PetalsTutorial::Step& step = tutorial_->currentStep();
    QWidget* target = coachTarget(step.at);
    // The coach's "highlighted card … marked place": the action waited for, shown.
    if (const auto a = tutorial_->expected(); a && session_->personToPlay()) {
        if (a->kind == Action::Kind::Place) {
            chooseCard(a->card);
            while (rotation_ != a->rotation)
                rotate(1);
            table_->setMarkedCells({a->cell});
            previewAt(a->cell);
        } else if (a->kind == Action::Kind::Move) {
            if (moving_ == a->card) {
                rotation_ = a->rotation;
                table_->setMarkedCells({a->cell});
            } else {
                table_->setHighlighted({a->card});
            }
        }
    }
    // Then the coach, round the table as it now lies (the marked place in view).
    coach_->showStep(
        step.title, step.text,
        [this, target] {
            if (!target->isVisible())
                return QRect();
            const QRect whole(target->mapTo(this, QPoint(0, 0)), target->size());
            // On the table the ring goes round the part the step speaks of, not the whole
            // table, so the bubble may sit on the table's free part and leave the trackers and
            // the hand in sight.
            const auto a = tutorial_ ? tutorial_->expected() : std::nullopt;
            if (target != table_ || !a ||
                (a->kind != Action::Kind::Place && a->kind != Action::Kind::Move))
                return whole;
            // The place, the cards it will touch (the pairs the step speaks of) and, for a
            // move, the card's cell.
            QRectF cells = table_->cellRect(a->cell);
            for (const Lying& l : session_->view().known().table())
                if ((a->kind == Action::Kind::Move && l.card == a->card) ||
                    std::abs(l.cell.x - a->cell.x) + std::abs(l.cell.y - a->cell.y) == 1)
                    cells |= table_->cellRect(l.cell);
            const QRect on =
                cells.toAlignedRect().translated(table_->mapTo(this, QPoint(0, 0))) & whole;
            return on.isEmpty() ? whole : on;
        },
        step.next, tr("Finish"));
}

void PetalsWindow::offerTutorialOnce() {
    if (!useSettings_ || QSettings().value(QStringLiteral("petals/tutorialOffered")).toBool()) {
        newGameDialog();
        return;
    }
    QSettings().setValue(QStringLiteral("petals/tutorialOffered"), true);
    const auto answer = QMessageBox::question(
        this, tr("Learn to play Petals?"),
        tr("Is this your first game of Petals? A guided game shows every rule once, one turn "
           "at a time (about ten minutes). You can find it later in Help ▸ Learn to play."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        startTutorial();
    else
        newGameDialog();
}
