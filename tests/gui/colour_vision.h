// Colour-vision-deficiency simulation for tests: Machado, Oliveira & Fernandes (2009), severity
// 1.0 (protanopia, deuteranopia, tritanopia), applied in linear RGB, and the CIELAB distance
// (CIE76 ΔE) between two colours as seen. A ΔE of about 2 is just noticeable; colours meant to be
// told apart at a glance should stay well over 20.
#pragma once

#include <QColor>
#include <QImage>

#include <algorithm>
#include <array>
#include <cmath>

namespace cvd {

enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
inline constexpr std::array<Vision, 4> kVisions = {Vision::Normal, Vision::Protanopia,
                                                   Vision::Deuteranopia, Vision::Tritanopia};

inline const char* name(Vision v) {
    switch (v) {
    case Vision::Normal:
        return "normal vision";
    case Vision::Protanopia:
        return "protanopia";
    case Vision::Deuteranopia:
        return "deuteranopia";
    case Vision::Tritanopia:
        return "tritanopia";
    }
    return "?";
}

using Matrix = std::array<std::array<double, 3>, 3>;

inline const Matrix& matrix(Vision v) {
    // Machado et al. 2009, Table of simulation matrices, severity 1.0 (linear RGB).
    static const Matrix normal = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    static const Matrix protan = {{{0.152286, 1.052583, -0.204868},
                                   {0.114503, 0.786281, 0.099216},
                                   {-0.003882, -0.048116, 1.051998}}};
    static const Matrix deutan = {{{0.367322, 0.860646, -0.227968},
                                   {0.280085, 0.672501, 0.047413},
                                   {-0.011820, 0.042940, 0.968881}}};
    static const Matrix tritan = {{{1.255528, -0.076749, -0.178779},
                                   {-0.078411, 0.930809, 0.147602},
                                   {0.004733, 0.691367, 0.303900}}};
    switch (v) {
    case Vision::Protanopia:
        return protan;
    case Vision::Deuteranopia:
        return deutan;
    case Vision::Tritanopia:
        return tritan;
    case Vision::Normal:
        break;
    }
    return normal;
}

inline double toLinear(double c) {
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

struct Lab {
    double l, a, b;
};

// Linear RGB (0..1) to CIELAB, D65.
inline Lab lab(const std::array<double, 3>& rgb) {
    const double x = 0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2];
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = 0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2];
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    const double fx = f(x / 0.95047), fy = f(y), fz = f(z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

// The colour as seen with `v`, in CIELAB.
inline Lab seen(const QColor& c, Vision v) {
    const std::array<double, 3> in = {toLinear(c.redF()), toLinear(c.greenF()),
                                      toLinear(c.blueF())};
    const Matrix& m = matrix(v);
    std::array<double, 3> out{};
    for (int r = 0; r < 3; ++r)
        out[r] = std::clamp(m[r][0] * in[0] + m[r][1] * in[1] + m[r][2] * in[2], 0.0, 1.0);
    return lab(out);
}

inline double deltaE(const Lab& p, const Lab& q) {
    return std::sqrt((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) +
                     (p.b - q.b) * (p.b - q.b));
}

// How far apart two colours look with `v` (CIE76 ΔE).
inline double distance(const QColor& a, const QColor& b, Vision v) {
    return deltaE(seen(a, v), seen(b, v));
}

// sRGB (0..1) from linear RGB.
inline double fromLinear(double c) {
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
}

// A screenshot as seen with `v`: every pixel through the simulation, back in sRGB.
inline QImage simulate(const QImage& shot, Vision v) {
    QImage out = shot.convertToFormat(QImage::Format_RGB32);
    const Matrix& m = matrix(v);
    for (int y = 0; y < out.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x) {
            const QRgb p = line[x];
            const std::array<double, 3> in = {
                toLinear(qRed(p) / 255.0), toLinear(qGreen(p) / 255.0), toLinear(qBlue(p) / 255.0)};
            int rgb[3];
            for (int r = 0; r < 3; ++r) {
                const double lin =
                    std::clamp(m[r][0] * in[0] + m[r][1] * in[1] + m[r][2] * in[2], 0.0, 1.0);
                rgb[r] = static_cast<int>(std::lround(fromLinear(lin) * 255));
            }
            line[x] = qRgb(rgb[0], rgb[1], rgb[2]);
        }
    }
    return out;
}

} // namespace cvd
