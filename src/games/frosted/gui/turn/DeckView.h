// View ▸ My cards (or a click on the hand bar's deck count): the Landscape cards of the seat at the
// screen still in its deck and those it has played, drawn like the hand's cards, so that a player
// can track their ten cards as with the cardboard game.
//
// R-PRIV-1: only the seat at the screen's own deck, from its view (SeatView::ownDeck(), a sorted
// set: the order stays hidden), and its played cards (public). Nothing while nobody's seat is at
// the screen: during a hotseat hand-over the panel empties and hides; it follows the seat at the
// screen when that changes. Non-modal; Close and Esc close it.
#pragma once

#include "Accessible.h"

#include <QDialog>
#include <QWidget>

#include <vector>

class GameController;
class QLabel;

// A row-wrapped group of cards, drawn with paintCard (HandBar.h).
class CardStrip : public QWidget, public AccessibleItems {
    Q_OBJECT
  public:
    explicit CardStrip(GameController* c, QWidget* parent = nullptr);
    void setCards(std::vector<int> cards);
    const std::vector<int>& cards() const { return cards_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;

    int accessibleItemCount() const override { return static_cast<int>(cards_.size()); }
    AccessibleItem accessibleItem(int i) const override;

  protected:
    void paintEvent(QPaintEvent*) override;

  private:
    int columns(int width) const;
    QRect cardRect(int i) const;
    GameController* c_;
    std::vector<int> cards_;
};

class DeckDialog : public QDialog {
    Q_OBJECT
  public:
    explicit DeckDialog(GameController* c, QWidget* parent = nullptr);
    // The seat whose cards are shown, -1 when none (nobody's seat at the screen).
    int seat() const { return seat_; }
    const std::vector<int>& deckCards() const;
    const std::vector<int>& playedCards() const;
    CardStrip* deckStrip() const { return deck_; }
    CardStrip* playedStrip() const { return played_; }
    // The seat at the screen whose cards may be shown, or -1.
    static int privateSeat(const GameController* c);
    // Shows the panel when a seat is at the screen; false (and nothing shown) otherwise.
    bool showForScreenSeat();

  public slots:
    void refresh();

  private:
    GameController* c_;
    int seat_ = -1;
    QLabel* heading_;
    QLabel* deckTitle_;
    QLabel* playedTitle_;
    CardStrip* deck_;
    CardStrip* played_;
};
