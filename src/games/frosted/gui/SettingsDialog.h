// Settings ▸ Configure Frosted Blooms… (issue 18): the game's preferences in one dialog, on the
// shell's ConfigureDialog (a list of pages on the left — Appearance, Animations, Computer
// players, Players — the page on the right, and OK, Apply, Cancel and Restore Defaults).
//
// The dialog edits a copy of the window's Preferences; OK and Apply hand it to the window
// (applied()), which applies it at once and writes it to QSettings, exactly as the menu entries
// that hold the same choices do (Settings ▸ Language, Text size, Animations, Colour-blind-safe
// colours; View ▸ Master Gardener speed, Computer players' speed; the speed box on the table).
// The language and the text size apply from the next start: the window offers to start again at
// once, as the Settings menu does. Cancel (or Esc) changes nothing. Restore Defaults puts back the
// first-start values of the page shown only; the other pages keep theirs.
//
// The dialog is not modal: while it is open, a choice made in a menu shows in it too (follow()),
// unless the dialog's own widget for it was changed and not yet applied.
//
// The default players of seats 1–4 (seatdefaults::fromSettings) must tell the players apart:
// two seats with one name (compared as the new-game dialog does) or one colour, an empty name or
// the Master Gardener's name keep OK and Apply disabled, with the reason shown under the pages.
#pragma once

#include "Art.h"
#include "ConfigureDialog.h"
#include "GameController.h"
#include "NewGameDialog.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QRadioButton;

// Everything the dialog holds, as the running window has it (MainWindow::preferences()).
struct Preferences {
    QString language;             // a code of language::available(); empty: the system's
    int textSize = 100;           // percent, one of language::textSizes()
    bool colourBlindSafe = false; // the colour-blind-safe palette
    bool animations = true;
    art::AnimationSpeed animationSpeed = art::AnimationSpeed::Normal;
    int gardenerSpeed = GameController::Normal; // GameController::Speed
    int computerSpeed = GameController::Normal;
    QList<SeatDefault> players; // seats 1–4
    bool operator==(const Preferences&) const = default;

    // The values of a first start; the players for a set whose starting tiles have `colours`.
    static Preferences defaults(const QStringList& colours);
};

class SettingsDialog : public ConfigureDialog {
    Q_OBJECT
  public:
    enum Page { Appearance, Animations, Computers, Players, PageCount };

    // `current`: the window's preferences; `colours`: the starting tiles' colours of the data set
    // in use (the Players page's choices).
    SettingsDialog(const Preferences& current, const QStringList& colours,
                   QWidget* parent = nullptr);

    // As the widgets show them now.
    Preferences preferences() const;
    // Why OK and Apply are disabled (shown under the pages), or empty.
    QString problem() const override;
    // Why these default players cannot be kept: an empty name, two seats of one name or colour,
    // the Master Gardener's name in any language the game speaks. Empty when they can.
    static QString playersProblem(const QList<SeatDefault>& seats);
    // The speeds of steps (step by step … instant) added to `box`: the same names in the menus,
    // on the table and here (the language and the text size: StartChoices's).
    static void addSpeeds(QComboBox* box);

    // The window's preferences changed elsewhere (a menu, the table's speed box): the widgets
    // follow, except those changed here and not applied yet.
    void follow(const Preferences& now);

    Page currentPage() const;
    void setCurrentPage(Page p);
    // Restore Defaults: the first-start values of the page shown (not applied until OK / Apply).
    void restoreDefaults() { restoreDefaults(pageIndex()); }

  signals:
    // OK or Apply with these preferences (valid: problem() is empty).
    void applied(const Preferences& p);

  private:
    QWidget* appearancePage();
    QWidget* animationsPage();
    QWidget* computersPage();
    QWidget* playersPage();
    // Shows `p` in the widgets of page `only`, or of every page (-1).
    void display(const Preferences& p, int only = -1);
    bool pending() const override;
    void commit() override;
    void restoreDefaults(int page) override;
    void updateWidgets() override;

    QStringList colours_;
    Preferences applied_; // the window's, as last applied or followed
    QComboBox* language_;
    QComboBox* textSize_;
    QRadioButton* standardPalette_;
    QRadioButton* safePalette_;
    QCheckBox* animations_;
    QComboBox* animationSpeed_;
    QComboBox* gardenerSpeed_;
    QComboBox* computerSpeed_;
    std::vector<QLineEdit*> names_;
    std::vector<QComboBox*> colourBoxes_;
};
