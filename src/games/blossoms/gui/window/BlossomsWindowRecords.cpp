// BlossomsWindow's records and daily deal (issue 36 item 8): Game ▸ Export record…, Game ▸ Open
// record… and the score pad's Watch again (BlossomsRecordWindow), Game ▸ Daily Blossoms…
// (BlossomsDaily), as Petals' window has them.
#include "BlossomsDaily.h"
#include "BlossomsRecordWindow.h"
#include "BlossomsWindow.h"
#include "SaveFiles.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>

using namespace blossoms;

BlossomsRecordWindow* BlossomsWindow::recordWindow() const {
    return qobject_cast<BlossomsRecordWindow*>(record_.data());
}

void BlossomsWindow::addRecordActions(QMenu* game) {
    QAction* openRecord = game->addAction(tr("Open &record…"), this, &BlossomsWindow::openRecord);
    openRecord->setObjectName(QStringLiteral("openRecordAction"));
    QAction* exportRecord =
        game->addAction(tr("E&xport record…"), this, &BlossomsWindow::exportRecord);
    exportRecord->setObjectName(QStringLiteral("exportRecordAction"));
    QAction* daily = game->addAction(tr("&Daily Blossoms…"), this, &BlossomsWindow::dailyDialog);
    daily->setObjectName(QStringLiteral("dailyAction"));
}

QString BlossomsWindow::recordFileDialog(const QString& purpose, const QString& suggested) {
    const QString records = tr("Records and saved games (*.json);;All files (*)");
    if (purpose == QLatin1String("record"))
        return QFileDialog::getOpenFileName(this, tr("Open a record"), suggested, records);
    return QFileDialog::getSaveFileName(this, tr("Export the record"), suggested, records);
}

void BlossomsWindow::openRecord() {
    const QString path = chooseInFolder(QStringLiteral("record"));
    if (path.isEmpty())
        return;
    try {
        Game g = BlossomsRecordWindow::read(session_->componentsPtr(), path);
        record_ = new BlossomsRecordWindow(std::move(g),
                                           tr("Replay: %1").arg(QFileInfo(path).fileName()), this);
        record_->show();
    } catch (const BlossomsRecordError& e) {
        showError(tr("Cannot open the record %1: %2")
                      .arg(savefiles::shownPath(path), QString::fromUtf8(e.what())));
    }
}

void BlossomsWindow::exportRecord() {
    if (!session_->hasGame())
        return;
    const QString path = chooseInFolder(
        QStringLiteral("export"), QStringLiteral("blossoms-record.json"), QStringLiteral(".json"));
    if (path.isEmpty())
        return;
    if (const QString err =
            savefiles::writeAtomically(path, BlossomsRecordWindow::recordText(session_->game()));
        !err.isEmpty()) {
        showError(err);
        return;
    }
    statusBar()->showMessage(tr("Record written to %1 — replay it with Game ▸ Open record… or "
                                "frosted-blooms-cli --game blossoms play")
                                 .arg(savefiles::shownPath(path)),
                             8000);
}

void BlossomsWindow::watchAgain() {
    if (!session_->hasGame())
        return;
    record_ = new BlossomsRecordWindow(session_->game(), tr("The game again"), this);
    record_->show();
}

QString BlossomsWindow::personName() const {
    for (const BlossomsSeat& seat : session_->setup().seats)
        if (!seat.computer && !seat.name.trimmed().isEmpty())
            return seat.name.trimmed();
    return tr("You");
}

void BlossomsWindow::dailyDialog() {
    auto* d = new BlossomsDailyDialog(BlossomsDaily(useSettings_), personName(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    dailyShown_ = d;
    connect(d, &QDialog::accepted, this, [this] {
        if (mayDiscardGame(confirm::Purpose::NewGame))
            playDaily();
    });
    d->open();
}

bool BlossomsWindow::playDaily() {
    BlossomsDaily daily(useSettings_);
    const QDate day = BlossomsDaily::today();
    if (!daily.useAttempt(day)) {
        showError(tr("No attempt is left today for the daily deal: come back tomorrow."));
        return false;
    }
    startGame(BlossomsDaily::setupFor(day, personName()));
    statusBar()->showMessage(tr("Today’s deal: attempt %1 of %2.")
                                 .arg(daily.attemptsUsed(day))
                                 .arg(daily.attemptsUsed(day) + daily.attemptsLeft(day)),
                             6000);
    return true;
}

bool BlossomsWindow::restartUsesAttempt() {
    const auto day = BlossomsDaily::dayOf(session_->game());
    if (!day || BlossomsDaily(useSettings_).useAttempt(*day))
        return true;
    showError(tr("No attempt is left today for the daily deal: come back tomorrow."));
    return false;
}

void BlossomsWindow::countDailyResult() {
    const auto day = BlossomsDaily::dayOf(session_->game());
    if (!day)
        return;
    const auto st = session_->standings();
    for (int s = 0; s < session_->seats(); ++s) // the person's seat (the other is the computer)
        if (!session_->isComputer(s))
            BlossomsDaily(useSettings_)
                .recordResult(*day, st[static_cast<std::size_t>(s)].total,
                              st[static_cast<std::size_t>(s)].rank == 1);
}
