// Game ▸ Statistics… (Ctrl+H, KDE's "Show High Scores"): the figures of Statistics, one tab per
// mode (solo, against easy / medium / hard computer players, hotseat). A mode with games shows
// its people (games played and won, best and average score, the current and longest winning
// streak, the last game's date; sortable by any column) and the table's ten best scores; a mode
// without games a sentence on how to play one. The rows of the last game counted in this session
// are in bold. Numbers and dates are the locale's (the average with one decimal).
//
// A file that could not be read (kept aside) or written is named in a band at the top. Reset…
// asks first, offering the mode shown or all modes (a message box, or the asker set by tests).
// One non-modal window, kept by MainWindow; it follows the statistics as games end.
//
// The last tab, "Daily garden" (ChallengeStatsPage), shows the daily garden and the garden of the
// week (issue 19); its Reset… offers to forget their results only (not the attempts used).
#pragma once

#include "Statistics.h"

#include <QDialog>

#include <array>
#include <functional>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class ChallengeStatsPage;

class StatisticsDialog : public QDialog {
    Q_OBJECT
  public:
    enum PeopleColumn {
        Player,
        Played,
        Won,
        Best,
        Average,
        Streak,
        Longest,
        LastPlayed,
        PeopleColumns
    };
    enum BestColumn { Place, Score, Name, Date, BestColumns };
    enum class ResetChoice { Cancel, Shown, All };
    // The question of Reset…: (the mode shown, whether it has games) -> what to reset.
    using ResetAsker = std::function<ResetChoice(Statistics::Mode shown, bool shownHasGames)>;

    explicit StatisticsDialog(Statistics* statistics, QWidget* parent = nullptr);
    void setResetAsker(ResetAsker f) { askReset_ = std::move(f); }

    // The tab's title of a mode ("Solo", "Computer — hard"...) and its longer description.
    static QString modeTitle(Statistics::Mode m);
    // A section's heading on a page of the dialog (bold, a little larger): every page's.
    static QLabel* heading(const QString& text, QWidget* parent);
    static QString modeDescription(Statistics::Mode m);

    QTabWidget* tabs() const { return tabs_; }
    void showMode(Statistics::Mode m);
    // The mode of the tab shown (Solo while the daily garden's tab is shown).
    Statistics::Mode shownMode() const;
    ChallengeStatsPage* challengesPage() const { return challenges_; }
    void showChallenges();
    bool showsChallenges() const;
    QTableWidget* peopleTable(Statistics::Mode m) const { return page(m).people; }
    QTableWidget* bestTable(Statistics::Mode m) const { return page(m).best; }
    QLabel* emptyLabel(Statistics::Mode m) const { return page(m).empty; }
    QLabel* summaryLabel(Statistics::Mode m) const { return page(m).summary; }
    bool showsEmpty(Statistics::Mode m) const;
    QLabel* problemLabel() const { return problem_; }
    QPushButton* resetButton() const { return reset_; }

  public slots:
    void refresh(); // the figures again, from the statistics in memory
    void askReset();

  protected:
    void showEvent(QShowEvent* e) override;

  private:
    struct Page {
        QStackedWidget* stack = nullptr;
        QLabel* empty = nullptr;
        QLabel* summary = nullptr;
        QTableWidget* people = nullptr;
        QTableWidget* best = nullptr;
    };
    const Page& page(Statistics::Mode m) const { return pages_[static_cast<std::size_t>(m)]; }
    QWidget* buildPage(Statistics::Mode m, Page& p);
    void fill(Statistics::Mode m);
    static void fitRows(QTableWidget* t, int most); // as high as its rows, up to `most`

    Statistics* stats_;
    QLabel* problem_;
    QTabWidget* tabs_;
    std::array<Page, Statistics::kModeCount> pages_;
    ChallengeStatsPage* challenges_ = nullptr;
    QPushButton* reset_;
    ResetAsker askReset_;
};
