// Petals' rules page (PetalsRulesDialog.h).
#include "PetalsRulesDialog.h"

#include "CardArt.h"

#include <QDialogButtonBox>
#include <QPainter>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

using namespace petals;

namespace {

constexpr int kCard = 92; // a card's size in the pictures (logical pixels)

// A picture: cards side by side, touching (left to right), each a card id and its rotation.
struct Shown {
    const char* id;
    int rotation;
};
struct Picture {
    const char* name;
    std::vector<Shown> cards;
    bool apart = false; // cards with a gap between them (not touching)
};

const std::vector<Picture>& pictureList() {
    static const std::vector<Picture> list = {
        {"cards", {{"C01", 0}, {"C29", 0}, {"C36", 0}}, true},
        {"flower", {{"C05", 2}, {"C01", 1}}}, // Earth 1 | Earth 2 (rules.md example 1)
        {"number", {{"C01", 1}, {"C21", 0}}}, // Fire 3 | Air 3 (example 2)
        {"simple", {{"C08", 3}, {"C29", 1}}}, // Earth symbol | Fire symbol (example 3)
        {"double", {{"C02", 3}, {"C26", 3}}}, // Fire symbol | Fire symbol (example 4)
        {"last", {{"C02", 0}}},               // example 5
    };
    return list;
}

QImage renderPicture(const ComponentSet& c, const Picture& pic, qreal dpr) {
    const int gap = pic.apart ? kCard / 4 : 0;
    const int n = static_cast<int>(pic.cards.size());
    const QSize size(n * kCard + (n - 1) * gap, kCard);
    QImage img(size * dpr, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    art::CardStyle style;
    style.shadow = false;
    for (int i = 0; i < n; ++i) {
        const Shown& s = pic.cards[static_cast<std::size_t>(i)];
        const std::optional<int> k = c.cardIndex(s.id);
        const QRectF r(i * (kCard + gap), 0, kCard, kCard);
        if (k)
            art::drawCard(p, r, c.cards[static_cast<std::size_t>(*k)], s.rotation, style);
        else
            art::drawBack(p, r, style); // a data set without this card
    }
    return img;
}

// The four trackers' icons in a row (the goal).
QImage trackersPicture(qreal dpr) {
    constexpr int kIcon = 44, kGap = 18;
    QImage img(QSize(4 * kIcon + 3 * kGap, kIcon) * dpr, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    for (int e = 0; e < kElements; ++e)
        art::drawElementIcon(p, QRectF(e * (kIcon + kGap), 0, kIcon, kIcon),
                             kAllElements[static_cast<std::size_t>(e)]);
    return img;
}

QString img(const char* name, const QString& alt) {
    // The picture with its words under it (screen readers read the alt text).
    return QStringLiteral("<p align=center><img src=\"petals:%1\" alt=\"%2\"><br>"
                          "<span style=\"color:#5a5470; font-style:italic;\">%2</span></p>")
        .arg(QLatin1String(name), alt.toHtmlEscaped());
}

QString para(const QString& text) {
    return QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

} // namespace

PetalsRulesDialog::PetalsRulesDialog(ComponentsPtr components, QWidget* parent)
    : QDialog(parent), components_(std::move(components)) {
    setObjectName(QStringLiteral("petalsRules"));
    setWindowTitle(tr("Rules — Petals"));
    auto* l = new QVBoxLayout(this);
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("petalsRulesBrowser"));
    browser_->setOpenExternalLinks(false);
    QFont f = browser_->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    browser_->setFont(f);
    browser_->document()->setDocumentMargin(14);
    browser_->document()->setDefaultStyleSheet(
        QStringLiteral("h1 { color: #3b3350; } h2 { color: #7a4f8a; margin-top: 18px; } "
                       "p { margin-bottom: 6px; } li { margin-bottom: 3px; }"));
    makePictures();
    browser_->setHtml(html());
    l->addWidget(browser_);
    auto* bb = new QDialogButtonBox(QDialogButtonBox::Close, this);
    bb->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    connect(bb, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(bb);
    resize(720, 640);
}

void PetalsRulesDialog::makePictures() {
    const qreal dpr = devicePixelRatioF();
    QTextDocument* doc = browser_->document();
    for (const Picture& p : pictureList()) {
        QImage i = renderPicture(*components_, p, dpr);
        doc->addResource(QTextDocument::ImageResource,
                         QUrl(QStringLiteral("petals:%1").arg(QLatin1String(p.name))), i);
        pictures_.append({QLatin1String(p.name), std::move(i)});
    }
    QImage t = trackersPicture(dpr);
    doc->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("petals:trackers")), t);
    pictures_.append({QStringLiteral("trackers"), std::move(t)});
}

QStringList PetalsRulesDialog::pictureNames() const {
    QStringList out;
    for (const auto& p : pictures_)
        out << p.first;
    return out;
}

QImage PetalsRulesDialog::picture(const QString& name) const {
    for (const auto& p : pictures_)
        if (p.first == name)
            return p.second;
    return {};
}

void PetalsRulesDialog::present() {
    show();
    raise();
    activateWindow();
    browser_->setFocus(Qt::ActiveWindowFocusReason);
}

QStringList PetalsRulesDialog::sections() {
    return {QStringLiteral("goal"),  QStringLiteral("cards"),   QStringLiteral("turn"),
            QStringLiteral("match"), QStringLiteral("symbols"), QStringLiteral("moving"),
            QStringLiteral("end"),   QStringLiteral("winning"), QStringLiteral("harmony")};
}

QString PetalsRulesDialog::sectionTitle(const QString& id) {
    static const QHash<QString, const char*> titles = {
        {QStringLiteral("goal"), QT_TR_NOOP("The goal")},
        {QStringLiteral("cards"), QT_TR_NOOP("The cards")},
        {QStringLiteral("turn"), QT_TR_NOOP("Your turn")},
        {QStringLiteral("match"), QT_TR_NOOP("Matching flowers and numbers")},
        {QStringLiteral("symbols"), QT_TR_NOOP("Symbols and their effects")},
        {QStringLiteral("moving"), QT_TR_NOOP("Moving a card")},
        {QStringLiteral("end"), QT_TR_NOOP("The end of the game")},
        {QStringLiteral("winning"), QT_TR_NOOP("Who wins")},
        {QStringLiteral("harmony"), QT_TR_NOOP("The Harmony variant")},
    };
    const auto it = titles.find(id);
    return it == titles.end() ? QString() : tr(it.value());
}

QString PetalsRulesDialog::html() const {
    const auto h2 = [](const char* id) {
        return QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>")
            .arg(QLatin1String(id), sectionTitle(QLatin1String(id)).toHtmlEscaped());
    };
    QString t = QStringLiteral("<h1>%1</h1>").arg(tr("Petals — how to play").toHtmlEscaped());
    t += h2("goal"); // R-PE-WIN, R-PE-MATCH
    t += para(tr("Lay square flower cards side by side so that the half-flowers along their edges "
                 "meet, and score the flowers you complete on four trackers: <b>Fire</b>, "
                 "<b>Air</b>, <b>Earth</b> and <b>Water</b>. At the end you must be the best on "
                 "at least one tracker to be in the running; then the most <b>balanced</b> garden "
                 "wins: only your two weakest trackers count. For 2 to 5 players."));
    t += img("trackers", tr("The four trackers: Fire, Air, Earth and Water"));
    t += h2("cards"); // R-PE-CARD-1..5
    t += img("cards", tr("Three cards: numbers only; two symbols (Fire and Air); a ladybug"));
    t += para(tr("Each card shows one <b>half-flower</b> in the middle of each edge. A half-flower "
                 "has a flower type — Fire (red, pointed flames), Air (white edged with lilac, "
                 "round puffs), Earth "
                 "(yellow, broad petals) or Water (blue, drops) — and either a <b>number</b> (1, 2 "
                 "or 3) or a <b>symbol</b>, which counts as 0. Three cards show a ladybug: they "
                 "only matter at setup (they are left out with 2 to 4 players)."));
    t += para(tr("At the start three cards lie diagonally in the middle of the table, each player "
                 "holds 2 cards, and the rest is the face-down pile."));
    t += h2("turn"); // R-PE-TURN, R-PE-PLACE
    t += para(tr("A turn is always: <b>place</b> a card, <b>score</b> it (and answer its effect if "
                 "it triggers one), <b>draw</b> the top card of the pile."));
    t += para(tr("Place one of your two cards in an empty space touching a card on the table "
                 "<b>along a side</b> (a corner is not enough). You may turn it any way you like. "
                 "It need not match anything, so there is always a place: nobody ever passes."));
    t += h2("match"); // R-PE-MATCH-1..5
    t += para(tr("Each side of your card that touches another card makes a <b>pair</b>: the two "
                 "half-flowers meet and make one flower. Only these pairs score."));
    t += img("flower", tr("Earth 1 meets Earth 2: a flower match"));
    t += para(tr("<b>Matching flowers:</b> the two halves are the same flower. Each half adds its "
                 "number to its own flower's tracker: Earth 1 and Earth 2 score Earth 3."));
    t += img("number", tr("Fire 3 meets Air 3: a number match"));
    t += para(tr("<b>Matching numbers:</b> both halves show the same number, whatever their "
                 "flowers. Again each half goes to its own tracker: Fire 3 and Air 3 score Fire 3 "
                 "and Air 3. A pair that matches both ways is still scored once; any other pair "
                 "scores nothing. Your card's points are the sum of all its pairs."));
    t += h2("symbols"); // R-PE-EFFECT-1..4
    t += img("simple", tr("The Earth symbol meets the Fire symbol: a simple effect"));
    t += para(tr("When two <b>symbols</b> meet in one of your pairs, your placement triggers an "
                 "effect. Two <b>different</b> symbols make a <b>simple effect</b>: choose either "
                 "to score your card as usual, or to <b>move</b> a card and score the moved card's "
                 "pairs instead (your card then scores nothing)."));
    t += img("double", tr("Two Fire symbols meet: a double effect"));
    t += para(tr("Two <b>identical</b> symbols make a <b>double effect</b>: your card scores at "
                 "once, and then you may also move a card and score it too, or skip. A placement "
                 "triggers at most one effect; one identical pair makes it double."));
    t += h2("moving"); // R-PE-MOVE-1..6
    t += para(tr("An effect allows exactly one move. You may move any card on the table except:"));
    t += QStringLiteral("<ul><li>%1</li><li>%2</li></ul>")
             .arg(tr("the cards that made the symbol pair (the triggering cards);"),
                  tr("an enclosed card, with a card on each of its four sides."));
    t += para(tr("Put it in another empty space touching another card along a side, turned as you "
                 "like. A move must <b>never cut apart</b> cards that were connected: you may lift "
                 "a card linking two groups only to put it where it links them again. The moved "
                 "card scores its pairs at its new place; its symbols trigger nothing."));
    t += h2("end"); // R-PE-END-1..3
    t += para(tr("When the pile is empty, each player in turn places one more card — one of their "
                 "two — as usual, and draws nothing. Then everyone scores their <b>last card</b> "
                 "directly: it is not placed, each of its numbers goes to its own flower's tracker "
                 "and a symbol adds 0."));
    t += img("last", tr("A last card: Water 1, Air 3, Earth 3 and Fire 0"));
    t += h2("winning"); // R-PE-WIN-1..4
    t += para(tr("<b>Be eligible:</b> you win a tracker when nobody is higher on it (ties at the "
                 "top all win it). Win at least one tracker, or you are out of the running."));
    t += para(tr("<b>Compare totals:</b> your total is the sum of your <b>two lowest</b> trackers. "
                 "The eligible player with the highest total wins. Ties: the higher lowest "
                 "tracker, then the higher sum of all four; still tied, the victory is shared."));
    t += para(tr("<i>Example</i> (Fire, Air, Earth, Water): Ada 10 5 5 5, Ben 10 9 9 1, Cleo 3 3 "
                 "3 3. Ada and Ben tie on Fire and both win it; Ben wins Air and Earth, Ada Water. "
                 "Cleo wins nothing: she is out. Totals: Ada 5 + 5 = 10, Ben 1 + 9 = 10, a tie; "
                 "Ada's lowest tracker, 5, beats Ben's 1: Ada wins."));
    t += h2("harmony"); // R-PE-HARM-1..2
    t += para(tr("Chosen when the game is set up; the play is the same. Eligibility is as above, "
                 "then the smallest <b>spread</b> — your highest tracker minus your lowest — "
                 "wins. Ties: the higher total, then the higher sum of all four."));
    return t;
}
