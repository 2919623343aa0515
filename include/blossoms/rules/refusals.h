// The refusal codes of Blossoms' check() and apply() (engine/refusal.h): each code, the rule it
// cites and what the numbers n[] carry. The command line prints the Verdict's English `reason`;
// the GUI words a refusal in the player's language from the code and the numbers.
#pragma once

#include <array>
#include <string_view>

namespace blossoms {

struct RefusalInfo {
    std::string_view code;
    std::string_view rule;    // the rule usually cited (a code may cite a closer one)
    std::string_view numbers; // what n[0], n[1] hold
};

namespace refused {
inline constexpr std::string_view kGameOver = "game_over";             // R-BL-END-2
inline constexpr std::string_view kNotAnAction = "not_an_action";      // a pot or card out of range
inline constexpr std::string_view kChoosePot = "choose_pot";           // R-BL-GROW-3: the card
inline constexpr std::string_view kPotNotEmpty = "pot_not_empty";      // R-BL-GROW-3: the pot
inline constexpr std::string_view kOrderFirst = "order_first";         // R-BL-TOOL-3
inline constexpr std::string_view kWrongOrder = "wrong_order";         // R-BL-TOOL-3: cards shown
inline constexpr std::string_view kNoCardWaiting = "no_card_waiting";  // R-BL-GROW-3
inline constexpr std::string_view kNothingRaked = "nothing_raked";     // R-BL-TOOL-3
inline constexpr std::string_view kGrowthFirst = "growth_first";       // R-BL-TURN-3, R-BL-VAR-4
inline constexpr std::string_view kFinalTurn = "final_turn";           // R-BL-END-3
inline constexpr std::string_view kDeckEmpty = "deck_empty";           // R-BL-END-1
inline constexpr std::string_view kAlreadyPlanted = "already_planted"; // R-BL-TURN-4: pot, card
inline constexpr std::string_view kNotInHand = "not_in_hand";          // R-BL-PLANT-1: pot, card
inline constexpr std::string_view kEmptyPot = "empty_pot";             // R-BL-PLANT-1: pot, card
inline constexpr std::string_view kWrongType = "wrong_type";           // R-BL-PLANT-1: pot, card
inline constexpr std::string_view kPotFull = "pot_full";               // R-BL-POT-3: pot, card
inline constexpr std::string_view kTooShort = "too_short";             // R-BL-CUT-1: pot, min_cut
inline constexpr std::string_view kProtected = "protected";            // R-BL-TOKEN-3: pot, owner
inline constexpr std::string_view kTokenPlaced = "token_placed";       // R-BL-TURN-4
inline constexpr std::string_view kNoTokens = "no_tokens";             // R-BL-TOKEN-1
inline constexpr std::string_view kPotHasToken = "pot_has_token";      // R-BL-TOKEN-1: pot
inline constexpr std::string_view kFinalTurnToken = "final_turn_token"; // R-BL-END-3: pot
inline constexpr std::string_view kNoTools = "no_tools";                // R-BL-TOOL-6
inline constexpr std::string_view kNoTokenOnTool = "no_token_on_tool";  // R-BL-TOKEN-4
inline constexpr std::string_view kToolUsed = "tool_used";              // R-BL-TURN-4
} // namespace refused

inline constexpr std::array<RefusalInfo, 25> kRefusals = {{
    {refused::kGameOver, "R-BL-END-2", ""},
    {refused::kNotAnAction, "", ""},
    {refused::kChoosePot, "R-BL-GROW-3", "the drawn card"},
    {refused::kPotNotEmpty, "R-BL-GROW-3", "the pot (1-4)"},
    {refused::kOrderFirst, "R-BL-TOOL-3", ""},
    {refused::kWrongOrder, "R-BL-TOOL-3", "how many cards were raked"},
    {refused::kNoCardWaiting, "R-BL-GROW-3", ""},
    {refused::kNothingRaked, "R-BL-TOOL-3", ""},
    {refused::kGrowthFirst, "R-BL-TURN-3", ""},
    {refused::kFinalTurn, "R-BL-END-3", ""},
    {refused::kDeckEmpty, "R-BL-END-1", ""},
    {refused::kAlreadyPlanted, "R-BL-TURN-4", "the pot (1-4), the card"},
    {refused::kNotInHand, "R-BL-PLANT-1", "the pot (1-4), the card"},
    {refused::kEmptyPot, "R-BL-PLANT-1", "the pot (1-4), the card"},
    {refused::kWrongType, "R-BL-PLANT-1", "the pot (1-4), the card"},
    {refused::kPotFull, "R-BL-POT-3", "the pot (1-4), the card"},
    {refused::kTooShort, "R-BL-CUT-1", "the pot (1-4), min_cut"},
    {refused::kProtected, "R-BL-TOKEN-3", "the pot (1-4), the token's seat"},
    {refused::kTokenPlaced, "R-BL-TURN-4", ""},
    {refused::kNoTokens, "R-BL-TOKEN-1", ""},
    {refused::kPotHasToken, "R-BL-TOKEN-1", "the pot (1-4)"},
    {refused::kFinalTurnToken, "R-BL-END-3", "the pot (1-4)"},
    {refused::kNoTools, "R-BL-TOOL-6", ""},
    {refused::kNoTokenOnTool, "R-BL-TOKEN-4", ""},
    {refused::kToolUsed, "R-BL-TURN-4", ""},
}};

} // namespace blossoms
