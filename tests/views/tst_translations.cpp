// The German translation: the committed .ts is complete and agrees with its sources (no
// unfinished, vanished or empty message; the same placeholders and accelerators), lupdate finds
// nothing new in views/ and app/gui/, the compiled catalogue is embedded and picked by language,
// an installed catalogue is read before the embedded one, and accelerators are unique where they
// compete (the window, each menu, the dialog), in German and in English.
#include "engine/engine.h"
#include "engineclock.h"
#include "language.h"
#include "streamconsumers/consumerdialog.h"
#include "testworkspace.h"
#include "window/mainwindow.h"
#include "workload/workloaddialog.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

const QString sourceDir = QStringLiteral(LWB_SOURCE_DIR);
const QString tsFile = sourceDir + u"/translations/lifecycle-workbench_de.ts"_s;
const QString englishTsFile = sourceDir + u"/translations/lifecycle-workbench_en.ts"_s;

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type;             // of <translation>: empty when finished, else unfinished, vanished…
    QStringList translations; // the translation, or each numerus form
    QString where() const { return context + u": \""_s + source + u'"'; }
};

// Every message of a Qt Linguist .ts file; an unreadable file fails the calling test.
QList<Message> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(u"cannot read "_s + path), __FILE__, __LINE__);
        return {};
    }
    QList<Message> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) {
            continue;
        } else if (xml.name() == u"TS" || xml.name() == u"context") {
            continue; // descend
        } else if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            Message message;
            message.context = context;
            message.numerus = xml.attributes().value(u"numerus"_s) == u"yes";
            while (xml.readNextStartElement()) {
                if (xml.name() == u"source") {
                    message.source = xml.readElementText();
                } else if (xml.name() == u"comment") {
                    message.comment = xml.readElementText();
                } else if (xml.name() == u"translation") {
                    message.type = xml.attributes().value(u"type"_s).toString();
                    if (!message.numerus) {
                        message.translations << xml.readElementText();
                        continue;
                    }
                    while (xml.readNextStartElement())
                        message.translations << xml.readElementText();
                } else {
                    xml.skipCurrentElement(); // extracomment, translatorcomment, location
                }
            }
            messages << message;
        } else {
            xml.skipCurrentElement();
        }
    }
    if (xml.hasError())
        QTest::qFail(qPrintable(path + u": "_s + xml.errorString()), __FILE__, __LINE__);
    return messages;
}

// The placeholders of a text, %1 … %9 and %n (%L1 and %Ln count as %1 and %n), sorted.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(u"%L?([1-9]|n)"_s);
    QStringList found;
    for (const QRegularExpressionMatch &match : placeholder.globalMatch(text))
        found << u'%' + match.captured(1);
    found.sort();
    found.removeDuplicates();
    return found;
}

// The accelerator letters of a text, lowercase: "Fil&ter" has 't', "A && B" none.
QString accelerators(const QString &text)
{
    QString found;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] != u'&')
            found += text[i + 1].toLower();
        ++i; // "&&" is a literal ampersand
    }
    return found;
}

// The accelerators that compete in one window: its menu bar's titles, and every button, group
// box and label with a buddy in it, hidden tabs and pages too (stricter than Qt needs). Returns
// a text naming each letter used twice; empty when they are unique.
QString clashes(const QList<QPair<QString, QString>> &texts)
{
    QMap<QChar, QStringList> users;
    for (const auto &[owner, text] : texts) {
        for (QChar letter : accelerators(text))
            users[letter] << owner + u" \""_s + text + u'"';
    }
    QStringList clashing;
    for (auto it = users.cbegin(); it != users.cend(); ++it) {
        if (it.value().size() > 1)
            clashing << QString(it.key()) + u": "_s + it.value().join(u", "_s);
    }
    return clashing.join(u"; "_s);
}

QList<QPair<QString, QString>> widgetTexts(const QWidget &top)
{
    QList<QPair<QString, QString>> texts;
    for (const QAbstractButton *button : top.findChildren<QAbstractButton *>())
        texts.append({button->objectName(), button->text()});
    for (const QGroupBox *box : top.findChildren<QGroupBox *>())
        texts.append({box->objectName(), box->title()});
    for (const QLabel *label : top.findChildren<QLabel *>()) {
        if (label->buddy())
            texts.append({label->buddy()->objectName(), label->text()});
    }
    return texts;
}

QString translated(const char *context, const char *source, int n = -1)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void tsIsComplete();
    void placeholdersAndAcceleratorsKept();
    void lupdateFindsNothingNew_data();
    void lupdateFindsNothingNew();
    void englishHasItsPlurals();
    void catalogueIsEmbedded();
    void installedCataloguesComeFirst();
    void choosesLanguage_data();
    void choosesLanguage();
    void translatesKnownTexts_data();
    void translatesKnownTexts();
    void loadsQtsOwnCatalogue();
    void acceleratorsAreUnique_data();
    void acceleratorsAreUnique();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // MainWindow's QSettings go to a test location
    QVERIFY2(QFile::exists(tsFile), qPrintable(tsFile));
}

void TestTranslations::cleanup()
{
    lw::installTranslators(*QCoreApplication::instance(), QLocale(u"en"_s));
}

void TestTranslations::tsIsComplete()
{
    const QList<Message> messages = readTs(tsFile);
    QVERIFY(messages.size() > 300);
    QStringList problems;
    for (const Message &message : messages) {
        if (!message.type.isEmpty())
            problems << message.type + u' ' + message.where();
        else if (message.numerus && message.translations.size() != 2) // German: one, other
            problems << u"not 2 plural forms: "_s + message.where();
        else if (message.translations.isEmpty() || message.translations.contains(QString()))
            problems << u"empty: "_s + message.where();
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::placeholdersAndAcceleratorsKept()
{
    QStringList problems;
    for (const Message &message : readTs(tsFile)) {
        for (const QString &translation : message.translations) {
            if (placeholders(translation) != placeholders(message.source)) {
                problems << u"placeholders differ: "_s + message.where() + u" → \""_s +
                                translation + u'"';
            }
            if (accelerators(translation).size() != accelerators(message.source).size()) {
                problems << u"accelerators differ: "_s + message.where() + u" → \""_s +
                                translation + u'"';
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// What `cmake --build build --target update_translations` would do, on a copy: a text new in
// the sources would come back unfinished, one gone from them would be missing from the copy
// (-no-obsolete drops it). Either means the committed .ts is out of date.
// English's catalogue (its plurals alone, lupdate -pluralonly) is checked the same way.
void TestTranslations::lupdateFindsNothingNew_data()
{
    QTest::addColumn<QString>("ts");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("German") << tsFile << QStringList{};
    QTest::newRow("English plurals") << englishTsFile << QStringList{u"-pluralonly"_s};
}

void TestTranslations::lupdateFindsNothingNew()
{
    QFETCH(QString, ts);
    QFETCH(QStringList, options);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QFileInfo(ts).fileName());
    QVERIFY(QFile::copy(ts, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(sourceDir);
    lupdate.start(QStringLiteral(LWB_LUPDATE),
                  QStringList{u"views"_s, u"app/gui"_s, u"-I"_s, u"views"_s, u"-I"_s, u"core"_s,
                              u"-no-obsolete"_s, u"-locations"_s, u"none"_s}
                      << options << u"-ts"_s << copy);
    QVERIFY2(lupdate.waitForFinished(60'000), "lupdate did not finish");
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
             lupdate.readAllStandardError().constData());

    const auto keys = [](const QList<Message> &messages) {
        QStringList list;
        for (const Message &message : messages)
            list << message.where() + u" / "_s + message.comment;
        list.sort();
        return list;
    };
    const QList<Message> updated = readTs(copy);
    QStringList unfinished;
    for (const Message &message : updated) {
        if (!message.type.isEmpty())
            unfinished << message.where();
    }
    QVERIFY2(unfinished.isEmpty(),
             qPrintable(u"new or changed texts; run the update_translations target and translate "
                        "them:\n"_s +
                        unfinished.join(u'\n')));
    QCOMPARE(keys(updated), keys(readTs(ts)));
}

// English speaks in plurals ("1 request", "2 requests") whatever language the user chose, and
// a translation's own plurals win over them.
void TestTranslations::englishHasItsPlurals()
{
    const auto served = [](int n) {
        return QCoreApplication::translate("lw::ServerToggle", "Serving at %1 · %Ln request(s)", "",
                                           n)
            .arg(u"http://127.0.0.1:8000"_s);
    };
    lw::installTranslators(*QCoreApplication::instance(), QLocale(u"en"_s));
    QCOMPARE(served(1), u"Serving at http://127.0.0.1:8000 · 1 request"_s);
    QCOMPARE(served(2), u"Serving at http://127.0.0.1:8000 · 2 requests"_s);
    lw::installTranslators(*QCoreApplication::instance(), QLocale(u"de"_s));
    QCOMPARE(served(2), u"Bereitgestellt unter http://127.0.0.1:8000 · 2 Anfragen"_s);
}

void TestTranslations::catalogueIsEmbedded()
{
    QVERIFY(QFile::exists(u":/i18n/lifecycle-workbench_de.qm"_s));
    // A build tree has no installed folder beside its executables: the embedded catalogues serve.
    QCOMPARE(lw::catalogueFolders(), QStringList{u":/i18n"_s});
    QCOMPARE(lw::translatedLanguages(), QStringList{u"de"_s});
}

// The catalogues `cmake --install` lays out (share/lifecycle-workbench/translations) are read
// before the embedded ones: here a German one that translates a single text, and a French one.
// The embedded catalogues still serve what the installed folder lacks.
void TestTranslations::installedCataloguesComeFirst()
{
    QTemporaryDir installed;
    QVERIFY(installed.isValid());
    const auto compile = [&](const QString &language, const QString &fileMenu) {
        const QString ts = installed.filePath(u"source.ts"_s);
        QFile source(ts);
        if (!source.open(QIODevice::WriteOnly))
            return false;
        source.write(uR"x(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="%1"><context><name>lw::MainWindow</name>
<message><source>&amp;File</source><translation>%2</translation></message>
</context></TS>
)x"_s.arg(language, fileMenu)
                         .toUtf8());
        source.close();
        const QString qm = installed.filePath(u"lifecycle-workbench_%1.qm"_s.arg(language));
        return QProcess::execute(QStringLiteral(LWB_LRELEASE), {u"-silent"_s, ts, u"-qm"_s, qm}) ==
                   0 &&
               QFile::remove(ts);
    };
    QVERIFY(compile(u"de"_s, u"&amp;Testdatei"_s));
    QVERIFY(compile(u"fr"_s, u"&amp;Fichier"_s));
    const QStringList folders{installed.path(), u":/i18n"_s};
    QCOMPARE(lw::translatedLanguages(folders), (QStringList{u"de"_s, u"fr"_s}));
    QCoreApplication &app = *QCoreApplication::instance();

    QCOMPARE(lw::installTranslators(app, QLocale(u"de"_s), folders).language, u"de"_s);
    QCOMPARE(translated("lw::MainWindow", "&File"), u"&Testdatei"_s);
    QCOMPARE(translated("lw::MainWindow", "&View"), u"&View"_s); // not from the embedded one
    QCOMPARE(lw::installedLanguage(app), u"de"_s);
    QCOMPARE(lw::installTranslators(app, QLocale(u"fr"_s), folders).language, u"fr"_s);
    QCOMPARE(translated("lw::MainWindow", "&File"), u"&Fichier"_s);
    QCOMPARE(lw::installedLanguage(app), u"fr"_s);

    // An installed folder without German: the embedded German catalogue.
    QVERIFY(QFile::remove(installed.filePath(u"lifecycle-workbench_de.qm"_s)));
    QCOMPARE(lw::installTranslators(app, QLocale(u"de"_s), folders).language, u"de"_s);
    QCOMPARE(translated("lw::MainWindow", "&File"), u"&Datei"_s);
    QCOMPARE(translated("lw::MainWindow", "&View"), u"&Ansicht"_s);
}

void TestTranslations::choosesLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("language"); // of the catalogue installed; empty: English
    QTest::addColumn<QString>("file");     // MainWindow's "&File" then

    QTest::newRow("German") << u"de"_s << u"de"_s << u"&Datei"_s;
    QTest::newRow("Austrian German") << u"de_AT"_s << u"de"_s << u"&Datei"_s;
    QTest::newRow("Swiss German, BCP 47") << u"de-CH"_s << u"de"_s << u"&Datei"_s;
    QTest::newRow("English") << u"en"_s << QString() << u"&File"_s;
    QTest::newRow("British English") << u"en_GB"_s << QString() << u"&File"_s;
    QTest::newRow("no catalogue: French") << u"fr"_s << QString() << u"&File"_s;
    QTest::newRow("not a language") << u"xx"_s << QString() << u"&File"_s;
}

void TestTranslations::choosesLanguage()
{
    QFETCH(QString, code);
    QFETCH(QString, language);
    QFETCH(QString, file);
    const lw::InstalledLanguage installed =
        lw::installTranslators(*QCoreApplication::instance(), lw::uiLocale(code));
    QCOMPARE(installed.language, language);
    QCOMPARE(lw::installedLanguage(*QCoreApplication::instance()),
             language.isEmpty() ? u"en"_s : language);
    QCOMPARE(lw::interfaceLanguage(lw::uiLocale(code)), language.isEmpty() ? u"en"_s : language);
    QCOMPARE(translated("lw::MainWindow", "&File"), file);
}

void TestTranslations::translatesKnownTexts_data()
{
    QTest::addColumn<QByteArray>("context");
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("german");

    QTest::newRow("menu") << "lw::MainWindow"_ba
                          << "&View"_ba << -1 << u"&Ansicht"_s;
    QTest::newRow("pane title") << "lw::MainWindow"_ba
                                << "Timeline"_ba << -1 << u"Zeitleiste"_s;
    QTest::newRow("clock bar") << "lw::ClockBar"_ba
                               << "Clock"_ba << -1 << u"Uhr"_s;
    QTest::newRow("shared by a free function") << "lw::ClockText"_ba
                                               << "%1 UTC"_ba << -1 << u"%1 UTC"_s;
    QTest::newRow("the application's own")
        << "GuiMain"_ba
        << "Cannot write the picture %1"_ba << -1 << u"Das Bild %1 lässt sich nicht schreiben"_s;
    QTest::newRow("plural, one") << "lw::TimelineView"_ba
                                 << "%n change(s) in this lifetime"_ba << 1
                                 << u"1 Änderung in dieser Lebensdauer"_s;
    QTest::newRow("plural, other")
        << "lw::TimelineView"_ba
        << "%n change(s) in this lifetime"_ba << 3 << u"3 Änderungen in dieser Lebensdauer"_s;
    QTest::newRow("DynamoDB's words stay")
        << "lw::StreamRecordsPane"_ba
        << "REMOVE (user and TTL)"_ba << -1 << u"REMOVE (Benutzer und TTL)"_s;
    QTest::newRow("a language in German") << "lw::MainWindow"_ba
                                          << "English"_ba << -1 << u"Englisch"_s;
    QTest::newRow("a fault is no error") << "lw::ConsumersModel"_ba
                                         << "Fault"_ba << -1 << u"Störung"_s;
    QTest::newRow("a lesson step's kind") << "LessonSession"_ba
                                          << "call"_ba << -1 << u"Aufruf"_s;
}

void TestTranslations::translatesKnownTexts()
{
    QFETCH(QByteArray, context);
    QFETCH(QByteArray, source);
    QFETCH(int, n);
    QFETCH(QString, german);
    QCOMPARE(lw::installTranslators(*QCoreApplication::instance(), QLocale(u"de"_s)).language,
             u"de"_s);
    QCOMPARE(translated(context.constData(), source.constData(), n), german);
}

// Qt's own texts (standard buttons, the command line help) follow the application's language
// when Qt's catalogue is installed (Debian: qt6-translations-l10n); its absence is no failure.
void TestTranslations::loadsQtsOwnCatalogue()
{
    const bool present =
        QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + u"/qtbase_de.qm"_s);
    const lw::InstalledLanguage installed =
        lw::installTranslators(*QCoreApplication::instance(), QLocale(u"de"_s));
    QCOMPARE(installed.qtCatalogue, present);
    if (!present)
        QSKIP("Qt's German catalogue qtbase_de.qm is not installed");
    QCOMPARE(translated("QPlatformTheme", "Cancel"), u"Abbrechen"_s);
    // English leaves Qt English too, rather than the system's language.
    QVERIFY(!lw::installTranslators(*QCoreApplication::instance(), QLocale(u"en"_s)).qtCatalogue);
    QCOMPARE(translated("QPlatformTheme", "Cancel"), u"Cancel"_s);
}

void TestTranslations::acceleratorsAreUnique_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("consumerDialogTitle");
    QTest::addColumn<QString>("workloadDialogTitle");
    QTest::newRow("de") << u"de"_s << u"&Datei"_s << u"Stream-Verbraucher hinzufügen"_s
                        << u"Last erzeugen"_s;
    QTest::newRow("en") << u"en"_s << u"&File"_s << u"Add stream consumer"_s << u"Run workload"_s;
}

void TestTranslations::acceleratorsAreUnique()
{
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);
    QFETCH(QString, consumerDialogTitle);
    QFETCH(QString, workloadDialogTitle);
    lw::installTranslators(*QCoreApplication::instance(), QLocale(language));
    lw::test::TestWorkspace ws;
    ws.ok(u"CreateTable"_s, lw::test::kUsersTable);
    lw::Engine &engine = ws.workspace().engine();
    const lw::ClockControl clock =
        lw::test::engineClock([&engine]() -> lw::Engine & { return engine; });
    lw::MainWindow window(ws.apiCall(), clock, ws.path());
    QCOMPARE(window.menuBar()->actions().constFirst()->text(), fileMenu);

    QList<QPair<QString, QString>> windowTexts = widgetTexts(window);
    for (const QAction *menu : window.menuBar()->actions()) {
        windowTexts.append({u"menu bar"_s, menu->text()});
        QList<QPair<QString, QString>> items;
        for (const QAction *item : menu->menu()->actions())
            items.append({menu->text(), item->text()});
        QVERIFY2(clashes(items).isEmpty(), qPrintable(clashes(items)));
    }
    QVERIFY2(clashes(windowTexts).isEmpty(), qPrintable(clashes(windowTexts)));

    const lw::ConsumerDialog dialog(ws.apiCall());
    QCOMPARE(dialog.windowTitle(), consumerDialogTitle);
    const QList<QPair<QString, QString>> dialogTexts = widgetTexts(dialog);
    QVERIFY(dialogTexts.size() > 10);
    QVERIFY2(clashes(dialogTexts).isEmpty(), qPrintable(clashes(dialogTexts)));

    const lw::WorkloadDialog workload(
        ws.apiCall(), [](const QJsonObject &) { return lw::Result<QJsonObject>(); }, {});
    QCOMPARE(workload.windowTitle(), workloadDialogTitle);
    const QList<QPair<QString, QString>> workloadTexts = widgetTexts(workload);
    QVERIFY(workloadTexts.size() > 15);
    QVERIFY2(clashes(workloadTexts).isEmpty(), qPrintable(clashes(workloadTexts)));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
