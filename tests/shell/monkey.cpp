// The GUI monkey's driver (monkey.h): the ticks, the events, the dialogs and menus, the files.
#include "monkey.h"

#include "Frame.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QWheelEvent>
#include <QtTest>

#include <sys/stat.h>

namespace monkey {

// ---------------------------------------------------------------------------------------------
// What a table asks of the driver

std::uint64_t Table::below(std::uint64_t n) {
    return driver_->below(n);
}
bool Table::chance(int percent) {
    return driver_->chance(percent);
}
std::uint64_t Table::draw() {
    return driver_->rng_();
}
QPoint Table::somewhere(QWidget* w) {
    return driver_->somewhere(w);
}
bool Table::focus() const {
    return driver_->focus();
}
void Table::note(const QString& what) {
    driver_->note(what);
}
void Table::fail(const QString& why) {
    driver_->fail(why);
}
QString Table::chooseFile(const QString& purpose) {
    return driver_->chooseFile(purpose);
}
void Table::takeOver(Frame& w) {
    w.setFileChooser([this](const QString& purpose, const QString&) {
        const QString p = chooseFile(purpose);
        note(QStringLiteral("file %1 -> %2").arg(purpose, p.left(60)));
        return p;
    });
    w.show();
    w.activateWindow(); // its shortcuts act only while it is the active window
    if (!QTest::qWaitForWindowActive(&w, 1000))
        note(QStringLiteral("window not active"));
}
QString Table::autosaveDir() const {
    return driver_->autosaveDir_;
}
Counts& Table::counts() {
    return driver_->c_;
}
int& Table::depth() {
    return driver_->depth_;
}

// ---------------------------------------------------------------------------------------------
// The driver

Driver::Driver(Table& table, Tuning tuning, quint64 seed, qint64 ms)
    : table_(table), t_(std::move(tuning)), rng_(seed), durationMs_(ms) {
    table_.driver_ = this;
}

QPoint Driver::somewhere(QWidget* w) {
    return {static_cast<int>(below(static_cast<std::uint64_t>(std::max(1, w->width())))),
            static_cast<int>(below(static_cast<std::uint64_t>(std::max(1, w->height()))))};
}

bool Driver::over() const {
    const qint64 allowed = t_.untilAnEnd && c_.gamesFinished == 0 ? 2 * durationMs_ : durationMs_;
    return clock_.elapsed() > allowed;
}

void Driver::note(const QString& what) {
    trail_.push_back(what);
    if (trail_.size() > 30)
        trail_.pop_front();
}

void Driver::fail(const QString& why) {
    if (!failure_.isEmpty())
        return;
    QStringList t(trail_.begin(), trail_.end());
    failure_ = why + QStringLiteral("\n  last events: ") + t.join(QStringLiteral(" | "));
    stopping_ = true;
}

QString Driver::chooseFile(const QString& purpose) {
    const QDir d(dir_.path());
    if (chance(15))
        return {}; // cancelled
    if (t_.openPurposes.contains(purpose)) {
        ++c_.openTries;
        if (chance(t_.openGood) && !goodFiles_.isEmpty()) {
            ++c_.openGood;
            return goodFiles_[static_cast<int>(
                below(static_cast<std::uint64_t>(goodFiles_.size())))];
        }
        return badFiles_[static_cast<int>(below(static_cast<std::uint64_t>(badFiles_.size())))];
    }
    if (purpose == QLatin1String("save")) {
        if (chance(15))
            return d.filePath(QStringLiteral("no-such-folder/x") + t_.suffix);
        ++c_.saves;
        const QString path = d.filePath(QStringLiteral("saved-%1").arg(below(4)) + t_.suffix);
        if (!goodFiles_.contains(path))
            goodFiles_ << path;
        return path;
    }
    return d.filePath(QStringLiteral("record.json"));
}

void Driver::check(const char* where) {
    if (!table_.window())
        return;
    QElapsedTimer k;
    k.start();
    table_.check(where);
    c_.checkMs += k.elapsed();
}

void Driver::shortcut() {
    ++c_.keys;
    // The keys that replace the game in play less often, Open (mostly of files that must be
    // refused: the game goes on) now and then, none of them once the end is being sought.
    const QKeySequence open(QKeySequence::Open);
    const QKeySequence k = chance(focus() ? 0 : 3) && !t_.replacing.isEmpty()
                               ? t_.replacing[static_cast<int>(below(t_.replacing.size()))]
                           : chance(focus() ? 0 : 6)
                               ? open
                               : t_.keys[static_cast<int>(below(t_.keys.size()))];
    note(QStringLiteral("key %1").arg(k.toString()));
    QWidget* w = table_.window();
    if (!w->isActiveWindow())
        w->activateWindow(); // its shortcuts act only while it is the active window
    QTest::keySequence(w, k);
}

void Driver::menuAction() {
    ++c_.menuActions;
    QList<QAction*> acts;
    for (QAction* a : table_.window()->findChildren<QAction*>()) {
        if (!a->isEnabled() || a->isSeparator() || a->menu() ||
            a->shortcut().matches(QKeySequence::Quit) == QKeySequence::ExactMatch ||
            a->text().contains(QLatin1String("Quit")))
            continue;
        // Not the language and text size, which offer to start the program again.
        bool restarting = false;
        for (QObject* o : a->associatedObjects())
            restarting = restarting || o->objectName() == QLatin1String("languageMenu") ||
                         o->objectName() == QLatin1String("textSizeMenu");
        if (!restarting)
            acts << a;
    }
    if (acts.isEmpty())
        return;
    QAction* a = acts[static_cast<int>(below(static_cast<std::uint64_t>(acts.size())))];
    note(QStringLiteral("action %1").arg(a->text()));
    a->trigger();
}

void Driver::mainEvent() {
    ++c_.events;
    QWidget* w = table_.window();
    if (!w->isVisible())
        w->show();
    if (static_cast<int>(below(1000)) < t_.restartPerMille && depth_ == 1 && !focus()) {
        // Thrown away as by a crash (or quit): a new window starts from the autosave.
        note(QStringLiteral("restart from the autosave"));
        table_.newWindow(true);
        return;
    }
    const int r = static_cast<int>(below(100));
    if (focus() && r < 70) {
        ++c_.sensible;
        table_.sensibleMove();
        return;
    }
    if (r < t_.menuOrResize) {
        if (chance(30)) {
            const QSize s(t_.smallest.width() + static_cast<int>(below(t_.spread.width())),
                          t_.smallest.height() + static_cast<int>(below(t_.spread.height())));
            note(QStringLiteral("resize %1x%2").arg(s.width()).arg(s.height()));
            w->resize(s);
        } else {
            menuAction();
        }
        return;
    }
    if (r < t_.sensible) {
        ++c_.sensible;
        table_.sensibleMove();
        return;
    }
    if (r < t_.shortcut) {
        shortcut();
        return;
    }
    // Sometimes a stray window (the rules, a replay, Configure) gets the events.
    QWidget* root = w;
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top != w && top->isVisible() && !qobject_cast<QMenu*>(top) && chance(30))
            root = top;
    randomEvent(root);
}

void Driver::modalEvent(QWidget* modal) {
    ++c_.modalEvents;
    if (modal != modal_) {
        modal_ = modal;
        modalTicks_ = 0;
    }
    ++modalTicks_;
    if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        note(QStringLiteral("message box: %1").arg(box->text().left(80)));
        QList<QAbstractButton*> bs = box->buttons();
        // Never "Restart now": it would start this program again.
        if (box->objectName() == QLatin1String("restartBox") || bs.isEmpty())
            box->close();
        else
            bs[static_cast<int>(below(static_cast<std::uint64_t>(bs.size())))]->click();
        ++c_.modalsClosed;
        return;
    }
    if (modalTicks_ > 3 + static_cast<int>(below(static_cast<std::uint64_t>(t_.dialogTicks)))) {
        // Done with it: start the game (the dialog's Start) or cancel.
        auto* start = modal->findChild<QPushButton*>(QStringLiteral("startButton"));
        if (start && start->isEnabled() && chance(t_.dialogStart)) {
            note(QStringLiteral("dialog: start"));
            start->click();
        } else if (auto* d = qobject_cast<QDialog*>(modal)) {
            note(QStringLiteral("dialog: cancel"));
            d->reject();
        } else {
            modal->close();
        }
        ++c_.modalsClosed;
        return;
    }
    if (table_.dialogChoice(modal))
        return;
    randomEvent(modal);
}

void Driver::popupEvent(QWidget* popup) {
    ++c_.modalEvents;
    auto* menu = qobject_cast<QMenu*>(popup);
    if (t_.popupMenus && menu && chance(60)) {
        QList<QAction*> acts;
        for (QAction* a : menu->actions())
            if (a->isEnabled() && !a->isSeparator() && !a->menu() &&
                !a->text().contains(QLatin1String("Quit")))
                acts << a;
        if (!acts.isEmpty()) {
            QAction* a = acts[static_cast<int>(below(static_cast<std::uint64_t>(acts.size())))];
            note(QStringLiteral("menu: %1").arg(a->text()));
            menu->close();
            a->trigger();
            return;
        }
    }
    note(QStringLiteral("popup: closed")); // a combo box's list, a menu
    popup->close();
    ++c_.modalsClosed;
}

void Driver::randomEvent(QWidget* root) {
    ++c_.random;
    QList<QWidget*> live;
    QList<QWidget*> all = root->findChildren<QWidget*>();
    all << root;
    for (QWidget* x : all)
        if (x->isVisible() && x->isEnabled() && x->width() > 0 && x->height() > 0 &&
            !qobject_cast<QMenu*>(x))
            live << x;
    if (live.isEmpty())
        return;
    QWidget* target = live[static_cast<int>(below(static_cast<std::uint64_t>(live.size())))];
    if (root == table_.window() && chance(50)) // the table's parts more often
        if (QWidget* b = table_.favourite())
            target = b;
    const QPoint p = somewhere(target);
    const QPointer<QWidget> guard(target);
    const int kind = static_cast<int>(below(10));
    static const Qt::MouseButton buttons[] = {Qt::LeftButton, Qt::LeftButton, Qt::RightButton,
                                              Qt::MiddleButton};
    const Qt::MouseButton button = buttons[below(4)];
    note(QStringLiteral("random %1 on %2 %3 at %4,%5")
             .arg(kind)
             .arg(QLatin1String(target->metaObject()->className()), target->objectName())
             .arg(p.x())
             .arg(p.y()));
    switch (kind) {
    case 0:
    case 1:
    case 2:
        QTest::mouseClick(target, button, {}, p);
        break;
    case 3:
        QTest::mouseDClick(target, button, {}, p);
        break;
    case 4:
        QTest::mouseMove(target, p);
        break;
    case 5: { // a drag (the table pans)
        QTest::mousePress(target, Qt::LeftButton, {}, p);
        QPoint q = p;
        for (int i = 0; i < 4 && guard; ++i) {
            q += QPoint(static_cast<int>(below(81)) - 40, static_cast<int>(below(81)) - 40);
            QMouseEvent move(QEvent::MouseMove, q, target->mapToGlobal(q), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(target, &move);
        }
        if (guard)
            QTest::mouseRelease(target, Qt::LeftButton, {}, q);
        break;
    }
    case 6: { // the wheel, with Ctrl sometimes (zoom)
        const int delta = chance(50) ? 120 : -120;
        const Qt::KeyboardModifiers mods = chance(30) ? Qt::ControlModifier : Qt::NoModifier;
        QWheelEvent wheel(QPointF(p), QPointF(target->mapToGlobal(p)), QPoint(), QPoint(0, delta),
                          Qt::NoButton, mods, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &wheel);
        break;
    }
    case 7:
    case 8: { // a key on the widget
        if (t_.widgetKeys.empty())
            break;
        const Qt::KeyboardModifiers mods = !t_.widgetKeyModifiers ? Qt::NoModifier
                                           : chance(15)           ? Qt::ShiftModifier
                                           : chance(10)           ? Qt::ControlModifier
                                                                  : Qt::NoModifier;
        QTest::keyClick(target, static_cast<Qt::Key>(t_.widgetKeys[below(t_.widgetKeys.size())]),
                        mods);
        break;
    }
    default: // text typed (a name of the new-game dialog, the seed)
        QTest::keyClicks(target, chance(50) ? QStringLiteral("Zoe") : QStringLiteral(" 7"));
        break;
    }
}

void Driver::tick(bool nested) {
    if (!running_ || !failure_.isEmpty())
        return;
    if (over())
        stopping_ = true;
    // The main driver acts only when no nested event loop runs; the nested one only inside one
    // (a dialog's exec, a menu).
    if (nested != (depth_ > 0) || stopping_)
        return;
    depth_++;
    try {
        if (QWidget* p = QApplication::activePopupWidget())
            popupEvent(p);
        else if (QWidget* m = QApplication::activeModalWidget())
            modalEvent(m);
        else if (!nested) {
            QElapsedTimer e;
            e.start();
            // Stray windows (the rules, a replay, Configure, statistics) closed now and then.
            int strays = 0;
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top != table_.window() && top->isVisible() && !qobject_cast<QMenu*>(top) &&
                    (++strays > 2 || chance(t_.strayClosed))) {
                    top->close();
                    note(QStringLiteral("stray window closed"));
                }
            // A few events between two paints; the checks run after each.
            for (int i = 0;
                 i < 4 && failure_.isEmpty() && table_.window() &&
                 !QApplication::activeModalWidget() && !QApplication::activePopupWidget();
                 ++i) {
                mainEvent();
                if (i < 3)
                    check("after an event");
            }
            c_.eventMs += e.elapsed();
        }
        check(nested ? "after a nested event" : "after an event");
    } catch (const std::exception& e) {
        fail(QStringLiteral("exception: %1").arg(QString::fromStdString(e.what())));
    }
    depth_--;
}

void Driver::watchdog() {
    // Whatever stays open too long, or once the time is up, is closed: the monkey never hangs.
    if (!running_)
        return;
    ++watchdogTicks_;
    QWidget* top = QApplication::activePopupWidget() ? QApplication::activePopupWidget()
                                                     : QApplication::activeModalWidget();
    if (!top) {
        watchdogTicks_ = 0;
        return;
    }
    if (stopping_ || watchdogTicks_ > 20) {
        if (auto* d = qobject_cast<QDialog*>(top))
            d->reject();
        else
            top->close();
        ++c_.modalsClosed;
        watchdogTicks_ = 0;
    }
}

QString Driver::run() {
    if (!dir_.isValid())
        return QStringLiteral("no temporary folder");
    autosaveDir_ = dir_.filePath(QStringLiteral("auto"));
    table_.writeFiles(dir_.path(), goodFiles_, badFiles_);
    clock_.start();
    table_.newWindow(false);
    table_.firstGame();
    check("first game");

    QEventLoop loop;
    QTimer driver, nestedDriver, dog, end;
    QObject::connect(&driver, &QTimer::timeout, [this] { tick(false); });
    QObject::connect(&nestedDriver, &QTimer::timeout, [this] { tick(true); });
    QObject::connect(&dog, &QTimer::timeout, [this] { watchdog(); });
    QObject::connect(&end, &QTimer::timeout, [&] {
        if ((stopping_ || over() || !failure_.isEmpty()) && depth_ == 0 &&
            !QApplication::activeModalWidget() && !QApplication::activePopupWidget())
            loop.quit();
    });
    driver.start(0);
    nestedDriver.start(2);
    dog.start(50);
    end.start(100);
    loop.exec();
    running_ = false;
    for (QTimer* t : {&driver, &nestedDriver, &dog, &end})
        t->stop();
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top != table_.window() && top->isVisible())
            top->close();
    table_.closeWindow();
    return failure_;
}

// ---------------------------------------------------------------------------------------------
// Files and runs

void addUnreadableFiles(const QString& dir, const QString& suffix, QStringList& bad) {
    const QDir d(dir);
    const QString fifo = d.filePath(QStringLiteral("fifo") + suffix);
    ::mkfifo(QFile::encodeName(fifo).constData(), 0600);
    bad << fifo << QStringLiteral("/dev/zero") << d.path()
        << d.filePath(QStringLiteral("missing") + suffix)
        << QStringLiteral("/tmp/") + QString(5000, QLatin1Char('x'));
    QFile h(d.filePath(QStringLiteral("huge") + suffix));
    if (h.open(QIODevice::WriteOnly))
        h.resize(1LL << 32);
    bad << h.fileName();
}

namespace {

double secondsFrom(const char* prefix, double seconds) {
    const QByteArray secs = qgetenv((QByteArray(prefix) + "_MONKEY_SECONDS").constData());
    return secs.isEmpty() ? seconds : secs.toDouble();
}

} // namespace

Run runFromEnvironment(const char* prefix, double seconds, const char* label) {
    Run r;
    r.seconds = secondsFrom(prefix, seconds);
    const QByteArray seedEnv = qgetenv((QByteArray(prefix) + "_MONKEY_SEED").constData());
    r.seed = seedEnv.isEmpty() ? static_cast<quint64>(QDateTime::currentMSecsSinceEpoch())
                               : seedEnv.toULongLong();
    qInfo("%s: seed %llu, %.0f s (%s_MONKEY_SEED=%llu to repeat)", label,
          static_cast<unsigned long long>(r.seed), r.seconds, prefix,
          static_cast<unsigned long long>(r.seed));
    return r;
}

void allowTime(const char* prefix, double seconds) {
    const double s = secondsFrom(prefix, seconds);
    if (qEnvironmentVariableIsEmpty("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT",
                QByteArray::number(static_cast<qint64>((s + 120) * 1000)));
}

void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
}

void verify(const QString& failure, const Counts& c, const Run& run) {
    QVERIFY2(failure.isEmpty(),
             qPrintable(QStringLiteral("seed %1: %2").arg(run.seed).arg(failure)));
    // It went deep: games were played through, not only clicked at.
    QVERIFY2(c.turns > 0, "no turn was played");
    if (run.seconds >= 15)
        QVERIFY2(c.gamesFinished > 0, "no game reached its end");
}

} // namespace monkey
