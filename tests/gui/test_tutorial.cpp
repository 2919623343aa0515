// Help ▸ Learn to play (issue 19): the guided first game played through to its end at the table,
// each note where the script puts it and pointing at a part of the table on screen; other moves
// refused with what to do; left and resumed where it was, the player's own game kept; played
// again; offered on the first start; rendered by --screenshot --view tutorial --step N.
#include "TutorialMode.h"
#include "gui_support.h"

#include "CoachMark.h"
#include "FirstGameChoice.h"
#include "GameChoice.h"
#include "GardenView.h"
#include "HandBar.h"
#include "NewGameDialog.h"
#include "ScorePadPage.h"
#include "Tutorial.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace frosted;
using namespace guitest;

class TutorialTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void guidedGamePlayedThroughToTheEnd();
    void otherMovesAreRefusedWithWhatToDo();
    void computerWaitsWhileANoteIsRead();
    void leftAndResumedWhereItWasWithTheOwnGameKept();
    void playedAgainAfterFinishing();
    void anotherGameEndsItAndKeepsTheOwnGame();
    void restartStartsTheGuidedGameAgain();
    void leavingWhileRosasNoteIsReadLetsHerPlay();
    void aPersonNamedRosaPlaysAgainstAnotherName();
    void theNextNewGameOffersThePlayersOwnSeats();
    void offeredOnTheFirstStartOnly();
    void theFirstStartChoosesTheGameBeforeLearning();
    void screenshotShowsTheNthExplanation();
    void bubblesNeverCoverWhatTheyPointAt_data();
    void bubblesNeverCoverWhatTheyPointAt();
    void takenTileKeepsItsRingFaceAndTurningOverIsThePlayers();
    void nowLineNamesNoKeyThatIsOff();
    void objectivesNoteSaysOneOfEachKind();

  private:
    std::unique_ptr<MainWindow> window(const QString& autosaveDir = {});
    ComponentsPtr comps_;
    QTemporaryDir settings_;
};

namespace {
// The index of the script's note `id` (-1 when it has none: advanceTo() then fails).
int noteOf(const Tutorial& t, const std::string& id) {
    const auto& notes = t.script().notes;
    const auto it =
        std::find_if(notes.begin(), notes.end(), [&](const TutorialNote& n) { return n.id == id; });
    return it == notes.end() ? -1 : static_cast<int>(it - notes.begin());
}
} // namespace

void TutorialTest::initTestCase() {
    QVERIFY(settings_.isValid());
    isolateSettings(settings_.path());
    comps_ = loadComponents(defaultDataDir());
}

void TutorialTest::init() {
    QSettings().clear();
}

std::unique_ptr<MainWindow> TutorialTest::window(const QString& autosaveDir) {
    WindowSetup s;
    s.autosaveDir = autosaveDir;
    auto w = bareWindow(comps_, s);
    w->controller()->setSpeed(GameController::Instant);
    return w;
}

void TutorialTest::guidedGamePlayedThroughToTheEnd() {
    auto w = window();
    Tutorial* t = w->tutorialMode()->tutorial();
    CoachMark* coach = w->tutorialMode()->coachMark();
    QSignalSpy finished(t, &Tutorial::finished);
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(t->active());
    QVERIFY(w->controller()->guide() == t);
    const TutorialScript& script = t->script();

    QStringList seen;
    int lastNote = -1;
    bool clickedRing = false;
    for (int guard = 0; guard < 5000 && t->active(); ++guard) {
        QApplication::processEvents();
        const Tutorial::Step s = t->step();
        if (s.note >= 0 && s.note != lastNote) {
            lastNote = s.note;
            seen << s.lesson;
            // Told in words, in the bubble, pointing at its part of the table.
            QVERIFY2(!s.text.isEmpty(), qPrintable(s.lesson));
            QVERIFY(coach->bubble()->isVisible());
            QCOMPARE(coach->text()->text(), s.text);
            if (!s.at.isEmpty() && s.at != QLatin1String("scorepad")) {
                const QRect r = w->tutorialMode()->coachTarget(s.at);
                QVERIFY2(!r.isEmpty(), qPrintable(s.lesson + QLatin1String(" at ") + s.at));
                QVERIFY2(w->rect().contains(r.center()), qPrintable(s.at));
                QVERIFY2(!coach->bubble()->geometry().contains(r.center()), qPrintable(s.at));
            }
        }
        if (s.note >= 0 && s.next) {
            QVERIFY(coach->nextButton()->isVisible());
            QTest::mouseClick(coach->nextButton(), Qt::LeftButton); // Next, as a person does
            continue;
        }
        const std::optional<Action> e = t->expected();
        if (e && !w->controller()->computerToPlay()) {
            QVERIFY2(!coach->nextButton()->isVisible(), "the person acts: no Next");
            const std::size_t before = w->controller()->view().actions().size();
            if (!clickedRing && e->kind == Action::Kind::Take) {
                // The first tile taken by a click on the slot the bubble points at.
                const QRect r = w->tutorialMode()->coachTarget(s.at);
                QVERIFY(!r.isEmpty());
                QWidget* under = w->childAt(r.center());
                QVERIFY(under);
                QTest::mouseClick(under, Qt::LeftButton, {}, under->mapFrom(w.get(), r.center()));
                clickedRing = true;
            } else if (e->kind == Action::Kind::EndTurn) {
                QTest::mouseClick(w->hand()->doneButton(), Qt::LeftButton);
            } else {
                w->controller()->perform(*e);
            }
            QCOMPARE(w->controller()->view().actions().size(), before + 1);
            continue;
        }
        QTest::qWait(2); // Rosa's step, at its timer
    }
    QVERIFY(!t->active());
    QCOMPARE(finished.count(), 1);
    QStringList expected;
    for (const TutorialNote& n : script.notes)
        expected << QString::fromStdString(n.id);
    QCOMPARE(seen, expected);
    // The end: the score pad, a tie the coins decided for the person.
    const GameState& g = w->controller()->fullState();
    QVERIFY(g.isOver());
    QCOMPARE(g.actions().size(), script.actions.size());
    const auto scores = g.scores();
    QCOMPARE(scores[0].total, scores[1].total);
    QCOMPARE(scores[0].rank, 1);
    QCOMPARE(w->pages()->currentWidget(), w->scorePadPage());
    QVERIFY(!w->tutorialMode()->coachMark()->bubble()->isVisible());
    QVERIFY(w->controller()->guide() == nullptr);
}

void TutorialTest::otherMovesAreRefusedWithWhatToDo() {
    auto w = window();
    Tutorial* t = w->tutorialMode()->tutorial();
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(t->advanceTo(noteOf(*t, "take_free")));
    QSignalSpy refused(w->controller(), &GameController::refused);
    w->controller()->takeTile(2); // not the tile marked
    QCOMPARE(refused.count(), 1);
    QVERIFY2(refused.at(0).at(0).toString().contains(QLatin1String("take the tile marked")),
             qPrintable(refused.at(0).at(0).toString()));
    QCOMPARE(w->controller()->view().actions().size(), std::size_t{0});
    // Undo and the hint are off: the guided game has one way through.
    QVERIFY(!w->controller()->canHint());
    // The tile marked is taken; a placement elsewhere is refused, the outline's is laid.
    w->controller()->perform(*t->expected());
    QCOMPARE(w->controller()->view().actions().size(), std::size_t{1});
    QVERIFY(!w->controller()->canUndo());
    const Action place = *t->expected();
    QCOMPARE(place.kind, Action::Kind::Place);
    QCOMPARE(t->step().at, QStringLiteral("placement"));
    // The ghost comes turned round as the script lays it, on the face the ring showed (R-GEO-3:
    // turning it over is the person's act, asked for in the bubble).
    QCOMPARE(w->controller()->ghost().orientation().rotation, place.orientation.rotation);
    QCOMPARE(w->controller()->ghost().orientation().side, Side::Front);
    if (place.orientation.side != Side::Front)
        QVERIFY2(t->step().text.contains(QLatin1String("press F")), qPrintable(t->step().text));
    QVERIFY(!w->tutorialMode()->coachTarget(QStringLiteral("placement")).isEmpty());
    const auto legal = w->controller()->fullState().legalActions();
    const auto other = std::find_if(legal.begin(), legal.end(), [&](const Action& a) {
        return a.kind == Action::Kind::Place && !(a.at == place.at);
    });
    QVERIFY(other != legal.end());
    w->controller()->perform(*other);
    QCOMPARE(refused.count(), 2);
    QVERIFY(refused.at(1).at(0).toString().contains(QLatin1String("outline")));
    QCOMPARE(w->controller()->view().actions().size(), std::size_t{1});
    // Laying it on the outline is accepted.
    w->controller()->perform(place);
    QCOMPARE(w->controller()->view().actions().size(), std::size_t{2});
}

void TutorialTest::computerWaitsWhileANoteIsRead() {
    auto w = window();
    Tutorial* t = w->tutorialMode()->tutorial();
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(t->advanceTo(noteOf(*t, "other_turn")));
    QVERIFY(w->controller()->computerToPlay());
    QVERIFY(t->holding());
    const std::size_t n = w->controller()->view().actions().size();
    QTest::qWait(150); // Instant speed: Rosa would have played by now
    QCOMPARE(w->controller()->view().actions().size(), n);
    QTest::mouseClick(w->tutorialMode()->coachMark()->nextButton(), Qt::LeftButton);
    QTRY_VERIFY(w->controller()->view().actions().size() > n);
}

void TutorialTest::leftAndResumedWhereItWasWithTheOwnGameKept() {
    QTemporaryDir data;
    QVERIFY(data.isValid());
    auto w = window(data.path());
    w->tutorialMode()->tutorial()->setAutosaveDir(data.filePath(QStringLiteral("tutorial")));
    // The player's own game, a few turns in.
    w->startGame(hotseat(77));
    w->controller()->confirmHandOver();
    playTurns(*w->controller(), 3);
    const std::size_t ownActions = w->controller()->fullState().actions().size();
    const quint64 ownSeed = w->controller()->fullState().seed();

    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(w->tutorialMode()->tutorial()->advanceTo(14));
    const std::size_t tutorialActions = w->controller()->fullState().actions().size();
    QVERIFY(tutorialActions > 4);
    // The own game's autosave was not touched by the guided game.
    QTest::mouseClick(w->tutorialMode()->coachMark()->leaveButton(), Qt::LeftButton);
    QVERIFY(!w->tutorialMode()->tutorial()->active());
    QVERIFY(w->controller()->guide() == nullptr);
    QCOMPARE(w->controller()->fullState().seed(), ownSeed);
    QCOMPARE(w->controller()->fullState().actions().size(), ownActions);
    QVERIFY(!w->tutorialMode()->coachMark()->isVisible());

    // Learn to play resumes it (message boxes off: resume without asking) at the same action.
    QVERIFY(w->tutorialMode()->tutorial()->canResume());
    w->tutorialMode()->learnToPlay();
    QVERIFY(w->tutorialMode()->tutorial()->active());
    QCOMPARE(w->controller()->fullState().actions().size(), tutorialActions);
    QVERIFY(w->tutorialMode()->tutorial()->step().number >= 14);
    // And the guided game goes on to its end from there.
    QVERIFY(w->tutorialMode()->tutorial()->advanceTo(
        static_cast<int>(w->tutorialMode()->tutorial()->script().notes.size()) - 1));
    QVERIFY(w->controller()->fullState().isOver());
}

void TutorialTest::playedAgainAfterFinishing() {
    QTemporaryDir data;
    auto w = window(data.path());
    w->tutorialMode()->tutorial()->setAutosaveDir(data.filePath(QStringLiteral("tutorial")));
    QVERIFY(w->tutorialMode()->startTutorial(false));
    const int last = static_cast<int>(w->tutorialMode()->tutorial()->script().notes.size()) - 1;
    QVERIFY(w->tutorialMode()->tutorial()->advanceTo(last));
    QVERIFY(w->tutorialMode()->tutorial()->step().last);
    w->tutorialMode()->tutorial()->next();
    QVERIFY(!w->tutorialMode()->tutorial()->active());
    QVERIFY(!w->tutorialMode()->tutorial()->canResume()); // finished: nothing to resume
    w->tutorialMode()->learnToPlay();
    QVERIFY(w->tutorialMode()->tutorial()->active());
    QCOMPARE(w->controller()->fullState().actions().size(), std::size_t{0});
    QCOMPARE(w->tutorialMode()->tutorial()->step().note, 0);
    QCOMPARE(w->tutorialMode()->tutorial()->step().lesson, QStringLiteral("welcome"));
}

// Issue 31: after the guided game (its seats "Player" and "Rosa — Computer easy"), and during
// it, Game ▸ New game… offers the player's own players: the last real game's, else the default
// players of Settings ▸ Configure… ▸ Players — never Rosa nor a computer seat of the script.
void TutorialTest::theNextNewGameOffersThePlayersOwnSeats() {
    seatdefaults::remember({{QStringLiteral("Zoé"), QStringLiteral("blue")},
                            {QStringLiteral("Yann"), QStringLiteral("pink")},
                            {QStringLiteral("Xia"), QStringLiteral("green")},
                            {QStringLiteral("Will"), QStringLiteral("yellow")}});
    auto w = window();
    GameController& c = *w->controller();
    // What Game ▸ New game… proposes (the dialog read, then cancelled).
    auto offered = [&] {
        NewGameOptions o;
        bool solo = false;
        QTimer::singleShot(0, [&] {
            if (auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget())) {
                solo = d->findChild<QRadioButton*>(QStringLiteral("soloRadio"))->isChecked();
                o = d->options();
                d->reject();
            }
        });
        w->newGameDialog();
        o.solo = solo;
        return o;
    };
    auto ownSeats = [&](const NewGameOptions& o) {
        QVERIFY(!o.names.isEmpty());
        QVERIFY2(!o.names.contains(QStringLiteral("Rosa")), qPrintable(o.names.join(u',')));
        QVERIFY2(!o.names.contains(QStringLiteral("Player")), qPrintable(o.names.join(u',')));
        for (const QString& level : o.computers)
            QVERIFY2(level.isEmpty(), qPrintable(level));
        QCOMPARE(o.names.value(0), QStringLiteral("Zoé"));
        QCOMPARE(o.colours.value(0), QStringLiteral("blue"));
    };
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(c.guidedGame());
    QVERIFY(!NewGameDialog::realGame(c));
    ownSeats(offered()); // while it is being played
    if (QTest::currentTestFailed())
        return;
    // Played to its last note and finished: its guide is gone, its seats stay on the table.
    const int last = static_cast<int>(w->tutorialMode()->tutorial()->script().notes.size()) - 1;
    QVERIFY(w->tutorialMode()->tutorial()->advanceTo(last));
    w->tutorialMode()->tutorial()->next();
    QVERIFY(!w->tutorialMode()->tutorial()->active());
    QVERIFY(!c.guide());
    QVERIFY(c.guidedGame());
    QVERIFY(c.options().computers.contains(QStringLiteral("easy"))); // Rosa, still on the table
    const NewGameOptions after = offered();
    ownSeats(after);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(!after.solo);
    // A real game started: it is what the next dialog offers again, and not a guided one.
    NewGameOptions mine = hotseat(12, 3);
    w->startGame(mine);
    QVERIFY(!c.guidedGame());
    QVERIFY(NewGameDialog::realGame(c));
    QCOMPARE(offered().names, mine.names);
}

void TutorialTest::offeredOnTheFirstStartOnly() {
    QTemporaryDir data;
    qputenv("FROSTED_BLOOMS_DATA_HOME", data.path().toUtf8());
    auto w = std::make_unique<MainWindow>(comps_); // settings on, message boxes on
    w->controller()->setAutosaveDir(data.path());
    w->show();
    bool asked = false;
    QTimer::singleShot(50, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        asked = true;
        for (QAbstractButton* b : box->buttons())
            if (b->text() == QLatin1String("Learn to play"))
                b->click();
    });
    QVERIFY(w->tutorialMode()->offerTutorial());
    QVERIFY(asked);
    QVERIFY(w->tutorialMode()->tutorial()->active());
    QVERIFY(QSettings().value(QStringLiteral("tutorial/offered")).toBool());
    // Not a second time.
    QVERIFY(!w->tutorialMode()->offerTutorial());
    w->tutorialMode()->tutorial()->leave();
    qunsetenv("FROSTED_BLOOMS_DATA_HOME");
}

// Issue 34 (review): on the very first start (a fresh profile: TableGame::Start::chooseGame) the
// family chooses the game first; then the chosen game offers Learn to play, then a new game.
// Another game chosen: this window offers nothing more (the switch opens that game's window,
// which offers its own Learn to play), and its own offer stays for the day it is chosen.
void TutorialTest::theFirstStartChoosesTheGameBeforeLearning() {
    QTemporaryDir data;
    qputenv("FROSTED_BLOOMS_DATA_HOME", data.path().toUtf8());
    gamechoice::setOffers(
        {{QStringLiteral("frosted-blooms"),
          QStringLiteral("Frosted Blooms"),
          QStringLiteral("Tiles."),
          {}},
         {QStringLiteral("petals"), QStringLiteral("Petals"), QStringLiteral("Cards."), {}}});
    QStringList switches;
    gamechoice::setSwitchHandler([&](const QString& id) { switches << id; });
    // Each question of the start in turn, noted and answered: the game choice (`pick`), the
    // offer to learn (Start a game), the new-game dialog (closed).
    QStringList seen;
    QString pick;
    QTimer poll;
    QPointer<QWidget> last;
    connect(&poll, &QTimer::timeout, [&] {
        QWidget* m = QApplication::activeModalWidget();
        if (!m || m == last)
            return;
        last = m;
        if (auto* choice = qobject_cast<FirstGameChoice*>(m)) {
            seen << QStringLiteral("choice");
            QTest::mouseClick(choice->choice()->card(pick), Qt::LeftButton);
        } else if (auto* box = qobject_cast<QMessageBox*>(m)) {
            seen << QStringLiteral("learn");
            for (QAbstractButton* b : box->buttons())
                if (b->text() == QLatin1String("Start a game"))
                    b->click();
        } else if (auto* d = qobject_cast<NewGameDialog*>(m)) {
            seen << QStringLiteral("new game");
            d->reject();
        } else {
            seen << m->metaObject()->className();
            static_cast<QDialog*>(m)->reject();
        }
    });
    poll.start(20);
    for (const QString& chosen : {QStringLiteral("petals"), QStringLiteral("frosted-blooms")}) {
        seen.clear();
        pick = chosen;
        auto w = std::make_unique<MainWindow>(comps_); // settings on, message boxes on
        w->controller()->setAutosaveDir(data.path());
        w->show();
        w->setChooseGameFirst(QStringLiteral("frosted-blooms"));
        QVERIFY(!w->startup());
        if (chosen == QLatin1String("petals")) {
            QCOMPARE(seen, QStringList{QStringLiteral("choice")});
            QTRY_COMPARE(switches, QStringList{QStringLiteral("petals")});
            QVERIFY(!QSettings().value(QStringLiteral("tutorial/offered")).toBool());
        } else {
            QCOMPARE(seen, (QStringList{QStringLiteral("choice"), QStringLiteral("learn"),
                                        QStringLiteral("new game")}));
            QCOMPARE(switches.size(), 1);
            QVERIFY(QSettings().value(QStringLiteral("tutorial/offered")).toBool());
        }
    }
    gamechoice::setSwitchHandler({});
    gamechoice::setOffers({});
    qunsetenv("FROSTED_BLOOMS_DATA_HOME");
}

void TutorialTest::screenshotShowsTheNthExplanation() {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("t.png"));
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral(FROSTED_GUI_BINARY),
            {QStringLiteral("--screenshot"), png, QStringLiteral("--view"),
             QStringLiteral("tutorial"), QStringLiteral("--step"), QStringLiteral("8"),
             QStringLiteral("--size"), QStringLiteral("1024x700"), QStringLiteral("-platform"),
             QStringLiteral("offscreen")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QImage img(png);
    QCOMPARE(img.size(), QSize(1024, 700));
    // The bubble's orange frame is in the picture.
    int orange = 0;
    for (int y = 0; y < img.height(); y += 2)
        for (int x = 0; x < img.width(); x += 2)
            if (img.pixelColor(x, y) == QColor(0xd9, 0x6a, 0x1e))
                ++orange;
    QVERIFY2(orange > 50, qPrintable(QString::number(orange)));
    // A step that does not exist is refused, naming the range.
    p.start(QStringLiteral(FROSTED_GUI_BINARY),
            {QStringLiteral("--screenshot"), png, QStringLiteral("--view"),
             QStringLiteral("tutorial"), QStringLiteral("--step"), QStringLiteral("999"),
             QStringLiteral("-platform"), QStringLiteral("offscreen")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAll().contains("--step must be from 1 to"));
}

void TutorialTest::anotherGameEndsItAndKeepsTheOwnGame() {
    QTemporaryDir data;
    auto w = window(data.path());
    w->tutorialMode()->tutorial()->setAutosaveDir(data.filePath(QStringLiteral("tutorial")));
    w->startGame(hotseat(77));
    w->controller()->confirmHandOver();
    playTurns(*w->controller(), 3);
    const std::size_t ownActions = w->controller()->fullState().actions().size();
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(w->tutorialMode()->tutorial()->advanceTo(8));
    // A new game (or a daily garden, an opened file...) replaces the guided game.
    QSignalSpy ended(w->tutorialMode()->tutorial(), &Tutorial::ended);
    w->startGame(hotseat(5));
    QCOMPARE(ended.count(), 1);
    QVERIFY(!w->tutorialMode()->tutorial()->active());
    QVERIFY(w->controller()->guide() == nullptr);
    QVERIFY(w->controller()->canUndo() || w->controller()->view().actions().empty());
    // Its moves are its own, not the script's.
    w->controller()->confirmHandOver();
    const std::size_t before = w->controller()->view().actions().size();
    w->controller()->perform(chooseGreedy(w->controller()->view()));
    QCOMPARE(w->controller()->view().actions().size(), before + 1);
    // The player's own game, which waited in the autosave, was kept as a save of its own.
    const QString kept = w->controller()->keptAtGuideEnd();
    QVERIFY(!kept.isEmpty());
    const GameState own = loadFromFile(comps_, kept.toStdString());
    QCOMPARE(own.seed(), quint64{77});
    QCOMPARE(own.actions().size(), ownActions);
    QVERIFY(w->statusBar()->currentMessage().contains(QFileInfo(kept).fileName()));
}

void TutorialTest::restartStartsTheGuidedGameAgain() {
    QTemporaryDir data;
    auto w = window(data.path());
    w->tutorialMode()->tutorial()->setAutosaveDir(data.filePath(QStringLiteral("tutorial")));
    w->startGame(hotseat(77));
    w->controller()->confirmHandOver();
    playTurns(*w->controller(), 2);
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(w->tutorialMode()->tutorial()->advanceTo(14));
    w->restartGame(); // F5
    QVERIFY(w->tutorialMode()->tutorial()->active());
    QCOMPARE(w->controller()->fullState().actions().size(), std::size_t{0});
    QCOMPARE(w->tutorialMode()->tutorial()->step().lesson, QStringLiteral("welcome"));
    // The player's own autosave still holds their game.
    QCOMPARE(w->controller()->files().resumableAutosave()->seed(), quint64{77});
}

void TutorialTest::leavingWhileRosasNoteIsReadLetsHerPlay() {
    auto w = window();
    Tutorial* t = w->tutorialMode()->tutorial();
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(t->advanceTo(noteOf(*t, "other_turn")));
    QVERIFY(t->holding());
    const std::size_t n = w->controller()->view().actions().size();
    QTest::mouseClick(w->tutorialMode()->coachMark()->leaveButton(), Qt::LeftButton);
    QVERIFY(!t->active());
    // No own game to go back to: this one goes on, Rosa playing as an easy computer player.
    QTRY_VERIFY(w->controller()->view().actions().size() > n);
}

void TutorialTest::aPersonNamedRosaPlaysAgainstAnotherName() {
    auto w = window();
    w->tutorialMode()->tutorial()->setPersonName(QStringLiteral("rosa"));
    QVERIFY(w->tutorialMode()->tutorial()->start());
    QCOMPARE(w->controller()->seatName(0), QStringLiteral("rosa"));
    QCOMPARE(w->controller()->seatName(1), QStringLiteral("Lily"));
    QVERIFY(w->tutorialMode()->tutorial()->advanceTo(12));
}

namespace {
// What is wrong with the bubble on screen now (empty: nothing): outside the window, over the part
// it points at, or over the parts kept clear (the tile being placed, its preview label, the tile
// just laid).
QString bubbleProblem(MainWindow& w, const Tutorial::Step& s) {
    const CoachMark* coach = w.tutorialMode()->coachMark();
    if (!coach->bubble()->isVisible())
        return {};
    const QRect b = coach->bubble()->geometry();
    const QString where =
        QStringLiteral("step %1 (%2, at \"%3\"), bubble %4,%5 %6x%7: ")
            .arg(s.number)
            .arg(s.lesson.isEmpty() ? QStringLiteral("instruction") : s.lesson, s.at)
            .arg(b.x())
            .arg(b.y())
            .arg(b.width())
            .arg(b.height());
    if (!w.rect().contains(b))
        return where + QStringLiteral("outside the window");
    if (const QRect t = w.tutorialMode()->coachTarget(s.at); !t.isEmpty() && b.intersects(t))
        return where + QStringLiteral("over its target");
    if (GardenView* g = w.garden(); g && !g->ghostBox().isEmpty()) {
        const QRect ghost =
            g->ghostBox().toAlignedRect().intersected(g->rect()).translated(g->mapTo(&w, QPoint()));
        if (b.intersects(ghost))
            return where + QStringLiteral("over the tile being placed");
        // The garden's own label of what the tile brings stands clear of the tile, too.
        if (g->previewLabelBox().intersects(g->ghostBox()))
            return where + QStringLiteral("the best-card label over the tile being placed");
    }
    for (const QRect& k : coach->keptClear())
        if (b.intersects(k))
            return where + QStringLiteral("over a part kept clear");
    return {};
}
} // namespace

void TutorialTest::bubblesNeverCoverWhatTheyPointAt_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x600") << QSize(1024, 600);
    QTest::newRow("1024x700") << QSize(1024, 700);
    QTest::newRow("1440x900") << QSize(1440, 900);
}

// Every step of the guided game, notes and instructions: the bubble stays inside the window and
// leaves its target, the tile being placed, its preview label and the tile just laid in sight.
void TutorialTest::bubblesNeverCoverWhatTheyPointAt() {
    QFETCH(QSize, size);
    auto w = window();
    // The window keeps its own least size, as in the program: a layout that asks for more while
    // the guided game sets its table up never makes the window grow (issue 31).
    w->resize(size);
    Tutorial* t = w->tutorialMode()->tutorial();
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QApplication::processEvents();
    QCOMPARE(w->size(), size);
    int checked = 0;
    QString shown;
    for (int guard = 0; guard < 5000 && t->active(); ++guard) {
        QApplication::processEvents();
        const Tutorial::Step s = t->step();
        if (w->tutorialMode()->coachMark()->bubble()->isVisible()) {
            const QString problem = bubbleProblem(*w, s);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            if (s.text != shown) {
                shown = s.text;
                ++checked;
            }
        }
        if (s.note >= 0 && s.next) {
            t->next();
            continue;
        }
        const std::optional<Action> e = t->expected();
        if (e && !w->controller()->computerToPlay()) {
            if (e->kind == Action::Kind::Place) {
                // Laid as a person does: turned over when the outline shows the other face.
                GameController* c = w->controller();
                if (c->ghost().orientation().side != e->orientation.side) {
                    c->turnOver();
                    QApplication::processEvents();
                    const QString problem = bubbleProblem(*w, t->step());
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                }
            }
            w->controller()->perform(*e);
            continue;
        }
        QTest::qWait(2);
    }
    QVERIFY(!t->active());
    QVERIFY2(checked > static_cast<int>(t->script().notes.size()),
             qPrintable(QString::number(checked)));
}

// R-GEO-3: the tile taken shows in the garden with the face it showed on the ring; when the
// script lays the other face, the person turns it over (F), told so by the bubble.
void TutorialTest::takenTileKeepsItsRingFaceAndTurningOverIsThePlayers() {
    auto w = window();
    Tutorial* t = w->tutorialMode()->tutorial();
    GameController* c = w->controller();
    QVERIFY(w->tutorialMode()->startTutorial(false));
    int turnedOver = 0;
    for (int guard = 0; guard < 5000 && t->active(); ++guard) {
        QApplication::processEvents();
        const Tutorial::Step s = t->step();
        if (s.note >= 0 && s.next) {
            t->next();
            continue;
        }
        const std::optional<Action> e = t->expected();
        if (!e || c->computerToPlay()) {
            QTest::qWait(2);
            continue;
        }
        if (e->kind == Action::Kind::Place) {
            const Tile& tile = comps_->tiles[static_cast<std::size_t>(c->view().takenTile())];
            // The ring's face (the front, as BoardView draws it), turned round at most.
            QCOMPARE(c->ghost().orientation().side, Side::Front);
            QCOMPARE(c->ghost().face(),
                     orientedFace(tile, {Side::Front, c->ghost().orientation().rotation}));
            if (e->orientation.side != Side::Front) {
                QVERIFY2(s.text.contains(QStringLiteral("F")), qPrintable(s.text));
                c->turnOver(); // the person's act
                QApplication::processEvents();
                QVERIFY2(!t->step().text.contains(QStringLiteral("other face")),
                         qPrintable(t->step().text));
                ++turnedOver;
            }
        }
        c->perform(*e);
    }
    QVERIFY(!t->active());
    QVERIFY(turnedOver > 0);
    // Any game: the tile taken shows the ring's face.
    auto g = bareWindow(comps_, {.game = hotseat(11)});
    GameController* gc = g->controller();
    gc->takeTile(1);
    const Tile& tile = comps_->tiles[static_cast<std::size_t>(gc->view().takenTile())];
    QCOMPARE(gc->ghost().face(), normalised(tile.front));
}

// The guided game has no Undo and no Esc: the now line does not offer them; a game of one's own
// does.
void TutorialTest::nowLineNamesNoKeyThatIsOff() {
    auto w = window();
    Tutorial* t = w->tutorialMode()->tutorial();
    GameController* c = w->controller();
    QVERIFY(w->tutorialMode()->startTutorial(false));
    bool placing = false, carding = false;
    for (int guard = 0; guard < 5000 && t->active() && !(placing && carding); ++guard) {
        QApplication::processEvents();
        const Tutorial::Step s = t->step();
        if (s.note >= 0 && s.next) {
            t->next();
            continue;
        }
        const std::optional<Action> e = t->expected();
        if (!e || c->computerToPlay()) {
            QTest::qWait(2);
            continue;
        }
        const Phase ph = c->view().phase();
        if (ph == Phase::PlaceTile || ph == Phase::PlayCard) {
            QVERIFY(!c->canUndo());
            QVERIFY2(!c->prompt().contains(QStringLiteral("Esc")), qPrintable(c->prompt()));
            QVERIFY2(!c->prompt().contains(QStringLiteral("Undo")), qPrintable(c->prompt()));
            (ph == Phase::PlaceTile ? placing : carding) = true;
        }
        c->perform(*e);
    }
    QVERIFY(placing && carding);
    t->leave();
    // A game of one's own names them: they work there.
    auto g = bareWindow(comps_, {.game = hotseat(11)});
    GameController* gc = g->controller();
    gc->takeTile(1);
    QVERIFY(gc->canCancelTake());
    QVERIFY2(gc->prompt().contains(QStringLiteral("Esc")), qPrintable(gc->prompt()));
    gc->perform(chooseGreedy(gc->view()));
    QCOMPARE(gc->view().phase(), Phase::PlayCard);
    QVERIFY(gc->canUndo());
    QVERIFY2(gc->prompt().contains(QStringLiteral("Undo")), qPrintable(gc->prompt()));
}

// R-OBJ-5: one objective of each kind for the whole game, several kinds in one turn.
void TutorialTest::objectivesNoteSaysOneOfEachKind() {
    auto w = window();
    Tutorial* t = w->tutorialMode()->tutorial();
    QVERIFY(w->tutorialMode()->startTutorial(false));
    QVERIFY(t->advanceTo(noteOf(*t, "objectives")));
    const QString text = t->step().text;
    QVERIFY2(text.contains(QStringLiteral("one objective of each kind")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("claim one whose")), qPrintable(text));
}

QTEST_MAIN(TutorialTest)
#include "test_tutorial.moc"
