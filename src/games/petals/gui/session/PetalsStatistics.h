// PetalsStatistics: the Petals games played at this table, per mode and scoring, per person
// (issue 34, item 7). No widget: PetalsStatisticsDialog shows it (Game ▸ Statistics… in the
// Petals window); the window records each game that ends at the table (record on gameOver).
//
// Modes: "solo-easy", "solo-medium", "solo-hard" (one person against computer players; the
// strongest computer at the table names the level, random and greedy count as easy), "hotseat"
// (people only) and "mixed" (several people and computers). Each mode is kept per scoring, the
// standard one (R-PE-WIN) and Harmony (R-PE-HARM): their figures do not compare. Per mode and per
// person (names compared trimmed and case-insensitively: a family shares one computer, so rows
// are people; computers have none): games played and won, the best total (R-PE-WIN-3, the
// highest) and the best spread (R-PE-HARM-2, the smallest), the date of the last game.
//
// Who won is the rules' answer, never recomputed: a person won when Game::standings() gives
// them rank 1 (R-PE-WIN-4 / R-PE-HARM-2), a shared first place included.
//
// A game counts once: its key is the game as dealt (the deal, the variant, who plays each seat),
// the same in the autosave, a save and after a restart; the last kCountedKept keys are kept in
// the file. forget(game) drops a game's key when it is put on the table at its deal (the same
// deal played again counts again).
//
// The file: petals-statistics.json in the application's data folder (savefiles::
// defaultAutosaveDir(), the one both games share; Frosted Blooms' is statistics.json, so neither
// disturbs the other), a versioned JSON document ("format": "petals-statistics", "version": 1)
// kept by the shell's RecordFile: read lazily and again when changed on disk, a file that cannot
// be read set aside (petals-statistics.damaged-<time>.json) and named in problem() and
// problemFound(), written atomically; an empty path keeps everything in memory only.
#pragma once

#include "PetalsFiles.h"
#include "RecordFile.h"

#include "petals/rules/game.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

class PetalsStatistics : public QObject {
    Q_OBJECT
  public:
    enum class Mode { SoloEasy, SoloMedium, SoloHard, Hotseat, Mixed };
    static constexpr int kModeCount = 5;
    static constexpr int kVariantCount = 2; // standard, Harmony
    static constexpr int kFormatVersion = 1;
    static constexpr int kCountedKept = 500;
    static const std::array<Mode, kModeCount>& modes(); // in the order shown
    static QString modeId(Mode m);                      // "solo-easy", ..., "mixed"
    static std::optional<Mode> modeFromId(const QString& id);
    static QString modeName(Mode m); // for players: "Solo against easy computers", ...
    static Mode modeOf(const std::vector<PetalsFiles::Player>& players);
    // The game as dealt, as a short hexadecimal key (see above).
    static QString gameKey(const petals::Game& g, const std::vector<PetalsFiles::Player>& players);

    struct Person {
        QString name; // as spelt in the last game
        int played = 0;
        int won = 0;
        int bestTotal = 0;  // the highest total (R-PE-WIN-3)
        int bestSpread = 0; // the smallest spread (R-PE-HARM-2)
        QDateTime last;     // UTC
    };
    struct Record {
        int games = 0;        // games counted (a game of three people is one game)
        QList<Person> people; // in the order they first played
    };
    // What record() did: counted or not, the mode, and who won among the people.
    struct Outcome {
        bool counted = false;
        Mode mode = Mode::Hotseat;
        petals::Variant variant = petals::Variant::Standard;
        QStringList winners;       // people who won (computers are not in the statistics)
        QStringList personalBests; // people who beat their own best (from their second game)
    };

    explicit PetalsStatistics(const QString& path = {}, QObject* parent = nullptr);
    static QString defaultPath(); // petals-statistics.json in savefiles::defaultAutosaveDir()
    void setPath(const QString& path);
    const QString& path() const { return file_.path(); }

    void refresh(); // reads the file when not read yet or changed on disk since
    const Record& record(Mode m, petals::Variant v) const;
    bool isEmpty() const;

    // Counts a finished game (nothing when it is not over, has no person, or its key was
    // counted) and writes the file. `players` by seat (PetalsSession::players()).
    Outcome record(const petals::Game& final, const std::vector<PetalsFiles::Player>& players,
                   const QDateTime& when = QDateTime::currentDateTimeUtc());
    void forget(const petals::Game& g, const std::vector<PetalsFiles::Player>& players);
    void resetAll();

    // The score pad's line for what a counted game set (personal bests), empty when nothing.
    static QString note(const Outcome& o);

    const QString& problem() const { return file_.problem(); }
    const QString& writeError() const { return file_.writeError(); }

    QByteArray toJson() const;
    // Replaces the figures from a document read whole; false with `why` (figures unchanged).
    bool fromJson(const QByteArray& bytes, QString& why);

  signals:
    void changed();
    void problemFound(const QString& message);

  private:
    static RecordFile::Words words(); // the sentences players read
    void clear();
    Record& recordRef(Mode m, petals::Variant v);
    void save();

    RecordFile file_;
    std::array<Record, kModeCount * kVariantCount> records_;
    QStringList counted_; // oldest first
};
