// Blossoms' actions (spec/blossoms/CLI.md "Actions as text", "Dense ids and the order of legal"):
// one value type for every choice a seat makes, its text and its dense id. Parse is the inverse of
// print; the ids sort `legal` (grow, pot K, the plants by pot then card, the cuts, the tokens, the
// waters by pot then card, prune, rake, pass, then the `order` sequences by their rank among all
// sequences of 1 to rake_cards distinct cards, shorter first, then lexicographically by data
// index).
#pragma once

#include "blossoms/rules/components.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace blossoms {

// A set of cards by data index (54 < 64): hands and what a seat knows of them.
using CardMask = std::uint64_t;
inline constexpr CardMask bitOf(int card) {
    return CardMask{1} << card;
}

// A list of at most N values without allocation (the state's piles and stacks).
template <class T, int N>
class SmallList {
  public:
    int size() const { return n_; }
    bool empty() const { return n_ == 0; }
    const T& operator[](int i) const { return v_[static_cast<std::size_t>(i)]; }
    T& operator[](int i) { return v_[static_cast<std::size_t>(i)]; }
    const T& back() const { return v_[static_cast<std::size_t>(n_ - 1)]; }
    const T* begin() const { return v_.data(); }
    const T* end() const { return v_.data() + n_; }
    void push_back(T x) { v_[static_cast<std::size_t>(n_++)] = x; }
    T pop_back() { return v_[static_cast<std::size_t>(--n_)]; }
    void clear() { n_ = 0; }
    void insertFront(T x) {
        for (int i = n_; i > 0; --i)
            v_[static_cast<std::size_t>(i)] = v_[static_cast<std::size_t>(i - 1)];
        v_[0] = x;
        ++n_;
    }
    void eraseFront() {
        for (int i = 1; i < n_; ++i)
            v_[static_cast<std::size_t>(i - 1)] = v_[static_cast<std::size_t>(i)];
        --n_;
    }
    bool operator==(const SmallList& o) const {
        if (n_ != o.n_)
            return false;
        for (int i = 0; i < n_; ++i)
            if (!(v_[static_cast<std::size_t>(i)] == o.v_[static_cast<std::size_t>(i)]))
                return false;
        return true;
    }

  private:
    std::array<T, static_cast<std::size_t>(N)> v_{};
    int n_ = 0;
};

struct Action {
    enum class Kind : std::uint8_t {
        Grow,
        Pot,
        Plant,
        Cut,
        Token,
        Water,
        Prune,
        Rake,
        Pass,
        Order
    };
    Kind kind = Kind::Grow;
    std::int8_t pot = -1;                           // 0-3: Pot, Plant, Cut, Token, Water
    std::int8_t card = -1;                          // Plant, Water
    std::uint8_t count = 0;                         // Order: how many cards
    std::array<std::int8_t, kMaxRakeLimit> order{}; // Order: top first (unused entries 0)
    bool operator==(const Action&) const = default;

    static Action grow() { return {}; }
    static Action potK(int p) { return make(Kind::Pot, p, -1); }
    static Action plant(int p, int c) { return make(Kind::Plant, p, c); }
    static Action cut(int p) { return make(Kind::Cut, p, -1); }
    static Action token(int p) { return make(Kind::Token, p, -1); }
    static Action water(int p, int c) { return make(Kind::Water, p, c); }
    static Action prune() { return make(Kind::Prune, -1, -1); }
    static Action rake() { return make(Kind::Rake, -1, -1); }
    static Action pass() { return make(Kind::Pass, -1, -1); }
    // `cards` top first, 1 to kMaxRakeLimit of them.
    static Action orderOf(const std::vector<int>& cards);
    std::vector<int> orderCards() const;

  private:
    static Action make(Kind k, int p, int c) {
        Action a;
        a.kind = k;
        a.pot = static_cast<std::int8_t>(p);
        a.card = static_cast<std::int8_t>(c);
        return a;
    }
};

// The text and the dense ids of a data set's actions (P = 4 pots, N = its cards, L =
// rules.rake_cards). The ids of `order` count the sequences of 1 to L distinct cards; they fit an
// int for L up to 5 (the bundled data: 3), and L is taken as 5 beyond that.
class ActionCodec {
  public:
    explicit ActionCodec(const ComponentSet& c);
    int count() const { return orderBase_ + static_cast<int>(orderSpan_); }
    int id(const Action& a) const;
    std::optional<Action> ofId(int id) const;
    std::string text(const Action& a) const;
    // Strict (single spaces, lower-case verbs, plain decimal pots 1-4, card ids as the data
    // spells them, `order` with 1 to rake_cards distinct ids); names what is wrong.
    std::optional<Action> parse(std::string_view text, std::string* error) const;

    static constexpr int kGrow = 0;
    static constexpr int kPot = 1;                         // + pot (0-3)
    static constexpr int kPlant = kPots + 1;               // + pot * N + card
    int cutBase() const { return kPots + 1 + kPots * n_; } // + pot
    int tokenBase() const { return 2 * kPots + 1 + kPots * n_; }
    int waterBase() const { return 3 * kPots + 1 + kPots * n_; } // + pot * N + card
    int pruneId() const { return 3 * kPots + 1 + 2 * kPots * n_; }
    int rakeId() const { return pruneId() + 1; }
    int passId() const { return pruneId() + 2; }
    int orderBase() const { return orderBase_; }

  private:
    const ComponentSet* c_;
    int n_ = 0, l_ = 0, orderBase_ = 0;
    long long orderSpan_ = 0;
    std::array<long long, kMaxRakeLimit + 2> lengthBase_{}; // first rank of each length
};

} // namespace blossoms
