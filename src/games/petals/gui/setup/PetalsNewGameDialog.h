// Petals' new-game screen (issue 34 "Choosing the game"): the choice of a game first (GameChoice.h:
// Petals selected; another game asks for the switch to it — gamechoice::requestSwitch — and
// closes the dialog, switchTo() naming it), then the seats, the scoring and the seed.
//
// - Seats: 2 to 5 (R-PE-SETUP-1), in the order of the table, each with its cube — the colour of
//   rules.json "cube_colours" at its place in the list, its shape and its name's initial, as the
//   trackers draw it (TrackersView.h) — its name, and who plays it: a person at the table or a
//   computer player, easy, medium or hard (docs/ai.md). Names must differ (PetalsSession::
//   nameProblem: alike once trimmed and compared case-insensitively, or empty): Start stays
//   disabled and the reason is shown under the seats.
// - First player: drawn at random from the seed (R-PE-SETUP-5), or chosen.
// - Scoring: Standard (R-PE-WIN: the highest total of one's two lowest trackers) or Harmony
//   (R-PE-HARM: the smallest spread between one's highest and lowest trackers), one line each.
// - Seed: empty for a fresh deal, or a number for a reproducible one.
//
// The window proposes the last setup (lastSetup(), QSettings group "petals/newgame": seats and
// scoring, never the seed) and keeps the one started (rememberSetup()) unless its settings are off.
#pragma once

#include "PetalsSetup.h"

#include "petals/rules/components.h"

#include <QDialog>
#include <QPixmap>

#include <vector>

// Petals' picture in the choice of a game (TableGame::picture): three cards of the table whose
// touching half-flowers make whole flowers, drawn as the table draws them (CardArt.h).
namespace petals::gui {
QPixmap gamePicture(QSize size);
} // namespace petals::gui

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

class PetalsNewGameDialog : public QDialog {
    Q_OBJECT
  public:
    PetalsNewGameDialog(const petals::ComponentSet& components, const PetalsSetup& initial,
                        QWidget* parent = nullptr);

    // The game set up (valid when problem() is empty: Start is enabled only then).
    PetalsSetup setup() const;
    // Why the game cannot start (shown in the dialog), or empty.
    QString problem() const;
    // The game chosen instead in the choice of a game (its switch was asked for and the dialog
    // rejected), or empty.
    const QString& switchTo() const { return switchTo_; }

    static constexpr int kMinSeats = 2, kMaxSeats = 5; // R-PE-SETUP-1
    static constexpr int kMaxNameLength = 20;
    // The setup proposed the first time: two people, Standard scoring.
    static PetalsSetup defaultSetup();
    // The name proposed for seat `i` (0–4) when the last game had no such seat: the one chosen
    // in Configure ▸ Players (QSettings petals/newgame/defaultNames), else builtInName(i).
    static QString defaultName(int i);
    static QString builtInName(int i); // "Player 1", in the player's language
    // Keeps `names` (seats 1–5) as the proposed names; a built-in name is kept as none, so it
    // follows the language.
    static void rememberDefaultNames(const QStringList& names);
    static constexpr const char* kSettingsGroup = "petals/newgame";
    // The setup of the last game started (its seats and scoring; defaultSetup() when none).
    static PetalsSetup lastSetup();
    static void rememberSetup(const PetalsSetup& s);

    // The names of the cube colours and shapes, in the player's language.
    static QString colourName(const std::string& key);
    static QString shapeName(int shape);

  private:
    struct Row {
        QLabel* label;
        QLabel* cube;
        QLineEdit* name;
        QComboBox* by;
    };
    void addChoice(class QVBoxLayout* l); // the parts, top to bottom
    void addSeats(QVBoxLayout* l);
    void addScoring(QVBoxLayout* l);
    void addMore(QVBoxLayout* l);
    void addButtons(QVBoxLayout* l);
    void propose(const PetalsSetup& initial);
    void addRow(int i, class QGridLayout* grid);
    void update();
    void drawCube(int i);
    QStringList names() const; // of the seats shown, trimmed
    const petals::ComponentSet& components_;
    std::vector<Row> rows_;
    QSpinBox* count_;
    QComboBox* first_;
    QRadioButton* standard_;
    QRadioButton* harmony_;
    QLineEdit* seed_;
    QLabel* problem_;
    QPushButton* ok_;
    QString switchTo_;
};
