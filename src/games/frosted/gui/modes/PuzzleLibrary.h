// The puzzles the game offers (Game ▸ Puzzles…, docs/designer.md "Puzzles"): the shipped ones
// (puzzles/, installed beside the data, else the copy built into the program) and the
// designer's own files in the user's puzzle folder (<application data folder>/puzzles), each read
// by the rules core (frosted::loadPuzzle). A file that does not load is listed with its problem.
// The goals in words, the progress of a turn and the verdict (frosted::judgePuzzle) in words, and
// the small record of the puzzles solved (puzzles.json beside statistics.json).
#pragma once

#include "frosted/lab/puzzle.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

struct PuzzleEntry {
    QString id;   // the file's name without ".json"
    QString path; // the file (":/puzzles/..." for the built-in copy)
    enum class Source { Shipped, UserFolder, File } source = Source::Shipped;
    std::optional<frosted::Puzzle> puzzle; // none when it does not load
    QString problem;                       // why it does not load
    // The key of its line in the record of solved puzzles: the id of a shipped puzzle, the
    // absolute path of any other file.
    QString key() const;
    QString title() const; // in the language of the game (the file's name when it does not load)
};

namespace puzzlewords {
// The goal part in plain words ("Score at least 20 points with this turn's card").
QString goal(const frosted::ComponentSet& c, const frosted::PuzzleGoal& g);
// Every part, one per line (or joined by "and" on one line when `oneLine`).
QString goals(const frosted::ComponentSet& c, const frosted::Puzzle& p, bool oneLine = false);
// The figure of a part during the turn ("Points this turn: 8 of 20").
QString progress(const frosted::ComponentSet& c, const frosted::GoalCheck& k);
// The figure of a part once the turn is over ("You scored 14 of 20 points").
QString verdict(const frosted::ComponentSet& c, const frosted::GoalCheck& k);
// A text of the puzzle in the game's language.
QString text(const frosted::PuzzleText& t);
} // namespace puzzlewords

class PuzzleLibrary : public QObject {
    Q_OBJECT
  public:
    explicit PuzzleLibrary(QObject* parent = nullptr);

    // The shipped puzzles' folder: frosted::defaultPuzzleDir() (beside the built-in data), else
    // the copy built into the program.
    static QString shippedFolder();
    // <application data folder>/puzzles (savefiles::defaultAutosaveDir(), which honours
    // $FROSTED_BLOOMS_DATA_HOME).
    static QString defaultUserFolder();
    static QString defaultRecordPath(); // puzzles.json beside statistics.json

    // Where they are read from and the record kept (tests, screenshots); an empty record path
    // keeps no record (settings off).
    void setFolders(const QString& shipped, const QString& user);
    QString userFolder() const { return user_; }
    void setRecordPath(const QString& path);
    QString recordPath() const { return recordPath_; }

    // Reads every puzzle again with the components `c`: the shipped ones in the order of their
    // names, then the user folder's.
    void reload(const frosted::ComponentsPtr& c);
    const QList<PuzzleEntry>& entries() const { return entries_; }
    // One file (Open puzzle file…); a file that does not load has its problem.
    static PuzzleEntry readFile(const frosted::ComponentsPtr& c, const QString& path,
                                PuzzleEntry::Source source);
    // The entry after `key` that loads, in the list's order (none past the last).
    std::optional<PuzzleEntry> next(const QString& key) const;

    bool solved(const QString& key) const;
    // Records a puzzle solved (once; written at once). False, with problem() set, when the file
    // cannot be written.
    bool markSolved(const QString& key);
    int solvedCount() const;
    QString problem() const { return problem_; }

  signals:
    void changed();

  private:
    void readRecord();
    QString shipped_, user_, recordPath_;
    QList<PuzzleEntry> entries_;
    QMap<QString, QString> solved_; // key -> when (ISO 8601, UTC)
    bool recordRead_ = false;
    QString problem_;
};
