// The daily solo garden and the garden of the week (issue 19, challenge.h): seeds stable and
// apart per day, week and release; ISO weeks at year boundaries; the deals of a date frozen
// (ring, objectives, decks), independent of the names, and the weekly table's computer player.
#include "frosted/lab/challenge.h"

#include "deal_ids.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <set>

namespace frosted {
namespace {

using test::objectiveIds;
using test::ringIds;

std::vector<std::string> handIds(const GameState& g, int seat) {
    std::vector<std::string> ids;
    for (int c : g.player(seat).hand)
        ids.push_back(g.components().cards[static_cast<std::size_t>(c)].id);
    return ids;
}

std::string startingTileId(const GameState& g, int seat) {
    return g.components().startingTiles[static_cast<std::size_t>(g.player(seat).startingTile)].id;
}

TEST(Challenge, HashIsFnv1aThenSplitMixFinaliser) {
    // FNV-1a 64 of the empty text is its offset basis; the finaliser of that, computed by hand.
    std::uint64_t h = 0xcbf29ce484222325ull;
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
    EXPECT_EQ(stableHash(""), h ^ (h >> 31));
    EXPECT_NE(stableHash("a"), stableHash("b"));
    EXPECT_EQ(dailyName({2026, 12, 2}, "0.4.0"), "frosted-blooms/daily/0.4.0/2026-12-02");
    EXPECT_EQ(weeklyName({2026, 49}, "0.4.0"), "frosted-blooms/weekly/0.4.0/2026-W49");
    EXPECT_EQ(dailySeed(2026, 12, 2, "0.4.0"), stableHash("frosted-blooms/daily/0.4.0/2026-12-02"));
    EXPECT_EQ(weeklySeed(2026, 49, "0.4.0"), stableHash("frosted-blooms/weekly/0.4.0/2026-W49"));
}

TEST(Challenge, SeedsAreTheSameForTheSameDayAndApartOtherwise) {
    EXPECT_EQ(dailySeed(2026, 12, 2, "0.4.0"), dailySeed(CivilDate{2026, 12, 2}, "0.4.0"));
    // Every day of two years, and the weeks: all different, and different per release.
    std::set<std::uint64_t> seen;
    CivilDate d{2026, 1, 1};
    for (int i = 0; i < 731; ++i, d = addDays(d, 1)) {
        EXPECT_TRUE(seen.insert(dailySeed(d, "0.4.0")).second) << isoText(d);
        EXPECT_TRUE(seen.insert(dailySeed(d, "0.4.1")).second) << isoText(d);
    }
    for (int year : {2026, 2027})
        for (int week = 1; week <= isoWeeksIn(year); ++week) {
            EXPECT_TRUE(seen.insert(weeklySeed(year, week, "0.4.0")).second) << week;
            EXPECT_TRUE(seen.insert(weeklySeed(year, week, "0.5.0")).second) << week;
        }
    EXPECT_NE(dailySeed(2026, 12, 2, "0.4.0"), dailySeed(2026, 12, 3, "0.4.0"));
    EXPECT_NE(weeklySeed(2026, 49, "0.4.0"), weeklySeed(2026, 50, "0.4.0"));
}

TEST(Challenge, IsoWeeksAtYearBoundaries) {
    EXPECT_EQ(isoWeekOf({2026, 12, 31}), (IsoWeek{2026, 53})); // a Thursday
    EXPECT_EQ(isoWeekOf({2027, 1, 1}), (IsoWeek{2026, 53}));   // Friday of that week
    EXPECT_EQ(isoWeekOf({2027, 1, 3}), (IsoWeek{2026, 53}));   // its Sunday
    EXPECT_EQ(isoWeekOf({2027, 1, 4}), (IsoWeek{2027, 1}));    // Monday of week 1
    EXPECT_EQ(isoWeekOf({2020, 12, 31}), (IsoWeek{2020, 53}));
    EXPECT_EQ(isoWeekOf({2021, 1, 3}), (IsoWeek{2020, 53}));
    EXPECT_EQ(isoWeekOf({2021, 1, 4}), (IsoWeek{2021, 1}));
    EXPECT_EQ(isoWeekOf({2024, 12, 30}), (IsoWeek{2025, 1})); // a Monday in next year's week 1
    EXPECT_EQ(isoWeekOf({2025, 12, 29}), (IsoWeek{2026, 1}));
    EXPECT_EQ(isoWeekOf({2026, 12, 2}), (IsoWeek{2026, 49}));
    EXPECT_EQ(isoWeekOf({2024, 2, 29}), (IsoWeek{2024, 9}));
    EXPECT_EQ(isoWeeksIn(2020), 53);
    EXPECT_EQ(isoWeeksIn(2026), 53);
    EXPECT_EQ(isoWeeksIn(2027), 52);
    EXPECT_EQ(mondayOf({2026, 49}), (CivilDate{2026, 11, 30}));
    EXPECT_EQ(mondayOf({2026, 53}), (CivilDate{2026, 12, 28}));
    EXPECT_EQ(mondayOf({2027, 1}), (CivilDate{2027, 1, 4}));
    // Every day of several years: seven days a week, the weeks numbered without a gap.
    CivilDate d{2019, 12, 30}; // Monday of 2020-W01
    IsoWeek expected{2020, 1};
    for (int i = 0; i < 7 * 320; ++i, d = addDays(d, 1)) {
        if (i > 0 && i % 7 == 0)
            expected = expected.week == isoWeeksIn(expected.year)
                           ? IsoWeek{expected.year + 1, 1}
                           : IsoWeek{expected.year, expected.week + 1};
        ASSERT_EQ(isoWeekOf(d), expected) << isoText(d);
        ASSERT_EQ(mondayOf(expected), addDays(d, -(i % 7)));
    }
}

TEST(Challenge, DatesAndWeeksReadAndWrittenAsIsoText) {
    EXPECT_EQ(isoText(CivilDate{2026, 1, 5}), "2026-01-05");
    EXPECT_EQ(isoText(IsoWeek{2026, 3}), "2026-W03");
    EXPECT_EQ(parseIsoDate("2026-12-02"), (CivilDate{2026, 12, 2}));
    EXPECT_EQ(parseIsoDate("2024-02-29"), (CivilDate{2024, 2, 29}));
    for (const char* bad : {"2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-12-02",
                            "2026/12/02", "2026-12-02x", "", "abcd-ef-gh", "2026-04-31"})
        EXPECT_FALSE(parseIsoDate(bad)) << bad;
    EXPECT_EQ(parseIsoWeek("2026-W53"), (IsoWeek{2026, 53}));
    for (const char* bad : {"2027-W53", "2026-W00", "2026-W54", "2026-49", "2026-w49", "2026-W4"})
        EXPECT_FALSE(parseIsoWeek(bad)) << bad;
}

// R-TURN-1, R-MG-1: the daily deal of 2 December 2026 for release 0.4.0, frozen. A change here
// changes every player's daily garden: only with a new release.
TEST(Challenge, DailyDealOfADateIsFrozen) {
    const GameState g = dailyGame(test::dataPtr(), {2026, 12, 2}, "0.4.0", "Ada");
    EXPECT_TRUE(g.solo());
    EXPECT_EQ(g.seed(), dailySeed(2026, 12, 2, "0.4.0"));
    EXPECT_EQ(ringIds(g), (std::vector<std::string>{"-", "T27", "T08", "T43", "T03", "T35"}));
    EXPECT_EQ(objectiveIds(g),
              (std::vector<std::string>{"white-6", "white-8", "white-10", "worker-3", "barn-2",
                                        "barn-4", "windmill-2", "windmill-3"}));
    EXPECT_EQ(startingTileId(g, 0), "S-blue");
    EXPECT_EQ(handIds(g, 0), (std::vector<std::string>{"white", "red", "red+white"}));
    EXPECT_EQ(g.components().gardenerCards[static_cast<std::size_t>(g.gardener().deck.front())].id,
              "MG12");
    EXPECT_TRUE(isDailyGame(g, {2026, 12, 2}, "0.4.0"));
    EXPECT_FALSE(isDailyGame(g, {2026, 12, 3}, "0.4.0"));
    EXPECT_FALSE(isDailyGame(g, {2026, 12, 2}, "0.4.1"));
    EXPECT_FALSE(isWeeklyGame(g, {2026, 49}, "0.4.0"));
}

TEST(Challenge, WeeklyDealOfAWeekIsFrozen) {
    const GameState g = weeklyGame(test::dataPtr(), {2026, 49}, "0.4.0", "Ada", "Hazel");
    EXPECT_FALSE(g.solo());
    ASSERT_EQ(g.seatCount(), 2);
    EXPECT_EQ(g.seed(), weeklySeed(2026, 49, "0.4.0"));
    EXPECT_EQ(ringIds(g), (std::vector<std::string>{"-", "T32", "T39", "T33", "T19", "T29"}));
    EXPECT_EQ(objectiveIds(g),
              (std::vector<std::string>{"purple-6", "purple-8", "red-10", "white-6", "white-8",
                                        "water-6", "barn-2", "barn-3"}));
    // Who starts is drawn from the seed (R-TURN-1): the same for everybody that week.
    EXPECT_EQ(g.player(0).name, "Hazel");
    EXPECT_EQ(handIds(g, 1), (std::vector<std::string>{"red+water", "white", "white+water"}));
    EXPECT_EQ(startingTileId(g, 0), "S-blue");
    EXPECT_EQ(startingTileId(g, 1), "S-green");
    // One hard computer player, the other seat a person.
    int hard = 0, people = 0;
    for (int seat = 0; seat < 2; ++seat) {
        if (g.isComputer(seat)) {
            EXPECT_EQ(g.computers()[static_cast<std::size_t>(seat)], "hard");
            EXPECT_EQ(g.player(seat).name, "Hazel");
            ++hard;
        } else {
            EXPECT_EQ(g.player(seat).name, "Ada");
            ++people;
        }
    }
    EXPECT_EQ(hard, 1);
    EXPECT_EQ(people, 1);
    EXPECT_TRUE(isWeeklyGame(g, {2026, 49}, "0.4.0"));
    EXPECT_FALSE(isWeeklyGame(g, {2026, 50}, "0.4.0"));
    EXPECT_FALSE(isDailyGame(g, {2026, 12, 2}, "0.4.0"));
}

// The person's name is theirs: it never changes the deal.
TEST(Challenge, DealsDoNotDependOnTheNames) {
    const ComponentsPtr c = test::dataPtr();
    const GameState a = dailyGame(c, {2026, 12, 2}, "0.4.0", "Ada");
    const GameState b = dailyGame(c, {2026, 12, 2}, "0.4.0", "Zoë with a long name");
    EXPECT_EQ(ringIds(a), ringIds(b));
    EXPECT_EQ(objectiveIds(a), objectiveIds(b));
    EXPECT_EQ(a.player(0).hand, b.player(0).hand);
    EXPECT_EQ(a.player(0).deck, b.player(0).deck);
    EXPECT_EQ(a.player(0).startingTile, b.player(0).startingTile);
    EXPECT_EQ(a.gardener().deck, b.gardener().deck);
    EXPECT_EQ(a.bagSize(), b.bagSize());

    const GameState w1 = weeklyGame(c, {2026, 49}, "0.4.0", "Ada", "Hazel");
    const GameState w2 = weeklyGame(c, {2026, 49}, "0.4.0", "Zz", "Aa");
    EXPECT_EQ(ringIds(w1), ringIds(w2));
    EXPECT_EQ(objectiveIds(w1), objectiveIds(w2));
    for (int seat = 0; seat < 2; ++seat) {
        EXPECT_EQ(w1.player(seat).hand, w2.player(seat).hand);
        EXPECT_EQ(w1.player(seat).deck, w2.player(seat).deck);
        EXPECT_EQ(w1.player(seat).startingTile, w2.player(seat).startingTile);
        // The person sits in the same seat whatever the names.
        EXPECT_EQ(w1.isComputer(seat), w2.isComputer(seat));
    }
    // Another day, another deal.
    const GameState other = dailyGame(c, {2026, 12, 3}, "0.4.0", "Ada");
    EXPECT_TRUE(ringIds(other) != ringIds(a) || objectiveIds(other) != objectiveIds(a) ||
                other.player(0).hand != a.player(0).hand);
}

TEST(Challenge, NamesThatCannotSitTogetherAreRefused) {
    const ComponentsPtr c = test::dataPtr();
    EXPECT_THROW(weeklyGame(c, {2026, 49}, "0.4.0", "Hazel", "Hazel"), SetupError);
    EXPECT_THROW(dailyGame(c, {2026, 12, 2}, "0.4.0", kGardenerName), SetupError);
}

// A game of the same seed dealt another way (other starting tiles, a position) is not the
// challenge.
TEST(Challenge, OnlyTheChallengesDealIsTheChallenge) {
    const ComponentsPtr c = test::dataPtr();
    SetupSpec spec = dailySpec(*c, dailySeed(2026, 12, 2, "0.4.0"), "Ada");
    for (const StartingTile& t : c->startingTiles)
        if (t.id != spec.startingTiles.front()) {
            spec.startingTiles = {t.id};
            break;
        }
    EXPECT_FALSE(isDailyGame(GameState::setup(c, spec), {2026, 12, 2}, "0.4.0"));
    GameState w = weeklyGame(c, {2026, 49}, "0.4.0", "Ada", "Hazel");
    w.setComputers({});
    EXPECT_FALSE(isWeeklyGame(w, {2026, 49}, "0.4.0"));
}

} // namespace
} // namespace frosted
