#include "TilePictures.h"

#include "Art.h"
#include "Words.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPixmap>

#include <algorithm>

using namespace frosted;

namespace tilepictures {

namespace {
constexpr int kFace = 48; // each face's square, in pixels
constexpr int kGap = 6;
// The pictures drawn, by face set; let go with the application (no pixmap outlives it).
QHash<QString, QIcon>* kept = nullptr;

// The face centred in its square, its cells as large as the square allows (two cells at least,
// so a small tile does not look larger than a big one).
void paintFace(QPainter& p, const Face& f, QRectF square) {
    const int extent = std::max({f.width(), f.height(), 2});
    const qreal cell = square.width() / extent;
    const QPointF origin(square.center().x() - f.width() * cell / 2,
                         square.center().y() - f.height() * cell / 2);
    art::drawFace(p, f, origin, cell);
}

// A face set's key: the tile's id and every cell, so a data set loaded again with other faces
// gets new pictures.
QString keyOf(const Tile& t) {
    QString key = QString::fromStdString(t.id);
    for (const Face* f : {&t.front, &t.back}) {
        key += QLatin1Char('|');
        for (const Cell& c : f->cells)
            key += QStringLiteral("%1,%2,%3,%4;")
                       .arg(c.x)
                       .arg(c.y)
                       .arg(static_cast<int>(c.type))
                       .arg(c.flowers);
    }
    return key;
}
} // namespace

QSize iconSize() {
    return {2 * kFace + kGap, kFace};
}

QIcon icon(const ComponentSet& c, int tile) {
    if (tile < 0 || tile >= static_cast<int>(c.tiles.size()))
        return {};
    if (!kept) {
        kept = new QHash<QString, QIcon>;
        qAddPostRoutine([] {
            delete kept;
            kept = nullptr;
        });
    }
    const Tile& t = c.tiles[static_cast<std::size_t>(tile)];
    const QString key = keyOf(t);
    if (const auto it = kept->constFind(key); it != kept->constEnd())
        return *it;
    QIcon made;
    for (const qreal dpr : {1.0, 2.0}) {
        QPixmap pm(iconSize() * dpr);
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        paintFace(p, t.front, QRectF(0, 0, kFace, kFace));
        paintFace(p, t.back, QRectF(kFace + kGap, 0, kFace, kFace));
        p.end();
        made.addPixmap(pm);
    }
    kept->insert(key, made);
    return made;
}

QString tip(const ComponentSet& c, int tile) {
    if (tile < 0 || tile >= static_cast<int>(c.tiles.size()))
        return {};
    //: a tile in the position editor's lists: its id, then each face's tulips in words
    return QCoreApplication::translate("PositionWindow", "%1 — front: %2 · back: %3")
        .arg(QString::fromStdString(c.tiles[static_cast<std::size_t>(tile)].id),
             words::tulips(c, tile, Side::Front), words::tulips(c, tile, Side::Back));
}

void setUp(QComboBox* box) {
    // Half size on the closed box (the ring's six rows stay low on a small screen), whole in the
    // list it opens: a list of 8 at a time (not the style's menu, which takes the box's size).
    box->setIconSize(iconSize() / 2);
    box->setStyleSheet(QStringLiteral("QComboBox { combobox-popup: 0; }"));
    box->view()->setIconSize(iconSize());
    box->setMinimumContentsLength(14);
    box->setMaxVisibleItems(8);
}

void add(QComboBox* box, const ComponentSet& c, int tile, const QString& caption) {
    box->addItem(icon(c, tile), caption, tile);
    box->setItemData(box->count() - 1, tip(c, tile), Qt::ToolTipRole);
    // The list as wide as its longest caption beside the pictures (not cut to the box's width).
    const int wide = iconSize().width() + box->fontMetrics().horizontalAdvance(caption) + 48;
    box->view()->setMinimumWidth(std::max(box->view()->minimumWidth(), wide));
}

bool saveWithListOpen(QWidget& window, QComboBox& box, const QString& file) {
    box.showPopup();
    QApplication::processEvents();
    QPixmap shot = window.grab();
    QWidget* list = box.view()->window(); // the popup, a window of its own
    if (list != &window && list->isVisible()) {
        QPainter p(&shot);
        p.drawPixmap(window.mapFromGlobal(list->mapToGlobal(QPoint(0, 0))), list->grab());
    }
    box.hidePopup();
    return shot.save(file);
}

} // namespace tilepictures
