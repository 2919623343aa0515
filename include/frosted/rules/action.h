// One action language: every choice a seat makes, with one text form and one dense integer id.
//
// Implements the action table of CLI.md ("Actions as text") over the turn steps of R-TURN-2:
//
//   take 3                 take the k-th tile clockwise from the Flower token (R-MKT-2)
//   place back 90 1 -2     put the taken tile down: side, rotation, X, Y (R-GEO-4)
//   pass                   no placement is legal (R-PL-6), or the ring is empty
//   card purple+white      play a card of the hand (its data id)
//   claim purple-6         claim one objective (its data id)
//   done                   end the turn
//
// The text is lower case, tokens separated by single spaces; parseAction() accepts exactly what
// actionText() prints (parse is the inverse of print). The GUI, the computer players, the command
// line, replay records and save files all speak it.
//
// The integer id is dense over a fixed layout for a component set: takes first (k = 1..ringSlots),
// then pass, then placements ordered by side, rotation, x, y (coordinates -512..511), then cards
// and objectives in data order, then done. GameState::legalActions() lists actions in id order.
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/geometry.h"

#include <optional>
#include <string>
#include <string_view>

namespace frosted {

struct Action {
    enum class Kind : std::uint8_t { Take, Place, Pass, PlayCard, Claim, EndTurn };
    Kind kind = Kind::EndTurn;
    int value = 0; // Take: k (1-based, R-MKT-2); PlayCard: card index; Claim: objective index
    Orientation orientation; // Place
    Point at;                // Place

    static Action take(int k) { return {Kind::Take, k, {}, {}}; }
    static Action place(Orientation o, Point at) { return {Kind::Place, 0, o, at}; }
    static Action pass() { return {Kind::Pass, 0, {}, {}}; }
    static Action playCard(int card) { return {Kind::PlayCard, card, {}, {}}; }
    static Action claim(int objective) { return {Kind::Claim, objective, {}, {}}; }
    static Action endTurn() { return {Kind::EndTurn, 0, {}, {}}; }
    bool operator==(const Action&) const = default;
};

// The text form of CLI.md. Card and objective actions need the component set for their ids.
std::string actionText(const Action& a, const ComponentSet& c);

// The inverse of actionText(). On failure returns nullopt and sets `error` to a sentence naming
// what is wrong ("unknown card id \"blue\"", "rotation must be 0, 90, 180 or 270").
std::optional<Action> parseAction(std::string_view text, const ComponentSet& c,
                                  std::string* error = nullptr);

// The dense id layout for a component set.
struct ActionIds {
    static constexpr int kCoordMin = kMinPlacementCoord;
    static constexpr int kCoordSpan = kMaxPlacementCoord - kMinPlacementCoord + 1;
    int ringSlots = 6;
    int cards = 10;
    int objectives = 21;

    explicit ActionIds(const ComponentSet& c);
    int count() const; // every id is in [0, count())
    // -1 for an action with no id (a coordinate outside the range, an index out of range).
    int id(const Action& a) const;
    // The action of an id in [0, count()).
    Action action(int id) const;

  private:
    int passId() const { return ringSlots; }
    int placeBase() const { return ringSlots + 1; }
    int cardBase() const { return placeBase() + 8 * kCoordSpan * kCoordSpan; }
    int claimBase() const { return cardBase() + cards; }
    int doneId() const { return claimBase() + objectives; }
};

} // namespace frosted
