// Blossoms' rules (spec/blossoms/RULES.md): the pots and their flowers, the turn as a state
// machine (R-BL-TURN-3: growth, actions, pot, order, over), Growth with the choice of pot, bad
// luck, the 7th card and the Fence, Plant, Cut, Pass, the tokens with their protection and tools,
// the end with its final turns, scoring, ranks and what decided them, the variants.
//
// Seats are numbered from the start player (seat 0 plays first, R-BL-SETUP-5); the names as
// listed and the start player's place in that list are the command line's (Deal). Pots are 0-3
// here and 1-4 in actions as text; cards are indices in data order. A Game is a value of fixed
// size apart from its deal, its sets and its history, so copies are cheap and independent
// (playouts, determinized worlds). check() and apply() answer an engine::Verdict with the codes
// of refusals.h (kRefusals); a refused apply() changes nothing.
#pragma once

#include "blossoms/rules/action.h"
#include "blossoms/rules/components.h"
#include "engine/refusal.h"
#include "engine/rng.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace blossoms {

// R-BL-VAR-2 and R-BL-VAR-4; they combine freely (R-BL-VAR-5).
struct Variant {
    bool children = false;
    bool advanced = false;
    bool operator==(const Variant&) const = default;
};

// R-BL-TURN-3.
enum class Step : std::uint8_t { Growth, Actions, Pot, Order, Over };
std::string_view stepName(Step s); // "growth", "actions", "pot", "order", "over"

// The whole deal (R-BL-SETUP-6), fixed: seat 0 plays first.
struct Deal {
    // The players as listed and the index in that list of the start player: seat s is
    // names[(startPlayer + s) % n]. The seed the deal came from (saves name it).
    std::vector<std::string> names;
    int startPlayer = 0;
    std::uint64_t seed = 0;
    std::array<int, kPots> pots{};       // pot 1 first
    std::vector<int> removed;            // into the box, face down (R-BL-SETUP-3)
    std::vector<std::vector<int>> hands; // by seat
    std::vector<int> deck;               // from the top
    bool operator==(const Deal&) const = default;
};

// A pot (R-BL-POT-1..3): its cards bottom to top, its type (the top card's, -1 when empty) and
// the seat whose token lies on it (-1 for none).
struct Pot {
    SmallList<std::int8_t, kMaxHeightLimit> cards;
    std::int8_t type = -1;
    std::int8_t token = -1;
    int height() const { return static_cast<int>(cards.size()); }
    bool empty() const { return cards.empty(); }
    bool operator==(const Pot&) const = default;
};

// A set cut by a player (R-BL-CUT-1..2): its type and its cards bottom to top.
struct FlowerSet {
    std::int8_t seat = 0;
    std::int8_t type = 0;
    SmallList<std::int8_t, kMaxHeightLimit> cards;
    int height() const { return static_cast<int>(cards.size()); }
    bool operator==(const FlowerSet&) const = default;
};

// What the turn in progress has done (CLI.md view's `this_turn`).
struct ThisTurn {
    bool grown = false;        // a Growth was taken (R-BL-TURN-3)
    bool planted = false;      // R-BL-TURN-4
    bool toolUsed = false;     // the token's tool (a Fence that stopped bad luck included)
    bool fenceArmed = false;   // R-BL-TOOL-2
    std::int8_t tokenPot = -1; // where the turn's token went
    bool operator==(const ThisTurn&) const = default;
};

// How a Growth ended (CLI.md "Log entries": `result`).
enum class GrowResult : std::uint8_t { Grew, Planted, ChoosePot, BadLuck, Died, Fenced };
std::string_view growResultName(GrowResult r); // "grew", "planted", "choose_pot", ...

// What the last action did, for a log (CLI.md "Log entries"): read it after each apply().
struct Outcome {
    Action action;
    int seat = -1, turn = 0;
    int card = -1; // grow and prune: the card drawn; pot, plant, water: the card placed
    GrowResult result = GrowResult::Grew;
    int pot = -1;           // 0-3, -1 for none (a Growth's `pot`: null)
    int height = -1;        // after the action, -1 for none (null)
    bool lastCard = false;  // the draw emptied the deck (R-BL-END-1)
    bool turnEnded = false; // the action ended the turn
    bool operator==(const Outcome&) const = default;
};

// The start of the turn in progress (CLI.md log: `turn_start`).
struct TurnStart {
    int turn = 1, seat = 0;
    bool finalTurn = false;
    std::uint8_t tokensRemoved = 0; // bit p: the seat's token left pot p for the box (R-BL-TURN-2)
    bool operator==(const TurnStart&) const = default;
};

// A seat's figures (R-BL-SCORE): final once the game is over, running before.
struct Standing {
    int flowers = 0, types = 0, variety = 0, total = 0, tokensLeft = 0, rank = 1;
    bool operator==(const Standing&) const = default;
};
enum class DecidedBy : std::uint8_t { Total, Tokens, Shared };
std::string_view decidedByName(DecidedBy d); // "total", "tokens", "shared"
// R-BL-SCORE-4 from each seat's total and unplayed tokens: ranks (1 + seats strictly ahead on
// (total, tokens)) and what decided first place.
std::vector<int> ranksOf(const std::vector<std::pair<int, int>>& totalAndTokens);
DecidedBy decidedByOf(const std::vector<std::pair<int, int>>& totalAndTokens);

struct SeatView;

class Game {
  public:
    // A game dealt from the seed (R-BL-SETUP-1..7; names "Player 1" ...). Throws
    // std::invalid_argument for a player count the rule values do not allow.
    static Game deal(ComponentsPtr components, int seats, Variant variant, std::uint64_t seed);
    // A game from a whole deal (checked by the caller: dealProblem in setup.h).
    static Game fromDeal(ComponentsPtr components, Variant variant, Deal deal);

    const ComponentSet& components() const { return *components_; }
    const ComponentsPtr& componentsPtr() const { return components_; }
    Variant variant() const { return variant_; }
    int seats() const { return seats_; }
    const Deal& dealt() const { return deal_; } // as it was at the start
    std::string seatName(int seat) const;       // names[(startPlayer + seat) % n]

    Step step() const { return step_; }
    bool isOver() const { return step_ == Step::Over; }
    int toAct() const { return step_ == Step::Over ? -1 : current_; }
    int current() const { return current_; } // the seat of the turn in progress (or the last)
    int turn() const { return turn_; }       // from 1, final turns included (R-BL-TURN-1)
    bool finalTurn() const { return finalTurn_; }
    bool lastCardDrawn() const { return lastCardDrawn_; } // R-BL-END-1
    const ThisTurn& thisTurn() const { return this_; }
    int pendingCard() const { return pending_; } // step Pot: the drawn card waiting for a pot
    // Step Order: the raked cards, top first, in their current order (the deck's top).
    std::vector<int> peeked() const;

    const std::array<Pot, kPots>& pots() const { return pots_; }
    const Pot& pot(int p) const { return pots_[static_cast<std::size_t>(p)]; }
    int deckSize() const { return static_cast<int>(deck_.size()); }
    std::vector<int> deck() const;                                             // from the top
    const SmallList<std::int8_t, kCards>& discard() const { return discard_; } // oldest first
    const SmallList<std::int8_t, kCards>& box() const { return box_; }         // the removed cards
    CardMask handMask(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    std::vector<int> hand(int seat) const; // data order (R-BL-HAND-1)
    int handSize(int seat) const;
    int tokensLeft(int seat) const { return tokens_[static_cast<std::size_t>(seat)]; }
    const std::vector<FlowerSet>& sets() const { return sets_; } // every seat's, in the order cut
    std::vector<FlowerSet> setsOf(int seat) const;
    // What `seat` knows (R-BL-PRIV-3): the deck's top cards, top first, and the cards it knows
    // in `other`'s hand.
    std::vector<int> knownTop(int seat) const;
    CardMask knownIn(int seat, int other) const {
        return knownIn_[static_cast<std::size_t>(seat)][static_cast<std::size_t>(other)];
    }

    const std::vector<Action>& history() const { return history_; } // every action applied
    const Outcome& lastOutcome() const { return last_; }
    const TurnStart& turnStart() const { return turnStart_; }

    // R-BL-TURN-3: the legal actions by increasing dense id (CLI.md); the second form fills
    // `out` (cleared first) without allocating once it has grown.
    std::vector<Action> legalActions() const;
    void legalActions(std::vector<Action>& out) const;
    engine::Verdict check(const Action& a) const;
    engine::Verdict apply(const Action& a);

    // R-BL-SCORE-1..4: each seat's figures (running before the end), what decided first place.
    std::vector<Standing> standings() const;
    DecidedBy decidedBy() const;

    bool operator==(const Game&) const;

    // The dense id of an action (CLI.md "Dense ids"), its inverse (nullopt for an id that names no
    // action) and the number of ids.
    int actionCount() const { return codec().count(); }
    int actionId(const Action& a) const { return codec().id(a); }
    std::optional<Action> actionOfId(int id) const { return codec().ofId(id); }
    // The action language (CLI.md "Actions as text"): "grow", "pot 3", "plant 2 C31" ...
    std::string actionText(const Action& a) const { return codec().text(a); }
    static std::optional<Action> parseAction(const ComponentSet& c, std::string_view text,
                                             std::string* error) {
        return ActionCodec(c).parse(text, error);
    }
    ActionCodec codec() const { return ActionCodec(*components_); }

    // What `seat` may know (R-BL-PRIV-4; -1: the public view), and a whole game consistent with
    // such a view whose hidden parts (other hands' unknown cards, the deck beyond the seat's known
    // top, the removed cards) come from `rng` only.
    SeatView viewFor(int seat) const;
    friend Game determinize(const SeatView& v, engine::Rng& rng);

    // Every card exactly once across pots, deck, hands, discard, box and sets, and no two pots of
    // one type (R-BL-POT-4): what the soak checks after every action. Empty when sound.
    std::string invariantProblem() const;

  private:
    engine::Verdict checkActions(const Action& a) const;
    engine::Verdict checkTool(const Action& a) const;
    void legalTokenAndTools(std::vector<Action>& out) const;
    int draw(); // the deck's top card, every seat's known top updated (R-BL-PRIV-3)
    void grow();
    void order(const Action& a);
    void prune();
    void rake();
    void placeInPot(int p, int card);
    void endTurn();
    void startTurn(); // R-BL-TURN-2
    int potOfType(int type) const;
    bool canPlaceToken(int p) const;

    ComponentsPtr components_;
    Variant variant_;
    Deal deal_;
    int seats_ = 2;
    std::array<Pot, kPots> pots_{};
    SmallList<std::int8_t, kCards> deck_; // the top at the back
    SmallList<std::int8_t, kCards> discard_, box_;
    std::array<CardMask, kMaxSeats> hands_{};
    std::array<std::int8_t, kMaxSeats> tokens_{};
    std::vector<FlowerSet> sets_;
    std::array<SmallList<std::int8_t, kMaxRakeLimit>, kMaxSeats> knownTop_{}; // top first
    std::array<std::array<CardMask, kMaxSeats>, kMaxSeats> knownIn_{};
    Step step_ = Step::Growth;
    Step rakeReturn_ = Step::Actions; // where `order` goes back to (R-BL-TURN-3)
    std::int8_t current_ = 0;
    std::int8_t pending_ = -1;
    std::uint8_t peekedCount_ = 0;
    int turn_ = 1;
    bool finalTurn_ = false, lastCardDrawn_ = false;
    ThisTurn this_;
    std::vector<Action> history_;
    Outcome last_;
    TurnStart turnStart_;
};

} // namespace blossoms

#include "blossoms/rules/view.h"
