// The parts of Petals' table around the cards (issue 34): the turn banner that says who plays and
// what to do now (with the preview of the move being shown and the last refusal), the effect
// panel that asks the answer to a symbol pair (R-PE-EFFECT-3/4: score the card or move one; move
// or skip), and the hand-over cover between hotseat players (R-PE-PRIV-1). They decide nothing:
// the window tells them the words and the choices from the session.
#pragma once

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;

namespace petals::gui {

// Who plays and what to do; a second line for the move under the pointer (or a refusal).
class TurnBanner : public QFrame {
    Q_OBJECT
  public:
    explicit TurnBanner(QWidget* parent = nullptr);
    // `colour`: the player's cube colour as a stripe (beside the words, never alone).
    void setTurn(const QString& headline, const QString& instruction, const QColor& colour);
    void setDetail(const QString& text, bool refusal = false);
    QString headline() const;
    QString instruction() const;
    QString detail() const;

  private:
    QLabel* stripe_;
    QLabel* headline_;
    QLabel* instruction_;
    QLabel* detail_;
};

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

// Between two people's turns in hotseat: nobody's hand shows until the next player says so.
class HandOverCover : public QFrame {
    Q_OBJECT
  public:
    explicit HandOverCover(QWidget* parent = nullptr);
    // `before`: what happened since this player's last turn (the log's last line), or empty.
    void setPlayer(const QString& name, const QColor& colour, const QString& before = {});
    QPushButton* button() const { return button_; }
    QString text() const;

  signals:
    void confirmed();

  private:
    QLabel* title_;
    QLabel* text_;
    QPushButton* button_;
};

} // namespace petals::gui
