// The shell's menus (issue 32, docs/architecture.md "Menus from the shell"): the standard actions
// every game's window places (StandardActions.h) — their words, keys and roles — and Settings ▸
// Language and Text size (StartChoices) in a Frame of no game: a choice is remembered, the offer
// to start again is made once, and a choice that changes nothing at the next start offers nothing.
#include "Frame.h"
#include "Language.h"
#include "StandardActions.h"
#include "StartChoices.h"

#include <QActionGroup>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// A window of no game: the standard actions placed in two menus, and the start choices.
class BareFrame : public Frame {
  public:
    int opened = 0;
    BareFrame() {
        setMessageBoxesEnabled(false);
        QMenu* game = menuBar()->addMenu(QStringLiteral("Game"));
        addStandardAction(game, Standard::Open, this, [this] { ++opened; });
        addStandardAction(game, Standard::Save);
        QMenu* settings = menuBar()->addMenu(QStringLiteral("Settings"));
        startChoices()->addMenus(settings);
        addStandardAction(settings, Standard::Configure);
    }
    void settingsOff() { useSettings_ = false; }
    QStringList restartArguments() const override { return startChoices()->restartArguments(); }

    // A made-up game on the table: its actions (none: no game), over or not; saving as told.
    std::optional<int> actions;
    bool over = false, saveWorks = true;
    int saves = 0;
    std::optional<QByteArray> gameMark() const override {
        return actions ? std::optional<QByteArray>(QByteArray::number(*actions)) : std::nullopt;
    }
    bool gameAtStake() const override { return actions && *actions > 0 && !over; }
    QString gameSummary() const override { return QStringLiteral("The made-up game"); }
    bool saveGame() override {
        ++saves;
        if (saveWorks)
            markSaved(true);
        return saveWorks;
    }
    using Frame::letGo;
    using Frame::markedSaved;
    using Frame::markSaved;
    using Frame::mayDiscardGame;
    using Frame::mayQuitGame;

  protected:
    QString programName() const override { return QStringLiteral("Bare Game"); }
    QString fileDialog(const QString&, const QString&) override { return {}; }
    void openFileFromOutside(const QString&) override {}
    bool mayClose() override { return true; }
};

QAction* entry(QActionGroup* group, const QVariant& data) {
    for (QAction* a : group->actions())
        if (a->data() == data)
            return a;
    return nullptr;
}

} // namespace

class MenusTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void standardActionsHaveTheirWordsKeysAndRoles();
    void frameKeepsTheActionsItPlaced();
    void languageChoiceIsRememberedAndOffersOneRestart();
    void textSizeChoiceIsRememberedAndOffersOneRestart();
    void bothChosenAtOnceMakeOneOffer();
    void anUnsavedGameIsAskedAboutByTheFrame();

  private:
    QTemporaryDir settings_; // the settings the tests write, nobody's own
};

void MenusTest::initTestCase() {
    QVERIFY(settings_.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings_.path());
    QCoreApplication::setOrganizationName(QStringLiteral("ShellMenusTest"));
    QCoreApplication::setApplicationName(QStringLiteral("Shell Menus"));
    // An icon theme of the standard icons (offscreen has none): a 1×1 image each.
    QDir icons(settings_.path());
    QVERIFY(icons.mkpath(QStringLiteral("icons/menus/16")));
    QFile index(icons.filePath(QStringLiteral("icons/menus/index.theme")));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("[Icon Theme]\nName=menus\nDirectories=16\n[16]\nSize=16\n");
    index.close();
    QImage dot(1, 1, QImage::Format_ARGB32);
    dot.fill(Qt::black);
    for (const char* name : {"view-refresh", "games-hint", "configure"})
        QVERIFY(dot.save(icons.filePath(QStringLiteral("icons/menus/16/%1.png").arg(name))));
    QIcon::setThemeSearchPaths({icons.filePath(QStringLiteral("icons"))});
    QIcon::setThemeName(QStringLiteral("menus"));
}

void MenusTest::standardActionsHaveTheirWordsKeysAndRoles() {
    QObject parent;
    auto make = [&](Standard id) {
        return standard::create(id, &parent, QStringLiteral("Petals"));
    };
    auto first = [](QKeySequence::StandardKey k) { return QKeySequence(k); };
    struct Expected {
        Standard id;
        const char* text;
        QKeySequence key;
    };
    const Expected all[] = {
        {Standard::New, "&New game…", first(QKeySequence::New)},
        {Standard::Restart, "Res&tart this game", QKeySequence(Qt::Key_F5)},
        {Standard::Open, "&Open…", first(QKeySequence::Open)},
        {Standard::Save, "&Save…", first(QKeySequence::Save)},
        {Standard::Quit, "&Quit", first(QKeySequence::Quit)},
        {Standard::Undo, "&Undo", first(QKeySequence::Undo)},
        {Standard::Hint, "&Hint", QKeySequence(Qt::Key_H)},
        {Standard::Configure, "Con&figure Petals…", first(QKeySequence::Preferences)},
        {Standard::Rules, "&Rules", first(QKeySequence::HelpContents)},
        {Standard::About, "&About Petals", QKeySequence()},
    };
    for (const Expected& e : all) {
        QAction* a = make(e.id);
        QCOMPARE(a->parent(), &parent);
        QCOMPARE(a->text(), QString::fromUtf8(e.text));
        QCOMPARE(a->shortcut(), e.key);
        QCOMPARE(a->menuRole(), e.id == Standard::Configure ? QAction::PreferencesRole
                                                            : QAction::TextHeuristicRole);
    }
    // Redo: the platform's keys, and always Ctrl+Shift+Z, first unless the platform has it.
    const QList<QKeySequence> redo = make(Standard::Redo)->shortcuts();
    QVERIFY(redo.contains(QKeySequence(QStringLiteral("Ctrl+Shift+Z"))));
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Redo))
        QVERIFY(redo.contains(k));
    QCOMPARE(make(Standard::Redo)->text(), QStringLiteral("&Redo"));
    // Icons, tips and names of the standard entries that have them.
    QCOMPARE(make(Standard::Restart)->icon().name(), QStringLiteral("view-refresh"));
    QCOMPARE(make(Standard::Restart)->toolTip(),
             QStringLiteral("Start this game again from its deal, with the same players"));
    QCOMPARE(make(Standard::Hint)->icon().name(), QStringLiteral("games-hint"));
    QCOMPARE(make(Standard::Undo)->statusTip(), QStringLiteral("Take back a step of your turn"));
    QAction* configure = make(Standard::Configure);
    QCOMPARE(configure->objectName(), QStringLiteral("configureAction"));
    QCOMPARE(configure->icon().name(), QStringLiteral("configure"));
    QCOMPARE(configure->shortcuts(), QKeySequence::keyBindings(QKeySequence::Preferences));
}

void MenusTest::frameKeepsTheActionsItPlaced() {
    BareFrame w;
    QAction* open = w.standardAction(Standard::Open);
    QVERIFY(open);
    QVERIFY(!w.standardAction(Standard::Undo)); // not placed
    QMenu* game = w.menuBar()->actions().at(0)->menu();
    QCOMPARE(game->actions(), (QList<QAction*>{open, w.standardAction(Standard::Save)}));
    QCOMPARE(open->parent(), game);
    open->trigger();
    QCOMPARE(w.opened, 1);
    // The program's name is the window's, not the application's.
    QCOMPARE(w.standardAction(Standard::Configure)->text(),
             QStringLiteral("Con&figure Bare Game…"));
    // Settings: Language, Text size, then what the game adds.
    QMenu* settings = w.menuBar()->actions().at(1)->menu();
    QCOMPARE(settings->actions().size(), 3);
    QCOMPARE(settings->actions().at(0)->menu()->objectName(), QStringLiteral("languageMenu"));
    QCOMPARE(settings->actions().at(1)->menu()->objectName(), QStringLiteral("textSizeMenu"));
    QCOMPARE(settings->actions().at(2), w.standardAction(Standard::Configure));
}

void MenusTest::languageChoiceIsRememberedAndOffersOneRestart() {
    language::setSetting({});
    BareFrame w;
    QActionGroup* langs = w.languageActions();
    QVERIFY(langs);
    // The system's language first, then every language the game speaks.
    QCOMPARE(langs->actions().size(), language::available().size() + 1);
    QCOMPARE(langs->actions().at(0)->text(), StartChoices::systemLanguageName());
    QCOMPARE(langs->checkedAction(), langs->actions().at(0));
    QSignalSpy offers(w.startChoices(), &StartChoices::restartOffered);
    QSignalSpy chosen(w.startChoices(), &StartChoices::chosen);
    entry(langs, QStringLiteral("fr"))->trigger();
    QCOMPARE(language::setting(), QStringLiteral("fr")); // remembered
    QCOMPARE(offers.size(), 1);
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(w.restartOffer(), QStringLiteral("Bare Game speaks Français from its next start."));
    QCOMPARE(w.startChoices()->language(), QStringLiteral("fr"));
    QCOMPARE(w.restartArguments().mid(0, 2),
             (QStringList{QStringLiteral("--lang"), QStringLiteral("fr")}));
    // The language of this start again: remembered, nothing to start again for.
    entry(langs, QStringLiteral("en"))->trigger();
    QCOMPARE(language::setting(), QStringLiteral("en"));
    QCOMPARE(offers.size(), 1);
    QCOMPARE(chosen.size(), 2);
    // With the settings off, nothing is written, and the offer is still made.
    BareFrame off;
    off.settingsOff();
    QSignalSpy offOffers(off.startChoices(), &StartChoices::restartOffered);
    entry(off.languageActions(), QStringLiteral("ja"))->trigger();
    QCOMPARE(language::setting(), QStringLiteral("en"));
    QCOMPARE(offOffers.size(), 1);
    language::setSetting({});
}

void MenusTest::textSizeChoiceIsRememberedAndOffersOneRestart() {
    language::setTextSizeSetting(100);
    BareFrame w;
    QActionGroup* sizes = w.textSizeActions();
    QCOMPARE(sizes->actions().size(), language::textSizes().size());
    QCOMPARE(sizes->checkedAction()->data().toInt(), 100);
    QCOMPARE(sizes->checkedAction()->text(), QStringLiteral("Normal (100%)"));
    QCOMPARE(StartChoices::textSizeName(125), QStringLiteral("Large (125%)"));
    QSignalSpy offers(w.startChoices(), &StartChoices::restartOffered);
    entry(sizes, 150)->trigger();
    QCOMPARE(language::textSizeSetting(), 150);
    QCOMPARE(offers.size(), 1);
    QCOMPARE(w.restartOffer(), QStringLiteral("The table is shown at 150% from the next start."));
    QCOMPARE(w.startChoices()->textSize(), 150);
    QCOMPARE(w.restartArguments().mid(2),
             (QStringList{QStringLiteral("--text-size"), QStringLiteral("150")}));
    // Back to the size of this start: remembered, no offer.
    entry(sizes, 100)->trigger();
    QCOMPARE(language::textSizeSetting(), 100);
    QCOMPARE(offers.size(), 1);
}

void MenusTest::bothChosenAtOnceMakeOneOffer() {
    language::setSetting({});
    language::setTextSizeSetting(100);
    BareFrame w;
    QSignalSpy offers(w.startChoices(), &StartChoices::restartOffered);
    QSignalSpy chosen(w.startChoices(), &StartChoices::chosen);
    w.startChoices()->choose(QStringLiteral("ja"), 125);
    QCOMPARE(offers.size(), 1);
    QVERIFY2(w.restartOffer().contains(QStringLiteral("日本語")), qPrintable(w.restartOffer()));
    QVERIFY2(w.restartOffer().contains(QStringLiteral("125%")), qPrintable(w.restartOffer()));
    QCOMPARE(chosen.size(), 0); // not a menu's choice
    QCOMPARE(entry(w.languageActions(), QStringLiteral("ja"))->isChecked(), true);
    QCOMPARE(entry(w.textSizeActions(), 125)->isChecked(), true);
    QCOMPARE(language::setting(), QStringLiteral("ja"));
    QCOMPARE(language::textSizeSetting(), 125);
    // The same choice again changes nothing and offers nothing.
    w.startChoices()->choose(QStringLiteral("ja"), 125);
    QCOMPARE(offers.size(), 1);
    language::setSetting({});
    language::setTextSizeSetting(100);
}

// The unsaved game (issue 34, review: one piece for every game): asked about only when it has
// actions, is not over and changed since it was saved or opened; Save saves, Cancel keeps it;
// let go for another game, closing does not ask again while it is unchanged.
void MenusTest::anUnsavedGameIsAskedAboutByTheFrame() {
    BareFrame f;
    QList<confirm::Purpose> asked;
    confirm::Answer answer = confirm::Answer::Cancel;
    f.setSaveAsker([&](confirm::Purpose p) {
        asked << p;
        return answer;
    });
    QVERIFY(!f.hasUnsavedGame()); // no game
    QVERIFY(!f.markedSaved());
    QVERIFY(f.mayDiscardGame(confirm::Purpose::NewGame));
    f.actions = 0; // a new game: nothing to lose yet
    f.markSaved(false);
    QVERIFY(!f.hasUnsavedGame());
    f.actions = 3;
    QVERIFY(f.hasUnsavedGame());
    QVERIFY(!f.mayDiscardGame(confirm::Purpose::Open)); // Cancel: kept
    QCOMPARE(asked, QList<confirm::Purpose>{confirm::Purpose::Open});
    answer = confirm::Answer::Save;
    f.saveWorks = false;
    QVERIFY(!f.mayDiscardGame(confirm::Purpose::NewGame)); // the save failed: kept
    QCOMPARE(f.saves, 1);
    f.saveWorks = true;
    QVERIFY(f.mayDiscardGame(confirm::Purpose::NewGame)); // saved, then goes on
    QCOMPARE(f.saves, 2);
    QVERIFY(f.markedSaved());
    QVERIFY(!f.hasUnsavedGame());
    asked.clear();
    QVERIFY(f.mayDiscardGame(confirm::Purpose::Quit)); // saved as it is: not asked
    QVERIFY(asked.isEmpty());
    f.actions = 4;
    QVERIFY(f.hasUnsavedGame());
    f.over = true; // a game over is not asked about
    QVERIFY(!f.hasUnsavedGame());
    f.over = false;
    // Let go for another game: Quit does not ask again while it is unchanged.
    f.letGo();
    QVERIFY(f.mayQuitGame());
    QVERIFY(asked.isEmpty());
    f.actions = 5;
    answer = confirm::Answer::Discard;
    QVERIFY(f.mayQuitGame());
    QCOMPARE(asked, QList<confirm::Purpose>{confirm::Purpose::Quit});
    f.actions.reset();
    f.markSaved(true); // no game: nothing marked
    QVERIFY(!f.markedSaved());
}

QTEST_MAIN(MenusTest)
#include "test_menus.moc"
