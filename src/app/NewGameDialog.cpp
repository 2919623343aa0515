#include "NewGameDialog.h"

#include "Art.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {
const char* kColours[] = {"yellow", "blue", "pink", "green"};
const char* kNames[] = {"Ada", "Ben", "Chloé", "Dev"};

QIcon swatch(const QString& colour) {
    QPixmap pm(16, 16);
    pm.fill(art::playerColour(colour));
    return QIcon(pm);
}
} // namespace

NewGameDialog::NewGameDialog(const NewGameOptions& last, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New game — Frosted Blooms"));
    setObjectName(QStringLiteral("newGameDialog"));
    auto* l = new QVBoxLayout(this);
    auto* modeBox = new QGroupBox(tr("Who plays?"), this);
    auto* ml = new QVBoxLayout(modeBox);
    hotseat_ = new QRadioButton(tr("Hotseat: 2–4 players share this screen"), modeBox);
    solo_ = new QRadioButton(tr("Solo: one player against the Master Gardener"), modeBox);
    hotseat_->setObjectName(QStringLiteral("hotseatRadio"));
    solo_->setObjectName(QStringLiteral("soloRadio"));
    ml->addWidget(hotseat_);
    ml->addWidget(solo_);
    l->addWidget(modeBox);

    auto* playersBox = new QGroupBox(tr("Players (table order)"), this);
    auto* grid = new QGridLayout(playersBox);
    grid->addWidget(new QLabel(tr("Number of players:"), playersBox), 0, 0);
    count_ = new QSpinBox(playersBox);
    count_->setRange(2, 4);
    count_->setObjectName(QStringLiteral("playerCount"));
    grid->addWidget(count_, 0, 1);
    for (int i = 0; i < 4; ++i) {
        labels_[i] = new QLabel(tr("Player %1").arg(i + 1), playersBox);
        names_[i] = new QLineEdit(playersBox);
        names_[i]->setObjectName(QStringLiteral("name%1").arg(i));
        names_[i]->setMaxLength(20);
        colours_[i] = new QComboBox(playersBox);
        colours_[i]->setObjectName(QStringLiteral("colour%1").arg(i));
        for (const char* c : kColours)
            colours_[i]->addItem(swatch(QLatin1String(c)), QLatin1String(c), QLatin1String(c));
        grid->addWidget(labels_[i], i + 1, 0);
        grid->addWidget(names_[i], i + 1, 1);
        grid->addWidget(colours_[i], i + 1, 2);
        const bool known = i < last.names.size();
        names_[i]->setText(known ? last.names[i] : QLatin1String(kNames[i]));
        const int ci =
            known && i < last.colours.size() ? colours_[i]->findData(last.colours[i]) : -1;
        colours_[i]->setCurrentIndex(ci >= 0 ? ci : i);
    }
    l->addWidget(playersBox);

    auto* form = new QFormLayout;
    start_ = new QComboBox(this);
    start_->setObjectName(QStringLiteral("startPlayer"));
    form->addRow(tr("Start player:"), start_);
    seed_ = new QLineEdit(this);
    seed_->setObjectName(QStringLiteral("seed"));
    seed_->setPlaceholderText(tr("random — type a number for a reproducible deal"));
    seed_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{0,18}")), seed_));
    form->addRow(tr("Seed:"), seed_);
    l->addLayout(form);

    auto* bb = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    bb->button(QDialogButtonBox::Ok)->setText(tr("Start the game"));
    connect(bb, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(bb, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(bb);

    (last.solo ? solo_ : hotseat_)->setChecked(true);
    count_->setValue(last.solo ? 2 : std::clamp(static_cast<int>(last.names.size()), 2, 4));
    connect(hotseat_, &QRadioButton::toggled, this, &NewGameDialog::updateRows);
    connect(count_, &QSpinBox::valueChanged, this, &NewGameDialog::updateRows);
    for (auto* n : names_)
        connect(n, &QLineEdit::textChanged, this, &NewGameDialog::updateRows);
    updateRows();
}

void NewGameDialog::updateRows() {
    const bool solo = solo_->isChecked();
    const int n = solo ? 1 : count_->value();
    count_->setEnabled(!solo);
    for (int i = 0; i < 4; ++i) {
        labels_[i]->setVisible(i < n);
        names_[i]->setVisible(i < n);
        colours_[i]->setVisible(i < n);
    }
    labels_[0]->setText(solo ? tr("You") : tr("Player 1"));
    const int keep = start_->currentIndex();
    start_->blockSignals(true);
    start_->clear();
    if (solo) {
        start_->addItem(tr("%1 (the solo player always starts)").arg(names_[0]->text()));
    } else {
        start_->addItem(tr("Random"));
        for (int i = 0; i < n; ++i)
            start_->addItem(names_[i]->text());
        start_->setCurrentIndex(keep >= 0 && keep < start_->count() ? keep : 0);
    }
    start_->setEnabled(!solo);
    start_->blockSignals(false);
}

NewGameOptions NewGameDialog::options() const {
    NewGameOptions o;
    o.solo = solo_->isChecked();
    const int n = o.solo ? 1 : count_->value();
    QStringList used;
    for (int i = 0; i < n; ++i) {
        QString name = names_[i]->text().trimmed();
        if (name.isEmpty())
            name = QLatin1String(kNames[i]);
        o.names << name;
        // Colours must differ: a repeated colour takes the first free one.
        QString colour = colours_[i]->currentData().toString();
        if (used.contains(colour))
            for (const char* c : kColours)
                if (!used.contains(QLatin1String(c))) {
                    colour = QLatin1String(c);
                    break;
                }
        used << colour;
        o.colours << colour;
    }
    o.startPlayer = o.solo ? 0 : start_->currentIndex() - 1;
    if (!seed_->text().isEmpty())
        o.seed = seed_->text().toULongLong();
    return o;
}
