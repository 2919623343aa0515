// What the games' `play` scripts share (engine/cli_script.h).
#include "engine/cli_script.h"

#include <algorithm>

namespace engine::cli {

bool present(const json& obj, const char* key) {
    return obj.contains(key) && !obj.at(key).is_null();
}

std::vector<std::string> playerNames(const json& in) {
    const std::vector<std::string> names =
        stringList(require(in, "players", "the input"), "players");
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string& n = names[i];
        const bool printable = std::all_of(n.begin(), n.end(), [](char ch) {
            return static_cast<unsigned char>(ch) >= 0x20 && ch != 0x7f;
        });
        // Characters, not bytes: the continuation bytes of UTF-8 do not count.
        const auto characters = std::count_if(n.begin(), n.end(), [](char ch) {
            return (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
        });
        if (characters < 1 || characters > 40 || !printable)
            inputError("invalid_input", "players[" + std::to_string(i) +
                                            "] must be a name of 1 to 40 printable characters, "
                                            "not " +
                                            describe(json(n)));
    }
    return names;
}

std::uint64_t seedIn(const json& in) {
    if (!present(in, "seed"))
        return 0;
    const json& seed = in.at("seed");
    if (!seed.is_number_integer())
        inputError("invalid_input", "seed must be an integer, not " + describe(seed));
    return seed.is_number_unsigned() ? seed.get<std::uint64_t>()
                                     : static_cast<std::uint64_t>(seed.get<std::int64_t>());
}

std::string scriptSaveText(const std::string& path) {
    try {
        return readRegularFile(path);
    } catch (const InputError& e) {
        inputError("io_error", e.what(), json{{"path", path}});
    }
}

} // namespace engine::cli
