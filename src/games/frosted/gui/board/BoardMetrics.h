// The main board's fixed logical space (BoardView draws in it, scaled to the widget): the score
// track around the edge and, inside it, the tile ring on the left (RingLayout) and the objectives
// on the right with the round and the bag above them. Shared by BoardView.cpp and BoardRing.cpp.
#pragma once

#include <QtGlobal>

namespace boardmetrics {
constexpr qreal W = 1000, H = 430, M = 6, TH = 26; // logical size, margin, track thickness
constexpr int kTop = 34, kSide = 16;               // track cells per side: 34+16+34+16 = 100
constexpr int kDropMs = 300, kSlideMs = 400;
// The inside of the track.
constexpr qreal kInL = M + TH * 1.3 + 6, kInR = W - kInL;
constexpr qreal kInTop = M + TH + 6, kInBottom = H - M - TH - 6;
// The ring takes the left 62 % of the inside (its tiles are what must read first), the
// objectives the rest.
constexpr qreal kRingR = kInL + (kInR - kInL) * 0.62, kObjL = kRingR + 12;
// The least on-screen pixel sizes of the board's text and pieces, whatever its scale.
constexpr qreal kMinText = 11, kMinSmall = 10, kMinTrack = 9, kMinCoin = 15;
} // namespace boardmetrics
