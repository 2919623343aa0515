// The standard actions every game's window has (issue 32, docs/architecture.md "Menus from the
// shell"), made as KDE's KStandardAction and KStandardGameAction (libkdegames) make them: the
// shell gives each its standard text, shortcut(s), icon, tips and menu role; the game's window
// places it in its menus (Frame::addStandardAction), connects it and enables it. A tip that only
// one game can say (Undo's limits, a rule) is the game's: it sets it after placing the action.
//
//   New game…          QKeySequence::New          Restart this game  F5, view-refresh, a tooltip
//   Open…              QKeySequence::Open         Save…              QKeySequence::Save
//   Quit               QKeySequence::Quit         Undo               QKeySequence::Undo, a tip
//   Redo               the platform's Redo keys and always Ctrl+Shift+Z (the keyboard pages')
//   Hint               H, games-hint              Rules              QKeySequence::HelpContents
//   Configure <program>…   QKeySequence::Preferences, configure, PreferencesRole, "configureAction"
//   About <program>
//
// <program> is the program's name as its window shows it (Frame::programName(); by default
// QCoreApplication::applicationName()): the shell names no game.
#pragma once

#include <QString>

class QAction;
class QObject;

enum class Standard { New, Restart, Open, Save, Quit, Undo, Redo, Hint, Configure, Rules, About };

namespace standard {

inline constexpr int kCount = static_cast<int>(Standard::About) + 1;

// A new action `id`, child of `parent`, not connected; `program` names the program in the titles
// that name it (Configure, About).
QAction* create(Standard id, QObject* parent, const QString& program);

} // namespace standard
