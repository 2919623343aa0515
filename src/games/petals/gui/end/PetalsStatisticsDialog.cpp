#include "PetalsStatisticsDialog.h"

#include "PetalsStatistics.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

using petals::Variant;

PetalsStatisticsDialog::PetalsStatisticsDialog(PetalsStatistics* statistics, QWidget* parent)
    : QDialog(parent), stats_(statistics) {
    setWindowTitle(tr("Petals — Statistics"));
    setAccessibleName(tr("Petals statistics"));
    auto* layout = new QVBoxLayout(this);
    problem_ = new QLabel;
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; color: #5a4300; "
                                           "border: 1px solid #e0c46c; border-radius: 4px; "
                                           "padding: 6px; }"));
    layout->addWidget(problem_);
    empty_ = new QLabel(tr("No Petals game has been counted yet. Play a game to its end and its "
                           "result appears here."));
    empty_->setWordWrap(true);
    layout->addWidget(empty_);
    auto* intro = new QLabel(tr("The Petals games finished at this table, one line per person "
                                "(computer players have none). A game counts once, when it ends."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    tabs_ = new QTabWidget;
    const QString heads[2] = {tr("Best total"), tr("Best spread")};
    const QString names[2] = {tr("Standard scoring"), tr("Harmony")};
    const QString explained[2] = {
        tr("Best total: the highest sum of a player's two lowest trackers in one game."),
        tr("Best spread: the smallest gap between a player's highest and lowest tracker in one "
           "game.")};
    for (int v = 0; v < 2; ++v) {
        auto* page = new QWidget;
        auto* pageLayout = new QVBoxLayout(page);
        auto* caption = new QLabel(explained[v]);
        caption->setWordWrap(true);
        pageLayout->addWidget(caption);
        auto* t = new QTreeWidget;
        QFont big = t->font();
        big.setPointSize(12);
        t->setFont(big);
        t->setColumnCount(5);
        t->setHeaderLabels(
            {tr("Mode / player"), tr("Games"), tr("Won"), heads[v], tr("Last game")});
        t->setRootIsDecorated(true);
        t->setAlternatingRowColors(true);
        t->setUniformRowHeights(true);
        t->header()->setStretchLastSection(false);
        t->header()->setMinimumSectionSize(110);
        t->header()->setSectionResizeMode(0, QHeaderView::Stretch);
        for (int c = 1; c < 5; ++c)
            t->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
        t->setAccessibleName(names[v]);
        trees_[v] = t;
        pageLayout->addWidget(t, 1);
        tabs_->addTab(page, names[v]);
    }
    layout->addWidget(tabs_, 1);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Close);
    reset_ = box->addButton(tr("&Reset…"), QDialogButtonBox::ResetRole);
    connect(reset_, &QPushButton::clicked, this, &PetalsStatisticsDialog::confirmReset);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);
    connect(stats_, &PetalsStatistics::changed, this, &PetalsStatisticsDialog::refill);
    resize(720, 480);
    refill();
}

void PetalsStatisticsDialog::refill() {
    stats_->refresh();
    problem_->setText(stats_->problem().isEmpty() ? stats_->writeError() : stats_->problem());
    problem_->setVisible(!problem_->text().isEmpty());
    empty_->setVisible(stats_->isEmpty());
    reset_->setEnabled(!stats_->isEmpty());
    for (int v = 0; v < 2; ++v)
        fillTree(v);
    // The tab with games first when only one has any.
    if (stats_->isEmpty())
        return;
    const auto any = [this](Variant var) {
        for (PetalsStatistics::Mode m : PetalsStatistics::modes())
            if (stats_->record(m, var).games > 0)
                return true;
        return false;
    };
    if (!any(Variant::Standard) && any(Variant::Harmony))
        tabs_->setCurrentIndex(1);
    setAccessibleDescription(summary());
}

void PetalsStatisticsDialog::fillTree(int v) {
    QTreeWidget* t = trees_[v];
    t->clear();
    const Variant var = v == 1 ? Variant::Harmony : Variant::Standard;
    const QLocale locale;
    for (PetalsStatistics::Mode m : PetalsStatistics::modes()) {
        const PetalsStatistics::Record& r = stats_->record(m, var);
        if (r.games == 0)
            continue;
        auto* mode = new QTreeWidgetItem(t);
        mode->setText(0, PetalsStatistics::modeName(m));
        mode->setText(1, QString::number(r.games));
        QFont bold = mode->font(0);
        bold.setBold(true);
        mode->setFont(0, bold);
        mode->setFirstColumnSpanned(false);
        for (const PetalsStatistics::Person& p : r.people) {
            auto* row = new QTreeWidgetItem(mode);
            row->setText(0, p.name);
            row->setText(1, QString::number(p.played));
            row->setText(
                2,
                tr("%1 (%2%)").arg(p.won).arg(p.played > 0 ? qRound(100.0 * p.won / p.played) : 0));
            row->setText(3, QString::number(v == 1 ? p.bestSpread : p.bestTotal));
            row->setText(4, locale.toString(p.last.toLocalTime().date(), QLocale::ShortFormat));
            for (int c = 1; c < 5; ++c)
                row->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        }
        mode->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    t->expandAll();
}

QString PetalsStatisticsDialog::summary() const {
    QStringList lines;
    for (int v = 0; v < 2; ++v) {
        const QTreeWidget* t = trees_[v];
        for (int i = 0; i < t->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* mode = t->topLevelItem(i);
            lines.append(tr("%1, %2: %n game(s).", "", mode->text(1).toInt())
                             .arg(tabs_->tabText(v), mode->text(0)));
            for (int c = 0; c < mode->childCount(); ++c) {
                const QTreeWidgetItem* p = mode->child(c);
                lines.append(tr("%1: played %2, won %3, %4 %5, last game %6.")
                                 .arg(p->text(0), p->text(1), p->text(2),
                                      t->headerItem()->text(3).toLower(), p->text(3), p->text(4)));
            }
        }
    }
    return lines.join(QLatin1Char('\n'));
}

void PetalsStatisticsDialog::confirmReset() {
    if (QMessageBox::question(this, tr("Reset the statistics?"),
                              tr("Forget every Petals result counted at this table? Frosted "
                                 "Blooms' statistics are kept."),
                              QMessageBox::Reset | QMessageBox::Cancel,
                              QMessageBox::Cancel) == QMessageBox::Reset)
        stats_->resetAll();
}
