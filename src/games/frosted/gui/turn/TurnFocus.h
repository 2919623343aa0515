// The keyboard follows the turn (issue 17). On the table, Tab goes through the parts of the turn in
// the order of its steps — the tile ring, the garden, the cards of the hand, the objectives, Done —
// and when the step changes the focus moves to the part it concerns: the ring to choose a tile,
// the garden to place it, the first card to play one, the objectives when one may be claimed
// (else Done), and after the game, back at the table, "Final scores". A screen reader follows the
// focus: it reads the part, its item under the cursor and, in the part's description, the prompt
// of the step (the NOW line, whose own text changes are told by its label).
//
// It decides nothing and only moves the focus when the step changes, so a player who tabs
// elsewhere keeps the focus where they put it until the next step.
#pragma once

#include <QObject>
#include <QString>

class BoardView;
class GameController;
class GardenView;
class HandBar;
class QStackedWidget;
class QWidget;

class TurnFocus : public QObject {
    Q_OBJECT
  public:
    TurnFocus(GameController* c, QStackedWidget* pages, BoardView* board, GardenView* garden,
              HandBar* hand, QObject* parent = nullptr);
    // The widget the step on the table concerns now; null when none does (not the table's page,
    // a hand-over, the Master Gardener's or a computer's turn).
    QWidget* stepWidget() const;

  public slots:
    // The tab order of the turn's parts, and the focus when the step changed.
    void follow();

  private:
    void order();
    QString stepKey() const;

    GameController* c_;
    QStackedWidget* pages_;
    BoardView* board_;
    GardenView* garden_;
    HandBar* hand_;
    QString step_;
};
