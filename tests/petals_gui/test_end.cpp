// The end of a Petals game at the table (issue 34, items 5 and 7), offscreen: the score pad's
// contents for real finished games (2-5 players, both variants, a tie broken, a player out of the
// running) equal Game::standings(); its keyboard and text for screen readers; Petals' statistics
// recorded per mode, counted once, reloaded, a damaged file set aside, Frosted Blooms' file left
// alone; and the pictures to look at (PETALS_TEST_OUTPUT): the score pad and the statistics
// page at 1024x700 and 1440x900.
#include "PetalsScorePad.h"
#include "PetalsStatistics.h"
#include "PetalsStatisticsDialog.h"

#include "petals/ai/bots.h"
#include "petals/rules/data_loader.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace petals;
using Player = PetalsFiles::Player;

namespace {

ComponentsPtr components() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

QString output(const QString& name) {
    QDir().mkpath(QStringLiteral(PETALS_TEST_OUTPUT));
    return QStringLiteral(PETALS_TEST_OUTPUT "/") + name;
}

// A whole game played by a computer player in every seat.
Game finished(int seats, Variant v, std::uint64_t seed, ai::BotKind kind = ai::BotKind::Greedy) {
    Game g = Game::deal(components(), seats, v, seed);
    engine::Rng rng(seed * 7 + 1);
    while (!g.isOver())
        if (!g.apply(ai::choose(kind, g.viewFor(g.toAct()), rng)).ok)
            qFatal("a computer player's action was refused");
    return g;
}

bool primary(RankKey k, Variant v) {
    return k == (v == Variant::Harmony ? RankKey::Spread : RankKey::Total);
}

// The first seed from `from` whose finished game has what `wanted` asks.
template <class F>
std::optional<Game> search(int seats, Variant v, F wanted, std::uint64_t from = 1) {
    for (std::uint64_t seed = from; seed < from + 400; ++seed) {
        Game g = finished(seats, v, seed, ai::BotKind::Random);
        if (wanted(g))
            return g;
    }
    return std::nullopt;
}

bool hasOut(const Game& g) {
    for (const Standing& s : g.standings())
        if (!s.eligible)
            return true;
    return false;
}

// Two eligible seats ranked one after the other with equal primary key (a tie broken or shared).
bool hasTie(const Game& g) {
    const auto st = g.standings();
    for (std::size_t a = 0; a < st.size(); ++a)
        for (std::size_t b = 0; b < st.size(); ++b)
            if (a != b && st[a].eligible && st[b].eligible &&
                !primary(rankKey(st[a], st[b], g.variant()), g.variant()))
                return true;
    return false;
}

QStringList namesOf(const Game& g) {
    QStringList out;
    for (int s = 0; s < g.seats(); ++s)
        out.append(QString::fromStdString(g.seatName(s)));
    return out;
}

} // namespace

class EndTest : public QObject {
    Q_OBJECT
  private slots:
    void scorePadEqualsStandings_data();
    void scorePadEqualsStandings();
    void tieBrokenIsTold();
    void playerOutOfTheRunningIsTold();
    void keyboardAndScreenReader();
    void statisticsModes();
    void statisticsRecordedAndReloaded();
    void statisticsCountAGameOnce();
    void damagedStatisticsAreSetAside();
    void frostedFileIsLeftAlone();
    void renders();

  private:
    void checkPad(const PetalsScorePad& pad, const Game& g);
};

void EndTest::checkPad(const PetalsScorePad& pad, const Game& g) {
    const auto st = g.standings();
    const bool harmony = g.variant() == Variant::Harmony;
    const QStringList names = namesOf(g);
    // The columns: eligible seats by rank, then the others.
    const QList<int> cols = pad.columnSeats();
    QCOMPARE(cols.size(), g.seats());
    bool seenOut = false;
    int lastRank = 0, outs = 0, ties = 0;
    for (int i = 0; i < cols.size(); ++i) {
        const Standing& me = st[static_cast<std::size_t>(cols[i])];
        if (!me.eligible) {
            seenOut = true;
            ++outs;
            QVERIFY(!me.rank);
            QCOMPARE(pad.cellText(6, cols[i]), QStringLiteral("—"));
            QVERIFY(pad.cellText(4, cols[i]).startsWith(QStringLiteral("No")));
            continue;
        }
        QVERIFY2(!seenOut, "an eligible seat after one out of the running");
        QVERIFY(me.rank && *me.rank >= lastRank);
        lastRank = *me.rank;
        QVERIFY(pad.cellText(4, cols[i]).startsWith(QStringLiteral("Yes")));
        QVERIFY(!pad.cellText(6, cols[i]).isEmpty());
        if (i > 0 && st[static_cast<std::size_t>(cols[i - 1])].eligible &&
            !primary(rankKey(st[static_cast<std::size_t>(cols[i - 1])], me, g.variant()),
                     g.variant()))
            ++ties;
    }
    for (int s = 0; s < g.seats(); ++s) {
        const Standing& me = st[static_cast<std::size_t>(s)];
        for (int e = 0; e < kElements; ++e) { // R-PE-WIN-1
            const QString cell = pad.cellText(e, s);
            QVERIFY(cell.startsWith(QString::number(g.scores(s)[static_cast<std::size_t>(e)])));
            QCOMPARE(cell.contains(QStringLiteral("★")), me.won[static_cast<std::size_t>(e)]);
        }
        const QString score = pad.cellText(5, s); // R-PE-WIN-3 / R-PE-HARM-2
        QVERIFY2(score.endsWith(QStringLiteral("= %1").arg(harmony ? me.spread : me.total)),
                 qPrintable(score));
        if (me.rank && *me.rank == 1)
            QVERIFY2(pad.headline().contains(names[s]), qPrintable(pad.headline()));
    }
    QCOMPARE(pad.outLines().size(), outs);
    QCOMPARE(pad.tieLines().size(), ties);
    QVERIFY(pad.resultText().contains(pad.headline()));
    QCOMPARE(pad.accessibleDescription(), pad.resultText());
}

void EndTest::scorePadEqualsStandings_data() {
    QTest::addColumn<int>("seats");
    QTest::addColumn<bool>("harmony");
    QTest::addColumn<int>("seed");
    for (int n = 2; n <= 5; ++n)
        for (bool h : {false, true})
            for (int seed : {3, 11})
                QTest::addRow("%d-%s-%d", n, h ? "harmony" : "standard", seed) << n << h << seed;
}

void EndTest::scorePadEqualsStandings() {
    QFETCH(int, seats);
    QFETCH(bool, harmony);
    QFETCH(int, seed);
    const Game g = finished(seats, harmony ? Variant::Harmony : Variant::Standard,
                            static_cast<std::uint64_t>(seed));
    PetalsScorePad pad;
    pad.setResult(g);
    checkPad(pad, g);
}

void EndTest::tieBrokenIsTold() {
    for (Variant v : {Variant::Standard, Variant::Harmony}) {
        const std::optional<Game> g = search(3, v, hasTie);
        QVERIFY2(g, "no finished game with a tie found");
        PetalsScorePad pad;
        pad.setResult(*g);
        checkPad(pad, *g);
        QVERIFY(!pad.tieLines().isEmpty());
        qInfo() << pad.tieLines();
    }
}

void EndTest::playerOutOfTheRunningIsTold() {
    const std::optional<Game> g = search(4, Variant::Standard, hasOut);
    QVERIFY2(g, "no finished game with a player out of the running found");
    PetalsScorePad pad;
    pad.setResult(*g);
    checkPad(pad, *g);
    QVERIFY(!pad.outLines().isEmpty());
    qInfo() << pad.outLines();
}

void EndTest::keyboardAndScreenReader() {
    const Game g = finished(3, Variant::Standard, 5);
    PetalsScorePad pad;
    pad.setResult(g, {QStringLiteral("Ada"), QStringLiteral("Ben"), QStringLiteral("Cleo")},
                  {Player{}, Player{true, ai::BotKind::Hard}, Player{}});
    pad.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pad));
    QSignalSpy again(&pad, &PetalsScorePad::playAgainRequested);
    QSignalSpy fresh(&pad, &PetalsScorePad::newGameRequested);
    pad.setFocus();
    QCOMPARE(QApplication::focusWidget(), pad.playAgainButton());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(again.size(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), pad.newGameButton());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(fresh.size(), 1);
    QSignalSpy table(&pad, &PetalsScorePad::tableRequested);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(qobject_cast<QPushButton*>(QApplication::focusWidget())->text(),
             pad.tableButton()->text());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(table.size(), 1);
    QCOMPARE(again.size(), 1);
    const QString text = pad.resultText();
    for (const QString& name :
         {QStringLiteral("Ada"), QStringLiteral("Ben"), QStringLiteral("Cleo")})
        QVERIFY(text.contains(name));
    QVERIFY(text.contains(QStringLiteral("Fire")) && text.contains(QStringLiteral("Water")));
    pad.setNote(QStringLiteral("A personal best for Ada"));
    QVERIFY(pad.accessibleDescription().contains(QStringLiteral("personal best")));
}

void EndTest::statisticsModes() {
    using M = PetalsStatistics::Mode;
    const Player person{}, easy{true, ai::BotKind::Easy}, greedy{true, ai::BotKind::Greedy},
        medium{true, ai::BotKind::Medium}, hard{true, ai::BotKind::Hard};
    QCOMPARE(PetalsStatistics::modeOf({person, person}), M::Hotseat);
    QCOMPARE(PetalsStatistics::modeOf({person, easy, greedy}), M::SoloEasy);
    QCOMPARE(PetalsStatistics::modeOf({medium, person, easy}), M::SoloMedium);
    QCOMPARE(PetalsStatistics::modeOf({person, hard, medium}), M::SoloHard);
    QCOMPARE(PetalsStatistics::modeOf({person, person, hard}), M::Mixed);
    for (M m : PetalsStatistics::modes())
        QCOMPARE(PetalsStatistics::modeFromId(PetalsStatistics::modeId(m)), m);
}

void EndTest::statisticsRecordedAndReloaded() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("petals-statistics.json"));
    const Game g = finished(3, Variant::Standard, 21);
    const std::vector<Player> players{Player{}, Player{}, Player{true, ai::BotKind::Hard}};
    const auto st = g.standings();
    {
        PetalsStatistics stats(path);
        QVERIFY(stats.isEmpty());
        const auto out = stats.record(g, players, QDateTime(QDate(2026, 12, 6), QTime(14, 0)));
        QVERIFY(out.counted);
        QCOMPARE(out.mode, PetalsStatistics::Mode::Mixed);
        QVERIFY(QFile::exists(path));
    }
    PetalsStatistics again(path); // another window, a later start
    again.refresh();
    const auto& r = again.record(PetalsStatistics::Mode::Mixed, Variant::Standard);
    QCOMPARE(r.games, 1);
    QCOMPARE(r.people.size(), 2); // the computer has no row
    for (int s = 0; s < 2; ++s) {
        const auto& p = r.people[s];
        QCOMPARE(p.name, QString::fromStdString(g.seatName(s)));
        QCOMPARE(p.played, 1);
        QCOMPARE(p.won, st[static_cast<std::size_t>(s)].rank == 1 ? 1 : 0); // the rules' answer
        QCOMPARE(p.bestTotal, st[static_cast<std::size_t>(s)].total);
        QCOMPARE(p.bestSpread, st[static_cast<std::size_t>(s)].spread);
    }
    QCOMPARE(again.record(PetalsStatistics::Mode::Mixed, Variant::Harmony).games, 0);
    // A Harmony game: its own figures.
    const Game h = finished(2, Variant::Harmony, 8);
    again.record(h, {Player{}, Player{true, ai::BotKind::Easy}});
    QCOMPARE(again.record(PetalsStatistics::Mode::SoloEasy, Variant::Harmony).games, 1);
    QCOMPARE(again.record(PetalsStatistics::Mode::SoloEasy, Variant::Standard).games, 0);
    // The dialog shows them.
    PetalsStatisticsDialog dialog(&again);
    QCOMPARE(dialog.tree(0)->topLevelItemCount(), 1);
    QCOMPARE(dialog.tree(1)->topLevelItemCount(), 1);
    QVERIFY(dialog.summary().contains(QString::fromStdString(g.seatName(0))));
    QVERIFY(dialog.problemLabel()->isHidden());
}

void EndTest::statisticsCountAGameOnce() {
    PetalsStatistics stats; // in memory
    const Game g = finished(2, Variant::Standard, 4);
    const std::vector<Player> people{Player{}, Player{}};
    QVERIFY(stats.record(g, people).counted);
    QVERIFY(!stats.record(g, people).counted); // the same game ended again (a save reopened)
    QCOMPARE(stats.record(PetalsStatistics::Mode::Hotseat, Variant::Standard).games, 1);
    stats.forget(g, people); // the same deal put on the table again
    QVERIFY(stats.record(g, people).counted);
    QCOMPARE(stats.record(PetalsStatistics::Mode::Hotseat, Variant::Standard).people[0].played, 2);
    // Not over, or only computers: nothing.
    QVERIFY(!stats.record(Game::deal(components(), 2, Variant::Standard, 9), people).counted);
    QVERIFY(!stats
                 .record(finished(2, Variant::Standard, 5),
                         {Player{true, ai::BotKind::Easy}, Player{true, ai::BotKind::Hard}})
                 .counted);
}

void EndTest::damagedStatisticsAreSetAside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("petals-statistics.json"));
    const QList<QByteArray> bad{
        QByteArray(), "{ not json", R"({"format":"frosted-blooms-statistics","version":1})",
        R"({"format":"petals-statistics","version":7})",
        R"({"format":"petals-statistics","version":1,"records":[{"mode":"solo-easy","variant":"standard","games":1,"people":[{"name":"Ada","played":1,"won":3,"bestTotal":4,"bestSpread":2}]}]})"};
    for (const QByteArray& bytes : bad) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        PetalsStatistics stats(path);
        QSignalSpy told(&stats, &PetalsStatistics::problemFound);
        stats.refresh();
        QCOMPARE(told.size(), 1);
        QVERIFY(stats.isEmpty());
        QVERIFY2(stats.problem().contains(QStringLiteral("kept as")), qPrintable(stats.problem()));
        QVERIFY(!QFile::exists(path));
        const QStringList aside =
            QDir(dir.path()).entryList({QStringLiteral("petals-statistics.damaged-*.json")});
        QVERIFY(!aside.isEmpty());
        for (const QString& name : aside)
            QFile::remove(dir.filePath(name));
        // And the statistics go on: a game recorded writes a good file.
        QVERIFY(stats.record(finished(2, Variant::Standard, 6), {Player{}, Player{}}).counted);
        PetalsStatistics reread(path);
        reread.refresh();
        QVERIFY(reread.problem().isEmpty());
        QCOMPARE(reread.record(PetalsStatistics::Mode::Hotseat, Variant::Standard).games, 1);
        QFile::remove(path);
    }
    // A folder where the file should be: named, nothing crashes, the dialog says it.
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("petals-statistics.json")));
    QVERIFY(
        QFile::exists(dir.filePath(QStringLiteral("petals-statistics.json/x"))) ||
        QFile(dir.filePath(QStringLiteral("petals-statistics.json/x"))).open(QIODevice::WriteOnly));
    PetalsStatistics stats(path);
    PetalsStatisticsDialog dialog(&stats);
    QVERIFY(!stats.problem().isEmpty());
    QVERIFY(!dialog.problemLabel()->isHidden());
}

void EndTest::frostedFileIsLeftAlone() {
    QTemporaryDir dir;
    const QString frosted = dir.filePath(QStringLiteral("statistics.json"));
    const QByteArray theirs = R"({"format":"frosted-blooms-statistics","version":1})";
    QFile f(frosted);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(theirs);
    f.close();
    QCOMPARE(QFileInfo(PetalsStatistics::defaultPath()).fileName(),
             QStringLiteral("petals-statistics.json"));
    PetalsStatistics stats(dir.filePath(QStringLiteral("petals-statistics.json")));
    QVERIFY(stats.record(finished(2, Variant::Standard, 2), {Player{}, Player{}}).counted);
    QFile again(frosted);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), theirs);
}

void EndTest::renders() {
    struct Case {
        const char* name;
        Game game;
        std::vector<Player> players;
    };
    std::vector<Case> cases;
    cases.push_back({"2-standard", finished(2, Variant::Standard, 3), {Player{}, Player{}}});
    cases.push_back({"5-harmony",
                     finished(5, Variant::Harmony, 11),
                     {Player{}, Player{true, ai::BotKind::Hard}, Player{}, Player{},
                      Player{true, ai::BotKind::Easy}}});
    if (auto g = search(3, Variant::Standard, hasTie))
        cases.push_back({"3-tie", *g, {}});
    if (auto g = search(4, Variant::Standard, hasOut))
        cases.push_back({"4-out", *g, {}});
    PetalsStatistics stats;
    // A family's evenings: Ada and Ben against computers, with Grandma Rose, by themselves.
    const Player person{}, easy{true, ai::BotKind::Easy}, hard{true, ai::BotKind::Hard};
    const std::vector<std::pair<std::vector<Player>, Variant>> evenings{
        {{person, easy}, Variant::Standard},           {{person, hard, easy}, Variant::Standard},
        {{person, person, person}, Variant::Standard}, {{person, person, hard}, Variant::Standard},
        {{person, person}, Variant::Harmony},          {{person, hard}, Variant::Harmony}};
    std::uint64_t seed = 100;
    for (const auto& [players, variant] : evenings)
        for (int k = 0; k < 3; ++k) {
            Deal d = finished(static_cast<int>(players.size()), variant, ++seed).dealt();
            const QStringList family{QStringLiteral("Ada"), QStringLiteral("Ben"),
                                     QStringLiteral("Grandma Rose")};
            const int n = static_cast<int>(d.names.size());
            int people = 0, computers = 0;
            for (int seat = 0; seat < n; ++seat) // seat s is names[(startPlayer + s) % n]
                d.names[static_cast<std::size_t>((d.startPlayer + seat) % n)] =
                    players[static_cast<std::size_t>(seat)].computer
                        ? "Computer " + std::to_string(++computers)
                        : family[people++].toStdString();
            Game g = Game::fromDeal(components(), variant, d);
            engine::Rng rng(seed);
            while (!g.isOver())
                g.apply(ai::choose(ai::BotKind::Greedy, g.viewFor(g.toAct()), rng));
            stats.record(g, players);
        }
    for (const QSize size : {QSize(1024, 700), QSize(1440, 900)}) {
        for (const Case& c : cases) {
            PetalsScorePad pad;
            pad.setResult(c.game, {}, c.players);
            pad.setNote(PetalsStatistics::note(stats.record(
                c.game, c.players.empty()
                            ? std::vector<Player>(static_cast<std::size_t>(c.game.seats()))
                            : c.players)));
            pad.resize(size);
            pad.show();
            QVERIFY(QTest::qWaitForWindowExposed(&pad));
            QVERIFY(pad.grab().save(output(QStringLiteral("scorepad-%1-%2x%3.png")
                                               .arg(QLatin1String(c.name))
                                               .arg(size.width())
                                               .arg(size.height()))));
            QVERIFY2(pad.minimumSizeHint().width() <= size.width() &&
                         pad.minimumSizeHint().height() <= size.height(),
                     qPrintable(QStringLiteral("%1 does not fit %2x%3: needs %4x%5")
                                    .arg(QLatin1String(c.name))
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(pad.minimumSizeHint().width())
                                    .arg(pad.minimumSizeHint().height())));
        }
        PetalsStatisticsDialog dialog(&stats);
        dialog.resize(size);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(
            output(QStringLiteral("statistics-%1x%2.png").arg(size.width()).arg(size.height()))));
    }
}

QTEST_MAIN(EndTest)
#include "test_end.moc"
