// Statistics: the games played at this table and their best scores, per mode and per person
// (issue 18). No widget: StatisticsDialog shows it (Game ▸ Statistics…, Ctrl+H), MainWindow
// records each game that ends at the table and the score pad says when it set a record.
//
// Modes: "solo" (one person against the Master Gardener), "computer-easy", "computer-medium",
// "computer-hard" (people against computer players; the strongest computer player at the table
// names the mode) and "hotseat" (people only). Per mode and per person (names compared trimmed
// and case-insensitively: a family shares one computer, so rows are people): games played and
// won, the best score, the total (for the average), the current and the longest winning streak
// (a game not won ends the current one), the date of the last game; and per mode the table's ten
// best scores (name, score, date), best first, an older score before an equal newer one.
//
// Who won is the core's answer, never recomputed: a person won when their final rank
// (FinalScore::rank, after the tie-break of R-END-3 / R-MG-6) is 1, a shared first place included;
// in solo that is beating the Master Gardener (he wins a full tie). Computer players and the
// Master Gardener have no rows and no best scores.
//
// A game counts once. Its key (gameKey) is the game as dealt: the save document without its
// actions (data set, seed, deal or position, seats, computer players), so it is the same in the
// autosave, in a save and after a restart. The keys of the games counted are kept in the file
// (the last kCountedKept); a game whose key is there adds nothing when it ends again (a save from
// before its end opened and finished again). A game at its deal is a new one: forget() drops its
// key, so the same deal played again (the same seed typed in the new-game dialog) counts again.
//
// The file (kept by the shell's RecordFile, with this class's words): statistics.json in the
// application's data folder (beside the autosave:
// savefiles::defaultAutosaveDir(), i.e. QStandardPaths::AppDataLocation or
// $FROSTED_BLOOMS_DATA_HOME), a versioned JSON document ("format": "frosted-blooms-statistics",
// "version": 1) written atomically (QSaveFile) after each change. It is read lazily, at the first
// use, and again when it changed on disk since (another window of the game wrote it). A file that
// cannot be read (not a regular file, larger than kMaxFileBytes, not JSON, another format or
// version, damaged content) is renamed aside (statistics.damaged-<time>.json) and named in
// problem() and problemFound(); the statistics then start empty. When it cannot even be renamed,
// nothing is written over it for the rest of the session. A failed write is reported
// (writeError(), problemFound()) and the figures stay in memory. An empty path keeps everything in
// memory only (screenshots, tests).
//
// The daily garden and the garden of the week (issue 19, Challenge.h): one record per day (its
// local date, "2026-12-02") and per ISO week ("2026-W49") played: the attempts used (deals put on
// the table, useAttempt()), the attempts played to their end and counted (recordChallenge(), never
// more than the attempts used), and the best result: a win beats a loss, then the higher score.
// They are in the same file, version 1, as the optional arrays "daily" and "weekly" (written when
// not empty): a file of release 0.3 (without them) reads as before, and release 0.3 reads a file
// with them (it ignores them). The last kDaysKept days and kWeeksKept weeks are kept. A daily or
// weekly game also counts as any game in its mode's rows (solo; against a hard computer player).
// Reset forgets the results of the challenges too, but not the attempts used: a reset never
// gives an attempt back.
#pragma once

#include "RecordFile.h"

#include "frosted/rules/game.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <string>
#include <vector>

class Statistics : public QObject {
    Q_OBJECT
  public:
    enum class Mode { Solo, ComputerEasy, ComputerMedium, ComputerHard, Hotseat };
    static constexpr int kModeCount = 5;
    static constexpr int kBestScores = 10;
    static constexpr int kFormatVersion = 1;
    static constexpr qint64 kMaxFileBytes = RecordFile::kMaxFileBytes;
    static constexpr int kCountedKept = 500;
    static const std::array<Mode, kModeCount>& modes(); // in the order shown
    static QString modeId(Mode m);                      // "solo", "computer-easy", ...
    static std::optional<Mode> modeFromId(const QString& id);
    // The mode of a table: solo, else the strongest computer player's level ("hard" over
    // "medium" over "easy"; the command line's "greedy" and "random" count as easy, a name this
    // version does not know as medium, as the controller plays it), else hotseat.
    static Mode modeOf(bool solo, const std::vector<std::string>& computers);
    static Mode modeOf(const frosted::GameState& g);

    // One person's line of a finished game.
    struct Seat {
        QString name;
        int score = 0;
        bool won = false;
    };
    struct Result {
        Mode mode = Mode::Hotseat;
        QDateTime when;
        QList<Seat> people; // the people at the table, in seat order
    };
    // The result of a finished game from the core's final scores: the people (not the computer
    // players, not the Master Gardener), their totals and whether their rank is 1.
    static Result resultOf(const frosted::GameState& g, const QDateTime& when);
    // The game as dealt, as a short hexadecimal key (see above).
    static QString gameKey(const frosted::GameState& g);

    struct Person {
        QString name; // as spelt in the last game
        int played = 0;
        int won = 0;
        int best = 0;
        qint64 total = 0;
        int streak = 0;  // games won in a row up to the last one
        int longest = 0; // the longest such run
        QDateTime last;  // UTC
        double average() const { return played > 0 ? double(total) / played : 0.0; }
    };
    struct Best {
        QString name;
        int score = 0;
        QDateTime when; // UTC
    };
    struct ModeRecord {
        int games = 0;        // games counted (a game of three people is one game)
        QList<Person> people; // in the order they first played
        QList<Best> best;     // at most kBestScores, best first
    };

    // What a recorded game set: a new best score of the mode (beating every score before it; a
    // mode's first game sets none), personal bests (beating the person's own best, from their
    // second game on) and winning streaks of three or more.
    struct Outcome {
        bool counted = false;
        Mode mode = Mode::Hotseat;
        std::optional<Best> modeBest;
        QList<Seat> personalBests;
        QList<std::pair<QString, int>> streaks;
    };

    explicit Statistics(const QString& path = {}, QObject* parent = nullptr);
    // statistics.json in savefiles::defaultAutosaveDir().
    static QString defaultPath();
    // Another file: the figures in memory are dropped and read from it at the next use. Empty:
    // in memory only.
    void setPath(const QString& path);
    const QString& path() const { return file_.path(); }

    // Reads the file when it has not been read yet or changed on disk since.
    void refresh();
    const ModeRecord& mode(Mode m) const { return modes_[static_cast<std::size_t>(m)]; }
    bool isEmpty() const;
    bool counted(const QString& key) const { return counted_.contains(key); }
    // When the last game recorded in this session ended (the dialog marks its rows).
    const QDateTime& lastRecorded() const { return lastRecorded_; }

    // Counts a finished game (nothing when it has no person, or its key was counted) and writes
    // the file.
    Outcome record(const Result& r, const QString& key = {});
    // The game with this key is at its deal: a new game, counted again when it ends.
    void forget(const QString& key);
    void reset(Mode m);
    void resetAll();

    // The daily garden and the garden of the week (see above).
    enum class Challenge { Daily, Weekly };
    static constexpr int kDaysKept = 1000;
    static constexpr int kWeeksKept = 200;
    struct ChallengeRecord {
        QString period;   // "2026-12-02" (daily) or "2026-W49" (weekly)
        int attempts = 0; // deals put on the table
        int finished = 0; // attempts played to their end and counted (<= attempts)
        int best = 0;     // the best result's score (when finished > 0)
        bool won = false; // the best result is a win
        bool operator==(const ChallengeRecord&) const = default;
    };
    // Oldest first.
    const QList<ChallengeRecord>& challenges(Challenge k) const {
        return k == Challenge::Daily ? daily_ : weekly_;
    }
    // The record of a day or week, or an empty one (no attempt used) with that period.
    ChallengeRecord challenge(Challenge k, const QString& period) const;
    // The deal of that day or week is put on the table: one attempt used. False (nothing
    // changed) when `limit` attempts are used already.
    bool useAttempt(Challenge k, const QString& period, int limit);
    // An attempt of that day or week ended (the game counted by record()); nothing when every
    // attempt used has a result already. newBest: it beat an earlier result of the same period.
    struct ChallengeOutcome {
        bool counted = false;
        bool newBest = false;
        ChallengeRecord record;
    };
    ChallengeOutcome recordChallenge(Challenge k, const QString& period, int score, bool won);
    // Forgets the results of the challenges (not the attempts used) and writes the file.
    void resetChallenges();
    // A result `a` better than `b` (a win beats a loss, then the higher score).
    static bool better(int scoreA, bool wonA, int scoreB, bool wonB);

    // Why the file could not be read and where it was kept (empty when it was read).
    const QString& problem() const { return file_.problem(); }
    // Why the last write failed (empty after a successful one).
    const QString& writeError() const { return file_.writeError(); }

    // The score pad's line for what a game set, empty when it set nothing.
    static QString note(const Outcome& o);

    // The document as written, and its reading (false with `why` a clause for players; the
    // figures in memory are replaced only by a document that reads whole).
    QByteArray toJson() const;
    bool fromJson(const QByteArray& bytes, QString& why);

  signals:
    void changed();
    void problemFound(const QString& message); // a file kept aside, a write that failed

  private:
    static RecordFile::Words words(); // the sentences of this catalog
    bool parse(const std::optional<QByteArray>& bytes, QString& why);
    void clear();
    bool write();
    Person& personFor(ModeRecord& m, const QString& name);

    RecordFile file_;
    std::array<ModeRecord, kModeCount> modes_;
    QStringList counted_;                   // oldest first
    QList<ChallengeRecord> daily_, weekly_; // oldest first
    QList<ChallengeRecord>& challengeList(Challenge k) {
        return k == Challenge::Daily ? daily_ : weekly_;
    }
    void forgetChallengeResults();
    QDateTime lastRecorded_;
};
