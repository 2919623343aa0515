// A game replayed from its actions (issue 37: the games of a shard, merged): the next action of
// a script and the error when the rules refuse it or the game ends otherwise than it did.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace engine {

// A game replayed from its actions (a shard's, issue 37) that the rules refuse or that ends
// otherwise than it did: which game (from 0) and what went wrong.
class ReplayError : public std::runtime_error {
  public:
    ReplayError(int game, const std::string& what) : std::runtime_error(what), game_(game) {}
    int game() const { return game_; }

  private:
    int game_;
};

// Game g's next action when it is replayed from `script` (`step` counts the actions taken):
// the text parsed on the game by `parse` (an optional action), a ReplayError when the script
// ends before the game or its text is refused.
template <class Parse>
auto scriptedAction(const std::vector<std::string>& script, std::size_t step, int g,
                    Parse&& parse) {
    if (step >= script.size())
        throw ReplayError(g, "its actions end after " + std::to_string(step) +
                                 " while the game goes on");
    auto a = parse(script[step]);
    if (!a)
        throw ReplayError(g, "its action " + std::to_string(step + 1) + " \"" +
                                 script[step].substr(0, 40) + "\" is not legal there");
    return *a;
}

} // namespace engine
