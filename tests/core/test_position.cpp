// Positions set up by hand (position.h): a position taken from a game plays on as that game,
// open parts are dealt from the seed, the document reads back, saves and records carry it, and
// every impossible position is refused with its reason.
#include "engine/rng.h"
#include "frosted/ai/bots.h"
#include "frosted/lab/simulate.h"
#include "frosted/rules/gardener.h"
#include "frosted/rules/position.h"
#include "frosted/rules/save.h"
#include "test_support.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

using namespace frosted;
using nlohmann::json;
using test::dataPtr;

namespace {

SeatView toPlay(const GameState& g) {
    return g.viewFor(g.currentSeat());
}

// A seeded game played by greedy players (random for the first turns) to the start of turn
// `turns` + 1.
GameState gameAtTurn(std::uint64_t seed, int players, bool solo, int turns) {
    SetupSpec spec;
    static const char* names[] = {"Ada", "Ben", "Cy", "Dee"};
    for (int i = 0; i < players; ++i)
        spec.players.push_back(names[i]);
    spec.solo = solo;
    spec.seed = seed;
    GameState g = GameState::setup(dataPtr(), spec);
    Rng rng(seed);
    int done = 0;
    while (!g.isOver() && done < turns) {
        const Action a = done < 2 ? chooseRandom(toPlay(g), rng) : chooseGreedy(toPlay(g));
        EXPECT_TRUE(g.apply(a));
        if (a.kind == Action::Kind::EndTurn)
            ++done;
    }
    return g;
}

std::string joined(const std::vector<std::string>& v) {
    std::string out;
    for (const std::string& s : v)
        out += s + "\n";
    return out;
}

// The problems of `p` hold one containing `needle`.
::testing::AssertionResult refusedFor(const Position& p, const std::string& needle) {
    const auto problems = positionProblems(dataPtr(), p);
    for (const std::string& s : problems)
        if (s.find(needle) != std::string::npos) {
            try {
                GameState::fromPosition(dataPtr(), p);
            } catch (const SetupError& e) {
                if (e.code() == "impossible_position")
                    return ::testing::AssertionSuccess();
            }
            return ::testing::AssertionFailure() << "listed but not refused: " << needle;
        }
    return ::testing::AssertionFailure() << "no problem mentions \"" << needle << "\"; found:\n"
                                         << joined(problems);
}

Position positionOf(const GameState& g) {
    const auto p = g.position();
    EXPECT_TRUE(p.has_value());
    return p.value_or(Position{});
}

} // namespace

// The heart of it: a position taken at a turn start and set up again plays on exactly as the
// game it came from, to the same end and scores (players, solo with the Master Gardener).
TEST(Position, TakenFromAGameItPlaysOnAsThatGame) {
    struct Case {
        int players;
        bool solo;
        int turns;
    };
    for (const Case k : {Case{3, false, 7}, Case{1, true, 5}, Case{2, false, 12}, Case{4, false, 1},
                         Case{1, true, 0}}) {
        for (std::uint64_t seed : {3u, 11u}) {
            SCOPED_TRACE(testing::Message() << k.players << " players, solo " << k.solo << ", turn "
                                            << k.turns << ", seed " << seed);
            const GameState at = gameAtTurn(seed, k.players, k.solo, k.turns);
            const Position p = positionOf(at);
            EXPECT_EQ(joined(positionProblems(dataPtr(), p)), "");
            GameState set = GameState::fromPosition(dataPtr(), p);
            EXPECT_EQ(set.round(), at.round());
            EXPECT_EQ(set.currentSeat(), at.currentSeat());
            EXPECT_EQ(set.players(), at.players());
            EXPECT_EQ(set.gardener(), at.gardener());
            EXPECT_EQ(set.market(), at.market());
            EXPECT_EQ(set.legalActions(), at.legalActions());
            EXPECT_EQ(set.position(), p) << "the position of the game set up is the position";
            // Play both to the end with the same choices.
            GameState original = at;
            while (!original.isOver()) {
                const Action a = chooseGreedy(toPlay(original));
                ASSERT_TRUE(original.apply(a));
                ASSERT_TRUE(set.apply(a));
            }
            ASSERT_TRUE(set.isOver());
            EXPECT_EQ(set.winners(), original.winners());
            const auto a = set.scores(), b = original.scores();
            ASSERT_EQ(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                EXPECT_EQ(a[i].total, b[i].total);
                EXPECT_EQ(a[i].coins, b[i].coins);
                EXPECT_EQ(a[i].track, b[i].track);
            }
            // The log of the game set up is the tail of the original's, turn numbers included.
            const auto& tail = original.log();
            ASSERT_GE(tail.size(), set.log().size());
            EXPECT_TRUE(std::equal(set.log().begin(), set.log().end(),
                                   tail.end() - static_cast<long>(set.log().size())));
        }
    }
}

TEST(Position, OnlyAtTheStartOfATurn) {
    GameState g = gameAtTurn(5, 2, false, 3);
    ASSERT_TRUE(g.position());
    ASSERT_TRUE(g.apply(g.legalActions().front())); // the take
    EXPECT_FALSE(g.position()) << "a position is the table at the start of a turn";
}

TEST(Position, DocumentReadsBack) {
    for (bool solo : {false, true}) {
        const GameState g = gameAtTurn(21, solo ? 1 : 3, solo, solo ? 6 : 9);
        const Position p = positionOf(g);
        const json doc = positionToJson(test::data(), p);
        EXPECT_EQ(doc["format"], kPositionFormat);
        EXPECT_EQ(doc["version"], kPositionVersion);
        EXPECT_EQ(positionFromJson(test::data(), doc), p);
        EXPECT_EQ(positionFromJson(test::data(), json::parse(doc.dump())), p);
    }
}

// Parts left open are dealt from the seed, like `play`'s setup (CLI.md): the same seed deals
// the same, and what is given is kept.
TEST(Position, OpenPartsAreDealtFromTheSeed) {
    const json doc = json::parse(R"({
      "seed": 9, "round": 3, "to_play": 1,
      "ring": [{"tile": "T01", "coins": 1}, null, {"tile": "T02"}, {"tile": "T03"},
               {"tile": "T04"}, {"tile": "T05"}],
      "token": 1,
      "out_of_game": ["T06", "T07", "T08", "T09", "T10"],
      "objectives": ["purple-6", "barn-3"],
      "seats": [
        {"name": "Ada", "starting_tile": "S-yellow", "coins": 2, "track": 12,
         "hand": ["purple", "water", "red+white"]},
        {"name": "Ben", "starting_tile": "S-blue", "coins": 0, "track": 7}
      ]})");
    const Position p = positionFromJson(test::data(), doc);
    EXPECT_FALSE(p.bag);
    EXPECT_FALSE(p.seats[1].hand);
    // Coins: 1 + 2 at setup = 3 lie (1 beside T01, Ada 2, Ben 0).
    EXPECT_EQ(joined(positionProblems(dataPtr(), p)), "");
    const GameState g = GameState::fromPosition(dataPtr(), p);
    const GameState again = GameState::fromPosition(dataPtr(), p);
    EXPECT_EQ(g, again);
    ASSERT_NE(g.origin(), nullptr);
    const Position& resolved = *g.origin();
    ASSERT_TRUE(resolved.bag);
    EXPECT_EQ(resolved.bag->size(), test::data().tiles.size() - 10); // 5 in the ring, 5 out
    EXPECT_EQ(g.player(0).hand, *p.seats[0].hand);
    EXPECT_EQ(g.player(0).discard.size(), 3u) << "Ada sits before Ben, who is to play: 3 turns";
    EXPECT_EQ(g.player(1).discard.size(), 2u);
    EXPECT_EQ(g.player(1).hand.size(), 3u);
    EXPECT_EQ(g.player(0).deck.size(), 4u);
    EXPECT_EQ(g.currentSeat(), 1);
    EXPECT_EQ(g.round(), 3);
    EXPECT_EQ(g.player(0).track, 12);
    // The resolved position is whole and sets up the same game again.
    EXPECT_EQ(GameState::fromPosition(dataPtr(), resolved), g);
    Position other = p;
    other.seed = 10;
    EXPECT_NE(GameState::fromPosition(dataPtr(), other).player(1).hand, g.player(1).hand);
}

TEST(Position, MasterGardenersScoreFollowsFromHisCards_R_MG_3) {
    const GameState g = gameAtTurn(8, 1, true, 6);
    Position p = positionOf(g);
    const GameState set = GameState::fromPosition(dataPtr(), p);
    EXPECT_EQ(set.gardener().track, g.gardener().track);
    EXPECT_EQ(set.gardener().improvements, g.gardener().improvements);
    EXPECT_GT(g.gardener().played.size(), 0u);
}

// R-PRIV-1: what the position left hidden (the bag's order, decks) is not in any seat's view.
TEST(Position, ViewsHoldNothingOfTheHiddenParts_R_PRIV_1) {
    const GameState g = gameAtTurn(13, 2, false, 4);
    Position a = positionOf(g);
    Position b = a;
    std::reverse(b.bag->begin(), b.bag->end());
    std::reverse(b.seats[1].deck->begin(), b.seats[1].deck->end());
    const GameState ga = GameState::fromPosition(dataPtr(), a);
    const GameState gb = GameState::fromPosition(dataPtr(), b);
    EXPECT_NE(ga, gb);
    EXPECT_EQ(ga.viewFor(0), gb.viewFor(0));
    EXPECT_EQ(ga.publicView(), gb.publicView());
}

TEST(Position, SavedItOpensAndPlaysOn) {
    const GameState at = gameAtTurn(17, 3, false, 5);
    GameState g = GameState::fromPosition(dataPtr(), positionOf(at));
    const json fresh = saveToJson(g);
    EXPECT_EQ(fresh["version"], 3);
    EXPECT_TRUE(fresh.contains("position"));
    EXPECT_FALSE(fresh.contains("deal"));
    int version = 0;
    EXPECT_EQ(loadFromText(dataPtr(), saveToText(g), &version), g);
    EXPECT_EQ(version, 3);
    for (int i = 0; i < 14; ++i)
        ASSERT_TRUE(g.apply(chooseGreedy(toPlay(g))));
    const GameState loaded = loadFromText(dataPtr(), saveToText(g));
    EXPECT_EQ(loaded, g);
    EXPECT_EQ(loaded.atSetup(), g.atSetup());
    GameState replayed = g.atSetup();
    for (const Action& a : g.actions())
        ASSERT_TRUE(replayed.apply(a));
    EXPECT_EQ(replayed, g);
    // A dealt game is still written in version 2 (release 0.2 reads it).
    EXPECT_EQ(saveToJson(at)["version"], kDealtSaveVersion);
    // The record is a `play` input from the position.
    const json record = replayRecord(g);
    EXPECT_TRUE(record.contains("position"));
    EXPECT_FALSE(record.contains("setup"));
    EXPECT_EQ(record["actions"].size(), g.actions().size());
}

TEST(Position, ComputerPlayersAreKept) {
    GameState at = gameAtTurn(2, 2, false, 2);
    at.setComputers({"", "hard"});
    Position p = positionOf(at);
    EXPECT_EQ(p.seats[1].computer, "hard");
    const GameState g = GameState::fromPosition(dataPtr(), p);
    EXPECT_TRUE(g.isComputer(1));
    EXPECT_FALSE(g.isComputer(0));
    EXPECT_EQ(loadFromText(dataPtr(), saveToText(g)).computers(), g.computers());
    p.seats[1].computer = "grandmaster";
    EXPECT_TRUE(refusedFor(p, "is not a level"));
}

TEST(Position, SavedPositionThatIsImpossibleIsADamagedFile) {
    const GameState g = GameState::fromPosition(dataPtr(), positionOf(gameAtTurn(4, 2, false, 3)));
    json doc = saveToJson(g);
    doc["position"]["seats"][0]["coins"] = 40;
    try {
        loadFromJson(dataPtr(), doc);
        FAIL() << "an impossible position opened";
    } catch (const SaveError& e) {
        EXPECT_EQ(e.code(), "corrupt_save");
        EXPECT_NE(std::string(e.what()).find("coins"), std::string::npos) << e.what();
    }
}

// Each impossible position is refused, with a reason that says what is wrong.
TEST(Position, ImpossiblePositionsAreRefusedWithTheReason) {
    const GameState g = gameAtTurn(6, 3, false, 7);
    const Position ok = positionOf(g);
    ASSERT_EQ(joined(positionProblems(dataPtr(), ok)), "");
    const ComponentSet& c = test::data();
    // Seats run from the start player: their names in seat order.
    const std::string first = ok.seats[0].name, second = ok.seats[1].name, third = ok.seats[2].name;

    { // A tile twice: one of the ring's also in a garden.
        Position p = ok;
        int ringTile = -1;
        for (int t : p.ring)
            if (t >= 0)
                ringTile = t;
        ASSERT_GE(ringTile, 0);
        p.bag->push_back(ringTile);
        EXPECT_TRUE(refusedFor(p, "tile " + c.tiles[static_cast<std::size_t>(ringTile)].id +
                                      " lies twice: in the ring"));
    }
    { // More coins than exist, and fewer.
        Position p = ok;
        p.seats[0].coins += 5;
        EXPECT_TRUE(refusedFor(p, "exist ("));
        EXPECT_TRUE(refusedFor(p, "but only"));
        p = ok;
        p.seats[0].coins = 0;
        p.seats[1].coins = 0;
        p.seats[2].coins = 0;
        std::fill(p.ringCoins.begin(), p.ringCoins.end(), 0);
        EXPECT_TRUE(refusedFor(p, "coins never leave the game"));
        p = ok;
        p.seats[0].coins = -1;
        EXPECT_TRUE(refusedFor(p, "negative number of coins"));
    }
    { // The ring: the token on a tile, a coin beside an empty slot, a hole while the bag holds
        // tiles.
        Position p = ok;
        const int other = (p.token + 1) % static_cast<int>(p.ring.size());
        std::swap(p.ring[static_cast<std::size_t>(p.token)],
                  p.ring[static_cast<std::size_t>(other)]);
        std::swap(p.ringCoins[static_cast<std::size_t>(p.token)],
                  p.ringCoins[static_cast<std::size_t>(other)]);
        EXPECT_TRUE(refusedFor(p, "the Flower token's slot"));
        EXPECT_TRUE(refusedFor(p, "is empty while the bag still holds"));
        p = ok;
        p.ringCoins[static_cast<std::size_t>(p.token)] = 1;
        p.seats[0].coins -= 1;
        if (p.seats[0].coins >= 0) {
            EXPECT_TRUE(refusedFor(p, "which holds no tile"));
        }
    }
    { // A garden: a tile that cannot lie where it is, and more tiles than turns.
        Position p = ok;
        ASSERT_FALSE(p.seats[1].garden.empty());
        p.seats[1].garden.back().at.x += 40;
        EXPECT_TRUE(refusedFor(p, second + "'s garden: "));
        p = ok;
        p.seats[2].garden.push_back(p.seats[2].garden.back());
        p.seats[2].garden.back().tile =
            p.ring[static_cast<std::size_t>((p.token + 1) % static_cast<int>(p.ring.size()))];
        EXPECT_TRUE(refusedFor(p, "besides the starting tile, but " + third + " has played"));
        p = ok;
        p.seats[1].startingTile = p.seats[0].startingTile;
        EXPECT_TRUE(refusedFor(p, "is both " + first + "'s and " + second + "'s"));
    }
    { // Cards: twice, a hand too small, more played than turns.
        Position p = ok;
        (*p.seats[0].hand)[0] = (*p.seats[0].deck)[0];
        EXPECT_TRUE(refusedFor(p, "is twice in " + first + "'s cards"));
        p = ok;
        p.seats[0].deck->push_back(p.seats[0].hand->back());
        p.seats[0].hand->pop_back();
        EXPECT_TRUE(refusedFor(p, first + " holds 2 cards"));
        p = ok;
        p.seats[1].discard->push_back(p.seats[1].deck->back());
        p.seats[1].deck->pop_back();
        EXPECT_TRUE(refusedFor(p, "(one card a turn)"));
    }
    { // Objectives: twice, two of a type held, more than setup lays out.
        Position p = ok;
        ASSERT_FALSE(p.board.empty());
        p.seats[0].objectives.push_back(p.board.front());
        EXPECT_TRUE(refusedFor(p, "is twice: on the board and held by " + first));
        p = ok;
        p.seats[0].objectives.clear();
        std::vector<int> purple;
        for (int o = 0; o < static_cast<int>(c.objectives.size()); ++o)
            if (c.objectives[static_cast<std::size_t>(o)].type == ObjectiveType::Purple &&
                std::find(p.board.begin(), p.board.end(), o) == p.board.end() &&
                std::find(p.seats[1].objectives.begin(), p.seats[1].objectives.end(), o) ==
                    p.seats[1].objectives.end() &&
                std::find(p.seats[2].objectives.begin(), p.seats[2].objectives.end(), o) ==
                    p.seats[2].objectives.end())
                purple.push_back(o);
        if (purple.size() >= 2) {
            p.seats[0].objectives = {purple[0], purple[1]};
            EXPECT_TRUE(refusedFor(p, first + " holds two purple objectives"));
        }
        // An objective held that the garden does not meet (what it counts never shrinks).
        p = ok;
        const int windmill3 = *c.objectiveIndex("windmill-3");
        const bool free = std::find(p.board.begin(), p.board.end(), windmill3) == p.board.end() &&
                          std::none_of(p.seats.begin(), p.seats.end(), [&](const PositionSeat& s) {
                              return std::find(s.objectives.begin(), s.objectives.end(),
                                               windmill3) != s.objectives.end();
                          });
        if (free && g.player(0).garden.improvements()[Improvement::Windmill] < 3) {
            std::erase_if(p.seats[0].objectives, [&](int o) {
                return c.objectives[static_cast<std::size_t>(o)].type == ObjectiveType::Windmill;
            });
            p.seats[0].objectives.push_back(windmill3);
            EXPECT_TRUE(
                refusedFor(p, first + " holds windmill-3, but the garden does not meet it"));
        }
    }
    { // Seats and rounds; no Master Gardener and no tile out of the game without solo.
        Position p = ok;
        p.round = 11;
        EXPECT_TRUE(refusedFor(p, "the round must be 1 to 10"));
        p = ok;
        p.seats[1].name = p.seats[0].name;
        EXPECT_TRUE(refusedFor(p, "two players are named"));
        p = ok;
        p.gardener.played = {0};
        EXPECT_TRUE(refusedFor(p, "only a solo game has a Master Gardener"));
        p = ok;
        p.outOfGame.push_back(p.bag->back());
        p.bag->pop_back();
        EXPECT_TRUE(refusedFor(p, "1 tile is out of the game, but at most 0 can be"));
    }
}

TEST(Position, ImpossibleSoloPositionsAreRefused_R_MG) {
    const GameState g = gameAtTurn(12, 1, true, 4);
    const Position ok = positionOf(g);
    ASSERT_EQ(joined(positionProblems(dataPtr(), ok)), "");
    Position p = ok;
    p.gardener.deck->push_back(p.gardener.played.front());
    EXPECT_TRUE(refusedFor(p, "is twice in his cards"));
    p = ok;
    p.gardener.played.pop_back();
    EXPECT_TRUE(refusedFor(p, "the Master Gardener has played 3 cards; before round 5"));
    p = ok;
    p.toPlay = 0;
    p.seats.push_back(p.seats[0]);
    p.seats[1].name = "Ben";
    EXPECT_TRUE(refusedFor(p, "a solo game has exactly one player"));
    p = ok;
    p.gardener.coins += 3;
    EXPECT_TRUE(refusedFor(p, "coins lie on the table, but only"));
    p = ok;
    while (p.outOfGame.size() <= p.gardener.played.size()) {
        p.outOfGame.push_back(p.bag->back());
        p.bag->pop_back();
    }
    EXPECT_TRUE(refusedFor(p, "out of the game, but at most"));
}

// R-PL-6: a taken tile that cannot be laid leaves the game, so a seat may have laid fewer tiles
// than turns; while the ring holds tiles, each such turn put one tile out of the game.
TEST(Position, TilesNotLaidAreOutOfTheGame_R_PL_6) {
    const GameState g = gameAtTurn(14, 2, false, 6);
    const Position ok = positionOf(g);
    Position p = ok;
    ASSERT_FALSE(p.seats[0].garden.empty());
    const int last = p.seats[0].garden.back().tile;
    p.seats[0].garden.pop_back();
    p.bag->push_back(last);
    EXPECT_TRUE(refusedFor(p, "0 tiles are out of the game, but 1 must be while the ring holds"));
    p.bag->pop_back();
    p.outOfGame.push_back(last);
    EXPECT_EQ(joined(positionProblems(dataPtr(), p)), "") << "a tile passed over (R-PL-6)";
    // With the ring and the bag empty every tile lies in a garden or out of the game, and more
    // out of the game than the turns can have put there is refused.
    Position empty = ok;
    std::vector<int> gone;
    for (int& t : empty.ring)
        if (t >= 0) {
            gone.push_back(t);
            t = -1;
        }
    gone.insert(gone.end(), empty.bag->begin(), empty.bag->end());
    empty.bag->clear();
    empty.outOfGame = gone;
    EXPECT_TRUE(refusedFor(empty, "out of the game, but at most"));
}

// What setup gives is all a seat has before its first turn (R-TURN-1, R-MG-1), and the Master
// Gardener claims on his own after each card (R-MG-4 step 5).
TEST(Position, BeforeTheFirstTurnAndTheMasterGardenersClaims) {
    const GameState g = gameAtTurn(15, 3, false, 1);
    Position p = positionOf(g); // round 1, the second seat to play: the third has not played
    ASSERT_EQ(p.round, 1);
    ASSERT_EQ(p.toPlay, 1);
    EXPECT_EQ(joined(positionProblems(dataPtr(), p)), "");
    p.seats[2].track = 5;
    EXPECT_TRUE(refusedFor(p, p.seats[2].name + " has not played yet"));

    const ComponentSet& c = test::data();
    const GameState solo = gameAtTurn(16, 1, true, 3);
    const Position s = positionOf(solo);
    ASSERT_EQ(joined(positionProblems(dataPtr(), s)), "");
    // A tile of a type he holds none of, whose threshold his current count meets, on the board.
    const GardenerSequences seq = sequencesOf(s.gardener.played, c);
    bool tried = false;
    for (int o = 0; o < static_cast<int>(c.objectives.size()) && !tried; ++o) {
        const ObjectiveTile& t = c.objectives[static_cast<std::size_t>(o)];
        if (!isLandscape(t.type) || seq.current[landTypeOf(t.type)] < t.threshold)
            continue;
        Position q = s;
        auto ofType = [&](int h) {
            return c.objectives[static_cast<std::size_t>(h)].type == t.type;
        };
        std::erase_if(q.board, ofType);
        std::erase_if(q.gardener.objectives, ofType);
        std::erase(q.seats[0].objectives, o);
        q.board.push_back(o);
        EXPECT_TRUE(refusedFor(q, "the Master Gardener would have claimed " + t.id));
        tried = true;
    }
    EXPECT_TRUE(tried) << "no sequence of his meets a threshold: choose another seed";
}

TEST(Position, DocumentErrorsNameTheField) {
    const ComponentSet& c = test::data();
    auto fails = [&](const std::string& text, const std::string& needle) {
        try {
            positionFromJson(c, json::parse(text));
        } catch (const SetupError& e) {
            EXPECT_EQ(e.code(), "invalid_position");
            EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
            return;
        }
        ADD_FAILURE() << "accepted: " << text;
    };
    fails(R"({"seats": []})", "ring");
    fails(R"({"ring": [], "seats": [{"name": "A", "starting_tile": "S-nope"}]})",
          "seats[0].starting_tile: unknown starting tile id \"S-nope\"");
    fails(R"({"ring": [{"tile": "T99"}], "seats": []})", "ring[0].tile: unknown tile id");
    fails(R"({"ring": [], "seats": [{"name": "A", "starting_tile": "S-blue",
              "garden": [{"tile": "T01", "x": 1}]}]})",
          "seats[0].garden[0]: \"y\" must be a whole number");
    fails(R"({"ring": [], "seats": [{"name": "A", "starting_tile": "S-blue", "coins": "x"}]})",
          "seats[0].coins: must be a whole number");
    fails(R"({"format": "frosted-blooms-save", "ring": [], "seats": []})", "format");
}

// Every turn start of many games, dealt and played by random and greedy players (solo too), is a
// position the checks accept, and it sets up the same table: no reachable position is refused.
TEST(Position, EveryTurnStartOfManyGamesIsAccepted) {
    const int games = test::scaled(40, 6);
    for (int k = 0; k < games; ++k) {
        SetupSpec spec;
        const bool solo = k % 4 == 0;
        const int players = solo ? 1 : 2 + k % 3;
        static const char* names[] = {"Ada", "Ben", "Cy", "Dee"};
        for (int i = 0; i < players; ++i)
            spec.players.push_back(names[i]);
        spec.solo = solo;
        spec.seed = 1000 + static_cast<std::uint64_t>(k);
        GameState g = GameState::setup(dataPtr(), spec);
        Rng rng(spec.seed);
        while (!g.isOver()) {
            if (const auto p = g.position()) {
                const auto problems = positionProblems(dataPtr(), *p);
                ASSERT_EQ(joined(problems), "") << "game " << k << ", round " << g.round();
                const GameState set = GameState::fromPosition(dataPtr(), *p);
                ASSERT_EQ(set.players(), g.players());
                ASSERT_EQ(set.market(), g.market());
            }
            const Action a = k % 2 ? chooseRandom(toPlay(g), rng) : chooseGreedy(toPlay(g));
            ASSERT_TRUE(g.apply(a));
        }
    }
}
