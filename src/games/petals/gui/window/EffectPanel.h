// Petals' effect panel (issue 34): it asks the answer to a symbol pair (R-PE-EFFECT-3/4: score
// the card or move one; move or skip). It decides nothing: the window tells it the words and the
// choices from the session. The turn banner and the hand-over cover are the shell's (TurnPanels.h).
#pragma once

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;

namespace petals::gui {

// The answer to a symbol pair. Simple (step Effect): "Score +N" or a move (the movable cards are
// lit on the table; the best move's points said). Double (step Move): a move or "Skip".
class EffectPanel : public QFrame {
    Q_OBJECT
  public:
    explicit EffectPanel(QWidget* parent = nullptr);
    // Shown with its words; `scorePoints` the placed card's (Simple), `bestMove` the most a
    // move gives (-1: no legal move), `canScore` Simple, `canSkip` Double; `moving`: a card is
    // picked to move (Cancel the move then).
    void ask(const QString& title, const QString& text, bool canScore, int scorePoints,
             bool canSkip, bool moving);
    void clear();
    QPushButton* scoreButton() const { return score_; }
    // The keyboard's focus on the first answer shown (score, else skip); Enter presses it.
    void focusAnswer();
    QPushButton* skipButton() const { return skip_; }
    QPushButton* cancelButton() const { return cancel_; }
    QString text() const;

  signals:
    void scoreChosen();
    void skipChosen();
    void cancelMove();

  private:
    QLabel* title_;
    QLabel* text_;
    QPushButton* score_;
    QPushButton* skip_;
    QPushButton* cancel_;
};

} // namespace petals::gui
