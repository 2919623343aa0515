// The soak test of Petals (docs/reliability.md "Soak"): random games of 2 to 5 players in both
// variants, random legal actions with random illegal and garbage ones mixed in, and the
// invariants of spec/petals/RULES.md checked after every action. The fuzz targets of Petals
// (fuzz/fuzz_petals_*.cpp) use the same checks.
//
// The checker recomputes from what a Game shows, with code of its own (its own groups, its own
// card count, its own score sums), and throws a Violation naming the rule (R-PE-...) or the
// soak's own name ("conservation", "ids", "text", "refusal", "save", "view") the moment something
// disagrees. It changes nothing in the rules.
#pragma once

#include "engine/rng.h"
#include "petals/rules/game.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace petals::soak {

class Violation : public std::runtime_error {
  public:
    Violation(std::string rule, const std::string& what)
        : std::runtime_error(rule + ": " + what), rule_(std::move(rule)) {}
    const std::string& rule() const { return rule_; }

  private:
    std::string rule_;
};

// ---------------------------------------------------------------------------------------------
// The checks

// The state alone: every card once among table, hands, pile, removed and last cards
// (conservation); no two cards in a cell and at() finds each (R-PE-GRID-1); every card touches
// another but the starting cards still alone (R-PE-PLACE-3, R-PE-MOVE-4); at most as many groups
// as starting cards (R-PE-MOVE-5); hands in data order, the seat to act holding 2 cards or more
// (R-PE-TURN-3); each score the sum of the log's points and the last cards' (R-PE-MATCH-6,
// R-PE-END-3); the end (R-PE-END-2..4, R-PE-WIN).
void checkState(const Game& g);
// The legal actions: sorted by id, unique, each accepted by check() and round-tripping through
// its id and its text; none at the end and some before it (R-PE-PLACE-4, R-PE-EFFECT-5).
void checkLegal(const Game& g, const std::vector<Action>& legal);
// One action's id and text: actionOfId(actionId(a)) == a, parseAction(actionText(a)) == a.
void checkRoundTrip(const Game& g, const Action& a);
// The transition `before` --a--> `after`: the history grew by a, scores never decrease, cards
// of one group stay in one group (R-PE-MOVE-5), a turn ends with a log entry.
void checkStep(const Game& before, const Action& a, const Game& after);
// Tries `a` (any action, legal or not, well formed or not) on `g`: check() and apply() agree, an
// accepted action is one of `legal` (when it is well formed), a refused one changes nothing and
// names its reason in one line. Returns whether it was accepted (then `g` has moved on).
bool tryAction(Game& g, const std::vector<Action>& legal, const Action& a);
// saveText -> loadSave gives an equal game, which saves to the same text.
void checkSaveLoad(const Game& g);
// Each seat's view hides the other hands, the pile and the face-down removals (R-PE-PRIV-1);
// a world determinized from it is a whole game (checkState) giving the same view.
void checkViews(const Game& g, engine::Rng& rng);

// ---------------------------------------------------------------------------------------------
// The runner

// A random action that is mostly not legal: a legal one changed in one part (card, cell,
// rotation, kind), any card anywhere, or an out-of-range one.
Action oddAction(const Game& g, const std::vector<Action>& legal, engine::Rng& rng);
// A random text in the action language's words, mostly malformed.
std::string oddText(const Game& g, engine::Rng& rng);

struct GameSpec {
    std::uint64_t seed = 0;
    int seats = 2;
    Variant variant = Variant::Standard;
};
// Game `index` of a run: seats 2..5 and the variants cycle, the seed is mixed from both.
GameSpec gameSpec(std::uint64_t baseSeed, long long index);

struct GameResult {
    bool ok = true;
    std::string failure, rule, lastAction;
    long long actions = 0, refused = 0, oddAccepted = 0, texts = 0, effects = 0, moves = 0;
};
// Plays one whole game with every check after every action.
GameResult playChecked(const ComponentsPtr& components, const GameSpec& spec);

} // namespace petals::soak
