#include "DataProblemsWindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

using namespace frosted;

namespace {
constexpr int kTextRole = Qt::UserRole; // the problem as one line, on the File column's item
}

DataProblemsWindow::DataProblemsWindow(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("dataProblemsWindow"));
    setWindowTitle(tr("Data set problems — Frosted Blooms"));
    setWindowFlag(Qt::Window);
    setAttribute(Qt::WA_DeleteOnClose, false);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(14, 12, 14, 12);
    l->setSpacing(6);

    // The icon beside the heading, the folder's path and what happens meanwhile.
    auto* top = new QHBoxLayout;
    top->setSpacing(12);
    icon_ = new QLabel(this);
    icon_->setAlignment(Qt::AlignTop);
    top->addWidget(icon_);
    auto* texts = new QVBoxLayout;
    texts->setSpacing(4);
    heading_ = new QLabel(this);
    heading_->setObjectName(QStringLiteral("dataProblemsHeading"));
    heading_->setWordWrap(true);
    texts->addWidget(heading_);
    path_ = new QLabel(this);
    path_->setObjectName(QStringLiteral("dataProblemsPath"));
    path_->setWordWrap(true);
    path_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    path_->setStyleSheet(QStringLiteral("QLabel { color: #4a5a6a; font-family: monospace; }"));
    texts->addWidget(path_);
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    texts->addWidget(note_);
    top->addLayout(texts, 1);
    l->addLayout(top);
    l->addSpacing(4);

    table_ = new QTableWidget(0, 4, this);
    table_->setObjectName(QStringLiteral("dataProblemsTable"));
    table_->setHorizontalHeaderLabels({tr("File"), tr("Item"), tr("Field"), tr("Message")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(true);
    table_->setTextElideMode(Qt::ElideMiddle);
    table_->verticalHeader()->setVisible(false);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView* h = table_->horizontalHeader();
    h->setSectionResizeMode(File, QHeaderView::Interactive);
    h->setSectionResizeMode(Item, QHeaderView::Interactive);
    h->setSectionResizeMode(Field, QHeaderView::Interactive);
    h->setSectionResizeMode(Message, QHeaderView::Stretch);
    h->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    h->setSortIndicatorShown(true);
    table_->setColumnWidth(File, 170);
    table_->setColumnWidth(Item, 110);
    table_->setColumnWidth(Field, 150);
    l->addWidget(table_, 1);
    l->addStretch(); // takes the room when there is no table (the folder loads)

    // Ctrl+C in the window: the selected problems (or all) as the command line prints them.
    auto* copyKey = new QAction(this);
    copyKey->setShortcut(QKeySequence::Copy);
    copyKey->setShortcutContext(Qt::WindowShortcut);
    connect(copyKey, &QAction::triggered, this, &DataProblemsWindow::copy);
    addAction(copyKey);

    auto* buttons = new QHBoxLayout;
    copy_ = new QPushButton(tr("&Copy"), this);
    copy_->setObjectName(QStringLiteral("dataProblemsCopy"));
    copy_->setToolTip(tr("Copy the selected problems, or all of them, as the command line lists "
                         "them (Ctrl+C)"));
    connect(copy_, &QPushButton::clicked, this, &DataProblemsWindow::copy);
    buttons->addWidget(copy_);
    openFolder_ = new QPushButton(tr("&Open the folder"), this);
    openFolder_->setToolTip(tr("Show the data folder in the file manager"));
    connect(openFolder_, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(folder_)); });
    buttons->addWidget(openFolder_);
    buttons->addStretch(1);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->addWidget(close);
    l->addLayout(buttons);
    resize(980, 600);
}

void DataProblemsWindow::setProblems(const QString& folder,
                                     const std::vector<DataProblem>& problems, const QString& inUse,
                                     bool inUseIsItsLastVersion, bool watched) {
    folder_ = folder;
    const QString name = QDir(folder).dirName();
    path_->setText(QDir::toNativeSeparators(folder));
    openFolder_->setEnabled(QDir(folder).exists());
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon_->setPixmap(style()
                         ->standardIcon(problems.empty() ? QStyle::SP_DialogApplyButton
                                                         : QStyle::SP_MessageBoxWarning,
                                        nullptr, this)
                         .pixmap(iconSize, iconSize));
    // The title follows the folder's state (issue 31): not "problems" once it loads.
    if (problems.empty()) {
        //: the data-problems window's title once the folder loads; %1 its folder's name
        setWindowTitle(tr("Data set “%1” loaded — Frosted Blooms").arg(name));
        heading_->setText(tr("“%1” loads: it is the data set in use.").arg(name));
        heading_->setStyleSheet(
            QStringLiteral("QLabel { font-size: 16px; font-weight: bold; color: #2e7d32; }"));
        note_->setText(tr("New games are dealt from it. The folder is still watched: a change "
                          "to its files is loaded again."));
    } else {
        // The validator counts a long list's rest in its last line ("... and 40 more problems").
        setWindowTitle(tr("Data set “%1”: %n problem(s) — Frosted Blooms", "",
                          static_cast<int>(problems.size()))
                           .arg(name));
        heading_->setText(
            tr("“%1” cannot be used: %n problem(s)", "", static_cast<int>(problems.size()))
                .arg(name));
        heading_->setStyleSheet(
            QStringLiteral("QLabel { font-size: 16px; font-weight: bold; color: #b3261e; }"));
        if (inUseIsItsLastVersion)
            note_->setText(watched ? tr("Its last version that loaded stays in use. The folder is "
                                        "watched: save your fixes and it is loaded again at once.")
                                   : tr("Its last version that loaded stays in use. Fix its files "
                                        "and choose the folder again."));
        else
            //: %1: the data set in use ("The built-in data")
            note_->setText((watched ? tr("%1 stays in use. The folder is watched: save your fixes "
                                         "and it is loaded again at once.")
                                    : tr("%1 stays in use. Fix its files and choose the folder "
                                         "again."))
                               .arg(inUse.left(1).toUpper() + inUse.mid(1)));
    }
    table_->setSortingEnabled(false);
    table_->clearContents();
    table_->setRowCount(static_cast<int>(problems.size()));
    const QString none = QStringLiteral("—");
    for (int r = 0; r < static_cast<int>(problems.size()); ++r) {
        const DataProblem& p = problems[static_cast<std::size_t>(r)];
        auto cell = [&](int column, const std::string& text, const QString& empty) {
            auto* item = new QTableWidgetItem(text.empty() ? empty : QString::fromStdString(text));
            if (text.empty())
                item->setForeground(QColor(0x8a, 0x96, 0xa3));
            item->setToolTip(QString::fromStdString(p.text));
            table_->setItem(r, column, item);
            return item;
        };
        cell(File, p.file, tr("(the folder)"))->setData(kTextRole, QString::fromStdString(p.text));
        cell(Item, p.item, none);
        cell(Field, p.field, none);
        cell(Message, p.message, none);
    }
    // The validator's order (the command line's) until a heading is clicked.
    table_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table_->setSortingEnabled(true);
    table_->setVisible(!problems.empty());
    copy_->setEnabled(!problems.empty());
}

void DataProblemsWindow::present() {
    QDialog::show();
    raise();
    activateWindow();
}

QString DataProblemsWindow::copiedText() const {
    QList<int> rows;
    for (const QModelIndex& i : table_->selectionModel()->selectedRows())
        rows << i.row();
    if (rows.isEmpty())
        for (int r = 0; r < table_->rowCount(); ++r)
            rows << r;
    std::sort(rows.begin(), rows.end());
    QStringList lines{QDir::toNativeSeparators(folder_)};
    for (int r : rows)
        if (const QTableWidgetItem* item = table_->item(r, File))
            lines << item->data(kTextRole).toString();
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void DataProblemsWindow::copy() {
    if (table_->rowCount() == 0)
        return;
    QApplication::clipboard()->setText(copiedText());
}
