// Settings ▸ Configure Petals… (issue 34 "Everything around the table": settings), on the shell's
// ConfigureDialog as Frosted Blooms' is: four pages —
// - Appearance: the language and the text size (the shell's, applied from the next start);
// - Table: place a card with a second click (the first shows it there, with its points);
// - Computer players: the speed of their turns (also in View ▸ Computer players' speed);
// - Players: the names a new game proposes for seats 1–5 the last game did not have.
// OK and Apply hand the values to the window (applied()), which applies them at once and keeps
// them in QSettings as the menu entries holding the same choices do. The dialog is not modal: a
// choice made in a menu meanwhile shows in it (follow()), unless its widget was changed here and
// not applied. Names must be unique and not empty (PetalsSession::nameProblem).
#pragma once

#include "ConfigureDialog.h"
#include "TableSession.h"

#include <QStringList>

#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;

struct PetalsPreferences {
    QString language; // a code of language::available(); empty: the system's
    int textSize = 100;
    bool confirmPlacement = false; // a second click on the cell places the card
    int computerSpeed = TableSession::Normal;
    QStringList names; // seats 1–5
    bool operator==(const PetalsPreferences&) const = default;

    static PetalsPreferences defaults();
};

class PetalsSettingsDialog : public ConfigureDialog {
    Q_OBJECT
  public:
    enum Page { Appearance, Table, Computers, Players, PageCount };

    explicit PetalsSettingsDialog(const PetalsPreferences& current, QWidget* parent = nullptr);

    PetalsPreferences preferences() const; // as the widgets show them
    QString problem() const override;
    void follow(const PetalsPreferences& now);
    // The speeds' names, as View ▸ Computer players' speed has them, in the menu's order.
    static std::vector<std::pair<int, QString>> speeds();

  signals:
    void applied(const PetalsPreferences& p);

  private:
    QWidget* appearancePage();
    QWidget* tablePage();
    QWidget* computersPage();
    QWidget* playersPage();
    void display(const PetalsPreferences& p, int only = -1);
    bool pending() const override;
    void commit() override;
    void restoreDefaults(int page) override;

    PetalsPreferences applied_;
    QComboBox* language_ = nullptr;
    QComboBox* textSize_ = nullptr;
    QCheckBox* confirm_ = nullptr;
    QComboBox* speed_ = nullptr;
    std::vector<QLineEdit*> names_;
};
