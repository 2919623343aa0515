// The session's files (PetalsSession.h): saves and the autosave through PetalsFiles, read back
// through the rules; a file that cannot be read leaves the game in progress untouched.
#include "PetalsSession.h"

#include "SaveFiles.h"

bool PetalsSession::save(const QString& path) {
    if (!hasGame())
        return fail(tr("There is no game to save."));
    if (const QString err = files_.save(*game_, players_, path); !err.isEmpty())
        return fail(err);
    clearError();
    return true;
}

bool PetalsSession::load(const QString& path) {
    QString err;
    files_.setComponents(components_);
    std::optional<PetalsFiles::Saved> loaded = files_.open(path, err);
    if (!loaded)
        return fail(err);
    clearError();
    adopt(std::move(loaded->game), std::move(loaded->players));
    return true;
}

bool PetalsSession::resumeAutosave() {
    files_.setComponents(components_);
    auto saved = files_.resumableAutosave();
    if (!saved)
        return false;
    resume(std::move(*saved));
    return true;
}

void PetalsSession::resume(PetalsFiles::Saved saved) {
    adopt(std::move(saved.game), std::move(saved.players));
}

void PetalsSession::autosave() {
    if (files_.autosaveOff() || !hasGame() || readOnly_)
        return;
    const QString err = files_.writeAutosave(*game_, players_, [this] { emit autosaving(); });
    autosaveDone(err,
                 err.isEmpty() ? QString() : savefiles::bounded(tr("Autosave failed: %1").arg(err)),
                 files_.autosavePath());
}
