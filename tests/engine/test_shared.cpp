// What the games' saves, computer players and commands share, held once in the engine (engine/
// saves.h, bot_levels.h, cli_commands.h, cli_script.h): tested here over a toy counting game,
// the games' own tests pin their sentences through them.
#include "engine/bot_levels.h"
#include "engine/cli_commands.h"
#include "engine/cli_script.h"
#include "engine/saves.h"

#include <gtest/gtest.h>

#include <cctype>
#include <map>
#include <sstream>

namespace engine {
namespace {

using nlohmann::json;

constexpr FileFormat kToySave{"toy-save", 2, 1};

// A toy game: a total that "add N" raises, refused beyond 10; cards are "a" and "b".
struct ToyCards {
    std::optional<int> cardIndex(const std::string& id) const {
        return id == "a" ? std::optional<int>(0) : id == "b" ? std::optional<int>(1) : std::nullopt;
    }
};
struct ToyGame {
    ToyCards cards;
    int total = 0;
    const ToyCards& components() const { return cards; }
    static std::optional<int> parseAction(const ToyCards&, const std::string& text,
                                          std::string* why) {
        if (text.rfind("add ", 0) == 0 && text.size() == 5 && std::isdigit(text[4]))
            return text[4] - '0';
        *why = "not add N";
        return std::nullopt;
    }
    Verdict apply(int n) {
        if (total + n > 10)
            return Verdict::refuse("too_much", "R-TOY-1", "the total would pass 10");
        total += n;
        return {};
    }
    std::string actionText(int n) const { return "add " + std::to_string(n); }
};

std::string codeOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const SaveError& e) {
        return e.code() + ": " + e.what();
    }
    return "none";
}

TEST(SharedSaves, OpenSaveChecksJsonEnvelopeGameAndDataInThatOrder) {
    auto open = [](const std::string& text) {
        return codeOf([&] { (void)openSave(text, kToySave, "toy", "not a toy's save", "h1"); });
    };
    EXPECT_EQ(open("{").substr(0, 15), "malformed_json:");
    EXPECT_EQ(open(R"({"format": "other", "version": 1})"),
              "not_a_save: not a saved game (no \"format\": \"toy-save\")");
    EXPECT_EQ(open(R"({"format": "toy-save", "version": 3, "game": "x"})"),
              "unsupported_version: a save of a version this program does not read (1 to 2)");
    EXPECT_EQ(open(R"({"format": "toy-save", "version": 1, "game": "x", "data_hash": "h2"})"),
              "data_mismatch: not a toy's save");
    EXPECT_EQ(open(R"({"format": "toy-save", "version": 2, "game": "toy", "data_hash": "h2"})"),
              "data_mismatch: this save was played with another data set");
    EXPECT_EQ(open(R"({"format": "toy-save", "version": 2, "game": "toy", "data_hash": "h1"})"),
              "none");
}

TEST(SharedSaves, CardsAndActionsAreReadThroughTheRules) {
    const ToyCards c;
    EXPECT_EQ(savedCards(c, json{"b", "a"}), (std::vector<int>{1, 0}));
    EXPECT_EQ(codeOf([&] { savedCard(c, json("z")); }), "corrupt_save: no card is called \"z\"");
    EXPECT_EQ(codeOf([&] { savedCards(c, json("a")); }),
              "corrupt_save: a list of card ids was expected");
    ToyGame g;
    replaySavedActions(g, json{"add 4", "add 5"});
    EXPECT_EQ(g.total, 9);
    EXPECT_EQ(codeOf([&] {
                  replaySavedActions(g, json{"add 1", "add 3"});
              }),
              "corrupt_save: action 1 (add 3) is refused: the total would pass 10");
    EXPECT_EQ(codeOf([&] { replaySavedActions(g, json{7}); }),
              "corrupt_save: action 0 is not an action");
    EXPECT_THROW(moduleLoad("", [](const std::string&) -> int { throw SaveError("x", "y"); }),
                 std::invalid_argument);
}

TEST(SharedBotLevels, NamesAndLevelsGoBothWays) {
    EXPECT_EQ(botNames().size(), 5u);
    for (std::string_view n : botNames())
        EXPECT_EQ(botName(*botFromName(n)), n);
    EXPECT_FALSE(botFromName("expert"));
    EXPECT_TRUE(isSearching(BotKind::Hard));
    EXPECT_FALSE(isSearching(BotKind::Medium));
}

std::string cliError(const std::function<void()>& f) {
    try {
        f();
    } catch (const cli::CliError& e) {
        return e.code() + ": " + e.what() + " " + e.extra().dump();
    }
    return "none";
}

TEST(SharedCli, ScriptActionsAreRefusedWithTheirIndexAndRule) {
    ToyGame g;
    cli::playActions(g, cli::json{"add 2"}, true);
    EXPECT_EQ(g.total, 2);
    EXPECT_EQ(
        cliError([&] { cli::playActions(g, cli::json{"add 9"}, true); }),
        "illegal_action: actions[0] (add 9): the total would pass 10 "
        R"({"action":0,"reason":"the total would pass 10","refusal":"too_much","rule":"R-TOY-1"})");
    EXPECT_EQ(cliError([&] { cli::playActions(g, cli::json{"add 9"}, false); }),
              "illegal_action: actions[0] (add 9): the total would pass 10 "
              R"({"action":0,"reason":"the total would pass 10","refusal":"too_much"})");
    EXPECT_EQ(cliError([&] { cli::playActions(g, cli::json{"x"}, true); }),
              R"(bad_action: actions[0]: not add N {"action":0})");
}

TEST(SharedCli, UnknownIdsAreToldAfterEveryTypeWithTheirPlace) {
    const ToyCards c;
    cli::CardIds<ToyCards> ids(c);
    EXPECT_EQ(ids.cards(cli::json{"a", "z", "y"}, "setup.deck"), (std::vector<int>{0, 0, 0}));
    EXPECT_EQ(cliError([&] {
                  ids.check(cli::json{{"turn", 2}});
              }),
              R"(unknown_id: setup.deck[1]: unknown card id "z" {"turn":2,"id":"z"})");
    EXPECT_EQ(cliError([&] {
                  (void)cli::playerNames(cli::json{{"players", {"Ada", ""}}});
              }),
              "invalid_input: players[1] must be a name of 1 to 40 printable characters, not "
              "the string \"\" {}");
    EXPECT_EQ(cli::seedIn(cli::json{{"seed", -1}}), ~std::uint64_t{0});
}

int runA(const cli::GameArgs<int>& a) {
    *a.out << "ran a with " << a.options.size() << " options, data " << a.dataDir;
    return 0;
}

TEST(SharedCli, TheCommandRunnerWalksToACommand) {
    static const std::map<std::string, const char*> help = {{"a", "help of a\n"}};
    const cli::CommandSet set =
        cli::listedCommands("usage\n", help, "Toy's", "a", {{"b", "Other Game"}});
    const std::map<std::string, int (*)(const cli::GameArgs<int>&)> table = {{"a", runA}};
    auto run = [&](const std::vector<std::string>& raw, std::string* err = nullptr) {
        std::istringstream in;
        std::ostringstream out, errs;
        const int code = cli::runGameCommands(raw, in, out, errs, 0, set, table);
        if (err)
            *err = errs.str();
        return std::to_string(code) + " " + out.str();
    };
    EXPECT_EQ(run({"a", "--data", "D", "-x"}), "0 ran a with 1 options, data D");
    EXPECT_EQ(run({"a", "--help"}), "0 help of a\n");
    EXPECT_EQ(run({"help", "a"}), "0 help of a\n");
    EXPECT_EQ(run({"--help"}), "0 usage\n");
    std::string err;
    EXPECT_NE(run({}, &err).find("no command given; commands: a (see --help)"), std::string::npos);
    EXPECT_EQ(err.substr(0, 6), "usage\n");
    EXPECT_NE(run({"b"}).find("b is a command of Other Game; Toy's commands are a"),
              std::string::npos);
    EXPECT_NE(run({"c"}).find("unknown command \\\"c\\\"; Toy's commands are a"),
              std::string::npos);
}

} // namespace
} // namespace engine
