// What a screen reader reads of the widgets that draw several things themselves (issue 17): the
// ring's slots, the objectives and the score track on the board, the cells of a garden, the cards
// of the deck view, the objective chips of the score pad.
//
// Such a widget derives from AccessibleItems as well as from QWidget and lists its items (a name,
// a description, a role and where it is drawn); accessible::install() registers a
// QAccessible factory that gives every such widget an interface whose children are its child
// widgets followed by its items, each item a child interface of its own (role, name,
// description, rectangle on screen, focused when it is the widget's keyboard cursor, a "press"
// action when the widget offers one). The words are the widget's (through its tr()); nothing
// here phrases anything.
//
// Widgets tell a screen reader about their changes with the helpers below: the keyboard cursor
// moved to another item (focusItem), an item's or the widget's words changed (nameChanged), its
// list of items changed (itemsChanged: items are known by their place in the list).
//
// The keyboard's frame (a blue dashed frame around the part or the item with the focus) is drawn
// only while the keyboard is in use (keyboardInUse): the focus follows the turn for everybody,
// and a player with the mouse would take the frame for a highlight.
#pragma once

#include <QAccessible>
#include <QRect>
#include <QString>

#include <functional>

class QWidget;

struct AccessibleItem {
    QAccessible::Role role = QAccessible::ListItem;
    QString name;
    QString description;
    QRect rect;             // in the widget's coordinates; empty: not on screen
    bool enabled = true;    // false: shown but not available now (a tile too dear)
    bool pressable = false; // Enter (the "press" action) does something with it now
    bool selected = false;  // marked on screen (a claimable objective, the hint's tile)
};

class AccessibleItems {
  public:
    virtual ~AccessibleItems() = default;
    virtual int accessibleItemCount() const = 0;
    virtual AccessibleItem accessibleItem(int i) const = 0;
    // The item under the widget's keyboard cursor (-1: none); focused while the widget has focus.
    virtual int accessibleFocusItem() const { return -1; }
    // The "press" action of an item (a screen reader's activate): what Enter does on it.
    virtual void accessiblePress(int) {}
    // The widget's own name or description when it has words of its own for it (else its
    // accessibleName() / accessibleDescription() or tooltip, as for any widget).
    virtual QString accessibleWidgetText(QAccessible::Text) const { return {}; }
    // The role of the widget itself.
    virtual QAccessible::Role accessibleRole() const { return QAccessible::List; }
};

namespace accessible {

// Registers the factory and the input watch, once (every widget deriving from AccessibleItems
// calls it, and the hand bar).
void install();
// The last input of the user was a key press (not a mouse button or the wheel): the widget with
// the focus draws its keyboard frame. False until the first key press; when it changes, the
// widget with the focus (and its parent, which may draw its frame) is repainted.
bool keyboardInUse();
// The interface of item `i` of `w` (a widget deriving from AccessibleItems), or null.
QAccessibleInterface* item(QWidget* w, int i);
// A screen reader listens (or a test's hook does): what changed is worth telling.
bool listening();
// Tests: every event the helpers below send is handed to `hook` too (null: none), even where no
// screen reader makes QAccessible active (the offscreen platform).
using EventHook = std::function<void(QAccessibleEvent*)>;
void setEventHook(EventHook hook);
// The keyboard cursor of `w` is on item `i` now: a Focus event for it (when `w` has focus).
void focusItem(QWidget* w, int i);
// The words of item `i` of `w` changed (i < 0: those of `w` itself).
void nameChanged(QWidget* w, int i = -1);
void descriptionChanged(QWidget* w, int i = -1);
// The words of a widget that draws itself (a garden, a hand): set when they changed, and a
// screen reader told (DescriptionChanged).
void setDescription(QWidget* w, const QString& text);
// The items of `w` changed: their number or what stands at each place (a tile laid, an objective
// claimed, markers moved). An ObjectReorder event: a screen reader reads the list again.
void itemsChanged(QWidget* w);

} // namespace accessible
