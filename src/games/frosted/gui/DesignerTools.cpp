// The designer's windows from the game window (DesignerTools.h, docs/designer.md): the sandbox,
// the position editor and the balance lab, each opened on demand and kept.
#include "DesignerTools.h"

#include "BalanceWindow.h"
#include "DataSets.h"
#include "GameController.h"
#include "PositionWindow.h"
#include "SandboxModel.h"
#include "SandboxWindow.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

using namespace frosted;

DesignerTools::DesignerTools(ModeHost host, std::function<DataSets*()> dataSets, QObject* parent)
    : QObject(parent), host_(std::move(host)), dataSets_(std::move(dataSets)) {}

void DesignerTools::addGameEntries(QMenu* game) {
    sandboxAct_ = game->addAction(tr("Sand&box…"), this, &DesignerTools::openSandbox);
    sandboxAct_->setShortcut(QKeySequence(tr("Ctrl+Shift+B")));
    sandboxAct_->setToolTip(tr("A garden to build freely from any tile, with what the rules see"));
    positionAct_ =
        game->addAction(tr("Set up a &position…"), this, &DesignerTools::openPositionEditor);
    positionAct_->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    positionAct_->setToolTip(
        tr("Any game position, checked by the rules, to play on from or to save"));
}

void DesignerTools::addToolsEntries(QMenu* tools) {
    balanceAct_ = tools->addAction(tr("&Balance…"), this, &DesignerTools::openBalance);
    balanceAct_->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    balanceAct_->setToolTip(tr("Many games by computer players on every core, as charts: win "
                               "rates, scores, objectives, tiles, cards; A / B of two data sets"));
}

void DesignerTools::openSandbox() {
    if (!sandbox_)
        sandbox_ =
            new SandboxWindow(host_.game->dataSet(), host_.game, host_.frame); // the set in use
    sandbox_->setWindowFlag(Qt::Window);
    sandbox_->show();
    sandbox_->raise();
    sandbox_->activateWindow();
}

void DesignerTools::openBalance() {
    if (!balance_) {
        // Data set A: the set in use (the one new games are dealt from).
        balance_ = new BalanceWindow(
            dataSets_()->builtIn(), host_.game->dataSet(),
            dataSets_()->usingBuiltIn() ? QString() : dataSets_()->folder(), host_.frame);
        balance_->setWindowFlag(Qt::Window);
        balance_->setMessageBoxesEnabled(host_.frame->messageBoxesEnabled());
    }
    balance_->show();
    balance_->raise();
    balance_->activateWindow();
}

void DesignerTools::openPositionEditor() {
    if (!position_ || position_->components() != host_.game->dataSet()) {
        delete position_; // made for another data set
        position_ = new PositionWindow(host_.game->dataSet(), host_.game, host_.frame);
        position_->setWindowFlag(Qt::Window);
        // R-PRIV-1: a position shows every hand and deck; at a shared screen, ask first.
        position_->setRevealAsker([this] {
            if (!host_.frame->messageBoxesEnabled())
                return true;
            QMessageBox box(QMessageBox::Question, tr("Show the game's secrets?"),
                            tr("A position taken from the game on the table shows every "
                               "player's hand and deck and the order of the bag."),
                            QMessageBox::NoButton, position_);
            QPushButton* show = box.addButton(tr("Show them"), QMessageBox::AcceptRole);
            box.addButton(tr("Start from a fresh deal"), QMessageBox::RejectRole);
            box.setDefaultButton(show);
            box.exec();
            return box.clickedButton() == show;
        });
        position_->setFileChooser([this](const QString& purpose, const QString& suggested) {
            return host_.frame->choose(purpose, suggested);
        });
        connect(position_, &PositionWindow::playRequested, this, [this](const GameState& g) {
            // Play from here: the table's game is given up as for a new game (asked first).
            if (!host_.mayDiscardGame(confirm::Purpose::NewGame))
                return;
            host_.game->playFrom(g);
            host_.markSaved(false);
            host_.frame->raise();
            host_.frame->activateWindow();
        });
        if (!position_->takeFromGame() && host_.game->hasGame())
            position_->newDeal(host_.game->fullState().seatCount(), host_.game->fullState().solo());
    } else if (!position_->isVisible() && position_->fromTable() && host_.game->hasGame() &&
               !host_.game->fullState().isOver()) {
        // Opened again: whoever sits at the screen now is asked again before the secrets of
        // the game on the table show; declined, a fresh deal of the same seats.
        if (!position_->mayReveal())
            position_->newDeal(host_.game->fullState().seatCount(), host_.game->fullState().solo());
    }
    position_->show();
    position_->raise();
    position_->activateWindow();
}

void DesignerTools::rebuildSandbox(const QString& phrase) {
    if (!sandbox_ || sandbox_->model()->sandbox().componentsPtr() == host_.game->dataSet())
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
    sandbox_ = new SandboxWindow(host_.game->dataSet(), host_.game, host_.frame);
    sandbox_->setWindowFlag(Qt::Window);
    sandbox_->setAttribute(Qt::WA_ShowWithoutActivating);
    sandbox_->setGeometry(geometry);
    sandbox_->show();
    int count = 0;
    sandbox_->model()->reset(SandboxModel::relaid(host_.game->dataSet(), *from, laid, &count));
    sandbox_->statusBar()->showMessage(
        count == static_cast<int>(laid.size())
            ? tr("The data changed: the sandbox uses %1, its garden laid again.").arg(phrase)
            : tr("The data changed: the sandbox uses %1; %2 of the garden's %3 tiles could be "
                 "laid again.")
                  .arg(phrase)
                  .arg(count)
                  .arg(laid.size()),
        10000);
}

void DesignerTools::closing() {
    if (balance_)
        balance_->close(); // a run going on there is cancelled and its thread joined
}
