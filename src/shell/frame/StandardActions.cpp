#include "StandardActions.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QKeySequence>

namespace {

QAction* made(QObject* parent, const QString& text, const QKeySequence& key = {}) {
    auto* a = new QAction(text, parent);
    if (!key.isEmpty())
        a->setShortcut(key);
    return a;
}

// The platform's Redo keys (Ctrl+Y on some), and always Ctrl+Shift+Z, the one the keyboard pages
// give.
QList<QKeySequence> redoKeys() {
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
    const QKeySequence shiftZ(QCoreApplication::translate("StandardActions", "Ctrl+Shift+Z"));
    if (!keys.contains(shiftZ))
        keys.prepend(shiftZ);
    return keys;
}

} // namespace

QAction* standard::create(Standard id, QObject* parent, const QString& program) {
    QAction* a = nullptr;
    switch (id) {
    case Standard::New:
        return made(parent, QCoreApplication::translate("StandardActions", "&New game…"),
                    QKeySequence::New);
    case Standard::Restart:
        // KDE's Restart: this game again from its deal.
        a = made(parent, QCoreApplication::translate("StandardActions", "Res&tart this game"),
                 QKeySequence(Qt::Key_F5));
        a->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
        a->setToolTip(QCoreApplication::translate(
            "StandardActions", "Start this game again from its deal, with the same players"));
        return a;
    case Standard::Open:
        return made(parent, QCoreApplication::translate("StandardActions", "&Open…"),
                    QKeySequence::Open);
    case Standard::Save:
        return made(parent, QCoreApplication::translate("StandardActions", "&Save…"),
                    QKeySequence::Save);
    case Standard::Quit:
        return made(parent, QCoreApplication::translate("StandardActions", "&Quit"),
                    QKeySequence::Quit);
    case Standard::Undo:
        a = made(parent, QCoreApplication::translate("StandardActions", "&Undo"),
                 QKeySequence::Undo);
        a->setStatusTip(
            QCoreApplication::translate("StandardActions", "Take back a step of your turn"));
        return a;
    case Standard::Redo:
        a = made(parent, QCoreApplication::translate("StandardActions", "&Redo"));
        a->setShortcuts(redoKeys());
        return a;
    case Standard::Hint:
        // KDE's Hint (Move ▸ Hint, H).
        a = made(parent, QCoreApplication::translate("StandardActions", "&Hint"),
                 QKeySequence(Qt::Key_H));
        a->setIcon(QIcon::fromTheme(QStringLiteral("games-hint")));
        return a;
    case Standard::Configure:
        // KDE's Configure (Settings ▸ Configure <application>…): every setting in one place.
        a = made(parent,
                 QCoreApplication::translate("StandardActions", "Con&figure %1…").arg(program));
        a->setObjectName(QStringLiteral("configureAction"));
        a->setIcon(QIcon::fromTheme(QStringLiteral("configure")));
        a->setShortcut(QKeySequence::Preferences);
        a->setMenuRole(QAction::PreferencesRole);
        return a;
    case Standard::Rules:
        return made(parent, QCoreApplication::translate("StandardActions", "&Rules"),
                    QKeySequence::HelpContents);
    case Standard::About:
        return made(parent,
                    QCoreApplication::translate("StandardActions", "&About %1").arg(program));
    }
    return made(parent, {});
}
