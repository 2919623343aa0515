#include "BlossomsRecordWindow.h"

#include "BlossomsArt.h"
#include "BlossomsFiles.h"
#include "BlossomsSession.h"
#include "BlossomsWindow.h"
#include "HandsView.h"
#include "PlayersView.h"
#include "PotsView.h"
#include "SaveFiles.h"

#include "blossoms/lab/record.h"
#include "engine/input.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

using namespace blossoms;
using namespace blossoms::gui;

Game BlossomsRecordWindow::read(const ComponentsPtr& c, const QString& path) {
    std::string text;
    bool save = false;
    try {
        text = engine::readRegularFile(savefiles::nativePath(path));
    } catch (const engine::InputError& e) {
        throw BlossomsRecordError(savefiles::fileReason(path, e.what()).toStdString());
    }
    try {
        const auto doc = engine::parseJson(text);
        save = doc.is_object() && doc.contains("format"); // the envelope of every saved file
    } catch (const engine::InputError&) {                 // not JSON: the lab's reader says so
    }
    if (save) { // a saved game, read as Game ▸ Open reads it
        QString error;
        auto saved = BlossomsFiles(c).open(path, error);
        if (!saved)
            throw BlossomsRecordError(error.toStdString());
        return std::move(saved->game);
    }
    try {
        return lab::readRecord(c, text);
    } catch (const engine::cli::CliError& e) {
        throw BlossomsRecordError(e.what());
    }
}

QByteArray BlossomsRecordWindow::recordText(const Game& g) {
    return QByteArray::fromStdString(engine::cli::dumpJson(lab::recordJson(g)) + "\n");
}

BlossomsRecordWindow::BlossomsRecordWindow(Game game, const QString& title, QWidget* parent)
    : QDialog(parent), start_(Game::fromDeal(game.componentsPtr(), game.variant(), game.dealt())),
      actions_(game.history()), shown_(start_),
      words_(new BlossomsSession(game.componentsPtr(), this)) {
    setObjectName(QStringLiteral("blossomsRecordWindow"));
    setWindowTitle(title);
    setAttribute(Qt::WA_DeleteOnClose);
    garden_ = new PotsView(this);
    garden_->setAccessibleName(tr("The garden at this step"));
    garden_->setFocusPolicy(Qt::NoFocus);
    hands_ = new HandsView(this);
    hands_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    hands_->setFocusPolicy(Qt::NoFocus);
    players_ = new PlayersView(this);
    label_ = new QLabel(this);
    label_->setObjectName(QStringLiteral("recordStep"));
    label_->setWordWrap(true);
    log_ = new QListWidget(this);
    log_->setObjectName(QStringLiteral("recordLog"));
    log_->setAccessibleName(tr("Every action of the game"));
    log_->setWordWrap(true);
    log_->setFocusPolicy(Qt::NoFocus);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setAccessibleName(tr("Step"));
    slider_->setRange(0, steps());
    slider_->setFocusPolicy(Qt::NoFocus);
    first_ = new QPushButton(tr("« First"), this);
    previous_ = new QPushButton(tr("◀ Previous"), this);
    play_ = new QPushButton(tr("▶ Play"), this);
    next_ = new QPushButton(tr("Next ▶"), this);
    last_ = new QPushButton(tr("Last »"), this);
    speed_ = new QComboBox(this);
    speed_->setAccessibleName(tr("Speed"));
    speed_->addItem(tr("Slow"), 1800);
    speed_->addItem(tr("Normal"), 1000);
    speed_->addItem(tr("Fast"), 400);
    speed_->setCurrentIndex(1);
    for (QWidget* w :
         std::initializer_list<QWidget*>{first_, previous_, play_, next_, last_, speed_})
        w->setFocusPolicy(Qt::TabFocus);
    timer_ = new QTimer(this);
    timer_->setInterval(speed_->currentData().toInt());
    auto* buttons = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{first_, previous_, play_, next_, last_})
        buttons->addWidget(w);
    buttons->addStretch(1);
    buttons->addWidget(new QLabel(tr("Speed:"), this));
    buttons->addWidget(speed_);
    auto* left = new QVBoxLayout;
    left->addWidget(garden_, 1);
    left->addWidget(hands_);
    auto* side = new QVBoxLayout;
    side->addWidget(players_);
    side->addWidget(label_);
    side->addWidget(log_, 1);
    auto* top = new QHBoxLayout;
    top->addLayout(left, 1);
    top->addLayout(side);
    auto* col = new QVBoxLayout(this);
    col->addLayout(top, 1);
    col->addWidget(slider_);
    col->addLayout(buttons);
    connect(first_, &QPushButton::clicked, this, &BlossomsRecordWindow::first);
    connect(previous_, &QPushButton::clicked, this, &BlossomsRecordWindow::previous);
    connect(next_, &QPushButton::clicked, this, &BlossomsRecordWindow::next);
    connect(last_, &QPushButton::clicked, this, &BlossomsRecordWindow::last);
    connect(play_, &QPushButton::clicked, this, &BlossomsRecordWindow::togglePlay);
    connect(slider_, &QSlider::valueChanged, this, &BlossomsRecordWindow::goTo);
    connect(log_, &QListWidget::currentRowChanged, this, &BlossomsRecordWindow::goTo);
    connect(speed_, &QComboBox::currentIndexChanged, this,
            [this] { timer_->setInterval(speed_->currentData().toInt()); });
    connect(timer_, &QTimer::timeout, this, [this] {
        if (at_ >= steps())
            togglePlay();
        else
            next();
    });
    fillLog();
    resize(1100, 700);
    goTo(0);
}

// Row 0 the deal, row k the k-th action in words with its outcome, replayed from the deal.
void BlossomsRecordWindow::fillLog() {
    log_->addItem(tr("The deal, %1 players.").arg(start_.seats()));
    Game g = start_;
    for (std::size_t i = 0; i < actions_.size(); ++i) {
        const Game before = g;
        const int actor = g.toAct();
        if (!g.apply(actions_[i]))
            break; // cannot happen: the history was applied once
        log_->addItem(tr("%1. %2 %3.")
                          .arg(i + 1)
                          .arg(QString::fromStdString(g.seatName(actor)),
                               words_->playedText(before, actions_[i], g.lastOutcome(), actor)));
    }
}

void BlossomsRecordWindow::goTo(int step) {
    step = std::clamp(step, 0, steps());
    if (step == at_)
        return;
    if (step < at_ || at_ < 0) {
        shown_ = start_;
        at_ = 0;
    }
    for (; at_ < step; ++at_)
        shown_.apply(actions_[static_cast<std::size_t>(at_)]);
    // The garden and the players as everyone sees them (R-BL-PRIV-2), the hand of the seat to
    // play face up: watching is for after the game. A record keeps the players by seat only, so
    // a player's colour here is their seat's place (art::playerColour).
    QList<QColor> colours;
    QStringList initials;
    for (int s = 0; s < shown_.seats(); ++s) {
        colours << blossoms::art::playerColour(s);
        const QString name = QString::fromStdString(shown_.seatName(s)).trimmed();
        initials << (name.isEmpty() ? QString::number(s + 1) : name.left(1).toUpper());
    }
    const SeatView v = shown_.viewFor(-1);
    garden_->setView(v, colours, initials);
    players_->setView(v, colours, initials);
    const int seat = shown_.isOver() ? -1 : shown_.toAct();
    std::vector<int> cards, types;
    if (seat >= 0)
        for (int c : shown_.hand(seat)) {
            cards.push_back(c);
            types.push_back(shown_.components().typeOf(c));
        }
    QList<HandsView::Other> others;
    for (int s = 0; s < shown_.seats(); ++s)
        if (s != seat)
            others << HandsView::Other{QString::fromStdString(shown_.seatName(s)), colours[s],
                                       shown_.handSize(s)};
    hands_->setHands(seat >= 0
                         ? tr("The cards of %1").arg(QString::fromStdString(shown_.seatName(seat)))
                         : tr("Hands"),
                     cards, types, seat >= 0, others);
    QString text = tr("Step %1 of %2").arg(at_).arg(steps());
    if (shown_.isOver())
        text += QLatin1Char('\n') + endText();
    label_->setText(text);
    for (QWidget* w : std::initializer_list<QWidget*>{slider_, log_})
        w->blockSignals(true);
    slider_->setValue(at_);
    log_->setCurrentRow(at_);
    for (QWidget* w : std::initializer_list<QWidget*>{slider_, log_})
        w->blockSignals(false);
    if (QListWidgetItem* item = log_->item(at_))
        log_->scrollToItem(item);
    first_->setEnabled(at_ > 0);
    previous_->setEnabled(at_ > 0);
    next_->setEnabled(at_ < steps());
    last_->setEnabled(at_ < steps());
}

QString BlossomsRecordWindow::endText() const {
    const auto st = shown_.standings(); // R-BL-SCORE-1..4
    QStringList lines{tr("The end.")};
    for (int s = 0; s < shown_.seats(); ++s)
        lines << tr("%1: rank %2, %3 points")
                     .arg(QString::fromStdString(shown_.seatName(s)))
                     .arg(st[static_cast<std::size_t>(s)].rank)
                     .arg(st[static_cast<std::size_t>(s)].total);
    return lines.join(QLatin1Char('\n'));
}

void BlossomsRecordWindow::togglePlay() {
    if (timer_->isActive()) {
        timer_->stop();
        play_->setText(tr("▶ Play"));
    } else {
        if (at_ >= steps())
            first();
        timer_->start();
        play_->setText(tr("❚❚ Pause"));
    }
}

void BlossomsRecordWindow::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
    case Qt::Key_Left:
        previous();
        return;
    case Qt::Key_Right:
        next();
        return;
    case Qt::Key_Home:
        first();
        return;
    case Qt::Key_End:
        last();
        return;
    case Qt::Key_Space:
        togglePlay();
        return;
    default:
        QDialog::keyPressEvent(e);
    }
}
