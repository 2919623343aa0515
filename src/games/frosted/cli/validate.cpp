// validate-data: loads and checks every data file (COMPONENTS.md "Validation").
#include "cli.h"

#include "frosted/rules/data_loader.h"

#include <ostream>

namespace frosted::cli {

int runValidateData(const Args& args) {
    if (!args.options.empty())
        inputError("usage", "validate-data takes no arguments besides --data DIR");
    const ComponentsPtr c = loadData(args);
    const json out = {{"ok", true},
                      {"tiles", c->tiles.size()},
                      {"starting_tiles", c->startingTiles.size()},
                      {"cards", c->cards.size()},
                      {"objectives", c->objectives.size()},
                      {"master_gardener_cards", c->gardenerCards.size()},
                      {"data_hash", c->contentHash}};
    *args.out << dumpJson(out) << "\n";
    return 0;
}

} // namespace frosted::cli
