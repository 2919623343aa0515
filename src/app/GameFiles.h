// GameFiles: the game's files for the GUI — save, open, export a replay record, and the autosave
// in two generations (resumed after a crash, a damaged one set aside under a name of its own).
//
// It reads only through the core (frosted::loadFromFile: regular files within the core's input
// limits) and writes only through savefiles (atomic writes). It knows no widget and no turn:
// GameController holds the game in progress and asks it, so that a file that cannot be read or
// written never touches that game.
#pragma once

#include "frosted/components.h"
#include "frosted/game.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <exception>
#include <functional>
#include <optional>

class GameFiles {
    Q_DECLARE_TR_FUNCTIONS(GameFiles)
  public:
    explicit GameFiles(frosted::ComponentsPtr components);

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
    // per such file. When a file cannot be renamed, the autosave stays off.
    QStringList setAsideDamagedAutosaves();
    const QStringList& damagedAutosaves() const { return damaged_; }

  private:
    frosted::ComponentsPtr components_;
    QString dir_;
    bool blocked_ = false;
    QStringList damaged_;
};
