// What the window's modes (PuzzleMode, ChallengeMode, TutorialMode, DataSetMode, DesignerTools)
// may ask of the window, MainWindow, which fills it: the Frame (its status bar, errors, file
// chooser, the settings' and message boxes' switches), the game on the table, and the few steps
// of the window's own that a mode takes part in. A mode knows nothing else of the window.
#pragma once

#include "ConfirmDiscard.h"
#include "Frame.h"

#include <functional>

class GameController;

struct ModeHost {
    Frame* frame = nullptr; // the modes' windows and dialogs are its children
    GameController* game = nullptr;
    // Before the game on the table is given up: asks to save it; false: keep it.
    std::function<bool(confirm::Purpose)> mayDiscardGame;
    std::function<void(bool saved)> markSaved; // the game as it is now was saved (or: is new)
    std::function<void()> refresh;             // the table and the menus follow the game
    std::function<void()> updateActions;       // the menus' states only
    std::function<void()> showTable;           // the table's page, not the score pad's
    std::function<void(const QString&)> addRecentFile; // first in Game ▸ Open recent
    std::function<bool(const QString&)> openGameFile;  // as Game ▸ Open… once chosen
    std::function<void()> newGameDialog;               // Game ▸ New game…
    std::function<Frame::FileChooser()> fileChooser;   // the tests' seam, or none
};
