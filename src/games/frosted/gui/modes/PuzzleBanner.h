// The puzzle's banner at the top of the table (Game ▸ Puzzles…): the title and the goal in plain
// words with the turn's progress ("Points this turn: 8 of 20"), Hint, Try again and Leave; once
// the seat's turn has ended, the result: Solved! or Not solved, each part with its figures, and
// Try again, Next puzzle, Back to the list, Leave the puzzle.
#pragma once

#include "frosted/lab/puzzle.h"

#include <QFrame>

class QLabel;
class QPushButton;

class PuzzleBanner : public QFrame {
    Q_OBJECT
  public:
    explicit PuzzleBanner(QWidget* parent = nullptr);

    // During the turn: the goal with the verdict so far (judgePuzzle before the end).
    void showGoal(const QString& title, const QString& goalText, const QStringList& progress,
                  const QString& hint);
    // After the turn: solved or not, the lines of the parts (each met or not), and whether a next
    // puzzle exists.
    void showResult(bool solved, const QStringList& lines, bool hasNext);
    bool showingResult() const { return result_; }

    QLabel* titleLabel() const { return title_; }
    QLabel* goalLabel() const { return goal_; }
    QLabel* progressLabel() const { return progress_; }
    QPushButton* hintButton() const { return hint_; }
    QPushButton* retryButton() const { return retry_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* listButton() const { return list_; }
    QPushButton* leaveButton() const { return leave_; }

  signals:
    void retryRequested();
    void nextRequested();
    void listRequested();
    void leaveRequested();

  private:
    void setTone(const QString& background, const QString& border);
    QLabel* title_;
    QLabel* goal_;
    QLabel* progress_;
    QPushButton* hint_;
    QPushButton* retry_;
    QPushButton* next_;
    QPushButton* list_;
    QPushButton* leave_;
    QString hintText_;
    QString titleText_;
    bool result_ = false;
};
