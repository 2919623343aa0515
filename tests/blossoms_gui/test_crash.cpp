// Kill during autosave, for Blossoms (Qt Test + QProcess; the loop shared with every game's,
// tests/shell/autoplay_kill.h): the real `frosted-blooms --game blossoms`, offscreen, its autosave
// in a temporary FROSTED_BLOOMS_DATA_HOME, with a computer at the controls (`--autoplay`,
// BlossomsAutoPlay.h: 2 or 3 seats of people and computers, every variant, now and then the
// Longer Game of three), killed with SIGKILL at random moments, many times over;
// `--autoplay-write-pause` makes each autosave write take a few milliseconds so that many kills
// land inside one. Each run resumes what the last one left. After each kill:
// - every autosave file there is (autosave.blossoms.json, autosave.previous.blossoms.json) loads
//   with the rules (blossoms::loadSave, through BlossomsFiles) — none is damaged;
// - the autosave resumes (in a BlossomsSession of this process, on a copy of the files) to the
//   last step the program autosaved, or, killed inside a write, to the step before the one being
//   written (or that one, when the write had completed but its line was not printed yet) — never
//   to anything older; the resumed game is that step's, its seats' players, the match so far and
//   the odds aid included.
// The steps the program took are known because BlossomsAutoPlayer is deterministic: this process
// plays the same run on a copy of the files the program started from and keeps the text of each
// of its autosaves.
//
//   BLOSSOMS_KILLS      how many kills (default 12)
//   BLOSSOMS_KILL_SEED  the seed of the runs and of the kill moments (default: from the clock)
#include "BlossomsAutoPlay.h"
#include "BlossomsFiles.h"
#include "BlossomsSession.h"

#include "blossoms/rules/module.h"

#include "../shell/autoplay_kill.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QtTest>

using namespace blossoms;

namespace {

class BlossomsKills : public autoplaykill::Game {
  public:
    QStringList autosaveNames() const override {
        return {QLatin1String(BlossomsFiles::kAutosaveName),
                QLatin1String(BlossomsFiles::kPreviousAutosaveName)};
    }

    QString loadError(const QString& file) override {
        QString error;
        return BlossomsFiles(comps_).open(file, error).has_value() ? QString() : error;
    }

    QByteArray newestText(const QString& dir) override {
        BlossomsFiles files(comps_);
        for (const QString& name : autosaveNames()) {
            const QString f = QDir(dir).filePath(name);
            QString error;
            if (!QFile::exists(f))
                continue;
            if (const auto saved = files.open(f, error))
                return text(*saved);
        }
        return {};
    }

    std::vector<QByteArray> simulate(const QString& start, const QString& dir, quint64 seed,
                                     int writes) override {
        std::vector<QByteArray> out{newestText(start)};
        autoplaykill::copyFiles(start, dir);
        BlossomsSession s(comps_);
        s.setAutosaveDir(dir);
        QObject::connect(&s, &TableSession::autosaved, &s, [&] {
            // What the write held: the file just written, read back.
            QString error;
            if (const auto saved = BlossomsFiles(comps_).open(s.files().autosavePath(), error))
                out.push_back(text(*saved));
            else
                out.push_back(error.toUtf8());
        });
        BlossomsAutoPlayer p(seed);
        p.begin(s);
        QElapsedTimer clock;
        clock.start();
        while (static_cast<int>(out.size()) < writes + 2 && clock.elapsed() < 60000)
            if (p.step(s).isEmpty())
                QTest::qWait(1); // a computer is thinking: its answer comes through the event loop
        return out;
    }

    // Resumed unless there is nothing to resume (a game over that is no match's game but the
    // last): the same game, seats, match and odds.
    void resume(const QString& dir, const QByteArray& found, std::size_t, bool& finished) override {
        const BlossomsFiles::Saved saved = parse(found);
        const bool matchGoesOn = saved.match && saved.match->games.size() + 1 < 3;
        finished = saved.game.isOver() && !matchGoesOn;
        BlossomsSession r(comps_);
        r.setAutosaveDir(dir);
        QCOMPARE(r.resumeAutosave(), !finished);
        if (finished)
            return;
        QVERIFY(r.game() == saved.game);
        QVERIFY(r.players() == saved.players);
        QCOMPARE(r.inMatch(), saved.match.has_value());
        QCOMPARE(r.oddsShown(), saved.odds);
        QCOMPARE(r.game().history().size(), saved.game.history().size());
    }

    quint64 dealSeed(const QByteArray& t) override { return parse(t).game.dealt().seed; }
    std::size_t actions(const QByteArray& t) override { return parse(t).game.history().size(); }

  private:
    static QByteArray text(const BlossomsFiles::Saved& s) {
        return BlossomsFiles::saveText(s.game, s.players, s.match, s.odds);
    }
    BlossomsFiles::Saved parse(const QByteArray& t) const {
        return BlossomsFiles(comps_).parse(t.toStdString());
    }
    const ComponentsPtr comps_ = Module::components();
};

} // namespace

class BlossomsCrashTest : public QObject {
    Q_OBJECT
  private slots:
    void killDuringAutosave();
};

void BlossomsCrashTest::killDuringAutosave() {
#ifndef FROSTED_GUI_BINARY
    QSKIP("the GUI binary is not known");
#else
    BlossomsKills game;
    autoplaykill::killDuringAutosave(game, QStringLiteral(FROSTED_GUI_BINARY),
                                     {QStringLiteral("--game"), QStringLiteral("blossoms")},
                                     "BLOSSOMS", 12, "Blossoms kill test");
#endif
}

int main(int argc, char** argv) {
    autoplaykill::allowTime("BLOSSOMS");
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    BlossomsCrashTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_crash.moc"
