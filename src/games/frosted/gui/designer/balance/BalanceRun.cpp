#include "BalanceRun.h"

#include "frosted/lab/simulate.h"

#include <QMetaObject>

#include <chrono>
#include <exception>
#include <functional>

using namespace frosted;

namespace {

using Clock = std::chrono::steady_clock;
using ReportPtr = std::shared_ptr<const BalanceReport>;

// What the playing thread tells as it goes, and how often.
struct Hooks {
    std::function<void(int done, int total, double seconds)> progress;
    std::function<void(ReportPtr a, ReportPtr b)> partial;
    int progressMs = 200;
    int reportMs = 1000;
};

// Plays A, then B with the same seeds, on the calling thread (runBalance spreads the games over
// `jobs` threads and calls back here after each game, in game order).
BalanceRun::Result play(const BalanceRun::Part& a, const BalanceRun::Part& b, int jobs,
                        const std::atomic<bool>* cancel, const Hooks& hooks) {
    BalanceRun::Result r;
    const bool withB = b.components != nullptr;
    r.total = a.setup.games + (withB ? b.setup.games : 0);
    const auto start = Clock::now();
    auto lastProgress = start, lastReport = start;
    const auto seconds = [&] {
        return std::chrono::duration<double>(Clock::now() - start).count();
    };
    const auto cancelled = [&] { return cancel && cancel->load(); };
    ReportPtr fullA;
    auto part = [&](const BalanceRun::Part& p, int before, bool isB) {
        return runBalance(
            p.components, p.setup, jobs,
            [&](const BalanceAccumulator& sums) {
                const auto now = Clock::now();
                const int done = before + sums.games();
                if (hooks.progress &&
                    (now - lastProgress >= std::chrono::milliseconds(hooks.progressMs) ||
                     done == r.total)) {
                    lastProgress = now;
                    hooks.progress(done, r.total, seconds());
                }
                if (hooks.partial && sums.games() < p.setup.games &&
                    now - lastReport >= std::chrono::milliseconds(hooks.reportMs)) {
                    auto report = std::make_shared<const BalanceReport>(sums.report());
                    lastReport = Clock::now(); // a long report() does not pile them up
                    if (isB)
                        hooks.partial(fullA, std::move(report));
                    else
                        hooks.partial(std::move(report), nullptr);
                }
            },
            cancel);
    };
    try {
        auto sumsA = std::make_shared<const BalanceAccumulator>(part(a, 0, false));
        r.a = sumsA;
        r.reportA = fullA = std::make_shared<const BalanceReport>(sumsA->report());
        r.done = sumsA->games();
        if (withB && !cancelled()) {
            auto sumsB = std::make_shared<const BalanceAccumulator>(part(b, r.done, true));
            r.b = sumsB;
            r.reportB = std::make_shared<const BalanceReport>(sumsB->report());
            r.done += sumsB->games();
        }
        if (r.reportA && r.reportB && r.reportA->games > 0 && r.reportB->games > 0)
            r.differences = compareReports(*r.reportA, *r.reportB);
    } catch (const std::exception& e) {
        r.error = QString::fromStdString(e.what());
    }
    r.cancelled = r.done < r.total && cancelled();
    r.seconds = seconds();
    return r;
}

} // namespace

BalanceRun::BalanceRun(QObject* parent) : QObject(parent) {}

BalanceRun::~BalanceRun() {
    // Nothing is emitted from here: the receivers may be going too.
    if (cancel_)
        cancel_->store(true);
    if (thread_.joinable())
        thread_.join();
}

void BalanceRun::setIntervals(int progressMs, int reportMs) {
    progressMs_ = progressMs;
    reportMs_ = reportMs;
}

void BalanceRun::start(Part a, Part b, int jobs) {
    stop();
    auto flag = std::make_shared<std::atomic<bool>>(false);
    cancel_ = flag;
    running_ = true;
    const quint64 serial = ++serial_;
    auto result = std::make_shared<Result>();
    result_ = result;
    Hooks hooks;
    hooks.progressMs = progressMs_;
    hooks.reportMs = reportMs_;
    // From the playing thread to the GUI thread: queued, and dropped once the run is replaced.
    hooks.progress = [this, serial](int done, int total, double seconds) {
        QMetaObject::invokeMethod(
            this,
            [this, serial, done, total, seconds] {
                if (serial == serial_)
                    emit progress(done, total, seconds);
            },
            Qt::QueuedConnection);
    };
    hooks.partial = [this, serial](ReportPtr ra, ReportPtr rb) {
        QMetaObject::invokeMethod(
            this,
            [this, serial, ra = std::move(ra), rb = std::move(rb)] {
                if (serial == serial_)
                    emit partialReport(ra, rb);
            },
            Qt::QueuedConnection);
    };
    thread_ =
        std::thread([this, a = std::move(a), b = std::move(b), jobs, flag, serial, hooks, result] {
            *result = play(a, b, jobs, flag.get(), hooks);
            QMetaObject::invokeMethod(
                this, [this, serial] { deliver(serial); }, Qt::QueuedConnection);
        });
}

void BalanceRun::deliver(quint64 serial) {
    if (serial != serial_ || !result_)
        return;
    if (thread_.joinable())
        thread_.join(); // it has only to return
    const Result r = *result_;
    result_.reset();
    cancel_.reset();
    running_ = false;
    ++serial_; // its progress still queued is dropped
    emit finished(r);
}

void BalanceRun::cancel() {
    if (cancel_)
        cancel_->store(true);
}

void BalanceRun::stop() {
    if (!running_)
        return;
    cancel();
    if (thread_.joinable())
        thread_.join();
    ++serial_; // its queued calls are dropped: the result is delivered here
    std::shared_ptr<Result> r = std::move(result_);
    cancel_.reset();
    running_ = false;
    if (r)
        emit finished(*r);
}

BalanceRun::Result BalanceRun::runNow(const Part& a, const Part& b, int jobs) {
    return play(a, b, jobs, nullptr, Hooks{});
}
