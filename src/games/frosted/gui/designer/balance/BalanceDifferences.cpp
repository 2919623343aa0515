// The Balance window's A / B tab: every difference between the reports of data sets A and B,
// the significant ones marked (frosted::compareReports decides them).
#include "BalanceWindow.h"

#include "BalanceCharts.h"
#include "Words.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

using namespace frosted;
namespace charts = balancecharts;

namespace {

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

// The A / B tab (shown for an A / B report): every difference, the significant ones marked.
void BalanceWindow::buildDifferencesPage() {
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
