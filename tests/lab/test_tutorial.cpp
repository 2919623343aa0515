// The guided first game's script (issue 19, tutorial.h): the shipped script teaches every lesson
// where its notes say, by the rules, and ends in a tie the coins decide (R-END-3).
#include "frosted/lab/tutorial.h"

#include "test_support.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>

using namespace frosted;
using frosted::test::dataPtr;

namespace {

TutorialScript shipped() {
    std::ifstream in(FROSTED_TUTORIAL_FILE);
    EXPECT_TRUE(in.good()) << FROSTED_TUTORIAL_FILE;
    return tutorialFromJson(*dataPtr(), nlohmann::json::parse(in));
}

GameState playedThrough(const TutorialScript& s, const std::vector<std::string>& names) {
    GameState g = tutorialDeal(dataPtr(), s, names);
    for (const Action& a : s.actions) {
        const ApplyResult r = g.apply(a);
        EXPECT_TRUE(r.ok) << actionText(a, *dataPtr()) << ": " << r.reason;
        if (!r)
            break;
    }
    return g;
}

bool has(const std::vector<Lesson>& ls, Lesson l) {
    return std::find(ls.begin(), ls.end(), l) != ls.end();
}

} // namespace

TEST(Tutorial, ShippedScriptTeachesEveryLessonWhereItsNotesSay) {
    const TutorialScript s = shipped();
    const std::vector<std::string> problems = tutorialProblems(dataPtr(), s);
    for (const std::string& p : problems)
        ADD_FAILURE() << p;
    EXPECT_EQ(s.computers, (std::vector<std::string>{"", "easy"}));
}

TEST(Tutorial, R_END_3_ShippedGameEndsInATieTheCoinsDecideForThePerson) {
    const GameState g = playedThrough(shipped(), {"You", "Rosa"});
    ASSERT_TRUE(g.isOver());
    const auto scores = g.scores();
    ASSERT_EQ(scores.size(), 2u);
    EXPECT_EQ(scores[0].total, scores[1].total);
    EXPECT_GT(scores[0].coins, scores[1].coins);
    EXPECT_EQ(scores[0].rank, 1);
    EXPECT_EQ(scores[1].rank, 2);
    EXPECT_EQ(scores[0].decidedBy, FinalScore::Decider::Coins);
}

TEST(Tutorial, TheDealDoesNotDependOnTheNames) {
    // The GUI names the seats in the player's language and with their own name.
    const TutorialScript s = shipped();
    const GameState a = playedThrough(s, {"You", "Rosa"});
    const GameState b = playedThrough(s, {"Vous", "ローザ"});
    ASSERT_TRUE(b.isOver());
    EXPECT_EQ(a.scores()[0].total, b.scores()[0].total);
    EXPECT_EQ(a.player(0).garden, b.player(0).garden);
}

TEST(Tutorial, R_MKT_2_LessonsAreFoundByTheRulesNotByTheNotes) {
    const TutorialScript s = shipped();
    GameState g = tutorialDeal(dataPtr(), s, {"You", "Rosa"});
    // The first action takes the first tile after the token: free, nothing else.
    GameState next = g;
    ASSERT_TRUE(next.apply(s.actions[0]));
    EXPECT_EQ(lessonsOf(g, s.actions[0], next), std::vector<Lesson>{Lesson::TakeFree});
    // Taking the 3rd tile would skip two: a skip lesson, and refused actions teach nothing.
    GameState skip = g;
    ASSERT_TRUE(skip.apply(Action::take(2)));
    EXPECT_TRUE(has(lessonsOf(g, Action::take(2), skip), Lesson::Skip));
    EXPECT_TRUE(lessonsOf(g, Action::endTurn(), g).empty());
}

TEST(Tutorial, AMovedNoteIsFoundOut) {
    TutorialScript s = shipped();
    for (TutorialNote& n : s.notes)
        if (n.id == "windmill")
            n.before -= 4; // a turn earlier
    const auto problems = tutorialProblems(dataPtr(), s);
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems[0].find("windmill"), std::string::npos) << problems[0];
}

TEST(Tutorial, AMissingLessonAndARefusedActionAreNamed) {
    TutorialScript s = shipped();
    std::erase_if(s.notes, [](const TutorialNote& n) { return n.id == "claim"; });
    auto problems = tutorialProblems(dataPtr(), s);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0], "lesson \"claim\" is never told");

    s = shipped();
    s.actions[1] = Action::place({}, {40, 40}); // far from the garden
    problems = tutorialProblems(dataPtr(), s);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("actions[1]"), std::string::npos) << problems[0];
}

TEST(Tutorial, BadDocumentsAreRefusedNamingTheField) {
    nlohmann::json j = tutorialToJson(*dataPtr(), shipped());
    EXPECT_EQ(tutorialFromJson(*dataPtr(), j).actions.size(), shipped().actions.size());
    auto refusal = [&](nlohmann::json bad) {
        try {
            tutorialFromJson(*dataPtr(), bad);
        } catch (const SetupError& e) {
            EXPECT_EQ(e.code(), "invalid_tutorial");
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    nlohmann::json bad = j;
    bad["actions"][3] = "take seven";
    EXPECT_EQ(refusal(bad).rfind("actions[3]: ", 0), 0u) << refusal(bad);
    bad = j;
    bad["notes"][2]["before"] = 9999;
    EXPECT_EQ(refusal(bad).rfind("notes[2].before: ", 0), 0u) << refusal(bad);
    bad = j;
    bad["format"] = "frosted-blooms-position";
    EXPECT_EQ(refusal(bad).rfind("format: ", 0), 0u);
    bad = j;
    bad["computers"] = {"easy", ""};
    EXPECT_EQ(refusal(bad).rfind("computers: ", 0), 0u);
    EXPECT_EQ(refusal(nlohmann::json::array()).rfind("tutorial: ", 0), 0u);
    // Issue 32: a version is read whole, never narrowed (2^32 + 1 is not version 1).
    for (const nlohmann::json& version : {nlohmann::json(4294967297LL), nlohmann::json(2),
                                          nlohmann::json(0), nlohmann::json("1")}) {
        bad = j;
        bad["version"] = version;
        EXPECT_EQ(refusal(bad).rfind("version: ", 0), 0u) << version;
    }
}
