// The main window's settings (MainWindow.h): Settings ▸ Configure…, the language and text size,
// starting again.
#include "MainWindow.h"

#include "Art.h"
#include "BoardView.h"
#include "ConfirmDiscard.h"
#include "DataSetMode.h"
#include "DeckView.h"
#include "EndCeremony.h"
#include "GardenView.h"
#include "HandBar.h"
#include "HandOverPage.h"
#include "Language.h"
#include "NewGameDialog.h"
#include "PlayerBadge.h"
#include "PlayerPanel.h"
#include "PuzzleMode.h"
#include "RecordWindow.h"
#include "ScorePadPage.h"
#include "ScreenFit.h"
#include "SettingsDialog.h"
#include "StatisticsMode.h"
#include "TurnFocus.h"
#include "Tutorial.h"
#include "TutorialMode.h"
#include "Words.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>

#include <utility>

using namespace frosted;

void MainWindow::setSettingsEnabled(bool on) {
    useSettings_ = on;
    if (!tutorial_)
        return; // not built yet: build() tells the modes
    tutorial_->setSettingsEnabled(on);
    statistics_->setSettingsEnabled(on);
    puzzles_->setSettingsEnabled(on);
}

void MainWindow::configure() {
    if (settings_ && !settings_->isVisible())
        settings_ = nullptr; // closed, deleted once back in the event loop: a fresh one
    if (!settings_) {
        settings_ =
            new SettingsDialog(preferences(), seatdefaults::colourKeys(*c_->dataSet()), this);
        settings_->setAttribute(Qt::WA_DeleteOnClose);
        connect(settings_, &SettingsDialog::applied, this, &MainWindow::applyPreferences);
    }
    settings_->show();
    settings_->raise();
    settings_->activateWindow();
}

Preferences MainWindow::preferences() const {
    Preferences p;
    if (const QAction* l = languageGroup_->checkedAction())
        p.language = l->data().toString();
    if (const QAction* t = textSizeGroup_->checkedAction())
        p.textSize = t->data().toInt();
    p.colourBlindSafe = colourBlind_->isChecked();
    p.animations = animations_->isChecked();
    p.animationSpeed = art::animationSpeed();
    p.gardenerSpeed = speed_->currentData().toInt();
    p.computerSpeed = computerSpeed_->currentData().toInt();
    p.players = seatdefaults::fromSettings(seatdefaults::colourKeys(*c_->dataSet()));
    return p;
}

void MainWindow::applyPreferences(const Preferences& p) {
    const Preferences was = preferences();
    const bool followed = std::exchange(applyingPreferences_, true);
    // The language and the text size, as their menu entries do, with one offer to start again.
    QStringList next;
    if (p.language != was.language)
        for (QAction* a : languageGroup_->actions())
            if (a->data().toString() == p.language) {
                a->setChecked(true);
                next << chooseLanguage(p.language);
            }
    if (p.textSize != was.textSize)
        for (QAction* a : textSizeGroup_->actions())
            if (a->data().toInt() == p.textSize) {
                a->setChecked(true);
                next << chooseTextSize(p.textSize);
            }
    next.removeAll(QString());
    // The rest at once, through the menus' and the table's own entries (each remembers itself).
    animations_->setChecked(p.animations);
    colourBlind_->setChecked(p.colourBlindSafe);
    if (const int i = speed_->findData(p.gardenerSpeed); i >= 0)
        speed_->setCurrentIndex(i);
    if (const int i = computerSpeed_->findData(p.computerSpeed); i >= 0)
        computerSpeed_->setCurrentIndex(i);
    art::setAnimationSpeed(p.animationSpeed);
    if (useSettings_) {
        QSettings().setValue(QStringLiteral("options/animationSpeed"),
                             static_cast<int>(p.animationSpeed));
        if (p.players != was.players)
            seatdefaults::remember(p.players);
    }
    applyingPreferences_ = followed;
    if (!next.isEmpty())
        offerRestart(next.join(QLatin1Char(' ')));
}

QString MainWindow::chooseLanguage(const QString& code) {
    if (useSettings_)
        language::setSetting(code);
    const QString next = code.isEmpty() ? language::systemLanguage() : code;
    if (next == language::current())
        return {};
    return tr("Frosted Blooms speaks %1 from its next start.").arg(language::nativeName(next));
}

QString MainWindow::chooseTextSize(int percent) {
    if (useSettings_)
        language::setTextSizeSetting(percent);
    if (percent == textSizeAtStart_)
        return {};
    return tr("The table is shown at %1% from the next start.").arg(percent);
}

void MainWindow::preferencesChanged() {
    if (settings_ && !applyingPreferences_)
        settings_->follow(preferences());
}

QStringList MainWindow::restartArguments() const {
    // The language and the size chosen in the menus, given explicitly: they hold even where the
    // settings could not be written, and over a --lang this process was started with.
    const QAction* lang = languageGroup_->checkedAction();
    const QString code = lang && !lang->data().toString().isEmpty() ? lang->data().toString()
                                                                    : language::systemLanguage();
    const QAction* size = textSizeGroup_->checkedAction();
    QStringList args = {QStringLiteral("--resume"), QStringLiteral("--lang"), code,
                        QStringLiteral("--text-size"),
                        QString::number(size ? size->data().toInt() : 100)};
    if (const DataSets* data = dataSets_->sets(); !data->usingBuiltIn())
        args << QStringLiteral("--data") << data->folder();
    return args;
}

bool MainWindow::mayRestart() {
    // The game is autosaved after every action: the new process resumes it, with the data set in
    // use. Where the autosave is off or its last write failed, the game would be lost: the usual
    // question (save?) comes first.
    const bool autosaved =
        !c_->files().autosavePath().isEmpty() && c_->lastAutosaveError().isEmpty();
    return autosaved || mayDiscardGame(confirm::Purpose::Quit);
}

void MainWindow::buildSettingsMenu() {
    // Settings (issue 17): the language and the table's size apply from the next start (offered
    // at once: the game is autosaved after every action and resumes where it is).
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    QMenu* langMenu = settings->addMenu(tr("&Language"));
    langMenu->setObjectName(QStringLiteral("languageMenu"));
    languageGroup_ = new QActionGroup(this);
    const QString chosen = language::setting();
    auto addLanguage = [&](const QString& code, const QString& text) {
        QAction* l = langMenu->addAction(text);
        l->setCheckable(true);
        l->setData(code);
        l->setChecked(code == chosen);
        languageGroup_->addAction(l);
        connect(l, &QAction::triggered, this, [this, code] {
            if (const QString next = chooseLanguage(code); !next.isEmpty())
                offerRestart(next);
            preferencesChanged();
        });
    };
    addLanguage(
        {}, tr("The system's language (%1)").arg(language::nativeName(language::systemLanguage())));
    langMenu->addSeparator();
    for (const language::Language& l : language::available())
        addLanguage(l.code, l.nativeName);
    QMenu* sizeMenu = settings->addMenu(tr("&Text size"));
    sizeMenu->setObjectName(QStringLiteral("textSizeMenu"));
    sizeMenu->setToolTip(tr("Larger text scales the whole table: tiles, cards and words"));
    textSizeGroup_ = new QActionGroup(this);
    const int size = language::textSizeSetting();
    textSizeAtStart_ = size;
    for (int percent : language::textSizes()) {
        QAction* t = sizeMenu->addAction(SettingsDialog::textSizeName(percent));
        t->setCheckable(true);
        t->setData(percent);
        t->setChecked(percent == size);
        textSizeGroup_->addAction(t);
        connect(t, &QAction::triggered, this, [this, percent] {
            if (const QString next = chooseTextSize(percent); !next.isEmpty())
                offerRestart(next);
            preferencesChanged();
        });
    }
    settings->addSeparator();
    animations_ = settings->addAction(tr("&Animations"));
    animations_->setCheckable(true);
    animations_->setToolTip(tr("Short animations of gaps filling, coins and the Flower token"));
    connect(animations_, &QAction::toggled, this, [this](bool on) {
        art::setAnimationsEnabled(on);
        if (!on) {
            board_->finishAnimation();
            garden_->finishAnimation();
        }
        if (useSettings_)
            QSettings().setValue(QStringLiteral("options/animations"), on);
        preferencesChanged();
    });
    colourBlind_ = settings->addAction(tr("&Colour-blind-safe colours"));
    colourBlind_->setCheckable(true);
    colourBlind_->setToolTip(tr("Player colours that stay apart with red-green or blue-yellow "
                                "colour blindness; each player also keeps their badge's shape"));
    connect(colourBlind_, &QAction::toggled, this, [this](bool on) {
        art::setColourBlindSafe(on);
        applyPalette();
        if (useSettings_)
            QSettings().setValue(QStringLiteral("options/colourBlindSafe"), on);
        preferencesChanged();
    });
    settings->addSeparator();
    // KDE's standard Configure (Settings ▸ Configure <application>…): every setting in one place.
    configure_ =
        settings->addAction(tr("Con&figure Frosted Blooms…"), this, &MainWindow::configure);
    configure_->setObjectName(QStringLiteral("configureAction"));
    configure_->setIcon(QIcon::fromTheme(QStringLiteral("configure")));
    configure_->setShortcut(QKeySequence::Preferences);
    configure_->setMenuRole(QAction::PreferencesRole);
}
