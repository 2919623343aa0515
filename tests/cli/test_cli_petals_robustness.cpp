// Bad input of every kind to Petals' commands, in process through petals::cli::run: thousands of
// inputs made from a good one by changing one value (a wrong type, a number far out of range, a
// card id of another case, an empty list, a deep nesting, text that is not JSON) each give exit
// 0 or 2, one JSON document, one line on standard error for a failure, and never an
// internal_error.
#include "engine/rng.h"
#include "petals/cli/run.h"
#include "petals/rules/data_loader.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <sstream>

namespace {

using json = nlohmann::ordered_json;

json goodInput() {
    return json::parse(R"({"players": ["Ada", "Ben", "Cleo"], "variant": "harmony", "seed": 4,
      "setup": {"start_player": 1,
        "start": ["C10", {"card": "C11", "x": 0, "y": 0}, {"card": "C12", "rotation": 90}],
        "hands": [["C01", "C02"], ["C03", "C05"], ["C06", "C07"]], "pile": ["C08", "C09"]},
      "turns": [{"place": {"card": "C01", "x": 0, "y": -1}}],
      "actions": ["place C03 -1 0 90"]})");
}

// Every value of `j`, by its JSON pointer.
void pointers(const json& j, const std::string& at, std::vector<std::string>& out) {
    out.push_back(at);
    if (j.is_object())
        for (auto it = j.begin(); it != j.end(); ++it)
            pointers(it.value(), at + "/" + it.key(), out);
    else if (j.is_array())
        for (std::size_t i = 0; i < j.size(); ++i)
            pointers(j[i], at + "/" + std::to_string(i), out);
}

json replacement(engine::Rng& rng) {
    switch (rng.below(12)) {
    case 0:
        return nullptr;
    case 1:
        return json::array();
    case 2:
        return json::object();
    case 3:
        return -1;
    case 4:
        return 4294967296LL * 4294967;
    case 5:
        return 1e300;
    case 6:
        return "c01";
    case 7:
        return "";
    case 8:
        return json::array({"C01", "C01", "C01"});
    case 9:
        return 512;
    case 10:
        return "place C01 0 0 0";
    default:
        return true;
    }
}

struct Outcome {
    int exit;
    json doc;
    std::string err;
};

Outcome runOnce(const std::string& command, const std::string& input,
                const petals::ComponentsPtr& data) {
    std::istringstream in(input);
    std::ostringstream out, err;
    const int exit = petals::cli::run({command}, in, out, err, data);
    Outcome o{exit, nullptr, err.str()};
    try {
        o.doc = json::parse(out.str());
    } catch (const std::exception& e) {
        ADD_FAILURE() << command << " printed no JSON document for " << input << ": " << e.what();
    }
    return o;
}

void expectClean(const Outcome& o, const std::string& what) {
    ASSERT_TRUE(o.exit == 0 || o.exit == 2) << what << " exited " << o.exit;
    if (o.exit == 0) {
        EXPECT_FALSE(o.doc.contains("error")) << what;
        return;
    }
    ASSERT_TRUE(o.doc.contains("error")) << what;
    EXPECT_NE(o.doc["error"].value("code", ""), "internal_error") << what << ": " << o.doc;
    EXPECT_EQ(std::count(o.err.begin(), o.err.end(), '\n'), 1) << what << ": " << o.err;
}

} // namespace

TEST(CliPetalsRobustness, EveryValueChangedGivesACleanAnswer) {
    const petals::ComponentsPtr data = petals::loadComponents(petals::defaultDataDir());
    const json good = goodInput();
    ASSERT_EQ(runOnce("play", good.dump(), data).exit, 0);
    std::vector<std::string> at;
    pointers(good, "", at);
    engine::Rng rng(17);
    int runs = 0;
    for (int round = 0; round < 40; ++round)
        for (const std::string& p : at) {
            if (p.empty())
                continue;
            json bad = good;
            bad[json::json_pointer(p)] = replacement(rng);
            for (const char* command : {"play", "legal"}) {
                expectClean(runOnce(command, bad.dump(), data), std::string(command) + " " + p);
                ++runs;
            }
        }
    EXPECT_GT(runs, 3000);
}

TEST(CliPetalsRobustness, TextThatIsNotAnInputIsRefused) {
    const petals::ComponentsPtr data = petals::loadComponents(petals::defaultDataDir());
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    for (const std::string& text :
         {std::string(), std::string("{"), std::string("[]"), std::string("\"players\""), deep,
          std::string("{\"players\": [\"A\xff\", \"B\"]}"), std::string("{\"players\": 1e999}")}) {
        const Outcome o = runOnce("play", text, data);
        EXPECT_EQ(o.exit, 2) << text.substr(0, 40);
        expectClean(o, text.substr(0, 40));
    }
}
