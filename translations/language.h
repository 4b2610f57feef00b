// Which language the user interface speaks, and loading the catalogues that make it so.
//
// The GUI's texts are English in the source, each through tr(). The translations in
// lifecycle-workbench_<lang>.ts are compiled at build time (lrelease) into .qm catalogues, embedded
// in this library under ":/i18n", so that a build tree's binary needs no files beside it, and
// installed with the programs (share/lifecycle-workbench/translations), where they are looked for
// first. Qt's own texts
// (standard buttons, the command line help) come from Qt's catalogue qtbase_<lang>.qm in
// QLibraryInfo::TranslationsPath when it is installed (Debian: qt6-translations-l10n); without
// it they stay English and nothing fails.
//
// Thread: the GUI thread, before the first widget exists (texts are translated when created).
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace lw {

// The QSettings key of the chosen language: a code such as "de" or "en". Empty or absent means
// "follow the system" (QLocale::system().uiLanguages(), i.e. LANGUAGE, LC_ALL, LANG on Linux).
inline constexpr QStringView languageSettingKey = u"language";

// Where the catalogues are looked for, in this order: the installed folder,
// <the executable's folder>/../share/lifecycle-workbench/translations, when it exists (there
// `cmake --install` and the .deb put them, so a distribution or a translator may replace one);
// then the embedded ":/i18n". For each language the first folder that has its catalogue wins.
QStringList catalogueFolders();

// The languages with a catalogue in `folders`, sorted, once each: {"de"}. English, the source
// language, is not listed: its catalogue holds only its plurals, and is installed under every
// language.
QStringList translatedLanguages(const QStringList &folders = catalogueFolders());

// The locale whose languages the interface should try: `code` ("de", "de_AT", "en") when not
// empty, else the system's. An unknown code gives the C locale, i.e. English.
QLocale uiLocale(const QString &code);

// The language the interface speaks for `locale`: the first of locale.uiLanguages() that is
// English or has a catalogue ("de"), so "en, de" stays English; "en" when none is.
QString interfaceLanguage(const QLocale &locale, const QStringList &folders = catalogueFolders());

struct InstalledLanguage
{
    QString language;         // the catalogue's language ("de"); empty: the interface is English
    bool qtCatalogue = false; // Qt's own qtbase_<language>.qm was found and installed too
};

// Installs on `app`, which owns them, English's plurals, then the translators for
// interfaceLanguage(locale), each from the first of `folders` that has it, and Qt's own catalogue
// for that same language, never another one. Removes what an earlier call installed, so it can be
// called again to switch languages (widgets then receive QEvent::LanguageChange). Never fails:
// with no catalogue the interface stays English.
InstalledLanguage installTranslators(QCoreApplication &app, const QLocale &locale,
                                     const QStringList &folders = catalogueFolders());

// The language the interface speaks now: that of the catalogue installTranslators() last
// installed on `app` ("de"), "en" when it installed none but English's plurals.
QString installedLanguage(const QCoreApplication &app);

} // namespace lw
