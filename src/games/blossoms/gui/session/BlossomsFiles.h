// BlossomsFiles: a Blossoms game's files for the desktop table — save, open, and the autosave in
// two generations (savefiles::writeAutosave: killed at any moment, one complete generation stays).
//
// A file is Blossoms' save (blossoms::saveText: the deal and every action as text, read back
// through the rules by blossoms::loadSave) with optional fields the rules and the command line
// ignore, as PetalsFiles keeps its "computers":
// - "computers": one entry per seat in seat order, "" for a person or a computer player's level
//   (ai::botName); without it every seat is a person's;
// - "odds": whether the odds aid is shown (without it: the children's variant's default);
// - "match": the Longer Game (R-BL-VAR-1), {"games": [...]} with one entry per game of the match
//   finished before this one, {"start": the start player, "totals": [...], "tokens": [...]} by
//   player as listed (the deal's "players"); without it the game is a single one.
// It knows no widget and no turn: BlossomsSession holds the game, so a file that cannot be read or
// written never touches the game in progress.
#pragma once

#include "BlossomsSetup.h"

#include "blossoms/rules/components.h"
#include "blossoms/rules/game.h"
#include "blossoms/rules/match.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

class BlossomsFiles {
    Q_DECLARE_TR_FUNCTIONS(BlossomsFiles)
  public:
    // Who plays a seat: a person, or a computer player of a level.
    struct Player {
        bool computer = false;
        blossoms::ai::BotKind level = blossoms::ai::BotKind::Medium;
        bool operator==(const Player&) const = default;
    };
    // A finished game of a match, by player as listed (R-BL-VAR-1).
    struct MatchGame {
        int startPlayer = 0;
        std::vector<int> totals, tokens;
        bool operator==(const MatchGame&) const = default;
    };
    // The match a game belongs to: the games finished before it.
    struct MatchState {
        std::vector<MatchGame> games;
        bool operator==(const MatchState&) const = default;
    };
    struct Saved {
        blossoms::Game game;
        std::vector<Player> players; // by seat
        std::optional<MatchState> match;
        bool odds = false;
    };

    explicit BlossomsFiles(blossoms::ComponentsPtr components)
        : components_(std::move(components)) {}
    void setComponents(blossoms::ComponentsPtr c) { components_ = std::move(c); }

    // The document as written: the rules' save with the fields above.
    static QByteArray saveText(const blossoms::Game& g, const std::vector<Player>& players,
                               const std::optional<MatchState>& match, bool odds);
    // The game of a document (throws blossoms::SaveError, as loadSave, also for a bad field).
    Saved parse(const std::string& text) const;

    // Each returns an empty string on success, else a message for players naming the file.
    QString save(const Saved& s, const QString& path) const;
    std::optional<Saved> open(const QString& path, QString& error) const;

    // The autosave, in the autosave folder (savefiles::defaultAutosaveDir(), shared by the games)
    // as autosave.blossoms.json and the generation before it as autosave.previous.blossoms.json.
    // An empty folder turns it off.
    static constexpr const char* kSuffix = ".blossoms.json"; // every save's name ends so
    static constexpr const char* kAutosaveName = "autosave.blossoms.json";
    static constexpr const char* kPreviousAutosaveName = "autosave.previous.blossoms.json";
    void setAutosaveDir(const QString& dir) {
        dir_ = dir;
        blocked_ = false;
        damaged_.clear();
    }
    const QString& autosaveDir() const { return dir_; }
    bool autosaveOff() const { return dir_.isEmpty() || blocked_; }
    QString autosavePath() const;
    QString previousAutosavePath() const;
    QString writeAutosave(const Saved& s, const std::function<void()>& beforeWrite = {}) const;
    // The newest generation that opens, when its game is not over or is a game of a match that
    // is not the last (the match goes on with nextMatchGame). Changes nothing on disk.
    std::optional<Saved> resumableAutosave() const;
    // At start: each generation that exists but does not open is renamed aside as
    // autosave.damaged-<time>.blossoms.json, one message for players per file; one that cannot
    // be renamed keeps the autosave off.
    QStringList setAsideDamagedAutosaves();
    const QStringList& damagedAutosaves() const { return damaged_; }

  private:
    blossoms::ComponentsPtr components_;
    QString dir_;
    bool blocked_ = false;
    QStringList damaged_;
};
