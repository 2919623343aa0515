// GUI tests (Qt Test, offscreen) of the statistics (issue 18): the figures per mode and person
// (played, won, best, average, streaks), the modes of a table, the ten best scores, the file
// (round trip; damaged, of another version, too large, a folder or a FIFO kept aside with a
// message and the statistics starting empty; a write that fails), reset; through the game
// window, a whole game counted once at its end (also when it ends again from a save made before
// its end) and not a record watched, a position set up by hand or a game opened already over;
// the score pad's line when a record falls; Game ▸ Statistics… showing the file's numbers in the
// locale, its Reset…, and its fit at 1024×700 and 1440×900 with longer words.
#include "DesignerTools.h"
#include "GameController.h"
#include "Language.h"
#include "MainWindow.h"
#include "PositionWindow.h"
#include "RecordWindow.h"
#include "SaveFiles.h"
#include "ScorePadPage.h"
#include "Statistics.h"
#include "StatisticsDialog.h"
#include "StatisticsMode.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <sys/stat.h>

using namespace frosted;
using Mode = Statistics::Mode;

namespace {

QDateTime day(int d, int hour = 20) {
    return QDateTime(QDate(2025, 3, 1).addDays(d), QTime(hour, 0), Qt::UTC);
}

Statistics::Result solo(const QString& name, int score, bool won, int d) {
    Statistics::Result r;
    r.mode = Mode::Solo;
    r.when = day(d);
    r.people = {{name, score, won}};
    return r;
}

const Statistics::Person* person(const Statistics& s, Mode m, const QString& name) {
    for (const Statistics::Person& p : s.mode(m).people)
        if (p.name.compare(name, Qt::CaseInsensitive) == 0)
            return &p;
    return nullptr;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The files kept aside in `dir` (statistics.damaged-<time>.json).
QStringList keptAside(const QString& dir) {
    return QDir(dir).entryList({QStringLiteral("statistics.damaged-*")},
                               QDir::Files | QDir::Dirs | QDir::System | QDir::NoDotAndDotDot);
}

// A finished game of the core, played by the greedy bot for every seat.
GameState finished(const ComponentsPtr& comps, bool isSolo, int players,
                   const std::vector<std::string>& computers, std::uint64_t seed) {
    SetupSpec spec;
    spec.solo = isSolo;
    spec.seed = seed;
    static const char* names[] = {"Ada", "Ben", "Chloé", "Dev"};
    for (int i = 0; i < players; ++i)
        spec.players.push_back(names[i]);
    GameState g = GameState::setup(comps, spec);
    if (!computers.empty())
        g.setComputers(computers);
    while (!g.isOver())
        g.apply(chooseGreedy(g.viewFor(g.currentSeat())));
    return g;
}

// Plays the game on the table through the controller (the greedy bot for each person, the
// Master Gardener's steps one by one), stopping before the action that would end it when
// `stopBeforeEnd`.
void play(GameController& c, bool stopBeforeEnd = false) {
    for (int guard = 0; guard < 20000 && !c.fullState().isOver(); ++guard) {
        if (c.handOverPending()) {
            c.confirmHandOver();
            continue;
        }
        if (c.replaying()) {
            c.nextGardenerStep();
            continue;
        }
        const Action a = chooseGreedy(c.view());
        if (stopBeforeEnd) {
            GameState probe = c.fullState();
            if (probe.apply(a) && probe.isOver())
                return;
        }
        c.perform(a);
    }
    while (c.replaying())
        c.nextGardenerStep();
    QApplication::processEvents();
}

// Pseudo-translation: every string of the statistics' dialog half as long again, as French and
// Japanese words can be ("Longest streak" becomes "Longest streak·······").
class LongWords : public QTranslator {
  public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, "StatisticsDialog") != 0)
            return {};
        const QString s = QString::fromUtf8(source);
        return s + QString(s.size() / 2, QChar(0x00b7));
    }
};

} // namespace

class StatisticsTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void MODEL_playedWonBestAverageAndStreaks();
    void MODEL_namesAreOnePersonWhateverTheirCase();
    void MODEL_modeOfATable_data();
    void MODEL_modeOfATable();
    void MODEL_resultIsTheCoresRankingPeopleOnly();
    void MODEL_bestScoresAreTheTenBestInOrder();
    void MODEL_aGameCountsOnceUntilDealtAgain();
    void MODEL_recordNotes();
    void FILE_roundTrip();
    void FILE_twoSeatsOfOnePersonAndANamelessOneStayReadable();
    void FILE_unreadableIsKeptAsideWithAMessage_data();
    void FILE_unreadableIsKeptAsideWithAMessage();
    void FILE_fifoIsKeptAsideWithoutBlocking();
    void FILE_writeFailureIsReportedNotFatal();
    void FILE_changedOnDiskIsReadAgain();
    void RESET_oneModeOrAll();
    void WINDOW_wholeGameCountsOnceAtItsEnd();
    void WINDOW_resumedAutosaveCountsAndOpenedOverDoesNot();
    void WINDOW_recordAndPositionGamesDoNotCount();
    void WINDOW_hotseatGameAndTheScorePadsRecordLine();
    void WINDOW_settingsOffCountNothing();
    void DIALOG_showsTheNumbersOfTheFileInTheLocale();
    void DIALOG_resetAsksForTheModeShownOrAll();
    void DIALOG_fitsBothScreensWithLongerWords_data();
    void DIALOG_fitsBothScreensWithLongerWords();

  private:
    std::unique_ptr<MainWindow> window(QSize size = {1440, 900}, const QString& autosave = {});
    QString path() const { return dir_->filePath(QStringLiteral("statistics.json")); }
    ComponentsPtr comps_;
    std::unique_ptr<QTemporaryDir> dir_;
};

void StatisticsTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    language::installEnglishPlurals(); // "1 point", "2 points" in English
    comps_ = loadComponents(defaultDataDir());
}

void StatisticsTest::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

// The game window (no settings written, no message boxes), its statistics in this test's folder.
std::unique_ptr<MainWindow> StatisticsTest::window(QSize size, const QString& autosave) {
    guitest::WindowSetup s;
    s.size = size;
    s.autosaveDir = autosave;
    auto w = guitest::bareWindow(comps_, s);
    w->statisticsMode()->statistics()->setPath(path());
    w->controller()->setSpeed(GameController::StepByStep);
    return w;
}

// ---------------------------------------------------------------------------------------------
// The figures

void StatisticsTest::MODEL_playedWonBestAverageAndStreaks() {
    Statistics s;
    // Won, won, lost, won, won, won, lost: streaks 1 2 0 1 2 3 0, longest 3.
    const int scores[] = {180, 201, 150, 190, 222, 199, 170};
    const bool won[] = {true, true, false, true, true, true, false};
    const int streak[] = {1, 2, 0, 1, 2, 3, 0};
    const int longest[] = {1, 2, 2, 2, 2, 3, 3};
    qint64 total = 0;
    int best = 0, wins = 0;
    for (int i = 0; i < 7; ++i) {
        const Statistics::Outcome o = s.record(solo(QStringLiteral("Ada"), scores[i], won[i], i));
        QVERIFY(o.counted);
        total += scores[i];
        best = std::max(best, scores[i]);
        wins += won[i];
        const Statistics::Person* p = person(s, Mode::Solo, QStringLiteral("Ada"));
        QVERIFY(p);
        QCOMPARE(p->played, i + 1);
        QCOMPARE(p->won, wins);
        QCOMPARE(p->best, best);
        QCOMPARE(p->total, total);
        QCOMPARE(p->average(), double(total) / (i + 1));
        QCOMPARE(p->streak, streak[i]);
        QCOMPARE(p->longest, longest[i]);
        QCOMPARE(p->last, day(i));
    }
    QCOMPARE(s.mode(Mode::Solo).games, 7);
    // The other modes saw nothing.
    for (Mode m : Statistics::modes())
        if (m != Mode::Solo)
            QCOMPARE(s.mode(m).games, 0);
    // A first game sets its best even when low; a game of nobody counts nothing.
    s.record(solo(QStringLiteral("Ben"), 3, false, 9));
    QCOMPARE(person(s, Mode::Solo, QStringLiteral("Ben"))->best, 3);
    Statistics::Result nobody;
    nobody.mode = Mode::ComputerHard;
    QVERIFY(!s.record(nobody).counted);
    QCOMPARE(s.mode(Mode::ComputerHard).games, 0);
}

void StatisticsTest::MODEL_namesAreOnePersonWhateverTheirCase() {
    Statistics s;
    s.record(solo(QStringLiteral("Chloé"), 150, true, 0));
    s.record(solo(QStringLiteral(" CHLOÉ "), 160, true, 1));
    s.record(solo(QStringLiteral("chloé"), 140, false, 2));
    QCOMPARE(s.mode(Mode::Solo).people.size(), 1);
    const Statistics::Person& p = s.mode(Mode::Solo).people.front();
    QCOMPARE(p.played, 3);
    QCOMPARE(p.won, 2);
    QCOMPARE(p.longest, 2);
    QCOMPARE(p.name, QStringLiteral("chloé")); // as spelt last
}

void StatisticsTest::MODEL_modeOfATable_data() {
    QTest::addColumn<bool>("isSolo");
    QTest::addColumn<QStringList>("computers");
    QTest::addColumn<QString>("mode");
    QTest::newRow("solo") << true << QStringList{} << QStringLiteral("solo");
    QTest::newRow("people only") << false << QStringList{} << QStringLiteral("hotseat");
    QTest::newRow("people only, listed")
        << false << QStringList{QString(), QString()} << QStringLiteral("hotseat");
    QTest::newRow("easy") << false << QStringList{QString(), QStringLiteral("easy")}
                          << QStringLiteral("computer-easy");
    QTest::newRow("medium") << false << QStringList{QStringLiteral("medium"), QString()}
                            << QStringLiteral("computer-medium");
    QTest::newRow("hard") << false << QStringList{QString(), QStringLiteral("hard")}
                          << QStringLiteral("computer-hard");
    QTest::newRow("easy and hard: the strongest")
        << false << QStringList{QStringLiteral("easy"), QString(), QStringLiteral("hard")}
        << QStringLiteral("computer-hard");
    QTest::newRow("easy and medium")
        << false
        << QStringList{QStringLiteral("medium"), QStringLiteral("easy"), QString(),
                       QStringLiteral("easy")}
        << QStringLiteral("computer-medium");
    QTest::newRow("greedy counts as easy")
        << false << QStringList{QString(), QStringLiteral("greedy")}
        << QStringLiteral("computer-easy");
    QTest::newRow("greedy and medium")
        << false << QStringList{QStringLiteral("greedy"), QString(), QStringLiteral("medium")}
        << QStringLiteral("computer-medium");
}

void StatisticsTest::MODEL_modeOfATable() {
    QFETCH(bool, isSolo);
    QFETCH(QStringList, computers);
    QFETCH(QString, mode);
    std::vector<std::string> c;
    for (const QString& s : computers)
        c.push_back(s.toStdString());
    QCOMPARE(Statistics::modeId(Statistics::modeOf(isSolo, c)), mode);
    QVERIFY(Statistics::modeFromId(mode) == Statistics::modeOf(isSolo, c));
}

void StatisticsTest::MODEL_resultIsTheCoresRankingPeopleOnly() {
    // Solo: one person, won exactly when the core ranks them first (beating the Master Gardener).
    int soloWins = 0, soloLosses = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const GameState g = finished(comps_, true, 1, {}, seed);
        const Statistics::Result r = Statistics::resultOf(g, day(0));
        QCOMPARE(r.mode, Mode::Solo);
        QCOMPARE(r.people.size(), 1);
        const auto scores = g.scores();
        QCOMPARE(r.people[0].name, QStringLiteral("Ada"));
        QCOMPARE(r.people[0].score, scores[0].total);
        QCOMPARE(r.people[0].won, scores[0].rank == 1);
        QVERIFY(scores.back().gardener);
        // He wins a full tie: a person never shares the first place with him.
        QCOMPARE(r.people[0].won, scores.back().rank != 1);
        (r.people[0].won ? soloWins : soloLosses)++;
    }
    QVERIFY2(soloWins > 0 && soloLosses > 0, "both outcomes seen");
    // Against a hard and an easy computer player: the people only, in seat order, ranked by the
    // core; the mode is the strongest computer's.
    const GameState g = finished(comps_, false, 4, {"", "hard", "", "easy"}, 5);
    const Statistics::Result r = Statistics::resultOf(g, day(1));
    QCOMPARE(r.mode, Mode::ComputerHard);
    QCOMPARE(r.people.size(), 2);
    const auto scores = g.scores();
    for (int i = 0; i < 2; ++i) {
        const int seat = i * 2;
        QCOMPARE(r.people[i].name, words::q(g.player(seat).name));
        QCOMPARE(r.people[i].score, scores[static_cast<std::size_t>(seat)].total);
        QCOMPARE(r.people[i].won, scores[static_cast<std::size_t>(seat)].rank == 1);
    }
    // The key is the game as dealt: the same for the game at its deal and at its end, another
    // for another seed or other computer players.
    QCOMPARE(Statistics::gameKey(g), Statistics::gameKey(g.atSetup()));
    QVERIFY(Statistics::gameKey(g) != Statistics::gameKey(finished(comps_, false, 4, {}, 5)));
    QVERIFY(Statistics::gameKey(g) !=
            Statistics::gameKey(finished(comps_, false, 4, {"", "hard", "", "easy"}, 6)));
}

void StatisticsTest::MODEL_bestScoresAreTheTenBestInOrder() {
    Statistics s;
    // Twelve scores, two pairs equal: the older of equal scores first, the two lowest cut.
    const int scores[] = {150, 210, 180, 210, 120, 199, 230, 180, 170, 160, 140, 130};
    for (int i = 0; i < 12; ++i)
        s.record(solo(i % 2 ? QStringLiteral("Ben") : QStringLiteral("Ada"), scores[i], false, i));
    const QList<Statistics::Best>& best = s.mode(Mode::Solo).best;
    QCOMPARE(best.size(), Statistics::kBestScores);
    const int expected[] = {230, 210, 210, 199, 180, 180, 170, 160, 150, 140};
    for (int i = 0; i < 10; ++i)
        QCOMPARE(best[i].score, expected[i]);
    QCOMPARE(best[1].when, day(1)); // 210 of day 1 before 210 of day 3
    QCOMPARE(best[2].when, day(3));
    QCOMPARE(best[1].name, QStringLiteral("Ben"));
    QCOMPARE(best[4].when, day(2));
    // A score equal to the tenth does not push the older one out; a higher one does.
    s.record(solo(QStringLiteral("Chloé"), 140, false, 20));
    QCOMPARE(s.mode(Mode::Solo).best.back().when, day(10));
    s.record(solo(QStringLiteral("Chloé"), 141, false, 21));
    QCOMPARE(s.mode(Mode::Solo).best.back().score, 141);
    QCOMPARE(s.mode(Mode::Solo).best.back().name, QStringLiteral("Chloé"));
    QCOMPARE(s.mode(Mode::Solo).best.size(), 10);
    // Each person of a hotseat game has a line of their own.
    Statistics::Result r;
    r.mode = Mode::Hotseat;
    r.when = day(30);
    r.people = {{QStringLiteral("Ada"), 190, true}, {QStringLiteral("Ben"), 175, false}};
    s.record(r);
    QCOMPARE(s.mode(Mode::Hotseat).best.size(), 2);
    QCOMPARE(s.mode(Mode::Hotseat).best[1].name, QStringLiteral("Ben"));
    QCOMPARE(s.mode(Mode::Hotseat).games, 1);
}

void StatisticsTest::MODEL_aGameCountsOnceUntilDealtAgain() {
    Statistics s(path());
    const QString key = QStringLiteral("0123456789abcdef0123456789abcdef");
    QVERIFY(s.record(solo(QStringLiteral("Ada"), 180, true, 0), key).counted);
    QVERIFY(!s.record(solo(QStringLiteral("Ada"), 200, true, 1), key).counted);
    QCOMPARE(s.mode(Mode::Solo).games, 1);
    QVERIFY(s.counted(key));
    // Also for the next start: the key is in the file.
    Statistics again(path());
    QVERIFY(!again.record(solo(QStringLiteral("Ada"), 200, true, 1), key).counted);
    QCOMPARE(again.mode(Mode::Solo).games, 1);
    // Dealt again: a new game.
    again.forget(key);
    QVERIFY(again.record(solo(QStringLiteral("Ada"), 200, true, 2), key).counted);
    QCOMPARE(again.mode(Mode::Solo).games, 2);
}

void StatisticsTest::MODEL_recordNotes() {
    Statistics s;
    // A mode's first game sets no record.
    Statistics::Outcome o = s.record(solo(QStringLiteral("Ada"), 180, true, 0));
    QVERIFY(!o.modeBest && o.personalBests.isEmpty());
    QVERIFY(Statistics::note(o).isEmpty());
    // Ben's first game, lower: nothing.
    o = s.record(solo(QStringLiteral("Ben"), 170, false, 1));
    QVERIFY(Statistics::note(o).isEmpty());
    // Ben beats his own best but not Ada's: a personal best.
    o = s.record(solo(QStringLiteral("Ben"), 175, true, 2));
    QVERIFY(!o.modeBest);
    QCOMPARE(o.personalBests.size(), 1);
    QCOMPARE(Statistics::note(o), QStringLiteral("A personal best for Ben: 175 points!"));
    // Ben beats every score: the mode's record, said once.
    o = s.record(solo(QStringLiteral("Ben"), 190, true, 3));
    QVERIFY(o.modeBest);
    QCOMPARE(o.modeBest->score, 190);
    QCOMPARE(Statistics::note(o), QStringLiteral("New best score in solo games: Ben with 190 "
                                                 "points!"));
    // An equal score is no record.
    o = s.record(solo(QStringLiteral("Ada"), 190, false, 4));
    QVERIFY(!o.modeBest);
    QCOMPARE(Statistics::note(o), QStringLiteral("A personal best for Ada: 190 points!"));
    // Three wins in a row, told from the third on.
    o = s.record(solo(QStringLiteral("Ben"), 150, true, 5));
    QCOMPARE(Statistics::note(o), QStringLiteral("Ben has won 3 games in a row!"));
    o = s.record(solo(QStringLiteral("Ben"), 150, false, 6));
    QVERIFY(Statistics::note(o).isEmpty());
}

// ---------------------------------------------------------------------------------------------
// The file

// The core refuses only names spelt exactly alike: "Ann" and "ann" may share a table, and a name
// may be spaces. One game counts each person once, the nameless seat under "(no name)", and the
// file written stays one that reads back (it was once refused as damaged and set aside).
void StatisticsTest::FILE_twoSeatsOfOnePersonAndANamelessOneStayReadable() {
    {
        Statistics s(path());
        Statistics::Result r;
        r.mode = Mode::Hotseat;
        r.when = day(3);
        r.people = {{QStringLiteral("Ann"), 190, true},
                    {QStringLiteral("ann"), 170, false},
                    {QStringLiteral("   "), 160, false}};
        QVERIFY(s.record(r, QStringLiteral("k-ann")).counted);
        QVERIFY(s.writeError().isEmpty());
    }
    Statistics back(path());
    back.refresh();
    QVERIFY2(back.problem().isEmpty(), qPrintable(back.problem()));
    QCOMPARE(back.mode(Mode::Hotseat).games, 1);
    QCOMPARE(back.mode(Mode::Hotseat).people.size(), 2);
    const Statistics::Person* ann = person(back, Mode::Hotseat, QStringLiteral("Ann"));
    QVERIFY(ann);
    QCOMPARE(ann->played, 1);
    QCOMPARE(ann->won, 1);
    QCOMPARE(ann->best, 190);
    const Statistics::Person* nameless = person(back, Mode::Hotseat, QStringLiteral("(no name)"));
    QVERIFY(nameless);
    QCOMPARE(nameless->played, 1);
}

void StatisticsTest::FILE_roundTrip() {
    {
        Statistics s(path());
        s.record(solo(QStringLiteral("Ada"), 180, true, 0), QStringLiteral("k1"));
        s.record(solo(QStringLiteral("Chloé"), 201, false, 1), QStringLiteral("k2"));
        Statistics::Result r;
        r.mode = Mode::ComputerMedium;
        r.when = day(2, 21);
        r.people = {{QStringLiteral("Ada"), 150, false}, {QStringLiteral("Dev"), 222, true}};
        s.record(r, QStringLiteral("k3"));
        QVERIFY(s.writeError().isEmpty());
    }
    QVERIFY(QFile::exists(path()));
    const QJsonObject doc = QJsonDocument::fromJson(readAll(path())).object();
    QCOMPARE(doc.value(QStringLiteral("format")).toString(),
             QStringLiteral("frosted-blooms-statistics"));
    QCOMPARE(doc.value(QStringLiteral("version")).toInt(), Statistics::kFormatVersion);
    QVERIFY(doc.value(QStringLiteral("modes")).toObject().contains(QStringLiteral("solo")));
    QVERIFY(
        doc.value(QStringLiteral("modes")).toObject().contains(QStringLiteral("computer-medium")));
    Statistics back(path());
    back.refresh();
    QVERIFY(back.problem().isEmpty());
    QCOMPARE(back.mode(Mode::Solo).games, 2);
    const Statistics::Person* chloe = person(back, Mode::Solo, QStringLiteral("Chloé"));
    QVERIFY(chloe);
    QCOMPARE(chloe->name, QStringLiteral("Chloé"));
    QCOMPARE(chloe->best, 201);
    QCOMPARE(chloe->won, 0);
    QCOMPARE(chloe->last, day(1));
    const Statistics::Person* dev = person(back, Mode::ComputerMedium, QStringLiteral("Dev"));
    QVERIFY(dev);
    QCOMPARE(dev->won, 1);
    QCOMPARE(dev->streak, 1);
    QCOMPARE(dev->last, day(2, 21));
    QCOMPARE(back.mode(Mode::ComputerMedium).best.front().name, QStringLiteral("Dev"));
    QCOMPARE(back.mode(Mode::ComputerMedium).best.front().when, day(2, 21));
    QVERIFY(back.counted(QStringLiteral("k2")));
    QVERIFY(back.counted(QStringLiteral("k3")));
    // Written again, the same document.
    QCOMPARE(back.toJson(), readAll(path()));
}

void StatisticsTest::FILE_unreadableIsKeptAsideWithAMessage_data() {
    QTest::addColumn<QByteArray>("content"); // empty: a folder
    QTest::addColumn<QString>("said");
    const QByteArray good = [] {
        Statistics s;
        s.record(solo(QStringLiteral("Ada"), 180, true, 0));
        return s.toJson();
    }();
    QTest::newRow("not JSON") << QByteArray("{\"format\": \"frosted-blooms-statistics\", \"ver")
                              << QStringLiteral("not a JSON document");
    QTest::newRow("another format")
        << QByteArray(R"({"format": "frosted-blooms-save", "version": 2})")
        << QStringLiteral("not a statistics file");
    QByteArray newer = good;
    newer.replace("\"version\": 1", "\"version\": 7");
    QTest::newRow("a newer version") << newer << QStringLiteral("format version 7");
    QByteArray wonMore = good;
    wonMore.replace("\"won\": 1", "\"won\": 5");
    QTest::newRow("more wins than games") << wonMore << QStringLiteral("modes.solo.people[0]");
    QByteArray unknown = good;
    unknown.replace("\"solo\"", "\"chess\"");
    QTest::newRow("an unknown mode") << unknown << QStringLiteral("modes.chess");
    QByteArray score = good;
    score.replace("\"score\": 180", "\"score\": \"lots\"");
    QTest::newRow("a score in words") << score << QStringLiteral("modes.solo.best[0].score");
    QTest::newRow("too large") << QByteArray(Statistics::kMaxFileBytes + 1, ' ')
                               << QStringLiteral("larger than 1 MiB");
    QTest::newRow("a folder") << QByteArray() << QStringLiteral("folder");
}

void StatisticsTest::FILE_unreadableIsKeptAsideWithAMessage() {
    QFETCH(QByteArray, content);
    QFETCH(QString, said);
    if (content.isEmpty())
        QVERIFY(QDir().mkpath(path()));
    else
        QVERIFY(writeAll(path(), content));
    Statistics s(path());
    QSignalSpy told(&s, &Statistics::problemFound);
    s.refresh();
    // Told once, naming what is wrong and where the file went; the statistics start empty.
    QCOMPARE(told.count(), 1);
    const QStringList kept = keptAside(dir_->path());
    QCOMPARE(kept.size(), 1);
    QVERIFY2(s.problem().contains(said), qPrintable(s.problem()));
    QVERIFY2(s.problem().contains(kept.front()), qPrintable(s.problem()));
    QCOMPARE(told.front().front().toString(), s.problem());
    QVERIFY(s.isEmpty());
    // Never lost: the file as it was, under its new name.
    const QString aside = QDir(dir_->path()).filePath(kept.front());
    if (content.isEmpty())
        QVERIFY(QFileInfo(aside).isDir());
    else
        QCOMPARE(readAll(aside), content);
    // The next game starts a good file.
    QVERIFY(s.record(solo(QStringLiteral("Ben"), 150, false, 1)).counted);
    QVERIFY(s.writeError().isEmpty());
    Statistics back(path());
    back.refresh();
    QVERIFY(back.problem().isEmpty());
    QCOMPARE(back.mode(Mode::Solo).games, 1);
    QCOMPARE(keptAside(dir_->path()).size(), 1);
}

void StatisticsTest::FILE_fifoIsKeptAsideWithoutBlocking() {
    QVERIFY(::mkfifo(QFile::encodeName(path()).constData(), 0600) == 0);
    Statistics s(path());
    QElapsedTimer t;
    t.start();
    s.refresh();
    QVERIFY(t.elapsed() < 5000);
    QVERIFY2(s.problem().contains(QStringLiteral("not a regular file")), qPrintable(s.problem()));
    QCOMPARE(keptAside(dir_->path()).size(), 1);
    QVERIFY(s.isEmpty());
}

void StatisticsTest::FILE_writeFailureIsReportedNotFatal() {
    // The folder of the file is a file: nothing can be written there.
    const QString blocker = dir_->filePath(QStringLiteral("not-a-folder"));
    QVERIFY(writeAll(blocker, "x"));
    Statistics s(QDir(blocker).filePath(QStringLiteral("statistics.json")));
    QSignalSpy told(&s, &Statistics::problemFound);
    QVERIFY(s.record(solo(QStringLiteral("Ada"), 180, true, 0)).counted);
    QVERIFY(!s.writeError().isEmpty());
    QCOMPARE(told.count(), 1);
    QVERIFY2(s.writeError().contains(QStringLiteral("not-a-folder")), qPrintable(s.writeError()));
    // The figures stay for this session; the same failure is not told again and again.
    QVERIFY(s.record(solo(QStringLiteral("Ada"), 190, true, 1)).counted);
    QCOMPARE(s.mode(Mode::Solo).games, 2);
    QCOMPARE(person(s, Mode::Solo, QStringLiteral("Ada"))->streak, 2);
    QCOMPARE(told.count(), 1);
}

void StatisticsTest::FILE_changedOnDiskIsReadAgain() {
    // Two windows of the game (two processes) share the file: each counts on what the other
    // wrote.
    Statistics a(path()), b(path());
    a.record(solo(QStringLiteral("Ada"), 180, true, 0));
    QTest::qWait(20); // another modification time
    b.record(solo(QStringLiteral("Ben"), 170, false, 1));
    QTest::qWait(20);
    a.record(solo(QStringLiteral("Ada"), 185, true, 2));
    Statistics c(path());
    c.refresh();
    QCOMPARE(c.mode(Mode::Solo).games, 3);
    QCOMPARE(person(c, Mode::Solo, QStringLiteral("Ada"))->played, 2);
    QCOMPARE(person(c, Mode::Solo, QStringLiteral("Ben"))->played, 1);
}

void StatisticsTest::RESET_oneModeOrAll() {
    Statistics s(path());
    s.record(solo(QStringLiteral("Ada"), 180, true, 0), QStringLiteral("k1"));
    Statistics::Result r;
    r.mode = Mode::Hotseat;
    r.when = day(1);
    r.people = {{QStringLiteral("Ada"), 190, true}, {QStringLiteral("Ben"), 175, false}};
    s.record(r, QStringLiteral("k2"));
    QSignalSpy changed(&s, &Statistics::changed);
    s.reset(Mode::Solo);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(s.mode(Mode::Solo).games, 0);
    QVERIFY(s.mode(Mode::Solo).best.isEmpty());
    QCOMPARE(s.mode(Mode::Hotseat).games, 1);
    {
        Statistics back(path());
        back.refresh();
        QVERIFY(back.mode(Mode::Solo).people.isEmpty());
        QCOMPARE(back.mode(Mode::Hotseat).people.size(), 2);
    }
    s.resetAll();
    QVERIFY(s.isEmpty());
    Statistics back(path());
    back.refresh();
    QVERIFY(back.problem().isEmpty());
    QVERIFY(back.isEmpty());
    // A game counted before the reset does not count by ending a second time.
    QVERIFY(!back.record(solo(QStringLiteral("Ada"), 180, true, 0), QStringLiteral("k1")).counted);
}

// ---------------------------------------------------------------------------------------------
// Through the game window

void StatisticsTest::WINDOW_wholeGameCountsOnceAtItsEnd() {
    auto w = window();
    GameController& c = *w->controller();
    w->startGame(guitest::solo(11));
    // Saved before the last action, then played to its end: counted once, with the core's
    // figures.
    play(c, true);
    QVERIFY(!c.fullState().isOver());
    const QString save = dir_->filePath(QStringLiteral("before-the-end.frosted.json"));
    QVERIFY(c.saveGame(save));
    QCOMPARE(w->statisticsMode()->statistics()->mode(Mode::Solo).games, 0);
    play(c);
    QVERIFY(c.fullState().isOver());
    QVERIFY(w->pages()->currentWidget() == w->scorePadPage());
    const FinalScore ada = c.fullState().scores().front();
    auto check = [&](int games) {
        Statistics back(path());
        back.refresh();
        QCOMPARE(back.mode(Mode::Solo).games, games);
        const Statistics::Person* p = person(back, Mode::Solo, QStringLiteral("Ada"));
        QVERIFY(p);
        QCOMPARE(p->played, games);
        QCOMPARE(p->won, ada.rank == 1 ? games : 0);
        QCOMPARE(p->best, ada.total);
        QCOMPARE(p->total, qint64(ada.total) * games);
        QCOMPARE(back.mode(Mode::Solo).best.size(), games);
        for (Mode m : Statistics::modes())
            if (m != Mode::Solo)
                QCOMPARE(back.mode(m).games, 0);
    };
    check(1);
    // The end told again (the score pad shown again) counts nothing more.
    emit c.gameOver();
    check(1);
    // The save from before the end opened and finished again: the same game, not counted twice.
    w->setFileChooser([&](const QString&, const QString&) { return save; });
    w->openAction()->trigger();
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QVERIFY(!c.fullState().isOver());
    play(c);
    QVERIFY(c.fullState().isOver());
    check(1);
    // Statistics that never saw it count it: a game opened from a save and finished counts.
    const QString fresh = dir_->filePath(QStringLiteral("fresh-statistics.json"));
    w->statisticsMode()->statistics()->setPath(fresh);
    w->openAction()->trigger();
    play(c);
    QCOMPARE(w->statisticsMode()->statistics()->mode(Mode::Solo).games, 1);
    QVERIFY(QFile::exists(fresh));
    w->statisticsMode()->statistics()->setPath(path());
    // The same deal dealt again (the seed typed in the new-game dialog) is a new game.
    w->startGame(guitest::solo(11));
    play(c);
    check(2);
}

void StatisticsTest::WINDOW_resumedAutosaveCountsAndOpenedOverDoesNot() {
    const QString autosave = dir_->filePath(QStringLiteral("autosave"));
    QVERIFY(QDir().mkpath(autosave));
    {
        auto w = window({1440, 900}, autosave);
        w->startGame(guitest::hotseat(21, 2));
        guitest::playTurns(*w->controller(), 6);
    }
    // The next start resumes the autosave; the game ends and counts.
    auto w = window({1440, 900}, autosave);
    QVERIFY(w->startup([] { return true; }));
    GameController& c = *w->controller();
    QVERIFY(c.hasGame() && !c.fullState().isOver());
    play(c);
    QCOMPARE(w->statisticsMode()->statistics()->mode(Mode::Hotseat).games, 1);
    QCOMPARE(w->statisticsMode()->statistics()->mode(Mode::Hotseat).people.size(), 2);
    const QString over = dir_->filePath(QStringLiteral("over.frosted.json"));
    QVERIFY(c.saveGame(over));
    // A finished game opened (in a window whose statistics have never seen it) counts nothing.
    auto other = window();
    other->statisticsMode()->statistics()->setPath(
        dir_->filePath(QStringLiteral("other-statistics.json")));
    other->setFileChooser([&](const QString&, const QString&) { return over; });
    other->openAction()->trigger();
    QVERIFY(other->controller()->fullState().isOver());
    QVERIFY(other->pages()->currentWidget() == other->scorePadPage());
    QVERIFY(other->statisticsMode()->statistics()->isEmpty());
    QVERIFY(!QFile::exists(dir_->filePath(QStringLiteral("other-statistics.json"))));
    QVERIFY(other->scorePadPage()->recordLabel()->isHidden());
}

void StatisticsTest::WINDOW_recordAndPositionGamesDoNotCount() {
    auto w = window();
    GameController& c = *w->controller();
    w->startGame(guitest::solo(31));
    guitest::playTurns(c, 4);
    while (c.replaying())
        c.nextGardenerStep();
    // Game ▸ Set up a position…, Play from here: an exercise, played to its end, not counted.
    w->designerTools()->openPositionEditor();
    PositionWindow* p = w->designerTools()->positionWindow();
    QVERIFY(p);
    QVERIFY2(p->playAction()->isEnabled(), qPrintable(p->problems().join(QLatin1Char(' '))));
    p->playAction()->trigger();
    QVERIFY(c.fullState().origin() != nullptr);
    play(c);
    QVERIFY(c.fullState().isOver());
    QVERIFY(w->pages()->currentWidget() == w->scorePadPage());
    QVERIFY(w->statisticsMode()->statistics()->isEmpty());
    p->close();
    // A game played to its end counts; its record watched to the end counts nothing more, also
    // with statistics that never saw that game.
    w->startGame(guitest::solo(32));
    play(c);
    QCOMPARE(w->statisticsMode()->statistics()->mode(Mode::Solo).games, 1);
    const QString record = dir_->filePath(QStringLiteral("record.json"));
    QVERIFY(c.exportRecord(record));
    w->statisticsMode()->statistics()->setPath(
        dir_->filePath(QStringLiteral("fresh-statistics.json")));
    w->setFileChooser([&](const QString&, const QString&) { return record; });
    w->openRecordAction()->trigger();
    RecordWindow* r = w->recordWindow();
    QVERIFY(r);
    r->last();
    QApplication::processEvents();
    QVERIFY(r->controller()->fullState().isOver());
    QVERIFY(w->statisticsMode()->statistics()->isEmpty());
    QVERIFY(!QFile::exists(dir_->filePath(QStringLiteral("fresh-statistics.json"))));
    r->close();
}

void StatisticsTest::WINDOW_hotseatGameAndTheScorePadsRecordLine() {
    // Yesterday's low scores: any real game beats them.
    {
        Statistics s(path());
        Statistics::Result r;
        r.mode = Mode::Hotseat;
        r.when = day(0);
        r.people = {{QStringLiteral("ada"), 20, false}, {QStringLiteral("Zoë"), 30, true}};
        s.record(r);
    }
    auto w = window();
    GameController& c = *w->controller();
    w->startGame(guitest::hotseat(41, 3));
    play(c);
    const auto scores = c.fullState().scores();
    const Statistics& s = *w->statisticsMode()->statistics();
    QCOMPARE(s.mode(Mode::Hotseat).games, 2);
    QCOMPARE(s.mode(Mode::Hotseat).people.size(), 4); // Ada (was "ada"), Zoë, Ben, Chloé
    int top = 0;
    QString topName;
    for (int seat = 0; seat < 3; ++seat) {
        const FinalScore& f = scores[static_cast<std::size_t>(seat)];
        const Statistics::Person* p = person(s, Mode::Hotseat, words::q(f.name));
        QVERIFY(p);
        QCOMPARE(p->won, f.rank == 1 ? 1 : 0);
        QCOMPARE(p->last, s.lastRecorded());
        if (f.total > top) {
            top = f.total;
            topName = words::q(f.name);
        }
    }
    QCOMPARE(person(s, Mode::Hotseat, QStringLiteral("Ada"))->played, 2);
    QCOMPARE(person(s, Mode::Hotseat, QStringLiteral("Ada"))->name, QStringLiteral("Ada"));
    QCOMPARE(s.mode(Mode::Hotseat).best.front().score, top);
    // The score pad says the record under its title, and a screen reader hears it.
    QLabel* line = w->scorePadPage()->recordLabel();
    QVERIFY(line->isVisible());
    QVERIFY2(line->text().startsWith(QStringLiteral("New best score in hotseat games: %1 with %2 "
                                                    "points!")
                                         .arg(topName)
                                         .arg(top)),
             qPrintable(line->text()));
    QVERIFY(w->scorePadPage()->accessibleDescription().contains(line->text()));
    if (qEnvironmentVariableIsSet("FROSTED_STATISTICS_RENDERS"))
        for (QSize size : {QSize(1440, 900), QSize(1024, 700)}) {
            w->resize(size);
            QApplication::processEvents();
            w->grab().save(QStringLiteral("%1/scorepad-record-%2x%3.png")
                               .arg(qEnvironmentVariable("FROSTED_STATISTICS_RENDERS"))
                               .arg(size.width())
                               .arg(size.height()));
        }
    // The next game takes the line away until it ends.
    w->startGame(guitest::hotseat(42, 3));
    QVERIFY(line->isHidden());
}

void StatisticsTest::WINDOW_settingsOffCountNothing() {
    // Tests and screenshots turn the settings off: no statistics file, no game counted, no line
    // on the score pad (the pad of every other test stays as it was).
    auto w = guitest::bareWindow(comps_, {});
    QVERIFY(w->statisticsMode()->statistics()->path().isEmpty());
    w->controller()->setSpeed(GameController::StepByStep);
    w->startGame(guitest::solo(61));
    play(*w->controller());
    QVERIFY(w->controller()->fullState().isOver());
    QVERIFY(w->statisticsMode()->statistics()->isEmpty());
    QVERIFY(w->scorePadPage()->recordLabel()->isHidden());
    // A window with settings on keeps them with the application's data.
    MainWindow on(comps_);
    QCOMPARE(on.statisticsMode()->statistics()->path(), Statistics::defaultPath());
    QVERIFY(Statistics::defaultPath().startsWith(savefiles::defaultAutosaveDir()));
    QVERIFY(Statistics::defaultPath().endsWith(QStringLiteral("/statistics.json")));
}

// ---------------------------------------------------------------------------------------------
// Game ▸ Statistics…

void StatisticsTest::DIALOG_showsTheNumbersOfTheFileInTheLocale() {
    {
        Statistics s(path());
        s.record(solo(QStringLiteral("Ada"), 1180, true, 0));
        s.record(solo(QStringLiteral("Ada"), 1195, true, 1));
        s.record(solo(QStringLiteral("Ada"), 1150, false, 2));
        s.record(solo(QStringLiteral("Ben"), 1201, true, 3));
    }
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    auto w = window();
    QVERIFY(w->statisticsMode()->action()->shortcut() == QKeySequence(QStringLiteral("Ctrl+H")));
    QTest::keyClick(w.get(), Qt::Key_H, Qt::ControlModifier);
    StatisticsDialog* d = w->statisticsMode()->dialog();
    QVERIFY(d && d->isVisible());
    QVERIFY(d->problemLabel()->isHidden());
    d->showMode(Mode::Solo);
    QVERIFY(!d->showsEmpty(Mode::Solo));
    for (Mode m : Statistics::modes())
        if (m != Mode::Solo) {
            QVERIFY(d->showsEmpty(m));
            QVERIFY(!d->emptyLabel(m)->text().isEmpty());
        }
    QTableWidget* t = d->peopleTable(Mode::Solo);
    QCOMPARE(t->rowCount(), 2);
    // Sorted by games won: Ada (2) before Ben (1). Numbers and dates in French.
    const QLocale fr;
    auto row = [&](int r) {
        QStringList cells;
        for (int col = 0; col < StatisticsDialog::PeopleColumns; ++col)
            cells << t->item(r, col)->text();
        return cells;
    };
    QCOMPARE(row(0), (QStringList{QStringLiteral("Ada"), QStringLiteral("3"), QStringLiteral("2"),
                                  fr.toString(1195), fr.toString(3525.0 / 3, 'f', 1),
                                  QStringLiteral("0"), QStringLiteral("2"),
                                  fr.toString(day(2).toLocalTime().date(), QLocale::ShortFormat)}));
    QVERIFY(row(0)[StatisticsDialog::Average].endsWith(QStringLiteral(",0"))); // "1 175,0"
    QVERIFY(row(0)[StatisticsDialog::Best] != QStringLiteral("1195"));         // grouped
    QCOMPARE(row(1)[StatisticsDialog::Average], fr.toString(1201.0, 'f', 1));
    // Sorting by the best score puts Ben first (by the number, not by its text).
    t->sortByColumn(StatisticsDialog::Best, Qt::DescendingOrder);
    QCOMPARE(t->item(0, StatisticsDialog::Player)->text(), QStringLiteral("Ben"));
    t->sortByColumn(StatisticsDialog::Average, Qt::AscendingOrder);
    QCOMPARE(t->item(0, StatisticsDialog::Player)->text(), QStringLiteral("Ada"));
    // The best scores, best first.
    QTableWidget* b = d->bestTable(Mode::Solo);
    QCOMPARE(b->rowCount(), 4);
    const int best[] = {1201, 1195, 1180, 1150};
    for (int i = 0; i < 4; ++i)
        QCOMPARE(b->item(i, StatisticsDialog::Score)->text(), fr.toString(best[i]));
    QCOMPARE(b->item(0, StatisticsDialog::Name)->text(), QStringLiteral("Ben"));
    QCOMPARE(b->item(0, StatisticsDialog::Place)->text(), words::rank(1));
    QVERIFY(d->summaryLabel(Mode::Solo)->text().contains(QStringLiteral("4")));
    // A game that ends while the dialog is open shows at once, in bold, and the dialog opens at
    // the mode of the game on the table.
    d->showMode(Mode::Hotseat);
    w->startGame(guitest::solo(51));
    play(*w->controller());
    QCOMPARE(b->rowCount(), 5);
    w->statisticsMode()->action()->trigger();
    QCOMPARE(d->shownMode(), Mode::Solo);
    int bold = 0;
    for (int i = 0; i < b->rowCount(); ++i)
        bold += b->item(i, StatisticsDialog::Score)->font().bold();
    QCOMPARE(bold, 1);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void StatisticsTest::DIALOG_resetAsksForTheModeShownOrAll() {
    {
        Statistics s(path());
        s.record(solo(QStringLiteral("Ada"), 180, true, 0));
        Statistics::Result r;
        r.mode = Mode::ComputerEasy;
        r.when = day(1);
        r.people = {{QStringLiteral("Ben"), 150, true}};
        s.record(r);
    }
    auto w = window();
    w->statisticsMode()->showStatistics();
    StatisticsDialog* d = w->statisticsMode()->dialog();
    d->showMode(Mode::Solo);
    QList<std::pair<Mode, bool>> asked;
    StatisticsDialog::ResetChoice answer = StatisticsDialog::ResetChoice::Cancel;
    d->setResetAsker([&](Mode m, bool hasGames) {
        asked.push_back({m, hasGames});
        return answer;
    });
    QVERIFY(d->resetButton()->isEnabled());
    // Cancelled: nothing changes.
    QTest::mouseClick(d->resetButton(), Qt::LeftButton);
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked.back().first == Mode::Solo && asked.back().second);
    QCOMPARE(w->statisticsMode()->statistics()->mode(Mode::Solo).games, 1);
    // The mode shown: solo goes, the easy computers' games stay, in the file too.
    answer = StatisticsDialog::ResetChoice::Shown;
    QTest::mouseClick(d->resetButton(), Qt::LeftButton);
    QVERIFY(d->showsEmpty(Mode::Solo));
    QVERIFY(!d->showsEmpty(Mode::ComputerEasy));
    {
        Statistics back(path());
        back.refresh();
        QCOMPARE(back.mode(Mode::Solo).games, 0);
        QCOMPARE(back.mode(Mode::ComputerEasy).games, 1);
    }
    // Asked on an empty mode, "all" is what is left to offer.
    QTest::mouseClick(d->resetButton(), Qt::LeftButton);
    QVERIFY(asked.back().first == Mode::Solo && !asked.back().second);
    QCOMPARE(w->statisticsMode()->statistics()->mode(Mode::ComputerEasy).games,
             1); // "Shown" of an empty mode
    answer = StatisticsDialog::ResetChoice::All;
    QTest::mouseClick(d->resetButton(), Qt::LeftButton);
    for (Mode m : Statistics::modes())
        QVERIFY(d->showsEmpty(m));
    QVERIFY(!d->resetButton()->isEnabled());
    Statistics back(path());
    back.refresh();
    QVERIFY(back.isEmpty());
}

void StatisticsTest::DIALOG_fitsBothScreensWithLongerWords_data() {
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<bool>("longWords");
    QTest::newRow("1024x700") << QSize(1024, 700) << false;
    QTest::newRow("1440x900") << QSize(1440, 900) << false;
    QTest::newRow("1024x700, longer words") << QSize(1024, 700) << true;
    QTest::newRow("1440x900, longer words") << QSize(1440, 900) << true;
}

void StatisticsTest::DIALOG_fitsBothScreensWithLongerWords() {
    QFETCH(QSize, screen);
    QFETCH(bool, longWords);
    LongWords pseudo;
    if (longWords)
        QCoreApplication::installTranslator(&pseudo);
    {
        // Four people, one with a long name, and fourteen games: ten best scores.
        Statistics s(path());
        const QStringList names = {QStringLiteral("Anne-Sophie Delacroix-Beaumont"),
                                   QStringLiteral("Benoît"), QStringLiteral("Chloé"),
                                   QStringLiteral("Dev")};
        for (int i = 0; i < 14; ++i) {
            Statistics::Result r;
            r.mode = Mode::Hotseat;
            r.when = day(i);
            for (int k = 0; k < 4; ++k)
                r.people.push_back({names[k], 150 + (i * 37 + k * 11) % 90, k == i % 4});
            s.record(r);
        }
    }
    auto w = window(screen);
    w->statisticsMode()->showStatistics();
    StatisticsDialog* d = w->statisticsMode()->dialog();
    // As MainWindow sizes it on a screen of this size.
    d->resize(QSize(960, 660).boundedTo(screen - QSize(40, 60)));
    d->showMode(Mode::Hotseat);
    QApplication::processEvents();
    // FROSTED_STATISTICS_RENDERS=DIR: a picture of each case to look at.
    if (qEnvironmentVariableIsSet("FROSTED_STATISTICS_RENDERS"))
        d->grab().save(QStringLiteral("%1/statistics-%2x%3%4.png")
                           .arg(qEnvironmentVariable("FROSTED_STATISTICS_RENDERS"))
                           .arg(screen.width())
                           .arg(screen.height())
                           .arg(longWords ? QStringLiteral("-long") : QString()));
    QVERIFY(d->width() <= screen.width() && d->height() <= screen.height());
    QVERIFY(d->minimumSizeHint().width() <= d->width());
    QVERIFY(d->minimumSizeHint().height() <= d->height());
    // Every tab's title shows without scrolling the tab bar.
    QVERIFY2(d->tabs()->tabBar()->sizeHint().width() <= d->tabs()->width(),
             qPrintable(QStringLiteral("%1 > %2")
                            .arg(d->tabs()->tabBar()->sizeHint().width())
                            .arg(d->tabs()->width())));
    // The people's columns fit side by side; the ten best scores show without scrolling.
    QTableWidget* t = d->peopleTable(Mode::Hotseat);
    QCOMPARE(t->rowCount(), 4);
    QVERIFY2(!t->horizontalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("%1 > %2")
                            .arg(t->horizontalHeader()->length())
                            .arg(t->viewport()->width())));
    QVERIFY(!t->verticalScrollBar()->isVisible());
    QTableWidget* b = d->bestTable(Mode::Hotseat);
    QCOMPARE(b->rowCount(), 10);
    QVERIFY(!b->horizontalScrollBar()->isVisible());
    QVERIFY(!b->verticalScrollBar()->isVisible());
    // No header is cut: each column at least as wide as its title.
    for (QTableWidget* table : {t, b})
        for (int col = 0; col < table->columnCount(); ++col)
            QVERIFY2(table->horizontalHeader()->sectionSize(col) >=
                         table->horizontalHeader()->sectionSizeHint(col),
                     qPrintable(table->horizontalHeaderItem(col)->text()));
    if (qEnvironmentVariableIsSet("FROSTED_STATISTICS_RENDERS")) {
        // A mode without games, and a file that could not be read.
        const QString base = QStringLiteral("%1/statistics-%2x%3%4")
                                 .arg(qEnvironmentVariable("FROSTED_STATISTICS_RENDERS"))
                                 .arg(screen.width())
                                 .arg(screen.height())
                                 .arg(longWords ? QStringLiteral("-long") : QString());
        d->showMode(Mode::Solo);
        QApplication::processEvents();
        d->grab().save(base + QStringLiteral("-empty.png"));
        const QString broken = dir_->filePath(QStringLiteral("broken/statistics.json"));
        QVERIFY(QDir().mkpath(QFileInfo(broken).absolutePath()));
        QVERIFY(writeAll(broken, "{\"format\": \"frosted-blooms-statistics\", \"version\": 2}"));
        w->statisticsMode()->statistics()->setPath(broken);
        w->statisticsMode()->statistics()->refresh();
        QApplication::processEvents();
        d->grab().save(base + QStringLiteral("-problem.png"));
    }
    if (longWords)
        QCoreApplication::removeTranslator(&pseudo);
}

QTEST_MAIN(StatisticsTest)
#include "test_statistics.moc"
