#include "BalanceWindow.h"

#include "BalanceCharts.h"
#include "DataProblemsWindow.h"
#include "DataSets.h"
#include "SaveFiles.h"
#include "Words.h"

#include "engine/input.h"
#include "frosted/ai/bots.h"
#include "frosted/lab/balance_export.h"

#include <QAction>
#include <QBarCategoryAxis>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

using namespace frosted;
namespace charts = balancecharts;

namespace {

constexpr int kMaxSeats = 4;

// A table cell sorted by a number, not by its text.
class NumberItem : public QTableWidgetItem {
  public:
    NumberItem(const QString& text, double key) : QTableWidgetItem(text) {
        setData(Qt::UserRole, key);
    }
    bool operator<(const QTableWidgetItem& other) const override {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

// A chart view whose crowded category labels (the objectives, the tiles) shrink to fit, down to
// a readable size; below that the view asks for the room they need and its tab scrolls. (The
// charts never cut a label to "..."; Qt Charts hides one that would overlap its neighbour.)
class ChartView : public QChartView {
  public:
    using QChartView::QChartView;
    void fit() {
        if (!chart())
            return;
        int leastWidth = 0, leastHeight = 0;
        for (QAbstractAxis* axis : chart()->axes()) {
            auto* cat = qobject_cast<QBarCategoryAxis*>(axis);
            if (!cat || cat->count() <= 8)
                continue;
            const bool vertical = axis->orientation() == Qt::Vertical;
            if (!vertical && std::abs(cat->labelsAngle()) != 90)
                continue;
            const int n = cat->count() + 1;
            const double along = vertical ? height() - 60 : width() - 20;
            const double share = along / n - kLabelOverhead;
            QFont f = cat->labelsFont();
            int px = std::clamp(static_cast<int>(share / 1.17), kLeastLabelPx, kMostLabelPx);
            f.setPixelSize(px);
            if (f != cat->labelsFont())
                cat->setLabelsFont(f);
            f.setPixelSize(kLeastLabelPx);
            const int need = static_cast<int>(n * (QFontMetricsF(f).height() + kLabelOverhead)) +
                             (vertical ? 60 : 20);
            (vertical ? leastHeight : leastWidth) = need;
        }
        setMinimumSize(std::max(260, leastWidth), std::max(260, leastHeight));
    }

  protected:
    void resizeEvent(QResizeEvent* e) override {
        QChartView::resizeEvent(e);
        fit();
    }

  private:
    static constexpr int kLeastLabelPx = 10;
    static constexpr int kMostLabelPx = 13;
    static constexpr double kLabelOverhead = 5;
};

QString duration(double seconds) {
    if (seconds < 1)
        return BalanceWindow::tr("under a second");
    if (seconds < 90)
        return BalanceWindow::tr("%1 s").arg(std::lround(seconds));
    if (seconds < 3600)
        return BalanceWindow::tr("%1 min").arg(std::lround(seconds / 60));
    const long minutes = std::lround(seconds / 60);
    return BalanceWindow::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

// The data set a report was played with, as the charts name it: "built-in data" or the folder's
// name (a report holds "built-in" or the folder's path, as the command line's --data gave it).
QString dataNameOf(const BalanceReport& r) {
    const QString data = QString::fromStdString(r.setup.dataName);
    if (data == QLatin1String("built-in"))
        return BalanceWindow::tr("built-in data");
    const QString name = QFileInfo(QDir::cleanPath(data)).fileName();
    return name.isEmpty() ? data : name;
}

// The core's name of a measure ("win rate"…) in words.
QString measureText(const Difference& d) {
    static const char* const measures[][2] = {
        {"win rate", QT_TRANSLATE_NOOP("BalanceWindow", "win rate")},
        {"mean score", QT_TRANSLATE_NOOP("BalanceWindow", "mean score")},
        {"claim rate", QT_TRANSLATE_NOOP("BalanceWindow", "claim rate")},
        {"take rate", QT_TRANSLATE_NOOP("BalanceWindow", "take rate")},
        {"mean points", QT_TRANSLATE_NOOP("BalanceWindow", "mean points")}};
    for (const auto& m : measures)
        if (d.measure == m[0])
            return BalanceWindow::tr(m[1]);
    return QString::fromStdString(d.measure);
}

bool isRate(const Difference& d) {
    return d.isRate;
}

QString figureText(const Difference& d) {
    const QString label = QString::fromStdString(d.label);
    if (d.section == "wins" || d.section == "scores")
        return charts::seatName(d.label);
    if (d.section == "positions") {
        // The core's "1st", "2nd"… in words.
        bool number = false;
        const int k = label.left(label.size() - 2).toInt(&number);
        return BalanceWindow::tr("starting %1").arg(number ? words::ordinal(k) : label);
    }
    if (d.section == "objectives")
        return BalanceWindow::tr("objective %1").arg(label);
    if (d.section == "tiles")
        return BalanceWindow::tr("tile %1").arg(label);
    if (d.section == "cards")
        return BalanceWindow::tr("card %1").arg(label);
    return QString::fromStdString(d.section) + QStringLiteral(" ") + label;
}

QString signedText(double v, bool rate) {
    const QString sign = v > 0 ? QStringLiteral("+") : (v < 0 ? QStringLiteral("−") : QString());
    //: percentage points
    return rate ? BalanceWindow::tr("%1 pp").arg(sign + charts::number(std::fabs(v) * 100, 1))
                : sign + charts::number(std::fabs(v), 2);
}

QString pText(double p) {
    if (p < 0.0001)
        return QStringLiteral("< %1").arg(charts::number(0.0001, 4));
    return charts::number(p, 4);
}

} // namespace

BalanceWindow::BalanceWindow(ComponentsPtr builtIn, ComponentsPtr inUse, const QString& folder,
                             QWidget* parent)
    : QMainWindow(parent), builtIn_(std::move(builtIn)), a_(inUse ? std::move(inUse) : builtIn_),
      folderA_(folder) {
    setObjectName(QStringLiteral("balanceWindow"));
    setWindowTitle(tr("Balance — Frosted Blooms"));
    run_ = new BalanceRun(this);
    connect(run_, &BalanceRun::progress, this, &BalanceWindow::showProgress);
    connect(run_, &BalanceRun::partialReport, this,
            [this](std::shared_ptr<const BalanceReport> a, std::shared_ptr<const BalanceReport> b) {
                if (!run_->running() || run_->cancelling())
                    return;
                live_ = true;
                showReports(std::move(a), std::move(b));
            });
    connect(run_, &BalanceRun::finished, this, &BalanceWindow::runEnded);

    auto* central = new QWidget(this);
    auto* row = new QHBoxLayout(central);
    row->setContentsMargins(8, 8, 8, 8);
    row->setSpacing(10);
    auto* scroll = new QScrollArea(central);
    QWidget* panel = buildSetupPanel();
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As wide as the panel needs (with room for a vertical scroll bar on a short screen).
    scroll->setFixedWidth(panel->minimumSizeHint().width() +
                          scroll->verticalScrollBar()->sizeHint().width());
    row->addWidget(scroll);

    auto* right = new QVBoxLayout;
    right->setSpacing(4);
    summary_ = new QLabel(central);
    summary_->setObjectName(QStringLiteral("balanceSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    right->addWidget(summary_);
    status_ = new QLabel(central);
    status_->setObjectName(QStringLiteral("balanceStatus"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::RichText);
    right->addWidget(status_);
    centre_ = new QStackedWidget(central);
    auto* placeholder = new QLabel(centre_);
    placeholder->setObjectName(QStringLiteral("balancePlaceholder"));
    placeholder->setWordWrap(true);
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setTextFormat(Qt::RichText);
    placeholder->setMargin(40);
    placeholder->setText(
        tr("<h2 style='color:#2f3b48'>Balance lab</h2>"
           "<p>Choose the players, the computer player of each seat and the number of games on "
           "the left, then press <b>Run</b>. The games are played on every core, and the charts "
           "appear while they are played.</p>"
           "<p>To see what a change to the data does, choose your variant's folder under "
           "<b>Compare with…</b>: the same games (the same seeds) are played with both data "
           "sets, each chart shows them side by side and the <b>A / B</b> tab lists every "
           "difference.</p>"
           "<p><b>Report ▸ Open report…</b> shows a report written by "
           "<code>frosted-blooms-cli simulate --report FILE</code>.</p>"));
    placeholder->setStyleSheet(QStringLiteral("QLabel { color: #3d4b59; }"));
    centre_->addWidget(placeholder);
    tabs_ = new QTabWidget(centre_);
    tabs_->setObjectName(QStringLiteral("balanceTabs"));
    tabs_->setDocumentMode(true);
    centre_->addWidget(tabs_);
    right->addWidget(centre_, 1);
    row->addLayout(right, 1);
    setCentralWidget(central);

    buildPages();
    buildMenus();
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { rebuildCurrentPage(); });
    statusBar()->setSizeGripEnabled(false);
    refreshSeats();
    refreshDataLabels();
    setRunning(false);
    summary_->setText(tr("<b>No games yet.</b>"));
    resize(1280, 820);
}

BalanceWindow::~BalanceWindow() {
    // A run still going is cancelled and joined, its end told to nobody.
    run_->disconnect(this);
    run_->stop();
}

// ---------------------------------------------------------------------------------------------
// The setup panel

QWidget* BalanceWindow::buildSetupPanel() {
    auto* panel = new QWidget;
    auto* l = new QVBoxLayout(panel);
    l->setContentsMargins(0, 0, 4, 0);
    l->setSpacing(6);

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
    const auto& names = botNames();
    for (int s = 0; s < kMaxSeats; ++s) {
        auto* box = new QComboBox(gamesGroup);
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
    l->addWidget(gamesGroup);

    // Data set A and B, each with its folder or the built-in data.
    auto dataGroup = [&](const QString& title, QLabel*& label, const QString& folderText,
                         const QString& folderTip, bool forB) {
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
        l->addWidget(g);
    };
    dataGroup(tr("Data set A"), dataA_, tr("&Folder…"),
              tr("A folder of data files (tiles.json, cards.json…), checked as Game ▸ Open data "
                 "set… checks it"),
              false);
    dataGroup(tr("Compare with data set B"), dataB_, tr("&Compare with…"),
              tr("A variant's folder: the same games (the same seeds) are played with it too, "
                 "and every difference is listed"),
              true);

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
    l->addWidget(runGroup);
    l->addStretch(1);
    return panel;
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

// ---------------------------------------------------------------------------------------------
// The pages of charts

BalanceWindow::Page& BalanceWindow::addPage(const QString& key, const QString& title, int views) {
    Page p;
    p.key = key;
    p.widget = new QWidget(tabs_);
    p.widget->setObjectName(QStringLiteral("balancePage-") + key);
    auto* v = new QVBoxLayout(p.widget);
    v->setContentsMargins(0, 6, 0, 0);
    v->setSpacing(4);
    // In a scroll area: a chart of many categories may need more room than the window has.
    auto* scroll = new QScrollArea(p.widget);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    p.charts = new QWidget;
    auto* h = new QHBoxLayout(p.charts);
    h->setContentsMargins(0, 0, 0, 0);
    h->setSpacing(6);
    for (int i = 0; i < views; ++i) {
        auto* view = new ChartView(new QChart, p.charts);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(260, 260);
        h->addWidget(view, 1);
        p.views.push_back(view);
    }
    scroll->setWidget(p.charts);
    v->addWidget(scroll, 1);
    tabs_->addTab(p.widget, title);
    pages_.push_back(std::move(p));
    return pages_.back();
}

void BalanceWindow::buildPages() {
    using charts::Reports;
    auto reports = [this] {
        Reports r;
        r.a = reportA_.get();
        r.b = reportB_.get();
        if (r.a)
            r.nameA = dataNameOf(*r.a);
        if (r.a && r.b) {
            r.nameA = QStringLiteral("A · ") + dataNameOf(*r.a);
            r.nameB = QStringLiteral("B · ") + dataNameOf(*r.b);
        }
        return r;
    };
    const auto named = [](QChart* c, const char* name) {
        if (c)
            c->setObjectName(QLatin1String(name));
        return c;
    };
    addPage(QStringLiteral("wins"), tr("&Wins"), 2).build = [=, this] {
        const Reports r = reports();
        QChart* left = r.a && r.a->setup.solo ? named(charts::duel(r), "duel")
                                              : named(charts::positions(r), "positions");
        return std::vector<QChart*>{left, named(charts::seats(r), "seats")};
    };
    addPage(QStringLiteral("scores"), tr("&Scores"), 2).build = [=, this] {
        const Reports r = reports();
        return std::vector<QChart*>{named(charts::scores(r), "scores"),
                                    named(charts::breakdown(r), "breakdown")};
    };
    // The controls of a tab, in the tab bar's corner while it is shown.
    auto* corner = new QWidget(tabs_);
    auto* cornerRow = new QHBoxLayout(corner);
    cornerRow->setContentsMargins(0, 0, 4, 2);
    roundsOfRow_ = new QWidget(corner);
    {
        auto* h = new QHBoxLayout(roundsOfRow_);
        h->setContentsMargins(0, 0, 0, 0);
        auto* label = new QLabel(tr("Rounds of:"), roundsOfRow_);
        roundsOf_ = new QComboBox(roundsOfRow_);
        roundsOf_->setObjectName(QStringLiteral("balanceRoundsOf"));
        roundsOf_->addItems({QStringLiteral("A"), QStringLiteral("B")});
        label->setBuddy(roundsOf_);
        h->addWidget(label);
        h->addWidget(roundsOf_);
        roundsOfRow_->setVisible(false);
    }
    addPage(QStringLiteral("objectives"), tr("&Objectives"), 2).build = [=, this] {
        const Reports r = reports();
        return std::vector<QChart*>{named(charts::claims(r), "claims"),
                                    named(charts::rounds(r, roundsOf_->currentIndex()), "rounds")};
    };
    connect(roundsOf_, &QComboBox::currentIndexChanged, this, [this] {
        pages_[2].dirty = true;
        rebuildCurrentPage();
    });
    addPage(QStringLiteral("gaps"), tr("&Gaps"), 2).build = [=, this] {
        const Reports r = reports();
        return std::vector<QChart*>{named(charts::gaps(r), "gaps"),
                                    named(charts::improvements(r), "improvements")};
    };
    auto* tileRow = new QWidget(corner);
    {
        auto* h = new QHBoxLayout(tileRow);
        h->setContentsMargins(0, 0, 0, 0);
        auto* label = new QLabel(tr("Sort:"), tileRow);
        tileOrder_ = new QComboBox(tileRow);
        tileOrder_->setObjectName(QStringLiteral("balanceTileOrder"));
        tileOrder_->addItems({tr("most taken first"), tr("data order")});
        label->setBuddy(tileOrder_);
        h->addWidget(label);
        h->addWidget(tileOrder_);
    }
    cornerRow->addWidget(roundsOfRow_);
    cornerRow->addWidget(tileRow);
    tabs_->setCornerWidget(corner, Qt::TopRightCorner);
    connect(tabs_, &QTabWidget::currentChanged, this, [this, tileRow] {
        const QWidget* shown = tabs_->currentWidget();
        roundsOfRow_->setVisible(reportB_ && shown == pages_[2].widget);
        tileRow->setVisible(shown == pages_[4].widget);
    });
    tileRow->setVisible(false);
    addPage(QStringLiteral("tiles"), tr("&Tiles"), 1).build = [=, this] {
        return std::vector<QChart*>{
            named(charts::tiles(reports(), tileOrder_->currentIndex() == 0), "tiles")};
    };
    connect(tileOrder_, &QComboBox::currentIndexChanged, this, [this] {
        pages_[4].dirty = true;
        rebuildCurrentPage();
    });
    addPage(QStringLiteral("cards"), tr("&Cards"), 1).build = [=, this] {
        return std::vector<QChart*>{named(charts::cards(reports()), "cards")};
    };

    // A / B: every difference, the significant ones marked.
    auto* ab = new QWidget(tabs_);
    ab->setObjectName(QStringLiteral("balancePage-ab"));
    auto* v = new QVBoxLayout(ab);
    v->setContentsMargins(0, 6, 0, 0);
    tableLegend_ = new QLabel(ab);
    tableLegend_->setWordWrap(true);
    tableLegend_->setTextFormat(Qt::RichText);
    v->addWidget(tableLegend_);
    significantOnly_ = new QCheckBox(tr("Only the significant differences"), ab);
    significantOnly_->setObjectName(QStringLiteral("balanceSignificantOnly"));
    connect(significantOnly_, &QCheckBox::toggled, this, [this](bool only) {
        for (int r = 0; r < table_->rowCount(); ++r)
            table_->setRowHidden(r, only && !table_->item(r, 0)->data(Qt::UserRole + 1).toBool());
    });
    v->addWidget(significantOnly_);
    table_ = new QTableWidget(0, 7, ab);
    table_->setObjectName(QStringLiteral("balanceDifferences"));
    table_->setHorizontalHeaderLabels({tr("Figure"), tr("Measure"), tr("A"), tr("B"), tr("B − A"),
                                       tr("p-value"), tr("Significant")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->setVisible(false);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    QHeaderView* h = table_->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(0, QHeaderView::Stretch);
    h->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    v->addWidget(table_, 1);
    tabs_->addTab(ab, tr("A / &B"));
    tabs_->setTabVisible(tabs_->indexOf(ab), false);
}

int BalanceWindow::tabIndex(const QString& name) const {
    if (name == QLatin1String("ab"))
        return tabs_->indexOf(table_->parentWidget());
    for (std::size_t i = 0; i < pages_.size(); ++i)
        if (pages_[i].key == name)
            return tabs_->indexOf(pages_[i].widget);
    return -1;
}

QStringList BalanceWindow::chartNames() const {
    QStringList out;
    for (const Page& p : pages_)
        for (QChartView* v : p.views)
            if (!v->chart()->objectName().isEmpty())
                out << v->chart()->objectName();
    return out;
}

QChart* BalanceWindow::chart(const QString& name) {
    if (!reportA_)
        return nullptr;
    for (Page& p : pages_) {
        if (p.dirty)
            rebuildPage(p);
        for (QChartView* v : p.views)
            if (v->chart()->objectName() == name)
                return v->chart();
    }
    return nullptr;
}

void BalanceWindow::rebuildPage(Page& p) {
    std::vector<QChart*> built = reportA_ ? p.build() : std::vector<QChart*>{};
    for (std::size_t i = 0; i < p.views.size(); ++i) {
        QChart* next = i < built.size() && built[i] ? built[i] : new QChart;
        QChart* old = p.views[i]->chart();
        p.views[i]->setChart(next);
        delete old;
        static_cast<ChartView*>(p.views[i])->fit();
    }
    p.dirty = false;
}

void BalanceWindow::rebuildCurrentPage() {
    for (Page& p : pages_)
        if (p.widget == tabs_->currentWidget() && p.dirty)
            rebuildPage(p);
}

void BalanceWindow::showReports(std::shared_ptr<const BalanceReport> a,
                                std::shared_ptr<const BalanceReport> b) {
    reportA_ = std::move(a);
    reportB_ = std::move(b);
    for (Page& p : pages_)
        p.dirty = true;
    roundsOfRow_->setVisible(reportB_ != nullptr && tabs_->currentWidget() == pages_[2].widget);
    if (!reportB_ && roundsOf_->currentIndex() != 0) {
        const QSignalBlocker block(roundsOf_);
        roundsOf_->setCurrentIndex(0);
    }
    centre_->setCurrentIndex(reportA_ ? 1 : 0);
    if (reportA_)
        rebuildCurrentPage();

    // The summary: the games, the seats, the data.
    if (!reportA_) {
        summary_->setText(tr("<b>No games to show.</b>"));
        return;
    }
    const BalanceSetup& s = reportA_->setup;
    QStringList seats;
    for (std::size_t i = 0; i < reportA_->seats.size(); ++i)
        if (reportA_->seats[i].bot != kGardenerBot)
            seats << charts::seatLabel(reportA_->seats[i])
                         .replace(QStringLiteral(" · "), QStringLiteral(" "));
    QString mode =
        s.solo ? tr("Solo against the Master Gardener") : tr("%n player(s)", "", s.players);
    QStringList parts;
    parts << QStringLiteral("<b>%1</b>").arg(mode.toHtmlEscaped());
    parts << words::joined(seats).toHtmlEscaped();
    if (s.iterations > 0)
        parts << tr("hard: %n world(s) a decision", "", s.iterations);
    parts << tr("<b>%Ln game(s)</b> from seed %1", "", s.games).arg(QString::number(s.seed));
    if (!s.solo)
        parts << (s.rotateStart ? tr("who starts rotates") : tr("Seat 1 always starts"));
    const QString dataA = dataNameOf(*reportA_);
    if (reportB_)
        parts << tr("A: %1 · B: %2 (the same seeds)")
                     .arg(dataA.toHtmlEscaped(), dataNameOf(*reportB_).toHtmlEscaped());
    else
        parts << tr("data: %1").arg(dataA.toHtmlEscaped());
    QString text = parts.join(QStringLiteral(" · "));
    if (!fromFile_.isEmpty())
        //: %1: a report's file, %2: what it holds (the games, the seats, the data)
        text = tr("Report “%1”: %2").arg(QFileInfo(fromFile_).fileName().toHtmlEscaped(), text);
    summary_->setText(text);
    summary_->setToolTip(
        tr("Data hash A: %1").arg(QString::fromStdString(s.dataHash)) +
        (reportB_ ? tr("\nData hash B: %1").arg(QString::fromStdString(reportB_->setup.dataHash))
                  : QString()));
    if (live_ && run_->running()) {
        const int n = reportA_->games + (reportB_ ? reportB_->games : 0);
        status_->setText(QStringLiteral("<span style='color:#2f5f8a'>") +
                         tr("Playing… the charts show the %n game(s) played so far.", "", n) +
                         QStringLiteral("</span>"));
    }
}

void BalanceWindow::fillDifferences() {
    const int abIndex = tabs_->indexOf(table_->parentWidget());
    tabs_->setTabVisible(abIndex, reportB_ != nullptr);
    table_->setSortingEnabled(false);
    table_->clearContents();
    table_->setRowCount(static_cast<int>(differences_.size()));
    int significant = 0;
    const QColor marked(0xff, 0xf1, 0xc7);
    for (int r = 0; r < static_cast<int>(differences_.size()); ++r) {
        const Difference& d = differences_[static_cast<std::size_t>(r)];
        const bool rate = isRate(d);
        const auto value = [&](double v) {
            return rate ? charts::percent(v) : charts::number(v, 2);
        };
        QList<QTableWidgetItem*> items = {
            new QTableWidgetItem(figureText(d)),
            new QTableWidgetItem(measureText(d)),
            new NumberItem(value(d.a), d.a),
            new NumberItem(value(d.b), d.b),
            new NumberItem(signedText(d.b - d.a, rate), d.b - d.a),
            new NumberItem(pText(d.p), d.p),
            new NumberItem(d.significant ? tr("✔ significant") : QStringLiteral("—"),
                           d.significant ? 0 : 1)};
        items[0]->setData(Qt::UserRole + 1, d.significant);
        for (int c = 0; c < items.size(); ++c) {
            QTableWidgetItem* item = items[c];
            if (c >= 2 && c <= 5)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (d.significant) {
                item->setBackground(marked);
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            } else if (c == 6) {
                item->setForeground(QColor(0x8a, 0x96, 0xa3));
            }
            table_->setItem(r, c, item);
        }
        significant += d.significant;
    }
    table_->setSortingEnabled(true);
    table_->sortByColumn(5, Qt::AscendingOrder);
    for (int r = 0; r < table_->rowCount(); ++r)
        table_->setRowHidden(r, significantOnly_->isChecked() &&
                                    !table_->item(r, 0)->data(Qt::UserRole + 1).toBool());
    const int n = static_cast<int>(differences_.size());
    tableLegend_->setText(
        tr("<b>%1 of %n difference(s) are significant</b> (marked ✔ and shaded).", "", n)
            .arg(significant) +
        QStringLiteral(" ") +
        tr("<b>Significant</b>: kept by the Benjamini–Hochberg procedure at a 5% false "
           "discovery rate over all the rows, so that on average at most 1 in 20 of the marked "
           "rows is chance. <b>p-value</b>: how likely a difference at least this large would "
           "be if A and B played alike (two-proportion z-test for rates, Welch's t-test for "
           "means). <b>pp</b>: percentage points."));
    const int tab = tabs_->indexOf(table_->parentWidget());
    tabs_->setTabText(tab, significant > 0 ? tr("A / &B (%1 ✔)").arg(significant) : tr("A / &B"));
}

// ---------------------------------------------------------------------------------------------
// Running

bool BalanceWindow::running() const {
    return run_->running();
}

void BalanceWindow::setRunning(bool on) {
    runButton_->setEnabled(!on);
    cancelButton_->setEnabled(on);
    for (QWidget* w : std::initializer_list<QWidget*>{mode_, games_, seed_, rotate_, iterations_})
        w->setEnabled(!on);
    if (!on)
        rotate_->setEnabled(mode_->currentData().toInt() != 0);
    for (QComboBox* b : bots_)
        b->setEnabled(!on);
    for (QPushButton* b : findChildren<QPushButton*>())
        if (b != runButton_ && b != cancelButton_)
            b->setEnabled(!on);
    if (!on)
        refreshDataLabels();
    refreshActions();
}

void BalanceWindow::refreshActions() {
    const bool busy = run_->running();
    exportCsv_->setEnabled(!busy && gamesA_ && gamesA_->games() > 0);
    exportCsv_->setToolTip(fromFile_.isEmpty()
                               ? tr("Every game's figures, one row per seat per game")
                               : tr("A report read from a file holds no game's figures: run the "
                                    "games to export them"));
    exportJson_->setEnabled(!busy && reportA_ != nullptr);
    savePng_->setEnabled(!busy && reportA_ != nullptr);
    saveAll_->setEnabled(!busy && reportA_ != nullptr);
    openReport_->setEnabled(!busy);
}

std::optional<std::pair<BalanceRun::Part, BalanceRun::Part>> BalanceWindow::parts() {
    const BalanceSetup s = setup();
    for (const ComponentsPtr& set : {a_, b_})
        if (set && static_cast<int>(set->startingTiles.size()) < s.players) {
            showError(tr("This data set has %n starting tile(s): it seats fewer players.", "",
                         static_cast<int>(set->startingTiles.size())));
            return std::nullopt;
        }
    BalanceRun::Part a{a_, s}, b;
    if (b_) {
        // The same games (the same seeds) with data set B.
        b = {b_, s};
        b.setup.dataName = folderB_.isEmpty() ? std::string("built-in") : folderB_.toStdString();
        b.setup.dataHash = b_->contentHash;
    }
    fromFile_.clear();
    cancelled_ = false;
    gamesA_.reset();
    gamesB_.reset();
    differences_.clear();
    return std::make_pair(std::move(a), std::move(b));
}

void BalanceWindow::start() {
    if (run_->running())
        return;
    auto ab = parts();
    if (!ab)
        return;
    live_ = true;
    showReports(nullptr, nullptr);
    fillDifferences();
    summary_->setText(tr("<b>Playing…</b>"));
    const int total = ab->first.setup.games * (ab->second.components ? 2 : 1);
    progress_->setRange(0, total);
    progress_->setValue(0);
    progressText_->setText(tr("Starting %n game(s)…", "", total));
    status_->setText(QStringLiteral("<span style='color:#2f5f8a'>") +
                     tr("Playing… the charts appear after the first second.") +
                     QStringLiteral("</span>"));
    run_->start(std::move(ab->first), std::move(ab->second), 0);
    setRunning(true);
}

void BalanceWindow::runNow() {
    if (run_->running())
        return;
    const auto ab = parts();
    if (!ab)
        return;
    live_ = false;
    const BalanceRun::Result r = BalanceRun::runNow(ab->first, ab->second, 0);
    runEnded(r);
    if (r.error.isEmpty()) {
        // Without the time it took, which differs from run to run: the same picture each time.
        const QString played = tr("%Ln game(s) played.", "", r.done);
        progressText_->setText(played);
        status_->setText(QStringLiteral("<span style='color:#2e7d32'>✔ ") + played.toHtmlEscaped() +
                         QStringLiteral("</span>"));
    }
}

void BalanceWindow::cancel() {
    if (!run_->running())
        return;
    run_->cancel();
    cancelButton_->setEnabled(false);
    progressText_->setText(tr("Cancelling…"));
}

void BalanceWindow::showProgress(int done, int total, double seconds) {
    if (!run_->running() || run_->cancelling())
        return;
    progress_->setRange(0, std::max(1, total));
    progress_->setValue(done);
    const double perSecond = seconds > 0 ? done / seconds : 0.0;
    const QString of = QLocale().toString(done);
    const QString speed = charts::number(perSecond, perSecond < 10 ? 1 : 0);
    progressText_->setText(perSecond <= 0 ? tr("%1 of %Ln game(s)", "", total).arg(of)
                           : done >= total
                               ? tr("%1 of %Ln game(s) · %2 a second", "", total).arg(of, speed)
                               : tr("%1 of %Ln game(s) · %2 a second · about %3 left", "", total)
                                     .arg(of, speed, duration((total - done) / perSecond)));
}

void BalanceWindow::runEnded(const BalanceRun::Result& r) {
    live_ = false;
    cancelled_ = r.cancelled;
    gamesA_ = r.a;
    gamesB_ = r.b;
    differences_ = r.differences;
    const bool any = r.reportA && r.reportA->games > 0;
    showReports(any ? r.reportA : nullptr,
                any && r.reportB && r.reportB->games > 0 ? r.reportB : nullptr);
    fillDifferences();
    progress_->setRange(0, std::max(1, r.total));
    progress_->setValue(r.done);
    const double perSecond = r.seconds > 0 ? r.done / r.seconds : 0.0;
    const QString speed =
        tr("%Ln game(s) in %1 (%2 a second)", "", r.done)
            .arg(duration(r.seconds), charts::number(perSecond, perSecond < 10 ? 1 : 0));
    progressText_->setText(speed);
    if (!r.error.isEmpty()) {
        status_->setText(QStringLiteral("<span style='color:#b3261e'>") +
                         tr("The games could not be played: %1").arg(r.error.toHtmlEscaped()) +
                         QStringLiteral("</span>"));
        showError(tr("The games could not be played: %1").arg(r.error));
    } else if (r.cancelled) {
        QString text;
        const QLocale l;
        if (!any)
            text = tr("⚠ Cancelled before a game ended: nothing to show.");
        else if (b_ && !r.reportB)
            text = tr("⚠ Cancelled after %1 of %2 games: the charts show the %n game(s) of A; "
                      "B was not played.",
                      "", r.reportA->games)
                       .arg(l.toString(r.done), l.toString(r.total));
        else if (r.reportB)
            text = tr("⚠ Cancelled after %1 of %2 games: the charts show A's %3 and B's %4 "
                      "games.")
                       .arg(l.toString(r.done), l.toString(r.total), l.toString(r.reportA->games),
                            l.toString(r.reportB->games));
        else
            text = tr("⚠ Cancelled after %1 of %2 games: the charts show those %1 games.")
                       .arg(l.toString(r.done), l.toString(r.total));
        status_->setText(QStringLiteral("<span style='color:#b3561e'><b>%1</b></span>")
                             .arg(text.toHtmlEscaped()));
        if (!any)
            summary_->setText(tr("<b>No games to show.</b>"));
    } else {
        status_->setText(QStringLiteral("<span style='color:#2e7d32'>") +
                         tr("✔ %1.").arg(speed).toHtmlEscaped() + QStringLiteral("</span>"));
    }
    setRunning(false);
    emit runFinished(r.cancelled);
}

void BalanceWindow::closeEvent(QCloseEvent* e) {
    // Closing the window cancels a run: the games played so far stay shown.
    if (run_->running())
        run_->stop();
    if (problems_)
        problems_->close();
    QMainWindow::closeEvent(e);
}

// ---------------------------------------------------------------------------------------------
// Files

void BalanceWindow::buildMenus() {
    QMenu* report = menuBar()->addMenu(tr("&Report"));
    openReport_ = report->addAction(tr("&Open report…"), this, [this] {
        QString start = lastFolder_;
        if (start.isEmpty())
            start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString path = choose(QStringLiteral("report"), start);
        if (!path.isEmpty())
            openReport(path);
    });
    openReport_->setShortcut(QKeySequence::Open);
    openReport_->setToolTip(tr("Show a report written by frosted-blooms-cli simulate --report "
                               "FILE or exported from here"));
    report->addSeparator();
    const auto saving = [this](const QString& purpose, const QString& name,
                               bool (BalanceWindow::*write)(const QString&)) {
        return [this, purpose, name, write] {
            QString dir = lastFolder_;
            if (dir.isEmpty())
                dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
            const QString path = choose(purpose, QDir(dir).filePath(name));
            if (path.isEmpty())
                return;
            lastFolder_ = QFileInfo(path).absolutePath();
            (this->*write)(path);
        };
    };
    exportCsv_ = report->addAction(
        tr("Export &CSV…"), this,
        saving(QStringLiteral("csv"), QStringLiteral("balance.csv"), &BalanceWindow::exportCsv));
    exportJson_ = report->addAction(
        tr("Export &JSON…"), this,
        saving(QStringLiteral("json"), QStringLiteral("balance.json"), &BalanceWindow::exportJson));
    exportJson_->setToolTip(tr("The report, as frosted-blooms-cli simulate --report writes it "
                               "(an A / B run: both reports and the differences)"));
    report->addSeparator();
    savePng_ = report->addAction(tr("Save chart as &PNG…"), this, [this] {
        QString dir = lastFolder_;
        if (dir.isEmpty())
            dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        QString key = QStringLiteral("ab");
        for (const Page& p : pages_)
            if (p.widget == tabs_->currentWidget())
                key = p.key;
        const QString path = choose(QStringLiteral("png"),
                                    QDir(dir).filePath(QStringLiteral("balance-%1.png").arg(key)));
        if (path.isEmpty())
            return;
        lastFolder_ = QFileInfo(path).absolutePath();
        saveChartPng(path);
    });
    savePng_->setToolTip(tr("The charts of the tab shown, as a picture"));
    saveAll_ = report->addAction(tr("Save &all charts…"), this, [this] {
        QString dir = lastFolder_;
        if (dir.isEmpty())
            dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        const QString folder = choose(QStringLiteral("pngs"), dir);
        if (folder.isEmpty())
            return;
        lastFolder_ = folder;
        saveAllCharts(folder);
    });
    saveAll_->setToolTip(tr("One picture per chart (balance-<chart>.png) into a folder"));
    report->addSeparator();
    QAction* close = report->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);

    auto* bar = new QToolBar(tr("Report"), this);
    bar->setObjectName(QStringLiteral("balanceToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction* a : {openReport_, exportCsv_, exportJson_, savePng_, saveAll_})
        bar->addAction(a);
    addToolBar(Qt::TopToolBarArea, bar);
}

QString BalanceWindow::choose(const QString& purpose, const QString& suggested) {
    if (chooseFile_)
        return chooseFile_(purpose, suggested);
    if (purpose == QLatin1String("data"))
        return QFileDialog::getExistingDirectory(
            this, tr("A data set: the folder of tiles.json, cards.json…"), suggested);
    if (purpose == QLatin1String("pngs"))
        return QFileDialog::getExistingDirectory(this, tr("Save every chart into a folder"),
                                                 suggested);
    if (purpose == QLatin1String("report"))
        return QFileDialog::getOpenFileName(this, tr("Open a balance report"), suggested,
                                            tr("Balance reports (*.json);;All files (*)"));
    if (purpose == QLatin1String("csv"))
        return QFileDialog::getSaveFileName(this, tr("Export every game's figures"), suggested,
                                            tr("CSV files (*.csv);;All files (*)"));
    if (purpose == QLatin1String("json"))
        return QFileDialog::getSaveFileName(this, tr("Export the report"), suggested,
                                            tr("Balance reports (*.json);;All files (*)"));
    return QFileDialog::getSaveFileName(this, tr("Save the chart"), suggested,
                                        tr("PNG pictures (*.png);;All files (*)"));
}

void BalanceWindow::showError(const QString& message) {
    lastError_ = savefiles::bounded(message);
    statusBar()->showMessage(lastError_, 10000);
    if (!messageBoxes_)
        return;
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Balance"), lastError_, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool BalanceWindow::writeFile(const QString& path, const QByteArray& bytes) {
    const QString why = savefiles::writeAtomically(path, bytes);
    if (!why.isEmpty())
        showError(why);
    return why.isEmpty();
}

bool BalanceWindow::exportCsv(const QString& path) {
    if (!gamesA_ || gamesA_->games() == 0) {
        showError(tr("There are no games' figures to export: run the games first (a report "
                     "read from a file holds none)."));
        return false;
    }
    // An A / B run: the data set of each row first ("A" or "B").
    const std::string text = balanceCsv(*gamesA_, gamesB_.get());
    if (!writeFile(path, QByteArray::fromStdString(text)))
        return false;
    statusBar()->showMessage(tr("Exported %1").arg(savefiles::shownPath(path)), 6000);
    return true;
}

bool BalanceWindow::exportJson(const QString& path) {
    if (!reportA_) {
        showError(tr("There is no report to export yet."));
        return false;
    }
    // What `frosted-blooms-cli simulate --report` (with --compare: an A / B document) writes.
    if (!writeFile(path, QByteArray::fromStdString(balanceJson(*reportA_, reportB_.get()))))
        return false;
    statusBar()->showMessage(tr("Exported %1").arg(savefiles::shownPath(path)), 6000);
    return true;
}

namespace {
QByteArray png(const QPixmap& picture) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    picture.save(&buffer, "PNG");
    return bytes;
}
} // namespace

bool BalanceWindow::saveChartPng(const QString& path) {
    if (!reportA_) {
        showError(tr("There is no chart to save yet."));
        return false;
    }
    QWidget* shown = table_;
    for (Page& p : pages_)
        if (p.widget == tabs_->currentWidget()) {
            if (p.dirty)
                rebuildPage(p);
            shown = p.charts;
        }
    if (!writeFile(path, png(shown->grab())))
        return false;
    statusBar()->showMessage(tr("Saved %1").arg(savefiles::shownPath(path)), 6000);
    return true;
}

bool BalanceWindow::saveAllCharts(const QString& folder) {
    if (!reportA_) {
        showError(tr("There is no chart to save yet."));
        return false;
    }
    if (!QDir().mkpath(folder)) {
        showError(tr("Cannot make the folder “%1”.").arg(savefiles::shownPath(folder)));
        return false;
    }
    // Each chart at the size of the charts shown now (a tab never shown has no size yet).
    QSize size = tabs_->currentWidget() ? tabs_->currentWidget()->size() : QSize();
    if (size.width() < 400 || size.height() < 300)
        size = QSize(900, 600);
    int written = 0;
    for (Page& p : pages_) {
        if (p.dirty)
            rebuildPage(p);
        for (QChartView* v : p.views) {
            const QString name = v->chart()->objectName();
            if (name.isEmpty())
                continue;
            QSize each = v->size();
            if (!v->isVisible() || each.width() < 200 || each.height() < 200)
                each = QSize(p.views.size() > 1 ? size.width() / 2 : size.width(), size.height());
            if (!v->isVisible())
                v->resize(each); // laid out again when its tab is shown
            const QPixmap picture = v->grab();
            const QString path = QDir(folder).filePath(QStringLiteral("balance-%1.png").arg(name));
            if (!writeFile(path, png(picture)))
                return false;
            ++written;
        }
    }
    statusBar()->showMessage(
        tr("Saved %n chart(s) into %1", "", written).arg(savefiles::shownPath(folder)), 6000);
    return true;
}

bool BalanceWindow::openReport(const QString& path) {
    if (run_->running()) {
        showError(tr("A run is going on: cancel it first."));
        return false;
    }
    const QString file = savefiles::shownPath(QFileInfo(path).fileName());
    std::shared_ptr<const BalanceReport> a, b;
    try {
        // Read within the core's limits, then as the command line's documents.
        const nlohmann::ordered_json j(parseJson(readRegularFile(savefiles::nativePath(path))));
        BalanceDocument doc = balanceDocumentFromJson(j);
        a = std::make_shared<const BalanceReport>(std::move(doc.a));
        if (doc.b)
            b = std::make_shared<const BalanceReport>(std::move(*doc.b));
    } catch (const InputError& e) {
        showError(tr("“%1” cannot be opened: %2").arg(file, savefiles::fileReason(path, e.what())));
        return false;
    } catch (const std::exception& e) {
        // The core checks the whole document and names the field (balanceDocumentFromJson).
        showError(tr("“%1” is not a balance report that can be shown: %2")
                      .arg(file, QString::fromStdString(oneLine(e.what(), 400))));
        return false;
    }
    fromFile_ = path;
    lastFolder_ = QFileInfo(path).absolutePath();
    cancelled_ = false;
    live_ = false;
    gamesA_.reset();
    gamesB_.reset();
    differences_ = b ? compareReports(*a, *b) : std::vector<Difference>{};
    showReports(a, b);
    fillDifferences();
    const int games = a->games;
    QString text = tr("Opened “%1”.").arg(file.toHtmlEscaped());
    if (games < a->setup.games)
        text += QStringLiteral(" <span style='color:#b3561e'><b>") +
                tr("⚠ It holds %1 of the %2 games asked for (the run was cancelled).")
                    .arg(QLocale().toString(games), QLocale().toString(a->setup.games)) +
                QStringLiteral("</b></span>");
    status_->setText(text);
    progressText_->clear();
    refreshActions();
    return true;
}
