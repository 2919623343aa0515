// The computer players' levels by name (engine/bot_levels.h).
#include "engine/bot_levels.h"

#include <cstddef>

namespace engine {

std::string_view botName(BotKind k) {
    return botNames()[static_cast<std::size_t>(k)];
}

const std::vector<std::string_view>& botNames() {
    static const std::vector<std::string_view> names = {"random", "greedy", "easy", "medium",
                                                        "hard"};
    return names;
}

std::optional<BotKind> botFromName(std::string_view name) {
    const auto& names = botNames();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == name)
            return static_cast<BotKind>(i);
    return std::nullopt;
}

bool isSearching(BotKind k) {
    return k == BotKind::Hard;
}

} // namespace engine
