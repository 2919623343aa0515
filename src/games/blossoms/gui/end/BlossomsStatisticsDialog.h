// Game ▸ Statistics… of Blossoms (issue 36 item 6): the games played at this table as
// BlossomsStatistics keeps them — by mode (people only, against the computer, people and
// computers), player count and variant, whose scores do not compare — each person's games, wins,
// best total and last game; "Forget all" after a question.
#pragma once

#include <QDialog>

class BlossomsStatistics;
class QTreeWidget;

class BlossomsStatisticsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit BlossomsStatisticsDialog(BlossomsStatistics* statistics, QWidget* parent = nullptr);
    QTreeWidget* tree() const { return tree_; }
    void fill();

  private:
    BlossomsStatistics* statistics_;
    QTreeWidget* tree_;
};
