// The Balance window's left side: the games to play and the data sets A and B.
#include "BalanceWindow.h"

#include "DataProblemsWindow.h"
#include "DataSets.h"
#include "SaveFiles.h"
#include "Words.h"

#include "frosted/ai/bots.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

using namespace frosted;

namespace {

constexpr int kMaxSeats = 4;

} // namespace

// ---------------------------------------------------------------------------------------------
// The setup panel

QWidget* BalanceWindow::buildSetupPanel() {
    auto* panel = new QWidget;
    auto* l = new QVBoxLayout(panel);
    l->setContentsMargins(0, 0, 4, 0);
    l->setSpacing(6);
    l->addWidget(buildGamesGroup(panel));
    // Data set A and B, each with its folder or the built-in data.
    l->addWidget(buildDataGroup(
        panel, tr("Data set A"), dataA_, tr("&Folder…"),
        tr("A folder of data files (tiles.json, cards.json…), checked as Game ▸ Open data "
           "set… checks it"),
        false));
    l->addWidget(buildDataGroup(
        panel, tr("Compare with data set B"), dataB_, tr("&Compare with…"),
        tr("A variant's folder: the same games (the same seeds) are played with it too, "
           "and every difference is listed"),
        true));

    l->addWidget(buildRunGroup(panel));
    l->addStretch(1);
    return panel;
}

QWidget* BalanceWindow::buildGamesGroup(QWidget* panel) {
    auto* gamesGroup = new QGroupBox(tr("Games"), panel);
    auto* form = new QFormLayout(gamesGroup);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(4);
    form->setLabelAlignment(Qt::AlignLeft);
    mode_ = new QComboBox(gamesGroup);
    mode_->setObjectName(QStringLiteral("balanceMode"));
    mode_->addItem(tr("Solo (Master Gardener)"), 0);
    mode_->setToolTip(tr("Solo against the Master Gardener, or 2 to 4 players"));
    const int most = std::min<int>(kMaxSeats, static_cast<int>(a_->startingTiles.size()));
    for (int n = 2; n <= std::max(2, most); ++n)
        mode_->addItem(tr("%n player(s)", "", n), n);
    mode_->setCurrentIndex(1);
    mode_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mode_->setMinimumContentsLength(10);
    form->addRow(tr("&Mode:"), mode_);
    addSeatRows(form, gamesGroup);
    iterations_ = new QSpinBox(gamesGroup);
    iterations_->setObjectName(QStringLiteral("balanceIterations"));
    iterations_->setRange(1, 5000);
    iterations_->setValue(50);
    iterations_->setSuffix(tr(" worlds"));
    iterations_->setToolTip(tr("How many worlds hard samples for each decision. A fixed number "
                               "makes a run reproducible on any machine; more is stronger and "
                               "slower."));
    form->addRow(tr("Hard &thinks:"), iterations_);
    iterationsRow_ = form->labelForField(iterations_);
    games_ = new QSpinBox(gamesGroup);
    games_->setObjectName(QStringLiteral("balanceGames"));
    games_->setRange(1, 100000);
    games_->setValue(200);
    games_->setSingleStep(100);
    games_->setGroupSeparatorShown(true);
    form->addRow(tr("&Games:"), games_);
    seed_ = new QSpinBox(gamesGroup);
    seed_->setObjectName(QStringLiteral("balanceSeed"));
    seed_->setRange(0, INT_MAX);
    seed_->setValue(1);
    seed_->setToolTip(tr("Game g is dealt from seed + g: the same seed plays the same games"));
    form->addRow(tr("&Seed:"), seed_);
    rotate_ = new QCheckBox(tr("&Rotate who starts"), gamesGroup);
    rotate_->setObjectName(QStringLiteral("balanceRotate"));
    rotate_->setChecked(true);
    rotate_->setToolTip(tr("Game g starts with seat g mod the players (else Seat 1 always "
                           "starts), so the start player's advantage is measured apart from "
                           "the seats' computer players"));
    form->addRow(rotate_);
    connect(mode_, &QComboBox::currentIndexChanged, this, [this] { refreshSeats(); });
    return gamesGroup;
}

// A computer player's list per seat (seats beyond the players are hidden by refreshSeats).
void BalanceWindow::addSeatRows(QFormLayout* form, QWidget* group) {
    const auto& names = botNames();
    for (int s = 0; s < kMaxSeats; ++s) {
        auto* box = new QComboBox(group);
        box->setObjectName(QStringLiteral("balanceBot%1").arg(s + 1));
        for (std::string_view n : names) {
            const QString name = QString::fromLatin1(n.data(), static_cast<int>(n.size()));
            box->addItem(words::botName(name), name);
        }
        box->setItemData(0, tr("Uniform among the legal actions"), Qt::ToolTipRole);
        box->setItemData(1, tr("The most points this turn"), Qt::ToolTipRole);
        box->setItemData(2, tr("Greedy, with a child's mistakes"), Qt::ToolTipRole);
        box->setItemData(3, tr("One turn of lookahead, weighing the groups it grows"),
                         Qt::ToolTipRole);
        box->setItemData(4, tr("Monte Carlo search over worlds sampled from its view: slow"),
                         Qt::ToolTipRole);
        box->setCurrentIndex(box->findData(QStringLiteral("greedy")));
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
        form->addRow(tr("Seat %1:").arg(s + 1), box);
        bots_.push_back(box);
        botRows_.push_back(form->labelForField(box));
        connect(box, &QComboBox::currentIndexChanged, this, [this] { refreshSeats(); });
    }
}

QWidget* BalanceWindow::buildDataGroup(QWidget* panel, const QString& title, QLabel*& label,
                                       const QString& folderText, const QString& folderTip,
                                       bool forB) {
    auto* g = new QGroupBox(title, panel);
    auto* v = new QVBoxLayout(g);
    v->setSpacing(4);
    label = new QLabel(g);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    v->addWidget(label);
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(4);
    auto* folder = new QPushButton(folderText, g);
    folder->setObjectName(forB ? QStringLiteral("balanceCompare")
                               : QStringLiteral("balanceFolderA"));
    folder->setToolTip(folderTip);
    connect(folder, &QPushButton::clicked, this, [this, forB] {
        QString start = lastFolder_;
        if (start.isEmpty())
            start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString dir = choose(QStringLiteral("data"), start);
        if (!dir.isEmpty())
            forB ? chooseDataSetB(dir) : chooseDataSetA(dir);
    });
    buttons->addWidget(folder);
    auto* builtIn = new QPushButton(tr("&Built-in"), g);
    if (forB)
        builtIn->setText(tr("Bu&ilt-in"));
    builtIn->setToolTip(tr("The components the game comes with"));
    connect(builtIn, &QPushButton::clicked, this,
            [this, forB] { forB ? useBuiltInB() : useBuiltInA(); });
    buttons->addWidget(builtIn);
    (forB ? builtInB_ : builtInA_) = builtIn;
    if (forB) {
        noB_ = new QPushButton(tr("&None"), g);
        noB_->setToolTip(tr("Play data set A only"));
        connect(noB_, &QPushButton::clicked, this, &BalanceWindow::clearDataSetB);
        buttons->addWidget(noB_);
    }
    buttons->addStretch(1);
    v->addLayout(buttons);
    return g;
}

QWidget* BalanceWindow::buildRunGroup(QWidget* panel) {
    auto* runGroup = new QGroupBox(tr("Run"), panel);
    auto* v = new QVBoxLayout(runGroup);
    auto* buttons = new QHBoxLayout;
    runButton_ = new QPushButton(tr("▶ R&un"), runGroup);
    runButton_->setObjectName(QStringLiteral("balanceRun"));
    runButton_->setDefault(true);
    runButton_->setToolTip(tr("Play the games on every core, in the background"));
    connect(runButton_, &QPushButton::clicked, this, &BalanceWindow::start);
    cancelButton_ = new QPushButton(tr("Cancel"), runGroup);
    cancelButton_->setObjectName(QStringLiteral("balanceCancel"));
    cancelButton_->setToolTip(tr("Stop: the games played so far are shown"));
    connect(cancelButton_, &QPushButton::clicked, this, &BalanceWindow::cancel);
    buttons->addWidget(runButton_, 1);
    buttons->addWidget(cancelButton_);
    v->addLayout(buttons);
    progress_ = new QProgressBar(runGroup);
    progress_->setObjectName(QStringLiteral("balanceProgress"));
    progress_->setTextVisible(true);
    progress_->setRange(0, 1);
    progress_->setValue(0);
    v->addWidget(progress_);
    progressText_ = new QLabel(runGroup);
    progressText_->setObjectName(QStringLiteral("balanceProgressText"));
    progressText_->setWordWrap(true);
    progressText_->setText(
        tr("%n core(s) will play the games.", "", std::max(1, QThread::idealThreadCount())));
    v->addWidget(progressText_);
    auto* cluster = new QPushButton(tr("Run on a c&luster…"), runGroup);
    cluster->setObjectName(QStringLiteral("balanceClusterButton"));
    cluster->setToolTip(tr("Play these games on a Slurm cluster instead (Report ▸ Run on a "
                           "cluster…)"));
    connect(cluster, &QPushButton::clicked, this, &BalanceWindow::showClusterDialog);
    v->addWidget(cluster);
    return runGroup;
}

QComboBox* BalanceWindow::botBox(int seat) const {
    return seat >= 0 && seat < static_cast<int>(bots_.size())
               ? bots_[static_cast<std::size_t>(seat)]
               : nullptr;
}

void BalanceWindow::refreshSeats() {
    const int m = mode_->currentData().toInt();
    const bool solo = m == 0;
    const int seats = solo ? 1 : m;
    bool hard = false;
    for (int s = 0; s < kMaxSeats; ++s) {
        const bool shown = s < seats;
        bots_[static_cast<std::size_t>(s)]->setVisible(shown);
        if (QWidget* label = botRows_[static_cast<std::size_t>(s)]) {
            label->setVisible(shown);
            if (auto* text = qobject_cast<QLabel*>(label))
                text->setText(solo ? tr("&Player:") : tr("Seat &%1:").arg(s + 1));
        }
        hard = hard || (shown && bots_[static_cast<std::size_t>(s)]->currentData().toString() ==
                                     QLatin1String("hard"));
    }
    iterations_->setVisible(hard);
    if (iterationsRow_)
        iterationsRow_->setVisible(hard);
    rotate_->setEnabled(!solo);
    rotate_->setToolTip(solo ? tr("In solo the player always starts") : rotate_->toolTip());
}

void BalanceWindow::configure(int players, bool solo, const QStringList& bots, int games,
                              quint64 seed, bool rotateStart) {
    mode_->setCurrentIndex(std::max(0, mode_->findData(solo ? 0 : players)));
    for (int s = 0; s < kMaxSeats; ++s) {
        const QString bot = bots.isEmpty() ? QStringLiteral("greedy") : bots.value(s, bots.front());
        QComboBox* box = bots_[static_cast<std::size_t>(s)];
        box->setCurrentIndex(std::max(0, box->findData(bot)));
    }
    games_->setValue(games);
    seed_->setValue(static_cast<int>(std::min<quint64>(seed, INT_MAX)));
    rotate_->setChecked(rotateStart);
    refreshSeats();
}

BalanceSetup BalanceWindow::setup() const {
    BalanceSetup s;
    const int m = mode_->currentData().toInt();
    s.solo = m == 0;
    s.players = s.solo ? 1 : m;
    bool hard = false;
    for (int i = 0; i < s.players; ++i) {
        const QString bot = bots_[static_cast<std::size_t>(i)]->currentData().toString();
        s.bots.push_back(bot.toStdString());
        hard = hard || bot == QLatin1String("hard");
    }
    s.games = games_->value();
    s.seed = static_cast<std::uint64_t>(seed_->value());
    s.rotateStart = !s.solo && rotate_->isChecked();
    s.iterations = hard ? iterations_->value() : 0;
    s.dataName = folderA_.isEmpty() ? std::string("built-in") : folderA_.toStdString();
    s.dataHash = a_->contentHash;
    return s;
}

// ---------------------------------------------------------------------------------------------
// Data sets

QString BalanceWindow::dataName(const QString& folder) {
    return folder.isEmpty() ? tr("built-in data") : QDir(folder).dirName();
}

QString BalanceWindow::nameA() const {
    return dataName(folderA_);
}

QString BalanceWindow::nameB() const {
    return b_ ? dataName(folderB_) : QString();
}

bool BalanceWindow::loadFolder(const QString& folder, bool forB) {
    DataSets::Load l = DataSets::load(folder);
    lastFolder_ = folder;
    if (!l.ok()) {
        if (!problems_)
            problems_ = new DataProblemsWindow(this);
        const QString stays =
            forB ? (b_ ? tr("data set B (%1)").arg(nameB()) : tr("the run without a data set B"))
                 : tr("data set A (%1)").arg(nameA());
        problems_->setProblems(l.folder, l.problems, stays, false, false);
        problems_->present();
        lastError_ =
            tr("“%1” cannot be used: %n problem(s).", "", static_cast<int>(l.problems.size()))
                .arg(DataSets::nameOf(l.folder));
        statusBar()->showMessage(lastError_, 10000);
        return false;
    }
    if (forB) {
        b_ = l.set;
        folderB_ = l.folder;
    } else {
        a_ = l.set;
        folderA_ = l.folder;
    }
    if (problems_)
        problems_->close();
    refreshDataLabels();
    return true;
}

bool BalanceWindow::chooseDataSetA(const QString& folder) {
    return loadFolder(folder, false);
}

bool BalanceWindow::chooseDataSetB(const QString& folder) {
    return loadFolder(folder, true);
}

void BalanceWindow::useBuiltInA() {
    a_ = builtIn_;
    folderA_.clear();
    refreshDataLabels();
}

void BalanceWindow::useBuiltInB() {
    b_ = builtIn_;
    folderB_.clear();
    refreshDataLabels();
}

void BalanceWindow::clearDataSetB() {
    b_.reset();
    folderB_.clear();
    refreshDataLabels();
}

void BalanceWindow::refreshDataLabels() {
    const auto describe = [](const QString& name, const QString& folder, const ComponentsPtr& set) {
        QString text = QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped());
        if (!folder.isEmpty())
            text +=
                QStringLiteral("<br><span style='color:#5a6978'>%1</span>")
                    .arg(QDir::toNativeSeparators(savefiles::shownPath(folder)).toHtmlEscaped());
        text += QStringLiteral("<br><span style='color:#5a6978'>") +
                tr("%1 tiles · %2 objectives · %3 cards")
                    .arg(set->tiles.size())
                    .arg(set->objectives.size())
                    .arg(set->cards.size()) +
                QStringLiteral("</span>");
        return text;
    };
    const auto tip = [](const QString& folder, const ComponentsPtr& set) {
        return (folder.isEmpty() ? tr("The components the game comes with")
                                 : QDir::toNativeSeparators(folder)) +
               tr("\nContent hash: %1").arg(QString::fromStdString(set->contentHash));
    };
    dataA_->setText(describe(nameA(), folderA_, a_));
    dataA_->setToolTip(tip(folderA_, a_));
    if (b_) {
        dataB_->setText(describe(nameB(), folderB_, b_));
        dataB_->setToolTip(tip(folderB_, b_));
    } else {
        dataB_->setText(tr("<span style='color:#5a6978'>None: only A is played.</span>"));
        dataB_->setToolTip({});
    }
    builtInA_->setEnabled(!folderA_.isEmpty());
    noB_->setEnabled(b_ != nullptr);
}
