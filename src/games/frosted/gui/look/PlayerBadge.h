// A player's badge as a widget: the shape tied to their colour, filled with it, with their initial
// (the Master Gardener's portrait): who a panel, a row or the hand-over is for, readable without
// the colour. Drawn by art::drawPlayerBadge, like the score-track markers.
#pragma once

#include "Art.h"

#include <QColor>
#include <QString>
#include <QWidget>

class PlayerBadge : public QWidget {
    Q_OBJECT
  public:
    PlayerBadge(const QColor& colour, art::BadgeShape shape, const QString& initial, int size,
                QWidget* parent = nullptr);
    QSize sizeHint() const override { return {size_, size_}; }
    QColor colour() const { return colour_; }
    art::BadgeShape shape() const { return shape_; }
    QString initial() const { return initial_; }
    void set(const QColor& colour, art::BadgeShape shape, const QString& initial);
    // The badge in words, its tooltip and accessible name: "A on a circle", "Master Gardener".
    static QString shapeWords(art::BadgeShape shape, const QString& initial);

  protected:
    void paintEvent(QPaintEvent*) override;

  private:
    QColor colour_;
    art::BadgeShape shape_;
    QString initial_;
    int size_;
};
