// A balance run in the background (Tools ▸ Balance…, issue 16, docs/designer.md "Balance lab"):
// many games by computer players on every core, summed by the core (frosted::runBalance), with
// the GUI thread never waiting for them.
//
// start() plays a BalanceSetup on data set A and, when a data set B is given, the same setup (the
// same seeds) on B after it, on a std::thread of its own; runBalance spreads the games over every
// core. What the thread learns reaches the GUI thread as queued calls, throttled: progress() a
// few times a second, partialReport() about once a second (live charts), and finished() once,
// with the reports, the A / B differences and every game's figures (the CSV export). cancel()
// only raises the flag: the games in play stop at their next decision, and finished() follows
// with `cancelled` and the games summed until then. stop() cancels and joins the thread and
// delivers finished() at once; the destructor cancels and joins without a word, so closing the
// window or the application during a run ends it cleanly. Each run has a serial number; a queued
// call from a run that has ended or been replaced is dropped.
//
// runNow() is the same run on the calling thread (the screenshot mode, tests).
#pragma once

#include "frosted/lab/balance.h"
#include "frosted/rules/components.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

class BalanceRun : public QObject {
    Q_OBJECT
  public:
    // One data set's part of a run.
    struct Part {
        frosted::ComponentsPtr components;
        frosted::BalanceSetup setup;
    };
    // What a run gave: A's (and B's) games summed, as far as they were played.
    struct Result {
        std::shared_ptr<const frosted::BalanceAccumulator> a, b; // b: null without data set B
        std::shared_ptr<const frosted::BalanceReport> reportA, reportB;
        std::vector<frosted::Difference> differences; // A / B, when both have games
        int done = 0;                                 // games played, A and B together
        int total = 0;                                // games asked for, A and B together
        bool cancelled = false;
        double seconds = 0;
        QString error; // the core refused the setup (an unknown bot, a bot count)
    };

    explicit BalanceRun(QObject* parent = nullptr);
    ~BalanceRun() override;

    // Plays `a` and then `b` (when b.components is set) on a thread of its own; `jobs` threads for
    // the games (0: every core). A run still going is stopped first.
    void start(Part a, Part b = {}, int jobs = 0);
    void cancel(); // non-blocking: finished(cancelled) follows
    // Cancels and joins the thread; finished() is emitted before it returns (nothing from this
    // run arrives after it).
    void stop();
    bool running() const { return running_; }
    bool cancelling() const { return running_ && cancel_ && cancel_->load(); }
    // How often the thread reports (tests make them shorter).
    void setIntervals(int progressMs, int reportMs);

    static Result runNow(const Part& a, const Part& b = {}, int jobs = 0);

  signals:
    // Games played of `total` (A and B together) after `seconds`.
    void progress(int done, int total, double seconds);
    // The games summed so far (b: null while A is played, or without data set B).
    void partialReport(std::shared_ptr<const frosted::BalanceReport> a,
                       std::shared_ptr<const frosted::BalanceReport> b);
    void finished(const BalanceRun::Result& result);

  private:
    void deliver(quint64 serial); // the thread's result, on the GUI thread

    std::thread thread_;
    std::shared_ptr<Result> result_; // written by the thread, read once it has ended
    std::shared_ptr<std::atomic<bool>> cancel_;
    bool running_ = false;
    quint64 serial_ = 0;
    int progressMs_ = 200;
    int reportMs_ = 1000;
};
