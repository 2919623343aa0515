// The choice of a game in the player's language (issue 34, review; Qt Test, offscreen): the
// offers (GameSwitcher::offers, gamechoice::offers) show every game's name and line translated,
// also those of a game not chosen yet — the switcher puts each game's catalog in use for them.
// A process of its own: no catalog is in use before, and the made-up game beside Petals has none.
#include "GameSwitcher.h"
#include "Language.h"
#include "PetalsTable.h"

#include <QtTest>

#include <memory>

namespace {

// A game of no catalog beside Petals in the choice of a game.
class NamedGame : public TableGame {
  public:
    QString id() const override { return QStringLiteral("other"); }
    QString title() const override { return QStringLiteral("Other"); }
    QString summary() const override { return QStringLiteral("Another game."); }
    QList<QCommandLineOption> options() const override { return {}; }
    QString prepare(const QCommandLineParser&) override { return {}; }
    std::unique_ptr<Frame> openWindow(const QCommandLineParser&, const Start&) override {
        return nullptr;
    }
};

} // namespace

class ChoiceLanguageTest : public QObject {
    Q_OBJECT
  private slots:
    void LANG_everyGameOfTheChoiceSpeaksTheLanguage();
};

void ChoiceLanguageTest::LANG_everyGameOfTheChoiceSpeaksTheLanguage() {
    QVERIFY(language::install(QStringLiteral("fr")));
    // Petals not chosen: its words are English until its catalog is in use.
    QCOMPARE(QCoreApplication::translate("PetalsWindow", "&Game"), QStringLiteral("&Game"));
    PetalsTable petals;
    NamedGame other;
    GameSwitcher table({&other, &petals}, {});
    table.install();
    QCOMPARE(gamechoice::offers().size(), 2);
    QCOMPARE(gamechoice::offers()[0].summary, QStringLiteral("Another game."));
    QCOMPARE(gamechoice::offers()[1].summary,
             QStringLiteral("Petals, de 2 à 5 joueurs assortissent des demi-fleurs et "
                            "équilibrent quatre éléments"));
    QCOMPARE(gamechoice::offers()[1].title, QStringLiteral("Petals"));
    QCOMPARE(QCoreApplication::translate("PetalsWindow", "&Game"), QStringLiteral("&Partie"));
    // In Japanese, the name too.
    language::install(QStringLiteral("ja")); // false: the made-up game has no catalog
    table.install();
    QCOMPARE(gamechoice::offers()[1].title, QStringLiteral("ペタルズ"));
    QVERIFY(gamechoice::offers()[1].summary.startsWith(QStringLiteral("ペタルズ：")));
    language::install(QStringLiteral("en"));
    gamechoice::setOffers({});
}

QTEST_MAIN(ChoiceLanguageTest)
#include "test_choice_language.moc"
