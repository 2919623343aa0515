// Settings ▸ Configure <game>… as every game's window has it (issue 18 for Frosted Blooms, issue
// 34 for Petals): the frame of KDE's KConfigDialog — a list of pages on the left, the page on the
// right, a line under them saying why the settings cannot be kept, and OK, Apply, Cancel and
// Restore Defaults. A game's dialog derives from it, builds its pages with page() and addPage(),
// and answers four questions: what is wrong (problem()), whether anything differs from what the
// window uses (pending()), how to hand the values to the window (commit()), and what a first start
// had on a page (restoreDefaults(page)).
//
// OK applies and closes, Apply applies and stays (enabled only when something is pending), Cancel
// and Esc change nothing; a problem keeps OK and Apply disabled with the reason shown. Restore
// Defaults puts back the first-start values of the page shown only, not applied before OK / Apply.
// The language and the text size rows are the shell's (StartChoices), the same names as the menus.
#pragma once

#include <QDialog>
#include <QVariant>

#include <vector>

class QComboBox;
class QFormLayout;
class QGridLayout;
class QIcon;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QStackedWidget;

class ConfigureDialog : public QDialog {
    Q_OBJECT
  public:
    QPushButton* okButton() const { return ok_; }
    QPushButton* applyButton() const { return apply_; }
    QPushButton* cancelButton() const { return cancel_; }
    QPushButton* defaultsButton() const { return defaults_; }
    QListWidget* pageList() const { return list_; }
    int pageIndex() const;
    void setPageIndex(int page);

    // Why OK and Apply are disabled (shown under the pages), or empty.
    virtual QString problem() const { return {}; }

  protected:
    // `title`: the window's title ("Configure — Petals").
    ConfigureDialog(const QString& title, QWidget* parent);

    // A page: its title large, a line, and `intro` as a note when not empty; a QVBoxLayout the
    // page adds its rows to.
    QWidget* page(const QString& title, const QString& intro);
    void addPage(QWidget* w, const QIcon& icon, const QString& name);
    // Once every page is added: the list as wide as its longest title, the first page shown, a
    // size that fits a 1024×700 screen.
    void finishPages();
    // A grey note of several lines.
    static QLabel* note(const QString& text, QWidget* parent);
    // Selects the item of `box` holding `v`, if any.
    static void choose(QComboBox* box, const QVariant& v);
    // The rows "Language" and "Text size" (objects "languageChoice", "textSizeChoice") added to
    // `form`, each calling changed() when chosen; and the note on when they apply.
    struct LanguageRows {
        QComboBox* language;
        QComboBox* textSize;
    };
    LanguageRows addLanguageRows(QFormLayout* form, QWidget* page);
    // A Players page's start: its title and intro, and a grid with a row per seat — "Player
    // &N:" and a name (object "playerNameN", at most `maxName` characters, changed() on each
    // edit) — the game adds columns to (its colours) and the page a note under it.
    struct PlayerRows {
        QWidget* page;
        QGridLayout* grid;
        std::vector<QLineEdit*> names;
    };
    PlayerRows playerRows(int seats, int maxName);
    // An Appearance page's start: its title, the two rows and the note on when they apply; the
    // game adds its own rows to the page's QVBoxLayout.
    QWidget* appearancePage(const QString& title, LanguageRows& rows);
    // follow(): a widget still showing the old value takes the new one; an edit not applied stays.
    template <class T>
    static void takeIfUnedited(T& shown, const T& old, const T& fresh) {
        if (shown == old)
            shown = fresh;
    }

    // The buttons and the problem line follow the widgets (call it from every widget's change).
    void changed();
    // True while the widgets are being filled (display): changed() waits.
    bool showing() const { return showing_; }
    void setShowing(bool on) { showing_ = on; }

    // Whether the widgets differ from what the window uses (Apply is enabled only then).
    virtual bool pending() const = 0;
    // Hands the widgets' values to the window (valid: problem() is empty).
    virtual void commit() = 0;
    // The first-start values of `page` into its widgets.
    virtual void restoreDefaults(int page) = 0;
    // Anything else that follows the widgets (enabled states), before the buttons.
    virtual void updateWidgets() {}

  private:
    bool apply(); // false when refused (a problem)

    bool showing_ = false;
    QListWidget* list_;
    QStackedWidget* stack_;
    QLabel* problem_;
    QPushButton* ok_;
    QPushButton* apply_;
    QPushButton* cancel_;
    QPushButton* defaults_;
};
