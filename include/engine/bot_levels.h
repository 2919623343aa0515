// The computer players' levels by name, the same five in every game (docs/ai.md): saves,
// positions, the command line and the tables name a seat's player with them, so a game's rules
// read them without its players. What each level does is the game's (its ai/bots.h).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace engine {

enum class BotKind { Random, Greedy, Easy, Medium, Hard };

std::string_view botName(BotKind k); // "random", "greedy", "easy", "medium", "hard"
std::optional<BotKind> botFromName(std::string_view name);
// The names of every bot, in BotKind order ("random|greedy|easy|medium|hard" in messages).
const std::vector<std::string_view>& botNames();
bool isSearching(BotKind k); // takes a budget (thinkMs / iterations): hard

} // namespace engine
