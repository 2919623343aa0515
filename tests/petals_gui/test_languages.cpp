// Petals in French and Japanese (issue 34, Qt Test, offscreen): the program puts Petals' catalog
// in use when the game is chosen (language::useCatalog("petals"), translations/petals_<lang>.ts
// embedded under :/i18n by petals_window); the window then speaks the language installed — its
// menu titles, the turn banner's words — and every folder of src/games/petals/gui (look, board,
// session, help, window) has its words in the catalog. A process of its own: no other test has
// put a catalog in use before.
#include "CardArt.h"
#include "EffectPanel.h"
#include "Language.h"
#include "PetalsWindow.h"
#include "TurnPanels.h"
#include "window_drivers.h"

#include "petals/rules/module.h"

#include <QAbstractButton>
#include <QHash>
#include <QMenuBar>
#include <QtTest>

#include <memory>

using namespace petals;
using namespace petals::gui;

namespace {

// The window of window_drivers.h with a game of a person and a computer on it.
std::unique_ptr<PetalsWindow> windowWithAGame() {
    auto w = guitest::makeWindow();
    w->startGame(guitest::setupOf(
        {guitest::person(QStringLiteral("Ada")), guitest::computer(QStringLiteral("Cleo"))},
        Variant::Standard, 7));
    return w;
}

QStringList menuTitles(const PetalsWindow& w) {
    QStringList titles;
    for (QAction* a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

// The banner once Ada (the person) is to place a card.
void waitForAda(const PetalsWindow& w) {
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->personToPlay(), 20000);
}

} // namespace

class PetalsLanguagesTest : public QObject {
    Q_OBJECT
  private slots:
    void LANG_petalsCatalogLoadsWhenChosen();
    void LANG_windowSpeaksFrench();
    void LANG_windowSpeaksJapanese();
    void LANG_accessKeysApart();
};

void PetalsLanguagesTest::LANG_petalsCatalogLoadsWhenChosen() {
    QVERIFY(language::install(QStringLiteral("fr")));
    // Before the game is chosen its words stay English.
    QCOMPARE(QCoreApplication::translate("PetalsWindow", "&Game"), QStringLiteral("&Game"));
    QVERIFY(language::useCatalog(QStringLiteral("petals")));
    QVERIFY(language::useCatalog(QStringLiteral("petals"))); // once is enough
    QCOMPARE(language::inEveryLanguage("PetalsWindow", "&Game"),
             (QStringList{QStringLiteral("&Game"), QStringLiteral("&Partie"),
                          QStringLiteral("ゲーム(&G)")}));
    // A word of each folder: look, board, session, help, window.
    QCOMPARE(art::elementName(Element::Fire), QStringLiteral("Feu"));
    QCOMPARE(QCoreApplication::translate("petals::gui::TrackersView", "Elemental Trackers"),
             QStringLiteral("Pistes élémentaires"));
    QCOMPARE(QCoreApplication::translate("PetalsSession", "It is not your turn."),
             QStringLiteral("Ce n'est pas votre tour."));
    QCOMPARE(QCoreApplication::translate("PetalsRulesDialog", "Rules — Petals"),
             QStringLiteral("Règles — Petals"));
    QCOMPARE(QCoreApplication::translate("petals::gui::EffectPanel", "S&kip the move"),
             QStringLiteral("Renoncer au &déplacement"));
    // The turn banner is the shell's (its catalog, shell_fr).
    QCOMPARE(QCoreApplication::translate("TurnBanner", "Turn"), QStringLiteral("Tour"));
}

void PetalsLanguagesTest::LANG_windowSpeaksFrench() {
    QVERIFY(language::install(QStringLiteral("fr")));
    QVERIFY(language::useCatalog(QStringLiteral("petals")));
    auto w = windowWithAGame();
    const QStringList titles = menuTitles(*w);
    for (const char* t : {"&Partie", "&Tour", "A&ffichage", "&Réglages", "&Aide"})
        QVERIFY2(titles.contains(QString::fromUtf8(t)), qPrintable(titles.join(u'|')));
    waitForAda(*w);
    QTRY_COMPARE(w->banner()->instruction(),
                 QStringLiteral("Choisissez une carte, puis une place marquée. R ou la molette "
                                "fait tourner la carte."));
    QCOMPARE(w->banner()->headline(), QStringLiteral("À vous, Ada"));
}

void PetalsLanguagesTest::LANG_windowSpeaksJapanese() {
    QVERIFY(language::install(QStringLiteral("ja")));
    auto w = windowWithAGame();
    const QStringList titles = menuTitles(*w);
    for (const char* t : {"ゲーム(&G)", "ターン(&T)", "表示(&V)", "設定(&S)", "ヘルプ(&H)"})
        QVERIFY2(titles.contains(QString::fromUtf8(t)), qPrintable(titles.join(u'|')));
    waitForAda(*w);
    QTRY_COMPARE(w->banner()->instruction(),
                 QStringLiteral("カードを選び、印の付いた場所を選んでください。Rキーかホイールでカ"
                                "ードを回転します。"));
    QCOMPARE(w->banner()->headline(), QStringLiteral("あなたのターン、Ada"));
    QCOMPARE(art::elementName(Element::Water), QStringLiteral("水"));
    language::install(QStringLiteral("en"));
    QCOMPARE(art::elementName(Element::Water), QStringLiteral("Water"));
}

// Alt+letter works only when one control has the letter: the menus' and the buttons shown with
// them — the effect panel's (at a symbol pair), the score pad's (at the end) — each have their
// own, in every language ("&Score this card" once took the Alt+S of "&Settings", and did nothing;
// in French "&Rejouer" took the R of "&Réglages").
void PetalsLanguagesTest::LANG_accessKeysApart() {
    for (const char* lang : {"en", "fr", "ja"}) {
        QVERIFY(language::install(QString::fromLatin1(lang)));
        QVERIFY(language::useCatalog(QStringLiteral("petals")));
        auto w = windowWithAGame();
        auto* panel = w->findChild<EffectPanel*>();
        QVERIFY(panel);
        panel->ask(QStringLiteral("t"), QStringLiteral("x"), true, 3, true, true);
        auto* end = w->findChild<QWidget*>(QStringLiteral("endPage"));
        QVERIFY(end);
        auto* next = w->findChild<QAbstractButton*>(QStringLiteral("nextStep"));
        QVERIFY(next);
        const auto buttons = [](QWidget* in) {
            QStringList out;
            for (QAbstractButton* b : in->findChildren<QAbstractButton*>())
                out << b->text();
            return out;
        };
        for (const QStringList& shown : {buttons(panel) << next->text(), buttons(end)}) {
            QHash<QKeySequence, QString> seen;
            for (const QString& t : menuTitles(*w) + shown) {
                const QKeySequence key = QKeySequence::mnemonic(t);
                QVERIFY2(!key.isEmpty(), qPrintable(QStringLiteral("%1: no access key in %2")
                                                        .arg(QString::fromLatin1(lang), t)));
                QVERIFY2(!seen.contains(key),
                         qPrintable(QStringLiteral("%1: %2 and %3 share %4")
                                        .arg(QString::fromLatin1(lang), seen.value(key), t,
                                             key.toString())));
                seen.insert(key, t);
            }
        }
    }
    language::install(QStringLiteral("en"));
}

QTEST_MAIN(PetalsLanguagesTest)
#include "test_languages.moc"
