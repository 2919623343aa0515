#include "GameController.h"

#include "SaveFiles.h"
#include "Words.h"
#include "frosted/garden.h"
#include "frosted/save.h"

#include <QDir>
#include <QRandomGenerator>

#include <algorithm>

using namespace frosted;

GameController::GameController(ComponentsPtr components, QObject* parent)
    : QObject(parent), components_(std::move(components)) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &GameController::nextGardenerStep);
}

const GameState& GameController::shown() const {
    if (replaying() && !movedShown_ && replayBefore_)
        return *replayBefore_;
    return *game_;
}

QString GameController::seatName(int seat) const {
    if (seat < 0)
        return tr("Master Gardener");
    return words::q(state().player(seat).name);
}

QString GameController::seatColour(int seat) const {
    if (seat < 0)
        return QStringLiteral("gardener");
    const int t = state().player(seat).startingTile;
    return words::q(components_->startingTiles[static_cast<std::size_t>(t)].colour);
}

bool GameController::handVisible() const {
    return hasGame() && !handOver_ && !replaying() && !state().isOver();
}

// ---------------------------------------------------------------------------------------------
// New game

void GameController::newGame(const NewGameOptions& o) {
    options_ = o;
    timer_.stop();
    replay_.clear();
    replayBefore_.reset();
    replayText_.clear();
    history_.clear();
    log_.clear();
    const int n = static_cast<int>(o.names.size());
    const quint64 seed = o.seed ? *o.seed : QRandomGenerator::global()->generate64();
    // R-TURN-1: the start player (random from the seed unless chosen); seats run from them in
    // table order, each with the starting tile of their colour. The solo player always starts.
    int start = o.startPlayer;
    if (o.solo || n == 1)
        start = 0;
    else if (start < 0 || start >= n)
        start = static_cast<int>(Rng(seed ^ 0x5eedULL).below(static_cast<std::uint64_t>(n)));
    SetupSpec spec;
    spec.solo = o.solo;
    spec.seed = seed;
    spec.startPlayer = 0;
    for (int i = 0; i < n; ++i) {
        const int k = (start + i) % n;
        spec.players.push_back(o.names[k].toStdString());
        if (k < o.colours.size())
            spec.startingTiles.push_back("S-" + o.colours[k].toStdString());
    }
    game_ = GameState::setup(components_, spec);
    log_ << tr("New game (seed %1): %2.")
                .arg(seed)
                .arg(o.solo ? tr("%1 against the Master Gardener").arg(o.names.value(0))
                            : tr("%1 players, %2 starts").arg(n).arg(o.names.value(start)));
    emit logAppended(log_.back());
    handOver_ = !o.solo && n > 1;
    resetGhost();
    autosave();
    emit gameReplaced();
    emit stateChanged();
    if (handOver_)
        emit handOverRequired(seatName(state().currentSeat()));
}

void GameController::playAgain() {
    NewGameOptions o = options_;
    o.seed.reset();
    newGame(o);
}

// ---------------------------------------------------------------------------------------------
// Actions

bool GameController::apply(const Action& a) {
    if (!acceptsInput())
        return false;
    const ApplyResult r = history_.apply(*game_, a);
    if (!r) {
        lastRefusal_ = words::q(r.reason);
        emit refused(lastRefusal_);
        return false;
    }
    lastRefusal_.clear();
    autosave();
    return true;
}

void GameController::takeTile(int k) {
    if (!acceptsInput() || state().phase() != Phase::TakeTile)
        return;
    if (!apply(Action::take(k)))
        return;
    resetGhost();
    emit stateChanged();
}

void GameController::cancelTake() {
    if (canCancelTake())
        undo();
}

bool GameController::canCancelTake() const {
    return canUndo() && state().phase() == Phase::PlaceTile;
}

bool GameController::canUndo() const {
    return acceptsInput() && history_.canUndo();
}

bool GameController::canRedo() const {
    return acceptsInput() && history_.canRedo();
}

void GameController::undo() {
    if (!canUndo())
        return;
    const Phase was = state().phase();
    const TurnRecord placed = state().currentTurn();
    history_.undo(*game_);
    resetGhost();
    if (was == Phase::PlayCard && state().phase() == Phase::PlaceTile) {
        // The placement taken back: the ghost waits where the tile lay, as it lay.
        ghostOrientation_ = placed.orientation;
        ghostPointer_ = Point{placed.at.x + ghostOffset().x, placed.at.y + ghostOffset().y};
        refreshGhost();
    }
    autosave();
    emit stateChanged();
}

void GameController::redo() {
    if (!canRedo())
        return;
    history_.redo(*game_);
    resetGhost();
    autosave();
    emit stateChanged();
}

void GameController::place() {
    if (!hasGhost())
        return;
    const auto at = ghostAnchor();
    if (!at)
        return;
    PlacementPreview placing = preview_;
    if (!apply(Action::place(ghostOrientation_, *at))) {
        emit ghostChanged();
        return;
    }
    lastPlacement_ = std::move(placing);
    resetGhost();
    emit stateChanged();
}

void GameController::pass() {
    if (!acceptsInput() || !mustPass())
        return;
    if (apply(Action::pass())) {
        resetGhost();
        emit stateChanged();
    }
}

bool GameController::mustPass() const {
    if (!hasGame() || state().isOver())
        return false;
    const auto l = state().legalActions();
    return l.size() == 1 && l.front().kind == Action::Kind::Pass;
}

void GameController::playCard(int card) {
    if (!acceptsInput() || state().phase() != Phase::PlayCard)
        return;
    if (apply(Action::playCard(card)))
        emit stateChanged();
}

void GameController::claim(int objective) {
    if (!acceptsInput() || state().phase() != Phase::Claim)
        return;
    if (apply(Action::claim(objective)))
        emit stateChanged();
}

void GameController::endTurn() {
    if (!acceptsInput() || state().phase() != Phase::Claim)
        return;
    const std::size_t logBefore = state().log().size();
    GameState before = *game_;
    if (!apply(Action::endTurn()))
        return;
    replayBefore_ = std::move(before);
    afterTurn(logBefore);
}

void GameController::afterTurn(std::size_t logBefore) {
    const auto& log = state().log();
    for (std::size_t i = logBefore; i < log.size(); ++i) {
        const TurnRecord& r = log[i];
        if (r.seat >= 0) {
            log_ << words::playerTurn(state(), r);
            emit logAppended(log_.back());
        } else
            for (int s = 0; s < words::gardenerSteps(r); ++s)
                replay_.push_back({static_cast<int>(i), s});
    }
    movedShown_ = false;
    resetGhost();
    if (!replay_.empty()) {
        emit stateChanged();
        showStep();
        return;
    }
    replayBefore_.reset();
    if (!state().isOver() && !state().solo() && state().seatCount() > 1) {
        handOver_ = true;
        emit stateChanged();
        emit handOverRequired(seatName(state().currentSeat()));
        return;
    }
    emit stateChanged();
    finishIfOver();
}

void GameController::finishIfOver() {
    if (state().isOver() && !replaying())
        emit gameOver();
}

void GameController::confirmHandOver() {
    if (!handOver_)
        return;
    handOver_ = false;
    emit stateChanged();
}

// ---------------------------------------------------------------------------------------------
// The Master Gardener's replay (R-MG-4 step by step)

void GameController::showStep() {
    if (replay_.empty())
        return;
    const ReplayItem item = replay_.front();
    replay_.erase(replay_.begin());
    const TurnRecord& r = state().log()[static_cast<std::size_t>(item.record)];
    replayRecord_ = item.record;
    replayStep_ = item.step;
    if (r.endClaims || item.step >= 3)
        movedShown_ = true;
    replayText_ = words::gardenerStep(state(), r, item.step);
    log_ << QStringLiteral("R%1 ").arg(r.round) + replayText_;
    emit logAppended(log_.back());
    emit gardenerStepShown(replayText_);
    if (replay_.empty())
        replayBefore_.reset();
    emit stateChanged();
    if (!replay_.empty())
        scheduleStep();
    else
        finishIfOver();
}

void GameController::scheduleStep() {
    static const int ms[] = {2200, 1200, 450, 0};
    if (speed_ == StepByStep)
        return;
    if (speed_ == Instant) {
        while (!replay_.empty())
            showStep();
        return;
    }
    timer_.start(ms[speed_]);
}

void GameController::nextGardenerStep() {
    timer_.stop();
    showStep();
}

void GameController::setSpeed(int s) {
    speed_ = static_cast<Speed>(std::clamp(s, -1, 3));
    if (replaying()) {
        timer_.stop();
        scheduleStep();
    }
}

// ---------------------------------------------------------------------------------------------
// The ghost tile

bool GameController::hasGhost() const {
    return acceptsInput() && state().phase() == Phase::PlaceTile && state().takenTile() >= 0;
}

Face GameController::ghostFace() const {
    if (!hasGame() || state().takenTile() < 0)
        return {};
    return orientedFace(components_->tiles[static_cast<std::size_t>(state().takenTile())],
                        ghostOrientation_);
}

Point GameController::ghostOffset() const {
    const Face f = ghostFace();
    return {(f.width() - 1) / 2, (f.height() - 1) / 2};
}

std::optional<Point> GameController::ghostAnchor() const {
    if (!ghostPointer_)
        return std::nullopt;
    const Point off = ghostOffset();
    return Point{ghostPointer_->x - off.x, ghostPointer_->y - off.y};
}

void GameController::resetGhost() {
    ghostOrientation_ = {};
    ghostPointer_.reset();
    preview_ = {};
    placeActions_.clear();
    legalPointers_.clear();
    if (hasGhost()) {
        for (const Action& a : state().legalActions())
            if (a.kind == Action::Kind::Place)
                placeActions_.push_back(a);
        // Start on the first legal position of the unrotated face, so the keyboard can go on.
        for (const Action& a : placeActions_) {
            if (a.orientation == ghostOrientation_) {
                const Point off = ghostOffset();
                ghostPointer_ = Point{a.at.x + off.x, a.at.y + off.y};
                break;
            }
        }
        if (!ghostPointer_)
            ghostPointer_ = Point{0, -2};
    }
    refreshGhost();
}

void GameController::refreshGhost() {
    legalPointers_.clear();
    preview_ = {};
    if (hasGhost()) {
        const Tile& t = components_->tiles[static_cast<std::size_t>(state().takenTile())];
        const Face f = ghostFace();
        const Point off = ghostOffset();
        // Hints: the core's legal placements whose oriented face equals the ghost's face (a
        // symmetric face lists one orientation for several rotations).
        for (const Action& a : placeActions_)
            if (orientedFace(t, a.orientation) == f)
                legalPointers_.push_back({a.at.x + off.x, a.at.y + off.y});
        if (const auto at = ghostAnchor())
            preview_ = state().preview(ghostOrientation_, *at);
    }
    emit ghostChanged();
}

void GameController::setGhostPointer(Point cell) {
    if (!hasGhost() || (ghostPointer_ && *ghostPointer_ == cell))
        return;
    ghostPointer_ = cell;
    refreshGhost();
}

void GameController::moveGhost(int dx, int dy) {
    if (!hasGhost())
        return;
    const Point p = ghostPointer_.value_or(Point{0, 0});
    ghostPointer_ = Point{p.x + dx, p.y + dy};
    refreshGhost();
}

void GameController::rotate() {
    if (!hasGhost())
        return;
    // R-GEO-4: 90 degrees clockwise; the core's orientedFace does the geometry.
    ghostOrientation_.rotation = (ghostOrientation_.rotation + 90) % 360;
    refreshGhost();
}

void GameController::turnOver() {
    if (!hasGhost())
        return;
    // R-GEO-3: turning over shows the other face.
    ghostOrientation_.side = ghostOrientation_.side == Side::Front ? Side::Back : Side::Front;
    refreshGhost();
}

// ---------------------------------------------------------------------------------------------
// Cards

std::vector<Point> GameController::cardGroupCells(int card) const {
    std::vector<Point> out;
    if (!hasGame() || state().phase() != Phase::PlayCard || card < 0)
        return out;
    for (LandType t : components_->cards[static_cast<std::size_t>(card)].types) {
        const auto cells = state().placedGroupCells(t);
        out.insert(out.end(), cells.begin(), cells.end());
    }
    return out;
}

int GameController::cardPoints(int card) const {
    if (!hasGame() || state().phase() != Phase::PlayCard || card < 0)
        return 0;
    return state().cardPointsNow(card);
}

// ---------------------------------------------------------------------------------------------
// The NOW line

QString GameController::prompt() const {
    if (!hasGame())
        return tr("Start a new game (Game ▸ New game, Ctrl+N).");
    const GameState& g = state();
    if (replaying())
        return tr("Master Gardener's turn: %1").arg(replayText_);
    if (g.isOver()) {
        QStringList w;
        for (const auto& n : g.winners())
            w << words::q(n);
        return w.size() == 1 ? tr("Game over — %1 wins.").arg(w.front())
                             : tr("Game over — shared victory: %1.").arg(w.join(tr(" and ")));
    }
    const QString who = seatName(g.currentSeat());
    if (handOver_)
        return tr("Pass the screen to %1.").arg(who);
    const int coins = g.player(g.currentSeat()).coins;
    switch (g.phase()) {
    case Phase::TakeTile:
        if (g.market().tileCount() == 0)
            return tr("%1: the ring is empty — press Pass to go on without a tile.").arg(who);
        if (coins == 0)
            return tr("%1: choose a tile — you have no coins, so only the 1st tile clockwise from "
                      "the Flower token is offered.")
                .arg(who);
        return tr("%1: choose a tile — the 1st after the Flower token is free, skipping a tile "
                  "costs 1 coin (you have %2).")
            .arg(who)
            .arg(coins);
    case Phase::PlaceTile:
        if (mustPass())
            return tr("%1: this tile fits nowhere — press Pass; it leaves the game.").arg(who);
        return tr("%1: place the tile in your garden — R rotates, F turns over, click or Enter "
                  "places, Esc puts it back.")
            .arg(who);
    case Phase::PlayCard:
        return tr("%1: play a card (click or 1–3) — hover a card to see its group and points; "
                  "Undo takes the tile back.")
            .arg(who);
    case Phase::Claim: {
        int n = 0;
        for (int o : g.board())
            n += g.mayClaim(o);
        if (n == 0)
            return tr("%1: no objective qualifies this turn — press Done to end your turn.")
                .arg(who);
        return tr("%1: claim a glowing objective (one per type for the whole game), then press "
                  "Done.")
            .arg(who);
    }
    case Phase::GameOver:
        break;
    }
    return {};
}

void GameController::setGhostOrientation(Orientation o) {
    if (!hasGhost())
        return;
    ghostOrientation_ = o;
    refreshGhost();
}

void GameController::perform(const Action& a) {
    switch (a.kind) {
    case Action::Kind::Take:
        takeTile(a.value);
        break;
    case Action::Kind::Place: {
        setGhostOrientation(a.orientation);
        const Point off = ghostOffset();
        setGhostPointer({a.at.x + off.x, a.at.y + off.y});
        place();
        break;
    }
    case Action::Kind::Pass:
        pass();
        break;
    case Action::Kind::PlayCard:
        playCard(a.value);
        break;
    case Action::Kind::Claim:
        claim(a.value);
        break;
    case Action::Kind::EndTurn:
        endTurn();
        break;
    }
}

// ---------------------------------------------------------------------------------------------
// Files

bool GameController::fail(const QString& message) {
    lastError_ = message;
    emit errorOccurred(message);
    return false;
}

bool GameController::saveGame(const QString& path) {
    if (!hasGame())
        return fail(tr("There is no game to save."));
    const std::string text = saveToText(state());
    const QString err = savefiles::writeAtomically(path, QByteArray::fromStdString(text));
    if (!err.isEmpty())
        return fail(err);
    lastError_.clear();
    return true;
}

bool GameController::loadGame(const QString& path) {
    QByteArray bytes;
    const QString err = savefiles::readAll(path, bytes);
    if (!err.isEmpty())
        return fail(err);
    std::optional<GameState> loaded;
    try {
        loaded = loadFromText(components_, bytes.toStdString());
    } catch (const SaveError& e) {
        return fail(tr("Cannot open “%1”: %2").arg(path, QString::fromStdString(e.what())));
    } catch (const std::exception& e) {
        return fail(tr("Cannot open “%1”: the file is damaged (%2).")
                        .arg(path, QString::fromStdString(e.what())));
    }
    lastError_.clear();
    adopt(std::move(*loaded));
    return true;
}

bool GameController::exportRecord(const QString& path) {
    if (!hasGame())
        return fail(tr("There is no game to export."));
    const std::string text = frosted::replayRecord(state()).dump(2) + "\n";
    const QString err = savefiles::writeAtomically(path, QByteArray::fromStdString(text));
    if (!err.isEmpty())
        return fail(err);
    lastError_.clear();
    return true;
}

QString GameController::autosavePath() const {
    if (autosaveDir_.isEmpty())
        return {};
    return QDir(autosaveDir_).filePath(QLatin1String(savefiles::kAutosaveName));
}

void GameController::autosave() {
    if (autosaveDir_.isEmpty() || !hasGame())
        return;
    QString err;
    if (!QDir().mkpath(autosaveDir_))
        err = tr("Cannot create the folder “%1” for the autosave.").arg(autosaveDir_);
    else
        err = savefiles::writeAtomically(autosavePath(),
                                         QByteArray::fromStdString(saveToText(state())));
    if (err != lastAutosaveError_ && !err.isEmpty())
        emit autosaveFailed(tr("Autosave failed: %1").arg(err));
    lastAutosaveError_ = err;
}

std::optional<GameState> GameController::resumableAutosave() const {
    const QString path = autosavePath();
    if (path.isEmpty())
        return std::nullopt;
    QByteArray bytes;
    if (!savefiles::readAll(path, bytes).isEmpty())
        return std::nullopt;
    try {
        GameState g = loadFromText(components_, bytes.toStdString());
        if (g.isOver())
            return std::nullopt;
        return g;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

bool GameController::resumeAutosave() {
    auto g = resumableAutosave();
    if (!g)
        return false;
    adopt(std::move(*g));
    return true;
}

void GameController::adopt(GameState g) {
    timer_.stop();
    replay_.clear();
    replayBefore_.reset();
    replayText_.clear();
    history_.clear();
    game_ = std::move(g);
    // The options of "play again" and the new-game dialog: the loaded game's seats.
    options_ = {};
    for (int s = 0; s < state().seatCount(); ++s) {
        options_.names << seatName(s);
        options_.colours << seatColour(s);
    }
    options_.solo = state().solo();
    // The game log in words, from the core's log.
    log_.clear();
    for (const TurnRecord& r : state().log()) {
        if (r.seat >= 0)
            log_ << words::playerTurn(state(), r);
        else
            for (int s = 0; s < words::gardenerSteps(r); ++s)
                log_ << QStringLiteral("R%1 ").arg(r.round) + words::gardenerStep(state(), r, s);
    }
    log_ << tr("Game loaded: round %1, %2 to play.")
                .arg(state().round())
                .arg(state().isOver() ? tr("nobody") : seatName(state().currentSeat()));
    // R-PRIV-1: in hotseat, whoever sits at the screen confirms before a hand is shown.
    handOver_ = !state().isOver() && !state().solo() && state().seatCount() > 1;
    resetGhost();
    autosave();
    emit gameReplaced();
    emit stateChanged();
    if (handOver_)
        emit handOverRequired(seatName(state().currentSeat()));
    finishIfOver();
}
