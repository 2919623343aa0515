// Settings ▸ Language and Settings ▸ Text size (issue 17) as every game's window has them (issue
// 32, docs/architecture.md "Menus from the shell"): the two submenus, their entries checked as
// remembered (language::setting(), language::textSizeSetting()), and what a choice does. A choice
// is remembered in QSettings at once (unless the window's settings are off) and applies from the
// next start: when it changes what this start shows, restartOffered() carries the words of the
// offer to start again (the Frame offers it). The Configure dialog chooses both at once with
// choose(): one offer for the two. The entries' names are shared with that dialog.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QActionGroup;
class QMenu;

class StartChoices : public QObject {
    Q_OBJECT
  public:
    // `program`: the program's name in the offer's words; `remember`: whether the settings are
    // written now.
    StartChoices(std::function<QString()> program, std::function<bool()> remember, QObject* parent);

    // "&Language" and "&Text size", added to `settings` (objects "languageMenu", "textSizeMenu").
    void addMenus(QMenu* settings);
    QActionGroup* languageActions() const { return languages_; }
    QActionGroup* textSizeActions() const { return textSizes_; }
    // The entries checked: a language's code (empty: the system's) and the text size (percent).
    QString language() const;
    int textSize() const;
    // Checks and remembers each of the two that differs from the menus' (Configure's OK and
    // Apply), with one offer to start again for both.
    void choose(const QString& language, int textSize);
    // What the next start is given to hold the choices: --lang CODE --text-size PERCENT.
    QStringList restartArguments() const;

    // The choices' names, the same in the menus and in a Configure dialog.
    static QString systemLanguageName();      // "The system's language (English)"
    static QString textSizeName(int percent); // "Large (125%)"
    static QString textSizeTip();

  signals:
    void restartOffered(const QString& what);
    void chosen(); // an entry of the menus was chosen

  private:
    // Remembers the choice; the words of what changes at the next start, or empty when nothing.
    QString chooseLanguage(const QString& code);
    QString chooseTextSize(int percent);
    void offer(QStringList what);

    std::function<QString()> program_;
    std::function<bool()> remember_;
    QActionGroup* languages_ = nullptr;
    QActionGroup* textSizes_ = nullptr;
    int textSizeAtStart_ = 100; // the text size of this start
};
