// One game window per user and autosave folder (issue 18). The desktop opens a saved game by
// starting `frosted-blooms FILE`; while the game already runs, that second program hands FILE to
// the running window (which brings itself forward and opens it, asking first about a game that
// is not saved) and exits, so two windows never write one autosave. Started without a file, the
// second program only brings the running window forward.
//
// The running program listens on a local socket named after the autosave folder
// (defaultName()); a second one sends one line, "open <path>" or "raise", and waits for "ok".
// A socket left by a program that crashed is removed when nobody answers on it.
#pragma once

#include <QObject>
#include <QString>

class QLocalServer;

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
    void readFrom(class QLocalSocket* socket);
    QString name_;
    QLocalServer* server_ = nullptr;
};
