// The files a game's `simulate` writes beside its summary (docs/cli.md "simulate"): each game's
// replay record as DIR/game-00001.json, ... (--records DIR) and one CSV (--csv FILE), written as
// the games end to FILE.tmp and renamed over FILE once every game is played, so that a failed run
// never leaves half a file under the name asked for.
#pragma once

#include "engine/cli.h"

#include <cstdint>
#include <fstream>
#include <limits>
#include <string>

namespace engine::cli {

// A file or folder option's value: never empty (an unset shell variable would silently drop the
// file); a usage error naming `option` otherwise.
std::string fileName(const std::string& option, const std::string& value);

// What the options of `simulate` every game takes set beside the game's SimConfig.
struct SimulateOptions {
    bool timing = false;
    std::string csvPath, recordsDir;
};

// The options of `simulate` every game takes: --games G (1 to 1000000), --seed S, --bot LEVEL
// (once for all seats or once per seat), --jobs J (1 to 256), --timing, --csv FILE, --records DIR
// and a searching bot's budget (--think-ms, --iterations) into the game's `config` (its games,
// seed, bots, jobs and budget) and `o`; false for any other option.
template <class Config>
bool simulateOption(const std::string& opt, const OptionValue& value, Config& config,
                    SimulateOptions& o) {
    if (opt == "--games")
        config.games = static_cast<int>(parseNumber(opt, value(), 1, 1000000));
    else if (opt == "--seed")
        config.seed = parseNumber(opt, value(), 0, std::numeric_limits<std::uint64_t>::max());
    else if (opt == "--bot")
        config.bots.push_back(parseBot(opt, value()));
    else if (opt == "--jobs")
        config.jobs = static_cast<int>(parseNumber(opt, value(), 1, 256));
    else if (opt == "--timing")
        o.timing = true;
    else if (opt == "--csv")
        o.csvPath = fileName(opt, value());
    else if (opt == "--records")
        o.recordsDir = fileName(opt, value());
    else
        return budgetOption(opt, value, config.budget.thinkMs, config.budget.iterations);
    return true;
}

// After the options: the budget checked (checkBudget), random for every seat when no --bot is
// given, and one --bot for all seats or one per seat of `config.players`.
template <class Config>
void checkSimulateBots(Config& config) {
    checkBudget(config.budget.thinkMs, config.budget.iterations);
    if (config.bots.empty())
        config.bots = {BotKind::Random};
    if (config.bots.size() != 1 && static_cast<int>(config.bots.size()) != config.players)
        inputError("usage", "give one --bot for all seats or one per seat (" +
                                std::to_string(config.players) + ")");
}

class SimulationFiles {
  public:
    // Makes the records folder and checks and opens the CSV, its `csvHeader` first: before any
    // game is played (io_error naming the path). An empty name: no such file.
    SimulationFiles(std::string recordsDir, std::string csvPath, const char* csvHeader);

    // Whether records and a CSV are written (a game's record and rows are made only then).
    bool recording() const { return !recordsDir_.empty(); }
    bool writingCsv() const { return csv_.is_open(); }
    // Game `index` (from 0)'s record, written atomically as game-<index + 1, 5 digits>.json.
    void record(int index, const json& doc) const;
    // Rows of the CSV.
    void csvRows(const std::string& rows);
    // The CSV renamed over its name; io_error when writing it failed.
    void finish();

  private:
    std::string recordsDir_, csvPath_, csvTemp_;
    std::ofstream csv_;
};

} // namespace engine::cli
