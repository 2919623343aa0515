#include "PuzzleBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

PuzzleBanner::PuzzleBanner(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("puzzleBanner"));
    setAttribute(Qt::WA_StyledBackground);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(10, 6, 10, 6);
    row->setSpacing(12);
    auto* text = new QVBoxLayout;
    text->setSpacing(2);
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("puzzleTitle"));
    title_->setTextFormat(Qt::PlainText);
    QFont f = title_->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    title_->setFont(f);
    goal_ = new QLabel(this);
    goal_->setObjectName(QStringLiteral("puzzleGoal"));
    goal_->setWordWrap(true);
    goal_->setTextFormat(Qt::PlainText);
    progress_ = new QLabel(this);
    progress_->setObjectName(QStringLiteral("puzzleProgress"));
    progress_->setWordWrap(true);
    progress_->setTextFormat(Qt::PlainText);
    text->addWidget(title_);
    text->addWidget(goal_);
    text->addWidget(progress_);
    row->addLayout(text, 1);

    auto button = [this](const QString& label, const char* name, const QString& tip) {
        auto* b = new QPushButton(label, this);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus); // the table's keys stay with the table
        return b;
    };
    hint_ = button(tr("Hint"), "puzzleHint", tr("A clue for this puzzle"));
    retry_ = button(tr("Try again"), "puzzleRetry", tr("Start this puzzle again"));
    next_ = button(tr("Next puzzle"), "puzzleNext", tr("The next puzzle of the list"));
    list_ = button(tr("Back to the list"), "puzzleList", tr("Choose another puzzle"));
    leave_ =
        button(tr("Leave the puzzle"), "puzzleLeave", tr("Back to your own game, or to a new one"));
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(6);
    for (QPushButton* b : {hint_, retry_, next_, list_, leave_})
        buttons->addWidget(b);
    row->addLayout(buttons);

    connect(hint_, &QPushButton::clicked, this, [this] {
        progress_->setText(progress_->text() + QStringLiteral("\n") +
                           tr("Hint: %1").arg(hintText_));
        hint_->setEnabled(false);
    });
    connect(retry_, &QPushButton::clicked, this, &PuzzleBanner::retryRequested);
    connect(next_, &QPushButton::clicked, this, &PuzzleBanner::nextRequested);
    connect(list_, &QPushButton::clicked, this, &PuzzleBanner::listRequested);
    connect(leave_, &QPushButton::clicked, this, &PuzzleBanner::leaveRequested);
    hide();
}

void PuzzleBanner::setTone(const QString& background, const QString& border) {
    setStyleSheet(QStringLiteral("#puzzleBanner { background: %1; border: 2px solid %2; "
                                 "border-radius: 6px; }")
                      .arg(background, border));
}

void PuzzleBanner::showGoal(const QString& title, const QString& goalText,
                            const QStringList& progress, const QString& hint) {
    const bool hintShown = !result_ && !hint_->isEnabled() && hint_->isVisible();
    result_ = false;
    setTone(QStringLiteral("#fff8e1"), QStringLiteral("#f0b429"));
    titleText_ = title;
    title_->setText(tr("Puzzle: %1").arg(title));
    goal_->setText(tr("Goal: %1").arg(goalText));
    hintText_ = hint;
    QString shown = progress.join(QStringLiteral(" · "));
    if (hintShown)
        shown += QStringLiteral("\n") + tr("Hint: %1").arg(hintText_);
    progress_->setText(shown);
    hint_->setVisible(!hint.isEmpty());
    hint_->setEnabled(!hintShown);
    retry_->setVisible(true);
    next_->setVisible(false);
    list_->setVisible(false);
    leave_->setVisible(true);
    show();
}

void PuzzleBanner::showResult(bool solved, const QStringList& lines, bool hasNext) {
    result_ = true;
    if (solved)
        setTone(QStringLiteral("#e8f5e9"), QStringLiteral("#2e7d32"));
    else
        setTone(QStringLiteral("#fff3e0"), QStringLiteral("#e65100"));
    title_->setText(solved ? tr("Solved! %1").arg(titleText_)
                           : tr("Not solved: %1").arg(titleText_));
    progress_->setText(lines.join(QLatin1Char('\n')));
    hint_->setVisible(false);
    retry_->setVisible(true);
    next_->setVisible(true);
    next_->setEnabled(hasNext);
    list_->setVisible(true);
    leave_->setVisible(true);
    show();
}
