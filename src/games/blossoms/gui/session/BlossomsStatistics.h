// BlossomsStatistics: the Blossoms games played at this table (issue 36 item 6), as
// PetalsStatistics keeps Petals': per mode, player count (2 or 3) and variant (standard,
// children, advanced, children+advanced: their scores do not compare), per person (names compared
// trimmed and case-insensitively; computers have no row): games played and won, the best total
// (R-BL-SCORE-3), the date of the last game. No widget.
//
// Modes: "hotseat" (people only), "computers" (one person against computer players), "mixed"
// (several people and computers). Who won is the rules' answer (Game::standings() rank 1, a
// shared first place included), never recomputed.
//
// A game counts once: its key is the game as dealt with who plays each seat (the same in the
// autosave, a save and after a restart); the last kCountedKept keys are kept in the file.
//
// The file: blossoms-statistics.json beside the autosave (savefiles::defaultAutosaveDir()), a
// versioned JSON document ("format": "blossoms-statistics", "version": 1) kept by the shell's
// RecordFile (read lazily, a damaged file set aside and named in problem()); an empty path keeps
// everything in memory only.
#pragma once

#include "BlossomsFiles.h"
#include "RecordFile.h"

#include "blossoms/rules/game.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class BlossomsStatistics : public QObject {
    Q_OBJECT
  public:
    enum class Mode { Hotseat, Computers, Mixed };
    static constexpr int kFormatVersion = 1;
    static constexpr int kCountedKept = 500;
    static QString modeId(Mode m); // "hotseat", "computers", "mixed"
    static std::optional<Mode> modeFromId(const QString& id);
    static QString modeName(Mode m); // for players
    static Mode modeOf(const std::vector<BlossomsFiles::Player>& players);
    static QString gameKey(const blossoms::Game& g,
                           const std::vector<BlossomsFiles::Player>& players);

    struct Person {
        QString name; // as spelt in the last game
        int played = 0;
        int won = 0;
        int bestTotal = 0;
        QDateTime last; // UTC
    };
    struct Record {
        int games = 0;
        QList<Person> people; // in the order they first played
    };
    struct Outcome {
        bool counted = false;
        Mode mode = Mode::Hotseat;
        QStringList winners;       // people who won
        QStringList personalBests; // people who beat their own best (from their second game)
    };

    explicit BlossomsStatistics(const QString& path = {}, QObject* parent = nullptr);
    static QString defaultPath(); // blossoms-statistics.json in savefiles::defaultAutosaveDir()
    void setPath(const QString& path);
    const QString& path() const { return file_.path(); }

    void refresh();
    // The figures of a mode, player count and variant (an empty record when none).
    Record record(Mode m, int players, blossoms::Variant v) const;
    bool isEmpty() const { return records_.isEmpty(); }

    // Counts a finished game (nothing when it is not over, has no person, or its key was
    // counted) and writes the file. `players` by seat (BlossomsSession::players()).
    Outcome record(const blossoms::Game& final, const std::vector<BlossomsFiles::Player>& players,
                   const QDateTime& when = QDateTime::currentDateTimeUtc());
    void forget(const blossoms::Game& g, const std::vector<BlossomsFiles::Player>& players);
    void resetAll();

    const QString& problem() const { return file_.problem(); }
    const QString& writeError() const { return file_.writeError(); }
    QByteArray toJson() const;
    bool fromJson(const QByteArray& bytes, QString& why);

  signals:
    void changed();
    void problemFound(const QString& message);

  private:
    static RecordFile::Words words();
    static QString keyOf(Mode m, int players, blossoms::Variant v);
    void save();

    RecordFile file_;
    QMap<QString, Record> records_; // by keyOf
    QStringList counted_;           // oldest first
};
