// Game ▸ Open data set… and Use the built-in data set (DataSetMode.h, docs/designer.md "Data
// sets"): the "Data set problems" window, the set in use named in the title and the status bar,
// and what a change of the set in use means for the game on the table.
#include "DataSetMode.h"

#include "DataProblemsWindow.h"
#include "GameController.h"

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

DataSetMode::DataSetMode(ModeHost host, QMenu* game, std::function<bool()> fromFile,
                         std::function<void()> newGame, QObject* parent)
    : QObject(parent), host_(std::move(host)), fromFile_(std::move(fromFile)),
      newGame_(std::move(newGame)) {
    data_ = new DataSets(host_.game->componentsPtr(), this);
    helpSet_ = host_.game->componentsPtr();
    game->addSeparator();
    open_ = game->addAction(tr("Open &data set…"), this, &DataSetMode::openDataSet);
    open_->setToolTip(tr("Play with the components of a folder of data files (tiles.json, "
                         "cards.json…), checked as frosted-blooms-cli --data checks them"));
    builtIn_ =
        game->addAction(tr("Use the b&uilt-in data set"), this, &DataSetMode::useBuiltInDataSet);
    builtIn_->setToolTip(tr("Go back to the components the game comes with"));

    label_ = new QLabel(host_.frame);
    label_->setObjectName(QStringLiteral("dataSetLabel"));
    label_->setTextFormat(Qt::RichText);
    label_->setContentsMargins(6, 0, 6, 0);
    connect(label_, &QLabel::linkActivated, this, [this] { showProblems(); });
    host_.frame->statusBar()->addPermanentWidget(label_);

    connect(data_, &DataSets::inUseChanged, this, &DataSetMode::setChanged);
    connect(data_, &DataSets::problemsChanged, this, &DataSetMode::problemsChanged);
    connect(host_.game, &GameController::gameReplaced, this, &DataSetMode::tableGameReplaced);
    refreshNames();
}

QString DataSetMode::phrase() const {
    return data_->usingBuiltIn() ? tr("the built-in data")
                                 : tr("the data set “%1”").arg(data_->name());
}

void DataSetMode::chooseAtStart(const QString& commandLineFolder) {
    if (!commandLineFolder.isEmpty()) {
        // --data: this run only, as the command line's --data; the remembered choice stays.
        remember_ = false;
        DataSets::Load l = DataSets::load(commandLineFolder);
        if (l.ok()) {
            data_->use(std::move(l));
            return;
        }
        data_->watch(std::move(l));
        showProblems();
        return;
    }
    if (!host_.frame->settingsEnabled())
        return;
    const QString remembered = QSettings().value(kDataFolderKey).toString();
    if (remembered.isEmpty())
        return;
    remember_ = true;
    DataSets::Load l = DataSets::load(remembered);
    if (l.ok()) {
        data_->use(std::move(l));
        return;
    }
    const int n = static_cast<int>(l.problems.size());
    data_->watch(std::move(l));
    host_.frame->statusBar()->showMessage(
        tr("The data set “%1” you chose last time cannot be used now (%n problem(s)): the "
           "built-in data is in use. The problems are listed from the status bar.",
           "", n)
            .arg(DataSets::nameOf(data_->watched())),
        15000);
}

void DataSetMode::openDataSet() {
    QString start = lastFolder_;
    if (start.isEmpty())
        start = data_->watched();
    if (start.isEmpty())
        start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString folder = host_.frame->choose(QStringLiteral("data"), start);
    if (folder.isEmpty())
        return;
    lastFolder_ = folder;
    DataSets::Load l = DataSets::load(folder);
    if (!l.ok()) {
        // Refused: listed, and watched so that a fix is picked up; the set in use stays.
        remember_ = true;
        const int n = static_cast<int>(l.problems.size());
        data_->watch(std::move(l));
        host_.frame->statusBar()->showMessage(
            tr("“%1” cannot be used (%n problem(s)): %2 stays in use.", "", n)
                .arg(DataSets::nameOf(data_->watched()), phrase()),
            10000);
        showProblems();
        return;
    }
    if (!host_.mayDiscardGame(confirm::Purpose::DataSet))
        return;
    remember_ = true;
    data_->use(std::move(l));
    newGame_();
}

void DataSetMode::useBuiltInDataSet() {
    if (data_->usingBuiltIn()) {
        // Only a folder that never loaded was watched: stop waiting for it.
        remember_ = true;
        data_->useBuiltIn();
        if (host_.frame->settingsEnabled())
            QSettings().remove(kDataFolderKey);
        refreshNames();
        return;
    }
    if (!host_.mayDiscardGame(confirm::Purpose::DataSet))
        return;
    remember_ = true;
    data_->useBuiltIn();
    newGame_();
}

void DataSetMode::setChanged(DataSets::Change how) {
    host_.game->setDataSet(data_->inUse(), data_->usingBuiltIn() ? QString() : data_->name());
    if (host_.frame->settingsEnabled() && remember_)
        QSettings().setValue(kDataFolderKey, data_->folder());
    emit inUseChanged();
    tableGameReplaced();
    const QString name = data_->name();
    if (how == DataSets::Change::Chosen) {
        host_.frame->statusBar()->showMessage(data_->usingBuiltIn()
                                                  ? tr("The built-in data is in use.")
                                                  : tr("The data set “%1” is in use.").arg(name),
                                              6000);
    } else if (!host_.game->hasGame() || host_.game->fullState().isOver()) {
        host_.frame->statusBar()->showMessage(
            tr("“%1” changed and was loaded again: new games are dealt from it.").arg(name), 10000);
    } else if (host_.game->fullState().actions().empty() && !fromFile_()) {
        // Nobody has played in this game yet, and it is no file's: nothing is lost by dealing
        // it from the new data (with its seed, when it was given one).
        NewGameOptions o = host_.game->options();
        if (host_.game->newGame(o)) {
            host_.markSaved(false);
            host_.refresh();
        }
        host_.frame->statusBar()->showMessage(
            tr("“%1” changed and was loaded again: nothing had been played "
               "yet, so the game was dealt again from it.")
                .arg(name),
            10000);
    } else {
        // A game being played keeps the data it was dealt from: its deal and its saves refer to
        // them. The designer starts a new game (Ctrl+N) to play the change.
        host_.frame->statusBar()->showMessage(
            tr("“%1” changed and was loaded again: new games are dealt "
               "from it; this game goes on with the data it was dealt from.")
                .arg(name),
            15000);
    }
    refreshNames();
}

void DataSetMode::problemsChanged(DataSets::Change how) {
    refreshNames();
    const bool visible = problems_ && problems_->isVisible();
    if (data_->problems().empty()) {
        // Fixed: the open window says so (the set is in use by now, or at once).
        if (visible && problems_->folder() == data_->watched() && !data_->watched().isEmpty())
            problems_->setProblems(data_->watched(), {}, phrase());
        else if (visible)
            problems_->close();
        return;
    }
    if (how != DataSets::Change::Reloaded)
        return; // the caller shows them (Open data set…, --data) or tells (the remembered one)
    const int n = static_cast<int>(data_->problems().size());
    const bool inUse = data_->folder() == data_->watched();
    const QString name = DataSets::nameOf(data_->watched());
    host_.frame->statusBar()->showMessage(
        inUse ? tr("“%1” changed and has %n problem(s): its last version that loaded stays in use.",
                   "", n)
                    .arg(name)
              : tr("“%1” still has %n problem(s): %2 stays in use.", "", n).arg(name, phrase()),
        15000);
    // Listed without taking the keyboard from the designer's editor, where the fix is made.
    if (!problems_) {
        problems_ = new DataProblemsWindow(host_.frame);
        problems_->setAttribute(Qt::WA_ShowWithoutActivating);
    }
    problems_->setProblems(data_->watched(), data_->problems(), phrase(), inUse);
    if (!visible)
        problems_->show();
}

void DataSetMode::showProblems() {
    if (data_->watched().isEmpty())
        return;
    if (!problems_) {
        problems_ = new DataProblemsWindow(host_.frame);
        problems_->setAttribute(Qt::WA_ShowWithoutActivating);
    }
    problems_->setProblems(data_->watched(), data_->problems(), phrase(),
                           data_->folder() == data_->watched());
    problems_->present();
}

void DataSetMode::refreshNames() {
    const QString name = data_->name();
    host_.frame->setWindowTitle(data_->usingBuiltIn() ? tr("Frosted Blooms — built-in data")
                                                      : tr("Frosted Blooms — data: %1").arg(name));
    QString text =
        data_->usingBuiltIn() ? tr("Built-in data") : tr("Data: %1").arg(name.toHtmlEscaped());
    QString tip =
        data_->usingBuiltIn()
            ? tr("The components the game comes with")
            : tr("The data set in use: %1").arg(QDir::toNativeSeparators(data_->folder()));
    if (host_.game->tableOnOtherDataSet()) {
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
    label_->setText(text);
    label_->setToolTip(tip);
    builtIn_->setEnabled(!data_->usingBuiltIn() || !data_->watched().isEmpty());
}

void DataSetMode::tableGameReplaced() {
    refreshNames();
    if (helpSet_ == host_.game->componentsPtr())
        return;
    helpSet_ = host_.game->componentsPtr();
    emit tableSetChanged();
}
