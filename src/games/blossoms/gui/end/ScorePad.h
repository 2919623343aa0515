// Blossoms' score pad (issue 36 item 6): at the end, each player's sets with their heights and
// values (R-BL-SCORE-1), the number of types and its points (R-BL-SCORE-2), the total, the
// unplayed tokens that break a tie (R-BL-SCORE-4, R-BL-TOKEN-5) and the rank, with one line on
// what decided first place; in the Longer Game (R-BL-VAR-1) the match's totals after each game and
// who starts the next. Its buttons: Play again (or Next game of the match), New game…, Back to the
// table, Watch again (the replay viewer).
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;

namespace blossoms::gui {

struct ScoreSheet {
    struct Set {
        int type = 0, height = 0, value = 0;
    };
    struct Row {
        QString name;
        QColor colour;
        QString initial;
        QList<Set> sets;
        int flowers = 0, types = 0, variety = 0, total = 0, tokensLeft = 0, rank = 1;
        int matchTotal = -1; // -1: no match
    };
    QList<Row> rows;            // by seat
    QString decided;            // what decided first place, in words
    QString match;              // the match's line ("Game 2 of 3 …"), empty when none
    bool nextMatchGame = false; // the match goes on: "Next game"
};

class ScorePad : public QWidget {
    Q_OBJECT
  public:
    explicit ScorePad(QWidget* parent = nullptr);
    void setResult(const ScoreSheet& sheet);
    const ScoreSheet& result() const { return sheet_; }
    QString text() const; // every figure in words (tests, screen readers)
    QPushButton* playAgainButton() const { return again_; }
    QPushButton* newGameButton() const { return newGame_; }
    QPushButton* tableButton() const { return table_; }
    QPushButton* watchAgainButton() const { return watch_; }

  signals:
    void playAgainRequested();
    void newGameRequested();
    void tableRequested();
    void watchAgainRequested(); // the game just finished in the replay viewer

  private:
    void rebuild();
    ScoreSheet sheet_;
    QLabel* title_;
    QLabel* winner_;
    QWidget* gridBox_;
    QGridLayout* grid_;
    QLabel* decided_;
    QLabel* match_;
    QPushButton* again_;
    QPushButton* newGame_;
    QPushButton* table_;
    QPushButton* watch_;
};

} // namespace blossoms::gui
