// Blossoms' new-game screen (issue 36 "Choosing the game"): the choice of a game first (GameChoice:
// Blossoms selected; another game asks for the switch), then the seats — 2 or 3 (R-BL-SETUP-1),
// each with its token's colour and initial, its name (unique: BlossomsSession::nameProblem) and who
// plays it (a person, or the computer: easy, medium, hard) — the variants (the children's game
// R-BL-VAR-2, the advanced game R-BL-VAR-4, freely combined R-BL-VAR-5; the Longer Game of three
// R-BL-VAR-1 as a match with running totals), the odds aid for learners (on by default in the
// children's game, issue 36 item 4), the first player (drawn, or chosen) and the seed.
//
// The window proposes the last setup (QSettings group "blossoms/newgame": seats, variants and the
// match, never the seed; the odds as Configure ▸ Table proposes them) and keeps the one started;
// a seat the last game did not have gets the default name of Configure ▸ Players.
#pragma once

#include "BlossomsSetup.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QVBoxLayout;
class QGridLayout;

class BlossomsNewGameDialog : public QDialog {
    Q_OBJECT
  public:
    explicit BlossomsNewGameDialog(const BlossomsSetup& initial, QWidget* parent = nullptr);

    BlossomsSetup setup() const;
    QString problem() const; // why the game cannot start, or empty
    const QString& switchTo() const { return switchTo_; }

    static constexpr int kMinSeats = 2, kMaxSeats = 3; // R-BL-SETUP-1
    static constexpr int kMaxNameLength = 20;
    static BlossomsSetup defaultSetup(); // a person and a computer of medium
    static QString builtInName(int i);   // "Player 1", in the player's language
    // The name proposed for seat i (0-2) the last game did not have: the one chosen in Configure
    // ▸ Players (QSettings blossoms/newgame/defaultNames), else builtInName(i). A built-in name
    // is kept as none, so that it follows the language.
    static QString defaultName(int i);
    static void rememberDefaultNames(const QStringList& names);
    static constexpr const char* kSettingsGroup = "blossoms/newgame";
    static BlossomsSetup lastSetup();
    static void rememberSetup(const BlossomsSetup& s);

  private:
    struct Row {
        QLabel* token;
        QLabel* label;
        QLineEdit* name;
        QComboBox* by;
    };
    void addChoice(QVBoxLayout* l);
    void addSeats(QVBoxLayout* l);
    void addVariants(QVBoxLayout* l);
    void addMore(QVBoxLayout* l);
    void addButtons(QVBoxLayout* l);
    void addRow(int i, QGridLayout* grid);
    void propose(const BlossomsSetup& initial);
    void update();
    QStringList names() const;

    std::vector<Row> rows_;
    QSpinBox* count_ = nullptr;
    QCheckBox* children_ = nullptr;
    QCheckBox* advanced_ = nullptr;
    QCheckBox* match_ = nullptr;
    QCheckBox* odds_ = nullptr;
    bool oddsTouched_ = false; // chosen by hand: the children's box no longer sets it
    QComboBox* first_ = nullptr;
    QLineEdit* seed_ = nullptr;
    QLabel* problem_ = nullptr;
    QPushButton* ok_ = nullptr;
    QString switchTo_;
};
