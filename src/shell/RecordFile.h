// RecordFile: the file a game keeps its records in (its statistics), with no game in it (issue
// 34): a small JSON document in the application's data folder, read lazily at the first use and
// again when it changed on disk since (another window wrote it), written atomically
// (savefiles::writeAtomically) after each change.
//
// A file that cannot be read (a folder, not a regular file, larger than kMaxFileBytes, or what
// the owner's parser refuses: not JSON, another format or version, damaged content) is renamed
// aside as <name>.damaged-<time>.json beside it and named in problem(); the owner's figures then
// start empty. When it cannot even be renamed, nothing is written over it for the rest of the
// session. A failed write is named in writeError() and the figures stay in memory. An empty path
// keeps everything in memory only (screenshots, tests): nothing is read, the figures are the
// owner's. Each problem is told once to onProblem. The sentences naming the record are the
// owner's (Words, in its catalog: "Your Petals statistics …"); the clauses every record file
// shares (a folder, not a regular file, too large, no free name, the folder not made) are the
// shell's, in its catalog.
//
// The owners (Frosted Blooms' and Petals' statistics) keep the figures, read and write the
// document:
//   refresh(parse) before each use; parse(bytes, why) replaces the figures from the document,
//   or from nothing when there is none (no file yet: nullopt), false with `why` a clause for
//   players (an empty file is a document, and a damaged one);
//   write(bytes) after each change.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

class RecordFile {
    Q_DECLARE_TR_FUNCTIONS(RecordFile)

  public:
    static constexpr qint64 kMaxFileBytes = 1 << 20;
    using Parse = std::function<bool(const std::optional<QByteArray>& bytes, QString& why)>;

    // What players are told about the game's record (its sentences, in its catalog): each gets
    // the file as shown (savefiles::shownPath), the clause saying why it cannot be read (the
    // shell's: "it is a folder, not a file" …, or the owner's parser's), and the name it was kept
    // as or the error that kept it in place; the error of a failed write.
    struct Words {
        std::function<QString(const QString& file, const QString& why, const QString& kept)>
            keptAside;
        std::function<QString(const QString& file, const QString& why, const QString& error)>
            notKept;
        std::function<QString(const QString& error)> notSaved;
    };

    RecordFile(const QString& path, Words words) : path_(path), words_(std::move(words)) {}
    // Another file: read at the next refresh; the problems of the last one are forgotten.
    void setPath(const QString& path);
    const QString& path() const { return path_; }
    void setOnProblem(std::function<void(const QString&)> f) { onProblem_ = std::move(f); }

    // Reads the file when it has not been read yet or changed on disk since: true when `parse`
    // was called (the owner's figures were replaced). A document `parse` refuses is set aside
    // and `parse` is called again with nothing (the figures start empty). In memory only: never.
    bool loaded() const { return loaded_; } // refresh() was called since the path was set
    bool refresh(const Parse& parse);
    // Writes the document (true in memory only); false with writeError().
    bool write(const QByteArray& bytes);

    const QString& problem() const { return problem_; }       // why the file was set aside
    const QString& writeError() const { return writeError_; } // empty after a good write

  private:
    struct Stamp {
        bool exists = false;
        qint64 size = -1;
        qint64 modified = 0;
        bool operator==(const Stamp&) const = default;
    };
    Stamp stampNow() const;
    void keepAside(const QString& why);
    void tell(const QString& message) const;

    QString path_;
    bool loaded_ = false;
    bool blocked_ = false; // the unreadable file could not be moved aside: never written over
    Stamp stamp_;
    QString problem_, writeError_;
    std::function<void(const QString&)> onProblem_;
    Words words_;
};
