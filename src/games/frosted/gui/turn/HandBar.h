// The hand bar: the active player's Landscape cards (R-CARD), shown only to their owner
// (R-PRIV-1: hidden while a hand-over is pending), the deck count, and the turn's buttons
// (rotate, turn over, put back, undo, redo, pass, done). Hovering a card asks the garden to outline
// the group it counts and shows its points (from the core); clicking it plays it.
//
// The keyboard (issue 17): the cards take the focus (the arrows go from card to card, Enter or
// Space plays the focused one, a card reached by the keys has its group outlined in the garden as a
// hovered one has), and so does Done; the focused card has a blue dashed frame while the keyboard
// is in use (accessible::keyboardInUse). A screen reader reads each card's number, types, points
// now and how it scores. After the game, "Final scores" (Enter) goes back to the score pad.
#pragma once

#include <QAbstractButton>
#include <QWidget>

class GameController;
class QFont;
class QHBoxLayout;
class QPainter;
class QRectF;
namespace frosted {
struct ComponentSet;
}

// How a Landscape card is drawn: faded when it cannot be played, framed when hovered, the key
// that plays it in the top-left corner, its points now in the top-right one (empty: none).
struct CardLook {
    bool enabled = true;
    bool hovered = false;
    bool focused = false; // the keyboard's: a blue dashed frame (only while it is in use)
    QString corner;
    QString points;
};
// The card's face (its type icons, its name, how it scores) in `r` (at least 110 x 80): the hand's
// cards and the deck view draw with this.
void paintCard(QPainter& p, const QRectF& r, const QFont& font, const frosted::ComponentSet& cs,
               int card, const CardLook& look);
// Whether paintCard writes the card's two lines (its name, how it scores) in full in `r`: each in
// smaller type down to 9 px if need be, but never elided (tests, in each language).
bool cardLinesFit(const QFont& font, const QRectF& r, const frosted::ComponentSet& cs, int card);
class QLabel;
class QPushButton;

class CardButton : public QAbstractButton {
    Q_OBJECT
  public:
    CardButton(GameController* c, int card, int slot, QWidget* parent = nullptr);
    int card() const { return card_; }
    QSize sizeHint() const override { return {132, 92}; }
    // Where paintCard draws the card in the button.
    QRectF cardRect() const;
    // The last paint drew the keyboard's frame (tests).
    bool framed() const { return framed_; }

  signals:
    void hovered(int card, bool on);

  protected:
    void paintEvent(QPaintEvent*) override;
    void enterEvent(QEnterEvent*) override;
    void leaveEvent(QEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void focusInEvent(QFocusEvent*) override;
    void focusOutEvent(QFocusEvent*) override;

  private:
    GameController* c_;
    int card_;
    int slot_;
    bool outlined_ = false; // reached by the keyboard: the garden outlines what it counts
    bool framed_ = false;
};

class HandBar : public QWidget {
    Q_OBJECT
  public:
    explicit HandBar(GameController* c, QWidget* parent = nullptr);
    std::vector<CardButton*> cards() const { return cards_; }
    QPushButton* doneButton() const { return done_; }
    QPushButton* undoButton() const { return undo_; }
    QPushButton* redoButton() const { return redo_; }
    QPushButton* passButton() const { return pass_; }
    QPushButton* rotateButton() const { return rotate_; }
    QPushButton* flipButton() const { return flip_; }
    QPushButton* putBackButton() const { return putBack_; }
    QPushButton* scoresButton() const { return scores_; } // after the game: the score pad
    QLabel* info() const { return info_; }

  signals:
    void cardHovered(int card, bool on);
    void deckRequested();     // the deck's count was clicked
    void scorePadRequested(); // "Final scores", after the game

  public slots:
    void refresh();

  private:
    GameController* c_;
    QHBoxLayout* cardsLayout_;
    std::vector<CardButton*> cards_;
    QLabel* info_;
    QPushButton* rotate_;
    QPushButton* flip_;
    QPushButton* putBack_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* pass_;
    QPushButton* done_;
    QPushButton* scores_;
};
