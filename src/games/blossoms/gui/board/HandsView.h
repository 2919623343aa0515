// Blossoms' hands (issue 36 "The table"): the cards of the seat at the screen face up (R-BL-HAND-1:
// data order), the others' as backs with their count (R-BL-PRIV-1), and a card chosen to Plant or
// to water (R-BL-PLANT-1, R-BL-TOOL-1) marked. It draws what the window gives it from the seat's
// view; a click or Left/Right and Enter choose a card (cardChosen), which the window lights the
// pots for.
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

#include <vector>

namespace blossoms::gui {

class HandsView : public QWidget {
    Q_OBJECT
  public:
    explicit HandsView(QWidget* parent = nullptr);

    struct Other {
        QString name;
        QColor colour;
        int count = 0;
    };
    // `own`: the types of the seat's cards in data order and their card indices (empty and
    // `shown` false when nobody's hand may show); the other seats' counts.
    void setHands(const QString& title, const std::vector<int>& cards,
                  const std::vector<int>& types, bool shown, const QList<Other>& others);
    // Which cards may be chosen now (by card index); the chosen one.
    void setChoosable(const std::vector<int>& cards);
    void setChosen(int card);
    int chosen() const { return chosen_; }
    const std::vector<int>& cards() const { return cards_; }
    const QList<Other>& others() const { return others_; }
    QRectF cardRect(int i) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    void cardChosen(int card);

  protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;

  private:
    qreal cardHeight() const;
    bool choosable(int card) const;
    void describe();

    QString title_;
    std::vector<int> cards_, types_, choosable_;
    bool shown_ = false;
    QList<Other> others_;
    int chosen_ = -1;
    int cursor_ = 0;
};

} // namespace blossoms::gui
