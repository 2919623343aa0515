// The designer's sandbox (sandbox.h): a garden laid in order as evaluate lays it (CLI.md), any
// entry removable, and what the rules see in it.
#include "engine/rng.h"
#include "frosted/ai/bots.h"
#include "frosted/lab/sandbox.h"
#include "frosted/lab/simulate.h"
#include "test_support.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace frosted;
using test::dataPtr;

namespace {

// The gardens of a seeded greedy game at its end: laid with gaps, Workers, Barns.
std::vector<Garden> playedGardens(std::uint64_t seed) {
    SetupSpec spec;
    spec.players = {"Ada", "Ben", "Cy"};
    spec.seed = seed;
    Rng rng(seed);
    const GameState g = playWithBots(GameState::setup(dataPtr(), spec),
                                     {BotKind::Greedy, BotKind::Greedy, BotKind::Greedy}, rng);
    std::vector<Garden> out;
    for (int s = 0; s < g.seatCount(); ++s)
        out.push_back(g.player(s).garden);
    return out;
}

// The same entries laid one by one with add().
Sandbox laidOneByOne(const std::vector<SandboxEntry>& list) {
    Sandbox s(dataPtr());
    for (const SandboxEntry& e : list)
        EXPECT_TRUE(s.add(e.tile, e.orientation, e.at).legal());
    return s;
}

} // namespace

TEST(Sandbox, FirstTileGoesAnywhereAndTheNextMustTouchIt_R_PL_2) {
    Sandbox s(dataPtr());
    const int start = *s.tileOf("S-yellow");
    EXPECT_TRUE(s.check(start, {}, {40, -7}).legal()); // R-PL-2 does not apply to the first
    ASSERT_TRUE(s.add(start, {}, {40, -7}).legal());
    const int t = *s.tileOf("T01");
    EXPECT_EQ(s.check(t, {}, {0, 0}).reason, IllegalReason::NotAdjacent);
    EXPECT_EQ(s.add(t, {}, {0, 0}).reason, IllegalReason::NotAdjacent);
    EXPECT_EQ(s.entries().size(), 1u) << "an illegal placement changes nothing";
    const auto legal = s.legalPlacements(t);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(s.add(t, legal.front().orientation, legal.front().at).legal());
    EXPECT_EQ(s.entries().size(), 2u);
    EXPECT_EQ(s.timesLaid(t), 1);
    EXPECT_EQ(s.check(t, {}, {40, -7}).reason, IllegalReason::Overlap);
    EXPECT_EQ(s.tileId(start), "S-yellow");
    EXPECT_EQ(s.allTiles().size(), test::data().tiles.size() + test::data().startingTiles.size());
}

TEST(Sandbox, CopyOfAPlayedGardenIsThatGarden) {
    for (const Garden& g : playedGardens(7)) {
        const Sandbox s = Sandbox::ofGarden(dataPtr(), g);
        EXPECT_EQ(s.garden(), g);
        ASSERT_EQ(s.entries().size(), g.laid().size());
        // R-GAP-2/3: the gaps each entry closed hold every Improvement of the garden.
        ImprovementCounts total;
        for (const Gap& gap : s.gaps()) {
            EXPECT_EQ(gap.improvements, improvementsFor(gap.shape));
            total += gap.improvements;
        }
        EXPECT_EQ(total, g.improvements());
    }
}

TEST(Sandbox, AnyEntryCanBeRemovedUnlessALaterOneWouldBreak) {
    int removed = 0, refused = 0;
    for (std::uint64_t seed : {3u, 11u}) {
        for (const Garden& g : playedGardens(seed)) {
            const Sandbox full = Sandbox::ofGarden(dataPtr(), g);
            for (std::size_t i = 0; i < full.entries().size(); ++i) {
                Sandbox s = full;
                std::vector<SandboxEntry> rest = full.entries();
                rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
                const SandboxRemoval r = s.remove(i);
                // What laying the others one by one says, the first without the contact rule.
                Sandbox fresh(dataPtr());
                int blocked = -1;
                for (std::size_t k = 0; k < rest.size() && blocked < 0; ++k)
                    if (!fresh.add(rest[k].tile, rest[k].orientation, rest[k].at).legal())
                        blocked = static_cast<int>(k + (k >= i ? 1 : 0));
                if (blocked < 0) {
                    ++removed;
                    EXPECT_TRUE(r.removed);
                    EXPECT_EQ(s.garden(), fresh.garden());
                    EXPECT_EQ(s.entries().size(), full.entries().size() - 1);
                } else {
                    ++refused;
                    EXPECT_FALSE(r.removed);
                    EXPECT_EQ(r.blocked, blocked);
                    EXPECT_GT(r.blocked, static_cast<int>(i));
                    EXPECT_FALSE(r.check.legal());
                    EXPECT_EQ(s.garden(), full.garden()) << "a refused removal changes nothing";
                }
            }
        }
    }
    EXPECT_GT(removed, 0);
    EXPECT_GT(refused, 0) << "the gardens had no entry others depended on";
}

TEST(Sandbox, RemovingTheTileThatClosedAGapOpensIt_R_GAP_3) {
    for (const Garden& g : playedGardens(5)) {
        const Sandbox full = Sandbox::ofGarden(dataPtr(), g);
        for (std::size_t i = full.entries().size(); i-- > 1;) {
            if (full.entries()[i].gaps.empty())
                continue;
            Sandbox s = full;
            // Remove everything after i first, so that i is the last and always removable.
            while (s.entries().size() > i + 1)
                ASSERT_TRUE(s.remove(s.entries().size() - 1).removed);
            const ImprovementCounts before = s.garden().improvements();
            ASSERT_TRUE(s.remove(i).removed);
            ImprovementCounts less = before;
            for (const Gap& gap : full.entries()[i].gaps)
                for (Improvement k : kImprovements)
                    less[k] -= gap.improvements[k];
            EXPECT_EQ(s.garden().improvements(), less);
            for (const Gap& gap : full.entries()[i].gaps)
                EXPECT_FALSE(s.garden().isOccupied(gap.cells.front())) << "the gap is open again";
            return;
        }
    }
    FAIL() << "no played garden closed a gap";
}

TEST(Sandbox, GroupAtACellIsTheGroupTheRulesScore_R_SCORE_1) {
    const Garden g = playedGardens(9).front();
    const Sandbox s = Sandbox::ofGarden(dataPtr(), g);
    int checked = 0;
    for (const Garden::Laid& l : g.laid()) {
        for (const Cell& c : l.face.cells) {
            const Point p{c.x + l.at.x, c.y + l.at.y};
            const auto group = s.groupAt(p);
            ASSERT_TRUE(group);
            EXPECT_EQ(group->type, c.type);
            EXPECT_EQ(group->value, g.groupValues({p})[c.type]);
            EXPECT_TRUE(std::binary_search(group->cells.begin(), group->cells.end(), p));
            ++checked;
        }
    }
    EXPECT_GT(checked, 20);
    EXPECT_FALSE(s.groupAt({1000, 1000}));
}

TEST(Sandbox, PreviewScoresEveryCardAndObjectiveOfTheData_R_SCORE_2_R_OBJ_3) {
    const Garden g = playedGardens(4).back();
    const Sandbox s = Sandbox::ofGarden(dataPtr(), g);
    const ComponentSet& c = test::data();
    int previews = 0, claimable = 0;
    for (int t : {0, 5, 17}) {
        for (const PlacementOption& p : s.legalPlacements(t)) {
            const SandboxPreview v = s.preview(t, p.orientation, p.at);
            ASSERT_TRUE(v.preview.legal());
            EXPECT_FALSE(v.first);
            ASSERT_EQ(v.preview.cardPoints.size(), c.cards.size());
            for (std::size_t k = 0; k < c.cards.size(); ++k)
                EXPECT_EQ(v.preview.cardPoints[k], cardPoints(c.cards[k].types, v.preview.groups));
            ImprovementCounts after = g.improvements();
            after += v.preview.improvements;
            for (int o : v.preview.claimable)
                EXPECT_TRUE(objectiveQualifies(c.objectives[static_cast<std::size_t>(o)],
                                               v.preview.groups, v.preview.improvements, after));
            claimable += static_cast<int>(v.preview.claimable.size());
            ++previews;
        }
    }
    EXPECT_GT(previews, 50);
    EXPECT_GT(claimable, 0);
    Sandbox empty(dataPtr());
    EXPECT_TRUE(empty.preview(0, {}, {3, 3}).first);
    EXPECT_TRUE(empty.preview(0, {}, {3, 3}).preview.legal());
}

TEST(Sandbox, GardenIsWrittenAsEvaluatesGardenList) {
    const Sandbox s = Sandbox::ofGarden(dataPtr(), playedGardens(2).front());
    const nlohmann::json list = s.toEvaluateGarden();
    ASSERT_EQ(list.size(), s.entries().size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const SandboxEntry& e = s.entries()[i];
        EXPECT_EQ(list[i]["tile"], s.tileId(e.tile));
        EXPECT_EQ(list[i]["side"], std::string(name(e.orientation.side)));
        EXPECT_EQ(list[i]["rotation"], e.orientation.rotation);
        EXPECT_EQ(list[i]["x"], e.at.x);
        EXPECT_EQ(list[i]["y"], e.at.y);
    }
    EXPECT_EQ(laidOneByOne(s.entries()).garden(), s.garden());
}

TEST(Sandbox, EvaluateInputPastedBackIsTheSameGarden) {
    const Sandbox s = Sandbox::ofGarden(dataPtr(), playedGardens(6)[1]);
    std::string error;
    const auto back = Sandbox::fromEvaluate(dataPtr(), s.toEvaluateGarden(), &error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->sandbox.garden(), s.garden());
    EXPECT_FALSE(back->place);
    // A whole input: its garden, and its "place" as the tile to hold.
    nlohmann::json in = {
        {"garden", s.toEvaluateGarden()},
        {"place", {{"tile", "T03"}, {"side", "back"}, {"rotation", 90}, {"x", -2}, {"y", 7}}},
        {"cards", {{"purple"}}}};
    const auto whole = Sandbox::fromEvaluate(dataPtr(), in, &error);
    ASSERT_TRUE(whole) << error;
    EXPECT_EQ(whole->sandbox.garden(), s.garden());
    ASSERT_TRUE(whole->place);
    EXPECT_EQ(whole->place->tile, *s.tileOf("T03"));
    EXPECT_EQ(whole->place->orientation, (Orientation{Side::Back, 90}));
    EXPECT_EQ(whole->place->at, (Point{-2, 7}));
}

TEST(Sandbox, EvaluateInputThatCannotBePastedIsNamed) {
    const nlohmann::json garden =
        Sandbox::ofGarden(dataPtr(), playedGardens(6)[0]).toEvaluateGarden();
    auto refused = [](const nlohmann::json& in, const std::string& expect) {
        std::string error;
        EXPECT_FALSE(Sandbox::fromEvaluate(dataPtr(), in, &error)) << in.dump();
        EXPECT_NE(error.find(expect), std::string::npos) << error;
    };
    nlohmann::json inline_ = garden;
    inline_[1]["tile"] = {{"cells", {{{"x", 0}, {"y", 0}, {"type", "water"}}}}};
    refused(inline_, "garden[1]: the sandbox lays tiles of the data");
    nlohmann::json unknown = garden;
    unknown[2]["tile"] = "T99";
    refused(unknown, "garden[2]: unknown tile id \"T99\"");
    nlohmann::json turned = garden;
    turned[0]["rotation"] = 45;
    refused(turned, "garden[0]: \"rotation\" must be 0, 90, 180 or 270");
    nlohmann::json far = garden;
    far[3]["x"] = 100000;
    refused(far, "garden[3]: \"x\" must be a whole number");
    nlohmann::json twice = garden;
    twice.push_back(garden[1]); // on top of itself: R-PL-1
    refused(twice, "garden[" + std::to_string(garden.size()) + "] is illegal");
    refused(nlohmann::json{{"place", garden[0]}}, "has a \"garden\" list");
    refused(nlohmann::json("T01"), "must be a list");
}

TEST(Sandbox, WholeEvaluateInputTakesTheLastTileOrTheOneGiven) {
    const Sandbox s = Sandbox::ofGarden(dataPtr(), playedGardens(8)[0]);
    const nlohmann::json list = s.toEvaluateGarden();
    const nlohmann::json last = s.toEvaluateInput(std::nullopt);
    ASSERT_EQ(last["garden"].size(), list.size() - 1);
    EXPECT_EQ(last["place"], list.back());
    ASSERT_EQ(last["cards"].size(), test::data().cards.size());
    EXPECT_EQ(last["cards"][0][0], std::string(name(test::data().cards[0].types[0])));
    const SandboxEntry hand{*s.tileOf("T09"), {Side::Back, 180}, {4, -3}, {}};
    const nlohmann::json given = s.toEvaluateInput(hand);
    EXPECT_EQ(given["garden"], list);
    EXPECT_EQ(given["place"],
              (nlohmann::json{
                  {"tile", "T09"}, {"side", "back"}, {"rotation", 180}, {"x", 4}, {"y", -3}}));
    const nlohmann::json empty = Sandbox(dataPtr()).toEvaluateInput(std::nullopt);
    EXPECT_TRUE(empty["garden"].empty());
    EXPECT_EQ(empty["place"]["tile"], test::data().tiles.front().id);
}
