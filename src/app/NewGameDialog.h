// The new-game screen: hotseat with 2-4 players (names, colours) or solo against the Master
// Gardener; start player random or chosen; an optional seed for a reproducible deal.
#pragma once

#include "GameController.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QLabel;

class NewGameDialog : public QDialog {
    Q_OBJECT
  public:
    explicit NewGameDialog(const NewGameOptions& last, QWidget* parent = nullptr);
    NewGameOptions options() const;

  private:
    void updateRows();
    QRadioButton* hotseat_;
    QRadioButton* solo_;
    QSpinBox* count_;
    QLineEdit* names_[4];
    QComboBox* colours_[4];
    QLabel* labels_[4];
    QComboBox* start_;
    QLineEdit* seed_;
};
