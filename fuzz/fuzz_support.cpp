#include "fuzz_support.h"

#include "engine/rng.h"
#include "frosted/rules/action.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include <fstream>
#include <iterator>

namespace frosted::fuzz {

const ComponentsPtr& bundled() {
    static const ComponentsPtr set = loadComponents(defaultDataDir());
    return set;
}

const DataSetLoader& bundledLoader() {
    static const DataSetLoader loader = [] {
        DataSetLoader out;
        for (const char* file : DataSetLoader::fileNames()) {
            std::ifstream in(defaultDataDir() / file, std::ios::binary);
            if (!in)
                finding(std::string("cannot read the bundled ") + file);
            out.setText(file, {std::istreambuf_iterator<char>(in), {}});
        }
        if (out.build()->contentHash != bundled()->contentHash)
            finding("the bundled files loaded one by one differ from the bundled set");
        return out;
    }();
    return loader;
}

void checkDataError(const DataError& e) {
    if (e.problems().empty() || e.problems().size() > 101)
        finding("a DataError with " + std::to_string(e.problems().size()) + " problems");
    for (const std::string& p : e.problems())
        checkMessage(p, 300, "a data problem");
    // The parts (the GUI's table) are the same problems: each text its line, each part one line.
    if (e.details().size() != e.problems().size())
        finding("a DataError with " + std::to_string(e.details().size()) + " parts for " +
                std::to_string(e.problems().size()) + " problems");
    for (std::size_t i = 0; i < e.details().size() && i < e.problems().size(); ++i) {
        const DataProblem& d = e.details()[i];
        if (d.text != e.problems()[i])
            finding("a data problem whose parts do not make its line: " + e.problems()[i]);
        // File, item and field are empty where the problem is about the folder, a whole file
        // or a whole item; the message never is.
        for (const std::string* part : {&d.file, &d.item, &d.field})
            if (!part->empty())
                checkMessage(*part, 300, "a part of a data problem");
        checkMessage(d.message, 300, "the message of a data problem");
    }
}

void loadAndPlay(const DataSetLoader& loader, std::uint8_t choice) {
    ComponentsPtr set;
    try {
        set = loader.build();
    } catch (const DataError& e) {
        checkDataError(e);
        return;
    } catch (const std::exception& e) {
        finding(std::string("DataSetLoader::build threw something else than DataError: ") +
                e.what());
    }
    if (set->contentHash.size() != 16)
        finding("a content hash of " + std::to_string(set->contentHash.size()) + " characters");
    exercise(set, choice, 120);
}

void exercise(const ComponentsPtr& data, std::uint8_t choice, int steps) {
    SetupSpec spec;
    const int players = 1 + choice % 4;
    spec.solo = players == 1 && (choice & 0x10) != 0;
    for (int i = 0; i < players; ++i)
        spec.players.push_back("P" + std::to_string(i + 1));
    spec.seed = choice;
    GameState g;
    try {
        g = GameState::setup(data, spec);
    } catch (const SetupError& e) {
        finding(std::string("a data set that loads cannot be dealt: ") + e.what());
    }
    const ActionIds ids(g.components());
    Rng rng(choice);
    auto roundTrips = [&](const Action& a) {
        const int id = ids.id(a);
        if (id < 0 || id >= ids.count() || !(ids.action(id) == a))
            finding("a legal action's id does not round-trip: " + actionText(a, g.components()));
        const auto back = parseAction(actionText(a, g.components()), g.components());
        if (!back || !(*back == a))
            finding("a legal action's text does not parse back: " + actionText(a, g.components()));
    };
    for (int step = 0; step < steps && !g.isOver(); ++step) {
        const std::vector<Action> actions = g.legalActions();
        if (actions.empty())
            finding("no legal action in a game that is not over");
        // The first, the last and the chosen action: the ids and texts of every kind are
        // checked over a game without paying for hundreds of placements at every step.
        roundTrips(actions.front());
        roundTrips(actions.back());
        const Action a = actions[static_cast<std::size_t>(rng.below(actions.size()))];
        roundTrips(a);
        if (const ApplyResult r = g.apply(a); !r)
            finding("a legal action was refused: " + actionText(a, g.components()) + ": " +
                    r.reason);
    }
    (void)g.scores();
    try {
        const GameState loaded = loadFromText(data, saveToText(g));
        if (!(loaded == g))
            finding("a save does not load to an equal state");
    } catch (const SaveError& e) {
        finding(std::string("a save of the game does not load: ") + e.what());
    }
}

} // namespace frosted::fuzz
