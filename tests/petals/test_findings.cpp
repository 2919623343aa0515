// The findings of Petals' soak and fuzz targets (docs/reliability.md "Fuzzing", "Soak"), each
// replayed as a normal test.
#include "petals/rules/data_loader.h"
#include "petals/rules/game.h"
#include "petals/rules/save.h"

#include <gtest/gtest.h>

using namespace petals;

namespace {

const ComponentsPtr& shipped() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

// A game played at random until its step is `step`.
Game reachStep(Step step, std::uint64_t seed) {
    for (;; ++seed) {
        Game g = Game::deal(shipped(), 2, Variant::Standard, seed);
        engine::Rng rng(seed);
        while (!g.isOver() && g.step() != step) {
            const auto legal = g.legalActions();
            g.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
        }
        if (g.step() == step)
            return g;
    }
}

} // namespace

// Soak: `score` and `skip` with a card, a cell or a rotation left in them were accepted and kept
// as they were, and the save (which writes them as words) then loaded to another game.
TEST(PetalsFindings, ScoreAndSkipAreKeptInTheirOneForm) {
    for (const Step step : {Step::Effect, Step::Move}) {
        Game g = reachStep(step, 1);
        Action a = step == Step::Effect ? Action::score() : Action::skip();
        a.card = 3;
        a.cell = {4, -2};
        a.rotation = 2;
        ASSERT_TRUE(g.apply(a));
        EXPECT_EQ(g.history().back(), step == Step::Effect ? Action::score() : Action::skip());
        EXPECT_TRUE(loadSave(shipped(), saveText(g)) == g);
    }
}
