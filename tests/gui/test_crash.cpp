// Kill during autosave (Qt Test + QProcess; the loop shared with every game's,
// tests/shell/autoplay_kill.h): the real frosted-blooms, offscreen, its autosave in a
// temporary FROSTED_BLOOMS_DATA_HOME, with a computer at the controls (`--autoplay`, AutoPlay.h),
// killed with SIGKILL at random moments, many times over; `--autoplay-write-pause` makes each
// autosave write take a few milliseconds so that many kills land inside one. Each run resumes
// what the last one left.
//
// After each kill:
// - every autosave file there is loads with the core's loadFromFile, and none is damaged;
// - the autosave resumes (in a GameController of this process, on a copy of the files) to the
//   last step the program autosaved or the one before it (the step being written when it was
//   killed is lost, never more), with the undo history and the game log, first line included,
//   that the program had at that step.
// The steps the program took are known because AutoPlayer is deterministic: this process plays
// the same run on a copy of the files the program started from, and keeps, for each of its
// autosaves, the save text, the log lines and the number of undo steps.
//
//   FROSTED_KILLS      how many kills (default 20)
//   FROSTED_KILL_SEED  the seed of the runs and of the kill moments (default: from the clock)
#include "AutoPlay.h"
#include "GameController.h"

#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include "../shell/autoplay_kill.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QtTest>

using namespace frosted;

namespace {

struct Snapshot {
    QByteArray text; // the save text of the game at that autosave
    QStringList log; // the controller's log once the step has been told
    std::size_t undo = 0;
    bool told = false;
};

class FrostedKills : public autoplaykill::Game {
  public:
    QStringList autosaveNames() const override {
        return {QStringLiteral("autosave.frosted.json"),
                QStringLiteral("autosave.previous.frosted.json")};
    }

    QString loadError(const QString& file) override {
        try {
            (void)loadFromFile(comps_, QFile::encodeName(file).toStdString());
            return {};
        } catch (const std::exception& e) {
            return QString::fromStdString(e.what());
        }
    }

    QByteArray newestText(const QString& dir) override {
        for (const QString& name : autosaveNames()) {
            const QString f = QDir(dir).filePath(name);
            if (!QFile::exists(f))
                continue;
            try {
                return QByteArray::fromStdString(
                    saveToText(loadFromFile(comps_, QFile::encodeName(f).toStdString())));
            } catch (const std::exception&) {
            }
        }
        return {};
    }

    // Keeps, for each autosave, the save text, the log lines and the number of undo steps.
    std::vector<QByteArray> simulate(const QString& start, const QString& dir, quint64 seed,
                                     int writes) override {
        std::vector<Snapshot>& out = snapshots_;
        out.assign(1, {});
        out[0].text = newestText(start);
        out[0].told = true;
        {
            // A resume of those files (a copy: a resume autosaves) tells its log and undo steps.
            GameController before(comps_);
            before.setAutosaveDir(dir + QStringLiteral("-before"));
            autoplaykill::copyFiles(start, dir + QStringLiteral("-before"));
            if (before.resumeAutosave()) {
                out[0].log = before.log();
                out[0].undo = before.undoSteps();
            }
        }
        autoplaykill::copyFiles(start, dir);
        GameController c(comps_);
        c.setAutosaveDir(dir);
        QObject::connect(&c, &GameController::autosaved, &c, [&] {
            out.push_back({QByteArray::fromStdString(saveToText(c.fullState())), {}, 0, false});
        });
        auto tell = [&] {
            if (!out.back().told && !c.replaying()) {
                out.back().log = c.log();
                out.back().undo = c.undoSteps();
                out.back().told = true;
            }
        };
        AutoPlayer p(seed);
        p.begin(c);
        for (int guard = 0; guard < 200000; ++guard) {
            tell();
            if (static_cast<int>(out.size()) >= writes + 1 && out.back().told)
                break;
            p.step(c);
        }
        std::vector<QByteArray> texts;
        for (const Snapshot& s : out)
            texts.push_back(s.text);
        return texts;
    }

    // Resumed unless that game is over, with the undo history and the game log, first line
    // included, that the program had at that step.
    void resume(const QString& dir, const QByteArray& found, std::size_t step,
                bool& finished) override {
        GameController r(comps_);
        r.setAutosaveDir(dir);
        QVERIFY(r.setAsideDamagedAutosaves().isEmpty());
        const auto resumable = r.files().resumableAutosave();
        QCOMPARE(resumable.has_value(), !loadFromText(comps_, found.toStdString()).isOver());
        finished = !resumable;
        if (finished)
            return;
        QVERIFY(QByteArray::fromStdString(saveToText(*resumable)) == found);
        QVERIFY(r.resumeAutosave());
        const Snapshot& match = snapshots_[step];
        QCOMPARE(r.log(), match.log);
        QVERIFY(r.log().front().startsWith(QStringLiteral("New game (seed ")));
        QCOMPARE(r.undoSteps(), match.undo);
    }

    quint64 dealSeed(const QByteArray& text) override {
        return loadFromText(comps_, text.toStdString()).seed();
    }
    std::size_t actions(const QByteArray& text) override {
        return loadFromText(comps_, text.toStdString()).actions().size();
    }

  private:
    const ComponentsPtr comps_ = loadComponents(defaultDataDir());
    std::vector<Snapshot> snapshots_; // of the last simulate()
};

} // namespace

class CrashTest : public QObject {
    Q_OBJECT
  private slots:
    void killDuringAutosave();
};

void CrashTest::killDuringAutosave() {
#ifndef FROSTED_GUI_BINARY
    QSKIP("the GUI binary is not known");
#else
    FrostedKills game;
    autoplaykill::killDuringAutosave(game, QStringLiteral(FROSTED_GUI_BINARY), {}, "FROSTED", 20,
                                     "kill test");
#endif
}

int main(int argc, char** argv) {
    autoplaykill::allowTime("FROSTED");
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    CrashTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_crash.moc"
