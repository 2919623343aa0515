// frosted-blooms-cli --game blossoms from outside (spec/blossoms/CLI.md): the program's registry
// of games, and a save that names its game (check-save FILE and --from SAVE without --game).
#include "cli_runner.h"

namespace {

using namespace frosted::clitest;

json okOut(const RunResult& r) {
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    return parsedOut(r);
}

const char* kScript = R"({"players": ["Ada", "Ben"], "seed": 5, "actions": ["grow"]})";

} // namespace

TEST(CliBlossoms, TheGameIsRegisteredAndItsSavesNameIt) {
    const json data = okOut(run({"validate-data", "--game", "blossoms"}));
    EXPECT_EQ(data["game"], "blossoms");
    EXPECT_EQ(data["cards"], 54);
    TempDir dir;
    const std::string save = (dir.path() / "game.save").string();
    const json played = okOut(run({"play", "--game=blossoms", "--save", save}, kScript));
    EXPECT_EQ(played["game"], "blossoms");
    // The save names its game: check-save and --from need no --game.
    const json checked = okOut(run({"check-save", save}));
    EXPECT_EQ(checked["game"], "blossoms");
    EXPECT_EQ(checked["players"].size(), 2u);
    const json legal = okOut(run({"legal", "--from", save}, "{}"));
    EXPECT_EQ(legal["step"], played["step"]);
    // A --game that contradicts the save is a usage error.
    expectInputError(run({"check-save", "--game", "petals", save}), "usage");
    expectInputError(run({"evaluate", "--game", "blossoms"}, "{}"), "usage");
}
