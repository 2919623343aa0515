#include "HandOverPage.h"

#include "PlayerBadge.h"

#include <QBoxLayout>
#include <QLabel>
#include <QPushButton>

HandOverPage::HandOverPage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("handOverPage"));
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, QColor(0xcf, 0xdb, 0xe6));
    setPalette(p);
    auto* l = new QVBoxLayout(this);
    l->addStretch(2);
    auto* icon = new QLabel(this);
    icon->setPixmap(art::pixmap(QStringLiteral("frosted-blooms"), 120));
    icon->setAlignment(Qt::AlignCenter);
    l->addWidget(icon);
    // Whose seat it is: their badge (shape, colour, initial), not their colour alone.
    badge_ = new PlayerBadge(art::playerColour({}), art::BadgeShape::Circle, QString(), 64, this);
    badge_->setObjectName(QStringLiteral("handOverBadge"));
    l->addWidget(badge_, 0, Qt::AlignHCenter);
    title_ = new QLabel(this);
    title_->setAlignment(Qt::AlignCenter);
    title_->setStyleSheet(QStringLiteral("font-size: 40px; font-weight: bold; color: #2f3b48;"));
    l->addWidget(title_);
    text_ = new QLabel(this);
    text_->setAlignment(Qt::AlignCenter);
    text_->setWordWrap(true);
    text_->setStyleSheet(QStringLiteral("font-size: 16px; color: #2f3b48;"));
    l->addWidget(text_);
    button_ = new QPushButton(this);
    button_->setObjectName(QStringLiteral("handOverButton"));
    button_->setStyleSheet(QStringLiteral("font-size: 20px; padding: 12px 28px;"));
    button_->setDefault(true);
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(button_);
    row->addStretch();
    l->addLayout(row);
    l->addStretch(3);
    connect(button_, &QPushButton::clicked, this, &HandOverPage::confirmed);
}

void HandOverPage::showFor(const QString& name, const QColor& colour, art::BadgeShape shape,
                           const QString& lastTurn) {
    badge_->set(colour, shape, name.left(1).toUpper());
    title_->setText(tr("Pass to %1").arg(name));
    text_->setText(tr("Hands are private. %1, take the seat; your cards are shown when you "
                      "confirm.<br><br><i>Last turn:</i> %2")
                       .arg(name.toHtmlEscaped(), lastTurn.toHtmlEscaped()));
    button_->setText(tr("I'm %1 — show my hand").arg(name));
    // A screen reader, on the button that has the focus: whose turn, and the last turn.
    const QString said =
        lastTurn.isEmpty() ? title_->text() : tr("%1. Last turn: %2").arg(title_->text(), lastTurn);
    setAccessibleName(title_->text());
    button_->setAccessibleDescription(said);
}

QString HandOverPage::title() const {
    return title_->text();
}
