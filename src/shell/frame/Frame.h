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
// - The very first start: the family chooses the game (chooseGameFirst(), FirstGameChoice.h)
//   before the game offers to teach itself.
// - The standard actions (StandardActions.h: New game…, Open…, Undo, Configure… …) are made by
//   the shell with their standard words and keys; the game places them in its menus
//   (addStandardAction) and connects them. Settings ▸ Language and Text size are the shell's
//   (StartChoices), their offer to start again the Frame's.
// The shell names no game: titles are the application's name (QCoreApplication).
#pragma once

#include "ConfirmDiscard.h"
#include "StandardActions.h"

#include <QAction>
#include <QByteArray>
#include <QMainWindow>

#include <array>
#include <functional>
#include <optional>

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

    // Before New, Open, another game and Quit throw away the game on the table: whether it
    // changed since it was last saved or opened (markSaved) — a game worth asking about (see
    // gameMark()) — so that "Do you want to save the current game?" is asked (mayDiscardGame).
    bool hasUnsavedGame() const;

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

    // The very first start (TableGame::Start::chooseGame): the family chooses the game before
    // this window's game makes its first offers; `current` is that game's id.
    void setChooseGameFirst(const QString& current) { chooseGameFirst_ = current; }

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
    // ---- The unsaved game, one piece for every game (hasUnsavedGame above)
    // Where the game on the table is, as a mark that changes with every action (its actions so
    // far, as the game writes them); nullopt when there is no game on the table.
    virtual std::optional<QByteArray> gameMark() const = 0;
    // Whether the game on the table is worth asking about: it has actions, is not over (and is
    // not a puzzle: Try again gives it back).
    virtual bool gameAtStake() const = 0;
    // The words naming the game on the table in the question ("The game of Ann and Bo …").
    virtual QString gameSummary() const = 0;
    // Saves the game on the table (the player chooses where): false when cancelled or failed.
    virtual bool saveGame() = 0;
    // The game as it is now was saved or opened (true), or is new (false: never saved).
    void markSaved(bool saved) { savedMark_ = saved ? gameMark() : std::nullopt; }
    bool markedSaved() const { return savedMark_.has_value(); } // saved or opened (a game)
    // Asks about an unsaved game (askToSave): true to go on (saved or discarded), false when the
    // player keeps it (Cancel, or a save cancelled or failed).
    bool mayDiscardGame(confirm::Purpose purpose);
    // The game was let go (another game chosen in the new-game dialog): closing does not ask
    // about it again while it is unchanged (mayQuitGame()).
    void letGo() { letGo_ = gameMark(); }
    // Quit's question (mayDiscardGame), unless the game was let go and is unchanged.
    bool mayQuitGame();
    // At start, before the game's own first offers (Learn to play, a new game): once, when
    // setChooseGameFirst() was given and more than one game is offered, the choice of the game
    // (FirstGameChoice). True when another game was chosen: its window follows (the switch is
    // asked for) and this one offers nothing more.
    bool chooseGameFirst();
    // An autosave that could not be opened, set aside at start (savefiles::
    // setAsideDamagedAutosaves), named once: its words in the status bar, and — message boxes on —
    // a box (object "autosaveProblemBox") with `details` under `title`.
    struct AutosaveNotice {
        QString title, status, details;
        bool warning = true; // else information (not damaged: of another kind)
    };
    // The notice of damaged autosaves: `messages` (one per file), the first kept as `kept`
    // (empty: none could be renamed).
    static AutosaveNotice damagedAutosaveNotice(const QStringList& messages, const QString& kept);
    void showAutosaveProblem(const AutosaveNotice& notice);
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
    QString chooseGameFirst_;
    std::optional<QByteArray> savedMark_; // gameMark() when last saved or opened
    std::optional<QByteArray> letGo_;     // gameMark() when let go for another game
    bool restarting_ = false;
};
