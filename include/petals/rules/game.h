// Petals' rules (spec/petals/RULES.md): the table as an unbounded grid, placing a card and
// scoring its contact pairs, symbol effects and moves with every restriction, the draw, the end
// with the last cards scored directly, eligibility, totals, ranks and Harmony.
//
// Seats are numbered from the start player (seat 0 plays first, R-PE-SETUP-5); the names and the
// start player's place in the player list are the command line's. A Game is a value: copies are
// independent (playouts, determinized worlds). check() and apply() answer an engine::Verdict with
// the refusal codes of spec/petals/CLI.md; a refused apply() changes nothing.
#pragma once

#include "engine/refusal.h"
#include "engine/rng.h"
#include "petals/rules/components.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace petals {

enum class Variant : std::uint8_t { Standard, Harmony }; // R-PE-WIN, R-PE-HARM
// What the seat to act is asked: to place a card, to answer a simple effect (score or a move), to
// answer a double effect (a move or skip), or nothing (the game is over).
enum class Step : std::uint8_t { Place, Effect, Move, Over };
enum class EffectKind : std::uint8_t { None, Simple, Double }; // R-PE-EFFECT-1

using Points = std::array<int, kElements>; // fire, air, earth, water
inline Points& operator+=(Points& a, const Points& b) {
    for (int e = 0; e < kElements; ++e)
        a[static_cast<std::size_t>(e)] += b[static_cast<std::size_t>(e)];
    return a;
}

// A cell of the grid (R-PE-GRID-1): x east, y south.
struct Cell {
    int x = 0, y = 0;
    bool operator==(const Cell&) const = default;
    auto operator<=>(const Cell&) const = default;
};
inline constexpr int kMinCoord = -512, kMaxCoord = 511; // the command line's range

// A card lying on the table: where and at which rotation (quarter turns clockwise, 0-3).
struct Lying {
    int card = -1;
    Cell cell;
    int rotation = 0;
    bool operator==(const Lying&) const = default;
};

struct Action {
    enum class Kind : std::uint8_t { Place, Score, Move, Skip };
    Kind kind = Kind::Place;
    int card = -1; // Place, Move
    Cell cell;     // Place, Move
    int rotation = 0;
    bool operator==(const Action&) const = default;
    static Action place(int card, Cell c, int r) { return {Kind::Place, card, c, r}; }
    static Action move(int card, Cell c, int r) { return {Kind::Move, card, c, r}; }
    static Action score() { return {Kind::Score, -1, {}, 0}; }
    static Action skip() { return {Kind::Skip, -1, {}, 0}; }
};

// The whole deal, fixed (a replay, a save, a designer's setup): seat 0 plays first.
struct Deal {
    // The players as listed, and the index in that list of the start player (seat 0):
    // seat s is names[(startPlayer + s) % n]. The seed the deal came from (saves name it).
    std::vector<std::string> names;
    int startPlayer = 0;
    std::uint64_t seed = 0;
    std::vector<int> removed;            // data order of the list given (public and hidden)
    std::vector<Lying> start;            // the starting cards
    std::vector<std::vector<int>> hands; // by seat
    std::vector<int> pile;               // from the top
    bool operator==(const Deal&) const = default;
};

// One finished turn (CLI.md "A turn in the log").
struct TurnRecord {
    int turn = 0, seat = 0;
    Lying placed;
    Points placedPoints{};
    EffectKind effect = EffectKind::None;
    std::vector<int> triggeredBy;              // data order
    Action::Kind choice = Action::Kind::Place; // Place: no choice (no effect)
    std::optional<Lying> movedFrom, moved;
    std::optional<Points> movedPoints;
    Points points{};
    bool drew = false;
    bool operator==(const TurnRecord&) const = default;
};

struct LastCard {
    int seat = 0, card = -1;
    Points points{};
    bool operator==(const LastCard&) const = default;
};

// A seat's standing once the game is over (R-PE-WIN, R-PE-HARM).
struct Standing {
    std::array<bool, kElements> won{};
    bool eligible = false;
    int total = 0, spread = 0, sum = 0, lowest = 0;
    std::optional<int> rank; // eligible seats only
};

// R-PE-WIN-1..4 (standard) or R-PE-HARM-1..2: the standings of seats with these final scores.
std::vector<Standing> standingsOf(const std::vector<Points>& scores, Variant variant);
// What sets two standings apart in the variant's order (R-PE-WIN-4: total, then lowest tracker,
// then sum; R-PE-HARM-2: spread, then total, then sum): the first key on which they differ, or
// None when they are tied on every key (they share a rank). standingsOf ranks by it; the score
// pad tells how a tie was broken with it.
enum class RankKey : std::uint8_t { None, Total, Spread, Lowest, Sum };
RankKey rankKey(const Standing& a, const Standing& b, Variant variant);
// Whether `a` is strictly ahead of `b` in that order.
bool rankedAhead(const Standing& a, const Standing& b, Variant variant);

class SeatView;

class Game {
  public:
    // A game dealt from the seed (R-PE-SETUP): removals by player count, the starting cards on the
    // diagonal, the hands, the pile. Throws std::invalid_argument for a player count the rule
    // values do not allow.
    static Game deal(ComponentsPtr components, int seats, Variant variant, std::uint64_t seed);
    // A game from a fixed deal (checked by the caller: Setup in setup.h).
    static Game fromDeal(ComponentsPtr components, Variant variant, Deal deal);

    const ComponentSet& components() const { return *components_; }
    const ComponentsPtr& componentsPtr() const { return components_; }
    Variant variant() const { return variant_; }
    int seats() const { return static_cast<int>(hands_.size()); }
    const Deal& dealt() const { return deal_; } // as it was at the start
    Step step() const { return step_; }
    bool isOver() const { return step_ == Step::Over; }
    int toAct() const { return step_ == Step::Over ? -1 : current_; }
    int turn() const { return turn_; } // of the turn in progress (or the last one), from 1

    const std::vector<Lying>& table() const { return table_; }
    const Lying* at(Cell c) const;
    const std::vector<int>& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    const std::vector<int>& pile() const { return pile_; } // from the top
    const Points& scores(int seat) const { return scores_[static_cast<std::size_t>(seat)]; }
    const std::vector<TurnRecord>& log() const { return log_; }
    const std::vector<Action>& history() const { return history_; } // every action applied
    std::string seatName(int seat) const; // names[(startPlayer + seat) % n]
    const std::vector<LastCard>& lastCards() const { return last_; }
    // The effect waiting for an answer (steps Effect and Move), and its triggering cards.
    EffectKind pendingEffect() const { return pending_.effect; }
    const std::vector<int>& triggering() const { return pending_.triggering; }
    const Lying& placedThisTurn() const { return pending_.placed; }

    // R-PE-MATCH: the points of `card` lying at `c` with rotation `r` against its neighbours on
    // the table (a card at `ignore` does not count: the card being moved), and whether its pairs
    // include a symbol pair, identical or not.
    struct Contact {
        Points points{};
        EffectKind effect = EffectKind::None;
        std::vector<int> symbolPartners; // data order
    };
    Contact contact(int card, Cell c, int r, std::optional<Cell> ignore = std::nullopt) const;
    // The same side by side (the table's preview shows each pair): for each direction (0 north,
    // 1 east, 2 south, 3 west) the pair with the card touching there, nullopt where none does.
    struct SideContact {
        int other = -1;          // the touching card
        bool scores = false;     // a flower or number match (R-PE-MATCH-2/3)
        bool symbolPair = false; // two symbols (R-PE-MATCH-4)
        bool sameSymbol = false; // two identical symbols (R-PE-EFFECT-1: double)
        Points points{};         // what the pair scores (R-PE-MATCH-5)
    };
    std::array<std::optional<SideContact>, 4>
    contactSides(int card, Cell c, int r, std::optional<Cell> ignore = std::nullopt) const;

    std::vector<Action> legalActions() const; // sorted by id (CLI.md)
    engine::Verdict check(const Action& a) const;
    engine::Verdict apply(const Action& a);

    // Once over: each seat's standing (R-PE-WIN-1..4 or R-PE-HARM-1..2).
    std::vector<Standing> standings() const;

    bool operator==(const Game&) const;

    // The dense id of an action (CLI.md "Dense ids"), and its inverse (nullopt for an id that
    // names no action shape).
    static constexpr int kSpan = 1024;
    int actionCount() const;
    int actionId(const Action& a) const;
    std::optional<Action> actionOfId(int id) const;

    // The action language (CLI.md "Actions as text"): "place C17 0 1 90", "score",
    // "move C05 2 -1 180", "skip"; parse is strict (single spaces, plain decimals, the card id as
    // the data spells it) and names what is wrong.
    std::string actionText(const Action& a) const;
    static std::optional<Action> parseAction(const ComponentSet& c, std::string_view text,
                                             std::string* error);

    // What `seat` may know (R-PE-PRIV-1), and a whole game dealt from such a view whose hidden
    // parts (the other hands, the pile's order, the hidden removals) come from `rng` only.
    SeatView viewFor(int seat) const;
    friend Game determinize(const SeatView& v, engine::Rng& rng);

  private:
    // The pair of `card` (at rotation r) and the card lying beside it in direction d.
    SideContact pairAt(int card, int r, int d, const Lying& other) const;
    struct Pending {
        EffectKind effect = EffectKind::None;
        Lying placed;
        Points placedPoints{};
        std::vector<int> triggering; // the placed card and its symbol partners
        bool operator==(const Pending&) const = default;
    };

    engine::Verdict checkPlace(const Action& a) const;
    engine::Verdict checkMove(const Action& a) const;
    bool touchesOther(Cell c, std::optional<Cell> ignore) const;
    bool enclosed(const Lying& l) const;
    // R-PE-MOVE-5: the cards that must stay joined to `card` once it is lifted, as the groups
    // its own group falls into without it.
    struct Parts {
        Cell lifted;
        std::vector<std::int8_t> label; // by table index: the part, -1 for none
        int count = 0;                  // at most 4
    };
    Parts partsWithout(int card) const;
    bool joinsAll(const Parts& p, Cell to) const;
    // The empty cells beside the table (sorted by x, then y) with the number of cards each
    // touches.
    struct Frontier {
        Cell cell;
        int touching = 0;
    };
    std::vector<Frontier> frontier() const;
    void endTurn(Action::Kind choice, const std::optional<Lying>& from,
                 const std::optional<Lying>& moved, const std::optional<Points>& movedPoints,
                 const Points& points);
    void finish(); // R-PE-END-2..3
    int tableIndex(int card) const;
    // The table's cells by a small open-addressing hash (speed: docs/performance.md), rebuilt
    // whenever a card lies down or moves; derived from table_, so not compared.
    static constexpr int kSlots = 128; // more than three times the cards of any data set
    static int slotOf(Cell c);
    void reindex();
    std::array<std::int8_t, kSlots> index_{};

    ComponentsPtr components_;
    Variant variant_ = Variant::Standard;
    Deal deal_;
    std::vector<Lying> table_;
    std::vector<std::vector<int>> hands_;
    std::vector<int> pile_;
    std::vector<Points> scores_;
    std::vector<TurnRecord> log_;
    std::vector<LastCard> last_;
    std::vector<Action> history_;
    Pending pending_;
    Step step_ = Step::Place;
    int current_ = 0;
    int turn_ = 1;
};

// A seat's view (R-PE-PRIV-1): the game with what the seat cannot see taken out — the other
// hands (their sizes kept), the pile (its size kept), the cards removed face down, the deal's
// hidden parts and the seed — and the cards it has not seen, as a set. The GUI and every
// computer player decide on it.
class SeatView {
  public:
    int seat() const { return seat_; }
    const Game& known() const { return known_; } // hidden parts empty
    int handSize(int s) const { return handSizes_[static_cast<std::size_t>(s)]; }
    int pileSize() const { return pileSize_; }
    const std::vector<int>& unseen() const { return unseen_; } // data order
    const std::vector<int>& publicRemoved() const { return publicRemoved_; }
    bool operator==(const SeatView&) const = default;

  private:
    friend class Game;
    friend Game determinize(const SeatView& v, engine::Rng& rng);
    int seat_ = 0;
    Game known_;
    std::vector<int> handSizes_;
    int pileSize_ = 0;
    std::vector<int> unseen_, publicRemoved_;
};

Game determinize(const SeatView& v, engine::Rng& rng);

} // namespace petals
