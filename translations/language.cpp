#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString embeddedDir = u":/i18n"_s;
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

// Loads `name`_<lang>.qm for `locale` from the first of `dirs` that has it and installs it;
// nullptr when none has.
QTranslator *install(QCoreApplication &app, const QLocale &locale, const QString &name,
                     const QStringList &dirs)
{
    auto *translator = new QTranslator(&app);
    translator->setObjectName(translatorTag);
    for (const QString &dir : dirs)
        if (translator->load(locale, name, u"_"_s, dir) &&
            QCoreApplication::installTranslator(translator))
            return translator;
    delete translator;
    return nullptr;
}

} // namespace

QStringList catalogueFolders()
{
    const QString installed = QDir::cleanPath(QCoreApplication::applicationDirPath() + u'/' +
                                              QStringLiteral(LW_INSTALLED_TRANSLATIONS));
    if (QFileInfo(installed).isDir())
        return {installed, embeddedDir};
    return {embeddedDir};
}

QStringList translatedLanguages(const QStringList &folders)
{
    QStringList languages;
    const QString prefix = catalogueName + u'_';
    for (const QString &folder : folders)
        for (const QString &file :
             QDir(folder).entryList({prefix + u'*' + catalogueSuffix}, QDir::Files))
            if (const QString code = file.mid(prefix.size()).chopped(catalogueSuffix.size());
                code != englishPlurals && !languages.contains(code))
                languages.append(code);
    languages.sort();
    return languages;
}

QLocale uiLocale(const QString &code)
{
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

QString interfaceLanguage(const QLocale &locale, const QStringList &folders)
{
    const QStringList translated = translatedLanguages(folders);
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

InstalledLanguage installTranslators(QCoreApplication &app, const QLocale &locale,
                                     const QStringList &folders)
{
    removeOurTranslators(app);
    // Under every language: a translator installed later is asked first, so a translation's own
    // plurals win and English's fill in for the texts it leaves English.
    install(app, QLocale(QLocale::English), catalogueName, folders);
    const QString code = interfaceLanguage(locale, folders);
    if (code == u"en")
        return {};
    QTranslator *ours = install(app, QLocale(code), catalogueName, folders);
    if (!ours)
        return {};
    // Qt's catalogue in the language of ours, so that a dialog never mixes three.
    const QLocale loaded(ours->language());
    const bool qt = install(app, loaded, u"qtbase"_s,
                            {QLibraryInfo::path(QLibraryInfo::TranslationsPath)}) != nullptr;
    return {.language = ours->language(), .qtCatalogue = qt};
}

QString installedLanguage(const QCoreApplication &app)
{
    // Every translator but English's plurals is of the one language installed (Qt's own too).
    for (const QTranslator *translator :
         app.findChildren<QTranslator *>(translatorTag, Qt::FindDirectChildrenOnly))
        if (const QLocale language(translator->language()); language.language() != QLocale::English)
            return QLocale::languageToCode(language.language());
    return u"en"_s;
}

} // namespace lw
