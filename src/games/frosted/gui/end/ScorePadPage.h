// The end of the game: the score pad as a page of its own (R-END-2, R-END-3, R-MG-6).
//
// One row per player, ranked by place (1st first, a shared place in seat order), each in the
// player's own colour with a badge carrying their initial (the Master Gardener's portrait in
// solo), the winner's row marked by the trophy (assets/trophy.svg) and a gold frame — never by
// taking their colour away. Each row reads across: place, player, a thumbnail of the final garden
// (the Master Gardener's card row in solo), then the categories of the final score — score track,
// Improvements (only the kinds present), objectives (small tile pictures: type, threshold,
// points), coins — and the total; numbers right-aligned. Under the rows, one sentence on the
// tie-break (R-END-3, R-MG-6), and in solo one on the Master Gardener's end-of-game claims
// (R-MG-5), both phrased from the core's data: FinalScore::decidedBy, the GardenerEndClaims record
// and his sequences (sequencesOf). Nothing here decides a rule.
//
// The buttons: look at the gardens (back to the table), a new game, play again.
#pragma once

#include "Accessible.h"
#include "PlayerBadge.h"
#include "frosted/rules/game.h"

#include <QWidget>

#include <vector>

class GameController;
class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

// The objectives a seat holds, as small tiles: the type's icon, the threshold and the points.
class ObjectiveChips : public QWidget, public AccessibleItems {
    Q_OBJECT
  public:
    ObjectiveChips(const frosted::ComponentSet& c, std::vector<int> objectives,
                   QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;
    // Each tile in words, "white 8 — 10 pts" (its tooltip and accessible description).
    const QStringList& texts() const { return texts_; }
    // Each tile for a screen reader, by its words.
    int accessibleItemCount() const override { return static_cast<int>(texts_.size()); }
    AccessibleItem accessibleItem(int i) const override;

  protected:
    void paintEvent(QPaintEvent*) override;

  private:
    int perLine(int width) const;
    const frosted::ComponentSet& c_;
    std::vector<int> objectives_;
    QStringList texts_;
};

class ScorePadPage : public QWidget {
    Q_OBJECT
  public:
    // The value columns of a row, in the order shown.
    enum Column { Track, Improvements, Objectives, Coins, Total, ColumnCount };

    explicit ScorePadPage(GameController* c, QWidget* parent = nullptr);

    // Rebuilds the page from the controller's view of the finished game.
    void showFinalScores();

    // The rows, ranked: row 0 is (one of) the 1st place.
    int rowCount() const { return static_cast<int>(rows_.size()); }
    int seatOfRow(int row) const { return rows_[static_cast<std::size_t>(row)].seat; } // -1: MG
    const frosted::FinalScore& scoreOfRow(int row) const {
        return rows_[static_cast<std::size_t>(row)].score;
    }
    PlayerBadge* badge(int row) const { return rows_[static_cast<std::size_t>(row)].badge; }
    QLabel* nameLabel(int row) const { return rows_[static_cast<std::size_t>(row)].name; }
    QLabel* placeLabel(int row) const { return rows_[static_cast<std::size_t>(row)].place; }
    QWidget* trophy(int row) const { return rows_[static_cast<std::size_t>(row)].trophy; }
    QWidget* garden(int row) const { return rows_[static_cast<std::size_t>(row)].garden; }
    // The big number of a column (its "value" property holds the number) and the line under it.
    QLabel* valueLabel(int row, Column col) const {
        return rows_[static_cast<std::size_t>(row)].values[col];
    }
    QLabel* detailLabel(int row, Column col) const {
        return rows_[static_cast<std::size_t>(row)].details[col];
    }
    ObjectiveChips* objectiveChips(int row) const {
        return rows_[static_cast<std::size_t>(row)].chips;
    }
    // The row's card (its colour band on the left), in the page's coordinates.
    QRect rowRect(int row) const;
    QLabel* titleLabel() const { return title_; }
    QLabel* tieBreakLabel() const { return tieBreak_; }
    QLabel* endClaimsLabel() const { return endClaims_; } // solo only (hidden otherwise)
    // Under the title, what the game set in the statistics ("New best score in solo games: …"),
    // hidden when empty; cleared when another game takes the table.
    QLabel* recordLabel() const { return recordNote_; }
    void setRecordNote(const QString& text);
    QPushButton* gardensButton() const { return gardens_; }
    QPushButton* newGameButton() const { return newGame_; }
    QPushButton* playAgainButton() const { return playAgain_; }
    // Every text a player reads on the page: labels, column captions, objective tiles (tests).
    QStringList texts() const;

  signals:
    void gardensRequested();
    void newGameRequested();
    void playAgainRequested();
    void gardenRequested(int seat); // a garden thumbnail was clicked

  private:
    struct Row {
        int seat = -1;
        frosted::FinalScore score;
        QColor colour;
        PlayerBadge* badge = nullptr;
        QLabel* name = nullptr;
        QLabel* place = nullptr;
        QWidget* trophy = nullptr;
        QWidget* garden = nullptr;
        QLabel* values[ColumnCount] = {};
        QLabel* details[ColumnCount] = {};
        ObjectiveChips* chips = nullptr;
    };
    QWidget* buildTable();
    void addRow(QWidget* table, int gridRow, Row& r);
    QString tieBreakSentence() const;
    QString endClaimsSentence() const;

    GameController* c_;
    std::vector<Row> rows_;
    QLabel* trophyLeft_;
    QLabel* trophyRight_;
    QLabel* title_;
    QLabel* subtitle_;
    QLabel* recordNote_;
    QScrollArea* scroll_;
    QLabel* tieBreak_;
    QWidget* endClaimsBox_;
    QLabel* endClaims_;
    QPushButton* gardens_;
    QPushButton* newGame_;
    QPushButton* playAgain_;
};
