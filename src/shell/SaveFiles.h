// Files on disk for the GUI: atomic writes (QSaveFile), the autosave's two generations, the
// autosave folder, and how messages show paths and what came from a file.
//
// What goes into the files (the save document, the replay record) is the core's (save.h), and so
// is every read: the GUI opens saves and autosaves only through frosted::loadFromFile, which reads
// regular files of at most 16 MiB (a folder, a FIFO, a device or a huge file is refused at once,
// without blocking) within the JSON limits of input.h. This unit only writes bytes, so a failure
// here never touches a game in progress.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>

namespace savefiles {

// The file filter and suffix of saved games.
inline constexpr const char* kSuffix = ".frosted.json";
QString filter();

// A path as a message shows it: control characters replaced, and past 80 characters its middle
// elided ("/home/ada/…/autosave.frosted.json"), so that a message box stays within the screen.
QString shownPath(const QString& path);
// A message as a box or the status bar shows it: one line (engine::oneLine) of at most `max`
// bytes, and every word longer than 80 characters elided in its middle so that it wraps.
QString bounded(const QString& message, int max = 600);
// The path as the core's file functions take it (the local 8-bit encoding of `path`).
std::string nativePath(const QString& path);
// The core's reason why a file cannot be read, without the path it starts with ("is a FIFO
// (named pipe), not a regular file", "does not exist"), or the whole message when it names
// another path.
QString fileReason(const QString& path, const std::string& coreMessage);

// Writes `bytes` to `path` atomically: the bytes go to a temporary file beside it that replaces
// `path` only once completely written (QSaveFile). On failure (folder missing or read-only, disk
// full) the previous file is untouched and the message names the path and the reason.
QString writeAtomically(const QString& path, const QByteArray& bytes);
// The autosave's write, keeping the generation before it: the file at `path` first becomes
// `previous` (one rename, which replaces the older one atomically), then `bytes` are written to
// `path` by writeAtomically. Killed at any moment, it leaves `path` complete (this write or the
// one before), or `path` missing and `previous` complete (the write before): never nothing.
QString writeAutosave(const QString& path, const QString& previous, const QByteArray& bytes);
// Tests only: writeAutosave pauses this long between its steps (after the rename, in the middle
// of the bytes, before the commit), so that a test killing the program often lands in a write.
void setWritePauseForTests(int milliseconds);

// The folder of the autosave: $FROSTED_BLOOMS_DATA_HOME when set (tests, portable installs), else
// QStandardPaths::AppDataLocation.
QString defaultAutosaveDir();
inline constexpr const char* kAutosaveName = "autosave.frosted.json";
inline constexpr const char* kPreviousAutosaveName = "autosave.previous.frosted.json";
// The name a damaged autosave is kept under: autosave.damaged-20250314-093000.frosted.json.
QString damagedAutosaveName(const QDateTime& when, int attempt = 0);
// The name an autosave of another data set is kept under:
// autosave.other-data-20250314-093000.frosted.json.
QString otherDataAutosaveName(const QDateTime& when, int attempt = 0);
// The name an unfinished autosaved game is kept under when the game starts on a saved game given
// on the command line (frosted-blooms FILE): autosave.unfinished-20250314-093000.frosted.json.
QString unfinishedAutosaveName(const QDateTime& when, int attempt = 0);
// The names above for another game's saves: `suffix` ends them (".petals.json").
QString damagedAutosaveName(const QDateTime& when, int attempt, const QString& suffix);
QString unfinishedAutosaveName(const QDateTime& when, int attempt, const QString& suffix);

// Setting aside, at start, an autosave that cannot be opened (every game's, issue 34): before
// anything is autosaved over it, each generation (`paths`: the autosave, the one before) that
// exists but does not open is renamed aside in its folder under a name of its own and named to
// the player once; the temporary files a killed write left beside them (NAME.XXXXXX) are removed.
struct AutosaveProblem {
    QString reason;     // why it does not open, for players ("it is not JSON")
    bool other = false; // not damaged but of another kind (Frosted Blooms: another data set)
};
// nullopt: the file at `path` opens.
using AutosaveCheck = std::function<std::optional<AutosaveProblem>(const QString& path)>;
// The name a generation is kept under (see damagedAutosaveName), `other` as the check said.
using KeptName = std::function<QString(const QDateTime& when, int attempt, bool other)>;
struct SetAside {
    QStringList messages; // one per file, for players
    QStringList damaged;  // where damaged generations were kept
    QStringList other;    // where generations of another kind were kept
    bool blocked = false; // a file could not be renamed aside: nothing may be autosaved
};
SetAside setAsideDamagedAutosaves(const QString& folder, const QStringList& paths,
                                  const AutosaveCheck& check, const KeptName& keptName);

// Where a file is kept aside in `folder`: the first of name(0) … name(99) that names nothing
// there (no file, no link), as a path; empty when all are taken.
QString firstFreeName(const QString& folder, const std::function<QString(int attempt)>& name);

} // namespace savefiles
