// Balance ▸ Run on a cluster… and Open cluster results… (issue 37, docs/cluster.md): the job
// folder prepared and submitted through a stub submit.sh (in $FROSTED_CLUSTER_DIR) that keeps
// its arguments, so the exact simulate options of a 2-player hard run, a solo run and an A / B
// run are checked; Submit only where `sbatch` is on the PATH; submit.sh's failure shown; a job
// folder's report.json opened (A / B included) and unfinished or broken folders told apart.
#include "BalanceClusterDialog.h"
#include "BalanceWindow.h"
#include "Language.h"

#include "frosted/lab/balance_export.h"
#include "frosted/rules/data_loader.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <memory>

using namespace frosted;
using json = nlohmann::ordered_json;

namespace {

// Keeps its arguments (one a line) in args.txt beside itself; fails with a message when
// STUB_FAIL is set; says what a real submit.sh says.
// (No raw string: moc does not read past one.)
constexpr const char* kStubSubmit =
    "#!/bin/sh\n"
    "here=\"${0%/*}\"\n"
    ": > \"$here/args.txt\"\n"
    "for a in \"$@\"; do printf '%s\\n' \"$a\" >> \"$here/args.txt\"; done\n"
    "if [ -n \"${STUB_FAIL:-}\" ]; then echo \"submit.sh: $STUB_FAIL\" >&2; exit 2; fi\n"
    "for a in \"$@\"; do [ \"$a\" = --prepare-only ] && { echo \"prepared\"; exit 0; }; done\n"
    "sbatch --parsable\n"
    "echo \"array job 4242, merge job 4243\"\n";

constexpr const char* kStubSbatch = "#!/bin/sh\necho sbatch-ran\n";

void writeFile(const QString& path, const QByteArray& text, bool executable = false) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
    f.close();
    if (executable)
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeUser);
}

QStringList readLines(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    return lines;
}

// A copy of data/ in `dir`/`name`, one objective's points changed when `change`.
QString dataCopy(const QTemporaryDir& dir, const QString& name, bool change) {
    const std::filesystem::path folder = dir.filePath(name).toStdString();
    std::filesystem::create_directories(folder);
    for (const auto& e : std::filesystem::directory_iterator(defaultDataDir()))
        if (e.path().extension() == ".json")
            std::filesystem::copy_file(e.path(), folder / e.path().filename());
    if (change) {
        const std::filesystem::path path = folder / "objectives.json";
        json j = json::parse(std::ifstream(path));
        for (json& o : j["objectives"]) // a group of 3 instead of 10: claimed far more often
            if (o["id"] == "purple-10")
                o["threshold"] = 3;
        std::ofstream(path) << j.dump(2);
    }
    return QString::fromStdString(folder.string());
}

} // namespace

class BalanceClusterTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanup();
    void CLUSTER_twoPlayerHardRunPassesItsSimulateOptions();
    void CLUSTER_soloRunWithPartitionAndTimeLimit();
    void CLUSTER_abRunPassesDataAndCompare();
    void CLUSTER_submitNeedsSbatchOnThePath();
    void CLUSTER_failuresAreShown();
    void CLUSTER_openResultsShowsTheMergedReport();
    void CLUSTER_openResultsSaysHowFarTheRunIs();
    void CLUSTER_realScriptsAndCliGiveTheWindowsReport();

  private:
    std::unique_ptr<BalanceWindow> window();
    // The dialog for `b`'s run, the job folder `job` (in the temporary folder).
    BalanceClusterDialog* dialog(BalanceWindow& b, const QString& job);
    // Presses `button`, waits for submit.sh; true when it ended well.
    static bool press(BalanceClusterDialog& d, QPushButton* button);
    QStringList args() const { return readLines(stub_.filePath(QStringLiteral("args.txt"))); }
    // What the dialog passes before the simulate options.
    QStringList head(const BalanceClusterDialog& d, bool prepareOnly, int shards,
                     const QStringList& slurm = {}) const;

    QTemporaryDir tmp_;
    QDir stub_, bin_;
    QByteArray path_;
    ComponentsPtr comps_;
};

void BalanceClusterTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    language::installEnglishPlurals();
    comps_ = loadComponents(defaultDataDir());
    QVERIFY(tmp_.isValid());
    QVERIFY(QDir(tmp_.path()).mkpath(QStringLiteral("cluster")));
    QVERIFY(QDir(tmp_.path()).mkpath(QStringLiteral("bin")));
    stub_ = QDir(tmp_.filePath(QStringLiteral("cluster")));
    bin_ = QDir(tmp_.filePath(QStringLiteral("bin")));
    writeFile(stub_.filePath(QStringLiteral("submit.sh")), kStubSubmit, true);
    qputenv("FROSTED_CLUSTER_DIR", stub_.path().toLocal8Bit());
    path_ = qgetenv("PATH");
    // No sbatch: a PATH of a folder without one (the stub needs nothing else).
    qputenv("PATH", bin_.path().toLocal8Bit());
}

void BalanceClusterTest::cleanup() {
    QFile::remove(bin_.filePath(QStringLiteral("sbatch")));
    QFile::remove(stub_.filePath(QStringLiteral("args.txt")));
    qunsetenv("STUB_FAIL");
    qputenv("FROSTED_CLUSTER_DIR", stub_.path().toLocal8Bit());
}

std::unique_ptr<BalanceWindow> BalanceClusterTest::window() {
    auto b = std::make_unique<BalanceWindow>(comps_, comps_);
    b->setMessageBoxesEnabled(false);
    b->setFileChooser([](const QString&, const QString&) { return QString(); });
    b->show();
    return b;
}

BalanceClusterDialog* BalanceClusterTest::dialog(BalanceWindow& b, const QString& job) {
    // Report ▸ Run on a cluster…, the job folder through the window's file chooser.
    const QString folder = tmp_.filePath(job);
    auto purpose = std::make_shared<QString>();
    b.setFileChooser([purpose, folder](const QString& p, const QString&) {
        *purpose = p;
        return folder;
    });
    b.clusterAction()->trigger();
    BalanceClusterDialog* d = b.clusterDialog();
    if (!d || !d->isVisible())
        return nullptr;
    d->findChild<QPushButton*>(QStringLiteral("clusterChooseFolder"))->click();
    if (*purpose != QLatin1String("cluster") || d->jobFolder() != QDir::cleanPath(folder))
        return nullptr;
    return d;
}

bool BalanceClusterTest::press(BalanceClusterDialog& d, QPushButton* button) {
    QSignalSpy done(&d, &BalanceClusterDialog::finished);
    if (!button->isEnabled())
        return false;
    button->click();
    if (!d.busy() && done.isEmpty())
        return false;
    if (done.isEmpty() && !done.wait(10000))
        return false;
    return done.front().front().toBool();
}

QStringList BalanceClusterTest::head(const BalanceClusterDialog& d, bool prepareOnly, int shards,
                                     const QStringList& slurm) const {
    QStringList h;
    const QString cli = BalanceClusterDialog::findCli();
    if (!cli.isEmpty())
        h << QStringLiteral("--cli") << cli;
    h << slurm;
    if (prepareOnly)
        h << QStringLiteral("--prepare-only");
    h << QStringLiteral("--game") << QStringLiteral("frosted-blooms") << QStringLiteral("--shards")
      << QString::number(shards);
    Q_UNUSED(d);
    return h;
}

void BalanceClusterTest::CLUSTER_twoPlayerHardRunPassesItsSimulateOptions() {
    auto b = window();
    b->configure(2, false, {QStringLiteral("hard"), QStringLiteral("greedy")}, 40, 7, true);
    b->iterationsBox()->setValue(3);
    BalanceClusterDialog* d = dialog(*b, QStringLiteral("job-hard"));
    QVERIFY(d);
    // About 25 games a shard with a hard seat.
    QCOMPARE(d->shardsBox()->value(), 2);
    QCOMPARE(d->shardsBox()->maximum(), 40);
    d->shardsBox()->setValue(4);
    QVERIFY(d->runLabel()->text().contains(QStringLiteral("hard thinks 3 worlds")));
    QVERIFY(d->runLabel()->text().contains(QStringLiteral("40 games from seed 7")));
    QVERIFY(press(*d, d->prepareButton()));
    const QStringList expected =
        head(*d, true, 4) +
        QStringList{QStringLiteral("--players"),      QStringLiteral("2"),
                    QStringLiteral("--bot"),          QStringLiteral("hard"),
                    QStringLiteral("--bot"),          QStringLiteral("greedy"),
                    QStringLiteral("--iterations"),   QStringLiteral("3"),
                    QStringLiteral("--games"),        QStringLiteral("40"),
                    QStringLiteral("--seed"),         QStringLiteral("7"),
                    QStringLiteral("--rotate-start"), tmp_.filePath(QStringLiteral("job-hard"))};
    QCOMPARE(args(), expected);
    QVERIFY(d->outputView()->toPlainText().contains(QStringLiteral("prepared")));
    QVERIFY(d->resultLabel()->text().contains(QStringLiteral("ready")));
    // The command shown is the one run (without --prepare-only).
    QVERIFY(d->findChild<QLabel*>(QStringLiteral("clusterCommand"))
                ->text()
                .endsWith(QStringLiteral("--rotate-start ") +
                          tmp_.filePath(QStringLiteral("job-hard"))));
    // The options are the command line's: the run the window describes, for simulate.
    QCOMPARE(BalanceClusterDialog::simulateOptions(b->setup(), {}, {}),
             expected.mid(expected.indexOf(QStringLiteral("--players")), 13));
}

void BalanceClusterTest::CLUSTER_soloRunWithPartitionAndTimeLimit() {
    auto b = window();
    b->configure(1, true, {QStringLiteral("medium")}, 1200, 3, false);
    BalanceClusterDialog* d = dialog(*b, QStringLiteral("job-solo"));
    QVERIFY(d);
    QCOMPARE(d->shardsBox()->value(), 3); // about 500 games a shard
    d->partitionEdit()->setText(QStringLiteral("short"));
    d->timeEdit()->setText(QStringLiteral("01:30:00"));
    QVERIFY(press(*d, d->prepareButton()));
    const QStringList slurm{QStringLiteral("--partition"), QStringLiteral("short"),
                            QStringLiteral("--time"), QStringLiteral("01:30:00")};
    const QStringList simulate{QStringLiteral("--solo"), QStringLiteral("--bot"),
                               QStringLiteral("medium"), QStringLiteral("--games"),
                               QStringLiteral("1200"),   QStringLiteral("--seed"),
                               QStringLiteral("3")};
    QCOMPARE(args(), head(*d, true, 3, slurm) + simulate +
                         QStringList(tmp_.filePath(QStringLiteral("job-solo"))));
    // A time limit Slurm would not read is refused before submit.sh runs.
    QFile::remove(stub_.filePath(QStringLiteral("args.txt")));
    d->timeEdit()->setText(QStringLiteral("90:3"));
    QVERIFY(!press(*d, d->prepareButton()));
    QVERIFY(args().isEmpty());
    QVERIFY(d->resultLabel()->text().contains(QStringLiteral("HH:MM:SS")));
}

void BalanceClusterTest::CLUSTER_abRunPassesDataAndCompare() {
    auto b = window();
    QTemporaryDir dir;
    const QString a = dataCopy(dir, QStringLiteral("a"), false);
    const QString v = dataCopy(dir, QStringLiteral("variant"), true);
    QVERIFY(b->chooseDataSetA(a));
    QVERIFY(b->chooseDataSetB(v));
    b->configure(3, false,
                 {QStringLiteral("greedy"), QStringLiteral("random"), QStringLiteral("easy")}, 100,
                 11, true);
    BalanceClusterDialog* d = dialog(*b, QStringLiteral("job-ab"));
    QVERIFY(d);
    QVERIFY(d->runLabel()->text().contains(QStringLiteral("shared folder")));
    QVERIFY(press(*d, d->prepareButton()));
    const QStringList simulate{QStringLiteral("--players"),
                               QStringLiteral("3"),
                               QStringLiteral("--bot"),
                               QStringLiteral("greedy"),
                               QStringLiteral("--bot"),
                               QStringLiteral("random"),
                               QStringLiteral("--bot"),
                               QStringLiteral("easy"),
                               QStringLiteral("--games"),
                               QStringLiteral("100"),
                               QStringLiteral("--seed"),
                               QStringLiteral("11"),
                               QStringLiteral("--rotate-start"),
                               QStringLiteral("--data"),
                               a,
                               QStringLiteral("--compare"),
                               v};
    QCOMPARE(args(),
             head(*d, true, 1) + simulate + QStringList{tmp_.filePath(QStringLiteral("job-ab"))});
    // B built in: the built-in data's folder is compared with; A built in: no --data.
    d->close();
    b->useBuiltInA();
    b->useBuiltInB();
    d = dialog(*b, QStringLiteral("job-ab2"));
    QVERIFY(d);
    QVERIFY(press(*d, d->prepareButton()));
    QStringList builtIn = simulate.mid(0, 13);
    builtIn << QStringLiteral("--compare") << QString::fromStdString(defaultDataDir().string());
    QCOMPARE(args(),
             head(*d, true, 1) + builtIn + QStringList{tmp_.filePath(QStringLiteral("job-ab2"))});
}

void BalanceClusterTest::CLUSTER_submitNeedsSbatchOnThePath() {
    auto b = window();
    b->configure(2, false, {QStringLiteral("greedy")}, 2000, 1, true);
    BalanceClusterDialog* d = dialog(*b, QStringLiteral("job-submit"));
    QVERIFY(d);
    QCOMPARE(d->shardsBox()->value(), 4);
    // No sbatch on the PATH: Prepare only, and the dialog says why.
    QVERIFY(d->prepareButton()->isEnabled());
    QVERIFY(!d->submitButton()->isEnabled());
    QVERIFY(d->submitNote()->text().contains(QStringLiteral("sbatch")));
    QVERIFY(!d->submit());
    QVERIFY(args().isEmpty());
    d->close();

    // With sbatch: Submit runs submit.sh without --prepare-only (and the stub's sbatch ran).
    writeFile(bin_.filePath(QStringLiteral("sbatch")), kStubSbatch, true);
    d = dialog(*b, QStringLiteral("job-submit"));
    QVERIFY(d);
    QVERIFY(d->submitButton()->isEnabled());
    QVERIFY(press(*d, d->submitButton()));
    const QStringList got = args();
    QVERIFY(!got.contains(QStringLiteral("--prepare-only")));
    QCOMPARE(got.mid(0, got.indexOf(QStringLiteral("--players"))), head(*d, false, 4));
    QVERIFY(d->outputView()->toPlainText().contains(QStringLiteral("sbatch-ran")));
    QVERIFY(d->outputView()->toPlainText().contains(QStringLiteral("array job 4242")));
    QVERIFY(d->resultLabel()->text().contains(QStringLiteral("Submitted")));
    QVERIFY(d->resultLabel()->text().contains(QStringLiteral("report.json")));
}

void BalanceClusterTest::CLUSTER_failuresAreShown() {
    auto b = window();
    BalanceClusterDialog* d = dialog(*b, QStringLiteral("job-fail"));
    QVERIFY(d);
    // submit.sh refuses (another run in that folder): its message and exit code are shown.
    qputenv("STUB_FAIL", "OUT/run.json describes another run");
    QVERIFY(!press(*d, d->prepareButton()));
    QVERIFY(d->resultLabel()->text().contains(QStringLiteral("exit 2")));
    QVERIFY(d->outputView()->toPlainText().contains(QStringLiteral("describes another run")));
    QVERIFY(d->prepareButton()->isEnabled());
    d->close();
    // No submit.sh where FROSTED_CLUSTER_DIR points: nothing to run, and the dialog says where.
    qputenv("FROSTED_CLUSTER_DIR", tmp_.filePath(QStringLiteral("nowhere")).toLocal8Bit());
    d = dialog(*b, QStringLiteral("job-fail"));
    QVERIFY(d);
    QVERIFY(!d->prepareButton()->isEnabled());
    QVERIFY(!d->prepare());
    QVERIFY(d->resultLabel()->text().contains(QStringLiteral("nowhere")));
}

void BalanceClusterTest::CLUSTER_openResultsShowsTheMergedReport() {
    // A small run's report, as the merge job writes it (simulate --report: reportJson).
    auto run = window();
    run->configure(2, false, {QStringLiteral("greedy"), QStringLiteral("random")}, 8, 5, true);
    run->runNow();
    QVERIFY(run->reportA());
    QDir job(tmp_.filePath(QStringLiteral("done")));
    QVERIFY(job.mkpath(QStringLiteral(".")));
    writeFile(job.filePath(QStringLiteral("report.json")),
              QByteArray::fromStdString(reportJson(*run->reportA()).dump(2) + "\n"));

    auto b = window();
    b->setFileChooser([&job](const QString& purpose, const QString&) {
        return purpose == QLatin1String("cluster-results") ? job.path() : QString();
    });
    b->openClusterAction()->trigger(); // Report ▸ Open cluster results…
    QVERIFY(b->reportA());
    QVERIFY(!b->reportB());
    QVERIFY(reportJson(*b->reportA()) == reportJson(*run->reportA()));
    QVERIFY(b->statusLabel()->text().contains(QStringLiteral("done")));

    // An A / B run's document: both reports and the A / B tab.
    QTemporaryDir dir;
    QVERIFY(run->chooseDataSetB(dataCopy(dir, QStringLiteral("variant"), true)));
    run->runNow();
    QVERIFY(run->reportB());
    writeFile(job.filePath(QStringLiteral("report.json")),
              QByteArray::fromStdString(balanceJson(*run->reportA(), run->reportB())));
    QVERIFY(b->openClusterResults(job.path()));
    QVERIFY(b->reportB());
    QVERIFY(reportJson(*b->reportB()) == reportJson(*run->reportB()));
    QCOMPARE(b->differences().size(), run->differences().size());

    // A damaged report is refused as such, the report shown stays.
    writeFile(job.filePath(QStringLiteral("report.json")), "{\"games\": ");
    QVERIFY(!b->openClusterResults(job.path()));
    QVERIFY(b->lastError().contains(QStringLiteral("report.json")));
    QVERIFY(b->reportB());
}

void BalanceClusterTest::CLUSTER_openResultsSaysHowFarTheRunIs() {
    auto b = window();
    QDir job(tmp_.filePath(QStringLiteral("going")));
    QVERIFY(job.mkpath(QStringLiteral("shards")));
    // Not a folder; a folder that is no job folder.
    QVERIFY(!b->openClusterResults(tmp_.filePath(QStringLiteral("missing"))));
    QVERIFY(b->lastError().contains(QStringLiteral("not a folder")));
    QVERIFY(!b->openClusterResults(job.path()));
    QVERIFY(b->lastError().contains(QStringLiteral("no run.json")));
    // 2 of 4 shards written (a task's temporary file does not count).
    writeFile(job.filePath(QStringLiteral("run.json")),
              R"({"game": "frosted-blooms", "shards": 4})");
    writeFile(job.filePath(QStringLiteral("shards/shard-0001.json")), "{}");
    writeFile(job.filePath(QStringLiteral("shards/shard-0003.json")), "{}");
    writeFile(job.filePath(QStringLiteral("shards/shard-0002.json.tmp.77")), "{");
    QVERIFY(!b->openClusterResults(job.path()));
    QVERIFY2(b->lastError().contains(QStringLiteral("2 of 4 shard files")),
             qPrintable(b->lastError()));
    QVERIFY(!b->reportA());
    // All there, the merge not run.
    writeFile(job.filePath(QStringLiteral("shards/shard-0002.json")), "{}");
    writeFile(job.filePath(QStringLiteral("shards/shard-0004.json")), "{}");
    QVERIFY(!b->openClusterResults(job.path()));
    QVERIFY(b->lastError().contains(QStringLiteral("the merge has not run yet")));
    // A damaged run.json: the shards are counted all the same.
    writeFile(job.filePath(QStringLiteral("run.json")), "{\"shards\"");
    QVERIFY(!b->openClusterResults(job.path()));
    QVERIFY2(b->lastError().contains(QStringLiteral("4 shard files")), qPrintable(b->lastError()));
    QVERIFY(b->isVisible());
}

// The real scripts/cluster/submit.sh (found in the source tree) prepares the folder with the
// options the dialog gives; each task of the array and the merge run by hand as Slurm runs them
// (bash shard.sbatch with SLURM_ARRAY_TASK_ID, bash merge.sbatch); the job folder then opens
// with exactly the report of the same run played in the window, A / B included.
void BalanceClusterTest::CLUSTER_realScriptsAndCliGiveTheWindowsReport() {
#ifndef FROSTED_CLI
    QSKIP("built without frosted-blooms-cli");
#else
    qunsetenv("FROSTED_CLUSTER_DIR");
    if (!QFileInfo(BalanceClusterDialog::findSubmitScript()).isFile())
        QSKIP("no scripts/cluster/submit.sh");
    // The CLI on the PATH, where submit.sh finds an installed release's.
    QVERIFY(QFile::link(QStringLiteral(FROSTED_CLI),
                        bin_.filePath(QStringLiteral("frosted-blooms-cli"))));
    qputenv("PATH", bin_.path().toLocal8Bit() + ':' + path_);
    const auto restore = qScopeGuard([this] {
        qputenv("PATH", bin_.path().toLocal8Bit());
        QFile::remove(bin_.filePath(QStringLiteral("frosted-blooms-cli")));
    });
    auto b = window();
    QTemporaryDir dir;
    QVERIFY(b->chooseDataSetB(dataCopy(dir, QStringLiteral("variant"), true)));
    b->configure(2, false, {QStringLiteral("greedy"), QStringLiteral("random")}, 12, 3, true);
    BalanceClusterDialog* d = dialog(*b, QStringLiteral("job-real"));
    QVERIFY(d);
    d->shardsBox()->setValue(3);
    QVERIFY2(press(*d, d->prepareButton()), qPrintable(d->outputView()->toPlainText()));
    const QString job = d->jobFolder();
    const auto task = [&job](const QString& script, int k) {
        QProcess p;
        p.setWorkingDirectory(job);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (k > 0)
            env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QString::number(k));
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QStringLiteral("bash"), {QDir(job).filePath(script)});
        return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit &&
               p.exitCode() == 0;
    };
    for (int k = 1; k <= 3; ++k) {
        QVERIFY(task(QStringLiteral("shard.sbatch"), k));
        if (k == 2) {
            QVERIFY(!b->openClusterResults(job));
            QVERIFY2(b->lastError().contains(QStringLiteral("2 of 3 shard files")),
                     qPrintable(b->lastError()));
        }
    }
    QVERIFY(!b->openClusterResults(job));
    QVERIFY(b->lastError().contains(QStringLiteral("the merge has not run yet")));
    QVERIFY(task(QStringLiteral("merge.sbatch"), 0));
    QVERIFY(b->openClusterResults(job));
    QVERIFY(b->reportB());
    QFile file(QDir(job).filePath(QStringLiteral("report.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray cluster = file.readAll();
    // The same run played here: the same document, field for field and in the same order (the
    // command line writes its short arrays on one line, Export JSON… one number a line).
    b->runNow();
    QVERIFY(b->reportB());
    const json here = json::parse(balanceJson(*b->reportA(), b->reportB()));
    QCOMPARE(QString::fromStdString(json::parse(cluster.toStdString()).dump(1)),
             QString::fromStdString(here.dump(1)));
#endif
}

QTEST_MAIN(BalanceClusterTest)
#include "test_balance_cluster.moc"
