// Puzzles (puzzle.h): the document read strictly, the judge of each goal part met and not met,
// the solver, and every shipped puzzle (puzzles/): it loads, the solver solves it, and the
// easiest play does not.
#include "frosted/lab/puzzle.h"
#include "frosted/rules/data_loader.h"
#include "test_support.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

using namespace frosted;
using nlohmann::json;
using test::dataPtr;

namespace {

namespace fs = std::filesystem;

fs::path shippedDir() {
    return defaultPuzzleDir(); // from the build folder: the source tree's puzzles/
}

std::vector<fs::path> shippedFiles() {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(shippedDir()))
        if (e.path().extension() == ".json")
            files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

json shippedJson(const std::string& id) {
    std::ifstream in(shippedDir() / (id + ".json"));
    return json::parse(in);
}

Puzzle shipped(const std::string& id) {
    return loadPuzzle(dataPtr(), shippedDir() / (id + ".json"));
}

// The game of `p` after `actions`.
GameState played(const Puzzle& p, const std::vector<Action>& actions) {
    GameState g = puzzleGame(dataPtr(), p);
    for (const Action& a : actions) {
        const ApplyResult r = g.apply(a);
        EXPECT_TRUE(r) << actionText(a, g.components()) << ": " << r.reason;
    }
    return g;
}

std::vector<Action> solutionOf(const Puzzle& p) {
    const PuzzleSearch s = solvePuzzle(dataPtr(), p);
    EXPECT_TRUE(s.solution.has_value()) << p.id;
    return s.solution.value_or(std::vector<Action>{});
}

// The message puzzleFromJson gives for `j`, or "" when it loads.
std::string refusal(const json& j) {
    try {
        puzzleFromJson(dataPtr(), j);
    } catch (const PuzzleError& e) {
        return e.what();
    }
    return "";
}

json withGoal(json j, const json& goal) {
    j["goal"] = goal;
    return j;
}

} // namespace

TEST(Puzzle, ShippedPuzzlesAreSixToEightWithTitlesInEveryLanguage) {
    const auto files = shippedFiles();
    EXPECT_GE(files.size(), 6u);
    EXPECT_LE(files.size(), 8u);
    std::set<std::string> titles;
    for (const fs::path& f : files) {
        SCOPED_TRACE(f.string());
        const Puzzle p = loadPuzzle(dataPtr(), f);
        EXPECT_EQ(p.id, f.stem().string());
        EXPECT_FALSE(p.title.en.empty());
        EXPECT_FALSE(p.title.fr.empty());
        EXPECT_FALSE(p.title.ja.empty());
        EXPECT_FALSE(p.hint.en.empty());
        EXPECT_TRUE(titles.insert(p.title.en).second) << "two puzzles called " << p.title.en;
        // The document written back reads as the same puzzle.
        Puzzle again = puzzleFromJson(dataPtr(), puzzleToJson(*dataPtr(), p));
        again.id = p.id;
        EXPECT_EQ(again, p);
    }
}

TEST(Puzzle, ShippedPuzzlesAreSolvableAndNotSolvedByTheEasiestPlay) {
    for (const fs::path& f : shippedFiles()) {
        SCOPED_TRACE(f.string());
        const Puzzle p = loadPuzzle(dataPtr(), f);
        const PuzzleSearch s = solvePuzzle(dataPtr(), p, true);
        ASSERT_TRUE(s.solution.has_value());
        // Not trivial: most ways of playing the turn fail.
        EXPECT_GT(s.solutions, 0);
        EXPECT_LT(s.solutions * 20, s.plays) << s.solutions << " of " << s.plays << " plays solve";
        const PuzzleVerdict solved = judgePuzzle(p, played(p, *s.solution));
        EXPECT_TRUE(solved.finished);
        EXPECT_TRUE(solved.solved);
        const GameState start = puzzleGame(dataPtr(), p);
        const PuzzleVerdict easy = judgePuzzle(p, played(p, trivialPlay(start)));
        EXPECT_TRUE(easy.finished);
        EXPECT_FALSE(easy.solved);
    }
}

TEST(Puzzle, ShippedPuzzlesCoverEveryKindOfGoalSoloAndSkipping) {
    std::set<PuzzleGoal::Kind> kinds;
    std::set<Improvement> improvements;
    bool solo = false, skip = false, twoScores = false;
    std::set<int> scores;
    for (const fs::path& f : shippedFiles()) {
        const Puzzle p = loadPuzzle(dataPtr(), f);
        for (const PuzzleGoal& g : p.goal) {
            kinds.insert(g.kind);
            if (g.kind == PuzzleGoal::Kind::Improvement)
                improvements.insert(g.improvement);
            if (g.kind == PuzzleGoal::Kind::Score && p.goal.size() == 1)
                scores.insert(g.amount);
        }
        solo = solo || p.position.solo;
        // The solver tries the takes in order (k = 1 first): a first solution that skips a tile
        // means no play taking the first tile solves (R-MKT-2: the coins matter).
        const auto s = solvePuzzle(dataPtr(), p);
        if (s.solution && s.solution->front().kind == Action::Kind::Take &&
            s.solution->front().value > 1)
            skip = true;
    }
    twoScores = scores.size() >= 2;
    EXPECT_TRUE(kinds.count(PuzzleGoal::Kind::Score));
    EXPECT_TRUE(kinds.count(PuzzleGoal::Kind::Improvement));
    EXPECT_TRUE(kinds.count(PuzzleGoal::Kind::Claim));
    EXPECT_TRUE(improvements.count(Improvement::Windmill));
    EXPECT_TRUE(improvements.count(Improvement::Barn) || improvements.count(Improvement::Worker));
    EXPECT_TRUE(solo) << "a solo puzzle against the Master Gardener";
    EXPECT_TRUE(skip) << "a puzzle that needs a skipped tile";
    EXPECT_TRUE(twoScores) << "two score puzzles of different difficulty";
}

TEST(Puzzle, ScoreGoalMetAndNotMet) { // R-SCORE-2
    const Puzzle p = shipped("01-first-bloom");
    ASSERT_EQ(p.goal.size(), 1u);
    const PuzzleVerdict good = judgePuzzle(p, played(p, solutionOf(p)));
    ASSERT_EQ(good.goals.size(), 1u);
    EXPECT_TRUE(good.goals[0].met);
    EXPECT_GE(good.goals[0].have, p.goal[0].amount);
    EXPECT_EQ(good.goals[0].need, p.goal[0].amount);
    const GameState start = puzzleGame(dataPtr(), p);
    const PuzzleVerdict bad = judgePuzzle(p, played(p, trivialPlay(start)));
    EXPECT_FALSE(bad.goals[0].met);
    EXPECT_LT(bad.goals[0].have, p.goal[0].amount);
    EXPECT_NE(bad.goals[0].text.find("of " + std::to_string(p.goal[0].amount) + " points"),
              std::string::npos)
        << bad.goals[0].text;
}

TEST(Puzzle, WindmillAndClaimGoalsMetAndNotMet) { // R-GAP-2, R-OBJ-4
    const Puzzle p = shipped("03-catch-the-wind");
    std::vector<Action> solution = solutionOf(p);
    const PuzzleVerdict good = judgePuzzle(p, played(p, solution));
    ASSERT_EQ(good.goals.size(), 2u);
    EXPECT_EQ(good.goals[0].goal.kind, PuzzleGoal::Kind::Improvement);
    EXPECT_TRUE(good.goals[0].met);
    EXPECT_TRUE(good.goals[1].met);
    EXPECT_NE(good.goals[1].text.find("claimed windmill-"), std::string::npos);
    EXPECT_TRUE(good.solved);
    // The same play without the claim: the Windmill is earned, the objective not claimed.
    std::vector<Action> noClaim;
    for (const Action& a : solution)
        if (a.kind != Action::Kind::Claim)
            noClaim.push_back(a);
    const PuzzleVerdict half = judgePuzzle(p, played(p, noClaim));
    EXPECT_TRUE(half.finished);
    EXPECT_TRUE(half.goals[0].met);
    EXPECT_FALSE(half.goals[1].met);
    EXPECT_FALSE(half.solved);
    EXPECT_EQ(half.goals[1].text, "did not claim windmill objective");
    // The easiest play earns no Windmill.
    const PuzzleVerdict bad = judgePuzzle(p, played(p, trivialPlay(puzzleGame(dataPtr(), p))));
    EXPECT_FALSE(bad.goals[0].met);
    EXPECT_EQ(bad.goals[0].have, 0);
}

TEST(Puzzle, BarnGoalCountsTheTurnsGaps) { // R-GAP-2
    const Puzzle p = shipped("04-two-barns");
    ASSERT_EQ(p.goal[0].kind, PuzzleGoal::Kind::Improvement);
    EXPECT_EQ(p.goal[0].improvement, Improvement::Barn);
    EXPECT_EQ(p.goal[0].amount, 2);
    const GameState g = played(p, solutionOf(p));
    const PuzzleVerdict v = judgePuzzle(p, g);
    EXPECT_TRUE(v.solved);
    int barns = 0;
    for (const Gap& gap : std::get<PlayerTurn>(g.log().front()).gaps)
        barns += gap.improvements[Improvement::Barn];
    EXPECT_EQ(v.goals[0].have, barns);
    EXPECT_GE(barns, 2);
}

TEST(Puzzle, ClaimOfOneObjectiveById) { // R-OBJ-3
    const Puzzle p = shipped("05-purple-prize");
    ASSERT_EQ(p.goal[0].kind, PuzzleGoal::Kind::Claim);
    ASSERT_GE(p.goal[0].objective, 0);
    const PuzzleVerdict good = judgePuzzle(p, played(p, solutionOf(p)));
    EXPECT_TRUE(good.solved);
    const PuzzleVerdict bad = judgePuzzle(p, played(p, trivialPlay(puzzleGame(dataPtr(), p))));
    EXPECT_FALSE(bad.goals[0].met);
    EXPECT_EQ(bad.goals[0].text, "did not claim purple-8");
}

TEST(Puzzle, CoinsGoalMetAndNotMet) {
    // The first puzzle's position with a coins goal: the easiest play keeps the seat's coins.
    json j = shippedJson("01-first-bloom");
    const Puzzle base = shipped("01-first-bloom");
    const GameState after = played(base, trivialPlay(puzzleGame(dataPtr(), base)));
    const int coins = after.player(base.seat()).coins;
    const Puzzle enough = puzzleFromJson(dataPtr(), withGoal(j, json::array({{{"coins", 1}}})));
    const Puzzle more =
        puzzleFromJson(dataPtr(), withGoal(j, json::array({{{"coins", coins + 1}}})));
    const std::vector<Action> easy = trivialPlay(puzzleGame(dataPtr(), base));
    const PuzzleVerdict a = judgePuzzle(enough, played(enough, easy));
    const PuzzleVerdict b = judgePuzzle(more, played(more, easy));
    EXPECT_EQ(a.goals[0].have, coins);
    EXPECT_EQ(a.goals[0].met, coins >= 1);
    EXPECT_FALSE(b.goals[0].met);
    EXPECT_EQ(b.goals[0].text,
              "holds " + std::to_string(coins) + " of " + std::to_string(coins + 1) + " coins");
    // Solvable when a play reaches the coins (taking a tile with a coin beside it).
    const PuzzleSearch s = solvePuzzle(dataPtr(), more);
    ASSERT_TRUE(s.solution.has_value());
    EXPECT_TRUE(judgePuzzle(more, played(more, *s.solution)).solved);
}

TEST(Puzzle, ProgressDuringTheTurnIsNotFinished) {
    const Puzzle p = shipped("01-first-bloom");
    const std::vector<Action> solution = solutionOf(p);
    GameState g = puzzleGame(dataPtr(), p);
    PuzzleVerdict v = judgePuzzle(p, g);
    EXPECT_FALSE(v.finished);
    EXPECT_EQ(v.goals[0].have, 0);
    // Up to the claim step: the card's points count, the turn is not over.
    for (const Action& a : solution) {
        if (a.kind == Action::Kind::EndTurn)
            break;
        ASSERT_TRUE(g.apply(a));
    }
    v = judgePuzzle(p, g);
    EXPECT_FALSE(v.finished);
    EXPECT_FALSE(v.solved);
    EXPECT_TRUE(v.goals[0].met);
    // A view of the seat sees the same.
    const PuzzleVerdict seen = judgePuzzle(p, g.viewFor(p.seat()));
    EXPECT_EQ(seen.goals[0].have, v.goals[0].have);
    ASSERT_TRUE(g.apply(Action::endTurn()));
    EXPECT_TRUE(judgePuzzle(p, g).solved);
}

TEST(Puzzle, PuzzleGameLeavesOnlyTheSolverAPerson) {
    const Puzzle p = shipped("02-big-bouquet");
    const GameState g = puzzleGame(dataPtr(), p);
    EXPECT_EQ(g.currentSeat(), p.seat());
    for (int s = 0; s < g.seatCount(); ++s)
        EXPECT_EQ(g.isComputer(s), s != p.seat()) << s;
}

TEST(Puzzle, MalformedDocumentsAreRefusedNamingTheField) {
    const json good = shippedJson("01-first-bloom");
    EXPECT_EQ(refusal(good), "");
    auto with = [&](const char* key, const json& v) {
        json j = good;
        j[key] = v;
        return j;
    };
    auto without = [&](const char* key) {
        json j = good;
        j.erase(key);
        return j;
    };
    EXPECT_EQ(refusal(json::array()),
              "the puzzle: must be an object {\"format\": \"frosted-blooms-puzzle\", ...}");
    EXPECT_EQ(refusal(with("format", "frosted-blooms-position")),
              "format: must be \"frosted-blooms-puzzle\"");
    EXPECT_EQ(refusal(with("version", 2)), "version: must be a whole number from 1 to 1");
    EXPECT_EQ(refusal(without("version")), "the puzzle: missing field \"version\"");
    EXPECT_EQ(refusal(with("colour", "blue")).rfind("colour: unknown field", 0), 0u);
    EXPECT_EQ(refusal(without("title")), "the puzzle: missing field \"title\"");
    EXPECT_EQ(refusal(with("title", "")), "title: must be a text that is not empty");
    EXPECT_EQ(refusal(with("title", json{{"fr", "Fleur"}})),
              "title: needs the English text, \"en\"");
    EXPECT_EQ(
        refusal(with("hint", json{{"en", "x"}, {"de", "y"}})).rfind("hint.de: unknown language", 0),
        0u);
    EXPECT_EQ(refusal(without("position")), "the puzzle: missing field \"position\"");
    EXPECT_EQ(refusal(withGoal(good, json::array())),
              "goal: must be a list of at least one part, such as [{\"score\": 20}]");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"improvement", "mill"}}}))),
              "goal[0].improvement: \"mill\" is not an Improvement; they are \"worker\", "
              "\"barn\" and \"windmill\"");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"score", 5}}, {{"bloom", 3}}})))
                  .rfind("goal[1].bloom: unknown goal", 0),
              0u);
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"score", 0}}}))),
              "goal[0].score: must be a whole number from 1 to 999");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"score", "ten"}}}))),
              "goal[0].score: must be a whole number from 1 to 999");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"score", 5}, {"count", 2}}}))),
              "goal[0].count: only an \"improvement\" goal has a count");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"improvement", "barn"}, {"count", 9}}}))),
              "goal[0].count: must be a whole number from 1 to 8");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"score", 5}, {"coins", 2}}})))
                  .rfind("goal[0]: one part of the goal at a time", 0),
              0u);
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"claim", "tulip"}}})))
                  .rfind("goal[0].claim: \"tulip\" is neither an objective type", 0),
              0u);
    EXPECT_EQ(
        refusal(withGoal(good, json::array({json::object()}))).rfind("goal[0]: names no goal", 0),
        0u);
}

TEST(Puzzle, ImpossibleGoalsAndPositionsAreRefused) { // R-OBJ-5
    const json good = shippedJson("01-first-bloom");
    // The board of the first puzzle: red-10, white-6, white-8, white-10, barn-4, windmill-1;
    // Ada holds water-6.
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"claim", "purple"}}}))),
              "goal[0].claim: no purple objective is on the board");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"claim", "red-6"}}}))),
              "goal[0].claim: red-6 is not on the board");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"claim", "water"}}}))),
              "goal[0].claim: the seat already holds a water objective, and one of each type is "
              "the most (R-OBJ-5)");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"claim", "white-6"}}, {{"claim", "white"}}}))),
              "goal[1].claim: a second white objective: one of each type is the most (R-OBJ-5)");
    EXPECT_EQ(refusal(withGoal(good, json::array({{{"coins", 500}}}))),
              "goal[0].coins: the seat cannot hold 500 coins after this turn");
    json j = good;
    j["position"]["seats"][0]["coins"] = 5; // coins out of nowhere
    EXPECT_EQ(refusal(j).rfind("position: ", 0), 0u) << refusal(j);
    j = good;
    j["position"]["seats"][0]["coins"] = "five";
    EXPECT_EQ(refusal(j).rfind("position.seats[0].coins: ", 0), 0u) << refusal(j);
    j = good;
    j["position"]["seats"][0]["computer"] = "easy";
    EXPECT_EQ(refusal(j), "position.seats[0].computer: the seat to play solves the puzzle: it "
                          "must be a person");
}

TEST(Puzzle, FilesThatCannotBeReadSayWhy) {
    const fs::path dir = fs::temp_directory_path() / "frosted-puzzle-test";
    fs::create_directories(dir);
    { std::ofstream(dir / "broken.json") << "{\"format\": "; }
    try {
        loadPuzzle(dataPtr(), dir / "broken.json");
        ADD_FAILURE() << "a broken file loaded";
    } catch (const PuzzleError& e) {
        EXPECT_NE(std::string(e.what()).find("line 1"), std::string::npos) << e.what();
    }
    EXPECT_THROW(loadPuzzle(dataPtr(), dir), PuzzleError); // a folder
    EXPECT_THROW(loadPuzzle(dataPtr(), dir / "missing.json"), PuzzleError);
    fs::remove_all(dir);
}

TEST(Puzzle, TextsFallBackToEnglish) {
    PuzzleText t{"Bloom", "Fleur", ""};
    EXPECT_EQ(t.in("fr"), "Fleur");
    EXPECT_EQ(t.in("fr_CA"), "Fleur");
    EXPECT_EQ(t.in("ja"), "Bloom");
    EXPECT_EQ(t.in("de"), "Bloom");
}
