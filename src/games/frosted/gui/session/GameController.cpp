#include "GameController.h"

#include "Language.h"

#include "Art.h"
#include "GameFiles.h"
#include "SaveFiles.h"
#include "TurnSummary.h"
#include "Words.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/save.h"

#include <QRandomGenerator>

#include <algorithm>

using namespace frosted;

GameController::GameController(ComponentsPtr components, QObject* parent)
    : TableSession(parent), components_(std::move(components)), dataSet_(components_),
      files_(components_), hinter_(new Thinker(this)), guidedFiles_(components_) {
    player_ = new Thinker(this);
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &GameController::nextGardenerStep);
    connect(hinter_, &Thinker::finished, this, &GameController::onHint);
    connect(player_, &Thinker::finished, this, &GameController::onComputerChoice);
}

const SeatView& GameController::shown() const {
    if (replaying() && replay_.shown)
        return *replay_.shown;
    return *view_;
}

int GameController::screenSeat() const {
    if (!hasGame() || handOver_ || readOnly_)
        return -1;
    if (game_->solo())
        return 0; // the solo player sits at the screen, also while the Master Gardener plays
    if (game_->isOver())
        return -1;
    // A computer plays: a lone person keeps their view; of two or more, nobody's (R-PRIV-1).
    if (game_->isComputer(game_->currentSeat()))
        return humanSeats() == 1 ? lastHumanSeat_ : -1;
    return game_->currentSeat();
}

void GameController::updateView() {
    if (!game_) {
        view_.reset();
        return;
    }
    const int seat = screenSeat();
    view_ = seat < 0 ? game_->publicView() : game_->viewFor(seat);
}

void GameController::notify() {
    updateView();
    // A hint belongs to the position it was asked in.
    if ((hint_.action || hinter_->running()) && hint_.key != positionKey()) {
        hinter_->cancel();
        hint_.action.reset();
        hint_.text.clear();
    }
    if (computerToPlay() && !computer_.acting)
        thinkTimer_.start(); // after this change has been drawn
    emit stateChanged();
}

// ---------------------------------------------------------------------------------------------
// Computer seats

// ---------------------------------------------------------------------------------------------
// Hint

QString GameController::seatName(int seat) const {
    if (seat < 0)
        return tr("Master Gardener");
    return words::q(view().player(seat).name);
}

QString GameController::seatColour(int seat) const {
    if (seat < 0)
        return QStringLiteral("gardener");
    const int t = view().player(seat).startingTile;
    return words::q(components_->startingTiles[static_cast<std::size_t>(t)].colour);
}

void GameController::setDataSet(ComponentsPtr set, const QString& name) {
    dataSet_ = std::move(set);
    files_.setDataSet(dataSet_, name);
    if (!hasGame())
        components_ = dataSet_;
}

QStringList GameController::colours() const {
    QStringList out;
    for (const StartingTile& t : dataSet_->startingTiles)
        out << words::q(t.colour);
    return out;
}

QString GameController::nameProblem(const QStringList& names, bool solo) {
    for (int i = 0; i < names.size(); ++i) {
        const QString a = names[i].trimmed();
        if (a.isEmpty())
            return tr("Player %1 needs a name.").arg(i + 1);
        for (int j = 0; j < i; ++j)
            if (a.compare(names[j].trimmed(), Qt::CaseInsensitive) == 0)
                return tr("Players %1 and %2 are both called “%3”: every player needs a name of "
                          "their own.")
                    .arg(j + 1)
                    .arg(i + 1)
                    .arg(names[j].trimmed());
        // The core refuses his English name (the one of its logs); the GUI also his name in the
        // other languages, under which he appears on the table in them.
        for (const QString& his :
             language::inEveryLanguage("GameController", QT_TR_NOOP("Master Gardener")))
            if (solo && a.compare(his, Qt::CaseInsensitive) == 0)
                return tr("In solo you cannot be called “%1”: the two of you would not be told "
                          "apart.")
                    .arg(his);
    }
    return {};
}

bool GameController::handVisible() const {
    return screenSeat() >= 0 && !replaying() && !game_->isOver(); // R-PRIV-1
}

// ---------------------------------------------------------------------------------------------
// New game

bool GameController::newGame(const NewGameOptions& o) {
    const int n = static_cast<int>(o.names.size());
    const quint64 seed = o.seed ? *o.seed : QRandomGenerator::global()->generate64();
    QStringList names;
    for (const QString& name : o.names)
        names << name.trimmed();
    // R-TURN-1: the players in table order; the core draws the start player from the seed unless
    // one was chosen, so a seed deals the same game here as in `frosted-blooms-cli play`.
    SetupSpec spec;
    spec.solo = o.solo;
    spec.seed = seed;
    for (const QString& name : names)
        spec.players.push_back(name.toStdString());
    if (!o.solo && o.startPlayer >= 0 && o.startPlayer < n)
        spec.startPlayer = o.startPlayer;
    std::optional<GameState> g;
    try {
        // Refused by the core first (its SetupError: equal names, the Master Gardener's name in
        // solo...), then what a family also calls the same name ("Ben" and "ben").
        g = GameState::setup(dataSet_, spec);
        if (const QString why = nameProblem(names, o.solo); !why.isEmpty())
            return fail(tr("Cannot start the game: %1").arg(why));
        for (int i = 0; i < o.colours.size() && i < n; ++i)
            if (o.colours.indexOf(o.colours[i]) < i)
                return fail(tr("Cannot start the game: two players play %1; every player needs a "
                               "colour of their own.")
                                .arg(art::colourName(o.colours[i])));
        // Each seat gets the starting tile of its player's colour. The core lists starting tiles
        // per seat, and seats run from the start player it drew: deal again with them. The
        // starting tiles draw nothing from the seed, so the deal stays the same.
        std::vector<std::string> tiles;
        for (int seat = 0; seat < n; ++seat) {
            const int k = static_cast<int>(names.indexOf(words::q(g->player(seat).name)));
            const QString colour = o.colours.value(k);
            const auto t =
                std::find_if(dataSet_->startingTiles.begin(), dataSet_->startingTiles.end(),
                             [&](const StartingTile& st) { return words::q(st.colour) == colour; });
            if (k < 0 || t == dataSet_->startingTiles.end())
                break;
            tiles.push_back(t->id);
        }
        if (static_cast<int>(tiles.size()) == n) {
            spec.startingTiles = tiles;
            g = GameState::setup(dataSet_, spec);
        }
        // Computer players, per seat (the dialog gives them per name).
        std::vector<std::string> computers;
        bool any = false;
        for (int seat = 0; seat < n; ++seat) {
            const int k = static_cast<int>(names.indexOf(words::q(g->player(seat).name)));
            const QString level = o.computers.value(k);
            if (!level.isEmpty() && !botFromName(level.toStdString()))
                return fail(
                    tr("Cannot start the game: no computer player is called “%1”.").arg(level));
            computers.push_back(level.toStdString());
            any = any || !level.isEmpty();
        }
        if (any)
            g->setComputers(computers);
    } catch (const SetupError& e) {
        return fail(tr("Cannot start the game: %1.").arg(QString::fromStdString(e.what())));
    }
    options_ = o;
    options_.names = names;
    timer_.stop();
    clearReplay();
    history_.clear();
    log_.clear();
    clearError();
    stopComputer();
    enterGame(false);
    game_ = std::move(*g);
    components_ = game_->componentsPtr();
    nextGame(computerSeats()); // one person at the table: theirs is the screen, no hand-over
    handOver_ = needsHandOver();
    updateView();
    log_ << firstLogLine();
    emit logAppended(log_.back());
    resetGhost();
    autosave();
    emit gameReplaced();
    notify();
    if (handOver_)
        emit handOverRequired(seatName(game_->currentSeat()));
    return true;
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
    if (guide_ && !computer_.acting) {
        if (QString why = guide_->refusal(a); !why.isEmpty()) {
            lastRefusal_ = why;
            emit refused(lastRefusal_);
            return false;
        }
    }
    const ApplyResult r = history_.apply(*game_, a);
    if (!r) {
        // The core refused and changed nothing; its answer in words (no coordinates, no ids).
        lastRefusal_ = words::refusal(game_->viewFor(game_->currentSeat()), a);
        if (lastRefusal_.isEmpty())
            lastRefusal_ = tr("that is not possible now");
        emit refused(lastRefusal_);
        return false;
    }
    lastRefusal_.clear();
    updateView();
    autosave();
    return true;
}

void GameController::takeTile(int k) {
    if (!acceptsInput() || game_->phase() != Phase::TakeTile)
        return;
    const int slot = game_->market().slotOfKth(k);
    const Market before = game_->market();
    if (!apply(Action::take(k)))
        return;
    resetGhost();
    notify();
    emit ringMoved(before.token, game_->market().token, coinsLaid(before, game_->market()));
    emit tileTaken(slot, game_->takenTile());
}

void GameController::cancelTake() {
    if (canCancelTake())
        undo();
}

bool GameController::canCancelTake() const {
    return canUndo() && game_->phase() == Phase::PlaceTile;
}

bool GameController::canUndo() const {
    // A person's own steps only (TurnHistory: never past a step that revealed something, so
    // never into another seat's turn); none while a computer plays.
    return !guide_ && acceptsInput() && !computerToPlay() && history_.canUndo();
}

bool GameController::canRedo() const {
    return !guide_ && acceptsInput() && history_.canRedo();
}

void GameController::undo() {
    if (!canUndo())
        return;
    stopComputer();
    const Phase was = game_->phase();
    const PlayerTurn placed = game_->currentTurn();
    history_.undo(*game_);
    updateView();
    resetGhost();
    if (was == Phase::PlayCard && game_->phase() == Phase::PlaceTile) {
        // The placement taken back: the ghost waits where the tile lay, as it lay.
        ghost_.lay(placed.orientation, placed.at);
        refreshGhost();
    }
    autosave();
    notify();
}

void GameController::redo() {
    if (!canRedo())
        return;
    stopComputer();
    history_.redo(*game_);
    updateView();
    resetGhost();
    autosave();
    notify();
}

void GameController::place() {
    if (!hasGhost())
        return;
    const auto at = ghost_.anchor();
    if (!at)
        return;
    PlacementPreview placing = ghost_.preview();
    const int seat = game_->currentSeat();
    if (!apply(Action::place(ghost_.orientation(), *at))) {
        emit ghostChanged();
        return;
    }
    lastPlacement_ = std::move(placing);
    resetGhost();
    notify();
    emit tilePlaced(seat);
}

void GameController::pass() {
    if (!acceptsInput() || !mustPass())
        return;
    if (apply(Action::pass())) {
        resetGhost();
        notify();
    }
}

bool GameController::mustPass() const {
    if (!hasGame() || game_->isOver())
        return false;
    const auto l = game_->legalActions();
    return l.size() == 1 && l.front().kind == Action::Kind::Pass;
}

void GameController::playCard(int card) {
    if (!acceptsInput() || game_->phase() != Phase::PlayCard)
        return;
    const int seat = game_->currentSeat();
    const int from = game_->player(seat).track;
    if (apply(Action::playCard(card))) {
        notify();
        // R-SCORE-2: the card's points move the seat's marker (an event of the turn record).
        if (const int to = game_->player(seat).track; to != from)
            emit scoreMoved(seat, from, to);
    }
}

int GameController::betterClaim(int objective) const {
    if (!hasGame() || game_->phase() != Phase::Claim)
        return -1;
    const auto& all = components_->objectives;
    if (objective < 0 || objective >= static_cast<int>(all.size()))
        return -1;
    const SeatView& v = view();
    int best = -1;
    int points = all[static_cast<std::size_t>(objective)].points;
    for (int o : v.board()) {
        const frosted::ObjectiveTile& t = all[static_cast<std::size_t>(o)];
        if (o != objective && t.type == all[static_cast<std::size_t>(objective)].type &&
            t.points > points && v.mayClaim(o)) {
            best = o;
            points = t.points;
        }
    }
    return best;
}

void GameController::claim(int objective) {
    if (!acceptsInput() || game_->phase() != Phase::Claim)
        return;
    // A person about to use a type up on its smaller objective is asked once (not a computer
    // player, not the guided game's one way through).
    if (askClaim_ && !computer_.acting && !guide_ && game_->check(Action::claim(objective)).ok)
        if (const int better = betterClaim(objective); better >= 0 && !askClaim_(objective, better))
            return;
    const int seat = game_->currentSeat();
    if (apply(Action::claim(objective))) {
        notify();
        emit objectiveClaimed(objective, seat);
    }
}

void GameController::endTurn() {
    if (!acceptsInput() || game_->phase() != Phase::Claim)
        return;
    const std::size_t logBefore = game_->log().size();
    if (oneTurn_) {
        // A one-turn game stops here: the end of the turn is applied to a copy (playOneTurn).
        GameState after = *game_;
        if (!after.apply(Action::endTurn()))
            return;
        const int seat = game_->currentSeat();
        if (const auto* t = std::get_if<PlayerTurn>(&after.log()[logBefore])) {
            log_ << words::playerTurn(*components_, seatName(t->seat), *t);
            emit logAppended(log_.back());
        }
        oneTurnAfter_ = std::move(after);
        resetGhost();
        notify();
        emit oneTurnEnded(seat);
        return;
    }
    // What the seat at the screen saw before the turn passed on: the table the Master Gardener's
    // replay starts from and changes one step at a time.
    std::optional<SeatView> before = view_;
    if (!apply(Action::endTurn()))
        return;
    replay_.shown = std::move(before);
    afterTurn(logBefore);
}

void GameController::afterTurn(std::size_t logBefore) {
    const auto& log = game_->log();
    for (std::size_t i = logBefore; i < log.size(); ++i) {
        const TurnRecord& r = log[i];
        if (const auto* t = std::get_if<PlayerTurn>(&r)) {
            log_ << words::playerTurn(*components_, seatName(t->seat), *t);
            emit logAppended(log_.back());
        } else
            for (GardenerStep s : words::gardenerSteps(r))
                replay_.items.push_back({static_cast<int>(i), s});
    }
    resetGhost();
    if (!replay_.items.empty()) {
        notify();
        showStep();
        return;
    }
    replay_.shown.reset();
    if (needsHandOver()) {
        handOver_ = true;
        updateView();
        notify();
        emit handOverRequired(seatName(game_->currentSeat()));
        return;
    }
    notify();
    finishIfOver();
}

// The slots where a move of the ring left coins (R-MKT-2, R-MG-4 step 4): the skipped tiles.
QList<int> GameController::coinsLaid(const Market& before, const Market& after) {
    QList<int> laid;
    for (std::size_t s = 0; s < after.coins.size() && s < before.coins.size(); ++s)
        if (after.coins[s] > before.coins[s])
            laid << static_cast<int>(s);
    return laid;
}

void GameController::finishIfOver() {
    if (game_->isOver() && !replaying())
        emit gameOver();
}

// ---------------------------------------------------------------------------------------------
// The Master Gardener's replay (R-MG-4 step by step)

// ---------------------------------------------------------------------------------------------
// The ghost tile

// ---------------------------------------------------------------------------------------------
// Cards

// ---------------------------------------------------------------------------------------------
// The NOW line

QString GameController::prompt() const {
    if (!hasGame())
        return tr("Start a new game (Game ▸ New game, Ctrl+N).");
    if (oneTurnAfter_)
        return tr("%1's turn is over.").arg(seatName(game_->currentSeat()));
    const SeatView& g = view();
    words::NowContext now;
    now.who = seatName(g.currentSeat());
    now.gardenerStep = replaying() ? replay_.text : QString();
    now.handOver = handOver_;
    now.mustPass = g.phase() == Phase::PlaceTile && mustPass();
    now.cancelTake = canCancelTake();
    now.undo = canUndo();
    // R-GEO-3: the ring's face kept; when only the other fits, F is named.
    now.otherFaceOnly = ghost_.otherFaceOnly();
    if (computerToPlay())
        now.computer = words::botName(QString::fromStdString(
            game_->computers()[static_cast<std::size_t>(game_->currentSeat())]));
    if (computerToPlay() && computer_.step.first == game_->currentSeat())
        now.computerStep = computer_.step.second;
    const QString line = words::nowLine(g, now);
    return hint_.action && acceptsInput() ? line + QStringLiteral("\n\n") + hint_.text : line;
}

void GameController::perform(const Action& a) {
    switch (a.kind) {
    case Action::Kind::Take:
        takeTile(a.value);
        break;
    case Action::Kind::Place: {
        setGhostOrientation(a.orientation);
        const Point off = ghost_.offset();
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

QString GameController::firstLogLine() const {
    return words::newGameLine(*game_, seatName(0));
}

void GameController::playOneTurn(GameState g) {
    nextOneTurn_ = true;
    adopt(std::move(g));
}

void GameController::enterGame(bool oneTurn) {
    oneTurn_ = oneTurn;
    guidedGame_ = false;
    oneTurnAfter_.reset();
    keptAtGuideEnd_.clear();
    computer_.step = {-1, {}};
    endGuide(); // any other game ends a guided one
}

void GameController::adopt(GameState g) {
    enterGame(std::exchange(nextOneTurn_, false));
    timer_.stop();
    clearReplay();
    stopComputer();
    game_ = std::move(g);
    components_ = game_->componentsPtr();
    nextGame(computerSeats());
    // Undo reaches back as far as it did while the game was played (the deal and every action
    // are in the file: the core replays them through a TurnHistory).
    history_.rebuild(*game_);
    // R-PRIV-1: in hotseat, whoever sits at the screen confirms before a hand is shown.
    handOver_ = needsHandOver();
    updateView();
    // The options of "play again" and the new-game dialog: the loaded game's seats.
    options_ = {};
    for (int s = 0; s < game_->seatCount(); ++s) {
        options_.names << seatName(s);
        options_.colours << seatColour(s);
    }
    options_.solo = game_->solo();
    for (int s = 0; s < game_->seatCount(); ++s)
        options_.computers << QString::fromStdString(
            game_->isComputer(s) ? game_->computers()[static_cast<std::size_t>(s)] : std::string());
    // The game log in words, of the whole game as it was written while it was played.
    log_.clear();
    if (game_->origin())
        log_ << tr("Set up from a position (seed %1): round %2, %3 to play.")
                    .arg(game_->seed())
                    .arg(game_->origin()->round)
                    .arg(seatName(game_->origin()->toPlay));
    else
        log_ << firstLogLine();
    for (const TurnRecord& r : game_->log()) {
        if (const auto* t = std::get_if<PlayerTurn>(&r))
            log_ << words::playerTurn(*components_, seatName(t->seat), *t);
        else
            for (GardenerStep s : words::gardenerSteps(r))
                log_ << words::roundLine(roundOf(r), words::gardenerStep(*components_, r, s));
    }
    resetGhost();
    autosave();
    emit gameReplaced();
    notify();
    if (handOver_)
        emit handOverRequired(seatName(game_->currentSeat()));
    finishIfOver();
}
