// check-save: loads a save file and reports it valid, or why not.
#include "cli.h"

#include "frosted/save.h"

#include <fstream>
#include <iostream>
#include <iterator>

namespace frosted::cli {

int runCheckSave(const Args& args) {
    if (args.positional.size() != 1)
        inputError("usage", "check-save needs exactly one FILE");
    const std::string& path = args.positional.front();
    const ComponentsPtr c = loadData(args.dataDir);
    std::ifstream in(path, std::ios::binary);
    if (!in || std::filesystem::is_directory(path))
        inputError("io_error", "cannot read " + path, json{{"path", path}});
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    GameState g;
    int version = 0;
    try {
        g = loadFromText(c, text, &version);
    } catch (const SaveError& e) {
        inputError(e.code(), path + ": " + e.what(), json{{"path", path}});
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
    std::cout << dumpJson(out) << "\n";
    return 0;
}

} // namespace frosted::cli
