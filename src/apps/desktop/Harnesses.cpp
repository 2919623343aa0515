// The desktop program's harnesses (Harnesses.h): pictures of every view, the responsiveness
// measure and the autoplay the crash test kills.
#include "Harnesses.h"
#include "StatisticsMode.h"

#include "DeckView.h"
#include "HandBar.h"

#include "Art.h"
#include "AutoPlay.h"
#include "AutoPlayRun.h"
#include "BalanceWindow.h"
#include "ChallengeDialog.h"
#include "ChallengeMode.h"
#include "DataProblemsWindow.h"
#include "DataSetMode.h"
#include "DesignerTools.h"
#include "EndCeremony.h"
#include "GameController.h"
#include "HelpDialog.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PositionWindow.h"
#include "PuzzleMode.h"
#include "RecordWindow.h"
#include "SandboxModel.h"
#include "SandboxWindow.h"
#include "SaveFiles.h"
#include "TilePictures.h"
#include "Tutorial.h"
#include "TutorialMode.h"
#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"
#include <QApplication>
#include <QElapsedTimer>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <sys/stat.h>

using namespace frosted;

namespace harness {

namespace {

// Plays whole turns with the greedy bot through the controller.
void playTurns(GameController& c, int turns, bool stopBeforeLastEnd = false) {
    // The bot decides on the view of the seat at the screen, as a player there would.
    for (int t = 0; t < turns && !c.view().isOver(); ++t) {
        const std::size_t before = c.view().log().size();
        while (c.view().log().size() == before && !c.view().isOver()) {
            if (c.handOverPending())
                c.confirmHandOver();
            while (c.replaying())
                c.nextGardenerStep();
            const Action a = chooseGreedy(c.view());
            if (stopBeforeLastEnd && t == turns - 1 && a.kind == Action::Kind::EndTurn)
                return;
            c.perform(a);
        }
    }
    while (c.replaying())
        c.nextGardenerStep();
}

// frosted-blooms --screenshot FILE --view daily | daily-statistics: the dialog with two of the
// day's attempts used and one result, or the statistics' Daily garden tab after some weeks of
// made-up days, on challenges::today(), in the window's statistics (in memory for screenshots).
// Returns the exit status.
int challengeScreenshot(MainWindow& w, const QString& view, QSize size, const QString& file) {
    using challenges::Kind;
    w.show();
    Statistics& st = *w.statisticsMode()->statistics();
    const QDate today = challenges::today();
    // Made-up results (scores around the Master Gardener's 200, docs/ai.md), in memory only.
    const auto play = [&st](Kind k, const QString& period, int tries, int results, int seed) {
        for (int i = 0; i < tries; ++i)
            st.useAttempt(k, period, challenges::attemptsPerPeriod(k));
        for (int i = 0; i < results; ++i)
            st.recordChallenge(k, period, 165 + (seed * 37 + i * 23) % 70, (seed + i) % 3 != 0);
    };
    if (view == QLatin1String("daily-statistics")) {
        for (int back = 45; back >= 1; --back)
            if (back % 9 != 4 && back % 13 != 6) // a few days missed
                play(Kind::Daily, challenges::period(Kind::Daily, today.addDays(-back)),
                     1 + back % 3, 1 + back % 3, back);
        for (int back = 7; back >= 1; --back)
            play(Kind::Weekly, challenges::period(Kind::Weekly, today.addDays(-7 * back)),
                 1 + back % 3, 1 + back % 2, back);
        play(Kind::Daily, challenges::period(Kind::Daily, today), 1, 1, 0);
        play(Kind::Weekly, challenges::period(Kind::Weekly, today), 1, 0, 0);
        w.statisticsMode()->showStatistics();
        StatisticsDialog& d = *w.statisticsMode()->dialog();
        d.showChallenges();
        d.resize(QSize(960, 660).boundedTo(size - QSize(40, 60)));
        QApplication::processEvents();
        return d.grab().save(file) ? 0 : 1;
    }
    play(Kind::Daily, challenges::period(Kind::Daily, today), 2, 1, 1);
    w.challengeMode()->showChallenges(Kind::Daily);
    ChallengeDialog& d = *w.challengeMode()->dialog();
    d.resize(QSize(780, 420).boundedTo(size - QSize(40, 60)));
    QApplication::processEvents();
    return d.grab().save(file) ? 0 : 1;
}

} // namespace

QString puzzleShot;

int screenshot(const ComponentsPtr& builtIn, const QString& file, quint64 seed, int turns,
               bool solo, int players, const QString& view, QSize size, bool colourBlindSafe,
               const QString& dataFolder, const BalanceShot& balance, const QString& saved,
               int step) {
    art::setAnimationsEnabled(false); // a screenshot shows states, never a frame in between
    MainWindow w(builtIn);
    w.setSettingsEnabled(false);
    w.setMessageBoxesEnabled(false); // nothing waits for an answer offscreen
    w.colourBlindAction()->setChecked(colourBlindSafe);
    w.controller()->setAutosaveDir({}); // a screenshot never replaces the player's autosave
    w.resize(size);
    w.chooseDataAtStart(dataFolder); // --data, as the game window takes it
    const ComponentsPtr comps = w.controller()->dataSet();
    if (view == QLatin1String("data-problems")) {
        // The problems of the folder --data names, in their window over the table.
        w.show();
        DataProblemsWindow* d = w.dataSetMode()->problemsWindow();
        if (!d) {
            std::cerr << "frosted-blooms: --view data-problems needs --data naming a folder that "
                         "does not load\n";
            return 1;
        }
        d->resize(std::min(size.width() - 160, 1000), std::min(size.height() - 160, 640));
        QApplication::processEvents();
        return d->grab().save(file) ? 0 : 1;
    }
    if (view == QLatin1String("balance")) {
        // Tools ▸ Balance… after the games, played at once on every core (greedy players).
        w.show();
        w.designerTools()->openBalance();
        BalanceWindow& b = *w.designerTools()->balanceWindow();
        b.setMessageBoxesEnabled(false);
        const int seats = static_cast<int>(std::min<std::size_t>(comps->startingTiles.size(), 4));
        b.configure(solo ? 1 : std::clamp(players, 2, std::max(2, seats)), solo,
                    {QStringLiteral("greedy")}, std::clamp(balance.games, 1, 100000), seed, !solo);
        if (!balance.compare.isEmpty() && !b.chooseDataSetB(balance.compare)) {
            std::cerr << "frosted-blooms: --compare " << balance.compare.toStdString()
                      << " does not load: " << b.lastError().toStdString() << "\n";
            return 1;
        }
        b.resize(size);
        b.runNow();
        if (!balance.tab.isEmpty()) {
            const int tab = b.tabIndex(balance.tab);
            if (tab < 0) {
                std::cerr << "frosted-blooms: --tab " << balance.tab.toStdString()
                          << ": wins, scores, objectives, gaps, tiles, cards or ab\n";
                return 1;
            }
            b.tabs()->setCurrentIndex(tab);
        }
        QApplication::processEvents();
        return b.grab().save(file) ? 0 : 1;
    }
    if (view == QLatin1String("rules") || view == QLatin1String("keyboard")) {
        w.show();
        HelpDialog d(view == QLatin1String("rules")
                         ? QCoreApplication::translate("main", "Rules", "window title")
                         : QCoreApplication::translate("main", "Keyboard", "window title"),
                     view, &w);
        d.setAttribute(Qt::WA_DeleteOnClose, false);
        d.setMarkdown(view == QLatin1String("rules") ? HelpDialog::rulesText(*comps)
                                                     : HelpDialog::keyboardText(*comps),
                      comps.get());
        d.resize(size.boundedTo(QSize(780, 900)));
        d.show();
        QApplication::processEvents();
        if (qEnvironmentVariableIsSet("FROSTED_DUMP_HTML"))
            std::cout << d.browser()->document()->toHtml().toStdString();
        return d.grab().save(file) ? 0 : 1;
    }
    if (view == QLatin1String("newgame")) {
        w.show();
        NewGameOptions last;
        last.names = {QStringLiteral("Ada"), QStringLiteral("Ben"), QStringLiteral("Chloé")};
        for (int i = 0; i < 3 && i < static_cast<int>(comps->startingTiles.size()); ++i)
            last.colours << QString::fromStdString(
                comps->startingTiles[static_cast<std::size_t>(i)].colour);
        NewGameDialog d(last, *comps, &w);
        d.show();
        d.adjustSize();
        QApplication::processEvents();
        return d.grab().save(file) ? 0 : 1;
    }
    if (view.startsWith(QLatin1String("settings"))) {
        // Settings ▸ Configure…, on the page named after "settings-" (appearance, animations,
        // computers, players; the first by default).
        w.show();
        w.configure();
        SettingsDialog& d = *w.settingsDialog();
        static const char* pages[] = {"appearance", "animations", "computers", "players"};
        for (int i = 0; i < SettingsDialog::PageCount; ++i)
            if (view == QLatin1String("settings-") + QLatin1String(pages[i]))
                d.setCurrentPage(static_cast<SettingsDialog::Page>(i));
        QApplication::processEvents();
        return d.grab().save(file) ? 0 : 1;
    }
    if (view == QLatin1String("tutorial")) {
        // Help ▸ Learn to play at its N-th explanation (--step, from 1).
        w.show();
        w.controller()->setSpeed(GameController::Instant);
        if (!w.tutorialMode()->startTutorial(false)) {
            std::cerr << "frosted-blooms: " << w.lastError().toStdString() << "\n";
            return 1;
        }
        const int total = static_cast<int>(w.tutorialMode()->tutorial()->script().notes.size());
        if (step < 1 || step > total) {
            std::cerr << "frosted-blooms: --step must be from 1 to " << total << "\n";
            return 2;
        }
        if (!w.tutorialMode()->tutorial()->advanceTo(step - 1)) {
            std::cerr << "frosted-blooms: the guided game did not reach step " << step << "\n";
            return 1;
        }
        QApplication::processEvents();
        QApplication::processEvents(); // the bubble placed after the views followed
        return w.grab().save(file) ? 0 : 1;
    }
    if (view == QLatin1String("puzzle") || view == QLatin1String("puzzles")) {
        // Game ▸ Puzzles…: the table at the start of the first shipped puzzle (or the one
        // --puzzle names), its goal banner shown; `puzzles` the list with that puzzle chosen.
        w.show();
        w.puzzleMode()->library()->reload(comps);
        std::optional<PuzzleEntry> e;
        for (const PuzzleEntry& x : w.puzzleMode()->library()->entries())
            if (!e && x.puzzle && (puzzleShot.isEmpty() || x.id == puzzleShot))
                e = x;
        if (!e && !puzzleShot.isEmpty())
            e = PuzzleLibrary::readFile(comps, puzzleShot, PuzzleEntry::Source::File);
        if (!e || !e->puzzle) {
            std::cerr << "frosted-blooms: no puzzle to show"
                      << (e ? ": " + e->problem.toStdString() : std::string()) << "\n";
            return 1;
        }
        if (!w.puzzleMode()->playPuzzle(*e))
            return 1;
        QApplication::processEvents();
        if (view == QLatin1String("puzzles")) {
            w.puzzleMode()->openPuzzles();
            PuzzleDialog* d = w.puzzleMode()->dialog();
            d->select(e->key());
            d->resize(QSize(std::min(size.width() - 120, 960), std::min(size.height() - 160, 600)));
            QApplication::processEvents();
            return d->grab().save(file) ? 0 : 1;
        }
        return w.grab().save(file) ? 0 : 1;
    }
    if (view == QLatin1String("daily") || view == QLatin1String("daily-statistics"))
        return challengeScreenshot(w, view, size, file);
    if (view == QLatin1String("statistics")) {
        // Game ▸ Statistics… after some weeks of evenings: solo games of Ada and Ben, hotseat
        // games of --players people and a few against medium computer players, made up from
        // the seed (a linear congruential generator), in memory only.
        w.show();
        Statistics& st = *w.statisticsMode()->statistics();
        quint64 x = seed;
        const auto next = [&x](int n) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            return static_cast<int>((x >> 33) % static_cast<quint64>(n));
        };
        static const char* people[] = {"Ada", "Ben", "Chloé", "Dev"};
        const int seats = solo ? 2 : std::clamp(players, 2, 4);
        const QDateTime start(QDate(2025, 1, 6), QTime(19, 30), Qt::UTC);
        for (int day = 0; day < 48; ++day) {
            Statistics::Result r;
            r.when = start.addDays(day).addSecs(next(3 * 3600));
            r.mode = day % 4 == 3   ? Statistics::Mode::ComputerMedium
                     : day % 2 == 0 ? Statistics::Mode::Solo
                                    : Statistics::Mode::Hotseat;
            if (r.mode == Statistics::Mode::Solo) {
                // Against the Master Gardener, who scores about 200 (docs/ai.md).
                const int score = 165 + next(75);
                r.people.push_back(
                    {QString::fromUtf8(people[next(2)]), score, score > 200 + next(8)});
            } else {
                const int n = r.mode == Statistics::Mode::Hotseat ? seats : 1;
                int top = 0;
                for (int i = 0; i < n; ++i) {
                    const int score = 150 + next(90);
                    r.people.push_back({QString::fromUtf8(people[i]), score, false});
                    top = std::max(top, score);
                }
                const bool computerTop = r.mode != Statistics::Mode::Hotseat && next(3) == 0;
                for (Statistics::Seat& p : r.people)
                    p.won = p.score == top && !computerTop;
            }
            st.record(r);
        }
        w.statisticsMode()->showStatistics();
        StatisticsDialog& d = *w.statisticsMode()->dialog();
        d.showMode(solo ? Statistics::Mode::Solo : Statistics::Mode::Hotseat);
        d.resize(QSize(960, 660).boundedTo(size - QSize(40, 60)));
        QApplication::processEvents();
        return d.grab().save(file) ? 0 : 1;
    }
    NewGameOptions o;
    static const char* names[] = {"Ada", "Ben", "Chloé", "Dev"};
    const int seats = static_cast<int>(std::min(comps->startingTiles.size(), std::size(names)));
    const int n = solo ? 1 : std::clamp(players, 2, seats);
    for (int i = 0; i < n; ++i) {
        o.names << QString::fromUtf8(names[i]);
        o.colours << QString::fromStdString(
            comps->startingTiles[static_cast<std::size_t>(i)].colour);
    }
    o.solo = solo;
    o.startPlayer = 0;
    o.seed = seed;
    if (saved.isEmpty()) {
        w.startGame(o);
    } else if (!w.openGameFile(saved)) { // a saved game given: that game, as it was saved
        std::cerr << "frosted-blooms: " << w.lastError().toStdString() << "\n";
        return 2;
    }
    w.show();
    GameController& c = *w.controller();
    c.setSpeed(GameController::StepByStep);
    if (view == QLatin1String("record")) {
        // The game of `turns` turns as an exported record, watched at its last step.
        playTurns(c, turns);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        if (!c.exportRecord(path))
            return 1;
        RecordWindow r(comps, RecordWindow::read(comps, path), QStringLiteral("record.json"), &w);
        r.setAttribute(Qt::WA_DeleteOnClose, false);
        r.resize(size);
        r.show();
        r.last();
        QApplication::processEvents();
        return r.grab().save(file) ? 0 : 1;
    }
    if (view == QLatin1String("sandbox")) {
        // Game ▸ Sandbox on a copy of the first seat's garden after `turns` turns, a tile in hand
        // at its best-scoring legal place, every legal placement marked.
        playTurns(c, turns);
        w.designerTools()->openSandbox();
        SandboxWindow& sw = *w.designerTools()->sandboxWindow();
        sw.resize(size);
        sw.copyGardenOf(0);
        SandboxModel& m = *sw.model();
        const int tile = m.sandbox().allTiles().front();
        m.pick(tile);
        sw.legalAction()->setChecked(true);
        const auto legal = m.sandbox().legalPlacements(tile);
        int best = -1;
        for (const PlacementOption& p : legal) {
            const auto pv = m.sandbox().preview(tile, p.orientation, p.at).preview;
            const int top = *std::max_element(pv.cardPoints.begin(), pv.cardPoints.end());
            if (top > best) {
                best = top;
                m.hold(tile, p.orientation, p.at);
            }
        }
        QApplication::processEvents();
        return sw.grab().save(file) ? 0 : 1;
    }
    if (view.startsWith(QLatin1String("position"))) { // position, -seat, -picker
        // Game ▸ Set up a position… on the game after `turns` turns, with one coin too many
        // given to the seat to play (the rules' answer listed under the tabs): at its Table tab,
        // or (position-seat) at the tab of that seat with a tile in hand over its garden.
        playTurns(c, turns);
        if (c.handOverPending())
            c.confirmHandOver();
        w.designerTools()->openPositionEditor();
        PositionWindow& pw = *w.designerTools()->positionWindow();
        pw.resize(size);
        const int seat = pw.position().toPlay;
        pw.coinsOf(seat)->setValue(pw.coinsOf(seat)->value() + 1);
        if (view == QLatin1String("position-seat")) {
            pw.tabs()->setCurrentIndex(seat + 1);
            SandboxModel& m = *pw.gardenOf(seat);
            const int tile = pw.position().bag.value_or(std::vector<int>{}).empty()
                                 ? 0
                                 : pw.position().bag->front();
            m.pick(tile);
            const auto legal = m.sandbox().legalPlacements(tile);
            if (!legal.empty())
                m.hold(tile, legal.front().orientation, legal.front().at);
        }
        QApplication::processEvents();
        auto* ring = pw.ringTile(pw.position().token == 0 ? 1 : 0); // a slot holding a tile
        if (view == QLatin1String("position-picker"))
            return tilepictures::saveWithListOpen(pw, *ring, file) ? 0 : 1;
        return pw.grab().save(file) ? 0 : 1;
    }
    if (view == QLatin1String("scorepad")) {
        playTurns(c, 1000);
        w.endCeremony()->leave(); // the ceremony over it: gone, as after its button
    } else if (view.startsWith(QLatin1String("ceremony"))) {
        // The end ceremony: its end state, a line counting up (-reveal), the petals (-petals).
        playTurns(c, 1000);
        EndCeremony& e = *w.endCeremony();
        const int n = e.lineCount();
        if (view == QLatin1String("ceremony-reveal") && n >= 2)
            e.showAt((e.revealStart(n - 2) + e.revealDone(n - 2)) / 2 + 80);
        else if (view == QLatin1String("ceremony-petals") && n >= 1)
            e.showAt(e.revealDone(n - 1) + (e.length() - e.revealDone(n - 1)) / 3);
    } else if (view == QLatin1String("gardener")) {
        playTurns(c, std::max(turns, 1), true);
        c.perform(Action::endTurn()); // his turn starts; show his steps up to his token's move
        while (c.replaying() && c.replayStep() != GardenerStep::Move)
            c.nextGardenerStep();
    } else if (view == QLatin1String("claim")) {
        // The first turn from `turns` on whose claim step offers an objective.
        playTurns(c, turns);
        for (int guard = 0; guard < 40 && !c.view().isOver(); ++guard) {
            if (c.handOverPending())
                c.confirmHandOver();
            while (c.replaying())
                c.nextGardenerStep();
            const Action a = chooseGreedy(c.view());
            if (c.view().phase() == Phase::Claim && a.kind == Action::Kind::Claim)
                break;
            c.perform(a);
        }
    } else {
        playTurns(c, turns);
        if (view == QLatin1String("handover")) {
            // Stays on the cover when a hand-over is pending.
        } else {
            if (c.handOverPending())
                c.confirmHandOver();
            if (!c.view().isOver() && (saved.isEmpty() || turns > 0)) {
                // The next turn: take the greedy tile and hover the greedy placement.
                c.perform(chooseGreedy(c.view()));
                const Action place = chooseGreedy(c.view());
                if (place.kind == Action::Kind::Place) {
                    c.setGhostOrientation(place.orientation);
                    const Point off = c.ghost().offset();
                    c.setGhostPointer({place.at.x + off.x, place.at.y + off.y});
                    if (view == QLatin1String("card"))
                        c.place();
                }
            }
        }
    }
    QApplication::processEvents();
    if (view == QLatin1String("card") && !w.hand()->cards().empty()) {
        // Hover the first card: its group outlined in the garden.
        auto* card = w.hand()->cards().front();
        QApplication::processEvents();
        QEvent enter(QEvent::Enter);
        QApplication::sendEvent(card, &enter);
    }
    QApplication::processEvents();
    if (view == QLatin1String("deck")) {
        if (!w.deckDialog()->showForScreenSeat())
            return 1;
        QApplication::processEvents();
        return w.deckDialog()->grab().save(file) ? 0 : 1;
    }
    return w.grab().save(file) ? 0 : 1;
}

// How long the event loop is ever kept from running while computer players think and play:
// four hard computer players (a demo game, new games dealt as they end) at the Fast speed, with
// animations, for `seconds`; a 4 ms timer notes every gap between its ticks after the first
// second (the window's first paints). Prints one JSON
// line with the gaps (docs/ai.md: "never in the way"). The figure is measured, not a test.
int responsiveness(const ComponentsPtr& comps, int seconds, quint64 seed) {
    MainWindow w(comps);
    w.setSettingsEnabled(false);
    w.setMessageBoxesEnabled(false);
    w.controller()->setAutosaveDir({});
    w.resize(1440, 900);
    w.show();
    GameController& c = *w.controller();
    c.setSpeed(GameController::Fast);
    auto deal = [&] {
        NewGameOptions o = NewGameDialog::commandLineGame(*comps, false, 4, seed++, false);
        for (int i = 0; i < o.names.size(); ++i)
            o.computers << QStringLiteral("hard");
        w.startGame(o);
    };
    deal();
    std::vector<double> gaps;
    double worst = 0, worstAt = 0;
    QElapsedTimer clock, last;
    clock.start();
    last.start();
    int actions = 0, games = 1;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &w, [&] {
        const double gap = static_cast<double>(last.nsecsElapsed()) / 1e6;
        last.restart();
        if (clock.elapsed() < 1000)
            return; // the first second: the window's first paints (the art is drawn once)
        gaps.push_back(gap);
        if (gaps.back() > worst) {
            worst = gaps.back();
            worstAt = static_cast<double>(clock.elapsed()) / 1000;
        }
        if (c.hasGame() && c.fullState().isOver()) {
            actions += static_cast<int>(c.fullState().actions().size());
            ++games;
            deal();
        }
        if (clock.elapsed() >= seconds * 1000LL) {
            tick.stop();
            if (c.hasGame())
                actions += static_cast<int>(c.fullState().actions().size());
            QApplication::quit();
        }
    });
    tick.start(4);
    QApplication::exec();
    std::sort(gaps.begin(), gaps.end());
    const auto at = [&](double q) {
        return gaps.empty() ? 0.0 : gaps[static_cast<std::size_t>(q * (gaps.size() - 1))];
    };
    const long over = std::count_if(gaps.begin(), gaps.end(), [](double g) { return g > 50; });
    std::printf("{\"seconds\": %d, \"games\": %d, \"actions\": %d, \"ticks\": %zu, "
                "\"gap_ms\": {\"p50\": %.1f, \"p99\": %.1f, \"max\": %.1f}, "
                "\"gaps_over_50_ms\": %ld, \"max_at_s\": %.2f}\n",
                seconds, games, actions, gaps.size(), at(0.5), at(0.99),
                gaps.empty() ? 0.0 : gaps.back(), over, worstAt);
    return 0;
}

// The window with AutoPlayer at the controls for `steps` steps (tests: killed at random moments,
// the autosave must always resume). Prints one line per completed autosave write.
int autoplay(const ComponentsPtr& comps, int steps, quint64 seed, int pauseMs) {
    art::setAnimationsEnabled(false);
    savefiles::setWritePauseForTests(pauseMs);
    MainWindow w(comps);
    w.setSettingsEnabled(false);
    w.setMessageBoxesEnabled(false);
    w.show();
    GameController& c = *w.controller();
    autoplay::reportAutosaves(c);
    for (const QString& m : c.setAsideDamagedAutosaves())
        std::printf("damaged: %s\n", qPrintable(m));
    AutoPlayer player(seed);
    player.begin(c);
    return autoplay::run(&w, steps, [&] {
        player.step(c);
        return true;
    });
}

} // namespace harness
