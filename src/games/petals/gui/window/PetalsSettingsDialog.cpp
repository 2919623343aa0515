#include "PetalsSettingsDialog.h"

#include "CardArt.h"
#include "PetalsNewGameDialog.h"
#include "PetalsSession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace petals;

PetalsPreferences PetalsPreferences::defaults() {
    PetalsPreferences p;
    for (int i = 0; i < PetalsNewGameDialog::kMaxSeats; ++i)
        p.names << PetalsNewGameDialog::builtInName(i);
    return p;
}

std::vector<std::pair<int, QString>> PetalsSettingsDialog::speeds() {
    return {{TableSession::Slow, tr("Slow")},
            {TableSession::Normal, tr("Normal")},
            {TableSession::Fast, tr("Fast")},
            {TableSession::Instant, tr("Instant")},
            {TableSession::StepByStep, tr("Step by step")}};
}

PetalsSettingsDialog::PetalsSettingsDialog(const PetalsPreferences& current, QWidget* parent)
    : ConfigureDialog(tr("Configure — Petals"), parent), applied_(current) {
    addPage(appearancePage(), art::elementIcon(Element::Air), tr("Appearance"));
    addPage(tablePage(), art::elementIcon(Element::Earth), tr("Table"));
    addPage(computersPage(), art::elementIcon(Element::Fire), tr("Computer players"));
    addPage(playersPage(), art::elementIcon(Element::Water), tr("Players"));
    finishPages();
    display(current);
}

QWidget* PetalsSettingsDialog::appearancePage() {
    LanguageRows rows{};
    QWidget* w = ConfigureDialog::appearancePage(tr("Appearance"), rows);
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    language_ = rows.language;
    textSize_ = rows.textSize;
    l->addWidget(note(tr("Every element has a shape as well as a colour (flames, clouds, leaves, "
                         "drops) and every cube a shape and an initial: no colour needs telling "
                         "apart."),
                      w));
    l->addStretch(1);
    return w;
}

QWidget* PetalsSettingsDialog::tablePage() {
    QWidget* w = page(tr("Table"), {});
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    confirm_ = new QCheckBox(tr("Place a card with a &second click"), w);
    confirm_->setObjectName(QStringLiteral("confirmPlacementChoice"));
    l->addWidget(confirm_);
    l->addWidget(
        note(tr("The first click on a cell shows the card there with the points each "
                "side gives; a second click on the same cell places it. For small hands "
                "and touchpads: a card placed cannot be taken back once the turn is over."),
             w));
    l->addStretch(1);
    connect(confirm_, &QCheckBox::toggled, this, &PetalsSettingsDialog::changed);
    return w;
}

QWidget* PetalsSettingsDialog::computersPage() {
    QWidget* w = page(tr("Computer players"),
                      tr("How fast the turns of the seats the computer plays are shown. Step by "
                         "step waits for Next (N) after each step."));
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    speed_ = new QComboBox(w);
    speed_->setObjectName(QStringLiteral("computerSpeedChoice"));
    for (const auto& [value, name] : speeds())
        speed_->addItem(name, value);
    speed_->setToolTip(tr("Also in View ▸ Computer players' speed"));
    form->addRow(tr("The c&omputer players' speed:"), speed_);
    l->addLayout(form);
    l->addStretch(1);
    connect(speed_, &QComboBox::currentIndexChanged, this, &PetalsSettingsDialog::changed);
    return w;
}

QWidget* PetalsSettingsDialog::playersPage() {
    PlayerRows rows =
        playerRows(PetalsNewGameDialog::kMaxSeats, PetalsNewGameDialog::kMaxNameLength);
    names_ = rows.names;
    auto* l = static_cast<QVBoxLayout*>(rows.page->layout());
    l->addWidget(note(tr("Every seat needs a name of its own."), rows.page));
    l->addStretch(1);
    return rows.page;
}

void PetalsSettingsDialog::display(const PetalsPreferences& p, int only) {
    setShowing(true);
    const auto on = [only](Page page) { return only < 0 || only == page; };
    if (on(Appearance)) {
        choose(language_, p.language);
        choose(textSize_, p.textSize);
    }
    if (on(Table))
        confirm_->setChecked(p.confirmPlacement);
    if (on(Computers))
        choose(speed_, p.computerSpeed);
    if (on(Players))
        for (std::size_t i = 0; i < names_.size(); ++i)
            names_[i]->setText(p.names.value(static_cast<qsizetype>(i)));
    setShowing(false);
    changed();
}

PetalsPreferences PetalsSettingsDialog::preferences() const {
    PetalsPreferences p;
    p.language = language_->currentData().toString();
    p.textSize = textSize_->currentData().toInt();
    p.confirmPlacement = confirm_->isChecked();
    p.computerSpeed = speed_->currentData().toInt();
    for (const QLineEdit* n : names_)
        p.names << n->text().trimmed();
    return p;
}

QString PetalsSettingsDialog::problem() const {
    return PetalsSession::nameProblem(preferences().names);
}

bool PetalsSettingsDialog::pending() const {
    return preferences() != applied_;
}

void PetalsSettingsDialog::commit() {
    applied_ = preferences();
    emit applied(applied_);
}

void PetalsSettingsDialog::restoreDefaults(int page) {
    PetalsPreferences d = PetalsPreferences::defaults();
    display(d, page);
}

void PetalsSettingsDialog::follow(const PetalsPreferences& now) {
    // What the widgets show of the old values takes the new ones; an edit not applied stays.
    PetalsPreferences shown = preferences();
    const PetalsPreferences& was = applied_;
    takeIfUnedited(shown.language, was.language, now.language);
    takeIfUnedited(shown.textSize, was.textSize, now.textSize);
    takeIfUnedited(shown.confirmPlacement, was.confirmPlacement, now.confirmPlacement);
    takeIfUnedited(shown.computerSpeed, was.computerSpeed, now.computerSpeed);
    takeIfUnedited(shown.names, was.names, now.names);
    applied_ = now;
    display(shown);
}
