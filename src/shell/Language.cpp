#include "Language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace {
// English plurals for tr("%n …(s)", "", n): "(s)" is dropped for 1 and becomes "s" otherwise.
class EnglishPlurals : public QTranslator {
  public:
    using QTranslator::QTranslator;
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* source, const char*, int n) const override {
        if (n < 0 || !source)
            return {};
        QString s = QString::fromUtf8(source);
        if (!s.contains(QLatin1String("(s)")))
            return {};
        return s.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    }
};
} // namespace

namespace language {

void installEnglishPlurals() {
    static EnglishPlurals* plurals = nullptr;
    if (plurals || !QCoreApplication::instance())
        return;
    plurals = new EnglishPlurals(QCoreApplication::instance());
    QCoreApplication::installTranslator(plurals);
}

namespace {
const QString kLanguageKey = QStringLiteral("options/language");
const QString kTextSizeKey = QStringLiteral("options/textSize");
QString installed = QStringLiteral("en");
bool scaled = false;
} // namespace

const QList<Language>& available() {
    static const QList<Language> all = {{QStringLiteral("en"), QStringLiteral("English")},
                                        {QStringLiteral("fr"), QStringLiteral("Français")},
                                        {QStringLiteral("ja"), QStringLiteral("日本語")}};
    return all;
}

QString supported(const QString& name) {
    QString n = name.trimmed().toLower();
    n = n.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('@'), 0, 0);
    n.replace(QLatin1Char('-'), QLatin1Char('_'));
    const QString base = n.section(QLatin1Char('_'), 0, 0);
    for (const Language& l : available())
        if (l.code == base)
            return l.code;
    return {};
}

QString systemLanguage() {
    // LANGUAGE is a list ("fr:en"); QLocale::system() reads LC_ALL, LC_MESSAGES and LANG.
    const QString list = qEnvironmentVariable("LANGUAGE");
    for (const QString& l : list.split(QLatin1Char(':'), Qt::SkipEmptyParts))
        if (const QString s = supported(l); !s.isEmpty())
            return s;
    for (const QString& l : QLocale::system().uiLanguages())
        if (const QString s = supported(l); !s.isEmpty())
            return s;
    return QStringLiteral("en");
}

QString setting() {
    return supported(QSettings().value(kLanguageKey).toString());
}

void setSetting(const QString& code) {
    if (code.isEmpty())
        QSettings().remove(kLanguageKey);
    else
        QSettings().setValue(kLanguageKey, code);
}

QString choose(const QString& asked) {
    if (const QString a = supported(asked); !a.isEmpty())
        return a;
    if (const QString s = setting(); !s.isEmpty())
        return s;
    return systemLanguage();
}

namespace {
// The shell's own catalog; a game's is named by its id (useCatalog).
const QString kShellCatalog = QStringLiteral("shell");

// The catalog `name` in `code`: the installed file (share/frosted-blooms/translations next to an
// installed program, where a translator may drop a newer one), else the copy embedded by the
// library whose strings it holds (:/i18n).
bool loadCatalog(QTranslator& t, const QString& name, const QString& code) {
    const QString file = QStringLiteral("%1_%2").arg(name, code);
    const QString installedDir = QDir(QCoreApplication::applicationDirPath())
                                     .filePath(QStringLiteral(FROSTED_TRANSLATIONS_FROM_BIN));
    return (QCoreApplication::instance() && t.load(file, installedDir)) ||
           t.load(file, QStringLiteral(":/i18n"));
}

// The games' catalogs in use, in the order they were asked for (GUI thread only).
QStringList& catalogsInUse() {
    static QStringList names;
    return names;
}

// The translators installed for the language: the shell's, Qt's, then each catalog in use. Qt
// asks the one installed last first.
std::vector<std::unique_ptr<QTranslator>>& translators() {
    static std::vector<std::unique_ptr<QTranslator>> all;
    return all;
}

// Loads `name`'s catalog in the installed language and installs it; false when it is missing.
bool installCatalog(const QString& name) {
    auto t = std::make_unique<QTranslator>();
    if (!loadCatalog(*t, name, installed))
        return false;
    QCoreApplication::installTranslator(t.get());
    translators().push_back(std::move(t));
    return true;
}
} // namespace

bool install(const QString& code) {
    for (const std::unique_ptr<QTranslator>& t : translators())
        QCoreApplication::removeTranslator(t.get());
    translators().clear();
    installed = supported(code).isEmpty() ? QStringLiteral("en") : supported(code);
    QLocale::setDefault(QLocale(installed));
    if (installed == QLatin1String("en"))
        return true;
    bool ok = installCatalog(kShellCatalog);
    // Qt's standard buttons and dialogs (OK, Cancel, file dialogs): the system's
    // (qt6-translations-l10n).
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(installed),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        translators().push_back(std::move(qt));
    }
    for (const QString& name : catalogsInUse())
        ok = installCatalog(name) && ok;
    return ok;
}

bool useCatalog(const QString& name) {
    if (catalogsInUse().contains(name))
        return true;
    catalogsInUse() << name;
    return installed == QLatin1String("en") || installCatalog(name);
}

QString current() {
    return installed;
}

QStringList inEveryLanguage(const char* context, const char* source) {
    // Each catalog in each language, loaded once (GUI thread only).
    static std::map<std::pair<QString, QString>, std::unique_ptr<QTranslator>> loaded;
    QStringList out = {QString::fromUtf8(source)};
    const QStringList names = QStringList{kShellCatalog} + catalogsInUse();
    for (const Language& l : available()) {
        if (l.code == QLatin1String("en"))
            continue;
        for (const QString& name : names) {
            auto& t = loaded[{name, l.code}];
            if (!t) {
                t = std::make_unique<QTranslator>();
                loadCatalog(*t, name, l.code);
            }
            const QString s = t->translate(context, source);
            if (!s.isEmpty() && !out.contains(s))
                out << s;
        }
    }
    return out;
}

QString nativeName(const QString& code) {
    for (const Language& l : available())
        if (l.code == code)
            return l.nativeName;
    return code;
}

const QList<int>& textSizes() {
    static const QList<int> sizes = {100, 125, 150};
    return sizes;
}

int textSizeSetting() {
    const int v = QSettings().value(kTextSizeKey, 100).toInt();
    return textSizes().contains(v) ? v : 100;
}

void setTextSizeSetting(int percent) {
    QSettings().setValue(kTextSizeKey, textSizes().contains(percent) ? percent : 100);
}

void applyTextSize(int percent) {
    if (percent == 100 || qEnvironmentVariableIsSet("QT_SCALE_FACTOR"))
        return;
    qputenv("QT_SCALE_FACTOR", QByteArray::number(percent / 100.0));
    scaled = true;
}

bool textSizeApplied() {
    return scaled;
}

} // namespace language
