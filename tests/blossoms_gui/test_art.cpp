// Blossoms' look (issue 36), offscreen: every type's card differs from every other, in colour
// and in shape alone (grey); the flower's stack grows upward with its height (R-BL-GROW-2) and
// shows the danger of the 7th card (R-BL-GROW-5); nothing paints outside its rectangle; the
// icons are not blank at 16 px; the names. BLOSSOMS_ART_SHEET=file.png writes the sheet of
// everything to look at.
#include "BlossomsArt.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <functional>

using namespace blossoms;
namespace art = blossoms::art;

namespace {

using Draw = std::function<void(QPainter&, const QRectF&)>;

QImage render(QSize size, const Draw& draw, const QRectF& r) {
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    draw(p, r);
    return img;
}

QImage render(QSize size, const Draw& draw) {
    return render(size, draw, QRectF(QPointF(0, 0), QSizeF(size)));
}

int opaque(const QImage& img, const QRect& area) {
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (qAlpha(img.pixel(x, y)) > 24)
                ++n;
    return n;
}

// The share of pixels that differ clearly between two images of the same size; `grey`
// compares their lightness only (what a reader without colour vision sees, roughly).
double difference(const QImage& a, const QImage& b, bool grey) {
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb pa = a.pixel(x, y), pb = b.pixel(x, y);
            const int d = grey ? std::abs(qGray(pa) - qGray(pb))
                               : std::abs(qRed(pa) - qRed(pb)) + std::abs(qGreen(pa) - qGreen(pb)) +
                                     std::abs(qBlue(pa) - qBlue(pb));
            if (d > 40)
                ++n;
        }
    return double(n) / (a.width() * a.height());
}

bool reddish(QRgb c) {
    return qAlpha(c) > 60 && qRed(c) > 150 && qGreen(c) < 110 && qBlue(c) < 120;
}

int redPixels(const QImage& img, const QRect& area) {
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (reddish(img.pixel(x, y)))
                ++n;
    return n;
}

// The highest row of `area` with a painted pixel (area.bottom() + 1 if none).
int topRow(const QImage& img, const QRect& area) {
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (qAlpha(img.pixel(x, y)) > 24)
                return y;
    return area.bottom() + 1;
}

const QColor kPlayers[] = {QColor(0x3f, 0x7f, 0xc8), QColor(0xf2, 0xd0, 0x4a),
                           QColor(0x2f, 0x2f, 0x35)};

// The sheet of everything, for a person to look at.
QImage sheet() {
    QImage img(1500, 1240, QImage::Format_ARGB32_Premultiplied);
    img.fill(art::tableColour());
    QPainter p(&img);
    for (int t = 0; t < kTypes; ++t) // the cards, large
        art::drawCard(p, QRectF(20 + t * 135, 20, 120, 168), t);
    art::drawBack(p, QRectF(20 + 6 * 135, 20, 120, 168));
    art::drawWilted(p, QRectF(20 + 7 * 135, 20, 120, 168), 2);
    art::drawBadLuck(p, QRectF(20 + 8 * 135, 40, 120, 120));
    art::CardStyle hi;
    hi.highlighted = true;
    art::drawCard(p, QRectF(20 + 9 * 135, 20, 120, 168), 3, hi);
    art::CardStyle sel;
    sel.selected = true;
    art::drawCard(p, QRectF(20 + 10 * 135, 20, 80, 112), 4, sel);
    for (int t = 0; t < kTypes; ++t) // the cards, small (a hand on a small window)
        art::drawCard(p, QRectF(20 + t * 45, 210, 40, 56), t);
    art::drawBack(p, QRectF(20 + 6 * 45, 210, 40, 56));
    for (int t = 0; t < kTypes; ++t)
        art::drawWilted(p, QRectF(360 + t * 45, 210, 40, 56), t);
    for (int h = 0; h <= 7; ++h) { // the stacks 0..7 above their pots
        const qreal x = 20 + h * 150;
        const std::optional<Tool> tool =
            h < 4 ? std::optional<Tool>(kAllTools[static_cast<std::size_t>(h)]) : std::nullopt;
        art::drawFlowerStack(p, QRectF(x, 290, 140, 420), h % kTypes, h);
        art::drawPot(p, QRectF(x + 15, 712, 110, 80), tool, h == 0);
    }
    for (int i = 0; i < 4; ++i) { // the tools at 16, 24, 32 and 64 px
        const Tool tool = kAllTools[static_cast<std::size_t>(i)];
        qreal x = 20 + i * 150;
        for (int s : {16, 24, 32, 64}) {
            art::drawToolIcon(p, QRectF(x, 820, s, s), tool);
            x += s + 6;
        }
    }
    for (int t = 0; t < kTypes; ++t) { // the type icons at 16 and 32 px
        art::drawTypeIcon(p, QRectF(640 + t * 60, 820, 16, 16), t);
        art::drawTypeIcon(p, QRectF(640 + t * 60 + 20, 820, 32, 32), t);
    }
    for (int i = 0; i < 3; ++i) { // the tokens, large and small
        const QString label = QString(QChar(u'A' + i));
        art::drawToken(p, QRectF(20 + i * 90, 900, 72, 72), kPlayers[i], label);
        art::drawToken(p, QRectF(300 + i * 40, 920, 32, 32), kPlayers[i], label);
        art::drawToken(p, QRectF(430 + i * 24, 928, 18, 18), kPlayers[i], label);
    }
    p.drawPixmap(520, 890, art::gamePicture(QSize(400, 250)));
    p.drawPixmap(940, 890, art::gamePicture(QSize(200, 125)));
    p.drawPixmap(940, 1030, art::gamePicture(QSize(128, 80))); // the game choice's size
    p.drawPixmap(1080, 1030, art::gamePicture(QSize(256, 160)));
    art::drawPot(p, QRectF(1160, 900, 110, 80), Tool::Fence, false);
    art::drawPot(p, QRectF(1280, 900, 40, 30), Tool::Rake, false);
    art::drawPot(p, QRectF(1330, 900, 110, 80), std::nullopt, true);
    return img;
}

} // namespace

class TestArt : public QObject {
    Q_OBJECT

  private slots:
    void namesAreTheRulebooks() {
        const QStringList names{QStringLiteral("Rose"),      QStringLiteral("Iris"),
                                QStringLiteral("Tulip"),     QStringLiteral("Common poppy"),
                                QStringLiteral("Sweet pea"), QStringLiteral("Schizostylis")};
        for (int t = 0; t < kTypes; ++t) {
            QCOMPARE(art::typeName(t), names[t]);
            QCOMPARE(art::describeCard(t), names[t]);
        }
        QCOMPARE(art::toolName(Tool::WateringCan), QStringLiteral("Watering can"));
        QCOMPARE(art::toolName(Tool::Fence), QStringLiteral("Fence"));
        QCOMPARE(art::toolName(Tool::Rake), QStringLiteral("Rake"));
        QCOMPARE(art::toolName(Tool::Pruner), QStringLiteral("Pruner"));
        QVERIFY(art::describeFlower(2, 4).startsWith(QStringLiteral("Tulip, 4 card")));
        QVERIFY(art::describePot(2, Tool::WateringCan, 2, 4)
                    .startsWith(QStringLiteral("Pot 2, Watering can: Tulip, 4 card")));
        QCOMPARE(art::describePot(3, std::nullopt, 0, 0), QStringLiteral("Pot 3: empty"));
    }

    // Every type's card differs from every other, and still does in grey: colour is never the
    // only cue.
    void everyCardDiffers() {
        std::vector<QImage> cards;
        for (int t = 0; t < kTypes; ++t)
            cards.push_back(render(QSize(100, 140),
                                   [t](QPainter& p, const QRectF& r) { art::drawCard(p, r, t); }));
        for (int a = 0; a < kTypes; ++a)
            for (int b = a + 1; b < kTypes; ++b) {
                QVERIFY2(difference(cards[a], cards[b], false) > 0.08,
                         qPrintable(QStringLiteral("types %1 and %2").arg(a).arg(b)));
                QVERIFY2(difference(cards[a], cards[b], true) > 0.03,
                         qPrintable(QStringLiteral("types %1 and %2 in grey").arg(a).arg(b)));
            }
        // The back and a face-down card are the same, and unlike any face.
        art::CardStyle down;
        down.faceDown = true;
        const QImage back =
            render(QSize(100, 140), [](QPainter& p, const QRectF& r) { art::drawBack(p, r); });
        const QImage faceDown = render(
            QSize(100, 140), [&](QPainter& p, const QRectF& r) { art::drawCard(p, r, 0, down); });
        QCOMPARE(faceDown, back);
        for (const QImage& c : cards)
            QVERIFY(difference(c, back, false) > 0.2);
        // The pictograms alone differ in shape (grey) at icon size.
        for (int a = 0; a < kTypes; ++a)
            for (int b = a + 1; b < kTypes; ++b) {
                auto pic = [](int t) {
                    return render(QSize(24, 24), [t](QPainter& p, const QRectF& r) {
                        art::drawTypePictogram(p, r, t, true);
                    });
                };
                QVERIFY2(difference(pic(a), pic(b), true) > 0.04,
                         qPrintable(QStringLiteral("pictograms %1 and %2").arg(a).arg(b)));
            }
    }

    // R-BL-GROW-2: the flower grows upward, one level per card, from the bottom of its area.
    void theStackGrowsUpward() {
        const QSize size(140, 420);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const QRect below = art::dangerBandRect(area).toAlignedRect();
        const QRect cards(0, below.bottom() + 2, size.width(), size.height() - below.bottom() - 2);
        // Each card raises the flower by one level: a step of the stack's geometry.
        const QRectF first = art::stackCardRect(area, 1);
        const qreal step = first.top() - art::stackCardRect(area, 2).top();
        QVERIFY(step > 10);
        int lastTop = size.height(), lastPainted = 0;
        for (int h = 1; h <= 6; ++h) {
            const QImage img = render(
                size, [h](QPainter& p, const QRectF& r) { art::drawFlowerStack(p, r, 2, h); });
            const int top = topRow(img, cards), painted = opaque(img, cards);
            QVERIFY2(top <= lastTop - step * 0.8, qPrintable(QStringLiteral("height %1").arg(h)));
            QVERIFY2(painted >= lastPainted + first.width() * step * 0.6,
                     qPrintable(QStringLiteral("height %1").arg(h)));
            // The bottom card stands at the foot of the area whatever the height.
            QVERIFY(opaque(img, QRect(0, size.height() - 40, size.width(), 20)) > 500);
            lastTop = top;
            lastPainted = painted;
        }
        for (int level = 1; level <= 7; ++level) {
            const QRectF a = art::stackCardRect(area, level),
                         b = art::stackCardRect(area, level + 1);
            QVERIFY(b.top() < a.top());
            QVERIFY(area.contains(a));
            QCOMPARE(a.size(), b.size());
        }
        // The danger band is the 7th level's visible part, above the 6th card.
        QCOMPARE(art::dangerBandRect(area).top(), art::stackCardRect(area, 7).top());
        QVERIFY(art::dangerBandRect(area).bottom() <= art::stackCardRect(area, 6).top() + 0.5);
    }

    // R-BL-GROW-5: the 7th level's danger grows with the flower — far from the limit a thin line
    // only (never a band that alarms at height 1), one card below the limit the band, at the
    // limit the band strongly.
    void theSeventhLevelIsMarked() {
        const QSize size(140, 420);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const QRect band = art::dangerBandRect(area).toAlignedRect().intersected(QRect({}, size));
        std::vector<int> red;
        for (int h = 0; h <= 6; ++h) {
            const QImage img = render(size, [h](QPainter& p, const QRectF& r) {
                art::drawFlowerStack(p, r, 0 == h % 2 ? 1 : 4, h);
            });
            red.push_back(redPixels(img, band));
        }
        for (int h = 0; h <= 4; ++h)
            QVERIFY2(red[std::size_t(h)] < red[5] / 2,
                     qPrintable(QStringLiteral("height %1: %2 against %3 at 5")
                                    .arg(h)
                                    .arg(red[std::size_t(h)])
                                    .arg(red[5])));
        QVERIFY2(red[5] > 40, qPrintable(QString::number(red[5])));
        QVERIFY2(red[6] > red[5] * 1.3,
                 qPrintable(QStringLiteral("%1 %2").arg(red[6]).arg(red[5])));
    }

    // Nothing paints outside the rectangle it is given, whatever its style.
    void nothingPaintsOutside() {
        const QSize canvas(400, 600);
        art::CardStyle loud;
        loud.highlighted = true;
        loud.selected = true;
        std::vector<std::pair<QString, Draw>> items;
        for (int t = 0; t < kTypes; ++t) {
            items.emplace_back(
                QStringLiteral("card %1").arg(t),
                [t, loud](QPainter& p, const QRectF& r) { art::drawCard(p, r, t, loud); });
            items.emplace_back(QStringLiteral("wilted %1").arg(t),
                               [t](QPainter& p, const QRectF& r) { art::drawWilted(p, r, t); });
            items.emplace_back(QStringLiteral("icon %1").arg(t),
                               [t](QPainter& p, const QRectF& r) { art::drawTypeIcon(p, r, t); });
        }
        for (int h = 0; h <= 7; ++h)
            items.emplace_back(QStringLiteral("stack %1").arg(h),
                               [h, loud](QPainter& p, const QRectF& r) {
                                   art::drawFlowerStack(p, r, h % kTypes, h, 6, loud);
                               });
        for (Tool tool : kAllTools) {
            items.emplace_back(QStringLiteral("tool"), [tool](QPainter& p, const QRectF& r) {
                art::drawToolIcon(p, r, tool);
            });
            items.emplace_back(QStringLiteral("pot"), [tool](QPainter& p, const QRectF& r) {
                art::drawPot(p, r, tool, false);
            });
        }
        items.emplace_back(QStringLiteral("children's pot"), [](QPainter& p, const QRectF& r) {
            art::drawPot(p, r, std::nullopt, true);
        });
        items.emplace_back(QStringLiteral("back"),
                           [loud](QPainter& p, const QRectF& r) { art::drawBack(p, r, loud); });
        items.emplace_back(QStringLiteral("bad luck"),
                           [](QPainter& p, const QRectF& r) { art::drawBadLuck(p, r); });
        items.emplace_back(QStringLiteral("token"), [](QPainter& p, const QRectF& r) {
            art::drawToken(p, r, kPlayers[0], QStringLiteral("W"));
        });
        for (const QRectF& r : {QRectF(100, 100, 140, 196), QRectF(120, 80, 60, 300),
                                QRectF(50, 150, 300, 90), QRectF(190, 290, 16, 16)}) {
            for (const auto& [name, draw] : items) {
                const QImage img = render(canvas, draw, r);
                const QRect inside = r.toAlignedRect();
                QVERIFY2(opaque(img, inside) > 0, qPrintable(name + QStringLiteral(" blank")));
                QVERIFY2(opaque(img, QRect({}, canvas)) == opaque(img, inside),
                         qPrintable(name + QStringLiteral(" outside its rectangle")));
            }
        }
    }

    // The icons read at 16 px: painted, and unlike each other.
    void iconsAreNotBlank() {
        std::vector<QImage> tools;
        for (Tool tool : kAllTools) {
            const QImage img = art::toolIcon(tool).pixmap(16, 16).toImage();
            QCOMPARE(img.size(), QSize(16, 16));
            QVERIFY(opaque(img, img.rect()) >= 16 * 16 / 5);
            tools.push_back(img.convertToFormat(QImage::Format_ARGB32_Premultiplied));
        }
        for (std::size_t a = 0; a < tools.size(); ++a)
            for (std::size_t b = a + 1; b < tools.size(); ++b)
                QVERIFY(difference(tools[a], tools[b], true) > 0.1);
        for (int t = 0; t < kTypes; ++t) {
            const QImage img = art::typeIcon(t).pixmap(16, 16).toImage();
            QVERIFY(opaque(img, img.rect()) >= 16 * 16 / 2);
        }
        // A token's initial shows: two players of the same colour still differ.
        const QImage a = art::tokenIcon(kPlayers[1], QStringLiteral("A")).pixmap(32, 32).toImage();
        const QImage b = art::tokenIcon(kPlayers[1], QStringLiteral("M")).pixmap(32, 32).toImage();
        QVERIFY(difference(a, b, true) > 0.02);
        const QPixmap card = art::cardPixmap(2, QSize(50, 70), 2.0);
        QCOMPARE(card.deviceIndependentSize(), QSizeF(50, 70));
        QVERIFY(opaque(card.toImage(), card.toImage().rect()) > 50 * 70 * 4 * 0.8);
    }

    void theGamesPicture() {
        const QImage img = art::gamePicture(QSize(320, 200)).toImage();
        QCOMPARE(img.size(), QSize(320, 200));
        // Four pots: terracotta in each quarter of the bottom.
        for (int i = 0; i < 4; ++i) {
            int clay = 0;
            for (int y = 130; y < 200; ++y)
                for (int x = i * 80; x < (i + 1) * 80; ++x) {
                    const QRgb c = img.pixel(x, y);
                    clay += qRed(c) > 170 && qGreen(c) > 80 && qGreen(c) < 130 && qBlue(c) < 90;
                }
            QVERIFY2(clay > 100, qPrintable(QString::number(i)));
        }
        const QString file = qEnvironmentVariable("BLOSSOMS_ART_SHEET");
        if (!file.isEmpty())
            QVERIFY(sheet().save(file));
    }
};

QTEST_MAIN(TestArt)
#include "test_art.moc"
