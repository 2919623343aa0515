// Settings ▸ Configure Blossoms… (issue 36 "Everything around the table": settings), on the
// shell's ConfigureDialog as Petals' and Frosted Blooms' are: four pages —
// - Appearance: the language and the text size (the shell's, applied from the next start);
// - Table: the draw's flight on or off and its speed (also in View ▸ Animations), and the odds
//   aid a new game proposes (in the children's game only, as at a first start; always; never);
// - Computer players: the speed of their turns (also in View ▸ Computer players' speed);
// - Players: the names a new game proposes for seats 1–3 the last game did not have.
// OK and Apply hand the values to the window (applied()), which applies them at once and keeps
// them in QSettings as the menu entries holding the same choices do. The dialog is not modal: a
// choice made in a menu meanwhile shows in it (follow()), unless its widget was changed here and
// not applied. Names must be unique and not empty (BlossomsSession::nameProblem).
//
// Not here: the hand-over between people is not a choice (hands are secret, R-BL-PRIV-1: the
// session always covers the table between two people), and Blossoms asks no confirmation of a
// move (every action is made at once, as at the table).
#pragma once

#include "ConfigureDialog.h"
#include "TableSession.h"

#include <QStringList>

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;

struct BlossomsPreferences {
    // The odds aid a new game proposes (issue 36 item 4), unless chosen in the new-game dialog.
    enum class Odds { Children, Always, Never };

    QString language; // a code of language::available(); empty: the system's
    int textSize = 100;
    bool animations = true;
    int animationSpeed = 2; // 1 slow, 2 normal, 3 fast (BlossomsWindow::setAnimationSpeed)
    int computerSpeed = TableSession::Normal;
    Odds odds = Odds::Children;
    QStringList names; // seats 1–3
    bool operator==(const BlossomsPreferences&) const = default;

    static BlossomsPreferences defaults();
    // As QSettings keeps it ("children", "always", "never") and back (unknown: Children).
    static QString oddsKey(Odds o);
    static Odds oddsOf(const QString& key);
};

class BlossomsSettingsDialog : public ConfigureDialog {
    Q_OBJECT
  public:
    enum Page { Appearance, Table, Computers, Players, PageCount };

    explicit BlossomsSettingsDialog(const BlossomsPreferences& current, QWidget* parent = nullptr);

    BlossomsPreferences preferences() const; // as the widgets show them
    QString problem() const override;
    void follow(const BlossomsPreferences& now);
    // The computers' speeds and the animations' speeds, as View's menus name them, in order.
    static std::vector<std::pair<int, QString>> computerSpeeds();
    static std::vector<std::pair<int, QString>> animationSpeeds();

  signals:
    void applied(const BlossomsPreferences& p);

  private:
    QWidget* appearancePage();
    QWidget* tablePage();
    QWidget* computersPage();
    QWidget* playersPage();
    void display(const BlossomsPreferences& p, int only = -1);
    bool pending() const override;
    void commit() override;
    void restoreDefaults(int page) override;
    void updateWidgets() override;

    BlossomsPreferences applied_;
    QComboBox* language_ = nullptr;
    QComboBox* textSize_ = nullptr;
    QCheckBox* animations_ = nullptr;
    QComboBox* animationSpeed_ = nullptr;
    QComboBox* odds_ = nullptr;
    QComboBox* computerSpeed_ = nullptr;
    std::vector<QLineEdit*> names_;
};
