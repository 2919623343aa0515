// Blossoms' window: Help ▸ Learn to play (BlossomsTutorial with the shell's CoachMark), offered
// the first time Blossoms is played (BlossomsWindow.h), as Petals' window does it.
#include "BlossomsNewGameDialog.h"
#include "BlossomsTutorial.h"
#include "BlossomsWindow.h"
#include "ChoicePanels.h"
#include "CoachMark.h"
#include "HandsView.h"
#include "PlayersView.h"
#include "PotsView.h"
#include "ScorePad.h"
#include "TurnPanels.h"

#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

using namespace blossoms;
using namespace blossoms::gui;

namespace {
constexpr const char* kOfferedKey = "blossoms/tutorialOffered";

// The learner's name: the first person of the game on the table (the guided game's learner when
// it is played again), else of the last game's seats, else the new-game dialog's first name.
QString learnerOf(const BlossomsSession& s, bool useSettings) {
    if (s.hasGame() && s.guide())
        return s.seatName(0);
    const BlossomsSetup setup = s.hasGame()   ? s.setup()
                                : useSettings ? BlossomsNewGameDialog::lastSetup()
                                              : BlossomsNewGameDialog::defaultSetup();
    for (const BlossomsSeat& seat : setup.seats)
        if (!seat.computer && !seat.name.trimmed().isEmpty())
            return seat.name.trimmed();
    return BlossomsNewGameDialog::builtInName(0);
}

QRect inWindow(const QWidget* window, const QWidget* part) {
    return QRect(part->mapTo(window, QPoint(0, 0)), part->size());
}
} // namespace

bool BlossomsWindow::tutorialActive() const {
    return tutorial_ && tutorial_->active();
}

void BlossomsWindow::startTutorial(int played) {
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    if (!tutorial_) {
        tutorial_ = new BlossomsTutorial(this);
        coach_ = new CoachMark(this, pages_);
        connect(tutorial_, &BlossomsTutorial::stepChanged, this, &BlossomsWindow::showCoach);
        connect(tutorial_, &BlossomsTutorial::finished, this, [this] {
            endTutorial();
            takeBackOwnGame(tr("Well done! Your own game is back on the table. Help ▸ Learn to "
                               "play plays the guided game again."),
                            tr("Well done! Game ▸ New game starts a game of your own; Help ▸ "
                               "Learn to play plays the guided game again."));
        });
        connect(tutorial_, &BlossomsTutorial::ended, this, &BlossomsWindow::endTutorial);
        connect(coach_, &CoachMark::nextClicked, tutorial_, &BlossomsTutorial::next);
        connect(coach_, &CoachMark::leaveClicked, this, &BlossomsWindow::leaveTutorial);
        // The bubble leaves the pots, the banner, the hand, the choices and the Rake's panel in
        // sight: the coach's words send the learner there (the log beside the garden may go).
        coach_->setKeepClear([this] {
            QList<QRect> keep;
            for (QWidget* part : {static_cast<QWidget*>(banner_), static_cast<QWidget*>(hand_),
                                  static_cast<QWidget*>(choices_), static_cast<QWidget*>(rake_)})
                if (part->isVisible())
                    keep << inWindow(this, part);
            if (garden_->isVisible())
                for (int pot = 0; pot < kPots; ++pot)
                    keep << (garden_->potRect(pot) | garden_->stackRect(pot))
                                .toAlignedRect()
                                .translated(garden_->mapTo(this, QPoint(0, 0)));
            return keep;
        });
    }
    // The guided game is not autosaved: the player's own autosaved game stays as it was, and
    // comes back when the guided game is left or finished (takeBackOwnGame).
    const QString learner = learnerOf(*session_, useSettings_);
    if (!tutorialActive())
        autosaveDirBeforeTutorial_ = session_->files().autosaveDir();
    session_->setAutosaveDir({});
    if (!tutorial_->start(*session_, learner, played)) {
        showError(tutorial_->error());
        endTutorial();
        return;
    }
    markSaved(false);
    if (useSettings_)
        QSettings().setValue(QLatin1String(kOfferedKey), true);
    showCoach();
}

void BlossomsWindow::endTutorial() {
    if (coach_)
        coach_->hideMark();
    session_->setAutosaveDir(autosaveDirBeforeTutorial_);
    refresh();
}

void BlossomsWindow::leaveTutorial() {
    if (!tutorialActive())
        return;
    tutorial_->leave(); // ended: endTutorial
    takeBackOwnGame(tr("You left the guided game; your own game is back. Help ▸ Learn to play "
                       "starts the guided game again."),
                    tr("You left the guided game: go on with this game on your own, or start a "
                       "new one. Help ▸ Learn to play starts the guided game again."));
}

void BlossomsWindow::takeBackOwnGame(const QString& back, const QString& none) {
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

QRect BlossomsWindow::coachTarget() const {
    const BlossomsTutorial::Step& step = tutorial_->currentStep();
    const QString& at = step.at;
    const auto onGarden = [this](const QRectF& r) {
        return r.toAlignedRect().translated(garden_->mapTo(this, QPoint(0, 0)));
    };
    QWidget* part = garden_;
    if (at == QLatin1String("scorepad") && pages_->currentWidget() == endPage_)
        part = scorePad_;
    else if (at == QLatin1String("scorepad") || at == QLatin1String("players"))
        part = players_;
    else if (at == QLatin1String("hand"))
        part = hand_;
    else if (at == QLatin1String("choices") && choices_->isVisible())
        part = choices_;
    else if (at == QLatin1String("rake") && rake_->isVisible())
        part = rake_;
    else if (at == QLatin1String("deck") && garden_->isVisible())
        return onGarden(garden_->deckRect());
    else if (at == QLatin1String("pot") && step.pot >= 0 && garden_->isVisible())
        return onGarden(garden_->potRect(step.pot) | garden_->stackRect(step.pot));
    if (!part->isVisible())
        return {};
    const QRect whole = inWindow(this, part);
    // The score pad scrolls: its part in sight.
    return part == scorePad_ ? whole & inWindow(this, endPage_) : whole;
}

void BlossomsWindow::showCoach() {
    if (!tutorialActive()) {
        if (coach_)
            coach_->hideMark();
        return;
    }
    const BlossomsTutorial::Step& step = tutorial_->currentStep();
    coach_->showStep(
        step.title, step.text, [this] { return coachTarget(); }, step.next, tr("Finish"));
}

void BlossomsWindow::offerTutorialOnce() {
    if (!useSettings_ || QSettings().value(QLatin1String(kOfferedKey)).toBool()) {
        runNewGameDialog();
        return;
    }
    QSettings().setValue(QLatin1String(kOfferedKey), true);
    const auto answer = QMessageBox::question(
        this, tr("Learn to play Blossoms?"),
        tr("Is this your first game of Blossoms? A guided game against the computer shows every "
           "rule once, one step at a time (about ten minutes). You can find it later in Help ▸ "
           "Learn to play."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        startTutorial();
    else
        runNewGameDialog();
}
