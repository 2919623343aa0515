// The designer's windows opened from the game window (docs/designer.md), each one window opened
// on demand and kept. Game ▸ Sandbox: a garden to build freely; it follows the set in use
// (rebuildSandbox(): rebuilt, its garden laid again by tile ids). Game ▸ Set up a position…
// (PositionWindow): opened with the position of the game on the table (as its turn starts); Play
// from here asks, as a new game does, before the table's game is given up. Tools ▸ Balance…
// (BalanceWindow, "Balance lab"): opened with the set in use as its data set A, kept with its
// last report; closing the game window cancels a run going on there (closing()). One of the
// window's modes (ModeHost).
#pragma once

#include "BalanceWindow.h"
#include "ModeHost.h"
#include "PositionWindow.h"
#include "SandboxWindow.h"

#include <QObject>
#include <QPointer>

#include <functional>

class DataSets;
class QAction;
class QMenu;

class DesignerTools : public QObject {
    Q_OBJECT
  public:
    // `dataSets()`: the sets (built-in, in use) the windows start from.
    DesignerTools(ModeHost host, std::function<DataSets*()> dataSets, QObject* parent);
    void addGameEntries(QMenu* game);   // Sandbox…, Set up a position…
    void addToolsEntries(QMenu* tools); // Balance…

    SandboxWindow* sandboxWindow() const { return sandbox_; }
    QAction* sandboxAction() const { return sandboxAct_; }
    PositionWindow* positionWindow() const { return position_; }
    QAction* positionAction() const { return positionAct_; }
    BalanceWindow* balanceWindow() const { return balance_; }
    QAction* balanceAction() const { return balanceAct_; }
    void openSandbox();
    void openPositionEditor();
    void openBalance();
    // The set in use changed (`phrase` names it: "the data set “x”"): an open sandbox is made
    // again with it, its garden laid again; a hidden one is made when next opened.
    void rebuildSandbox(const QString& phrase);
    void closing(); // the game window closes

  private:
    ModeHost host_;
    std::function<DataSets*()> dataSets_;
    QPointer<SandboxWindow> sandbox_;
    QAction* sandboxAct_ = nullptr;
    QPointer<PositionWindow> position_;
    QAction* positionAct_ = nullptr;
    QPointer<BalanceWindow> balance_;
    QAction* balanceAct_ = nullptr;
};
