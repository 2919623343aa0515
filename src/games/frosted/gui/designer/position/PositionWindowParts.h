// The position editor's private parts (PositionWindow.cpp, PositionTable.cpp, PositionSeats.cpp,
// PositionGardener.cpp): a seat's tab and the values its lists hold.
#pragma once

#include "PositionWindow.h"

#include <QSpinBox>
#include <QString>

#include <string>
#include <vector>

class QComboBox;
class QLineEdit;
class QListWidget;
class QWidget;
class SandboxModel;
class SandboxView;

namespace positionparts {

// Where a seat's card is, in its list.
enum CardPlace { InHand = 0, InDeck = 1, Played = 2 };
// Where an objective tile is, in its list (a seat's index for a player holding it).
inline constexpr int kInTheBox = -2;
inline constexpr int kOnTheBoard = -1;
inline constexpr int kHeldByGardener = 100;

inline QString id(const std::string& s) {
    return QString::fromStdString(s);
}

inline QSpinBox* spin(int lo, int hi) {
    auto* s = new QSpinBox;
    s->setRange(lo, hi);
    s->setAccelerated(true);
    return s;
}

} // namespace positionparts

// A seat's tab: its fields, its garden (a sandbox whose first tile is the starting tile) and
// its deck in order.
struct PositionWindow::SeatTab {
    QWidget* page = nullptr;
    QLineEdit* name = nullptr;
    QComboBox* who = nullptr;
    QSpinBox* coins = nullptr;
    QSpinBox* track = nullptr;
    QComboBox* start = nullptr;
    std::vector<QComboBox*> cards;
    SandboxModel* model = nullptr;
    SandboxView* view = nullptr;
    QComboBox* tile = nullptr;
    QListWidget* deck = nullptr;
};
