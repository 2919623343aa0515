// A whole game of Frosted Blooms as a value (R-TURN, R-MKT, R-CARD, R-OBJ, R-END, R-PRIV, R-MG):
// the one header to include for it. Its parts:
//   table.h        the turn steps, the ring, the seats of the players and of the Master Gardener,
//                  the score pad lines;
//   turn_record.h  what one turn did (the log's records) and a turn as its actions;
//   game_setup.h   the setup: seat names, a deal given part by part or resolved, SetupError;
//   game_state.h   GameState: setup, the turn steps as actions, the end and scores;
//   seat_view.h    SeatView, what one seat may know, and determinize().
#pragma once

#include "frosted/rules/game_setup.h"
#include "frosted/rules/game_state.h"
#include "frosted/rules/seat_view.h"
#include "frosted/rules/table.h"
#include "frosted/rules/turn_record.h"
