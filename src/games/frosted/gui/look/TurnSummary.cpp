#include "TurnSummary.h"

#include "Words.h"

#include <QCoreApplication>

using namespace frosted;

namespace turnsummary {

namespace {

// The index in `log` of `seat`'s last turn, or -1.
int lastTurnOf(const std::vector<TurnRecord>& log, int seat) {
    for (int i = static_cast<int>(log.size()) - 1; i >= 0; --i)
        if (const auto* t = std::get_if<PlayerTurn>(&log[static_cast<std::size_t>(i)]);
            t && t->seat == seat)
            return i;
    return -1;
}

// The last player's turn of `seat` in the log (the turn an action ending it has just closed).
const PlayerTurn* lastRecordOf(const std::vector<TurnRecord>& log, int seat) {
    const int i = lastTurnOf(log, seat);
    return i < 0 ? nullptr : std::get_if<PlayerTurn>(&log[static_cast<std::size_t>(i)]);
}

} // namespace

std::vector<Turn> since(const SeatView& v, int seat) {
    const auto& log = v.log();
    std::vector<Turn> out;
    for (std::size_t i = static_cast<std::size_t>(lastTurnOf(log, seat) + 1); i < log.size(); ++i)
        if (const auto* t = std::get_if<PlayerTurn>(&log[i]))
            out.push_back({t->seat, t->round, words::playerTurnText(v.components(), *t)});
    return out;
}

std::size_t actionsBefore(const GameState& g, int seat) {
    const int last = lastTurnOf(g.log(), seat);
    if (last < 0)
        return 0;
    // The action that appended record `last` to the log ended that turn.
    GameState replay = g.atSetup();
    std::size_t n = 0;
    while (n < g.actions().size() && static_cast<int>(replay.log().size()) <= last)
        (void)replay.apply(g.actions()[n++]);
    return n;
}

QString stepText(const SeatView& after, int seat, const Action& a) {
    // The turn still going on holds the step; an action that ended it left its record in the log.
    const bool ongoing =
        !after.isOver() && after.currentSeat() == seat && a.kind != Action::Kind::EndTurn;
    const PlayerTurn* r = ongoing ? &after.currentTurn() : lastRecordOf(after.log(), seat);
    if (!r)
        return {};
    switch (a.kind) {
    case Action::Kind::Take:
        return words::playerTurnText(after.components(), *r, words::TurnPart::Take);
    case Action::Kind::Place:
    case Action::Kind::Pass:
        return words::playerTurnText(after.components(), *r, words::TurnPart::Place);
    case Action::Kind::PlayCard:
        return words::playerTurnText(after.components(), *r, words::TurnPart::Card);
    case Action::Kind::Claim:
        return words::playerTurnText(after.components(), *r, words::TurnPart::LastClaim);
    case Action::Kind::EndTurn:
        break;
    }
    return {};
}

QString line(const QString& who, const QString& text) {
    //: a turn or a step told after the player's name: "Ben took the 2nd tile (…), placed it."
    return QCoreApplication::translate("TurnSummary", "%1 %2.").arg(who, text);
}

} // namespace turnsummary
