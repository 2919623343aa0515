#include "Thinker.h"

#include <QMetaObject>

using namespace frosted;

Thinker::Thinker(QObject* parent) : QObject(parent) {}

Thinker::~Thinker() {
    cancel();
}

void Thinker::cancel() {
    if (cancel_)
        cancel_->store(true);
    if (thread_.joinable())
        thread_.join(); // hard checks the flag between playouts: a few milliseconds at most
    cancel_.reset();
    running_ = false;
}

void Thinker::start(BotKind kind, SeatView view, BotBudget budget, quint64 seed, quint64 ticket) {
    cancel();
    auto flag = std::make_shared<std::atomic<bool>>(false);
    cancel_ = flag;
    running_ = true;
    ticket_ = ticket;
    thread_ = std::thread([this, kind, view = std::move(view), budget, seed, ticket, flag] {
        Rng rng(seed);
        Suggestion s = suggest(kind, view, rng, budget, flag.get());
        if (flag->load())
            return;
        // Back on the GUI thread; dropped there if cancelled meanwhile.
        QMetaObject::invokeMethod(
            this,
            [this, s = std::move(s), ticket, flag] {
                if (flag->load() || ticket != ticket_)
                    return;
                if (thread_.joinable())
                    thread_.join();
                running_ = false;
                emit finished(s, ticket);
            },
            Qt::QueuedConnection);
    });
}
