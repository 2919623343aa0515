// The main window's table (MainWindow.h): its widgets, columns and pages, and what redraws them.
#include "MainWindow.h"

#include "Art.h"
#include "BoardView.h"
#include "DeckView.h"
#include "EndCeremony.h"
#include "FlightOverlay.h"
#include "GardenView.h"
#include "HandBar.h"
#include "HandOverPage.h"
#include "Language.h"
#include "NewGameDialog.h"
#include "PlayerBadge.h"
#include "PlayerPanel.h"
#include "PreviewPanel.h"
#include "RecordWindow.h"
#include "ScorePadPage.h"
#include "ScreenFit.h"
#include "SettingsDialog.h"
#include "SingleInstance.h"
#include "SpeedControls.h"
#include "TurnFocus.h"
#include "Tutorial.h"
#include "Words.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

using namespace frosted;

namespace {
// The NOW line as high as its words (the prompt and a hint, issue 31), from `least` up to a
// third of the window (a fifth on the lowest, where the column has less to give): the
// preview and the log below give way.
void fitNowLine(QLabel* now, int least, int windowHeight) {
    const int most = windowHeight / (windowHeight < 560 ? 5 : 3);
    // The label inside its scroll area (nowScroll): the area takes the height.
    QWidget* area = now->parentWidget() ? now->parentWidget()->parentWidget() : nullptr;
    const int h = std::clamp(now->heightForWidth(now->width()), least, std::max(least, most));
    (area ? area : now)->setMinimumHeight(h);
    now->setMinimumHeight(std::min(h, least));
}
} // namespace

void MainWindow::buildTable() {
    table_ = new QWidget(this);
    table_->setObjectName(QStringLiteral("tablePage"));
    auto* outer = new QVBoxLayout(table_);
    outer->setContentsMargins(6, 6, 6, 6);
    outer->setSpacing(6);
    auto* row = new QHBoxLayout;
    outer->addLayout(row, 1);

    // A column's toggle: a small arrow button that collapses it to a strip or expands it.
    auto toggle = [this](const QString& name, Column col) {
        auto* b = new QToolButton(table_);
        b->setObjectName(name);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus);
        b->setFixedSize(22, 22);
        connect(b, &QToolButton::clicked, this, [this, col] {
            autoFolded_ = false; // the player's choice from now on
            setColumnCollapsed(col, !columnCollapsed(col));
        });
        return b;
    };

    // Left: players.
    leftColumn_ = new QWidget(table_);
    leftColumn_->setObjectName(QStringLiteral("playersColumn"));
    auto* ll = new QVBoxLayout(leftColumn_);
    ll->setContentsMargins(0, 0, 0, 0);
    ll->setSpacing(0);
    leftToggle_ = toggle(QStringLiteral("playersToggle"), Column::Players);
    auto* lh = new QHBoxLayout;
    lh->setContentsMargins(0, 0, 0, 0);
    leftBody_ = new QWidget(leftColumn_);
    auto* lb = new QVBoxLayout(leftBody_);
    lb->setContentsMargins(0, 0, 0, 0);
    lb->setSpacing(0);
    auto* playersTitle = new QLabel(tr("<b>PLAYERS</b>"), leftColumn_);
    lh->addWidget(playersTitle, 1);
    lh->addWidget(leftToggle_, 0, Qt::AlignRight | Qt::AlignTop);
    ll->addLayout(lh);
    players_ = new PlayersPanel(c_, table_);
    auto* scroll = new QScrollArea(leftBody_);
    scroll->setWidget(players_);
    scroll->setWidgetResizable(true);
    playersScroll_ = scroll;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->viewport()->installEventFilter(this);
    lb->addWidget(scroll);
    ll->addWidget(leftBody_, 1);
    playersTitle->setObjectName(QStringLiteral("playersTitle"));
    row->addWidget(leftColumn_);
    connect(players_, &PlayersPanel::gardenRequested, this, &MainWindow::openGarden);

    // Centre: the board above the active garden.
    auto* split = boardOverGarden(c_, table_, &board_, &garden_);
    split_ = split;
    split->installEventFilter(this);
    connect(split, &QSplitter::splitterMoved, this, [this] { splitterMoved_ = true; });
    split->setChildrenCollapsible(false);
    auto* fit = new QToolButton(garden_);
    fit->setText(tr("⤢ Fit"));
    fit->setToolTip(tr("Fit the garden to the view (Ctrl+0)"));
    fit->setObjectName(QStringLiteral("fitButton"));
    fit->move(8, 8);
    connect(fit, &QToolButton::clicked, garden_, &GardenView::fitToView);
    row->addWidget(split, 1);

    // Right: NOW, preview, Master Gardener controls, log.
    rightColumn_ = new QWidget(table_);
    rightColumn_->setObjectName(QStringLiteral("turnColumn"));
    rightColumn_->setFixedWidth(340);
    auto* rc = new QVBoxLayout(rightColumn_);
    rc->setContentsMargins(0, 0, 0, 0);
    rc->setSpacing(0);
    rightToggle_ = toggle(QStringLiteral("turnToggle"), Column::Turn);
    auto* rh = new QHBoxLayout;
    rh->setContentsMargins(0, 0, 0, 0);
    rh->addWidget(rightToggle_, 0, Qt::AlignLeft | Qt::AlignTop);
    auto* nowTitle = new QLabel(tr("<b>NOW</b>"), rightColumn_);
    nowTitle->setObjectName(QStringLiteral("nowTitle"));
    rh->addWidget(nowTitle, 1);
    rc->addLayout(rh);
    auto* right = new QWidget(rightColumn_);
    rightBody_ = right;
    rc->addWidget(right, 1);
    auto* rl = new QVBoxLayout(right);
    rl->setContentsMargins(0, 0, 0, 0);
    now_ = new QLabel(right);
    now_->setObjectName(QStringLiteral("nowLabel"));
    now_->setWordWrap(true);
    // Room for a prompt of four lines: the controls below it stay put from step to step.
    now_->setMinimumHeight(100);
    now_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    now_->setStyleSheet(QStringLiteral("QLabel { background: #ffffff; border: 2px solid #7fa7cf; "
                                       "border-radius: 6px; padding: 6px; font-size: 15px; }"));
    // Issue 31: the NOW line and the preview scroll when their words need more than the column
    // can give on a low screen, rather than make the window taller than the screen (a label's
    // height for the column's width no longer counts as the table's).
    const auto scrolling = [right](QLabel* label, const char* name) {
        auto* area = new QScrollArea(right);
        area->setObjectName(QLatin1String(name));
        area->setFrameShape(QFrame::NoFrame);
        area->setFocusPolicy(Qt::NoFocus);
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        area->setWidgetResizable(true);
        area->setWidget(label);
        return area;
    };
    QScrollArea* nowScroll = scrolling(now_, "nowScroll");
    nowScroll->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // fitNowLine's height
    rl->addWidget(nowScroll);
    // The speeds of the turns shown, labelled, and Next ▶ (SpeedControls).
    auto* mgBox = new SpeedControls(right);
    speed_ = mgBox->gardenerBox();
    computerSpeed_ = mgBox->computerBox();
    next_ = mgBox->nextButton();
    rl->addWidget(mgBox);
    preview_ = new PreviewPanel(c_, right);
    preview_->setObjectName(QStringLiteral("previewLabel"));
    preview_->setWordWrap(true);
    preview_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    preview_->setStyleSheet(
        QStringLiteral("QLabel { background: #f7fafc; border: 1px solid #c9d5e0; "
                       "border-radius: 6px; padding: 6px; }"));
    rl->addWidget(scrolling(preview_, "previewScroll"), 1); // sharing the room with the log
    // Each speed box: the controller's speed, its View menu's check, its setting.
    // (The View menus are made later: buildMenus().)
    auto follow = [this](QComboBox* box, QActionGroup* MainWindow::*group, const char* key,
                         void (GameController::*set)(int)) {
        connect(box, &QComboBox::currentIndexChanged, this, [=, this](int) {
            const int v = box->currentData().toInt();
            (c_->*set)(v);
            if (QActionGroup* g = this->*group)
                for (QAction* a : g->actions())
                    a->setChecked(a->data().toInt() == v);
            if (useSettings_)
                QSettings().setValue(QLatin1String(key), v);
            preferencesChanged();
        });
    };
    follow(speed_, &MainWindow::speedGroup_, "options/gardenerSpeed",
           &GameController::setGardenerSpeed);
    follow(computerSpeed_, &MainWindow::computerSpeedGroup_, "options/computerSpeed",
           &GameController::setComputerSpeed);
    connect(next_, &QPushButton::clicked, c_, &GameController::nextGardenerStep);
    rl->addWidget(new QLabel(tr("<b>GAME LOG</b>"), right));
    log_ = new GameLog(right); // follows its newest line (unless the player scrolled up)
    rl->addWidget(log_, 1);
    row->addWidget(rightColumn_);

    hand_ = new HandBar(c_, table_);
    hand_->setStyleSheet(QStringLiteral("#handBar { background: #f3f6f9; border-radius: 6px; }"));
    hand_->setAttribute(Qt::WA_StyledBackground);
    outer->addWidget(hand_);
    connect(hand_, &HandBar::cardHovered, this, &MainWindow::onCardHovered);
    connect(hand_, &HandBar::deckRequested, this, &MainWindow::showMyCards);
    connect(hand_, &HandBar::scorePadRequested, this, &MainWindow::showScorePad);
    pages_->addWidget(table_);

    // The hand-over cover (R-PRIV-1).
    handOverPage_ = new HandOverPage(c_, this);
    connect(handOverPage_, &HandOverPage::confirmed, c_, &GameController::confirmHandOver);
    pages_->addWidget(handOverPage_);

    // The score pad (R-END-2/3, R-MG-6): a page of its own.
    scorePage_ = new ScorePadPage(c_, this);
    connect(scorePage_, &ScorePadPage::playAgainRequested, this, [this] {
        startGame([this] {
            NewGameOptions o = c_->options();
            o.seed.reset();
            return o;
        }());
    });
    connect(scorePage_, &ScorePadPage::newGameRequested, this, &MainWindow::newGameDialog);
    connect(scorePage_, &ScorePadPage::gardensRequested, this,
            [this] { pages_->setCurrentWidget(table_); });
    connect(scorePage_, &ScorePadPage::gardenRequested, this, &MainWindow::openGarden);
    pages_->addWidget(scorePage_);
}

void MainWindow::buildFlights() {
    // Pieces moving between the board, the garden and the players (the turn's events).
    flights_ = new FlightOverlay(table_);
    connect(c_, &GameController::tileTaken, this, [this](int slot, int tile) {
        if (slot < 0 || tile < 0 || !art::animationsEnabled())
            return;
        // As the ghost will lie, where it waits in the garden (its centre when it waits nowhere).
        const Face f = c_->hasGhost()
                           ? c_->ghost().face()
                           : c_->components().tiles[static_cast<std::size_t>(tile)].front;
        const qreal cell = 40;
        QPixmap pm(QSize(qRound(f.width() * cell), qRound(f.height() * cell)));
        pm.fill(Qt::transparent);
        {
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            art::drawFace(p, f, QPointF(0, 0), cell);
        }
        const QPointF start = board_->mapTo(table_, board_->slotCenter(slot));
        const QSizeF small(f.width() * 16.0, f.height() * 16.0);
        const qreal g = garden_->cellSize();
        const QSizeF big(f.width() * g, f.height() * g);
        QRectF target(garden_->mapTo(table_, garden_->rect().center()) -
                          QPointF(big.width() / 2, big.height() / 2),
                      big);
        if (const auto at = c_->ghost().anchor())
            target.moveTopLeft(garden_->mapTo(table_, garden_->cellCenter(*at)) -
                               QPointF(g / 2, g / 2));
        flights_->fly(pm, QRectF(start - QPointF(small.width() / 2, small.height() / 2), small),
                      target);
    });
    connect(c_, &GameController::objectiveClaimed, this, [this](int objective, int seat) {
        if (objective < 0 || !art::animationsEnabled())
            return;
        const ObjectiveTile& o = c_->components().objectives[static_cast<std::size_t>(objective)];
        QPixmap pm(64, 64);
        pm.fill(Qt::transparent);
        {
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor(0xb8, 0xc6, 0xd3), 2));
            p.setBrush(QColor(0xfb, 0xfd, 0xff));
            p.drawRoundedRect(QRectF(1, 1, 62, 62), 8, 8);
            art::draw(p, art::iconElement(o.type), QRectF(6, 6, 24, 24));
            QFont f = font();
            f.setPixelSize(20);
            f.setBold(true);
            p.setFont(f);
            p.setPen(art::ink());
            p.drawText(QRectF(30, 4, 32, 28), Qt::AlignCenter, QString::number(o.threshold));
            f.setPixelSize(13);
            p.setFont(f);
            p.drawText(QRectF(2, 36, 60, 22), Qt::AlignCenter, tr("%n pts", "", o.points));
        }
        SeatPanel* panel = players_->seatPanel(seat);
        if (!panel || !panel->isVisible())
            return;
        const QPointF start = board_->mapTo(table_, board_->objectiveCenter(objective));
        // It lands on the garden thumbnail (his card row), not over the panel's words.
        QWidget* picture = seat >= 0 ? static_cast<QWidget*>(panel->thumbnail())
                                     : panel->findChild<GardenerRow*>();
        // Asked at every frame: the panel's words grow with the claim and move the picture.
        flights_->fly(
            pm, QRectF(start - QPointF(26, 26), QSizeF(52, 52)),
            [this, p = QPointer<SeatPanel>(panel), pic = QPointer<QWidget>(picture),
             was = FlightOverlay::landingBeside(table_, panel, picture, 40)] {
                return p ? FlightOverlay::landingBeside(table_, p, pic, 40) : was;
            },
            600, true);
    });
    connect(c_, &GameController::gameReplaced, flights_, &FlightOverlay::finish);
}

void MainWindow::refresh() {
    // View ▸ My cards, once made (deckDialog()), follows in the window's own turn: before anything
    // connected to the controller after the window was built.
    if (deck_)
        deck_->refresh();
    updateActions();
    now_->setText(c_->prompt());
    fitNowLine(now_, height() < 560 ? 64 : 100, height());
    next_->setEnabled(c_->replaying() || c_->computerStepWaiting());
    // The speeds of whoever plays the turns shown there: the Master Gardener's in solo, the
    // computer players' when a seat is one (both in a solo game left to a computer player).
    const bool gardener = !c_->hasGame() || c_->view().solo();
    bool computer = false;
    if (c_->hasGame())
        for (const std::string& level : c_->fullState().computers())
            computer = computer || !level.empty();
    if (auto* box = findChild<SpeedControls*>())
        box->showFor(c_->hasGame() && (gardener || !c_->fullState().computers().empty()), gardener,
                     computer);
    if (c_->hasGame() && !c_->handOverPending() && pages_->currentWidget() == handOverPage_) {
        pages_->setCurrentWidget(table_);
        // The keyboard follows the player to the table (the hand-over's button, which had it,
        // is hidden now): the window's shortcuts (1–6, H, D…) and the garden's keys work at once.
        garden_->setFocus();
    }
    // A person's tile in hand: the garden's keys move it (a computer's tile moves no focus).
    if (c_->hasGame() && c_->hasGhost() && c_->personToPlay())
        garden_->setFocus();
    refreshPreview();
}

void MainWindow::refreshPreview() {
    preview_->refresh();
}

QLabel* MainWindow::previewLabel() const {
    return preview_;
}

void MainWindow::onCardHovered(int card, bool on) {
    preview_->setHoveredCard(on ? card : -1);
    if (on && c_->hasGame() && c_->view().phase() == Phase::PlayCard)
        garden_->setHighlight(c_->cardGroupCells(card),
                              tr("%1 scores %n point(s)", "", c_->cardPoints(card))
                                  .arg(words::cardName(c_->components(), card)));
    else
        garden_->setHighlight({}, {});
    refreshPreview();
}

DeckDialog* MainWindow::deckDialog() {
    if (!deck_)
        deck_ = new DeckDialog(c_, this); // View ▸ My cards, non-modal
    return deck_;
}

void MainWindow::showMyCards() {
    if (!deckDialog()->showForScreenSeat())
        statusBar()->showMessage(tr("Your cards are shown when you are at the screen."), 5000);
}

void MainWindow::applyPalette() {
    // Every view takes the player colours from art::playerColour(): redraw them all.
    board_->update();
    garden_->update();
    if (c_->hasGame()) {
        for (int s = -1; s < c_->view().seatCount(); ++s)
            if (SeatPanel* p = players_->seatPanel(s))
                p->refresh();
        if (c_->handOverPending())
            showHandOver(c_->seatName(c_->view().currentSeat()));
        if (pages_->currentWidget() == scorePage_)
            scorePage_->showFinalScores();
    }
    update();
}

void MainWindow::showHandOver(const QString& name) {
    QColor colour = art::playerColour({});
    art::BadgeShape shape = art::BadgeShape::Circle;
    if (c_->hasGame()) {
        const QString seatColour = c_->seatColour(c_->view().currentSeat());
        colour = art::playerColour(seatColour);
        shape = art::playerShape(seatColour);
    }
    handOverPage_->showFor(name, colour, shape);
    pages_->setCurrentWidget(handOverPage_);
    handOverPage_->button()->setFocus();
}

void MainWindow::showScorePad() {
    scorePage_->showFinalScores();
    pages_->setCurrentWidget(scorePage_);
}

void MainWindow::openGarden(int seat) {
    auto* d = new QDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setWindowTitle(tr("%1's garden").arg(c_->seatName(seat)));
    auto* l = new QVBoxLayout(d);
    auto* v = new GardenView(c_, seat, d);
    // A garden of the game it was opened for: closed when another game takes the table.
    connect(c_, &GameController::gameReplaced, d, &QDialog::close);
    l->addWidget(v);
    auto* bb = new QDialogButtonBox(QDialogButtonBox::Close, d);
    connect(bb, &QDialogButtonBox::rejected, d, &QDialog::reject);
    l->addWidget(bb);
    d->resize(760, 560);
    d->show();
    v->fitToView();
}

QAction* MainWindow::columnAction(Column c) const {
    return c == Column::Players ? playersColumn_ : turnColumn_;
}

QToolButton* MainWindow::columnToggle(Column c) const {
    return c == Column::Players ? leftToggle_ : rightToggle_;
}

bool MainWindow::columnCollapsed(Column c) const {
    return (c == Column::Players ? leftBody_ : rightBody_)->isHidden();
}

void MainWindow::setColumnCollapsed(Column c, bool collapsed) {
    QWidget* body = c == Column::Players ? leftBody_ : rightBody_;
    QToolButton* b = columnToggle(c);
    body->setHidden(collapsed);
    // The column's title goes with its body; the toggle stays, in a narrow strip.
    for (QLabel* l : column(c)->findChildren<QLabel*>(
             c == Column::Players ? QStringLiteral("playersTitle") : QStringLiteral("nowTitle"),
             Qt::FindDirectChildrenOnly))
        l->setHidden(collapsed);
    const bool left = c == Column::Players;
    b->setText(left == collapsed ? QStringLiteral("▶") : QStringLiteral("◀"));
    b->setToolTip(left ? (collapsed ? tr("Show the players (Ctrl+Shift+L)")
                                    : tr("Hide the players (Ctrl+Shift+L)"))
                       : (collapsed ? tr("Show the prompt, preview and log (Ctrl+Shift+R)")
                                    : tr("Hide the prompt, preview and log (Ctrl+Shift+R)")));
    columnAction(c)->setChecked(!collapsed);
    if (useSettings_)
        QSettings().setValue(left ? QStringLiteral("layout/playersCollapsed")
                                  : QStringLiteral("layout/turnCollapsed"),
                             collapsed);
    layoutColumns();
}

void MainWindow::layoutColumns() {
    // The side columns give way on small windows so the board and garden keep their room; a
    // collapsed column keeps only its toggle.
    const int w = width();
    // Issue 31: narrower than kNarrowWidth the players' column folds away by itself (not
    // remembered) and comes back when the window is wide again, unless the player chose.
    if (const bool narrow = isVisible() && w < kNarrowWidth; narrow != narrow_) {
        narrow_ = narrow;
        const bool fold = narrow ? !columnCollapsed(Column::Players)
                                 : autoFolded_ && columnCollapsed(Column::Players);
        autoFolded_ = narrow && fold;
        if (fold) {
            const bool remember = std::exchange(useSettings_, false);
            setColumnCollapsed(Column::Players, narrow);
            useSettings_ = remember;
            return; // laid out by setColumnCollapsed
        }
    }
    leftColumn_->setFixedWidth(columnCollapsed(Column::Players)
                                   ? leftToggle_->width()
                                   : std::clamp(w * 20 / 100, 210, 300));
    rightColumn_->setFixedWidth(columnCollapsed(Column::Turn) ? rightToggle_->width()
                                                              : std::clamp(w * 22 / 100, 230, 340));
    // A shorter preview on low windows leaves the log its room; on the lowest (a 1024x600
    // screen, issue 31) the NOW line, the preview and the garden give way too.
    const int h = height();
    preview_->parentWidget()->parentWidget()->setMinimumHeight(h < 560   ? 60
                                                               : h < 700 ? 90
                                                               : h < 820 ? 130
                                                                         : 180);
    fitNowLine(now_, h < 560 ? 64 : 100, h);
    garden_->setMinimumSize(200, h < 560 ? 90 : 140);
    log_->setMinimumHeight(h < 560 ? 36 : 60);
}

void MainWindow::resizeEvent(QResizeEvent* e) {
    if (table_) // built (MainWindow::build)
        layoutColumns();
    QMainWindow::resizeEvent(e);
}

bool MainWindow::eventFilter(QObject* o, QEvent* e) {
    if (e->type() == QEvent::Resize) {
        if (o == split_ && !splitterMoved_) {
            // The board as high as its proportions want, at most half of the centre (UI.md: the
            // garden is the largest area); the garden takes the rest.
            const int total = split_->height() - split_->handleWidth();
            const int board = std::clamp(board_->heightForWidth(split_->width()),
                                         board_->minimumSizeHint().height(),
                                         std::max(board_->minimumSizeHint().height(), total / 2));
            split_->setSizes({board, std::max(0, total - board)});
        } else if (playersScroll_ && o == playersScroll_->viewport())
            players_->fitHeight(playersScroll_->viewport()->height());
    }
    return QMainWindow::eventFilter(o, e);
}
