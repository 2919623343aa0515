// Petals' session at the table (src/games/petals/gui/session/PetalsSession.h), driven through its
// API as the window drives it: whole games of 2-5 seats, all computers and mixed, both variants;
// refusals; previews against the rules (Game::contact, Game::check); undo of a placement; saves,
// the autosave and resume; the computers' decisions on the seat's view only; the hint.
#include "PetalsSession.h"
#include "seats.h"

#include "engine/rng.h"
#include "petals/rules/module.h"
#include "petals/rules/save.h"

#include <nlohmann/json.hpp>

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace petals;
using namespace petals::guitest;
using Player = PetalsFiles::Player;

namespace {

const ComponentsPtr& data() {
    return Module::components();
}

// A session that plays at once: computers' steps shown with no wait, hard with a fixed few
// sampled worlds on one thread (the same decisions on any machine).
void quick(PetalsSession& s) {
    s.setComputerSpeed(TableSession::Instant);
    s.setComputerBudget({0, 6, 1});
    s.setHintBudget({0, 6, 1});
}

// The person to play's choice: a legal action picked by `rng`, sent through the session's slots.
void actAsPerson(PetalsSession& s, engine::Rng& rng) {
    const std::vector<Action> legal = s.legalActions();
    QVERIFY(!legal.empty());
    const Action a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
    switch (a.kind) {
    case Action::Kind::Place:
        s.place(a.card, a.cell, a.rotation);
        break;
    case Action::Kind::Score:
        s.score();
        break;
    case Action::Kind::Move:
        s.move(a.card, a.cell, a.rotation);
        break;
    case Action::Kind::Skip:
        s.skip();
        break;
    }
}

// Plays the game on the table to its end: people act through the API, the hand-over is
// confirmed, computers play by themselves while events are processed.
bool playToEnd(PetalsSession& s, std::uint64_t seed, int limitMs = 240000) {
    engine::Rng rng(seed);
    QElapsedTimer clock;
    clock.start();
    while (!s.isOver() && clock.elapsed() < limitMs) {
        if (s.handOverPending())
            s.confirmHandOver();
        else if (s.personToPlay())
            actAsPerson(s, rng);
        else
            QTest::qWait(1);
        // R-PE-PRIV-1: the view drawn is the screen seat's, and it holds no other hand.
        if (s.handVisible()) {
            const SeatView& v = s.view();
            if (v.seat() != s.screenSeat())
                return false;
            for (int o = 0; o < s.seats(); ++o)
                if (o != v.seat() && !v.known().hand(o).empty())
                    return false;
        }
    }
    return s.isOver();
}

int sum(const Points& p) {
    int t = 0;
    for (int v : p)
        t += v;
    return t;
}

// A game of people only, played by the test to a step where an effect waits (steps Effect or
// Move), from seed upwards.
bool reachEffect(PetalsSession& s, std::uint64_t seed) {
    for (std::uint64_t k = seed; k < seed + 40; ++k) {
        s.newGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, k));
        engine::Rng rng(k);
        while (!s.isOver()) {
            if (s.handOverPending())
                s.confirmHandOver();
            if (s.step() == Step::Effect || s.step() == Step::Move)
                return true;
            // Prefer a placement that triggers an effect.
            std::optional<Action> pick;
            for (const Action& a : s.legalActions())
                if (a.kind == Action::Kind::Place &&
                    s.game().contact(a.card, a.cell, a.rotation).effect != EffectKind::None) {
                    pick = a;
                    break;
                }
            if (pick)
                s.place(pick->card, pick->cell, pick->rotation);
            else
                actAsPerson(s, rng);
        }
    }
    return false;
}

} // namespace

class PetalsSessionTest : public QObject {
    Q_OBJECT
  private slots:
    void wholeGamesOfComputers_data();
    void wholeGamesOfComputers();
    void mixedGames_data();
    void mixedGames();
    void refusedActionChangesNothing();
    void previewEqualsTheRules();
    void effectChoiceAndUndo();
    void saveAndLoad();
    void issue33SaveLoads();
    void badFileLeavesGame();
    void autosaveAndResume();
    void computersDecideOnTheirViewOnly();
    void hintIsLegal();
    void newGameRefusesBadSeats();
    void restartAndCancel();
    void stepByStep();
};

void PetalsSessionTest::wholeGamesOfComputers_data() {
    QTest::addColumn<int>("seats");
    QTest::addColumn<int>("variant");
    for (int n = 2; n <= 5; ++n)
        for (int v = 0; v < 2; ++v)
            QTest::addRow("%d seats %s", n, v ? "harmony" : "standard") << n << v;
}

void PetalsSessionTest::wholeGamesOfComputers() {
    QFETCH(int, seats);
    QFETCH(int, variant);
    const ai::BotKind levels[] = {ai::BotKind::Easy, ai::BotKind::Medium, ai::BotKind::Hard};
    QList<PetalsSeat> list;
    for (int i = 0; i < seats; ++i)
        list << computer(QStringLiteral("Bot %1").arg(i + 1), levels[(i + variant) % 3]);
    PetalsSession s(data());
    quick(s);
    QSignalSpy over(&s, &TableSession::gameOver);
    QSignalSpy acted(&s, &PetalsSession::computerActed);
    QSignalSpy refused(&s, &TableSession::refused);
    QVERIFY(s.newGame(setupOf(list, variant ? Variant::Harmony : Variant::Standard,
                              100 + static_cast<quint64>(seats * 2 + variant))));
    QCOMPARE(s.screenSeat(), -1); // nobody at the screen: no hand drawn
    QVERIFY(!s.handVisible());
    QVERIFY(playToEnd(s, 1));
    QCOMPARE(over.count(), 1);
    QCOMPARE(refused.count(), 0);
    QCOMPARE(acted.count(), static_cast<qsizetype>(s.game().history().size()));
    const std::vector<Standing> st = s.standings();
    QCOMPARE(static_cast<int>(st.size()), seats);
    const std::vector<Standing> rules = s.game().standings();
    for (std::size_t i = 0; i < st.size(); ++i) {
        QCOMPARE(st[i].won, rules[i].won);
        QCOMPARE(st[i].total, rules[i].total);
        QCOMPARE(st[i].rank, rules[i].rank);
    }
    for (int w : s.winners())
        QCOMPARE(st[static_cast<std::size_t>(w)].rank, std::optional<int>(1));
    QVERIFY(s.legalActions().empty());
}

void PetalsSessionTest::mixedGames_data() {
    QTest::addColumn<int>("people");
    QTest::addColumn<int>("computers");
    QTest::addColumn<int>("variant");
    QTest::addRow("1 person, 1 computer, standard") << 1 << 1 << 0;
    QTest::addRow("2 people, 1 computer, harmony") << 2 << 1 << 1;
    QTest::addRow("3 people, 2 computers, standard") << 3 << 2 << 0;
    QTest::addRow("2 people, harmony") << 2 << 0 << 1;
}

void PetalsSessionTest::mixedGames() {
    QFETCH(int, people);
    QFETCH(int, computers);
    QFETCH(int, variant);
    QList<PetalsSeat> list;
    for (int i = 0; i < people; ++i)
        list << person(QStringLiteral("Person %1").arg(i + 1));
    for (int i = 0; i < computers; ++i)
        list << computer(QStringLiteral("Bot %1").arg(i + 1),
                         i % 2 ? ai::BotKind::Hard : ai::BotKind::Easy);
    PetalsSession s(data());
    quick(s);
    QSignalSpy handOver(&s, &TableSession::handOverRequired);
    QSignalSpy over(&s, &TableSession::gameOver);
    QVERIFY(s.newGame(setupOf(list, variant ? Variant::Harmony : Variant::Standard, 7)));
    if (people == 1)
        QVERIFY(s.screenSeat() >= 0 && !s.isComputer(s.screenSeat()));
    QVERIFY(playToEnd(s, 3));
    QCOMPARE(over.count(), 1);
    // Hotseat: the hand-over page between people, never with one person.
    QCOMPARE(handOver.isEmpty(), people == 1);
    QCOMPARE(static_cast<int>(s.standings().size()), people + computers);
}

void PetalsSessionTest::refusedActionChangesNothing() {
    PetalsSession s(data());
    quick(s);
    QVERIFY(s.newGame(
        setupOf({person("Ada"), computer("Bot", ai::BotKind::Easy)}, Variant::Standard, 11)));
    // Make it the person's turn.
    QElapsedTimer clock;
    clock.start();
    while (!s.personToPlay() && clock.elapsed() < 30000)
        QTest::qWait(1);
    QVERIFY(s.personToPlay());
    const Game before = s.game();
    QSignalSpy refused(&s, &TableSession::refused);
    QSignalSpy changed(&s, &TableSession::stateChanged);
    const int card = s.view().known().hand(s.toAct()).front();
    const Cell far{300, 300}; // touches no card
    s.place(card, far, 0);
    QCOMPARE(refused.count(), 1);
    const engine::Verdict v = before.check(Action::place(card, far, 0));
    QVERIFY(!v.ok);
    QCOMPARE(refused.at(0).at(0).toString(), QString::fromStdString(v.reason));
    QCOMPARE(s.lastRefusal(), QString::fromStdString(v.reason));
    QVERIFY(s.game() == before);
    QCOMPARE(changed.count(), 0);
    // Answers to an effect that is not waiting, a card that is not in hand.
    s.score();
    s.skip();
    const int other = s.game().hand(1 - s.toAct()).front();
    s.place(other, before.table().front().cell, 0);
    QCOMPARE(refused.count(), 4);
    QVERIFY(s.game() == before);
    QVERIFY(!s.canUndo());
    s.undo();
    QCOMPARE(refused.count(), 5);
    QVERIFY(s.game() == before);
}

void PetalsSessionTest::previewEqualsTheRules() {
    PetalsSession s(data());
    quick(s);
    for (quint64 seed : {21ull, 22ull, 23ull}) {
        QVERIFY(s.newGame(
            setupOf({person("Ada"), person("Ben"), person("Cy")}, Variant::Standard, seed)));
        engine::Rng rng(seed);
        for (int turn = 0; turn < 6 && !s.isOver(); ++turn) {
            if (s.handOverPending())
                s.confirmHandOver();
            const Game& g = s.game();
            if (g.step() == Step::Place) {
                int legal = 0;
                for (const Action& a : s.legalActions()) {
                    const PetalsSession::Preview p = s.preview(a.card, a.cell, a.rotation);
                    const Game::Contact c = g.contact(a.card, a.cell, a.rotation);
                    QVERIFY(p.legal);
                    QVERIFY(p.reason.isEmpty());
                    QCOMPARE(p.points, c.points);
                    QCOMPARE(p.effect, c.effect);
                    QCOMPARE(p.total, sum(c.points));
                    ++legal;
                }
                QVERIFY(legal > 0);
                // Every cell near the table with every card and rotation: refused ones say why.
                for (int card : g.hand(g.toAct()))
                    for (int x = -4; x <= 4; ++x)
                        for (int r = 0; r < 4; ++r) {
                            const Cell c{x, x % 3};
                            const engine::Verdict v = g.check(Action::place(card, c, r));
                            const PetalsSession::Preview p = s.preview(card, c, r);
                            QCOMPARE(p.legal, v.ok);
                            QCOMPARE(p.reason, QString::fromStdString(v.reason));
                            QCOMPARE(p.code, QString::fromStdString(std::string(v.code)));
                        }
            }
            actAsPerson(s, rng);
        }
    }
}

void PetalsSessionTest::effectChoiceAndUndo() {
    PetalsSession s(data());
    quick(s);
    QVERIFY(reachEffect(s, 30));
    QVERIFY(s.canUndo());
    const Game& g = s.game();
    const PetalsSession::EffectChoice e = s.effectChoice();
    QCOMPARE(e.effect, g.pendingEffect());
    // The moves' points as the rules count them (R-PE-MOVE-6: the old cell does not count).
    std::optional<int> best;
    std::vector<int> movable;
    for (const Action& a : g.legalActions())
        if (a.kind == Action::Kind::Move) {
            Cell from;
            for (const Lying& l : g.table())
                if (l.card == a.card)
                    from = l.cell;
            const int total = sum(g.contact(a.card, a.cell, a.rotation, from).points);
            best = std::max(best.value_or(total), total);
            if (std::find(movable.begin(), movable.end(), a.card) == movable.end())
                movable.push_back(a.card);
        }
    std::sort(movable.begin(), movable.end());
    QCOMPARE(e.bestMove, best);
    QCOMPARE(e.movable, movable);
    for (int card : movable)
        for (const PetalsSession::Destination& d : s.destinations(card))
            QVERIFY(s.previewMove(card, d.cell, d.rotation).legal);

    // Undo takes the placement back: the game as before it, the card in hand again.
    const std::size_t actions = g.history().size();
    const Action placed = g.history().back();
    QSignalSpy undone(&s, &PetalsSession::undone);
    s.undo();
    QCOMPARE(undone.count(), 1);
    QCOMPARE(s.game().history().size(), actions - 1);
    QCOMPARE(s.step(), Step::Place);
    QVERIFY(!s.canUndo());
    // Placed again and answered: the turn is final.
    s.place(placed.card, placed.cell, placed.rotation);
    QVERIFY(s.canUndo());
    if (s.step() == Step::Effect) {
        const int seat = s.toAct();
        const int before = sum(s.game().scores(seat));
        const int placedPoints = sum(s.effectChoice().placed);
        s.score();
        QCOMPARE(sum(s.game().scores(seat)), before + placedPoints);
    } else
        s.skip();
    QVERIFY(!s.canUndo());
}

void PetalsSessionTest::saveAndLoad() {
    QTemporaryDir dir;
    PetalsSession s(data());
    quick(s);
    QVERIFY(s.newGame(setupOf(
        {person("Ada"), computer("Bot", ai::BotKind::Hard), computer("Cy", ai::BotKind::Easy)},
        Variant::Harmony, 41)));
    engine::Rng rng(5);
    for (int i = 0; i < 4; ++i) {
        while (!s.personToPlay())
            QTest::qWait(1);
        actAsPerson(s, rng);
    }
    while (!s.personToPlay())
        QTest::qWait(1);
    const QString path = dir.filePath("game.petals.json");
    QVERIFY(s.save(path));
    PetalsSession t(data());
    quick(t);
    QSignalSpy replaced(&t, &TableSession::gameReplaced);
    QVERIFY(t.load(path));
    QCOMPARE(replaced.count(), 1);
    QVERIFY(t.game() == s.game());
    QCOMPARE(t.players(), s.players());
    QCOMPARE(t.setup(), s.setup());
    QCOMPARE(t.game().variant(), Variant::Harmony);
}

void PetalsSessionTest::issue33SaveLoads() {
    // A save of the rules' own format (the command line's): people in every seat.
    Game g = Game::deal(data(), 3, Variant::Standard, 77);
    engine::Rng rng(1);
    for (int i = 0; i < 5; ++i) {
        const auto legal = g.legalActions();
        QVERIFY(g.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]).ok);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath("cli.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(saveText(g)));
    f.close();
    PetalsSession s(data());
    QVERIFY(s.load(path));
    QVERIFY(s.game() == g);
    for (int seat = 0; seat < 3; ++seat)
        QVERIFY(!s.isComputer(seat));
    // And the session's file loads in the rules (the "computers" field is ignored there).
    QVERIFY(s.save(path));
    QFile back(path);
    QVERIFY(back.open(QIODevice::ReadOnly));
    QVERIFY(loadSave(data(), back.readAll().toStdString()) == g);
}

void PetalsSessionTest::badFileLeavesGame() {
    QTemporaryDir dir;
    PetalsSession s(data());
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, 3)));
    const Game before = s.game();
    QSignalSpy errors(&s, &TableSession::errorOccurred);
    QVERIFY(!s.load(dir.filePath("missing.json")));
    // A "computers" entry that names no level.
    nlohmann::json doc = nlohmann::json::parse(saveText(before));
    doc["computers"] = {"", "grandmaster"};
    const QString bad = dir.filePath("bad.json");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(doc.dump()));
    f.close();
    QVERIFY(!s.load(bad));
    QCOMPARE(errors.count(), 2);
    QVERIFY(s.lastError().contains(QStringLiteral("computers")));
    QVERIFY(s.game() == before);
}

void PetalsSessionTest::autosaveAndResume() {
    QTemporaryDir dir;
    PetalsSession s(data());
    quick(s);
    s.setAutosaveDir(dir.path());
    QSignalSpy saved(&s, &TableSession::autosaved);
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben"), computer("Bot", ai::BotKind::Medium)},
                              Variant::Standard, 51)));
    QCOMPARE(saved.count(), 1);
    engine::Rng rng(2);
    for (int i = 0; i < 5; ++i) {
        while (!s.personToPlay() && !s.handOverPending())
            QTest::qWait(1);
        if (s.handOverPending())
            s.confirmHandOver();
        actAsPerson(s, rng);
    }
    // One autosave per action (and the game's start).
    QCOMPARE(saved.count(), static_cast<qsizetype>(s.game().history().size()) + 1);
    QCOMPARE(saved.last().at(0).toString(), s.files().autosavePath());
    QVERIFY(QFile::exists(dir.filePath(PetalsFiles::kPreviousAutosaveName)));
    s.setComputerSpeed(TableSession::StepByStep); // the table stands still from here
    QTest::qWait(50);
    const Game at = s.game();
    const auto players = s.players();

    PetalsSession t(data());
    t.setAutosaveDir(dir.path());
    QVERIFY(t.resumeAutosave());
    QVERIFY(t.game() == at);
    QCOMPARE(t.players(), players);
    // A finished game is not resumed.
    PetalsSession u(data());
    quick(u);
    u.setAutosaveDir(dir.path());
    QVERIFY(u.newGame(setupOf({computer("A", ai::BotKind::Easy), computer("B", ai::BotKind::Easy)},
                              Variant::Standard, 52)));
    QVERIFY(playToEnd(u, 1));
    PetalsSession w(data());
    w.setAutosaveDir(dir.path());
    QVERIFY(!w.resumeAutosave());
}

void PetalsSessionTest::computersDecideOnTheirViewOnly() {
    // Seat 0 is a computer and plays first: its decision in the real game and in a world dealt
    // from its view alone (other hands, the pile's order, hidden removals all different) is the
    // same, so nothing hidden from it reaches it.
    for (ai::BotKind level : {ai::BotKind::Easy, ai::BotKind::Medium, ai::BotKind::Hard})
        for (std::uint64_t seed : {61ull, 62ull, 63ull}) {
            const Game g = Game::deal(data(), 3, Variant::Standard, seed);
            engine::Rng rng(seed * 7);
            const Game world = determinize(g.viewFor(0), rng);
            QVERIFY(!(world == g));
            QVERIFY(world.viewFor(0) == g.viewFor(0));
            const std::vector<Player> players{{true, level}, {false, {}}, {false, {}}};
            std::optional<Action> chosen[2];
            for (int i = 0; i < 2; ++i) {
                PetalsSession s(data());
                quick(s);
                s.setComputerSeed(99);
                QSignalSpy acted(&s, &PetalsSession::computerActed);
                s.playFrom(i == 0 ? g : world, players);
                QVERIFY(acted.wait(30000));
                chosen[i] = acted.at(0).at(1).value<Action>();
            }
            QCOMPARE(chosen[0], chosen[1]);
        }
}

void PetalsSessionTest::hintIsLegal() {
    PetalsSession s(data());
    quick(s);
    QVERIFY(s.newGame(
        setupOf({person("Ada"), computer("Bot", ai::BotKind::Easy)}, Variant::Standard, 71)));
    for (int k = 0; k < 3; ++k) {
        while (!s.personToPlay())
            QTest::qWait(1);
        QSignalSpy ready(&s, &TableSession::hintReady);
        QVERIFY(s.canHint());
        s.requestHint();
        QVERIFY(ready.wait(30000));
        QVERIFY(s.hint().has_value());
        const auto legal = s.legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), *s.hint()) != legal.end());
        QCOMPARE(ready.at(0).at(0).toString(), s.hintText());
        QVERIFY(s.hintText().contains(s.describe(*s.hint())));
        const Action a = *s.hint();
        // In the table's words: a placement by the points the rules give it, no data id, no
        // coordinates (the hint marks its cell on the table).
        if (a.kind == Action::Kind::Place) {
            const QString words = s.describe(a);
            QVERIFY2(words.contains(PetalsSession::pointsText(
                         s.game().contact(a.card, a.cell, a.rotation).points)),
                     qPrintable(words));
            QVERIFY2(!words.contains(
                         QString::fromStdString(s.components().cards[std::size_t(a.card)].id)),
                     qPrintable(words));
            QVERIFY2(!words.contains(QStringLiteral("%1, %2").arg(a.cell.x).arg(a.cell.y)),
                     qPrintable(words));
        }
        if (a.kind == Action::Kind::Place)
            s.place(a.card, a.cell, a.rotation);
        else if (a.kind == Action::Kind::Move)
            s.move(a.card, a.cell, a.rotation);
        else if (a.kind == Action::Kind::Score)
            s.score();
        else
            s.skip();
        QVERIFY(!s.hint().has_value()); // it belonged to the position before
    }
}

void PetalsSessionTest::newGameRefusesBadSeats() {
    PetalsSession s(data());
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, 1)));
    const Game before = s.game();
    QVERIFY(!s.newGame(setupOf({person("Ada"), person("ada ")}, Variant::Standard, 2)));
    QVERIFY(!s.lastError().isEmpty());
    QVERIFY(!s.newGame(setupOf({person("Ada")}, Variant::Standard, 2)));
    QList<PetalsSeat> six;
    for (int i = 0; i < 6; ++i)
        six << person(QStringLiteral("P%1").arg(i));
    QVERIFY(!s.newGame(setupOf(six, Variant::Standard, 2)));
    QVERIFY(!s.newGame(setupOf({person("Ada"), person("")}, Variant::Standard, 2)));
    QVERIFY(s.game() == before);
    // The seats as listed, the start player from the seed: seat s is listed at
    // (startPlayer + s) % n, with its player.
    QVERIFY(s.newGame(setupOf({person("Ada"), computer("Bot", ai::BotKind::Hard), person("Cy"),
                               computer("Dee", ai::BotKind::Easy)},
                              Variant::Harmony, 5)));
    const int start = s.game().dealt().startPlayer;
    for (int seat = 0; seat < 4; ++seat) {
        const PetalsSeat& listed = s.setup().seats[(start + seat) % 4];
        QCOMPARE(s.seatName(seat), listed.name);
        QCOMPARE(s.isComputer(seat), listed.computer);
        if (listed.computer)
            QCOMPARE(s.level(seat), listed.level);
    }
}

void PetalsSessionTest::restartAndCancel() {
    PetalsSession s(data());
    quick(s);
    QVERIFY(s.newGame(setupOf({computer("A", ai::BotKind::Easy), computer("B", ai::BotKind::Easy)},
                              Variant::Standard, 81)));
    QTRY_VERIFY_WITH_TIMEOUT(s.game().history().size() >= 3, 30000);
    const Deal deal = s.game().dealt();
    // The computers at a slow pace: a new game of people cancels them, nothing more is applied.
    s.setComputerSpeed(TableSession::Slow);
    QTest::qWait(20);
    QVERIFY(s.newGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, 82)));
    QTest::qWait(2600);
    QVERIFY(s.game().history().empty());
    QVERIFY(!s.computerThinking());
    // Restart: the same deal and seats from the start.
    QVERIFY(s.handOverPending()); // two people: the first one confirms the hand-over
    QCOMPARE(s.screenSeat(), -1);
    s.confirmHandOver();
    QCOMPARE(s.screenSeat(), s.toAct());
    engine::Rng rng(1);
    actAsPerson(s, rng);
    QVERIFY(s.handOverPending()); // the other person's turn
    const Deal now = s.game().dealt();
    const auto players = s.players();
    QVERIFY(s.restart());
    QVERIFY(s.game().history().empty());
    QCOMPARE(s.game().dealt(), now);
    QCOMPARE(s.players(), players);
    QVERIFY(!(now == deal));
}

void PetalsSessionTest::stepByStep() {
    // Step by step: a computer's chosen action waits for Next.
    PetalsSession s(data());
    quick(s);
    s.setComputerSpeed(TableSession::StepByStep);
    QSignalSpy acted(&s, &PetalsSession::computerActed);
    QVERIFY(
        s.newGame(setupOf({computer("A", ai::BotKind::Medium), computer("B", ai::BotKind::Easy)},
                          Variant::Standard, 91)));
    QTest::qWait(300);
    QVERIFY(s.game().history().empty());
    QVERIFY(acted.isEmpty());
    for (int i = 1; i <= 3; ++i) {
        s.nextComputerStep();
        QCOMPARE(acted.count(), i);
        QCOMPARE(static_cast<int>(s.game().history().size()), i);
        QTest::qWait(100); // the next seat thinks, then waits again
        QCOMPARE(static_cast<int>(s.game().history().size()), i);
    }
}

QTEST_GUILESS_MAIN(PetalsSessionTest)
#include "test_session.moc"
