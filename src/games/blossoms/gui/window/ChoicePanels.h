// The panels of Blossoms' table beside the garden (issue 36): what the person to play may do now,
// and the Rake's cards to put back.
//
// - ChoicesPanel: every legal action of the step as a button in words (BlossomsSession::describe:
//   "Grow: draw a card", "Cut the roses (4 cards: 6 points)", "Pass"), grouped as the turn reads
//   (draw, plant, cut, token and tool, pass), so that a whole game can be played by the keyboard
//   (Tab, arrows, Enter) and read by a screen reader; the garden's clicks do the same. It names
//   no card id.
// - RakePanel (R-BL-TOOL-3, step order): the raked cards face up, to their owner only, top of the
//   deck first; dragged (or moved with the buttons / Ctrl+arrows) into the order they go back in,
//   then "Put them back".
#pragma once

#include "blossoms/rules/action.h"

#include <QFrame>
#include <QList>
#include <QString>

#include <functional>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace blossoms::gui {

class ChoicesPanel : public QFrame {
    Q_OBJECT
  public:
    explicit ChoicesPanel(QWidget* parent = nullptr);
    struct Choice {
        Action action;
        QString words;
        QString tip;
    };
    void setChoices(const QString& title, const QList<Choice>& choices);
    QList<QPushButton*> buttons() const { return buttons_; }
    void focusFirst();

  signals:
    void chosen(const blossoms::Action& action);

  protected:
    bool eventFilter(QObject* o, QEvent* e) override;

  private:
    QLabel* title_;
    QVBoxLayout* list_;
    QList<QPushButton*> buttons_;
};

class RakePanel : public QFrame {
    Q_OBJECT
  public:
    explicit RakePanel(QWidget* parent = nullptr);
    // The raked cards, top first, with their types (for the pictures) and names.
    void setCards(const std::vector<int>& cards, const std::vector<int>& types,
                  const QStringList& names);
    std::vector<int> order() const; // top first, as arranged now
    QListWidget* list() const { return list_; }
    QPushButton* putBackButton() const { return putBack_; }
    void moveSelected(int delta); // up (-1: nearer the top) or down

  signals:
    void orderChosen(const std::vector<int>& cardsTopFirst);

  private:
    QLabel* text_;
    QListWidget* list_;
    QPushButton* up_;
    QPushButton* down_;
    QPushButton* putBack_;
};

} // namespace blossoms::gui
