// check-save: loads a save file and reports it valid, or why not.
#include "cli.h"

#include "frosted/rules/save.h"

#include <ostream>

namespace frosted::cli {

int runCheckSave(const Args& args) {
    if (args.options.size() != 1)
        inputError("usage", "check-save needs exactly one FILE");
    const std::string& path = args.options.front();
    const ComponentsPtr c = loadData(args);
    GameState g;
    int version = 0;
    try {
        g = loadFromFile(c, path, &version);
    } catch (const SaveError& e) {
        inputError(e.code(), e.code() == "io_error" ? e.what() : path + ": " + e.what(),
                   json{{"path", path}});
    }
    json players = json::array();
    for (const PlayerState& p : g.players())
        players.push_back(p.name);
    const json out = {
        {"ok", true},
        {"format", kSaveFormat},
        {"version", version},
        {"players", players},
        {"solo", g.solo()},
        {"round", g.round()},
        {"phase", std::string(name(g.phase()))},
        {"to_play", g.isOver() ? json(nullptr) : json(g.player(g.currentSeat()).name)},
        {"complete", g.isOver()}};
    *args.out << dumpJson(out) << "\n";
    return 0;
}

} // namespace frosted::cli
