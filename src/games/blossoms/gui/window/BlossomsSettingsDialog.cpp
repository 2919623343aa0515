#include "BlossomsSettingsDialog.h"

#include "BlossomsArt.h"
#include "BlossomsNewGameDialog.h"
#include "BlossomsSession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace blossoms;

BlossomsPreferences BlossomsPreferences::defaults() {
    BlossomsPreferences p;
    for (int i = 0; i < BlossomsNewGameDialog::kMaxSeats; ++i)
        p.names << BlossomsNewGameDialog::builtInName(i);
    return p;
}

QString BlossomsPreferences::oddsKey(Odds o) {
    switch (o) {
    case Odds::Always:
        return QStringLiteral("always");
    case Odds::Never:
        return QStringLiteral("never");
    case Odds::Children:
        break;
    }
    return QStringLiteral("children");
}

BlossomsPreferences::Odds BlossomsPreferences::oddsOf(const QString& key) {
    if (key == QLatin1String("always"))
        return Odds::Always;
    if (key == QLatin1String("never"))
        return Odds::Never;
    return Odds::Children;
}

std::vector<std::pair<int, QString>> BlossomsSettingsDialog::computerSpeeds() {
    return {{TableSession::Slow, tr("Slow")},
            {TableSession::Normal, tr("Normal")},
            {TableSession::Fast, tr("Fast")},
            {TableSession::Instant, tr("Instant")},
            {TableSession::StepByStep, tr("Step by step")}};
}

std::vector<std::pair<int, QString>> BlossomsSettingsDialog::animationSpeeds() {
    return {{1, tr("Slow")}, {2, tr("Normal")}, {3, tr("Fast")}};
}

BlossomsSettingsDialog::BlossomsSettingsDialog(const BlossomsPreferences& current, QWidget* parent)
    : ConfigureDialog(tr("Configure — Blossoms"), parent), applied_(current) {
    addPage(appearancePage(), art::typeIcon(0), tr("Appearance"));
    addPage(tablePage(), art::toolIcon(Tool::WateringCan), tr("Table"));
    addPage(computersPage(), art::toolIcon(Tool::Rake), tr("Computer players"));
    addPage(playersPage(), art::typeIcon(2), tr("Players"));
    finishPages();
    display(current);
}

QWidget* BlossomsSettingsDialog::appearancePage() {
    LanguageRows rows{};
    QWidget* w = ConfigureDialog::appearancePage(tr("Appearance"), rows);
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    language_ = rows.language;
    textSize_ = rows.textSize;
    language_->setAccessibleName(tr("Language"));
    textSize_->setAccessibleName(tr("Text size"));
    l->addWidget(note(tr("Every flower has a drawing and a corner sign of its own besides its "
                         "colour, and every token its player's initial: no colour needs telling "
                         "apart."),
                      w));
    l->addStretch(1);
    return w;
}

QWidget* BlossomsSettingsDialog::tablePage() {
    QWidget* w = page(tr("Table"), {});
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    animations_ = new QCheckBox(tr("Show the &draw: the card flies to its pot"), w);
    animations_->setObjectName(QStringLiteral("animationsChoice"));
    animations_->setAccessibleName(tr("Show the draw"));
    animations_->setToolTip(tr("Also in View ▸ Animations"));
    l->addWidget(animations_);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    animationSpeed_ = new QComboBox(w);
    animationSpeed_->setObjectName(QStringLiteral("animationSpeedChoice"));
    animationSpeed_->setAccessibleName(tr("Speed of the draw"));
    for (const auto& [value, name] : animationSpeeds())
        animationSpeed_->addItem(name, value);
    form->addRow(tr("Its s&peed:"), animationSpeed_);
    l->addLayout(form);
    l->addWidget(note(tr("Off, a draw's result shows at once; the log and the status bar tell it "
                         "either way."),
                      w));
    l->addSpacing(8);
    auto* oddsForm = new QFormLayout;
    oddsForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    odds_ = new QComboBox(w);
    odds_->setObjectName(QStringLiteral("oddsDefaultChoice"));
    odds_->setAccessibleName(tr("The odds a new game proposes"));
    odds_->addItem(tr("In the children’s game"),
                   static_cast<int>(BlossomsPreferences::Odds::Children));
    odds_->addItem(tr("In every game"), static_cast<int>(BlossomsPreferences::Odds::Always));
    odds_->addItem(tr("Never"), static_cast<int>(BlossomsPreferences::Odds::Never));
    oddsForm->addRow(tr("Show the &odds:"), odds_);
    l->addLayout(oddsForm);
    l->addWidget(note(tr("Before each Growth, the chance that the next card brings bad luck or "
                         "kills a flower, counted over the cards the player has not seen. A new "
                         "game proposes it as chosen here; the new-game dialog may still change "
                         "it for that game."),
                      w));
    l->addStretch(1);
    connect(animations_, &QCheckBox::toggled, this, &BlossomsSettingsDialog::changed);
    connect(animationSpeed_, &QComboBox::currentIndexChanged, this,
            &BlossomsSettingsDialog::changed);
    connect(odds_, &QComboBox::currentIndexChanged, this, &BlossomsSettingsDialog::changed);
    return w;
}

QWidget* BlossomsSettingsDialog::computersPage() {
    QWidget* w = page(tr("Computer players"),
                      tr("How fast the turns of the seats the computer plays are shown. Step by "
                         "step waits for Next (N) after each step."));
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    computerSpeed_ = new QComboBox(w);
    computerSpeed_->setObjectName(QStringLiteral("computerSpeedChoice"));
    computerSpeed_->setAccessibleName(tr("The computer players’ speed"));
    for (const auto& [value, name] : computerSpeeds())
        computerSpeed_->addItem(name, value);
    computerSpeed_->setToolTip(tr("Also in View ▸ Computer players’ speed"));
    form->addRow(tr("The c&omputer players’ speed:"), computerSpeed_);
    l->addLayout(form);
    l->addStretch(1);
    connect(computerSpeed_, &QComboBox::currentIndexChanged, this,
            &BlossomsSettingsDialog::changed);
    return w;
}

QWidget* BlossomsSettingsDialog::playersPage() {
    PlayerRows rows =
        playerRows(BlossomsNewGameDialog::kMaxSeats, BlossomsNewGameDialog::kMaxNameLength);
    names_ = rows.names;
    for (std::size_t i = 0; i < names_.size(); ++i)
        names_[i]->setAccessibleName(tr("Name of player %1").arg(i + 1));
    auto* l = static_cast<QVBoxLayout*>(rows.page->layout());
    l->addWidget(note(tr("Every seat needs a name of its own; its first letter is on the "
                         "player's tokens."),
                      rows.page));
    l->addStretch(1);
    return rows.page;
}

void BlossomsSettingsDialog::display(const BlossomsPreferences& p, int only) {
    setShowing(true);
    const auto on = [only](Page page) { return only < 0 || only == page; };
    if (on(Appearance)) {
        choose(language_, p.language);
        choose(textSize_, p.textSize);
    }
    if (on(Table)) {
        animations_->setChecked(p.animations);
        choose(animationSpeed_, p.animationSpeed);
        choose(odds_, static_cast<int>(p.odds));
    }
    if (on(Computers))
        choose(computerSpeed_, p.computerSpeed);
    if (on(Players))
        for (std::size_t i = 0; i < names_.size(); ++i)
            names_[i]->setText(p.names.value(static_cast<qsizetype>(i)));
    setShowing(false);
    changed();
}

BlossomsPreferences BlossomsSettingsDialog::preferences() const {
    BlossomsPreferences p;
    p.language = language_->currentData().toString();
    p.textSize = textSize_->currentData().toInt();
    p.animations = animations_->isChecked();
    p.animationSpeed = animationSpeed_->currentData().toInt();
    p.odds = static_cast<BlossomsPreferences::Odds>(odds_->currentData().toInt());
    p.computerSpeed = computerSpeed_->currentData().toInt();
    for (const QLineEdit* n : names_)
        p.names << n->text().trimmed();
    return p;
}

QString BlossomsSettingsDialog::problem() const {
    return BlossomsSession::nameProblem(preferences().names);
}

bool BlossomsSettingsDialog::pending() const {
    return preferences() != applied_;
}

void BlossomsSettingsDialog::commit() {
    applied_ = preferences();
    emit applied(applied_);
}

void BlossomsSettingsDialog::restoreDefaults(int page) {
    display(BlossomsPreferences::defaults(), page);
}

void BlossomsSettingsDialog::updateWidgets() {
    animationSpeed_->setEnabled(animations_->isChecked());
}

void BlossomsSettingsDialog::follow(const BlossomsPreferences& now) {
    // What the widgets show of the old values takes the new ones; an edit not applied stays.
    BlossomsPreferences shown = preferences();
    const BlossomsPreferences& was = applied_;
    takeIfUnedited(shown.language, was.language, now.language);
    takeIfUnedited(shown.textSize, was.textSize, now.textSize);
    takeIfUnedited(shown.animations, was.animations, now.animations);
    takeIfUnedited(shown.animationSpeed, was.animationSpeed, now.animationSpeed);
    takeIfUnedited(shown.odds, was.odds, now.odds);
    takeIfUnedited(shown.computerSpeed, was.computerSpeed, now.computerSpeed);
    takeIfUnedited(shown.names, was.names, now.names);
    applied_ = now;
    display(shown);
}
