// The Turn menu's actions (MainWindow, MainWindowMenus.cpp), each enabled only when it does
// something now (MainWindow::updateActions).
#pragma once

class QAction;

struct TurnActions {
    QAction* rotate = nullptr;
    QAction* turnOver = nullptr;
    QAction* proceed = nullptr; // Place / Done / Continue (Enter)
    QAction* enter = nullptr;   // the keypad's Enter, as proceed
    QAction* putBack = nullptr;
    QAction* pass = nullptr;
    QAction* claim = nullptr;
    QAction* done = nullptr;
    QAction* nextStep = nullptr;
    QAction* hint = nullptr;
    QAction* playAgain = nullptr;
};
