// The Balance window's Report menu: the CSV and JSON exports (their text is the lab's,
// frosted/lab/balance_export.h), written atomically; reports opened; the file dialogs and errors.
#include "BalanceWindow.h"

#include "SaveFiles.h"

#include "engine/input.h"
#include "frosted/lab/balance_export.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

using namespace frosted;

// ---------------------------------------------------------------------------------------------
// Files

void BalanceWindow::buildMenus() {
    QMenu* report = menuBar()->addMenu(tr("&Report"));
    openReport_ = report->addAction(tr("&Open report…"), this, [this] {
        QString start = lastFolder_;
        if (start.isEmpty())
            start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString path = choose(QStringLiteral("report"), start);
        if (!path.isEmpty())
            openReport(path);
    });
    openReport_->setShortcut(QKeySequence::Open);
    openReport_->setToolTip(tr("Show a report written by frosted-blooms-cli simulate --report "
                               "FILE or exported from here"));
    openCluster_ = report->addAction(tr("Open cl&uster results…"), this, [this] {
        QString start = clusterFolder_;
        if (start.isEmpty())
            start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString folder = choose(QStringLiteral("cluster-results"), start);
        if (!folder.isEmpty())
            openClusterResults(folder);
    });
    openCluster_->setObjectName(QStringLiteral("balanceOpenCluster"));
    openCluster_->setToolTip(tr("Show the report of a run on a cluster, from its job folder "
                                "(or how far the run is)"));
    report->addSeparator();
    const auto saving = [this](const QString& purpose, const QString& name,
                               bool (BalanceWindow::*write)(const QString&)) {
        return [this, purpose, name, write] {
            QString dir = lastFolder_;
            if (dir.isEmpty())
                dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
            const QString path = choose(purpose, QDir(dir).filePath(name));
            if (path.isEmpty())
                return;
            lastFolder_ = QFileInfo(path).absolutePath();
            (this->*write)(path);
        };
    };
    exportCsv_ = report->addAction(
        tr("Export &CSV…"), this,
        saving(QStringLiteral("csv"), QStringLiteral("balance.csv"), &BalanceWindow::exportCsv));
    exportJson_ = report->addAction(
        tr("Export &JSON…"), this,
        saving(QStringLiteral("json"), QStringLiteral("balance.json"), &BalanceWindow::exportJson));
    exportJson_->setToolTip(tr("The report, as frosted-blooms-cli simulate --report writes it "
                               "(an A / B run: both reports and the differences)"));
    report->addSeparator();
    savePng_ = report->addAction(tr("Save chart as &PNG…"), this, [this] {
        QString dir = lastFolder_;
        if (dir.isEmpty())
            dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        QString key = QStringLiteral("ab");
        for (const Page& p : pages_)
            if (p.widget == tabs_->currentWidget())
                key = p.key;
        const QString path = choose(QStringLiteral("png"),
                                    QDir(dir).filePath(QStringLiteral("balance-%1.png").arg(key)));
        if (path.isEmpty())
            return;
        lastFolder_ = QFileInfo(path).absolutePath();
        saveChartPng(path);
    });
    savePng_->setToolTip(tr("The charts of the tab shown, as a picture"));
    saveAll_ = report->addAction(tr("Save &all charts…"), this, [this] {
        QString dir = lastFolder_;
        if (dir.isEmpty())
            dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        const QString folder = choose(QStringLiteral("pngs"), dir);
        if (folder.isEmpty())
            return;
        lastFolder_ = folder;
        saveAllCharts(folder);
    });
    saveAll_->setToolTip(tr("One picture per chart (balance-<chart>.png) into a folder"));
    report->addSeparator();
    clusterRun_ =
        report->addAction(tr("&Run on a cluster…"), this, &BalanceWindow::showClusterDialog);
    clusterRun_->setObjectName(QStringLiteral("balanceClusterRun"));
    clusterRun_->setToolTip(tr("Play this run's games on a Slurm cluster, in shards, and merge "
                               "them into one report"));
    report->addSeparator();
    QAction* close = report->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);

    auto* bar = new QToolBar(tr("Report"), this);
    bar->setObjectName(QStringLiteral("balanceToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction* a : {openReport_, exportCsv_, exportJson_, savePng_, saveAll_})
        bar->addAction(a);
    addToolBar(Qt::TopToolBarArea, bar);
}

QString BalanceWindow::choose(const QString& purpose, const QString& suggested) {
    if (chooseFile_)
        return chooseFile_(purpose, suggested);
    if (purpose == QLatin1String("data"))
        return QFileDialog::getExistingDirectory(
            this, tr("A data set: the folder of tiles.json, cards.json…"), suggested);
    if (purpose == QLatin1String("pngs"))
        return QFileDialog::getExistingDirectory(this, tr("Save every chart into a folder"),
                                                 suggested);
    if (purpose == QLatin1String("cluster"))
        return QFileDialog::getExistingDirectory(
            this, tr("The job folder: the run's scripts, shards and report"), suggested);
    if (purpose == QLatin1String("cluster-results"))
        return QFileDialog::getExistingDirectory(this, tr("Open a cluster run's job folder"),
                                                 suggested);
    if (purpose == QLatin1String("report"))
        return QFileDialog::getOpenFileName(this, tr("Open a balance report"), suggested,
                                            tr("Balance reports (*.json);;All files (*)"));
    if (purpose == QLatin1String("csv"))
        return QFileDialog::getSaveFileName(this, tr("Export every game's figures"), suggested,
                                            tr("CSV files (*.csv);;All files (*)"));
    if (purpose == QLatin1String("json"))
        return QFileDialog::getSaveFileName(this, tr("Export the report"), suggested,
                                            tr("Balance reports (*.json);;All files (*)"));
    return QFileDialog::getSaveFileName(this, tr("Save the chart"), suggested,
                                        tr("PNG pictures (*.png);;All files (*)"));
}

void BalanceWindow::showError(const QString& message, bool information) {
    lastError_ = savefiles::bounded(message);
    statusBar()->showMessage(lastError_, 10000);
    if (!messageBoxes_)
        return;
    auto* box = new QMessageBox(information ? QMessageBox::Information : QMessageBox::Warning,
                                tr("Balance"), lastError_, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool BalanceWindow::writeFile(const QString& path, const QByteArray& bytes) {
    const QString why = savefiles::writeAtomically(path, bytes);
    if (!why.isEmpty())
        showError(why);
    return why.isEmpty();
}

bool BalanceWindow::exportCsv(const QString& path) {
    if (!gamesA_ || gamesA_->games() == 0) {
        showError(tr("There are no games' figures to export: run the games first (a report "
                     "read from a file holds none)."));
        return false;
    }
    // An A / B run: the data set of each row first ("A" or "B").
    const std::string text = balanceCsv(*gamesA_, gamesB_.get());
    if (!writeFile(path, QByteArray::fromStdString(text)))
        return false;
    statusBar()->showMessage(tr("Exported %1").arg(savefiles::shownPath(path)), 6000);
    return true;
}

bool BalanceWindow::exportJson(const QString& path) {
    if (!reportA_) {
        showError(tr("There is no report to export yet."));
        return false;
    }
    // What `frosted-blooms-cli simulate --report` (with --compare: an A / B document) writes.
    if (!writeFile(path, QByteArray::fromStdString(balanceJson(*reportA_, reportB_.get()))))
        return false;
    statusBar()->showMessage(tr("Exported %1").arg(savefiles::shownPath(path)), 6000);
    return true;
}

bool BalanceWindow::openReport(const QString& path) {
    if (run_->running()) {
        showError(tr("A run is going on: cancel it first."));
        return false;
    }
    const QString file = savefiles::shownPath(QFileInfo(path).fileName());
    std::shared_ptr<const BalanceReport> a, b;
    try {
        // Read within the core's limits, then as the command line's documents.
        const nlohmann::ordered_json j(parseJson(readRegularFile(savefiles::nativePath(path))));
        BalanceDocument doc = balanceDocumentFromJson(j);
        a = std::make_shared<const BalanceReport>(std::move(doc.a));
        if (doc.b)
            b = std::make_shared<const BalanceReport>(std::move(*doc.b));
    } catch (const InputError& e) {
        showError(tr("“%1” cannot be opened: %2").arg(file, savefiles::fileReason(path, e.what())));
        return false;
    } catch (const std::exception& e) {
        // The core checks the whole document and names the field (balanceDocumentFromJson).
        showError(tr("“%1” is not a balance report that can be shown: %2")
                      .arg(file, QString::fromStdString(oneLine(e.what(), 400))));
        return false;
    }
    fromFile_ = path;
    lastFolder_ = QFileInfo(path).absolutePath();
    cancelled_ = false;
    live_ = false;
    gamesA_.reset();
    gamesB_.reset();
    differences_ = b ? compareReports(*a, *b) : std::vector<Difference>{};
    showReports(a, b);
    fillDifferences();
    const int games = a->games;
    QString text = tr("Opened “%1”.").arg(file.toHtmlEscaped());
    if (games < a->setup.games)
        text += QStringLiteral(" <span style='color:#b3561e'><b>") +
                tr("⚠ It holds %1 of the %2 games asked for (the run was cancelled).")
                    .arg(QLocale().toString(games), QLocale().toString(a->setup.games)) +
                QStringLiteral("</b></span>");
    status_->setText(text);
    progressText_->clear();
    refreshActions();
    return true;
}
