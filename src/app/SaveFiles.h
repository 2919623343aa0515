// Files on disk for the GUI: whole-file reads and atomic writes (QSaveFile), with error messages
// that name the path and the operating system's reason, and the autosave folder.
//
// What goes into the files (the save document, the replay record) is the core's (save.h); this
// unit only moves bytes, so a failure here never touches a game in progress.
#pragma once

#include <QByteArray>
#include <QString>

namespace savefiles {

// The file filter and suffix of saved games.
inline constexpr const char* kSuffix = ".frosted.json";
QString filter();

// Reads the whole file at `path` into `out`. Returns an empty string on success, else a message
// for players naming the path and the reason (missing, a folder, unreadable, too large).
QString readAll(const QString& path, QByteArray& out);
// Writes `bytes` to `path` atomically: the bytes go to a temporary file beside it that replaces
// `path` only once completely written (QSaveFile). On failure (folder missing or read-only, disk
// full) the previous file is untouched and the message names the path and the reason.
QString writeAtomically(const QString& path, const QByteArray& bytes);

// The folder of the autosave: $FROSTED_BLOOMS_DATA_HOME when set (tests, portable installs), else
// QStandardPaths::AppDataLocation.
QString defaultAutosaveDir();
inline constexpr const char* kAutosaveName = "autosave.frosted.json";

} // namespace savefiles
