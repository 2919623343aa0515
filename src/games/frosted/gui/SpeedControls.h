// The table's speed controls, under the NOW panel (issue 31): a labelled box for each speed the
// game on the table uses — "Master Gardener:" in a solo game, "Computer players:" when a computer
// plays a seat, both when a computer player has taken the seat of a solo game — and Next ▶,
// which shows the next step of a turn being shown step by step. Each box is as wide as its
// longest speed ("step by step"): never cut; a label wraps before a box is cut, and Next goes
// under the boxes when the column is too narrow to hold it beside them (1024 wide screens).
#pragma once

#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;

class SpeedControls : public QWidget {
    Q_OBJECT
  public:
    explicit SpeedControls(QWidget* parent = nullptr);
    QComboBox* gardenerBox() const { return gardener_; }
    QComboBox* computerBox() const { return computer_; }
    QLabel* gardenerLabel() const { return gardenerLabel_; }
    QLabel* computerLabel() const { return computerLabel_; }
    QPushButton* nextButton() const { return next_; }
    // Shown (`shown`) with the boxes of the speeds in use, each with its label.
    void showFor(bool shown, bool gardener, bool computer);
    bool nextBeside() const { return nextBeside_; }

  protected:
    void resizeEvent(QResizeEvent* e) override;

  private:
    void placeNext(); // beside the boxes when they fit with it in the width, else under them
    QGridLayout* grid_;
    bool nextBeside_ = true;
    QLabel* gardenerLabel_;
    QComboBox* gardener_;
    QLabel* computerLabel_;
    QComboBox* computer_;
    QPushButton* next_;
};
