// Settings ▸ Configure Blossoms… (src/games/blossoms/gui/window/BlossomsSettingsDialog.h) as a
// player uses it: the four pages, OK and Apply refused with the reason for names a game cannot
// have, Apply enabled only when something changed, Restore Defaults on the page shown only, a
// choice made in a menu meanwhile followed; in the window, the computers' speed and the animations
// applied through View's menus, the odds a new game proposes (issue 36 item 4) and the names it
// proposes. (Qt Test, offscreen; QSettings in a temporary folder.)
#include "BlossomsNewGameDialog.h"
#include "BlossomsSettingsDialog.h"
#include "BlossomsWindow.h"

#include "blossoms/rules/module.h"

#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <memory>

using namespace blossoms;

Q_DECLARE_METATYPE(BlossomsPreferences)

namespace {

std::unique_ptr<BlossomsWindow> makeWindow() {
    auto w = std::make_unique<BlossomsWindow>(Module::components());
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->resize(1024, 700);
    w->show();
    return w;
}

QLineEdit* nameBox(BlossomsSettingsDialog& d, int i) {
    return d.findChild<QLineEdit*>(QStringLiteral("playerName%1").arg(i));
}

template <class T>
T* child(QWidget& d, const char* name) {
    auto* c = d.findChild<T*>(QLatin1String(name));
    if (!c)
        qWarning("no %s", name);
    return c;
}

// The odds box of the new-game dialog the window opens, read and the dialog cancelled.
bool oddsProposed(BlossomsWindow& w, bool children) {
    bool checked = false, found = false;
    QTimer::singleShot(0, &w, [&] {
        auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        child<QCheckBox>(*d, "childrenVariant")->setChecked(children);
        auto* odds = child<QCheckBox>(*d, "oddsAid");
        found = odds != nullptr;
        checked = odds && odds->isChecked();
        d->reject();
    });
    w.newGameDialog();
    if (!found)
        qWarning("the new-game dialog did not show");
    return checked;
}

} // namespace

class BlossomsSettingsTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
        QCoreApplication::setOrganizationName(QStringLiteral("blossoms-settings-test"));
    }

    void pagesAndDefaults() {
        BlossomsSettingsDialog d(BlossomsPreferences::defaults());
        QCOMPARE(d.pageList()->count(), int(BlossomsSettingsDialog::PageCount));
        QCOMPARE(d.windowTitle(), QStringLiteral("Configure — Blossoms"));
        for (int i = 0; i < BlossomsNewGameDialog::kMaxSeats; ++i)
            QCOMPARE(nameBox(d, i)->text(), QStringLiteral("Player %1").arg(i + 1));
        QVERIFY(child<QCheckBox>(d, "animationsChoice")->isChecked());
        QCOMPARE(child<QComboBox>(d, "animationSpeedChoice")->currentData().toInt(), 2);
        QCOMPARE(child<QComboBox>(d, "oddsDefaultChoice")->currentData().toInt(),
                 int(BlossomsPreferences::Odds::Children));
        QVERIFY(d.okButton()->isEnabled());
        QVERIFY(!d.applyButton()->isEnabled()); // nothing changed yet
        // Every control a screen reader meets has a name.
        for (const char* name : {"animationsChoice", "animationSpeedChoice", "oddsDefaultChoice",
                                 "computerSpeedChoice", "playerName0", "languageChoice"})
            QVERIFY2(!child<QWidget>(d, name)->accessibleName().isEmpty(), name);
    }

    void animationSpeedOnlyWithAnimations() {
        BlossomsSettingsDialog d(BlossomsPreferences::defaults());
        auto* on = child<QCheckBox>(d, "animationsChoice");
        auto* speed = child<QComboBox>(d, "animationSpeedChoice");
        on->setChecked(false);
        QVERIFY(!speed->isEnabled());
        QVERIFY(d.applyButton()->isEnabled());
        on->setChecked(true);
        QVERIFY(speed->isEnabled());
        QVERIFY(!d.applyButton()->isEnabled()); // back to what the window has
    }

    void namesAGameCannotHaveAreRefusedWithTheReason() {
        BlossomsSettingsDialog d(BlossomsPreferences::defaults());
        QSignalSpy applied(&d, &BlossomsSettingsDialog::applied);
        nameBox(d, 2)->setText(QStringLiteral("player 1 ")); // alike once trimmed and folded
        QVERIFY(!d.problem().isEmpty());
        QVERIFY(!d.okButton()->isEnabled());
        QVERIFY(!d.applyButton()->isEnabled());
        QCOMPARE(child<QLabel>(d, "settingsProblem")->text(), d.problem());
        nameBox(d, 2)->setText(QString());
        QVERIFY(!d.okButton()->isEnabled()); // an empty name too
        nameBox(d, 2)->setText(QStringLiteral("Chloé"));
        QVERIFY(d.okButton()->isEnabled());
        QVERIFY(d.applyButton()->isEnabled());
        QTest::mouseClick(d.applyButton(), Qt::LeftButton);
        QCOMPARE(applied.count(), 1);
        QVERIFY(d.preferences() == applied.first().first().value<BlossomsPreferences>());
        QCOMPARE(d.preferences().names.value(2), QStringLiteral("Chloé"));
        QVERIFY(!d.applyButton()->isEnabled()); // applied: nothing pending
    }

    void restoreDefaultsTouchesThePageShownOnly() {
        BlossomsPreferences mine = BlossomsPreferences::defaults();
        mine.names[0] = QStringLiteral("Grandma");
        mine.animations = false;
        mine.odds = BlossomsPreferences::Odds::Always;
        BlossomsSettingsDialog d(mine);
        d.setPageIndex(BlossomsSettingsDialog::Players);
        QTest::mouseClick(d.defaultsButton(), Qt::LeftButton);
        QCOMPARE(nameBox(d, 0)->text(), QStringLiteral("Player 1"));
        QVERIFY(!child<QCheckBox>(d, "animationsChoice")->isChecked()); // another page
        QVERIFY(d.applyButton()->isEnabled()); // not applied before OK / Apply
        d.setPageIndex(BlossomsSettingsDialog::Table);
        QTest::mouseClick(d.defaultsButton(), Qt::LeftButton);
        QVERIFY(child<QCheckBox>(d, "animationsChoice")->isChecked());
        QCOMPARE(d.preferences().odds, BlossomsPreferences::Odds::Children);
    }

    void followsAMenuUnlessEditedHere() {
        auto w = makeWindow();
        w->setAnimationSpeed(2);
        w->configure();
        BlossomsSettingsDialog* d = w->settingsDialog();
        QVERIFY(d && d->isVisible());
        QVERIFY(d->preferences() == w->preferences());
        nameBox(*d, 1)->setText(QStringLiteral("Dad")); // edited, not applied
        // View ▸ Animations ▸ Off and View ▸ Computer players' speed ▸ Fast meanwhile.
        for (QAction* a : w->animationActions()->actions())
            if (a->data().toInt() == 0)
                a->trigger();
        for (QAction* a : w->speedActions()->actions())
            if (a->data().toInt() == TableSession::Fast)
                a->trigger();
        QVERIFY(!child<QCheckBox>(*d, "animationsChoice")->isChecked());
        QCOMPARE(child<QComboBox>(*d, "animationSpeedChoice")->currentData().toInt(), 2);
        QCOMPARE(child<QComboBox>(*d, "computerSpeedChoice")->currentData().toInt(),
                 int(TableSession::Fast));
        QCOMPARE(nameBox(*d, 1)->text(), QStringLiteral("Dad"));
        d->close();
    }

    void theWindowAppliesThroughViewsMenus() {
        auto w = makeWindow();
        w->configure();
        BlossomsSettingsDialog* d = w->settingsDialog();
        auto* speed = child<QComboBox>(*d, "computerSpeedChoice");
        speed->setCurrentIndex(speed->findData(int(TableSession::StepByStep)));
        auto* pace = child<QComboBox>(*d, "animationSpeedChoice");
        pace->setCurrentIndex(pace->findData(3));
        QTest::mouseClick(d->applyButton(), Qt::LeftButton);
        QCOMPARE(int(w->session()->computerSpeed()), int(TableSession::StepByStep));
        QCOMPARE(w->speedActions()->checkedAction()->data().toInt(), int(TableSession::StepByStep));
        QCOMPARE(w->animationActions()->checkedAction()->data().toInt(), 3);
        const int fast = w->animationMs();
        QVERIFY(fast > 0);
        // Animations off: the draw lands at once; on again: at the pace chosen.
        child<QCheckBox>(*d, "animationsChoice")->setChecked(false);
        QTest::mouseClick(d->okButton(), Qt::LeftButton);
        QVERIFY(!d->isVisible());
        QCOMPARE(w->animationMs(), 0);
        QCOMPARE(w->animationActions()->checkedAction()->data().toInt(), 0);
        BlossomsPreferences p = w->preferences();
        QCOMPARE(p.animationSpeed, 3);
        p.animations = true;
        w->applyPreferences(p);
        QCOMPARE(w->animationMs(), fast);
    }

    // Issue 36 item 4: on by default in the children's game; Configure may propose it always or
    // never; the new-game dialog may still change it for one game.
    void theOddsANewGameProposes() {
        auto w = makeWindow();
        BlossomsPreferences p = w->preferences();
        QCOMPARE(p.odds, BlossomsPreferences::Odds::Children);
        QVERIFY(!oddsProposed(*w, false));
        QVERIFY(oddsProposed(*w, true));
        p.odds = BlossomsPreferences::Odds::Always;
        w->applyPreferences(p);
        QVERIFY(oddsProposed(*w, false));
        p.odds = BlossomsPreferences::Odds::Never;
        w->applyPreferences(p);
        QVERIFY(!oddsProposed(*w, true));
        QCOMPARE(w->preferences().odds, BlossomsPreferences::Odds::Never);
    }

    void theNamesProposedByANewGame() {
        QStringList names;
        for (int i = 0; i < BlossomsNewGameDialog::kMaxSeats; ++i)
            names << BlossomsNewGameDialog::builtInName(i);
        names[0] = QStringLiteral("Grandma");
        BlossomsNewGameDialog::rememberDefaultNames(names);
        QCOMPARE(BlossomsNewGameDialog::defaultName(0), QStringLiteral("Grandma"));
        QCOMPARE(BlossomsNewGameDialog::defaultName(1), QStringLiteral("Player 2"));
        QCOMPARE(BlossomsNewGameDialog::defaultSetup().seats.value(0).name,
                 QStringLiteral("Grandma"));
        // A built-in name is kept as none: it follows the language.
        QCOMPARE(QSettings()
                     .value(QStringLiteral("blossoms/newgame/defaultNames"))
                     .toStringList()
                     .value(1),
                 QString());
        // The window's Players page shows them; a third seat the last game lacked gets its own.
        auto w = makeWindow();
        QCOMPARE(w->preferences().names.value(0), QStringLiteral("Grandma"));
        BlossomsSetup two = BlossomsNewGameDialog::defaultSetup();
        BlossomsNewGameDialog d(two);
        child<QSpinBox>(d, "playerCount")->setValue(3);
        QCOMPARE(d.setup().seats.value(2).name, QStringLiteral("Player 3"));
        BlossomsNewGameDialog::rememberDefaultNames({});
    }
};

QTEST_MAIN(BlossomsSettingsTest)
#include "test_settings.moc"
