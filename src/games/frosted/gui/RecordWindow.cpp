#include "RecordWindow.h"

#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "PlayerPanel.h"
#include "SaveFiles.h"
#include "ScreenFit.h"
#include "Words.h"

#include "engine/input.h"
#include "frosted/rules/action.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

using namespace frosted;
using nlohmann::json;

namespace {
[[noreturn]] void bad(const QString& why) {
    throw RecordError(why.toStdString());
}

// `where`: the record in words, or the name of its object ("setup").
std::vector<std::string> stringList(const json& doc, const char* key, const QString& where) {
    std::vector<std::string> out;
    if (!doc.contains(key))
        return out;
    const json& v = doc.at(key);
    if (!v.is_array())
        bad(RecordWindow::tr("“%1” in %2 must be a list").arg(QLatin1String(key), where));
    for (const json& s : v) {
        if (!s.is_string())
            bad(RecordWindow::tr("“%1” in %2 must list texts").arg(QLatin1String(key), where));
        out.push_back(s.get<std::string>());
    }
    return out;
}
} // namespace

Record RecordWindow::read(const ComponentsPtr& c, const QString& path) {
    json doc;
    try {
        doc = parseJson(readRegularFile(savefiles::nativePath(path)));
    } catch (const InputError& e) {
        bad(QString::fromStdString(e.what()));
    }
    if (!doc.is_object() || !doc.contains("players") || !doc.contains("setup") ||
        !doc.at("setup").is_object())
        bad(tr("it is not a replay record (Game ▸ Export record… writes one)"));
    SetupSpec spec;
    spec.players = stringList(doc, "players", tr("the record"));
    if (doc.contains("solo")) {
        if (!doc.at("solo").is_boolean())
            bad(tr("“solo” must be true or false"));
        spec.solo = doc.at("solo").get<bool>();
    }
    if (doc.contains("seed")) {
        const auto s = integerIn(doc.at("seed"), 0, INT64_MAX);
        if (!s && !doc.at("seed").is_number_unsigned())
            bad(tr("“seed” must be a whole number"));
        spec.seed = s ? static_cast<std::uint64_t>(*s) : doc.at("seed").get<std::uint64_t>();
    }
    const json& setup = doc.at("setup");
    if (setup.contains("start_player")) {
        const auto s = integerIn(setup.at("start_player"), 0,
                                 static_cast<std::int64_t>(spec.players.size()) - 1);
        if (!s)
            bad(tr("“start_player” must name one of the players"));
        spec.startPlayer = static_cast<int>(*s);
    }
    spec.startingTiles = stringList(setup, "starting_tiles", QStringLiteral("setup"));
    spec.market = stringList(setup, "market", QStringLiteral("setup"));
    spec.bag = stringList(setup, "bag", QStringLiteral("setup"));
    if (setup.contains("objectives"))
        spec.objectives = stringList(setup, "objectives", QStringLiteral("setup"));
    if (setup.contains("decks")) {
        if (!setup.at("decks").is_array())
            bad(tr("“decks” in setup must be a list of lists"));
        for (const json& d : setup.at("decks")) {
            std::vector<std::string> deck;
            if (!d.is_array())
                bad(tr("“decks” in setup must be a list of lists"));
            for (const json& s : d) {
                if (!s.is_string())
                    bad(tr("“decks” in setup must list texts"));
                deck.push_back(s.get<std::string>());
            }
            spec.decks.push_back(std::move(deck));
        }
    }
    spec.gardenerDeck = stringList(setup, "gardener_deck", QStringLiteral("setup"));
    Record r;
    try {
        r.start = GameState::setup(c, spec);
    } catch (const SetupError& e) {
        bad(tr("its deal is refused: %1").arg(QString::fromStdString(e.what())));
    }
    // Every action through the rules: the record is checked as it is read.
    GameState g = r.start;
    const std::vector<std::string> actions = stringList(doc, "actions", tr("the record"));
    for (std::size_t i = 0; i < actions.size(); ++i) {
        std::string error;
        const auto a = parseAction(actions[i], *c, &error);
        if (!a)
            bad(tr("action %1 is not an action: %2").arg(i + 1).arg(QString::fromStdString(error)));
        if (const ApplyResult res = g.apply(*a); !res)
            bad(tr("action %1 is refused by the rules").arg(i + 1));
        r.actions.push_back(*a);
    }
    return r;
}

RecordWindow::RecordWindow(ComponentsPtr components, Record record, const QString& title,
                           QWidget* parent)
    : QDialog(parent), record_(std::move(record)) {
    setObjectName(QStringLiteral("recordWindow"));
    setWindowTitle(tr("%1 — record — Frosted Blooms").arg(title));
    setAttribute(Qt::WA_DeleteOnClose);
    c_ = new GameController(std::move(components), this);
    c_->setAutosaveDir({});
    c_->setReadOnly(true);
    auto* outer = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    outer->addLayout(row, 1);
    players_ = new PlayersPanel(c_, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(players_);
    scroll->setWidgetResizable(true);
    playersScroll_ = scroll;
    // The side columns give way on small screens (issue 31): the viewer fits a 1024x600 one.
    scroll->setMinimumWidth(180);
    scroll->setMaximumWidth(280);
    scroll->setFrameShape(QFrame::NoFrame);
    row->addWidget(scroll);
    row->addWidget(boardOverGarden(c_, this, &board_, &garden_), 1);
    log_ = new QListWidget(this);
    log_->setObjectName(QStringLiteral("recordLog"));
    log_->setWordWrap(true);
    log_->setMinimumWidth(200);
    log_->setMaximumWidth(320);
    log_->setFocusPolicy(Qt::NoFocus);
    row->addWidget(log_);

    auto* bar = new QHBoxLayout;
    label_ = new QLabel(this);
    label_->setObjectName(QStringLiteral("recordStep"));
    label_->setStyleSheet(QStringLiteral("font-size: 15px;"));
    // Two lines rather than under the buttons on a narrow window.
    label_->setWordWrap(true);
    label_->setMinimumWidth(120);
    bar->addWidget(label_, 1);
    auto button = [&](const QString& text, const QString& tip, const char* name) {
        auto* b = new QPushButton(text, this);
        b->setToolTip(tip);
        b->setObjectName(QLatin1String(name));
        b->setAutoDefault(false);
        bar->addWidget(b);
        return b;
    };
    first_ = button(tr("◀◀ First"), tr("The deal, before any action (Home)"), "firstButton");
    previous_ = button(tr("◀ Previous"), tr("One step back (←)"), "previousButton");
    next_ = button(tr("Next ▶"), tr("One step on (→ or Space)"), "nextButton");
    last_ = button(tr("Last ▶▶"), tr("The end of the record (End)"), "lastButton");
    auto* close = button(tr("Close"), tr("Close the record (Esc)"), "closeButton");
    outer->addLayout(bar);
    connect(first_, &QPushButton::clicked, this, &RecordWindow::first);
    connect(previous_, &QPushButton::clicked, this, &RecordWindow::previous);
    connect(next_, &QPushButton::clicked, this, &RecordWindow::next);
    connect(last_, &QPushButton::clicked, this, &RecordWindow::last);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    const std::pair<QKeySequence, void (RecordWindow::*)()> keys[] = {
        {QKeySequence(Qt::Key_Home), &RecordWindow::first},
        {QKeySequence(Qt::Key_Left), &RecordWindow::previous},
        {QKeySequence(Qt::Key_Right), &RecordWindow::next},
        {QKeySequence(Qt::Key_Space), &RecordWindow::next},
        {QKeySequence(Qt::Key_End), &RecordWindow::last}};
    for (const auto& [key, slot] : keys)
        connect(new QShortcut(key, this), &QShortcut::activated, this, slot);
    resize(screenfit::bounded(this, QSize(1280, 820)));
    goTo(0);
}

void RecordWindow::resizeEvent(QResizeEvent* e) {
    const int w = width();
    playersScroll_->setFixedWidth(std::clamp(w / 5, 190, 280));
    log_->setFixedWidth(std::clamp(w * 22 / 100, 200, 320));
    QDialog::resizeEvent(e);
}

void RecordWindow::goTo(int step) {
    step = std::clamp(step, 0, steps());
    if (step == at_)
        return;
    at_ = step;
    GameState g = record_.start;
    for (int i = 0; i < step; ++i)
        (void)g.apply(record_.actions[static_cast<std::size_t>(i)]); // checked when read
    c_->showState(std::move(g));
    log_->clear();
    log_->addItems(c_->log());
    log_->scrollToBottom();
    players_->rebuild();
    garden_->fitToView();
    const SeatView& v = c_->view();
    QString where;
    if (v.isOver())
        where = tr("the game is over");
    else {
        const QString who = c_->seatName(v.currentSeat());
        switch (v.phase()) {
        case Phase::TakeTile:
            where = tr("%1 takes a tile").arg(who);
            break;
        case Phase::PlaceTile:
            where = tr("%1 places the tile").arg(who);
            break;
        case Phase::PlayCard:
            where = tr("%1 plays a card").arg(who);
            break;
        case Phase::Claim:
            where = tr("%1 may claim objectives").arg(who);
            break;
        case Phase::GameOver:
            break;
        }
        where = tr("round %1: %2").arg(v.round()).arg(where);
    }
    label_->setText(tr("Step %1 of %2 · %3").arg(step).arg(steps()).arg(where));
    first_->setEnabled(step > 0);
    previous_->setEnabled(step > 0);
    next_->setEnabled(step < steps());
    last_->setEnabled(step < steps());
}
