// GUI tests (Qt Test, offscreen) of the daily garden and the garden of the week (issue 19):
// the daily deal of a date stable and equal to the core's (ring, objectives, the Master
// Gardener's deck), another date another deal; attempts used by Play and by Restart, three at
// most, Play off after them; a finished daily game's result kept (and in the solo rows), a game
// resumed after midnight counted for its own day; the week's deal with one hard computer player;
// the records surviving a restart of the program; release 0.3's statistics file still read and a
// damaged record named; the statistics dialog's "Daily garden" tab.
#include "ChallengeDialog.h"
#include "ChallengeMode.h"
#include "ChallengeStatsPage.h"
#include "GameController.h"
#include "Language.h"
#include "MainWindow.h"
#include "ScorePadPage.h"
#include "Statistics.h"
#include "StatisticsDialog.h"
#include "StatisticsMode.h"
#include "Words.h"
#include "gui_support.h"

#include "../core/deal_ids.h"

#include "frosted/ai/bots.h"
#include "frosted/lab/challenge.h"
#include "frosted/rules/data_loader.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace frosted;
using challenges::Kind;

namespace {

const QDate kDay(2026, 12, 2);

using frosted::test::objectiveIds;
using frosted::test::ringIds;

// Plays the game on the table to its end through the controller: the greedy bot for the person,
// the Master Gardener's and the computer's steps one by one.
void playToEnd(GameController& c, int stopAfterTurns = -1) {
    int turns = 0;
    for (int guard = 0; guard < 20000 && !c.fullState().isOver(); ++guard) {
        if (c.handOverPending()) {
            c.confirmHandOver();
            continue;
        }
        if (c.replaying() || c.computerStepWaiting()) {
            c.nextGardenerStep();
            continue;
        }
        if (!c.personToPlay()) {
            QTest::qWait(5); // a computer player thinking
            continue;
        }
        const Action a = chooseGreedy(c.view());
        if (a.kind == Action::Kind::EndTurn && stopAfterTurns >= 0 && ++turns > stopAfterTurns)
            return;
        c.perform(a);
    }
    while (c.replaying())
        c.nextGardenerStep();
    QApplication::processEvents();
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class ChallengesTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void dailyDealIsStableForADate();
    void attemptsAreCountedAndLimited();
    void restartUsesAnAttempt();
    void finishedDailyKeepsItsBest();
    void resumedAfterMidnightCountsForItsDay();
    void weekHasAHardComputerPlayer();
    void recordsSurviveARestartOfTheProgram();
    void previousReleasesFileStillReads();
    void damagedRecordIsNamed();
    void statisticsDialogShowsTheDailyGarden();

  private:
    std::unique_ptr<MainWindow> window(const QString& autosave = {});
    QString statsPath() const { return dir_->filePath(QStringLiteral("statistics.json")); }
    ComponentsPtr comps_;
    std::unique_ptr<QTemporaryDir> dir_;
};

void ChallengesTest::initTestCase() {
    language::installEnglishPlurals();
    comps_ = loadComponents(defaultDataDir());
}

void ChallengesTest::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    guitest::isolateSettings(dir_->filePath(QStringLiteral("settings")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    // The person is the first default player of the settings.
    QSettings().setValue(QStringLiteral("players/names"), QStringList{QStringLiteral("Mia")});
    challenges::setToday(kDay);
}

void ChallengesTest::cleanup() {
    challenges::setToday({});
}

// The game window with its statistics in this test's folder.
std::unique_ptr<MainWindow> ChallengesTest::window(const QString& autosave) {
    guitest::WindowSetup s;
    s.autosaveDir = autosave;
    auto w = guitest::bareWindow(comps_, s);
    w->statisticsMode()->statistics()->setPath(statsPath());
    w->controller()->setSpeed(GameController::StepByStep);
    w->controller()->setComputerBudget(BotBudget{0, 4, 1}); // a quick hard player
    return w;
}

void ChallengesTest::dailyDealIsStableForADate() {
    auto w = window();
    QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
    const GameState first = w->controller()->fullState();
    // The core's deal of that date and release, with the person of the settings.
    const GameState core =
        dailyGame(comps_, challenges::civil(kDay), challenges::release().toStdString(), "Mia");
    QCOMPARE(first.seed(), dailySeed(2026, 12, 2, challenges::release().toStdString()));
    QVERIFY(first.solo());
    QCOMPARE(first.player(0).name, std::string("Mia"));
    QCOMPARE(ringIds(first), ringIds(core));
    QCOMPARE(objectiveIds(first), objectiveIds(core));
    QCOMPARE(first.gardener().deck, core.gardener().deck);
    QCOMPARE(first.gardener().deck.front(), core.gardener().deck.front());
    QVERIFY(first == core); // the whole deal: bag, decks, starting tile
    // Release 0.4.0's garden of that day is the one the core's test pins.
    if (challenges::release() == QLatin1String("0.4.0")) {
        QCOMPARE(ringIds(first),
                 (std::vector<std::string>{"-", "T27", "T08", "T43", "T03", "T35"}));
        QCOMPARE(first.components()
                     .gardenerCards[static_cast<std::size_t>(first.gardener().deck.front())]
                     .id,
                 std::string("MG12"));
    }
    // The second attempt deals the same garden.
    QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
    QVERIFY(w->controller()->fullState() == first);
    // Another day, another garden.
    challenges::setToday(kDay.addDays(1));
    QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
    const GameState next = w->controller()->fullState();
    QVERIFY(next.seed() != first.seed());
    QVERIFY(ringIds(next) != ringIds(first) || objectiveIds(next) != objectiveIds(first));
    // Dealt from the built-in set even while another set is in use would be; named on the table.
    QVERIFY(w->challengeMode()->onTable().has_value());
    QCOMPARE(w->challengeMode()->banner()->text(),
             challenges::banner({Kind::Daily, QStringLiteral("2026-12-03"), 1}));
    QVERIFY(w->challengeMode()->banner()->isVisible());
    QVERIFY(w->challengeMode()->banner()->text().contains(QStringLiteral("attempt 1 of 3")));
}

void ChallengesTest::attemptsAreCountedAndLimited() {
    auto w = window();
    w->challengeMode()->showChallenges(Kind::Daily);
    ChallengeDialog* d = w->challengeMode()->dialog();
    QVERIFY(d && d->isVisible());
    QCOMPARE(d->dateLabel(Kind::Daily)->text(), challenges::dayText(kDay));
    QVERIFY(d->attemptsLabel(Kind::Daily)->text().contains(QStringLiteral("0 of 3")));
    QVERIFY(d->bestLabel(Kind::Daily)->text().contains(QStringLiteral("No result yet")));
    QVERIFY(d->personLabel()->text().contains(QStringLiteral("Mia")));
    for (int attempt = 1; attempt <= 3; ++attempt) {
        w->challengeMode()->showChallenges(Kind::Daily);
        QPushButton* play = d->playButton(Kind::Daily);
        QVERIFY2(play->isEnabled(), qPrintable(QString::number(attempt)));
        QTest::mouseClick(play, Qt::LeftButton);
        QApplication::processEvents();
        QVERIFY(!d->isVisible()); // the garden is on the table
        QCOMPARE(w->statisticsMode()
                     ->statistics()
                     ->challenge(Kind::Daily, QStringLiteral("2026-12-02"))
                     .attempts,
                 attempt);
        QCOMPARE(w->challengeMode()->onTable()->attempt, attempt);
        QVERIFY(w->challengeMode()->banner()->text().contains(
            QStringLiteral("attempt %1 of 3").arg(attempt)));
    }
    // None left: the dialog says so, Play is off, and asking anyway is refused.
    w->challengeMode()->showChallenges(Kind::Daily);
    QVERIFY(!d->playButton(Kind::Daily)->isEnabled());
    QVERIFY(d->noteLabel(Kind::Daily)->isVisible());
    QVERIFY(d->noteLabel(Kind::Daily)->text().contains(QStringLiteral("Come back tomorrow")));
    QVERIFY(d->attemptsLabel(Kind::Daily)->text().contains(QStringLiteral("3 of 3")));
    const quint64 seed = w->controller()->fullState().seed();
    QVERIFY(!w->challengeMode()->playChallenge(Kind::Daily));
    QVERIFY(w->lastError().contains(QStringLiteral("Come back tomorrow")));
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-02"))
                 .attempts,
             3);
    QCOMPARE(w->controller()->fullState().seed(), seed);
    // The week's attempts are apart from the day's.
    QVERIFY(d->playButton(Kind::Weekly)->isEnabled());
    QVERIFY(d->attemptsLabel(Kind::Weekly)->text().contains(QStringLiteral("0 of 3")));
    // The next day: three new attempts.
    challenges::setToday(kDay.addDays(1));
    d->refresh();
    QVERIFY(d->playButton(Kind::Daily)->isEnabled());
    QVERIFY(d->attemptsLabel(Kind::Daily)->text().contains(QStringLiteral("0 of 3")));
}

void ChallengesTest::restartUsesAnAttempt() {
    auto w = window();
    QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
    guitest::playTurns(*w->controller(), 2);
    const GameState dealt = w->controller()->fullState().atSetup();
    w->restartGame();
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-02"))
                 .attempts,
             2);
    QVERIFY(w->controller()->fullState() == dealt);
    QCOMPARE(w->challengeMode()->onTable()->attempt, 2);
    w->restartGame();
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-02"))
                 .attempts,
             3);
    // None left: Restart is refused and the game stays as it is.
    guitest::playTurns(*w->controller(), 1);
    const std::vector<Action> played = w->controller()->fullState().actions();
    QVERIFY(!played.empty());
    w->restartGame();
    QCOMPARE(w->controller()->fullState().actions(), played);
    QVERIFY(w->lastError().contains(QStringLiteral("cannot be started again")));
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-02"))
                 .attempts,
             3);
    // The day after, yesterday's garden cannot be restarted either (a new day has its own).
    challenges::setToday(kDay.addDays(1));
    QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
    challenges::setToday(kDay.addDays(2));
    w->restartGame();
    QVERIFY(w->lastError().contains(QStringLiteral("was for")));
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-03"))
                 .attempts,
             1);
    // A game that is no challenge restarts as before.
    w->startGame(guitest::solo(5));
    QVERIFY(!w->challengeMode()->onTable());
    QVERIFY(!w->challengeMode()->banner()->isVisible());
}

void ChallengesTest::finishedDailyKeepsItsBest() {
    auto w = window();
    QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
    playToEnd(*w->controller());
    QVERIFY(w->controller()->fullState().isOver());
    const std::vector<FinalScore> scores = w->controller()->fullState().scores();
    const int score = scores[0].total;
    const bool won = scores[0].rank == 1;
    Statistics::ChallengeRecord r =
        w->statisticsMode()->statistics()->challenge(Kind::Daily, QStringLiteral("2026-12-02"));
    QCOMPARE(r.attempts, 1);
    QCOMPARE(r.finished, 1);
    QCOMPARE(r.best, score);
    QCOMPARE(r.won, won);
    // It is a solo game too.
    QCOMPARE(w->statisticsMode()->statistics()->mode(Statistics::Mode::Solo).games, 1);
    // The score pad says the result is kept for that day.
    QVERIFY2(w->scorePadPage()->recordLabel()->text().contains(QStringLiteral("daily garden of")),
             qPrintable(w->scorePadPage()->recordLabel()->text()));
    // The same attempt cannot count twice; the next one counts, and only a better result is kept.
    QVERIFY(!w->statisticsMode()
                 ->statistics()
                 ->recordChallenge(Kind::Daily, QStringLiteral("2026-12-02"), score + 50, true)
                 .counted);
    QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
    playToEnd(*w->controller()); // the same deal, the same bot: the same result
    r = w->statisticsMode()->statistics()->challenge(Kind::Daily, QStringLiteral("2026-12-02"));
    QCOMPARE(r.finished, 2);
    QCOMPARE(r.best, score);
    QCOMPARE(w->statisticsMode()->statistics()->mode(Statistics::Mode::Solo).games, 2);
    // Better results: a win beats a loss, then the higher score.
    QVERIFY(Statistics::better(100, true, 200, false));
    QVERIFY(Statistics::better(201, false, 200, false));
    QVERIFY(!Statistics::better(200, false, 200, false));
    Statistics mem;
    QVERIFY(mem.useAttempt(Kind::Daily, QStringLiteral("2026-12-05"), 3));
    QVERIFY(mem.useAttempt(Kind::Daily, QStringLiteral("2026-12-05"), 3));
    QVERIFY(mem.recordChallenge(Kind::Daily, QStringLiteral("2026-12-05"), 190, false).counted);
    const Statistics::ChallengeOutcome o =
        mem.recordChallenge(Kind::Daily, QStringLiteral("2026-12-05"), 170, true);
    QVERIFY(o.counted && o.newBest);
    QCOMPARE(o.record.best, 170);
    QVERIFY(o.record.won);
    QVERIFY(!mem.recordChallenge(Kind::Daily, QStringLiteral("2026-12-05"), 250, true).counted);
    QVERIFY(!mem.recordChallenge(Kind::Daily, QStringLiteral("2026-12-06"), 250, true).counted);
}

void ChallengesTest::resumedAfterMidnightCountsForItsDay() {
    const QString autosave = dir_->filePath(QStringLiteral("autosave"));
    {
        auto w = window(autosave);
        QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
        playToEnd(*w->controller(), 3);
        QVERIFY(!w->controller()->fullState().isOver());
    }
    // After midnight, a new start of the program resumes it: still 2 December's garden.
    challenges::setToday(kDay.addDays(1));
    auto w = window(autosave);
    QVERIFY(w->startup([] { return true; }));
    QVERIFY(w->challengeMode()->onTable().has_value());
    QCOMPARE(w->challengeMode()->onTable()->period, QStringLiteral("2026-12-02"));
    QVERIFY(w->challengeMode()->banner()->text().contains(challenges::dayText(kDay)));
    playToEnd(*w->controller());
    QVERIFY(w->controller()->fullState().isOver());
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-02"))
                 .finished,
             1);
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-03"))
                 .attempts,
             0);
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-03"))
                 .finished,
             0);
}

void ChallengesTest::weekHasAHardComputerPlayer() {
    auto w = window();
    w->challengeMode()->showChallenges(Kind::Weekly);
    ChallengeDialog* d = w->challengeMode()->dialog();
    QVERIFY(d->dateLabel(Kind::Weekly)->text().contains(QStringLiteral("Week 49")));
    QTest::mouseClick(d->playButton(Kind::Weekly), Qt::LeftButton);
    const GameState& g = w->controller()->fullState();
    QCOMPARE(g.seatCount(), 2);
    QVERIFY(!g.solo());
    int hard = 0;
    for (int seat = 0; seat < 2; ++seat)
        if (g.isComputer(seat)) {
            QCOMPARE(g.computers()[static_cast<std::size_t>(seat)], std::string("hard"));
            QCOMPARE(g.player(seat).name, std::string("Hazel"));
            ++hard;
        } else {
            QCOMPARE(g.player(seat).name, std::string("Mia"));
        }
    QCOMPARE(hard, 1);
    const GameState core = weeklyGame(comps_, challenges::weekOf(kDay),
                                      challenges::release().toStdString(), "Mia", "Hazel");
    QVERIFY(g == core);
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Weekly, QStringLiteral("2026-W49"))
                 .attempts,
             1);
    QCOMPARE(w->challengeMode()->onTable()->kind, Kind::Weekly);
    // The week is the ISO week: 2 and 6 December 2026 are in it, 7 December is not.
    QCOMPARE(challenges::period(Kind::Weekly, kDay.addDays(4)), QStringLiteral("2026-W49"));
    QCOMPARE(challenges::period(Kind::Weekly, kDay.addDays(5)), QStringLiteral("2026-W50"));
    // A person called Hazel plays against Rowan.
    QCOMPARE(challenges::rivalName(QStringLiteral("hazel")), QStringLiteral("Rowan"));
    // The week's result is kept as the day's.
    playToEnd(*w->controller());
    QVERIFY(w->controller()->fullState().isOver());
    const Statistics::ChallengeRecord r =
        w->statisticsMode()->statistics()->challenge(Kind::Weekly, QStringLiteral("2026-W49"));
    QCOMPARE(r.finished, 1);
    QCOMPARE(w->statisticsMode()->statistics()->mode(Statistics::Mode::ComputerHard).games, 1);
}

void ChallengesTest::recordsSurviveARestartOfTheProgram() {
    {
        auto w = window();
        QVERIFY(w->challengeMode()->playChallenge(Kind::Daily));
        QVERIFY(w->challengeMode()->playChallenge(Kind::Weekly));
    }
    auto w = window();
    w->challengeMode()->showChallenges(Kind::Daily);
    QVERIFY(w->challengeMode()
                ->dialog()
                ->attemptsLabel(Kind::Daily)
                ->text()
                .contains(QStringLiteral("1 of 3")));
    QVERIFY(w->challengeMode()
                ->dialog()
                ->attemptsLabel(Kind::Weekly)
                ->text()
                .contains(QStringLiteral("1 of 3")));
    const QByteArray bytes = readAll(statsPath());
    QVERIFY(bytes.contains("\"daily\""));
    QVERIFY(bytes.contains("\"2026-12-02\""));
    QVERIFY(bytes.contains("\"2026-W49\""));
    // Reset forgets the results but gives no attempt back.
    w->statisticsMode()->statistics()->resetAll();
    QCOMPARE(w->statisticsMode()
                 ->statistics()
                 ->challenge(Kind::Daily, QStringLiteral("2026-12-02"))
                 .attempts,
             1);
}

void ChallengesTest::previousReleasesFileStillReads() {
    const QString fixture =
        QStringLiteral(FROSTED_TEST_FIXTURES) + QStringLiteral("/release-0.3/statistics.json");
    QVERIFY(QFile::copy(fixture, statsPath()));
    QFile::setPermissions(statsPath(), QFile::ReadOwner | QFile::WriteOwner);
    Statistics s(statsPath());
    s.refresh();
    QVERIFY2(s.problem().isEmpty(), qPrintable(s.problem()));
    QCOMPARE(s.mode(Statistics::Mode::Solo).games, 2);
    QCOMPARE(s.mode(Statistics::Mode::Solo).people.front().name, QStringLiteral("Ada"));
    QCOMPARE(s.mode(Statistics::Mode::Solo).best.front().score, 212);
    QCOMPARE(s.mode(Statistics::Mode::ComputerHard).games, 1);
    QVERIFY(s.challenges(Kind::Daily).isEmpty());
    QVERIFY(s.counted(QStringLiteral("5f0c2a7e9b13d4c8a6e1f02b7d93c4a1")));
    // Written again with a day's attempt, still version 1 and still read whole.
    QVERIFY(s.useAttempt(Kind::Daily, QStringLiteral("2026-12-02"), 3));
    const QByteArray bytes = readAll(statsPath());
    QVERIFY(bytes.contains("\"version\": 1"));
    Statistics again(statsPath());
    again.refresh();
    QVERIFY(again.problem().isEmpty());
    QCOMPARE(again.mode(Statistics::Mode::Solo).games, 2);
    QCOMPARE(again.challenge(Kind::Daily, QStringLiteral("2026-12-02")).attempts, 1);
}

void ChallengesTest::damagedRecordIsNamed() {
    Statistics s;
    QString why;
    const QByteArray good = R"({"format": "frosted-blooms-statistics", "version": 1, "modes": {},
        "daily": [{"date": "2026-12-01", "attempts": 3, "finished": 1, "best": 180, "won": true},
                  {"date": "2026-12-02", "attempts": 1, "finished": 0, "best": 0, "won": false}],
        "weekly": [{"week": "2026-W49", "attempts": 2, "finished": 2, "best": 150, "won": false}]})";
    QVERIFY2(s.fromJson(good, why), qPrintable(why));
    QCOMPARE(s.challenge(Kind::Daily, QStringLiteral("2026-12-01")).best, 180);
    QCOMPARE(s.challenge(Kind::Weekly, QStringLiteral("2026-W49")).finished, 2);
    Statistics copy; // the round trip
    QVERIFY(copy.fromJson(s.toJson(), why));
    QCOMPARE(copy.challenges(Kind::Daily), s.challenges(Kind::Daily));
    QCOMPARE(copy.challenges(Kind::Weekly), s.challenges(Kind::Weekly));
    const struct {
        const char* json;
        const char* entry;
    } bad[] = {
        {R"("daily": [{"date": "2026-02-30", "attempts": 1, "finished": 0, "best": 0, "won": false}])",
         "daily[0].date"},
        {R"("daily": [{"date": "2026-12-01", "attempts": 1, "finished": 2, "best": 9, "won": false}])",
         "daily[0]"},
        {R"("daily": [{"date": "2026-12-02", "attempts": 1, "finished": 0, "best": 0, "won": false},
                      {"date": "2026-12-01", "attempts": 1, "finished": 0, "best": 0, "won": false}])",
         "daily[1]"},
        {R"("weekly": [{"week": "2027-W53", "attempts": 1, "finished": 0, "best": 0, "won": false}])",
         "weekly[0].week"},
        {R"("weekly": [{"week": "2026-W49", "attempts": -1, "finished": 0, "best": 0, "won": false}])",
         "weekly[0].attempts"},
        {R"("daily": {"date": "2026-12-01"})", "daily"},
        {R"("daily": [{"date": "2026-12-01", "attempts": 1, "finished": 1, "best": 9, "won": 1}])",
         "daily[0].won"},
    };
    for (const auto& b : bad) {
        const QByteArray doc =
            QByteArray(R"({"format": "frosted-blooms-statistics", "version": 1, "modes": {}, )") +
            b.json + "}";
        Statistics t;
        QVERIFY2(!t.fromJson(doc, why), b.json);
        QVERIFY2(why.contains(QLatin1String(b.entry)), qPrintable(why));
    }
}

void ChallengesTest::statisticsDialogShowsTheDailyGarden() {
    auto w = window();
    Statistics& s = *w->statisticsMode()->statistics();
    // Three days in a row up to yesterday, a best day, and this week.
    const QStringList days = {QStringLiteral("2026-11-25"), QStringLiteral("2026-11-29"),
                              QStringLiteral("2026-11-30"), QStringLiteral("2026-12-01")};
    const int scores[] = {230, 180, 190, 175};
    for (int i = 0; i < days.size(); ++i) {
        QVERIFY(s.useAttempt(Kind::Daily, days[i], 3));
        QVERIFY(s.recordChallenge(Kind::Daily, days[i], scores[i], i != 1).counted);
    }
    QVERIFY(s.useAttempt(Kind::Weekly, QStringLiteral("2026-W49"), 3));
    QVERIFY(s.recordChallenge(Kind::Weekly, QStringLiteral("2026-W49"), 160, false).counted);
    QCOMPARE(ChallengeStatsPage::daysInARow(s, kDay), 3);
    QCOMPARE(ChallengeStatsPage::bestEver(s, Kind::Daily).period, QStringLiteral("2026-11-25"));
    QVERIFY(s.useAttempt(Kind::Daily, QStringLiteral("2026-12-02"), 3));
    QVERIFY(s.recordChallenge(Kind::Daily, QStringLiteral("2026-12-02"), 150, false).counted);
    QCOMPARE(ChallengeStatsPage::daysInARow(s, kDay), 4);

    w->statisticsMode()->showStatistics();
    StatisticsDialog* d = w->statisticsMode()->dialog();
    d->showChallenges();
    QVERIFY(d->showsChallenges());
    ChallengeStatsPage* page = d->challengesPage();
    QVERIFY(!page->showsEmpty());
    const QString summary = page->summaryLabel(Kind::Daily)->text();
    QVERIFY2(summary.contains(QStringLiteral("Today: 1 of 3 attempts used, best 150 points")),
             qPrintable(summary));
    QVERIFY(summary.contains(QStringLiteral("Days played in a row: 4")));
    QVERIFY(summary.contains(QStringLiteral("230 points")));
    QCOMPARE(page->recentTable(Kind::Daily)->rowCount(), 5);
    QCOMPARE(page->recentTable(Kind::Daily)->item(0, ChallengeStatsPage::Best)->text(),
             QStringLiteral("150"));
    QCOMPARE(page->recentTable(Kind::Weekly)->rowCount(), 1);
    QVERIFY(page->summaryLabel(Kind::Weekly)->text().contains(QStringLiteral("160 points")));
    // Reset of this tab: the results go, the attempts stay.
    d->setResetAsker([](Statistics::Mode, bool hasGames) {
        return hasGames ? StatisticsDialog::ResetChoice::Shown
                        : StatisticsDialog::ResetChoice::Cancel;
    });
    d->askReset();
    QVERIFY(page->showsEmpty());
    QCOMPARE(s.challenge(Kind::Daily, QStringLiteral("2026-12-02")).attempts, 1);
    QCOMPARE(s.challenge(Kind::Daily, QStringLiteral("2026-12-02")).finished, 0);
}

QTEST_MAIN(ChallengesTest)
#include "test_challenges.moc"
