// FlightOverlay: pieces moving across the table between widgets — the tile taken from the ring
// flying to the garden, an objective flying to the player (or the Master Gardener) who claimed it.
// A transparent child over the whole table page that lets every click through; each flight is a
// picture moving from one rectangle to another (in the overlay's coordinates) with an easing,
// lifted a little midway. The state is already the new one when a flight starts: a flight only
// shows it, and any number may run at once. Off with the animations (art::animationsEnabled).
#pragma once

#include <QElapsedTimer>
#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <vector>

class FlightOverlay : public QWidget {
    Q_OBJECT
  public:
    explicit FlightOverlay(QWidget* parent);
    // `from` and `to` in this widget's coordinates; does nothing when animations are off. `ms` is
    // the time at normal speed (art::animationMs). `fade`: the picture fades out as it lands.
    void fly(const QPixmap& picture, const QRectF& from, const QRectF& to, int ms = 450,
             bool fade = false);
    // The same towards a place asked again at every frame (a panel whose layout follows the
    // change the flight shows: the piece lands where its target is when it arrives).
    using Target = std::function<QRectF()>;
    void fly(const QPixmap& picture, const QRectF& from, Target to, int ms, bool fade);
    int flying() const { return static_cast<int>(flights_.size()); }
    // The duration of the last flight started, at the speed chosen (tests).
    int lastDuration() const { return flights_.empty() ? 0 : flights_.back().ms; }
    // Where the last flight started lands (tests).
    QRectF lastTarget() const { return flights_.empty() ? QRectF() : flights_.back().end(); }
    // Where a piece flying into a side panel lands without covering the panel's words (its name,
    // points and summary): on `picture` (the panel's garden thumbnail, the Master Gardener's card
    // row), at its right end, when it is shown; else just outside the panel, on the table's side.
    // A square of `side`, in `into`'s coordinates.
    static QRectF landingBeside(const QWidget* into, const QWidget* panel, const QWidget* picture,
                                qreal side);
    void finish(); // ends every flight at once

  protected:
    void paintEvent(QPaintEvent*) override;
    bool eventFilter(QObject* watched, QEvent* e) override; // follows the parent's size

  private:
    struct Flight {
        QPixmap picture;
        QRectF from, to;
        qint64 start = 0;
        int ms = 450;
        bool fade = false;
        Target target; // when set, asked for `to` at every frame
        QRectF end() const { return target ? target() : to; }
    };
    void launch(Flight f);
    std::vector<Flight> flights_;
    QElapsedTimer clock_;
    QTimer frame_;
};
