// Languages and text size (issue 17, Qt Test, offscreen): the table rendered in English, French
// and Japanese at 1024x700 and 1440x900 with its words in that language and no label or button
// cutting its text, nor any card's words elided; the hand-over cover and the score pad of a
// finished game likewise; the choice of language (--lang, the setting, the system's locale);
// Settings ▸ Language and Settings ▸ Text size remembered and offering a restart; the binary's
// --help and a screenshot in each language and at 150 %.
#include "GameController.h"
#include "HandBar.h"
#include "HandOverPage.h"
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "ScorePadPage.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QAbstractButton>
#include <QActionGroup>
#include <QFontDatabase>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace frosted;

class LanguagesTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanup();
    void LANG_cutOffTextIsFound();
    void LANG_tableInEachLanguage_data();
    void LANG_tableInEachLanguage();
    void LANG_newGameDialogHoldsItsWords_data();
    void LANG_newGameDialogHoldsItsWords();
    void LANG_cardWordsAreNeverElided_data();
    void LANG_cardWordsAreNeverElided();
    void LANG_handOverAndScorePadHoldTheirWords_data();
    void LANG_handOverAndScorePadHoldTheirWords();
    void LANG_wordsOfTheGameFollowTheGlossary();
    void LANG_choiceFollowsOptionThenSettingThenSystem();
    void LANG_settingsMenuOffersARestart();
    void LANG_binarySpeaksTheLanguageAsked();
    void LANG_largerTextScalesTheWholeTable();

  private:
    std::unique_ptr<MainWindow> window(QSize size);
    ComponentsPtr comps_;
    QTemporaryDir settings_; // the settings the tests write, nobody's own
};

void LanguagesTest::initTestCase() {
    QVERIFY(settings_.isValid());
    guitest::isolateSettings(settings_.path());
    language::installEnglishPlurals();
    // The table is Frosted Blooms': its catalog in use, as the program puts it when the game is
    // chosen (issue 32); each language installed below brings it along.
    QVERIFY(language::useCatalog(QStringLiteral("frosted-blooms")));
    comps_ = loadComponents(defaultDataDir());
}

void LanguagesTest::cleanup() {
    language::install(QStringLiteral("en"));
}

std::unique_ptr<MainWindow> LanguagesTest::window(QSize size) {
    // Ada, Ben, Chloé and Dev, the longest of the hotseat names the tests use, four seats: the
    // fullest panels.
    auto w = guitest::bareWindow(comps_, {.size = size, .game = guitest::hotseat(11, 4)});
    // A few whole turns, so that the log, the preview and the panels hold sentences.
    guitest::playTurns(*w->controller(), 5);
    return w;
}

namespace {
// The labels and buttons of `top` whose one-line text is wider than the room they have: cut off
// on screen. Word-wrapped and rich-text labels lay out their own lines and are left out.
QStringList cutOff(QWidget* top) {
    QStringList found;
    for (QLabel* l : top->findChildren<QLabel*>()) {
        if (!l->isVisibleTo(top) || l->wordWrap() || l->text().isEmpty() ||
            Qt::mightBeRichText(l->text()) || l->textFormat() == Qt::RichText ||
            l->textFormat() == Qt::MarkdownText || !l->pixmap().isNull())
            continue;
        QString text = l->text();
        text.remove(QLatin1Char('&'));
        int widest = 0;
        for (const QString& line : text.split(QLatin1Char('\n')))
            widest = std::max(widest, l->fontMetrics().horizontalAdvance(line));
        if (widest > l->contentsRect().width() + 1)
            found << QStringLiteral("label “%1” (%2): %3 px of text in %4 px")
                         .arg(l->text(), l->objectName())
                         .arg(widest)
                         .arg(l->contentsRect().width());
    }
    for (QAbstractButton* b : top->findChildren<QAbstractButton*>()) {
        if (!b->isVisibleTo(top) || b->text().isEmpty() || b->width() <= 0)
            continue;
        QString text = b->text();
        text.remove(QLatin1Char('&'));
        // The words need their width inside the button's frame (its icon beside them).
        const int icon = b->icon().isNull() ? 0 : b->iconSize().width() + 4;
        const int need = b->fontMetrics().horizontalAdvance(text) + icon;
        if (need > b->width() - 4)
            found << QStringLiteral("button “%1” (%2): %3 px of text in a %4 px button")
                         .arg(b->text(), b->objectName())
                         .arg(need)
                         .arg(b->width());
    }
    return found;
}
} // namespace

void LanguagesTest::LANG_cutOffTextIsFound() {
    // The check itself: a label and a button too narrow for their words are named.
    QWidget top;
    auto* l = new QLabel(QStringLiteral("Objectifs revendiqués"), &top);
    l->setFixedWidth(40);
    auto* b = new QPushButton(QStringLiteral("Remettre la tuile (Échap)"), &top);
    b->setGeometry(0, 30, 50, 24);
    auto* fits = new QLabel(QStringLiteral("OK"), &top);
    fits->setGeometry(0, 60, 200, 20);
    top.resize(300, 100);
    top.show();
    const QStringList cut = cutOff(&top);
    QCOMPARE(cut.size(), 2);
    QVERIFY(cut[0].contains(QStringLiteral("Objectifs")));
    QVERIFY(cut[1].contains(QStringLiteral("Remettre")));
}

void LanguagesTest::LANG_tableInEachLanguage_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<QSize>("size");
    for (const char* code : {"en", "fr", "ja"})
        for (QSize s : {QSize(1024, 700), QSize(1440, 900)})
            QTest::addRow("%s %dx%d", code, s.width(), s.height())
                << QString::fromLatin1(code) << s;
}

void LanguagesTest::LANG_tableInEachLanguage() {
    QFETCH(QString, code);
    QFETCH(QSize, size);
    QVERIFY(language::install(code));
    QCOMPARE(language::current(), code);
    auto w = window(size);
    // The menus speak the language: the Game menu's title is the translation, not the English.
    const QString game = QCoreApplication::translate("MainWindow", "&Game");
    QCOMPARE(w->menuBar()->actions().value(0)->text(), game);
    if (code != QLatin1String("en"))
        QVERIFY2(game != QLatin1String("&Game"), "the Game menu is not translated");
    // The game log's sentences too (built by Words): the first line names the seed in the
    // language's own words.
    const QString coins = words::coins(2);
    if (code == QLatin1String("fr"))
        QCOMPARE(coins, QStringLiteral("2 pièces"));
    else if (code == QLatin1String("ja"))
        QVERIFY2(coins.contains(QStringLiteral("コイン")), qPrintable(coins));
    else
        QCOMPARE(coins, QStringLiteral("2 coins"));
    const QImage shot = w->grab().toImage();
    QVERIFY(!shot.isNull());
    const QString dir = QStringLiteral(FROSTED_TEST_OUTPUT);
    QDir().mkpath(dir);
    shot.save(QStringLiteral("%1/table-%2-%3x%4.png")
                  .arg(dir, code)
                  .arg(size.width())
                  .arg(size.height()));
    const QStringList cut = cutOff(w.get());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    // Alt+letter: the menu bar's titles each have their own letter, and no button of the
    // window's panels (shown or not yet) takes one of them — Alt would open the menu instead.
    const auto letter = [](const QString& t) {
        const auto i = t.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
        return i < 0 ? QChar() : t[i + 1].toLower();
    };
    QHash<QChar, QString> menus;
    for (QAction* a : w->menuBar()->actions()) {
        const QChar c = letter(a->text());
        QVERIFY2(!c.isNull(), qPrintable(a->text()));
        QVERIFY2(!menus.contains(c),
                 qPrintable(menus.value(c) + QStringLiteral(" / ") + a->text()));
        menus.insert(c, a->text());
    }
    for (QAbstractButton* b : w->findChildren<QAbstractButton*>()) {
        const QChar c = letter(b->text());
        QVERIFY2(c.isNull() || !menus.contains(c),
                 qPrintable(b->text() + QStringLiteral(" / ") + menus.value(c)));
    }
}

void LanguagesTest::LANG_newGameDialogHoldsItsWords_data() {
    QTest::addColumn<QString>("code");
    for (const char* code : {"en", "fr", "ja"})
        QTest::addRow("%s", code) << QString::fromLatin1(code);
}

void LanguagesTest::LANG_newGameDialogHoldsItsWords() {
    QFETCH(QString, code);
    QVERIFY(language::install(code));
    NewGameOptions four;
    four.names = {QStringLiteral("Ada"), QStringLiteral("Ben"), QStringLiteral("Chloé"),
                  QStringLiteral("Dev")};
    four.colours = {QStringLiteral("yellow"), QStringLiteral("blue"), QStringLiteral("pink"),
                    QStringLiteral("green")};
    NewGameDialog d(four, *comps_);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    const QStringList cut = cutOff(&d);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

void LanguagesTest::LANG_cardWordsAreNeverElided_data() {
    QTest::addColumn<QString>("code");
    for (const char* code : {"en", "fr", "ja"})
        QTest::addRow("%s", code) << QString::fromLatin1(code);
}

void LanguagesTest::LANG_cardWordsAreNeverElided() {
    // Every card of the data on the table at 1024x700, its name and how it scores written in
    // full in the card's width (smaller type if need be, never "…"): what paintCard does.
    QFETCH(QString, code);
    QVERIFY(language::install(code));
    auto w = window(QSize(1024, 700));
    const std::vector<CardButton*> hand = w->hand()->cards();
    QVERIFY(!hand.empty());
    const CardButton* narrowest = *std::min_element(
        hand.begin(), hand.end(), [](auto* a, auto* b) { return a->width() < b->width(); });
    const QRectF r = narrowest->cardRect();
    QVERIFY2(r.width() >= 100, qPrintable(QString::number(r.width())));
    QStringList elided;
    for (int card = 0; card < static_cast<int>(comps_->cards.size()); ++card)
        if (!cardLinesFit(narrowest->font(), r, *comps_, card))
            elided << words::cardName(*comps_, card);
    QVERIFY2(
        elided.isEmpty(),
        qPrintable(
            QStringLiteral("in %1 px: %2").arg(r.width()).arg(elided.join(QStringLiteral(", ")))));
    // The check itself: a card narrower than any on screen cannot hold them all.
    bool some = false;
    for (int card = 0; card < static_cast<int>(comps_->cards.size()); ++card)
        some = some || !cardLinesFit(narrowest->font(), QRectF(0, 0, 40, 80), *comps_, card);
    QVERIFY(some);
}

void LanguagesTest::LANG_handOverAndScorePadHoldTheirWords_data() {
    QTest::addColumn<QString>("code");
    for (const char* code : {"en", "fr", "ja"})
        QTest::addRow("%s", code) << QString::fromLatin1(code);
}

void LanguagesTest::LANG_handOverAndScorePadHoldTheirWords() {
    // A two-player game played to its end by the core's greedy player at 1024x700: the
    // hand-over cover after a turn (the next player, the last turn) and the score pad.
    QFETCH(QString, code);
    QVERIFY(language::install(code));
    auto w =
        guitest::bareWindow(comps_, {.size = QSize(1024, 700), .game = guitest::hotseat(11, 2)});
    GameController& c = *w->controller();
    for (int i = 0; i < 40 && !c.handOverPending(); ++i)
        c.perform(chooseGreedy(c.view()));
    QVERIFY(c.handOverPending());
    QApplication::processEvents();
    QCOMPARE(w->pages()->currentWidget(), qobject_cast<QWidget*>(w->handOverPage()));
    QStringList cut = cutOff(w->handOverPage());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    const QString dir = QStringLiteral(FROSTED_TEST_OUTPUT);
    QDir().mkpath(dir);
    w->grab().save(QStringLiteral("%1/hand-over-%2.png").arg(dir, code));
    guitest::playTurns(c, 1000);
    QVERIFY(c.fullState().isOver());
    QTRY_COMPARE(w->pages()->currentWidget(), qobject_cast<QWidget*>(w->scorePadPage()));
    w->grab().save(QStringLiteral("%1/score-pad-%2.png").arg(dir, code));
    cut = cutOff(w->scorePadPage());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

void LanguagesTest::LANG_wordsOfTheGameFollowTheGlossary() {
    // ../shared/spec/GLOSSARY.md: the Improvements in the rulebooks' own words.
    struct Row {
        const char* code;
        const char* worker;
        const char* barn;
        const char* windmill;
    };
    for (const Row& r :
         {Row{"fr", "jardinier", "grange", "moulin"}, Row{"ja", "労働者", "納屋", "風車"}}) {
        QVERIFY(language::install(QString::fromLatin1(r.code)));
        for (auto [t, want] :
             {std::pair{ObjectiveType::Worker, r.worker}, std::pair{ObjectiveType::Barn, r.barn},
              std::pair{ObjectiveType::Windmill, r.windmill}}) {
            const QString got = words::typeWord(t);
            QVERIFY2(got.contains(QString::fromUtf8(want), Qt::CaseInsensitive),
                     qPrintable(QStringLiteral("%1: “%2” is not “%3”")
                                    .arg(QLatin1String(r.code), got, QString::fromUtf8(want))));
        }
    }
    // Japanese needs a font with its characters: installed by scripts/deps.sh.
    QVERIFY2(!QFontDatabase::families(QFontDatabase::Japanese).isEmpty(),
             "no Japanese font (scripts/deps.sh installs fonts-noto-cjk)");
}

void LanguagesTest::LANG_choiceFollowsOptionThenSettingThenSystem() {
    QCOMPARE(language::supported(QStringLiteral("fr_CA.UTF-8")), QStringLiteral("fr"));
    QCOMPARE(language::supported(QStringLiteral("ja-JP")), QStringLiteral("ja"));
    QCOMPARE(language::supported(QStringLiteral("de_DE")), QString());
    const QByteArray saved = qgetenv("LANGUAGE");
    const QString before = language::setting();
    qputenv("LANGUAGE", "ja:en");
    QCOMPARE(language::systemLanguage(), QStringLiteral("ja"));
    language::setSetting({});
    QCOMPARE(language::choose({}), QStringLiteral("ja")); // the system's
    language::setSetting(QStringLiteral("fr"));
    QCOMPARE(language::choose({}), QStringLiteral("fr"));                   // the setting wins
    QCOMPARE(language::choose(QStringLiteral("en")), QStringLiteral("en")); // --lang wins
    qputenv("LANGUAGE", "de:it");
    language::setSetting({});
    // Nothing the game speaks: the system locale's, else English.
    const QString system = language::supported(QLocale::system().name());
    QCOMPARE(language::choose({}), system.isEmpty() ? QStringLiteral("en") : system);
    language::setSetting(before);
    if (saved.isNull())
        qunsetenv("LANGUAGE");
    else
        qputenv("LANGUAGE", saved);
}

void LanguagesTest::LANG_settingsMenuOffersARestart() {
    // The settings are the test's (initTestCase): what the menus remember is read back.
    const QString languageBefore = language::setting();
    const int sizeBefore = language::textSizeSetting();
    auto restore = qScopeGuard([&] {
        language::setSetting(languageBefore);
        language::setTextSizeSetting(sizeBefore);
    });
    language::setSetting({});
    language::setTextSizeSetting(100);
    auto w = window(QSize(1024, 700));
    w->setSettingsEnabled(true);
    QActionGroup* langs = w->languageActions();
    QVERIFY(langs);
    QStringList names;
    for (QAction* a : langs->actions())
        names << a->text();
    for (const char* n : {"English", "Français", "日本語"})
        QVERIFY2(names.contains(QString::fromUtf8(n)), qPrintable(names.join(QLatin1Char('|'))));
    for (QAction* a : langs->actions())
        if (a->data().toString() == QLatin1String("ja"))
            a->trigger();
    QVERIFY2(w->restartOffer().contains(QStringLiteral("日本語")), qPrintable(w->restartOffer()));
    QCOMPARE(language::setting(), QStringLiteral("ja"));
    QCOMPARE(language::choose({}), QStringLiteral("ja")); // the next start's
    for (QAction* a : w->textSizeActions()->actions())
        if (a->data().toInt() == 150)
            a->trigger();
    QVERIFY2(w->restartOffer().contains(QStringLiteral("150")), qPrintable(w->restartOffer()));
    QCOMPARE(language::textSizeSetting(), 150);
    // In the test's settings file, not anybody's own.
    QSettings written;
    QVERIFY2(written.fileName().startsWith(settings_.path()), qPrintable(written.fileName()));
    // "The system's language" forgets the choice.
    for (QAction* a : langs->actions())
        if (a->data().toString().isEmpty())
            a->trigger();
    QCOMPARE(language::setting(), QString());
    w->setSettingsEnabled(false); // the window's geometry and columns stay unwritten
}

void LanguagesTest::LANG_binarySpeaksTheLanguageAsked() {
    QVERIFY(language::install(QStringLiteral("fr")));
    const QString frenchShot = QCoreApplication::translate("main", "Render to a PNG and exit.");
    QVERIFY(frenchShot != QLatin1String("Render to a PNG and exit."));
    const auto help = [](const QStringList& args, const QString& lcAll) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LANGUAGE"));
        env.insert(QStringLiteral("LC_ALL"), lcAll);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                   QDir::tempPath() + QStringLiteral("/fb-lang"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(FROSTED_GUI_BINARY), args);
        p.waitForFinished(30000);
        return std::pair(p.exitCode(),
                         QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()));
    };
    // The system's locale (LC_ALL), then --lang over it.
    auto [rc, out] = help({QStringLiteral("--help")}, QStringLiteral("fr_FR.UTF-8"));
    QCOMPARE(rc, 0);
    QVERIFY2(out.contains(frenchShot), qPrintable(out));
    std::tie(rc, out) =
        help({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")},
             QStringLiteral("fr_FR.UTF-8"));
    QVERIFY2(out.contains(QStringLiteral("Render to a PNG and exit.")), qPrintable(out));
    std::tie(rc, out) = help({QStringLiteral("--lang"), QStringLiteral("de")}, QStringLiteral("C"));
    QCOMPARE(rc, 2);
    QVERIFY2(out.contains(QStringLiteral("--lang")) && out.contains(QStringLiteral("de")),
             qPrintable(out));
}

void LanguagesTest::LANG_largerTextScalesTheWholeTable() {
    QTemporaryDir dir;
    const auto shoot = [&](const QString& size, const QString& name) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_SCALE_FACTOR"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(FROSTED_GUI_BINARY),
                {QStringLiteral("--screenshot"), dir.filePath(name), QStringLiteral("--size"),
                 QStringLiteral("1024x700"), QStringLiteral("--text-size"), size,
                 QStringLiteral("--lang"), QStringLiteral("ja")});
        p.waitForFinished(60000);
        return QImage(dir.filePath(name));
    };
    const QImage normal = shoot(QStringLiteral("100"), QStringLiteral("n.png"));
    const QImage large = shoot(QStringLiteral("150"), QStringLiteral("l.png"));
    QCOMPARE(normal.size(), QSize(1024, 700));
    // The same table drawn half as large again: every part of it, text and tiles alike.
    QCOMPARE(large.size(), QSize(1536, 1050));
}

QTEST_MAIN(LanguagesTest)
#include "test_languages.moc"
