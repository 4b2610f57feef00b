// `lwb import-model`, `import-items` and `export-view` as scripts use them: a NoSQL Workbench model
// imported, an index exported as CSV to stdout, a table exported as JSON lines and imported into
// a copy; a bad model or line exits 1 with the reason and changes nothing; a wrong command line
// exits 64.
#include "lwbrun.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

const QString kModel = QStringLiteral(LW_FORMATS_DATA "/shop-model.json");

const QString kCopyTable =
    u"{\"TableName\": \"Copy\", \"BillingMode\": \"PAY_PER_REQUEST\", \"KeySchema\": "
    u"[{\"AttributeName\": \"PK\", \"KeyType\": \"HASH\"}, {\"AttributeName\": \"SK\", "
    u"\"KeyType\": \"RANGE\"}], \"AttributeDefinitions\": [{\"AttributeName\": \"PK\", "
    u"\"AttributeType\": \"S\"}, {\"AttributeName\": \"SK\", \"AttributeType\": \"S\"}]}"_s;

QStringList sortedLines(const QString &text)
{
    QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    lines.sort();
    return lines;
}

} // namespace

class TestLwbFormats : public QObject, public LwbRunner
{
    Q_OBJECT

private slots:
    void importExportImport()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        QCOMPARE(output(ws, {u"import-model"_s, kModel}),
                 u"created table ShopOrders with 4 items\ncreated table ShopCustomers with 2 "
                 u"items\n"_s);

        const Run csv = lwbOn(ws, {u"export-view"_s, u"ShopOrders"_s, u"--index"_s, u"GSI1"_s,
                                   u"--format"_s, u"csv"_s, u"-"_s});
        QCOMPARE(csv.exitCode, 0);
        QStringList records = QString::fromUtf8(csv.out).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(records.takeFirst(), u"GSI1PK,GSI1SK,PK,SK,status,total"_s);
        records.sort();
        QCOMPARE(
            records,
            (QStringList{u"CUSTOMER#ada,2026-02-27T10:15:00Z,ORDER#1001,METADATA,SHIPPED,59.9"_s,
                         u"CUSTOMER#grace,2026-03-01T08:00:00Z,ORDER#1002,METADATA,PENDING,12"_s}));

        const QString file = root.filePath(u"orders.json"_s);
        QCOMPARE(output(ws, {u"export-view"_s, u"ShopOrders"_s, file}),
                 u"exported 4 items of ShopOrders to %1\n"_s.arg(file));
        QVERIFY(runs(ws, {u"call"_s, u"CreateTable"_s, kCopyTable}));
        QCOMPARE(output(ws, {u"import-items"_s, u"Copy"_s, file}),
                 u"imported 4 items into Copy\n"_s);
        QCOMPARE(sortedLines(output(ws, {u"export-view"_s, u"Copy"_s})),
                 sortedLines(output(ws, {u"export-view"_s, u"ShopOrders"_s, u"-"_s})));
        QCOMPARE(output(ws, {u"verify"_s}), u"ok: %1\n"_s.arg(ws));
    }

    void refusesABadModelOrLine()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        QVERIFY(runs(ws, {u"call"_s, u"CreateTable"_s, kCopyTable}));
        const QString model = root.filePath(u"model.json"_s);
        QFile modelFile(model);
        QVERIFY(modelFile.open(QIODevice::WriteOnly));
        modelFile.write("{\"ModelName\": \"empty\", \"DataModel\": []}");
        modelFile.close();
        const Run badModel = lwbOn(ws, {u"import-model"_s, model});
        QCOMPARE(badModel.exitCode, 1);
        QCOMPARE(QString::fromUtf8(badModel.err),
                 u"lwb: Model model.json: is not a NoSQL Workbench model: it has no "
                 u"\"DataModel\" list of tables\n"_s);

        const QString lines = root.filePath(u"items.json"_s);
        QFile linesFile(lines);
        QVERIFY(linesFile.open(QIODevice::WriteOnly));
        linesFile.write("{\"Item\": {\"PK\": {\"S\": \"a\"}, \"SK\": {\"S\": \"b\"}}}\n"
                        "{\"Item\": {\"PK\": {\"S\": \"a\"}}}\n");
        linesFile.close();
        const Run badLine = lwbOn(ws, {u"import-items"_s, u"Copy"_s, lines});
        QCOMPARE(badLine.exitCode, 1);
        QCOMPARE(QString::fromUtf8(badLine.err),
                 u"lwb: %1, line 2: One or more parameter values were invalid: Missing the key SK "
                 u"in the item\n"_s.arg(lines));
        QCOMPARE(output(ws, {u"export-view"_s, u"Copy"_s}), QString());
        const QString tables = output(ws, {u"call"_s, u"ListTables"_s});
        QVERIFY2(!tables.contains(u"Shop"_s), qPrintable(tables));
    }

    void usage()
    {
        const QString help = QString::fromUtf8(lwb({u"--help"_s}).out);
        for (const QString &text :
             {u"import-model FILE.json"_s, u"import-items TABLE FILE..."_s,
              u"export-view TABLE [--index NAME] [--format csv|jsonl] [--at TIME] [FILE | -]"_s,
              u"docs/formats.md"_s, u"a refused bundle, model or items file"_s})
            QVERIFY2(help.contains(text), qPrintable(text));
        for (const auto &[args, message] :
             {std::pair{QStringList{u"export-view"_s, u"T"_s, u"--format"_s, u"xml"_s},
                        "unknown --format 'xml': use csv or jsonl"},
              std::pair{QStringList{u"export-view"_s, u"T"_s, u"--at"_s, u"yesterday"_s},
                        "'yesterday' is not a TIME"},
              std::pair{QStringList{u"export-view"_s}, "export-view takes a TABLE"},
              std::pair{QStringList{u"import-items"_s, u"T"_s}, "import-items takes a TABLE and "
                                                                "at least one FILE"},
              std::pair{QStringList{u"import-model"_s}, "import-model takes one FILE.json"},
              std::pair{QStringList{u"import-items"_s, u"T"_s, u"f"_s, u"--index"_s, u"i"_s},
                        "--index goes with export-view only"},
              std::pair{QStringList{u"clock"_s, u"--at"_s, u"1"_s},
                        "--at goes with lifecycle and export-view only"}}) {
            const Run run = lwb(args);
            QCOMPARE(run.exitCode, 64);
            QVERIFY2(run.err.contains(message), run.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestLwbFormats)
#include "tst_lwbformats.moc"
