#include "StatisticsDialog.h"

#include "Art.h"
#include "ChallengeStatsPage.h"
#include "Words.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using Mode = Statistics::Mode;

namespace {

constexpr int kSortRole = Qt::UserRole + 1;
constexpr int kPeopleRowsShown = 6; // more people scroll; the best scores keep their ten rows
const QColor kMuted(0x5a, 0x68, 0x78);

// A cell that sorts by its value (a number, a date, a folded name), not by its text as shown.
class Cell : public QTableWidgetItem {
  public:
    Cell(const QString& text, const QVariant& value) : QTableWidgetItem(text) {
        setData(kSortRole, value);
        setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    }
    bool operator<(const QTableWidgetItem& other) const override {
        return QVariant::compare(data(kSortRole), other.data(kSortRole)) == QPartialOrdering::Less;
    }
};

// A read-only table of `columns`, sized to its contents but for the `stretch` column.
QTableWidget* table(int columns, const QStringList& headers, const QStringList& tips, int stretch,
                    QWidget* parent) {
    auto* t = new QTableWidget(0, columns, parent);
    t->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < columns && c < tips.size(); ++c)
        t->horizontalHeaderItem(c)->setToolTip(tips[c]);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setAlternatingRowColors(true);
    t->setWordWrap(false);
    t->setShowGrid(false);
    t->verticalHeader()->setVisible(false);
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 8);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    t->setStyleSheet(QStringLiteral("QTableWidget::item { padding: 0 6px; }"));
    QHeaderView* h = t->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(stretch, QHeaderView::Stretch);
    h->setHighlightSections(false);
    h->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    return t;
}

QString shortDate(const QDateTime& when) {
    return QLocale().toString(when.toLocalTime().date(), QLocale::ShortFormat);
}

QString longDate(const QDateTime& when) {
    return QLocale().toString(when.toLocalTime(), QLocale::LongFormat);
}

} // namespace

QLabel* StatisticsDialog::heading(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 1.1);
    l->setFont(f);
    return l;
}

QString StatisticsDialog::modeTitle(Mode m) {
    switch (m) {
    case Mode::Solo:
        return tr("Solo");
    case Mode::ComputerEasy:
        return tr("Computer — easy");
    case Mode::ComputerMedium:
        return tr("Computer — medium");
    case Mode::ComputerHard:
        return tr("Computer — hard");
    case Mode::Hotseat:
        break;
    }
    return tr("Hotseat");
}

QString StatisticsDialog::modeDescription(Mode m) {
    switch (m) {
    case Mode::Solo:
        return tr("One person against the Master Gardener");
    case Mode::ComputerEasy:
        return tr("People against computer players, the strongest of them easy");
    case Mode::ComputerMedium:
        return tr("People against computer players, the strongest of them medium");
    case Mode::ComputerHard:
        return tr("People against computer players, at least one of them hard");
    case Mode::Hotseat:
        break;
    }
    return tr("People only, taking turns at one screen");
}

StatisticsDialog::StatisticsDialog(Statistics* statistics, QWidget* parent)
    : QDialog(parent), stats_(statistics) {
    setObjectName(QStringLiteral("statisticsDialog"));
    setWindowTitle(tr("Statistics — Frosted Blooms"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(14, 12, 14, 12);
    l->setSpacing(8);

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("statisticsProblem"));
    problem_->setWordWrap(true);
    problem_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    problem_->setStyleSheet(QStringLiteral("QLabel { background: #fff4dc; border: 1px solid "
                                           "#e0b45a; border-radius: 6px; padding: 6px; }"));
    problem_->hide();
    l->addWidget(problem_);

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("statisticsTabs"));
    tabs_->setUsesScrollButtons(true);
    tabs_->setDocumentMode(true);
    for (Mode m : Statistics::modes()) {
        QWidget* w = buildPage(m, pages_[static_cast<std::size_t>(m)]);
        const int i = tabs_->addTab(w, modeTitle(m));
        tabs_->setTabToolTip(i, modeDescription(m));
    }
    challenges_ = new ChallengeStatsPage(stats_, tabs_);
    const int daily = tabs_->addTab(challenges_, tr("Daily garden"));
    tabs_->setTabToolTip(daily, tr("The daily garden and the garden of the week: attempts and "
                                   "best results"));
    l->addWidget(tabs_, 1);

    auto* foot = new QLabel(
        tr("Games played to their end at this table count; records watched, the sandbox, the "
           "balance lab and positions set up by hand do not."),
        this);
    foot->setObjectName(QStringLiteral("statisticsFootnote"));
    foot->setWordWrap(true);
    QPalette fp = foot->palette();
    fp.setColor(QPalette::WindowText, kMuted);
    foot->setPalette(fp);
    l->addWidget(foot);

    auto* buttons = new QHBoxLayout;
    reset_ = new QPushButton(tr("&Reset…"), this);
    reset_->setObjectName(QStringLiteral("statisticsReset"));
    reset_->setToolTip(tr("Forget the games and best scores of the mode shown, or of all modes"));
    reset_->setAutoDefault(false);
    connect(reset_, &QPushButton::clicked, this, &StatisticsDialog::askReset);
    buttons->addWidget(reset_);
    buttons->addStretch(1);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->addWidget(close);
    l->addLayout(buttons);

    connect(stats_, &Statistics::changed, this, &StatisticsDialog::refresh);
    connect(stats_, &Statistics::problemFound, this, &StatisticsDialog::refresh);

    // Room for the eight columns and the ten best scores, within a 1024×700 screen.
    QSize avail(1440, 900);
    if (const QScreen* s = parent ? parent->screen() : QGuiApplication::primaryScreen())
        avail = s->availableGeometry().size();
    setMinimumSize(QSize(560, 420).boundedTo(avail));
    resize(QSize(960, 660).boundedTo(avail - QSize(40, 60)));
    refresh();
}

QWidget* StatisticsDialog::buildPage(Mode m, Page& p) {
    auto* w = new QWidget(tabs_);
    w->setObjectName(QStringLiteral("statisticsPage-") + Statistics::modeId(m));
    auto* outer = new QVBoxLayout(w);
    outer->setContentsMargins(0, 0, 0, 0);
    p.stack = new QStackedWidget(w);
    outer->addWidget(p.stack);

    // No games yet: a picture and a sentence on how to play one.
    auto* none = new QWidget(p.stack);
    auto* nl = new QVBoxLayout(none);
    nl->addStretch(1);
    auto* picture = new QLabel(none);
    picture->setPixmap(art::pixmap(
        m == Mode::Solo ? QStringLiteral("master-gardener") : QStringLiteral("trophy"), 72));
    picture->setAlignment(Qt::AlignCenter);
    nl->addWidget(picture);
    QString text;
    switch (m) {
    case Mode::Solo:
        text = tr("No solo game has been counted yet. Play one against the Master Gardener "
                  "(Game ▸ New game…, Solo): your games, wins and best scores will appear here.");
        break;
    case Mode::ComputerEasy:
        text = tr("No game against easy computer players has been counted yet. Choose "
                  "“Computer — easy” for a seat in the new-game dialog to play one.");
        break;
    case Mode::ComputerMedium:
        text = tr("No game against medium computer players has been counted yet. Choose "
                  "“Computer — medium” for a seat in the new-game dialog to play one.");
        break;
    case Mode::ComputerHard:
        text = tr("No game against hard computer players has been counted yet. Choose "
                  "“Computer — hard” for a seat in the new-game dialog to play one.");
        break;
    case Mode::Hotseat:
        text = tr("No hotseat game has been counted yet. When two to four people play at this "
                  "screen, their games, wins and best scores will appear here.");
        break;
    }
    p.empty = new QLabel(text, none);
    p.empty->setObjectName(QStringLiteral("statisticsEmpty"));
    p.empty->setWordWrap(true);
    p.empty->setAlignment(Qt::AlignCenter);
    p.empty->setMaximumWidth(520);
    p.empty->setMinimumWidth(std::min(420, p.empty->maximumWidth()));
    auto* centre = new QHBoxLayout;
    centre->addStretch(1);
    centre->addWidget(p.empty, 4);
    centre->addStretch(1);
    nl->addLayout(centre);
    nl->addStretch(2);
    p.stack->addWidget(none);

    // The figures.
    auto* figures = new QWidget(p.stack);
    auto* fl = new QVBoxLayout(figures);
    fl->setContentsMargins(2, 8, 2, 2);
    fl->setSpacing(6);
    // "Players", and on its right how many games and when the last.
    auto* top = new QHBoxLayout;
    top->addWidget(heading(tr("Players"), figures));
    top->addStretch(1);
    p.summary = new QLabel(figures);
    p.summary->setObjectName(QStringLiteral("statisticsSummary"));
    p.summary->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QPalette sp = p.summary->palette();
    sp.setColor(QPalette::WindowText, kMuted);
    p.summary->setPalette(sp);
    top->addWidget(p.summary);
    fl->addLayout(top);
    p.people = table(PeopleColumns,
                     {tr("Player"), tr("Played"), tr("Won"), tr("Best"), tr("Average"),
                      tr("Streak"), tr("Best streak"), tr("Last game")},
                     {tr("The person's name (the same name in any case is the same person)"),
                      tr("Games played to the end"),
                      tr("Games won: first place after the tie-break (a shared first place "
                         "counts)"),
                      tr("The best score"), tr("The average score"),
                      tr("Games won in a row up to the last one"),
                      tr("The most games won in a row"), tr("The date of the last game")},
                     Player, figures);
    p.people->setObjectName(QStringLiteral("statisticsPeople"));
    p.people->setAccessibleName(tr("Players"));
    p.people->horizontalHeader()->setSortIndicatorShown(true);
    for (int c = Played; c < PeopleColumns; ++c)
        p.people->horizontalHeaderItem(c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    p.people->setSortingEnabled(true);
    p.people->sortByColumn(Won, Qt::DescendingOrder);
    fl->addWidget(p.people);
    fl->addSpacing(4);
    fl->addWidget(heading(tr("Best scores"), figures));
    p.best =
        table(BestColumns, {tr("Place"), tr("Score"), tr("Player"), tr("Date")},
              {QString(), QString(), QString(), tr("The day the score was made")}, Name, figures);
    p.best->setObjectName(QStringLiteral("statisticsBest"));
    p.best->setAccessibleName(tr("Best scores"));
    p.best->horizontalHeaderItem(Score)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    fl->addWidget(p.best);
    fl->addStretch(1);
    p.stack->addWidget(figures);
    return w;
}

void StatisticsDialog::showMode(Mode m) {
    tabs_->setCurrentIndex(static_cast<int>(m));
}

Mode StatisticsDialog::shownMode() const {
    if (showsChallenges())
        return Mode::Solo;
    return Statistics::modes()[static_cast<std::size_t>(std::max(0, tabs_->currentIndex()))];
}

void StatisticsDialog::showChallenges() {
    tabs_->setCurrentWidget(challenges_);
}

bool StatisticsDialog::showsChallenges() const {
    return tabs_->currentWidget() == challenges_;
}

bool StatisticsDialog::showsEmpty(Mode m) const {
    return page(m).stack->currentIndex() == 0;
}

void StatisticsDialog::showEvent(QShowEvent* e) {
    stats_->refresh(); // another window of the game may have counted a game since
    refresh();
    QDialog::showEvent(e);
}

void StatisticsDialog::refresh() {
    QStringList problems{stats_->problem(), stats_->writeError()};
    problems.removeAll(QString());
    problems.removeDuplicates();
    problem_->setText(problems.join(QLatin1Char('\n')));
    problem_->setVisible(!problems.isEmpty());
    for (Mode m : Statistics::modes())
        fill(m);
    challenges_->refresh();
    reset_->setEnabled(!stats_->isEmpty());
}

void StatisticsDialog::fill(Mode m) {
    const Page& p = page(m);
    const Statistics::ModeRecord& r = stats_->mode(m);
    const bool empty = r.games == 0 && r.people.isEmpty() && r.best.isEmpty();
    p.stack->setCurrentIndex(empty ? 0 : 1);
    const QLocale loc;
    const QDateTime latest = stats_->lastRecorded();

    QDateTime last;
    for (const Statistics::Person& person : r.people)
        last = std::max(last, person.last);
    p.summary->setText(last.isValid()
                           ? tr("%n game(s) played, the last one on %1.", "", r.games)
                                 .arg(loc.toString(last.toLocalTime().date(), QLocale::LongFormat))
                           : tr("%n game(s) played.", "", r.games));

    // The people, keeping the order the player chose.
    QTableWidget* t = p.people;
    const int sortColumn = t->horizontalHeader()->sortIndicatorSection();
    const Qt::SortOrder order = t->horizontalHeader()->sortIndicatorOrder();
    t->setSortingEnabled(false);
    t->clearContents();
    t->setRowCount(static_cast<int>(r.people.size()));
    for (int row = 0; row < static_cast<int>(r.people.size()); ++row) {
        const Statistics::Person& s = r.people[row];
        const bool fresh = latest.isValid() && s.last == latest;
        const double rate = s.played > 0 ? 100.0 * s.won / s.played : 0.0;
        Cell* cells[PeopleColumns] = {};
        cells[Player] = new Cell(s.name, s.name.toCaseFolded());
        cells[Played] = new Cell(loc.toString(s.played), s.played);
        cells[Won] = new Cell(loc.toString(s.won), s.won);
        cells[Best] = new Cell(loc.toString(s.best), s.best);
        cells[Average] = new Cell(loc.toString(s.average(), 'f', 1), s.average());
        cells[Streak] = new Cell(loc.toString(s.streak), s.streak);
        cells[Longest] = new Cell(loc.toString(s.longest), s.longest);
        cells[LastPlayed] = new Cell(shortDate(s.last), s.last);
        cells[Won]->setToolTip(tr("%1 of %n game(s) won: %2%", "", s.played)
                                   .arg(loc.toString(s.won))
                                   .arg(loc.toString(rate, 'f', 0)));
        cells[Player]->setToolTip(s.name);
        cells[LastPlayed]->setToolTip(longDate(s.last));
        for (int c = 0; c < PeopleColumns; ++c) {
            if (c != Player)
                cells[c]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (fresh) {
                QFont f = t->font();
                f.setBold(true);
                cells[c]->setFont(f);
            }
            t->setItem(row, c, cells[c]);
        }
    }
    t->setSortingEnabled(true);
    t->sortByColumn(sortColumn, order);
    fitRows(t, kPeopleRowsShown);

    // The best scores, best first.
    QTableWidget* b = p.best;
    b->clearContents();
    b->setRowCount(static_cast<int>(r.best.size()));
    fitRows(b, Statistics::kBestScores);
    for (int row = 0; row < static_cast<int>(r.best.size()); ++row) {
        const Statistics::Best& s = r.best[row];
        const bool fresh = latest.isValid() && s.when == latest;
        Cell* cells[BestColumns] = {};
        cells[Place] = new Cell(words::rank(row + 1), row + 1);
        cells[Score] = new Cell(loc.toString(s.score), s.score);
        cells[Name] = new Cell(s.name, s.name.toCaseFolded());
        cells[Date] = new Cell(shortDate(s.when), s.when);
        if (row == 0) { // the table's record: the trophy, on gold
            cells[Place]->setIcon(QIcon(art::pixmap(QStringLiteral("trophy"), 32)));
            for (Cell* c : cells)
                c->setBackground(QColor(0xfb, 0xf0, 0xd2));
        }
        cells[Name]->setToolTip(s.name);
        cells[Date]->setToolTip(longDate(s.when));
        cells[Score]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        for (int c = 0; c < BestColumns; ++c) {
            if (fresh) {
                QFont f = b->font();
                f.setBold(true);
                cells[c]->setFont(f);
                cells[c]->setToolTip(tr("From the last game"));
            }
            b->setItem(row, c, cells[c]);
        }
    }
}

void StatisticsDialog::fitRows(QTableWidget* t, int most) {
    const int rows = std::clamp(t->rowCount(), 1, most);
    // (Columns too wide for the dialog scroll sideways, and the rows then scroll too.)
    const int h = t->horizontalHeader()->sizeHint().height() + 2 * t->frameWidth() +
                  rows * t->verticalHeader()->defaultSectionSize();
    t->setFixedHeight(h);
}

void StatisticsDialog::askReset() {
    const Mode m = shownMode();
    const Statistics::ModeRecord& shown = stats_->mode(m);
    const bool daily = showsChallenges();
    bool hasGames = shown.games > 0 || !shown.best.isEmpty();
    if (daily) {
        hasGames = !challenges_->showsEmpty();
    }
    ResetChoice choice = ResetChoice::Cancel;
    if (askReset_)
        choice = askReset_(m, hasGames);
    else {
        QMessageBox box(QMessageBox::Warning, tr("Reset the statistics"),
                        tr("Reset the statistics?"), QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("statisticsResetBox"));
        box.setInformativeText(tr("The games, wins, streaks and best scores are forgotten. This "
                                  "cannot be undone."));
        QPushButton* one = nullptr;
        if (hasGames)
            one = box.addButton(
                tr("Reset “%1” only")
                    .arg(daily ? tabs_->tabText(tabs_->indexOf(challenges_)) : modeTitle(m)),
                QMessageBox::DestructiveRole);
        QPushButton* all = box.addButton(tr("Reset all modes"), QMessageBox::DestructiveRole);
        QPushButton* cancel = box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(cancel);
        box.setEscapeButton(cancel);
        box.exec();
        if (one && box.clickedButton() == one)
            choice = ResetChoice::Shown;
        else if (box.clickedButton() == all)
            choice = ResetChoice::All;
    }
    if (choice == ResetChoice::Shown && daily)
        stats_->resetChallenges();
    else if (choice == ResetChoice::Shown)
        stats_->reset(m);
    else if (choice == ResetChoice::All)
        stats_->resetAll();
}
