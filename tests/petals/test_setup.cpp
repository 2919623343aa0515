// A deal fixed in part (setup.h, spec/petals/CLI.md "Setup", R-PE-SETUP) and whole deals checked
// (saves).
#include "petals/rules/module.h"
#include "petals/rules/save.h"
#include "petals/rules/setup.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace petals;

namespace {

const ComponentsPtr& shipped() {
    return Module::components();
}

int card(const char* id) {
    return *shipped()->cardIndex(id);
}

SetupSpec named(int players, std::uint64_t seed) {
    SetupSpec s;
    for (int i = 0; i < players; ++i)
        s.names.push_back("P" + std::to_string(i + 1));
    s.seed = seed;
    return s;
}

} // namespace

// With nothing given, the deal is Game::deal's own: a seed means the same game everywhere.
TEST(PetalsSetup, R_PE_SETUP_NothingGivenDealsAsGameDeal) {
    for (int players = 2; players <= 5; ++players)
        for (std::uint64_t seed : {0ull, 7ull, 123456789ull}) {
            Deal dealt = Game::deal(shipped(), players, Variant::Standard, seed).dealt();
            const Deal completed = completeDeal(*shipped(), named(players, seed));
            dealt.names = completed.names;
            EXPECT_EQ(completed, dealt) << players << " players, seed " << seed;
        }
}

// Every card is used exactly once, and the parts given are kept as given.
TEST(PetalsSetup, R_PE_SETUP_2_GivenPartsAreKeptAndTheRestCompleted) {
    SetupSpec s = named(3, 11);
    s.startPlayer = 2;
    s.hands = std::vector<std::vector<int>>{
        {card("C01"), card("C02")}, {card("C03"), card("C05")}, {card("C06"), card("C07")}};
    s.start = std::vector<StartSpec>{
        {card("C10"), -1, -1, 0}, {card("C11"), {}, {}, 0}, {card("C12"), {}, {}, 1}};
    s.pile = {card("C08"), card("C09")};
    const Deal d = completeDeal(*shipped(), s);
    EXPECT_EQ(d.startPlayer, 2);
    EXPECT_EQ(d.hands, *s.hands);
    ASSERT_EQ(d.start.size(), 3u);
    EXPECT_EQ(d.start[1].cell, (Cell{0, 0}));
    EXPECT_EQ(d.start[2].cell, (Cell{1, 1}));
    EXPECT_EQ(d.start[2].rotation, 1);
    EXPECT_EQ(d.pile[0], card("C08"));
    EXPECT_EQ(d.pile[1], card("C09"));
    EXPECT_EQ(d.removed.size(), 5u); // R-PE-SETUP-1: the 3 ladybug cards and 2 at random
    std::vector<int> all = d.removed;
    for (const Lying& l : d.start)
        all.push_back(l.card);
    for (const auto& h : d.hands)
        all.insert(all.end(), h.begin(), h.end());
    all.insert(all.end(), d.pile.begin(), d.pile.end());
    std::sort(all.begin(), all.end());
    ASSERT_EQ(all.size(), shipped()->cards.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        EXPECT_EQ(all[i], static_cast<int>(i));
    EXPECT_EQ(dealProblem(*shipped(), d), std::nullopt);
}

TEST(PetalsSetup, R_PE_SETUP_1_RemovalsFollowThePlayerCount) {
    SetupSpec s = named(5, 1);
    s.removed = std::vector<int>{card("C36")};
    EXPECT_THROW(completeDeal(*shipped(), s), SetupError); // 5 players: nothing removed
    s.removed = std::vector<int>{};
    EXPECT_NO_THROW(completeDeal(*shipped(), s));
    s = named(2, 1);
    s.removed = std::vector<int>{card("C36"), card("C37")};
    EXPECT_THROW(completeDeal(*shipped(), s), SetupError); // a ladybug card kept
    s = named(2, 1);
    s.hands = std::vector<std::vector<int>>{{card("C36"), card("C01")}, {card("C02"), card("C03")}};
    EXPECT_THROW(completeDeal(*shipped(), s), SetupError); // a ladybug card in a hand
    s = named(3, 1);
    s.removed = std::vector<int>{card("C36"), card("C37"), card("C38"), card("C01")};
    EXPECT_THROW(completeDeal(*shipped(), s), SetupError); // one random removal short
}

// A save whose deal breaks the rules is refused, never played from.
TEST(PetalsSetup, ASaveWithACardTwiceIsCorrupt) {
    const Game g = Game::deal(shipped(), 2, Variant::Standard, 4);
    Deal d = g.dealt();
    d.pile.back() = d.pile.front();
    EXPECT_NE(dealProblem(*shipped(), d), std::nullopt);
    d = g.dealt();
    d.pile.pop_back();
    EXPECT_NE(dealProblem(*shipped(), d), std::nullopt); // a card missing
    std::string text = saveText(g);
    const std::string first = shipped()->cards[static_cast<std::size_t>(g.dealt().pile[0])].id;
    const std::string second = shipped()->cards[static_cast<std::size_t>(g.dealt().pile[1])].id;
    const auto at = text.find("\"" + second + "\"");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, second.size() + 2, "\"" + first + "\"");
    try {
        loadSave(shipped(), text);
        FAIL() << "a save with a card twice was loaded";
    } catch (const SaveError& e) {
        EXPECT_EQ(e.code(), "corrupt_save");
    }
}
