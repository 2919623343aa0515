#include "Thinker.h"

using namespace frosted;

void Thinker::start(BotKind kind, SeatView view, BotBudget budget, quint64 seed, quint64 ticket) {
    Worker::start([this, kind, view = std::move(view), budget, seed,
                   ticket](const std::atomic<bool>& cancelled) -> Answer {
        Rng rng(seed);
        Suggestion s = suggest(kind, view, rng, budget, &cancelled);
        return [this, s = std::move(s), ticket] { emit finished(s, ticket); };
    });
}
