// GUI tests (Qt Test, offscreen) of Game ▸ Set up a position… (issue 15, docs/designer.md): a
// position taken from the table, edited through the widgets (coins, the ring, objectives, cards,
// a garden laid and cleared, the Master Gardener's row), refused with the rules' reasons while
// impossible, then played on from here at the table; saved as a file that Game ▸ Open and the
// command line's `play --from` continue; copied as a `play` script.
#include "DesignerTools.h"
#include "GameController.h"
#include "MainWindow.h"
#include "PositionWindow.h"
#include "SandboxModel.h"
#include "TilePictures.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace frosted;

class PositionTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void POSITION_setUpThroughTheWidgetsAndPlayedOn();
    void POSITION_impossibleEditsAreRefusedWithTheReason();
    void POSITION_savedFileOpensAndTheCommandLineContinuesIt();
    void POSITION_soloWithTheMasterGardenersRow();
    void POSITION_theTablesSecretsAreShownOnlyWhenAllowed_R_PRIV_1();
    void POSITION_tilesArePickedByTheirPictures();

  private:
    std::unique_ptr<MainWindow> window(const NewGameOptions& o, int turns);
    PositionWindow* open(MainWindow& w);
    static bool listed(PositionWindow& p, const QString& needle);
    static void choose(QComboBox* box, const QVariant& data);
    ComponentsPtr comps_;
};

void PositionTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

// The game window with a game of `o` after `turns` whole turns played by the greedy bot.
std::unique_ptr<MainWindow> PositionTest::window(const NewGameOptions& o, int turns) {
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir({});
    w->resize(1240, 800);
    w->show();
    w->startGame(o);
    GameController& c = *w->controller();
    for (int t = 0; t < turns; ++t) {
        const std::size_t before = c.view().log().size();
        while (c.view().log().size() == before && !c.view().isOver()) {
            if (c.handOverPending())
                c.confirmHandOver();
            while (c.replaying())
                c.nextGardenerStep();
            c.perform(chooseGreedy(c.view()));
        }
    }
    while (c.replaying())
        c.nextGardenerStep();
    if (c.handOverPending())
        c.confirmHandOver();
    return w;
}

PositionWindow* PositionTest::open(MainWindow& w) {
    w.designerTools()->positionAction()->trigger(); // Game ▸ Set up a position…
    PositionWindow* p = w.designerTools()->positionWindow();
    if (p)
        p->move(w.frameGeometry().right() + 40, 0);
    return p;
}

bool PositionTest::listed(PositionWindow& p, const QString& needle) {
    for (int i = 0; i < p.problemList()->count(); ++i)
        if (p.problemList()->item(i)->text().contains(needle))
            return true;
    return false;
}

// Picks the entry of `box` holding `data`, as a click on it does (QComboBox::activated).
void PositionTest::choose(QComboBox* box, const QVariant& data) {
    const int i = box->findData(data);
    QVERIFY2(i >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(i);
    emit box->activated(i);
}

void PositionTest::POSITION_setUpThroughTheWidgetsAndPlayedOn() {
    auto w = window(guitest::hotseat(5, 3), 4);
    const GameState table = w->controller()->fullState();
    PositionWindow* p = open(*w);
    QVERIFY(p);
    // It opens on the table's game, as this turn starts, and the rules can reach it.
    QCOMPARE(p->position(), *table.position());
    QVERIFY(p->problemList()->count() == 0);
    QVERIFY(p->playAction()->isEnabled());
    QVERIFY(p->verdict()->text().contains(QStringLiteral("can be played")));
    QCOMPARE(p->tabs()->count(), 4); // Table and the three seats
    const int seat = p->position().toPlay;

    // A coin moves from the seat to play to the ring's first tile: still possible.
    int slot = -1;
    for (int s = 0; s < static_cast<int>(p->position().ring.size()) && slot < 0; ++s)
        if (p->position().ring[static_cast<std::size_t>(s)] >= 0)
            slot = s;
    QVERIFY(slot >= 0);
    const int coins = p->coinsOf(seat)->value();
    QVERIFY(coins > 0);
    p->coinsOf(seat)->setValue(coins - 1);
    QVERIFY(!p->playAction()->isEnabled()); // one coin missing for now
    QVERIFY(listed(*p, QStringLiteral("coins never leave the game")));
    p->ringCoins(slot)->setValue(p->ringCoins(slot)->value() + 1);
    QVERIFY2(p->problemList()->count() == 0, qPrintable(p->problems().join(QLatin1Char(' '))));

    // A score and a name typed, a computer player for the next seat.
    p->trackOf(seat)->setValue(40);
    const int other = (seat + 1) % 3;
    choose(p->whoPlays(other), QStringLiteral("greedy"));
    QTest::keyClicks(p->nameOf(other), QStringLiteral("2"));
    QVERIFY(p->position().seats[static_cast<std::size_t>(other)].name.ends_with("2"));

    // A garden tile laid through the seat's garden: more tiles than turns is refused, and
    // removing it again makes the position playable.
    SandboxModel* garden = p->gardenOf(seat);
    const std::size_t laid = garden->sandbox().entries().size();
    int bagTile = -1;
    for (int t = 0; t < static_cast<int>(comps_->tiles.size()) && bagTile < 0; ++t)
        if (!p->gardenTileBox(seat)
                 ->itemText(p->gardenTileBox(seat)->findData(t))
                 .contains(QStringLiteral("—")))
            bagTile = t;
    QVERIFY(bagTile >= 0);
    choose(p->gardenTileBox(seat), bagTile);
    QCOMPARE(garden->inHand().value_or(-99), bagTile);
    const auto legal = garden->sandbox().legalPlacements(bagTile);
    QVERIFY(!legal.empty());
    garden->hold(bagTile, legal.front().orientation, legal.front().at);
    QVERIFY(garden->placeAtPointer());
    QCOMPARE(p->position().seats[static_cast<std::size_t>(seat)].garden.size(), laid);
    QVERIFY(listed(*p, QStringLiteral("besides the starting tile")));
    QVERIFY(garden->removeEntry(static_cast<int>(laid)));
    QCOMPARE(p->position().seats[static_cast<std::size_t>(seat)].garden.size(), laid - 1);
    QVERIFY2(p->problemList()->count() == 0, qPrintable(p->problems().join(QLatin1Char(' '))));
    // The starting tile is not removed.
    QVERIFY(garden->sandbox().entries().size() >= 1);

    // The deck's order, top first, as the seed dealt it; dragging its top card to the bottom
    // gives the deck the game will draw from.
    QListWidget* deck = p->deckOrder(seat);
    QVERIFY(deck->count() >= 2);
    std::vector<int> order;
    for (int i = 0; i < deck->count(); ++i)
        order.push_back(deck->item(i)->data(Qt::UserRole).toInt());
    QCOMPARE(order, table.player(seat).deck);
    QVERIFY(deck->model()->moveRow(QModelIndex(), 0, QModelIndex(), deck->count()));
    std::rotate(order.begin(), order.begin() + 1, order.end());
    // (read once the drop is over: the list's signal is queued)
    QTRY_VERIFY(p->position().seats[static_cast<std::size_t>(seat)].deck.value_or(
                    std::vector<int>{}) == order);

    // Play from here: the table now holds the position, the seats as set, and plays on.
    QVERIFY2(p->playAction()->isEnabled(), qPrintable(p->problems().join(QLatin1Char(' '))));
    QSignalSpy played(p, &PositionWindow::playRequested);
    p->playAction()->trigger();
    QCOMPARE(played.count(), 1);
    GameController& c = *w->controller();
    QVERIFY(c.fullState().origin() != nullptr);
    QCOMPARE(c.fullState().player(seat).track, 40);
    QCOMPARE(c.fullState().currentSeat(), seat);
    QVERIFY(c.fullState().isComputer(other));
    QCOMPARE(c.fullState().player(seat).deck, order);
    QVERIFY(c.log().join(QLatin1Char('\n')).contains(QStringLiteral("Set up from a position")));
    // The seat to play plays a whole turn through the controller, then the computer's turn.
    if (c.handOverPending())
        c.confirmHandOver();
    const std::size_t before = c.view().log().size();
    while (c.view().log().size() == before) {
        QVERIFY(c.acceptsInput());
        c.perform(chooseGreedy(c.view()));
    }
    QCOMPARE(c.fullState().log().size(), 1u);
    QVERIFY(QTest::qWaitFor([&] { return c.fullState().log().size() >= 2; }, 20000));
    QCOMPARE(std::get<PlayerTurn>(c.fullState().log()[1]).seat, other);
}

void PositionTest::POSITION_impossibleEditsAreRefusedWithTheReason() {
    auto w = window(guitest::hotseat(8, 2), 6);
    PositionWindow* p = open(*w);
    QVERIFY(p);
    QVERIFY(p->problemList()->count() == 0);
    const Position ok = p->position();
    // A tile twice: a slot given a tile of a garden.
    const int gardenTile = ok.seats[0].garden.front().tile;
    int slot = -1;
    for (int s = 0; s < static_cast<int>(ok.ring.size()) && slot < 0; ++s)
        if (ok.ring[static_cast<std::size_t>(s)] >= 0)
            slot = s;
    choose(p->ringTile(slot), gardenTile);
    QVERIFY(listed(*p, QStringLiteral("lies twice")));
    QVERIFY(!p->playAction()->isEnabled());
    QVERIFY(!p->saveAction()->isEnabled());
    QVERIFY(!p->copyAction()->isEnabled());
    QVERIFY(p->verdict()->text().contains(QStringLiteral("problem")));
    // The Flower token on a tile.
    p->setPosition(ok);
    QVERIFY(p->problemList()->count() == 0);
    p->tokenAt(slot)->setChecked(true);
    QVERIFY(listed(*p, QStringLiteral("Flower token")));
    // A card moved from the hand to the deck: the hand is short.
    p->setPosition(ok);
    const int card = ok.seats[1].hand->front();
    choose(p->cardPlace(1, card), 1 /* in the deck */);
    QVERIFY(listed(*p, QStringLiteral("holds 2 cards")));
    // An objective of a type the seat already holds.
    p->setPosition(ok);
    int held = -1, sameType = -1;
    for (int o : ok.seats[0].objectives)
        held = o;
    if (held >= 0)
        for (int o = 0; o < static_cast<int>(comps_->objectives.size()); ++o)
            if (o != held && comps_->objectives[static_cast<std::size_t>(o)].type ==
                                 comps_->objectives[static_cast<std::size_t>(held)].type)
                sameType = o;
    if (sameType >= 0) {
        choose(p->objectivePlace(sameType), 0);
        QVERIFY(listed(*p, QStringLiteral("(one per type, R-OBJ-5)")));
    }
    // A round the cards do not agree with.
    p->setPosition(ok);
    p->roundBox()->setValue(ok.round + 2);
    QVERIFY(p->problemList()->count() > 0);
    // Back to the position taken: nothing to say.
    p->setPosition(ok);
    QVERIFY(p->problemList()->count() == 0);
    QVERIFY(p->game().has_value());
}

void PositionTest::POSITION_savedFileOpensAndTheCommandLineContinuesIt() {
    auto w = window(guitest::hotseat(12, 2), 3);
    PositionWindow* p = open(*w);
    QVERIFY(p);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("position.frosted.json"));
    p->setFileChooser([&](const QString&, const QString&) { return path; });
    p->trackOf(0)->setValue(77);
    p->saveAction()->trigger();
    QVERIFY(QFile::exists(path));
    const GameState saved = loadFromFile(comps_, path.toStdString());
    QCOMPARE(saved.player(0).track, 77);
    QVERIFY(saved.origin() != nullptr);
    // Opened in the editor again it is the same position; opened at the table it plays on.
    p->newDeal(3, false);
    QCOMPARE(p->position().seats.size(), 3u);
    QVERIFY(p->openPosition(path));
    QCOMPARE(p->position(), *saved.position());
    QCOMPARE(p->position().seats[0].track, 77);
    w->setFileChooser([&](const QString&, const QString&) { return path; });
    w->openAction()->trigger();
    QCOMPARE(w->controller()->fullState().player(0).track, 77);
    // The play script on the clipboard names the position.
    p->copyAction()->trigger();
    const auto script = nlohmann::json::parse(QApplication::clipboard()->text().toStdString());
    QVERIFY(script.contains("position"));
    QCOMPARE(script["position"]["seats"][0]["track"].get<int>(), 77);
#ifdef FROSTED_CLI
    // The command line continues the saved file and plays the clipboard's script alike.
    QProcess cli;
    cli.start(QStringLiteral(FROSTED_CLI),
              {QStringLiteral("legal"), QStringLiteral("--from"), path});
    QVERIFY(cli.waitForStarted());
    cli.write("{}");
    cli.closeWriteChannel();
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const auto legal = nlohmann::json::parse(cli.readAllStandardOutput().toStdString());
    QCOMPARE(legal["step"].get<std::string>(), std::string("take"));
    QCOMPARE(legal["to_play"].get<std::string>(), saved.player(saved.currentSeat()).name);
    QProcess play;
    play.start(QStringLiteral(FROSTED_CLI), {QStringLiteral("play")});
    QVERIFY(play.waitForStarted());
    play.write(QApplication::clipboard()->text().toUtf8());
    play.closeWriteChannel();
    QVERIFY(play.waitForFinished(60000));
    QCOMPARE(play.exitCode(), 0);
    const auto out = nlohmann::json::parse(play.readAllStandardOutput().toStdString());
    QCOMPARE(out["players"][0]["track"].get<int>(), 77);
#endif
}

void PositionTest::POSITION_soloWithTheMasterGardenersRow() {
    auto w = window(guitest::solo(3), 3);
    PositionWindow* p = open(*w);
    QVERIFY(p);
    QCOMPARE(p->tabs()->count(), 3); // Table, Ada, the Master Gardener
    QVERIFY(p->problemList()->count() == 0);
    const Position ok = p->position();
    QCOMPARE(p->gardenerPlayed()->count(), static_cast<int>(ok.gardener.played.size()));
    // His deck is shown top first, with the cards in the box beside it: his 10 and 5 more.
    QCOMPARE(p->gardenerDeck()->count(), static_cast<int>(ok.gardener.deck->size()));
    QCOMPARE(p->gardenerPlayed()->count() + p->gardenerDeck()->count() + p->gardenerBox()->count(),
             static_cast<int>(comps_->gardenerCards.size()));
    QCOMPARE(p->gardenerDeck()->item(0)->data(Qt::UserRole).toInt(), ok.gardener.deck->front());
    // His top card played: one too many for the round.
    p->gardenerDeck()->setCurrentRow(0);
    auto* play = p->findChild<QPushButton*>(QStringLiteral("gardenerPlay"));
    QVERIFY(play);
    play->click();
    QCOMPARE(p->position().gardener.played.size(), ok.gardener.played.size() + 1);
    QCOMPARE(p->position().gardener.played.back(), ok.gardener.deck->front());
    QVERIFY(listed(*p, QStringLiteral("Master Gardener has played")));
    // A round later: he plays his top card by himself, and Ada's played cards are dealt again
    // for one more turn; his row then agrees with the round.
    p->setPosition(ok);
    p->roundBox()->setValue(ok.round + 1);
    QCOMPARE(p->position().gardener.played.size(), ok.gardener.played.size() + 1);
    QCOMPARE(p->position().gardener.played.back(), ok.gardener.deck->front());
    QCOMPARE(p->gardenerPlayed()->count(), static_cast<int>(ok.gardener.played.size() + 1));
    QVERIFY(!listed(*p, QStringLiteral("Master Gardener has played")));
    QVERIFY(!listed(*p, QStringLiteral("Ada has played")));
    // And back: he takes it back on top of his deck.
    p->roundBox()->setValue(ok.round);
    QCOMPARE(p->position().gardener.played, ok.gardener.played);
    QCOMPARE(*p->position().gardener.deck, *ok.gardener.deck);
    p->setPosition(ok);
    QVERIFY(p->problemList()->count() == 0);
    // A fresh solo deal from the Seats box.
    p->newDeal(1, true);
    QVERIFY(p->problemList()->count() == 0);
    QCOMPARE(p->position().round, 1);
    QVERIFY(p->playAction()->isEnabled());
    p->playAction()->trigger();
    QVERIFY(w->controller()->fullState().solo());
    QCOMPARE(w->controller()->fullState().round(), 1);
}

// R-PRIV-1: a position taken from the table shows every hand, deck and the bag's order, so the
// window asks first (MainWindow asks with a message box); declined, nothing of it is shown.
void PositionTest::POSITION_theTablesSecretsAreShownOnlyWhenAllowed_R_PRIV_1() {
    auto w = window(guitest::hotseat(9, 2), 2);
    const Position table = *w->controller()->fullState().position();
    PositionWindow p(comps_, w->controller());
    bool asked = false;
    p.setRevealAsker([&] {
        asked = true;
        return false;
    });
    QVERIFY(!p.takeFromGame());
    QVERIFY(asked);
    QVERIFY(p.position() != table);
    QVERIFY(p.position().seats[0].hand != table.seats[0].hand || p.position().bag != table.bag);
    p.setRevealAsker([] { return true; });
    QVERIFY(p.takeFromGame());
    QCOMPARE(p.position(), table);
    // Mid-turn there is no position to take, and nothing is asked.
    GameController& c = *w->controller();
    c.perform(c.view().legalActions().front()); // a take
    asked = false;
    p.setRevealAsker([&] {
        asked = true;
        return true;
    });
    QVERIFY(!p.takeFromGame());
    QVERIFY(!asked);

    // Through the menu: closed and opened again while the game goes on, the window asks again
    // (someone else may sit at the screen now); declined, it shows a fresh deal instead.
    auto w2 = window(guitest::hotseat(10, 2), 2);
    PositionWindow* shown = open(*w2);
    QVERIFY(shown);
    const Position seen = *w2->controller()->fullState().position();
    QCOMPARE(shown->position(), seen);
    shown->close();
    bool askedAgain = false;
    shown->setRevealAsker([&] {
        askedAgain = true;
        return false;
    });
    QCOMPARE(open(*w2), shown);
    QVERIFY(askedAgain);
    QVERIFY(shown->position() != seen);
    QCOMPARE(shown->position().seats.size(), seen.seats.size());
}

// Issue 31: the ring's and the seats' tile boxes show each tile by its picture (both faces), its
// id as the caption and both faces in words as the tooltip; the keys pick one (typing its id).
void PositionTest::POSITION_tilesArePickedByTheirPictures() {
    auto w = window(guitest::hotseat(8, 2), 2);
    PositionWindow* p = open(*w);
    QVERIFY(p);
    QVERIFY(QTest::qWaitForWindowExposed(p));
    const ComponentSet& c = *comps_;
    std::set<qint64> pictures;
    for (QComboBox* box : {p->ringTile(0), p->gardenTileBox(0)}) {
        QCOMPARE(box->view()->iconSize(), tilepictures::iconSize());  // in the list it opens
        QCOMPARE(box->count(), static_cast<int>(c.tiles.size()) + 1); // and "empty" / "none"
        for (int i = 1; i < box->count(); ++i) {
            const int t = box->itemData(i).toInt();
            const QString id = QString::fromStdString(c.tiles[static_cast<std::size_t>(t)].id);
            QVERIFY2(box->itemText(i).startsWith(id), qPrintable(box->itemText(i)));
            const QString tip = box->itemData(i, Qt::ToolTipRole).toString();
            QVERIFY2(tip.startsWith(id), qPrintable(tip));
            QVERIFY2(tip.contains(words::tulips(c, t, Side::Front)) &&
                         tip.contains(words::tulips(c, t, Side::Back)),
                     qPrintable(tip));
            const QImage img = box->itemIcon(i).pixmap(tilepictures::iconSize()).toImage();
            QVERIFY2(!img.isNull(), qPrintable(id));
            // Both faces drawn: something in the left half and in the right half.
            auto drawn = [&](int x0, int x1) {
                for (int y = 0; y < img.height(); ++y)
                    for (int x = x0; x < x1; ++x)
                        if (qAlpha(img.pixel(x, y)) > 0)
                            return true;
                return false;
            };
            QVERIFY2(drawn(0, img.width() / 2) && drawn(img.width() / 2, img.width()),
                     qPrintable(id));
            pictures.insert(box->itemIcon(i).cacheKey());
        }
    }
    QCOMPARE(pictures.size(), c.tiles.size()); // one picture per tile, both boxes the same
    // The keyboard: typing a tile's id in the ring's box picks it, as a click does.
    const int target = static_cast<int>(c.tiles.size()) - 1;
    const QString id = QString::fromStdString(c.tiles[static_cast<std::size_t>(target)].id);
    p->tabs()->setCurrentIndex(0);
    QComboBox* ring = p->ringTile(0);
    ring->setFocus();
    QTest::keyClicks(ring, id);
    QCOMPARE(ring->currentData().toInt(), target);
    QCOMPARE(p->position().ring[0], target);
    // Up moves to the entry above, picking it.
    const int before = ring->currentIndex();
    QTest::keyClick(ring, Qt::Key_Up);
    QCOMPARE(ring->currentIndex(), before - 1);
    QCOMPARE(p->position().ring[0], ring->currentData().toInt());
}

QTEST_MAIN(PositionTest)
#include "test_position.moc"
