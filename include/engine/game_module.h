// A game as the engine sees it (issue 32, docs/architecture.md "Adding a game"): a type with the
// static members below over its own State, View and Action. The conformance suite, the search
// and the programs are templates over it, so a game's playouts run at the speed of calling its
// rules directly (no virtual call per step). Shared code reaches a game only through this; the
// programs' registries are the one place that names the games.
#pragma once

#include "engine/refusal.h"
#include "engine/rng.h"

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// How one game is set up: its seats, one of the variants the game names, the seed of its deal.
struct SetupOptions {
    int seats = 2;
    std::string variant; // empty: the game's first variant
    std::uint64_t seed = 0;
};

template <class G>
concept GameModule = std::equality_comparable<typename G::State> &&
    std::equality_comparable<typename G::View> && std::equality_comparable<typename G::Action> &&
    requires(typename G::State& s, const typename G::State& cs, const typename G::View& v,
             const typename G::Action& a, Rng& rng, const SetupOptions& o, const std::string& text,
             std::string* error, int n) {
    // Its name on the command line (--game), the seat counts and variants it is played with.
    { G::name() } -> std::convertible_to<std::string_view>;
    { G::seatCounts() } -> std::convertible_to<std::vector<int>>;
    { G::variants() } -> std::convertible_to<std::vector<std::string>>;
    // A game dealt from the options (throws std::invalid_argument for options it refuses).
    { G::setup(o) } -> std::same_as<typename G::State>;
    // The seat to act, whether the game is over, and each seat's place (1 = first, ties
    // share a place) once it is.
    { G::toAct(cs) } -> std::same_as<int>;
    { G::isOver(cs) } -> std::same_as<bool>;
    { G::ranks(cs) } -> std::same_as<std::vector<int>>;
    // The actions the seat to act may take, sorted by id; check() and apply() with a refusal
    // code (engine/refusal.h); a refused apply() changes nothing.
    { G::legalActions(cs) } -> std::same_as<std::vector<typename G::Action>>;
    { G::check(cs, a) } -> std::same_as<Verdict>;
    { G::apply(s, a) } -> std::same_as<Verdict>;
    // What one seat may know (nothing hidden from it), and a whole game consistent with a
    // view whose hidden parts come from `rng` only.
    { G::viewFor(cs, n) } -> std::same_as<typename G::View>;
    { G::determinize(v, rng) } -> std::same_as<typename G::State>;
    // The action language: one text form (parse is the inverse of print) and a dense id.
    { G::actionText(cs, a) } -> std::same_as<std::string>;
    { G::parseAction(cs, text, error) } -> std::same_as<std::optional<typename G::Action>>;
    { G::actionCount(cs) } -> std::same_as<int>;
    { G::actionId(cs, a) } -> std::same_as<int>;
    { G::actionOfId(cs, n) } -> std::same_as<typename G::Action>;
    // A save as text, and the game it holds (throws on a document it cannot read).
    { G::save(cs) } -> std::same_as<std::string>;
    { G::load(text) } -> std::same_as<typename G::State>;
};

} // namespace engine
