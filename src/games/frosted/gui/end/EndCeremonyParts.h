// The pieces EndCeremony draws (issue 31): a line of the ranking revealed and counting up
// (RevealRow) and the celebration's falling petals (PetalLayer). Each shows the state it is given;
// EndCeremony decides, from the time since its start, what that state is.
#pragma once

#include "Art.h"
#include "EndCeremony.h"
#include "frosted/rules/game.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

#include <array>
#include <vector>

// "Score track", "Improvements", "Objectives", "Coins", "Total".
QString ceremonyPartWord(EndCeremony::Part p);

// One line of the ranking: a card in the player's colour (a band on the left, a gold frame and
// the trophy for a winner), the place, the badge and the name, the categories counting up under
// the name and the total on the right. Before its turn, an empty card with its place only.
class RevealRow : public QWidget {
  public:
    RevealRow(const frosted::FinalScore& s, const QString& name, const QColor& colour,
              art::BadgeShape shape, QWidget* parent);
    // Room for the name and two lines of categories (their fonts' heights), and a margin.
    QSize sizeHint() const override { return {480, textHeight() + 30}; }
    QSize minimumSizeHint() const override { return {300, textHeight() + 16}; }
    // appear: 0 (not yet) .. 1 (in place); values: the numbers shown; counting: the part counting.
    void set(qreal appear, const std::array<int, EndCeremony::PartCount>& values, int counting) {
        if (appear == appear_ && values == values_ && counting == counting_)
            return;
        appear_ = appear;
        values_ = values;
        counting_ = counting;
        update();
    }
    qreal appear() const { return appear_; }
    int value(EndCeremony::Part p) const { return values_[static_cast<std::size_t>(p)]; }

  protected:
    void paintEvent(QPaintEvent*) override;

  private:
    QString item(int part) const; // "Score track 84"
    int textHeight() const;
    frosted::FinalScore s_;
    QString name_;
    QColor colour_;
    art::BadgeShape shape_;
    qreal appear_ = 0;
    std::array<int, EndCeremony::PartCount> values_{};
    int counting_ = -1;
};

// The celebration: petals (or, when the Master Gardener wins, a few frost flakes) falling over
// the ceremony, each a function of the time since the celebration started.
class PetalLayer : public QWidget {
  public:
    explicit PetalLayer(QWidget* parent);
    // t: 0..1 of the celebration (outside: nothing drawn); colours: the winners' and gold.
    void set(qreal t, QList<QColor> colours, bool frost) {
        t_ = t;
        colours_ = std::move(colours);
        frost_ = frost;
        update();
    }
    int shown() const {
        if (t_ <= 0 || t_ >= 1)
            return 0;
        int n = 0;
        for (std::size_t i = 0; i < petals_.size(); ++i)
            n += local(petals_[i]) > 0 && local(petals_[i]) < 1 && (!frost_ || i % 2 == 0);
        return n;
    }

  protected:
    void paintEvent(QPaintEvent*) override;

  private:
    struct Petal {
        qreal x, delay, fall, phase, spin;
        int colour;
    };
    qreal local(const Petal& q) const { return (t_ - q.delay) / q.fall; }
    std::vector<Petal> petals_;
    qreal t_ = 0;
    QList<QColor> colours_;
    bool frost_ = false;
};
