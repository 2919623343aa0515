#include "TurnPanels.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

QLabel* wrapped(QWidget* parent, const char* name) {
    auto* l = new QLabel(parent);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    return l;
}

void setBold(QLabel* l, qreal scale) {
    QFont f = l->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * scale);
    l->setFont(f);
}

} // namespace

TurnBanner::TurnBanner(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("turnBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Turn"));
    stripe_ = new QLabel(this);
    stripe_->setFixedWidth(10);
    headline_ = wrapped(this, "turnHeadline");
    setBold(headline_, 1.25);
    instruction_ = wrapped(this, "turnInstruction");
    detail_ = wrapped(this, "turnDetail");
    auto* words = new QVBoxLayout;
    words->setSpacing(2);
    words->addWidget(headline_);
    words->addWidget(instruction_);
    words->addWidget(detail_);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 4, 8, 4);
    // Room for the headline and two lines below it, whatever they say: the table under the
    // banner does not move as the words change.
    // (A third of a line more for the fallback fonts of Japanese, whose lines are taller.)
    setMinimumHeight(headline_->fontMetrics().lineSpacing() * 4 / 3 +
                     instruction_->fontMetrics().lineSpacing() * 8 / 3 + 16);
    row->addWidget(stripe_);
    row->addLayout(words, 1);
}

void TurnBanner::setTurn(const QString& headline, const QString& instruction,
                         const QColor& colour) {
    headline_->setText(headline);
    instruction_->setText(instruction);
    stripe_->setStyleSheet(
        colour.isValid() ? QStringLiteral("background:%1;border-radius:4px;").arg(colour.name())
                         : QString());
    setAccessibleDescription(headline + QLatin1Char(' ') + instruction);
}

void TurnBanner::setDetail(const QString& text, bool refusal) {
    // The line keeps its place when empty, so the table below does not jump as the pointer moves.
    detail_->setText(text.isEmpty() ? QStringLiteral(" ") : text);
    // A refusal in dark red AND marked by its words ("Not here: …"): never by colour alone.
    detail_->setStyleSheet(refusal ? QStringLiteral("color:#9b1c1c;font-weight:bold;") : QString());
}

QString TurnBanner::headline() const {
    return headline_->text();
}
QString TurnBanner::instruction() const {
    return instruction_->text();
}
QString TurnBanner::detail() const {
    return detail_->text().trimmed();
}

HandOverCover::HandOverCover(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("handOverPage"));
    setAccessibleName(tr("Hand over"));
    title_ = wrapped(this, "handOverTitle");
    title_->setAlignment(Qt::AlignCenter);
    setBold(title_, 2.0);
    text_ = wrapped(this, "handOverText");
    text_->setAlignment(Qt::AlignCenter);
    button_ = new QPushButton(this);
    button_->setObjectName(QStringLiteral("handOverButton"));
    button_->setDefault(true);
    button_->setMinimumHeight(44);
    auto* col = new QVBoxLayout(this);
    col->addStretch(2);
    col->addWidget(title_);
    col->addWidget(text_);
    col->addSpacing(16);
    col->addWidget(button_, 0, Qt::AlignHCenter);
    col->addStretch(3);
    connect(button_, &QPushButton::clicked, this, &HandOverCover::confirmed);
}

void HandOverCover::setPlayer(const QString& name, const QColor& colour, const QString& before) {
    title_->setText(tr("%1’s turn").arg(name));
    const QString pass = tr("Pass the screen to %1. The other players look away: %1’s cards show "
                            "once they are ready.")
                             .arg(name);
    text_->setText(before.isEmpty() ? pass : before + QLatin1String("\n\n") + pass);
    button_->setText(tr("I am %1: show my cards").arg(name));
    setStyleSheet(colour.isValid()
                      ? QStringLiteral("#handOverPage{border-top:8px solid %1;}").arg(colour.name())
                      : QString());
    setAccessibleDescription(text_->text());
}

QString HandOverCover::text() const {
    return title_->text() + QLatin1Char(' ') + text_->text();
}
