// Blossoms in French and Japanese (issue 36 item 8, Qt Test, offscreen): the program puts
// Blossoms' catalog in use when the game is chosen (language::useCatalog("blossoms"),
// translations/blossoms_<lang>.ts embedded under :/i18n by blossoms_window); the window then speaks
// the language installed — its menus, the turn banner, the look's and the session's words — and
// Alt+letter reaches one control only, in every language. A process of its own: no other test has
// put a catalog in use before.
#include "BlossomsArt.h"
#include "Language.h"
#include "TurnPanels.h"
#include "window_drivers.h"

#include <QAbstractButton>
#include <QHash>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QtTest>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

std::unique_ptr<BlossomsWindow> windowWithAGame() {
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ada")), computer(QStringLiteral("Cleo"))}, {}, 7));
    return w;
}

QStringList menuTitles(const BlossomsWindow& w) {
    QStringList titles;
    for (QAction* a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

// No two of `texts` share an access key, and each has one (`lang` and `where` name a failure).
void apart(const QStringList& texts, const char* lang, const QString& where) {
    QHash<QKeySequence, QString> seen;
    for (const QString& t : texts) {
        if (t.isEmpty())
            continue;
        const QKeySequence key = QKeySequence::mnemonic(t);
        QVERIFY2(
            !key.isEmpty(),
            qPrintable(
                QStringLiteral("%1, %2: no access key in %3").arg(QLatin1String(lang), where, t)));
        QVERIFY2(!seen.contains(key), qPrintable(QStringLiteral("%1, %2: %3 and %4 share %5")
                                                     .arg(QLatin1String(lang), where,
                                                          seen.value(key), t, key.toString())));
        seen.insert(key, t);
    }
}

} // namespace

class BlossomsLanguagesTest : public QObject {
    Q_OBJECT
  private slots:
    void LANG_catalogLoadsWhenChosen();
    void LANG_windowSpeaksFrench();
    void LANG_windowSpeaksJapanese();
    void LANG_accessKeysApart();
};

void BlossomsLanguagesTest::LANG_catalogLoadsWhenChosen() {
    QVERIFY(language::install(QStringLiteral("fr")));
    QCOMPARE(QCoreApplication::translate("BlossomsWindow", "&Game"), QStringLiteral("&Game"));
    QVERIFY(language::useCatalog(QStringLiteral("blossoms")));
    QCOMPARE(language::inEveryLanguage("BlossomsWindow", "&Game"),
             (QStringList{QStringLiteral("&Game"), QStringLiteral("&Partie"),
                          QStringLiteral("ゲーム(&G)")}));
    // A word of each folder: look, session, board, end, help, window.
    QCOMPARE(art::typeName(3), QStringLiteral("Coquelicot"));
    QCOMPARE(art::toolName(Tool::WateringCan), QStringLiteral("Arrosoir"));
    QVERIFY(QCoreApplication::translate("BlossomsSession", "It is not your turn.") !=
            QStringLiteral("It is not your turn."));
    QVERIFY(QCoreApplication::translate("blossoms::gui::PotsView", "The garden") !=
            QStringLiteral("The garden"));
    QVERIFY(QCoreApplication::translate("blossoms::gui::ScorePad", "&Play again") !=
            QStringLiteral("&Play again"));
    QVERIFY(QCoreApplication::translate("BlossomsRulesDialog", "Rules — Blossoms") !=
            QStringLiteral("Rules — Blossoms"));
    language::install(QStringLiteral("en"));
}

void BlossomsLanguagesTest::LANG_windowSpeaksFrench() {
    QVERIFY(language::install(QStringLiteral("fr")));
    QVERIFY(language::useCatalog(QStringLiteral("blossoms")));
    auto w = windowWithAGame();
    const QStringList titles = menuTitles(*w);
    for (const char* t : {"&Partie", "&Tour", "A&ffichage", "&Réglages", "&Aide"})
        QVERIFY2(titles.contains(QString::fromUtf8(t)), qPrintable(titles.join(u'|')));
    QTRY_VERIFY_WITH_TIMEOUT(w->session()->personToPlay(), 20000);
    QCOMPARE(w->banner()->headline(), QStringLiteral("Au tour de Ada"));
    language::install(QStringLiteral("en"));
}

void BlossomsLanguagesTest::LANG_windowSpeaksJapanese() {
    QVERIFY(language::install(QStringLiteral("ja")));
    QVERIFY(language::useCatalog(QStringLiteral("blossoms")));
    auto w = windowWithAGame();
    const QStringList titles = menuTitles(*w);
    for (const char* t : {"ゲーム(&G)", "ターン(&T)", "表示(&V)", "設定(&S)", "ヘルプ(&H)"})
        QVERIFY2(titles.contains(QString::fromUtf8(t)), qPrintable(titles.join(u'|')));
    QTRY_VERIFY_WITH_TIMEOUT(w->session()->personToPlay(), 20000);
    QCOMPARE(w->banner()->headline(), QStringLiteral("Adaのターン"));
    QCOMPARE(art::typeName(0), QStringLiteral("バラ"));
    language::install(QStringLiteral("en"));
    QCOMPARE(art::typeName(0), QStringLiteral("Rose"));
}

// Alt+letter works only when one control has the letter: the menu bar's titles with the buttons
// shown beside them (the Rake's panel and Next on the table, the score pad's at the end), and the
// items of each menu among themselves, in every language.
void BlossomsLanguagesTest::LANG_accessKeysApart() {
    for (const char* lang : {"en", "fr", "ja"}) {
        QVERIFY(language::install(QString::fromLatin1(lang)));
        QVERIFY(language::useCatalog(QStringLiteral("blossoms")));
        auto w = windowWithAGame();
        const auto buttons = [](QWidget* in) {
            QStringList out;
            for (QAbstractButton* b : in->findChildren<QAbstractButton*>())
                out << b->text();
            return out;
        };
        QStringList table = buttons(w->findChild<QWidget*>(QStringLiteral("rakePanel")));
        table << w->nextStepButton()->text();
        apart(menuTitles(*w) + table, lang, QStringLiteral("the table"));
        QStringList end = buttons(w->endPage());
        end << QCoreApplication::translate("blossoms::gui::ScorePad", "Ne&xt game of the match");
        apart(menuTitles(*w) + end, lang, QStringLiteral("the end"));
        for (QAction* m : w->menuBar()->actions()) {
            QStringList items;
            for (QAction* a : m->menu()->actions())
                if (!a->isSeparator() && !a->text().isEmpty())
                    items << a->text();
            apart(items, lang, m->text());
        }
    }
    language::install(QStringLiteral("en"));
}

QTEST_MAIN(BlossomsLanguagesTest)
#include "test_languages.moc"
