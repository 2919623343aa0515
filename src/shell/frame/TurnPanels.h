// The parts of a table around its game that every game has (issue 36: Petals' and Blossoms' own
// turn banner and hand-over cover were one): the turn banner that says who plays and what to do
// now (with a second line for the move under the pointer, or the last refusal), and the hand-over
// cover between hotseat players (R-PRIV-1, R-PE-PRIV-1, R-BL-PRIV-1: nobody's hand shows until
// the next player says so). They decide nothing: the game's window tells them the words.
#pragma once

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;

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
