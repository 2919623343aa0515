// The guided game's pointer (issue 19, Tutorial): over the window, a ring around the part of the
// table a step concerns and a speech bubble beside it with the step's words, Next (when the step
// waits to be read) and "Leave the guided game".
//
// The overlay lets every click through (the person plays the table under it); only the bubble
// takes clicks. While a note waits for Next the rest of the window is dimmed a little, so the eye
// goes to the part named; while the person is to act nothing is dimmed. The bubble sits beside its
// target where there is room (below, above, right, left), else at the top of the window, and an
// arrow joins them. It follows the window's size.
//
// Placement: each side of the target in turn (below, above, right, left, then the window's
// corners), kept inside the window; the first with the least overlap wins, never over the target
// when any place is free of it, and as little as possible over the parts to keep clear (the tile
// being placed, its preview label, the tile just laid: setKeepClear). A place that is still good
// is kept as the pointer moves the tile, so the bubble does not jump about.
#pragma once

#include <QList>
#include <QPointer>
#include <QRect>
#include <QWidget>

#include <functional>

class QFrame;
class QLabel;
class QPushButton;

class CoachMark : public QWidget {
    Q_OBJECT
  public:
    // Covers `area` (a child of `host`, e.g. the central widget) and follows its size.
    CoachMark(QWidget* host, QWidget* area);

    // `target` finds the part pointed at, in host coordinates, each time the window's layout
    // changes (an empty rectangle: none).
    void showStep(const QString& title, const QString& text, std::function<QRect()> target,
                  bool next, const QString& nextText);
    void hideMark();
    // The parts of the window the bubble should not cover besides its target (host coordinates),
    // asked each time it is placed.
    void setKeepClear(std::function<QList<QRect>()> keep) { keep_ = std::move(keep); }
    QList<QRect> keptClear() const { return clear_; }
    QRect target() const { return target_; }
    QFrame* bubble() const { return bubble_; }
    QLabel* text() const { return text_; }
    QLabel* title() const { return title_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* leaveButton() const { return leave_; }

  signals:
    void nextClicked();
    void leaveClicked();

  protected:
    void paintEvent(QPaintEvent*) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    void place(); // the bubble beside the target

    QPointer<QWidget> area_;
    class QTimer* follow_; // the target moves with the table (a pan, a splitter, the layout)
    QFrame* bubble_;
    QLabel* title_;
    QLabel* text_;
    QPushButton* next_;
    QPushButton* leave_;
    QRect target_;
    std::function<QRect()> find_;
    std::function<QList<QRect>()> keep_;
    QList<QRect> clear_;
    QRect placedFor_; // the target the bubble was last placed for
    bool dim_ = false;
};
