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
    : QObject(parent), components_(std::move(components)), dataSet_(components_),
      files_(components_), hinter_(new Thinker(this)), guidedFiles_(components_) {
    player_ = new Thinker(this);
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &GameController::nextGardenerStep);
    connect(hinter_, &Thinker::finished, this, &GameController::onHint);
    connect(player_, &Thinker::finished, this, &GameController::onComputerChoice);
    thinkTimer_.setSingleShot(true);
    thinkTimer_.setInterval(0);
    connect(&thinkTimer_, &QTimer::timeout, this, &GameController::thinkIfComputer);
    computerTimer_.setSingleShot(true);
    connect(&computerTimer_, &QTimer::timeout, this, &GameController::playComputerStep);
}

const SeatView& GameController::shown() const {
    if (replaying() && replayShown_)
        return *replayShown_;
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
    if ((hint_ || hinter_->running()) && hintKey_ != positionKey()) {
        hinter_->cancel();
        hint_.reset();
        hintText_.clear();
    }
    if (computerToPlay() && !computerActing_)
        thinkTimer_.start(); // after this change has been drawn
    emit stateChanged();
}

// ---------------------------------------------------------------------------------------------
// Computer seats

bool GameController::computerToPlay() const {
    return hasGame() && !readOnly_ && !game_->isOver() && game_->isComputer(game_->currentSeat());
}

bool GameController::computerThinking() const {
    return player_->running();
}

int GameController::humanSeats() const {
    int n = 0;
    for (int s = 0; s < game_->seatCount(); ++s)
        n += !game_->isComputer(s);
    return n;
}

bool GameController::needsHandOver() const {
    if (readOnly_ || game_->isOver() || game_->solo() || game_->seatCount() < 2)
        return false;
    const int seat = game_->currentSeat();
    return !game_->isComputer(seat) && humanSeats() > 1 && lastHumanSeat_ != seat;
}

void GameController::stopComputer() {
    player_->cancel();
    computerTimer_.stop();
    thinkTimer_.stop();
    computerNext_.reset();
}

void GameController::thinkIfComputer() {
    if (!computerToPlay() || replaying() || handOver_ || computerNext_ || player_->running())
        return;
    const int seat = game_->currentSeat();
    if (guide_) {
        if (std::optional<Action> a = guide_->scriptedAction(game_->viewFor(seat))) {
            computerNext_ = *a;
            scheduleComputerStep();
            return;
        }
    }
    const auto kind = botFromName(game_->computers()[static_cast<std::size_t>(seat)]);
    // R-PRIV-1: the seat's own view, like a person at the table.
    player_->start(kind.value_or(BotKind::Medium), game_->viewFor(seat), computerBudget_,
                   game_->seed() ^ (positionKey() * 0x9E3779B97F4A7C15ull), positionKey());
}

void GameController::onComputerChoice(const Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !computerToPlay() || replaying())
        return;
    computerNext_ = s.action;
    scheduleComputerStep();
}

void GameController::scheduleComputerStep() {
    // Shown at the computer players' pace; step by step waits for Next.
    static const int ms[] = {2200, 1200, 450, 0}; // the Master Gardener's: a step to read
    computerTimer_.stop();
    if (guide_ && guide_->holding())
        return; // guideResumed() goes on
    if (computerSpeed_ == StepByStep) {
        emit stateChanged(); // Next is enabled
        return;
    }
    computerTimer_.start(ms[computerSpeed_]);
}

void GameController::playComputerStep() {
    if (!computerNext_ || !computerToPlay() || (guide_ && guide_->holding()))
        return;
    const Action a = *computerNext_;
    const int seat = game_->currentSeat();
    computerNext_.reset();
    computerActing_ = true;
    perform(a);
    computerStep_ = {seat, turnsummary::stepText(game_->publicView(), seat, a)};
    computerActing_ = false;
    notify(); // the next decision, if it is still a computer's
}

// ---------------------------------------------------------------------------------------------
// Hint

quint64 GameController::positionKey() const {
    return hasGame() ? (serial_ << 20) + game_->actions().size() : 0;
}

void GameController::setGuide(GameGuide* guide) {
    guide_ = guide;
    if (!hasGame())
        return;
    notify();
    // A computer seat's step held for a note goes on now.
    if (!guide_ && computerNext_)
        scheduleComputerStep();
}

void GameController::playGuided(GameState g, GameGuide* guide, const QString& autosaveDir) {
    guidedFiles_.setAutosaveDir(autosaveDir);
    guide_ = guide;
    adoptingGuided_ = true;
    adopt(std::move(g));
    adoptingGuided_ = false;
    guidedGame_ = true; // kept when the guide is cleared at its end (not the player's setup)
}

void GameController::guideResumed() {
    if (!hasGame())
        return;
    if (computerNext_)
        scheduleComputerStep();
    else
        thinkIfComputer();
}

bool GameController::canHint() const {
    // Not in a guided game (one way through) nor in a puzzle (its own hint: the computer
    // player's move would give the answer away).
    if (guide_ || oneTurn_)
        return false;
    return acceptsInput() && !mustPass();
}

bool GameController::hintRunning() const {
    return hinter_->running();
}

void GameController::requestHint() {
    if (!canHint() || (hinter_->running() && hintKey_ == positionKey()))
        return;
    hint_.reset();
    hintText_.clear();
    hintKey_ = positionKey();
    // The seat to play's own view: the hint knows what that player knows, nothing more.
    hinter_->start(BotKind::Hard, game_->viewFor(game_->currentSeat()), hintBudget_,
                   game_->seed() ^ hintKey_, hintKey_);
}

void GameController::onHint(const Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !acceptsInput())
        return;
    const SeatView v = game_->viewFor(game_->currentSeat());
    // Issue 31: this turn's points as the previews count them, and apart what hard's play-outs
    // make of the choice for the rest of the game (its final margin over the next best choice).
    std::optional<double> ahead;
    if (s.worlds > 0 && !s.alternatives.empty())
        ahead = s.expected - s.alternatives.front().second;
    hint_ = s.action;
    hintText_ = words::hint(v, s.action, turnGain(v, s.action), ahead);
    if (s.action.kind == Action::Kind::Place && hasGhost()) {
        ghostOrientation_ = s.action.orientation;
        const Point off = ghostOffset();
        ghostPointer_ = Point{s.action.at.x + off.x, s.action.at.y + off.y};
        refreshGhost();
    }
    emit hintReady(hintText_);
}

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
    lastError_.clear();
    stopComputer();
    enterGame(false);
    game_ = std::move(*g);
    components_ = game_->componentsPtr();
    ++serial_;
    lastHumanSeat_ = -1;
    if (humanSeats() == 1) // one person at the table: theirs is the screen, no hand-over
        for (int seat = 0; seat < n; ++seat)
            if (!game_->isComputer(seat))
                lastHumanSeat_ = seat;
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
    if (guide_ && !computerActing_) {
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
        ghostOrientation_ = placed.orientation;
        ghostPointer_ = Point{placed.at.x + ghostOffset().x, placed.at.y + ghostOffset().y};
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
    const auto at = ghostAnchor();
    if (!at)
        return;
    PlacementPreview placing = preview_;
    const int seat = game_->currentSeat();
    if (!apply(Action::place(ghostOrientation_, *at))) {
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
    if (askClaim_ && !computerActing_ && !guide_ && game_->check(Action::claim(objective)).ok)
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
    replayShown_ = std::move(before);
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
                replay_.push_back({static_cast<int>(i), s});
    }
    resetGhost();
    if (!replay_.empty()) {
        notify();
        showStep();
        return;
    }
    replayShown_.reset();
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

void GameController::clearReplay() {
    timer_.stop();
    replay_.clear();
    replayShown_.reset();
    replayTail_ = false;
    replayText_.clear();
    replayRecord_ = -1;
    replayStep_.reset();
}

void GameController::confirmHandOver() {
    if (!handOver_)
        return;
    handOver_ = false;
    lastHumanSeat_ = game_->currentSeat();
    updateView();
    // A game resumed with a tile in hand: the ghost waits in the garden at once.
    if (hasGhost() && !ghostPointer_)
        resetGhost();
    notify();
}

// ---------------------------------------------------------------------------------------------
// The Master Gardener's replay (R-MG-4 step by step)

void GameController::endReplay() {
    // The last step has been seen: the table is the game's again, his words leave the screen
    // (they stay in the game log) and the next turn begins.
    clearReplay();
    notify();
    finishIfOver();
}

void GameController::showStep() {
    if (replay_.empty()) {
        if (replayTail_)
            endReplay();
        return;
    }
    const ReplayItem item = replay_.front();
    replay_.erase(replay_.begin());
    const TurnRecord& r = game_->log()[static_cast<std::size_t>(item.record)];
    replayRecord_ = item.record;
    replayStep_ = item.step;
    // The table changes with the step told, not before (R-MG-4 in step: his points when he
    // scores, his Workers when he collects, the ring when his token moves).
    std::optional<Market> ringBefore;
    if (replayShown_) {
        const int from = replayShown_->gardener().track;
        if (item.step == GardenerStep::Move)
            ringBefore = replayShown_->market();
        replayShown_ = replayShown_->withGardenerStep(r, item.step, *view_);
        if (const int to = replayShown_->gardener().track; to != from)
            scoreMovedPending_ = {from, to};
    }
    replayText_ = words::gardenerStep(*components_, r, item.step);
    log_ << words::roundLine(roundOf(r), replayText_);
    emit logAppended(log_.back());
    emit gardenerStepShown(replayText_);
    // His last step stays on screen for a step's time (or until Next) before the next turn.
    replayTail_ = replay_.empty() && speed_ != Instant;
    if (!replaying()) {
        endReplay();
        return;
    }
    notify();
    // R-MG-4 step 2: his points move his marker as the step is told; step 5 (and R-MG-5): the
    // objectives he claims go to him.
    if (scoreMovedPending_) {
        const auto [from, to] = *scoreMovedPending_;
        scoreMovedPending_.reset();
        emit scoreMoved(-1, from, to);
    }
    if (item.step == GardenerStep::Claim)
        for (int o : claimedIn(r))
            emit objectiveClaimed(o, -1);
    // Step 4: his token slides, leaving a coin beside each tile he skips.
    if (ringBefore && replayShown_)
        emit ringMoved(ringBefore->token, replayShown_->market().token,
                       coinsLaid(*ringBefore, replayShown_->market()));
    scheduleStep();
}

void GameController::scheduleStep() {
    static const int ms[] = {2200, 1200, 450, 0};
    if (speed_ == StepByStep)
        return;
    if (speed_ == Instant) {
        while (replaying())
            showStep();
        return;
    }
    timer_.start(ms[speed_]);
}

void GameController::nextGardenerStep() {
    if (!replaying() && computerNext_) {
        computerTimer_.stop();
        playComputerStep();
        return;
    }
    timer_.stop();
    showStep();
}

void GameController::setGardenerSpeed(int s) {
    speed_ = static_cast<Speed>(std::clamp(s, -1, 3));
    if (replaying()) {
        timer_.stop();
        scheduleStep();
    }
}

void GameController::setComputerSpeed(int s) {
    computerSpeed_ = static_cast<Speed>(std::clamp(s, -1, 3));
    if (computerNext_) // the step waiting is shown at the new pace
        scheduleComputerStep();
}

void GameController::setSpeed(int s) {
    setComputerSpeed(s);
    setGardenerSpeed(s);
}

// ---------------------------------------------------------------------------------------------
// The ghost tile

bool GameController::hasGhost() const {
    return acceptsInput() && game_->phase() == Phase::PlaceTile && game_->takenTile() >= 0;
}

Face GameController::ghostFace() const {
    if (!hasGame() || game_->takenTile() < 0)
        return {};
    return orientedFace(components_->tiles[static_cast<std::size_t>(game_->takenTile())],
                        ghostOrientation_);
}

Point GameController::ghostOffset() const {
    return ghostFace().middleCell();
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
        for (const Action& a : game_->legalActions())
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
        const Tile& t = components_->tiles[static_cast<std::size_t>(game_->takenTile())];
        const Face f = ghostFace();
        const Point off = ghostOffset();
        // Hints: the core's legal placements whose oriented face equals the ghost's face (a
        // symmetric face lists one orientation for several rotations).
        for (const Action& a : placeActions_)
            if (orientedFace(t, a.orientation) == f)
                legalPointers_.push_back({a.at.x + off.x, a.at.y + off.y});
        if (const auto at = ghostAnchor())
            preview_ = game_->preview(ghostOrientation_, *at);
    }
    emit ghostChanged();
}

std::optional<Point> GameController::nearestFitAnchor() const {
    if (!hasGhost() || !ghostPointer_ || preview_.legal() || legalPointers_.empty())
        return std::nullopt;
    const Point at = *ghostPointer_;
    const auto distance = [&](Point c) {
        return (c.x - at.x) * (c.x - at.x) + (c.y - at.y) * (c.y - at.y);
    };
    // The first nearest in the core's legal order: the same answer for the same position.
    const Point best =
        *std::min_element(legalPointers_.begin(), legalPointers_.end(),
                          [&](Point a, Point b) { return distance(a) < distance(b); });
    const Point off = ghostOffset();
    return Point{best.x - off.x, best.y - off.y};
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
    if (!hasGame() || view().phase() != Phase::PlayCard || card < 0)
        return out;
    for (LandType t : components_->cards[static_cast<std::size_t>(card)].types) {
        const auto cells = view().placedGroupCells(t);
        out.insert(out.end(), cells.begin(), cells.end());
    }
    return out;
}

int GameController::cardPoints(int card) const {
    if (!hasGame() || view().phase() != Phase::PlayCard || card < 0)
        return 0;
    return view().cardPointsNow(card);
}

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
    now.gardenerStep = replaying() ? replayText_ : QString();
    now.handOver = handOver_;
    now.mustPass = g.phase() == Phase::PlaceTile && mustPass();
    now.cancelTake = canCancelTake();
    now.undo = canUndo();
    // R-GEO-3: the ring's face kept; when only the other fits, F is named.
    now.otherFaceOnly =
        hasGhost() && !placeActions_.empty() &&
        std::none_of(placeActions_.begin(), placeActions_.end(), [this](const Action& a) {
            return a.orientation.side == ghostOrientation_.side;
        });
    if (computerToPlay())
        now.computer = words::botName(QString::fromStdString(
            game_->computers()[static_cast<std::size_t>(game_->currentSeat())]));
    if (computerToPlay() && computerStep_.first == game_->currentSeat())
        now.computerStep = computerStep_.second;
    const QString line = words::nowLine(g, now);
    return hint_ && acceptsInput() ? line + QStringLiteral("\n\n") + hintText_ : line;
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
    if (const QString err = files_.save(*game_, path); !err.isEmpty())
        return fail(err);
    lastError_.clear();
    return true;
}

QString GameController::openReason(const QString& path, const std::exception& e) {
    return GameFiles::openReason(path, e);
}

QString GameController::openProblem(const QString& path, const std::exception& e) {
    return GameFiles::openProblem(path, e);
}

bool GameController::loadGame(const QString& path) {
    QString err;
    std::optional<GameState> loaded = files_.open(path, err);
    if (!loaded)
        return fail(err);
    lastError_.clear();
    adopt(std::move(*loaded));
    return true;
}

bool GameController::restartGame() {
    if (!hasGame())
        return fail(tr("There is no game to restart."));
    try {
        GameState fresh = game_->atSetup();
        lastError_.clear();
        nextOneTurn_ = oneTurn_; // a one-turn game starts again as one
        adopt(std::move(fresh));
    } catch (const std::exception& e) {
        return fail(tr("Cannot restart the game: %1.").arg(QString::fromUtf8(e.what())));
    }
    return true;
}

bool GameController::exportRecord(const QString& path) {
    if (!hasGame())
        return fail(tr("There is no game to export."));
    if (const QString err = files_.exportRecord(*game_, path); !err.isEmpty())
        return fail(err);
    lastError_.clear();
    return true;
}

void GameController::setAutosaveDir(const QString& dir) {
    files_.setAutosaveDir(dir);
}

QString GameController::autosavePath() const {
    return files_.autosavePath();
}

QString GameController::previousAutosavePath() const {
    return files_.previousAutosavePath();
}

void GameController::autosave() {
    GameFiles& files = guide_ ? guidedFiles_ : files_;
    if (files.autosaveOff() || !hasGame() || readOnly_ || oneTurn_)
        return;
    const QString err = files.writeAutosave(*game_, [this] { emit autosaving(); });
    if (err != lastAutosaveError_ && !err.isEmpty())
        emit autosaveFailed(savefiles::bounded(tr("Autosave failed: %1").arg(err)));
    lastAutosaveError_ = err;
    if (err.isEmpty())
        emit autosaved(files.autosavePath());
}

std::optional<GameState> GameController::resumableAutosave() const {
    return files_.resumableAutosave();
}

QStringList GameController::setAsideDamagedAutosaves() {
    return files_.setAsideDamagedAutosaves();
}

bool GameController::resumeAutosave() {
    auto g = resumableAutosave();
    if (!g)
        return false;
    adopt(std::move(*g));
    return true;
}

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
    computerStep_ = {-1, {}};
    endGuide(); // any other game ends a guided one
}

void GameController::endGuide() {
    if (!guide_ || adoptingGuided_)
        return;
    guide_ = nullptr;
    // The player's own unfinished game waited in the autosave while the guided game was on the
    // table (autosaved apart): kept as a save of its own before this game's first autosave.
    QString error;
    keptAtGuideEnd_ = files_.keepUnfinishedAutosave(error);
    if (!error.isEmpty())
        emit autosaveFailed(savefiles::bounded(error));
    emit guideEnded();
}

void GameController::adopt(GameState g) {
    enterGame(std::exchange(nextOneTurn_, false));
    timer_.stop();
    clearReplay();
    stopComputer();
    game_ = std::move(g);
    components_ = game_->componentsPtr();
    ++serial_;
    lastHumanSeat_ = -1;
    if (!readOnly_ && humanSeats() == 1)
        for (int seat = 0; seat < game_->seatCount(); ++seat)
            if (!game_->isComputer(seat))
                lastHumanSeat_ = seat;
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
