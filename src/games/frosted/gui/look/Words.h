// The game told in words: log lines from the core's TurnRecords, names of tiles, cards,
// objectives and gaps, and why the core refuses an action. Nothing here decides a rule; it only
// phrases what the core recorded or answered.
//
// What players read never shows a component's id (tile T17, Master Gardener card MG05, objective
// barn-4), a coordinate or a ring slot's number: a tile is told by its tulips ("the tile with 2
// purple, 1 red and 3 white tulips") or by its place after the Flower token, a Master Gardener
// card by its rows, an objective by its type, threshold and points. Counts are plurals through
// tr()'s %n ("%n coin(s)"); language::installEnglishPlurals() gives the English forms
// ("1 coin", "2 coins").
#pragma once

#include "frosted/ai/bots.h"
#include "frosted/rules/game.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace words {

QString q(std::string_view s);
QString coins(int n);                                           // "1 coin", "3 coins"
QString cardName(const frosted::ComponentSet& c, int card);     // "purple + water"
QString objectiveName(const frosted::ComponentSet& c, int obj); // "water group of 8 (10 pts)"
QString typeWord(frosted::ObjectiveType t);                     // "purple", "Barn"
QString landWord(frosted::LandType t);                          // "purple", "water"
// A computer player's level or a bot of the core ("easy", "greedy"…) in words; an unknown name
// as it is.
QString botName(const QString& bot);
// Items one after the other, "a, b, c" (the comma in the language shown).
QString joined(const QStringList& parts);
// A line of the game log in round `round`: "R3 …".
QString roundLine(int round, const QString& text);
// A tile by its front face's tulips: "the tile with 2 purple, 1 red and 3 white tulips".
QString tileName(const frosted::ComponentSet& c, int tile);
// A face's tulips, the front's unless told: "2 purple, 1 red and 3 white tulips".
QString tulips(const frosted::ComponentSet& c, int tile, frosted::Side side = frosted::Side::Front);
// A Master Gardener card by its rows: "purple 2 · red blank · white 1 · water 3".
QString gardenerCardName(const frosted::ComponentSet& c, int card);
QString improvements(const frosted::ImprovementCounts& n); // "1 Barn + 2 Workers"
QString gap(const frosted::Gap& g);                        // "gap of 3 (bent): 1 Barn + ..."
// The caption of the gaps a placement filled, "Gap of 4 (T shape): 1 Barn + 2 Workers, +2 coins";
// `coins` is the core's Worker coins for them (left out when 0).
QString gapsCaption(const std::vector<frosted::Gap>& gaps, int coins);
QString ordinal(int k); // 1st, 2nd... (a tile, a card)
QString rank(int k);    // 1st, 2nd... as a place in the final ranking (1er, 1位)

// Why a placement is refused, from the kind of the core's PlacementCheck ("that space is taken").
QString placementProblem(const frosted::PlacementCheck& c);
// What a legal placement brings, for the bubble over a garden: "best card +12 · 1 Barn ·
// objective!" (", 3 objectives" when several qualify).
QString previewBubble(const frosted::PlacementPreview& p);
// Why the core refuses `a` for the seat to play, in words (empty when it allows it). The core
// decides (check: its refusal code and numbers); this only picks the sentence for the code, so no
// coordinate, id or slot number of the core's own text reaches the screen.
QString refusal(const frosted::SeatView& v, const frosted::Action& a);

// A player's turn, one line; `who` names the seat. A tile laid is told by the face laid (turned
// over: its back's tulips, and "placed it turned over"), one not laid by its front.
QString playerTurn(const frosted::ComponentSet& c, const QString& who,
                   const frosted::PlayerTurn& r);
// What a turn record tells, whole or one step of it, as the clauses of the log line that follow
// the player's name ("took the 2nd tile (…), paying 1 coin", "placed it, gap of 3 …", "played
// purple for 6 points", the objective claimed last), joined by commas; empty when the record has
// nothing for that part. The hand-over's summary and a computer player's steps say them.
enum class TurnPart { Whole, Take, Place, Card, LastClaim };
QString playerTurnText(const frosted::ComponentSet& c, const frosted::PlayerTurn& r,
                       TurnPart part = TurnPart::Whole);
// The Master Gardener's turn, step by step (R-MG-4): the core's kGardenerSteps in order (the claim
// step only when he claimed something); his end-of-game claims are one Claim step. Empty for a
// player's turn.
std::vector<frosted::GardenerStep> gardenerSteps(const frosted::TurnRecord& r);
// The position of a step in kGardenerSteps (to compare steps: "has his token moved yet?").
int stepIndex(frosted::GardenerStep s);
QString gardenerStep(const frosted::ComponentSet& c, const frosted::TurnRecord& r,
                     frosted::GardenerStep step);
QString gardenerTurn(const frosted::ComponentSet& c, const frosted::TurnRecord& r);

// What the table asks now (the NOW line), from the view of the screen's seat and what the
// controller knows beyond the rules: whose name to use, a Master Gardener step being shown, a
// hand-over pending, a tile that fits nowhere (R-PL-6).
struct NowContext {
    QString who;          // the seat to play, named
    QString gardenerStep; // the Master Gardener's step on screen; empty when none is
    bool handOver = false;
    bool mustPass = false;
    QString computer;     // the level of the computer player to play; empty for a person
    QString computerStep; // what that computer player's last step did (TurnPart words)
    // The keys named are the ones that work now (the guided game has no Undo, no Esc).
    bool cancelTake = true;     // Esc puts the tile taken back (placing)
    bool undo = true;           // Undo takes the tile back (playing a card)
    bool otherFaceOnly = false; // the face held fits nowhere, the other one does (placing)
};
QString nowLine(const frosted::SeatView& v, const NowContext& now);
// A hint for the seat to play (Turn ▸ Hint), issue 31: the suggested action in words; then what
// it brings this turn as the previews count it (`gain`, frosted::turnGain: "+8 with the card
// purple, a Barn"); then, apart, when the hard player's play-outs weighed other choices,
// `ahead`: how many points of final margin it is worth over the next best choice for the rest
// of the game.
QString hint(const frosted::SeatView& v, const frosted::Action& a, const frosted::TurnGain& gain,
             std::optional<double> ahead);
// The first line of a game's log: "New game (seed 7): 3 players, Ada starts."
QString newGameLine(const frosted::GameState& g, const QString& firstSeat);

} // namespace words
