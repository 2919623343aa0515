// Settings ▸ Configure Petals… (src/games/petals/gui/window/PetalsSettingsDialog.h) as a player
// uses it: the four pages, OK and Apply refused with the reason for names a game cannot have,
// Apply enabled only when something changed, Restore Defaults on the page shown only, a choice
// made in a menu meanwhile followed; in the window, the computers' speed applied through View's
// menu, the names proposed by a new game, and a card placed with a second click. (Qt Test,
// offscreen; QSettings in a temporary folder.)
#include "HandView.h"
#include "PetalsNewGameDialog.h"
#include "PetalsSettingsDialog.h"
#include "PetalsWindow.h"
#include "TableView.h"
#include "TurnPanels.h"

#include "petals/rules/module.h"

#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace petals;
using namespace petals::gui;

Q_DECLARE_METATYPE(PetalsPreferences)

namespace {

std::unique_ptr<PetalsWindow> makeWindow() {
    auto w = std::make_unique<PetalsWindow>(Module::components());
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->resize(1024, 700);
    w->show();
    return w;
}

PetalsSetup twoPeople(quint64 seed) {
    PetalsSetup s;
    s.seats = {{QStringLiteral("Ann"), false, ai::BotKind::Medium},
               {QStringLiteral("Ben"), false, ai::BotKind::Medium}};
    s.seed = seed;
    return s;
}

QLineEdit* nameBox(PetalsSettingsDialog& d, int i) {
    return d.findChild<QLineEdit*>(QStringLiteral("playerName%1").arg(i));
}

} // namespace

class PetalsSettingsTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
        QCoreApplication::setOrganizationName(QStringLiteral("petals-settings-test"));
    }

    void pagesAndDefaults() {
        PetalsSettingsDialog d(PetalsPreferences::defaults());
        QCOMPARE(d.pageList()->count(), int(PetalsSettingsDialog::PageCount));
        QCOMPARE(d.windowTitle(), QStringLiteral("Configure — Petals"));
        for (int i = 0; i < PetalsNewGameDialog::kMaxSeats; ++i)
            QCOMPARE(nameBox(d, i)->text(), QStringLiteral("Player %1").arg(i + 1));
        QVERIFY(d.okButton()->isEnabled());
        QVERIFY(!d.applyButton()->isEnabled()); // nothing changed yet
    }

    void namesAGameCannotHaveAreRefusedWithTheReason() {
        PetalsSettingsDialog d(PetalsPreferences::defaults());
        QSignalSpy applied(&d, &PetalsSettingsDialog::applied);
        nameBox(d, 2)->setText(QStringLiteral("player 1 ")); // alike once trimmed and folded
        QVERIFY(!d.problem().isEmpty());
        QVERIFY(!d.okButton()->isEnabled());
        QVERIFY(!d.applyButton()->isEnabled());
        auto* problem = d.findChild<QLabel*>(QStringLiteral("settingsProblem"));
        QCOMPARE(problem->text(), d.problem());
        nameBox(d, 2)->setText(QString());
        QVERIFY(!d.okButton()->isEnabled()); // an empty name too
        nameBox(d, 2)->setText(QStringLiteral("Chloé"));
        QVERIFY(d.okButton()->isEnabled());
        QVERIFY(d.applyButton()->isEnabled());
        QTest::mouseClick(d.applyButton(), Qt::LeftButton);
        QCOMPARE(applied.count(), 1);
        QVERIFY(d.preferences() == applied.first().first().value<PetalsPreferences>());
        QCOMPARE(d.preferences().names.value(2), QStringLiteral("Chloé"));
        QVERIFY(!d.applyButton()->isEnabled()); // applied: nothing pending
    }

    void restoreDefaultsTouchesThePageShownOnly() {
        PetalsPreferences mine = PetalsPreferences::defaults();
        mine.names[0] = QStringLiteral("Grandma");
        mine.confirmPlacement = true;
        PetalsSettingsDialog d(mine);
        d.setPageIndex(PetalsSettingsDialog::Players);
        QTest::mouseClick(d.defaultsButton(), Qt::LeftButton);
        QCOMPARE(nameBox(d, 0)->text(), QStringLiteral("Player 1"));
        QVERIFY(d.findChild<QCheckBox*>(QStringLiteral("confirmPlacementChoice"))->isChecked());
        QVERIFY(d.applyButton()->isEnabled()); // not applied before OK / Apply
    }

    void followsAMenuUnlessEditedHere() {
        PetalsPreferences was = PetalsPreferences::defaults();
        PetalsSettingsDialog d(was);
        auto* speed = d.findChild<QComboBox*>(QStringLiteral("computerSpeedChoice"));
        nameBox(d, 1)->setText(QStringLiteral("Dad")); // edited, not applied
        PetalsPreferences now = was;
        now.computerSpeed = TableSession::Fast;
        now.names[1] = QStringLiteral("Uncle");
        d.follow(now);
        QCOMPARE(speed->currentData().toInt(), int(TableSession::Fast));
        QCOMPARE(nameBox(d, 1)->text(), QStringLiteral("Dad"));
    }

    void theWindowAppliesTheSpeedThroughViewsMenu() {
        auto w = makeWindow();
        w->configure();
        PetalsSettingsDialog* d = w->settingsDialog();
        QVERIFY(d && d->isVisible());
        QVERIFY(d->preferences() == w->preferences());
        auto* speed = d->findChild<QComboBox*>(QStringLiteral("computerSpeedChoice"));
        speed->setCurrentIndex(speed->findData(int(TableSession::StepByStep)));
        QTest::mouseClick(d->okButton(), Qt::LeftButton);
        QCOMPARE(int(w->session()->computerSpeed()), int(TableSession::StepByStep));
        QAction* checked = w->findChild<QActionGroup*>()->checkedAction();
        QVERIFY(checked);
        QCOMPARE(checked->data().toInt(), int(TableSession::StepByStep));
    }

    void theNamesProposedByANewGame() {
        QStringList names;
        for (int i = 0; i < PetalsNewGameDialog::kMaxSeats; ++i)
            names << PetalsNewGameDialog::builtInName(i);
        names[0] = QStringLiteral("Grandma");
        PetalsNewGameDialog::rememberDefaultNames(names);
        QCOMPARE(PetalsNewGameDialog::defaultName(0), QStringLiteral("Grandma"));
        QCOMPARE(PetalsNewGameDialog::defaultName(1), QStringLiteral("Player 2"));
        QCOMPARE(PetalsNewGameDialog::defaultSetup().seats.value(0).name,
                 QStringLiteral("Grandma"));
        // A built-in name is kept as none: it follows the language.
        QCOMPARE(QSettings()
                     .value(QStringLiteral("petals/newgame/defaultNames"))
                     .toStringList()
                     .value(1),
                 QString());
        PetalsNewGameDialog::rememberDefaultNames({});
    }

    void aSecondClickPlacesTheCard() {
        auto w = makeWindow();
        PetalsPreferences p = w->preferences();
        p.confirmPlacement = true;
        w->applyPreferences(p);
        QVERIFY(w->preferences().confirmPlacement);
        w->startGame(twoPeople(11));
        if (w->session()->handOverPending()) // the first person sits down
            QTest::mouseClick(w->handOverPage()->button(), Qt::LeftButton);
        QVERIFY(w->session()->personToPlay());
        const auto hand = w->session()->view().known().hand(w->session()->view().seat());
        QTest::mouseClick(w->hand(), Qt::LeftButton, {}, w->hand()->cardRect(0).center().toPoint());
        QCOMPARE(w->chosenCard(), hand[0]);
        const Cell c = w->table()->markedCells().front();
        const QPoint at = w->table()->cellRect(c).center().toPoint();
        QTest::mouseMove(w->table(), at);
        QTest::mouseClick(w->table(), Qt::LeftButton, {}, at);
        QCOMPARE(w->session()->game().history().size(), std::size_t(0)); // shown, not placed
        QVERIFY(w->table()->ghost().has_value());
        QCOMPARE(w->table()->ghost()->cell, c);
        QTest::mouseClick(w->table(), Qt::LeftButton, {}, at);
        QCOMPARE(w->session()->game().history().size(), std::size_t(1)); // placed
        QVERIFY(w->session()->game().history().front() == Action::place(hand[0], c, 0));
    }
};

QTEST_MAIN(PetalsSettingsTest)
#include "test_settings.moc"
