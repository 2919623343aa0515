#include "ConfigureDialog.h"

#include "Language.h"
#include "StartChoices.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

ConfigureDialog::ConfigureDialog(const QString& title, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(title);
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
    connect(list_, &QListWidget::currentRowChanged, stack_, &QStackedWidget::setCurrentIndex);

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
    connect(apply_, &QPushButton::clicked, this, &ConfigureDialog::apply);
    connect(cancel_, &QPushButton::clicked, this, &QDialog::reject);
    connect(defaults_, &QPushButton::clicked, this, [this] { restoreDefaults(pageIndex()); });
    outer->addWidget(bb);
}

int ConfigureDialog::pageIndex() const {
    return stack_->currentIndex();
}

void ConfigureDialog::setPageIndex(int page) {
    list_->setCurrentRow(page);
}

QWidget* ConfigureDialog::page(const QString& title, const QString& intro) {
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

void ConfigureDialog::addPage(QWidget* w, const QIcon& icon, const QString& name) {
    stack_->addWidget(w);
    auto* item = new QListWidgetItem(icon, name, list_);
    item->setSizeHint(QSize(0, 44));
}

void ConfigureDialog::finishPages() {
    // The list as wide as its longest title (French and Japanese included), no wider.
    int wide = 0;
    for (int i = 0; i < list_->count(); ++i)
        wide = std::max(wide, list_->fontMetrics().horizontalAdvance(list_->item(i)->text()));
    list_->setFixedWidth(wide + list_->iconSize().width() + 2 * list_->frameWidth() + 32);
    list_->setCurrentRow(0);
    // Fits a 1024×700 screen with room to spare; the pages' words may be longer.
    resize(sizeHint().expandedTo(QSize(660, 440)).boundedTo(QSize(900, 620)));
}

QLabel* ConfigureDialog::note(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

ConfigureDialog::PlayerRows ConfigureDialog::playerRows(int seats, int maxName) {
    PlayerRows rows;
    rows.page = page(tr("Players"), tr("What a new game proposes for a seat the last game did not "
                                       "have (a new game starts from the last game's players)."));
    rows.grid = new QGridLayout;
    rows.grid->setColumnStretch(1, 1);
    for (int i = 0; i < seats; ++i) {
        auto* label = new QLabel(tr("Player &%1:").arg(i + 1), rows.page);
        auto* name = new QLineEdit(rows.page);
        name->setObjectName(QStringLiteral("playerName%1").arg(i));
        name->setMaxLength(maxName);
        label->setBuddy(name);
        rows.grid->addWidget(label, i, 0);
        rows.grid->addWidget(name, i, 1);
        rows.names.push_back(name);
        connect(name, &QLineEdit::textChanged, this, &ConfigureDialog::changed);
    }
    static_cast<QVBoxLayout*>(rows.page->layout())->addLayout(rows.grid);
    return rows;
}

void ConfigureDialog::choose(QComboBox* box, const QVariant& v) {
    if (const int i = box->findData(v); i >= 0)
        box->setCurrentIndex(i);
}

ConfigureDialog::LanguageRows ConfigureDialog::addLanguageRows(QFormLayout* form, QWidget* page) {
    LanguageRows rows{new QComboBox(page), new QComboBox(page)};
    rows.language->setObjectName(QStringLiteral("languageChoice"));
    rows.language->addItem(StartChoices::systemLanguageName(), QString());
    for (const language::Language& lang : language::available())
        rows.language->addItem(lang.nativeName, lang.code);
    form->addRow(tr("&Language:"), rows.language);
    rows.textSize->setObjectName(QStringLiteral("textSizeChoice"));
    for (int percent : language::textSizes())
        rows.textSize->addItem(StartChoices::textSizeName(percent), percent);
    rows.textSize->setToolTip(StartChoices::textSizeTip());
    form->addRow(tr("&Text size:"), rows.textSize);
    for (QComboBox* b : {rows.language, rows.textSize})
        connect(b, &QComboBox::currentIndexChanged, this, &ConfigureDialog::changed);
    return rows;
}

QWidget* ConfigureDialog::appearancePage(const QString& title, LanguageRows& rows) {
    QWidget* w = page(title, {});
    auto* l = static_cast<QVBoxLayout*>(w->layout());
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    rows = addLanguageRows(form, w);
    l->addLayout(form);
    l->addWidget(note(tr("The language and the text size apply from the next start: you are "
                         "offered to start again at once, and your game goes on where it is."),
                      w));
    l->addSpacing(8);
    return w;
}

void ConfigureDialog::changed() {
    if (showing_)
        return;
    updateWidgets();
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    ok_->setEnabled(why.isEmpty());
    apply_->setEnabled(why.isEmpty() && pending());
}

bool ConfigureDialog::apply() {
    if (!problem().isEmpty())
        return false;
    commit();
    changed();
    return true;
}
