#include "PetalsRecordWindow.h"

#include "PetalsSession.h"

#include "SaveFiles.h"
#include "TableView.h"
#include "TrackersView.h"

#include "engine/input.h"
#include "petals/lab/record.h"
#include "petals/rules/points.h"
#include "petals/rules/save.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

using namespace petals;

Game PetalsRecordWindow::read(const ComponentsPtr& c, const QString& path) {
    std::string text;
    engine::cli::json doc;
    try {
        text = engine::readRegularFile(savefiles::nativePath(path));
        doc = engine::parseJson(text);
    } catch (const engine::InputError& e) {
        throw PetalsRecordError(savefiles::fileReason(path, e.what()).toStdString());
    }
    try {
        // A saved game (the envelope of every file of the program) or a `play` input.
        if (doc.is_object() && doc.contains("format"))
            return loadSave(c, text);
        if (!doc.is_object() || !doc.contains("players"))
            throw PetalsRecordError(
                tr("it is not a record of Petals (Game ▸ Export record… writes one)")
                    .toStdString());
        return lab::scriptedGame(c, doc);
    } catch (const SaveError& e) {
        throw PetalsRecordError(e.what());
    } catch (const engine::cli::CliError& e) {
        throw PetalsRecordError(e.what());
    }
}

QByteArray PetalsRecordWindow::recordText(const Game& g) {
    return QByteArray::fromStdString(engine::cli::dumpJson(lab::replayRecord(g)) + "\n");
}

PetalsRecordWindow::PetalsRecordWindow(Game game, const QString& title, QWidget* parent)
    : QDialog(parent), start_(Game::fromDeal(game.componentsPtr(), game.variant(), game.dealt())),
      actions_(game.history()), shown_(start_) {
    setObjectName(QStringLiteral("petalsRecordWindow"));
    for (const Action& a : actions_) {
        actors_.push_back(shown_.toAct());
        shown_.apply(a);
    }
    shown_ = start_;
    setWindowTitle(title);
    setAttribute(Qt::WA_DeleteOnClose);
    table_ = new gui::TableView(this);
    table_->setAccessibleName(tr("The table at this step"));
    trackers_ = new gui::TrackersView(this);
    label_ = new QLabel(this);
    label_->setObjectName(QStringLiteral("recordStep"));
    label_->setWordWrap(true);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setAccessibleName(tr("Step"));
    slider_->setRange(0, steps());
    first_ = new QPushButton(tr("« First"), this);
    previous_ = new QPushButton(tr("◀ Previous"), this);
    play_ = new QPushButton(tr("▶ Play"), this);
    next_ = new QPushButton(tr("Next ▶"), this);
    last_ = new QPushButton(tr("Last »"), this);
    for (QPushButton* b : {first_, previous_, play_, next_, last_})
        b->setFocusPolicy(Qt::TabFocus);
    timer_ = new QTimer(this);
    timer_->setInterval(900);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {first_, previous_, play_, next_, last_})
        buttons->addWidget(b);
    auto* side = new QVBoxLayout;
    side->addWidget(trackers_);
    side->addWidget(label_);
    side->addStretch(1);
    auto* top = new QHBoxLayout;
    top->addWidget(table_, 1);
    top->addLayout(side);
    auto* col = new QVBoxLayout(this);
    col->addLayout(top, 1);
    col->addWidget(slider_);
    col->addLayout(buttons);
    connect(first_, &QPushButton::clicked, this, &PetalsRecordWindow::first);
    connect(previous_, &QPushButton::clicked, this, &PetalsRecordWindow::previous);
    connect(next_, &QPushButton::clicked, this, &PetalsRecordWindow::next);
    connect(last_, &QPushButton::clicked, this, &PetalsRecordWindow::last);
    connect(play_, &QPushButton::clicked, this, &PetalsRecordWindow::togglePlay);
    connect(slider_, &QSlider::valueChanged, this, &PetalsRecordWindow::goTo);
    connect(timer_, &QTimer::timeout, this, [this] {
        if (at_ >= steps())
            togglePlay();
        else
            next();
    });
    resize(1000, 640);
    goTo(0);
}

void PetalsRecordWindow::goTo(int step) {
    step = std::clamp(step, 0, steps());
    if (step == at_)
        return;
    // Replayed from the deal: every step is the rules' own (nothing stored but the actions).
    if (step < at_ || at_ < 0) {
        shown_ = start_;
        at_ = 0;
    }
    for (; at_ < step; ++at_) {
        const Action& a = actions_[static_cast<std::size_t>(at_)];
        if (at_ + 1 == step)
            stepPoints_ = pointsOf(shown_, a); // R-PE-MATCH-6, R-PE-MOVE-6
        shown_.apply(a);
    }
    table_->setTable(shown_);
    table_->setHighlighted(at_ > 0 && actions_[static_cast<std::size_t>(at_ - 1)].card >= 0
                               ? std::vector<int>{actions_[static_cast<std::size_t>(at_ - 1)].card}
                               : std::vector<int>{});
    trackers_->setGame(shown_, -1);
    label_->setText(tr("Step %1 of %2").arg(at_).arg(steps()) + QLatin1Char('\n') + describe(at_));
    slider_->blockSignals(true);
    slider_->setValue(at_);
    slider_->blockSignals(false);
    first_->setEnabled(at_ > 0);
    previous_->setEnabled(at_ > 0);
    next_->setEnabled(at_ < steps());
    last_->setEnabled(at_ < steps());
}

QString PetalsRecordWindow::describe(int step) const {
    if (step == 0)
        return tr("The deal: %n player(s).", nullptr, start_.seats());
    const Action& a = actions_[static_cast<std::size_t>(step - 1)];
    QString what;
    switch (a.kind) {
    case Action::Kind::Place:
        what = tr("placed a card (%1)").arg(PetalsSession::pointsText(stepPoints_));
        break;
    case Action::Kind::Move:
        what = tr("moved a card (%1)").arg(PetalsSession::pointsText(stepPoints_));
        break;
    case Action::Kind::Score:
        what = tr("scored the card placed");
        break;
    case Action::Kind::Skip:
        what = tr("skipped the move");
        break;
    }
    what = tr("%1 %2").arg(
        QString::fromStdString(start_.seatName(actors_[static_cast<std::size_t>(step - 1)])), what);
    QString text;
    if (shown_.isOver() && step == steps()) {
        const auto st = shown_.standings();
        QStringList lines;
        for (int s = 0; s < shown_.seats(); ++s)
            lines << tr("%1: %2")
                         .arg(QString::fromStdString(shown_.seatName(s)))
                         .arg(st[static_cast<std::size_t>(s)].rank
                                  ? tr("rank %1, %2 points")
                                        .arg(*st[static_cast<std::size_t>(s)].rank)
                                        .arg(st[static_cast<std::size_t>(s)].total)
                                  : tr("not eligible"));
        text =
            QLatin1Char('\n') + tr("The end.") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    }
    return what.isEmpty() ? text : what + text;
}

void PetalsRecordWindow::togglePlay() {
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

void PetalsRecordWindow::keyPressEvent(QKeyEvent* e) {
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
