// Petals' daily deal (petals/lab/challenge.h, issue 34): one deal per day and release, the same
// whatever the seats are called; a game is the day's only when dealt exactly so.
#include "petals/lab/challenge.h"
#include "petals/rules/module.h"
#include "petals/rules/setup.h"

#include <gtest/gtest.h>

using namespace petals;

namespace {
const engine::CivilDate kDay{2026, 12, 6};
}

TEST(PetalsDaily, TheSeedIsTheStableHashOfTheDaysName) {
    EXPECT_EQ(lab::dailyName(kDay, "1.2.3"), "petals/daily/1.2.3/2026-12-06");
    EXPECT_EQ(lab::dailySeed(kDay, "1.2.3"), engine::stableHash("petals/daily/1.2.3/2026-12-06"));
    // Another day, another release: another deal.
    EXPECT_NE(lab::dailySeed(kDay, "1.2.3"), lab::dailySeed({2026, 12, 7}, "1.2.3"));
    EXPECT_NE(lab::dailySeed(kDay, "1.2.3"), lab::dailySeed(kDay, "1.2.4"));
    // Not Frosted Blooms' daily garden of the same day.
    EXPECT_NE(lab::dailySeed(kDay, "1.2.3"),
              engine::stableHash("frosted-blooms/daily/1.2.3/2026-12-06"));
}

TEST(PetalsDaily, R_PE_SETUP_TheDaysDealIsTheSameWhateverTheNames) {
    const auto& c = Module::components();
    const std::uint64_t seed = lab::dailySeed(kDay, "1.2.3");
    SetupSpec a, b;
    a.names = {"Ada", "Hazel"};
    b.names = {"Zoé", "Rowan"};
    a.seed = b.seed = seed;
    const Deal da = completeDeal(*c, a), db = completeDeal(*c, b);
    EXPECT_EQ(da.hands, db.hands);
    EXPECT_EQ(da.pile, db.pile);
    EXPECT_EQ(da.start, db.start);
    EXPECT_EQ(da.startPlayer, db.startPlayer);
    const Game g = Game::fromDeal(c, Variant::Standard, da);
    EXPECT_TRUE(lab::isDailyGame(g, kDay, "1.2.3"));
    EXPECT_FALSE(lab::isDailyGame(g, {2026, 12, 7}, "1.2.3"));
    EXPECT_FALSE(lab::isDailyGame(g, kDay, "1.2.4"));
    // Harmony, three seats, or a deal changed by hand are not the day's.
    EXPECT_FALSE(lab::isDailyGame(Game::fromDeal(c, Variant::Harmony, da), kDay, "1.2.3"));
    SetupSpec three = a;
    three.names.push_back("Ben");
    EXPECT_FALSE(lab::isDailyGame(Game::fromDeal(c, Variant::Standard, completeDeal(*c, three)),
                                  kDay, "1.2.3"));
    Deal changed = da;
    std::swap(changed.pile.front(), changed.pile.back());
    EXPECT_FALSE(lab::isDailyGame(Game::fromDeal(c, Variant::Standard, changed), kDay, "1.2.3"));
}
