// ScreenFit (issue 31): no window larger than the desktop. Every top-level window — the game's
// window, its dialogs, the rules, the record viewer, the designer's windows — opens inside the
// available geometry of its screen (the desktop less its panels), frame and title bar included:
// its size bounded by it, its position moved into it. The game's window opens where it was left
// when that still fits, else at its designed size when that fits with its frame, else maximised.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QRect>
#include <QSize>

class QWidget;

namespace screenfit {

// The available geometry of the screen `w` is on (the primary screen's without one).
QRect available(const QWidget* w = nullptr);
// The frame's margins around a top-level window's contents (title bar, borders): measured once
// the window manager has framed it, else an estimate.
QMargins frameMargins(const QWidget* w);
// `preferred` bounded so that the window, its frame included, fits the available geometry.
QSize bounded(const QWidget* w, QSize preferred);
// Resizes and moves a top-level window so that it lies inside the available geometry.
void keepInside(QWidget* w);
// Shows the game's window: at `saved` geometry when that fits the desktop, else at `preferred`
// when that fits with its frame, else maximised.
void showMainWindow(QWidget* w, QSize preferred, const QByteArray& saved);

// Keeps every top-level window shown from now on inside the available geometry (an event filter
// on the application). Made once, at start.
class Guard : public QObject {
  public:
    explicit Guard(QObject* parent = nullptr);

  protected:
    bool eventFilter(QObject* o, QEvent* e) override;
};

} // namespace screenfit
