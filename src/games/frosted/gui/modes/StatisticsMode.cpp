// Game ▸ Statistics… (StatisticsMode.h): which game on the table counts, counted at its end, and
// the dialog.
#include "StatisticsMode.h"

#include "GameController.h"
#include "SaveFiles.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>

using namespace frosted;

StatisticsMode::StatisticsMode(ModeHost host, QObject* parent)
    : QObject(parent), host_(std::move(host)),
      stats_(new Statistics(Statistics::defaultPath(), this)) {
    connect(stats_, &Statistics::problemFound, this, [this](const QString& why) {
        host_.frame->statusBar()->showMessage(savefiles::bounded(why), 15000);
    });
}

void StatisticsMode::addGameEntry(QMenu* game) {
    // KDE's Show High Scores (Ctrl+H): games, wins, best scores and streaks per mode.
    action_ = game->addAction(tr("Stat&istics…"), this, &StatisticsMode::showStatistics);
    action_->setShortcut(QKeySequence(tr("Ctrl+H")));
    action_->setIcon(QIcon::fromTheme(QStringLiteral("games-highscores")));
    action_->setToolTip(
        tr("Games played and won, best and average scores and winning streaks, per mode"));
}

void StatisticsMode::followGames(std::function<void()> replaced,
                                 std::function<void(const Statistics::Outcome&)> counted) {
    counted_ = std::move(counted);
    GameController* c = host_.game;
    // Which game on the table counts at its end (after the score pad is shown).
    connect(c, &GameController::gameReplaced, this, [this, c, replaced = std::move(replaced)] {
        replaced();
        const GameState& g = c->fullState();
        // Not a guided game (Learn to play): its deal and moves are the script's.
        countable_ = !c->readOnly() && !g.isOver() && !g.origin() && !c->guide();
        if (countable_ && g.actions().empty())
            stats_->forget(Statistics::gameKey(g)); // at its deal: a new game
    });
    // Counted as soon as the game is over in the core, before the Master Gardener's last steps
    // are shown (a game quit or replaced during them still counts), and again at gameOver for
    // the score pad's note (Statistics counts each game once).
    connect(c, &GameController::stateChanged, this, &StatisticsMode::record);
    connect(c, &GameController::gameOver, this, &StatisticsMode::record);
}

void StatisticsMode::record() {
    GameController* c = host_.game;
    // Once per game: a game opened already over, or ended again after a save from before its
    // end was opened, adds nothing (Statistics: the keys of the games counted).
    if (!countable_ || stats_->path().isEmpty() || !c->hasGame() || c->readOnly() ||
        !c->fullState().isOver())
        return;
    const GameState& g = c->fullState();
    const Statistics::Outcome o = stats_->record(
        Statistics::resultOf(g, QDateTime::currentDateTimeUtc()), Statistics::gameKey(g));
    countable_ = false; // told once; the score pad shows the note when it opens
    counted_(o);
}

void StatisticsMode::showStatistics() {
    if (!dialog_)
        dialog_ = new StatisticsDialog(stats_, host_.frame);
    stats_->refresh();
    if (host_.game->hasGame())
        dialog_->showMode(Statistics::modeOf(host_.game->fullState()));
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
}

void StatisticsMode::setSettingsEnabled(bool on) {
    stats_->setPath(on ? Statistics::defaultPath() : QString());
}
