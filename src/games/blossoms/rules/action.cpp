// Blossoms' action language and dense ids (action.h, CLI.md "Actions as text", "Dense ids").
#include "blossoms/rules/action.h"

#include "engine/input.h"

#include <algorithm>

namespace blossoms {

namespace {

// n! / (n - k)!: the sequences of k distinct cards out of n.
long long arrangements(int n, int k) {
    long long r = 1;
    for (int i = 0; i < k; ++i)
        r *= n - i;
    return k > n ? 0 : r;
}

bool fail(std::string* error, std::string what) {
    if (error)
        *error = std::move(what);
    return false;
}

std::optional<int> potNumber(std::string_view s) {
    const auto k = engine::plainDecimal(s);
    if (!k || *k < 1 || *k > kPots)
        return std::nullopt;
    return *k - 1;
}

} // namespace

Action Action::orderOf(const std::vector<int>& cards) {
    Action a = make(Kind::Order, -1, -1);
    a.count = static_cast<std::uint8_t>(std::min<std::size_t>(cards.size(), kMaxRakeLimit));
    for (int i = 0; i < a.count; ++i)
        a.order[static_cast<std::size_t>(i)] =
            static_cast<std::int8_t>(cards[static_cast<std::size_t>(i)]);
    return a;
}

std::vector<int> Action::orderCards() const {
    return std::vector<int>(order.begin(), order.begin() + count);
}

ActionCodec::ActionCodec(const ComponentSet& c)
    : c_(&c), n_(static_cast<int>(c.cards.size())),
      l_(std::min({c.rules.rakeCards, 5, static_cast<int>(c.cards.size())})) {
    orderBase_ = passId() + 1;
    long long total = 0;
    for (int m = 1; m <= l_ + 1; ++m) {
        lengthBase_[static_cast<std::size_t>(m)] = total;
        if (m <= l_)
            total += arrangements(n_, m);
    }
    orderSpan_ = total;
}

int ActionCodec::id(const Action& a) const {
    using K = Action::Kind;
    switch (a.kind) {
    case K::Grow:
        return kGrow;
    case K::Pot:
        return kPot + a.pot;
    case K::Plant:
        return kPlant + a.pot * n_ + a.card;
    case K::Cut:
        return cutBase() + a.pot;
    case K::Token:
        return tokenBase() + a.pot;
    case K::Water:
        return waterBase() + a.pot * n_ + a.card;
    case K::Prune:
        return pruneId();
    case K::Rake:
        return rakeId();
    case K::Pass:
        return passId();
    case K::Order: {
        const int m = a.count;
        long long rank = lengthBase_[static_cast<std::size_t>(m)];
        for (int i = 0; i < m; ++i) {
            int r = a.order[static_cast<std::size_t>(i)];
            for (int j = 0; j < i; ++j)
                r -= a.order[static_cast<std::size_t>(j)] < a.order[static_cast<std::size_t>(i)];
            rank += r * arrangements(n_ - i - 1, m - i - 1);
        }
        return orderBase_ + static_cast<int>(rank);
    }
    }
    return -1;
}

std::optional<Action> ActionCodec::ofId(int id) const {
    if (id < 0 || id >= count())
        return std::nullopt;
    if (id == kGrow)
        return Action::grow();
    if (id < kPlant)
        return Action::potK(id - kPot);
    if (id < cutBase())
        return Action::plant((id - kPlant) / n_, (id - kPlant) % n_);
    if (id < tokenBase())
        return Action::cut(id - cutBase());
    if (id < waterBase())
        return Action::token(id - tokenBase());
    if (id < pruneId())
        return Action::water((id - waterBase()) / n_, (id - waterBase()) % n_);
    if (id == pruneId())
        return Action::prune();
    if (id == rakeId())
        return Action::rake();
    if (id == passId())
        return Action::pass();
    long long rank = id - orderBase_;
    int m = 1;
    while (m < l_ && rank >= lengthBase_[static_cast<std::size_t>(m + 1)])
        ++m;
    rank -= lengthBase_[static_cast<std::size_t>(m)];
    std::vector<int> unused(static_cast<std::size_t>(n_));
    for (int i = 0; i < n_; ++i)
        unused[static_cast<std::size_t>(i)] = i;
    std::vector<int> cards;
    for (int i = 0; i < m; ++i) {
        const long long q = arrangements(n_ - i - 1, m - i - 1);
        const auto k = static_cast<std::size_t>(rank / q);
        rank %= q;
        cards.push_back(unused[k]);
        unused.erase(unused.begin() + static_cast<std::ptrdiff_t>(k));
    }
    return Action::orderOf(cards);
}

std::string ActionCodec::text(const Action& a) const {
    using K = Action::Kind;
    const auto pot = [&] { return std::to_string(a.pot + 1); };
    switch (a.kind) {
    case K::Grow:
        return "grow";
    case K::Pot:
        return "pot " + pot();
    case K::Plant:
        return "plant " + pot() + " " + c_->cardId(a.card);
    case K::Cut:
        return "cut " + pot();
    case K::Token:
        return "token " + pot();
    case K::Water:
        return "water " + pot() + " " + c_->cardId(a.card);
    case K::Prune:
        return "prune";
    case K::Rake:
        return "rake";
    case K::Pass:
        return "pass";
    case K::Order: {
        std::string s = "order";
        for (int i = 0; i < a.count; ++i)
            s += " " + c_->cardId(a.order[static_cast<std::size_t>(i)]);
        return s;
    }
    }
    return {};
}

std::optional<Action> ActionCodec::parse(std::string_view text, std::string* error) const {
    std::vector<std::string_view> tokens;
    for (std::size_t start = 0;;) {
        const std::size_t space = text.find(' ', start);
        tokens.push_back(
            text.substr(start, space == std::string_view::npos ? space : space - start));
        if (space == std::string_view::npos)
            break;
        start = space + 1;
    }
    const std::string_view verb = tokens[0];
    const std::size_t args = tokens.size() - 1;
    const auto card = [&](std::string_view id) -> std::optional<int> {
        const auto k = c_->cardIndex(id);
        if (!k)
            fail(error, "no card is called " + engine::shown(id));
        return k;
    };
    const auto potArg = [&]() -> std::optional<int> {
        const auto p = potNumber(tokens[1]);
        if (!p)
            fail(error, "a pot is 1, 2, 3 or 4, not " + engine::shown(tokens[1]));
        return p;
    };
    struct Simple {
        std::string_view verb;
        Action action;
    };
    for (const Simple& s : {Simple{"grow", Action::grow()}, Simple{"prune", Action::prune()},
                            Simple{"rake", Action::rake()}, Simple{"pass", Action::pass()}})
        if (verb == s.verb) {
            if (args != 0) {
                fail(error, std::string(verb) + " takes nothing after it");
                return std::nullopt;
            }
            return s.action;
        }
    if (verb == "pot" || verb == "cut" || verb == "token") {
        if (args != 1) {
            fail(error, std::string(verb) + " takes one pot number (1 to 4)");
            return std::nullopt;
        }
        const auto p = potArg();
        if (!p)
            return std::nullopt;
        return verb == "pot"   ? Action::potK(*p)
               : verb == "cut" ? Action::cut(*p)
                               : Action::token(*p);
    }
    if (verb == "plant" || verb == "water") {
        if (args != 2) {
            fail(error, std::string(verb) + " takes a pot number and a card id");
            return std::nullopt;
        }
        const auto p = potArg();
        if (!p)
            return std::nullopt;
        const auto c = card(tokens[2]);
        if (!c)
            return std::nullopt;
        return verb == "plant" ? Action::plant(*p, *c) : Action::water(*p, *c);
    }
    if (verb == "order") {
        if (args < 1 || static_cast<int>(args) > c_->rules.rakeCards ||
            static_cast<int>(args) > l_) {
            fail(error, "order lists the raked cards, 1 to " + std::to_string(l_) + " card ids");
            return std::nullopt;
        }
        std::vector<int> cards;
        for (std::size_t i = 1; i < tokens.size(); ++i) {
            const auto c = card(tokens[i]);
            if (!c)
                return std::nullopt;
            if (std::find(cards.begin(), cards.end(), *c) != cards.end()) {
                fail(error, "order lists " + engine::shown(tokens[i]) + " twice");
                return std::nullopt;
            }
            cards.push_back(*c);
        }
        return Action::orderOf(cards);
    }
    fail(error, "an action is grow, pot, plant, cut, token, water, prune, rake, order or pass");
    return std::nullopt;
}

} // namespace blossoms
