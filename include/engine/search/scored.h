// A computer player's candidates with their values, best first, and the suggestion they make:
// the first, its value and up to 5 alternatives (every game's `suggest`, CLI.md "suggest").
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace engine::search {

// A choice and its value, for sorting candidates.
template <class Action>
struct Scored {
    Action action;
    double value = 0;
};

// Best first, ties kept in their order (id order: the first wins).
template <class Action>
void sortBest(std::vector<Scored<Action>>& v) {
    std::stable_sort(v.begin(), v.end(), [](const Scored<Action>& a, const Scored<Action>& b) {
        return a.value > b.value;
    });
}

// The first of `best` as a Suggestion (its `action`, `expected`) with up to 5 `alternatives`.
template <class Suggestion, class Action>
Suggestion fromScored(const std::vector<Scored<Action>>& best) {
    Suggestion out;
    if (best.empty())
        return out;
    out.action = best.front().action;
    out.expected = best.front().value;
    for (std::size_t i = 1; i < best.size() && out.alternatives.size() < 5; ++i)
        out.alternatives.push_back({best[i].action, best[i].value});
    return out;
}

} // namespace engine::search
