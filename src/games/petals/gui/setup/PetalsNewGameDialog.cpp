#include "PetalsNewGameDialog.h"

#include "CardArt.h"
#include "GameChoice.h"
#include "PetalsSession.h"
#include "TrackersView.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using petals::ai::BotKind;

namespace {

constexpr int kMinSeats = PetalsNewGameDialog::kMinSeats;
constexpr int kMaxSeats = PetalsNewGameDialog::kMaxSeats;
constexpr int kCube = 26;
const QString kPetals = QStringLiteral("petals");

// Who plays a seat, as the "who" box lists it: a person, or a computer of a level.
struct Level {
    bool computer;
    BotKind level;
};
constexpr Level kLevels[] = {{false, BotKind::Medium},
                             {true, BotKind::Easy},
                             {true, BotKind::Medium},
                             {true, BotKind::Hard}};

int levelIndex(const PetalsSeat& s) {
    if (!s.computer)
        return 0;
    switch (s.level) {
    case BotKind::Easy:
    case BotKind::Random:
        return 1;
    case BotKind::Hard:
        return 3;
    default:
        return 2;
    }
}

petals::Card card(const char* id, std::array<petals::HalfFlower, 4> edges) {
    petals::Card c;
    c.id = id;
    c.edges = edges;
    return c;
}

} // namespace

QPixmap petals::gui::gamePicture(QSize size) {
    using petals::Element;
    using H = petals::HalfFlower;
    QPixmap pm(size);
    pm.fill(petals::art::tableColour());
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    // Two cards side by side: the Water halves on their touching edges make one whole flower,
    // the first pair a player scores (R-PE-MATCH).
    const petals::Card a = card("C01", {H{Element::Fire, 3}, H{Element::Water, 1},
                                        H{Element::Earth, 2}, H{Element::Air, 1}});
    const petals::Card b = card("C05", {H{Element::Air, 0, Element::Air}, H{Element::Earth, 1},
                                        H{Element::Fire, 2}, H{Element::Water, 2}});
    const qreal s = std::min(size.height() * 0.86, size.width() * 0.45);
    const QPointF o((size.width() - 2 * s) / 2, (size.height() - s) / 2);
    petals::art::drawCard(p, QRectF(o.x(), o.y(), s, s), a, 0);
    petals::art::drawCard(p, QRectF(o.x() + s, o.y(), s, s), b, 0);
    return pm;
}

PetalsNewGameDialog::PetalsNewGameDialog(const petals::ComponentSet& components,
                                         const PetalsSetup& initial, QWidget* parent)
    : QDialog(parent), components_(components) {
    setWindowTitle(tr("New game — Petals"));
    setObjectName(QStringLiteral("petalsNewGameDialog"));
    auto* l = new QVBoxLayout(this);
    if (gamechoice::hasChoice())
        addChoice(l);
    addSeats(l);
    addScoring(l);
    addMore(l);
    addButtons(l);
    propose(initial);
}

void PetalsNewGameDialog::addChoice(QVBoxLayout* l) {
    // The game first; another one is set up in its own window.
    auto* game = new GameChoice(kPetals, this);
    game->setAccessibleName(tr("Game"));
    game->setAccessibleDescription(
        tr("The game to play. Choose another game to set it up in its own window."));
    l->addWidget(game);
    connect(game, &GameChoice::chosen, this, [this](const QString& id) {
        if (id == kPetals || !gamechoice::requestSwitch(id))
            return;
        switchTo_ = id;
        reject();
    });
}

void PetalsNewGameDialog::addSeats(QVBoxLayout* l) {
    auto* seats = new QGroupBox(tr("Players (in the order of the table)"), this);
    auto* grid = new QGridLayout(seats);
    grid->setColumnStretch(2, 1);
    auto* countLabel = new QLabel(tr("Number of players:"), seats);
    count_ = new QSpinBox(seats);
    count_->setObjectName(QStringLiteral("playerCount"));
    count_->setRange(kMinSeats, kMaxSeats);
    countLabel->setBuddy(count_);
    grid->addWidget(countLabel, 0, 0, 1, 2);
    grid->addWidget(count_, 0, 2, Qt::AlignLeft);
    for (int i = 0; i < kMaxSeats; ++i)
        addRow(i, grid);
    l->addWidget(seats);

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("nameProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }"));
    l->addWidget(problem_);
}

void PetalsNewGameDialog::addScoring(QVBoxLayout* l) {
    // R-PE-WIN, R-PE-HARM: what the variant changes is who wins, nothing of the play.
    auto* scoring = new QGroupBox(tr("Scoring"), this);
    auto* sl = new QVBoxLayout(scoring);
    standard_ = new QRadioButton(tr("Standard: the highest total of your two lowest trackers wins"),
                                 scoring);
    harmony_ = new QRadioButton(
        tr("Harmony: the smallest gap between your highest and lowest tracker wins"), scoring);
    standard_->setObjectName(QStringLiteral("standardVariant"));
    harmony_->setObjectName(QStringLiteral("harmonyVariant"));
    auto* either = new QLabel(tr("Either way the play is the same, and only a player who wins at "
                                 "least one tracker can win."),
                              scoring);
    either->setWordWrap(true);
    sl->addWidget(standard_);
    sl->addWidget(harmony_);
    sl->addWidget(either);
    l->addWidget(scoring);
}

void PetalsNewGameDialog::addMore(QVBoxLayout* l) {
    auto* more = new QHBoxLayout;
    auto* firstLabel = new QLabel(tr("First player:"), this);
    first_ = new QComboBox(this);
    first_->setObjectName(QStringLiteral("firstPlayer"));
    firstLabel->setBuddy(first_);
    auto* seedLabel = new QLabel(tr("Seed:"), this);
    seed_ = new QLineEdit(this);
    seed_->setObjectName(QStringLiteral("seed"));
    seed_->setPlaceholderText(tr("random — type a number for a reproducible deal"));
    seed_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{0,18}")), seed_));
    seedLabel->setBuddy(seed_);
    more->addWidget(firstLabel);
    more->addWidget(first_);
    more->addSpacing(16);
    more->addWidget(seedLabel);
    more->addWidget(seed_, 1);
    l->addLayout(more);
}

void PetalsNewGameDialog::addButtons(QVBoxLayout* l) {
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
}

void PetalsNewGameDialog::propose(const PetalsSetup& initial) {
    // The setup proposed.
    const int n = std::clamp(static_cast<int>(initial.seats.size()), kMinSeats, kMaxSeats);
    count_->setValue(n);
    for (int i = 0; i < kMaxSeats; ++i) {
        const Row& r = rows_[static_cast<std::size_t>(i)];
        const bool known = i < initial.seats.size() && !initial.seats[i].name.trimmed().isEmpty();
        r.name->setText(known ? initial.seats[i].name : defaultName(i));
        r.by->setCurrentIndex(i < initial.seats.size() ? levelIndex(initial.seats[i]) : 0);
    }
    (initial.variant == petals::Variant::Harmony ? harmony_ : standard_)->setChecked(true);
    if (initial.seed)
        seed_->setText(QString::number(*initial.seed));
    connect(count_, &QSpinBox::valueChanged, this, &PetalsNewGameDialog::update);
    update();
    if (initial.startPlayer >= 0 && initial.startPlayer < n)
        first_->setCurrentIndex(initial.startPlayer + 1);
}

void PetalsNewGameDialog::addRow(int i, QGridLayout* grid) {
    QWidget* box = grid->parentWidget();
    Row r;
    r.cube = new QLabel(box);
    r.cube->setFixedSize(kCube, kCube);
    r.label = new QLabel(tr("Player %1").arg(i + 1), box);
    r.name = new QLineEdit(box);
    r.name->setObjectName(QStringLiteral("name%1").arg(i));
    r.name->setMaxLength(kMaxNameLength);
    r.label->setBuddy(r.name); // a screen reader names the field by its label
    // Who plays the seat: a person at the table, or the computer at a level (docs/ai.md).
    r.by = new QComboBox(box);
    r.by->setObjectName(QStringLiteral("playedBy%1").arg(i));
    r.by->addItem(tr("Person"));
    r.by->addItem(tr("Computer — easy"));
    r.by->addItem(tr("Computer — medium"));
    r.by->addItem(tr("Computer — hard"));
    r.by->setAccessibleName(tr("Who plays for player %1").arg(i + 1));
    r.by->setToolTip(tr("Who plays this seat: a person at the table, or the computer (easy for "
                        "children and first games, medium a solid player, hard a strong "
                        "opponent)."));
    grid->addWidget(r.cube, i + 1, 0);
    grid->addWidget(r.label, i + 1, 1);
    grid->addWidget(r.name, i + 1, 2);
    grid->addWidget(r.by, i + 1, 3);
    connect(r.name, &QLineEdit::textChanged, this, &PetalsNewGameDialog::update);
    rows_.push_back(r);
}

QString PetalsNewGameDialog::colourName(const std::string& key) {
    if (key == "green")
        return tr("green");
    if (key == "purple")
        return tr("purple");
    if (key == "pink")
        return tr("pink");
    if (key == "orange")
        return tr("orange");
    if (key == "black")
        return tr("black");
    return QString::fromStdString(key);
}

QString PetalsNewGameDialog::shapeName(int shape) {
    switch (shape % 5) {
    case 0:
        return tr("circle");
    case 1:
        return tr("square");
    case 2:
        return tr("triangle");
    case 3:
        return tr("diamond");
    default:
        return tr("hexagon");
    }
}

void PetalsNewGameDialog::drawCube(int i) {
    const Row& r = rows_[static_cast<std::size_t>(i)];
    const qreal dpr = devicePixelRatioF();
    QPixmap pm(QSize(kCube, kCube) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        // The seat's colour at its place in the list and its shape (TrackersView: seatShape).
        petals::gui::drawCube(p, QRectF(1, 1, kCube - 2, kCube - 2),
                              petals::gui::cubeColour(components_, i), i % 5,
                              petals::gui::cubeInitials(names()).value(i), true);
    }
    r.cube->setPixmap(pm);
    const auto& keys = components_.rules.cubeColours;
    const QString colour = i < static_cast<int>(keys.size())
                               ? colourName(keys[static_cast<std::size_t>(i)])
                               : QString::number(i + 1);
    const QString cube =
        tr("%1 %2", "a cube: its colour, then its shape").arg(colour, shapeName(i));
    r.cube->setAccessibleName(tr("Cube of player %1: %2").arg(i + 1).arg(cube));
    r.cube->setToolTip(tr("Player %1 plays the %2 cube.").arg(i + 1).arg(cube));
    r.name->setAccessibleName(tr("Name of player %1 (%2 cube)").arg(i + 1).arg(cube));
}

QStringList PetalsNewGameDialog::names() const {
    QStringList out;
    for (int i = 0; i < count_->value(); ++i)
        out << rows_[static_cast<std::size_t>(i)].name->text().trimmed();
    return out;
}

QString PetalsNewGameDialog::problem() const {
    return PetalsSession::nameProblem(names());
}

void PetalsNewGameDialog::update() {
    const int n = count_->value();
    for (int i = 0; i < kMaxSeats; ++i) {
        const Row& r = rows_[static_cast<std::size_t>(i)];
        for (QWidget* w : {static_cast<QWidget*>(r.cube), static_cast<QWidget*>(r.label),
                           static_cast<QWidget*>(r.name), static_cast<QWidget*>(r.by)})
            w->setVisible(i < n);
        drawCube(i);
    }
    const QStringList shown = names();
    const int keep = first_->currentIndex();
    first_->blockSignals(true);
    first_->clear();
    first_->addItem(tr("Drawn at random"));
    for (int i = 0; i < n; ++i)
        first_->addItem(shown[i].isEmpty() ? tr("Player %1").arg(i + 1) : shown[i]);
    first_->setCurrentIndex(keep >= 0 && keep < first_->count() ? keep : 0);
    first_->blockSignals(false);
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    ok_->setEnabled(why.isEmpty());
}

PetalsSetup PetalsNewGameDialog::setup() const {
    PetalsSetup s;
    for (int i = 0; i < count_->value(); ++i) {
        const Row& r = rows_[static_cast<std::size_t>(i)];
        const Level& lv = kLevels[std::clamp(r.by->currentIndex(), 0, 3)];
        s.seats << PetalsSeat{r.name->text().trimmed(), lv.computer, lv.level};
    }
    s.variant = harmony_->isChecked() ? petals::Variant::Harmony : petals::Variant::Standard;
    if (!seed_->text().isEmpty())
        s.seed = seed_->text().toULongLong();
    s.startPlayer = first_->currentIndex() - 1;
    return s;
}

PetalsSetup PetalsNewGameDialog::defaultSetup() {
    PetalsSetup s;
    for (int i = 0; i < kMinSeats; ++i)
        s.seats << PetalsSeat{defaultName(i), false, BotKind::Medium};
    return s;
}

QString PetalsNewGameDialog::builtInName(int i) {
    return tr("Player %1").arg(i + 1);
}

QString PetalsNewGameDialog::defaultName(int i) {
    QSettings settings;
    settings.beginGroup(QLatin1String(kSettingsGroup));
    const QString chosen =
        settings.value(QStringLiteral("defaultNames")).toStringList().value(i).trimmed();
    return chosen.isEmpty() ? builtInName(i) : chosen.left(kMaxNameLength);
}

void PetalsNewGameDialog::rememberDefaultNames(const QStringList& names) {
    QStringList kept;
    for (int i = 0; i < names.size(); ++i)
        kept << (names[i].trimmed() == builtInName(i) ? QString() : names[i].trimmed());
    QSettings settings;
    settings.beginGroup(QLatin1String(kSettingsGroup));
    settings.setValue(QStringLiteral("defaultNames"), kept);
}

PetalsSetup PetalsNewGameDialog::lastSetup() {
    QSettings settings;
    settings.beginGroup(QLatin1String(kSettingsGroup));
    const QStringList names = settings.value(QStringLiteral("names")).toStringList();
    const QStringList by = settings.value(QStringLiteral("playedBy")).toStringList();
    if (names.size() < kMinSeats || names.size() > kMaxSeats)
        return defaultSetup();
    PetalsSetup s;
    for (int i = 0; i < names.size(); ++i) {
        PetalsSeat seat{names[i], false, BotKind::Medium};
        const QString level = by.value(i);
        if (const auto k = petals::ai::botFromName(level.toStdString()); k && !level.isEmpty()) {
            seat.computer = true;
            seat.level = *k;
        }
        s.seats << seat;
    }
    if (settings.value(QStringLiteral("variant")).toString() == QLatin1String("harmony"))
        s.variant = petals::Variant::Harmony;
    return s;
}

void PetalsNewGameDialog::rememberSetup(const PetalsSetup& s) {
    QSettings settings;
    settings.beginGroup(QLatin1String(kSettingsGroup));
    QStringList names, by;
    for (const PetalsSeat& seat : s.seats) {
        names << seat.name;
        // A person: empty; a computer: its level's name (docs/ai.md).
        by << (seat.computer ? QString::fromStdString(std::string(petals::ai::botName(seat.level)))
                             : QString());
    }
    settings.setValue(QStringLiteral("names"), names);
    settings.setValue(QStringLiteral("playedBy"), by);
    settings.setValue(QStringLiteral("variant"), s.variant == petals::Variant::Harmony
                                                     ? QStringLiteral("harmony")
                                                     : QStringLiteral("standard"));
}
