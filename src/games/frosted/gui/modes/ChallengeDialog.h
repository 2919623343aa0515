// Game ▸ Daily garden… and Game ▸ Garden of the week… (issue 19): one dialog with both
// challenges side by side, so a family sees at once what there is to play today. Each panel
// names its day (the locale's long date) or its week (number, Monday to Sunday), who plays
// against whom, the attempts used and left (out of 3), the best result so far (score, and whether
// it won) and a Play button. With no attempt left, the panel says to come back tomorrow / next
// week and Play is off. When that challenge is on the table unfinished, the panel says that Play
// starts a new attempt. The figures are Statistics' (Challenge.h): the dialog follows them.
//
// Play emits playRequested(); MainWindow deals the game (and closes the dialog when it is on the
// table). One non-modal dialog, kept by MainWindow.
#pragma once

#include "Challenge.h"

#include <QDialog>
#include <QSize>

#include <array>
#include <optional>

class QLabel;
class QPushButton;
class QFrame;

class ChallengeDialog : public QDialog {
    Q_OBJECT
  public:
    explicit ChallengeDialog(Statistics* statistics, QWidget* parent = nullptr);

    // Who plays (the person's name), and the challenge on the table while it is unfinished.
    void setPerson(const QString& name);
    void setOnTable(const std::optional<challenges::TableChallenge>& unfinished);
    // The panel of `k` gets the keyboard focus (its Play button when it is on).
    void focusOn(challenges::Kind k);

    QPushButton* playButton(challenges::Kind k) const { return panel(k).play; }
    QLabel* dateLabel(challenges::Kind k) const { return panel(k).date; }
    QLabel* attemptsLabel(challenges::Kind k) const { return panel(k).attempts; }
    QLabel* bestLabel(challenges::Kind k) const { return panel(k).best; }
    QLabel* noteLabel(challenges::Kind k) const { return panel(k).note; }
    QLabel* personLabel() const { return person_; }

  signals:
    void playRequested(challenges::Kind k);

  public slots:
    void refresh(); // from the statistics and challenges::today()

  protected:
    void showEvent(QShowEvent* e) override;

  private:
    struct Panel {
        QFrame* frame = nullptr;
        QLabel* date = nullptr;
        QLabel* against = nullptr;
        QLabel* attempts = nullptr;
        QLabel* best = nullptr;
        QLabel* note = nullptr;
        QPushButton* play = nullptr;
    };
    const Panel& panel(challenges::Kind k) const {
        return panels_[k == challenges::Kind::Daily ? 0 : 1];
    }
    QFrame* buildPanel(challenges::Kind k, Panel& p);
    void fill(challenges::Kind k);

    Statistics* stats_;
    QString personName_;
    std::optional<challenges::TableChallenge> onTable_;
    QLabel* person_ = nullptr;
    std::array<Panel, 2> panels_;
};
