// Helpers of Blossoms' session tests (test_session.cpp): the data, seats, a quick session, the
// person's choices sent through the session's slots, whole games with the screen checked after
// each step, and the count of a seat's unseen cards built from its view's public parts.
#pragma once

#include "BlossomsSession.h"

#include "blossoms/rules/module.h"
#include "blossoms/rules/save.h"
#include "engine/rng.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <set>

// The tests' one translation unit reads the rules' names unqualified.
using namespace blossoms;
using Player = BlossomsFiles::Player;

namespace {

const ComponentsPtr& data() {
    return Module::components();
}

BlossomsSeat person(const QString& name) {
    return {name, false, ai::BotKind::Medium};
}

BlossomsSeat computer(const QString& name, ai::BotKind k) {
    return {name, true, k};
}

BlossomsSetup setupOf(const QList<BlossomsSeat>& seats, Variant v, quint64 seed) {
    BlossomsSetup s;
    s.seats = seats;
    s.variant = v;
    s.seed = seed;
    return s;
}

// Computers' steps shown at once, hard with a few sampled worlds on one thread.
void quick(BlossomsSession& s) {
    s.setComputerSpeed(TableSession::Instant);
    s.setComputerBudget({0, 4, 1});
    s.setHintBudget({0, 4, 1});
    s.setComputerSeed(7);
}

// Every text players read names no card by its data id (C01 ... C54).
bool noCardId(const QString& text) {
    for (const Card& c : data()->cards)
        if (text.contains(QString::fromStdString(c.id)))
            return false;
    return true;
}

// The person to play's choice, sent through the session's slots.
void actAs(BlossomsSession& s, const Action& a) {
    switch (a.kind) {
    case Action::Kind::Grow:
        s.grow();
        break;
    case Action::Kind::Pot:
        s.choosePot(a.pot);
        break;
    case Action::Kind::Plant:
        s.plant(a.pot, a.card);
        break;
    case Action::Kind::Cut:
        s.cut(a.pot);
        break;
    case Action::Kind::Token:
        s.placeToken(a.pot);
        break;
    case Action::Kind::Water:
        s.water(a.pot, a.card);
        break;
    case Action::Kind::Prune:
        s.prune();
        break;
    case Action::Kind::Rake:
        s.rake();
        break;
    case Action::Kind::Pass:
        s.pass();
        break;
    case Action::Kind::Order:
        s.order(a.orderCards());
        break;
    }
}

// A legal action of the person to play, picked by `rng` with growth favoured (a game moves on).
Action pick(const BlossomsSession& s, engine::Rng& rng) {
    const std::vector<Action> legal = s.legalActions();
    for (const Action& a : legal)
        if (a.kind == Action::Kind::Grow && rng.below(3) != 0)
            return a;
    return legal[static_cast<std::size_t>(rng.below(legal.size()))];
}

// Plays the game on the table to its end; after each step checks what the window would draw:
// the screen seat's view (R-BL-PRIV-4), no other hand in it.
bool playToEnd(BlossomsSession& s, std::uint64_t seed, int limitMs = 120000) {
    engine::Rng rng(seed);
    QElapsedTimer clock;
    clock.start();
    while (!s.isOver() && clock.elapsed() < limitMs) {
        if (s.handOverPending())
            s.confirmHandOver();
        else if (s.personToPlay())
            actAs(s, pick(s, rng));
        else
            QTest::qWait(1);
        const SeatView& v = s.view();
        if (v.seat != s.screenSeat())
            return false;
        // Several people: nobody's hand on the screen while a computer plays or a seat is
        // handed over; one person: theirs all game.
        const auto people = std::count_if(s.players().begin(), s.players().end(),
                                          [](const Player& p) { return !p.computer; });
        if (people > 1 && (s.computerToPlay() || s.handOverPending()) && s.screenSeat() != -1)
            return false;
        if (people == 1 && (s.screenSeat() < 0 || s.isComputer(s.screenSeat())))
            return false;
        for (int o = 0; o < s.seats(); ++o)
            if (o != v.seat && !v.players[static_cast<std::size_t>(o)].hand.empty())
                return false;
    }
    return s.isOver();
}

// The seat's unseen cards counted from the public parts of its view and its own knowledge
// (not from the view's `hidden`): every card minus the pots, the discard, the cut sets, its
// hand, what it knows in other hands, its known top and a card waiting for a pot.
std::vector<int> unseenOf(const SeatView& v) {
    std::set<int> seen;
    for (const Pot& p : v.pots)
        for (int c : p.cards)
            seen.insert(c);
    for (int c : v.discard)
        seen.insert(c);
    for (const PlayerView& p : v.players) {
        for (int c : p.hand)
            seen.insert(c);
        for (const FlowerSet& f : p.sets)
            for (int c : f.cards)
                seen.insert(c);
    }
    for (int c : v.knownTop)
        seen.insert(c);
    if (v.card >= 0)
        seen.insert(v.card);
    std::vector<int> out;
    for (int c = 0; c < kCards; ++c)
        if (!seen.count(c))
            out.push_back(c);
    return out;
}

// The next Growth's outcomes counted card by card (R-BL-GROW-2..6).
ai::GrowthOdds countOdds(const SeatView& v) {
    const ComponentSet& c = v.data();
    std::vector<int> next = unseenOf(v);
    if (!v.knownTop.empty() && v.step != Step::Order)
        next = {v.knownTop.front()}; // its own Rake told it the next card
    ai::GrowthOdds o;
    for (int card : next) {
        ++o.cards;
        const int t = c.typeOf(card);
        int own = -1;
        bool empty = false;
        for (int p = 0; p < kPots; ++p) {
            const Pot& pot = v.pots[static_cast<std::size_t>(p)];
            empty = empty || pot.empty();
            if (!pot.empty() && pot.type == t)
                own = p;
        }
        if (own >= 0 && v.pots[static_cast<std::size_t>(own)].height() < c.rules.maxHeight)
            ++o.grew;
        else if (own < 0 && empty)
            ++o.planted;
        else if (v.thisTurn.fenceArmed)
            ++o.fenced;
        else if (own >= 0)
            ++o.died;
        else
            ++o.badLuck;
    }
    return o;
}

std::string text(const Game& g) {
    return saveText(g);
}

} // namespace
