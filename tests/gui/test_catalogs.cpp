// Translations by game (issue 32, Qt Test): the shell's language layer installs the shell's catalog
// at start and a game's only once the game's catalog is asked for (as the program does when the
// game is chosen); both then speak the language installed, and follow it when it changes. A fresh
// process of its own: no other test has put the game's catalog in use before.
#include "Language.h"

#include <QCoreApplication>
#include <QtTest>

namespace {

// A string of the shell's catalog (src/shell/Frame.cpp) and one of Frosted Blooms'
// (src/games/frosted/gui), in the language installed.
QString shellWords() {
    return QCoreApplication::translate("Frame", "No recent games");
}
QString gameWords() {
    return QCoreApplication::translate("GameController", "Master Gardener");
}

const QString kShellFr = QStringLiteral("Aucune partie récente");
const QString kGameFr = QStringLiteral("Maître Jardinier");
const QString kShellJa = QStringLiteral("最近のゲームはありません");
const QString kGameJa = QStringLiteral("マスター庭師");

} // namespace

class CatalogsTest : public QObject {
    Q_OBJECT
  private slots:
    void LANG_gameCatalogLoadsWhenChosen();
};

void CatalogsTest::LANG_gameCatalogLoadsWhenChosen() {
    // At start: the shell's catalog only.
    QVERIFY(language::install(QStringLiteral("fr")));
    QCOMPARE(shellWords(), kShellFr);
    QCOMPARE(gameWords(), QStringLiteral("Master Gardener")); // the game's is not installed
    QCOMPARE(language::inEveryLanguage("GameController", "Master Gardener"),
             QStringList{QStringLiteral("Master Gardener")});

    // The game is chosen: its catalog comes in the language installed; once is enough.
    QVERIFY(language::useCatalog(QStringLiteral("frosted-blooms")));
    QVERIFY(language::useCatalog(QStringLiteral("frosted-blooms")));
    QCOMPARE(shellWords(), kShellFr);
    QCOMPARE(gameWords(), kGameFr);
    QCOMPARE(language::inEveryLanguage("GameController", "Master Gardener"),
             (QStringList{QStringLiteral("Master Gardener"), kGameFr, kGameJa}));
    QCOMPARE(language::inEveryLanguage("Frame", "No recent games"),
             (QStringList{QStringLiteral("No recent games"), kShellFr, kShellJa}));

    // Another language: both catalogs follow it, and back.
    QVERIFY(language::install(QStringLiteral("ja")));
    QCOMPARE(shellWords(), kShellJa);
    QCOMPARE(gameWords(), kGameJa);
    QVERIFY(language::install(QStringLiteral("en")));
    QCOMPARE(shellWords(), QStringLiteral("No recent games"));
    QCOMPARE(gameWords(), QStringLiteral("Master Gardener"));
    QVERIFY(language::install(QStringLiteral("fr")));
    QCOMPARE(shellWords(), kShellFr);
    QCOMPARE(gameWords(), kGameFr);

    // A catalog that does not exist is reported, and changes nothing else.
    QVERIFY(!language::useCatalog(QStringLiteral("no-such-game")));
    QCOMPARE(shellWords(), kShellFr);
    QCOMPARE(gameWords(), kGameFr);
    language::install(QStringLiteral("en"));
}

QTEST_GUILESS_MAIN(CatalogsTest)
#include "test_catalogs.moc"
