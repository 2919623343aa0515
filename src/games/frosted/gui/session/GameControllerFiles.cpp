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
    clearError();
    return true;
}

bool GameController::loadGame(const QString& path) {
    QString err;
    std::optional<GameState> loaded = files_.open(path, err);
    if (!loaded)
        return fail(err);
    clearError();
    adopt(std::move(*loaded));
    return true;
}

bool GameController::restartGame() {
    if (!hasGame())
        return fail(tr("There is no game to restart."));
    try {
        GameState fresh = game_->atSetup();
        clearError();
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
    clearError();
    return true;
}

void GameController::setAutosaveDir(const QString& dir) {
    files_.setAutosaveDir(dir);
}

void GameController::autosave() {
    GameFiles& files = guide_ ? guidedFiles_ : files_;
    if (files.autosaveOff() || !hasGame() || readOnly_ || oneTurn_)
        return;
    const QString err = files.writeAutosave(*game_, [this] { emit autosaving(); });
    autosaveDone(err,
                 err.isEmpty() ? QString() : savefiles::bounded(tr("Autosave failed: %1").arg(err)),
                 files.autosavePath());
}

QStringList GameController::setAsideDamagedAutosaves() {
    return files_.setAsideDamagedAutosaves();
}

bool GameController::resumeAutosave() {
    auto g = files_.resumableAutosave();
    if (!g)
        return false;
    adopt(std::move(*g));
    return true;
}
