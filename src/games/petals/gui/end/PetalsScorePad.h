// PetalsScorePad: the end of a Petals game as a family would photograph it (issue 34, item 5).
// Tracker by tracker (fire, air, earth, water, with their icons) each player's points and who won
// it (R-PE-WIN-1); who is eligible, and why not (R-PE-WIN-2: wins no tracker); each player's total
// from their two lowest trackers (R-PE-WIN-3) or, in Harmony, the spread (R-PE-HARM-2); the ranking
// and how a tie was broken (R-PE-WIN-4 / R-PE-HARM-2); the winner(s) celebrated at the top.
//
// Everything comes from the rules: Game::standings() (won, eligible, total, spread, sum, lowest,
// rank) and petals::rankKey() (what set two players apart). The pad computes no rule: the columns
// are the players in the rules' ranking (eligible by rank, then the others by seat).
//
// The whole result is one text for screen readers (resultText(): the pad's accessible
// description); Tab goes between the buttons (Play again first), Return plays again. Fits 1024×700.
#pragma once

#include "PetalsFiles.h"

#include "petals/rules/game.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;

class PetalsScorePad : public QWidget {
    Q_OBJECT
  public:
    explicit PetalsScorePad(QWidget* parent = nullptr);

    // The final game (isOver()), the players' names by seat (empty: the game's own names) and who
    // plays each seat (empty: people everywhere; computers are named with their level).
    void setResult(const petals::Game& finalGame, const QStringList& namesBySeat = {},
                   const std::vector<PetalsFiles::Player>& players = {});
    // A line under the result (what the game set in the statistics), empty: none.
    void setNote(const QString& note);

    // What the pad says, for tests and screen readers.
    QString headline() const;
    QStringList tieLines() const { return ties_; } // how each tie at the top or below was broken
    QStringList outLines() const { return out_; }  // who is out of the running, and why
    QList<int> columnSeats() const { return columns_; } // the seats in the order shown
    QString cellText(int row, int seat) const;          // row 0-3 a tracker, 4 eligible, 5 score
                                                        // (total or spread), 6 place
    QString resultText() const;
    QPushButton* playAgainButton() const { return again_; }
    QPushButton* newGameButton() const { return newGame_; }
    QPushButton* tableButton() const { return table_; }
    QPushButton* watchButton() const { return watch_; }
    // The row of buttons, taken out of the pad for a page that scrolls the pad and keeps the
    // buttons in sight below it (the caller lays it out; the buttons stay the pad's to ask).
    QWidget* takeButtonBar();

  signals:
    void playAgainRequested();
    void newGameRequested();
    void tableRequested(); // "Look at the table": the final table, the pad put away
    void watchRequested(); // "Watch the game again": the replay viewer

  private:
    void buildHeader(class QVBoxLayout* outer);
    void buildButtons(class QVBoxLayout* outer);
    QString tieLine(const QString& na, const QString& nb, const petals::Standing& sa,
                    const petals::Standing& sb, petals::Variant variant) const;
    void clearGrid();
    void fillGrid(const petals::Game& g, const std::vector<petals::Standing>& st);
    void explain(const petals::Game& g, const std::vector<petals::Standing>& st);
    QString nameOf(int seat) const;
    QString ordinal(int rank) const;

    QLabel* rosette_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* reason_ = nullptr;
    QWidget* pad_ = nullptr;
    QGridLayout* grid_ = nullptr;
    QLabel* ties_label_ = nullptr;
    QLabel* note_ = nullptr;
    class QVBoxLayout* outer_ = nullptr;
    QWidget* bar_ = nullptr; // the buttons' row
    QPushButton* again_ = nullptr;
    QPushButton* newGame_ = nullptr;
    QPushButton* table_ = nullptr;
    QPushButton* watch_ = nullptr;

    QStringList names_;
    std::vector<PetalsFiles::Player> players_;
    QList<int> columns_;
    std::vector<std::vector<QString>> cells_; // [row][seat]
    QStringList ties_, out_;
    QString headline_, reasonText_, noteText_;
    QStringList rowNames_;
};
