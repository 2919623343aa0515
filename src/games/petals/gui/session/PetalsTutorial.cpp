// Petals' guided first game (PetalsTutorial.h).
#include "PetalsTutorial.h"

#include "petals/rules/setup.h"

#include <algorithm>
#include <array>

using namespace petals;

namespace {

using L = PetalsTutorial::Lesson;

// The lesson of each scripted action, by history index (the learner is seat 0).
constexpr std::array kScripted = {L::FlowerMatch, L::Opponent,   L::NumberMatch,
                                  L::Opponent,    L::SymbolPair, L::Choice,
                                  L::Opponent,    L::Double,     L::DoubleMove};
// The script (found by tests/petals_gui/tutorial_search.cpp), as the command line writes actions.
constexpr std::array kActions = {
    "place C08 -1 0 90",  // a flower match
    "place C04 -2 -1 0",  // the computer
    "place C28 -2 -2 0",  // a number match
    "place C01 -3 -2 0",  // the computer
    "place C35 -2 0 270", // a symbol pair: a simple effect
    "move C01 1 0 90",    // answered by a move
    "place C07 -3 -2 0",  // the computer
    "place C05 -1 -2 90", // two identical symbols: a double effect
    "move C04 0 1 180",   // its move
};
static_assert(kScripted.size() == kActions.size());
constexpr int kLessons = static_cast<int>(L::End) + 1;

QString elementWord(Element e) {
    switch (e) {
    case Element::Fire:
        return PetalsTutorial::tr("Fire");
    case Element::Air:
        return PetalsTutorial::tr("Air");
    case Element::Earth:
        return PetalsTutorial::tr("Earth");
    case Element::Water:
        return PetalsTutorial::tr("Water");
    }
    return {};
}

// How the card lies: "not turned", "turned 90° clockwise".
QString turnWords(int rotation) {
    return rotation == 0 ? PetalsTutorial::tr("not turned")
                         : PetalsTutorial::tr("turned %1° clockwise").arg(rotation * 90);
}

QString halfWord(const HalfFlower& h) {
    if (h.isSymbol())
        return PetalsTutorial::tr("the %1 symbol").arg(elementWord(h.symbol));
    return PetalsTutorial::tr("%1 %2").arg(elementWord(h.flower)).arg(h.number);
}

// The pairs `a` makes, in words: "Earth 2 meets Earth 1, Water 1 meets Water 2".
QString pairsWords(const Game& g, const Action& a) {
    const ComponentSet& c = g.components();
    const std::optional<Cell> lifted = [&]() -> std::optional<Cell> {
        if (a.kind != Action::Kind::Move)
            return std::nullopt;
        for (const Lying& l : g.table())
            if (l.card == a.card)
                return l.cell;
        return std::nullopt;
    }();
    const auto sides = g.contactSides(a.card, a.cell, a.rotation, lifted);
    QStringList out;
    for (int d = 0; d < 4; ++d) {
        const auto& s = sides[static_cast<std::size_t>(d)];
        if (!s || (!s->scores && !s->symbolPair))
            continue;
        int rotation = 0;
        for (const Lying& l : g.table())
            if (l.card == s->other)
                rotation = l.rotation;
        out << PetalsTutorial::tr("%1 meets %2")
                   .arg(halfWord(c.facing(a.card, a.rotation, d)),
                        halfWord(c.facing(s->other, rotation, (d + 2) % 4)));
    }
    return out.join(PetalsTutorial::tr(", "));
}

Points movePoints(const Game& g, const Action& m) {
    for (const Lying& l : g.table())
        if (l.card == m.card)
            return g.contact(m.card, m.cell, m.rotation, l.cell).points;
    return {};
}

} // namespace

PetalsTutorial::PetalsTutorial(QObject* parent) : QObject(parent) {}

PetalsTutorial::~PetalsTutorial() {
    if (active())
        session_->setGuide(nullptr);
}

Deal PetalsTutorial::deal(const ComponentSet& c, const QString& learner, const QString& computer) {
    SetupSpec s;
    s.names = {learner.toStdString(), computer.toStdString()};
    s.seed = 2;
    s.startPlayer = 0;
    const auto id = [&c](const char* name) { return c.cardIndex(name).value_or(-1); };
    s.start =
        std::vector<StartSpec>{{id("C17"), -1, -1, 0}, {id("C25"), 0, 0, 0}, {id("C27"), 1, 1, 0}};
    s.hands = std::vector<std::vector<int>>{{id("C08"), id("C35")}, {id("C04"), id("C11")}};
    for (const char* k : {"C28", "C01", "C30", "C07", "C05", "C32", "C14"})
        s.pile.push_back(id(k));
    return completeDeal(c, s); // SetupError when the data has changed
}

std::vector<Action> PetalsTutorial::script(const ComponentSet& c) {
    std::vector<Action> out;
    for (const char* text : kActions) {
        std::string error;
        if (const std::optional<Action> a = Game::parseAction(c, text, &error))
            out.push_back(*a);
    }
    return out;
}

bool PetalsTutorial::start(PetalsSession& session, const QString& learnerName) {
    const QString me = learnerName.trimmed().isEmpty() ? tr("Player") : learnerName.trimmed();
    QString other = tr("Poppy"); // the computer, another name when the learner has it
    if (me.compare(other, Qt::CaseInsensitive) == 0)
        other = tr("Lily");
    try {
        script_ = script(session.components());
        if (script_.size() != kActions.size()) {
            error_ = tr("The guided game does not fit the cards in use.");
            return false;
        }
        Game g = Game::fromDeal(session.componentsPtr(), Variant::Standard,
                                deal(session.components(), me, other));
        if (session_)
            disconnect(session_, nullptr, this, nullptr);
        session_ = &session;
        session.playFrom(std::move(g), {{false, ai::BotKind::Easy}, {true, ai::BotKind::Easy}});
        session.setGuide(this);
    } catch (const std::exception& e) {
        error_ = tr("The guided game cannot be dealt: %1.").arg(QString::fromUtf8(e.what()));
        return false;
    }
    connect(&session, &TableSession::stateChanged, this, &PetalsTutorial::advance);
    connect(&session, &TableSession::gameReplaced, this, [this] {
        if (session_ && session_->guide() != this) {
            disconnect(session_, nullptr, this, nullptr);
            emit ended();
        }
    });
    step_ = stepNow();
    emit stepChanged();
    return true;
}

void PetalsTutorial::leave() {
    if (!active())
        return;
    session_->setGuide(nullptr);
    disconnect(session_, nullptr, this, nullptr);
    emit ended();
}

void PetalsTutorial::advance() {
    if (!active())
        return;
    Step s = stepNow();
    const bool changed =
        s.lesson != step_.lesson || s.text != step_.text || s.expected != step_.expected;
    step_ = std::move(s);
    if (changed)
        emit stepChanged();
}

void PetalsTutorial::next() {
    if (active() && step_.next) {
        leave();
        emit finished();
    }
}

std::optional<Action> PetalsTutorial::expected() const {
    if (step_.expected.size() == 1)
        return step_.expected.front();
    return std::nullopt;
}

bool PetalsTutorial::accepts(const Action& a) const {
    if (!active() || session_->isOver() || session_->toAct() != 0)
        return false;
    if (step_.free)
        return static_cast<bool>(session_->game().check(a));
    return std::find(step_.expected.begin(), step_.expected.end(), a) != step_.expected.end();
}

QString PetalsTutorial::refusal(const Action& a) const {
    if (!active() || step_.free || accepts(a))
        return {}; // in free play the rules alone answer
    if (const engine::Verdict v = session_->game().check(a); !v) // a limit of the rules
        return tr("%1 (the rules)").arg(QString::fromStdString(v.reason));
    if (step_.lesson == L::Choice && a.kind == Action::Kind::Score)
        return tr("Scoring is allowed, but this time try the move: it scores more.");
    if (step_.lesson == L::DoubleMove && a.kind == Action::Kind::Skip)
        return tr("You may skip in your own games; this time take the bonus move.");
    if (a.kind == Action::Kind::Move)
        return tr("Not that move: move the highlighted card to the marked place.");
    return tr("Not that one: place the highlighted card where the table shows it, turned as "
              "shown.");
}

std::optional<Action> PetalsTutorial::scriptedAction() const {
    if (!active() || session_->isOver() || session_->toAct() == 0)
        return std::nullopt;
    const std::size_t h = session_->game().history().size();
    if (h < script_.size() && kScripted[h] == L::Opponent)
        return script_[h];
    return std::nullopt; // free play: the computer thinks
}

PetalsTutorial::Step PetalsTutorial::stepNow() const {
    const Game& g = session_->game();
    const std::size_t h = g.history().size();
    Step s;
    if (g.isOver())
        s = endStep();
    else if (h < script_.size()) {
        const L l = kScripted[h];
        if (l == L::Opponent) {
            s.lesson = l;
            s.title = tr("Place, score, draw");
            s.text = tr("Your card is placed and scored, and you drew the top card of the pile: a "
                        "turn is always place, score, draw, so you hold two cards again. Now %1 "
                        "plays.")
                         .arg(session_->seatName(1));
            s.at = QStringLiteral("banner");
        } else if (l == L::Choice || l == L::DoubleMove)
            s = effectStep(l, h);
        else
            s = placeStep(l, h);
    } else if (g.pile().empty()) {
        s.lesson = L::LastRound;
        s.title = tr("The last round");
        s.text = tr("The pile is empty: this is the last round. Each player places one of their "
                    "two cards, scored as usual with its effects, and draws nothing. The card you "
                    "keep is your last card: it is not placed, each of its numbers goes straight "
                    "to its own flower's tracker (a symbol adds 0). Keep the card that helps your "
                    "weakest trackers.");
        s.at = QStringLiteral("banner");
        s.free = true;
    } else {
        s.lesson = L::FreePlay;
        s.title = tr("Your garden now");
        s.text = tr("You know every part of a turn. Play on: choose a card, turn it so its "
                    "half-flowers match its neighbours', and place it. %n card(s) left in the "
                    "pile. Mind your weakest trackers: at the end only your two lowest scores "
                    "count.",
                    nullptr, static_cast<int>(g.pile().size()));
        s.at = QStringLiteral("hand");
        s.free = true;
    }
    s.number = static_cast<int>(s.lesson) + 1;
    s.total = kLessons;
    return s;
}

PetalsTutorial::Step PetalsTutorial::placeStep(L l, std::size_t at) const {
    const Game& g = session_->game();
    const Action& a = script_[at];
    const Game::Contact c = g.contact(a.card, a.cell, a.rotation);
    Step s;
    s.lesson = l;
    s.at = QStringLiteral("table");
    s.expected = {a};
    const QString pairs = pairsWords(g, a);
    const QString where = tr("Place the highlighted card of your hand on the marked place, %1.")
                              .arg(turnWords(a.rotation));
    switch (l) {
    case L::FlowerMatch:
        s.title = tr("Matching flowers");
        s.text = tr("Welcome to Petals! Lay square cards side by side so that the half-flowers on "
                    "their edges meet, and score on the four trackers: Fire, Air, Earth and "
                    "Water. A card must touch another card along a side (a corner is not "
                    "enough).\n\n%1 Here %2: the same flowers, a flower match. Each half adds "
                    "its number to its own flower's tracker: %3.")
                     .arg(where, pairs, pointsText(c.points));
        break;
    case L::NumberMatch:
        s.title = tr("Matching numbers");
        s.text = tr("Numbers match too. %1 Here %2: different flowers with the same number, a "
                    "number match. Again each half goes to its own flower's tracker: %3. Any "
                    "other pair scores nothing.")
                     .arg(where, pairs, pointsText(c.points));
        break;
    case L::SymbolPair:
        s.title = tr("Symbols");
        s.text = tr("Some half-flowers show a symbol instead of a number; a symbol counts as 0. "
                    "When two symbols meet, the placement triggers an effect: two different "
                    "symbols make a simple effect. %1 Here %2.")
                     .arg(where, pairs);
        break;
    default: // Double
        s.title = tr("A double effect");
        s.text = tr("Two identical symbols make a double effect: your card's points are scored at "
                    "once, and then you may also move a card and score it too, or skip. %1 Here "
                    "%2: %3 at once.")
                     .arg(where, pairs, pointsText(c.points));
        break;
    }
    return s;
}

PetalsTutorial::Step PetalsTutorial::effectStep(L l, std::size_t at) const {
    const Game& g = session_->game();
    const Action& m = script_[at];
    const Lying& placed = g.placedThisTurn();
    const Points scored = g.contact(placed.card, placed.cell, placed.rotation, placed.cell).points;
    const QString move =
        tr("Move the highlighted card on the table to the marked place, %1: %2, "
           "for %3.")
            .arg(turnWords(m.rotation), pairsWords(g, m), pointsText(movePoints(g, m)));
    Step s;
    s.lesson = l;
    s.at = QStringLiteral("effect");
    s.expected = {m};
    if (l == L::Choice) {
        s.title = tr("Score or move");
        s.text = tr("A simple effect: choose. Either score your card as usual (%1), or move one "
                    "card already on the table and score the moved card's pairs at its new place "
                    "instead; your card then scores nothing. %2\n\nA move's limits: the cards "
                    "that made the symbol pair stay, and so does a card with cards on all four "
                    "sides; the new place must touch another card along a side, and a move may "
                    "never cut apart cards that were connected.")
                     .arg(pointsText(scored), move);
    } else {
        s.title = tr("The bonus move");
        s.text = tr("Your card has scored %1. Now the double effect's bonus: you may move a card "
                    "and score it too, or skip the move. %2 A moved card's symbols trigger "
                    "nothing more.")
                     .arg(pointsText(scored), move);
    }
    return s;
}

PetalsTutorial::Step PetalsTutorial::endStep() const {
    const Game& g = session_->game();
    const std::vector<Standing> st = session_->standings();
    Step s;
    s.lesson = L::End;
    s.title = tr("Who wins");
    s.at = QStringLiteral("trackers");
    s.next = true;
    QStringList last;
    for (const LastCard& c : g.lastCards())
        last << tr("%1 %2").arg(session_->seatName(c.seat), pointsText(c.points));
    QStringList won;
    for (int e = 0; e < kElements; ++e)
        if (st[0].won[static_cast<std::size_t>(e)])
            won << elementWord(kAllElements[static_cast<std::size_t>(e)]);
    const QString eligible =
        won.isEmpty() ? tr("You won no tracker, so you are not in the running this time.")
                      : tr("You won %1: you are in the running.").arg(won.join(tr(", ")));
    QStringList totals;
    for (int seat = 0; seat < g.seats(); ++seat)
        totals << (st[static_cast<std::size_t>(seat)].eligible
                       ? tr("%1 %2")
                             .arg(session_->seatName(seat))
                             .arg(st[static_cast<std::size_t>(seat)].total)
                       : tr("%1 not eligible").arg(session_->seatName(seat)));
    QStringList first;
    for (int w : session_->winners())
        first << session_->seatName(w);
    s.text =
        tr("The game is over. Each last card was scored directly, number by number: %1.\n\n"
           "To be in the running you must win a tracker: nobody higher on it (ties at the "
           "top all win). %2\n\nThen your total is the sum of your two lowest trackers, and "
           "the highest total wins (ties: the higher lowest score). Totals: %3. Winner: %4. "
           "(In the Harmony variant the smallest gap between your highest and lowest tracker "
           "wins instead.)")
            .arg(last.join(tr("; ")), eligible, totals.join(tr(", ")), first.join(tr(" and ")));
    return s;
}

QString PetalsTutorial::pointsText(const Points& p) const {
    QStringList parts;
    for (int e = 0; e < kElements; ++e)
        if (const int v = p[static_cast<std::size_t>(e)]; v > 0)
            parts << tr("%1 %2").arg(elementWord(kAllElements[static_cast<std::size_t>(e)])).arg(v);
    return parts.isEmpty() ? tr("nothing") : parts.join(tr(", "));
}
