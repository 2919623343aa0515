#include "GameLog.h"

#include <QScrollBar>

GameLog::GameLog(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("logList"));
    setWordWrap(true);
    setFocusPolicy(Qt::NoFocus);
    setAlternatingRowColors(true);
    // Pixel steps: a wrapped line taller than the others does not leave the bottom half shown.
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    QScrollBar* bar = verticalScrollBar();
    // The range grows with each line (and changes when the lines wrap anew at another width):
    // a following list goes to its new bottom.
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (!following_)
            return;
        moving_ = true;
        bar->setValue(max);
        moving_ = false;
    });
    // The player's scrolling: up stops following, back to the bottom follows again.
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int v) {
        if (!moving_)
            following_ = v >= bar->maximum();
    });
}

void GameLog::append(const QString& line) {
    addItem(line);
    if (following_)
        scrollToBottom();
}

void GameLog::setLines(const QStringList& lines) {
    clear();
    addItems(lines);
    following_ = true;
    scrollToBottom();
}
