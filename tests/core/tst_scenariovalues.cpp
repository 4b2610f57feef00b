// The values a lesson reads and prints (core/scenario/): selectors, line templates, "${…}"
// placeholders, DynamoDB JSON made plain, and values written as the seed's Python wrote them.
// JSON is written with single quotes (json() swaps them): raw string literals holding '#' or
// escaped quotes make moc skip the file.
#include "scenario/linetemplate.h"
#include "scenario/placeholders.h"
#include "scenario/plainvalues.h"
#include "scenario/pythontext.h"
#include "scenario/requesttexts.h"
#include "scenario/selector.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::scenario;

namespace {

QJsonValue json(const char *singleQuoted)
{
    const QByteArray text = QByteArray(singleQuoted).replace('\'', '"');
    return QJsonDocument::fromJson("[" + text + "]").array().at(0);
}

// A Query response and a stream record, as the api gives them.
const char *kResponse =
    "{'Count': 3, 'Items': [{'PK': {'S': 'USER#alice'}, 'SK': {'S': 'PROFILE'}},"
    "{'PK': {'S': 'USER#alice'}, 'SK': {'S': 'SESSION#new'}, 'expiresAt': {'N': '1792500517'}},"
    "{'PK': {'S': 'USER#alice'}, 'SK': {'S': 'SESSION#old'}, 'expiresAt': {'N': '1792496857'},"
    " 'tags': {'SS': ['a', 'b']}, 'meta': {'M': {'n': {'NULL': true}, 'l': {'L': [{'BOOL': "
    "false}]}}}}],"
    "'Record': {'dynamodb': {'Keys': {'PK': {'S': 'ORDER#o1'}}, 'OldImage': {'total': {'N': "
    "'17'}}}}, 'Key': 'archive/x.json', 'Body': '{\\'b\\': 1, \\'a\\': [true, null]}'}";

} // namespace

class TestScenarioValues : public QObject
{
    Q_OBJECT

private slots:
    void plainValuesAreWhatBoto3Gives()
    {
        const QJsonValue plain = plainValues(json(kResponse));
        QCOMPARE(plain[u"Items"_s][0], json("{'PK': 'USER#alice', 'SK': 'PROFILE'}"));
        QCOMPARE(plain[u"Items"_s][2][u"expiresAt"_s].toDouble(), 1792496857.0);
        QCOMPARE(plain[u"Items"_s][2][u"tags"_s], json("['a', 'b']"));
        QCOMPARE(plain[u"Items"_s][2][u"meta"_s], json("{'n': null, 'l': [false]}"));
        // Keys and images anywhere, but not a member that merely shares a name.
        QCOMPARE(plain[u"Record"_s][u"dynamodb"_s][u"OldImage"_s], json("{'total': 17}"));
        QCOMPARE(plain[u"Key"_s].toString(), u"archive/x.json"_s);
        QCOMPARE(plain[u"Count"_s].toInt(), 3);
        // Not attribute maps: left as they are.
        QCOMPARE(plainValues(json("{'Item': {'a': 1}}")), json("{'Item': {'a': 1}}"));
    }

    void selectors_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<QJsonValue>("selected");
        QTest::newRow("member") << u"Count"_s << QJsonValue(3);
        QTest::newRow("path") << u"Record.dynamodb.Keys.PK"_s << QJsonValue(u"ORDER#o1"_s);
        QTest::newRow("index") << u"Items[1].SK"_s << QJsonValue(u"SESSION#new"_s);
        QTest::newRow("from the end") << u"Items[-1].SK"_s << QJsonValue(u"SESSION#old"_s);
        QTest::newRow("out of range") << u"Items[3]"_s << QJsonValue();
        QTest::newRow("projection")
            << u"Items[].SK"_s << json("['PROFILE', 'SESSION#new', 'SESSION#old']");
        QTest::newRow("projection leaves out what is missing")
            << u"Items[].expiresAt"_s << json("[1792500517, 1792496857]");
        QTest::newRow("flatten") << u"Items[].tags[]"_s << json("['a', 'b']");
        QTest::newRow("missing") << u"Nothing.at.all"_s << QJsonValue();
        QTest::newRow("quoted name") << u"\"Record\".dynamodb.OldImage.total"_s << QJsonValue(17);
        QTest::newRow("length") << u"length(Items)"_s << QJsonValue(3);
        QTest::newRow("sum") << u"sum(Items[].expiresAt)"_s << QJsonValue(3584997374.0);
        QTest::newRow("object") << u"{count: length(Items), \"last key\": Items[-1].SK}"_s
                                << json("{'count': 3, 'last key': 'SESSION#old'}");
        QTest::newRow("json_loads") << u"json_loads(Body).a"_s << json("[true, null]");
        QTest::newRow("json_dumps") << u"json_dumps(json_loads(Body))"_s
                                    << QJsonValue(u"{\"b\": 1, \"a\": [true, null]}"_s);
    }
    void selectors()
    {
        QFETCH(QString, selector);
        QFETCH(QJsonValue, selected);
        const auto parsed = Selector::parse(selector);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
        // json_dumps writes "b" first: the order a show asks for.
        QCOMPARE(parsed->evaluate(plainValues(json(kResponse)), {u"b"_s}), selected);
    }

    void selectorMistakes_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << u"  "_s << u"the selector is empty"_s;
        QTest::newRow("trailing dot") << u"Items."_s << u"the selector ends too soon"_s;
        QTest::newRow("leading dot") << u".Items"_s << u"unexpected \".\" at 1"_s;
        QTest::newRow("index") << u"Items[x]"_s << u"expected an index or \"]\" at 7"_s;
        QTest::newRow("unclosed index") << u"Items[0"_s << u"expected \"]\" at the end"_s;
        QTest::newRow("function") << u"count(Items)"_s << u"unknown function \"count\" at 1"_s;
        QTest::newRow("unclosed call") << u"length(Items"_s << u"expected \")\" at the end"_s;
        QTest::newRow("object") << u"{a Items}"_s << u"expected \":\" at 4"_s;
        QTest::newRow("extra") << u"Items Count"_s << u"unexpected \"C\" at 7"_s;
        QTest::newRow("quote") << u"\"Items"_s << u"a quoted name is not closed"_s;
    }
    void selectorMistakes()
    {
        QFETCH(QString, selector);
        QFETCH(QString, message);
        const auto parsed = Selector::parse(selector);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error(), message);
    }

    // The seed's consumer lines, as f-strings printed them.
    void lineTemplates_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("root");
        QTest::addColumn<QString>("printed");
        QTest::newRow("31") << u"{e}  {k}  status: {old} -> {new}  index size={n}"_s
                            << u"{'e': 'INSERT', 'k': 'ORDER#o1|META', 'new': 'PLACED', 'n': 1}"_s
                            << u"INSERT  ORDER#o1|META  status: None -> PLACED  index size=1"_s;
        QTest::newRow("32 signs") << u"{e}  count {+c}  revenue {+r}"_s
                                  << u"{'e': 'REMOVE', 'c': -1, 'r': -99}"_s
                                  << u"REMOVE  count -1  revenue -99"_s;
        QTest::newRow("32 zero") << u"count {+c}"_s << u"{'c': 0}"_s << u"count +0"_s;
        QTest::newRow("33 bool") << u"(deleted by TTL: {t})"_s << u"{'t': false}"_s
                                 << u"(deleted by TTL: False)"_s;
        QTest::newRow("braces") << u"{{x}} {x}"_s << u"{'x': [1, 'a']}"_s << u"{x} [1, 'a']"_s;
    }
    void lineTemplates()
    {
        QFETCH(QString, line);
        QFETCH(QString, root);
        QFETCH(QString, printed);
        const auto parsed = LineTemplate::parse(line);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
        QCOMPARE(parsed->render(json(root.toUtf8().constData())), printed);
    }

    void lineTemplateMistakes()
    {
        QCOMPARE(LineTemplate::parse(u"a {b"_s).error(), u"\"{\" at 3 is not closed"_s);
        QCOMPARE(LineTemplate::parse(u"a } b"_s).error(),
                 u"\"}\" at 3 has no \"{\" (write \"}}\" for a brace)"_s);
        QCOMPARE(LineTemplate::parse(u"x {a.}"_s).error(), u"{a.}: the selector ends too soon"_s);
    }

    void placeholders_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("replaced");
        QTest::newRow("now") << u"${now}"_s << u"1792496917"_s;
        QTest::newRow("nowMs") << u"${nowMs}"_s << u"1792496917261"_s;
        QTest::newRow("seconds") << u"${now-60}"_s << u"1792496857"_s;
        QTest::newRow("duration") << u"${now+30d}"_s << u"1795088917"_s;
        QTest::newRow("ms duration") << u"${nowMs+1s}"_s << u"1792496918261"_s;
        QTest::newRow("saved") << u"at ${arn}!"_s << u"at arn:aws:x!"_s;
        QTest::newRow("literal") << u"$${now} ${now}"_s << u"${now} 1792496917"_s;
    }
    void placeholders()
    {
        QFETCH(QString, text);
        QFETCH(QString, replaced);
        PlaceholderValues values{1792496917261, {{u"arn"_s, u"arn:aws:x"_s}}};
        QCOMPARE(substitutePlaceholders(text, values).value_or(u"<error>"_s), replaced);
        // The same text in pieces, as a program computes it (scenario/codeexport.h).
        const auto parts = placeholderParts(text);
        QVERIFY(parts);
        QString rebuilt;
        for (const PlaceholderPart &part : *parts) {
            if (!part.placeholder)
                rebuilt += part.text;
            else if (part.text == u"now"_s)
                rebuilt += QString::number(values.nowMs / 1000 + part.offset);
            else if (part.text == u"nowMs"_s)
                rebuilt += QString::number(values.nowMs + part.offset);
            else
                rebuilt += values.saved.value(part.text);
        }
        QCOMPARE(rebuilt, replaced);
    }

    void placeholdersInRequestText()
    {
        PlaceholderValues values{0, {{u"q"_s, u"say \"hi\""_s}}};
        QCOMPARE(substitutePlaceholders(u"{\"a\": \"${q}\"}"_s, values, true).value_or(QString()),
                 u"{\"a\": \"say \\\"hi\\\"\"}"_s);
        QCOMPARE(substitutePlaceholders(u"${nope}"_s, values).error(),
                 u"\"${nope}\" names no saved value"_s);
        QCOMPARE(placeholderNames(u"${a} and ${now+1} $${b}"_s).value_or(QStringList()),
                 (QStringList{u"a"_s, u"now"_s}));
    }

    void pythonJson()
    {
        const QJsonValue item = json("{'PK': 'USER#alice', 'SK': 'SESSION#bug', 'expiresAt': "
                                     "1792496917261, 'x': [], 'y': {}, 'f': 0.5, 'u': 'é'}");
        QCOMPARE(pythonJsonDumps(item, {u"SK"_s, u"expiresAt"_s, u"PK"_s}, 2),
                 u"{\n  \"SK\": \"SESSION#bug\",\n  \"expiresAt\": 1792496917261,\n  \"PK\": "
                 u"\"USER#alice\",\n  \"f\": 0.5,\n  \"u\": \"\\u00e9\",\n  \"x\": [],\n  \"y\": "
                 u"{}\n}"_s);
        QCOMPARE(pythonJsonDumps(json("{'b': {'N': '1'}, 'a': [true, null]}")),
                 u"{\"a\": [true, null], \"b\": {\"N\": \"1\"}}"_s);
        QCOMPARE(pythonJsonDumps(json("[]"), {}, 2), u"[]"_s);
        QCOMPARE(pythonStr(json("{'a': 'x', 'b': [null, 1.5]}")),
                 u"{'a': 'x', 'b': [None, 1.5]}"_s);
    }

    void requestTextsKeepTheirOrder()
    {
        const QByteArray file = "{\"steps\": [{\"call\": \"A\", \"request\": {\"z\": 1, \"a\": "
                                "{\"q\": \"}\"}}}, {\"narrate\": \"x\"}, {\"request\":[]}],"
                                " \"request\": {}}";
        QCOMPARE(memberTextsOfArray(file, "steps", "request"),
                 (QList<QByteArray>{"{\"z\": 1, \"a\": {\"q\": \"}\"}}", QByteArray(), "[]"}));
    }
};

QTEST_APPLESS_MAIN(TestScenarioValues)
#include "tst_scenariovalues.moc"
