// The end of a game as a moment (issue 31, item 14): before the score pad, the final ranking is
// revealed player by player, last place first and the winner last, each line's score counting up
// category by category as the score pad counts it (score track, Improvements, objectives, coins,
// the total: the core's FinalScore, nothing derived); then the winner's garden (the winners' in a
// shared victory, the person's own in solo) shown large, and a short celebration of petals drawn
// with QPainter. A record the game set (Statistics::Outcome: a personal best, the mode's best, a
// winning streak) is said as its person is revealed; a tie, by the score pad's own tie-break
// sentence; in solo, the person against the Master Gardener, a win or a loss said kindly.
//
// It lies over the window's pages (the score pad is already the page under it) and goes when the
// player asks for the score pad. A click, Esc, Enter or Space during the reveal jumps to the end
// state (everything revealed, no motion); at the end state the same keys (or the button) open the
// score pad. With Settings ▸ Animations off it shows the end state at once, and no timer runs.
//
// Everything shown is a function of the time since the start (showAt): the timer only advances
// it, the screenshots and the tests ask for a moment. The durations are at normal speed, scaled
// by art::animationMs.
//
// A screen reader: the ceremony's button has the focus (Tab stays inside); each line revealed is
// announced (its place, name, points and categories, as the score pad's row says it) and the
// button's description holds everything shown.
#pragma once

#include "Statistics.h"
#include "frosted/rules/game.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <vector>

class GameController;
class QLabel;
class QPushButton;
class QVBoxLayout;
class QHBoxLayout;
class QGraphicsOpacityEffect;
class RevealRow;
class PetalLayer;

class EndCeremony : public QWidget {
    Q_OBJECT
  public:
    // The categories counted on a line, in the order they count (the score pad's columns).
    enum Part { Track, Improvements, Objectives, Coins, Total, PartCount };

    // Lies over `cover` (the window's pages), following its size; hidden until play().
    EndCeremony(GameController* c, QWidget* cover);

    // The game on the table is over: shows the ceremony for it, once per game. `tieBreak` is the
    // score pad's sentence on the tie-break (said only when a tie was broken or shared).
    void play(const QString& tieBreak);
    // What the game set in the statistics (MainWindow::recordStatistics), said in the ceremony.
    void setOutcome(const Statistics::Outcome& o);
    // Jumps to the end state (everything revealed, no motion).
    void skip();
    // Goes, the score pad under it; emits finished().
    void leave();
    // The state `ms` after the start (screenshots, tests); stops the timer.
    void showAt(int ms);

    bool running() const { return timer_.isActive(); }
    bool atEnd() const { return shownMs_ >= length(); }
    int length() const; // the whole ceremony in ms, at the speed chosen
    int shownMs() const { return shownMs_; }

    // The lines in the order they are revealed (last place first, the winner last).
    int lineCount() const { return static_cast<int>(lines_.size()); }
    int seatOfLine(int i) const; // -1: the Master Gardener
    const frosted::FinalScore& scoreOfLine(int i) const;
    bool lineRevealed(int i) const;
    int shownValue(int i, Part p) const; // the number shown now (counting up)
    QWidget* lineWidget(int i) const;
    // When line i starts to be revealed, and when its counting is done (ms, at the speed chosen).
    int revealStart(int i) const;
    int revealDone(int i) const;

    QLabel* titleLabel() const { return title_; }
    QLabel* subtitleLabel() const { return subtitle_; }
    QLabel* notesLabel() const { return notes_; }
    QPushButton* button() const { return button_; }
    QWidget* gardenBox() const { return gardenBox_; }
    // The record lines said so far ("Ada: a new personal best (112)!").
    QStringList recordLines() const;
    int petalsShown() const; // petals drawn now (0 when quiet)

  signals:
    void finished(); // the player asked for the score pad

  protected:
    void mousePressEvent(QMouseEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    bool eventFilter(QObject* watched, QEvent* e) override;
    bool focusNextPrevChild(bool next) override; // Tab stays on the ceremony
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;

  private:
    struct Line {
        int seat = -1;
        frosted::FinalScore score;
        QString name;
        RevealRow* row = nullptr;
        QStringList records;
        bool said = false;
    };
    void build();
    void buildGardens();
    void apply(); // shows the state at shownMs_
    void press(); // a click, Esc, Enter or Space
    void sayLine(Line& l);
    QString winnerTitle() const;
    QString soloSentence() const;
    QString lineSentence(const Line& l) const;
    void collectRecords();
    void updateDescription();
    int intro() const;
    int perLine() const;
    int celebration() const;

    GameController* c_;
    QWidget* cover_;
    std::vector<Line> lines_; // in the order revealed
    QString tieBreak_;
    Statistics::Outcome outcome_;
    bool hasOutcome_ = false;
    bool played_ = false;
    int shownMs_ = 0;
    QElapsedTimer clock_;
    QTimer timer_;

    QLabel* title_;
    QLabel* subtitle_;
    QWidget* rowsBox_;
    QVBoxLayout* rowsLayout_;
    QWidget* gardenBox_;
    QHBoxLayout* gardensLayout_;
    QGraphicsOpacityEffect* gardenFade_;
    QLabel* notes_;
    QPushButton* button_;
    PetalLayer* petals_;
};
