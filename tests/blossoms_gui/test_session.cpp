// Blossoms' session at the table (src/games/blossoms/gui/session/BlossomsSession.h), driven
// through its API as the window drives it (issue 36): whole games of 2 and 3 seats with people and
// computers in every variant; the hand-over and the Rake's privacy (R-BL-PRIV-2..4); refusals
// change nothing; the odds aid against a count over the seat's unseen cards; save and resume
// mid-turn; the match of three (R-BL-VAR-1); words with no card id; statistics counted once.
#include "BlossomsSession.h"
#include "BlossomsStatistics.h"
#include "session_support.h"

#include "blossoms/rules/match.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <set>

class TestBlossomsSession : public QObject {
    Q_OBJECT
  private slots:
    void wholeGames_data();
    void wholeGames();
    void newGameRefusesBadSetups();
    void refusalsChangeNothing();
    void handOverAndRakePrivacy();
    void oddsEqualACountOverUnseenCards();
    void saveAndResumeMidTurn();
    void autosaveAndDamagedAutosave();
    void matchOfThree();
    void wordsNameNoCardId();
    void statisticsCountOnce();
    void hintIsLegalAndSaysWhy();
    void restartDealsTheSameGame();
    void staleAnswersAreDropped();
    void stepByStepWaitsForNext();
};

void TestBlossomsSession::wholeGames_data() {
    QTest::addColumn<int>("seats");
    QTest::addColumn<int>("people");
    QTest::addColumn<bool>("children");
    QTest::addColumn<bool>("advanced");
    for (int seats : {2, 3})
        for (int people : {0, 1, 2})
            for (int v = 0; v < 4; ++v) {
                const QByteArray name =
                    QByteArray::number(seats) + " seats, " + QByteArray::number(people) +
                    " people, " +
                    QByteArray::fromStdString(variantName({(v & 1) != 0, (v & 2) != 0}));
                QTest::newRow(name.constData())
                    << seats << people << ((v & 1) != 0) << ((v & 2) != 0);
            }
}

// R-BL-SETUP, R-BL-VAR-2..5: whole games through the session, people by its slots and computers
// by themselves at every level; acted() told once per action with words naming no card.
void TestBlossomsSession::wholeGames() {
    QFETCH(int, seats);
    QFETCH(int, people);
    QFETCH(bool, children);
    QFETCH(bool, advanced);
    BlossomsSession s(data());
    quick(s);
    const ai::BotKind levels[] = {ai::BotKind::Easy, ai::BotKind::Medium, ai::BotKind::Hard};
    QList<BlossomsSeat> list;
    const QStringList names = {QStringLiteral("Ada"), QStringLiteral("Ben"), QStringLiteral("Cy")};
    for (int i = 0; i < seats; ++i)
        list << (i < people ? person(names[i]) : computer(names[i], levels[(i + seats) % 3]));
    QSignalSpy acted(&s, &BlossomsSession::acted);
    QSignalSpy over(&s, &BlossomsSession::gameOver);
    QSignalSpy turns(&s, &BlossomsSession::turnStarted);
    QVERIFY(s.newGame(setupOf(list, {children, advanced}, 100 + seats * 10 + people)));
    QCOMPARE(s.seats(), seats);
    QVERIFY(playToEnd(s, 5));
    QCOMPARE(s.game().invariantProblem(), std::string());
    QCOMPARE(acted.count(), static_cast<int>(s.game().history().size()));
    QCOMPARE(over.count(), 1);
    QCOMPARE(turns.count(), s.game().turn() - 1); // every turn after the first (R-BL-TURN-1)
    for (const auto& args : acted)
        QVERIFY2(noCardId(args.at(2).toString()), qPrintable(args.at(2).toString()));
    QCOMPARE(static_cast<int>(s.standings().size()), seats);
    QVERIFY(!s.winners().empty());
    QCOMPARE(s.view().complete, true);
    QVERIFY(s.lastError().isEmpty());
}

// R-BL-SETUP: 2 or 3 players with names of their own; a refused setup leaves the game.
void TestBlossomsSession::newGameRefusesBadSetups() {
    BlossomsSession s(data());
    quick(s);
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, {}, 1)));
    const std::string before = text(s.game());
    QSignalSpy errors(&s, &BlossomsSession::errorOccurred);
    QVERIFY(!s.newGame(setupOf({person("Ada")}, {}, 2)));
    QVERIFY(!s.newGame(setupOf({person("A"), person("B"), person("C"), person("D")}, {}, 2)));
    QVERIFY(!s.newGame(setupOf({person("Ada"), person("  ")}, {}, 2)));
    QVERIFY(!s.newGame(setupOf({person("Ada"), person(" ada ")}, {}, 2)));
    QCOMPARE(errors.count(), 4);
    QCOMPARE(text(s.game()), before);
    QVERIFY(!BlossomsSession::nameProblem({"Ada", "ADA"}).isEmpty());
    QVERIFY(BlossomsSession::nameProblem({"Ada", "Ben", "Cy"}).isEmpty());
    // The start player given is the listed seat that plays first (R-BL-SETUP-5).
    BlossomsSetup given = setupOf({person("Ada"), person("Ben"), person("Cy")}, {}, 3);
    given.startPlayer = 2;
    QVERIFY(s.newGame(given));
    QCOMPARE(s.seatName(0), QStringLiteral("Cy"));
    QCOMPARE(s.setup().seats.at(0).name, QStringLiteral("Ada"));
}

// A refused action (the rules', or out of turn) is told by refused() and changes nothing.
void TestBlossomsSession::refusalsChangeNothing() {
    BlossomsSession s(data());
    quick(s);
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, {false, true}, 11)));
    QSignalSpy refusedSpy(&s, &BlossomsSession::refused);
    QVERIFY(s.handOverPending()); // two people: nobody at the screen yet
    QCOMPARE(s.view().seat, -1);
    QVERIFY(!s.apply(Action::grow()));
    QCOMPARE(refusedSpy.count(), 1);
    QCOMPARE(s.game().history().size(), std::size_t{0});
    s.confirmHandOver();
    engine::Rng rng(3);
    std::set<std::string> codes;
    for (int round = 0; round < 30 && !s.isOver(); ++round) {
        if (s.handOverPending())
            s.confirmHandOver();
        const std::string before = text(s.game());
        const SeatView viewBefore = s.view();
        int refusals = 0;
        const int ids = std::min(s.game().actionCount(), s.game().codec().orderBase() + 60);
        for (int id = 0; id < ids; ++id) {
            const std::optional<Action> a = s.game().actionOfId(id);
            if (!a || s.game().check(*a))
                continue;
            const int told = refusedSpy.count();
            QVERIFY(!s.apply(*a));
            QCOMPARE(refusedSpy.count(), told + 1);
            QCOMPARE(refusedSpy.last().at(0).toString(), s.lastRefusal());
            // Worded from the code in the player's language: no card id, never the rules'
            // English reason (which names cards by id).
            QVERIFY2(noCardId(s.lastRefusal()), qPrintable(s.lastRefusal()));
            QVERIFY(!s.lastRefusal().isEmpty());
            codes.insert(std::string(s.game().check(*a).code));
            ++refusals;
        }
        QVERIFY(refusals > 0);
        QCOMPARE(text(s.game()), before);
        QVERIFY(s.view() == viewBefore);
        actAs(s, pick(s, rng));
    }
    QVERIFY(codes.size() >= 8); // many rules refused, each worded
}

// R-BL-PRIV-2..4: the Rake's cards are in the raker's view only; after the hand-over the next
// seat's view holds none of them, the hand-over page shows the public view and says the Rake was
// used without naming a card.
void TestBlossomsSession::handOverAndRakePrivacy() {
    bool checked = false;
    for (quint64 seed = 1; seed < 60 && !checked; ++seed) {
        BlossomsSession s(data());
        quick(s);
        QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, {}, seed)));
        engine::Rng rng(seed);
        int raker = -1;
        while (!s.isOver() && s.game().history().size() < 200) {
            if (s.handOverPending()) {
                if (raker >= 0)
                    break;
                s.confirmHandOver();
                continue;
            }
            const std::vector<Action> legal = s.legalActions();
            const int rakePot = s.components().potOf(Tool::Rake);
            std::optional<Action> a;
            for (const Action& x : legal)
                if (x.kind == Action::Kind::Rake && raker < 0)
                    a = x;
                else if (!a && x.kind == Action::Kind::Token && x.pot == rakePot && raker < 0)
                    a = x;
                else if (!a && x.kind == Action::Kind::Order)
                    a = x;
            if (!a && raker >= 0) // once raked: end the turn
                for (const Action& x : legal)
                    if (x.kind == Action::Kind::Pass)
                        a = x;
            if (a && a->kind == Action::Kind::Rake)
                raker = s.toAct();
            actAs(s, a ? *a : pick(s, rng));
            if (raker >= 0 && s.step() == Step::Order && s.toAct() == raker) {
                // The raker sees the raked cards, in the order they lie.
                QCOMPARE(s.view().knownTop, s.game().peeked());
            }
        }
        if (raker < 0 || !s.handOverPending())
            continue;
        // The raker's knowledge of the deck's top, still true in the whole game.
        const std::vector<int> known = s.game().knownTop(raker);
        if (known.empty())
            continue;
        // The hand-over page: the public view, no hand, no known top.
        QCOMPARE(s.screenSeat(), -1);
        QVERIFY(!s.handVisible());
        QCOMPARE(s.view().seat, -1);
        QVERIFY(s.view().knownTop.empty());
        for (const PlayerView& p : s.view().players)
            QVERIFY(p.hand.empty());
        const int next = s.toAct();
        QVERIFY(next != raker);
        const QStringList since = s.sinceLastTurn(next);
        QVERIFY(!since.isEmpty());
        QVERIFY(since.join(' ').contains(QStringLiteral("Rake")));
        for (const QString& line : since)
            QVERIFY2(noCardId(line), qPrintable(line));
        s.confirmHandOver();
        QCOMPARE(s.view().seat, next);
        QVERIFY(s.view().knownTop.empty());
        for (int c : known) { // unknown to the next seat: among its hidden cards
            QVERIFY(std::find(s.view().hidden.begin(), s.view().hidden.end(), c) !=
                    s.view().hidden.end());
            QVERIFY(std::find(s.view().knownTop.begin(), s.view().knownTop.end(), c) ==
                    s.view().knownTop.end());
        }
        checked = true;
    }
    QVERIFY2(checked, "no seed led to a Rake before a hand-over");
}

// Issue 36 item 4: the odds for the person to play are those of a count over the seat's unseen
// cards, in many positions of many games; the true next card is always among those counted.
void TestBlossomsSession::oddsEqualACountOverUnseenCards() {
    int positions = 0;
    for (quint64 seed = 1; seed <= 12; ++seed) {
        BlossomsSession s(data());
        quick(s);
        BlossomsSetup setup = setupOf({person("Ada"), person("Ben"), person("Cy")},
                                      {seed % 2 == 0, seed % 3 == 0}, seed);
        QVERIFY(s.newGame(setup));
        QCOMPARE(s.oddsShown(), setup.variant.children); // on by default for children
        engine::Rng rng(seed);
        while (!s.isOver()) {
            if (s.handOverPending()) {
                QCOMPARE(s.odds().cards, 0); // nobody at the screen: no odds
                s.confirmHandOver();
                continue;
            }
            const std::vector<Action> legal = s.legalActions();
            if (std::find(legal.begin(), legal.end(), Action::grow()) != legal.end()) {
                const ai::GrowthOdds got = s.odds();
                const ai::GrowthOdds want = countOdds(s.view());
                QCOMPARE(got.cards, want.cards);
                QCOMPARE(got.grew, want.grew);
                QCOMPARE(got.planted, want.planted);
                QCOMPARE(got.badLuck, want.badLuck);
                QCOMPARE(got.died, want.died);
                QCOMPARE(got.fenced, want.fenced);
                const int top = s.game().deck().front();
                const std::vector<int> unseen = unseenOf(s.view());
                QVERIFY(s.view().knownTop.empty()
                            ? std::find(unseen.begin(), unseen.end(), top) != unseen.end()
                            : s.view().knownTop.front() == top);
                ++positions;
            }
            actAs(s, pick(s, rng));
        }
    }
    QVERIFY(positions > 200);
}

namespace {
// A game of two people played to the first step `want` of a person's turn, from `seed` on.
bool reachStep(BlossomsSession& s, Step want, quint64 seed) {
    for (quint64 k = seed; k < seed + 80; ++k) {
        BlossomsSetup setup = setupOf({person("Ada"), person("Ben")}, {}, k);
        setup.match = true;
        s.newGame(setup);
        engine::Rng rng(k);
        const int rakePot = s.components().potOf(Tool::Rake);
        while (!s.isOver()) {
            if (s.handOverPending())
                s.confirmHandOver();
            if (s.step() == want)
                return true;
            std::optional<Action> a;
            if (want == Step::Order)
                for (const Action& x : s.legalActions())
                    if (x.kind == Action::Kind::Rake ||
                        (!a && x.kind == Action::Kind::Token && x.pot == rakePot))
                        a = x;
            actAs(s, a ? *a : pick(s, rng));
        }
    }
    return false;
}
} // namespace

// Save in step Pot (a drawn card waiting, R-BL-GROW-3) and in step Order (raked cards,
// R-BL-TOOL-3), load into another session: the same game, the same view once handed over.
void TestBlossomsSession::saveAndResumeMidTurn() {
    QTemporaryDir dir;
    for (Step want : {Step::Pot, Step::Order}) {
        BlossomsSession s(data());
        quick(s);
        QVERIFY(reachStep(s, want, 1));
        s.setOddsShown(true); // the aid chosen in a standard game is kept with it
        const QString path = dir.filePath(QStringLiteral("mid.blossoms.json"));
        QVERIFY(s.save(path));
        BlossomsSession t(data());
        quick(t);
        QVERIFY(t.load(path));
        QCOMPARE(t.step(), want);
        QVERIFY(t.game() == s.game());
        QCOMPARE(t.players(), s.players());
        QCOMPARE(t.inMatch(), true);
        QCOMPARE(t.oddsShown(), true);
        QVERIFY(t.handOverPending()); // two people: the seat is handed over again
        t.confirmHandOver();
        QVERIFY(t.view() == s.view());
        if (want == Step::Order)
            QVERIFY(!t.view().knownTop.empty());
        // A bad file leaves the game in progress.
        QFile bad(dir.filePath(QStringLiteral("bad.blossoms.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\": \"frosted-blooms-save\"");
        bad.close();
        QVERIFY(!t.load(bad.fileName()));
        QVERIFY(t.game() == s.game());
    }
}

// The autosave after every action and resume mid-turn; a damaged autosave is set aside.
void TestBlossomsSession::autosaveAndDamagedAutosave() {
    QTemporaryDir dir;
    BlossomsSession s(data());
    quick(s);
    s.setAutosaveDir(dir.path());
    QVERIFY(
        s.newGame(setupOf({person("Ada"), computer("Ben", ai::BotKind::Easy)}, {true, false}, 21)));
    engine::Rng rng(2);
    for (int i = 0; i < 12 && !s.isOver(); ++i) {
        if (s.personToPlay())
            actAs(s, pick(s, rng));
        else
            QTest::qWait(5);
    }
    s.setComputerSpeed(TableSession::StepByStep); // nothing moves while we look
    QTest::qWait(20);
    BlossomsSession t(data());
    quick(t);
    t.setAutosaveDir(dir.path());
    QVERIFY(t.resumeAutosave());
    QVERIFY(t.game() == s.game());
    QCOMPARE(t.players(), s.players());
    QCOMPARE(t.oddsShown(), true); // the children's variant: on
    // Damaged: set aside at start, with a message.
    QFile f(s.files().autosavePath());
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("not json");
    f.close();
    QFile::remove(s.files().previousAutosavePath());
    BlossomsSession u(data());
    u.setAutosaveDir(dir.path());
    QCOMPARE(u.setAsideDamagedAutosaves().size(), 1);
    QVERIFY(!QFile::exists(s.files().autosavePath()));
    QCOMPARE(u.files().damagedAutosaves().size(), 1);
    QVERIFY(!u.resumeAutosave());
}

// R-BL-VAR-1: three games; after each the next is started by matchStartPlayer from the points so
// far; the totals are the games' totals by player; the match survives a save; over after 3.
void TestBlossomsSession::matchOfThree() {
    QTemporaryDir dir;
    BlossomsSession s(data());
    quick(s);
    s.setAutosaveDir(dir.path());
    BlossomsSetup setup =
        setupOf({computer("Ada", ai::BotKind::Greedy), computer("Ben", ai::BotKind::Easy),
                 computer("Cy", ai::BotKind::Random)},
                {}, 77);
    setup.match = true;
    QVERIFY(s.newGame(setup));
    std::vector<int> points(3, 0), tokens(3, 0);
    int previousStart = -1;
    for (int game = 1; game <= 3; ++game) {
        QCOMPARE(s.matchGame(), game);
        const Deal d = s.game().dealt();
        QCOMPARE(d.names, (std::vector<std::string>{"Ada", "Ben", "Cy"}));
        if (game > 1)
            QCOMPARE(d.startPlayer, matchStartPlayer(points, previousStart));
        // The players keep their levels whatever their seats.
        for (int seat = 0; seat < 3; ++seat) {
            const int p = (d.startPlayer + seat) % 3;
            QCOMPARE(s.level(seat), setup.seats[p].level);
        }
        if (game == 2) { // saved and resumed with the game
            const QString path = dir.filePath(QStringLiteral("match.blossoms.json"));
            QVERIFY(s.save(path));
            QVERIFY(s.load(path));
            QCOMPARE(s.matchGame(), 2);
        }
        QVERIFY(playToEnd(s, game));
        const std::vector<Standing> st = s.standings();
        for (int seat = 0; seat < 3; ++seat) {
            const auto p = static_cast<std::size_t>((d.startPlayer + seat) % 3);
            points[p] += st[static_cast<std::size_t>(seat)].total;
            tokens[p] += st[static_cast<std::size_t>(seat)].tokensLeft;
        }
        QCOMPARE(s.matchTotals(), points);
        QCOMPARE(s.matchTokens(), tokens);
        previousStart = d.startPlayer;
        if (game < 3) {
            // The autosave between two games of the match resumes at the end of this one.
            BlossomsSession r(data());
            r.setAutosaveDir(dir.path());
            QVERIFY(r.resumeAutosave());
            QVERIFY(r.isOver());
            QCOMPARE(r.matchGame(), game);
            QCOMPARE(r.matchTotals(), points);
            QVERIFY(!s.matchOver());
            QVERIFY(s.nextMatchGame());
        }
    }
    QVERIFY(s.matchOver());
    QVERIFY(!s.nextMatchGame());
    QCOMPARE(static_cast<int>(s.matchRanks().size()), 3);
    const int best = *std::max_element(points.begin(), points.end());
    for (int p = 0; p < 3; ++p)
        if (points[static_cast<std::size_t>(p)] == best &&
            std::count(points.begin(), points.end(), best) == 1)
            QCOMPARE(s.matchRanks()[static_cast<std::size_t>(p)], 1);
}

// describe() of every legal action, before and as made, outcomeText() of every action and the
// hand-over lines name flower types and pots, never a card's data id.
void TestBlossomsSession::wordsNameNoCardId() {
    for (int t = 0; t < kTypes; ++t) {
        BlossomsSession s(data());
        QVERIFY(!s.typeName(t).isEmpty());
    }
    for (quint64 seed = 1; seed <= 4; ++seed) {
        BlossomsSession s(data());
        quick(s);
        QVERIFY(
            s.newGame(setupOf({person("Ada"), person("Ben")}, {false, seed % 2 == 0}, seed * 13)));
        engine::Rng rng(seed);
        std::set<GrowResult> results;
        connect(&s, &BlossomsSession::acted, &s, [&](const Outcome& o, int, const QString& words) {
            QVERIFY2(noCardId(words), qPrintable(words));
            QVERIFY2(noCardId(s.outcomeText(o, o.seat)), qPrintable(words));
            QVERIFY(!words.isEmpty());
            if (o.action.kind == Action::Kind::Grow)
                results.insert(o.result);
        });
        while (!s.isOver()) {
            if (s.handOverPending()) {
                for (const QString& line : s.sinceLastTurn(s.toAct()))
                    QVERIFY2(noCardId(line), qPrintable(line));
                s.confirmHandOver();
                continue;
            }
            for (const Action& a : s.legalActions()) {
                QVERIFY2(noCardId(s.describe(a)), qPrintable(s.describe(a)));
                QVERIFY(noCardId(s.describe(a, BlossomsSession::Tense::Done)));
                QVERIFY(!s.describe(a).isEmpty());
            }
            actAs(s, pick(s, rng));
        }
        QVERIFY(results.size() >= 2);
    }
    BlossomsSession s(data());
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, {}, 5)));
    QCOMPARE(s.describe(Action::grow()), QStringLiteral("grow"));
    QCOMPARE(s.describe(Action::pass()), QStringLiteral("pass"));
    const int fence = s.components().potOf(Tool::Fence);
    QCOMPARE(s.describe(Action::token(fence)),
             QStringLiteral("place a token on pot %1 (Fence)").arg(fence + 1));
    const int card = s.game().hand(0).front();
    const QString type = s.typeName(s.components().typeOf(card));
    const QString article = QStringLiteral("aeiou").contains(type.front()) ? "an" : "a";
    QCOMPARE(s.describe(Action::plant(1, card)),
             QStringLiteral("plant %1 %2 in pot 2").arg(article, type));
}

// Statistics: a finished game counts once (the same key from a save, a restart), per mode,
// player count and variant; the winners are the rules' rank 1.
void TestBlossomsSession::statisticsCountOnce() {
    QTemporaryDir dir;
    BlossomsStatistics stats(dir.filePath(QStringLiteral("blossoms-statistics.json")));
    BlossomsSession s(data());
    quick(s);
    QVERIFY(s.newGame(
        setupOf({person("Ada"), computer("Ben", ai::BotKind::Greedy)}, {false, true}, 31)));
    QVERIFY(playToEnd(s, 3));
    const auto o = stats.record(s.game(), s.players());
    QVERIFY(o.counted);
    QCOMPARE(o.mode, BlossomsStatistics::Mode::Computers);
    QVERIFY(!stats.record(s.game(), s.players()).counted); // once
    const auto r = stats.record(BlossomsStatistics::Mode::Computers, 2, {false, true});
    QCOMPARE(r.games, 1);
    QCOMPARE(r.people.size(), 1);
    const int seat = s.isComputer(0) ? 1 : 0;
    QCOMPARE(r.people[0].name, QStringLiteral("Ada"));
    QCOMPARE(r.people[0].won, s.standings()[static_cast<std::size_t>(seat)].rank == 1 ? 1 : 0);
    QCOMPARE(r.people[0].bestTotal, s.standings()[static_cast<std::size_t>(seat)].total);
    QCOMPARE(stats.record(BlossomsStatistics::Mode::Hotseat, 2, {false, true}).games, 0);
    QCOMPARE(stats.record(BlossomsStatistics::Mode::Computers, 3, {false, true}).games, 0);
    // Read back from the file by another instance: still counted once.
    BlossomsStatistics again(stats.path());
    again.refresh();
    QCOMPARE(again.record(BlossomsStatistics::Mode::Computers, 2, {false, true}).games, 1);
    QVERIFY(!again.record(s.game(), s.players()).counted);
    again.forget(s.game(), s.players()); // played again from its deal: counts again
    QVERIFY(again.record(s.game(), s.players()).counted);
    QCOMPARE(again.record(BlossomsStatistics::Mode::Computers, 2, {false, true}).games, 2);
    // Computers only: not counted.
    BlossomsSession c(data());
    quick(c);
    QVERIFY(c.newGame(
        setupOf({computer("X", ai::BotKind::Random), computer("Y", ai::BotKind::Random)}, {}, 3)));
    QVERIFY(playToEnd(c, 1));
    QVERIFY(!stats.record(c.game(), c.players()).counted);
    // A damaged file is set aside, named, and the figures start afresh.
    QFile f(stats.path());
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("{\"format\": \"blossoms-statistics\", \"version\": 1, \"records\": [{}]}");
    f.close();
    BlossomsStatistics damaged(stats.path());
    damaged.refresh();
    QVERIFY(!damaged.problem().isEmpty());
    QVERIFY(damaged.isEmpty());
    QVERIFY(!QDir(dir.path()).entryList({"blossoms-statistics.damaged-*"}).isEmpty());
}

// Hint: hard's choice for the person to play, legal, told with a reason and no card id.
void TestBlossomsSession::hintIsLegalAndSaysWhy() {
    BlossomsSession s(data());
    quick(s);
    QVERIFY(s.newGame(setupOf({person("Ada"), computer("Ben", ai::BotKind::Easy)}, {}, 41)));
    engine::Rng rng(4);
    for (int i = 0; i < 6 && !s.isOver(); ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(s.personToPlay() || s.isOver(), 20000);
        if (s.isOver())
            break;
        QSignalSpy ready(&s, &BlossomsSession::hintReady);
        s.requestHint();
        QVERIFY(ready.wait(20000));
        QVERIFY(s.hint().has_value());
        QVERIFY(s.game().check(*s.hint()));
        QVERIFY(s.hintText().startsWith(QStringLiteral("Hint: ")));
        QVERIFY2(noCardId(s.hintText()), qPrintable(s.hintText()));
        if (s.hint()->kind == Action::Kind::Cut)
            QVERIFY(s.hintText().contains(QStringLiteral("bad luck")));
        actAs(s, pick(s, rng));
        QVERIFY(!s.hint().has_value()); // dropped when the game moves on
    }
}

void TestBlossomsSession::restartDealsTheSameGame() {
    BlossomsSession s(data());
    quick(s);
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, {true, true}, 9)));
    const Deal d = s.game().dealt();
    s.confirmHandOver();
    s.grow();
    QVERIFY(!s.game().history().empty());
    QVERIFY(s.restart());
    QVERIFY(s.game().dealt() == d);
    QVERIFY(s.game().history().empty());
    QCOMPARE(s.setup().variant, (Variant{true, true}));
    QVERIFY(s.setup().oddsShown());
}

// positionKey: a hint asked in a position and answered after the game moved on is dropped; a
// computer's choice made before a restart is never played.
void TestBlossomsSession::staleAnswersAreDropped() {
    BlossomsSession s(data());
    quick(s);
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, {}, 51)));
    s.confirmHandOver();
    QSignalSpy ready(&s, &BlossomsSession::hintReady);
    s.requestHint();
    s.grow(); // the answer arrives after this
    QTest::qWait(300);
    QCOMPARE(ready.count(), 0);
    QVERIFY(!s.hint().has_value());

    BlossomsSession c(data());
    quick(c);
    c.setComputerSpeed(TableSession::StepByStep);
    QVERIFY(c.newGame(
        setupOf({computer("X", ai::BotKind::Greedy), computer("Y", ai::BotKind::Greedy)}, {}, 52)));
    QSignalSpy chosen(&c, &BlossomsSession::stateChanged); // step by step: Next is on
    QTRY_VERIFY_WITH_TIMEOUT(chosen.count() >= 1, 10000);
    QVERIFY(c.game().history().empty());
    QVERIFY(c.restart()); // the choice waiting for Next is dropped with the game it was for
    c.nextComputerStep();
    QVERIFY(c.game().history().empty());
}

// Step by step (TableSession's pace): a computer's chosen step waits for Next.
void TestBlossomsSession::stepByStepWaitsForNext() {
    BlossomsSession s(data());
    quick(s);
    s.setComputerSpeed(TableSession::StepByStep);
    QVERIFY(s.newGame(
        setupOf({computer("X", ai::BotKind::Medium), computer("Y", ai::BotKind::Easy)}, {}, 53)));
    QSignalSpy acted(&s, &BlossomsSession::acted);
    QTest::qWait(200);
    QCOMPARE(acted.count(), 0);
    for (int i = 1; i <= 5; ++i) {
        // Next plays the chosen step once it is chosen; nothing moves without it.
        QTRY_VERIFY_WITH_TIMEOUT((s.nextComputerStep(), acted.count() == i), 10000);
        QTest::qWait(100);
        QCOMPARE(acted.count(), i);
        QCOMPARE(static_cast<int>(s.game().history().size()), i);
    }
}

QTEST_GUILESS_MAIN(TestBlossomsSession)
#include "test_session.moc"
