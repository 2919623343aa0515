// What a seat may know (R-PE-PRIV-1), worlds dealt from it, and the action language (CLI.md
// "Actions as text").
#include "petals/rules/game.h"

#include "engine/input.h"

#include <algorithm>

namespace petals {

namespace {

// The removals everybody saw: the ladybug cards, when the rule for this player count removes
// them (R-PE-SETUP-1); the others were removed face down.
std::vector<int> publicRemovals(const Game& g) {
    std::vector<int> out;
    const auto rule = g.components().rules.removal.find(g.seats());
    const bool ladybugs = rule != g.components().rules.removal.end() && rule->second.ladybug;
    for (int c : g.dealt().removed)
        if (ladybugs && g.components().cards[static_cast<std::size_t>(c)].ladybug)
            out.push_back(c);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

SeatView Game::viewFor(int seat) const {
    SeatView v;
    v.seat_ = seat;
    v.publicRemoved_ = publicRemovals(*this);
    v.pileSize_ = static_cast<int>(pile_.size());
    std::vector<bool> seen(components_->cards.size(), false);
    for (const Lying& l : table_)
        seen[static_cast<std::size_t>(l.card)] = true;
    for (const LastCard& l : last_)
        seen[static_cast<std::size_t>(l.card)] = true;
    for (int c : hands_[static_cast<std::size_t>(seat)])
        seen[static_cast<std::size_t>(c)] = true;
    for (int c : v.publicRemoved_)
        seen[static_cast<std::size_t>(c)] = true;
    for (std::size_t c = 0; c < seen.size(); ++c)
        if (!seen[c])
            v.unseen_.push_back(static_cast<int>(c));
    v.known_ = *this;
    Game& k = v.known_;
    for (std::size_t s = 0; s < hands_.size(); ++s) {
        v.handSizes_.push_back(static_cast<int>(hands_[s].size()));
        if (static_cast<int>(s) != seat)
            k.hands_[s].clear();
    }
    k.pile_.clear();
    // The deal keeps its public parts: the players, the starting cards, the ladybugs removed.
    k.deal_.removed = v.publicRemoved_;
    k.deal_.hands.clear();
    k.deal_.pile.clear();
    k.deal_.seed = 0;
    return v;
}

Game determinize(const SeatView& v, engine::Rng& rng) {
    Game g = v.known_;
    std::vector<int> unseen = v.unseen_;
    rng.shuffle(unseen);
    std::size_t next = 0;
    for (std::size_t s = 0; s < g.hands_.size(); ++s) {
        if (static_cast<int>(s) == v.seat_)
            continue;
        for (int i = 0; i < v.handSizes_[s]; ++i)
            g.hands_[s].push_back(unseen[next++]);
        std::sort(g.hands_[s].begin(), g.hands_[s].end());
    }
    for (int i = 0; i < v.pileSize_; ++i)
        g.pile_.push_back(unseen[next++]);
    // What is left was removed face down; the world's deal is its present, not its past.
    g.deal_.removed.insert(g.deal_.removed.end(),
                           unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
    g.deal_.hands = g.hands_;
    g.deal_.pile = g.pile_;
    return g;
}

std::string Game::actionText(const Action& a) const {
    const auto where = [this](const Action& x) {
        return components_->cards[static_cast<std::size_t>(x.card)].id + " " +
               std::to_string(x.cell.x) + " " + std::to_string(x.cell.y) + " " +
               std::to_string(x.rotation * 90);
    };
    switch (a.kind) {
    case Action::Kind::Place:
        return "place " + where(a);
    case Action::Kind::Score:
        return "score";
    case Action::Kind::Move:
        return "move " + where(a);
    case Action::Kind::Skip:
        return "skip";
    }
    return {};
}

namespace {

bool fail(std::string* error, std::string what) {
    if (error)
        *error = std::move(what);
    return false;
}

} // namespace

std::optional<Action> Game::parseAction(const ComponentSet& c, std::string_view text,
                                        std::string* error) {
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
    if ((verb == "score" || verb == "skip") && tokens.size() == 1)
        return verb == "score" ? Action::score() : Action::skip();
    if (verb != "place" && verb != "move") {
        fail(error, "an action is place, score, move or skip");
        return std::nullopt;
    }
    if (tokens.size() != 5) {
        fail(error, std::string(verb) + " takes a card, x, y and a rotation, separated by single "
                                        "spaces");
        return std::nullopt;
    }
    const auto card = c.cardIndex(tokens[1]);
    if (!card) {
        fail(error, "no card is called " + engine::shown(tokens[1]));
        return std::nullopt;
    }
    const auto x = engine::plainDecimal(tokens[2]), y = engine::plainDecimal(tokens[3]),
               r = engine::plainDecimal(tokens[4]);
    if (!x || !y || *x < kMinCoord || *x > kMaxCoord || *y < kMinCoord || *y > kMaxCoord) {
        fail(error, "x and y are whole numbers from -512 to 511");
        return std::nullopt;
    }
    if (!r || (*r != 0 && *r != 90 && *r != 180 && *r != 270)) {
        fail(error, "a rotation is 0, 90, 180 or 270");
        return std::nullopt;
    }
    return verb == "place" ? Action::place(*card, {*x, *y}, *r / 90)
                           : Action::move(*card, {*x, *y}, *r / 90);
}

} // namespace petals
