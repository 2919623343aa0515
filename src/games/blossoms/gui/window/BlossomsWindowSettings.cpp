// Blossoms' window (BlossomsWindow.h): Settings ▸ Configure Blossoms… (BlossomsSettingsDialog);
// the language and the text size are the shell's (StartChoices), the computers' speed and the
// animations View's menus, which keep them; the pace of animations turned off and the odds a new
// game proposes are kept here, the default names by the new-game dialog (blossoms/newgame).
#include "BlossomsNewGameDialog.h"
#include "BlossomsWindow.h"
#include "StartChoices.h"

#include <QAction>
#include <QActionGroup>
#include <QSettings>

#include <algorithm>
#include <utility>

namespace {
constexpr const char* kPaceKey = "blossoms/animationPace";
constexpr const char* kOddsKey = "blossoms/oddsDefault";
} // namespace

void BlossomsWindow::loadPreferences() {
    if (animationSpeed_ > 0)
        animationPace_ = animationSpeed_;
    if (!useSettings_)
        return;
    const QSettings settings;
    if (animationSpeed_ == 0)
        animationPace_ = std::clamp(settings.value(QLatin1String(kPaceKey), 2).toInt(), 1, 3);
    oddsDefault_ = BlossomsPreferences::oddsOf(settings.value(QLatin1String(kOddsKey)).toString());
}

void BlossomsWindow::configure() {
    if (settings_ && !settings_->isVisible())
        settings_ = nullptr; // closed, deleted once back in the event loop: a fresh one
    if (!settings_) {
        settings_ = new BlossomsSettingsDialog(preferences(), this);
        settings_->setAttribute(Qt::WA_DeleteOnClose);
        connect(settings_, &BlossomsSettingsDialog::applied, this,
                &BlossomsWindow::applyPreferences);
    }
    settings_->show();
    settings_->raise();
    settings_->activateWindow();
}

BlossomsPreferences BlossomsWindow::preferences() const {
    BlossomsPreferences p;
    p.language = startChoices()->language();
    p.textSize = startChoices()->textSize();
    p.animations = animationSpeed_ > 0;
    p.animationSpeed = animationPace_;
    p.computerSpeed = session_->computerSpeed();
    p.odds = oddsDefault_;
    for (int i = 0; i < BlossomsNewGameDialog::kMaxSeats; ++i)
        p.names << BlossomsNewGameDialog::defaultName(i);
    return p;
}

void BlossomsWindow::applyPreferences(const BlossomsPreferences& p) {
    const BlossomsPreferences was = preferences();
    const bool followed = std::exchange(applyingPreferences_, true);
    // The speed through View's menu (which remembers it), the animations as View ▸ Animations.
    for (QAction* a : speeds_->actions())
        if (a->data().toInt() == p.computerSpeed && !a->isChecked())
            a->trigger();
    animationPace_ = std::clamp(p.animationSpeed, 1, 3);
    setAnimationSpeed(p.animations ? animationPace_ : 0);
    oddsDefault_ = p.odds;
    if (useSettings_) {
        QSettings settings;
        settings.setValue(QLatin1String(kPaceKey), animationPace_);
        settings.setValue(QLatin1String(kOddsKey), BlossomsPreferences::oddsKey(p.odds));
        if (p.names != was.names)
            BlossomsNewGameDialog::rememberDefaultNames(p.names);
    }
    applyingPreferences_ = followed;
    // The language and the text size, as their menu entries do, with one offer to start again.
    startChoices()->choose(p.language, p.textSize);
}

void BlossomsWindow::preferencesChanged() {
    if (settings_ && !applyingPreferences_)
        settings_->follow(preferences());
}

void BlossomsWindow::animationsChanged() {
    if (animationSpeed_ > 0) {
        animationPace_ = animationSpeed_;
        if (useSettings_)
            QSettings().setValue(QLatin1String(kPaceKey), animationPace_);
    }
    preferencesChanged();
}

void BlossomsWindow::proposeOdds(BlossomsSetup& s) const {
    // The new-game dialog starts from Configure's choice; a change there is for that game.
    switch (oddsDefault_) {
    case BlossomsPreferences::Odds::Children:
        s.odds.reset(); // on in the children's game, as the dialog's box follows it
        break;
    case BlossomsPreferences::Odds::Always:
        s.odds = true;
        break;
    case BlossomsPreferences::Odds::Never:
        s.odds = false;
        break;
    }
}
