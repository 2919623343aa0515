// The controller's files (GameController.h): saves, records and the autosave through GameFiles,
// read back through the rules.
#include "GameController.h"

#include "GameFiles.h"
#include "SaveFiles.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/save.h"

#include <algorithm>

using namespace frosted;

bool GameController::saveGame(const QString& path) {
    if (!hasGame())
        return fail(tr("There is no game to save."));
    if (const QString err = files_.save(*game_, path); !err.isEmpty())
        return fail(err);
    lastError_.clear();
    return true;
}

QString GameController::openReason(const QString& path, const std::exception& e) {
    return GameFiles::openReason(path, e);
}

QString GameController::openProblem(const QString& path, const std::exception& e) {
    return GameFiles::openProblem(path, e);
}

bool GameController::loadGame(const QString& path) {
    QString err;
    std::optional<GameState> loaded = files_.open(path, err);
    if (!loaded)
        return fail(err);
    lastError_.clear();
    adopt(std::move(*loaded));
    return true;
}

bool GameController::restartGame() {
    if (!hasGame())
        return fail(tr("There is no game to restart."));
    try {
        GameState fresh = game_->atSetup();
        lastError_.clear();
        nextOneTurn_ = oneTurn_; // a one-turn game starts again as one
        adopt(std::move(fresh));
    } catch (const std::exception& e) {
        return fail(tr("Cannot restart the game: %1.").arg(QString::fromUtf8(e.what())));
    }
    return true;
}

bool GameController::exportRecord(const QString& path) {
    if (!hasGame())
        return fail(tr("There is no game to export."));
    if (const QString err = files_.exportRecord(*game_, path); !err.isEmpty())
        return fail(err);
    lastError_.clear();
    return true;
}

void GameController::setAutosaveDir(const QString& dir) {
    files_.setAutosaveDir(dir);
}

QString GameController::autosavePath() const {
    return files_.autosavePath();
}

QString GameController::previousAutosavePath() const {
    return files_.previousAutosavePath();
}

void GameController::autosave() {
    GameFiles& files = guide_ ? guidedFiles_ : files_;
    if (files.autosaveOff() || !hasGame() || readOnly_ || oneTurn_)
        return;
    const QString err = files.writeAutosave(*game_, [this] { emit autosaving(); });
    if (err != lastAutosaveError_ && !err.isEmpty())
        emit autosaveFailed(savefiles::bounded(tr("Autosave failed: %1").arg(err)));
    lastAutosaveError_ = err;
    if (err.isEmpty())
        emit autosaved(files.autosavePath());
}

std::optional<GameState> GameController::resumableAutosave() const {
    return files_.resumableAutosave();
}

QStringList GameController::setAsideDamagedAutosaves() {
    return files_.setAsideDamagedAutosaves();
}

bool GameController::resumeAutosave() {
    auto g = resumableAutosave();
    if (!g)
        return false;
    adopt(std::move(*g));
    return true;
}
