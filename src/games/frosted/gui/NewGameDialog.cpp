#include "NewGameDialog.h"

#include "Art.h"
#include "GameChoice.h"
#include "Language.h"
#include "Words.h"

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
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace {
// The colour's badge: its shape filled with it (a player is not told by colour alone).
QIcon swatch(const QString& colour) {
    QIcon icon;
    for (qreal dpr : {1.0, 2.0})
        icon.addPixmap(art::playerBadge(art::playerColour(colour), art::playerShape(colour),
                                        QString(), 18, dpr));
    return icon;
}

using seatdefaults::containsName;
} // namespace

NewGameDialog::NewGameDialog(const NewGameOptions& last, const frosted::ComponentSet& components,
                             QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("New game — Frosted Blooms"));
    setObjectName(QStringLiteral("newGameDialog"));
    colours_ = seatdefaults::colourKeys(components);
    proposed_ = seatdefaults::fromSettings(colours_);
    // As many seats as the data has starting tiles and seat coins for.
    const int seats =
        std::max<int>(2, static_cast<int>(std::min(components.startingTiles.size(),
                                                   components.rules.seatCoins.size())));
    auto* l = new QVBoxLayout(this);
    if (gamechoice::hasChoice()) {
        // Issue 34: the game first; another one is set up in its own window.
        auto* game = new GameChoice(QStringLiteral("frosted-blooms"), this);
        l->addWidget(game);
        connect(game, &GameChoice::chosen, this, [this](const QString& id) {
            if (id == QLatin1String("frosted-blooms") || !gamechoice::requestSwitch(id))
                return;
            switchTo_ = id;
            reject();
        });
    }
    auto* modeBox = new QGroupBox(tr("Who plays?"), this);
    auto* ml = new QVBoxLayout(modeBox);
    hotseat_ = new QRadioButton(tr("Hotseat: 2–%1 players share this screen").arg(seats), modeBox);
    solo_ = new QRadioButton(tr("Solo: one player against the Master Gardener"), modeBox);
    hotseat_->setObjectName(QStringLiteral("hotseatRadio"));
    solo_->setObjectName(QStringLiteral("soloRadio"));
    ml->addWidget(hotseat_);
    ml->addWidget(solo_);
    l->addWidget(modeBox);

    auto* playersBox = new QGroupBox(tr("Players (table order)"), this);
    auto* grid = new QGridLayout(playersBox);
    countLabel_ = new QLabel(tr("Number of players:"), playersBox);
    grid->addWidget(countLabel_, 0, 0);
    count_ = new QSpinBox(playersBox);
    countLabel_->setBuddy(count_); // a screen reader names the field by its label
    count_->setRange(2, seats);
    count_->setObjectName(QStringLiteral("playerCount"));
    grid->addWidget(count_, 0, 1);
    soloCount_ = new QLabel(tr("1 player against the Master Gardener"), playersBox);
    soloCount_->setObjectName(QStringLiteral("soloPlayerCount"));
    grid->addWidget(soloCount_, 0, 0, 1, 4);
    QStringList usedNames, usedColours;
    for (int i = 0; i < seats; ++i) {
        auto* label = new QLabel(tr("Player %1").arg(i + 1), playersBox);
        auto* name = new QLineEdit(playersBox);
        name->setObjectName(QStringLiteral("name%1").arg(i));
        name->setMaxLength(20);
        auto* colour = new QComboBox(playersBox);
        colour->setObjectName(QStringLiteral("colour%1").arg(i));
        colour->setIconSize(QSize(18, 18));
        for (const QString& c : colours_)
            colour->addItem(swatch(c), art::colourName(c), c); // shown translated, kept as data
        // Who plays the seat: a person at the table, or the computer at a level (docs/ai.md).
        auto* by = new QComboBox(playersBox);
        by->setObjectName(QStringLiteral("playedBy%1").arg(i));
        by->addItem(tr("Person"), QString());
        by->addItem(tr("Computer — easy"), QStringLiteral("easy"));
        by->addItem(tr("Computer — medium"), QStringLiteral("medium"));
        by->addItem(tr("Computer — hard"), QStringLiteral("hard"));
        by->setToolTip(tr("Who plays this seat: a person at the table, or the computer "
                          "(easy for children and first games, medium a solid club player, "
                          "hard a strong opponent)."));
        if (i < last.computers.size())
            by->setCurrentIndex(std::max(0, by->findData(last.computers[i])));
        label->setBuddy(name);
        colour->setAccessibleName(tr("Colour of player %1").arg(i + 1));
        by->setAccessibleName(tr("Who plays for player %1").arg(i + 1));
        grid->addWidget(label, i + 1, 0);
        grid->addWidget(name, i + 1, 1);
        grid->addWidget(colour, i + 1, 2);
        grid->addWidget(by, i + 1, 3);
        playedBy_.push_back(by);
        // The last game's players; rows beyond them get their seat's default player, or a name
        // and a colour no row above has (after a solo game as Ben/blue the second row is not
        // Ben/blue again).
        const bool known = i < last.names.size() && !last.names[i].trimmed().isEmpty();
        QString n = known ? last.names[i] : QString();
        if (!known) {
            for (const QString& d : nameCandidates(i))
                if (!containsName(usedNames, d)) {
                    n = d;
                    break;
                }
            if (n.isEmpty())
                n = tr("Player %1").arg(i + 1);
        }
        int ci = known && i < last.colours.size() ? colour->findData(last.colours[i]) : -1;
        if (ci < 0 || usedColours.contains(colour->itemData(ci).toString()))
            for (const QString& c : colourCandidates(i))
                if (!usedColours.contains(c) && colour->findData(c) >= 0) {
                    ci = colour->findData(c);
                    break;
                }
        name->setText(n);
        name->setPlaceholderText(n);
        colour->setCurrentIndex(std::max(0, ci));
        usedNames << n.trimmed();
        usedColours << colour->currentData().toString();
        defaults_ << n.trimmed();
        // The last game's names are defaults too: only what is typed or chosen here is kept.
        nameSet_.push_back(false);
        colourSet_.push_back(false);
        connect(name, &QLineEdit::textEdited, this,
                [this, i] { nameSet_[static_cast<std::size_t>(i)] = true; });
        connect(colour, &QComboBox::activated, this,
                [this, i] { colourSet_[static_cast<std::size_t>(i)] = true; });
        labels_.push_back(label);
        names_.push_back(name);
        colourBoxes_.push_back(colour);
    }
    l->addWidget(playersBox);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("nameProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }"));
    l->addWidget(problem_);

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

    // Its own button, not the standard OK: a language change would rename that one "OK".
    auto* bb = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    ok_ = bb->addButton(tr("Start the game"), QDialogButtonBox::AcceptRole);
    ok_->setDefault(true);
    ok_->setObjectName(QStringLiteral("startButton"));
    connect(bb, &QDialogButtonBox::accepted, this, [this] {
        if (problem().isEmpty())
            accept();
    });
    connect(bb, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(bb);

    (last.solo ? solo_ : hotseat_)->setChecked(true);
    count_->setValue(last.solo ? 2 : std::clamp(static_cast<int>(last.names.size()), 2, seats));
    connect(hotseat_, &QRadioButton::toggled, this, [this] {
        fillDefaults();
        updateRows();
    });
    connect(count_, &QSpinBox::valueChanged, this, [this] {
        fillDefaults();
        updateRows();
    });
    for (auto* n : names_)
        connect(n, &QLineEdit::textChanged, this, &NewGameDialog::updateRows);
    for (auto* b : colourBoxes_)
        connect(b, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateRows);
    updateRows();
}

QString NewGameDialog::defaultName(int row) const {
    return defaults_.value(row);
}

QStringList NewGameDialog::nameCandidates(int row) const {
    QStringList out;
    if (row < proposed_.size())
        out << proposed_[row].name;
    for (const SeatDefault& d : proposed_)
        out << d.name;
    out << seatdefaults::names();
    return out;
}

QStringList NewGameDialog::colourCandidates(int row) const {
    QStringList out;
    if (row < proposed_.size())
        out << proposed_[row].colour;
    for (const SeatDefault& d : proposed_)
        out << d.colour;
    return out << colours_;
}

QStringList NewGameDialog::names() const {
    const int n = solo_->isChecked() ? 1 : count_->value();
    QStringList out;
    for (int i = 0; i < n; ++i) {
        const QString name = names_[static_cast<std::size_t>(i)]->text().trimmed();
        out << (name.isEmpty() ? defaultName(i) : name);
    }
    return out;
}

QStringList NewGameDialog::colours() const {
    const int n = solo_->isChecked() ? 1 : count_->value();
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << colourBoxes_[static_cast<std::size_t>(i)]->currentData().toString();
    return out;
}

QString NewGameDialog::colourProblem(const QStringList& colours) {
    for (int i = 0; i < colours.size(); ++i)
        for (int j = 0; j < i; ++j)
            if (colours[i] == colours[j])
                return tr("Players %1 and %2 both play %3: every player needs a colour of their "
                          "own.")
                    .arg(j + 1)
                    .arg(i + 1)
                    .arg(art::colourName(colours[i]));
    return {};
}

QString NewGameDialog::problem() const {
    const QString names = GameController::nameProblem(this->names(), solo_->isChecked());
    return names.isEmpty() ? colourProblem(colours()) : names;
}

void NewGameDialog::fillDefaults() {
    const int n = solo_->isChecked() ? 1 : count_->value();
    QStringList usedNames, usedColours;
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        QLineEdit* name = names_[k];
        QComboBox* colour = colourBoxes_[k];
        const QString mine = name->text().trimmed();
        if (!nameSet_[k] && (mine.isEmpty() || containsName(usedNames, mine))) {
            QString fresh;
            for (const QString& d : nameCandidates(i))
                if (!containsName(usedNames, d)) {
                    bool later = false; // a name a row below was given by the player
                    for (int j = i + 1; j < n; ++j)
                        later =
                            later || (nameSet_[static_cast<std::size_t>(j)] &&
                                      names_[static_cast<std::size_t>(j)]->text().trimmed().compare(
                                          d, Qt::CaseInsensitive) == 0);
                    if (!later) {
                        fresh = d;
                        break;
                    }
                }
            if (fresh.isEmpty())
                fresh = tr("Player %1").arg(i + 1);
            name->setText(fresh);
            name->setPlaceholderText(fresh);
            defaults_[i] = fresh;
        }
        usedNames << name->text().trimmed();
        const QString c = colour->currentData().toString();
        if (!colourSet_[k] && usedColours.contains(c))
            for (const QString& free : colourCandidates(i))
                if (colours_.contains(free) && !usedColours.contains(free)) {
                    colour->setCurrentIndex(colour->findData(free));
                    break;
                }
        usedColours << colour->currentData().toString();
    }
}

NewGameOptions NewGameDialog::lastSetup() {
    QSettings s;
    NewGameOptions o;
    o.names = s.value(QStringLiteral("newGame/names")).toStringList();
    o.colours = s.value(QStringLiteral("newGame/colours")).toStringList();
    o.solo = s.value(QStringLiteral("newGame/solo"), false).toBool();
    o.computers = s.value(QStringLiteral("newGame/computers")).toStringList();
    return o;
}

void NewGameDialog::rememberSetup(const NewGameOptions& o) {
    QSettings s;
    s.setValue(QStringLiteral("newGame/names"), o.names);
    s.setValue(QStringLiteral("newGame/colours"), o.colours);
    s.setValue(QStringLiteral("newGame/solo"), o.solo);
    s.setValue(QStringLiteral("newGame/computers"), o.computers);
}

bool NewGameDialog::realGame(const GameController& c) {
    return c.hasGame() && !c.guide() && !c.guidedGame() && !c.fullState().origin();
}

NewGameOptions NewGameDialog::proposedSetup(const GameController& c, bool useSettings) {
    if (realGame(c))
        return c.options();
    return useSettings ? lastSetup() : NewGameOptions{};
}

NewGameOptions NewGameDialog::commandLineGame(const frosted::ComponentSet& c, bool solo,
                                              int players, std::optional<quint64> seed,
                                              bool useSettings) {
    const QStringList colours = seatdefaults::colourKeys(c);
    const QList<SeatDefault> defaults =
        useSettings ? seatdefaults::fromSettings(colours) : seatdefaults::builtIn(colours);
    const int seats = std::min(static_cast<int>(colours.size()), seatdefaults::kSeats);
    const int n = solo ? 1 : std::clamp(players, 2, std::max(2, seats));
    NewGameOptions last;
    if (useSettings)
        last = lastSetup();
    const bool same = last.solo == solo && last.names.size() >= n && last.colours.size() >= n;
    NewGameOptions o;
    for (int i = 0; i < n; ++i) {
        o.names << (same ? last.names[i] : defaults[i % seatdefaults::kSeats].name);
        o.colours << (same ? last.colours[i] : defaults[i % seatdefaults::kSeats].colour);
    }
    o.solo = solo;
    o.seed = seed;
    return o;
}

void NewGameDialog::updateRows() {
    const bool solo = solo_->isChecked();
    const int n = solo ? 1 : count_->value();
    countLabel_->setVisible(!solo);
    count_->setVisible(!solo);
    soloCount_->setVisible(solo);
    for (int i = 0; i < static_cast<int>(names_.size()); ++i) {
        const auto k = static_cast<std::size_t>(i);
        labels_[k]->setVisible(i < n);
        names_[k]->setVisible(i < n);
        colourBoxes_[k]->setVisible(i < n);
        playedBy_[k]->setVisible(i < n);
    }
    labels_[0]->setText(solo ? tr("You") : tr("Player 1"));
    const QStringList shown = names();
    const int keep = start_->currentIndex();
    start_->blockSignals(true);
    start_->clear();
    if (solo) {
        start_->addItem(tr("%1 (the solo player always starts)").arg(shown.value(0)));
    } else {
        start_->addItem(tr("Random"));
        for (const QString& name : shown)
            start_->addItem(name);
        start_->setCurrentIndex(keep >= 0 && keep < start_->count() ? keep : 0);
    }
    start_->setEnabled(!solo);
    start_->blockSignals(false);
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    ok_->setEnabled(why.isEmpty());
}

NewGameOptions NewGameDialog::options() const {
    NewGameOptions o;
    o.solo = solo_->isChecked();
    o.names = names();
    o.colours = colours(); // distinct, or Start is disabled (problem())
    o.startPlayer = o.solo ? 0 : start_->currentIndex() - 1;
    for (int i = 0; i < o.names.size(); ++i)
        o.computers << playedBy_[static_cast<std::size_t>(i)]->currentData().toString();
    if (!seed_->text().isEmpty())
        o.seed = seed_->text().toULongLong();
    return o;
}
