// PetalsStatisticsDialog: Petals' statistics for players (issue 34, item 7; Game ▸ Statistics…
// in the Petals window). A tab per scoring (standard, Harmony: their figures do not compare),
// each a tree of the modes played (solo against easy, medium or hard computers, people only,
// people and computers) with their games, and under each mode its people: games played and won,
// the best total (standard, R-PE-WIN-3) or the best spread (Harmony, R-PE-HARM-2), the last game.
// A file that was set aside is named at the top. "Reset…" forgets everything after a question.
// It follows PetalsStatistics::changed(); the figures are PetalsStatistics'.
#pragma once

#include <QDialog>

class PetalsStatistics;
class QLabel;
class QPushButton;
class QTabWidget;
class QTreeWidget;

class PetalsStatisticsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit PetalsStatisticsDialog(PetalsStatistics* statistics, QWidget* parent = nullptr);

    // Reads the figures again (also on PetalsStatistics::changed()).
    void refill();
    QTreeWidget* tree(int variant) const { return trees_[variant]; } // 0 standard, 1 Harmony
    QTabWidget* tabs() const { return tabs_; }
    QLabel* problemLabel() const { return problem_; }
    // The figures as text (screen readers, tests): one line per mode and per person.
    QString summary() const;

  private:
    void fillTree(int variant);
    void confirmReset();

    PetalsStatistics* stats_;
    QTabWidget* tabs_ = nullptr;
    QTreeWidget* trees_[2] = {nullptr, nullptr};
    QLabel* problem_ = nullptr;
    QLabel* empty_ = nullptr;
    QPushButton* reset_ = nullptr;
};
