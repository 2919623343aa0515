// The hand-over cover between two human seats (R-PRIV-1): the table hidden, whose seat it is (their
// badge and name), what happened last, and one button that the next player presses to see their
// hand. MainWindow shows it when the controller asks for a hand-over.
#pragma once

#include "Art.h"

#include <QWidget>

class QLabel;
class QPushButton;
class PlayerBadge;

class HandOverPage : public QWidget {
    Q_OBJECT
  public:
    explicit HandOverPage(QWidget* parent = nullptr);

    // Covers the table for `name`, whose badge is `colour`, `shape` and their initial; `lastTurn`
    // is the log's last line (plain text), told under the title.
    void showFor(const QString& name, const QColor& colour, art::BadgeShape shape,
                 const QString& lastTurn);

    QPushButton* button() const { return button_; }
    PlayerBadge* badge() const { return badge_; }
    QString title() const;

  signals:
    void confirmed(); // the next player took the seat

  private:
    PlayerBadge* badge_;
    QLabel* title_;
    QLabel* text_;
    QPushButton* button_;
};
