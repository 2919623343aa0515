// GUI tests (Qt Test, offscreen) of Game ▸ Sandbox (issue 15, docs/designer.md): a garden built
// through the widgets by placing, removing and inspecting; the palette's filters; a copy of a
// player's garden; the garden copied as an `evaluate` input that the command line answers as the
// sandbox does, and pasted back.
#include "Art.h"
#include "DesignerTools.h"
#include "GameController.h"
#include "MainWindow.h"
#include "SandboxModel.h"
#include "SandboxView.h"
#include "SandboxWindow.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QStatusBar>
#include <QTextBrowser>
#include <QtTest>

using namespace frosted;

class SandboxTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void SANDBOX_gardenBuiltByPlacingRemovingAndInspecting();
    void SANDBOX_paletteFiltersByIdOutlineAndTulips();
    void SANDBOX_copyOfAPlayersGardenAnswersAsEvaluateDoes();

  private:
    std::unique_ptr<MainWindow> window();
    SandboxWindow* openSandbox(MainWindow& w);
    QListWidgetItem* paletteItem(SandboxWindow& s, const QString& id);
    void pickFromPalette(SandboxWindow& s, const QString& id);
    // Turns the tile in hand to `o` with the keys R and F and points at the cell that puts its
    // top-left at `at` (zooming out with - until it is in sight); layWithTheMouse then clicks.
    void pointWithTheMouse(SandboxWindow& s, Orientation o, Point at);
    void layWithTheMouse(SandboxWindow& s, Orientation o, Point at);
    ComponentsPtr comps_;
};

void SandboxTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> SandboxTest::window() {
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir({});
    w->resize(1240, 800);
    w->show();
    return w;
}

SandboxWindow* SandboxTest::openSandbox(MainWindow& w) {
    w.designerTools()->sandboxAction()->trigger(); // Game ▸ Sandbox
    SandboxWindow* s = w.designerTools()->sandboxWindow();
    if (s) {
        s->resize(1240, 800);
        // Beside the game's window, not over it: QTest moves the pointer on the screen, and
        // the window it lands in gets the events.
        s->move(w.frameGeometry().right() + 40, 0);
        if (!QTest::qWaitForWindowExposed(s))
            return nullptr;
    }
    return s;
}

QListWidgetItem* SandboxTest::paletteItem(SandboxWindow& s, const QString& id) {
    for (int i = 0; i < s.palette()->count(); ++i) {
        QListWidgetItem* item = s.palette()->item(i);
        if (QString::fromStdString(s.model()->sandbox().tileId(item->data(Qt::UserRole).toInt())) ==
            id)
            return item;
    }
    return nullptr;
}

void SandboxTest::pickFromPalette(SandboxWindow& s, const QString& id) {
    s.idFilter()->setText(id);
    QListWidgetItem* item = paletteItem(s, id);
    QVERIFY(item);
    QVERIFY(!item->isHidden());
    s.palette()->scrollToItem(item);
    QTest::mouseClick(s.palette()->viewport(), Qt::LeftButton, {},
                      s.palette()->visualItemRect(item).center());
    QVERIFY(s.model()->inHand());
    QCOMPARE(QString::fromStdString(s.model()->sandbox().tileId(*s.model()->inHand())), id);
}

void SandboxTest::pointWithTheMouse(SandboxWindow& s, Orientation o, Point at) {
    SandboxView* v = s.view();
    v->setFocus();
    for (int guard = 0; guard < 8 && !(s.model()->orientation() == o); ++guard)
        QTest::keyClick(v, s.model()->orientation().rotation != o.rotation ? Qt::Key_R : Qt::Key_F);
    QCOMPARE(s.model()->orientation(), o);
    const Point mid = s.model()->handFace().middleCell();
    const Point pointer{at.x + mid.x, at.y + mid.y};
    for (int guard = 0; guard < 10 && !v->rect().contains(v->cellCenter(pointer)); ++guard)
        QTest::keyClick(v, Qt::Key_Minus); // zooms out until the spot is in sight
    QTest::mouseMove(v, v->cellCenter(pointer));
    QVERIFY2(s.model()->pointer() == pointer,
             qPrintable(QStringLiteral("pointer %1,%2 asked, model has %3")
                            .arg(pointer.x)
                            .arg(pointer.y)
                            .arg(s.model()->pointer() ? s.model()->pointer()->x : -999)));
    QCOMPARE(s.model()->anchor(), std::optional<Point>(at));
}

void SandboxTest::layWithTheMouse(SandboxWindow& s, Orientation o, Point at) {
    pointWithTheMouse(s, o, at);
    if (QTest::currentTestFailed())
        return;
    SandboxView* v = s.view();
    QTest::mouseClick(v, Qt::LeftButton, {}, v->cellCenter(*s.model()->pointer()));
}

void SandboxTest::SANDBOX_gardenBuiltByPlacingRemovingAndInspecting() {
    auto w = window();
    SandboxWindow* s = openSandbox(*w);
    QVERIFY(s);
    QVERIFY(s->isVisible());
    SandboxModel& m = *s->model();
    QVERIFY(m.sandbox().empty());

    // The first tile lies anywhere (R-PL-2 does not apply to it).
    pickFromPalette(*s, QStringLiteral("S-yellow"));
    layWithTheMouse(*s, {}, {2, 1});
    QCOMPARE(m.sandbox().entries().size(), 1u);

    // A Landscape tile where the rules allow it: the first legal placement of T07.
    pickFromPalette(*s, QStringLiteral("T07"));
    const int t07 = *m.inHand();
    const auto legal = m.sandbox().legalPlacements(t07);
    QVERIFY(!legal.empty());
    // Marking every legal placement counts them all.
    s->legalAction()->setChecked(true);
    QCOMPARE(m.legalCount(), static_cast<int>(legal.size()));
    QVERIFY(s->inspector()->toPlainText().contains(
        QStringLiteral("%1 legal placements").arg(legal.size())));

    // Pointing where it overlaps: the rules' reason beside the ghost, nothing laid on a click.
    const Garden::Laid start = m.sandbox().garden().laid().front(); // a copy: the garden changes
    SandboxView* v = s->view();
    QTest::mouseMove(
        v, v->cellCenter({start.at.x + start.face.cells[0].x, start.at.y + start.face.cells[0].y}));
    QVERIFY(m.hasPreview());
    QVERIFY(!m.preview().preview.legal());
    v->repaint();
    QVERIFY(!v->lastReasonRect().isEmpty());
    QVERIFY(s->inspector()->toPlainText().contains(QStringLiteral("not allowed")));
    QTest::mouseClick(v, Qt::LeftButton, {}, v->cellCenter(*m.pointer()));
    QCOMPARE(m.sandbox().entries().size(), 1u);
    QVERIFY2(s->statusBar()->currentMessage() == words::placementProblem(m.preview().preview.check),
             qPrintable(s->statusBar()->currentMessage()));

    layWithTheMouse(*s, legal.front().orientation, legal.front().at);
    QCOMPARE(m.sandbox().entries().size(), 2u);
    QVERIFY(paletteItem(*s, QStringLiteral("T07"))->text().contains(QStringLiteral("laid")));

    // The tile in hand at a legal spot: the points of every card of the data, as the core says.
    pickFromPalette(*s, QStringLiteral("T12"));
    const int t12 = *m.inHand();
    const auto next = m.sandbox().legalPlacements(t12);
    QVERIFY(!next.empty());
    pointWithTheMouse(*s, next.back().orientation, next.back().at);
    QVERIFY(m.preview().preview.legal());
    const QString text = s->inspector()->toPlainText();
    const PlacementPreview pv =
        m.sandbox().preview(t12, next.back().orientation, next.back().at).preview;
    QCOMPARE(pv.cardPoints.size(), comps_->cards.size());
    for (std::size_t k = 0; k < comps_->cards.size(); ++k) {
        const QString line = words::cardName(*comps_, static_cast<int>(k));
        QVERIFY2(text.contains(line), qPrintable(line));
    }
    for (int obj : pv.claimable)
        QVERIFY(text.contains(words::objectiveName(*comps_, obj)));

    // T12 laid where it touches T07 only: without T07 it could not lie there (R-PL-2).
    std::optional<PlacementOption> onT07;
    for (const PlacementOption& p : next) {
        Sandbox without = m.sandbox();
        if (without.remove(1).removed &&
            without.check(t12, p.orientation, p.at).reason == IllegalReason::NotAdjacent) {
            onT07 = p;
            break;
        }
    }
    QVERIFY(onT07);
    layWithTheMouse(*s, onT07->orientation, onT07->at);
    QCOMPARE(m.sandbox().entries().size(), 3u);

    // An empty hand (Esc): hovering a laid cell outlines its group with its value.
    QTest::keyClick(v, Qt::Key_Escape);
    QVERIFY(!m.inHand());
    const Garden::Laid laid = m.sandbox().garden().laid()[1]; // T07
    const Point cell{laid.at.x + laid.face.cells[0].x, laid.at.y + laid.face.cells[0].y};
    QTest::mouseMove(v, v->cellCenter(cell));
    const auto group = m.sandbox().groupAt(cell);
    QVERIFY(group);
    QCOMPARE(v->hoveredGroup(), group->cells);
    QVERIFY(v->hoveredGroupLabel().contains(art::typeName(group->type)));
    QVERIFY(s->inspector()->toPlainText().contains(QStringLiteral("worth %1").arg(group->value)));

    // Removing T07 would leave T12 touching nothing: refused, with the reason.
    QTest::mouseClick(v, Qt::LeftButton, {}, v->cellCenter(cell));
    QCOMPARE(v->selectedEntry(), 1);
    QTest::keyClick(v, Qt::Key_Delete);
    QCOMPARE(m.sandbox().entries().size(), 3u);
    QVERIFY2(s->statusBar()->currentMessage().contains(QStringLiteral("cannot be removed")),
             qPrintable(s->statusBar()->currentMessage()));
    // The starting tile can go (T07 becomes the first, laid anywhere), then T07 itself.
    QTest::mouseClick(
        v, Qt::LeftButton, {},
        v->cellCenter({start.at.x + start.face.cells[0].x, start.at.y + start.face.cells[0].y}));
    QCOMPARE(v->selectedEntry(), 0);
    QTest::keyClick(v, Qt::Key_Delete);
    QCOMPARE(m.sandbox().entries().size(), 2u);
    QTest::mouseClick(v, Qt::LeftButton, {}, v->cellCenter(cell));
    QCOMPARE(v->selectedEntry(), 0);
    QTest::keyClick(v, Qt::Key_Delete);
    QVERIFY2(s->statusBar()->currentMessage().contains(QStringLiteral("removed")),
             qPrintable(s->statusBar()->currentMessage()));
    QCOMPARE(m.sandbox().entries().size(), 1u);
    QVERIFY(!paletteItem(*s, QStringLiteral("T07"))->text().contains(QStringLiteral("laid")));
}

void SandboxTest::SANDBOX_paletteFiltersByIdOutlineAndTulips() {
    auto w = window();
    SandboxWindow* s = openSandbox(*w);
    QVERIFY(s);
    const Sandbox& sb = s->model()->sandbox();
    auto shown = [&] {
        std::vector<int> out;
        for (int i = 0; i < s->palette()->count(); ++i)
            if (!s->palette()->item(i)->isHidden())
                out.push_back(s->palette()->item(i)->data(Qt::UserRole).toInt());
        return out;
    };
    QCOMPARE(shown().size(), sb.allTiles().size());
    s->idFilter()->setText(QStringLiteral("s-"));
    QCOMPARE(shown().size(), comps_->startingTiles.size()); // ids are matched without case
    s->idFilter()->clear();
    // The outline: the straight line I is a face of some tiles, never of the others.
    const int i = s->outlineFilter()->findData(QStringLiteral("I"));
    QVERIFY(i > 0);
    s->outlineFilter()->setCurrentIndex(i);
    const std::vector<int> lines = shown();
    QVERIFY(!lines.empty());
    QVERIFY(lines.size() < sb.allTiles().size());
    for (int t : sb.allTiles()) {
        const bool line = SandboxWindow::outlineName(sb.tile(t).front) == QLatin1String("I") ||
                          SandboxWindow::outlineName(sb.tile(t).back) == QLatin1String("I");
        QCOMPARE(std::find(lines.begin(), lines.end(), t) != lines.end(), line);
    }
    // Tulips, together with the outline: one face must have both.
    s->outlineFilter()->setCurrentIndex(0);
    const int k = s->tulipFilter()->count() - 1; // the most tulips on a face
    s->tulipFilter()->setCurrentIndex(k);
    const int most = s->tulipFilter()->itemData(k).toInt();
    const std::vector<int> rich = shown();
    QVERIFY(!rich.empty());
    for (int t : rich) {
        int best = 0;
        for (const Face* f : {&sb.tile(t).front, &sb.tile(t).back}) {
            int n = 0;
            for (const Cell& c : f->cells)
                n += c.type == LandType::Water ? 0 : c.flowers;
            best = std::max(best, n);
        }
        QCOMPARE(best, most);
    }
}

void SandboxTest::SANDBOX_copyOfAPlayersGardenAnswersAsEvaluateDoes() {
    auto w = window();
    GameController& c = *w->controller();
    w->startGame(guitest::hotseat(21, 3));
    // Eight turns by the greedy bot through the controller.
    for (int steps = 0; steps < 200 && c.fullState().log().size() < 8; ++steps) {
        if (c.handOverPending())
            c.confirmHandOver();
        c.perform(chooseGreedy(c.view()));
    }
    SandboxWindow* s = openSandbox(*w);
    QVERIFY(s);
    s->copyGardenOf(1);
    const Garden& played = c.fullState().player(1).garden;
    QCOMPARE(s->model()->sandbox().garden(), played);
    QVERIFY(s->model()->sandbox().entries().size() >= 3);

    // Copy as evaluate input: the last tile laid is the placement evaluate looks at.
    s->copyAction()->trigger();
    const QString input = QApplication::clipboard()->text();
    QVERIFY(input.contains(QStringLiteral("\"garden\"")));
#ifdef FROSTED_CLI
    QProcess cli;
    cli.start(QStringLiteral(FROSTED_CLI), {QStringLiteral("evaluate")});
    QVERIFY(cli.waitForStarted());
    cli.write(input.toUtf8());
    cli.closeWriteChannel();
    QVERIFY(cli.waitForFinished(60000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const nlohmann::json out = nlohmann::json::parse(cli.readAllStandardOutput().toStdString());
    // The same answer from the sandbox: the garden without its last tile, then that tile.
    Sandbox before = s->model()->sandbox();
    const SandboxEntry last = before.entries().back();
    QVERIFY(before.remove(before.entries().size() - 1).removed);
    const PlacementPreview pv = before.preview(last.tile, last.orientation, last.at).preview;
    QVERIFY(out.at("legal").get<bool>());
    QCOMPARE(out.at("card_points").get<std::vector<int>>(), pv.cardPoints);
    for (LandType t : kLandTypes)
        QCOMPARE(out.at("groups").at(std::string(name(t))).get<int>(), pv.groups[t]);
    QCOMPARE(out.at("gaps").size(), pv.check.gaps.size());
#endif
    // Pasted back (Ctrl+V) into an emptied sandbox: the same garden, and the input's "place"
    // in hand at its spot (the last tile laid).
    s->model()->clear();
    QVERIFY(s->model()->sandbox().empty());
    QApplication::clipboard()->setText(input);
    s->pasteAction()->trigger();
    QCOMPARE(s->model()->sandbox().garden().laid().size(), played.laid().size() - 1);
    QVERIFY(s->model()->inHand());
    QCOMPARE(*s->model()->inHand(), played.laid().back().tile);
    QCOMPARE(s->model()->anchor(), std::optional<Point>(played.laid().back().at));
    QVERIFY(s->model()->placeAtPointer());
    QCOMPARE(s->model()->sandbox().garden(), played);
    // Text that is no evaluate input: the reason, and the garden stays.
    QApplication::clipboard()->setText(QStringLiteral("{\"garden\": [{\"tile\": \"T99\"}]}"));
    s->pasteAction()->trigger();
    QVERIFY2(s->statusBar()->currentMessage().contains(QStringLiteral("unknown tile id")),
             qPrintable(s->statusBar()->currentMessage()));
    QCOMPARE(s->model()->sandbox().garden(), played);
    QApplication::clipboard()->setText(QStringLiteral("[{"));
    s->pasteAction()->trigger();
    QVERIFY2(s->statusBar()->currentMessage().contains(QStringLiteral("not JSON")),
             qPrintable(s->statusBar()->currentMessage()));

    // The copy is the designer's: changing it leaves the game alone.
    s->model()->clear();
    QVERIFY(s->model()->sandbox().empty());
    QCOMPARE(c.fullState().player(1).garden, played);
}

QTEST_MAIN(SandboxTest)
#include "test_sandbox.moc"
