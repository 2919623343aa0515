// The new-game screen: the choice of a game first (GameChoice.h: Frosted Blooms selected; another
// game asks for the switch to it and closes the dialog), then hotseat with 2 to the data's number
// of seats (names, colours of the data's starting tiles) or solo against the Master Gardener; start
// player random (drawn by the core from the seed) or chosen; an optional seed for a reproducible
// deal.
//
// Names and colours must tell the players apart: two names that are the same once trimmed and
// compared case-insensitively ("Ben" and "ben "), an empty name, in solo the Master Gardener's
// name (GameController::nameProblem), or two players of one colour (colourProblem) keep Start
// disabled, with the reason shown under the names. In solo the number of players gives way to
// "1 player against the Master Gardener". Switching between solo and hotseat, or adding
// a player, gives each row the player hasn't typed in or chosen themselves a name and a colour
// no row above has.
//
// The last setup (mode, names, colours) is kept in QSettings: lastSetup() / rememberSetup().
// A row beyond the last setup's players proposes its seat's default player
// (seatdefaults::fromSettings(), chosen in Settings ▸ Configure… ▸ Players), the one
// `frosted-blooms --players N` deals too.
#pragma once

#include "GameController.h"
#include "SeatDefaults.h"

#include <QDialog>
#include <QList>

#include <optional>
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
    // The game chosen instead in the choice of a game at the top (shown when the program offers
    // several: gamechoice::hasChoice()): its switch was asked for and the dialog rejected; empty
    // when none.
    const QString& switchTo() const { return switchTo_; }
    // Why the game cannot start (shown in the dialog), or empty.
    QString problem() const;
    // Why these colours cannot sit at one table (two players of one colour), or empty.
    static QString colourProblem(const QStringList& colours);
    // The setup of the last game started (QSettings "newGame/…"); empty names when none.
    static NewGameOptions lastSetup();
    static void rememberSetup(const NewGameOptions& o);
    // The setup the dialog proposes (issue 31): the players of the game on the table when it is
    // a real game; after the guided game (Help ▸ Learn to play) or a position or puzzle put on
    // the table, those of the last game started (lastSetup(), with `useSettings`), else the
    // default players (seatdefaults::fromSettings(): empty names).
    static bool realGame(const GameController& c);
    static NewGameOptions proposedSetup(const GameController& c, bool useSettings);

    // A new game from --seed / --players / --solo: the remembered names and colours of that mode
    // where there are some (with `useSettings`), else the default players (the built-in ones
    // without `useSettings`).
    static NewGameOptions commandLineGame(const frosted::ComponentSet& c, bool solo, int players,
                                          std::optional<quint64> seed, bool useSettings);

  private:
    void updateRows();
    void fillDefaults();         // rows the player has not set: distinct names and colours
    QStringList colours() const; // the colours of the visible rows
    QStringList names() const;   // the names of the visible rows, trimmed, defaults for empty ones
    QString defaultName(int row) const;
    QStringList nameCandidates(int row) const;   // the seat's default first, then the others
    QStringList colourCandidates(int row) const; // the same, then the data's colours
    QStringList colours_;
    QRadioButton* hotseat_;
    QRadioButton* solo_;
    QSpinBox* count_;
    QLabel* countLabel_;
    QLabel* soloCount_; // in solo, instead of the number of players: "1 player against …"
    std::vector<QLineEdit*> names_;
    std::vector<QComboBox*> colourBoxes_;
    std::vector<QComboBox*> playedBy_; // per row: a person, or a computer player's level
    std::vector<QLabel*> labels_;
    QStringList defaults_;        // per row
    QList<SeatDefault> proposed_; // the default players (playerDefaults)
    std::vector<bool> nameSet_;   // typed in by the player (kept when rows change)
    std::vector<bool> colourSet_; // chosen by the player
    QComboBox* start_;
    QLineEdit* seed_;
    QLabel* problem_;
    QPushButton* ok_;
    QString switchTo_;
};
