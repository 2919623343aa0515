// TableNotes (issue 31): what the table says to the player where they look, not only in the
// status bar. A refused move is told in a note under the NOW line and by the pointer (a tooltip
// where the click was); it goes when the play moves on or after a few seconds. A hint is told in
// the NOW line (GameController::prompt), in the status bar, and the keyboard's focus goes to what
// it names — the tile on the ring, the ghost in the garden, the card in the hand, the objective,
// Done — so that Enter then does what the hint says; its status-bar words go with the hint
// (a new step, another seat, a hand-over). Claiming an objective while a more valuable one of
// its type qualifies asks once, naming both (GameController::setClaimAsker, R-OBJ-5).
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class MainWindow;
class QLabel;

class TableNotes : public QObject {
    Q_OBJECT
  public:
    explicit TableNotes(MainWindow* w);
    // The note under the NOW line (hidden when there is none).
    QLabel* note() const { return note_; }
    // The hint's words as the status bar shows them (one line), empty when none is shown.
    QString hintMessage() const { return hintMessage_; }
    static constexpr int kNoteMs = 8000;

  private:
    void refused(const QString& why);
    void hintReady(const QString& text);
    void focusHint();
    void stateChanged();
    void clearNote();
    bool askClaim(int chosen, int better);

    MainWindow* w_;
    QLabel* note_;
    QTimer noteTimer_;
    quint64 noteAt_ = 0; // the number of actions played when the note was made
    QString hintMessage_;
};
