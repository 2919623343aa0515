// Blossoms' players (issue 36 "The table"): for each seat its colour and name, whose turn it is,
// the tokens still in its supply (R-BL-TOKEN-5 breaks ties with them), the sets it has cut, each
// drawn as a small stack of its type and height with its value (R-BL-SCORE-1), and the running
// score by height and by types (R-BL-SCORE-1..3: "Flowers 9 + types 3 = 12"). Public information
// only (R-BL-PRIV-2).
#pragma once

#include "blossoms/rules/view.h"

#include <QColor>
#include <QList>
#include <QWidget>

#include <optional>

namespace blossoms::gui {

class PlayersView : public QWidget {
    Q_OBJECT
  public:
    explicit PlayersView(QWidget* parent = nullptr);
    // `matchTotals`: the points of the match's earlier games by seat (empty: no match).
    void setView(const SeatView& v, const QList<QColor>& colours, const QStringList& initials,
                 const std::vector<int>& matchTotals = {});
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    QString summary(int seat) const; // the row's words, as a screen reader says them
    const QList<QColor>& colours() const { return colours_; } // by seat

  protected:
    void paintEvent(QPaintEvent*) override;

  private:
    qreal rowHeight() const;
    void describe();
    std::optional<SeatView> view_;
    QList<QColor> colours_;
    QStringList initials_;
    std::vector<int> match_;
};

} // namespace blossoms::gui
