// The language of the desktop game and the size of its table (issue 17). English is the source
// language; French and Japanese come from translations/*.ts, built into .qm files and embedded
// (":/i18n/shell_fr.qm"), together with Qt's own translations of its standard dialogs. Each game
// has its own catalog, named by its id (":/i18n/frosted-blooms_fr.qm"), loaded when the game is
// first chosen (issue 32), not at start.
// Both choices are read once, before the first window: the language from --lang, else Settings ▸
// Language, else the system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); the table's scale from
// --text-size, else Settings ▸ Text size. Changing either in Settings starts the game again.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace language {

struct Language {
    QString code;       // "en", "fr", "ja"
    QString nativeName; // "English", "Français", "日本語"
};

// Installs, once, a translator that turns the "(s)" of every tr("… %n …(s)", "", n) into the
// English singular or plural (Qt only resolves %n plurals through a translator). Install it
// before the language's translators: those installed later are asked first.
void installEnglishPlurals();

// The languages the game speaks, English first.
const QList<Language>& available();

// "fr" for "fr", "fr_CA", "fr-FR.UTF-8"…; empty when the game does not speak it.
QString supported(const QString& name);

// The language the system asks for, or "en" when it asks for none the game speaks.
QString systemLanguage();

// The remembered choice: a code, or empty for "follow the system".
QString setting();
void setSetting(const QString& code);

// The language to use: `asked` (from --lang) when set, else the setting, else the system's.
QString choose(const QString& asked);

// Installs the shell's and Qt's translations for `code`, and those of every catalog in use
// (useCatalog), and makes it the default QLocale (numbers: "3,5" in French). English installs
// nothing. Returns false if an embedded file is missing.
bool install(const QString& code);

// Puts a game's catalog in use: `name` is the game's id (--game), its files <name>_<lang>.qm. Its
// translation into the installed language is installed now and follows every later install().
// Once is enough; a second call does nothing. Returns false if the file is missing (English needs
// none).
bool useCatalog(const QString& name);

// The language installed last ("en" before any).
QString current();

// A message in every language the game speaks, English first: its translations in the shell's
// catalog and in every catalog in use.
QStringList inEveryLanguage(const char* context, const char* source);

// "Français" for "fr"; the code itself for a language the game does not speak.
QString nativeName(const QString& code);

// Text size: the table's scale in percent (100, 125, 150), remembered in the settings.
const QList<int>& textSizes();
int textSizeSetting();
void setTextSizeSetting(int percent);

// Applies a scale before the QApplication exists (QT_SCALE_FACTOR, unless the user set it).
void applyTextSize(int percent);
// Whether applyTextSize set QT_SCALE_FACTOR (a restart then leaves it to the new setting).
bool textSizeApplied();

} // namespace language
