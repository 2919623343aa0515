// The Balance window's right side: a tab of charts per subject, built when shown, and the summary
// of the report shown above them.
#include "BalanceWindow.h"

#include "BalanceCharts.h"
#include "Words.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace frosted;
namespace charts = balancecharts;

namespace {

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

// The data set a report was played with, as the charts name it: "built-in data" or the folder's
// name (a report holds "built-in" or the folder's path, as the command line's --data gave it).
QString dataNameOf(const BalanceReport& r) {
    const QString data = QString::fromStdString(r.setup.dataName);
    if (data == QLatin1String("built-in"))
        return BalanceWindow::tr("built-in data");
    const QString name = QFileInfo(QDir::cleanPath(data)).fileName();
    return name.isEmpty() ? data : name;
}

// The reports shown, as the charts name their data sets.
charts::Reports reportsOf(const BalanceReport* a, const BalanceReport* b) {
    charts::Reports r;
    r.a = a;
    r.b = b;
    if (r.a)
        r.nameA = dataNameOf(*r.a);
    if (r.a && r.b) {
        r.nameA = QStringLiteral("A · ") + dataNameOf(*r.a);
        r.nameB = QStringLiteral("B · ") + dataNameOf(*r.b);
    }
    return r;
}

// `c` named `name` (what chart() and "Save all charts" call it).
QChart* named(QChart* c, const char* name) {
    if (c)
        c->setObjectName(QLatin1String(name));
    return c;
}

// A labelled list in the tab bar's corner: "Sort: [most taken first]".
QWidget* cornerList(QWidget* corner, const QString& text, QComboBox*& box, const char* name,
                    const QStringList& items) {
    auto* row = new QWidget(corner);
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(text, row);
    box = new QComboBox(row);
    box->setObjectName(QLatin1String(name));
    box->addItems(items);
    label->setBuddy(box);
    h->addWidget(label);
    h->addWidget(box);
    return row;
}

} // namespace

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
    const auto reports = [this] { return reportsOf(reportA_.get(), reportB_.get()); };
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
    roundsOfRow_ = cornerList(corner, tr("Rounds of:"), roundsOf_, "balanceRoundsOf",
                              {QStringLiteral("A"), QStringLiteral("B")});
    roundsOfRow_->setVisible(false);
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
    QWidget* tileRow = cornerList(corner, tr("Sort:"), tileOrder_, "balanceTileOrder",
                                  {tr("most taken first"), tr("data order")});
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
    buildDifferencesPage();
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
