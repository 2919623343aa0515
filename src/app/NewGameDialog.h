// The new-game screen: hotseat with 2 to the data's number of seats (names, colours of the data's
// starting tiles) or solo against the Master Gardener; start player random (drawn by the core from
// the seed) or chosen; an optional seed for a reproducible deal.
//
// Names must tell the players apart: two names that are the same once trimmed and compared
// case-insensitively ("Ben" and "ben "), an empty name, or in solo the Master Gardener's name keep
// Start disabled, with the reason shown under the names (GameController::nameProblem).
#pragma once

#include "GameController.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QLabel;
class QPushButton;

class NewGameDialog : public QDialog {
    Q_OBJECT
  public:
    NewGameDialog(const NewGameOptions& last, const frosted::ComponentSet& components,
                  QWidget* parent = nullptr);
    NewGameOptions options() const;
    // Why the game cannot start (shown in the dialog), or empty.
    QString problem() const;

  private:
    void updateRows();
    QStringList names() const; // the names of the visible rows, trimmed, defaults for empty ones
    QString defaultName(int row) const;
    QStringList colours_;
    QRadioButton* hotseat_;
    QRadioButton* solo_;
    QSpinBox* count_;
    std::vector<QLineEdit*> names_;
    std::vector<QComboBox*> colourBoxes_;
    std::vector<QLabel*> labels_;
    QStringList defaults_; // per row
    QComboBox* start_;
    QLineEdit* seed_;
    QLabel* problem_;
    QPushButton* ok_;
};
