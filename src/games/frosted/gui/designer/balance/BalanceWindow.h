// Tools ▸ Balance… (issue 16, docs/designer.md "Balance lab"): what many games by computer
// players say about the game's balance, for a designer who changed a tile, an objective or a
// Master Gardener card.
//
// Left, the setup: solo against the Master Gardener or 2 to 4 players, the computer player of
// each seat (random, greedy, easy, medium, hard; hard with a fixed number of worlds per decision
// so that a run is reproducible), the number of games, the seed, whether who starts rotates, data
// set A (the built-in data or a folder, loaded by the loader of Game ▸ Open data set…: a folder
// that does not load is refused with its problems listed) and an optional data set B played with
// the same seeds ("Compare with…"). Run plays them on every core in the background (BalanceRun)
// with a progress bar, the games per second and the time left, and Cancel; the charts follow the
// games as they are played. A cancelled run shows the games played until then, labelled as such
// ("Cancelled after 37 of 200 games"); closing the window cancels a run.
//
// Right, the report as Qt Charts (BalanceCharts), one tab each: wins by start position and by
// seat with 95% intervals (solo: the player against the Master Gardener); score distributions and
// where the points come from; how often and in which round each objective is claimed; gaps and
// Improvements per game; how often each tile is taken when on offer; points per card played.
// With data set B each chart shows A and B side by side, and the A / B tab lists every
// difference with its p-value, the significant ones (Benjamini–Hochberg, 5% false discovery
// rate) marked.
//
// The Report menu exports the games as CSV (the lab's balanceCsv, frosted/lab/balance_export.h:
// the core's csvHeader/csvRows, as `frosted-blooms-cli simulate --csv`; an A / B run adds a first
// column "data", A or B), the report as JSON (balanceJson: reportJson; an A / B run:
// comparisonJson, both reports and the differences, as `simulate --compare`), the current tab's
// charts as a PNG or every chart into a folder (BalancePictures.cpp), all written atomically
// (QSaveFile), and opens a report or A / B document that `frosted-blooms-cli simulate --report
// FILE` or this window wrote (balanceDocumentFromJson). Run on a cluster… (also under Run) sends
// the run to Slurm through scripts/cluster/submit.sh (BalanceClusterDialog); Open cluster
// results… opens the report its merge job wrote in the job folder, or says how far the run is.
//
// The class's code, by part: BalanceWindow.cpp (the window, a run), BalanceSetupPanel.cpp (the
// setup and the data sets), BalancePages.cpp (the tabs of charts, the summary),
// BalanceDifferences.cpp (the A / B tab), BalanceFiles.cpp (the Report menu, exports, reports
// opened), BalancePictures.cpp (the PNGs) and BalanceClusterDialog.cpp (the cluster).
#pragma once

#include "BalanceClusterDialog.h" // cluster_ (a QPointer needs the whole class)
#include "BalanceRun.h"
#include "DataProblemsWindow.h" // problems_

#include "frosted/lab/balance.h"
#include "frosted/rules/components.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QButtonGroup;
class QChart;
class QChartView;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QVBoxLayout;

class BalanceWindow : public QMainWindow {
    Q_OBJECT
  public:
    // `builtIn`: the data the game comes with. Data set A starts as `inUse` (the set in use in
    // the game window; `folder` its folder, empty for the built-in set).
    BalanceWindow(frosted::ComponentsPtr builtIn, frosted::ComponentsPtr inUse,
                  const QString& folder = {}, QWidget* parent = nullptr);
    ~BalanceWindow() override;

    // The setup panel.
    QComboBox* modeBox() const { return mode_; } // data: players, 0 for solo
    QComboBox* botBox(int seat) const;           // seats 0..3
    QSpinBox* iterationsBox() const { return iterations_; }
    QSpinBox* gamesBox() const { return games_; }
    QSpinBox* seedBox() const { return seed_; }
    QCheckBox* rotateBox() const { return rotate_; }
    QPushButton* runButton() const { return runButton_; }
    QPushButton* cancelButton() const { return cancelButton_; }
    QProgressBar* progressBar() const { return progress_; }
    QLabel* progressLabel() const { return progressText_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* summaryLabel() const { return summary_; }
    // Sets the panel at once: `players` 1 with `solo`, bots one for all or one per seat.
    void configure(int players, bool solo, const QStringList& bots, int games, quint64 seed,
                   bool rotateStart);
    // The run the panel describes, for data set A.
    frosted::BalanceSetup setup() const;

    // Data sets: a folder is loaded as Game ▸ Open data set… loads it; one that does not load is
    // refused (false) and its problems listed.
    bool chooseDataSetA(const QString& folder);
    bool chooseDataSetB(const QString& folder);
    void useBuiltInA();
    void useBuiltInB();
    void clearDataSetB();
    const frosted::ComponentsPtr& dataSetA() const { return a_; }
    const frosted::ComponentsPtr& dataSetB() const { return b_; }
    DataProblemsWindow* dataProblemsWindow() const { return problems_; }

    // Running.
    void start();  // Run: in the background, on every core
    void cancel(); // Cancel: the games played so far are shown, labelled as cancelled
    void runNow(); // the same run on the calling thread, told without its time (screenshots)
    bool running() const;
    BalanceRun* run() const { return run_; }

    // What is shown (null before the first run or report).
    const frosted::BalanceReport* reportA() const { return reportA_.get(); }
    const frosted::BalanceReport* reportB() const { return reportB_.get(); }
    const std::vector<frosted::Difference>& differences() const { return differences_; }
    // Every game's figures of the last run (null for an opened report).
    const frosted::BalanceAccumulator* gamesA() const { return gamesA_.get(); }
    const frosted::BalanceAccumulator* gamesB() const { return gamesB_.get(); }
    bool wasCancelled() const { return cancelled_; }

    // The charts by name: positions (or duel in solo), seats, scores, breakdown, claims, rounds,
    // gaps, improvements, tiles, cards. Builds its tab first when needed; null when not shown.
    QChart* chart(const QString& name);
    QStringList chartNames() const;
    QTabWidget* tabs() const { return tabs_; }
    int tabIndex(const QString& name) const; // wins, scores, objectives, gaps, tiles, cards, ab
    QTableWidget* differencesTable() const { return table_; }
    QCheckBox* significantOnlyBox() const { return significantOnly_; }
    QComboBox* tileOrderBox() const { return tileOrder_; }
    QComboBox* roundsOfBox() const { return roundsOf_; }

    // Files. Each returns false on failure, shown in a message box and kept in lastError().
    bool exportCsv(const QString& path);
    bool exportJson(const QString& path);
    bool saveChartPng(const QString& path);    // the current tab's charts, as shown
    bool saveAllCharts(const QString& folder); // balance-<name>.png for each chart
    bool openReport(const QString& path);
    QAction* exportCsvAction() const { return exportCsv_; }
    QAction* exportJsonAction() const { return exportJson_; }
    QAction* savePngAction() const { return savePng_; }
    QAction* saveAllAction() const { return saveAll_; }
    QAction* openReportAction() const { return openReport_; }
    // The cluster (BalanceClusterDialog.cpp): the dialog for the run the panel describes, and a
    // job folder's report.json opened (false, and how far the run is, while it is missing).
    void showClusterDialog();
    bool openClusterResults(const QString& folder);
    BalanceClusterDialog* clusterDialog() const { return cluster_; }
    QAction* clusterAction() const { return clusterRun_; }
    QAction* openClusterAction() const { return openCluster_; }

    QString lastError() const { return lastError_; }
    void setMessageBoxesEnabled(bool on) { messageBoxes_ = on; }
    // The file dialogs: (purpose "data", "csv", "json", "png", "pngs", "report", "cluster" (a
    // job folder to write), "cluster-results" (one to open); suggested) -> the chosen path, or
    // empty when cancelled. Defaults to QFileDialog.
    using FileChooser = std::function<QString(const QString& purpose, const QString& suggested)>;
    void setFileChooser(FileChooser f) { chooseFile_ = std::move(f); }

  signals:
    void runFinished(bool cancelled); // a run ended (completed or cancelled)

  protected:
    void closeEvent(QCloseEvent* e) override;

  private:
    friend class BalanceClusterDialog; // reads the data sets' folders, chooses the job folder

    struct Page {
        QString key;                    // wins, scores, ...
        QWidget* widget = nullptr;      // the tab
        QWidget* charts = nullptr;      // what "Save chart as PNG" saves
        std::vector<QChartView*> views; // in order
        std::function<std::vector<QChart*>()> build;
        bool dirty = true;
    };

    // The window's parts, in the order they are made (BalanceWindow.cpp, BalanceSetupPanel.cpp,
    // BalancePages.cpp, BalanceDifferences.cpp, BalanceFiles.cpp).
    QWidget* buildSetupPanel();
    QWidget* buildGamesGroup(QWidget* panel);
    void addSeatRows(QFormLayout* form, QWidget* group);
    QWidget* buildDataGroup(QWidget* panel, const QString& title, QLabel*& label,
                            const QString& folderText, const QString& folderTip, bool forB);
    QWidget* buildRunGroup(QWidget* panel);
    QVBoxLayout* buildReportArea(QWidget* central);
    void buildPages();
    void buildDifferencesPage();
    Page& addPage(const QString& key, const QString& title, int views);
    void buildMenus();
    void refreshSeats();
    void refreshDataLabels();
    void refreshActions();
    void showReports(std::shared_ptr<const frosted::BalanceReport> a,
                     std::shared_ptr<const frosted::BalanceReport> b);
    void rebuildPage(Page& p);
    void rebuildCurrentPage();
    void fillDifferences();
    void showProgress(int done, int total, double seconds);
    void runEnded(const BalanceRun::Result& r);
    void setRunning(bool on);
    // The parts of the run the panel describes (A, and B when chosen), the shown report cleared;
    // none (and a message) when a data set cannot seat the players.
    std::optional<std::pair<BalanceRun::Part, BalanceRun::Part>> parts();
    // In the status bar and a message box (a warning; `information`: how far a run is).
    void showError(const QString& message, bool information = false);
    // Writes `bytes` to `path` atomically; a failure is shown (showError) and answers false.
    bool writeFile(const QString& path, const QByteArray& bytes);
    bool loadFolder(const QString& folder, bool forB);
    QString choose(const QString& purpose, const QString& suggested);
    QString nameA() const;
    QString nameB() const;
    static QString dataName(const QString& folder); // "built-in data" or the folder's name

    frosted::ComponentsPtr builtIn_, a_, b_;
    QString folderA_, folderB_; // empty: built-in
    BalanceRun* run_;
    std::shared_ptr<const frosted::BalanceReport> reportA_, reportB_;
    std::vector<frosted::Difference> differences_;
    std::shared_ptr<const frosted::BalanceAccumulator> gamesA_, gamesB_;
    bool cancelled_ = false;
    bool live_ = false; // the charts show a run still going
    QString fromFile_;  // the report shown was opened from this file
    QString lastFolder_;
    QString lastError_;
    bool messageBoxes_ = true;
    FileChooser chooseFile_;

    QComboBox* mode_;
    std::vector<QComboBox*> bots_;
    std::vector<QWidget*> botRows_;
    QWidget* iterationsRow_;
    QSpinBox* iterations_;
    QSpinBox* games_;
    QSpinBox* seed_;
    QCheckBox* rotate_;
    QLabel* dataA_;
    QLabel* dataB_;
    QPushButton* builtInA_;
    QPushButton* builtInB_;
    QPushButton* noB_;
    QPushButton* runButton_;
    QPushButton* cancelButton_;
    QProgressBar* progress_;
    QLabel* progressText_;
    QLabel* summary_;
    QLabel* status_;
    QStackedWidget* centre_;
    QTabWidget* tabs_;
    std::vector<Page> pages_;
    QTableWidget* table_;
    QLabel* tableLegend_;
    QCheckBox* significantOnly_;
    QComboBox* tileOrder_;
    QComboBox* roundsOf_;
    QWidget* roundsOfRow_;
    QAction* exportCsv_;
    QAction* exportJson_;
    QAction* savePng_;
    QAction* saveAll_;
    QAction* openReport_;
    QAction* clusterRun_;
    QAction* openCluster_;
    QPointer<DataProblemsWindow> problems_;
    QPointer<BalanceClusterDialog> cluster_;
    QString clusterFolder_; // the last job folder prepared, submitted or opened
};
