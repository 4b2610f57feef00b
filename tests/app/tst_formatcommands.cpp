// File ▸ Import and File ▸ Export View on a real session: a NoSQL Workbench
// model comes in and is shown, DynamoDB JSON lines go into the shown table, the shown table or
// index goes out as CSV or JSON lines (as of the viewed past too); refusals name their reason and
// change nothing, imports wait for a recording and for the present, and a stopped import says
// what it left.
#include "commands/formatcommands.h"
#include "commands/recordcommands.h"
#include "engine/engine.h"
#include "session.h"
#include "sessiontest.h"
#include "window/mainwindow.h"
#include "workspace/workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

const QString kModel = QStringLiteral(LW_FORMATS_DATA "/shop-model.json");

QMessageBox *messageOf(QWidget *window)
{
    return window->findChild<QMessageBox *>();
}

// Closes the warnings a command left, so that the next one is the only one.
void closeMessages(QWidget *window)
{
    for (QMessageBox *box : window->findChildren<QMessageBox *>())
        delete box;
}

QJsonObject call(Session &session, const QString &action, const QJsonObject &request)
{
    const Result<QJsonObject> answer = session.workspace().api().call(action, request);
    if (!answer)
        qWarning("%s: %s", qPrintable(action), qPrintable(answer.error().message));
    return answer.value_or(QJsonObject{});
}

// How many items Scan finds in the table (or its index), now.
qint64 countOf(Session &session, const QString &table, const QString &index = {})
{
    QJsonObject request{{u"TableName"_s, table}, {u"Select"_s, u"COUNT"_s}};
    if (!index.isEmpty())
        request.insert(u"IndexName"_s, index);
    return call(session, u"Scan"_s, request).value(u"Count"_s).toInteger(-1);
}

QList<QByteArray> linesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = file.readAll().split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestFormatCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings(u"tst_formatcommands"_s);
        QVERIFY(m_dir.isValid());
    }

    void theFileMenuAndTheItemsViewOfferThem()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"offers"_s)));
        MainWindow *window = session.window();
        FormatCommands *formats = window->formatCommands();
        QVERIFY(formats);
        QMenu *file = window->menuBar()->actions().value(0)->menu();
        QVERIFY(file);
        QVERIFY(file->actions().contains(formats->importMenu()->menuAction()));
        QVERIFY(file->actions().contains(formats->exportMenu()->menuAction()));
        const QList<QAction *> imports = formats->importMenu()->actions();
        QCOMPARE(imports.size(), 2);
        // An empty workspace: a model can come in; items and exports need a table to work on.
        QVERIFY(imports[0]->isEnabled());
        QVERIFY(!imports[1]->isEnabled());
        QVERIFY(!formats->exportCsvAction()->isEnabled());
        auto *itemsView = window->findChild<QTableView *>(u"itemsView"_s);
        QVERIFY(itemsView);
        QVERIFY(itemsView->actions().contains(formats->exportCsvAction()));
        QVERIFY(itemsView->actions().contains(formats->exportJsonLinesAction()));
    }

    void aModelComesInAndIsShown()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"model"_s)));
        MainWindow *window = session.window();
        FormatCommands *formats = window->formatCommands();
        QString status;
        connect(formats, &FormatCommands::message, this,
                [&](const QString &text) { status = text; });

        QVERIFY(formats->importModelFrom(kModel));
        QCOMPARE(session.workspace().engine().tableNames(),
                 (QStringList{u"ShopCustomers"_s, u"ShopOrders"_s}));
        const qint64 orders = countOf(session, u"ShopOrders"_s);
        const qint64 customers = countOf(session, u"ShopCustomers"_s);
        QVERIFY(orders > 0 && customers > 0);
        QVERIFY2(status.contains(u"2 tables (ShopOrders, ShopCustomers) with "_s),
                 qPrintable(status));
        QVERIFY2(status.contains(QLocale().toString(orders + customers) + u" items"_s),
                 qPrintable(status));
        // The model's first table is shown, its rows loaded.
        auto *itemsView = window->findChild<QTableView *>(u"itemsView"_s);
        QCOMPARE(itemsView->model()->rowCount(), int(orders));
        QVERIFY(formats->importMenu()->actions()[1]->isEnabled());

        // Again: every table exists, so nothing is written and the message says why.
        const QStringList problemsBefore = session.workspace().engine().verify();
        QVERIFY(problemsBefore.isEmpty());
        QVERIFY(!formats->importModelFrom(kModel));
        QMessageBox *box = messageOf(window);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"The model was not imported."_s), qPrintable(box->text()));
        QVERIFY2(box->text().contains(u"Table already exists: ShopOrders"_s),
                 qPrintable(box->text()));
        QVERIFY(box->text().contains(u"The open workspace is unchanged."_s));
        QCOMPARE(countOf(session, u"ShopOrders"_s), orders);
        QCOMPARE(countOf(session, u"ShopCustomers"_s), customers);
    }

    void itemLinesGoIntoTheShownTable()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"lines"_s)));
        MainWindow *window = session.window();
        FormatCommands *formats = window->formatCommands();
        QVERIFY(formats->importModelFrom(kModel));
        QVERIFY(window->selectSource(u"ShopCustomers"_s));
        const qint64 before = countOf(session, u"ShopCustomers"_s);
        QString status;
        connect(formats, &FormatCommands::message, this,
                [&](const QString &text) { status = text; });

        // A line that is not JSON: the file is refused whole, naming the line.
        const QString bad = m_dir.filePath(u"bad.json"_s);
        QVERIFY(writeFile(bad, "{\"Item\": {\"customerId\": {\"S\": \"C-900\"}}}\n{\"Item\": \n"));
        QVERIFY(!formats->importItemsFrom({bad}));
        QMessageBox *box = messageOf(window);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"bad.json, line 2: is not JSON"_s), qPrintable(box->text()));
        QCOMPARE(countOf(session, u"ShopCustomers"_s), before);
        closeMessages(window);

        // Two good lines: both items are put, and the view shows them.
        const QString good = m_dir.filePath(u"good.json"_s);
        QVERIFY(writeFile(good, "{\"Item\": {\"customerId\": {\"S\": \"C-900\"}, \"name\": "
                                "{\"S\": \"Ada\"}}}\n"
                                "{\"Item\": {\"customerId\": {\"S\": \"C-901\"}}}\n"));
        QVERIFY(formats->importItemsFrom({good}));
        QCOMPARE(countOf(session, u"ShopCustomers"_s), before + 2);
        QVERIFY2(status == u"Imported 2 items into ShopCustomers from good.json"_s,
                 qPrintable(status));
        auto *itemsView = window->findChild<QTableView *>(u"itemsView"_s);
        QCOMPARE(itemsView->model()->rowCount(), int(before + 2));
        const QStringList problems = session.workspace().engine().verify();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void theShownViewGoesOutAsCsvAndJsonLines()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"export"_s)));
        MainWindow *window = session.window();
        FormatCommands *formats = window->formatCommands();
        QVERIFY(formats->importModelFrom(kModel));
        QString status;
        connect(formats, &FormatCommands::message, this,
                [&](const QString &text) { status = text; });

        // The index, as CSV: its keys lead the header, one record per item it holds.
        QVERIFY(window->selectSource(u"ShopOrders"_s, u"GSI1"_s));
        QVERIFY(formats->exportCsvAction()->isEnabled());
        const qint64 inIndex = countOf(session, u"ShopOrders"_s, u"GSI1"_s);
        QVERIFY(inIndex > 0 && inIndex < countOf(session, u"ShopOrders"_s)); // sparse
        const QString csv = m_dir.filePath(u"gsi1.csv"_s);
        QVERIFY(formats->exportViewTo(formats::ViewFormat::Csv, csv));
        const QList<QByteArray> records = linesOf(csv);
        QCOMPARE(records.size(), inIndex + 1);
        QVERIFY2(records[0].startsWith("GSI1PK,GSI1SK,PK,SK,"), records[0].constData());
        QVERIFY2(status.contains(QLocale().toString(inIndex) + u" items of ShopOrders / GSI1"_s),
                 qPrintable(status));

        // The table, as JSON lines, now and as of before a delete.
        QVERIFY(window->selectSource(u"ShopOrders"_s));
        const qint64 orders = countOf(session, u"ShopOrders"_s);
        const qint64 before = session.workspace().engine().nowMs();
        call(session, u"AdvanceClock"_s, QJsonObject{{u"ByMillis"_s, 60000}});
        const QJsonObject first =
            call(session, u"Scan"_s,
                 QJsonObject{{u"TableName"_s, u"ShopOrders"_s}, {u"Limit"_s, 1}})[u"Items"_s][0]
                .toObject();
        QJsonObject key{{u"PK"_s, first[u"PK"_s]}, {u"SK"_s, first[u"SK"_s]}};
        call(session, u"DeleteItem"_s,
             QJsonObject{{u"TableName"_s, u"ShopOrders"_s}, {u"Key"_s, key}});
        window->reload();
        const QString now = m_dir.filePath(u"now.jsonl"_s);
        QVERIFY(formats->exportViewTo(formats::ViewFormat::JsonLines, now));
        QCOMPARE(linesOf(now).size(), orders - 1);
        window->viewAsOf(before);
        QVERIFY(!formats->importMenu()->actions()[0]->isEnabled()); // the past is read-only
        QVERIFY(!formats->importMenu()->actions()[1]->isEnabled());
        QVERIFY(formats->exportJsonLinesAction()->isEnabled());
        const QString past = m_dir.filePath(u"past.jsonl"_s);
        QVERIFY(formats->exportViewTo(formats::ViewFormat::JsonLines, past));
        const QList<QByteArray> pastLines = linesOf(past);
        QCOMPARE(pastLines.size(), orders);
        bool deletedIsThere = false;
        for (const QByteArray &line : pastLines) {
            const QJsonObject item = QJsonDocument::fromJson(line).object()[u"Item"_s].toObject();
            QVERIFY2(!item.isEmpty(), line.constData());
            deletedIsThere |= item[u"PK"_s] == key[u"PK"_s] && item[u"SK"_s] == key[u"SK"_s];
        }
        QVERIFY(deletedIsThere);
        QVERIFY2(status.contains(u"as of"_s), qPrintable(status));
    }

    void anExportThatCannotWriteKeepsTheEarlierFile()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"nowrite"_s)));
        MainWindow *window = session.window();
        FormatCommands *formats = window->formatCommands();
        QVERIFY(formats->importModelFrom(kModel));
        const QString missingFolder = m_dir.filePath(u"no/such/folder/out.csv"_s);
        QVERIFY(!formats->exportViewTo(formats::ViewFormat::Csv, missingFolder));
        QMessageBox *box = messageOf(window);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"The view was not exported."_s), qPrintable(box->text()));
        QVERIFY2(box->text().contains(u"cannot write"_s), qPrintable(box->text()));
        QVERIFY(!QFile::exists(missingFolder));
    }

    void importsWaitForARecordingToStop()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"recording"_s)));
        MainWindow *window = session.window();
        QVERIFY(window->recordCommands()->setRecording(true));
        QVERIFY(!window->formatCommands()->importModelFrom(kModel));
        QMessageBox *box = messageOf(window);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"stop the recording"_s), qPrintable(box->text()));
        QVERIFY(session.workspace().engine().tableNames().isEmpty());
        QVERIFY(!window->recordCommands()->setRecording(false));
        closeMessages(window);
        QVERIFY(window->formatCommands()->importModelFrom(kModel));
    }

    // A stop part-way through an items import keeps the batches written: the message says how
    // many, and the window reads the table again.
    void aStoppedImportSaysWhatItLeft()
    {
        QWidget window;
        window.show();
        FormatCommands formats(&window);
        QString shown;
        connect(&formats, &FormatCommands::imported, this,
                [&](const QString &table) { shown = table; });
        WorkspaceFiles files;
        files.importItems = [&](const QString &, const QStringList &,
                                const WorkProgress &progress) -> Result<formats::Outcome> {
            for (qint64 done = 25; done <= 10000; done += 25) {
                QThread::msleep(2);
                if (auto *dialog = window.findChild<QProgressDialog *>();
                    dialog && dialog->isVisible() && dialog->value() > 0) {
                    auto *cancel = dialog->findChild<QPushButton *>();
                    if (!cancel)
                        return std::unexpected(validationError(u"no Cancel button"_s));
                    QTest::mouseClick(cancel, Qt::LeftButton);
                }
                if (!progress(done, 10000))
                    return formats::Outcome{done, true};
            }
            return formats::Outcome{10000, false};
        };
        formats.setFiles(files);
        formats.setView(u"Orders"_s, {}, std::nullopt);
        QVERIFY(!formats.importItemsFrom({m_dir.filePath(u"many.json"_s)}));
        QCOMPARE(shown, u"Orders"_s);
        QMessageBox *box = messageOf(&window);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"The import was stopped."_s), qPrintable(box->text()));
        QVERIFY2(box->text().contains(u"items were written to Orders before it stopped"_s),
                 qPrintable(box->text()));
        QVERIFY(!window.findChild<QProgressDialog *>()); // gone with its work
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestFormatCommands)
#include "tst_formatcommands.moc"
