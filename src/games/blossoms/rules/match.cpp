// The Longer Game's match rules (match.h, R-BL-VAR-1).
#include "blossoms/rules/match.h"

#include <algorithm>
#include <stdexcept>

namespace blossoms {

int matchStartPlayer(const std::vector<int>& pointsSoFar, int previousStart) {
    const int n = static_cast<int>(pointsSoFar.size());
    const int fewest = *std::min_element(pointsSoFar.begin(), pointsSoFar.end());
    for (int k = 1; k <= n; ++k) {
        const int i = (previousStart + k) % n;
        if (pointsSoFar[static_cast<std::size_t>(i)] == fewest)
            return i;
    }
    return previousStart;
}

Match::Match(int players, int games)
    : games_(games), points_(static_cast<std::size_t>(players), 0),
      tokens_(static_cast<std::size_t>(players), 0) {
    if (players < 1)
        throw std::invalid_argument("a match needs players");
}

void Match::record(int startPlayer, const std::vector<int>& totals,
                   const std::vector<int>& tokens) {
    if (totals.size() != points_.size() || tokens.size() != tokens_.size())
        throw std::invalid_argument("one total and one token count per player");
    for (std::size_t i = 0; i < points_.size(); ++i) {
        points_[i] += totals[i];
        tokens_[i] += tokens[i];
    }
    lastStart_ = startPlayer;
    ++played_;
}

std::optional<int> Match::nextStartPlayer() const {
    if (played_ == 0)
        return std::nullopt;
    return matchStartPlayer(points_, lastStart_);
}

std::vector<std::pair<int, int>> Match::keys() const {
    std::vector<std::pair<int, int>> out;
    for (std::size_t i = 0; i < points_.size(); ++i)
        out.push_back({points_[i], tokens_[i]});
    return out;
}

std::vector<int> Match::ranks() const {
    return ranksOf(keys());
}

DecidedBy Match::decidedBy() const {
    return decidedByOf(keys());
}

} // namespace blossoms
