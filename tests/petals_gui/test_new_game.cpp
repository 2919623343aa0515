// Petals' new-game dialog (issue 34 "Choosing the game"; PetalsNewGameDialog.h), offscreen: 2 to
// 5 seats, names told apart (the reason shown, Start disabled), who plays each seat, the scoring,
// the seed and the first player in the setup returned; the setup proposed and remembered; the
// cubes' colours as the trackers draw them; the choice of a game at the top and the switch it asks
// for; and the dialog at 1024x700 to look at (PETALS_TEST_OUTPUT).
#include "GameChoice.h"
#include "PetalsNewGameDialog.h"
#include "PetalsSession.h"
#include "TrackersView.h"

#include "petals/rules/data_loader.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace petals;

namespace {

ComponentsPtr components() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

QString output(const QString& name) {
    QDir().mkpath(QStringLiteral(PETALS_TEST_OUTPUT));
    return QStringLiteral(PETALS_TEST_OUTPUT "/") + name;
}

template <class T>
T* child(QWidget* w, const char* name) {
    T* c = w->findChild<T*>(QLatin1String(name));
    if (!c)
        qFatal("no child %s", name);
    return c;
}

QList<GameOffer> twoGames() {
    const auto picture = [](QColor c) {
        return [c](QSize s) {
            QPixmap pm(s);
            pm.fill(c);
            return pm;
        };
    };
    return {{QStringLiteral("frosted-blooms"), QStringLiteral("Frosted Blooms"),
             QStringLiteral("Grow a garden of tulips and water, tile by tile."),
             picture(QColor(0xdd, 0xe6, 0xee))},
            {QStringLiteral("petals"), QStringLiteral("Petals"),
             QStringLiteral("Match half-flowers and balance your four trackers."),
             [](QSize s) { return petals::gui::gamePicture(s); }}};
}

// The dialog as it opens, drawn on a 1024x700 screen (centred), to look at.
void render(PetalsNewGameDialog& d, const QString& file) {
    d.adjustSize();
    QImage screen(1024, 700, QImage::Format_ARGB32);
    screen.fill(QColor(0x55, 0x5d, 0x66));
    QPainter p(&screen);
    const QPixmap shot = d.grab();
    p.drawPixmap((1024 - shot.width()) / 2, (700 - shot.height()) / 2, shot);
    p.end();
    QVERIFY(screen.save(output(file)));
}

} // namespace

class NewGameTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void SEATS_twoToFiveAddedAndRemoved();
    void NAMES_alikeOrEmptyAreRefusedWithTheReason();
    void SEATS_peopleAndComputersOfEachLevel();
    void SETUP_scoringSeedAndFirstPlayerReturned();
    void SETUP_proposedAndRememberedWithoutTheSeed();
    void CUBES_eachSeatShowsItsColourAndShape();
    void CHOICE_anotherGameAsksForTheSwitchAndCloses();
    void LOOK_fitsAt1024x700();
};

void NewGameTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PetalsNewGameTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PetalsNewGameTest"));
    QSettings().clear();
}

void NewGameTest::SEATS_twoToFiveAddedAndRemoved() {
    PetalsNewGameDialog d(*components(), PetalsNewGameDialog::defaultSetup());
    d.show();
    auto* count = child<QSpinBox>(&d, "playerCount");
    QCOMPARE(count->value(), 2);
    QCOMPARE(d.setup().seats.size(), 2);
    QVERIFY(child<QLineEdit>(&d, "name1")->isVisible());
    QVERIFY(!child<QLineEdit>(&d, "name2")->isVisible());
    // Not fewer than 2 (R-PE-SETUP-1).
    count->setFocus();
    QTest::keyClick(count, Qt::Key_Down);
    QCOMPARE(count->value(), 2);
    for (int n = 3; n <= 5; ++n) {
        QTest::keyClick(count, Qt::Key_Up);
        QCOMPARE(count->value(), n);
        QVERIFY(child<QLineEdit>(&d, qPrintable(QStringLiteral("name%1").arg(n - 1)))->isVisible());
        QCOMPARE(d.setup().seats.size(), n);
        QVERIFY(child<QPushButton>(&d, "startButton")->isEnabled());
    }
    // Not more than 5.
    QTest::keyClick(count, Qt::Key_Up);
    QCOMPARE(count->value(), 5);
    QCOMPARE(d.setup().seats.size(), 5);
    QCOMPARE(d.setup().seats[4].name, QStringLiteral("Player 5"));
    // Removed again: the hidden seats do not count.
    count->setValue(3);
    QCOMPARE(d.setup().seats.size(), 3);
    QVERIFY(!child<QLineEdit>(&d, "name3")->isVisible());
    QCOMPARE(child<QComboBox>(&d, "firstPlayer")->count(), 4); // at random, and each of the 3
}

void NewGameTest::NAMES_alikeOrEmptyAreRefusedWithTheReason() {
    PetalsNewGameDialog d(*components(), PetalsNewGameDialog::defaultSetup());
    d.show();
    auto* name0 = child<QLineEdit>(&d, "name0");
    auto* name1 = child<QLineEdit>(&d, "name1");
    auto* start = child<QPushButton>(&d, "startButton");
    auto* problem = child<QLabel>(&d, "nameProblem");
    QVERIFY(start->isEnabled());
    QVERIFY(!problem->isVisible());
    name0->setText(QStringLiteral("Ada"));
    name1->clear();
    QTest::keyClicks(name1, QStringLiteral(" ada "));
    // The session's own reason (PetalsSession::nameProblem), shown; Start disabled, Return too.
    QVERIFY(!start->isEnabled());
    QVERIFY(problem->isVisible());
    QCOMPARE(problem->text(),
             PetalsSession::nameProblem({QStringLiteral("Ada"), QStringLiteral("ada")}));
    QVERIFY2(problem->text().contains(QStringLiteral("ada")), qPrintable(problem->text()));
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(d.isVisible());
    QCOMPARE(d.result(), int(QDialog::Rejected));
    // An empty name.
    name1->clear();
    QVERIFY(!start->isEnabled());
    QCOMPARE(problem->text(), PetalsSession::nameProblem({QStringLiteral("Ada"), QString()}));
    // A name of its own: it starts, the names trimmed.
    QTest::keyClicks(name1, QStringLiteral(" Ben "));
    QVERIFY(start->isEnabled());
    QVERIFY(!problem->isVisible());
    QCOMPARE(d.setup().seats[1].name, QStringLiteral("Ben"));
    // A third seat named like the first is refused; removing it again makes the table fine.
    child<QSpinBox>(&d, "playerCount")->setValue(3);
    child<QLineEdit>(&d, "name2")->setText(QStringLiteral("ADA"));
    QVERIFY(!start->isEnabled());
    child<QSpinBox>(&d, "playerCount")->setValue(2);
    QVERIFY(start->isEnabled());
    QTest::keyClick(&d, Qt::Key_Return);
    QCOMPARE(d.result(), int(QDialog::Accepted));
}

void NewGameTest::SEATS_peopleAndComputersOfEachLevel() {
    PetalsNewGameDialog d(*components(), PetalsNewGameDialog::defaultSetup());
    d.show();
    child<QSpinBox>(&d, "playerCount")->setValue(4);
    auto* by1 = child<QComboBox>(&d, "playedBy1");
    QCOMPARE(by1->count(), 4);
    QVERIFY(!by1->accessibleName().isEmpty());
    by1->setCurrentIndex(1);
    child<QComboBox>(&d, "playedBy2")->setCurrentIndex(2);
    // With the keyboard: the box of the fourth seat, down to hard.
    auto* by3 = child<QComboBox>(&d, "playedBy3");
    by3->setFocus();
    QTest::keyClick(by3, Qt::Key_End);
    const PetalsSetup s = d.setup();
    QCOMPARE(s.seats.size(), 4);
    QVERIFY(!s.seats[0].computer);
    QVERIFY(s.seats[1].computer);
    QCOMPARE(s.seats[1].level, ai::BotKind::Easy);
    QVERIFY(s.seats[2].computer);
    QCOMPARE(s.seats[2].level, ai::BotKind::Medium);
    QVERIFY(s.seats[3].computer);
    QCOMPARE(s.seats[3].level, ai::BotKind::Hard);
    // Such a table starts in the session.
    PetalsSession session(components());
    QVERIFY2(session.newGame(s), qPrintable(session.lastError()));
    QCOMPARE(session.players().size(), std::size_t(4));
}

void NewGameTest::SETUP_scoringSeedAndFirstPlayerReturned() {
    PetalsNewGameDialog d(*components(), PetalsNewGameDialog::defaultSetup());
    d.show();
    QCOMPARE(d.setup().variant, Variant::Standard);
    QVERIFY(!d.setup().seed);
    QCOMPARE(d.setup().startPlayer, -1);
    child<QRadioButton>(&d, "harmonyVariant")->click();
    auto* seed = child<QLineEdit>(&d, "seed");
    QTest::keyClicks(seed, QStringLiteral("42x7")); // digits only
    QCOMPARE(seed->text(), QStringLiteral("427"));
    child<QComboBox>(&d, "firstPlayer")->setCurrentIndex(2);
    const PetalsSetup s = d.setup();
    QCOMPARE(s.variant, Variant::Harmony);
    QCOMPARE(s.seed, std::optional<quint64>(427));
    QCOMPARE(s.startPlayer, 1);
    // The same setup deals the same game.
    PetalsSession a(components()), b(components());
    QVERIFY(a.newGame(s));
    QVERIFY(b.newGame(s));
    QCOMPARE(a.game().dealt().startPlayer, 1);
    QCOMPARE(a.game().variant(), Variant::Harmony);
}

void NewGameTest::SETUP_proposedAndRememberedWithoutTheSeed() {
    PetalsSetup initial;
    initial.seats = {{QStringLiteral("Ada"), false, ai::BotKind::Medium},
                     {QStringLiteral("Robo"), true, ai::BotKind::Hard},
                     {QStringLiteral("Cleo"), true, ai::BotKind::Easy}};
    initial.variant = Variant::Harmony;
    initial.seed = 9;
    initial.startPlayer = 2;
    PetalsNewGameDialog d(*components(), initial);
    QCOMPARE(child<QSpinBox>(&d, "playerCount")->value(), 3);
    QCOMPARE(d.setup(), initial);
    // Nothing remembered yet: two people.
    QCOMPARE(PetalsNewGameDialog::lastSetup(), PetalsNewGameDialog::defaultSetup());
    PetalsNewGameDialog::rememberSetup(initial);
    PetalsSetup back = PetalsNewGameDialog::lastSetup();
    QCOMPARE(back.seats, initial.seats);
    QCOMPARE(back.variant, Variant::Harmony);
    QVERIFY(!back.seed); // a remembered seed would deal the same game again
    QCOMPARE(back.startPlayer, -1);
    QVERIFY(QSettings().childGroups().contains(QStringLiteral("petals")));
    QSettings().remove(QStringLiteral("petals"));
}

void NewGameTest::CUBES_eachSeatShowsItsColourAndShape() {
    PetalsNewGameDialog d(*components(), PetalsNewGameDialog::defaultSetup());
    child<QSpinBox>(&d, "playerCount")->setValue(5);
    d.show();
    const auto& keys = components()->rules.cubeColours;
    QCOMPARE(keys.size(), std::size_t(5));
    const QList<QLabel*> labels = d.findChildren<QLabel*>();
    for (int i = 0; i < 5; ++i) {
        const QString colour = PetalsNewGameDialog::colourName(keys[static_cast<std::size_t>(i)]);
        const QString shape = PetalsNewGameDialog::shapeName(i);
        QLabel* cube = nullptr;
        for (QLabel* l : labels)
            if (l->accessibleName().startsWith(QStringLiteral("Cube of player %1:").arg(i + 1)))
                cube = l;
        QVERIFY2(cube, qPrintable(QString::number(i)));
        QVERIFY(cube->accessibleName().contains(colour));
        QVERIFY(cube->accessibleName().contains(shape));
        // The cube's colour in its middle is the trackers' colour for that place.
        const QImage img = cube->pixmap().toImage();
        QVERIFY(!img.isNull());
        const QColor want = petals::gui::cubeColour(*components(), i);
        QVERIFY(child<QLineEdit>(&d, qPrintable(QStringLiteral("name%1").arg(i)))
                    ->accessibleName()
                    .contains(colour));
        bool found = false;
        for (int y = 0; y < img.height() && !found; ++y)
            for (int x = 0; x < img.width() && !found; ++x)
                found = img.pixelColor(x, y).rgb() == want.rgb();
        QVERIFY2(found, qPrintable(colour));
    }
}

void NewGameTest::CHOICE_anotherGameAsksForTheSwitchAndCloses() {
    // No choice when the program offers one game (or none: tests, tools).
    {
        PetalsNewGameDialog d(*components(), PetalsNewGameDialog::defaultSetup());
        QVERIFY(!d.findChild<GameChoice*>());
    }
    gamechoice::setOffers(twoGames());
    QStringList asked;
    gamechoice::setSwitchHandler([&asked](const QString& id) { asked << id; });
    PetalsNewGameDialog d(*components(), PetalsNewGameDialog::defaultSetup());
    auto* choice = d.findChild<GameChoice*>();
    QVERIFY(choice);
    QCOMPARE(choice->current(), QStringLiteral("petals"));
    // Petals chosen again: nothing happens.
    QTimer::singleShot(0, &d, [&] {
        QTest::mouseClick(choice->card(QStringLiteral("petals")), Qt::LeftButton);
        QVERIFY(d.isVisible());
        // Frosted Blooms with the keyboard: the dialog closes and the switch is asked for.
        QTest::keyClick(choice->card(QStringLiteral("frosted-blooms")), Qt::Key_Space);
    });
    QCOMPARE(d.exec(), int(QDialog::Rejected));
    QCOMPARE(d.switchTo(), QStringLiteral("frosted-blooms"));
    QTRY_COMPARE(asked, QStringList{QStringLiteral("frosted-blooms")});
    gamechoice::setSwitchHandler({});
    gamechoice::setOffers({});
}

void NewGameTest::LOOK_fitsAt1024x700() {
    gamechoice::setOffers(twoGames());
    PetalsSetup five = PetalsNewGameDialog::defaultSetup();
    five.seats = {{QStringLiteral("Ada"), false, ai::BotKind::Medium},
                  {QStringLiteral("Ben"), false, ai::BotKind::Medium},
                  {QStringLiteral("Cleo"), true, ai::BotKind::Easy},
                  {QStringLiteral("Dan"), true, ai::BotKind::Medium},
                  {QStringLiteral("Eve"), true, ai::BotKind::Hard}};
    {
        PetalsNewGameDialog d(*components(), five);
        d.show();
        d.adjustSize();
        QVERIFY2(d.width() <= 1024 && d.height() <= 700,
                 qPrintable(QStringLiteral("%1x%2").arg(d.width()).arg(d.height())));
        render(d, QStringLiteral("newgame-five.png"));
    }
    {
        PetalsNewGameDialog d(*components(), PetalsNewGameDialog::defaultSetup());
        d.show();
        child<QLineEdit>(&d, "name1")->setText(QStringLiteral("player 1"));
        render(d, QStringLiteral("newgame-names-alike.png"));
    }
    gamechoice::setOffers({});
    // The picture alone, four times the card's size.
    QVERIFY(
        petals::gui::gamePicture(QSize(512, 320)).save(output(QStringLiteral("game-picture.png"))));
}

QTEST_MAIN(NewGameTest)
#include "test_new_game.moc"
