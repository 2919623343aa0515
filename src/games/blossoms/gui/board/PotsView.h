// Blossoms' garden (issue 36 "The table"): the deck with its count, the discard pile, and the four
// pots in a row with their tools, each flower drawn as its stack of cards growing upward so that
// its height reads at a glance (1 to max_height, the next card's danger marked: R-BL-GROW-5), and
// the tokens lying on the pots in their owner's colour with the owner's initial (R-BL-TOKEN-1..3).
// It draws a SeatView only (R-BL-PRIV-4): nothing hidden from the seat is in it.
//
// The draw is an event (issue 36 item 3): play(outcome) turns the deck's top card over and flies
// it to where the rules put it — its pot (the flower grows; a new flower is planted), the discard
// pile (bad luck, R-BL-GROW-4; the Fence's save, R-BL-GROW-6), or a pot whose flower wilts and
// goes (the 7th card, R-BL-GROW-5) — and the Pruner's card face down towards the hand
// (R-BL-TOOL-4). The arriving card is not drawn in its pot until it lands. The duration is the
// window's (Settings: animation speed); 0 shows the result at once.
//
// Input: the pots and the deck the window lights (setTargets) take a click, or the keyboard
// (Left/Right among the deck and the pots, Enter or Space); potClicked / deckClicked tell the
// window, which decides with the session what that means in the step.
#pragma once

#include "blossoms/rules/view.h"

#include <QColor>
#include <QStringList>
#include <QVariantAnimation>
#include <QWidget>

#include <array>
#include <optional>

namespace blossoms::gui {

class PotsView : public QWidget {
    Q_OBJECT
  public:
    explicit PotsView(QWidget* parent = nullptr);

    // The garden as `v` shows it; the seats' colours and initials (tokens).
    void setView(const SeatView& v, const QList<QColor>& colours, const QStringList& initials);
    const QList<QColor>& colours() const { return colours_; } // by seat
    // What may be clicked now: the pots (0-3) and the deck; each lit as a target.
    void setTargets(const std::array<bool, kPots>& pots, bool deck);
    // A word under a lit pot for what its click does ("Cut: 6 points", "Plant here").
    void setPotNotes(const std::array<QString, kPots>& notes);
    // The card drawn, flown to its place over `ms` milliseconds (0: at once).
    void play(const Outcome& o, int ms);
    bool animating() const { return anim_.state() == QAbstractAnimation::Running; }
    void finishAnimation();
    int keyboardCursor() const { return cursor_; } // -1: the deck, 0-3: a pot

    qreal labelHeight() const; // the line under the deck and the discard pile
    QRectF deckRect() const;
    QRectF discardRect() const;
    QRectF potRect(int pot) const;   // the pot itself
    QRectF stackRect(int pot) const; // above it, where the flower grows
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    void potClicked(int pot);
    void deckClicked();
    void animationFinished();

  protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;

  private:
    struct Flight {
        Outcome outcome;
        int type = -1; // the flown card's type
        QRectF from, to;
        bool faceDown = false; // the Pruner's card
    };
    void paintDeck(QPainter& p);
    void paintPot(QPainter& p, int pot);
    void paintFlight(QPainter& p, qreal t);
    void paintCaption(QPainter& p, const QRectF& over, const QString& text, const QColor& c);
    int hiddenTop(int pot) const; // cards of `pot` not drawn yet (the flying one)
    QString captionOf(const Outcome& o) const;
    void describe();
    int hit(const QPointF& at) const; // -1 deck, 0-3 pot, -2 nothing

    std::optional<SeatView> view_;
    QList<QColor> colours_;
    QStringList initials_;
    std::array<bool, kPots> targets_{};
    std::array<QString, kPots> notes_;
    bool deckTarget_ = false;
    int cursor_ = -1;
    int hover_ = -2;
    std::optional<Flight> flight_;
    QVariantAnimation anim_;
};

} // namespace blossoms::gui
