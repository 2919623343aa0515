#include "BalanceWindow.h"

#include "BalanceCharts.h"
#include "DataProblemsWindow.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace frosted;
namespace charts = balancecharts;

namespace {

QString duration(double seconds) {
    if (seconds < 1)
        return BalanceWindow::tr("under a second");
    if (seconds < 90)
        return BalanceWindow::tr("%1 s").arg(std::lround(seconds));
    if (seconds < 3600)
        return BalanceWindow::tr("%1 min").arg(std::lround(seconds / 60));
    const long minutes = std::lround(seconds / 60);
    return BalanceWindow::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

} // namespace

BalanceWindow::BalanceWindow(ComponentsPtr builtIn, ComponentsPtr inUse, const QString& folder,
                             QWidget* parent)
    : QMainWindow(parent), builtIn_(std::move(builtIn)), a_(inUse ? std::move(inUse) : builtIn_),
      folderA_(folder) {
    setObjectName(QStringLiteral("balanceWindow"));
    setWindowTitle(tr("Balance — Frosted Blooms"));
    run_ = new BalanceRun(this);
    connect(run_, &BalanceRun::progress, this, &BalanceWindow::showProgress);
    connect(run_, &BalanceRun::partialReport, this,
            [this](std::shared_ptr<const BalanceReport> a, std::shared_ptr<const BalanceReport> b) {
                if (!run_->running() || run_->cancelling())
                    return;
                live_ = true;
                showReports(std::move(a), std::move(b));
            });
    connect(run_, &BalanceRun::finished, this, &BalanceWindow::runEnded);

    auto* central = new QWidget(this);
    auto* row = new QHBoxLayout(central);
    row->setContentsMargins(8, 8, 8, 8);
    row->setSpacing(10);
    auto* scroll = new QScrollArea(central);
    QWidget* panel = buildSetupPanel();
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As wide as the panel needs (with room for a vertical scroll bar on a short screen).
    scroll->setFixedWidth(panel->minimumSizeHint().width() +
                          scroll->verticalScrollBar()->sizeHint().width());
    row->addWidget(scroll);
    row->addLayout(buildReportArea(central), 1);
    setCentralWidget(central);

    buildPages();
    buildMenus();
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { rebuildCurrentPage(); });
    statusBar()->setSizeGripEnabled(false);
    refreshSeats();
    refreshDataLabels();
    setRunning(false);
    summary_->setText(tr("<b>No games yet.</b>"));
    resize(1280, 820);
}

BalanceWindow::~BalanceWindow() {
    // A run still going is cancelled and joined, its end told to nobody.
    run_->disconnect(this);
    run_->stop();
}

// The right side: the summary and the status over the tabs of charts (a placeholder before the
// first report).
QVBoxLayout* BalanceWindow::buildReportArea(QWidget* central) {
    auto* right = new QVBoxLayout;
    right->setSpacing(4);
    summary_ = new QLabel(central);
    summary_->setObjectName(QStringLiteral("balanceSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    right->addWidget(summary_);
    status_ = new QLabel(central);
    status_->setObjectName(QStringLiteral("balanceStatus"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::RichText);
    right->addWidget(status_);
    centre_ = new QStackedWidget(central);
    auto* placeholder = new QLabel(centre_);
    placeholder->setObjectName(QStringLiteral("balancePlaceholder"));
    placeholder->setWordWrap(true);
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setTextFormat(Qt::RichText);
    placeholder->setMargin(40);
    placeholder->setText(
        tr("<h2 style='color:#2f3b48'>Balance lab</h2>"
           "<p>Choose the players, the computer player of each seat and the number of games on "
           "the left, then press <b>Run</b>. The games are played on every core, and the charts "
           "appear while they are played.</p>"
           "<p>To see what a change to the data does, choose your variant's folder under "
           "<b>Compare with…</b>: the same games (the same seeds) are played with both data "
           "sets, each chart shows them side by side and the <b>A / B</b> tab lists every "
           "difference.</p>"
           "<p><b>Report ▸ Open report…</b> shows a report written by "
           "<code>frosted-blooms-cli simulate --report FILE</code>.</p>") +
        tr("<p>A run too long for this computer goes to a Slurm cluster with <b>Run on a "
           "cluster…</b>; <b>Report ▸ Open cluster results…</b> then shows its report.</p>"));
    placeholder->setStyleSheet(QStringLiteral("QLabel { color: #3d4b59; }"));
    centre_->addWidget(placeholder);
    tabs_ = new QTabWidget(centre_);
    tabs_->setObjectName(QStringLiteral("balanceTabs"));
    tabs_->setDocumentMode(true);
    centre_->addWidget(tabs_);
    right->addWidget(centre_, 1);
    return right;
}

// ---------------------------------------------------------------------------------------------
// Running

bool BalanceWindow::running() const {
    return run_->running();
}

void BalanceWindow::setRunning(bool on) {
    runButton_->setEnabled(!on);
    cancelButton_->setEnabled(on);
    for (QWidget* w : std::initializer_list<QWidget*>{mode_, games_, seed_, rotate_, iterations_})
        w->setEnabled(!on);
    if (!on)
        rotate_->setEnabled(mode_->currentData().toInt() != 0);
    for (QComboBox* b : bots_)
        b->setEnabled(!on);
    for (QPushButton* b : findChildren<QPushButton*>())
        if (b != runButton_ && b != cancelButton_)
            b->setEnabled(!on);
    if (!on)
        refreshDataLabels();
    refreshActions();
}

void BalanceWindow::refreshActions() {
    const bool busy = run_->running();
    exportCsv_->setEnabled(!busy && gamesA_ && gamesA_->games() > 0);
    exportCsv_->setToolTip(fromFile_.isEmpty()
                               ? tr("Every game's figures, one row per seat per game")
                               : tr("A report read from a file holds no game's figures: run the "
                                    "games to export them"));
    exportJson_->setEnabled(!busy && reportA_ != nullptr);
    savePng_->setEnabled(!busy && reportA_ != nullptr);
    saveAll_->setEnabled(!busy && reportA_ != nullptr);
    openReport_->setEnabled(!busy);
    openCluster_->setEnabled(!busy);
    clusterRun_->setEnabled(!busy);
}

std::optional<std::pair<BalanceRun::Part, BalanceRun::Part>> BalanceWindow::parts() {
    const BalanceSetup s = setup();
    for (const ComponentsPtr& set : {a_, b_})
        if (set && static_cast<int>(set->startingTiles.size()) < s.players) {
            showError(tr("This data set has %n starting tile(s): it seats fewer players.", "",
                         static_cast<int>(set->startingTiles.size())));
            return std::nullopt;
        }
    BalanceRun::Part a{a_, s}, b;
    if (b_) {
        // The same games (the same seeds) with data set B.
        b = {b_, s};
        b.setup.dataName = folderB_.isEmpty() ? std::string("built-in") : folderB_.toStdString();
        b.setup.dataHash = b_->contentHash;
    }
    fromFile_.clear();
    cancelled_ = false;
    gamesA_.reset();
    gamesB_.reset();
    differences_.clear();
    return std::make_pair(std::move(a), std::move(b));
}

void BalanceWindow::start() {
    if (run_->running())
        return;
    auto ab = parts();
    if (!ab)
        return;
    live_ = true;
    showReports(nullptr, nullptr);
    fillDifferences();
    summary_->setText(tr("<b>Playing…</b>"));
    const int total = ab->first.setup.games * (ab->second.components ? 2 : 1);
    progress_->setRange(0, total);
    progress_->setValue(0);
    progressText_->setText(tr("Starting %n game(s)…", "", total));
    status_->setText(QStringLiteral("<span style='color:#2f5f8a'>") +
                     tr("Playing… the charts appear after the first second.") +
                     QStringLiteral("</span>"));
    run_->start(std::move(ab->first), std::move(ab->second), 0);
    setRunning(true);
}

void BalanceWindow::runNow() {
    if (run_->running())
        return;
    const auto ab = parts();
    if (!ab)
        return;
    live_ = false;
    const BalanceRun::Result r = BalanceRun::runNow(ab->first, ab->second, 0);
    runEnded(r);
    if (r.error.isEmpty()) {
        // Without the time it took, which differs from run to run: the same picture each time.
        const QString played = tr("%Ln game(s) played.", "", r.done);
        progressText_->setText(played);
        status_->setText(QStringLiteral("<span style='color:#2e7d32'>✔ ") + played.toHtmlEscaped() +
                         QStringLiteral("</span>"));
    }
}

void BalanceWindow::cancel() {
    if (!run_->running())
        return;
    run_->cancel();
    cancelButton_->setEnabled(false);
    progressText_->setText(tr("Cancelling…"));
}

void BalanceWindow::showProgress(int done, int total, double seconds) {
    if (!run_->running() || run_->cancelling())
        return;
    progress_->setRange(0, std::max(1, total));
    progress_->setValue(done);
    const double perSecond = seconds > 0 ? done / seconds : 0.0;
    const QString of = QLocale().toString(done);
    const QString speed = charts::number(perSecond, perSecond < 10 ? 1 : 0);
    progressText_->setText(perSecond <= 0 ? tr("%1 of %Ln game(s)", "", total).arg(of)
                           : done >= total
                               ? tr("%1 of %Ln game(s) · %2 a second", "", total).arg(of, speed)
                               : tr("%1 of %Ln game(s) · %2 a second · about %3 left", "", total)
                                     .arg(of, speed, duration((total - done) / perSecond)));
}

void BalanceWindow::runEnded(const BalanceRun::Result& r) {
    live_ = false;
    cancelled_ = r.cancelled;
    gamesA_ = r.a;
    gamesB_ = r.b;
    differences_ = r.differences;
    const bool any = r.reportA && r.reportA->games > 0;
    showReports(any ? r.reportA : nullptr,
                any && r.reportB && r.reportB->games > 0 ? r.reportB : nullptr);
    fillDifferences();
    progress_->setRange(0, std::max(1, r.total));
    progress_->setValue(r.done);
    const double perSecond = r.seconds > 0 ? r.done / r.seconds : 0.0;
    const QString speed =
        tr("%Ln game(s) in %1 (%2 a second)", "", r.done)
            .arg(duration(r.seconds), charts::number(perSecond, perSecond < 10 ? 1 : 0));
    progressText_->setText(speed);
    if (!r.error.isEmpty()) {
        status_->setText(QStringLiteral("<span style='color:#b3261e'>") +
                         tr("The games could not be played: %1").arg(r.error.toHtmlEscaped()) +
                         QStringLiteral("</span>"));
        showError(tr("The games could not be played: %1").arg(r.error));
    } else if (r.cancelled) {
        QString text;
        const QLocale l;
        if (!any)
            text = tr("⚠ Cancelled before a game ended: nothing to show.");
        else if (b_ && !r.reportB)
            text = tr("⚠ Cancelled after %1 of %2 games: the charts show the %n game(s) of A; "
                      "B was not played.",
                      "", r.reportA->games)
                       .arg(l.toString(r.done), l.toString(r.total));
        else if (r.reportB)
            text = tr("⚠ Cancelled after %1 of %2 games: the charts show A's %3 and B's %4 "
                      "games.")
                       .arg(l.toString(r.done), l.toString(r.total), l.toString(r.reportA->games),
                            l.toString(r.reportB->games));
        else
            text = tr("⚠ Cancelled after %1 of %2 games: the charts show those %1 games.")
                       .arg(l.toString(r.done), l.toString(r.total));
        status_->setText(QStringLiteral("<span style='color:#b3561e'><b>%1</b></span>")
                             .arg(text.toHtmlEscaped()));
        if (!any)
            summary_->setText(tr("<b>No games to show.</b>"));
    } else {
        status_->setText(QStringLiteral("<span style='color:#2e7d32'>") +
                         tr("✔ %1.").arg(speed).toHtmlEscaped() + QStringLiteral("</span>"));
    }
    setRunning(false);
    emit runFinished(r.cancelled);
}

void BalanceWindow::closeEvent(QCloseEvent* e) {
    // Closing the window cancels a run: the games played so far stay shown.
    if (run_->running())
        run_->stop();
    if (problems_)
        problems_->close();
    QMainWindow::closeEvent(e);
}
