// The moment a window is first on the screen (issue 32, docs/performance.md "Start-up"): its
// first Expose event (mapped and ready to be drawn).
//
// - whenShown(w, f) runs f once then, on the GUI thread: the start's questions (resume the
//   autosave? a new game?) wait for the window, so that it maps first and the dialogs open over
//   it. A window that is never exposed (started minimised) runs f after `fallbackMs` anyway.
// - exitWhenShown(w) ends the program with exit code 0 then, so that a whole-process timing
//   measures the time to the window: the desktop program's hidden --exit-when-shown and the
//   minimal Qt window it is compared with (src/apps/tools/minimal_window.cpp) stop at the same
//   event. It first prints "shown-at NS" (the system clock in nanoseconds since 1970) on the
//   standard output, so that the time to the window can be told apart from the ending.
#pragma once

#include <functional>

class QWidget;

namespace shownprobe {

void whenShown(QWidget* w, std::function<void()> f, int fallbackMs = 2000);
void exitWhenShown(QWidget* w);

} // namespace shownprobe
