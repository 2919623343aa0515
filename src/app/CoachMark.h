// The guided game's pointer (issue 19, Tutorial): over the window, a ring around the part of the
// table a step concerns and a speech bubble beside it with the step's words, Next (when the step
// waits to be read) and "Leave the guided game".
//
// The overlay lets every click through (the person plays the table under it); only the bubble
// takes clicks. While a note waits for Next the rest of the window is dimmed a little, so the eye
// goes to the part named; while the person is to act nothing is dimmed. The bubble sits beside its
// target where there is room (below, above, right, left), else at the top of the window, and an
// arrow joins them. It follows the window's size.
#pragma once

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
    bool dim_ = false;
};
