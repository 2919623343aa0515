// suggest --game blossoms: what a computer player would do (spec/blossoms/CLI.md "suggest").
#include "blossoms/ai/bots.h"
#include "cli.h"

#include "engine/input.h"

#include <cmath>
#include <limits>
#include <ostream>

namespace blossoms::cli {

using engine::shown;
using engine::cli::OptionValue;

int runSuggest(const Args& args) {
    std::string fromSave, botText;
    std::optional<ai::BotKind> bot;
    ai::Budget budget;
    std::uint64_t seed = 1;
    engine::cli::forEachOption(args.options, [&](const std::string& opt, const OptionValue& value) {
        if (opt == "--from")
            fromSave = value();
        else if (opt == "--bot")
            bot = parseBot(opt, botText = value());
        else if (opt == "--seed")
            seed = engine::cli::parseNumber(opt, value(), 0,
                                            std::numeric_limits<std::uint64_t>::max());
        else if (!engine::cli::budgetOption(opt, value, budget.thinkMs, budget.iterations))
            inputError("usage", "suggest: unknown option " + shown(opt) +
                                    " (its options are --bot, --from, --think-ms, --iterations "
                                    "and --seed)");
    });
    if (!bot)
        inputError("usage", "suggest needs --bot LEVEL");
    engine::cli::checkBudget(budget.thinkMs, budget.iterations);
    const ComponentsPtr c = loadData(args);
    const Game g = scriptedGame(c, engine::cli::readInput(*args.in), fromSave);
    json out;
    out["to_play"] = toPlay(g);
    out["step"] = std::string(stepName(g.step()));
    out["bot"] = botText;
    // 2 decimals, and a zero never printed "-0.0".
    const auto rounded = [](double v) { return std::round(v * 100.0) / 100.0 + 0.0; };
    json alternatives = json::array();
    if (g.isOver()) {
        out["action"] = nullptr;
        out["expected"] = 0;
    } else {
        engine::Rng rng(seed);
        const ai::Suggestion s = ai::suggest(*bot, g.viewFor(g.toAct()), rng, budget);
        out["action"] = g.actionText(s.action);
        out["expected"] = rounded(s.expected);
        for (const auto& [action, value] : s.alternatives)
            alternatives.push_back(
                json{{"action", g.actionText(action)}, {"expected", rounded(value)}});
    }
    out["alternatives"] = alternatives;
    *args.out << engine::cli::dumpJson(out) << "\n";
    return 0;
}

} // namespace blossoms::cli
