// Choosing the game (issue 34 "Choosing the game"): the games the program offers and the switch
// from one to another in the same process, with no game named here.
//
// - The offers: the program (src/apps/desktop/main.cpp) lists every game of its registry once
//   (gamechoice::setOffers: id, title, one line, and how its picture is drawn); a game's new-game
//   dialog shows them as a GameChoice at its top, its own game selected.
// - The switch: choosing another game in that dialog asks for it (gamechoice::requestSwitch) and
//   closes the dialog; the program's handler (setSwitchHandler) runs once the dialog has closed
//   (queued): it closes the window of the game on the table — which asks first about an unsaved
//   game, as on Quit — then opens the other game's window, which opens its new-game dialog
//   (GameSwitcher.h).
// - The GameChoice: a row of cards (picture, title, one line), one selected. Tab reaches the row
//   at its selected card, the arrow keys (Home, End) move between the cards, Space or Return
//   chooses the focused card, as a click does; each card is a button with the game's title as its
//   accessible name and its line as its description (the row's own name is the dialog's: the
//   shell adds no string to translate). chosen(id) tells the choice, whichever card it is.
#pragma once

#include <QAbstractButton>
#include <QList>
#include <QPixmap>
#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

struct GameOffer {
    QString id;      // the game's id (TableGame::id(), --game)
    QString title;   // its name, in the player's language
    QString summary; // one line about it
    // Its picture at a size in device pixels (drawn when a GameChoice is made; empty: none).
    std::function<QPixmap(QSize)> picture;
};

namespace gamechoice {

// The program's games, in the order offered (empty until the program sets them: tests, tools).
void setOffers(QList<GameOffer> offers);
const QList<GameOffer>& offers();
// Whether there is a choice to show: more than one game offered.
bool hasChoice();

// What the program does to put the game `id` on the table instead of the one there.
using SwitchHandler = std::function<void(const QString& id)>;
void setSwitchHandler(SwitchHandler handler);
// Asks for the switch: the handler runs once the event loop is back (after the dialog that
// asked has closed). False, and nothing happens, without a handler or for a game not offered.
bool requestSwitch(const QString& id);

} // namespace gamechoice

// One game's card in a GameChoice: its picture, title and line; checked when selected.
class GameCard : public QAbstractButton {
    Q_OBJECT
  public:
    GameCard(const GameOffer& offer, QWidget* parent = nullptr);
    const QString& id() const { return id_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }
    static QSize pictureSize(); // logical pixels

  protected:
    void paintEvent(QPaintEvent*) override;
    void keyPressEvent(QKeyEvent* e) override;

  private:
    QString id_, title_, summary_;
    QPixmap picture_;
};

class GameChoice : public QWidget {
    Q_OBJECT
  public:
    // The cards of `offers` (by default gamechoice::offers()), `current` selected.
    explicit GameChoice(const QString& current, QWidget* parent = nullptr);
    GameChoice(const QList<GameOffer>& offers, const QString& current, QWidget* parent = nullptr);

    QString current() const { return current_; }
    void setCurrent(const QString& id);
    GameCard* card(const QString& id) const;
    const std::vector<GameCard*>& cards() const { return cards_; }

  signals:
    // The player chose the game `id` (a click, Space or Return on its card).
    void chosen(const QString& id);

  protected:
    void keyPressEvent(QKeyEvent* e) override;

  private:
    void moveFocus(int by);
    std::vector<GameCard*> cards_;
    QString current_;
};
