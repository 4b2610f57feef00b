#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString resourceDir = u":/i18n"_s;
const QString catalogueName = u"lifecycle-workbench"_s;
const QString catalogueSuffix = u".qm"_s;
// English's catalogue holds only its plurals ("%n request(s)": "1 request", "2 requests").
const QString englishPlurals = u"en"_s;
// Marks the translators this file installed, so that a later call can find and remove them.
const QString translatorTag = u"lw-translator"_s;

void removeOurTranslators(QCoreApplication &app)
{
    const QList<QTranslator *> installed =
        app.findChildren<QTranslator *>(translatorTag, Qt::FindDirectChildrenOnly);
    for (QTranslator *translator : installed) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

// Loads `name`_<lang>.qm for `locale` from `dir` and installs it; nullptr when there is none.
QTranslator *install(QCoreApplication &app, const QLocale &locale, const QString &name,
                     const QString &dir)
{
    auto *translator = new QTranslator(&app);
    translator->setObjectName(translatorTag);
    if (!translator->load(locale, name, u"_"_s, dir) ||
        !QCoreApplication::installTranslator(translator)) {
        delete translator;
        return nullptr;
    }
    return translator;
}

} // namespace

QStringList translatedLanguages()
{
    QStringList languages;
    const QString prefix = catalogueName + u'_';
    const QStringList files =
        QDir(resourceDir).entryList({prefix + u'*' + catalogueSuffix}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        if (const QString code = file.mid(prefix.size()).chopped(catalogueSuffix.size());
            code != englishPlurals)
            languages.append(code);
    return languages;
}

QLocale uiLocale(const QString &code)
{
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

QString interfaceLanguage(const QLocale &locale)
{
    const QStringList translated = translatedLanguages();
    for (const QString &name : locale.uiLanguages()) {
        const QLocale language(name);
        if (language.language() == QLocale::C) // "C", or a name QLocale does not know
            continue;
        const QString code = QLocale::languageToCode(language.language());
        if (language.language() == QLocale::English || translated.contains(code))
            return code;
    }
    return u"en"_s;
}

InstalledLanguage installTranslators(QCoreApplication &app, const QLocale &locale)
{
    removeOurTranslators(app);
    // Under every language: a translator installed later is asked first, so a translation's own
    // plurals win and English's fill in for the texts it leaves English.
    install(app, QLocale(QLocale::English), catalogueName, resourceDir);
    const QString code = interfaceLanguage(locale);
    if (code == u"en")
        return {};
    QTranslator *ours = install(app, QLocale(code), catalogueName, resourceDir);
    if (!ours)
        return {};
    // Qt's catalogue in the language of ours, so that a dialog never mixes three.
    const QLocale loaded(ours->language());
    const bool qt = install(app, loaded, u"qtbase"_s,
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)) != nullptr;
    return {.language = ours->language(), .qtCatalogue = qt};
}

QString installedLanguage(const QCoreApplication &app)
{
    for (const QTranslator *translator :
         app.findChildren<QTranslator *>(translatorTag, Qt::FindDirectChildrenOnly)) {
        const QLocale language(translator->language());
        if (language.language() != QLocale::English &&
            translatedLanguages().contains(QLocale::languageToCode(language.language())))
            return QLocale::languageToCode(language.language());
    }
    return u"en"_s;
}

} // namespace lw
