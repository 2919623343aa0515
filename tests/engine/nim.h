// A toy game for the engine's own tests (issue 32): Nim on one heap as an engine::GameModule.
// Seats take turns taking 1 to 3 counters; whoever takes the last one wins. Nothing is hidden, so
// a seat's view is the game and determinize() deals nothing.
#pragma once

#include "engine/game_module.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace nimtest {

struct Nim {
    struct State {
        int heap = 0;
        int seats = 2;
        int toAct = 0;
        int lastTaker = -1; // the seat that took the last counter
        bool operator==(const State&) const = default;
    };
    using View = State;
    struct Action {
        int take = 1;
        bool operator==(const Action&) const = default;
    };

    static std::string_view name() { return "nim"; }
    static std::vector<int> seatCounts() { return {2, 3}; }
    static std::vector<std::string> variants() { return {"5", "21"}; }

    static State setup(const engine::SetupOptions& o) {
        const auto counts = seatCounts();
        if (std::find(counts.begin(), counts.end(), o.seats) == counts.end())
            throw std::invalid_argument("nim is played by 2 or 3 seats");
        const std::string variant = o.variant.empty() ? variants().front() : o.variant;
        if (variant != "5" && variant != "21")
            throw std::invalid_argument("no variant " + variant);
        State s;
        s.heap = std::stoi(variant);
        s.seats = o.seats;
        s.toAct = static_cast<int>(o.seed % static_cast<std::uint64_t>(o.seats));
        return s;
    }
    static int toAct(const State& s) { return s.toAct; }
    static bool isOver(const State& s) { return s.heap == 0; }
    static std::vector<int> ranks(const State& s) {
        std::vector<int> r(static_cast<std::size_t>(s.seats), 2);
        if (s.lastTaker >= 0)
            r[static_cast<std::size_t>(s.lastTaker)] = 1;
        return r;
    }

    static std::vector<Action> legalActions(const State& s) {
        std::vector<Action> out;
        for (int k = 1; k <= std::min(3, s.heap); ++k)
            out.push_back({k});
        return out;
    }
    static engine::Verdict check(const State& s, const Action& a) {
        if (a.take < 1 || a.take > std::min(3, s.heap))
            return engine::Verdict::refuse("bad_take", "", "take 1 to 3, at most the heap",
                                           {a.take, s.heap, 0});
        return {};
    }
    static engine::Verdict apply(State& s, const Action& a) {
        engine::Verdict v = check(s, a);
        if (!v)
            return v;
        s.heap -= a.take;
        s.lastTaker = s.toAct;
        s.toAct = (s.toAct + 1) % s.seats;
        return v;
    }

    static View viewFor(const State& s, int) { return s; }
    static State determinize(const View& v, engine::Rng&) { return v; }

    static std::string actionText(const State&, const Action& a) {
        return "take " + std::to_string(a.take);
    }
    static std::optional<Action> parseAction(const State&, const std::string& text,
                                             std::string* error) {
        if (text.size() == 6 && text.rfind("take ", 0) == 0 && text[5] >= '1' && text[5] <= '3')
            return Action{text[5] - '0'};
        if (error)
            *error = "not an action: " + text;
        return std::nullopt;
    }
    static int actionCount(const State&) { return 3; }
    static int actionId(const State&, const Action& a) { return a.take - 1; }
    static Action actionOfId(const State&, int id) { return {id + 1}; }

    static std::string save(const State& s) {
        return std::to_string(s.heap) + " " + std::to_string(s.seats) + " " +
               std::to_string(s.toAct) + " " + std::to_string(s.lastTaker);
    }
    static State load(const std::string& text) {
        State s;
        std::istringstream in(text);
        if (!(in >> s.heap >> s.seats >> s.toAct >> s.lastTaker))
            throw std::invalid_argument("not a nim save");
        return s;
    }
};

static_assert(engine::GameModule<Nim>);

} // namespace nimtest
