// Petals' window (PetalsWindow.h): Settings ▸ Configure Petals… (PetalsSettingsDialog); the
// language and the text size are the shell's (StartChoices), the computers' speed View's menu.
#include "PetalsNewGameDialog.h"
#include "PetalsWindow.h"
#include "StartChoices.h"

#include <QAction>
#include <QActionGroup>
#include <QSettings>

#include <utility>

void PetalsWindow::configure() {
    if (settings_ && !settings_->isVisible())
        settings_ = nullptr; // closed, deleted once back in the event loop: a fresh one
    if (!settings_) {
        settings_ = new PetalsSettingsDialog(preferences(), this);
        settings_->setAttribute(Qt::WA_DeleteOnClose);
        connect(settings_, &PetalsSettingsDialog::applied, this, &PetalsWindow::applyPreferences);
    }
    settings_->show();
    settings_->raise();
    settings_->activateWindow();
}

PetalsPreferences PetalsWindow::preferences() const {
    PetalsPreferences p;
    p.language = startChoices()->language();
    p.textSize = startChoices()->textSize();
    p.confirmPlacement = confirmPlacement_;
    p.computerSpeed = session_->computerSpeed();
    for (int i = 0; i < PetalsNewGameDialog::kMaxSeats; ++i)
        p.names << PetalsNewGameDialog::defaultName(i);
    return p;
}

void PetalsWindow::applyPreferences(const PetalsPreferences& p) {
    const PetalsPreferences was = preferences();
    const bool followed = std::exchange(applyingPreferences_, true);
    // The speed through View's menu (which remembers it).
    for (QAction* a : speeds_->actions())
        if (a->data().toInt() == p.computerSpeed && !a->isChecked())
            a->trigger();
    confirmPlacement_ = p.confirmPlacement;
    shownAt_.reset();
    if (useSettings_) {
        QSettings().setValue(QStringLiteral("petals/confirmPlacement"), p.confirmPlacement);
        if (p.names != was.names)
            PetalsNewGameDialog::rememberDefaultNames(p.names);
    }
    applyingPreferences_ = followed;
    // The language and the text size, as their menu entries do, with one offer to start again.
    startChoices()->choose(p.language, p.textSize);
}

void PetalsWindow::preferencesChanged() {
    if (settings_ && !applyingPreferences_)
        settings_->follow(preferences());
}
