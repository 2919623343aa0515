// Choosing the game (issue 34; GameChoice.h, GameSwitcher.h) with no game: the row of cards
// (selection, keys, the signal, accessible names), the switch asked for from a dialog and run once
// the dialog has closed, and the switch between two made-up games' windows — asked about an
// unsaved game first, kept when the player cancels, the other game's problem shown and nothing
// closed, the game played last remembered.
#include "FirstGameChoice.h"
#include "Frame.h"
#include "GameChoice.h"
#include "GameSwitcher.h"
#include "TableGame.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDialog>
#include <QDir>
#include <QPainter>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>

namespace {

class FakeFrame : public Frame {
  public:
    bool allowClose = true;
    int asked = 0;
    QString game;
    explicit FakeFrame(QString id) : game(std::move(id)) { setMessageBoxesEnabled(false); }
    using Frame::chooseGameFirst;
    QStringList restartArguments() const override { return {}; }

  protected:
    std::optional<QByteArray> gameMark() const override { return std::nullopt; }
    bool gameAtStake() const override { return false; }
    QString gameSummary() const override { return {}; }
    bool saveGame() override { return false; }
    QString fileDialog(const QString&, const QString&) override { return {}; }
    void openFileFromOutside(const QString&) override {}
    bool mayClose() override {
        ++asked;
        return allowClose;
    }
};

class FakeTable : public TableGame {
  public:
    QString id_, problem, dataProblem;
    int prepared = 0, loaded = 0, opened = 0;
    bool seedGiven = false; // what the last prepare() read
    bool openFails = false; // openWindow gives no window
    explicit FakeTable(QString id) : id_(std::move(id)) {}
    QString id() const override { return id_; }
    QString title() const override { return QStringLiteral("Game ") + id_.toUpper(); }
    QString summary() const override { return QStringLiteral("One line about ") + id_ + "."; }
    QPixmap picture(QSize size) const override {
        QPixmap pm(size);
        pm.fill(id_ == QLatin1String("a") ? QColor(0x4c, 0xa8, 0x6a) : QColor(0x8e, 0x6b, 0xc9));
        return pm;
    }
    QList<QCommandLineOption> options() const override {
        return {{QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("n")}};
    }
    QString prepare(const QCommandLineParser& p) override {
        ++prepared;
        seedGiven = p.isSet(QStringLiteral("seed"));
        return problem;
    }
    QString load() override {
        ++loaded;
        return dataProblem;
    }
    std::unique_ptr<Frame> openWindow(const QCommandLineParser&, const Start&) override {
        ++opened;
        if (openFails)
            return nullptr;
        auto w = std::make_unique<FakeFrame>(id_);
        w->show();
        return w;
    }
};

QList<GameOffer> threeOffers() {
    QList<GameOffer> out;
    for (const char* id : {"a", "b", "c"})
        out << GameOffer{QLatin1String(id), QStringLiteral("Game %1").arg(QLatin1String(id)),
                         QStringLiteral("What game %1 is about, in one line.").arg(id),
                         [](QSize s) {
                             QPixmap pm(s);
                             pm.fill(Qt::darkCyan);
                             return pm;
                         }};
    return out;
}

} // namespace

class GameChoiceTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void CHOICE_cardsSelectAndChooseWithMouseAndKeys();
    void CHOICE_switchAskedFromADialogRunsOnceItHasClosed();
    void SWITCH_closesAskingFirstThenOpensTheOtherGame();
    void SWITCH_aProblemOfTheOtherGameKeepsTheWindow();
    void SWITCH_theOtherGamesDataIsReadBeforeTheWindowGoes();
    void SWITCH_aWindowThatDoesNotOpenBringsTheOneBeforeBack();
    void FIRST_theFirstStartAsksForTheGameOnce();
};

void GameChoiceTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GameChoiceTest"));
    QCoreApplication::setApplicationName(QStringLiteral("GameChoiceTest"));
    QSettings().clear();
}

void GameChoiceTest::CHOICE_cardsSelectAndChooseWithMouseAndKeys() {
    QWidget top;
    auto* l = new QVBoxLayout(&top);
    auto* before = new QWidget(&top);
    before->setFocusPolicy(Qt::StrongFocus);
    l->addWidget(before);
    auto* choice = new GameChoice(threeOffers(), QStringLiteral("b"), &top);
    l->addWidget(choice);
    top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&top));
    QSignalSpy chosen(choice, &GameChoice::chosen);
    QCOMPARE(choice->cards().size(), std::size_t(3));
    QCOMPARE(choice->current(), QStringLiteral("b"));
    QVERIFY(choice->card(QStringLiteral("b"))->isChecked());
    QVERIFY(!choice->card(QStringLiteral("a"))->isChecked());
    // Screen readers: each card says its game and its line.
    QCOMPARE(choice->card(QStringLiteral("a"))->accessibleName(), QStringLiteral("Game a"));
    QVERIFY(choice->card(QStringLiteral("a"))->accessibleDescription().contains("one line"));
    // Tab reaches the row at the selected card.
    before->setFocus();
    QTest::keyClick(before, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), choice->card(QStringLiteral("b")));
    // The arrows move between the cards without choosing.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(QApplication::focusWidget(), choice->card(QStringLiteral("c")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right); // the last stays
    QCOMPARE(QApplication::focusWidget(), choice->card(QStringLiteral("c")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
    QCOMPARE(QApplication::focusWidget(), choice->card(QStringLiteral("a")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
    QCOMPARE(QApplication::focusWidget(), choice->card(QStringLiteral("c")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    QCOMPARE(QApplication::focusWidget(), choice->card(QStringLiteral("b")));
    QCOMPARE(chosen.count(), 0);
    QCOMPARE(choice->current(), QStringLiteral("b"));
    // Space chooses the focused card, Return too; a click as well.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.last().first().toString(), QStringLiteral("c"));
    QCOMPARE(choice->current(), QStringLiteral("c"));
    QVERIFY(choice->card(QStringLiteral("c"))->isChecked());
    QVERIFY(!choice->card(QStringLiteral("b"))->isChecked());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(chosen.last().first().toString(), QStringLiteral("b"));
    QTest::mouseClick(choice->card(QStringLiteral("a")), Qt::LeftButton);
    QCOMPARE(chosen.count(), 3);
    QCOMPARE(chosen.last().first().toString(), QStringLiteral("a"));
    QVERIFY(choice->card(QStringLiteral("a"))->isChecked());
    // Clicking the selected card again keeps it selected.
    QTest::mouseClick(choice->card(QStringLiteral("a")), Qt::LeftButton);
    QVERIFY(choice->card(QStringLiteral("a"))->isChecked());
}

void GameChoiceTest::CHOICE_switchAskedFromADialogRunsOnceItHasClosed() {
    gamechoice::setOffers({});
    QVERIFY(!gamechoice::hasChoice());
    gamechoice::setOffers(threeOffers());
    QVERIFY(gamechoice::hasChoice());
    QStringList asked;
    QVERIFY(!gamechoice::requestSwitch(QStringLiteral("b"))); // no handler yet
    gamechoice::setSwitchHandler([&asked](const QString& id) { asked << id; });
    QVERIFY(!gamechoice::requestSwitch(QStringLiteral("chess"))); // not offered
    // A dialog with the choice: choosing asks for the switch and closes the dialog; the switch
    // runs after the dialog's exec() has returned.
    QDialog d;
    auto* choice = new GameChoice(QStringLiteral("a"), &d);
    QCOMPARE(choice->cards().size(), std::size_t(3));
    connect(choice, &GameChoice::chosen, &d, [&d](const QString& id) {
        if (gamechoice::requestSwitch(id))
            d.reject();
    });
    QTimer::singleShot(
        0, &d, [choice] { QTest::mouseClick(choice->card(QStringLiteral("c")), Qt::LeftButton); });
    QCOMPARE(d.exec(), int(QDialog::Rejected));
    QVERIFY(asked.isEmpty());
    QTRY_COMPARE(asked, QStringList{QStringLiteral("c")});
    gamechoice::setSwitchHandler({});
    gamechoice::setOffers({});
}

void GameChoiceTest::SWITCH_closesAskingFirstThenOpensTheOtherGame() {
    FakeTable a(QStringLiteral("a")), b(QStringLiteral("b"));
    QCommandLineParser start;
    start.addOption({QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("n")});
    GameSwitcher table({&a, &b}, [](QCommandLineParser& p) {
        p.addOption({QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("n")});
    });
    table.install();
    QCOMPARE(gamechoice::offers().size(), 2);
    QCOMPARE(gamechoice::offers()[1].title, QStringLiteral("Game B"));
    QCOMPARE(gamechoice::offers()[1].summary, QStringLiteral("One line about b."));
    QCOMPARE(gamechoice::offers()[1].picture(QSize(20, 10)).size(), QSize(20, 10));
    table.setWindow(&a, a.openWindow(start, {}));
    QCOMPARE(GameSwitcher::lastGame(), QStringLiteral("a"));
    auto* first = static_cast<FakeFrame*>(table.window());
    QPointer<Frame> firstAlive = first;
    QSignalSpy switched(&table, &GameSwitcher::switched);
    QVERIFY(!table.switchTo(QStringLiteral("a"))); // already on the table
    QVERIFY(!table.switchTo(QStringLiteral("chess")));
    // The player keeps the game (Cancel): nothing changes.
    first->allowClose = false;
    QVERIFY(!table.switchTo(QStringLiteral("b")));
    QCOMPARE(first->asked, 1);
    QCOMPARE(table.window(), first);
    QVERIFY(first->isVisible());
    QCOMPARE(b.opened, 0);
    QVERIFY(QGuiApplication::quitOnLastWindowClosed());
    // Then lets it go: the other game is prepared with none of the start's options, its window
    // opens, the first closes (deleted once the event loop is back), and the program goes on.
    first->allowClose = true;
    QVERIFY(gamechoice::requestSwitch(QStringLiteral("b")));
    QCOMPARE(b.opened, 0); // queued
    QTRY_COMPARE(b.opened, 1);
    QCOMPARE(first->asked, 2);
    QVERIFY(!b.seedGiven);
    QCOMPARE(switched.count(), 1);
    QVERIFY(table.window() != first);
    QCOMPARE(static_cast<FakeFrame*>(table.window())->game, QStringLiteral("b"));
    QCOMPARE(table.game(), &b);
    QVERIFY(table.window()->isVisible());
    QVERIFY(QGuiApplication::quitOnLastWindowClosed());
    QTRY_VERIFY(firstAlive.isNull());
    QCOMPARE(GameSwitcher::lastGame(), QStringLiteral("b"));
    // And back.
    QVERIFY(table.switchTo(QStringLiteral("a")));
    QCOMPARE(a.opened, 2);
    QCOMPARE(GameSwitcher::lastGame(), QStringLiteral("a"));
}

void GameChoiceTest::SWITCH_aProblemOfTheOtherGameKeepsTheWindow() {
    FakeTable a(QStringLiteral("a")), b(QStringLiteral("b"));
    b.problem = QStringLiteral("cannot load b's data");
    GameSwitcher table({&a, &b}, [](QCommandLineParser& p) {
        p.addOption({QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("n")});
    });
    QCommandLineParser none;
    table.setWindow(&a, a.openWindow(none, {}));
    auto* first = static_cast<FakeFrame*>(table.window());
    QVERIFY(!table.switchTo(QStringLiteral("b")));
    QCOMPARE(table.lastProblem(), b.problem);
    QCOMPARE(first->lastError(), b.problem); // told in the window, which stays
    QCOMPARE(first->asked, 0);
    QCOMPARE(table.window(), first);
    QVERIFY(first->isVisible());
    QCOMPARE(b.opened, 0);
}

// Issue 34 (start-up): a game's window reads its data once it is on the screen (TableGame::load),
// but a switch reads it before letting the window on the table go: data that cannot be read keeps
// that window, told why, and nothing is asked about its game.
void GameChoiceTest::SWITCH_theOtherGamesDataIsReadBeforeTheWindowGoes() {
    FakeTable a(QStringLiteral("a")), b(QStringLiteral("b"));
    b.dataProblem = QStringLiteral("cannot load b's data: cards.json is damaged");
    GameSwitcher table({&a, &b}, [](QCommandLineParser& p) {
        p.addOption({QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("n")});
    });
    table.setRemembering(false);
    QCommandLineParser none;
    table.setWindow(&a, a.openWindow(none, {}));
    auto* first = static_cast<FakeFrame*>(table.window());
    QVERIFY(!table.switchTo(QStringLiteral("b")));
    QCOMPARE(b.prepared, 1);
    QCOMPARE(b.loaded, 1);
    QCOMPARE(b.opened, 0);
    QCOMPARE(first->asked, 0); // its game not asked about
    QCOMPARE(table.window(), first);
    QVERIFY(first->isVisible());
    QCOMPARE(table.lastProblem(), b.dataProblem);
    QCOMPARE(first->lastError(), b.dataProblem);
    // Readable, the data is read first, then the window opens.
    b.dataProblem.clear();
    QVERIFY(table.switchTo(QStringLiteral("b")));
    QCOMPARE(b.loaded, 2);
    QCOMPARE(b.opened, 1);
    QCOMPARE(table.game(), &b);
}

// Issue 34 (review): the other game gives no window — the program is not left running with none:
// the window before is shown again, saying why, and stays the game on the table.
void GameChoiceTest::SWITCH_aWindowThatDoesNotOpenBringsTheOneBeforeBack() {
    FakeTable a(QStringLiteral("a")), b(QStringLiteral("b"));
    b.openFails = true;
    GameSwitcher table({&a, &b}, [](QCommandLineParser& p) {
        p.addOption({QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("n")});
    });
    table.setRemembering(false);
    QCommandLineParser none;
    table.setWindow(&a, a.openWindow(none, {}));
    auto* first = static_cast<FakeFrame*>(table.window());
    QPointer<Frame> firstAlive = first;
    QSignalSpy switched(&table, &GameSwitcher::switched);
    QVERIFY(!table.switchTo(QStringLiteral("b")));
    QCOMPARE(b.opened, 1);
    QCOMPARE(first->asked, 1); // closed as Quit closes it, then back
    QCOMPARE(table.window(), first);
    QCOMPARE(table.game(), &a);
    QVERIFY(first->isVisible());
    QVERIFY(!table.lastProblem().isEmpty());
    QVERIFY(table.lastProblem().contains(QStringLiteral("Game B")));
    QCOMPARE(first->lastError(), table.lastProblem()); // told in the window
    QCOMPARE(switched.count(), 0);
    QVERIFY(QGuiApplication::quitOnLastWindowClosed());
    QTest::qWait(50);
    QVERIFY(!firstAlive.isNull()); // not deleted later
    // It still switches once the other game can open.
    b.openFails = false;
    QVERIFY(table.switchTo(QStringLiteral("b")));
    QCOMPARE(table.game(), &b);
}

// The very first start (issue 34, review): the window asks for the game once, before its own
// offers, with every game's card and its own selected; choosing another game asks for the switch;
// keeping it (Play, Escape) goes on. Not asked without setChooseGameFirst, with one game only, or
// with message boxes off.
void GameChoiceTest::FIRST_theFirstStartAsksForTheGameOnce() {
    gamechoice::setOffers(threeOffers());
    QStringList switches;
    gamechoice::setSwitchHandler([&](const QString& id) { switches << id; });
    FakeFrame w(QStringLiteral("a"));
    w.setMessageBoxesEnabled(true);
    w.show();
    QVERIFY(!w.chooseGameFirst()); // not the first start
    // Another game chosen by a click on its card.
    QStringList seen;
    auto answer = [&](const QString& click) {
        QTimer::singleShot(0, [&, click] {
            auto* d = qobject_cast<FirstGameChoice*>(QApplication::activeModalWidget());
            QVERIFY(d);
            seen << d->objectName() << d->choice()->current();
            QCOMPARE(d->choice()->cards().size(), std::size_t(3));
            if (click.isEmpty())
                d->reject();
            else
                QTest::mouseClick(d->choice()->card(click), Qt::LeftButton);
        });
    };
    w.setChooseGameFirst(QStringLiteral("a"));
    answer(QStringLiteral("b"));
    QVERIFY(w.chooseGameFirst());
    QCOMPARE(seen, (QStringList{QStringLiteral("firstGameChoice"), QStringLiteral("a")}));
    QTRY_COMPARE(switches, QStringList{QStringLiteral("b")});
    QVERIFY(!w.chooseGameFirst()); // once
    // Its own game kept (its card, or Escape): the window goes on with its offers.
    w.setChooseGameFirst(QStringLiteral("a"));
    answer(QStringLiteral("a"));
    QVERIFY(!w.chooseGameFirst());
    w.setChooseGameFirst(QStringLiteral("a"));
    answer({});
    QVERIFY(!w.chooseGameFirst());
    QCOMPARE(seen.size(), 6);
    QTest::qWait(20);
    QCOMPARE(switches.size(), 1);
    // One game only, or no boxes: nothing asked.
    gamechoice::setOffers({threeOffers().front()});
    w.setChooseGameFirst(QStringLiteral("a"));
    QVERIFY(!w.chooseGameFirst());
    gamechoice::setOffers(threeOffers());
    w.setMessageBoxesEnabled(false);
    w.setChooseGameFirst(QStringLiteral("a"));
    QVERIFY(!w.chooseGameFirst());
    QCOMPARE(seen.size(), 6);
    gamechoice::setSwitchHandler({});
    gamechoice::setOffers({});
}

QTEST_MAIN(GameChoiceTest)
#include "test_game_choice.moc"
