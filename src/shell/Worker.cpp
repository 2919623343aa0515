#include "Worker.h"

#include <QMetaObject>

Worker::Worker(QObject* parent) : QObject(parent) {}

Worker::~Worker() {
    cancel();
}

void Worker::cancel() {
    if (cancel_)
        cancel_->store(true);
    if (thread_.joinable())
        thread_.join();
    cancel_.reset();
    running_ = false;
}

void Worker::start(Job job) {
    cancel();
    auto flag = std::make_shared<std::atomic<bool>>(false);
    cancel_ = flag;
    running_ = true;
    thread_ = std::thread([this, job = std::move(job), flag] {
        Answer answer = job(*flag);
        if (flag->load())
            return;
        // Back on the GUI thread; dropped there if cancelled meanwhile.
        QMetaObject::invokeMethod(
            this,
            [this, answer = std::move(answer), flag] {
                if (flag->load())
                    return;
                if (thread_.joinable())
                    thread_.join();
                running_ = false;
                if (answer)
                    answer();
            },
            Qt::QueuedConnection);
    });
}
