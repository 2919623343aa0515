#include "BlossomsStatisticsDialog.h"

#include "BlossomsStatistics.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

QString variantName(blossoms::Variant v) {
    if (v.children && v.advanced)
        return BlossomsStatisticsDialog::tr("children’s and advanced");
    if (v.children)
        return BlossomsStatisticsDialog::tr("children’s game");
    if (v.advanced)
        return BlossomsStatisticsDialog::tr("advanced");
    return BlossomsStatisticsDialog::tr("standard");
}

} // namespace

BlossomsStatisticsDialog::BlossomsStatisticsDialog(BlossomsStatistics* statistics, QWidget* parent)
    : QDialog(parent), statistics_(statistics) {
    setObjectName(QStringLiteral("blossomsStatisticsDialog"));
    setWindowTitle(tr("Statistics — Blossoms"));
    auto* l = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Finished games at this table, by kind of game: scores of "
                                "different player counts or variants do not compare."),
                             this);
    intro->setWordWrap(true);
    l->addWidget(intro);
    tree_ = new QTreeWidget(this);
    tree_->setObjectName(QStringLiteral("statisticsTree"));
    tree_->setHeaderLabels(
        {tr("Player"), tr("Games"), tr("Wins"), tr("Best total"), tr("Last game")});
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->setRootIsDecorated(false);
    l->addWidget(tree_, 1);
    auto* bb = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* reset = bb->addButton(tr("&Forget all…"), QDialogButtonBox::ResetRole);
    reset->setObjectName(QStringLiteral("forgetAll"));
    connect(bb, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Forget all?"),
                                  tr("Forget every game counted at this table?")) ==
            QMessageBox::Yes) {
            statistics_->resetAll();
            fill();
        }
    });
    l->addWidget(bb);
    resize(640, 420);
    fill();
}

void BlossomsStatisticsDialog::fill() {
    tree_->clear();
    statistics_->refresh();
    using Mode = BlossomsStatistics::Mode;
    const QLocale locale;
    for (Mode m : {Mode::Computers, Mode::Hotseat, Mode::Mixed})
        for (int players : {2, 3})
            for (int v = 0; v < 4; ++v) {
                const blossoms::Variant variant{(v & 1) != 0, (v & 2) != 0};
                const BlossomsStatistics::Record r = statistics_->record(m, players, variant);
                if (r.games == 0)
                    continue;
                auto* head = new QTreeWidgetItem(tree_);
                head->setText(0, tr("%1 · %2 players · %3 — %n game(s)", nullptr, r.games)
                                     .arg(BlossomsStatistics::modeName(m))
                                     .arg(players)
                                     .arg(variantName(variant)));
                head->setFirstColumnSpanned(true);
                QFont bold = head->font(0);
                bold.setBold(true);
                head->setFont(0, bold);
                for (const BlossomsStatistics::Person& p : r.people) {
                    auto* row = new QTreeWidgetItem(tree_);
                    row->setText(0, QStringLiteral("    ") + p.name);
                    row->setText(1, QString::number(p.played));
                    row->setText(2, QString::number(p.won));
                    row->setText(3, QString::number(p.bestTotal));
                    row->setText(
                        4, locale.toString(p.last.toLocalTime().date(), QLocale::ShortFormat));
                }
            }
    if (tree_->topLevelItemCount() == 0) {
        auto* none = new QTreeWidgetItem(tree_);
        none->setText(0, tr("No finished game yet."));
        none->setFirstColumnSpanned(true);
    }
}
