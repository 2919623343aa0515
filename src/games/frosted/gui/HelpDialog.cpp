#include "HelpDialog.h"

#include "Art.h"
#include "Language.h"
#include "Words.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QUrl>
#include <QVBoxLayout>

using namespace frosted;

namespace {
const char* kKeyboard = QT_TRANSLATE_NOOP("HelpDialog", R"(| Key | What it does |
|---|---|
| 1–%1 | take the 1st…%2 tile clockwise from the Flower token (choose step) |
| 1–%3 | play the 1st…%4 card of your hand (card step) |
| arrows | move the tile in your garden |
| R (or right-click) | rotate the tile 90° clockwise |
| F | turn the tile over (its other face) |
| Enter | place the tile / end the turn in the claim step / confirm the hand-over / read on in the guided game (Next) |
| Esc | put the tile back and choose again (before placing); close a Help window |
| P | pass (only when no tile can be taken or placed) |
| Ctrl+Z / Ctrl+Shift+Z | undo / redo a step of your turn (until a card is played) |
| C | claim an objective (a menu of those that qualify) |
| D | Done: end your turn |
| H | a hint: what the hard computer player would do in your place, and what it should score |
| Space | the Master Gardener's next step |
| Ctrl+= / Ctrl+- / Ctrl+0 | zoom in / zoom out / fit the garden |
| Ctrl+D | your cards: those still in your deck and those played |
| Ctrl+Shift+L / Ctrl+Shift+R | hide or show the players' column / the column of NOW, preview and log |
| F1 | the rules |
| Ctrl+O / Ctrl+S | open / save a game |
| Ctrl+N / Ctrl+Shift+N / Ctrl+Q | new game / play again / quit |
| Ctrl+Shift+B | the sandbox: a garden to build freely from any tile (for designers) |
| Ctrl+Shift+E | set up a position: any game position, checked by the rules, to play on from or save |
| Ctrl+Shift+A | the balance lab: many games by computer players, as charts (for designers) |
)");

// Game ▸ Statistics… (issue 18), a row of the same table.
const char* kKeyboardStatistics = QT_TRANSLATE_NOOP(
    "HelpDialog",
    "| Ctrl+H | the statistics: games played and won, best scores and winning streaks, per mode "
    "|\n");

// Game ▸ Puzzles… (issue 19), a row of the same table.
const char* kKeyboardPuzzles = QT_TRANSLATE_NOOP(
    "HelpDialog", "| Ctrl+Shift+P | the puzzles: one turn to play with a goal to reach |\n");

// KDE's standard Restart and End Turn (issue 18), rows of the same table.
const char* kKeyboardStandard = QT_TRANSLATE_NOOP(
    "HelpDialog", "| F5 | restart this game from its deal, with the same players |\n"
                  "| Ctrl+E | end your turn, as D does |\n");

// The keys of the parts that take the focus (issue 17), rows of the same table.
const char* kKeyboardFocus = QT_TRANSLATE_NOOP(
    "HelpDialog",
    R"(| Tab / Shift+Tab | the parts of the turn in its order: the tile ring, the garden, the cards, the objectives, Done; at each step the focus goes to the part it concerns |
| arrows, Home / End | in the ring from tile to tile, on the objectives from one to the next, in the hand from card to card, in the garden (no tile held) from space to space |
| Enter / Space | on the ring, an objective or a card: take the tile, claim the objective, play the card; on a garden's thumbnail: open it larger; after the game, Final scores: back to the score pad |
)");

const char* kBuiltinRules = QT_TRANSLATE_NOOP("HelpDialog", R"(# Frosted Blooms — the rules in short

Each round every player, in turn:

1. **Takes a tile** from the ring: the 1st tile clockwise from the Flower token is free; each tile
   skipped costs 1 coin, left on the skipped tile. You take the coins lying on your tile.
2. **Places it** in the garden, touching it by an edge, never enclosing more than 4 empty spaces.
3. **Plays a card**: it scores the groups of its types that the new tile belongs to —
   2 points per element for a one-type card, 1 point per element of each type for a two-type card.
4. **Improvements** fill the gaps the tile closed: 1 space a Worker (+%2 coin), 2 a Barn, 3 a Barn
   and a Worker, a 2×2 square a Windmill, a T a Barn and 2 Workers, other 4-space gaps 2 Barns.
5. **Claims objectives** the turn qualifies for — at most one of each type for the whole game.

After %1 rounds: score track + Improvements (Worker %3, Barn %4, Windmill %5) + objectives + 1 per
coin. Ties go to the player with more coins; still tied, the victory is shared. In solo, the
Master Gardener wins a full tie.
)");

// The pictures of the pieces: element of assets/, name, what it is.
struct Piece {
    const char* element;
    const char* name;
    const char* text;
};
const Piece kPieces[] = {
    {"tulip-purple", QT_TRANSLATE_NOOP("HelpDialog", "Purple tulips"),
     QT_TRANSLATE_NOOP("HelpDialog", "pointed petals; a space holds 1–3")},
    {"tulip-red", QT_TRANSLATE_NOOP("HelpDialog", "Red tulips"),
     QT_TRANSLATE_NOOP("HelpDialog", "a round cup")},
    {"tulip-white", QT_TRANSLATE_NOOP("HelpDialog", "White tulips"),
     QT_TRANSLATE_NOOP("HelpDialog", "fringed, with a dark outline")},
    {"water", QT_TRANSLATE_NOOP("HelpDialog", "Water"),
     QT_TRANSLATE_NOOP("HelpDialog", "each space counts 1")},
    // The Improvements' texts end with their points at the end of the game (%n, from the data).
    {"worker", QT_TRANSLATE_NOOP("HelpDialog", "Worker"),
     QT_TRANSLATE_N_NOOP("HelpDialog",
                         "fills a gap of 1; earns a coin at once; %n point(s) at the end")},
    {"barn", QT_TRANSLATE_NOOP("HelpDialog", "Barn"),
     QT_TRANSLATE_N_NOOP("HelpDialog", "fills 2 spaces of a gap; %n point(s) at the end")},
    {"windmill", QT_TRANSLATE_NOOP("HelpDialog", "Windmill"),
     QT_TRANSLATE_N_NOOP("HelpDialog", "fills a 2×2 square gap; %n point(s) at the end")},
    {"flower-token", QT_TRANSLATE_NOOP("HelpDialog", "Flower token"),
     QT_TRANSLATE_NOOP("HelpDialog", "tiles are counted clockwise from it")},
    {"coin", QT_TRANSLATE_NOOP("HelpDialog", "Coin"),
     QT_TRANSLATE_NOOP("HelpDialog", "pays for skipped tiles; 1 point each at the end")},
    {"master-gardener", QT_TRANSLATE_NOOP("HelpDialog", "Master Gardener"),
     QT_TRANSLATE_NOOP("HelpDialog", "your opponent in solo")},
};

// Where the pictures go in the rules text: replaced by piecesHtml() once the markdown is laid out
// (markdown tables cannot hold the pictures).
const char* kPiecesMark = "@@pieces@@";

QString piecesHtml(const ComponentSet& c) {
    const ImprovementCounts& v = c.rules.improvementPoints;
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=3>");
    for (const Piece& p : kPieces) {
        const QString e = QLatin1String(p.element);
        int points = -1; // an Improvement's points at the end, in its text
        if (e == QLatin1String("worker"))
            points = v[Improvement::Worker];
        else if (e == QLatin1String("barn"))
            points = v[Improvement::Barn];
        else if (e == QLatin1String("windmill"))
            points = v[Improvement::Windmill];
        const QString text = HelpDialog::tr(p.text, nullptr, points);
        html += QStringLiteral("<tr><td><img src=\"art:%1\" width=32 height=32></td>"
                               "<td valign=middle>&nbsp;<b>%2</b></td>"
                               "<td valign=middle>&nbsp;— %3</td></tr>")
                    .arg(e, HelpDialog::tr(p.name).toHtmlEscaped(), text.toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}
} // namespace

HelpDialog::HelpDialog(const QString& title, const QString& objectName, QWidget* parent)
    : QDialog(parent) {
    setObjectName(objectName);
    setWindowTitle(title);
    setAttribute(Qt::WA_DeleteOnClose);
    auto* l = new QVBoxLayout(this);
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(objectName + QStringLiteral("Browser"));
    browser_->setOpenExternalLinks(true);
    QFont f = browser_->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    browser_->setFont(f);
    browser_->document()->setDocumentMargin(14);
    browser_->document()->setDefaultStyleSheet(
        QStringLiteral("h1 { color: #2f3b48; } h2 { color: #2f5f8a; margin-top: 18px; } "
                       "h3 { color: #2f5f8a; } td { padding: 3px 8px; }"));
    l->addWidget(browser_);
    auto* bb = new QDialogButtonBox(QDialogButtonBox::Close, this);
    bb->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    connect(bb, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(bb);
}

void HelpDialog::setMarkdown(const QString& text, const ComponentSet* c) {
    QTextDocument* doc = browser_->document();
    browser_->setMarkdown(text); // clears the document's resources too
    // The pictures of the pieces (art:<element>), rendered from the SVG assets.
    const qreal dpr = devicePixelRatioF();
    for (const Piece& p : kPieces) {
        QPixmap pm = art::pixmap(QLatin1String(p.element), qRound(32 * dpr));
        pm.setDevicePixelRatio(dpr);
        doc->addResource(QTextDocument::ImageResource,
                         QUrl(QStringLiteral("art:%1").arg(QLatin1String(p.element))), pm);
    }
    // Headings stand apart from the text above them.
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        if (const int level = b.blockFormat().headingLevel(); level > 0) {
            QTextCursor cur(b);
            QTextBlockFormat f = b.blockFormat();
            f.setTopMargin(level == 1 ? 4 : 18);
            f.setBottomMargin(6);
            cur.setBlockFormat(f);
        }
    // Tables (the keyboard, the gaps) with room in their cells and a light rule.
    for (QTextFrame* f : doc->rootFrame()->childFrames())
        if (auto* t = qobject_cast<QTextTable*>(f)) {
            QTextTableFormat tf = t->format();
            tf.setCellPadding(5);
            tf.setCellSpacing(0);
            tf.setBorder(1);
            tf.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            tf.setBorderBrush(QColor(0xc9, 0xd5, 0xe0));
            tf.setBorderCollapse(true);
            t->setFormat(tf);
        }
    // The pictures of the pieces in place of their mark.
    QTextCursor mark = doc->find(QLatin1String(kPiecesMark));
    if (!mark.isNull() && c) {
        mark.select(QTextCursor::BlockUnderCursor);
        mark.removeSelectedText();
        mark.insertBlock();
        mark.insertHtml(piecesHtml(*c));
    }
}

void HelpDialog::present() {
    show();
    raise();
    activateWindow();
    browser_->setFocus(Qt::ActiveWindowFocusReason);
}

QString HelpDialog::keyboardText(const ComponentSet& c) {
    return tr(kKeyboard)
               .arg(c.rules.marketSlots)
               .arg(words::ordinal(c.rules.marketSlots))
               .arg(c.rules.handSize)
               .arg(words::ordinal(c.rules.handSize)) +
           tr(kKeyboardStatistics) + tr(kKeyboardPuzzles) + tr(kKeyboardStandard) +
           tr(kKeyboardFocus);
}

QString HelpDialog::rulesText(const ComponentSet& c) {
    QString text;
    // The rules page in the language shown (docs/rules.fr.md, docs/rules.ja.md), else English.
    QFile f(QStringLiteral(":/docs/rules.%1.md").arg(language::current()));
    if (!f.exists())
        f.setFileName(QStringLiteral(":/docs/rules.md"));
    if (f.open(QIODevice::ReadOnly))
        text = QString::fromUtf8(f.readAll());
    else {
        const ImprovementCounts& v = c.rules.improvementPoints;
        text = tr(kBuiltinRules)
                   .arg(c.rules.rounds)
                   .arg(c.rules.coinsPerWorker)
                   .arg(v[Improvement::Worker])
                   .arg(v[Improvement::Barn])
                   .arg(v[Improvement::Windmill]);
    }
    // The pictures before the first section after the introduction.
    const qsizetype at = text.indexOf(QStringLiteral("\n## "));
    const QString pieces =
        tr("## The pieces\n\n") + QLatin1String(kPiecesMark) + QStringLiteral("\n\n");
    if (at < 0)
        text += QStringLiteral("\n") + pieces;
    else
        text.insert(at + 1, pieces);
    return text + tr("\n\n## Keyboard\n\n") + keyboardText(c);
}
