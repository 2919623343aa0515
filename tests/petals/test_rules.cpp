// Petals' rules (spec/petals/RULES.md): the worked examples of §12 staged with the shipped cards,
// the setup's card accounting, moves allowed and refused, and random games checked at every step.
#include "petals/rules/data_loader.h"
#include "petals/rules/game.h"
#include "petals/rules/points.h"
#include "staging.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>

using namespace petals;

using namespace petals::testing;

TEST(PetalsData, TheShippedSetLoads) {
    const ComponentSet& c = *shipped();
    EXPECT_EQ(c.cards.size(), 38u);
    EXPECT_EQ(
        std::count_if(c.cards.begin(), c.cards.end(), [](const Card& k) { return k.ladybug; }), 3);
    EXPECT_EQ(c.cards[0].text(), "F3 W1 E2 A1");
    EXPECT_EQ(c.cards[1].text(), "W1 A3 F* E3");
    EXPECT_EQ(c.trackers[3].colour, "blue");
    EXPECT_EQ(c.rules.removal.at(3).random, 2);
    EXPECT_EQ(c.contentHash.size(), 16u);
}

// R-PE-CARD-3: C01 `F3 W1 E2 A1` at 90 shows Air 1 north, Fire 3 east, Water 1 south, Earth 2
// west.
TEST(PetalsRules, R_PE_CARD_3_RotationTurnsTheEdgesClockwise) {
    const ComponentSet& c = *shipped();
    const int c01 = id("C01");
    EXPECT_EQ(c.facing(c01, 1, 0).flower, Element::Air);
    EXPECT_EQ(c.facing(c01, 1, 0).number, 1);
    EXPECT_EQ(c.facing(c01, 1, 1).flower, Element::Fire);
    EXPECT_EQ(c.facing(c01, 1, 2).flower, Element::Water);
    EXPECT_EQ(c.facing(c01, 1, 3).flower, Element::Earth);
    EXPECT_EQ(c.facing(c01, 1, 3).number, 2);
}

TEST(PetalsRules, Example1_MatchingFlowers) {
    Game g = example(lie("C05", -1, -1, 180), lie("C03", 0, 0, 270), "C01");
    ASSERT_TRUE(g.apply(place("C01", 0, -1, 90)));
    ASSERT_EQ(g.log().size(), 1u);
    EXPECT_EQ(g.log()[0].effect, EffectKind::None);
    EXPECT_EQ(g.log()[0].placedPoints, pts(0, 0, 3, 3));
    EXPECT_EQ(g.scores(0), pts(0, 0, 3, 3));
    EXPECT_TRUE(g.log()[0].drew);
    EXPECT_EQ(g.toAct(), 1);
}

TEST(PetalsRules, Example2_MatchingNumbersScoreEachOnItsOwnFlower) {
    Game g = example(lie("C01", -1, -1, 90), lie("C03", 0, 0, 270), "C21");
    ASSERT_TRUE(g.apply(place("C21", 0, -1, 0)));
    EXPECT_EQ(g.scores(0), pts(5, 3, 0, 2)); // R-PE-MATCH-5
}

TEST(PetalsRules, Example3_SimpleEffectScoreOrMove) {
    const auto setup = [] {
        Game g =
            example(lie("C08", -1, -1, 270), lie("C12", 0, 0, 270), "C29", lie("C01", 1, 1, 0));
        EXPECT_TRUE(g.apply(place("C29", 0, -1, 90)));
        return g;
    };
    Game g = setup();
    ASSERT_EQ(g.step(), Step::Effect);
    EXPECT_EQ(g.pendingEffect(), EffectKind::Simple);
    EXPECT_EQ(g.scores(0), pts(0, 0, 0, 0)); // nothing yet
    const std::vector<Action> legal = g.legalActions();
    ASSERT_FALSE(legal.empty());
    EXPECT_EQ(legal.front(), Action::score());
    EXPECT_EQ(legal.size(), 49u); // score and 48 moves: C01 to 7 cells, C12 to 5, 4 rotations
    EXPECT_EQ(std::count_if(legal.begin(), legal.end(),
                            [](const Action& a) {
                                return a.kind == Action::Kind::Move && a.card == id("C01");
                            }),
              28);
    // R-PE-MOVE-2: the triggering cards; R-PE-MOVE-5: C12 may not go where it touches only C01.
    EXPECT_EQ(g.check(move("C29", 1, 0, 0)).code, "triggering_card");
    EXPECT_EQ(g.check(move("C08", 1, 0, 0)).code, "triggering_card");
    EXPECT_EQ(g.check(move("C12", 1, 0, 0)).code, "disconnects");

    Game a = g;
    ASSERT_TRUE(a.apply(Action::score()));
    EXPECT_EQ(a.scores(0), pts(0, 0, 0, 4));
    EXPECT_EQ(a.log()[0].choice, Action::Kind::Score);

    ASSERT_TRUE(g.apply(move("C01", -1, 0, 90))); // option B: the moved card only
    EXPECT_EQ(g.scores(0), pts(6, 1, 0, 0));
    const TurnRecord& r = g.log()[0];
    EXPECT_EQ(r.placedPoints, pts(0, 0, 0, 4));
    EXPECT_EQ(r.triggeredBy, std::vector<int>{id("C08")});
    EXPECT_EQ(r.choice, Action::Kind::Move);
    EXPECT_EQ(*r.movedFrom, lie("C01", 1, 1, 0));
    EXPECT_EQ(*r.movedPoints, pts(6, 1, 0, 0));
    EXPECT_EQ(r.points, pts(6, 1, 0, 0));
}

TEST(PetalsRules, Example4_DoubleEffectScoresAtOnceThenMoveOrSkip) {
    Game g = example(lie("C02", -1, -1, 270), lie("C03", 0, 0, 270), "C26", lie("C01", 1, 1, 0));
    ASSERT_TRUE(g.apply(place("C26", 0, -1, 270)));
    ASSERT_EQ(g.step(), Step::Move);
    EXPECT_EQ(g.pendingEffect(), EffectKind::Double);
    EXPECT_EQ(g.scores(0), pts(0, 2, 0, 2)); // at once (R-PE-EFFECT-4)
    const auto legal = g.legalActions();
    EXPECT_EQ(legal.back(), Action::skip());
    EXPECT_EQ(g.check(Action::score()).code, "wrong_step");
    Game skipped = g;
    ASSERT_TRUE(skipped.apply(Action::skip()));
    EXPECT_EQ(skipped.scores(0), pts(0, 2, 0, 2));
    ASSERT_TRUE(g.apply(move("C01", -1, 0, 0)));
    EXPECT_EQ(g.scores(0), pts(3, 2, 3, 2));
    EXPECT_EQ(g.log()[0].points, pts(3, 2, 3, 2));
}

// R-PE-END-3: the last card is scored directly, each number on its own flower's tracker.
TEST(PetalsRules, Example5_TheLastCardScoresItsNumbers) {
    Deal d;
    d.start = {lie("C10", -1, -1, 0), lie("C11", 0, 0, 0), lie("C12", 1, 1, 0)};
    d.hands = {{id("C02")}, {id("C01")}};
    const Game g = Game::fromDeal(shipped(), Variant::Standard, d);
    ASSERT_TRUE(g.isOver());
    ASSERT_EQ(g.lastCards().size(), 2u);
    EXPECT_EQ(g.lastCards()[0].points, pts(0, 3, 3, 1));
    EXPECT_EQ(g.scores(0), pts(0, 3, 3, 1));
}

TEST(PetalsRules, Example6_WinningNeedsATrackerThenTheBestTwoLowest) {
    const auto st =
        standingsOf({pts(10, 5, 5, 5), pts(10, 9, 9, 1), pts(3, 3, 3, 3)}, Variant::Standard);
    EXPECT_EQ(st[0].won, (std::array<bool, 4>{true, false, false, true}));
    EXPECT_EQ(st[1].won, (std::array<bool, 4>{true, true, true, false}));
    EXPECT_FALSE(st[2].eligible);
    EXPECT_FALSE(st[2].rank.has_value());
    EXPECT_EQ(st[0].total, 10);
    EXPECT_EQ(st[1].total, 10);
    EXPECT_EQ(st[0].rank, 1); // the higher lowest tracker breaks the tie
    EXPECT_EQ(st[1].rank, 2);
}

TEST(PetalsRules, Example7_HarmonyWinsByTheSmallestSpread) {
    const std::vector<Points> s = {pts(20, 12, 12, 14), pts(13, 13, 11, 11)};
    const auto standard = standingsOf(s, Variant::Standard);
    EXPECT_EQ(standard[0].total, 24);
    EXPECT_EQ(standard[1].total, 22);
    EXPECT_EQ(standard[0].rank, 1);
    const auto harmony = standingsOf(s, Variant::Harmony);
    EXPECT_EQ(harmony[0].spread, 8);
    EXPECT_EQ(harmony[1].spread, 2);
    EXPECT_EQ(harmony[1].rank, 1);
    EXPECT_EQ(harmony[0].rank, 2);
}

// R-PE-WIN-1: a tracker at 0 for everybody is won by everybody; ties share a rank.
TEST(PetalsRules, R_PE_WIN_1_TiesAtTheTopAllWinEvenAtZero) {
    const auto st = standingsOf({pts(4, 0, 2, 2), pts(4, 0, 2, 2)}, Variant::Standard);
    for (const Standing& s : st) {
        EXPECT_EQ(s.won, (std::array<bool, 4>{true, true, true, true}));
        EXPECT_EQ(s.rank, 1);
    }
}

namespace {
// §7's small cases: a row A B C, D alone far off; an effect pending elsewhere (C08 above C29,
// a different symbol pair) so that moves may be asked about.
Game rowAndLoneCard(std::vector<Lying> extra = {}) {
    std::vector<Lying> table = {lie("C01", 0, 0, 0), lie("C03", 1, 0, 0), lie("C04", 2, 0, 0),
                                lie("C06", 5, 5, 0), lie("C08", 10, 10, 0)};
    table.insert(table.end(), extra.begin(), extra.end());
    Game g = staged(table, {"C29", "C10"});
    EXPECT_TRUE(g.apply(place("C29", 10, 11, 180)));
    EXPECT_EQ(g.step(), Step::Effect);
    return g;
}
} // namespace

TEST(PetalsRules, Example8_R_PE_MOVE_5_MovesNeverDisconnect) {
    const Game g = rowAndLoneCard();
    EXPECT_EQ(g.check(move("C03", 0, 1, 0)).code, "disconnects"); // B splits A from C
    EXPECT_EQ(g.check(move("C04", 5, 4, 0)).code, "disconnects"); // C cut off from A B
    EXPECT_TRUE(g.check(move("C04", 1, 1, 0)));                   // C under B
    EXPECT_TRUE(g.check(move("C06", 3, 0, 0)));                   // D was alone: joins the row
    EXPECT_EQ(g.check(move("C04", 2, 0, 90)).code, "same_location");
    EXPECT_EQ(g.check(move("C04", 1, 0, 0)).code, "occupied");
    EXPECT_EQ(g.check(move("C06", 7, 7, 0)).code, "not_adjacent");
    EXPECT_EQ(g.check(move("C02", 3, 0, 0)).code, "not_on_table");
    // With cards under A and C, B may leave the row for (1,1): it links both halves again.
    const Game h = rowAndLoneCard({lie("C07", 0, 1, 0), lie("C09", 2, 1, 0)});
    EXPECT_TRUE(h.check(move("C03", 1, 1, 0)));
    EXPECT_EQ(h.check(move("C03", 0, -1, 0)).code, "disconnects");
    EXPECT_EQ(h.check(move("C03", 1, -1, 0)).code, "not_adjacent"); // its own place does not count
}

TEST(PetalsRules, R_PE_MOVE_3_AnEnclosedCardStays) {
    const Game g = rowAndLoneCard({lie("C07", 1, 1, 0), lie("C09", 1, -1, 0)});
    // B at (1,0) has A, C, and cards above and below: enclosed.
    EXPECT_EQ(g.check(move("C03", 3, 0, 0)).code, "enclosed");
}

TEST(PetalsRules, R_PE_PLACE_RefusalsInTheirOrder) {
    Game g = example(lie("C05", -1, -1, 180), lie("C03", 0, 0, 270), "C01");
    EXPECT_EQ(g.check(place("C11", 0, -1, 0)).code, "not_in_hand");
    EXPECT_EQ(g.check(place("C01", 0, 0, 0)).code, "occupied");
    EXPECT_EQ(g.check(place("C01", 1, -2, 0)).code, "not_adjacent"); // a corner only
    EXPECT_EQ(g.check(Action::score()).code, "wrong_step");
    const Game before = g;
    EXPECT_FALSE(g.apply(place("C01", 5, 5, 0)));
    EXPECT_EQ(g, before); // a refused action changes nothing
}

// R-PE-SETUP-6: removals, pile and turns by player count with the shipped rule values.
TEST(PetalsRules, R_PE_SETUP_6_CardAccountingByPlayerCount) {
    struct Row {
        int players, removed, pile, draws;
    };
    for (const Row& row :
         {Row{2, 3, 28, 14}, Row{3, 5, 24, 8}, Row{4, 3, 24, 6}, Row{5, 0, 25, 5}}) {
        Game g = Game::deal(shipped(), row.players, Variant::Standard, 7u + row.players);
        EXPECT_EQ(static_cast<int>(g.dealt().removed.size()), row.removed);
        EXPECT_EQ(static_cast<int>(g.pile().size()), row.pile);
        EXPECT_EQ(g.table().size(), 3u);
        engine::Rng rng(row.players);
        while (!g.isOver()) {
            const auto legal = g.legalActions();
            ASSERT_FALSE(legal.empty());
            ASSERT_TRUE(g.apply(legal[rng.below(legal.size())]));
        }
        for (int s = 0; s < row.players; ++s) {
            int draws = 0, finals = 0;
            for (const TurnRecord& t : g.log())
                if (t.seat == s)
                    (t.drew ? draws : finals) += 1;
            EXPECT_EQ(draws, row.draws) << row.players << " players, seat " << s;
            EXPECT_EQ(finals, 1);
        }
        EXPECT_EQ(static_cast<int>(g.lastCards().size()), row.players);
    }
}

// Random games for 2-5 players in both variants: legal actions sorted by id and unique, each
// accepted, ids and actions round-trip, scores only grow, every card accounted for.
TEST(PetalsRules, RandomGamesKeepEveryInvariant) {
    for (int players = 2; players <= 5; ++players)
        for (Variant v : {Variant::Standard, Variant::Harmony})
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                Game g = Game::deal(shipped(), players, v, seed * 31 + players);
                engine::Rng rng(seed);
                std::vector<Points> before(static_cast<std::size_t>(players));
                while (!g.isOver()) {
                    const auto legal = g.legalActions();
                    ASSERT_FALSE(legal.empty());
                    for (std::size_t i = 0; i < legal.size(); ++i) {
                        ASSERT_EQ(g.actionOfId(g.actionId(legal[i])), legal[i]);
                        if (i > 0) {
                            ASSERT_LT(g.actionId(legal[i - 1]), g.actionId(legal[i]));
                        }
                    }
                    const Action a = legal[rng.below(legal.size())];
                    ASSERT_TRUE(g.check(a));
                    ASSERT_TRUE(g.apply(a));
                    std::size_t cards =
                        g.table().size() + g.pile().size() + g.dealt().removed.size();
                    for (int s = 0; s < players; ++s) {
                        cards += g.hand(s).size();
                        for (int e = 0; e < kElements; ++e)
                            ASSERT_GE(
                                g.scores(s)[static_cast<std::size_t>(e)],
                                before[static_cast<std::size_t>(s)][static_cast<std::size_t>(e)]);
                        before[static_cast<std::size_t>(s)] = g.scores(s);
                    }
                    if (!g.isOver()) {
                        ASSERT_EQ(cards, shipped()->cards.size());
                    }
                }
                const auto st = g.standings();
                EXPECT_TRUE(std::any_of(st.begin(), st.end(),
                                        [](const Standing& s) { return s.rank == 1; }));
            }
}

// R-PE-MATCH-1..5 side by side (the table's preview): the pairs of contactSides add up to
// contact()'s points and effect, for every legal placement of positions of random games.
TEST(PetalsRules, R_PE_MATCH_SidesAddUpToTheContact) {
    engine::Rng rng(12);
    for (int game = 0; game < 6; ++game) {
        Game g = Game::deal(shipped(), 2 + game % 4, Variant::Standard, 40 + game);
        for (int turn = 0; turn < 12 && !g.isOver(); ++turn) {
            for (const Action& a : g.legalActions()) {
                if (a.kind != Action::Kind::Place)
                    continue;
                const Game::Contact whole = g.contact(a.card, a.cell, a.rotation);
                Points sum{};
                EffectKind effect = EffectKind::None;
                for (const auto& side : g.contactSides(a.card, a.cell, a.rotation)) {
                    if (!side)
                        continue;
                    sum += side->points;
                    if (side->symbolPair && (side->sameSymbol || effect == EffectKind::None))
                        effect = side->sameSymbol ? EffectKind::Double : EffectKind::Simple;
                }
                EXPECT_EQ(sum, whole.points);
                EXPECT_EQ(effect, whole.effect);
            }
            const auto legal = g.legalActions();
            ASSERT_TRUE(g.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]));
        }
    }
}

// R-PE-MATCH-6, R-PE-MOVE-6: pointsOf (petals/rules/points.h), the points an action's card scores
// on the table before it (what the replay viewer and the session's previews say). A placement's
// are its contact pairs there; a move's are those of the card lying at its new cell, its old cell
// empty (seen on the table after the move), and they go to the mover's trackers; score and skip
// put no card down. Every legal action of random games, moves next to their own old cell among
// them (where a card that is not left out would pair with itself).
TEST(PetalsRules, R_PE_MOVE_6_PointsOfAnActionOnTheTableBeforeIt) {
    engine::Rng rng(31);
    int moves = 0, besideItself = 0;
    for (int game = 0; game < 30 && besideItself < 5; ++game) {
        Game g = Game::deal(shipped(), 2 + game % 4,
                            game % 2 ? Variant::Harmony : Variant::Standard, 70 + game);
        while (!g.isOver()) {
            const auto legal = g.legalActions();
            for (const Action& a : legal) {
                const Points p = pointsOf(g, a);
                if (a.kind == Action::Kind::Place) {
                    EXPECT_EQ(p, g.contact(a.card, a.cell, a.rotation).points);
                    continue;
                }
                if (a.kind != Action::Kind::Move) {
                    EXPECT_EQ(p, Points{});
                    continue;
                }
                ++moves;
                Game after = g;
                const int seat = g.toAct();
                const Points before = g.scores(seat);
                ASSERT_TRUE(after.apply(a));
                EXPECT_EQ(p, after.contact(a.card, a.cell, a.rotation).points);
                Points gained = after.scores(seat);
                for (int e = 0; e < kElements; ++e)
                    gained[static_cast<std::size_t>(e)] -= before[static_cast<std::size_t>(e)];
                EXPECT_EQ(gained, p);
                // Where it lay touches where it goes: that side is no pair of the moved card.
                Cell from;
                for (const Lying& l : g.table())
                    if (l.card == a.card)
                        from = l.cell;
                if (std::abs(from.x - a.cell.x) + std::abs(from.y - a.cell.y) == 1)
                    ++besideItself;
            }
            ASSERT_TRUE(g.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]));
        }
    }
    EXPECT_GT(moves, 0);
    EXPECT_GE(besideItself, 5);
}
