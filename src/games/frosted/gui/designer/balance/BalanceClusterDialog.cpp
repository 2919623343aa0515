// Report ▸ Run on a cluster… and Open cluster results… (issue 37): the run sent to Slurm through
// scripts/cluster/submit.sh, and the merged report opened.
#include "BalanceClusterDialog.h"

#include "BalanceWindow.h"
#include "SaveFiles.h"
#include "Words.h"

#include "engine/files.h"
#include "frosted/rules/data_loader.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

#include <algorithm>

using namespace frosted;

namespace {

constexpr int kMaxShards = 1000; // Slurm's default MaxArraySize (1001) allows tasks 0..1000

const char* const kGrey = "#5a6978";

// An argument as a POSIX shell reads it back.
QString shellQuoted(const QString& arg) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:=,+@%-]+$"));
    if (plain.match(arg).hasMatch())
        return arg;
    QString q = arg;
    q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

QString coloured(const QString& colour, const QString& text) {
    return QStringLiteral("<span style='color:%1'>%2</span>").arg(colour, text.toHtmlEscaped());
}

// A scroll area as tall as its contents at its width (word-wrapped labels), so the dialog opens
// showing them whole where the screen allows.
class FittingScrollArea : public QScrollArea {
  public:
    using QScrollArea::QScrollArea;
    QSize sizeHint() const override {
        const QSize base = QScrollArea::sizeHint();
        if (!widget() || !widget()->hasHeightForWidth())
            return base;
        const int w = isVisible() ? viewport()->width() : 720;
        return {base.width(), widget()->heightForWidth(w) + 2 * frameWidth()};
    }
};

QString shownFolder(const QString& folder) {
    return QDir::toNativeSeparators(savefiles::shownPath(folder));
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Finding submit.sh and the CLI; the run's options

QString BalanceClusterDialog::findSubmitScript() {
    const QString submit = QStringLiteral("submit.sh");
    const QString over = qEnvironmentVariable("FROSTED_CLUSTER_DIR");
    if (!over.isEmpty())
        return QDir(over).filePath(submit);
    // Installed beside the program, else the source tree's scripts/cluster (a build folder's
    // program), as defaultDataDir finds data/.
    const std::filesystem::path dir =
        engine::bundledDataDir(FROSTED_CLUSTER_SOURCE_DIR, FROSTED_CLUSTER_FROM_BIN, "submit.sh");
    return QDir(QString::fromStdString(dir.string())).filePath(submit);
}

QString BalanceClusterDialog::findCli() {
    const QString cli =
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("frosted-blooms-cli"));
    const QFileInfo info(cli);
    return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
}

QStringList BalanceClusterDialog::simulateOptions(const BalanceSetup& s, const QString& dataA,
                                                  const QString& compare) {
    QStringList o;
    if (s.solo)
        o << QStringLiteral("--solo");
    else
        o << QStringLiteral("--players") << QString::number(s.players);
    for (const std::string& bot : s.bots)
        o << QStringLiteral("--bot") << QString::fromStdString(bot);
    if (s.iterations > 0)
        o << QStringLiteral("--iterations") << QString::number(s.iterations);
    o << QStringLiteral("--games") << QString::number(s.games);
    o << QStringLiteral("--seed") << QString::number(s.seed);
    if (s.rotateStart)
        o << QStringLiteral("--rotate-start");
    if (!dataA.isEmpty())
        o << QStringLiteral("--data") << dataA;
    if (!compare.isEmpty())
        o << QStringLiteral("--compare") << compare;
    return o;
}

int BalanceClusterDialog::defaultShards(const BalanceSetup& s) {
    // About 500 games a shard (a few minutes of greedy games), 25 with a hard seat (hard's games
    // take seconds to a minute each).
    const bool hard = std::find(s.bots.begin(), s.bots.end(), "hard") != s.bots.end();
    const int per = hard ? 25 : 500;
    const int shards = (s.games + per - 1) / per;
    return std::clamp(shards, 1, std::max(1, std::min(s.games, kMaxShards)));
}

// ---------------------------------------------------------------------------------------------
// The dialog

BalanceClusterDialog::BalanceClusterDialog(BalanceWindow* window)
    : QDialog(window), window_(window) {
    setObjectName(QStringLiteral("balanceClusterDialog"));
    setWindowTitle(tr("Run on a cluster — Balance"));
    auto* l = new QVBoxLayout(this);
    // The run and its settings scroll on a short screen (1024x600 at a larger text size); the
    // buttons and submit.sh's answer stay in sight.
    auto* scroll = new FittingScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* body = new QWidget(scroll);
    auto* bl = new QVBoxLayout(body);
    bl->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(6);
    auto* intro = new QLabel(tr("Play these games on a Slurm cluster: shards of them on many "
                                "nodes, then one report, the same as this computer's (see "
                                "<i>docs/cluster.md</i>)."),
                             this);
    intro->setWordWrap(true);
    bl->addWidget(intro);

    auto* runGroup = new QGroupBox(tr("The run"), this);
    auto* rv = new QVBoxLayout(runGroup);
    run_ = new QLabel(runGroup);
    run_->setObjectName(QStringLiteral("clusterRun"));
    run_->setWordWrap(true);
    run_->setTextFormat(Qt::RichText);
    rv->addWidget(run_);
    bl->addWidget(runGroup);

    auto* jobGroup = new QGroupBox(tr("On the cluster"), this);
    auto* form = new QFormLayout(jobGroup);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(4);
    auto* shardsRow = new QHBoxLayout;
    shards_ = new QSpinBox(jobGroup);
    shards_->setObjectName(QStringLiteral("clusterShards"));
    shards_->setToolTip(tr("How many jobs of the array share the games (each plays a contiguous "
                           "block of them). Slurm's usual limit is %1.")
                            .arg(kMaxShards));
    shardsRow->addWidget(shards_);
    perShard_ = new QLabel(jobGroup);
    shardsRow->addWidget(perShard_, 1);
    auto* shardsLabel = new QLabel(tr("Sh&ards:"), jobGroup);
    shardsLabel->setBuddy(shards_);
    form->addRow(shardsLabel, shardsRow);
    partition_ = new QLineEdit(jobGroup);
    partition_->setObjectName(QStringLiteral("clusterPartition"));
    partition_->setPlaceholderText(tr("the cluster's default"));
    partition_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z0-9_.,-]*")), partition_));
    form->addRow(tr("&Partition:"), partition_);
    time_ = new QLineEdit(jobGroup);
    time_->setObjectName(QStringLiteral("clusterTime"));
    time_->setPlaceholderText(tr("HH:MM:SS a shard, or the partition's default"));
    time_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("([0-9]+-)?[0-9]{0,3}(:[0-9]{0,2}){0,2}")), time_));
    form->addRow(tr("&Time limit:"), time_);
    auto* folderRow = new QHBoxLayout;
    folder_ = new QLineEdit(jobGroup);
    folder_->setObjectName(QStringLiteral("clusterFolder"));
    folder_->setToolTip(tr("The job folder: the run's setup, the batch scripts, the shards, the "
                           "logs and the report. It must be on a folder the cluster's nodes "
                           "share."));
    folderRow->addWidget(folder_, 1);
    auto* chooseFolder = new QPushButton(tr("C&hoose…"), jobGroup);
    chooseFolder->setObjectName(QStringLiteral("clusterChooseFolder"));
    connect(chooseFolder, &QPushButton::clicked, this, [this] {
        const QString dir = window_->choose(QStringLiteral("cluster"), jobFolder());
        if (!dir.isEmpty())
            folder_->setText(QDir::toNativeSeparators(dir));
    });
    folderRow->addWidget(chooseFolder);
    auto* folderLabel = new QLabel(tr("&Job folder:"), jobGroup);
    folderLabel->setBuddy(folder_);
    form->addRow(folderLabel, folderRow);
    bl->addWidget(jobGroup);

    command_ = new QLabel(this);
    command_->setObjectName(QStringLiteral("clusterCommand"));
    command_->setWordWrap(true);
    command_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    command_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    command_->setToolTip(tr("The command that Prepare and Submit run (Prepare adds "
                            "--prepare-only); it can be run on the cluster's login node too"));
    bl->addWidget(command_);
    where_ = new QLabel(this);
    where_->setWordWrap(true);
    where_->setTextFormat(Qt::RichText);
    bl->addWidget(where_);
    scroll->setWidget(body);
    l->addWidget(scroll);

    auto* buttons = new QHBoxLayout;
    prepare_ = new QPushButton(tr("&Prepare"), this);
    prepare_->setObjectName(QStringLiteral("clusterPrepare"));
    prepare_->setToolTip(tr("Write the job folder without submitting anything"));
    connect(prepare_, &QPushButton::clicked, this, &BalanceClusterDialog::prepare);
    submit_ = new QPushButton(tr("&Submit"), this);
    submit_->setObjectName(QStringLiteral("clusterSubmit"));
    connect(submit_, &QPushButton::clicked, this, &BalanceClusterDialog::submit);
    auto* close = new QPushButton(tr("Close"), this);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    buttons->addWidget(prepare_);
    buttons->addWidget(submit_);
    buttons->addStretch(1);
    buttons->addWidget(close);
    l->addLayout(buttons);
    submitNote_ = new QLabel(this);
    submitNote_->setObjectName(QStringLiteral("clusterSubmitNote"));
    submitNote_->setWordWrap(true);
    submitNote_->setTextFormat(Qt::RichText);
    l->addWidget(submitNote_);
    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("clusterResult"));
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::RichText);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->addWidget(result_);
    output_ = new QPlainTextEdit(this);
    output_->setObjectName(QStringLiteral("clusterOutput"));
    output_->setReadOnly(true);
    output_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    output_->setPlaceholderText(tr("What submit.sh says appears here."));
    output_->setMinimumHeight(output_->fontMetrics().lineSpacing() * 3 + 12);
    l->addWidget(output_, 1);

    connect(shards_, &QSpinBox::valueChanged, this, &BalanceClusterDialog::refreshCommand);
    for (QLineEdit* e : {partition_, time_, folder_})
        connect(e, &QLineEdit::textChanged, this, &BalanceClusterDialog::refreshCommand);
    refresh();
    // As tall as the run and its settings need with 8 lines of submit.sh's answer, the window's
    // screen permitting (ScreenFit).
    resize(760, sizeHint().height() - output_->sizeHint().height() +
                    output_->fontMetrics().lineSpacing() * 8 + 12);
}

BalanceClusterDialog::~BalanceClusterDialog() {
    if (process_ && process_->state() != QProcess::NotRunning) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(3000);
    }
}

void BalanceClusterDialog::refresh() {
    setup_ = window_->setup();
    dataA_ = window_->folderA_;
    compare_.clear();
    if (window_->b_)
        compare_ = window_->folderB_.isEmpty() ? QString::fromStdString(defaultDataDir().string())
                                               : window_->folderB_;
    script_ = findSubmitScript();
    cli_ = findCli();
    sbatch_ = !QStandardPaths::findExecutable(QStringLiteral("sbatch")).isEmpty();
    const int most = std::max(1, std::min(setup_.games, kMaxShards));
    shards_->setRange(1, most);
    shards_->setValue(defaultShards(setup_));
    if (folder_->text().isEmpty()) {
        QString base = window_->lastFolder_;
        if (base.isEmpty())
            base = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        folder_->setText(QDir::toNativeSeparators(QDir(base).filePath(
            QStringLiteral("balance-cluster-") +
            QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")))));
    }
    run_->setText(describeRun());
    refreshCommand();
}

QString BalanceClusterDialog::describeRun() const {
    const BalanceSetup& s = setup_;
    QStringList seats;
    for (std::size_t i = 0; i < s.bots.size(); ++i) {
        const QString bot = words::botName(QString::fromStdString(s.bots[i]));
        seats << (s.solo ? tr("the player: %1").arg(bot)
                         : tr("Seat %1 %2").arg(static_cast<int>(i) + 1).arg(bot));
    }
    QString mode =
        s.solo ? tr("Solo against the Master Gardener") : tr("%n player(s)", "", s.players);
    QString text = QStringLiteral("<b>%1</b> · %2")
                       .arg(mode.toHtmlEscaped(), words::joined(seats).toHtmlEscaped());
    if (s.iterations > 0)
        text += QStringLiteral(" · ") +
                tr("hard thinks %n world(s) a decision", "", s.iterations).toHtmlEscaped();
    text += QStringLiteral("<br>") +
            tr("%Ln game(s) from seed %1", "", s.games).arg(s.seed).toHtmlEscaped();
    if (!s.solo)
        text +=
            QStringLiteral(" · ") +
            (s.rotateStart ? tr("who starts rotates") : tr("Seat 1 always starts")).toHtmlEscaped();
    text += QStringLiteral("<br>") +
            tr("Data set A: %1")
                .arg(dataA_.isEmpty() ? tr("built-in data") : shownFolder(dataA_))
                .toHtmlEscaped();
    // B built in: the built-in data's folder, which the nodes read like any other.
    if (!compare_.isEmpty())
        text += QStringLiteral(" · ") +
                tr("compared with B: %1")
                    .arg(window_->folderB_.isEmpty()
                             ? tr("built-in data (%1)").arg(shownFolder(compare_))
                             : shownFolder(compare_))
                    .toHtmlEscaped();
    if (!dataA_.isEmpty() || !compare_.isEmpty())
        text += QStringLiteral("<br>") +
                coloured(kGrey, tr("The cluster's nodes read the data from these folders: "
                                   "they must see them at the same place (a shared folder)."));
    return text;
}

QString BalanceClusterDialog::jobFolder() const {
    QString f = QDir::fromNativeSeparators(folder_->text().trimmed());
    if (f.startsWith(QStringLiteral("~/")))
        f = QDir::home().filePath(f.mid(2));
    return f.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(f).absoluteFilePath());
}

QStringList BalanceClusterDialog::submitArguments(bool prepareOnly) const {
    QStringList a;
    if (!cli_.isEmpty())
        a << QStringLiteral("--cli") << cli_;
    if (!partition_->text().isEmpty())
        a << QStringLiteral("--partition") << partition_->text();
    if (!time_->text().isEmpty())
        a << QStringLiteral("--time") << time_->text();
    if (prepareOnly)
        a << QStringLiteral("--prepare-only");
    a << QStringLiteral("--game") << QStringLiteral("frosted-blooms") << QStringLiteral("--shards")
      << QString::number(shards_->value());
    a << simulateOptions(setup_, dataA_, compare_);
    a << jobFolder();
    return a;
}

void BalanceClusterDialog::refreshCommand() {
    const int per = (setup_.games + shards_->value() - 1) / shards_->value();
    perShard_->setText(tr("up to %n game(s) a shard", "", per));
    QStringList shown{shellQuoted(script_)};
    for (const QString& a : submitArguments(false))
        shown << shellQuoted(a);
    command_->setText(shown.join(QLatin1Char(' ')));
    const bool scriptThere = QFileInfo(script_).isFile();
    QString where = scriptThere
                        ? coloured(kGrey, tr("submit.sh: %1").arg(shownFolder(script_)))
                        : coloured(QStringLiteral("#b3261e"),
                                   tr("submit.sh is not at %1: set FROSTED_CLUSTER_DIR to the "
                                      "folder of scripts/cluster.")
                                       .arg(shownFolder(script_)));
    where +=
        QStringLiteral("<br>") +
        coloured(kGrey, cli_.isEmpty() ? tr("No frosted-blooms-cli next to this program: submit.sh "
                                            "uses the one on the PATH.")
                                       : tr("The shards are played by %1.").arg(shownFolder(cli_)));
    where_->setText(where);
    refreshButtons();
}

void BalanceClusterDialog::refreshButtons() {
    const bool ready = !busy() && QFileInfo(script_).isFile() && !jobFolder().isEmpty();
    prepare_->setEnabled(ready);
    submit_->setEnabled(ready && sbatch_);
    if (!sbatch_) {
        submitNote_->setText(
            coloured(kGrey, tr("Submit needs Slurm's sbatch, which is not on this computer's "
                               "PATH: Prepare the folder here, then run the command above on "
                               "the cluster's login node.")));
        submit_->setToolTip(tr("sbatch is not on the PATH"));
    } else {
        submitNote_->setText(coloured(kGrey, tr("Submit sends the array of shards and the merge "
                                                "job to Slurm (sbatch).")));
        submit_->setToolTip(tr("Submit the shards and the merge job to Slurm"));
    }
}

bool BalanceClusterDialog::busy() const {
    return process_ && process_->state() != QProcess::NotRunning;
}

bool BalanceClusterDialog::prepare() {
    return startScript(true);
}

bool BalanceClusterDialog::submit() {
    if (!sbatch_)
        return false;
    return startScript(false);
}

bool BalanceClusterDialog::startScript(bool prepareOnly) {
    if (busy())
        return false;
    const auto refuse = [this](const QString& why) {
        result_->setText(coloured(QStringLiteral("#b3261e"), why));
        return false;
    };
    if (!QFileInfo(script_).isFile())
        return refuse(tr("submit.sh is not at %1.").arg(shownFolder(script_)));
    if (jobFolder().isEmpty())
        return refuse(tr("Choose the job folder first."));
    static const QRegularExpression slurmTime(QStringLiteral("^([0-9]+-)?[0-9]+(:[0-9]{2}){0,2}$"));
    if (!time_->text().isEmpty() && !slurmTime.match(time_->text()).hasMatch())
        return refuse(tr("The time limit is HH:MM:SS (or D-HH:MM:SS, or minutes), not “%1”.")
                          .arg(time_->text()));
    preparing_ = prepareOnly;
    output_->clear();
    if (!process_) {
        process_ = new QProcess(this);
        process_->setProcessChannelMode(QProcess::MergedChannels);
        connect(process_, &QProcess::readyRead, this, [this] {
            output_->moveCursor(QTextCursor::End);
            output_->insertPlainText(QString::fromLocal8Bit(process_->readAll()));
            output_->moveCursor(QTextCursor::End);
        });
        connect(process_, &QProcess::finished, this, &BalanceClusterDialog::scriptEnded);
        connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                scriptEnded(-1, QProcess::CrashExit);
        });
    }
    QStringList args = submitArguments(prepareOnly);
    QString program = script_;
    if (!QFileInfo(script_).isExecutable()) {
        // Copied without its executable bit: bash runs it.
        program = QStandardPaths::findExecutable(QStringLiteral("bash"));
        args.prepend(script_);
    }
    result_->setText(coloured(QStringLiteral("#2f5f8a"),
                              prepareOnly ? tr("Writing the job folder…") : tr("Submitting…")));
    process_->start(program, args);
    refreshButtons();
    return true;
}

void BalanceClusterDialog::scriptEnded(int code, QProcess::ExitStatus status) {
    const QString folder = shownFolder(jobFolder());
    const bool ok = status == QProcess::NormalExit && code == 0;
    if (ok) {
        window_->clusterFolder_ = jobFolder();
        result_->setText(coloured(
            QStringLiteral("#2e7d32"),
            preparing_ ? tr("✔ The job folder is ready: %1. Submit it here, or run the command "
                            "above on the cluster (without --prepare-only).")
                             .arg(folder)
                       : tr("✔ Submitted. The report will be %1 once the merge job has run: "
                            "Report ▸ Open cluster results… opens it.")
                             .arg(QDir::toNativeSeparators(
                                 QDir(folder).filePath(QStringLiteral("report.json"))))));
    } else if (code == -1 && process_->error() == QProcess::FailedToStart) {
        result_->setText(
            coloured(QStringLiteral("#b3261e"),
                     tr("submit.sh could not be started: %1").arg(process_->errorString())));
    } else {
        result_->setText(
            coloured(QStringLiteral("#b3261e"),
                     status == QProcess::NormalExit
                         ? tr("submit.sh failed (exit %1): its message is below.").arg(code)
                         : tr("submit.sh stopped before its end.")));
    }
    refreshButtons();
    emit finished(ok);
}

// ---------------------------------------------------------------------------------------------
// The window's side: the dialog, and a job folder's results opened

void BalanceWindow::showClusterDialog() {
    if (run_->running())
        return;
    if (!cluster_)
        cluster_ = new BalanceClusterDialog(this);
    else if (!cluster_->busy())
        cluster_->refresh();
    cluster_->open();
}

bool BalanceWindow::openClusterResults(const QString& folder) {
    const QString shown = shownFolder(folder);
    if (folder.isEmpty() || !QFileInfo(folder).isDir()) {
        showError(tr("“%1” is not a folder: choose a cluster run's job folder.").arg(shown));
        return false;
    }
    const QDir dir(folder);
    clusterFolder_ = dir.absolutePath();
    const QString report = dir.filePath(QStringLiteral("report.json"));
    if (QFileInfo::exists(report)) {
        if (!openReport(report))
            return false;
        status_->setText(
            tr("Opened the report of the cluster run in “%1”.").arg(shown).toHtmlEscaped());
        return true;
    }
    // How far the run is: the shard files written so far against run.json's count.
    int shards = 0;
    const QString setupFile = dir.filePath(QStringLiteral("run.json"));
    QFile f(setupFile);
    if (f.size() < (1 << 20) && f.open(QIODevice::ReadOnly))
        shards =
            QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("shards")).toInt();
    static const QRegularExpression shardName(QStringLiteral("^shard-[0-9]+\\.json$"));
    int done = 0;
    for (const QString& name : QDir(dir.filePath(QStringLiteral("shards")))
                                   .entryList({QStringLiteral("shard-*.json")}, QDir::Files))
        done += shardName.match(name).hasMatch() ? 1 : 0;
    QString text;
    if (!QFileInfo::exists(setupFile) && done == 0)
        text = tr("“%1” is not a cluster run's job folder: it has no run.json (Run on a "
                  "cluster… ▸ Prepare writes one).")
                   .arg(shown);
    else if (shards <= 0)
        text = tr("The cluster run in “%1” has no report yet: it has %n shard file(s), but its "
                  "run.json does not say how many the run has.",
                  "", done)
                   .arg(shown);
    else if (done < shards)
        text = tr("The cluster run in “%1” is not finished: %2 of %3 shard files are there "
                  "(shards/). The report appears when all are and the merge job has run.")
                   .arg(shown)
                   .arg(done)
                   .arg(shards);
    else
        text = tr("All %1 shards of the cluster run in “%2” are done, but the merge has not run "
                  "yet (no report.json). If it failed, its log is in logs/; submitting the run "
                  "again merges it.")
                   .arg(shards)
                   .arg(shown);
    status_->setText(coloured(QStringLiteral("#b3561e"), text));
    showError(text, QFileInfo::exists(setupFile) || done > 0);
    return false;
}
