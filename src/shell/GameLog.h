// The table's game log (issue 31): one line per turn (GameController::log()), in a list that
// follows its newest line. A player who scrolls up to read an older line is not pulled back down
// by the next turn; once they scroll back to the bottom, the list follows again.
#pragma once

#include <QListWidget>

class GameLog : public QListWidget {
    Q_OBJECT
  public:
    explicit GameLog(QWidget* parent = nullptr);
    // A new line at the bottom: shown at once when the list follows.
    void append(const QString& line);
    // Every line again (a game put on the table); the list follows its newest line.
    void setLines(const QStringList& lines);
    // True while the list keeps its newest line in view.
    bool following() const { return following_; }

  private:
    bool following_ = true;
    bool moving_ = false; // the list scrolls itself: not the player's choice
};
