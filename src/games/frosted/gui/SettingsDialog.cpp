#include "SettingsDialog.h"

#include "Language.h"
#include "StartChoices.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
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

void choose(QComboBox* box, const QVariant& v) {
    const int i = box->findData(v);
    if (i >= 0)
        box->setCurrentIndex(i);
}

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

QLabel* note(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

} // namespace

Preferences Preferences::defaults(const QStringList& colours) {
    Preferences p;
    p.players = seatdefaults::builtIn(colours);
    return p;
}

SettingsDialog::SettingsDialog(const Preferences& current, const QStringList& colours,
                               QWidget* parent)
    : QDialog(parent), colours_(colours), applied_(current) {
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Configure — Frosted Blooms"));
    auto* outer = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    outer->addLayout(row, 1);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("settingsPages"));
    list_->setAccessibleName(tr("Settings pages"));
    list_->setIconSize(QSize(32, 32));
    list_->setSpacing(2);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    row->addWidget(list_);
    stack_ = new QStackedWidget(this);
    stack_->setObjectName(QStringLiteral("settingsStack"));
    row->addWidget(stack_, 1);
    addPage(appearancePage(), artIcon(QStringLiteral("icon-purple")), tr("Appearance"));
    addPage(animationsPage(), artIcon(QStringLiteral("flower-token")), tr("Animations"));
    addPage(computersPage(), artIcon(QStringLiteral("master-gardener")), tr("Computer players"));
    addPage(playersPage(), badgeIcon(colours_.value(0)), tr("Players"));
    // The list as wide as its longest title (French and Japanese included), no wider.
    int wide = 0;
    for (int i = 0; i < list_->count(); ++i)
        wide = std::max(wide, list_->fontMetrics().horizontalAdvance(list_->item(i)->text()));
    list_->setFixedWidth(wide + list_->iconSize().width() + 2 * list_->frameWidth() + 32);
    connect(list_, &QListWidget::currentRowChanged, stack_, &QStackedWidget::setCurrentIndex);
    list_->setCurrentRow(0);

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("settingsProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }"));
    problem_->hide();
    outer->addWidget(problem_);

    auto* bb =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply |
                                 QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults,
                             this);
    ok_ = bb->button(QDialogButtonBox::Ok);
    apply_ = bb->button(QDialogButtonBox::Apply);
    cancel_ = bb->button(QDialogButtonBox::Cancel);
    defaults_ = bb->button(QDialogButtonBox::RestoreDefaults);
    ok_->setObjectName(QStringLiteral("okButton"));
    apply_->setObjectName(QStringLiteral("applyButton"));
    cancel_->setObjectName(QStringLiteral("cancelButton"));
    defaults_->setObjectName(QStringLiteral("defaultsButton"));
    defaults_->setToolTip(
        tr("Puts back the values of a first start on the page shown only; the other pages keep "
           "theirs. Nothing changes before OK or Apply."));
    apply_->setToolTip(tr("Use these settings now and keep the dialog open"));
    connect(ok_, &QPushButton::clicked, this, [this] {
        if (apply())
            accept();
    });
    connect(apply_, &QPushButton::clicked, this, &SettingsDialog::apply);
    connect(cancel_, &QPushButton::clicked, this, &QDialog::reject);
    connect(defaults_, &QPushButton::clicked, this, &SettingsDialog::restoreDefaults);
    outer->addWidget(bb);

    display(current);
    // Fits a 1024×700 screen with room to spare; the pages' words may be longer.
    resize(sizeHint().expandedTo(QSize(660, 440)).boundedTo(QSize(900, 620)));
}

void SettingsDialog::addPage(QWidget* w, const QIcon& icon, const QString& name) {
    stack_->addWidget(w);
    auto* item = new QListWidgetItem(icon, name, list_);
    item->setSizeHint(QSize(0, 44));
}

QWidget* SettingsDialog::page(const QString& title, const QString& intro) {
    auto* w = new QWidget(this);
    auto* l = new QVBoxLayout(w);
    l->setContentsMargins(12, 0, 0, 0);
    auto* head = new QLabel(title, w);
    QFont f = head->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    head->setFont(f);
    l->addWidget(head);
    auto* line = new QFrame(w);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    l->addWidget(line);
    if (!intro.isEmpty())
        l->addWidget(note(intro, w));
    return w;
}

QWidget* SettingsDialog::appearancePage() {
    QWidget* w = page(tr("Appearance"), {});
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    language_ = new QComboBox(w);
    language_->setObjectName(QStringLiteral("languageChoice"));
    language_->addItem(StartChoices::systemLanguageName(), QString());
    for (const language::Language& lang : language::available())
        language_->addItem(lang.nativeName, lang.code);
    form->addRow(tr("&Language:"), language_);
    textSize_ = new QComboBox(w);
    textSize_->setObjectName(QStringLiteral("textSizeChoice"));
    for (int percent : language::textSizes())
        textSize_->addItem(StartChoices::textSizeName(percent), percent);
    textSize_->setToolTip(StartChoices::textSizeTip());
    form->addRow(tr("&Text size:"), textSize_);
    l->addLayout(form);
    l->addWidget(note(tr("The language and the text size apply from the next start: you are "
                         "offered to start again at once, and your game goes on where it is."),
                      w));
    l->addSpacing(8);

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
    for (QComboBox* b : {language_, textSize_})
        connect(b, &QComboBox::currentIndexChanged, this, &SettingsDialog::changed);
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
    QWidget* w =
        page(tr("Players"), tr("What a new game proposes for a seat the last game did not have "
                               "(a new game starts from the last game's players)."));
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    // As many seats as the set's colours allow (four in the built-in set).
    const int seats =
        std::clamp(static_cast<int>(colours_.size()), 1, static_cast<int>(seatdefaults::kSeats));
    for (int i = 0; i < seats; ++i) {
        auto* label = new QLabel(tr("Player &%1:").arg(i + 1), w);
        auto* name = new QLineEdit(w);
        name->setObjectName(QStringLiteral("playerName%1").arg(i));
        name->setMaxLength(seatdefaults::kMaxNameLength);
        label->setBuddy(name);
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
        grid->addWidget(label, i, 0);
        grid->addWidget(name, i, 1);
        grid->addWidget(colour, i, 2);
        names_.push_back(name);
        colourBoxes_.push_back(colour);
        connect(name, &QLineEdit::textChanged, this, &SettingsDialog::changed);
        connect(colour, &QComboBox::currentIndexChanged, this, &SettingsDialog::changed);
    }
    l->addLayout(grid);
    l->addWidget(note(tr("Every seat needs a name and a colour of its own."), w));
    l->addStretch(1);
    return w;
}

void SettingsDialog::display(const Preferences& p, int only) {
    showing_ = true;
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
    showing_ = false;
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

void SettingsDialog::changed() {
    if (showing_)
        return;
    animationSpeed_->setEnabled(animations_->isChecked());
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    ok_->setEnabled(why.isEmpty());
    apply_->setEnabled(why.isEmpty() && preferences() != applied_);
}

bool SettingsDialog::apply() {
    if (!problem().isEmpty())
        return false;
    const Preferences p = preferences();
    applied_ = p;
    emit applied(p);
    changed();
    return true;
}

void SettingsDialog::follow(const Preferences& now) {
    // What the widgets show of the old values takes the new ones; an edit not applied stays.
    Preferences shown = preferences();
    const Preferences& was = applied_;
    auto take = [](auto& field, const auto& old, const auto& fresh) {
        if (field == old)
            field = fresh;
    };
    take(shown.language, was.language, now.language);
    take(shown.textSize, was.textSize, now.textSize);
    take(shown.colourBlindSafe, was.colourBlindSafe, now.colourBlindSafe);
    take(shown.animations, was.animations, now.animations);
    take(shown.animationSpeed, was.animationSpeed, now.animationSpeed);
    take(shown.gardenerSpeed, was.gardenerSpeed, now.gardenerSpeed);
    take(shown.computerSpeed, was.computerSpeed, now.computerSpeed);
    take(shown.players, was.players, now.players);
    applied_ = now;
    display(shown);
}

SettingsDialog::Page SettingsDialog::currentPage() const {
    return static_cast<Page>(stack_->currentIndex());
}

void SettingsDialog::setCurrentPage(Page p) {
    list_->setCurrentRow(p);
}

void SettingsDialog::restoreDefaults() {
    display(Preferences::defaults(colours_), currentPage());
}
