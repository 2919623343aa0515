// The main window's files (MainWindow.h): Open, Save, Export record, Open record, Restart, and the
// start: a file, an asked game or the autosave.
#include "MainWindow.h"

#include "ChallengeMode.h"
#include "ConfirmDiscard.h"
#include "DeckView.h"
#include "EndCeremony.h"
#include "HandBar.h"
#include "HandOverPage.h"
#include "Language.h"
#include "NewGameDialog.h"
#include "PlayerBadge.h"
#include "PlayerPanel.h"
#include "RecordWindow.h"
#include "SaveFiles.h"
#include "ScorePadPage.h"
#include "SettingsDialog.h"
#include "SingleInstance.h"
#include "Tutorial.h"
#include "TutorialMode.h"
#include "Words.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

#include <utility>

using namespace frosted;

QString MainWindow::fileDialog(const QString& purpose, const QString& suggested) {
    if (purpose == QLatin1String("open"))
        return QFileDialog::getOpenFileName(this, tr("Open a saved game"), suggested,
                                            savefiles::filter());
    if (purpose == QLatin1String("record"))
        return QFileDialog::getOpenFileName(this, tr("Open a replay record"), suggested,
                                            tr("Replay records (*.json);;All files (*)"));
    if (purpose == QLatin1String("export"))
        return QFileDialog::getSaveFileName(this, tr("Export the replay record"), suggested,
                                            tr("Replay records (*.json);;All files (*)"));
    if (purpose == QLatin1String("data"))
        return QFileDialog::getExistingDirectory(
            this, tr("Open a data set: the folder of tiles.json, cards.json…"), suggested);
    return QFileDialog::getSaveFileName(this, tr("Save the game"), suggested, savefiles::filter());
}

void MainWindow::openGame() {
    if (!mayDiscardGame(confirm::Purpose::Open))
        return;
    const QString path = chooseInFolder(QStringLiteral("open"));
    if (!path.isEmpty())
        openGameFile(path);
}

bool MainWindow::openGameFile(const QString& path) {
    if (!c_->loadGame(path))
        return false; // the controller's error is shown
    markSaved(true);
    addRecentFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(savefiles::shownPath(QFileInfo(path).fileName())),
                             5000);
    return true;
}

void MainWindow::openFileFromOutside(const QString& path) {
    if (!c_)
        return; // not built yet (the program listens for files only once it is: main.cpp)
    if (mayDiscardGame(confirm::Purpose::Open))
        openGameFile(path);
}

void MainWindow::restartGame() {
    if (!c_->hasGame() || c_->readOnly())
        return;
    if (tutorial_->tutorial()
            ->active()) { // the guided game from its first step, in its own autosave
        tutorial_->startTutorial(false);
        return;
    }
    if (!challenges_->mayRestart()) // a daily garden: an attempt left, on its day
        return;
    // Like a new game: an unfinished game that changed since it was saved is offered a save.
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    if (c_->restartGame()) { // gameReplaced(): the table, or the hand-over cover (R-PRIV-1)
        challenges_->restarted();
        markSaved(false);
        statusBar()->showMessage(tr("The game started again from its deal."), 5000);
    }
}

bool MainWindow::saveGame() {
    if (!c_->hasGame())
        return false;
    const QString suffix = QLatin1String(savefiles::kSuffix);
    const QString path =
        chooseInFolder(QStringLiteral("save"),
                       tr("frosted-blooms-round-%1").arg(c_->view().round()) + suffix, suffix);
    if (path.isEmpty())
        return false;
    if (!c_->saveGame(path))
        return false;
    markSaved(true);
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved to %1").arg(savefiles::shownPath(path)), 5000);
    return true;
}

void MainWindow::exportRecord() {
    if (!c_->hasGame())
        return;
    const QString path =
        chooseInFolder(QStringLiteral("export"), QStringLiteral("frosted-blooms-record.json"),
                       QStringLiteral(".json"));
    if (path.isEmpty())
        return;
    if (c_->exportRecord(path))
        statusBar()->showMessage(tr("Record written to %1 — replay it with frosted-blooms-cli play")
                                     .arg(savefiles::shownPath(path)),
                                 8000);
}

void MainWindow::openRecord() {
    const QString path = chooseInFolder(QStringLiteral("record"));
    if (path.isEmpty())
        return;
    try {
        Record r = RecordWindow::read(c_->dataSet(), path);
        auto* w = new RecordWindow(c_->dataSet(), std::move(r), QFileInfo(path).fileName(), this);
        record_ = w;
        w->show();
        w->raise();
        w->activateWindow();
    } catch (const RecordError& e) {
        showError(tr("Cannot open the record “%1”: %2.")
                      .arg(savefiles::shownPath(path), QString::fromStdString(e.what())));
    }
}

void MainWindow::showAutosaveProblem(const QStringList& messages) {
    const QStringList kept = c_->files().damagedAutosaves();
    // Not damaged, only of another data set: it is kept for opening with that set.
    const bool otherData = kept.isEmpty() && !c_->files().otherDataAutosaves().isEmpty();
    AutosaveNotice n = damagedAutosaveNotice(messages, kept.value(0));
    if (otherData) {
        n.title = tr("Your autosaved game was played with another data set.");
        n.status = tr("Your autosaved game was played with another data set; it was kept as %1.")
                       .arg(savefiles::shownPath(
                           QFileInfo(c_->files().otherDataAutosaves().front()).fileName()));
        n.warning = false;
    }
    if (messageBoxes_ && c_->files().resumableAutosave())
        n.details += tr("\n\nThe step before it was autosaved too: you can resume your game from "
                        "there.");
    Frame::showAutosaveProblem(n);
    lastError_ = messages.join(QLatin1Char(' '));
}

bool MainWindow::startup(const std::function<bool()>& ask,
                         const std::optional<NewGameOptions>& asked, const QString& file) {
    // A damaged autosave is named and kept aside before anything is autosaved over it.
    if (const QStringList damaged = c_->setAsideDamagedAutosaves(); !damaged.isEmpty())
        showAutosaveProblem(damaged);
    if (!file.isEmpty()) {
        // The game opened replaces the autosave at its first write: an unfinished game there
        // is kept first, as a save found in Game ▸ Open recent.
        QString keepError;
        const QString kept = c_->files().keepUnfinishedAutosave(keepError);
        if (!keepError.isEmpty()) {
            showError(tr("%1 was not opened, so that your unfinished game is not lost: it could "
                         "not be kept aside first. %2")
                          .arg(savefiles::shownPath(QFileInfo(file).fileName()), keepError));
        } else if (openGameFile(file)) {
            if (!kept.isEmpty()) {
                addRecentFile(kept);
                addRecentFile(file); // the game on the table stays first
                statusBar()->showMessage(
                    tr("Opened %1. Your unfinished game was kept as %2 (Game ▸ Open recent).")
                        .arg(savefiles::shownPath(QFileInfo(file).fileName()),
                             savefiles::shownPath(QFileInfo(kept).fileName())),
                    15000);
            }
            return true;
        } else if (!kept.isEmpty()) {
            QFile::remove(kept); // nothing replaced the autosave: the copy is not needed
        }
    }
    if (asked) {
        startGame(*asked);
        if (!c_->hasGame())
            newGameDialog();
        return false;
    }
    // Read once: the game found is the one resumed.
    if (auto g = c_->files().resumableAutosave()) {
        bool yes = false;
        if (ask)
            yes = ask();
        else {
            QMessageBox box(QMessageBox::Question, tr("Frosted Blooms"),
                            tr("Resume your unfinished game?"), QMessageBox::NoButton, this);
            QStringList names;
            for (const PlayerState& p : g->players())
                names << words::q(p.name);
            box.setInformativeText(
                (g->solo()
                     ? tr("%1 against the Master Gardener — round %2 of %3.").arg(names.value(0))
                     : tr("%1 — round %2 of %3.").arg(words::joined(names)))
                    .arg(g->round())
                    .arg(g->components().rules.rounds));
            QPushButton* resume = box.addButton(tr("Resume"), QMessageBox::AcceptRole);
            box.addButton(tr("New game"), QMessageBox::RejectRole);
            box.setDefaultButton(resume);
            box.exec();
            yes = box.clickedButton() == resume;
        }
        if (yes) {
            c_->resume(std::move(*g));
            statusBar()->showMessage(tr("Resumed your game: round %1, %2 to play.")
                                         .arg(c_->view().round())
                                         .arg(c_->seatName(c_->view().currentSeat())),
                                     8000);
            return true;
        }
    }
    // The very first start: the game is chosen before it offers to teach itself.
    if (chooseGameFirst())
        return false;
    if (tutorial_->offerTutorial())
        return false;
    newGameDialog();
    return false;
}
