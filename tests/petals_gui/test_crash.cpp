// Kill during autosave, for Petals (Qt Test + QProcess; the loop shared with every game's,
// tests/shell/autoplay_kill.h): the real `frosted-blooms --game petals`, offscreen, its autosave
// in a temporary FROSTED_BLOOMS_DATA_HOME, with a computer at the controls (`--autoplay`,
// PetalsAutoPlay.h: 2-5 seats of people and computers, both variants), killed with SIGKILL at
// random moments, many times over; `--autoplay-write-pause` makes each autosave write take a few
// milliseconds so that many kills land inside one. Each run resumes what the last one left.
// After each kill:
// - every autosave file there is (autosave.petals.json, autosave.previous.petals.json) loads with
//   the rules (petals::loadSave, through PetalsFiles) — none is damaged;
// - the autosave resumes (in a PetalsSession of this process, on a copy of the files) to the last
//   step the program autosaved, or, killed inside a write, to the step before the one being
//   written (or that one, when the write had completed but its line was not printed yet) — never
//   to anything older; the resumed game is that step's, its seats' players and log included.
// The steps the program took are known because PetalsAutoPlayer is deterministic: this process
// plays the same run on a copy of the files the program started from and keeps the text of each
// of its autosaves.
//
//   PETALS_KILLS      how many kills (default 12)
//   PETALS_KILL_SEED  the seed of the runs and of the kill moments (default: from the clock)
#include "PetalsAutoPlay.h"
#include "PetalsFiles.h"
#include "PetalsSession.h"

#include "petals/rules/module.h"

#include "../shell/autoplay_kill.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QtTest>

using namespace petals;

namespace {

class PetalsKills : public autoplaykill::Game {
  public:
    QStringList autosaveNames() const override {
        return {QLatin1String(PetalsFiles::kAutosaveName),
                QLatin1String(PetalsFiles::kPreviousAutosaveName)};
    }

    QString loadError(const QString& file) override {
        QString error;
        return PetalsFiles(comps_).open(file, error).has_value() ? QString() : error;
    }

    QByteArray newestText(const QString& dir) override {
        PetalsFiles files(comps_);
        for (const QString& name : autosaveNames()) {
            const QString f = QDir(dir).filePath(name);
            QString error;
            if (!QFile::exists(f))
                continue;
            if (const auto saved = files.open(f, error))
                return PetalsFiles::saveText(saved->game, saved->players);
        }
        return {};
    }

    std::vector<QByteArray> simulate(const QString& start, const QString& dir, quint64 seed,
                                     int writes) override {
        std::vector<QByteArray> out{newestText(start)};
        autoplaykill::copyFiles(start, dir);
        PetalsSession s(comps_);
        s.setAutosaveDir(dir);
        QObject::connect(&s, &TableSession::autosaved, &s,
                         [&] { out.push_back(PetalsFiles::saveText(s.game(), s.players())); });
        PetalsAutoPlayer p(seed);
        p.begin(s);
        QElapsedTimer clock;
        clock.start();
        while (static_cast<int>(out.size()) < writes + 2 && clock.elapsed() < 60000)
            if (p.step(s).isEmpty())
                QTest::qWait(1); // a computer is thinking: its answer comes through the event loop
        return out;
    }

    // Resumed unless that game is over: the same game, seats and log.
    void resume(const QString& dir, const QByteArray& found, std::size_t, bool& finished) override {
        const PetalsFiles::Saved saved = parse(found);
        PetalsSession r(comps_);
        r.setAutosaveDir(dir);
        QCOMPARE(r.resumeAutosave(), !saved.game.isOver());
        finished = saved.game.isOver();
        if (finished)
            return;
        QVERIFY(r.game() == saved.game);
        QVERIFY(r.players() == saved.players);
        QCOMPARE(r.game().log().size(), saved.game.log().size());
    }

    quint64 dealSeed(const QByteArray& text) override { return parse(text).game.dealt().seed; }
    std::size_t actions(const QByteArray& text) override {
        return parse(text).game.history().size();
    }

  private:
    PetalsFiles::Saved parse(const QByteArray& text) const {
        return PetalsFiles(comps_).parse(text.toStdString());
    }
    const ComponentsPtr comps_ = Module::components();
};

} // namespace

class PetalsCrashTest : public QObject {
    Q_OBJECT
  private slots:
    void killDuringAutosave();
};

void PetalsCrashTest::killDuringAutosave() {
#ifndef FROSTED_GUI_BINARY
    QSKIP("the GUI binary is not known");
#else
    PetalsKills game;
    autoplaykill::killDuringAutosave(game, QStringLiteral(FROSTED_GUI_BINARY),
                                     {QStringLiteral("--game"), QStringLiteral("petals")}, "PETALS",
                                     12, "Petals kill test");
#endif
}

int main(int argc, char** argv) {
    autoplaykill::allowTime("PETALS");
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    PetalsCrashTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_crash.moc"
