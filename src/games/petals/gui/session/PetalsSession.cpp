// PetalsSession (PetalsSession.h): the game, its seats, the views, the actions and previews, the
// undo of a placement and the end. Computers and the hint: PetalsSessionComputer.cpp; files:
// PetalsSessionFiles.cpp.
#include "PetalsSession.h"

#include "petals/rules/points.h"
#include "petals/rules/setup.h"

#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

using namespace petals;

PetalsSession::PetalsSession(ComponentsPtr components, QObject* parent)
    : TableSession(parent), components_(std::move(components)), files_(components_),
      player_(new PetalsThinker(this)), hinter_(new PetalsThinker(this)) {
    connect(player_, &PetalsThinker::finished, this, &PetalsSession::onComputerChoice);
    connect(hinter_, &PetalsThinker::finished, this, &PetalsSession::onHint);
}

// ---------------------------------------------------------------------------------------------
// Seats

QString PetalsSession::seatName(int seat) const {
    return hasGame() && seat >= 0 && seat < seats() ? QString::fromStdString(game_->seatName(seat))
                                                    : QString();
}

bool PetalsSession::isComputer(int seat) const {
    return seat >= 0 && seat < static_cast<int>(players_.size()) &&
           players_[static_cast<std::size_t>(seat)].computer;
}

ai::BotKind PetalsSession::level(int seat) const {
    return isComputer(seat) ? players_[static_cast<std::size_t>(seat)].level : ai::BotKind::Medium;
}

QString PetalsSession::nameProblem(const QStringList& names) {
    if (names.size() < 2 || names.size() > 5)
        return tr("Petals is for 2 to 5 players, not %1.").arg(names.size());
    QSet<QString> seen;
    for (const QString& n : names) {
        const QString key = n.trimmed().toCaseFolded();
        if (key.isEmpty())
            return tr("Every player needs a name.");
        if (seen.contains(key))
            return tr("Two players are called “%1”: each needs a name of their own.")
                .arg(n.trimmed());
        seen.insert(key);
    }
    return {};
}

int PetalsSession::people() const {
    return static_cast<int>(
        std::count_if(players_.begin(), players_.end(), [](const auto& p) { return !p.computer; }));
}

std::vector<bool> PetalsSession::computerSeats() const {
    std::vector<bool> out;
    for (const auto& p : players_)
        out.push_back(p.computer);
    return out;
}

// ---------------------------------------------------------------------------------------------
// What the window draws

int PetalsSession::screenSeat() const {
    if (!hasGame() || handOver_ || readOnly_ || people() == 0)
        return -1;
    // One person: theirs all game. Several: the person to act, nobody's while a computer plays
    // or once the game is over (R-PE-PRIV-1).
    if (people() == 1)
        return lastHumanSeat_;
    if (game_->isOver() || isComputer(game_->toAct()))
        return -1;
    return game_->toAct();
}

void PetalsSession::updateView() {
    if (!hasGame()) {
        view_.reset();
        return;
    }
    int seat = screenSeat();
    if (seat < 0)
        seat = std::max(0, game_->toAct());
    view_ = game_->viewFor(seat);
}

bool PetalsSession::personToPlay() const {
    return hasGame() && !readOnly_ && !handOver_ && !game_->isOver() && !isComputer(game_->toAct());
}

bool PetalsSession::computerToPlay() const {
    return hasGame() && !readOnly_ && !game_->isOver() && isComputer(game_->toAct());
}

bool PetalsSession::needsHandOver() const {
    if (!hasGame() || game_->isOver())
        return false;
    const int seat = game_->toAct();
    return handOverNeeded(seat, isComputer(seat), people());
}

std::vector<Action> PetalsSession::legalActions() const {
    return personToPlay() ? game_->legalActions() : std::vector<Action>{};
}

quint64 PetalsSession::positionKey() const {
    return hasGame() ? TableSession::positionKey(game_->history().size()) : 0;
}

void PetalsSession::notify() {
    updateView();
    // A hint belongs to the position it was asked in.
    if ((hint_.action || hinter_->running()) && hint_.key != positionKey()) {
        hinter_->cancel();
        hint_.action.reset();
        hint_.text.clear();
    }
    if (computerToPlay())
        thinkTimer_.start(); // after this change has been drawn
    emit stateChanged();
}

void PetalsSession::afterChange() {
    handOver_ = needsHandOver();
    notify();
    if (handOver_)
        emit handOverRequired(seatName(game_->toAct()));
    if (game_->isOver())
        emit gameOver();
}

void PetalsSession::confirmHandOver() {
    if (!handOver_)
        return;
    handOver_ = false;
    lastHumanSeat_ = game_->toAct();
    notify();
}

// ---------------------------------------------------------------------------------------------
// Previews

PetalsSession::Preview PetalsSession::previewOf(const Action& a) const {
    Preview p;
    if (!hasGame())
        return p;
    const bool known = a.card >= 0 && a.card < static_cast<int>(components_->cards.size()) &&
                       a.rotation >= 0 && a.rotation < 4;
    if (known) {
        p.points = pointsOf(*game_, a); // R-PE-MATCH-6, R-PE-MOVE-6
        // R-PE-EFFECT-1: a placement's symbol pairs; a moved card's trigger nothing (R-PE-MOVE-6).
        if (a.kind == Action::Kind::Place)
            p.effect = game_->contact(a.card, a.cell, a.rotation).effect;
        for (int v : p.points)
            p.total += v;
    }
    if (!personToPlay()) { // another seat's hand is not asked about
        p.reason = tr("It is not your turn.");
        p.code = QStringLiteral("not_your_turn");
        return p;
    }
    const engine::Verdict v = game_->check(a);
    p.legal = v.ok;
    p.reason = QString::fromStdString(v.reason);
    p.code = QString::fromUtf8(v.code.data(), static_cast<qsizetype>(v.code.size()));
    return p;
}

PetalsSession::Preview PetalsSession::preview(int card, Cell cell, int rotation) const {
    return previewOf(Action::place(card, cell, rotation));
}

PetalsSession::Preview PetalsSession::previewMove(int card, Cell cell, int rotation) const {
    return previewOf(Action::move(card, cell, rotation));
}

PetalsSession::EffectChoice PetalsSession::effectChoice() const {
    EffectChoice e;
    if (!personToPlay() || (game_->step() != Step::Effect && game_->step() != Step::Move))
        return e;
    e.effect = game_->pendingEffect();
    const Lying& placed = game_->placedThisTurn();
    e.placed = game_->contact(placed.card, placed.cell, placed.rotation, placed.cell).points;
    for (const Action& a : game_->legalActions()) {
        if (a.kind != Action::Kind::Move)
            continue;
        const int total = previewMove(a.card, a.cell, a.rotation).total;
        e.bestMove = std::max(e.bestMove.value_or(total), total);
        if (std::find(e.movable.begin(), e.movable.end(), a.card) == e.movable.end())
            e.movable.push_back(a.card);
    }
    std::sort(e.movable.begin(), e.movable.end());
    return e;
}

std::vector<PetalsSession::Destination> PetalsSession::destinations(int card) const {
    std::vector<Destination> out;
    for (const Action& a : legalActions())
        if (a.kind == Action::Kind::Move && a.card == card) {
            const Preview p = previewMove(card, a.cell, a.rotation);
            out.push_back({a.cell, a.rotation, p.points, p.total});
        }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Actions

bool PetalsSession::apply(const Action& a) {
    if (!hasGame())
        return fail(tr("There is no game on the table."));
    if (!acting_ && !personToPlay()) {
        lastRefusal_ = handOver_ ? tr("Confirm the hand-over first.") : tr("It is not your turn.");
        emit refused(lastRefusal_);
        return false;
    }
    if (guide_ && !acting_)
        if (const QString why = guide_->refusal(a); !why.isEmpty()) {
            lastRefusal_ = why;
            emit refused(lastRefusal_);
            return false;
        }
    std::optional<Game> before;
    if (a.kind == Action::Kind::Place && !acting_)
        before = *game_;
    if (const engine::Verdict v = game_->apply(a); !v) {
        lastRefusal_ = QString::fromStdString(v.reason);
        emit refused(lastRefusal_);
        return false;
    }
    lastRefusal_.clear();
    const bool effect = game_->step() == Step::Effect || game_->step() == Step::Move;
    undoPoint_ = before && effect ? std::move(before) : std::nullopt;
    autosave();
    afterChange();
    return true;
}

void PetalsSession::place(int card, Cell cell, int rotation) {
    apply(Action::place(card, cell, rotation));
}

void PetalsSession::score() {
    apply(Action::score());
}

void PetalsSession::move(int card, Cell cell, int rotation) {
    apply(Action::move(card, cell, rotation));
}

void PetalsSession::skip() {
    apply(Action::skip());
}

bool PetalsSession::canUndo() const {
    return personToPlay() && undoPoint_.has_value() &&
           (game_->step() == Step::Effect || game_->step() == Step::Move);
}

void PetalsSession::undo() {
    if (!canUndo()) {
        lastRefusal_ = tr("Only a placement whose effect is not answered yet can be taken back.");
        emit refused(lastRefusal_);
        return;
    }
    game_ = std::move(*undoPoint_);
    undoPoint_.reset();
    hinter_->cancel();
    hint_.action.reset();
    hint_.text.clear();
    autosave();
    afterChange();
    emit undone();
}

// ---------------------------------------------------------------------------------------------
// New games and the end

bool PetalsSession::newGame(const PetalsSetup& setup) {
    QStringList names;
    for (const PetalsSeat& s : setup.seats)
        names << s.name.trimmed();
    if (const QString problem = nameProblem(names); !problem.isEmpty())
        return fail(tr("Cannot start the game: %1").arg(problem));
    SetupSpec spec;
    for (const QString& n : names)
        spec.names.push_back(n.toStdString());
    spec.seed = setup.seed.value_or(QRandomGenerator::global()->generate64());
    if (setup.startPlayer >= 0)
        spec.startPlayer = setup.startPlayer;
    std::optional<Game> g;
    try {
        g = Game::fromDeal(components_, setup.variant, completeDeal(*components_, spec));
    } catch (const std::exception& e) {
        return fail(tr("Cannot start the game: %1.").arg(QString::fromStdString(e.what())));
    }
    const int n = g->seats();
    std::vector<PetalsFiles::Player> players;
    for (int s = 0; s < n; ++s) {
        const PetalsSeat& seat = setup.seats[(g->dealt().startPlayer + s) % n];
        players.push_back({seat.computer, seat.level});
    }
    clearError();
    adopt(std::move(*g), std::move(players));
    return true;
}

bool PetalsSession::restart() {
    if (!hasGame())
        return fail(tr("There is no game to restart."));
    Game fresh = Game::fromDeal(game_->componentsPtr(), game_->variant(), game_->dealt());
    clearError();
    adopt(std::move(fresh), players_);
    return true;
}

void PetalsSession::playFrom(Game g, std::vector<PetalsFiles::Player> players) {
    adopt(std::move(g), std::move(players));
}

void PetalsSession::setGuide(PetalsGuide* g) {
    guide_ = g;
    stopComputer(); // a computer's choice made without the script is dropped
    if (computerToPlay())
        thinkTimer_.start();
}

void PetalsSession::adopt(Game g, std::vector<PetalsFiles::Player> players) {
    guide_ = nullptr;
    stopComputer();
    hinter_->cancel();
    hint_ = {0, std::nullopt, 0, {}, hint_.budget};
    undoPoint_.reset();
    lastRefusal_.clear();
    computerSeed_ = fixedSeed_.value_or(QRandomGenerator::global()->generate64());
    players.resize(static_cast<std::size_t>(g.seats()));
    players_ = std::move(players);
    game_ = std::move(g);
    // The setup of Play again and the new-game dialog: the seats as listed.
    const Deal& d = game_->dealt();
    const int n = game_->seats();
    setup_ = {};
    setup_.variant = game_->variant();
    setup_.seed = d.seed;
    setup_.startPlayer = d.startPlayer;
    for (int i = 0; i < n; ++i) {
        const auto& p = players_[static_cast<std::size_t>((i - d.startPlayer + n) % n)];
        setup_.seats.push_back(
            {QString::fromStdString(d.names[static_cast<std::size_t>(i)]), p.computer, p.level});
    }
    nextGame(computerSeats()); // one person at the table: theirs is the screen
    handOver_ = needsHandOver();
    updateView();
    autosave();
    emit gameReplaced();
    notify();
    if (handOver_)
        emit handOverRequired(seatName(game_->toAct()));
    if (game_->isOver())
        emit gameOver();
}

std::vector<Standing> PetalsSession::standings() const {
    return isOver() ? game_->standings() : std::vector<Standing>{};
}

std::vector<int> PetalsSession::winners() const {
    std::vector<int> out;
    const std::vector<Standing> st = standings();
    for (std::size_t s = 0; s < st.size(); ++s)
        if (st[s].rank == 1)
            out.push_back(static_cast<int>(s));
    return out;
}
