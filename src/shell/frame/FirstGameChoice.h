// The very first start (issue 34, review): before any game offers to teach itself (Learn to play)
// or asks for a new game, the family chooses the game. The game whose window the program opened
// first (the registry's first) asks it from its start-up questions (Frame::chooseGameFirst): a
// small dialog with the GameChoice of every game offered (gamechoice::offers()), its own
// selected. A card clicked (or Space / Return on it) or Play chooses; Escape keeps the game on
// the table. Another game chosen is asked for (gamechoice::requestSwitch): that game's window
// then opens and makes its own offers, its Learn to play first.
#pragma once

#include <QDialog>
#include <QString>

class GameChoice;

class FirstGameChoice : public QDialog {
    Q_OBJECT
  public:
    // `current`: the game on the table, selected at first.
    FirstGameChoice(const QString& current, QWidget* parent = nullptr);
    // The game chosen (the current one until a card is chosen).
    QString chosen() const { return chosen_; }
    GameChoice* choice() const { return choice_; }

    // Asks (modal): the id of the game chosen, `current` when the dialog was closed.
    static QString ask(QWidget* parent, const QString& current);

  private:
    GameChoice* choice_;
    QString chosen_;
};
