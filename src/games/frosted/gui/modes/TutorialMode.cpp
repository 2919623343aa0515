// Help ▸ Learn to play, the guided first game (TutorialMode.h; issue 19; Tutorial, CoachMark).
#include "TutorialMode.h"

#include "BoardView.h"
#include "CoachMark.h"
#include "GardenView.h"
#include "HandBar.h"
#include "SaveFiles.h"
#include "ScorePadPage.h"
#include "TurnFocus.h"
#include "Tutorial.h"

#include <QApplication>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

#include <algorithm>

using namespace frosted;

QString TutorialMode::autosaveDir() {
    return savefiles::defaultAutosaveDir() + QStringLiteral("/tutorial");
}

TutorialMode::TutorialMode(ModeHost host, TableParts parts, QObject* parent)
    : QObject(parent), host_(std::move(host)), t_(parts) {
    tutorial_ = new Tutorial(host_.game, this);
    tutorial_->setAutosaveDir(autosaveDir());
    coach_ = new CoachMark(host_.frame, t_.pages);
    // Queued: after every view has followed the change (the hand's cards are made again).
    connect(tutorial_, &Tutorial::changed, this, &TutorialMode::showCoach, Qt::QueuedConnection);
    // Besides what it points at, a bubble keeps clear of the tile being placed, the label of
    // what it would bring (the best card...) and the tile just laid, which the card notes talk
    // about.
    coach_->setKeepClear([this] {
        QList<QRect> keep;
        if (!host_.game->hasGame() || t_.pages->currentWidget() != t_.table ||
            !t_.garden->isVisible())
            return keep;
        const QPoint at = t_.garden->mapTo(host_.frame, QPoint());
        const QRect seen = t_.garden->rect();
        for (const QRectF& r : {t_.garden->ghostBox(), t_.garden->previewLabelBox()})
            if (const QRect q = r.toAlignedRect().intersected(seen); !q.isEmpty())
                keep << q.translated(at);
        const Phase phase = host_.game->view().phase();
        if ((phase == Phase::PlayCard || phase == Phase::Claim) && !host_.game->computerToPlay()) {
            QRect laid;
            const int size = qRound(t_.garden->cellSize());
            for (const Point& p : t_.garden->lastPlacementCells()) {
                const QPoint c = t_.garden->cellCenter(p);
                laid |= QRect(c.x() - size / 2, c.y() - size / 2, size, size);
            }
            if (const QRect q = laid.intersected(seen); !q.isEmpty())
                keep << q.translated(at);
        }
        return keep;
    });
    connect(coach_, &CoachMark::nextClicked, tutorial_, &Tutorial::next);
    connect(coach_, &CoachMark::leaveClicked, this, &TutorialMode::leaveTutorial);
    connect(host_.game, &GameController::ghostChanged, this, [this] {
        if (tutorial_->active())
            showCoach(); // the outline follows the tile taken
    });
    connect(tutorial_, &Tutorial::finished, this, [this] {
        coach_->hideMark();
        t_.garden->setHighlight({}, {});
        if (host_.frame->settingsEnabled())
            QSettings().setValue(QStringLiteral("tutorial/completed"), true);
        host_.frame->statusBar()->showMessage(
            tr("Well done! Game ▸ New game starts a game of your own; Help ▸ "
               "Learn to play plays the guided game again."),
            20000);
    });
    // Another game took the table: the player's own unfinished game, which waited in the
    // autosave, was kept as a save of its own (GameController::keptAtGuideEnd).
    connect(host_.game, &GameController::guideEnded, this, [this] {
        const QString kept = host_.game->keptAtGuideEnd();
        if (kept.isEmpty())
            return;
        host_.addRecentFile(kept);
        host_.frame->statusBar()->showMessage(
            tr("Your unfinished game was kept as %1 (Game ▸ Open recent).")
                .arg(savefiles::shownPath(QFileInfo(kept).fileName())),
            15000);
    });
    connect(tutorial_, &Tutorial::ended, this, [this] {
        coach_->hideMark();
        t_.garden->setHighlight({}, {});
        host_.updateActions();
    });
}

void TutorialMode::setSettingsEnabled(bool on) {
    tutorial_->setAutosaveDir(on ? autosaveDir() : QString());
}

bool TutorialMode::startTutorial(bool resume) {
    if (host_.frame->settingsEnabled()) {
        const QStringList names = QSettings().value(QStringLiteral("players/names")).toStringList();
        tutorial_->setPersonName(names.value(0));
    }
    const bool ok = resume ? tutorial_->resume() : tutorial_->start();
    if (!ok) {
        host_.frame->showError(tutorial_->error().isEmpty()
                                   ? tr("The guided game could not be started.")
                                   : tutorial_->error());
        return false;
    }
    t_.pages->setCurrentWidget(t_.table);
    host_.frame->statusBar()->showMessage(
        tr("The guided game: follow the notes. Leave it at any time; Help ▸ Learn to play "
           "resumes it."),
        10000);
    host_.updateActions();
    return true;
}

void TutorialMode::learnToPlay() {
    bool resume = false;
    if (tutorial_->active()) {
        showCoach();
        return;
    }
    if (tutorial_->canResume()) {
        if (!host_.frame->messageBoxesEnabled()) {
            resume = true;
        } else {
            QMessageBox box(QMessageBox::Question, tr("Learn to play"),
                            tr("Resume the guided game where you left it?"), QMessageBox::NoButton,
                            host_.frame);
            QPushButton* go = box.addButton(tr("Resume"), QMessageBox::AcceptRole);
            QPushButton* again = box.addButton(tr("Start again"), QMessageBox::ActionRole);
            box.addButton(QMessageBox::Cancel);
            box.setDefaultButton(go);
            box.exec();
            if (box.clickedButton() != go && box.clickedButton() != again)
                return;
            resume = box.clickedButton() == go;
        }
    }
    // The player's own game is autosaved apart and comes back on leaving; without an autosave it
    // would be lost, so ask as a new game does.
    if ((host_.game->files().autosavePath().isEmpty() ||
         !host_.game->lastAutosaveError().isEmpty()) &&
        !host_.mayDiscardGame(confirm::Purpose::NewGame))
        return;
    startTutorial(resume);
}

void TutorialMode::leaveTutorial() {
    if (!tutorial_->active())
        return;
    tutorial_->leave();
    // The player's own unfinished game, if there is one, comes back; else this game goes on as
    // a game of their own.
    if (host_.game->files().resumableAutosave() && host_.game->resumeAutosave()) {
        host_.frame->statusBar()->showMessage(
            tr("You left the guided game; your own game is back. Help ▸ "
               "Learn to play resumes the guided game."),
            12000);
        return;
    }
    host_.frame->statusBar()->showMessage(
        tr("You left the guided game: go on with this game on your own, or "
           "start a new one. Help ▸ Learn to play resumes the guided game."),
        12000);
}

bool TutorialMode::offerTutorial() {
    if (!host_.frame->settingsEnabled() || !host_.frame->messageBoxesEnabled())
        return false;
    QSettings settings;
    if (settings.value(QStringLiteral("tutorial/offered")).toBool())
        return false;
    settings.setValue(QStringLiteral("tutorial/offered"), true);
    QMessageBox box(QMessageBox::Question, tr("Welcome to Frosted Blooms"),
                    tr("New to Frosted Blooms?"), QMessageBox::NoButton, host_.frame);
    box.setInformativeText(tr("Learn the game by playing it: a guided first game against a "
                              "gentle player, with each rule explained when it comes up. You "
                              "can leave it at any time, and find it again in Help ▸ Learn to "
                              "play."));
    QPushButton* learn = box.addButton(tr("Learn to play"), QMessageBox::AcceptRole);
    box.addButton(tr("Start a game"), QMessageBox::RejectRole);
    box.setDefaultButton(learn);
    box.exec();
    return box.clickedButton() == learn && startTutorial(false);
}

QRect TutorialMode::coachTarget(const QString& at) const {
    auto inWindow = [this](const QWidget* w, QRect r) -> QRect {
        if (!w || !w->isVisible() || r.isEmpty())
            return {};
        return r.translated(w->mapTo(host_.frame, QPoint()));
    };
    auto whole = [&](const QWidget* w) { return w ? inWindow(w, w->rect()) : QRect(); };
    auto cellsRect = [&](const std::vector<Point>& cells) {
        QRect r;
        const int size = qRound(t_.garden->cellSize());
        for (const Point& p : cells) {
            const QPoint c = t_.garden->cellCenter(p);
            r |= QRect(c.x() - size / 2, c.y() - size / 2, size, size);
        }
        return inWindow(t_.garden, r.intersected(t_.garden->rect()));
    };
    if (!host_.game->hasGame() || at.isEmpty())
        return {};
    const SeatView& v = host_.game->view();
    const ComponentSet& cs = host_.game->components();
    const QString kind = at.section(QLatin1Char(':'), 0, 0);
    const QString arg = at.section(QLatin1Char(':'), 1);
    const bool onTable = t_.pages->currentWidget() == t_.table;
    // The score pad fills the window: its notes point at nothing but the tie-break's sentence.
    if (kind == QLatin1String("scorepad"))
        return {};
    if (kind == QLatin1String("tiebreak"))
        return t_.pages->currentWidget() == t_.scorePad ? whole(t_.scorePad->tieBreakLabel())
                                                        : QRect();
    if (!onTable)
        return {};
    if (kind == QLatin1String("ring"))
        return inWindow(t_.board,
                        arg.isEmpty() ? t_.board->ringArea() : t_.board->slotArea(arg.toInt()));
    if (kind == QLatin1String("objectives"))
        return inWindow(t_.board, t_.board->objectivesArea());
    if (kind == QLatin1String("objective")) {
        for (std::size_t i = 0; i < cs.objectives.size(); ++i)
            if (QString::fromStdString(cs.objectives[i].id) == arg)
                return inWindow(t_.board, t_.board->objectiveArea(static_cast<int>(i)));
        return {};
    }
    if (kind == QLatin1String("score"))
        return inWindow(t_.board, t_.board->trackArea(v.player(0).track));
    if (kind == QLatin1String("garden")) {
        // The tiles laid so far and a space around them: the bubble can stand beside them, over
        // the garden's empty cloth, instead of outside a garden that may fill the table.
        std::vector<Point> cells = t_.garden->occupiedCells();
        if (cells.empty())
            return whole(t_.garden);
        const auto [minX, maxX] = std::minmax_element(cells.begin(), cells.end(),
                                                      [](Point a, Point b) { return a.x < b.x; });
        const auto [minY, maxY] = std::minmax_element(cells.begin(), cells.end(),
                                                      [](Point a, Point b) { return a.y < b.y; });
        return cellsRect({{minX->x - 1, minY->y - 1}, {maxX->x + 1, maxY->y + 1}});
    }
    if (kind == QLatin1String("placement") || kind == QLatin1String("gaps")) {
        const std::vector<Point> cells = tutorial_->gardenCells(at);
        return cells.empty() ? whole(t_.garden) : cellsRect(cells);
    }
    if (kind == QLatin1String("hand")) {
        QRect r;
        for (const CardButton* b : t_.hand->cards())
            r |= whole(b);
        return r;
    }
    if (kind == QLatin1String("card")) {
        for (const CardButton* b : t_.hand->cards())
            if (QString::fromStdString(cs.cards[static_cast<std::size_t>(b->card())].id) == arg)
                return whole(b);
        return {};
    }
    if (kind == QLatin1String("done"))
        return whole(t_.hand->doneButton());
    if (kind == QLatin1String("players"))
        return whole(t_.players);
    if (kind == QLatin1String("now"))
        return whole(t_.now);
    return {};
}

void TutorialMode::showCoach() {
    host_.updateActions(); // Enter reads on while a note waits
    if (!tutorial_->active()) {
        coach_->hideMark();
        return;
    }
    const Tutorial::Step s = tutorial_->step();
    // The garden outlines where the tile goes, and the gaps it closed.
    const std::vector<Point> cells = tutorial_->gardenCells(s.at);
    t_.garden->setHighlight(cells, {});
    if (s.text.isEmpty()) {
        coach_->hideMark();
        return;
    }
    const QString title = s.note >= 0 ? tr("Learn to play — %1 of %2").arg(s.number).arg(s.total)
                                      : tr("Learn to play");
    const QString nextText = s.last ? tr("Finish") : tr("Next");
    const QString at = s.at;
    coach_->showStep(
        title, s.text, [this, at] { return coachTarget(at); }, s.next, nextText);
    // Read: the keys go back to the part of the table the step concerns (1–6 on the ring, the
    // arrows in the garden...), not to the bubble's hidden Next.
    if (!s.next && coach_->bubble()->isAncestorOf(QApplication::focusWidget())) {
        if (auto* focus = host_.frame->findChild<TurnFocus*>(); focus && focus->stepWidget())
            focus->stepWidget()->setFocus(Qt::OtherFocusReason);
        else
            t_.table->setFocus(Qt::OtherFocusReason);
    }
}
