// The program's window as every game has it (issue 32, docs/architecture.md "The shell"): the
// frame around a game's table, with what no game has to write again.
//
// - Files are asked for through choose(): the seam set by setFileChooser() (tests), else the
//   game's own dialog (fileDialog(), which knows its file types).
// - Errors: showError() records lastError(), says it in the status bar and opens a non-blocking
//   message box (none when message boxes are off), every message bounded (savefiles::bounded:
//   one line, long paths and ids elided).
// - Open recent (KDE's Open Recent): the last kRecentMax files opened or saved, newest first
//   (QSettings "recent/games"); one that is gone is taken off the list with a message; Clear the
//   list. Nothing is remembered with settings off (tests, screenshots).
// - "Do you want to save the current game?" before a game is thrown away (askToSave(): the seam
//   set by setSaveAsker(), else confirm::askToSave, else — message boxes off — discard).
// - A second start handing over a file (SingleInstance): the window comes forward and the game
//   opens the file (openFileFromOutside()).
// - Settings that apply at the next start: offerRestart() proposes starting again, restart()
//   starts the program again with restartArguments() and closes this one.
// - Closing asks the game first (mayClose()), then keeps the window's geometry.
// - The standard actions (StandardActions.h: New game…, Open…, Undo, Configure… …) are made by
//   the shell with their standard words and keys; the game places them in its menus
//   (addStandardAction) and connects them. Settings ▸ Language and Text size are the shell's
//   (StartChoices), their offer to start again the Frame's.
// The shell names no game: titles are the application's name (QCoreApplication).
#pragma once

#include "ConfirmDiscard.h"
#include "StandardActions.h"

#include <QAction>
#include <QMainWindow>

#include <array>
#include <functional>

class QActionGroup;
class QMenu;
class StartChoices;

class Frame : public QMainWindow {
    Q_OBJECT
  public:
    explicit Frame(QWidget* parent = nullptr);

    // The file dialogs: (purpose, suggested path) -> the chosen path, or an empty string when
    // cancelled. The purposes are the game's ("open", "save", "data" …).
    using FileChooser = std::function<QString(const QString& purpose, const QString& suggested)>;
    void setFileChooser(FileChooser f) { chooseFile_ = std::move(f); }
    QString choose(const QString& purpose, const QString& suggested);
    // A file for `purpose` chosen in the folder of the last one chosen (else the Documents
    // folder), with `name` proposed there when given; a chosen name not ending in ".json" gets
    // `suffix` (saving). The folder is kept for the next dialog. Empty when cancelled.
    QString chooseInFolder(const QString& purpose, const QString& name = {},
                           const QString& suffix = {});

    QString lastError() const { return lastError_; }
    void setMessageBoxesEnabled(bool on) { messageBoxes_ = on; }
    bool messageBoxesEnabled() const { return messageBoxes_; }
    bool settingsEnabled() const { return useSettings_; }

    static constexpr const char* kRecentKey = "recent/games";
    static constexpr int kRecentMax = 10;
    QMenu* recentMenu() const { return recentMenu_; }
    QStringList recentFiles() const;

    using SaveAsker = std::function<confirm::Answer(confirm::Purpose)>;
    void setSaveAsker(SaveAsker f) { askToSave_ = std::move(f); }

    // A second start handed its file (empty: none) to this window.
    void openFromOutside(const QString& path);

    // The last offer to start again (its words), and what the program is started again with.
    const QString& restartOffer() const { return restartOffer_; }
    virtual QStringList restartArguments() const = 0;

    // The standard action `id` as placed in the menus (nullptr before).
    QAction* standardAction(Standard id) const { return standard_[static_cast<int>(id)]; }
    // Settings ▸ Language and Settings ▸ Text size (StartChoices::addMenus).
    StartChoices* startChoices() const { return startChoices_; }
    QActionGroup* languageActions() const;
    QActionGroup* textSizeActions() const;

  public slots:
    void showError(const QString& message);

  protected:
    // The game's own file dialog for `purpose`.
    virtual QString fileDialog(const QString& purpose, const QString& suggested) = 0;
    // Opens a file chosen in Open recent or handed over by a second start, asking first about
    // the game on the table.
    virtual void openFileFromOutside(const QString& path) = 0;
    // Whether the window may close now (an unsaved game: asked), and what closes with it.
    virtual bool mayClose() = 0;
    virtual void closing() {}
    // Said under an error ("The game in progress is unchanged."), or nothing.
    virtual QString errorDetails() const { return {}; }

    // Open recent as a submenu of `parent` ("Open re&cent"), and a file to put first in it.
    QMenu* addRecentMenu(QMenu* parent);
    void addRecentFile(const QString& path);
    void fillRecentMenu();
    // The program's name as the window shows it, in the standard actions' titles (Configure …,
    // About …) and the offers to start again; QCoreApplication::applicationName() by default.
    virtual QString programName() const;
    // The standard action `id`, made (a child of `menu`), added to `menu` and kept
    // (standardAction()); then connected to `slot` of `receiver`.
    QAction* addStandardAction(QMenu* menu, Standard id);
    template <class Receiver, class Slot>
    QAction* addStandardAction(QMenu* menu, Standard id, const Receiver* receiver, Slot slot) {
        QAction* a = addStandardAction(menu, id);
        connect(a, &QAction::triggered, receiver, std::move(slot));
        return a;
    }
    // The question before a game is thrown away; `summary` names the game.
    confirm::Answer askToSave(confirm::Purpose purpose, const QString& summary);
    // Asks whether to start again now; restart() does it, after mayRestart().
    void offerRestart(const QString& what);
    void restart();
    virtual bool mayRestart() { return true; }
    void closeEvent(QCloseEvent* e) override;

    bool useSettings_ = true;
    bool messageBoxes_ = true;
    QString lastError_;
    QString lastFolder_; // where the last file was chosen
    FileChooser chooseFile_;

  private:
    std::array<QAction*, standard::kCount> standard_{};
    StartChoices* startChoices_;
    QMenu* recentMenu_ = nullptr;
    SaveAsker askToSave_;
    QString restartOffer_;
    bool restarting_ = false;
};
