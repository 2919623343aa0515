#include "BlossomsThinker.h"

using namespace blossoms;

void BlossomsThinker::start(ai::BotKind kind, SeatView view, ai::Budget budget, quint64 seed,
                            quint64 ticket) {
    Worker::start([this, kind, view = std::move(view), budget, seed,
                   ticket](const std::atomic<bool>& cancelled) -> Answer {
        engine::Rng rng(seed);
        ai::Suggestion s = ai::suggest(kind, view, rng, budget, &cancelled);
        return [this, s = std::move(s), ticket] { emit finished(s, ticket); };
    });
}
