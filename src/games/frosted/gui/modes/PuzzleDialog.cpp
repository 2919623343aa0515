#include "PuzzleDialog.h"

#include "Art.h"
#include "GardenCanvas.h"
#include "SaveFiles.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

using namespace frosted;

// The garden of the puzzle's seat, as the table will show it.
class PuzzlePreview : public GardenCanvas {
  public:
    explicit PuzzlePreview(QWidget* parent) : GardenCanvas(parent) {
        setObjectName(QStringLiteral("puzzlePreview"));
        setFocusPolicy(Qt::NoFocus);
    }
    void setGarden(std::optional<Garden> g) {
        garden_ = std::move(g);
        fitToView();
        update();
    }
    QSize sizeHint() const override { return {420, 300}; }

  protected:
    const Garden* canvasGarden() const override { return garden_ ? &*garden_ : nullptr; }
    qreal fitMargin() const override { return 1.2; }
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        paintCloth(p, false);
        if (!garden_)
            return;
        paintTiles(p, *garden_);
        paintImprovements(p, *garden_);
    }
    void resizeEvent(QResizeEvent* e) override {
        GardenCanvas::resizeEvent(e);
        fitToView();
    }

  private:
    std::optional<Garden> garden_;
};

PuzzleDialog::PuzzleDialog(PuzzleLibrary* library, ComponentsPtr components, QWidget* parent)
    : QDialog(parent), library_(library), components_(std::move(components)) {
    setObjectName(QStringLiteral("puzzleDialog"));
    setWindowTitle(tr("Puzzles"));
    auto* outer = new QVBoxLayout(this);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("puzzleSummary"));
    summary_->setWordWrap(true);
    outer->addWidget(summary_);

    // The list over the chosen puzzle: its words on the left, the seat's garden on the right.
    auto* split = new QSplitter(Qt::Vertical, this);
    list_ = new QTreeWidget(split);
    list_->setObjectName(QStringLiteral("puzzleList"));
    list_->setColumnCount(3);
    list_->setHeaderLabels({QStringLiteral("✔"), tr("Puzzle"), tr("Goal")});
    list_->headerItem()->setToolTip(0, tr("Solved"));
    list_->setRootIsDecorated(false);
    list_->setAlternatingRowColors(true);
    list_->setWordWrap(true);
    list_->setUniformRowHeights(false);
    list_->header()->setStretchLastSection(true);
    list_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    list_->setColumnWidth(1, 240);
    list_->setStyleSheet(QStringLiteral("QTreeView::item { padding: 3px 2px; }"));
    split->addWidget(list_);

    auto* right = new QWidget(split);
    auto* rl = new QHBoxLayout(right);
    rl->setContentsMargins(0, 6, 0, 0);
    details_ = new QLabel(right);
    details_->setObjectName(QStringLiteral("puzzleDetails"));
    details_->setWordWrap(true);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    details_->setTextFormat(Qt::RichText);
    details_->setMinimumWidth(260);
    rl->addWidget(details_, 3);
    preview_ = new PuzzlePreview(right);
    preview_->setMinimumHeight(180);
    rl->addWidget(preview_, 2);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({310, 250}); // the whole shipped list, and the puzzle chosen
    split->setChildrenCollapsible(false);
    outer->addWidget(split, 1);

    auto* buttons = new QDialogButtonBox(this);
    play_ = buttons->addButton(tr("&Play"), QDialogButtonBox::AcceptRole);
    play_->setObjectName(QStringLiteral("puzzlePlay"));
    play_->setDefault(true);
    QPushButton* open = buttons->addButton(tr("&Open puzzle file…"), QDialogButtonBox::ActionRole);
    open->setObjectName(QStringLiteral("puzzleOpenFile"));
    open->setToolTip(tr("Play a puzzle file from anywhere (docs: the designer's workbench)"));
    QPushButton* folder = buttons->addButton(tr("My puzzle &folder"), QDialogButtonBox::ActionRole);
    folder->setObjectName(QStringLiteral("puzzleFolder"));
    folder->setToolTip(tr("Puzzles put in this folder are listed here: %1")
                           .arg(QDir::toNativeSeparators(library_->userFolder())));
    buttons->addButton(QDialogButtonBox::Close);
    outer->addWidget(buttons);

    connect(play_, &QPushButton::clicked, this, [this] {
        if (const auto e = current())
            emit playRequested(*e);
    });
    connect(open, &QPushButton::clicked, this, &PuzzleDialog::openFileRequested);
    connect(folder, &QPushButton::clicked, this, [this] {
        QDir().mkpath(library_->userFolder());
        QDesktopServices::openUrl(QUrl::fromLocalFile(library_->userFolder()));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QTreeWidget::currentItemChanged, this, &PuzzleDialog::showCurrent);
    connect(list_, &QTreeWidget::itemActivated, this, [this] {
        if (const auto e = current())
            emit playRequested(*e);
    });
    connect(library_, &PuzzleLibrary::changed, this, [this] { refill(components_); });
    resize(900, 620);
    refill(components_);
}

std::optional<PuzzleEntry> PuzzleDialog::current() const {
    const QTreeWidgetItem* item = list_->currentItem();
    if (!item)
        return std::nullopt;
    const int i = item->data(0, Qt::UserRole).toInt();
    if (i < 0 || i >= library_->entries().size())
        return std::nullopt;
    const PuzzleEntry& e = library_->entries()[i];
    if (!e.puzzle)
        return std::nullopt;
    return e;
}

void PuzzleDialog::select(const QString& key) {
    for (int i = 0; i < list_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = list_->topLevelItem(i);
        const int k = item->data(0, Qt::UserRole).toInt();
        if (k >= 0 && k < library_->entries().size() && library_->entries()[k].key() == key) {
            list_->setCurrentItem(item);
            list_->scrollToItem(item);
            return;
        }
    }
    if (list_->topLevelItemCount() > 0 && !list_->currentItem())
        list_->setCurrentItem(list_->topLevelItem(0));
}

void PuzzleDialog::refill(const ComponentsPtr& components) {
    components_ = components;
    const auto was = current();
    list_->clear();
    int loaded = 0;
    const auto& entries = library_->entries();
    for (int i = 0; i < entries.size(); ++i) {
        const PuzzleEntry& e = entries[i];
        auto* item = new QTreeWidgetItem(list_);
        item->setData(0, Qt::UserRole, i);
        if (e.puzzle) {
            ++loaded;
            const bool solved = library_->solved(e.key());
            item->setText(0, solved ? QStringLiteral("✔") : QString());
            item->setToolTip(0, solved ? tr("Solved") : tr("Not solved yet"));
            item->setForeground(0, QColor(0x2e, 0x7d, 0x32));
            item->setText(1, e.title());
            item->setText(2, puzzlewords::goals(*components_, *e.puzzle)); // a line a part
            item->setToolTip(2, item->text(2));
            if (e.source != PuzzleEntry::Source::Shipped)
                item->setToolTip(1, QDir::toNativeSeparators(e.path));
        } else {
            item->setText(0, QStringLiteral("⚠"));
            item->setForeground(0, QColor(0xc6, 0x28, 0x28));
            item->setText(1, e.title());
            item->setText(2, tr("Does not load: %1").arg(e.problem));
            item->setToolTip(2, item->text(2));
            item->setToolTip(1, QDir::toNativeSeparators(e.path));
            item->setForeground(2, QColor(0xc6, 0x28, 0x28));
        }
    }
    summary_->setText(tr("Each puzzle is one turn of a game, with a goal to reach in that turn. "
                         "Solved: %1 of %2.")
                          .arg(library_->solvedCount())
                          .arg(loaded));
    select(was ? was->key() : QString());
    showCurrent();
    if (list_->currentItem())
        list_->scrollToItem(list_->currentItem());
}

void PuzzleDialog::showCurrent() {
    const QTreeWidgetItem* item = list_->currentItem();
    const int i = item ? item->data(0, Qt::UserRole).toInt() : -1;
    if (i < 0 || i >= library_->entries().size()) {
        details_->setText(tr("No puzzle chosen."));
        preview_->setGarden(std::nullopt);
        play_->setEnabled(false);
        return;
    }
    const PuzzleEntry& e = library_->entries()[i];
    play_->setEnabled(e.puzzle.has_value());
    if (!e.puzzle) {
        details_->setText(
            QStringLiteral("<b>%1</b><p>%2</p><p style='color:#c62828'>%3</p>")
                .arg(e.title().toHtmlEscaped(), QDir::toNativeSeparators(e.path).toHtmlEscaped(),
                     tr("This file does not load: %1").arg(e.problem).toHtmlEscaped()));
        preview_->setGarden(std::nullopt);
        return;
    }
    const Puzzle& p = *e.puzzle;
    const PositionSeat& seat = p.position.seats[static_cast<std::size_t>(p.seat())];
    const QString who = QString::fromStdString(seat.name);
    const QString setting =
        p.position.solo
            ? tr("%1 against the Master Gardener, round %2").arg(who).arg(p.position.round)
            : tr("%1's turn in a game of %n player(s), round %2", "",
                 static_cast<int>(p.position.seats.size()))
                  .arg(who)
                  .arg(p.position.round);
    QString goals;
    for (const PuzzleGoal& g : p.goal)
        goals +=
            QStringLiteral("<li>%1</li>").arg(puzzlewords::goal(*components_, g).toHtmlEscaped());
    details_->setText(QStringLiteral("<h3 style='margin:0'>%1</h3><p>%2</p><p>%3</p><b>%4</b><ul "
                                     "style='margin-top:2px'>%5</ul>%6")
                          .arg(e.title().toHtmlEscaped(), setting.toHtmlEscaped(),
                               puzzlewords::text(p.note).toHtmlEscaped(),
                               tr("Goal:").toHtmlEscaped(), goals,
                               library_->solved(e.key())
                                   ? QStringLiteral("<p style='color:#2e7d32'>✔ %1</p>")
                                         .arg(tr("You have solved this puzzle.").toHtmlEscaped())
                                   : QString()));
    try {
        const GameState g = puzzleGame(components_, p);
        preview_->setGarden(g.player(p.seat()).garden);
    } catch (const std::exception&) {
        preview_->setGarden(std::nullopt);
    }
}
