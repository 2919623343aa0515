// BlossomsSession (BlossomsSession.h): the game, its seats, the views, the actions, the end and
// the match of three. Computers and the hint: BlossomsSessionComputer.cpp; words:
// BlossomsSessionWords.cpp; files: BlossomsSessionFiles.cpp.
#include "BlossomsSession.h"

#include "blossoms/rules/match.h"
#include "blossoms/rules/setup.h"

#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

using namespace blossoms;

BlossomsSession::BlossomsSession(ComponentsPtr components, QObject* parent)
    : TableSession(parent), components_(std::move(components)), files_(components_),
      player_(new BlossomsThinker(this)), hinter_(new BlossomsThinker(this)) {
    connect(player_, &BlossomsThinker::finished, this, &BlossomsSession::onComputerChoice);
    connect(hinter_, &BlossomsThinker::finished, this, &BlossomsSession::onHint);
}

// ---------------------------------------------------------------------------------------------
// Seats

QString BlossomsSession::seatName(int seat) const {
    return hasGame() && seat >= 0 && seat < seats() ? QString::fromStdString(game_->seatName(seat))
                                                    : QString();
}

bool BlossomsSession::isComputer(int seat) const {
    return seat >= 0 && seat < static_cast<int>(players_.size()) &&
           players_[static_cast<std::size_t>(seat)].computer;
}

ai::BotKind BlossomsSession::level(int seat) const {
    return isComputer(seat) ? players_[static_cast<std::size_t>(seat)].level : ai::BotKind::Medium;
}

QString BlossomsSession::nameProblem(const QStringList& names) {
    if (names.size() < 2 || names.size() > 3) // R-BL-SETUP: 2 or 3 players
        return tr("Blossoms is for 2 or 3 players, not %1.").arg(names.size());
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

int BlossomsSession::people() const {
    return static_cast<int>(
        std::count_if(players_.begin(), players_.end(), [](const auto& p) { return !p.computer; }));
}

std::vector<bool> BlossomsSession::computerSeats() const {
    std::vector<bool> out;
    for (const auto& p : players_)
        out.push_back(p.computer);
    return out;
}

// ---------------------------------------------------------------------------------------------
// What the window draws

int BlossomsSession::screenSeat() const {
    if (!hasGame() || handOver_ || readOnly_ || people() == 0)
        return -1;
    if (people() == 1)
        return lastHumanSeat_;
    if (game_->isOver() || isComputer(game_->toAct()))
        return -1;
    return game_->toAct();
}

void BlossomsSession::updateView() {
    if (!hasGame()) {
        view_.reset();
        return;
    }
    view_ = game_->viewFor(screenSeat()); // -1: the public view, no hand (R-BL-PRIV-4)
}

bool BlossomsSession::personToPlay() const {
    return hasGame() && !readOnly_ && !handOver_ && !game_->isOver() && !isComputer(game_->toAct());
}

bool BlossomsSession::computerToPlay() const {
    return hasGame() && !readOnly_ && !game_->isOver() && isComputer(game_->toAct());
}

bool BlossomsSession::needsHandOver() const {
    if (!hasGame() || game_->isOver())
        return false;
    const int seat = game_->toAct();
    return handOverNeeded(seat, isComputer(seat), people());
}

std::vector<Action> BlossomsSession::legalActions() const {
    return personToPlay() ? game_->legalActions() : std::vector<Action>{};
}

quint64 BlossomsSession::positionKey() const {
    return hasGame() ? TableSession::positionKey(game_->history().size()) : 0;
}

void BlossomsSession::notify() {
    updateView();
    if ((hint_.action || hinter_->running()) && hint_.key != positionKey()) {
        hinter_->cancel();
        hint_.action.reset();
        hint_.text.clear();
    }
    if (computerToPlay())
        thinkTimer_.start(); // after this change has been drawn
    emit stateChanged();
}

void BlossomsSession::afterChange() {
    handOver_ = needsHandOver();
    notify();
    if (handOver_)
        emit handOverRequired(seatName(game_->toAct()));
    if (game_->isOver())
        emit gameOver();
}

void BlossomsSession::confirmHandOver() {
    if (!handOver_)
        return;
    handOver_ = false;
    lastHumanSeat_ = game_->toAct();
    notify();
}

ai::GrowthOdds BlossomsSession::odds() const {
    if (!personToPlay() || screenSeat() != game_->toAct())
        return {};
    return ai::growthOdds(view()); // the seat's own view only (issue 36 item 4)
}

void BlossomsSession::setOddsShown(bool on) {
    odds_ = on;
    setup_.odds = on;
    autosave();
    emit stateChanged();
}

// ---------------------------------------------------------------------------------------------
// Actions

bool BlossomsSession::apply(const Action& a) {
    if (!hasGame())
        return fail(tr("There is no game on the table."));
    if (!acting_ && !personToPlay()) {
        lastRefusal_ = handOver_ ? tr("Confirm the hand-over first.") : tr("It is not your turn.");
        emit refused(lastRefusal_);
        return false;
    }
    if (guide_ && !acting_)
        if (const QString why = guide_->refusal(a); !why.isEmpty()) {
            lastRefusal_ = why; // the guided game's word; nothing changes
            emit refused(lastRefusal_);
            return false;
        }
    const int seat = game_->toAct();
    const int viewer = seat == screenSeat() ? seat : -1;
    const QString done = describe(a, Tense::Done); // from the table before it
    const TurnStart before = game_->turnStart();
    if (const engine::Verdict v = game_->apply(a); !v) { // a refused apply changes nothing
        lastRefusal_ = refusalText(v, a);
        emit refused(lastRefusal_);
        return false;
    }
    lastRefusal_.clear();
    const Outcome o = game_->lastOutcome();
    const QString words = actionWords(a, done, outcomeText(o, viewer));
    autosave();
    afterChange();
    emit acted(o, seat, words);
    if (!game_->isOver() && !(game_->turnStart() == before))
        emit turnStarted(game_->turnStart());
    return true;
}

void BlossomsSession::grow() {
    apply(Action::grow());
}
void BlossomsSession::choosePot(int pot) {
    apply(Action::potK(pot));
}
void BlossomsSession::plant(int pot, int card) {
    apply(Action::plant(pot, card));
}
void BlossomsSession::cut(int pot) {
    apply(Action::cut(pot));
}
void BlossomsSession::placeToken(int pot) {
    apply(Action::token(pot));
}
void BlossomsSession::water(int pot, int card) {
    apply(Action::water(pot, card));
}
void BlossomsSession::prune() {
    apply(Action::prune());
}
void BlossomsSession::rake() {
    apply(Action::rake());
}
void BlossomsSession::pass() {
    apply(Action::pass());
}

void BlossomsSession::order(const std::vector<int>& cardsTopFirst) {
    if (cardsTopFirst.empty() || cardsTopFirst.size() > static_cast<std::size_t>(kMaxRakeLimit)) {
        lastRefusal_ = tr("Put back the cards you raked, each once.");
        emit refused(lastRefusal_);
        return;
    }
    apply(Action::orderOf(cardsTopFirst));
}

// ---------------------------------------------------------------------------------------------
// New games

bool BlossomsSession::newGame(const BlossomsSetup& setup) {
    QStringList names;
    for (const BlossomsSeat& s : setup.seats)
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
    std::vector<Player> players;
    for (int s = 0; s < n; ++s) {
        const BlossomsSeat& seat = setup.seats[(g->dealt().startPlayer + s) % n];
        players.push_back({seat.computer, seat.level});
    }
    clearError();
    std::optional<BlossomsFiles::MatchState> match;
    if (setup.match)
        match.emplace();
    adopt(std::move(*g), std::move(players), std::move(match), setup.oddsShown());
    return true;
}

bool BlossomsSession::restart() {
    if (!hasGame())
        return fail(tr("There is no game to restart."));
    Game fresh = Game::fromDeal(game_->componentsPtr(), game_->variant(), game_->dealt());
    clearError();
    adopt(std::move(fresh), players_, match_, odds_);
    return true;
}

void BlossomsSession::playFrom(Game g, std::vector<Player> players) {
    const bool odds = g.variant().children;
    adopt(std::move(g), std::move(players), std::nullopt, odds);
}

void BlossomsSession::setGuide(BlossomsGuide* g) {
    guide_ = g;
    stopComputer(); // a computer's choice made without the script is dropped
    if (computerToPlay())
        thinkTimer_.start();
}

void BlossomsSession::adopt(Game g, std::vector<Player> players,
                            std::optional<BlossomsFiles::MatchState> match, bool odds) {
    guide_ = nullptr;
    stopComputer();
    hinter_->cancel();
    hint_ = {0, std::nullopt, {}, hint_.budget};
    lastRefusal_.clear();
    computerSeed_ = fixedSeed_.value_or(QRandomGenerator::global()->generate64());
    players.resize(static_cast<std::size_t>(g.seats()));
    players_ = std::move(players);
    match_ = std::move(match);
    odds_ = odds;
    game_ = std::move(g);
    // The setup of Play again and the new-game dialog: the seats as listed.
    const Deal& d = game_->dealt();
    const int n = game_->seats();
    setup_ = {};
    setup_.variant = game_->variant();
    setup_.seed = d.seed;
    setup_.startPlayer = d.startPlayer;
    setup_.match = match_.has_value();
    setup_.odds = odds_;
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

// ---------------------------------------------------------------------------------------------
// The end and the match of three (R-BL-VAR-1)

std::vector<Standing> BlossomsSession::standings() const {
    return isOver() ? game_->standings() : std::vector<Standing>{};
}

std::vector<int> BlossomsSession::winners() const {
    std::vector<int> out;
    const std::vector<Standing> st = standings();
    for (std::size_t s = 0; s < st.size(); ++s)
        if (st[s].rank == 1)
            out.push_back(static_cast<int>(s));
    return out;
}

int BlossomsSession::matchGame() const {
    return match_ ? static_cast<int>(match_->games.size()) + 1 : 0;
}

BlossomsFiles::MatchGame BlossomsSession::thisMatchGame() const {
    const Deal& d = game_->dealt();
    const int n = game_->seats();
    const std::vector<Standing> st = game_->standings();
    BlossomsFiles::MatchGame m{d.startPlayer, std::vector<int>(static_cast<std::size_t>(n)),
                               std::vector<int>(static_cast<std::size_t>(n))};
    for (int s = 0; s < n; ++s) { // seat s is player (startPlayer + s) % n
        const auto p = static_cast<std::size_t>((d.startPlayer + s) % n);
        m.totals[p] = st[static_cast<std::size_t>(s)].total;
        m.tokens[p] = st[static_cast<std::size_t>(s)].tokensLeft;
    }
    return m;
}

namespace {
Match matchOf(int players, const std::vector<BlossomsFiles::MatchGame>& games) {
    Match m(players);
    for (const auto& g : games)
        m.record(g.startPlayer, g.totals, g.tokens);
    return m;
}
} // namespace

std::optional<Match> BlossomsSession::matchSoFar() const {
    if (!match_ || !hasGame())
        return std::nullopt;
    std::vector<BlossomsFiles::MatchGame> games = match_->games;
    if (game_->isOver())
        games.push_back(thisMatchGame());
    return matchOf(game_->seats(), games);
}

std::vector<int> BlossomsSession::matchTotals() const {
    const std::optional<Match> m = matchSoFar();
    return m ? m->points() : std::vector<int>{};
}

std::vector<int> BlossomsSession::matchTokens() const {
    const std::optional<Match> m = matchSoFar();
    return m ? m->tokens() : std::vector<int>{};
}

bool BlossomsSession::matchOver() const {
    const std::optional<Match> m = matchSoFar();
    return m && m->over();
}

std::vector<int> BlossomsSession::matchRanks() const {
    return matchOver() ? matchSoFar()->ranks() : std::vector<int>{};
}

bool BlossomsSession::nextMatchGame() {
    if (!match_ || !isOver() || matchOver())
        return fail(tr("There is no next game of a match to play."));
    BlossomsFiles::MatchState next = *match_;
    next.games.push_back(thisMatchGame());
    const Deal& d = game_->dealt();
    const int n = game_->seats();
    SetupSpec spec;
    spec.names = d.names;
    spec.seed = d.seed + 1; // a new deal, as repeatable as the first
    spec.startPlayer = matchOf(n, next.games).nextStartPlayer(); // R-BL-VAR-1
    std::optional<Game> g;
    try {
        g = Game::fromDeal(components_, game_->variant(), completeDeal(*components_, spec));
    } catch (const std::exception& e) {
        return fail(tr("Cannot start the game: %1.").arg(QString::fromStdString(e.what())));
    }
    // The players keep their places in the list; their seats start from the new start player.
    std::vector<Player> byPlayer(static_cast<std::size_t>(n));
    for (int s = 0; s < n; ++s)
        byPlayer[static_cast<std::size_t>((d.startPlayer + s) % n)] =
            players_[static_cast<std::size_t>(s)];
    std::vector<Player> players;
    for (int s = 0; s < n; ++s)
        players.push_back(byPlayer[static_cast<std::size_t>((*spec.startPlayer + s) % n)]);
    clearError();
    adopt(std::move(*g), std::move(players), std::move(next), odds_);
    return true;
}
