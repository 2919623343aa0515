// PreviewPanel: the consequences of the choice at hand, before it is made (UI.md principle 3), in
// the right column under the NOW line. By the step: choosing a tile (how costs and coins work),
// placing (the points of each card in hand, the groups, the gaps and their Improvements, the
// Worker coins, the objectives it would qualify for, or why the tile cannot lie there), playing a
// card (each card's points; the hovered card's counted cells are outlined in the garden), claiming
// (what qualifies). During the Master Gardener's turn: his turn's steps, done, now and to come.
// Everything from the controller's view and the core's previews; it decides nothing.
#pragma once

#include <QLabel>

class GameController;

class PreviewPanel : public QLabel {
    Q_OBJECT
  public:
    PreviewPanel(GameController* c, QWidget* parent = nullptr);
    void refresh();
    // The card under the pointer in the hand (-1: none), named in the play-card step.
    void setHoveredCard(int card);

  private:
    GameController* c_;
    int hoveredCard_ = -1;
};
