// The action codec (CLI.md "Actions as text", include/frosted/rules/action.h) and the legal action
// lists of GameState, checked in random playouts.
#include "frosted/ai/bots.h"
#include "frosted/rules/action.h"
#include "frosted/rules/game.h"
#include "game_access.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace frosted;
using test::data;
using test::dataPtr;

namespace {

std::optional<Action> parse(const std::string& text, std::string* error = nullptr) {
    return parseAction(text, data(), error);
}

} // namespace

TEST(ActionText, EveryFormOfTheTable) {
    const ComponentSet& c = data();
    EXPECT_EQ(actionText(Action::take(3), c), "take 3");
    EXPECT_EQ(actionText(Action::place({Side::Back, 90}, {1, -2}), c), "place back 90 1 -2");
    EXPECT_EQ(actionText(Action::pass(), c), "pass");
    EXPECT_EQ(actionText(Action::playCard(*c.cardIndex("purple+white")), c), "card purple+white");
    EXPECT_EQ(actionText(Action::claim(*c.objectiveIndex("purple-6")), c), "claim purple-6");
    EXPECT_EQ(actionText(Action::endTurn(), c), "done");
    EXPECT_EQ(parse("take 3"), Action::take(3));
    EXPECT_EQ(parse("place back 90 1 -2"), Action::place({Side::Back, 90}, {1, -2}));
    EXPECT_EQ(parse("place front 270 0 0"), Action::place({Side::Front, 270}, {0, 0}));
    EXPECT_EQ(parse("card purple+white"), Action::playCard(*c.cardIndex("purple+white")));
    EXPECT_EQ(parse("claim purple-6"), Action::claim(*c.objectiveIndex("purple-6")));
    EXPECT_EQ(parse("pass"), Action::pass());
    EXPECT_EQ(parse("done"), Action::endTurn());
}

TEST(ActionText, AnythingElseIsRefusedWithAReason) {
    for (const char* bad : {"",
                            " ",
                            "take",
                            "take 0",
                            "take -1",
                            "take 1 2",
                            "take x",
                            "take 01",
                            "take +2",
                            "Take 1",
                            "take  1",
                            " take 1",
                            "take 1 ",
                            "take\t1",
                            "place",
                            "place front 45 0 0",
                            "place side 0 0 0",
                            "place front 0 0",
                            "place front 0 0 0 0",
                            "place front 0 a 0",
                            "place front 0 -0 0",
                            "place front 0 99999999 0",
                            "card",
                            "card rainbow",
                            "card purple white",
                            "claim purple-99",
                            "claim",
                            "pass 1",
                            "done now",
                            "end",
                            "DONE",
                            "take 1\n",
                            "card purple+white\r"}) {
        std::string error;
        EXPECT_FALSE(parse(bad, &error).has_value()) << "\"" << bad << "\"";
        EXPECT_FALSE(error.empty()) << "\"" << bad << "\"";
        EXPECT_EQ(error.find('\n'), std::string::npos) << "one-line message";
    }
    std::string error;
    parse(std::string("card ") + std::string(100000, 'x'), &error);
    EXPECT_LT(error.size(), 200u) << "an echoed id is cut short";
}

TEST(ActionIds, DenseAndTheInverseOfEachOther) {
    const ActionIds ids(data());
    std::set<int> seen;
    for (int k = 1; k <= data().rules.marketSlots; ++k)
        seen.insert(ids.id(Action::take(k)));
    seen.insert(ids.id(Action::pass()));
    for (int card = 0; card < static_cast<int>(data().cards.size()); ++card)
        seen.insert(ids.id(Action::playCard(card)));
    for (int o = 0; o < static_cast<int>(data().objectives.size()); ++o)
        seen.insert(ids.id(Action::claim(o)));
    seen.insert(ids.id(Action::endTurn()));
    EXPECT_EQ(seen.size(), static_cast<std::size_t>(data().rules.marketSlots + 1 + 10 + 21 + 1));
    EXPECT_EQ(*seen.begin(), 0);
    EXPECT_EQ(*seen.rbegin(), ids.count() - 1);
    for (int id : seen)
        EXPECT_EQ(ids.id(ids.action(id)), id);
    // Placements: ordered by side, rotation, x, then y.
    const Action a = Action::place({Side::Front, 0}, {-2, 1});
    const Action b = Action::place({Side::Front, 0}, {-2, 2});
    const Action c = Action::place({Side::Front, 0}, {-1, -5});
    const Action d = Action::place({Side::Front, 90}, {-9, -9});
    const Action e = Action::place({Side::Back, 0}, {-9, -9});
    EXPECT_LT(ids.id(a), ids.id(b));
    EXPECT_LT(ids.id(b), ids.id(c));
    EXPECT_LT(ids.id(c), ids.id(d));
    EXPECT_LT(ids.id(d), ids.id(e));
    for (const Action& x : {a, b, c, d, e})
        EXPECT_EQ(ids.action(ids.id(x)), x);
    EXPECT_EQ(ids.id(Action::place({Side::Front, 0}, {5000, 0})), -1);
    EXPECT_EQ(ids.id(Action::take(0)), -1);
    EXPECT_EQ(ids.id(Action::playCard(99)), -1);
}

TEST(LegalActions, RandomPlayoutsListExactlyWhatTheRulesAccept) {
    // In random playouts of every player count: legalActions() is sorted by id and unique;
    // every listed action is accepted by check(), prints and parses back to itself; and
    // actions near the listed ones that are not listed are refused by check().
    const ActionIds ids(data());
    for (int game = 0; game < 25; ++game) {
        SetupSpec s;
        const bool solo = game % 5 == 4;
        const int n = solo ? 1 : 1 + game % 4;
        for (int i = 0; i < n; ++i)
            s.players.push_back("P" + std::to_string(i));
        s.solo = solo;
        s.seed = 500 + static_cast<std::uint64_t>(game);
        GameState g = GameState::setup(dataPtr(), s);
        Rng rng(static_cast<std::uint64_t>(game));
        while (!g.isOver()) {
            const std::vector<Action> legal = g.legalActions();
            ASSERT_FALSE(legal.empty());
            std::vector<int> order;
            for (const Action& a : legal) {
                const int id = ids.id(a);
                ASSERT_GE(id, 0);
                order.push_back(id);
                ASSERT_TRUE(g.check(a)) << actionText(a, data());
                const std::string text = actionText(a, data());
                ASSERT_EQ(parse(text), a) << text;
                ASSERT_EQ(ids.action(id), a);
            }
            ASSERT_TRUE(std::is_sorted(order.begin(), order.end()));
            ASSERT_EQ(std::adjacent_find(order.begin(), order.end()), order.end());
            // Probes outside the list: every take, card, claim, pass and done; placements
            // around each listed one in every orientation.
            std::vector<Action> probes = {Action::pass(), Action::endTurn()};
            for (int k = 0; k <= 7; ++k)
                probes.push_back(Action::take(k));
            for (int card = 0; card < 10; ++card)
                probes.push_back(Action::playCard(card));
            for (int o = 0; o < 21; ++o)
                probes.push_back(Action::claim(o));
            if (g.phase() == Phase::PlaceTile) {
                const Point lo = g.player(g.currentSeat()).garden.minCorner();
                const Point hi = g.player(g.currentSeat()).garden.maxCorner();
                for (int o = 0; o < 8; ++o)
                    for (int y = lo.y - 6; y <= hi.y + 2; y += 1 + static_cast<int>(rng.below(3)))
                        for (int x = lo.x - 6; x <= hi.x + 2;
                             x += 1 + static_cast<int>(rng.below(3)))
                            probes.push_back(
                                Action::place({static_cast<Side>(o / 4), (o % 4) * 90}, {x, y}));
            }
            for (const Action& p : probes) {
                const bool listed = std::find(legal.begin(), legal.end(), p) != legal.end();
                ASSERT_EQ(static_cast<bool>(g.check(p)), listed)
                    << actionText(p, data()) << " in phase " << name(g.phase());
            }
            ASSERT_TRUE(g.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]));
        }
        EXPECT_TRUE(g.legalActions().empty());
    }
}

TEST(LegalActions, TurnActionsIsTheOneTurnToActionsMapping) {
    TurnChoices t;
    t.take = 2;
    t.place = PlacementOption{{Side::Back, 90}, {1, -2}};
    t.card = 4;
    t.claims = {3, 7};
    const std::vector<Action> a = turnActions(t);
    EXPECT_EQ(a, (std::vector<Action>{Action::take(2), Action::place({Side::Back, 90}, {1, -2}),
                                      Action::playCard(4), Action::claim(3), Action::claim(7),
                                      Action::endTurn()}));
    TurnChoices none;
    none.card = 1;
    EXPECT_EQ(turnActions(none), (std::vector<Action>{Action::pass(), Action::pass(),
                                                      Action::playCard(1), Action::endTurn()}));
    // choicesOf() reads a played turn back into the same choices.
    GameState g = GameState::setup(dataPtr(), [] {
        SetupSpec s;
        s.players = {"Ada", "Ben"};
        s.seed = 12;
        return s;
    }());
    Rng rng(2);
    while (g.log().empty())
        ASSERT_TRUE(g.apply(chooseGreedy(test::toPlay(g))));
    const std::vector<Action> replayed = turnActions(choicesOf(std::get<PlayerTurn>(g.log()[0])));
    EXPECT_EQ(replayed, g.actions());
}
