// Blossoms' rules page (BlossomsRulesDialog.h).
#include "BlossomsRulesDialog.h"

#include "BlossomsArt.h"

#include <QDialogButtonBox>
#include <QHash>
#include <QPainter>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

#include <functional>

using namespace blossoms;

namespace {

constexpr int kCardH = 84, kCardW = 60;

QImage canvas(QSize size, qreal dpr) {
    QImage img(size * dpr, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::transparent);
    return img;
}

// The six flowers, one card each.
QImage cardsPicture(qreal dpr) {
    QImage img = canvas(QSize(kTypes * (kCardW + 10), kCardH), dpr);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    for (int t = 0; t < kTypes; ++t)
        art::drawCard(p, QRectF(t * (kCardW + 10), 0, kCardW, kCardH), t);
    return img;
}

// The four pots with their tools, flowers of different heights in them.
QImage potsPicture(const ComponentSet& c, qreal dpr) {
    constexpr int kW = 110, kH = 200;
    QImage img = canvas(QSize(kPots * kW, kH), dpr);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const int heights[kPots] = {2, 4, 0, 1};
    for (int pot = 0; pot < kPots; ++pot) {
        const QRectF body(pot * kW + 15, kH - 60, kW - 30, 56);
        const QRectF stack(pot * kW + 8, 0, kW - 16, kH - 46);
        if (heights[pot] > 0)
            art::drawFlowerStack(p, stack, pot, heights[pot], c.rules.maxHeight);
        art::drawPot(p, body, c.pots[static_cast<std::size_t>(pot)], heights[pot] == 0);
    }
    return img;
}

// One flower at `height` in its pot (the seventh card's danger shows over a full one).
QImage flowerPicture(const ComponentSet& c, int type, int height, bool wilted, qreal dpr) {
    constexpr int kW = 120, kH = 230;
    QImage img = canvas(QSize(kW, kH), dpr);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF stack(6, 0, kW - 12, kH - 50);
    if (wilted)
        art::drawWilted(p, stack, type);
    else
        art::drawFlowerStack(p, stack, type, height, c.rules.maxHeight);
    art::drawPot(p, QRectF(16, kH - 62, kW - 32, 58), std::nullopt, false);
    return img;
}

// The four tools' icons with a token beside them.
QImage toolsPicture(qreal dpr) {
    constexpr int kIcon = 48, kGap = 22;
    QImage img = canvas(QSize(5 * kIcon + 4 * kGap, kIcon), dpr);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 4; ++i)
        art::drawToolIcon(p, QRectF(i * (kIcon + kGap), 0, kIcon, kIcon),
                          kAllTools[static_cast<std::size_t>(i)]);
    art::drawToken(p, QRectF(4 * (kIcon + kGap) + 6, 6, kIcon - 12, kIcon - 12),
                   QColor(0x2b, 0x6c, 0xb0), QStringLiteral("A"));
    return img;
}

QString img(const char* name, const QString& alt) {
    return QStringLiteral("<p align=center><img src=\"blossoms:%1\" alt=\"%2\"><br>"
                          "<span style=\"color:#6a5a40; font-style:italic;\">%2</span></p>")
        .arg(QLatin1String(name), alt.toHtmlEscaped());
}

QString para(const QString& text) {
    return QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

QString list(const QStringList& items) {
    QString out = QStringLiteral("<ul>");
    for (const QString& i : items)
        out += QStringLiteral("<li>") + i + QStringLiteral("</li>");
    return out + QStringLiteral("</ul>");
}

// A score card's table from the data (R-BL-SCORE-1/2): a row of keys and a row of points.
QString table(const QString& head, const std::vector<std::pair<int, int>>& rows,
              const QString& points) {
    QString keys = QStringLiteral("<tr><th align=left>%1</th>").arg(head.toHtmlEscaped());
    QString values = QStringLiteral("<tr><th align=left>%1</th>").arg(points.toHtmlEscaped());
    for (const auto& [k, v] : rows) {
        keys += QStringLiteral("<td align=center>%1</td>").arg(k);
        values += QStringLiteral("<td align=center><b>%1</b></td>").arg(v);
    }
    return QStringLiteral("<table border=1 cellspacing=0 cellpadding=5 align=center>") + keys +
           QStringLiteral("</tr>") + values + QStringLiteral("</tr></table>");
}

} // namespace

BlossomsRulesDialog::BlossomsRulesDialog(ComponentsPtr components, QWidget* parent)
    : QDialog(parent), components_(std::move(components)) {
    setObjectName(QStringLiteral("blossomsRules"));
    setWindowTitle(tr("Rules — Blossoms"));
    auto* l = new QVBoxLayout(this);
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("blossomsRulesBrowser"));
    browser_->setOpenExternalLinks(false);
    QFont f = browser_->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    browser_->setFont(f);
    browser_->document()->setDocumentMargin(14);
    browser_->document()->setDefaultStyleSheet(
        QStringLiteral("h1 { color: #4a3a20; } h2 { color: #8a5a2a; margin-top: 18px; } "
                       "p { margin-bottom: 6px; } li { margin-bottom: 3px; }"));
    makePictures();
    browser_->setHtml(html());
    l->addWidget(browser_);
    auto* bb = new QDialogButtonBox(QDialogButtonBox::Close, this);
    bb->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    connect(bb, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(bb);
    resize(740, 660);
}

void BlossomsRulesDialog::makePictures() {
    const qreal dpr = devicePixelRatioF();
    const ComponentSet& c = *components_;
    const std::pair<const char*, std::function<QImage()>> made[] = {
        {"cards", [&] { return cardsPicture(dpr); }},
        {"pots", [&] { return potsPicture(c, dpr); }},
        {"growth", [&] { return flowerPicture(c, 2, 4, false, dpr); }},
        {"seventh", [&] { return flowerPicture(c, 0, c.rules.maxHeight, false, dpr); }},
        {"died", [&] { return flowerPicture(c, 0, c.rules.maxHeight, true, dpr); }},
        {"tools", [&] { return toolsPicture(dpr); }},
    };
    QTextDocument* doc = browser_->document();
    for (const auto& [name, make] : made) {
        QImage i = make();
        doc->addResource(QTextDocument::ImageResource,
                         QUrl(QStringLiteral("blossoms:%1").arg(QLatin1String(name))), i);
        pictures_.append({QLatin1String(name), std::move(i)});
    }
}

QStringList BlossomsRulesDialog::pictureNames() const {
    QStringList out;
    for (const auto& p : pictures_)
        out << p.first;
    return out;
}

QImage BlossomsRulesDialog::picture(const QString& name) const {
    for (const auto& p : pictures_)
        if (p.first == name)
            return p.second;
    return {};
}

void BlossomsRulesDialog::present() {
    show();
    raise();
    activateWindow();
    browser_->setFocus(Qt::ActiveWindowFocusReason);
}

QStringList BlossomsRulesDialog::sections() {
    return {QStringLiteral("goal"),   QStringLiteral("components"), QStringLiteral("turn"),
            QStringLiteral("growth"), QStringLiteral("plant"),      QStringLiteral("tokens"),
            QStringLiteral("end"),    QStringLiteral("scoring"),    QStringLiteral("variants"),
            QStringLiteral("knowing")};
}

QString BlossomsRulesDialog::sectionTitle(const QString& id) {
    static const QHash<QString, const char*> titles = {
        {QStringLiteral("goal"), QT_TR_NOOP("The goal")},
        {QStringLiteral("components"), QT_TR_NOOP("Cards and pots")},
        {QStringLiteral("turn"), QT_TR_NOOP("Your turn")},
        {QStringLiteral("growth"), QT_TR_NOOP("Growth: push your luck")},
        {QStringLiteral("plant"), QT_TR_NOOP("Plant, Cut and Pass")},
        {QStringLiteral("tokens"), QT_TR_NOOP("Tokens and tools")},
        {QStringLiteral("end"), QT_TR_NOOP("The end of the game")},
        {QStringLiteral("scoring"), QT_TR_NOOP("Scoring and who wins")},
        {QStringLiteral("variants"), QT_TR_NOOP("Variants")},
        {QStringLiteral("knowing"), QT_TR_NOOP("What you know")},
    };
    const auto it = titles.find(id);
    return it == titles.end() ? QString() : tr(it.value());
}

QString BlossomsRulesDialog::html() const {
    const ComponentSet& c = *components_;
    const auto h2 = [](const char* id) {
        return QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>")
            .arg(QLatin1String(id), sectionTitle(QLatin1String(id)).toHtmlEscaped());
    };
    QString t = QStringLiteral("<h1>%1</h1>").arg(tr("Blossoms — how to play").toHtmlEscaped());
    t += h2("goal");
    t += para(tr("Grow flowers in four pots by drawing cards, and cut them before your luck runs "
                 "out. Each card you draw grows the flower of its type; a card with nowhere to go "
                 "ends your turn, and a seventh card kills a flower. Cut a tall flower to keep it "
                 "as a set: at the end, the taller your sets and the more different flowers you "
                 "have, the more you score. For 2 or 3 players."));
    t += h2("components"); // R-BL-SETUP, R-BL-TOOL-0, R-BL-POT
    t += img("cards", tr("The six flowers: rose, iris, tulip, poppy, sweet pea, schizostylis"));
    t += para(tr("There are 54 cards, 9 of each of six flowers. A flower in a pot is its stack of "
                 "cards: its <b>height</b> is the number of cards, its type the type of the top "
                 "card. No two pots ever show the same flower, and a flower never has more than "
                 "%1 cards.")
                  .arg(c.rules.maxHeight));
    t += img("pots", tr("The four pots, each with its tool: Pruner, Watering Can, Fence and Rake"));
    t += para(tr("At the start each pot has one card of a different flower, one card goes unseen "
                 "into the box, and each player holds %n card(s) in hand.",
                 nullptr, c.rules.handSize));
    t += h2("turn"); // R-BL-TURN-2..5
    t += para(tr("Your token from your previous turn, if you placed one, goes to the box. Then "
                 "you <b>must grow</b> once. After that you may, in any order:"));
    t += list({tr("<b>grow</b> again, as often as you dare;"),
               tr("<b>plant</b> a card from your hand — once a turn;"),
               tr("put a <b>token</b> on a pot and use its <b>tool</b> — once a turn;"),
               tr("<b>cut</b> a flower, which ends your turn;"),
               tr("<b>pass</b>, which ends your turn.")});
    t += para(tr("Your turn ends only after a Cut, a Pass, bad luck, or a flower's death."));
    t += h2("growth"); // R-BL-GROW-1..7
    t += img("growth", tr("A tulip of height 4: the next tulip makes it 5"));
    t += para(tr("Draw the top card of the deck and show it. It goes <b>on the pot of its "
                 "flower</b> if there is one: the flower grows. Otherwise, into an <b>empty "
                 "pot</b> as a new flower (you choose which if there are several). Otherwise you "
                 "have <b>bad luck</b>: the card is discarded and your turn ends."));
    t += img("seventh", tr("A rose of height 6: one more rose would be its seventh card"));
    t += para(tr("<b>The seventh card:</b> a card drawn for a flower that already has %1 cards "
                 "kills it — its cards and the drawn card are discarded, the pot is empty and "
                 "your turn ends.")
                  .arg(c.rules.maxHeight));
    t += img("died", tr("A flower that died"));
    t += para(tr("The program can show the odds before each Growth: the chance of bad luck and "
                 "of a death, counted over the cards you have not seen."));
    t += h2("plant"); // R-BL-PLANT-1..2, R-BL-CUT-1..3, R-BL-PASS-1
    t += para(tr("<b>Plant:</b> once a turn, after your Growth, put a card from your hand on top "
                 "of the pot of the same flower if it has fewer than %1 cards. You draw no card "
                 "to replace it.")
                  .arg(c.rules.maxHeight));
    t += para(tr("<b>Cut:</b> after your Growth, take every card of a pot with at least %1 cards "
                 "on which no other player's token lies. They are your <b>set</b>; your turn "
                 "ends. <b>Pass</b> ends your turn without cutting.")
                  .arg(c.rules.minCut));
    t += h2("tokens"); // R-BL-TOKEN-1..5, R-BL-TOOL-1..6
    t += img("tools", tr("The Watering Can, the Fence, the Rake, the Pruner, and a token"));
    t += para(tr("Once a turn, after your Growth, you may put a token on a pot without one. "
                 "Until your next turn, no other player may cut that pot, and this turn you may "
                 "use its tool once:"));
    t += list({tr("<b>Watering Can:</b> put a card of any flower from your hand at the bottom of "
                  "any pot that has a flower; it now counts as that flower."),
               tr("<b>Fence:</b> the first bad luck or death this turn is ignored: only the drawn "
                  "card is discarded and your turn goes on."),
               tr("<b>Rake:</b> look at the top %n card(s) of the deck and put them back in any "
                  "order. Only you see them.",
                  nullptr, c.rules.rakeCards),
               tr("<b>Pruner:</b> draw the top card of the deck into your hand, unseen.")});
    t += para(tr("Tokens you never play break ties at the end."));
    t += h2("end"); // R-BL-END-1..4
    t +=
        para(tr("When the deck's last card is drawn, that player finishes the turn without "
                "growing. Then every later player has one <b>final turn</b> with no Growth (plant, "
                "cut or pass; a token only on the Watering Can's pot), so everybody has had as "
                "many turns."));
    t += h2("scoring"); // R-BL-SCORE-1..4
    std::vector<std::pair<int, int>> values(c.flowerValue.begin(), c.flowerValue.end());
    t += para(tr("Each set scores by its height:"));
    t += table(tr("Height"), values, tr("Points"));
    std::vector<std::pair<int, int>> types;
    for (int k = 0; k < static_cast<int>(c.flowerTypes.size()); ++k)
        types.emplace_back(k, c.flowerTypes[static_cast<std::size_t>(k)]);
    t += para(tr("And the number of different flowers among your sets scores:"));
    t += table(tr("Flowers"), types, tr("Points"));
    t += para(tr("The highest total wins; on equal totals, the most unplayed tokens; still equal, "
                 "the victory is shared. Cards in hand score nothing."));
    t += h2("variants"); // R-BL-VAR-1..5
    t += list({tr("<b>Children's game:</b> tokens only protect their pot; there are no tools."),
               tr("<b>Advanced:</b> a token and its tool may also come before your Growth."),
               tr("<b>Longer game:</b> a match of three games; the points add up, and the player "
                  "with the fewest points starts the next game.")});
    t += h2("knowing"); // R-BL-PRIV-1..4
    t += para(tr("Everybody sees the pots, the tokens, the sets, the discard pile, every card a "
                 "Growth draws, and how many cards each hand and the deck hold. Only you know "
                 "your hand and, after your Rake, the cards on top of the deck."));
    return t;
}
