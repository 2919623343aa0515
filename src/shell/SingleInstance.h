// One game window per user and autosave folder (issue 18). The desktop opens a saved game by
// starting `frosted-blooms FILE`; while the game already runs, that second program hands FILE to
// the running window (which brings itself forward and opens it, asking first about a game that
// is not saved) and exits, so two windows never write one autosave. Started without a file, the
// second program only brings the running window forward.
//
// The running program listens on a local (Unix-domain) socket named after the autosave folder
// (defaultName(), in the temporary folder: socketPath()); a second one sends one line,
// "open <path>" or "raise", and waits for "ok". A socket left by a program that crashed is
// replaced when nobody answers on it. The socket is the user's alone (made in a private folder,
// then moved into place). Plain POSIX sockets watched by a QSocketNotifier: no Qt Network, whose
// loading cost the program's start-up milliseconds (docs/performance.md "Start-up"); the path
// and the lines are those of earlier releases (Qt's QLocalServer), so they understand each other.
#pragma once

#include <QObject>
#include <QString>

class QSocketNotifier;

class SingleInstance : public QObject {
    Q_OBJECT
  public:
    explicit SingleInstance(QString name, QObject* parent = nullptr);
    ~SingleInstance() override;

    // frosted-blooms-<hash of the user's autosave folder>: one per user (and per
    // FROSTED_BLOOMS_DATA_HOME, so tests and a player's game stay apart).
    static QString defaultName();
    // Hands `file` (an absolute path; empty: only bring the window forward) to the program
    // listening on `name`: true when it answered that it took it.
    static bool handOff(const QString& name, const QString& file, int timeoutMs = 3000);
    // Where the socket of `name` lies (empty when the path is too long for a socket).
    static QByteArray socketPath(const QString& name);

    // Becomes the running program: listens on the name (removing a socket nobody answers on).
    // False when the socket cannot be made (the game then runs alone, as before).
    bool listen();
    const QString& name() const { return name_; }
    // The one listening in this program (or null), and the end of its listening: a program about
    // to start again (Settings ▸ Language) lets the next one take the name, so that closing here
    // does not remove the next one's socket.
    static SingleInstance* listening();
    void stopListening();

  signals:
    // A second program asked: open `file` (empty: just come forward).
    void activated(const QString& file);

  private:
    void acceptAll();
    QString name_;
    int server_ = -1;
    unsigned long inode_ = 0; // the socket file made here (another's is never removed)
    QSocketNotifier* notifier_ = nullptr;
};
