#include "EffectPanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace petals::gui {

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

EffectPanel::EffectPanel(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("effectPanel"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Symbol pair"));
    title_ = wrapped(this, "effectTitle");
    setBold(title_, 1.1);
    text_ = wrapped(this, "effectText");
    score_ = new QPushButton(this);
    score_->setObjectName(QStringLiteral("scoreButton"));
    skip_ = new QPushButton(tr("S&kip the move"), this);
    skip_->setObjectName(QStringLiteral("skipButton"));
    cancel_ = new QPushButton(tr("&Choose another card to move"), this);
    cancel_->setObjectName(QStringLiteral("cancelMoveButton"));
    for (QPushButton* b : {score_, skip_, cancel_})
        b->setAutoDefault(true); // Enter presses the button with the focus
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(score_);
    buttons->addWidget(skip_);
    buttons->addWidget(cancel_);
    buttons->addStretch(1);
    auto* col = new QVBoxLayout(this);
    col->setContentsMargins(8, 6, 8, 6);
    col->addWidget(title_);
    col->addWidget(text_);
    col->addLayout(buttons);
    connect(score_, &QPushButton::clicked, this, &EffectPanel::scoreChosen);
    connect(skip_, &QPushButton::clicked, this, &EffectPanel::skipChosen);
    connect(cancel_, &QPushButton::clicked, this, &EffectPanel::cancelMove);
    clear();
}

void EffectPanel::ask(const QString& title, const QString& text, bool canScore, int scorePoints,
                      bool canSkip, bool moving) {
    title_->setText(title);
    text_->setText(text);
    score_->setText(tr("Sc&ore this card: +%n", nullptr, scorePoints));
    score_->setVisible(canScore);
    skip_->setVisible(canSkip);
    cancel_->setVisible(moving);
    setAccessibleDescription(title + QLatin1Char(' ') + text);
    show();
}

void EffectPanel::clear() {
    title_->clear();
    text_->clear();
    hide();
}

void EffectPanel::focusAnswer() {
    for (QPushButton* b : {score_, skip_})
        if (!b->isHidden()) {
            b->setFocus();
            return;
        }
}

QString EffectPanel::text() const {
    return title_->text() + QLatin1Char(' ') + text_->text();
}

} // namespace petals::gui
