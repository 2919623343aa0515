// The session's files (BlossomsSession.h): saves and the autosave through BlossomsFiles, read back
// through the rules; a file that cannot be read leaves the game in progress untouched.
#include "BlossomsSession.h"

#include "SaveFiles.h"

BlossomsFiles::Saved BlossomsSession::saved() const {
    return {*game_, players_, match_, odds_};
}

bool BlossomsSession::save(const QString& path) {
    if (!hasGame())
        return fail(tr("There is no game to save."));
    if (const QString err = files_.save(saved(), path); !err.isEmpty())
        return fail(err);
    clearError();
    return true;
}

bool BlossomsSession::load(const QString& path) {
    QString err;
    files_.setComponents(components_);
    std::optional<BlossomsFiles::Saved> loaded = files_.open(path, err);
    if (!loaded)
        return fail(err);
    clearError();
    resume(std::move(*loaded));
    return true;
}

bool BlossomsSession::resumeAutosave() {
    files_.setComponents(components_);
    auto s = files_.resumableAutosave();
    if (!s)
        return false;
    resume(std::move(*s));
    return true;
}

void BlossomsSession::resume(BlossomsFiles::Saved s) {
    adopt(std::move(s.game), std::move(s.players), std::move(s.match), s.odds);
}

void BlossomsSession::autosave() {
    if (files_.autosaveOff() || !hasGame() || readOnly_)
        return;
    const QString err = files_.writeAutosave(saved(), [this] { emit autosaving(); });
    autosaveDone(err,
                 err.isEmpty() ? QString() : savefiles::bounded(tr("Autosave failed: %1").arg(err)),
                 files_.autosavePath());
}
