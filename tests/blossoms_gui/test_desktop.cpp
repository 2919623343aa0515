// `frosted-blooms --game blossoms` as a program (issue 36, items 1 and 9): its screens rendered
// headless at the size asked, with 2 and 3 players and the variants, and wrong arguments refused
// with a message naming what is wrong (exit code 2), before any window.
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

namespace {

int run(const QStringList& args, QString* err = nullptr) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QTemporaryDir home;
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    env.insert(QStringLiteral("FROSTED_BLOOMS_DATA_HOME"), home.path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FROSTED_GUI_BINARY),
            QStringList{QStringLiteral("--game"), QStringLiteral("blossoms")} + args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        return -1;
    }
    if (err)
        *err = QString::fromLocal8Bit(p.readAllStandardError());
    return p.exitCode();
}

} // namespace

class BlossomsDesktopTest : public QObject {
    Q_OBJECT
  private slots:
    void screensAreRendered_data() {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("players");
        QTest::addColumn<QString>("variant");
        for (const char* v : {"table", "rake", "scorepad", "handover"})
            for (const char* n : {"2", "3"})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(v), QLatin1String(n))))
                    << QString::fromLatin1(v) << QString::fromLatin1(n)
                    << QStringLiteral("standard");
        QTest::newRow("table children")
            << QStringLiteral("table") << QStringLiteral("2") << QStringLiteral("children");
        QTest::newRow("table both") << QStringLiteral("table") << QStringLiteral("3")
                                    << QStringLiteral("children,advanced");
    }
    void screensAreRendered() {
        QFETCH(QString, view);
        QFETCH(QString, players);
        QFETCH(QString, variant);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        QString err;
        // (A seed with a Rake in its first turns for `rake`.)
        QCOMPARE(run({QStringLiteral("--screenshot"), png, QStringLiteral("--view"), view,
                      QStringLiteral("--players"), players, QStringLiteral("--seed"),
                      QStringLiteral("3"), QStringLiteral("--variant"), variant,
                      QStringLiteral("--size"), QStringLiteral("1024x700")},
                     &err),
                 0);
        const QImage img(png);
        QVERIFY2(!img.isNull(), qPrintable(err));
        QCOMPARE(img.size(), QSize(1024, 700));
    }

    // Help ▸ Rules and Learn to play (issue 36 items 7 and 9) at both sizes: a picture that is
    // not empty (many colours: the page's pictures, the garden and the coach's bubble).
    void rulesAndTutorialRendered_data() {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("size");
        for (const char* v : {"rules", "tutorial"})
            for (const char* z : {"1024x700", "1440x900"})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(v), QLatin1String(z))))
                    << QString::fromLatin1(v) << QString::fromLatin1(z);
    }
    void rulesAndTutorialRendered() {
        QFETCH(QString, view);
        QFETCH(QString, size);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        QString err;
        QCOMPARE(run({QStringLiteral("--screenshot"), png, QStringLiteral("--view"), view,
                      QStringLiteral("--size"), size},
                     &err),
                 0);
        const QImage img(png);
        QVERIFY2(!img.isNull(), qPrintable(err));
        const QSize asked(size.section(QLatin1Char('x'), 0, 0).toInt(),
                          size.section(QLatin1Char('x'), 1, 1).toInt());
        if (view == QLatin1String("tutorial"))
            QCOMPARE(img.size(), asked);
        else // the dialog, within the window's size
            QVERIFY(img.width() >= 600 && img.width() <= asked.width());
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 7)
            for (int x = 0; x < img.width(); x += 7)
                colours.insert(img.pixel(x, y));
        QVERIFY2(colours.size() > 40, qPrintable(QString::number(colours.size())));
    }

    void wrongArgumentsAreNamed() {
        QString err;
        QCOMPARE(run({QStringLiteral("--players"), QStringLiteral("4")}, &err), 2);
        QVERIFY2(err.contains(QStringLiteral("--players")), qPrintable(err));
        QCOMPARE(run({QStringLiteral("--variant"), QStringLiteral("harmony")}, &err), 2);
        QVERIFY2(err.contains(QStringLiteral("--variant")), qPrintable(err));
        QTemporaryDir dir;
        QCOMPARE(run({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")),
                      QStringLiteral("--view"), QStringLiteral("garden")},
                     &err),
                 2);
        QVERIFY2(err.contains(QStringLiteral("garden")), qPrintable(err));
    }
};

QTEST_MAIN(BlossomsDesktopTest)
#include "test_desktop.moc"
