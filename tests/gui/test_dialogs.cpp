// GUI tests (Qt Test, offscreen) of the dialogs, menus and words (issue 13): the new-game dialog
// keeps names and colours apart and remembers the last setup; New, Open and Quit ask before an
// unfinished game is thrown away; the Turn and Edit menus enable only what applies now; the Help
// windows close with Esc at once; a game asked for on the command line wins over resuming; and
// nothing on screen shows a component id, a coordinate, a ring slot's number or a "(s)" plural.
#include "BoardView.h"
#include "FrostedTable.h"
#include "GameChoice.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "HelpDialog.h"
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayerPanel.h"
#include "RecordWindow.h"
#include "ScorePadPage.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QToolTip>
#include <QtTest>

using namespace frosted;

class DialogsTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void SETUP_twoPlayersOfOneColourCannotStart();
    void SETUP_switchingModesGivesDistinctDefaults();
    void SETUP_lastSetupIsRemembered();
    void SETUP_theGameComesFirstAndAnotherOneSwitches();
    void CONFIRM_newOpenQuitAskBeforeAnUnfinishedGameIsLost();
    void CONFIRM_theQuestionBoxOnScreenAnswersEachButtonAndKey();
    void ACTIONS_turnAndEditMenusEnableOnlyWhatApplies();
    void HELP_rulesAndKeyboardCloseWithEscAtOnce();
    void HELP_keyboardPageListsEveryShortcutOfTheMenus();
    void CLI_helpAndVersionNeedNoDisplay();
    void CLI_commandLineGameWinsOverResuming();
    void WORDS_noIdsCoordinatesOrSlotNumbersOnScreen_data();
    void WORDS_noIdsCoordinatesOrSlotNumbersOnScreen();
    void WORDS_refusalsAreSentencesOfTheCoresAnswer();
    void WORDS_nowLineNamesTheStepOfTheSeatToPlay();
    void HINT_suggestsALegalStepOffTheGuiThreadAndIsDroppedWhenThePlayMovesOn();
    void COMPUTERS_wholeGameWithComputerSeatsThroughTheWidgets();
    void COMPUTERS_focusStaysWhereThePersonLeftItWhileAComputerPlays();
    void SETTINGS_restartGoesOnInTheChosenLanguageAndSize();
    void SETUP_soloNameIsNotTheMasterGardenersInAnyLanguage();
    void COMPUTERS_onePersonNeverSeesAHandOverAndNewGameStopsTheComputer();
    void RECORD_exportedRecordOpensAndStepsReadOnly();

  private:
    std::unique_ptr<MainWindow> window(const NewGameOptions& o, const QString& autosaveDir = {});
    void perform(MainWindow& w, const Action& a);
    void step(MainWindow& w); // one step: a hand-over, his next step or the greedy action
    ComponentsPtr comps_;
};

namespace {
using guitest::hotseat;
using guitest::solo;

using guitest::child;
} // namespace

void DialogsTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    // Frosted Blooms' catalog in use, as the program puts it when the game is chosen (issue 32):
    // the Master Gardener's name is refused in every language it holds.
    QVERIFY(language::useCatalog(QStringLiteral("frosted-blooms")));
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> DialogsTest::window(const NewGameOptions& o,
                                                const QString& autosaveDir) {
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir(autosaveDir);
    w->controller()->setSpeed(GameController::StepByStep);
    w->resize(1440, 900);
    w->show();
    w->activateWindow();
    if (!QTest::qWaitForWindowActive(w.get()))
        qWarning("window not active");
    if (!o.names.isEmpty())
        w->startGame(o);
    return w;
}

// A core action through the widgets: the ring, the garden, the hand, the objectives, Done.
void DialogsTest::perform(MainWindow& w, const Action& a) {
    GameController& c = *w.controller();
    switch (a.kind) {
    case Action::Kind::Take:
        QTest::mouseClick(w.board(), Qt::LeftButton, {},
                          w.board()->slotCenter(c.fullState().market().slotOfKth(a.value)));
        break;
    case Action::Kind::Place: {
        c.setGhostOrientation(a.orientation);
        const Point off = c.ghost().offset();
        const Point cell{a.at.x + off.x, a.at.y + off.y};
        QPoint pos = w.garden()->cellCenter(cell);
        if (!w.garden()->rect().contains(pos)) {
            w.garden()->fitToView();
            pos = w.garden()->cellCenter(cell);
        }
        QTest::mouseMove(w.garden(), pos);
        QTest::mouseClick(w.garden(), Qt::LeftButton, {}, pos);
        break;
    }
    case Action::Kind::Pass:
        QTest::mouseClick(w.hand()->passButton(), Qt::LeftButton);
        break;
    case Action::Kind::PlayCard: {
        for (CardButton* b : w.hand()->cards())
            if (b->card() == a.value) {
                QTest::mouseClick(b, Qt::LeftButton);
                break;
            }
        break;
    }
    case Action::Kind::Claim:
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->objectiveCenter(a.value));
        break;
    case Action::Kind::EndTurn:
        QTest::mouseClick(w.hand()->doneButton(), Qt::LeftButton);
        break;
    }
}

void DialogsTest::step(MainWindow& w) {
    GameController& c = *w.controller();
    if (c.handOverPending())
        QTest::mouseClick(w.handOverButton(), Qt::LeftButton);
    else if (c.replaying())
        QTest::mouseClick(w.nextStepButton(), Qt::LeftButton);
    else
        perform(w, chooseGreedy(c.view()));
}

void DialogsTest::SETUP_twoPlayersOfOneColourCannotStart() {
    NewGameDialog d(hotseat(1, 3), *comps_);
    d.show();
    auto* colour1 = child<QComboBox>(&d, "colour1");
    auto* start = child<QPushButton>(&d, "startButton");
    auto* problem = child<QLabel>(&d, "nameProblem");
    QVERIFY(start->isEnabled());
    // Ben takes Ada's yellow: Start is disabled and the dialog says why.
    colour1->setCurrentIndex(colour1->findData(QStringLiteral("yellow")));
    emit colour1->activated(colour1->currentIndex());
    QVERIFY(!start->isEnabled());
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("yellow")), qPrintable(problem->text()));
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(d.isVisible());
    // A colour of his own: it starts, with the colours as chosen (never silently changed).
    colour1->setCurrentIndex(colour1->findData(QStringLiteral("green")));
    QVERIFY(start->isEnabled());
    QCOMPARE(d.options().colours, QStringList({QStringLiteral("yellow"), QStringLiteral("green"),
                                               QStringLiteral("pink")}));
    // A hidden row does not count.
    auto* colour2 = child<QComboBox>(&d, "colour2");
    colour2->setCurrentIndex(colour2->findData(QStringLiteral("yellow")));
    QVERIFY(!start->isEnabled());
    child<QSpinBox>(&d, "playerCount")->setValue(2);
    QVERIFY(start->isEnabled());
    // The controller refuses such a table too.
    GameController c(comps_);
    NewGameOptions o = hotseat(2);
    o.colours = {QStringLiteral("blue"), QStringLiteral("blue")};
    QVERIFY(!c.newGame(o));
    QVERIFY(c.lastError().contains(QStringLiteral("blue")));
}

// The play-test: after a solo game as Ben/blue the rows must not all become Ben/blue. Rows the
// player has not set get a name and colour of their own whenever the mode or the count changes;
// what the player typed or chose stays.
void DialogsTest::SETUP_switchingModesGivesDistinctDefaults() {
    NewGameDialog d(hotseat(1, 2), *comps_);
    d.show();
    auto* name0 = child<QLineEdit>(&d, "name0");
    auto* colour0 = child<QComboBox>(&d, "colour0");
    auto* start = child<QPushButton>(&d, "startButton");
    child<QRadioButton>(&d, "soloRadio")->setChecked(true);
    // In solo, the player types "Ben" and picks blue: the second row's own name and colour.
    name0->clear();
    QTest::keyClicks(name0, QStringLiteral("Ben"));
    colour0->setCurrentIndex(colour0->findData(QStringLiteral("blue")));
    emit colour0->activated(colour0->currentIndex());
    QVERIFY(start->isEnabled());
    child<QRadioButton>(&d, "hotseatRadio")->setChecked(true);
    NewGameOptions o = d.options();
    QCOMPARE(o.names.size(), 2);
    QCOMPARE(o.names[0], QStringLiteral("Ben"));
    QCOMPARE(o.colours[0], QStringLiteral("blue"));
    QVERIFY2(o.names[1].compare(QStringLiteral("Ben"), Qt::CaseInsensitive) != 0,
             qPrintable(o.names[1]));
    QVERIFY(o.colours[1] != QStringLiteral("blue"));
    QVERIFY2(start->isEnabled(), qPrintable(d.problem()));
    // More players: every new row distinct from all the others.
    child<QSpinBox>(&d, "playerCount")->setValue(4);
    o = d.options();
    QCOMPARE(o.names.size(), 4);
    QCOMPARE(o.names.removeDuplicates(), 0);
    QCOMPARE(o.colours.removeDuplicates(), 0);
    QVERIFY2(start->isEnabled(), qPrintable(d.problem()));
    // A name the player typed is not replaced: a clash they made stays, with the reason.
    auto* name1 = child<QLineEdit>(&d, "name1");
    name1->clear();
    QTest::keyClicks(name1, QStringLiteral("ben"));
    child<QRadioButton>(&d, "soloRadio")->setChecked(true);
    child<QRadioButton>(&d, "hotseatRadio")->setChecked(true);
    QCOMPARE(name1->text(), QStringLiteral("ben"));
    QVERIFY(!start->isEnabled());
    QVERIFY(d.problem().contains(QStringLiteral("Ben")));
}

void DialogsTest::SETUP_lastSetupIsRemembered() {
    QSettings().remove(QStringLiteral("newGame"));
    {
        auto w = std::make_unique<MainWindow>(comps_);
        w->setMessageBoxesEnabled(false);
        w->controller()->setAutosaveDir({});
        NewGameOptions o = hotseat(5, 3);
        o.colours = {QStringLiteral("pink"), QStringLiteral("green"), QStringLiteral("blue")};
        w->startGame(o); // settings on: remembered
    }
    const NewGameOptions last = NewGameDialog::lastSetup();
    QCOMPARE(last.names, hotseat(5, 3).names);
    QCOMPARE(last.colours, QStringList({QStringLiteral("pink"), QStringLiteral("green"),
                                        QStringLiteral("blue")}));
    QVERIFY(!last.solo);
    // A fresh window with no game offers that setup.
    auto w = std::make_unique<MainWindow>(comps_);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir({});
    w->show();
    NewGameOptions offered;
    QTimer::singleShot(0, [&] {
        if (auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget())) {
            offered = d->options();
            d->reject();
        }
    });
    w->newGameDialog();
    QCOMPARE(offered.names, last.names);
    QCOMPARE(offered.colours, last.colours);
    // Settings off (tests, screenshots): nothing is read or written.
    w->setSettingsEnabled(false);
    w->startGame(solo(3));
    QCOMPARE(NewGameDialog::lastSetup().names, last.names);
    QSettings().remove(QStringLiteral("newGame"));
    QSettings().remove(QStringLiteral("window"));
    QSettings().remove(QStringLiteral("options"));
}

// Issue 34: when the program offers several games, the dialog starts with the choice of a game,
// Frosted Blooms selected (its picture drawn from the table's art); choosing another asks for the
// switch and closes the dialog, and the window does not ask again about the game it let go.
void DialogsTest::SETUP_theGameComesFirstAndAnotherOneSwitches() {
    {
        NewGameDialog d(hotseat(1, 2), *comps_);
        QVERIFY(!d.findChild<GameChoice*>()); // one game: no choice
    }
    FrostedTable frosted;
    gamechoice::setOffers(
        {{frosted.id(), frosted.title(), frosted.summary(),
          [&frosted](QSize s) { return frosted.picture(s); }},
         {QStringLiteral("petals"), QStringLiteral("Petals"),
          QStringLiteral("Match half-flowers and balance your four trackers."), [](QSize s) {
              QPixmap pm(s);
              pm.fill(QColor(0xf6, 0xe7, 0xd0));
              return pm;
          }}});
    const QPixmap picture = frosted.picture(QSize(256, 160));
    QCOMPARE(picture.size(), QSize(256, 160));
    QVERIFY(picture.toImage().pixelColor(128, 80) != picture.toImage().pixelColor(2, 2));
    QStringList asked;
    gamechoice::setSwitchHandler([&asked](const QString& id) { asked << id; });
    {
        NewGameDialog d(hotseat(1, 4), *comps_);
        d.show();
        auto* choice = d.findChild<GameChoice*>();
        QVERIFY(choice);
        QCOMPARE(choice->current(), QStringLiteral("frosted-blooms"));
        QVERIFY(choice->card(QStringLiteral("frosted-blooms"))->isChecked());
        // At 1024x700 with four players.
        d.adjustSize();
        QVERIFY2(d.width() <= 1024 && d.height() <= 700,
                 qPrintable(QStringLiteral("%1x%2").arg(d.width()).arg(d.height())));
        QImage screen(1024, 700, QImage::Format_ARGB32);
        screen.fill(QColor(0x55, 0x5d, 0x66));
        QPainter p(&screen);
        const QPixmap shot = d.grab();
        p.drawPixmap((1024 - shot.width()) / 2, (700 - shot.height()) / 2, shot);
        p.end();
        QDir().mkpath(QStringLiteral(DIALOG_RENDERS));
        QVERIFY(screen.save(QStringLiteral(DIALOG_RENDERS "/newgame-choice.png")));
        QTimer::singleShot(0, &d, [choice] {
            QTest::mouseClick(choice->card(QStringLiteral("petals")), Qt::LeftButton);
        });
        QCOMPARE(d.exec(), int(QDialog::Rejected));
        QCOMPARE(d.switchTo(), QStringLiteral("petals"));
        QTRY_COMPARE(asked, QStringList{QStringLiteral("petals")});
    }
    // In the window: Game ▸ New asks about the game on the table once; the switch chosen in the
    // dialog then closes the window without asking again.
    auto w = window(solo(12));
    step(*w); // takes a tile
    QVERIFY(w->hasUnsavedGame());
    int questions = 0;
    w->setSaveAsker([&questions](confirm::Purpose) {
        ++questions;
        return confirm::Answer::Discard;
    });
    asked.clear();
    QTimer::singleShot(0, w.get(), [] {
        auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        QTest::mouseClick(d->findChild<GameChoice*>()->card(QStringLiteral("petals")),
                          Qt::LeftButton);
    });
    w->newGameDialog();
    QCOMPARE(questions, 1);
    QTRY_COMPARE(asked, QStringList{QStringLiteral("petals")});
    QVERIFY(w->close());
    QCOMPARE(questions, 1);
    gamechoice::setSwitchHandler({});
    gamechoice::setOffers({});
}

void DialogsTest::CONFIRM_newOpenQuitAskBeforeAnUnfinishedGameIsLost() {
    QTemporaryDir dir;
    auto w = window(solo(12));
    GameController& c = *w->controller();
    QList<confirm::Purpose> asked;
    confirm::Answer answer = confirm::Answer::Cancel;
    w->setSaveAsker([&](confirm::Purpose p) {
        asked << p;
        return answer;
    });
    QStringList chosen;
    QString openPath;
    const QString savePath = dir.filePath(QStringLiteral("kept.frosted.json"));
    w->setFileChooser([&](const QString& purpose, const QString&) {
        chosen << purpose;
        return purpose == QLatin1String("save") ? savePath : openPath;
    });
    // Nothing done yet: nothing to lose, nobody asked.
    QVERIFY(!w->hasUnsavedGame());
    w->openAction()->trigger();
    QVERIFY(asked.isEmpty());
    QCOMPARE(chosen, QStringList({QStringLiteral("open")}));
    chosen.clear();
    step(*w); // takes a tile
    QVERIFY(w->hasUnsavedGame());
    const GameState before = c.fullState();
    // Cancel: Open, New and Quit leave the game as it is.
    w->openAction()->trigger();
    QTest::keySequence(w.get(), QKeySequence::New);
    QVERIFY(!w->close());
    QCOMPARE(asked, QList<confirm::Purpose>({confirm::Purpose::Open, confirm::Purpose::NewGame,
                                             confirm::Purpose::Quit}));
    QVERIFY(chosen.isEmpty());
    QVERIFY(w->isVisible());
    QVERIFY(c.fullState() == before);
    // Save: the game is saved first, then Open goes on (here to the saved file itself).
    asked.clear();
    answer = confirm::Answer::Save;
    openPath = savePath;
    w->openAction()->trigger();
    QCOMPARE(asked.size(), 1);
    QCOMPARE(chosen, QStringList({QStringLiteral("save"), QStringLiteral("open")}));
    QVERIFY(QFile::exists(savePath));
    QVERIFY(c.fullState() == before);
    // Just opened (or saved) and unchanged: no question.
    QVERIFY(!w->hasUnsavedGame());
    asked.clear();
    QVERIFY(w->close());
    QVERIFY(asked.isEmpty());
    w->show();
    // A save that is cancelled keeps the game: nothing replaced.
    step(*w);
    chosen.clear();
    openPath.clear();
    w->setFileChooser([&](const QString& purpose, const QString&) {
        chosen << purpose;
        return QString();
    });
    QTest::keySequence(w.get(), QKeySequence::New);
    QCOMPARE(chosen, QStringList({QStringLiteral("save")}));
    QVERIFY(c.fullState().actions().size() == before.actions().size() + 1);
    // Discard: Play again replaces the game.
    answer = confirm::Answer::Discard;
    asked.clear();
    w->turnActions().playAgain->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY(c.fullState().actions().empty());
    // A finished game is never asked about.
    while (!c.fullState().isOver() && !QTest::currentTestFailed())
        step(*w);
    while (c.replaying())
        step(*w);
    asked.clear();
    QVERIFY(!w->hasUnsavedGame());
    QVERIFY(w->close());
    QVERIFY(asked.isEmpty());
}

// The question itself, as it appears (not the test seam): its words for each purpose, the
// window's game named, Enter saves, Esc cancels, the destructive button discards; it fits in the
// smallest window.
void DialogsTest::CONFIRM_theQuestionBoxOnScreenAnswersEachButtonAndKey() {
    auto w = window(solo(13));
    const QString summary = QStringLiteral("Ada against the Master Gardener, round 2 of 10");
    struct Case {
        confirm::Purpose purpose;
        QString saveText, discardText;
        std::function<void(QMessageBox&)> answer;
        confirm::Answer expected;
    };
    const std::vector<Case> cases = {
        {confirm::Purpose::NewGame, QStringLiteral("Save, then start a new game…"),
         QStringLiteral("Discard it"), [](QMessageBox& b) { QTest::keyClick(&b, Qt::Key_Return); },
         confirm::Answer::Save},
        {confirm::Purpose::Open, QStringLiteral("Save, then open…"), QStringLiteral("Discard it"),
         [](QMessageBox& b) { QTest::keyClick(&b, Qt::Key_Escape); }, confirm::Answer::Cancel},
        {confirm::Purpose::Quit, QStringLiteral("Save, then quit…"),
         QStringLiteral("Quit without saving"),
         [](QMessageBox& b) {
             QTest::mouseClick(b.findChild<QPushButton*>(QStringLiteral("discardButton")),
                               Qt::LeftButton);
         },
         confirm::Answer::Discard},
    };
    for (const Case& k : cases) {
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            QCOMPARE(box->objectName(), QStringLiteral("confirmDiscardBox"));
            QVERIFY(box->isVisible());
            QCOMPARE(box->text(), QStringLiteral("Do you want to save the current game?"));
            QVERIFY(
                box->informativeText().startsWith(summary + QStringLiteral(" is not finished")));
            auto* save = box->findChild<QPushButton*>(QStringLiteral("saveButton"));
            auto* discard = box->findChild<QPushButton*>(QStringLiteral("discardButton"));
            QVERIFY(save && discard);
            QCOMPARE(save->text().remove(QLatin1Char('&')), k.saveText);
            QCOMPARE(discard->text().remove(QLatin1Char('&')), k.discardText);
            QCOMPARE(box->defaultButton(), save);
            QVERIFY(box->width() <= 1024 && box->height() <= 700);
            seen = true;
            k.answer(*box);
        });
        QCOMPARE(confirm::askToSave(w.get(), k.purpose, summary), k.expected);
        QVERIFY(seen);
    }
    // Titled as the window asking: over another game's window (Petals), that game's name.
    QWidget other;
    other.setWindowTitle(QStringLiteral("Petals[*]"));
    QString title;
    QTimer::singleShot(0, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        title = box->windowTitle();
        QTest::keyClick(box, Qt::Key_Escape);
    });
    QCOMPARE(confirm::askToSave(&other, confirm::Purpose::NewGame, summary),
             confirm::Answer::Cancel);
    QCOMPARE(title, QStringLiteral("Petals"));
}

void DialogsTest::ACTIONS_turnAndEditMenusEnableOnlyWhatApplies() {
    auto w = window(hotseat(31));
    GameController& c = *w->controller();
    auto enabled = [&] {
        QStringList on;
        const std::pair<const char*, QAction*> all[] = {{"rotate", w->turnActions().rotate},
                                                        {"turnOver", w->turnActions().turnOver},
                                                        {"continue", w->turnActions().proceed},
                                                        {"putBack", w->turnActions().putBack},
                                                        {"pass", w->turnActions().pass},
                                                        {"claim", w->turnActions().claim},
                                                        {"done", w->turnActions().done},
                                                        {"next", w->turnActions().nextStep},
                                                        {"undo", w->undoAction()},
                                                        {"redo", w->redoAction()}};
        for (const auto& [name, a] : all)
            if (a->isEnabled())
                on << QLatin1String(name);
        return on.join(QLatin1Char(' '));
    };
    // The hand-over: only "continue" (Enter confirms it).
    QCOMPARE(enabled(), QStringLiteral("continue"));
    step(*w);
    QCOMPARE(c.fullState().phase(), Phase::TakeTile);
    QCOMPARE(enabled(), QString()); // choose a tile: the ring is clicked, nothing in the menu
    step(*w);
    QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
    QCOMPARE(enabled(), QStringLiteral("rotate turnOver continue putBack undo"));
    QTest::keyClick(w->garden(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c.fullState().phase(), Phase::TakeTile);
    QCOMPARE(enabled(), QStringLiteral("redo"));
    w->redoAction()->trigger();
    QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
    step(*w); // placed
    QCOMPARE(c.fullState().phase(), Phase::PlayCard);
    QCOMPARE(enabled(), QStringLiteral("undo"));
    step(*w); // the card
    QCOMPARE(c.fullState().phase(), Phase::Claim);
    bool any = false;
    for (int o : c.view().board())
        any = any || c.view().mayClaim(o);
    QCOMPARE(enabled(),
             any ? QStringLiteral("continue claim done") : QStringLiteral("continue done"));
    // A disabled action does nothing: Esc in the claim step changes nothing.
    const GameState claim = c.fullState();
    QTest::keyClick(w.get(), Qt::Key_Escape);
    QVERIFY(c.fullState() == claim);

    // Solo: "next step" while the Master Gardener's turn is shown, and only then.
    auto s = window(solo(32));
    GameController& sc = *s->controller();
    while (!sc.replaying() && !QTest::currentTestFailed())
        step(*s);
    QVERIFY(s->turnActions().nextStep->isEnabled());
    QVERIFY(!s->turnActions().rotate->isEnabled());
    QVERIFY(!s->undoAction()->isEnabled());
    while (sc.replaying())
        QTest::keyClick(s.get(), Qt::Key_Space);
    QVERIFY(!s->turnActions().nextStep->isEnabled());
}

// Help ▸ Keyboard names every shortcut of the window's menus (one of an action's shortcuts is
// enough; the number keys are the ranges "1–6"; Return is written Enter and Escape Esc).
void DialogsTest::HELP_keyboardPageListsEveryShortcutOfTheMenus() {
    auto w = window(solo(3));
    const QString page = HelpDialog::keyboardText(*comps_);
    int checked = 0;
    for (QAction* top : w->menuBar()->actions()) {
        if (!top->menu())
            continue;
        std::vector<QAction*> all;
        for (QAction* a : top->menu()->actions()) {
            if (a->menu())
                for (QAction* b : a->menu()->actions())
                    all.push_back(b);
            all.push_back(a);
        }
        for (QAction* a : all) {
            if (a->shortcuts().isEmpty())
                continue;
            bool listed = false;
            QStringList keys;
            for (const QKeySequence& k : a->shortcuts()) {
                QString t = k.toString(QKeySequence::PortableText);
                if (t.size() == 1 && t[0].isDigit())
                    t = QStringLiteral("1–"); // "1–%1": the ring's tiles, the hand's cards
                t.replace(QLatin1String("Return"), QLatin1String("Enter"));
                t.replace(QLatin1String("Escape"), QLatin1String("Esc"));
                keys << t;
                listed = listed || page.contains(t);
            }
            QVERIFY2(listed, qPrintable(a->text() + QStringLiteral(": ") + keys.join(u' ')));
            ++checked;
        }
    }
    QVERIFY(checked > 20);
}

void DialogsTest::HELP_rulesAndKeyboardCloseWithEscAtOnce() {
    auto w = window(solo(3));
    for (int which = 0; which < 2; ++which) {
        if (which == 0)
            QTest::keyClick(w.get(), Qt::Key_F1);
        else
            w->showKeyboard();
        QPointer<HelpDialog> d = which == 0 ? w->rulesDialog() : w->keyboardDialog();
        QVERIFY(d && d->isVisible());
        // Active and focused at once: Esc closes it with no click first.
        QTRY_COMPARE(QApplication::activeWindow(), d.data());
        QVERIFY(QApplication::focusWidget() && QApplication::focusWidget()->window() == d);
        // Shown again: the same window, not a second one.
        if (which == 0)
            w->showRules();
        else
            w->showKeyboard();
        QCOMPARE(which == 0 ? w->rulesDialog() : w->keyboardDialog(), d.data());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!d);
        // And the Close button.
        if (which == 0)
            w->showRules();
        else
            w->showKeyboard();
        d = which == 0 ? w->rulesDialog() : w->keyboardDialog();
        QVERIFY(d);
        QTest::mouseClick(child<QPushButton>(d, "closeButton"), Qt::LeftButton);
        QTRY_VERIFY(!d);
    }
    // The rules page: headings, the pictures of the pieces (from the art), the keyboard.
    w->showRules();
    QTextDocument* doc = w->rulesDialog()->browser()->document();
    const QString html = doc->toHtml();
    QVERIFY(html.contains(QStringLiteral("<h2")));
    QVERIFY(doc->toPlainText().contains(QStringLiteral("The pieces")));
    QVERIFY(doc->toPlainText().contains(QStringLiteral("Keyboard")));
    for (const char* e :
         {"tulip-purple", "tulip-red", "tulip-white", "worker", "barn", "windmill"}) {
        const QUrl url(QStringLiteral("art:%1").arg(QLatin1String(e)));
        QVERIFY2(html.contains(url.toString()), e);
        QVERIFY2(!doc->resource(QTextDocument::ImageResource, url).value<QPixmap>().isNull(), e);
    }
    w->rulesDialog()->close();
}

void DialogsTest::CLI_helpAndVersionNeedNoDisplay() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    for (const QString& arg : {QStringLiteral("--help"), QStringLiteral("--version")}) {
        QProcess p;
        p.setProcessEnvironment(env);
        // Qt's own options are no mistake.
        p.start(QStringLiteral(FROSTED_GUI_BINARY),
                {QStringLiteral("-platform"), QStringLiteral("xcb"), arg});
        QVERIFY(p.waitForFinished(30000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 0, qPrintable(QString::fromUtf8(p.readAllStandardError())));
        if (arg == QLatin1String("--help")) {
            QVERIFY2(out.contains(QStringLiteral("--seed")), qPrintable(out));
            QVERIFY(out.contains(QStringLiteral("--solo")));
            // The registry's games (issue 32): --game names them, the default first.
            QVERIFY2(out.contains(QStringLiteral("--game <name>")), qPrintable(out));
            QVERIFY(out.contains(QStringLiteral("The game to play: frosted-blooms")));
        } else
            QVERIFY2(out.contains(QStringLiteral(FROSTED_VERSION)), qPrintable(out));
    }
    // A mistake is told without a display too.
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FROSTED_GUI_BINARY), {QStringLiteral("--no-such-option")});
    QVERIFY(p.waitForFinished(30000));
    QVERIFY(p.exitCode() != 0);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("no-such-option")));
    // A game the registry does not have is named, with the ones it has, before any display.
    QProcess unknown;
    unknown.setProcessEnvironment(env);
    unknown.start(QStringLiteral(FROSTED_GUI_BINARY),
                  {QStringLiteral("--game"), QStringLiteral("chess"), QStringLiteral("--lang"),
                   QStringLiteral("en")});
    QVERIFY(unknown.waitForFinished(30000));
    QCOMPARE(unknown.exitCode(), 2);
    const QString said = QString::fromUtf8(unknown.readAllStandardError());
    QVERIFY2(said.contains(QStringLiteral(
                 "--game must be one of frosted-blooms, petals, blossoms, not “chess”.")),
             qPrintable(said));
    // The game named is the default one: --version answers as without it.
    QProcess named;
    named.setProcessEnvironment(env);
    named.start(QStringLiteral(FROSTED_GUI_BINARY),
                {QStringLiteral("--game=frosted-blooms"), QStringLiteral("--version")});
    QVERIFY(named.waitForFinished(30000));
    QCOMPARE(named.exitCode(), 0);
    QVERIFY(
        QString::fromUtf8(named.readAllStandardOutput()).contains(QStringLiteral(FROSTED_VERSION)));
}

void DialogsTest::CLI_commandLineGameWinsOverResuming() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("auto"));
    {
        auto w = window(hotseat(40), autosave);
        for (int i = 0; i < 6; ++i)
            step(*w);
        QVERIFY(w->controller()->files().resumableAutosave());
    }
    auto w = window({}, autosave);
    bool asked = false;
    NewGameOptions o = solo(41);
    QVERIFY(!w->startup(
        [&] {
            asked = true;
            return true;
        },
        o));
    QVERIFY(!asked); // not even offered
    QVERIFY(w->controller()->hasGame());
    QVERIFY(w->controller()->fullState().solo());
    QCOMPARE(w->controller()->fullState().seed(), quint64(41));
}

void DialogsTest::WORDS_noIdsCoordinatesOrSlotNumbersOnScreen_data() {
    QTest::addColumn<bool>("isSolo");
    QTest::newRow("hotseat") << false;
    QTest::newRow("solo") << true;
}

void DialogsTest::WORDS_noIdsCoordinatesOrSlotNumbersOnScreen() {
    QFETCH(bool, isSolo);
    auto w = window(isSolo ? solo(51) : hotseat(52, 3));
    GameController& c = *w->controller();
    const QRegularExpression bad(
        QStringLiteral(R"(\bT\d\d\b|\bMG\d\d\b|\bS-[a-z]+|slot \d|\(-?\d+, ?-?\d+\)|\(s\)|)"
                       R"(\b(purple|red|white|water|worker|barn|windmill)-\d+\b)"));
    int checked = 0;
    auto check = [&](const QString& where, const QString& text) {
        ++checked;
        const auto m = bad.match(text);
        QVERIFY2(
            !m.hasMatch(),
            qPrintable(
                QStringLiteral("%1 shows “%2”: %3").arg(where, m.captured(0), text.left(400))));
    };
    auto tooltipAt = [&](QWidget* on, QPoint at) {
        QToolTip::hideText();
        QHelpEvent e(QEvent::ToolTip, at, on->mapToGlobal(at));
        QApplication::sendEvent(on, &e);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    auto checkScreen = [&] {
        check(QStringLiteral("NOW"), w->nowLabel()->text());
        check(QStringLiteral("preview"), w->previewLabel()->text());
        check(QStringLiteral("status"), w->statusBar()->currentMessage());
        check(QStringLiteral("refusal"), c.lastRefusal());
        for (int i = 0; i < w->logList()->count(); ++i)
            check(QStringLiteral("log"), w->logList()->item(i)->text());
        check(QStringLiteral("hand"),
              w->hand()->findChild<QLabel*>(QStringLiteral("handInfo"))->text());
        for (CardButton* b : w->hand()->cards())
            check(QStringLiteral("card"), b->toolTip());
        for (int s = -1; s < c.view().seatCount(); ++s)
            if (SeatPanel* p = w->players()->seatPanel(s))
                check(QStringLiteral("panel"), p->summary()->text());
        check(QStringLiteral("caption"), w->garden()->gapCaption());
        const Market& m = c.shown().market();
        for (int s = 0; s < static_cast<int>(m.tile.size()); ++s)
            check(QStringLiteral("ring tooltip"), tooltipAt(w->board(), w->board()->slotCenter(s)));
        for (int o : c.shown().board())
            check(QStringLiteral("objective tooltip"),
                  tooltipAt(w->board(), w->board()->objectiveCenter(o)));
    };
    for (int i = 0; i < 70 && !c.fullState().isOver() && !QTest::currentTestFailed(); ++i) {
        if (!c.handOverPending() && !c.replaying() && c.fullState().phase() == Phase::PlaceTile) {
            // A refused drop over the starting tile: its reason on screen, in words.
            const Point off = c.ghost().offset();
            const QPoint pos = w->garden()->cellCenter(off);
            QTest::mouseMove(w->garden(), pos);
            QTest::mouseClick(w->garden(), Qt::LeftButton, {}, pos);
            QVERIFY(!c.lastRefusal().isEmpty());
            checkScreen();
        }
        step(*w);
        checkScreen();
    }
    QVERIFY(checked > 1000);
}

// Every refusal the core gives for the seat to play becomes a sentence without coordinates or ids:
// each illegal take, place, claim, card, pass and done of a few turns.
void DialogsTest::WORDS_refusalsAreSentencesOfTheCoresAnswer() {
    language::installEnglishPlurals();
    GameController c(comps_);
    QVERIFY(c.newGame(solo(61)));
    const QRegularExpression bad(
        QStringLiteral(R"(\bT\d\d\b|\bMG\d\d\b|\(-?\d+, ?-?\d+\)|\(s\)|R-[A-Z]+|-\d+\b)"));
    int refused = 0;
    for (int turn = 0; turn < 30 && !c.fullState().isOver(); ++turn) {
        const SeatView v = c.fullState().viewFor(0);
        std::vector<Action> tries = {Action::pass(), Action::endTurn(), Action::take(6),
                                     Action::take(2), Action::playCard(0)};
        for (int o = 0; o < static_cast<int>(comps_->objectives.size()); ++o)
            tries.push_back(Action::claim(o));
        for (int x = -3; x <= 3; ++x)
            for (int y = -3; y <= 3; ++y)
                tries.push_back(Action::place({Side::Front, 0}, {x, y}));
        for (const Action& a : tries) {
            const QString why = words::refusal(v, a);
            if (v.check(a)) {
                QVERIFY(why.isEmpty());
                continue;
            }
            ++refused;
            QVERIFY2(!why.isEmpty(), qPrintable(QString::fromStdString(actionText(a, *comps_))));
            QVERIFY2(!bad.match(why).hasMatch(), qPrintable(why));
        }
        c.perform(chooseGreedy(c.view()));
        while (c.replaying())
            c.nextGardenerStep();
    }
    QVERIFY(refused > 100);
    // Plurals in English.
    QCOMPARE(words::coins(1), QStringLiteral("1 coin"));
    QCOMPARE(words::coins(2), QStringLiteral("2 coins"));
    QCOMPARE(words::coins(0), QStringLiteral("0 coins"));
}

// The NOW line (words::nowLine) follows the step of the seat to play, with the controller's own
// states on top: a hand-over, a Master Gardener step on screen, a tile that fits nowhere, the end.
void DialogsTest::WORDS_nowLineNamesTheStepOfTheSeatToPlay() {
    language::installEnglishPlurals();
    GameController c(comps_);
    QVERIFY(c.newGame(hotseat(71)));
    QVERIFY(c.handOverPending()); // Ada takes the seat first
    QCOMPARE(c.prompt(), QStringLiteral("Pass the screen to Ada."));
    c.confirmHandOver();
    const auto now = [&](words::NowContext ctx = {}) {
        if (ctx.who.isEmpty())
            ctx.who = QStringLiteral("Ada");
        return words::nowLine(c.view(), ctx);
    };
    const int coins = c.view().player(0).coins;
    QVERIFY(coins > 0);
    QCOMPARE(now(), QStringLiteral("Ada: choose a tile — the 1st after the Flower token is free, "
                                   "skipping a tile costs 1 coin (you have %1).")
                        .arg(words::coins(coins)));
    QCOMPARE(c.prompt(), now());
    words::NowContext handOver;
    handOver.who = QStringLiteral("Ben");
    handOver.handOver = true;
    QCOMPARE(now(handOver), QStringLiteral("Pass the screen to Ben."));
    words::NowContext his;
    his.gardenerStep = QStringLiteral("he scores 8 points.");
    QCOMPARE(now(his), QStringLiteral("Master Gardener's turn: he scores 8 points."));

    c.perform(chooseGreedy(c.view()));
    QVERIFY(now().startsWith(QStringLiteral("Ada: place the tile in your garden")));
    words::NowContext stuck;
    stuck.mustPass = true;
    QVERIFY(now(stuck).contains(QStringLiteral("fits nowhere")));
    c.perform(chooseGreedy(c.view()));
    QVERIFY(now().startsWith(
        QStringLiteral("Ada: play a card (click or 1–%1)").arg(comps_->rules.handSize)));
    c.perform(chooseGreedy(c.view()));
    QCOMPARE(c.view().phase(), Phase::Claim);
    bool any = false;
    for (int o : c.view().board())
        any = any || c.view().mayClaim(o);
    QVERIFY(now().contains(any ? QStringLiteral("claim a glowing objective")
                               : QStringLiteral("no objective qualifies this turn")));
    QCOMPARE(words::newGameLine(c.fullState(), QStringLiteral("Ada")),
             QStringLiteral("New game (seed 71): 2 players, Ada starts."));

    while (!c.fullState().isOver()) {
        if (c.handOverPending())
            c.confirmHandOver();
        else if (c.replaying())
            c.nextGardenerStep();
        else
            c.perform(chooseGreedy(c.view()));
    }
    const auto winners = c.view().winners();
    QCOMPARE(now(), winners.size() == 1
                        ? QStringLiteral("Game over — %1 wins.").arg(words::q(winners.front()))
                        : now());
    QCOMPARE(c.prompt(), now());
}

// Turn ▸ Hint (H): the hard computer player's choice for the seat to play, from that seat's view,
// computed off the GUI thread (the event loop runs meanwhile), told in the NOW line and the status
// bar, the ghost laid where the hint lays it; dropped when the play moves on, cancelled by Undo.
void DialogsTest::HINT_suggestsALegalStepOffTheGuiThreadAndIsDroppedWhenThePlayMovesOn() {
    auto w = window(hotseat(81));
    GameController& c = *w->controller();
    QVERIFY(!w->turnActions().hint->isEnabled()); // the hand-over first
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    QVERIFY(w->turnActions().hint->isEnabled());
    QTest::keyClick(w.get(), Qt::Key_H); // hard's own budget (700 ms) the first time
    QTRY_VERIFY_WITH_TIMEOUT(c.hint().has_value(), 10000);
    BotBudget quick;
    quick.iterations = 2;
    c.setHintBudget(quick);
    QVERIFY(!c.hintRunning());
    QCOMPARE(c.hint()->kind, Action::Kind::Take);
    QVERIFY(c.fullState().check(*c.hint()).ok);
    QVERIFY(w->nowLabel()->text().contains(QStringLiteral("Hint: Take the")));
    QVERIFY(w->statusBar()->currentMessage().startsWith(QStringLiteral("Hint: Take the")));
    QVERIFY(!w->turnActions().hint->isEnabled()); // shown already
    // Taking the tile drops it; at the place step the hint puts the ghost where it lays the tile.
    perform(*w, *c.hint());
    QVERIFY(!c.hint());
    QVERIFY(!w->nowLabel()->text().contains(QStringLiteral("Hint:")));
    QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
    w->turnActions().hint->trigger();
    QTRY_VERIFY(c.hint().has_value());
    QCOMPARE(c.hint()->kind, Action::Kind::Place);
    QCOMPARE(c.ghost().orientation(), c.hint()->orientation);
    QCOMPARE(*c.ghost().anchor(), c.hint()->at);
    QVERIFY(c.ghost().preview().legal());
    QTest::keyClick(w->garden(), Qt::Key_Return); // lays it there
    QCOMPARE(c.fullState().phase(), Phase::PlayCard);
    QVERIFY(!c.hint());
    // A long search: the window keeps running, and Undo cancels it for good.
    BotBudget lots;
    lots.iterations = 100000;
    c.setHintBudget(lots);
    w->turnActions().hint->trigger();
    QVERIFY(c.hintRunning());
    bool ran = false;
    QTimer::singleShot(10, this, [&] { ran = true; });
    QTRY_VERIFY(ran);
    QVERIFY(c.hintRunning());
    QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
    QVERIFY(!c.hintRunning());
    QTest::qWait(100);
    QVERIFY(!c.hint());
    QVERIFY(w->turnActions().hint->isEnabled());
}

// Issue 14: two people and two computer players (easy, and hard on a fixed small budget) play a
// whole game through the widgets; each computer step waits for Next (step by step); the hand-over
// appears only when a person follows another person, never for a computer's seat, and a
// computer's hand is never on the screen (R-PRIV-1); the save keeps who the computers are.
void DialogsTest::COMPUTERS_wholeGameWithComputerSeatsThroughTheWidgets() {
    QTemporaryDir dir;
    NewGameOptions o = hotseat(93, 4);
    o.computers = {QString(), QStringLiteral("easy"), QString(), QStringLiteral("hard")};
    auto w = window({});
    GameController& c = *w->controller();
    BotBudget small;
    small.iterations = 1;
    c.setComputerBudget(small);
    w->startGame(o);
    const auto isComputer = [&](int seat) { return c.fullState().isComputer(seat); };
    QCOMPARE(static_cast<int>(c.fullState().computers().size()), 4);
    int handOvers = 0, computerSteps = 0, lastPerson = -1;
    for (int guard = 0; guard < 4000 && !c.fullState().isOver() && !QTest::currentTestFailed();
         ++guard) {
        const int seat = c.fullState().currentSeat();
        if (c.handOverPending()) {
            QVERIFY(!isComputer(seat));
            QVERIFY(seat != lastPerson);
            ++handOvers;
            QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
            lastPerson = seat;
        } else if (isComputer(seat)) {
            QVERIFY(!c.acceptsInput()); // the table takes no click for a computer
            QVERIFY(c.view().seat() != seat);
            QTRY_VERIFY_WITH_TIMEOUT(
                c.computerStepWaiting() || !isComputer(seat) || c.fullState().isOver(), 20000);
            if (c.computerStepWaiting()) {
                QVERIFY(w->nextStepButton()->isEnabled());
                QTest::mouseClick(w->nextStepButton(), Qt::LeftButton);
                ++computerSteps;
            }
        } else {
            QVERIFY(c.acceptsInput());
            if (lastPerson < 0)
                lastPerson = seat;
            QCOMPARE(c.view().seat(), seat);
            perform(*w, chooseGreedy(c.view()));
        }
    }
    QVERIFY(c.fullState().isOver());
    QVERIFY(handOvers >= 10); // Ada and Chloé take turns at the screen every round
    QVERIFY(computerSteps >= 2 * 10 * 3);
    QCOMPARE(w->pages()->currentWidget(), static_cast<QWidget*>(w->scorePadPage()));
    // Saved and opened again: the same seats are computers.
    const QString path = dir.filePath(QStringLiteral("computers.frosted.json"));
    QVERIFY(c.saveGame(path));
    QVERIFY(c.loadGame(path));
    QCOMPARE(c.fullState().computers(), (std::vector<std::string>{"", "easy", "", "hard"}));
    QCOMPARE(c.options().computers, o.computers);
}

// One person against computer players: no hand-over, ever; the person's own view stays on the
// screen while the computers play, and the table takes no input then (Undo included: it never
// reaches into another seat's turn); a new game while a computer thinks stops it at once, and so
// does closing the window. The new-game dialog offers each seat to a person or a computer level.
void DialogsTest::COMPUTERS_onePersonNeverSeesAHandOverAndNewGameStopsTheComputer() {
    {
        NewGameDialog d(hotseat(1, 3), *comps_);
        d.show();
        auto* by = child<QComboBox>(&d, "playedBy1");
        by->setCurrentIndex(by->findData(QStringLiteral("medium")));
        QCOMPARE(d.options().computers,
                 QStringList({QString(), QStringLiteral("medium"), QString()}));
    }
    NewGameOptions o = hotseat(94, 3);
    o.startPlayer = 0; // Ada, the person, starts
    o.computers = {QString(), QStringLiteral("medium"), QStringLiteral("hard")};
    auto w = window({});
    GameController& c = *w->controller();
    BotBudget endless;
    endless.iterations = 1000000;
    c.setComputerBudget(endless);
    c.setSpeed(GameController::Instant);
    w->startGame(o);
    QVERIFY(!c.handOverPending());
    QCOMPARE(c.view().seat(), 0);
    QVERIFY(c.acceptsInput());
    // Ada's turn, then Ben (medium) plays at once and Cy (hard) thinks on and on.
    for (int i = 0; i < 4 && c.fullState().currentSeat() == 0; ++i)
        perform(*w, chooseGreedy(c.view()));
    QCOMPARE(c.fullState().currentSeat(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(c.fullState().currentSeat() == 2 && c.computerThinking(), 20000);
    QVERIFY(!c.handOverPending());
    QCOMPARE(c.view().seat(), 0); // Ada's view, her hand, while the computers play
    bool ran = false;
    QTimer::singleShot(10, this, [&] { ran = true; });
    QTRY_VERIFY(ran); // the window keeps running
    QVERIFY(!w->undoAction()->isEnabled());
    QVERIFY(!w->turnActions().hint->isEnabled());
    const GameState during = c.fullState();
    QTest::mouseClick(w->board(), Qt::LeftButton, {}, w->board()->slotCenter(0));
    QVERIFY(c.fullState() == during); // no click plays for the computer
    // A new game stops him at once.
    NewGameOptions again = o;
    again.seed = 95;
    w->startGame(again);
    QVERIFY(!c.computerThinking());
    QCOMPARE(c.fullState().seed(), quint64(95));
    QVERIFY(c.acceptsInput());
    // Thinking again when the window closes: closing does not wait for him.
    for (int i = 0; i < 4 && c.fullState().currentSeat() == 0; ++i)
        perform(*w, chooseGreedy(c.view()));
    QTRY_VERIFY_WITH_TIMEOUT(c.computerThinking(), 20000);
    w.reset();
}

// Game ▸ Export record… then Game ▸ Open record…: the record steps forward and back through the
// rules to the very game it was written from, and nothing in it can be played.
void DialogsTest::RECORD_exportedRecordOpensAndStepsReadOnly() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("record.json"));
    for (bool isSolo : {false, true}) {
        auto w = window(isSolo ? solo(71) : hotseat(72, 3));
        GameController& c = *w->controller();
        for (int i = 0; i < 40; ++i)
            step(*w);
        while (c.replaying())
            step(*w);
        w->setFileChooser([&](const QString&, const QString&) { return path; });
        w->exportAction()->trigger();
        QVERIFY(QFile::exists(path));
        w->openRecordAction()->trigger();
        QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
        RecordWindow* r = w->recordWindow();
        QVERIFY(r && r->isVisible());
        GameController& rc = *r->controller();
        const int n = static_cast<int>(c.fullState().actions().size());
        QCOMPARE(r->steps(), n);
        QCOMPARE(r->step(), 0);
        QVERIFY(rc.fullState().actions().empty());
        QVERIFY(!r->previousButton()->isEnabled());
        QTest::mouseClick(r->nextButton(), Qt::LeftButton);
        QCOMPARE(r->step(), 1);
        QCOMPARE(rc.fullState().actions().size(), std::size_t(1));
        QVERIFY(r->stepLabel()->text().startsWith(QStringLiteral("Step 1 of %1").arg(n)));
        QTest::mouseClick(r->lastButton(), Qt::LeftButton);
        QCOMPARE(r->step(), n);
        QVERIFY(rc.fullState() == c.fullState());
        QVERIFY(!r->nextButton()->isEnabled());
        QCOMPARE(r->logList()->count(), w->logList()->count());
        // Read-only: no input, no hand shown, nothing autosaved.
        QVERIFY(!rc.acceptsInput());
        QVERIFY(!rc.handVisible());
        QCOMPARE(rc.screenSeat(), -1);
        const GameState end = rc.fullState();
        rc.perform(chooseGreedy(rc.view()));
        QVERIFY(rc.fullState() == end);
        QTest::mouseClick(r->previousButton(), Qt::LeftButton);
        QCOMPARE(r->step(), n - 1);
        r->close();
    }
    // A file that is no record, and a record the rules refuse, are told and open nothing.
    auto w = window(solo(73));
    const QString other = dir.filePath(QStringLiteral("other.json"));
    QFile f(other);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"something else\"}");
    f.close();
    w->setFileChooser([&](const QString&, const QString&) { return other; });
    w->openRecordAction()->trigger();
    QVERIFY2(w->lastError().contains(QStringLiteral("not a replay record")),
             qPrintable(w->lastError()));
    QFile rf(path);
    QVERIFY(rf.open(QIODevice::ReadOnly));
    QByteArray text = rf.readAll();
    rf.close();
    text.replace("\"take 1\"", "\"take 9\"");
    QFile bf(other);
    QVERIFY(bf.open(QIODevice::WriteOnly | QIODevice::Truncate));
    bf.write(text);
    bf.close();
    w->openRecordAction()->trigger();
    QVERIFY2(w->lastError().contains(QStringLiteral("refused by the rules")),
             qPrintable(w->lastError()));
}

// Issue 17: the focus follows the turn of a person (TurnFocus), not a computer's move; while a
// computer player's steps are shown, nothing moves the focus of the person at the screen.
void DialogsTest::COMPUTERS_focusStaysWhereThePersonLeftItWhileAComputerPlays() {
    const auto describe = [](QWidget* f) {
        return f ? QString::fromLatin1(f->metaObject()->className()) + QLatin1Char(' ') +
                       f->objectName()
                 : QStringLiteral("nothing");
    };
    NewGameOptions o = hotseat(61, 2);
    o.computers = {QString(), QStringLiteral("easy")};
    auto w = window({});
    GameController& c = *w->controller();
    w->startGame(o);
    QApplication::setActiveWindow(w.get());
    int computerSteps = 0;
    for (int guard = 0; guard < 400 && computerSteps < 12 && !QTest::currentTestFailed(); ++guard) {
        if (c.handOverPending()) {
            c.confirmHandOver();
        } else if (c.fullState().isComputer(c.fullState().currentSeat())) {
            QWidget* before = QApplication::focusWidget();
            QTRY_VERIFY_WITH_TIMEOUT(c.computerStepWaiting() || c.fullState().isOver() ||
                                         !c.fullState().isComputer(c.fullState().currentSeat()),
                                     20000);
            if (!c.computerStepWaiting())
                continue;
            QTest::mouseClick(w->nextStepButton(), Qt::LeftButton);
            QApplication::processEvents(); // TurnFocus follows through a queued call
            QCoreApplication::sendPostedEvents();
            ++computerSteps;
            // After his step the seat may be the person's again: then the turn may move it.
            if (c.fullState().isComputer(c.fullState().currentSeat()) || c.replaying())
                QVERIFY2(
                    QApplication::focusWidget() == before,
                    qPrintable(QStringLiteral("the focus moved from %1 to %2 in his step")
                                   .arg(describe(before), describe(QApplication::focusWidget()))));
        } else {
            perform(*w, chooseGreedy(c.view()));
        }
    }
    QVERIFY(computerSteps >= 12);
}

// Issue 17: Settings ▸ Language / Text size start the game again on its autosave, in the language
// and at the size chosen (given explicitly, so they hold where the settings cannot be written).
void DialogsTest::SETTINGS_restartGoesOnInTheChosenLanguageAndSize() {
    auto w = window(hotseat(5, 2));
    for (QAction* a : w->languageActions()->actions())
        if (a->data().toString() == QLatin1String("ja"))
            a->trigger();
    for (QAction* a : w->textSizeActions()->actions())
        if (a->data().toInt() == 150)
            a->trigger();
    const QStringList args = w->restartArguments();
    QVERIFY2(args.contains(QStringLiteral("--resume")), qPrintable(args.join(u' ')));
    QCOMPARE(args.value(args.indexOf(QStringLiteral("--lang")) + 1), QStringLiteral("ja"));
    QCOMPARE(args.value(args.indexOf(QStringLiteral("--text-size")) + 1), QStringLiteral("150"));
    QVERIFY(!args.contains(QStringLiteral("--data"))); // the built-in set
}

// Issue 17: in solo the player may not take the Master Gardener's name in any language the game
// speaks (the table shows him under it in that language).
void DialogsTest::SETUP_soloNameIsNotTheMasterGardenersInAnyLanguage() {
    for (const char* his : {"Master Gardener", "maître jardinier", "マスター庭師"}) {
        QVERIFY2(!GameController::nameProblem({QString::fromUtf8(his)}, true).isEmpty(), his);
        QVERIFY(GameController::nameProblem({QString::fromUtf8(his), QStringLiteral("Ben")}, false)
                    .isEmpty());
    }
    QVERIFY(GameController::nameProblem({QStringLiteral("Jardinier")}, true).isEmpty());
}

QTEST_MAIN(DialogsTest)
#include "test_dialogs.moc"
