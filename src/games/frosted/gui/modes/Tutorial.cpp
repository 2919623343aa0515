// The guided first game at the table (Tutorial.h).
#include "Tutorial.h"

#include "GameFiles.h"
#include "Words.h"

#include "engine/input.h"
#include "frosted/rules/action.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <string_view>

using namespace frosted;

Tutorial::Tutorial(GameController* c, QObject* parent) : QObject(parent), c_(c) {
    connect(c_, &GameController::stateChanged, this, &Tutorial::onStateChanged);
    connect(c_, &GameController::guideEnded, this, [this] {
        if (!active_)
            return;
        active_ = false;
        emit ended();
        emit changed();
    });
}

std::optional<TutorialScript> Tutorial::loadScript(const ComponentsPtr& c, QString* error) {
    QFile f(QStringLiteral(":/tutorial/first-game.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        *error = tr("The guided game is missing from this copy of the game.");
        return std::nullopt;
    }
    try {
        TutorialScript s = tutorialFromJson(*c, engine::parseJson(f.readAll().toStdString()));
        if (const auto problems = tutorialProblems(c, s); !problems.empty()) {
            *error = tr("The guided game does not fit the data set in use: %1.")
                         .arg(QString::fromStdString(problems.front()));
            return std::nullopt;
        }
        return s;
    } catch (const std::exception& e) {
        *error = tr("The guided game cannot be read: %1.").arg(QString::fromUtf8(e.what()));
        return std::nullopt;
    }
}

void Tutorial::begin(GameState g) {
    active_ = true;
    read_ = 0;
    oriented_ = -1;
    c_->playGuided(std::move(g), this, autosaveDir_);
    settle();
    emit changed();
    c_->guideResumed(); // the computer seat, if it is to play
}

bool Tutorial::start() {
    const std::optional<TutorialScript> s = loadScript(c_->dataSet(), &error_);
    if (!s)
        return false;
    script_ = *s;
    const QString me = personName_.trimmed().isEmpty() ? tr("Player") : personName_.trimmed();
    try {
        // The gentle player's name, another one when the person has it (names are one per table).
        QString rosa = tr("Rosa");
        if (me.compare(rosa, Qt::CaseInsensitive) == 0)
            rosa = tr("Lily");
        begin(tutorialDeal(c_->dataSet(), script_, {me.toStdString(), rosa.toStdString()}));
    } catch (const std::exception& e) {
        error_ = tr("The guided game cannot be dealt: %1.").arg(QString::fromUtf8(e.what()));
        return false;
    }
    return true;
}

namespace {

// The same tile laid on the same spaces: two orientations of a symmetric face are one placement.
bool samePlacement(const SeatView& v, const Action& a, const Action& b) {
    if (a.kind != Action::Kind::Place || b.kind != Action::Kind::Place || v.takenTile() < 0)
        return false;
    return a.at == b.at &&
           v.faceOf(v.takenTile(), a.orientation) == v.faceOf(v.takenTile(), b.orientation);
}

// The placement waited for lays the other face of the tile than the one held: F first.
bool otherFaceWaited(const GameController& c, const std::optional<Action>& e) {
    return e && e->kind == Action::Kind::Place && c.hasGhost() &&
           c.ghost().orientation().side != e->orientation.side;
}

} // namespace

std::optional<std::pair<TutorialScript, GameState>> Tutorial::resumable() const {
    if (autosaveDir_.isEmpty())
        return std::nullopt;
    QString error;
    std::optional<TutorialScript> s = loadScript(c_->dataSet(), &error);
    if (!s)
        return std::nullopt;
    GameFiles files(c_->dataSet());
    files.setAutosaveDir(autosaveDir_);
    std::optional<GameState> g = files.resumableAutosave();
    if (!g || g->seed() != s->seed || g->seatCount() != 2 || g->origin())
        return std::nullopt;
    // Its actions are the script's so far.
    if (g->actions().size() > s->actions.size())
        return std::nullopt;
    for (std::size_t i = 0; i < g->actions().size(); ++i)
        if (!(g->actions()[i] == s->actions[i]) && g->actions()[i].kind != Action::Kind::Place)
            return std::nullopt;
    return std::pair(std::move(*s), std::move(*g));
}

bool Tutorial::canResume() const {
    return resumable().has_value();
}

bool Tutorial::resume() {
    auto found = resumable(); // the script checked and the autosave read once
    if (!found)
        return false;
    script_ = std::move(found->first);
    begin(std::move(found->second));
    return true;
}

void Tutorial::leave() {
    if (!active_)
        return;
    active_ = false;
    c_->setGuide(nullptr);
    emit ended();
    emit changed();
}

int Tutorial::played() const {
    return c_->hasGame() ? static_cast<int>(c_->view().actions().size()) : 0;
}

bool Tutorial::personToAct() const {
    return c_->hasGame() && !c_->view().isOver() && !c_->computerToPlay();
}

std::optional<Action> Tutorial::expected() const {
    const int n = played();
    if (!active_ || n >= static_cast<int>(script_.actions.size()))
        return std::nullopt;
    return script_.actions[static_cast<std::size_t>(n)];
}

void Tutorial::settle() {
    const int n = played();
    while (read_ < static_cast<int>(script_.notes.size()) &&
           script_.notes[static_cast<std::size_t>(read_)].before < n)
        ++read_;
}

void Tutorial::onStateChanged() {
    if (!active_)
        return;
    settle();
    // The tile taken keeps the face it showed on the ring (turning it over is the person's act,
    // R-GEO-3, told when the script lays the other face); it comes turned round as the script
    // lays it, except where rotating it is the lesson.
    if (const std::optional<Action> e = expected();
        e && e->kind == Action::Kind::Place && personToAct() && oriented_ != played()) {
        oriented_ = played();
        if (const int shown = noteShown();
            shown < 0 || script_.notes[static_cast<std::size_t>(shown)].id != "turn_over")
            c_->setGhostOrientation({c_->ghost().orientation().side, e->orientation.rotation});
    }
    emit changed();
}

int Tutorial::noteShown() const {
    if (!active_ || read_ >= static_cast<int>(script_.notes.size()))
        return -1;
    return script_.notes[static_cast<std::size_t>(read_)].before == played() ? read_ : -1;
}

bool Tutorial::waitsForNext(int note) const {
    const auto& notes = script_.notes;
    const bool more = note + 1 < static_cast<int>(notes.size()) &&
                      notes[static_cast<std::size_t>(note + 1)].before == played();
    // A note on the action to do stays until it is done; any other is read first, then the
    // action's own instruction comes.
    static const std::array<std::string_view, 9> acts = {"take_free", "skip",  "take_coins",
                                                         "turn_over", "place", "card_one",
                                                         "card_two",  "claim", "done"};
    const std::string& id = notes[static_cast<std::size_t>(note)].id;
    return more || !personToAct() || std::find(acts.begin(), acts.end(), id) == acts.end();
}

Tutorial::Step Tutorial::step() const {
    Step s;
    if (!active_)
        return s;
    s.total = static_cast<int>(script_.notes.size());
    if (const int shown = noteShown(); shown >= 0) {
        const TutorialNote& note = script_.notes[static_cast<std::size_t>(shown)];
        s.note = shown;
        s.number = shown + 1;
        s.lesson = QString::fromStdString(note.id);
        s.text = noteText(note);
        s.at = QString::fromStdString(note.at);
        s.next = waitsForNext(shown);
        s.last = shown + 1 == s.total && c_->view().isOver();
        return s;
    }
    s.number = read_;
    s.text = instruction();
    if (const std::optional<Action> e = expected(); e && personToAct()) {
        const ComponentSet& cs = c_->components();
        switch (e->kind) {
        case Action::Kind::Take:
            s.at = QStringLiteral("ring:%1").arg(c_->view().market().slotOfKth(e->value));
            break;
        case Action::Kind::Place:
            s.at = QStringLiteral("placement");
            break;
        case Action::Kind::PlayCard:
            s.at = QStringLiteral("card:") +
                   QString::fromStdString(cs.cards[static_cast<std::size_t>(e->value)].id);
            break;
        case Action::Kind::Claim:
            s.at = QStringLiteral("objective:") +
                   QString::fromStdString(cs.objectives[static_cast<std::size_t>(e->value)].id);
            break;
        case Action::Kind::EndTurn:
            s.at = QStringLiteral("done");
            break;
        case Action::Kind::Pass:
            break;
        }
    } else if (c_->hasGame() && !c_->view().isOver()) {
        s.at = QStringLiteral("players");
    }
    return s;
}

std::vector<Point> Tutorial::gardenCells(const QString& at) const {
    std::vector<Point> cells;
    if (!c_->hasGame())
        return cells;
    const SeatView& v = c_->view();
    if (at == QLatin1String("placement")) {
        if (const std::optional<Action> e = expected();
            e && e->kind == Action::Kind::Place && v.takenTile() >= 0)
            for (const Cell& cell : v.faceOf(v.takenTile(), e->orientation).cells)
                cells.push_back({cell.x + e->at.x, cell.y + e->at.y});
    } else if (at == QLatin1String("gaps")) {
        for (const Gap& g : v.currentTurn().gaps)
            cells.insert(cells.end(), g.cells.begin(), g.cells.end());
    }
    return cells;
}

QString Tutorial::instruction() const {
    const std::optional<Action> e = expected();
    if (!e)
        return {};
    if (!personToAct())
        return tr("%1 is playing her turn.").arg(c_->seatName(1));
    switch (e->kind) {
    case Action::Kind::Take:
        return tr("Take the tile marked on the ring.");
    case Action::Kind::Place:
        if (otherFaceWaited(*c_, e))
            return tr("The outline shows the other face of your tile: press F to turn the tile "
                      "over, then move it onto the outline and click, or press Enter.");
        return tr("Lay the tile on the outline in your garden: move it there and click, or press "
                  "Enter. R rotates it, F turns it over.");
    case Action::Kind::PlayCard: {
        const int points = c_->view().cardPointsNow(e->value);
        return tr("Play the card marked: it scores %1 points.").arg(points);
    }
    case Action::Kind::Claim:
        return tr("Claim the objective marked: click it.");
    case Action::Kind::EndTurn:
        return tr("Press Done to end your turn.");
    case Action::Kind::Pass:
        return tr("Pass.");
    }
    return {};
}

QString Tutorial::noteText(const TutorialNote& n) const {
    const QString id = QString::fromStdString(n.id);
    const SeatView& v = c_->view();
    const QString rosa = c_->seatName(1);
    const std::optional<Action> e = expected();
    const int rounds = c_->components().rules.rounds;
    if (id == QLatin1String("welcome"))
        return tr("Welcome to Frosted Blooms! This guided game teaches the rules as they come up, "
                  "against %1, a gentle player. The game lasts %2 rounds. In each turn you take a "
                  "tile, lay it in your garden, play a card to score, and may claim objectives. "
                  "Press Next to read on.")
            .arg(rosa)
            .arg(rounds);
    if (id == QLatin1String("ring"))
        return tr("This is the ring: the tiles around the board. The Flower token marks where it "
                  "starts: the tiles are counted clockwise from the token, and you choose one of "
                  "them.");
    if (id == QLatin1String("garden"))
        return tr("This is your garden, with your starting tile. Every tile you lay must touch "
                  "your garden along an edge. Its spaces hold tulips (purple, red and white) and "
                  "water.");
    if (id == QLatin1String("hand"))
        return tr("These are your cards. After laying a tile you play one card: it scores the "
                  "group of its colour that your tile joined. You hold 3 cards and draw a new one "
                  "after each.");
    if (id == QLatin1String("objectives")) // R-OBJ-5
        return tr("These are the objectives, in columns by kind. At the end of your turn you may "
                  "claim those whose condition your turn met, of several kinds at once, but you "
                  "hold at most one objective of each kind for the whole game. Their points count "
                  "at the end of the game.");
    if (id == QLatin1String("take_free"))
        return tr("Your first turn. Take the first tile after the token, marked on the ring: the "
                  "first tile is always free.");
    if (id == QLatin1String("place")) {
        const QString lay = tr("Now lay the tile in your garden where the outline shows: move it "
                               "there and click, or press Enter. It must touch your garden along "
                               "an edge.");
        if (!otherFaceWaited(*c_, e))
            return lay;
        return lay + QLatin1Char(' ') +
               tr("A tile has two faces, and the outline shows the other one: press F to turn "
                  "your tile over first.");
    }
    if (id == QLatin1String("card_one") && e)
        return tr("Play a card to score the group your tile joined. This card has one colour: it "
                  "scores 2 points for each tulip of that colour in the group (water: 2 for each "
                  "water space). Play the card marked: it scores %1 points.")
            .arg(v.cardPointsNow(e->value));
    if (id == QLatin1String("score"))
        return tr("Your points move your marker on the score track around the board. Improvements, "
                  "objectives and coins are added at the end of the game.");
    if (id == QLatin1String("done"))
        return tr("Nothing to claim this turn. Press Done to end your turn.");
    if (id == QLatin1String("other_turn"))
        return tr("Now %1 plays her turn the same way. Watch the ring and her garden on the left.")
            .arg(rosa);
    if (id == QLatin1String("coins_on_tiles"))
        return tr("%1 took a tile further round the ring. She put one of her coins beside each "
                  "tile "
                  "she passed over: look at the coins on the ring. Whoever takes such a tile later "
                  "gets its coins.")
            .arg(rosa);
    if (id == QLatin1String("skip") && e)
        return tr("You may take a tile further round the ring, too: you pay 1 coin for each tile "
                  "you pass over, and it lies beside that tile. Take the tile marked: it costs "
                  "you %1.")
            .arg(words::coins(e->value - 1));
    if (id == QLatin1String("take_coins") && e) {
        const int slot = v.market().slotOfKth(e->value);
        const int coins = slot < 0 ? 0 : v.market().coins[static_cast<std::size_t>(slot)];
        return tr("The tile marked has coins beside it, left by players who passed over it. Take "
                  "it and you get %1.")
            .arg(words::coins(coins));
    }
    if (id == QLatin1String("turn_over"))
        return tr("This time, lay the tile turned over and rotated. Press F to turn it over (its "
                  "back is different) and R to rotate it until it matches the outline, then lay "
                  "it.");
    if (id == QLatin1String("gap"))
        return tr("Your tile closed an empty space inside your garden: a gap. Gaps are filled at "
                  "once with Improvements, worth points at the end. A gap may hold at most 4 "
                  "spaces: the game does not let you lay a tile that would enclose more.");
    if (id == QLatin1String("worker"))
        return tr("A gap of 1 space gets a Worker: 3 points at the end, and 1 coin for you at "
                  "once.");
    if (id == QLatin1String("barn"))
        return tr("A gap of 2 spaces gets a Barn: 10 points at the end. (3 spaces: a Barn and a "
                  "Worker. 4 spaces in a row, an L or an S: 2 Barns. A T: a Barn and 2 Workers.)");
    if (id == QLatin1String("windmill"))
        return tr("A square gap of 2 by 2 spaces gets a Windmill: 25 points at the end!");
    if (id == QLatin1String("card_two") && e)
        return tr("This card has two colours: it scores 1 point for each tulip (or water space) "
                  "of each of its two colours in the groups your tile joined. Play the card "
                  "marked: it scores %1 points.")
            .arg(v.cardPointsNow(e->value));
    if (id == QLatin1String("claim"))
        return tr("Your turn meets the condition of the objective marked. Click it to claim it: "
                  "its points count at the end of the game.");
    if (id == QLatin1String("one_per_type"))
        return tr("Your turn also meets the objective marked, but you already hold an objective "
                  "of that kind: you may hold only one of each kind for the whole game.");
    if (id == QLatin1String("end"))
        return tr("That was the last round: the game is over. Each score adds the score track, "
                  "the Improvements (Worker 3, Barn 10, Windmill 25), the objectives and 1 point "
                  "for each coin.");
    if (id == QLatin1String("tie_break")) {
        const auto scores = v.scores();
        if (scores.size() >= 2)
            return tr("You and %1 both have %2 points: a tie! A tie goes to the player with more "
                      "coins: you have %3, %1 has %4. You win. Well played — you know the rules "
                      "now!")
                .arg(rosa)
                .arg(scores[0].total)
                .arg(scores[0].coins)
                .arg(scores[1].coins);
    }
    return {};
}

std::optional<Action> Tutorial::scriptedAction(const SeatView& seat) const {
    if (!active_ || seat.seat() == 0)
        return std::nullopt;
    const std::size_t n = seat.actions().size();
    if (n >= script_.actions.size())
        return std::nullopt;
    return script_.actions[n];
}

bool Tutorial::holding() const {
    const int shown = noteShown();
    return shown >= 0 && waitsForNext(shown); // asked at every step: no words made
}

QString Tutorial::refusal(const Action& a) const {
    if (!active_)
        return {};
    const std::optional<Action> e = expected();
    if (!e)
        return tr("The guided game is over.");
    if (holding())
        return tr("Read the note first, then press Next.");
    if (a == *e || samePlacement(c_->view(), a, *e))
        return {};
    switch (e->kind) {
    case Action::Kind::Take:
        return tr("In this guided game, take the tile marked on the ring.");
    case Action::Kind::Place:
        return tr("In this guided game, lay the tile on the outline in your garden (R rotates it, "
                  "F turns it over).");
    case Action::Kind::PlayCard:
        return tr("In this guided game, play the card marked.");
    case Action::Kind::Claim:
        return tr("In this guided game, claim the objective marked.");
    case Action::Kind::EndTurn:
        return tr("In this guided game, end your turn now: press Done.");
    case Action::Kind::Pass:
        return tr("In this guided game, pass now.");
    }
    return {};
}

void Tutorial::next() {
    const Step s = step();
    if (s.note < 0 || !s.next)
        return;
    ++read_;
    if (s.last) {
        active_ = false;
        c_->setGuide(nullptr);
        emit changed();
        emit finished();
        return;
    }
    emit changed();
    c_->guideResumed();
}

bool Tutorial::advanceTo(int note) {
    QElapsedTimer clock;
    clock.start();
    while (active_ && clock.elapsed() < 60000) {
        const Step s = step();
        if (s.note == note)
            return true;
        if (s.note > note || read_ > note)
            return false;
        if (s.note >= 0 && s.next) {
            next();
        } else if (const std::optional<Action> e = expected(); e && personToAct()) {
            const std::size_t before = c_->view().actions().size();
            c_->perform(*e);
            if (c_->view().actions().size() == before)
                return false; // refused: the table is not where the script is
        } else {
            QCoreApplication::processEvents();
            QThread::msleep(1);
        }
    }
    return false;
}
