// The Balance window's pictures: the charts of the tab shown, or every chart, as PNG files
// (Report ▸ Save chart as PNG…, Save all charts…). The other exports are the lab's text
// (frosted/lab/balance_export.h, BalanceFiles.cpp).
#include "BalanceWindow.h"

#include "SaveFiles.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QPixmap>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>

namespace {
QByteArray png(const QPixmap& picture) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    picture.save(&buffer, "PNG");
    return bytes;
}
} // namespace

bool BalanceWindow::saveChartPng(const QString& path) {
    if (!reportA_) {
        showError(tr("There is no chart to save yet."));
        return false;
    }
    QWidget* shown = table_;
    for (Page& p : pages_)
        if (p.widget == tabs_->currentWidget()) {
            if (p.dirty)
                rebuildPage(p);
            shown = p.charts;
        }
    if (!writeFile(path, png(shown->grab())))
        return false;
    statusBar()->showMessage(tr("Saved %1").arg(savefiles::shownPath(path)), 6000);
    return true;
}

bool BalanceWindow::saveAllCharts(const QString& folder) {
    if (!reportA_) {
        showError(tr("There is no chart to save yet."));
        return false;
    }
    if (!QDir().mkpath(folder)) {
        showError(tr("Cannot make the folder “%1”.").arg(savefiles::shownPath(folder)));
        return false;
    }
    // Each chart at the size of the charts shown now (a tab never shown has no size yet).
    QSize size = tabs_->currentWidget() ? tabs_->currentWidget()->size() : QSize();
    if (size.width() < 400 || size.height() < 300)
        size = QSize(900, 600);
    int written = 0;
    for (Page& p : pages_) {
        if (p.dirty)
            rebuildPage(p);
        for (QChartView* v : p.views) {
            const QString name = v->chart()->objectName();
            if (name.isEmpty())
                continue;
            QSize each = v->size();
            if (!v->isVisible() || each.width() < 200 || each.height() < 200)
                each = QSize(p.views.size() > 1 ? size.width() / 2 : size.width(), size.height());
            if (!v->isVisible())
                v->resize(each); // laid out again when its tab is shown
            const QPixmap picture = v->grab();
            const QString path = QDir(folder).filePath(QStringLiteral("balance-%1.png").arg(name));
            if (!writeFile(path, png(picture)))
                return false;
            ++written;
        }
    }
    statusBar()->showMessage(
        tr("Saved %n chart(s) into %1", "", written).arg(savefiles::shownPath(folder)), 6000);
    return true;
}
