#include "Frame.h"

#include "FirstGameChoice.h"
#include "GameChoice.h"
#include "Language.h"
#include "SaveFiles.h"
#include "SingleInstance.h"
#include "StartChoices.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include <utility>

Frame::Frame(QWidget* parent)
    : QMainWindow(parent), startChoices_(new StartChoices([this] { return programName(); },
                                                          [this] { return useSettings_; }, this)) {
    connect(startChoices_, &StartChoices::restartOffered, this, &Frame::offerRestart);
}

QString Frame::programName() const {
    return QCoreApplication::applicationName();
}

QAction* Frame::addStandardAction(QMenu* menu, Standard id) {
    QAction* a = standard::create(id, menu, programName());
    menu->addAction(a);
    standard_[static_cast<int>(id)] = a;
    return a;
}

QActionGroup* Frame::languageActions() const {
    return startChoices_->languageActions();
}

QActionGroup* Frame::textSizeActions() const {
    return startChoices_->textSizeActions();
}

QString Frame::choose(const QString& purpose, const QString& suggested) {
    if (chooseFile_)
        return chooseFile_(purpose, suggested);
    return fileDialog(purpose, suggested);
}

QString Frame::chooseInFolder(const QString& purpose, const QString& name, const QString& suffix) {
    QString folder = lastFolder_;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = choose(purpose, name.isEmpty() ? folder : QDir(folder).filePath(name));
    if (path.isEmpty())
        return {};
    if (!suffix.isEmpty() && !path.endsWith(QLatin1String(".json")))
        path += suffix;
    lastFolder_ = QFileInfo(path).absolutePath();
    return path;
}

void Frame::showError(const QString& message) {
    // What came from a file or from input is shown within bounds: one line, long words (paths,
    // ids) elided, so the box fits the screen with its OK button.
    const QString text = savefiles::bounded(message);
    lastError_ = text;
    statusBar()->showMessage(text, 10000);
    if (!messageBoxes_)
        return;
    auto* box = new QMessageBox(QMessageBox::Warning, QCoreApplication::applicationName(), text,
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setInformativeText(errorDetails());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal, but returns at once
}

confirm::Answer Frame::askToSave(confirm::Purpose purpose, const QString& summary) {
    if (askToSave_)
        return askToSave_(purpose);
    if (messageBoxes_)
        return confirm::askToSave(this, purpose, summary);
    return confirm::Answer::Discard; // no boxes (tests): go on as before
}

bool Frame::hasUnsavedGame() const {
    if (!gameAtStake())
        return false;
    return !savedMark_ || *savedMark_ != gameMark();
}

bool Frame::mayDiscardGame(confirm::Purpose purpose) {
    if (!hasUnsavedGame())
        return true;
    const confirm::Answer a = askToSave(purpose, gameSummary());
    if (a == confirm::Answer::Cancel)
        return false;
    if (a == confirm::Answer::Save)
        return saveGame(); // a cancelled or failed save keeps the game
    return true;
}

bool Frame::mayQuitGame() {
    if (letGo_ && gameMark() == letGo_)
        return true;
    return mayDiscardGame(confirm::Purpose::Quit);
}

void Frame::openFromOutside(const QString& path) {
    if (isMinimized())
        showNormal();
    raise();
    activateWindow();
    if (path.isEmpty())
        return;
    // Out of the socket's signal first: the question about the game on the table is a dialog.
    QTimer::singleShot(0, this, [this, path] { openFileFromOutside(path); });
}

QStringList Frame::recentFiles() const {
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

QMenu* Frame::addRecentMenu(QMenu* parent) {
    // KDE's standard Open Recent: the files opened or saved last, newest first.
    recentMenu_ = parent->addMenu(tr("Open re&cent"));
    recentMenu_->setIcon(QIcon::fromTheme(QStringLiteral("document-open-recent")));
    connect(recentMenu_, &QMenu::aboutToShow, this, &Frame::fillRecentMenu);
    fillRecentMenu();
    return recentMenu_;
}

void Frame::addRecentFile(const QString& path) {
    if (!useSettings_)
        return;
    const QString file = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(file);
    files.prepend(file);
    while (files.size() > kRecentMax)
        files.removeLast();
    QSettings().setValue(QLatin1String(kRecentKey), files);
    // Rebuilt once the menu's own signals are over: the entry that was chosen is one of those
    // the rebuild deletes.
    QTimer::singleShot(0, this, &Frame::fillRecentMenu);
}

void Frame::fillRecentMenu() {
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    const QStringList files = useSettings_ ? recentFiles() : QStringList();
    int n = 0;
    for (const QString& file : files) {
        ++n;
        // "&1 round-3.frosted.json": the number is the menu's key; the full path in the tooltip.
        QString name = QFileInfo(file).fileName();
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction* a = recentMenu_->addAction(
            n < 10 ? QStringLiteral("&%1 %2").arg(n).arg(name) : name, this, [this, file] {
                if (!QFileInfo::exists(file)) {
                    QStringList left = recentFiles();
                    left.removeAll(file);
                    QSettings().setValue(QLatin1String(kRecentKey), left);
                    showError(tr("%1 is no longer there; it was taken off the recent games.")
                                  .arg(savefiles::shownPath(file)));
                    return;
                }
                openFileFromOutside(file);
            });
        a->setToolTip(QDir::toNativeSeparators(file));
        a->setStatusTip(QDir::toNativeSeparators(file));
    }
    if (files.isEmpty())
        recentMenu_->addAction(tr("No recent games"))->setEnabled(false);
    recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("&Clear the list"), this, [this] {
        QSettings().remove(QLatin1String(kRecentKey));
        QTimer::singleShot(0, this, &Frame::fillRecentMenu);
    });
    clear->setEnabled(!files.isEmpty());
    recentMenu_->setEnabled(true);
}

Frame::AutosaveNotice Frame::damagedAutosaveNotice(const QStringList& messages,
                                                   const QString& kept) {
    AutosaveNotice n;
    n.title = tr("Your autosaved game could not be opened.");
    n.status = kept.isEmpty() ? n.title
                              : tr("Your autosaved game could not be opened; it was kept as %1.")
                                    .arg(savefiles::shownPath(QFileInfo(kept).fileName()));
    n.details = messages.join(QStringLiteral("\n\n"));
    return n;
}

void Frame::showAutosaveProblem(const AutosaveNotice& n) {
    lastError_ = n.details.simplified();
    statusBar()->showMessage(n.status, 15000);
    if (!messageBoxes_)
        return;
    QMessageBox box(n.warning ? QMessageBox::Warning : QMessageBox::Information, programName(),
                    n.title, QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("autosaveProblemBox"));
    box.setInformativeText(n.details);
    box.exec();
}

bool Frame::chooseGameFirst() {
    const QString current = std::exchange(chooseGameFirst_, QString());
    if (current.isEmpty() || !messageBoxes_ || !gamechoice::hasChoice())
        return false;
    const QString chosen = FirstGameChoice::ask(this, current);
    return chosen != current && gamechoice::requestSwitch(chosen);
}

void Frame::offerRestart(const QString& what) {
    restartOffer_ = what;
    if (!messageBoxes_)
        return;
    auto* box =
        new QMessageBox(QMessageBox::Question, tr("Settings"), what, QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("restartBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(tr("Start again now? Your game is autosaved and goes on where it is."));
    QPushButton* now = box->addButton(tr("&Restart now"), QMessageBox::AcceptRole);
    box->addButton(tr("&Later"), QMessageBox::RejectRole);
    box->setDefaultButton(now);
    connect(box, &QMessageBox::buttonClicked, this, [this, now](QAbstractButton* b) {
        if (b == now)
            restart();
    });
    box->open();
}

void Frame::restart() {
    if (!mayRestart())
        return;
    QProcess next;
    next.setProgram(QCoreApplication::applicationFilePath());
    next.setArguments(restartArguments());
    // A scale this process set itself gives way to the new one.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (language::textSizeApplied())
        env.remove(QStringLiteral("QT_SCALE_FACTOR"));
    next.setProcessEnvironment(env);
    // The next program takes this one's place for a second start with a file.
    SingleInstance* single = SingleInstance::listening();
    if (single)
        single->stopListening();
    if (!next.startDetached()) {
        if (single)
            single->listen();
        showError(tr("%1 could not start again: %2")
                      .arg(QCoreApplication::applicationName(), next.errorString()));
        return;
    }
    restarting_ = true;
    close();
}

void Frame::closeEvent(QCloseEvent* e) {
    if (!restarting_ && !mayClose()) {
        e->ignore();
        return;
    }
    if (useSettings_)
        QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    closing();
    e->accept();
}
