#include "SandboxWindow.h"

#include "Art.h"
#include "GameController.h"
#include "SandboxModel.h"
#include "SandboxView.h"
#include "Words.h"
#include "frosted/rules/game.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <set>

using namespace frosted;

namespace {

// The cells of a face as a canonical text under the 8 symmetries of the square.
std::string canonicalOutline(const Face& f) {
    std::string best;
    for (int m = 0; m < 8; ++m) {
        std::vector<Point> pts;
        for (const Cell& c : f.cells) {
            int x = c.x, y = c.y;
            if (m & 4)
                x = -x;
            for (int r = 0; r < (m & 3); ++r)
                std::tie(x, y) = std::make_pair(-y, x);
            pts.push_back({x, y});
        }
        int minX = pts.front().x, minY = pts.front().y;
        for (Point p : pts)
            minX = std::min(minX, p.x), minY = std::min(minY, p.y);
        for (Point& p : pts)
            p = {p.x - minX, p.y - minY};
        std::sort(pts.begin(), pts.end());
        std::string key;
        for (Point p : pts)
            key += std::to_string(p.x) + "," + std::to_string(p.y) + ";";
        if (best.empty() || key < best)
            best = key;
    }
    return best;
}

const std::map<std::string, QString>& pentominoes() {
    static const std::map<std::string, QString> names = [] {
        const std::vector<std::pair<const char*, std::vector<std::string>>> rows = {
            {"F", {".##", "##.", ".#."}}, {"I", {"#####"}},
            {"L", {"####", "#..."}},      {"N", {"##..", ".###"}},
            {"P", {"##", "##", "#."}},    {"T", {"###", ".#.", ".#."}},
            {"U", {"#.#", "###"}},        {"V", {"#..", "#..", "###"}},
            {"W", {"#..", "##.", ".##"}}, {"X", {".#.", "###", ".#."}},
            {"Y", {"####", ".#.."}},      {"Z", {"##.", ".#.", ".##"}}};
        std::map<std::string, QString> out;
        for (const auto& [letter, shape] : rows) {
            Face f;
            for (int y = 0; y < static_cast<int>(shape.size()); ++y)
                for (int x = 0; x < static_cast<int>(shape[static_cast<std::size_t>(y)].size());
                     ++x)
                    if (shape[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#')
                        f.cells.push_back({x, y, LandType::Water, 0});
            out[canonicalOutline(f)] = QString::fromLatin1(letter);
        }
        return out;
    }();
    return names;
}

int tulipsOn(const Face& f) {
    int n = 0;
    for (const Cell& c : f.cells)
        if (c.type != LandType::Water)
            n += c.flowers;
    return n;
}

QPixmap bothFaces(const Tile& t, qreal s) {
    const int w = static_cast<int>((t.front.width() + t.back.width() + 1) * s);
    const int h = static_cast<int>(std::max(t.front.height(), t.back.height()) * s);
    QPixmap pm(w + 2, h + 2);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    art::drawFace(p, t.front, QPointF(1, 1), s);
    art::drawFace(p, t.back, QPointF(1 + (t.front.width() + 1) * s, 1), s);
    return pm;
}

QString html(const QString& s) {
    return s.toHtmlEscaped();
}

} // namespace

QString SandboxWindow::outlineName(const Face& f) {
    if (f.cells.size() == 5) {
        const auto& names = pentominoes();
        if (auto it = names.find(canonicalOutline(f)); it != names.end())
            return it->second;
    }
    return tr("%n cell(s)", "", static_cast<int>(f.cells.size()));
}

SandboxWindow::SandboxWindow(ComponentsPtr components, GameController* game, QWidget* parent)
    : QMainWindow(parent), game_(game) {
    setObjectName(QStringLiteral("sandboxWindow"));
    setWindowTitle(tr("Sandbox — Frosted Blooms"));
    model_ = new SandboxModel(std::move(components), this);

    QToolBar* bar = addToolBar(tr("Sandbox"));
    bar->setObjectName(QStringLiteral("sandboxToolbar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QAction* empty = bar->addAction(tr("Empty garden"), model_, &SandboxModel::clear);
    empty->setToolTip(tr("Start again from an empty garden"));
    copyGarden_ = new QToolButton(bar);
    copyGarden_->setText(tr("Copy a player's garden"));
    copyGarden_->setPopupMode(QToolButton::InstantPopup);
    copyGarden_->setMenu(new QMenu(copyGarden_));
    connect(copyGarden_->menu(), &QMenu::aboutToShow, this, &SandboxWindow::refreshCopyMenu);
    bar->addWidget(copyGarden_);
    bar->addSeparator();
    QAction* rotate = bar->addAction(tr("Rotate"), model_, &SandboxModel::rotate);
    rotate->setToolTip(tr("A quarter turn clockwise (R, right-click)"));
    QAction* over = bar->addAction(tr("Turn over"), model_, &SandboxModel::turnOver);
    over->setToolTip(tr("The other face (F)"));
    legal_ = bar->addAction(tr("Mark every legal placement"));
    legal_->setCheckable(true);
    legal_->setShortcut(QKeySequence(Qt::Key_L));
    legal_->setToolTip(tr("A dot wherever the tile in hand fits in this orientation (L)"));
    connect(legal_, &QAction::toggled, model_, &SandboxModel::setShowLegal);
    bar->addSeparator();
    copy_ = bar->addAction(tr("Copy as evaluate input"), this, [this] {
        QApplication::clipboard()->setText(model_->evaluateInput());
        statusBar()->showMessage(
            tr("Copied: paste it into frosted-blooms-cli evaluate to get the same answer."), 6000);
    });
    copy_->setShortcut(QKeySequence::Copy);
    paste_ = bar->addAction(tr("Paste an evaluate input"), this, [this] {
        QString why;
        if (model_->pasteEvaluateInput(QApplication::clipboard()->text(), &why))
            statusBar()->showMessage(tr("Pasted: the garden of the evaluate input."), 6000);
        else
            statusBar()->showMessage(why, 10000);
    });
    paste_->setShortcut(QKeySequence::Paste);
    paste_->setToolTip(tr("Replace the garden with the one of a frosted-blooms-cli evaluate "
                          "input on the clipboard (Ctrl+V)"));

    auto* split = new QSplitter(this);
    auto* left = new QWidget(split);
    buildPalette(left);
    view_ = new SandboxView(model_, split);
    view_->setAccessibleName(tr("Sandbox garden"));
    QAction* remove = bar->addAction(tr("Remove tile"), view_, &SandboxView::removeSelected);
    remove->setToolTip(tr("Remove the selected tile, or the one under the pointer (Delete)"));
    inspector_ = new QTextBrowser(split);
    inspector_->setObjectName(QStringLiteral("sandboxInspector"));
    inspector_->setAccessibleName(tr("What the rules see"));
    inspector_->setOpenLinks(false);
    split->addWidget(left);
    split->addWidget(view_);
    split->addWidget(inspector_);
    split->setStretchFactor(1, 1);
    split->setSizes({230, 700, 300});
    setCentralWidget(split);
    connect(view_, &SandboxView::message, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(model_, &SandboxModel::gardenChanged, this, [this] {
        refreshPalette();
        refreshInspector();
    });
    connect(model_, &SandboxModel::handChanged, this, &SandboxWindow::refreshInspector);
    statusBar()->showMessage(tr("Take a tile from the palette; the first one may lie anywhere."));
    refreshInspector();
    resize(1240, 760);
}

void SandboxWindow::buildPalette(QWidget* column) {
    auto* l = new QVBoxLayout(column);
    l->setContentsMargins(4, 4, 4, 4);
    auto* title = new QLabel(tr("<b>Tiles</b> — click one to take it"), column);
    l->addWidget(title);
    idFilter_ = new QLineEdit(column);
    idFilter_->setPlaceholderText(tr("Filter by id (T12, S-blue…)"));
    idFilter_->setClearButtonEnabled(true);
    l->addWidget(idFilter_);
    auto* row = new QHBoxLayout;
    outlineFilter_ = new QComboBox(column);
    outlineFilter_->setToolTip(tr("Outline of a face"));
    tulipFilter_ = new QComboBox(column);
    tulipFilter_->setToolTip(tr("Tulips on a face"));
    row->addWidget(outlineFilter_);
    row->addWidget(tulipFilter_);
    l->addLayout(row);
    palette_ = new QListWidget(column);
    palette_->setObjectName(QStringLiteral("sandboxPalette"));
    palette_->setAccessibleName(tr("Tile palette"));
    palette_->setUniformItemSizes(true);
    palette_->setSpacing(2);
    l->addWidget(palette_, 1);

    const Sandbox& sb = model_->sandbox();
    std::set<QString> outlines;
    std::set<int> tulips;
    constexpr qreal kCell = 10; // pixels per cell in the palette
    QSize icon(0, 0);
    for (int t : sb.allTiles()) {
        const Tile& tile = sb.tile(t);
        icon = icon.expandedTo(bothFaces(tile, kCell).size());
    }
    palette_->setIconSize(icon);
    palette_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    column->setMinimumWidth(icon.width() + 120); // both faces and "T12 (laid ×2)" side by side
    for (int t : sb.allTiles()) {
        const Tile& tile = sb.tile(t);
        const QString front = outlineName(tile.front), back = outlineName(tile.back);
        outlines.insert(front);
        outlines.insert(back);
        tulips.insert(tulipsOn(tile.front));
        tulips.insert(tulipsOn(tile.back));
        auto* item = new QListWidgetItem(QIcon(bothFaces(tile, kCell)), {}, palette_);
        item->setData(Qt::UserRole, t);
        item->setSizeHint(QSize(icon.width() + 100, icon.height() + 6));
        item->setData(Qt::UserRole + 1, QStringList{front, back});
        item->setData(Qt::UserRole + 2, QVariantList{tulipsOn(tile.front), tulipsOn(tile.back)});
        item->setToolTip(tr("%1 — front: %2, %n tulip(s)", "", tulipsOn(tile.front))
                             .arg(QString::fromStdString(tile.id), front) +
                         QLatin1Char('\n') +
                         tr("back: %1, %n tulip(s)", "", tulipsOn(tile.back)).arg(back));
    }
    outlineFilter_->addItem(tr("Any outline"), QString());
    for (const QString& o : outlines)
        outlineFilter_->addItem(o, o);
    tulipFilter_->addItem(tr("Any tulips"), -1);
    for (int n : tulips)
        tulipFilter_->addItem(tr("%n tulip(s)", "", n), n);
    refreshPalette();
    connect(idFilter_, &QLineEdit::textChanged, this, &SandboxWindow::applyFilter);
    connect(outlineFilter_, &QComboBox::currentIndexChanged, this, &SandboxWindow::applyFilter);
    connect(tulipFilter_, &QComboBox::currentIndexChanged, this, &SandboxWindow::applyFilter);
    connect(palette_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        model_->pick(item->data(Qt::UserRole).toInt());
        view_->setFocus();
    });
    connect(palette_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        model_->pick(item->data(Qt::UserRole).toInt());
        view_->setFocus();
    });
}

void SandboxWindow::applyFilter() {
    const QString text = idFilter_->text().trimmed();
    const QString outline = outlineFilter_->currentData().toString();
    const int tulips = tulipFilter_->currentData().toInt();
    for (int i = 0; i < palette_->count(); ++i) {
        QListWidgetItem* item = palette_->item(i);
        const Tile& t = model_->sandbox().tile(item->data(Qt::UserRole).toInt());
        const QStringList outlines = item->data(Qt::UserRole + 1).toStringList();
        const QVariantList counts = item->data(Qt::UserRole + 2).toList();
        bool show =
            text.isEmpty() || QString::fromStdString(t.id).contains(text, Qt::CaseInsensitive);
        // A tile passes when one of its faces has the outline and the tulips asked for.
        bool face = false;
        for (int f = 0; f < 2; ++f)
            face = face || ((outline.isEmpty() || outlines.value(f) == outline) &&
                            (tulips < 0 || counts.value(f).toInt() == tulips));
        item->setHidden(!(show && face));
    }
}

void SandboxWindow::refreshPalette() {
    for (int i = 0; i < palette_->count(); ++i) {
        QListWidgetItem* item = palette_->item(i);
        const int t = item->data(Qt::UserRole).toInt();
        const int n = model_->sandbox().timesLaid(t);
        const QString id = QString::fromStdString(model_->sandbox().tileId(t));
        item->setText(n == 0 ? id : tr("%1 (laid ×%2)").arg(id).arg(n));
    }
}

void SandboxWindow::refreshCopyMenu() {
    QMenu* m = copyGarden_->menu();
    m->clear();
    if (!game_ || !game_->hasGame()) {
        m->addAction(tr("No game on the table"))->setEnabled(false);
        return;
    }
    for (int s = 0; s < game_->view().seatCount(); ++s)
        m->addAction(tr("%1's garden").arg(game_->seatName(s)), this,
                     [this, s] { copyGardenOf(s); });
}

void SandboxWindow::copyGardenOf(int seat) {
    if (!game_ || !game_->hasGame() || seat < 0 || seat >= game_->view().seatCount())
        return;
    // Gardens are public (R-PRIV-1): the view at the screen holds every seat's.
    const Garden& garden = game_->view().player(seat).garden;
    if (game_->componentsPtr() != model_->sandbox().componentsPtr()) {
        // The game on the table was dealt from another data set: its tiles by their ids.
        int laid = 0;
        model_->reset(SandboxModel::relaid(model_->sandbox().componentsPtr(), game_->components(),
                                           garden.laid(), &laid));
        statusBar()->showMessage(
            tr("A copy of %1's garden in the sandbox's data: %2 of %3 tiles laid again.")
                .arg(game_->seatName(seat))
                .arg(laid)
                .arg(garden.laid().size()),
            8000);
        return;
    }
    model_->reset(Sandbox::ofGarden(model_->sandbox().componentsPtr(), garden));
    statusBar()->showMessage(tr("A copy of %1's garden: changing it changes nothing in the game.")
                                 .arg(game_->seatName(seat)),
                             6000);
}

void SandboxWindow::refreshInspector() {
    const Sandbox& sb = model_->sandbox();
    const ComponentSet& c = sb.components();
    QString out;
    // The tile in hand at the pointer.
    if (model_->inHand()) {
        const int t = *model_->inHand();
        const Orientation o = model_->orientation();
        out += tr("<h3>In hand: %1, %2 %3°</h3>")
                   .arg(html(QString::fromStdString(sb.tileId(t))),
                        o.side == Side::Front ? tr("front", "face of a tile")
                                              : tr("back", "face of a tile"))
                   .arg(o.rotation);
        if (model_->showLegal())
            out +=
                tr("<p>%n legal placement(s) in all orientations.</p>", "", model_->legalCount());
        if (model_->hasPreview()) {
            const PlacementPreview& pv = model_->preview().preview;
            const Point at = *model_->anchor();
            if (!pv.legal()) {
                out += tr("<p>At x %1, y %2: <b>not allowed</b> — %3</p>")
                           .arg(at.x)
                           .arg(at.y)
                           .arg(html(words::placementProblem(pv.check)));
            } else {
                out += (model_->preview().first
                            ? tr("<p>At x %1, y %2: <b>allowed</b> (the first tile may lie "
                                 "anywhere)</p>")
                            : tr("<p>At x %1, y %2: <b>allowed</b></p>"))
                           .arg(at.x)
                           .arg(at.y);
                out += tr("<p><b>Every card</b> (R-SCORE-2):</p><table>");
                for (std::size_t k = 0; k < c.cards.size() && k < pv.cardPoints.size(); ++k)
                    out += QStringLiteral("<tr><td>%1</td><td align=right>&nbsp;%2</td></tr>")
                               .arg(html(words::cardName(c, static_cast<int>(k))))
                               .arg(pv.cardPoints[k]);
                out += QStringLiteral("</table>");
                if (pv.check.gaps.empty())
                    out += tr("<p>Closes no gap.</p>");
                else {
                    out += tr("<p><b>Gaps it closes</b> (R-GAP-2):</p><ul>");
                    for (const Gap& g : pv.check.gaps)
                        out += QStringLiteral("<li>%1</li>").arg(html(words::gap(g)));
                    out += QStringLiteral("</ul>");
                    if (pv.coins > 0)
                        out += QStringLiteral("<p>%1</p>").arg(html(words::coins(pv.coins)));
                }
                if (pv.claimable.empty())
                    out += tr("<p>Qualifies for no objective.</p>");
                else {
                    out += tr("<p><b>Objectives it qualifies for</b> (R-OBJ-3/4):</p><ul>");
                    for (int obj : pv.claimable)
                        out +=
                            QStringLiteral("<li>%1</li>").arg(html(words::objectiveName(c, obj)));
                    out += QStringLiteral("</ul>");
                }
            }
        } else {
            out += tr("<p>Point at the garden to see what it would do there.</p>");
        }
    } else {
        out += tr("<h3>Nothing in hand</h3><p>Take a tile from the palette. With an empty hand, "
                  "click a laid tile to select it; Delete removes it.</p>");
    }
    // The group under the pointer.
    if (model_->pointer())
        if (const auto g = sb.groupAt(*model_->pointer()))
            out += tr("<p><b>Under the pointer:</b> a %1 group worth %2 (%n space(s)).</p>", "",
                      static_cast<int>(g->cells.size()))
                       .arg(html(words::landWord(g->type)))
                       .arg(g->value);
    // The garden.
    out += tr("<h3>The garden: %n tile(s)</h3>", "", static_cast<int>(sb.entries().size()));
    const std::vector<Gap> gaps = sb.gaps();
    if (gaps.empty())
        out += tr("<p>No gap is closed.</p>");
    else {
        out += tr("<p><b>Gaps</b> (%1):</p><ul>")
                   .arg(html(words::improvements(sb.garden().improvements())));
        for (const Gap& g : gaps)
            out += QStringLiteral("<li>%1</li>").arg(html(words::gap(g)));
        out += QStringLiteral("</ul>");
    }
    inspector_->setHtml(out);
}
