#include "FirstGameChoice.h"

#include "GameChoice.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

FirstGameChoice::FirstGameChoice(const QString& current, QWidget* parent)
    : QDialog(parent), choice_(new GameChoice(current, this)), chosen_(current) {
    setObjectName(QStringLiteral("firstGameChoice"));
    setWindowTitle(
        tr("Welcome")); // the program's name is a game's: none is named before the choice
    auto* layout = new QVBoxLayout(this);
    auto* question = new QLabel(tr("Which game would you like to play?"), this);
    QFont big = question->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    question->setFont(big);
    layout->addWidget(question);
    auto* hint = new QLabel(tr("You can change the game whenever you start a new one."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    choice_->setAccessibleName(question->text());
    layout->addWidget(choice_);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* play = buttons->addButton(tr("&Play"), QDialogButtonBox::AcceptRole);
    play->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        chosen_ = choice_->current();
        accept();
    });
    // A card clicked (or Space / Return on it) chooses at once.
    connect(choice_, &GameChoice::chosen, this, [this](const QString& id) {
        chosen_ = id;
        accept();
    });
    if (GameCard* c = choice_->card(current))
        c->setFocus(Qt::OtherFocusReason);
}

QString FirstGameChoice::ask(QWidget* parent, const QString& current) {
    FirstGameChoice d(current, parent);
    if (d.exec() != QDialog::Accepted)
        return current;
    return d.chosen();
}
