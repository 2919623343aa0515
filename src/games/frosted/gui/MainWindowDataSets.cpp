// MainWindow's data sets (MainWindow.h, docs/designer.md "Data sets"): Game ▸ Open data set… and
// Use the built-in data set, the "Data set problems" window, the set in use named in the title
// and the status bar, and what a change of the set in use means for the game on the table, the
// sandbox and the help pages. DataSets loads and watches; this file only decides what the window
// does about it.
#include "MainWindow.h"

#include "DataProblemsWindow.h"
#include "DataSets.h"
#include "NewGameDialog.h"
#include "SandboxModel.h"
#include "SandboxWindow.h"
#include "SaveFiles.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

using namespace frosted;

namespace {
const QString kDataFolderKey = QStringLiteral("data/folder");
}

void MainWindow::buildDataSets(QMenu* game) {
    data_ = new DataSets(c_->componentsPtr(), this);
    helpSet_ = c_->componentsPtr();
    game->addSeparator();
    openData_ = game->addAction(tr("Open &data set…"), this, &MainWindow::openDataSet);
    openData_->setToolTip(tr("Play with the components of a folder of data files (tiles.json, "
                             "cards.json…), checked as frosted-blooms-cli --data checks them"));
    builtInData_ =
        game->addAction(tr("Use the b&uilt-in data set"), this, &MainWindow::useBuiltInDataSet);
    builtInData_->setToolTip(tr("Go back to the components the game comes with"));

    dataLabel_ = new QLabel(this);
    dataLabel_->setObjectName(QStringLiteral("dataSetLabel"));
    dataLabel_->setTextFormat(Qt::RichText);
    dataLabel_->setContentsMargins(6, 0, 6, 0);
    connect(dataLabel_, &QLabel::linkActivated, this, [this] { showDataProblems(); });
    statusBar()->addPermanentWidget(dataLabel_);

    connect(data_, &DataSets::inUseChanged, this, &MainWindow::dataSetChanged);
    connect(data_, &DataSets::problemsChanged, this, &MainWindow::dataProblemsChanged);
    connect(c_, &GameController::gameReplaced, this, &MainWindow::tableSetChanged);
    refreshDataSetNames();
}

QString MainWindow::dataSetPhrase() const {
    return data_->usingBuiltIn() ? tr("the built-in data")
                                 : tr("the data set “%1”").arg(data_->name());
}

void MainWindow::chooseDataAtStart(const QString& commandLineFolder) {
    if (!commandLineFolder.isEmpty()) {
        // --data: this run only, as the command line's --data; the remembered choice stays.
        rememberDataSet_ = false;
        DataSets::Load l = DataSets::load(commandLineFolder);
        if (l.ok()) {
            data_->use(std::move(l));
            return;
        }
        data_->watch(std::move(l));
        showDataProblems();
        return;
    }
    if (!useSettings_)
        return;
    const QString remembered = QSettings().value(kDataFolderKey).toString();
    if (remembered.isEmpty())
        return;
    rememberDataSet_ = true;
    DataSets::Load l = DataSets::load(remembered);
    if (l.ok()) {
        data_->use(std::move(l));
        return;
    }
    const int n = static_cast<int>(l.problems.size());
    data_->watch(std::move(l));
    statusBar()->showMessage(
        tr("The data set “%1” you chose last time cannot be used now (%n problem(s)): the "
           "built-in data is in use. The problems are listed from the status bar.",
           "", n)
            .arg(DataSets::nameOf(data_->watched())),
        15000);
}

void MainWindow::openDataSet() {
    QString start = lastDataFolder_;
    if (start.isEmpty())
        start = data_->watched();
    if (start.isEmpty())
        start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString folder = choose(QStringLiteral("data"), start);
    if (folder.isEmpty())
        return;
    lastDataFolder_ = folder;
    DataSets::Load l = DataSets::load(folder);
    if (!l.ok()) {
        // Refused: listed, and watched so that a fix is picked up; the set in use stays.
        rememberDataSet_ = true;
        const int n = static_cast<int>(l.problems.size());
        data_->watch(std::move(l));
        statusBar()->showMessage(tr("“%1” cannot be used (%n problem(s)): %2 stays in use.", "", n)
                                     .arg(DataSets::nameOf(data_->watched()), dataSetPhrase()),
                                 10000);
        showDataProblems();
        return;
    }
    if (!mayDiscardGame(confirm::Purpose::DataSet))
        return;
    rememberDataSet_ = true;
    data_->use(std::move(l));
    newGameWithDataSet();
}

void MainWindow::useBuiltInDataSet() {
    if (data_->usingBuiltIn()) {
        // Only a folder that never loaded was watched: stop waiting for it.
        rememberDataSet_ = true;
        data_->useBuiltIn();
        if (useSettings_)
            QSettings().remove(kDataFolderKey);
        refreshDataSetNames();
        return;
    }
    if (!mayDiscardGame(confirm::Purpose::DataSet))
        return;
    rememberDataSet_ = true;
    data_->useBuiltIn();
    newGameWithDataSet();
}

void MainWindow::newGameWithDataSet() {
    if (NewGameDialog::realGame(*c_)) { // not the guided game's seats (issue 31)
        NewGameOptions o = c_->options();
        o.seed.reset();
        if (c_->newGame(o)) {
            if (useSettings_)
                NewGameDialog::rememberSetup(o);
            markSaved(false);
            refresh();
            return;
        }
    }
    // No game yet, or its players cannot sit at this set's table: the dialog, with this set's
    // colours. The game on the table was already let go (mayDiscardGame), so it is not asked
    // about again.
    NewGameDialog d(NewGameDialog::proposedSetup(*c_, useSettings_), *c_->dataSet(), this);
    if (d.exec() == QDialog::Accepted)
        startGame(d.options());
}

void MainWindow::dataSetChanged(DataSets::Change how) {
    c_->setDataSet(data_->inUse(), data_->usingBuiltIn() ? QString() : data_->name());
    if (useSettings_ && rememberDataSet_)
        QSettings().setValue(kDataFolderKey, data_->folder());
    rebuildSandbox();
    tableSetChanged();
    const QString name = data_->name();
    if (how == DataSets::Change::Chosen) {
        statusBar()->showMessage(data_->usingBuiltIn()
                                     ? tr("The built-in data is in use.")
                                     : tr("The data set “%1” is in use.").arg(name),
                                 6000);
    } else if (!c_->hasGame() || c_->fullState().isOver()) {
        statusBar()->showMessage(
            tr("“%1” changed and was loaded again: new games are dealt from it.").arg(name), 10000);
    } else if (c_->fullState().actions().empty() && !savedActions_) {
        // Nobody has played in this game yet, and it is no file's: nothing is lost by dealing
        // it from the new data (with its seed, when it was given one).
        NewGameOptions o = c_->options();
        if (c_->newGame(o)) {
            markSaved(false);
            refresh();
        }
        statusBar()->showMessage(tr("“%1” changed and was loaded again: nothing had been played "
                                    "yet, so the game was dealt again from it.")
                                     .arg(name),
                                 10000);
    } else {
        // A game being played keeps the data it was dealt from: its deal and its saves refer to
        // them. The designer starts a new game (Ctrl+N) to play the change.
        statusBar()->showMessage(tr("“%1” changed and was loaded again: new games are dealt "
                                    "from it; this game goes on with the data it was dealt from.")
                                     .arg(name),
                                 15000);
    }
    refreshDataSetNames();
}

void MainWindow::dataProblemsChanged(DataSets::Change how) {
    refreshDataSetNames();
    const bool visible = dataProblems_ && dataProblems_->isVisible();
    if (data_->problems().empty()) {
        // Fixed: the open window says so (the set is in use by now, or at once).
        if (visible && dataProblems_->folder() == data_->watched() && !data_->watched().isEmpty())
            dataProblems_->setProblems(data_->watched(), {}, dataSetPhrase());
        else if (visible)
            dataProblems_->close();
        return;
    }
    if (how != DataSets::Change::Reloaded)
        return; // the caller shows them (Open data set…, --data) or tells (the remembered one)
    const int n = static_cast<int>(data_->problems().size());
    const bool inUse = data_->folder() == data_->watched();
    const QString name = DataSets::nameOf(data_->watched());
    statusBar()->showMessage(
        inUse ? tr("“%1” changed and has %n problem(s): its last version that loaded stays in use.",
                   "", n)
                    .arg(name)
              : tr("“%1” still has %n problem(s): %2 stays in use.", "", n)
                    .arg(name, dataSetPhrase()),
        15000);
    // Listed without taking the keyboard from the designer's editor, where the fix is made.
    if (!dataProblems_) {
        dataProblems_ = new DataProblemsWindow(this);
        dataProblems_->setAttribute(Qt::WA_ShowWithoutActivating);
    }
    dataProblems_->setProblems(data_->watched(), data_->problems(), dataSetPhrase(), inUse);
    if (!visible)
        dataProblems_->show();
}

void MainWindow::showDataProblems() {
    if (data_->watched().isEmpty())
        return;
    if (!dataProblems_) {
        dataProblems_ = new DataProblemsWindow(this);
        dataProblems_->setAttribute(Qt::WA_ShowWithoutActivating);
    }
    dataProblems_->setProblems(data_->watched(), data_->problems(), dataSetPhrase(),
                               data_->folder() == data_->watched());
    dataProblems_->present();
}

void MainWindow::refreshDataSetNames() {
    const QString name = data_->name();
    setWindowTitle(data_->usingBuiltIn() ? tr("Frosted Blooms — built-in data")
                                         : tr("Frosted Blooms — data: %1").arg(name));
    QString text =
        data_->usingBuiltIn() ? tr("Built-in data") : tr("Data: %1").arg(name.toHtmlEscaped());
    QString tip =
        data_->usingBuiltIn()
            ? tr("The components the game comes with")
            : tr("The data set in use: %1").arg(QDir::toNativeSeparators(data_->folder()));
    if (c_->tableOnOtherDataSet()) {
        text += tr(" · from the next game");
        tip += tr("\nThe game on the table goes on with the data it was dealt from.");
    }
    if (!data_->problems().empty()) {
        const int n = static_cast<int>(data_->problems().size());
        text +=
            QStringLiteral(" · <a href=\"problems\" style=\"color:#b3261e\">") +
            tr("⚠ “%1”: %n problem(s)", "", n)
                .arg(data_->watched().isEmpty() ? QString() : DataSets::nameOf(data_->watched()))
                .toHtmlEscaped() +
            QStringLiteral("</a>");
        tip += tr("\n%1 cannot be used yet; click to see why.")
                   .arg(QDir::toNativeSeparators(data_->watched()));
    }
    dataLabel_->setText(text);
    dataLabel_->setToolTip(tip);
    builtInData_->setEnabled(!data_->usingBuiltIn() || !data_->watched().isEmpty());
}

void MainWindow::tableSetChanged() {
    refreshDataSetNames();
    if (helpSet_ == c_->componentsPtr())
        return;
    helpSet_ = c_->componentsPtr();
    // The help pages quote the data's values (rounds, points): written again when next shown.
    for (HelpDialog* d : {rules_.data(), keyboard_.data()})
        if (d) {
            d->close();
            d->deleteLater();
        }
}

void MainWindow::rebuildSandbox() {
    if (!sandbox_ || sandbox_->model()->sandbox().componentsPtr() == c_->dataSet())
        return;
    SandboxWindow* old = sandbox_;
    const bool shown = old->isVisible();
    const QRect geometry = old->geometry();
    const Sandbox& was = old->model()->sandbox();
    std::vector<Garden::Laid> laid;
    for (const SandboxEntry& e : was.entries())
        laid.push_back({e.tile, e.orientation, e.at, {}});
    const ComponentsPtr from = was.componentsPtr();
    old->close();
    old->deleteLater();
    sandbox_ = nullptr;
    if (!shown)
        return; // made with the set in use when next opened
    // In the old one's place, without taking the keyboard (the data may have changed on disk).
    sandbox_ = new SandboxWindow(c_->dataSet(), c_, this);
    sandbox_->setWindowFlag(Qt::Window);
    sandbox_->setAttribute(Qt::WA_ShowWithoutActivating);
    sandbox_->setGeometry(geometry);
    sandbox_->show();
    int count = 0;
    sandbox_->model()->reset(SandboxModel::relaid(c_->dataSet(), *from, laid, &count));
    sandbox_->statusBar()->showMessage(
        count == static_cast<int>(laid.size())
            ? tr("The data changed: the sandbox uses %1, its garden laid again.")
                  .arg(dataSetPhrase())
            : tr("The data changed: the sandbox uses %1; %2 of the garden's %3 tiles could be "
                 "laid again.")
                  .arg(dataSetPhrase())
                  .arg(count)
                  .arg(laid.size()),
        10000);
}
