#include "StartChoices.h"

#include "Language.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

StartChoices::StartChoices(std::function<QString()> program, std::function<bool()> remember,
                           QObject* parent)
    : QObject(parent), program_(std::move(program)), remember_(std::move(remember)) {}

QString StartChoices::systemLanguageName() {
    return tr("The system's language (%1)").arg(language::nativeName(language::systemLanguage()));
}

QString StartChoices::textSizeName(int percent) {
    return (percent == 100   ? tr("Normal (%1%)")
            : percent == 125 ? tr("Large (%1%)")
                             : tr("Larger (%1%)"))
        .arg(percent);
}

QString StartChoices::textSizeTip() {
    return tr("Larger text scales the whole table: tiles, cards and words");
}

void StartChoices::addMenus(QMenu* settings) {
    QMenu* langMenu = settings->addMenu(tr("&Language"));
    langMenu->setObjectName(QStringLiteral("languageMenu"));
    languages_ = new QActionGroup(parent());
    // One checkable choice of a group; choosing it remembers it and offers to start again.
    auto addChoice = [this](QMenu* menu, QActionGroup* group, const QString& text,
                            const QVariant& data, bool checked, auto choose) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setData(data);
        a->setChecked(checked);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, choose] {
            offer({choose()});
            emit chosen();
        });
    };
    const QString remembered = language::setting();
    auto addLanguage = [&](const QString& code, const QString& text) {
        addChoice(langMenu, languages_, text, code, code == remembered,
                  [this, code] { return chooseLanguage(code); });
    };
    addLanguage({}, systemLanguageName());
    langMenu->addSeparator();
    for (const language::Language& l : language::available())
        addLanguage(l.code, l.nativeName);
    QMenu* sizeMenu = settings->addMenu(tr("&Text size"));
    sizeMenu->setObjectName(QStringLiteral("textSizeMenu"));
    sizeMenu->setToolTip(textSizeTip());
    textSizes_ = new QActionGroup(parent());
    const int size = language::textSizeSetting();
    textSizeAtStart_ = size;
    for (int percent : language::textSizes())
        addChoice(sizeMenu, textSizes_, textSizeName(percent), percent, percent == size,
                  [this, percent] { return chooseTextSize(percent); });
}

QString StartChoices::language() const {
    const QAction* l = languages_ ? languages_->checkedAction() : nullptr;
    return l ? l->data().toString() : QString();
}

int StartChoices::textSize() const {
    const QAction* t = textSizes_ ? textSizes_->checkedAction() : nullptr;
    return t ? t->data().toInt() : 100;
}

void StartChoices::choose(const QString& code, int percent) {
    QStringList next;
    if (code != language())
        for (QAction* a : languages_->actions())
            if (a->data().toString() == code) {
                a->setChecked(true);
                next << chooseLanguage(code);
            }
    if (percent != textSize())
        for (QAction* a : textSizes_->actions())
            if (a->data().toInt() == percent) {
                a->setChecked(true);
                next << chooseTextSize(percent);
            }
    offer(next);
}

QString StartChoices::chooseLanguage(const QString& code) {
    if (remember_())
        language::setSetting(code);
    const QString next = code.isEmpty() ? language::systemLanguage() : code;
    if (next == language::current())
        return {};
    return tr("%1 speaks %2 from its next start.").arg(program_(), language::nativeName(next));
}

QString StartChoices::chooseTextSize(int percent) {
    if (remember_())
        language::setTextSizeSetting(percent);
    if (percent == textSizeAtStart_)
        return {};
    return tr("The table is shown at %1% from the next start.").arg(percent);
}

void StartChoices::offer(QStringList what) {
    what.removeAll(QString());
    if (!what.isEmpty())
        emit restartOffered(what.join(QLatin1Char(' ')));
}

QStringList StartChoices::restartArguments() const {
    // Given explicitly: they hold even where the settings could not be written, and over a
    // --lang this process was started with.
    const QString code = language();
    return {QStringLiteral("--lang"), code.isEmpty() ? language::systemLanguage() : code,
            QStringLiteral("--text-size"), QString::number(textSize())};
}
