#include "SettingsDialog.h"

#include "Language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGridLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The menus' words for the same choices (the Settings and View menus' translations, context
// MainWindow): one name for each choice wherever it is made.
QString menuWords(const char* text) {
    return QCoreApplication::translate("MainWindow", text);
}

} // namespace

void SettingsDialog::addSpeeds(QComboBox* box) {
    box->addItem(menuWords(QT_TRANSLATE_NOOP("MainWindow", "step by step")),
                 GameController::StepByStep);
    box->addItem(menuWords(QT_TRANSLATE_NOOP("MainWindow", "slow")), GameController::Slow);
    box->addItem(menuWords(QT_TRANSLATE_NOOP("MainWindow", "normal")), GameController::Normal);
    box->addItem(menuWords(QT_TRANSLATE_NOOP("MainWindow", "fast")), GameController::Fast);
    box->addItem(menuWords(QT_TRANSLATE_NOOP("MainWindow", "instant")), GameController::Instant);
}

namespace {

// The players' colours of the set in a palette: each colour's badge, side by side.
QPixmap paletteSample(const QStringList& colours, bool safe, qreal dpr) {
    const int size = 22, gap = 6;
    const int n = static_cast<int>(std::min<qsizetype>(colours.size(), 6));
    QPixmap pm(QSize(std::max(1, n * (size + gap) - gap), size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < n; ++i)
        art::drawPlayerBadge(p, QRectF(i * (size + gap) + 1, 1, size - 2, size - 2),
                             art::playerColour(colours[i], safe), art::playerShape(colours[i]),
                             QString());
    return pm;
}

// A page's icon from the game's art (the same on every desktop).
QIcon artIcon(const QString& element) {
    QIcon icon;
    for (int size : {32, 64})
        icon.addPixmap(art::pixmap(element, size));
    return icon;
}

QIcon badgeIcon(const QString& colour) {
    QIcon icon;
    for (qreal dpr : {1.0, 2.0})
        icon.addPixmap(art::playerBadge(art::playerColour(colour), art::playerShape(colour),
                                        QString(), 32, dpr));
    return icon;
}

} // namespace

Preferences Preferences::defaults(const QStringList& colours) {
    Preferences p;
    p.players = seatdefaults::builtIn(colours);
    return p;
}

SettingsDialog::SettingsDialog(const Preferences& current, const QStringList& colours,
                               QWidget* parent)
    : ConfigureDialog(tr("Configure — Frosted Blooms"), parent), colours_(colours),
      applied_(current) {
    addPage(appearancePage(), artIcon(QStringLiteral("icon-purple")), tr("Appearance"));
    addPage(animationsPage(), artIcon(QStringLiteral("flower-token")), tr("Animations"));
    addPage(computersPage(), artIcon(QStringLiteral("master-gardener")), tr("Computer players"));
    addPage(playersPage(), badgeIcon(colours_.value(0)), tr("Players"));
    finishPages();
    display(current);
}

QWidget* SettingsDialog::appearancePage() {
    LanguageRows rows{};
    QWidget* w = ConfigureDialog::appearancePage(tr("Appearance"), rows);
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    language_ = rows.language;
    textSize_ = rows.textSize;

    auto* palette = new QLabel(tr("<b>Players' colours</b>"), w);
    l->addWidget(palette);
    auto* grid = new QGridLayout;
    grid->setColumnStretch(2, 1);
    standardPalette_ = new QRadioButton(tr("&Standard colours"), w);
    standardPalette_->setObjectName(QStringLiteral("standardPalette"));
    safePalette_ = new QRadioButton(tr("Colour-&blind-safe colours"), w);
    safePalette_->setObjectName(QStringLiteral("safePalette"));
    safePalette_->setToolTip(menuWords(QT_TRANSLATE_NOOP(
        "MainWindow", "Player colours that stay apart with red-green or blue-yellow colour "
                      "blindness; each player also keeps their badge's shape")));
    const qreal dpr = w->devicePixelRatioF();
    int r = 0;
    for (auto [radio, safe] : {std::pair{standardPalette_, false}, {safePalette_, true}}) {
        auto* sample = new QLabel(w);
        sample->setPixmap(paletteSample(colours_, safe, dpr));
        grid->addWidget(radio, r, 0);
        grid->addWidget(sample, r, 1);
        ++r;
    }
    l->addLayout(grid);
    l->addWidget(note(tr("Each player also keeps the shape of their badge in both."), w));
    l->addStretch(1);
    connect(safePalette_, &QRadioButton::toggled, this, &SettingsDialog::changed);
    return w;
}

QWidget* SettingsDialog::animationsPage() {
    QWidget* w = page(tr("Animations"), {});
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    animations_ = new QCheckBox(tr("Show a&nimations"), w);
    animations_->setObjectName(QStringLiteral("animationsChoice"));
    animations_->setToolTip(menuWords(QT_TRANSLATE_NOOP(
        "MainWindow", "Short animations of gaps filling, coins and the Flower token")));
    l->addWidget(animations_);
    l->addWidget(note(tr("Tiles fly from the ring to the garden, the Flower token slides, coins "
                         "drop, filled gaps glow and their Improvements pop up. The game never "
                         "waits for an animation: any click or key ends it."),
                      w));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    animationSpeed_ = new QComboBox(w);
    animationSpeed_->setObjectName(QStringLiteral("animationSpeedChoice"));
    animationSpeed_->addItem(tr("Slow"), static_cast<int>(art::AnimationSpeed::Slow));
    animationSpeed_->addItem(tr("Normal"), static_cast<int>(art::AnimationSpeed::Normal));
    animationSpeed_->addItem(tr("Fast"), static_cast<int>(art::AnimationSpeed::Fast));
    form->addRow(tr("S&peed:"), animationSpeed_);
    l->addLayout(form);
    l->addStretch(1);
    connect(animations_, &QCheckBox::toggled, this, &SettingsDialog::changed);
    connect(animationSpeed_, &QComboBox::currentIndexChanged, this, &SettingsDialog::changed);
    return w;
}

QWidget* SettingsDialog::computersPage() {
    QWidget* w = page(tr("Computer players"),
                      tr("How fast the steps of the turns nobody at the table plays are shown. "
                         "Step by step waits for Next (Space) after each step."));
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    gardenerSpeed_ = new QComboBox(w);
    gardenerSpeed_->setObjectName(QStringLiteral("gardenerSpeedChoice"));
    addSpeeds(gardenerSpeed_);
    gardenerSpeed_->setToolTip(tr("The Master Gardener, in solo games (also in View ▸ Master "
                                  "Gardener speed and beside the game log)"));
    form->addRow(tr("The &Master Gardener's speed:"), gardenerSpeed_);
    computerSpeed_ = new QComboBox(w);
    computerSpeed_->setObjectName(QStringLiteral("computerSpeedChoice"));
    addSpeeds(computerSpeed_);
    computerSpeed_->setToolTip(tr("The seats the computer plays (also in View ▸ Computer players' "
                                  "speed and beside the game log)"));
    form->addRow(tr("The c&omputer players' speed:"), computerSpeed_);
    l->addLayout(form);
    l->addStretch(1);
    for (QComboBox* b : {gardenerSpeed_, computerSpeed_})
        connect(b, &QComboBox::currentIndexChanged, this, &SettingsDialog::changed);
    return w;
}

QWidget* SettingsDialog::playersPage() {
    // As many seats as the set's colours allow (four in the built-in set).
    const int seats =
        std::clamp(static_cast<int>(colours_.size()), 1, static_cast<int>(seatdefaults::kSeats));
    PlayerRows rows = playerRows(seats, seatdefaults::kMaxNameLength);
    QWidget* w = rows.page;
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    auto* grid = rows.grid;
    names_ = rows.names;
    for (int i = 0; i < seats; ++i) {
        auto* colour = new QComboBox(w);
        colour->setObjectName(QStringLiteral("playerColour%1").arg(i));
        colour->setAccessibleName(tr("Colour of player %1").arg(i + 1));
        colour->setIconSize(QSize(18, 18));
        for (const QString& c : colours_) {
            QIcon icon;
            for (qreal dpr : {1.0, 2.0})
                icon.addPixmap(art::playerBadge(art::playerColour(c), art::playerShape(c),
                                                QString(), 18, dpr));
            colour->addItem(icon, art::colourName(c), c);
        }
        grid->addWidget(colour, i, 2);
        colourBoxes_.push_back(colour);
        connect(colour, &QComboBox::currentIndexChanged, this, &SettingsDialog::changed);
    }
    l->addWidget(note(tr("Every seat needs a name and a colour of its own."), w));
    l->addStretch(1);
    return w;
}

void SettingsDialog::display(const Preferences& p, int only) {
    setShowing(true);
    const auto on = [only](Page page) { return only < 0 || only == page; };
    if (on(Appearance)) {
        choose(language_, p.language);
        choose(textSize_, p.textSize);
        (p.colourBlindSafe ? safePalette_ : standardPalette_)->setChecked(true);
    }
    if (on(Animations)) {
        animations_->setChecked(p.animations);
        choose(animationSpeed_, static_cast<int>(p.animationSpeed));
    }
    if (on(Computers)) {
        choose(gardenerSpeed_, p.gardenerSpeed);
        choose(computerSpeed_, p.computerSpeed);
    }
    if (on(Players))
        for (std::size_t i = 0; i < names_.size(); ++i) {
            const SeatDefault d = p.players.value(static_cast<qsizetype>(i));
            names_[i]->setText(d.name);
            choose(colourBoxes_[i], d.colour);
        }
    setShowing(false);
    changed();
}

Preferences SettingsDialog::preferences() const {
    Preferences p = applied_; // the seats not shown stay as they are
    p.language = language_->currentData().toString();
    p.textSize = textSize_->currentData().toInt();
    p.colourBlindSafe = safePalette_->isChecked();
    p.animations = animations_->isChecked();
    p.animationSpeed = static_cast<art::AnimationSpeed>(animationSpeed_->currentData().toInt());
    p.gardenerSpeed = gardenerSpeed_->currentData().toInt();
    p.computerSpeed = computerSpeed_->currentData().toInt();
    while (p.players.size() < static_cast<qsizetype>(names_.size()))
        p.players.append(SeatDefault{});
    for (std::size_t i = 0; i < names_.size(); ++i)
        p.players[static_cast<qsizetype>(i)] = {names_[i]->text().trimmed(),
                                                colourBoxes_[i]->currentData().toString()};
    return p;
}

QString SettingsDialog::playersProblem(const QList<SeatDefault>& seats) {
    QStringList names, colours;
    for (const SeatDefault& d : seats) {
        names << d.name;
        colours << d.colour;
    }
    if (QString why = GameController::nameProblem(names, false); !why.isEmpty())
        return why;
    // Refused in solo (seat 1 plays there) and kept apart from him on every seat.
    const QStringList his = language::inEveryLanguage("GameController", "Master Gardener");
    for (int i = 0; i < names.size(); ++i)
        for (const QString& h : his)
            if (names[i].trimmed().compare(h, Qt::CaseInsensitive) == 0)
                return tr("Player %1 cannot be called “%2”: that is the Master Gardener's name.")
                    .arg(i + 1)
                    .arg(h);
    return NewGameDialog::colourProblem(colours);
}

QString SettingsDialog::problem() const {
    const QList<SeatDefault> seats =
        preferences().players.mid(0, static_cast<qsizetype>(names_.size()));
    return playersProblem(seats);
}

void SettingsDialog::updateWidgets() {
    animationSpeed_->setEnabled(animations_->isChecked());
}

bool SettingsDialog::pending() const {
    return preferences() != applied_;
}

void SettingsDialog::commit() {
    applied_ = preferences();
    emit applied(applied_);
}

void SettingsDialog::follow(const Preferences& now) {
    // What the widgets show of the old values takes the new ones; an edit not applied stays.
    Preferences shown = preferences();
    const Preferences& was = applied_;
    takeIfUnedited(shown.language, was.language, now.language);
    takeIfUnedited(shown.textSize, was.textSize, now.textSize);
    takeIfUnedited(shown.colourBlindSafe, was.colourBlindSafe, now.colourBlindSafe);
    takeIfUnedited(shown.animations, was.animations, now.animations);
    takeIfUnedited(shown.animationSpeed, was.animationSpeed, now.animationSpeed);
    takeIfUnedited(shown.gardenerSpeed, was.gardenerSpeed, now.gardenerSpeed);
    takeIfUnedited(shown.computerSpeed, was.computerSpeed, now.computerSpeed);
    takeIfUnedited(shown.players, was.players, now.players);
    applied_ = now;
    display(shown);
}

SettingsDialog::Page SettingsDialog::currentPage() const {
    return static_cast<Page>(pageIndex());
}

void SettingsDialog::setCurrentPage(Page p) {
    setPageIndex(p);
}

void SettingsDialog::restoreDefaults(int page) {
    display(Preferences::defaults(colours_), page);
}
