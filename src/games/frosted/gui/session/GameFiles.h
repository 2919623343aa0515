// GameFiles: the game's files for the GUI — save, open, export a replay record, and the autosave
// in two generations (resumed after a crash, a damaged one set aside under a name of its own).
//
// It reads only through the core (frosted::loadFromFile: regular files within the core's input
// limits) and writes only through savefiles (atomic writes). It knows no widget and no turn:
// GameController holds the game in progress and asks it, so that a file that cannot be read or
// written never touches that game.
//
// Data sets (docs/designer.md "Data sets"): files are opened with the set in use (setDataSet; the
// set given at construction is the built-in one). A save names the set its game was dealt from by
// the core's content hash and, for a designer's folder, also by the folder's name ("data_name",
// an optional field the core and the command line ignore), so that opening it with another set
// says which one it was made with. At start an autosave of another set is not damaged: it is kept
// aside under a name of its own (autosave.other-data-<time>.frosted.json) and named, so that no
// autosave of the set in use overwrites it.
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/game.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <exception>
#include <functional>
#include <optional>

class GameFiles {
    Q_DECLARE_TR_FUNCTIONS(GameFiles)
  public:
    explicit GameFiles(frosted::ComponentsPtr builtIn);

    // The set files are opened with from now on; `name` is its folder's name, empty for the
    // built-in set. Every set given here is remembered by its content hash for saves and messages.
    void setDataSet(frosted::ComponentsPtr set, const QString& name);
    // The save document of `g` as written: the core's (saveToJson), with "data_name" when `g` was
    // dealt from a designer's folder.
    QByteArray saveText(const frosted::GameState& g) const;
    // Why a save of the set with content hash `hash` (and "data_name" `name`, when it has one)
    // cannot be opened with the set in use: which set it was made with, and what to choose.
    QString otherDataReason(const QString& hash, const QString& name) const;

    // Each returns an empty string on success, else a message for players naming the file.
    QString save(const frosted::GameState& g, const QString& path) const;
    QString exportRecord(const frosted::GameState& g, const QString& path) const;
    // The game saved in `path`, or nullopt with `error` set (openProblem()).
    std::optional<frosted::GameState> open(const QString& path, QString& error) const;
    // Why the core refuses to open `path`, for players: "Cannot open “path”: reason." with the
    // path shown short, in one bounded line; openReason() is the reason alone.
    static QString openProblem(const QString& path, const std::exception& e);
    static QString openReason(const QString& path, const std::exception& e);

    // The autosave; an empty folder turns it off.
    void setAutosaveDir(const QString& dir);
    QString autosavePath() const;
    QString previousAutosavePath() const; // the generation before it
    // Off: no folder, or a damaged autosave that could not be renamed aside.
    bool autosaveOff() const { return dir_.isEmpty() || blocked_; }
    // Writes `g` as the autosave, keeping the generation before it (savefiles::writeAutosave);
    // `beforeWrite` runs right before the bytes go out. Returns the error, empty on success.
    QString writeAutosave(const frosted::GameState& g,
                          const std::function<void()>& beforeWrite = {}) const;
    // The newest generation that loads, when its game is not over. Changes nothing on disk.
    std::optional<frosted::GameState> resumableAutosave() const;
    // Each generation that exists but cannot be opened is renamed aside; one message for players
    // per such file. When a file cannot be renamed, the autosave stays off. A generation saved
    // with another data set is kept as autosave.other-data-<time>.frosted.json
    // (otherDataAutosaves()).
    QStringList setAsideDamagedAutosaves();
    // The unfinished game of the autosave (resumableAutosave()) written as a save of its own in
    // the autosave's folder (savefiles::unfinishedAutosaveName), before another game replaces
    // it: its path, or empty when there is none (or it could not be written: `error` says why).
    QString keepUnfinishedAutosave(QString& error) const;
    const QStringList& damagedAutosaves() const { return damaged_; }
    const QStringList& otherDataAutosaves() const { return otherData_; }

  private:
    // The reason `path` does not open: the set it was made with when that is the problem.
    QString reasonFor(const QString& path, const std::exception& e, bool* otherData) const;
    QString setName(const QString& hash) const; // "the built-in data", "the data set “x”", or ""

    frosted::ComponentsPtr components_;
    QString builtInHash_;
    QHash<QString, QString> names_; // content hash -> folder name (empty: the built-in set)
    QString dir_;
    bool blocked_ = false;
    QStringList damaged_;
    QStringList otherData_;
};
