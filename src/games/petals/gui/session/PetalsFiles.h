// PetalsFiles: a Petals game's files for the desktop table — save, open, and the autosave in two
// generations (savefiles::writeAutosave: killed at any moment, one complete generation stays).
//
// A file is Petals' save (petals::saveText: the deal and every action as text, read back through
// the rules by petals::loadSave) with one optional field the rules and the command line ignore:
// "computers", one entry per seat in seat order (seat 0 plays first), "" for a person or a
// computer player's level ("easy", "medium", "hard"; ai::botName), as Frosted Blooms' saves keep
// theirs. A save without it (issue 33's, the command line's) opens with people in every seat.
// It knows no widget and no turn: PetalsSession holds the game, so a file that cannot be read or
// written never touches the game in progress.
#pragma once

#include "PetalsSetup.h"

#include "petals/rules/components.h"
#include "petals/rules/game.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

class PetalsFiles {
    Q_DECLARE_TR_FUNCTIONS(PetalsFiles)
  public:
    // Who plays a seat: a person, or a computer player of a level.
    struct Player {
        bool computer = false;
        petals::ai::BotKind level = petals::ai::BotKind::Medium;
        bool operator==(const Player&) const = default;
    };
    struct Saved {
        petals::Game game;
        std::vector<Player> players; // by seat
    };

    explicit PetalsFiles(petals::ComponentsPtr components) : components_(std::move(components)) {}
    void setComponents(petals::ComponentsPtr c) { components_ = std::move(c); }

    // The document as written: the rules' save with "computers".
    static QByteArray saveText(const petals::Game& g, const std::vector<Player>& players);
    // The game of a document (throws petals::SaveError, as loadSave, also for a bad "computers").
    Saved parse(const std::string& text) const;

    // Each returns an empty string on success, else a message for players naming the file.
    QString save(const petals::Game& g, const std::vector<Player>& players,
                 const QString& path) const;
    std::optional<Saved> open(const QString& path, QString& error) const;

    // The autosave, in the autosave folder (savefiles::defaultAutosaveDir(): the app data folder
    // both games share) as autosave.petals.json and the generation before it as
    // autosave.previous.petals.json. An empty folder turns it off.
    static constexpr const char* kSuffix = ".petals.json"; // every save's name ends so
    static constexpr const char* kAutosaveName = "autosave.petals.json";
    static constexpr const char* kPreviousAutosaveName = "autosave.previous.petals.json";
    void setAutosaveDir(const QString& dir) {
        dir_ = dir;
        blocked_ = false;
        damaged_.clear();
    }
    const QString& autosaveDir() const { return dir_; }
    // Off: no folder, or a damaged autosave that could not be renamed aside.
    bool autosaveOff() const { return dir_.isEmpty() || blocked_; }
    QString autosavePath() const;
    QString previousAutosavePath() const;
    QString writeAutosave(const petals::Game& g, const std::vector<Player>& players,
                          const std::function<void()>& beforeWrite = {}) const;
    // The newest generation that opens, when its game is not over. Changes nothing on disk.
    std::optional<Saved> resumableAutosave() const;
    // At start: each generation that exists but does not open is renamed aside as
    // autosave.damaged-<time>.petals.json (savefiles::setAsideDamagedAutosaves), one message for
    // players per file; one that cannot be renamed keeps the autosave off.
    QStringList setAsideDamagedAutosaves();
    const QStringList& damagedAutosaves() const { return damaged_; } // where they were kept

  private:
    petals::ComponentsPtr components_;
    QString dir_;
    bool blocked_ = false;
    QStringList damaged_;
};
