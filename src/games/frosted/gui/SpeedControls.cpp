#include "SpeedControls.h"

#include "SettingsDialog.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>

#include <algorithm>

SpeedControls::SpeedControls(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("gardenerControls"));
    auto* grid = grid_ = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    auto row = [&](int r, QLabel*& label, QComboBox*& box, const QString& text, const QString& tip,
                   const char* name) {
        label = new QLabel(text, this);
        label->setObjectName(QString::fromLatin1(name) + QStringLiteral("Label"));
        label->setWordWrap(true);
        label->setToolTip(tip);
        box = new QComboBox(this);
        box->setObjectName(QLatin1String(name));
        SettingsDialog::addSpeeds(box);
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        box->setToolTip(tip);
        label->setBuddy(box); // a screen reader names the box by its label
        grid->addWidget(label, r, 0);
        grid->addWidget(box, r, 1);
    };
    //: beside the box of the Master Gardener's speed on the table (step by step … instant)
    row(0, gardenerLabel_, gardener_, tr("Master Gardener:"),
        tr("How fast the Master Gardener's steps are shown"), "speedCombo");
    // In a game with computer players: their own speed (Settings ▸ Configure… ▸ Computer players).
    //: beside the box of the computer players' speed on the table (step by step … instant)
    row(1, computerLabel_, computer_, tr("Computer players:"),
        tr("How fast the computer players' steps are shown"), "computerSpeedCombo");
    next_ = new QPushButton(tr("Next ▶"), this);
    next_->setObjectName(QStringLiteral("nextStepButton"));
    next_->setToolTip(tr("Show the Master Gardener's next step (Space)"));
    next_->setFocusPolicy(Qt::NoFocus);
    grid->addWidget(next_, 0, 2, 2, 1, Qt::AlignVCenter);
    grid->setColumnStretch(0, 1);
    computerLabel_->hide();
    computer_->hide();
}

void SpeedControls::showFor(bool shown, bool gardener, bool computer) {
    gardenerLabel_->setVisible(gardener);
    gardener_->setVisible(gardener);
    computerLabel_->setVisible(computer);
    computer_->setVisible(computer);
    setVisible(shown);
    placeNext();
}

void SpeedControls::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    placeNext();
}

void SpeedControls::placeNext() {
    // The narrowest row: the labels' longest word (they wrap), a whole box, then Next.
    int word = 0;
    for (QLabel* l : {gardenerLabel_, computerLabel_})
        for (const QString& w : l->text().split(QLatin1Char(' ')))
            word = std::max(word, l->fontMetrics().horizontalAdvance(w));
    const int box = std::max(gardener_->sizeHint().width(), computer_->sizeHint().width());
    const int spacing = std::max(0, grid_->horizontalSpacing());
    const bool beside = width() >= word + box + next_->sizeHint().width() + 2 * spacing;
    if (beside == nextBeside_)
        return;
    nextBeside_ = beside;
    grid_->removeWidget(next_);
    if (beside)
        grid_->addWidget(next_, 0, 2, 2, 1, Qt::AlignVCenter);
    else
        grid_->addWidget(next_, 2, 0, 1, 2, Qt::AlignRight);
}
