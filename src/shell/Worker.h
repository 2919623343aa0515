// One piece of work off the GUI thread at a time (issue 32: the session's computer players and
// hints, for any game): start() runs a job on a thread of its own; the job returns what to do
// with its result, which runs back on the GUI thread unless the work was cancelled meanwhile —
// by cancel(), a new start() or the Worker's end. The window never waits for a job; cancel()
// waits only for the job to see its flag (a search checks it between play-outs).
#pragma once

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

class Worker : public QObject {
    Q_OBJECT
  public:
    // What to do with a job's result, on the GUI thread.
    using Answer = std::function<void()>;
    // The job, on its own thread; `cancelled` turns true when its answer is no longer wanted.
    using Job = std::function<Answer(const std::atomic<bool>& cancelled)>;

    explicit Worker(QObject* parent = nullptr);
    ~Worker() override;

    void start(Job job);
    void cancel(); // the running job stops; its answer is dropped
    bool running() const { return running_; }

  private:
    std::thread thread_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    bool running_ = false;
};
