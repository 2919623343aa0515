#include "BlossomsNewGameDialog.h"

#include "BlossomsArt.h"
#include "BlossomsSession.h"
#include "GameChoice.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using blossoms::ai::BotKind;

namespace {

constexpr int kToken = 26;
const QString kBlossoms = QStringLiteral("blossoms");

struct Level {
    bool computer;
    BotKind level;
};
constexpr Level kLevels[] = {{false, BotKind::Medium},
                             {true, BotKind::Easy},
                             {true, BotKind::Medium},
                             {true, BotKind::Hard}};

int levelIndex(const BlossomsSeat& s) {
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

} // namespace

BlossomsNewGameDialog::BlossomsNewGameDialog(const BlossomsSetup& initial, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("New game — Blossoms"));
    setObjectName(QStringLiteral("blossomsNewGameDialog"));
    auto* l = new QVBoxLayout(this);
    if (gamechoice::hasChoice())
        addChoice(l);
    addSeats(l);
    addVariants(l);
    addMore(l);
    addButtons(l);
    propose(initial);
}

void BlossomsNewGameDialog::addChoice(QVBoxLayout* l) {
    auto* game = new GameChoice(kBlossoms, this);
    game->setAccessibleName(tr("Game"));
    game->setAccessibleDescription(
        tr("The game to play. Choose another game to set it up in its own window."));
    l->addWidget(game);
    connect(game, &GameChoice::chosen, this, [this](const QString& id) {
        if (id == kBlossoms || !gamechoice::requestSwitch(id))
            return;
        switchTo_ = id;
        reject();
    });
}

void BlossomsNewGameDialog::addSeats(QVBoxLayout* l) {
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

void BlossomsNewGameDialog::addRow(int i, QGridLayout* grid) {
    QWidget* box = grid->parentWidget();
    Row r;
    r.token = new QLabel(box);
    r.token->setObjectName(QStringLiteral("token%1").arg(i));
    r.token->setFixedSize(kToken, kToken);
    r.label = new QLabel(tr("Player %1").arg(i + 1), box);
    r.name = new QLineEdit(box);
    r.name->setObjectName(QStringLiteral("name%1").arg(i));
    r.name->setMaxLength(kMaxNameLength);
    r.label->setBuddy(r.name);
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
    grid->addWidget(r.token, i + 1, 0);
    grid->addWidget(r.label, i + 1, 1);
    grid->addWidget(r.name, i + 1, 2);
    grid->addWidget(r.by, i + 1, 3);
    connect(r.name, &QLineEdit::textChanged, this, &BlossomsNewGameDialog::update);
    rows_.push_back(r);
}

void BlossomsNewGameDialog::addVariants(QVBoxLayout* l) {
    auto* box = new QGroupBox(tr("Variants"), this);
    auto* v = new QVBoxLayout(box);
    children_ = new QCheckBox(tr("&Children’s game: tokens only protect, no tools"), box);
    children_->setObjectName(QStringLiteral("childrenVariant"));
    advanced_ =
        new QCheckBox(tr("&Advanced: a token and its tool may come before the Growth"), box);
    advanced_->setObjectName(QStringLiteral("advancedVariant"));
    match_ = new QCheckBox(tr("&Longer game: a match of three games, points added up"), box);
    match_->setObjectName(QStringLiteral("matchVariant"));
    odds_ = new QCheckBox(tr("Show the &odds before each Growth (for learners)"), box);
    odds_->setObjectName(QStringLiteral("oddsAid"));
    odds_->setToolTip(tr("Before each Growth, the chance that the next card brings bad luck or "
                         "kills a flower, counted over the cards you have not seen."));
    for (QCheckBox* c : {children_, advanced_, match_, odds_})
        v->addWidget(c);
    connect(children_, &QCheckBox::toggled, this, [this](bool on) {
        if (!oddsTouched_) // on by default in the children's game
            odds_->setChecked(on);
    });
    connect(odds_, &QCheckBox::clicked, this, [this] { oddsTouched_ = true; });
    l->addWidget(box);
}

void BlossomsNewGameDialog::addMore(QVBoxLayout* l) {
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

void BlossomsNewGameDialog::addButtons(QVBoxLayout* l) {
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

void BlossomsNewGameDialog::propose(const BlossomsSetup& initial) {
    const int n = std::clamp(static_cast<int>(initial.seats.size()), kMinSeats, kMaxSeats);
    count_->setValue(n);
    for (int i = 0; i < kMaxSeats; ++i) {
        const Row& r = rows_[static_cast<std::size_t>(i)];
        const bool known = i < initial.seats.size() && !initial.seats[i].name.trimmed().isEmpty();
        r.name->setText(known ? initial.seats[i].name : defaultName(i));
        r.by->setCurrentIndex(i < initial.seats.size() ? levelIndex(initial.seats[i]) : 0);
    }
    children_->setChecked(initial.variant.children);
    advanced_->setChecked(initial.variant.advanced);
    match_->setChecked(initial.match);
    odds_->setChecked(initial.oddsShown());
    oddsTouched_ = initial.odds.has_value();
    if (initial.seed)
        seed_->setText(QString::number(*initial.seed));
    connect(count_, &QSpinBox::valueChanged, this, &BlossomsNewGameDialog::update);
    update();
    if (initial.startPlayer >= 0 && initial.startPlayer < n)
        first_->setCurrentIndex(initial.startPlayer + 1);
}

QStringList BlossomsNewGameDialog::names() const {
    QStringList out;
    for (int i = 0; i < count_->value(); ++i)
        out << rows_[static_cast<std::size_t>(i)].name->text().trimmed();
    return out;
}

QString BlossomsNewGameDialog::problem() const {
    return BlossomsSession::nameProblem(names());
}

void BlossomsNewGameDialog::update() {
    const int n = count_->value();
    const QStringList shown = names();
    const qreal dpr = devicePixelRatioF();
    for (int i = 0; i < kMaxSeats; ++i) {
        const Row& r = rows_[static_cast<std::size_t>(i)];
        for (QWidget* w : {static_cast<QWidget*>(r.token), static_cast<QWidget*>(r.label),
                           static_cast<QWidget*>(r.name), static_cast<QWidget*>(r.by)})
            w->setVisible(i < n);
        QPixmap pm(QSize(kToken, kToken) * dpr);
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        {
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            const QString initial = shown.value(i).left(1).toUpper();
            blossoms::art::drawToken(p, QRectF(1, 1, kToken - 2, kToken - 2),
                                     blossoms::art::playerColour(i),
                                     initial.isEmpty() ? QString::number(i + 1) : initial);
        }
        r.token->setPixmap(pm);
    }
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

BlossomsSetup BlossomsNewGameDialog::setup() const {
    BlossomsSetup s;
    for (int i = 0; i < count_->value(); ++i) {
        const Row& r = rows_[static_cast<std::size_t>(i)];
        const Level& lv = kLevels[std::clamp(r.by->currentIndex(), 0, 3)];
        s.seats << BlossomsSeat{r.name->text().trimmed(), lv.computer, lv.level};
    }
    s.variant.children = children_->isChecked();
    s.variant.advanced = advanced_->isChecked();
    s.match = match_->isChecked();
    if (oddsTouched_ || odds_->isChecked() != s.variant.children)
        s.odds = odds_->isChecked();
    if (!seed_->text().isEmpty())
        s.seed = seed_->text().toULongLong();
    s.startPlayer = first_->currentIndex() - 1;
    return s;
}

BlossomsSetup BlossomsNewGameDialog::defaultSetup() {
    BlossomsSetup s;
    s.seats << BlossomsSeat{defaultName(0), false, BotKind::Medium};
    s.seats << BlossomsSeat{tr("Computer"), true, BotKind::Medium};
    return s;
}

QString BlossomsNewGameDialog::builtInName(int i) {
    return tr("Player %1").arg(i + 1);
}

QString BlossomsNewGameDialog::defaultName(int i) {
    QSettings settings;
    settings.beginGroup(QLatin1String(kSettingsGroup));
    const QString chosen =
        settings.value(QStringLiteral("defaultNames")).toStringList().value(i).trimmed();
    return chosen.isEmpty() ? builtInName(i) : chosen.left(kMaxNameLength);
}

void BlossomsNewGameDialog::rememberDefaultNames(const QStringList& names) {
    QStringList kept;
    for (int i = 0; i < names.size(); ++i)
        kept << (names[i].trimmed() == builtInName(i) ? QString() : names[i].trimmed());
    QSettings settings;
    settings.beginGroup(QLatin1String(kSettingsGroup));
    settings.setValue(QStringLiteral("defaultNames"), kept);
}

BlossomsSetup BlossomsNewGameDialog::lastSetup() {
    QSettings settings;
    settings.beginGroup(QLatin1String(kSettingsGroup));
    const QStringList names = settings.value(QStringLiteral("names")).toStringList();
    const QStringList by = settings.value(QStringLiteral("playedBy")).toStringList();
    if (names.size() < kMinSeats || names.size() > kMaxSeats)
        return defaultSetup();
    BlossomsSetup s;
    for (int i = 0; i < names.size(); ++i) {
        BlossomsSeat seat{names[i].left(kMaxNameLength), false, BotKind::Medium};
        const QString level = by.value(i);
        if (const auto k = blossoms::ai::botFromName(level.toStdString()); k && !level.isEmpty()) {
            seat.computer = true;
            seat.level = *k;
        }
        s.seats << seat;
    }
    s.variant.children = settings.value(QStringLiteral("children")).toBool();
    s.variant.advanced = settings.value(QStringLiteral("advanced")).toBool();
    s.match = settings.value(QStringLiteral("match")).toBool();
    if (const QVariant odds = settings.value(QStringLiteral("odds")); odds.isValid())
        s.odds = odds.toBool();
    return s;
}

void BlossomsNewGameDialog::rememberSetup(const BlossomsSetup& s) {
    QSettings settings;
    settings.beginGroup(QLatin1String(kSettingsGroup));
    QStringList names, by;
    for (const BlossomsSeat& seat : s.seats) {
        names << seat.name;
        by << (seat.computer
                   ? QString::fromStdString(std::string(blossoms::ai::botName(seat.level)))
                   : QString());
    }
    settings.setValue(QStringLiteral("names"), names);
    settings.setValue(QStringLiteral("playedBy"), by);
    settings.setValue(QStringLiteral("children"), s.variant.children);
    settings.setValue(QStringLiteral("advanced"), s.variant.advanced);
    settings.setValue(QStringLiteral("match"), s.match);
    if (s.odds)
        settings.setValue(QStringLiteral("odds"), *s.odds);
    else
        settings.remove(QStringLiteral("odds"));
}
