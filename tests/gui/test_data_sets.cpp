// GUI tests (Qt Test, offscreen) of the designer's data sets (issue 15, docs/designer.md "Data
// sets"): a broken data folder opened from the menu is listed (file, item, field, message: the
// problems the command line's --data lists, in its order) and refused, the built-in set staying
// in use; the folder is watched, and once fixed it is loaded and named in the title and the
// status bar; a valid folder opened from the menu starts a game with it and the sandbox follows;
// a save or an autosave of another set is said to be of that set, not damaged; --data at start.
#include "DataProblemsWindow.h"
#include "DataSetMode.h"
#include "DataSets.h"
#include "DesignerTools.h"
#include "GameController.h"
#include "MainWindow.h"
#include "SandboxModel.h"
#include "SandboxWindow.h"
#include "gui_support.h"

#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace frosted;
using nlohmann::json;

namespace {

// A copy of the bundled data folder, named `name`, that a test may break and fix.
class DataFolder {
  public:
    explicit DataFolder(const QString& name) : path_(tmp_.filePath(name)) {
        QDir().mkpath(path_);
        const QDir from(QString::fromStdString(defaultDataDir().string()));
        for (const QString& f : from.entryList({QStringLiteral("*.json")}, QDir::Files))
            QFile::copy(from.filePath(f), QDir(path_).filePath(f));
    }
    const QString& path() const { return path_; }
    QByteArray text(const QString& file) const {
        QFile f(QDir(path_).filePath(file));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    json read(const QString& file) const { return json::parse(text(file).toStdString()); }
    // In place, as a simple editor saves (the file's own change).
    void write(const QString& file, const QByteArray& bytes) const {
        QFile f(QDir(path_).filePath(file));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    void write(const QString& file, const json& j) const {
        write(file, QByteArray::fromStdString(j.dump(2) + "\n"));
    }
    // Through a temporary file renamed over it, as many editors save (the folder's change).
    void replace(const QString& file, const json& j) const {
        QSaveFile f(QDir(path_).filePath(file));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(j.dump(2) + "\n"));
        QVERIFY(f.commit());
    }

  private:
    QTemporaryDir tmp_;
    QString path_;
};

// The one-line problems of the table, in its order (the File column's item keeps each line).
QStringList tableLines(const DataProblemsWindow& d) {
    QStringList lines;
    for (int r = 0; r < d.table()->rowCount(); ++r)
        lines << d.table()->item(r, DataProblemsWindow::File)->toolTip();
    return lines;
}

// One step of the seat to play (the first tile of the ring), after the hand-over if one waits.
void takeATile(GameController& c) {
    if (c.handOverPending())
        c.confirmHandOver();
    const std::size_t before = c.fullState().actions().size();
    c.perform(Action::take(1));
    QCOMPARE(c.fullState().actions().size(), before + 1);
}

QStringList tableRow(const DataProblemsWindow& d, int r) {
    QStringList cells;
    for (int c = 0; c < d.table()->columnCount(); ++c)
        cells << d.table()->item(r, c)->text();
    return cells;
}

} // namespace

class DataSetsTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanup();
    void DATA_brokenFolderIsListedAsTheCommandLineListsItAndRefused();
    void DATA_fixedFolderIsReloadedAndNamedInTheTitleAndStatusBar();
    void DATA_validFolderOpenedFromTheMenuStartsAGameWithIt();
    void DATA_saveOfAnotherDataSetSaysWhichSetItWasMadeWith();
    void DATA_autosaveOfAnotherDataSetIsKeptAsideNotDamaged();
    void DATA_commandLineDataAndTheRememberedFolderAtStart();
    void DATA_screenshotOfABrokenFoldersProblems();

  private:
    std::unique_ptr<MainWindow> window(const QString& dataFolder = {});
    // validate-data --data DIR of the command line: its "problems", or its data_hash.
    json validate(const QString& folder);
    ComponentsPtr comps_;
};

void DataSetsTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrostedBloomsTest"));
    QCoreApplication::setApplicationName(QStringLiteral("data sets test"));
    comps_ = loadComponents(defaultDataDir());
}

void DataSetsTest::cleanup() {
    QSettings().remove(QStringLiteral("data"));
}

std::unique_ptr<MainWindow> DataSetsTest::window(const QString& dataFolder) {
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir({});
    w->resize(1240, 800);
    w->setFileChooser([dataFolder](const QString& purpose, const QString&) {
        return purpose == QLatin1String("data") ? dataFolder : QString();
    });
    w->show();
    return w;
}

json DataSetsTest::validate(const QString& folder) {
    QProcess cli;
    cli.start(QStringLiteral(FROSTED_CLI),
              {QStringLiteral("validate-data"), QStringLiteral("--data"), folder});
    if (!cli.waitForFinished(60000))
        return json();
    return json::parse(cli.readAllStandardOutput().toStdString());
}

// Game ▸ Open data set… on a folder with broken files: every problem in the table, in the
// command line's words and order, split into file, item, field and message; the game on the
// table and the set in use unchanged; Copy gives the lines the command line prints.
void DataSetsTest::DATA_brokenFolderIsListedAsTheCommandLineListsItAndRefused() {
    DataFolder folder(QStringLiteral("broken-variant"));
    json tiles = folder.read(QStringLiteral("tiles.json"));
    tiles["tiles"][4]["front"]["cells"].erase(4); // T05's front: 4 spaces
    folder.write(QStringLiteral("tiles.json"), tiles);
    json rules = folder.read(QStringLiteral("rules.json"));
    rules["rounds"] = 0;
    folder.write(QStringLiteral("rules.json"), rules);
    folder.write(QStringLiteral("cards.json"), QByteArray("{\"cards\": [\n  {\"id\": ,}\n]}\n"));

    auto w = window(folder.path());
    GameController& c = *w->controller();
    QVERIFY(c.newGame(guitest::hotseat(5)));
    takeATile(c);
    const auto actions = c.fullState().actions();
    w->dataSetMode()->openAction()->trigger();

    // Refused: the built-in set stays in use, for the game on the table and for new games.
    QCOMPARE(c.dataSet(), comps_);
    QCOMPARE(c.componentsPtr(), comps_);
    QCOMPARE(c.fullState().actions(), actions);
    QVERIFY(w->dataSetMode()->sets()->usingBuiltIn());
    QCOMPARE(w->windowTitle(), QStringLiteral("Frosted Blooms — built-in data"));
    QVERIFY2(w->dataSetMode()->label()->text().contains(QStringLiteral("broken-variant")),
             qPrintable(w->dataSetMode()->label()->text()));

    // Listed: the window shows the folder and every problem.
    DataProblemsWindow* d = w->dataSetMode()->problemsWindow();
    QVERIFY(d && d->isVisible());
    QVERIFY2(d->heading()->text().contains(QStringLiteral("“broken-variant” cannot be used")),
             qPrintable(d->heading()->text()));
    QCOMPARE(d->pathLabel()->text(), QDir::toNativeSeparators(folder.path()));
    // The same problems as the command line's --data, in the same order.
    const json cli = validate(folder.path());
    QVERIFY2(cli.contains("error"), cli.dump().c_str());
    QStringList expected;
    for (const json& p : cli["error"]["problems"])
        expected << QString::fromStdString(p.get<std::string>());
    QCOMPARE(tableLines(*d), expected);
    // In parts: file, item, field, message.
    bool face = false, rounds = false, malformed = false;
    for (int r = 0; r < d->table()->rowCount(); ++r) {
        const QStringList row = tableRow(*d, r);
        face =
            face || (row.mid(0, 3) == QStringList{QStringLiteral("tiles.json"),
                                                  QStringLiteral("T05"), QStringLiteral("front")} &&
                     row[3].contains(QStringLiteral("has 4 spaces")));
        rounds = rounds ||
                 row == QStringList{QStringLiteral("rules.json"), QStringLiteral("—"),
                                    QStringLiteral("rounds"), QStringLiteral("must be 1 to 100")};
        malformed = malformed || (row[0] == QLatin1String("cards.json") &&
                                  row[3].startsWith(QStringLiteral("malformed JSON at line 2")));
    }
    QVERIFY(face);
    QVERIFY(rounds);
    QVERIFY(malformed);
    // Sortable: by file, then back in the validator's words.
    d->table()->sortItems(DataProblemsWindow::File);
    QCOMPARE(d->table()->item(0, DataProblemsWindow::File)->text(), QStringLiteral("cards.json"));
    // Copy: the folder, then the selected lines (or all of them).
    d->table()->clearSelection();
    d->copyButton()->click();
    QStringList copied = QApplication::clipboard()->text().split(QLatin1Char('\n'));
    QCOMPARE(copied.value(0), QDir::toNativeSeparators(folder.path()));
    QCOMPARE(copied.size(), expected.size() + 2); // the path, the lines, the end of the last
    d->table()->selectRow(0);
    d->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(d));
    d->table()->setFocus();
    QTest::keySequence(d->table(), QKeySequence::Copy);
    copied = QApplication::clipboard()->text().split(QLatin1Char('\n'));
    QCOMPARE(copied.size(), 3);
    QCOMPARE(copied[1], d->table()->item(0, DataProblemsWindow::File)->toolTip());
    QVERIFY(copied[1].startsWith(QStringLiteral("cards.json: malformed JSON")));
}

// The broken folder stays watched: fixed on disk, it is loaded (the title and the status bar's
// label name it) while the game being played keeps its data; a new game is dealt from it. Broken
// again, its last valid version stays in use; changed again validly, the new version is used.
void DataSetsTest::DATA_fixedFolderIsReloadedAndNamedInTheTitleAndStatusBar() {
    DataFolder folder(QStringLiteral("my-variant"));
    const json rulesText = folder.read(QStringLiteral("rules.json"));
    json rules = rulesText;
    rules["gardener_coins"] = 12;
    rules["rounds"] = 0;
    folder.write(QStringLiteral("rules.json"), rules);
    auto w = window(folder.path());
    GameController& c = *w->controller();
    QVERIFY(c.newGame(guitest::solo(3)));
    takeATile(c);
    w->dataSetMode()->openAction()->trigger();
    QVERIFY(w->dataSetMode()->sets()->usingBuiltIn());
    DataProblemsWindow* d = w->dataSetMode()->problemsWindow();
    QVERIFY(d && d->isVisible());
    // Issue 31: the window's title follows the folder's state.
    QVERIFY2(d->windowTitle().startsWith(QStringLiteral("Data set “my-variant”: ")) &&
                 d->windowTitle().contains(QStringLiteral(" problem")),
             qPrintable(d->windowTitle()));

    // Fixed, in place: loaded after the quiet moment.
    rules["rounds"] = 10;
    folder.write(QStringLiteral("rules.json"), rules);
    QTRY_VERIFY_WITH_TIMEOUT(!w->dataSetMode()->sets()->usingBuiltIn(), 5000);
    QCOMPARE(c.dataSet()->rules.gardenerCoins, 12);
    QCOMPARE(QString::fromStdString(c.dataSet()->contentHash),
             QString::fromStdString(validate(folder.path())["data_hash"].get<std::string>()));
    QCOMPARE(w->windowTitle(), QStringLiteral("Frosted Blooms — data: my-variant"));
    QVERIFY2(w->dataSetMode()->label()->text().startsWith(QStringLiteral("Data: my-variant")),
             qPrintable(w->dataSetMode()->label()->text()));
    QVERIFY2(d->heading()->text().contains(QStringLiteral("loads")),
             qPrintable(d->heading()->text()));
    QCOMPARE(d->windowTitle(), QStringLiteral("Data set “my-variant” loaded — Frosted Blooms"));
    QVERIFY(!d->windowTitle().contains(QStringLiteral("problem")));
    QCOMPARE(d->table()->rowCount(), 0);
    // The game being played goes on with the data it was dealt from; the label says so.
    QCOMPARE(c.componentsPtr(), comps_);
    QVERIFY(c.tableOnOtherDataSet());
    QVERIFY(w->dataSetMode()->label()->text().contains(QStringLiteral("from the next game")));
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("goes on")),
             qPrintable(w->statusBar()->currentMessage()));
    // A new game is dealt from it.
    w->startGame(guitest::solo(3));
    QCOMPARE(c.componentsPtr(), c.dataSet());
    QCOMPARE(c.fullState().gardener().coins, 12);
    QVERIFY(!w->dataSetMode()->label()->text().contains(QStringLiteral("from the next game")));

    // Broken again (through a rename, as many editors save): listed, the last valid set stays.
    const ComponentsPtr valid = c.dataSet();
    json bad = rules;
    bad["market_slots"] = 99;
    folder.replace(QStringLiteral("rules.json"), bad);
    QTRY_VERIFY_WITH_TIMEOUT(!w->dataSetMode()->sets()->problems().empty(), 5000);
    QCOMPARE(c.dataSet(), valid);
    QCOMPARE(d->table()->rowCount(), 1);
    QCOMPARE(tableRow(*d, 0),
             (QStringList{QStringLiteral("rules.json"), QStringLiteral("—"),
                          QStringLiteral("market_slots"), QStringLiteral("must be 2 to 12")}));
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("last version")),
             qPrintable(w->statusBar()->currentMessage()));
    // Changed again, validly: nobody has played in the game yet, so it is dealt again from it.
    rules["gardener_coins"] = 14;
    folder.replace(QStringLiteral("rules.json"), rules);
    QTRY_COMPARE_WITH_TIMEOUT(c.dataSet()->rules.gardenerCoins, 14, 5000);
    QVERIFY(w->dataSetMode()->sets()->problems().empty());
    QCOMPARE(c.componentsPtr(), c.dataSet());
    QCOMPARE(c.fullState().gardener().coins, 14);
    // Saved again unchanged: nothing new to use.
    const ComponentsPtr now = c.dataSet();
    folder.write(QStringLiteral("rules.json"), rules);
    QTest::qWait(w->dataSetMode()->sets()->quietMs() + 400);
    QCOMPARE(c.dataSet(), now);
}

// Game ▸ Open data set… on a valid folder: asked to save the game being played first, then a new
// game with the same players is dealt from it; the open sandbox is made again with the new data,
// its garden laid again. Game ▸ Use the built-in data set goes back.
void DataSetsTest::DATA_validFolderOpenedFromTheMenuStartsAGameWithIt() {
    DataFolder folder(QStringLiteral("coins-variant"));
    json rules = folder.read(QStringLiteral("rules.json"));
    rules["gardener_coins"] = 7;
    folder.write(QStringLiteral("rules.json"), rules);
    auto w = window(folder.path());
    GameController& c = *w->controller();
    QList<confirm::Purpose> asked;
    w->setSaveAsker([&](confirm::Purpose p) {
        asked << p;
        return confirm::Answer::Cancel;
    });
    QVERIFY(c.newGame(guitest::solo(8)));
    takeATile(c);
    w->designerTools()->openSandbox();
    SandboxWindow* before = w->designerTools()->sandboxWindow();
    QVERIFY(before);
    const int tile = before->model()->sandbox().allTiles().front();
    QVERIFY(before->model()->sandbox().check(tile, {}, {0, 0}).legal());
    Sandbox laid(comps_);
    laid.add(tile, {}, {0, 0});
    before->model()->reset(laid);

    // Cancelled: nothing changes.
    w->dataSetMode()->openAction()->trigger();
    QCOMPARE(asked, QList<confirm::Purpose>{confirm::Purpose::DataSet});
    QVERIFY(w->dataSetMode()->sets()->usingBuiltIn());
    QCOMPARE(c.fullState().actions().size(), 1u);
    // Discarded: the set in use, and a new game of the same players dealt from it.
    w->setSaveAsker([](confirm::Purpose) { return confirm::Answer::Discard; });
    w->dataSetMode()->openAction()->trigger();
    QCOMPARE(w->dataSetMode()->sets()->folder(), QDir::cleanPath(folder.path()));
    QCOMPARE(c.dataSet()->rules.gardenerCoins, 7);
    QCOMPARE(c.componentsPtr(), c.dataSet());
    QVERIFY(c.fullState().actions().empty());
    QVERIFY(c.fullState().solo());
    QCOMPARE(c.seatName(0), QStringLiteral("Ada"));
    QCOMPARE(c.fullState().gardener().coins, 7);
    QCOMPARE(w->windowTitle(), QStringLiteral("Frosted Blooms — data: coins-variant"));
    QVERIFY(w->dataSetMode()->label()->text().contains(QStringLiteral("coins-variant")));
    QVERIFY(!w->dataSetMode()->problemsWindow() ||
            !w->dataSetMode()->problemsWindow()->isVisible());
    // The sandbox follows: a new window with the new data, its garden laid again by tile ids.
    QVERIFY(w->designerTools()->sandboxWindow());
    QCOMPARE(w->designerTools()->sandboxWindow()->model()->sandbox().componentsPtr(), c.dataSet());
    QCOMPARE(w->designerTools()->sandboxWindow()->model()->sandbox().entries().size(), 1u);
    QVERIFY(w->designerTools()->sandboxWindow()->isVisible());

    // Back to the built-in data: a new game again (nothing played: nobody asked).
    w->dataSetMode()->builtInAction()->trigger();
    QVERIFY(w->dataSetMode()->sets()->usingBuiltIn());
    QCOMPARE(c.componentsPtr(), comps_);
    QCOMPARE(w->windowTitle(), QStringLiteral("Frosted Blooms — built-in data"));
    QCOMPARE(w->dataSetMode()->label()->text(), QStringLiteral("Built-in data"));
    QVERIFY(!w->dataSetMode()->builtInAction()->isEnabled());
}

// A save of one set opened with another: the message says it was made with another data set and
// which, and what to choose. The GUI's save of a folder's set names the folder ("data_name") and
// still opens in the command line with that folder.
void DataSetsTest::DATA_saveOfAnotherDataSetSaysWhichSetItWasMadeWith() {
    DataFolder folder(QStringLiteral("saves-variant"));
    json rules = folder.read(QStringLiteral("rules.json"));
    rules["coins_per_worker"] = 2;
    folder.write(QStringLiteral("rules.json"), rules);
    QTemporaryDir files;
    const QString variantSave = files.filePath(QStringLiteral("variant.frosted.json"));
    const QString builtInSave = files.filePath(QStringLiteral("built-in.frosted.json"));
    auto w = window(folder.path());
    GameController& c = *w->controller();
    QVERIFY(c.newGame(guitest::solo(2)));
    takeATile(c);
    QVERIFY(c.saveGame(builtInSave));
    w->setSaveAsker([](confirm::Purpose) { return confirm::Answer::Discard; });
    w->dataSetMode()->openAction()->trigger();
    QVERIFY(!w->dataSetMode()->sets()->usingBuiltIn());
    takeATile(c);
    QVERIFY(c.saveGame(variantSave));
    QFile f(variantSave);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const json saved = json::parse(f.readAll().toStdString());
    QCOMPARE(saved.value("data_name", std::string()), std::string("saves-variant"));
    // The command line opens it with its folder.
    QProcess cli;
    cli.start(QStringLiteral(FROSTED_CLI),
              {QStringLiteral("check-save"), variantSave, QStringLiteral("--data"), folder.path()});
    QVERIFY(cli.waitForFinished(60000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardOutput().constData());

    // The built-in save with the variant in use.
    w->setFileChooser([&](const QString&, const QString&) { return builtInSave; });
    w->openAction()->trigger();
    QVERIFY2(w->lastError().contains(QStringLiteral("made with the built-in data")),
             qPrintable(w->lastError()));
    QVERIFY2(w->lastError().contains(QStringLiteral("Use the built-in data set")),
             qPrintable(w->lastError()));
    QCOMPARE(c.fullState().actions().size(), 1u); // the game on the table is untouched
    // The variant's save with the built-in data in use.
    w->setFileChooser([&](const QString&, const QString&) { return variantSave; });
    w->dataSetMode()->builtInAction()->trigger();
    QVERIFY(w->dataSetMode()->sets()->usingBuiltIn());
    w->openAction()->trigger();
    QVERIFY2(w->lastError().contains(QStringLiteral("made with the data set “saves-variant”")),
             qPrintable(w->lastError()));
    QVERIFY2(w->lastError().contains(QStringLiteral("Open data set")), qPrintable(w->lastError()));
    // In a window that never saw the variant, its name comes from the file.
    auto other = window();
    QVERIFY(other->controller()->newGame(guitest::solo(1)));
    other->setFileChooser([&](const QString&, const QString&) { return variantSave; });
    other->openAction()->trigger();
    QVERIFY2(other->lastError().contains(QStringLiteral("“saves-variant”")),
             qPrintable(other->lastError()));
    // Another version of the same folder: said so.
    json changed = rules;
    changed["coins_per_worker"] = 3;
    folder.write(QStringLiteral("rules.json"), changed);
    other->setFileChooser([&](const QString& purpose, const QString&) {
        return purpose == QLatin1String("data") ? folder.path() : variantSave;
    });
    other->dataSetMode()->openAction()->trigger();
    QVERIFY(!other->dataSetMode()->sets()->usingBuiltIn());
    other->openAction()->trigger();
    QVERIFY2(other->lastError().contains(QStringLiteral("another version of the data set "
                                                        "“saves-variant”")),
             qPrintable(other->lastError()));
    // Back as it was saved: it opens.
    folder.write(QStringLiteral("rules.json"), rules);
    QTRY_COMPARE_WITH_TIMEOUT(other->controller()->dataSet()->rules.coinsPerWorker, 2, 5000);
    QVERIFY(other->controller()->loadGame(variantSave));
    QCOMPARE(other->controller()->fullState().actions().size(), 1u);
}

// An autosave played with a folder's set resumes when that set is in use at the next start; with
// another set in use it is not called damaged: it is kept aside under a name of its own and the
// message names the set it was played with.
void DataSetsTest::DATA_autosaveOfAnotherDataSetIsKeptAsideNotDamaged() {
    DataFolder folder(QStringLiteral("autosave-variant"));
    json rules = folder.read(QStringLiteral("rules.json"));
    rules["gardener_coins"] = 9;
    folder.write(QStringLiteral("rules.json"), rules);
    QTemporaryDir autosave;
    {
        auto w = window();
        w->chooseDataAtStart(folder.path());
        w->controller()->setAutosaveDir(autosave.path());
        QVERIFY(w->controller()->newGame(guitest::solo(4)));
        takeATile(*w->controller());
    }
    {
        // The same set at the next start: resumed, nothing set aside.
        auto w = window();
        w->chooseDataAtStart(folder.path());
        w->controller()->setAutosaveDir(autosave.path());
        QVERIFY(w->controller()->setAsideDamagedAutosaves().isEmpty());
        QVERIFY(w->controller()->resumeAutosave());
        QCOMPARE(w->controller()->fullState().actions().size(), 1u);
        QCOMPARE(w->controller()->fullState().gardener().coins, 9);
    }
    // The built-in set at the next start: kept aside as another set's, named, not damaged.
    auto w = window();
    w->controller()->setAutosaveDir(autosave.path());
    const QStringList messages = w->controller()->setAsideDamagedAutosaves();
    QCOMPARE(messages.size(), 2);
    w->showAutosaveProblem(messages);
    QVERIFY(!w->controller()->files().resumableAutosave());
    QVERIFY(w->controller()->files().damagedAutosaves().isEmpty());
    const QStringList kept = w->controller()->files().otherDataAutosaves();
    QCOMPARE(kept.size(), 2); // both generations
    for (const QString& k : kept)
        QVERIFY2(QFileInfo(k).fileName().startsWith(QStringLiteral("autosave.other-data-")),
                 qPrintable(k));
    QVERIFY2(w->lastError().contains(QStringLiteral("“autosave-variant”")),
             qPrintable(w->lastError()));
    QVERIFY2(!w->lastError().contains(QStringLiteral("damaged")), qPrintable(w->lastError()));
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("another data set")),
             qPrintable(w->statusBar()->currentMessage()));
    // It still opens with its set.
    auto back = window(folder.path());
    QVERIFY(back->controller()->newGame(guitest::solo(1)));
    back->dataSetMode()->openAction()->trigger();
    QVERIFY(back->controller()->loadGame(kept.front()) ||
            back->controller()->loadGame(kept.back()));
}

// --data at start: a valid folder is in use for this run and not remembered; a broken one opens
// the problems and leaves the built-in set in use. The folder chosen in the menu is remembered
// for the next start; if it no longer loads, the built-in set is used and the status bar says so.
void DataSetsTest::DATA_commandLineDataAndTheRememberedFolderAtStart() {
    DataFolder good(QStringLiteral("start-variant"));
    json rules = good.read(QStringLiteral("rules.json"));
    rules["gardener_coins"] = 11;
    good.write(QStringLiteral("rules.json"), rules);
    DataFolder broken(QStringLiteral("start-broken"));
    QFile::remove(QDir(broken.path()).filePath(QStringLiteral("objectives.json")));
    {
        auto w = window();
        w->setSettingsEnabled(true);
        w->chooseDataAtStart(good.path());
        QCOMPARE(w->controller()->dataSet()->rules.gardenerCoins, 11);
        QVERIFY(!QSettings().contains(QStringLiteral("data/folder")));
    }
    {
        auto w = window();
        w->chooseDataAtStart(broken.path());
        QVERIFY(w->dataSetMode()->sets()->usingBuiltIn());
        QVERIFY(w->dataSetMode()->problemsWindow() &&
                w->dataSetMode()->problemsWindow()->isVisible());
        QCOMPARE(tableRow(*w->dataSetMode()->problemsWindow(), 0).value(0),
                 QStringLiteral("objectives.json"));
    }
    {
        auto w = window(good.path());
        w->setSettingsEnabled(true);
        QVERIFY(w->controller()->newGame(guitest::solo(1)));
        w->dataSetMode()->openAction()->trigger();
        QCOMPARE(QSettings().value(QStringLiteral("data/folder")).toString(),
                 QDir::cleanPath(good.path()));
    }
    {
        auto w = window();
        w->setSettingsEnabled(true);
        w->chooseDataAtStart();
        QCOMPARE(w->controller()->dataSet()->rules.gardenerCoins, 11);
        QCOMPARE(w->windowTitle(), QStringLiteral("Frosted Blooms — data: start-variant"));
    }
    QFile::remove(QDir(good.path()).filePath(QStringLiteral("cards.json")));
    auto w = window();
    w->setSettingsEnabled(true);
    w->chooseDataAtStart();
    QVERIFY(w->dataSetMode()->sets()->usingBuiltIn());
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("you chose last time")),
             qPrintable(w->statusBar()->currentMessage()));
    QVERIFY(!w->dataSetMode()->problemsWindow()); // told, not shown
    QVERIFY(w->dataSetMode()->label()->text().contains(QStringLiteral("problem")));
}

// frosted-blooms --screenshot FILE --data DIR --view data-problems renders the list.
void DataSetsTest::DATA_screenshotOfABrokenFoldersProblems() {
    DataFolder broken(QStringLiteral("shot-broken"));
    json rules = broken.read(QStringLiteral("rules.json"));
    rules["rounds"] = 0;
    broken.write(QStringLiteral("rules.json"), rules);
    QTemporaryDir out;
    const QString png = out.filePath(QStringLiteral("problems.png"));
    QProcess app;
    app.start(QStringLiteral(FROSTED_GUI_BINARY),
              {QStringLiteral("--screenshot"), png, QStringLiteral("--data"), broken.path(),
               QStringLiteral("--view"), QStringLiteral("data-problems"), QStringLiteral("--size"),
               QStringLiteral("1024x700")});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    QImage shot(png);
    QVERIFY(!shot.isNull());
    QVERIFY(shot.width() <= 1024 && shot.height() <= 700);
    // A folder that loads has no problems to show.
    DataFolder fine(QStringLiteral("shot-fine"));
    app.start(QStringLiteral(FROSTED_GUI_BINARY),
              {QStringLiteral("--screenshot"), png, QStringLiteral("--data"), fine.path(),
               QStringLiteral("--view"), QStringLiteral("data-problems")});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 1);
}

QTEST_MAIN(DataSetsTest)
#include "test_data_sets.moc"
