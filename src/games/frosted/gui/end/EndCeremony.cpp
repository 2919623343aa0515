#include "EndCeremony.h"

#include "Accessible.h"
#include "Art.h"
#include "EndCeremonyParts.h"
#include "GameController.h"
#include "GardenView.h"
#include "Words.h"

#include <QAccessible>
#include <QEasingCurve>
#include <QGraphicsOpacityEffect>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTextOption>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>

using namespace frosted;

namespace {

const QColor kGold(0xd9, 0xa2, 0x32);
const QColor kGoldInk(0x8a, 0x62, 0x18);
const QColor kMuted(0x5a, 0x68, 0x78);

// The durations at normal speed (ms).
constexpr int kIntro = 500;  // the title alone
constexpr int kAppear = 320; // a line slides in
constexpr int kCount = 230;  // one category counting up
constexpr int kLine = 1500;  // from one line to the next (appear, four categories, a breath)
constexpr int kCelebrate = 2800;

int valueOf(const FinalScore& s, EndCeremony::Part p) {
    switch (p) {
    case EndCeremony::Track:
        return s.track;
    case EndCeremony::Improvements:
        return s.improvements;
    case EndCeremony::Objectives:
        return s.objectives;
    case EndCeremony::Coins:
        return s.coins;
    case EndCeremony::Total:
    case EndCeremony::PartCount:
        break;
    }
    return s.total;
}

// "Ada", "Ada and Ben", "Ada, Ben and Chloé".
QString joinNames(const QStringList& names) {
    if (names.size() < 2)
        return names.join(QString());
    return EndCeremony::tr("%1 and %2")
        .arg(names.mid(0, names.size() - 1).join(EndCeremony::tr(", ")), names.back());
}

QString folded(const QString& name) {
    return name.trimmed().toCaseFolded();
}

// Empties a layout: its widgets and its stretches (a new game's lines start from nothing).
void clear(QLayout* l) {
    while (QLayoutItem* it = l->takeAt(0)) {
        delete it->widget();
        delete it;
    }
}

QLabel* label(int px, bool bold, QWidget* parent, const QColor& colour = art::ink()) {
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setAlignment(Qt::AlignCenter);
    l->setWordWrap(true);
    l->setStyleSheet(QStringLiteral("font-size: %1px; %2 color: %3; background: transparent;")
                         .arg(px)
                         .arg(bold ? QStringLiteral("font-weight: bold;") : QString())
                         .arg(colour.name()));
    return l;
}

// A garden shown large that lets clicks through (a click skips) and takes no focus.
class BigGarden : public GardenView {
  public:
    BigGarden(GameController* c, int seat, QWidget* parent) : GardenView(c, seat, parent) {
        setThumbnail(true);
        setFocusPolicy(Qt::NoFocus);
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }
    QSize sizeHint() const override { return {360, 300}; }
    QSize minimumSizeHint() const override { return {150, 110}; }
};

} // namespace
EndCeremony::EndCeremony(GameController* c, QWidget* cover) : QWidget(cover), c_(c), cover_(cover) {
    accessible::install();
    setObjectName(QStringLiteral("endCeremony"));
    setAccessibleName(tr("The end of the game"));
    setAutoFillBackground(false);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(24, 14, 24, 14);
    outer->setSpacing(6);
    title_ = label(28, true, this);
    title_->setObjectName(QStringLiteral("ceremonyTitle"));
    outer->addWidget(title_);
    subtitle_ = label(15, false, this, kMuted);
    subtitle_->setObjectName(QStringLiteral("ceremonySubtitle"));
    outer->addWidget(subtitle_);

    auto* middle = new QHBoxLayout;
    middle->setSpacing(20);
    rowsBox_ = new QWidget(this);
    rowsLayout_ = new QVBoxLayout(rowsBox_);
    rowsLayout_->setContentsMargins(0, 0, 0, 0);
    rowsLayout_->setSpacing(6);
    middle->addWidget(rowsBox_, 3);
    gardenBox_ = new QWidget(this);
    gardenBox_->setObjectName(QStringLiteral("ceremonyGardens"));
    gardensLayout_ = new QHBoxLayout(gardenBox_);
    gardensLayout_->setContentsMargins(0, 0, 0, 0);
    gardensLayout_->setSpacing(12);
    QSizePolicy keep = gardenBox_->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    gardenBox_->setSizePolicy(keep);
    gardenFade_ = new QGraphicsOpacityEffect(gardenBox_);
    gardenBox_->setGraphicsEffect(gardenFade_);
    middle->addWidget(gardenBox_, 2);
    outer->addLayout(middle, 1);

    notes_ = label(15, true, this, kGoldInk);
    notes_->setObjectName(QStringLiteral("ceremonyNotes"));
    outer->addWidget(notes_);
    auto* buttons = new QHBoxLayout;
    button_ = new QPushButton(this);
    button_->setObjectName(QStringLiteral("ceremonyButton"));
    button_->setStyleSheet(QStringLiteral("font-size: 15px; padding: 6px 22px;"));
    button_->setDefault(true);
    button_->installEventFilter(this);
    buttons->addStretch(1);
    buttons->addWidget(button_);
    buttons->addStretch(1);
    outer->addLayout(buttons);
    connect(button_, &QPushButton::clicked, this, &EndCeremony::press);

    petals_ = new PetalLayer(this);
    timer_.setInterval(16);
    connect(&timer_, &QTimer::timeout, this, [this] {
        shownMs_ = static_cast<int>(std::min<qint64>(clock_.elapsed(), length()));
        apply();
        if (atEnd())
            timer_.stop();
    });
    cover_->installEventFilter(this);
    // Another game on the table: this one's lines and gardens go.
    connect(c_, &GameController::gameReplaced, this, [this] {
        timer_.stop();
        hide();
        played_ = false;
        hasOutcome_ = false;
        outcome_ = {};
        lines_.clear();
        clear(rowsLayout_);
        clear(gardensLayout_);
    });
    hide();
}

int EndCeremony::intro() const {
    return art::animationMs(kIntro);
}
int EndCeremony::perLine() const {
    return art::animationMs(kLine);
}
int EndCeremony::celebration() const {
    return art::animationMs(kCelebrate);
}
int EndCeremony::revealStart(int i) const {
    return intro() + i * perLine();
}
int EndCeremony::revealDone(int i) const {
    return revealStart(i) + art::animationMs(kAppear) + 4 * art::animationMs(kCount);
}
int EndCeremony::length() const {
    return lines_.empty() ? 0 : revealDone(lineCount() - 1) + celebration();
}

int EndCeremony::seatOfLine(int i) const {
    return lines_[static_cast<std::size_t>(i)].seat;
}
const FinalScore& EndCeremony::scoreOfLine(int i) const {
    return lines_[static_cast<std::size_t>(i)].score;
}
bool EndCeremony::lineRevealed(int i) const {
    return lines_[static_cast<std::size_t>(i)].row->appear() > 0;
}
int EndCeremony::shownValue(int i, Part p) const {
    return lines_[static_cast<std::size_t>(i)].row->value(p);
}
QWidget* EndCeremony::lineWidget(int i) const {
    return lines_[static_cast<std::size_t>(i)].row;
}
int EndCeremony::petalsShown() const {
    return petals_->shown();
}

void EndCeremony::play(const QString& tieBreak) {
    // Once per game (gameOver may be told more than once for the same game).
    if (played_ || !c_->hasGame() || !c_->view().isOver())
        return;
    played_ = true;
    tieBreak_ = tieBreak;
    build();
    setGeometry(cover_->rect());
    show();
    raise();
    button_->setFocus(Qt::OtherFocusReason);
    shownMs_ = 0;
    if (art::animationsEnabled()) {
        clock_.start();
        timer_.start();
        apply();
    } else
        showAt(length()); // quiet: the end state at once
}

void EndCeremony::build() {
    lines_.clear();
    clear(rowsLayout_); // its lines and the stretches around them
    const std::vector<FinalScore> sc = c_->view().scores();
    // The score pad's order (by place, a shared place in seat order, the Master Gardener last),
    // revealed from its end: the last place first, the winner last.
    for (std::size_t i = 0; i < sc.size(); ++i) {
        Line l;
        l.score = sc[i];
        l.seat = sc[i].gardener ? -1 : static_cast<int>(i);
        // The core names him in English; the table in the language shown.
        l.name = l.seat < 0 ? c_->seatName(-1) : words::q(sc[i].name);
        lines_.push_back(l);
    }
    std::stable_sort(lines_.begin(), lines_.end(),
                     [](const Line& a, const Line& b) { return a.score.rank < b.score.rank; });
    // The rows stand in place order, top to bottom; each is revealed in its turn.
    rowsLayout_->addStretch(1);
    for (Line& l : lines_) {
        const QString colour = c_->seatColour(l.seat);
        l.row = new RevealRow(l.score, l.name, art::playerColour(colour),
                              l.seat < 0 ? art::BadgeShape::Gardener : art::playerShape(colour),
                              rowsBox_);
        l.row->setObjectName(QStringLiteral("ceremonyLine"));
        rowsLayout_->addWidget(l.row, 4); // the lines grow before the space around them
    }
    rowsLayout_->addStretch(1);
    std::reverse(lines_.begin(), lines_.end());
    buildGardens();
    collectRecords();
}

void EndCeremony::buildGardens() {
    clear(gardensLayout_);
    // The winners' gardens; in solo the person's own, whoever won.
    std::vector<const Line*> shown;
    for (auto it = lines_.rbegin(); it != lines_.rend(); ++it)
        if (it->seat >= 0 && (it->score.rank == 1 || c_->view().solo()))
            shown.push_back(&*it);
    for (const Line* l : shown) {
        auto* box = new QWidget(gardenBox_);
        auto* v = new QVBoxLayout(box);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        QLabel* caption = label(16, true, box);
        caption->setText(tr("%1's garden").arg(l->name));
        caption->setObjectName(QStringLiteral("gardenCaption"));
        v->addWidget(caption);
        auto* g = new BigGarden(c_, l->seat, box);
        g->setObjectName(QStringLiteral("ceremonyGarden%1").arg(l->seat));
        g->setAccessibleName(tr("%1's garden").arg(l->name));
        v->addWidget(g, 1);
        gardensLayout_->addWidget(box, 1);
    }
}

void EndCeremony::setOutcome(const Statistics::Outcome& o) {
    outcome_ = o;
    hasOutcome_ = o.counted;
    if (!lines_.empty()) {
        collectRecords();
        apply();
    }
}

void EndCeremony::collectRecords() {
    for (Line& l : lines_)
        l.records.clear();
    if (!hasOutcome_)
        return;
    auto lineOf = [this](const QString& name) -> Line* {
        for (Line& l : lines_)
            if (l.seat >= 0 && folded(l.name) == folded(name))
                return &l;
        return nullptr;
    };
    // As Statistics::note counts them: the mode's best, personal bests, streaks of three or more.
    if (outcome_.modeBest)
        if (Line* l = lineOf(outcome_.modeBest->name))
            l->records << tr("%1: the best score ever played in these games (%2)!")
                              .arg(l->name)
                              .arg(outcome_.modeBest->score);
    for (const Statistics::Seat& s : outcome_.personalBests)
        if (Line* l = lineOf(s.name))
            l->records << tr("%1: a new personal best (%2)!").arg(l->name).arg(s.score);
    for (const auto& [name, streak] : outcome_.streaks)
        if (Line* l = lineOf(name))
            l->records << tr("%1: %n wins in a row!", "", streak).arg(l->name);
}

QStringList EndCeremony::recordLines() const {
    QStringList out;
    for (const Line& l : lines_)
        if (l.row && l.row->appear() > 0)
            out << l.records;
    return out;
}

void EndCeremony::showAt(int ms) {
    timer_.stop();
    shownMs_ = std::clamp(ms, 0, length());
    apply();
}

void EndCeremony::skip() {
    showAt(length());
}

void EndCeremony::leave() {
    timer_.stop();
    hide();
    emit finished();
}

void EndCeremony::press() {
    if (!atEnd())
        skip();
    else
        leave();
}

void EndCeremony::apply() {
    if (lines_.empty())
        return;
    const int t = shownMs_;
    const int appearMs = art::animationMs(kAppear);
    const int countMs = std::max(1, art::animationMs(kCount));
    const QEasingCurve ease(QEasingCurve::OutQuad);
    const int n = lineCount();
    for (int i = 0; i < n; ++i) {
        Line& l = lines_[static_cast<std::size_t>(i)];
        const int start = revealStart(i);
        const qreal appear =
            t < start
                ? 0.0
                : std::clamp(static_cast<qreal>(t - start) / std::max(1, appearMs), 0.0001, 1.0);
        std::array<int, PartCount> v{};
        int counting = -1;
        if (t >= revealDone(i)) {
            for (int p = 0; p < PartCount; ++p) // the core's numbers, the total its own
                v[static_cast<std::size_t>(p)] = valueOf(l.score, static_cast<Part>(p));
        } else if (appear > 0) {
            for (int p = 0; p < Total; ++p) {
                const qreal f = std::clamp(
                    static_cast<qreal>(t - start - appearMs - p * countMs) / countMs, 0.0, 1.0);
                if (f > 0 && f < 1)
                    counting = p;
                v[static_cast<std::size_t>(p)] =
                    qRound(valueOf(l.score, static_cast<Part>(p)) * ease.valueForProgress(f));
                v[Total] += v[static_cast<std::size_t>(p)];
            }
        }
        l.row->set(appear, v, counting);
        if (appear > 0 && !l.said)
            sayLine(l);
    }
    // The winner's moment: the title, the garden, the celebration.
    const int last = revealStart(n - 1) + appearMs;
    const bool won = t >= last;
    const int rounds = c_->view().components().rules.rounds;
    title_->setText(won ? winnerTitle() : tr("The final scores"));
    QString sub;
    if (!won)
        sub = tr("After %n round(s): from the last place to the first.", "", rounds);
    else if (c_->view().solo())
        sub = soloSentence();
    else {
        QStringList winners;
        for (const Line& l : lines_)
            if (l.score.rank == 1)
                winners.prepend(l.name);
        sub = tr("Congratulations, %1, and well played, everyone!").arg(joinNames(winners));
    }
    subtitle_->setText(sub);
    gardenFade_->setOpacity(
        won ? std::clamp(static_cast<qreal>(t - last) / (2 * appearMs) + 0.01, 0.0, 1.0) : 0.0);
    gardenFade_->setEnabled(t < last + 2 * appearMs); // the end state: drawn as it is
    // Hidden, its room kept, until the winner is revealed (a screen reader does not read the
    // winner's name before).
    gardenBox_->setVisible(won);
    const int celebrateFrom = revealDone(n - 1);
    const bool personWon = !(c_->view().solo() && lines_.back().seat < 0);
    QList<QColor> colours;
    for (const Line& l : lines_)
        if (l.score.rank == 1 && l.seat >= 0)
            colours << art::playerColour(c_->seatColour(l.seat));
    colours << kGold << QColor(0xf6, 0xa6, 0xc1) << QColor(0xff, 0xff, 0xff);
    petals_->set(t < celebrateFrom
                     ? 0.0
                     : static_cast<qreal>(t - celebrateFrom) / std::max(1, celebration()),
                 colours, !personWon);
    // What the game set, said as its person is revealed; the tie-break at the end.
    QStringList notes = recordLines();
    const bool tie = std::any_of(lines_.begin(), lines_.end(), [](const Line& l) {
        return l.score.decidedBy != FinalScore::Decider::Total;
    });
    if (tie && won && !tieBreak_.isEmpty())
        notes << tieBreak_;
    notes_->setText(notes.join(QLatin1Char('\n')));
    notes_->setVisible(!notes.isEmpty());
    button_->setText(atEnd() ? tr("See the score pad") : tr("Skip"));
    button_->setToolTip(atEnd() ? tr("The score pad with every line of the final score")
                                : tr("Show the final ranking at once (Esc, Enter or Space)"));
    updateDescription();
}

QString EndCeremony::winnerTitle() const {
    QStringList winners;
    for (const Line& l : lines_)
        if (l.score.rank == 1)
            winners.prepend(l.name);
    if (c_->view().solo())
        return lines_.back().seat < 0 ? tr("The Master Gardener wins this time")
                                      : tr("%1 beats the Master Gardener!").arg(lines_.back().name);
    return winners.size() == 1 ? tr("%1 wins!").arg(winners.front())
                               : tr("Shared victory: %1").arg(joinNames(winners));
}

QString EndCeremony::soloSentence() const {
    const Line* person = nullptr;
    const Line* him = nullptr;
    for (const Line& l : lines_)
        (l.seat < 0 ? him : person) = &l;
    if (!person || !him)
        return {};
    const int margin = std::abs(person->score.total - him->score.total);
    if (person->score.rank == 1)
        return tr("Well played, %1: %n point(s) ahead of him.", "", margin).arg(person->name);
    if (margin == 0)
        return tr("So close, %1: the same points, and the tie-break goes his way. Another game?")
            .arg(person->name);
    return tr("He was %n point(s) ahead: a lovely garden all the same, %1. Another game?", "",
              margin)
        .arg(person->name);
}

QString EndCeremony::lineSentence(const Line& l) const {
    const FinalScore& s = l.score;
    return tr("%1 place: %2, %n point(s) (score track %3, Improvements %4, objectives %5, coins "
              "%6).",
              "", s.total)
        .arg(words::rank(s.rank), l.name)
        .arg(s.track)
        .arg(s.improvements)
        .arg(s.objectives)
        .arg(s.coins);
}

void EndCeremony::sayLine(Line& l) {
    // A screen reader hears the line whole when it appears (not every number counting up).
    l.said = true;
    l.row->setAccessibleName(lineSentence(l));
    accessible::nameChanged(l.row);
    if (QAccessible::isActive()) {
        QAccessibleEvent said(l.row, QAccessible::Alert);
        QAccessible::updateAccessibility(&said);
    }
}

void EndCeremony::updateDescription() {
    QStringList said{title_->text(), subtitle_->text()};
    for (auto it = lines_.rbegin(); it != lines_.rend(); ++it) // the winner first, as the pad
        if (it->said)
            said << lineSentence(*it);
    said << notes_->text();
    said.removeAll(QString());
    const QString text = said.join(QLatin1Char(' '));
    if (text != button_->accessibleDescription()) {
        setAccessibleDescription(text);
        button_->setAccessibleDescription(text);
    }
}

void EndCeremony::mousePressEvent(QMouseEvent* e) {
    if (!atEnd()) // a click anywhere skips; the button leaves
        skip();
    QWidget::mousePressEvent(e);
}

void EndCeremony::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
    case Qt::Key_Escape:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        press();
        return;
    default:
        QWidget::keyPressEvent(e);
    }
}

bool EndCeremony::eventFilter(QObject* watched, QEvent* e) {
    if (watched == cover_ && e->type() == QEvent::Resize)
        setGeometry(cover_->rect());
    const auto ours = [](QEvent* k) {
        const int key = static_cast<QKeyEvent*>(k)->key();
        return key == Qt::Key_Escape || key == Qt::Key_Return || key == Qt::Key_Enter ||
               key == Qt::Key_Space;
    };
    // The table's shortcuts on these keys (Put back, Continue, his next step) wait: ours here.
    if (watched == button_ && e->type() == QEvent::ShortcutOverride && ours(e)) {
        e->accept();
        return true;
    }
    if (watched == button_ && e->type() == QEvent::KeyPress && ours(e)) {
        if (!static_cast<QKeyEvent*>(e)->isAutoRepeat())
            press();
        return true;
    }
    if (watched == button_ && e->type() == QEvent::KeyRelease &&
        static_cast<QKeyEvent*>(e)->key() == Qt::Key_Space)
        return true; // pressed above: no click on its release
    return QWidget::eventFilter(watched, e);
}

bool EndCeremony::focusNextPrevChild(bool) {
    button_->setFocus(Qt::TabFocusReason); // the page under it is not reached by Tab
    return true;
}

void EndCeremony::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QLinearGradient sky(0, 0, 0, height());
    sky.setColorAt(0, art::background().lighter(106));
    sky.setColorAt(1, art::background());
    p.fillRect(rect(), sky);
}

void EndCeremony::resizeEvent(QResizeEvent* e) {
    petals_->setGeometry(rect());
    petals_->raise();
    QWidget::resizeEvent(e);
}
