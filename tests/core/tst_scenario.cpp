// The lesson file format (core/scenario/scenario.h, docs/scenarios.md): what a valid file holds
// once parsed, and the message for each kind of mistake, word for word.
//
// Scenarios are written with single quotes, which doc() turns into JSON's double quotes: a raw
// string literal holding '#' or an escaped quote makes moc skip the file.
#include "scenario/scenario.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::scenario;

namespace {

QByteArray quotes(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

// A valid header with `steps` (single-quoted JSON of the array's elements).
QByteArray doc(const char *steps, const char *extraHeader = "")
{
    return quotes(
               "{'format': 1, 'slug': 'demo', 'title': 'Demo', 'clock': '2026-10-20T12:00:00Z'") +
           quotes(extraHeader) + ", \"steps\": [" + quotes(steps) + "]}";
}

const char *kTableStep = "{'call': 'CreateTable', 'request': {'TableName': 'T'}}";

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT

private slots:
    void aValidScenario()
    {
        const QByteArray json = doc(
            "{'narrate': 'Hello'},"
            "{'call': 'CreateTable', 'request': {'TableName': 'T', 'StreamSpecification': "
            "{'StreamEnabled': true}}, 'save': {'arn': 'TableDescription.LatestStreamArn'}},"
            "{'call': 'PutItem', 'request': {'TableName': 'T', 'Item': {'z': {'S': "
            "'${arn}'}, 'a': {'N': '${now+1h}'}}}, 'expectError': 'ValidationException',"
            " 'show': {'title': 'Put', 'value': 'Attributes', 'order': ['z'], 'keyBy': "
            "'{a}'}},"
            "{'advance': '1h30m'}, {'clock': '2026-10-21'},"
            "{'advance': 'to-sweep', 'table': 'T', 'key': {'a': {'N': '1'}}},"
            "{'heading': 'Part two'}, {'timeline': 'T', 'key': {'a': {'N': '1'}}},"
            "{'expect': 'query', 'request': {'TableName': 'T'}, 'equals': []},"
            "{'expect': 'stream', 'table': 'T', 'record': 0, 'includes': {}},"
            "{'expect': 'object', 'key': 'archive/x.json', 'equals': null},"
            "{'expect': 'lifecycle', 'table': 'T', 'key': {'a': {'N': '1'}}, 'state': "
            "'expired'}, {'sweep': 'now'}",
            ", 'number': 7, 'source': 'seed 000', 'sweeper': {'preset': 'instant', 'seed': '1'},"
            " 'consumerLines': {'search': '{Record.eventName} {+DocumentCount}'}");
        const auto parsed = parseScenario(json);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
        const Scenario &s = *parsed;
        QCOMPARE(s.number, 7);
        QCOMPARE(s.slug, u"demo"_s);
        QCOMPARE(s.source, u"seed 000"_s);
        QCOMPARE(s.startMs, 1792497600000);
        QVERIFY(s.sweeper);
        QCOMPARE(s.consumerLines.value(u"search"_s).text(),
                 u"{Record.eventName} {+DocumentCount}"_s);
        QCOMPARE(s.steps.size(), 13);
        QCOMPARE(s.steps.at(0).kind, StepKind::Narrate);
        QCOMPARE(s.steps.at(0).where(), u"step 1 (\"narrate\")"_s);
        const Step &put = s.steps.at(2);
        QCOMPARE(put.action, u"PutItem"_s);
        // The request as written: "z" before "a", placeholders still in it.
        QCOMPARE(put.requestText,
                 QByteArray("{\"TableName\": \"T\", \"Item\": {\"z\": {\"S\": \"${arn}\"}, "
                            "\"a\": {\"N\": \"${now+1h}\"}}}"));
        QCOMPARE(put.expectError, u"ValidationException"_s);
        QCOMPARE(put.show->order, QStringList{u"z"_s});
        QCOMPARE(put.show->value->text(), u"Attributes"_s);
        QCOMPARE(s.steps.at(1).saves.size(), 1);
        QCOMPARE(s.steps.at(3).ms, 90 * 60 * 1000);
        QCOMPARE(s.steps.at(4).ms, 1792540800000);
        QCOMPARE(s.steps.at(5).target, AdvanceTarget::ToSweep);
        QCOMPARE(s.steps.at(5).table, u"T"_s);
        QCOMPARE(s.steps.at(8).select->text(), u"Items"_s); // the default
        QCOMPARE(s.steps.at(9).record, 0);
        QCOMPARE(s.steps.at(9).includes, true);
        QVERIFY(s.steps.at(10).expected.isNull());
        QCOMPARE(s.steps.at(11).state, u"expired"_s);
        QCOMPARE(s.steps.at(12).kind, StepKind::Sweep);
        QCOMPARE(s.json, json); // kept as written
    }

    void mistakes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const QByteArray &json, const QString &message) {
            QTest::newRow(name) << json << message;
        };
        row("not JSON",
            "{\"format\": ", u"the scenario is not valid JSON: unterminated object at offset 11"_s);
        row("not an object", "[]", u"the scenario must be a JSON object"_s);
        row("format", quotes("{'format': 2}"), u"scenario: \"format\" must be 1"_s);
        row("unknown top field", doc(kTableStep, ", 'stpes': []"),
            u"scenario: unknown field \"stpes\""_s);
        row("number", doc(kTableStep, ", 'number': 0"),
            u"scenario: \"number\" must be a whole number from 1"_s);
        row("slug", quotes("{'format': 1, 'slug': 'TTL expiry'}"),
            u"scenario: \"slug\" must be lower-case words joined by \"-\", such as ttl-expiry"_s);
        row("title", quotes("{'format': 1, 'slug': 'a', 'title': ''}"),
            u"scenario: \"title\" must be a non-empty string"_s);
        row("clock", quotes("{'format': 1, 'slug': 'a', 'title': 'A', 'clock': 'noon'}"),
            u"scenario: \"clock\" must be a TIME such as 2026-10-20T12:00:00Z or 1792496917.261"_s);
        row("sweeper", doc(kTableStep, ", 'sweeper': {'preset': 'never'}"),
            u"scenario: \"sweeper\" must be sweeper settings such as {\"preset\": \"aws-like\", "
            u"\"seed\": \"1\"}"_s);
        row("consumer line", doc(kTableStep, ", 'consumerLines': {'search': '{Record'}"),
            u"scenario: \"consumerLines.search\" is not a line template: \"{\" at 1 is not "
            u"closed"_s);
        row("no steps", doc(""), u"scenario: \"steps\" must be an array of at least one step"_s);
        row("step not an object", doc("1"), u"step 1: must be an object"_s);
        row("no kind", doc("{'request': {}}"),
            u"step 1: needs one of \"call\", \"advance\", \"clock\", \"sweep\", \"narrate\", "
            u"\"heading\", \"timeline\", \"expect\", \"workload\", \"statement\""_s);
        row("empty statement", doc("{'statement': ''}"),
            u"step 1 (\"statement\"): \"statement\" must be a non-empty string"_s);
        row("statement parameters not a list",
            doc("{'statement': 'SELECT * FROM T WHERE PK = ?', 'parameters': {'S': 'a'}}"),
            u"step 1 (\"statement\"): \"parameters\" must be a non-empty list of typed values"_s);
        row("statement with a request", doc("{'statement': 'SELECT * FROM T', 'request': {}}"),
            u"step 1 (\"statement\"): unknown field \"request\""_s);
        row("statement and call", doc("{'call': 'ListTables', 'statement': 'SELECT * FROM T'}"),
            u"step 1: has both \"call\" and \"statement\"; a step does one thing"_s);
        row("sweep", doc("{'sweep': 'later'}"), u"step 1 (\"sweep\"): \"sweep\" must be \"now\""_s);
        row("sweep field", doc("{'sweep': 'now', 'table': 'T'}"),
            u"step 1 (\"sweep\"): unknown field \"table\""_s);
        row("two kinds", doc("{'call': 'ListTables', 'advance': '1s'}"),
            u"step 1: has both \"call\" and \"advance\"; a step does one thing"_s);
        row("unknown field", doc("{'call': 'ListTables', 'requets': {}}"),
            u"step 1 (\"call\"): unknown field \"requets\""_s);
        row("request not an object", doc("{'narrate': 'a'}, {'call': 'ListTables', 'request': []}"),
            u"step 2 (\"call\"): \"request\" must be an object"_s);
        row("unknown action", doc("{'call': 'PutItme'}"),
            u"step 1 (\"call\"): \"call\" names no action: \"PutItme\""_s);
        row("expectError", doc("{'call': 'ListTables', 'expectError': 1}"),
            u"step 1 (\"call\"): \"expectError\" must be a non-empty string"_s);
        row("client type", doc("{'call': 'ListTables', 'client': 2}"),
            u"step 1 (\"call\"): \"client\" must be a non-empty string"_s);
        row("client name", doc("{'call': 'ListTables', 'client': '1st editor'}"),
            u"step 1 (\"call\"): \"client\" must be a name of 1 to 32 letters, digits, spaces, "
            u"_, . or -, starting with a letter: \"1st editor\""_s);
        row("client too long",
            doc("{'statement': 'SELECT * FROM t', 'client': 'abcdefghijklmnopqrstuvwxyzabcdefg'}"),
            u"step 1 (\"statement\"): \"client\" must be a name of 1 to 32 letters, digits, "
            u"spaces, _, . or -, starting with a letter: \"abcdefghijklmnopqrstuvwxyzabcdefg\""_s);
        row("aroundCache", doc("{'call': 'ListTables', 'aroundCache': 'yes'}"),
            u"step 1 (\"call\"): \"aroundCache\" must be true or false"_s);
        row("save name", doc("{'call': 'ListTables', 'save': {'now': 'TableNames'}}"),
            u"step 1 (\"call\"): \"save.now\" is not a name a value can be saved under (letters, "
            u"digits, _; not now or nowMs)"_s);
        row("save selector", doc("{'call': 'ListTables', 'save': {'first': 'TableNames['}}"),
            u"step 1 (\"call\"): \"save.first\" is not a selector: expected an index or \"]\" at "
            u"12"_s);
        row("show field", doc("{'call': 'ListTables', 'show': {'titel': 'Tables'}}"),
            u"step 1 (\"call\"): unknown field \"show.titel\""_s);
        row("show empty", doc("{'call': 'ListTables', 'show': {}}"),
            u"step 1 (\"call\"): \"show\" needs a \"title\", a \"value\" or both"_s);
        row("show value", doc("{'call': 'ListTables', 'show': {'value': 'Items[].'}}"),
            u"step 1 (\"call\"): \"show.value\" is not a selector: the selector ends too soon"_s);
        row("show function", doc("{'call': 'ListTables', 'show': {'value': 'lenght(Items)'}}"),
            u"step 1 (\"call\"): \"show.value\" is not a selector: unknown function \"lenght\" "
            u"at 1"_s);
        row("show order", doc("{'call': 'ListTables', 'show': {'value': 'Item', 'order': 'SK'}}"),
            u"step 1 (\"call\"): \"show.order\" must be an array of strings"_s);
        row("show keyBy", doc("{'call': 'ListTables', 'show': {'value': 'Items', 'keyBy': 'a}'}}"),
            u"step 1 (\"call\"): \"show.keyBy\" is not a line template: \"}\" at 2 has no \"{\" "
            u"(write \"}}\" for a brace)"_s);
        row("advance", doc("{'advance': '90'}"),
            u"step 1 (\"advance\"): \"advance\" must be a DURATION such as 2s, 1h30m or 30d, or "
            u"\"to-expiry\" or \"to-sweep\" with a table and key"_s);
        row("advance field", doc("{'advance': '1s', 'table': 'T'}"),
            u"step 1 (\"advance\"): unknown field \"table\""_s);
        row("advance to an item", doc("{'advance': 'to-expiry', 'table': 'T'}"),
            u"step 1 (\"advance\"): \"key\" must be an object"_s);
        row("clock", doc("{'clock': 'tomorrow'}"),
            u"step 1 (\"clock\"): \"clock\" must be a TIME such as 2026-10-20T12:00:00Z or "
            u"1792496917.261"_s);
        row("narrate", doc("{'narrate': ''}"),
            u"step 1 (\"narrate\"): \"narrate\" must be a non-empty string"_s);
        row("heading", doc("{'heading': 'A', 'text': 'B'}"),
            u"step 1 (\"heading\"): unknown field \"text\""_s);
        row("timeline", doc("{'timeline': 'T'}"),
            u"step 1 (\"timeline\"): \"key\" must be an object"_s);
        row("expect kind", doc("{'expect': 'items'}"),
            u"step 1 (\"expect\"): \"expect\" must be one of \"item\", \"query\", \"stream\", "
            u"\"object\", \"lifecycle\", \"workload\""_s);
        row("expect nothing", doc("{'expect': 'item', 'table': 'T', 'key': {}}"),
            u"step 1 (\"expect\"): needs one of \"equals\" and \"includes\""_s);
        row("expect both", doc("{'expect': 'object', 'key': 'k', 'equals': 1, 'includes': 1}"),
            u"step 1 (\"expect\"): needs one of \"equals\" and \"includes\""_s);
        row("expect field", doc("{'expect': 'stream', 'table': 'T', 'key': {}, 'equals': 1}"),
            u"step 1 (\"expect\"): unknown field \"key\""_s);
        row("expect record", doc("{'expect': 'stream', 'table': 'T', 'record': 1.5, 'equals': 1}"),
            u"step 1 (\"expect\"): \"record\" must be a whole number (negative: from the "
            u"newest)"_s);
        row("expect query", doc("{'expect': 'query', 'equals': []}"),
            u"step 1 (\"expect\"): \"request\" must be an object"_s);
        row("expect object key", doc("{'expect': 'object', 'key': {}, 'equals': null}"),
            u"step 1 (\"expect\"): \"key\" must be a non-empty string"_s);
        row("expect state",
            doc("{'expect': 'lifecycle', 'table': 'T', 'key': {}, 'state': 'dead'}"),
            u"step 1 (\"expect\"): \"state\" must be one of \"absent\", \"active\", \"expired\", "
            u"\"deleted-by-ttl\", \"deleted-by-user\", \"deleted-by-consumer\""_s);
        row("workload not an object", doc("{'workload': 'telemetry'}"),
            u"step 1 (\"workload\"): \"workload\" must be an object"_s);
        row("workload field", doc("{'workload': {}, 'seed': 1}"),
            u"step 1 (\"workload\"): unknown field \"seed\""_s);
        row("workload spec",
            doc("{'workload': {'table': 'T', 'action': 'PutItem', 'rate': 10, 'seconds': 0}}"),
            u"step 1 (\"workload\"): \"seconds\" must be a whole number from 1 to 86400"_s);
        row("workload pattern",
            doc("{'workload': {'table': 'T', 'action': 'GetItem', 'rate': 1, 'seconds': 1, "
                "'key': {'pattern': 'zipf', 'count': 10, 'exponnt': 2}}}"),
            u"step 1 (\"workload\"): unknown field \"key.exponnt\""_s);
        row("expect workload nothing", doc("{'expect': 'workload'}"),
            u"step 1 (\"expect\"): needs \"throttled\", \"gaveUp\" or \"includes\""_s);
        row("expect workload flag", doc("{'expect': 'workload', 'throttled': 'yes'}"),
            u"step 1 (\"expect\"): \"throttled\" must be true or false"_s);
        row("expect workload count", doc("{'expect': 'workload', 'includes': {'refused': 1}}"),
            u"step 1 (\"expect\"): \"includes.refused\" is not a count: use \"sent\", "
            u"\"served\", \"throttled\", \"retried\", \"gaveUp\""_s);
        row("expect workload count value", doc("{'expect': 'workload', 'includes': {'sent': -1}}"),
            u"step 1 (\"expect\"): \"includes.sent\" must be a whole number"_s);
        row("expect workload field", doc("{'expect': 'workload', 'equals': {}}"),
            u"step 1 (\"expect\"): unknown field \"equals\""_s);
        row("unsaved placeholder",
            doc("{'call': 'GetRecords', 'request': {'ShardIterator': '${iterator}'}, 'save': "
                "{'iterator': 'NextShardIterator'}}"),
            u"step 1 (\"call\"): \"${iterator}\" is used before a step saves it"_s);
        row("bad offset", doc("{'narrate': 'at ${now+x}'}"),
            u"step 1 (\"narrate\"): \"${now+x}\": the offset must be a whole number or a "
            u"DURATION such as 30d"_s);
        row("offset on a saved value",
            doc("{'call': 'ListTables', 'save': {'n': 'TableNames'}}, {'narrate': '${n+1}'}"),
            u"step 2 (\"narrate\"): \"${n+1}\": only now and nowMs take an offset"_s);
        row("unclosed placeholder", doc("{'narrate': 'at ${now'}"),
            u"step 1 (\"narrate\"): \"${\" at 4 is not closed"_s);
    }
    void quizMistakes_data()
    {
        QTest::addColumn<QByteArray>("quiz");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const char *quiz, const QString &message) {
            QTest::newRow(name) << QByteArray(quiz) << message;
        };
        const auto q = u"quiz 1: "_s;
        row("not an array", "{}",
            u"scenario: \"quiz\" must be an array of at least one question"_s);
        row("empty", "[]", u"scenario: \"quiz\" must be an array of at least one question"_s);
        row("not an object", "[1]", q + u"must be an object"_s);
        row("unknown field",
            "[{'question': 'Q', 'choices': ['a', 'b'], 'answer': 0, 'explain': 'E', 'demo': "
            "[{'narrate': 'x'}], 'hint': 'h'}]",
            q + u"unknown field \"hint\""_s);
        row("no question", "[{'choices': ['a', 'b'], 'answer': 0}]",
            q + u"\"question\" must be a non-empty string"_s);
        row("one choice",
            "[{'question': 'Q', 'choices': ['a'], 'answer': 0, 'explain': 'E', 'demo': []}]",
            q + u"\"choices\" must offer at least two choices"_s);
        row("empty choice",
            "[{'question': 'Q', 'choices': ['a', ''], 'answer': 0, 'explain': 'E', 'demo': []}]",
            q + u"\"choices\" must be an array of non-empty strings"_s);
        row("translated choices short",
            "[{'question': 'Q', 'choices': ['a', 'b'], 'choices@de': ['a'], 'answer': 0, "
            "'explain': 'E', 'demo': []}]",
            q + u"\"choices@de\" must have as many choices as \"choices\" (2)"_s);
        row("choices language",
            "[{'question': 'Q', 'choices': ['a', 'b'], 'choices@deu': ['a', 'b'], 'answer': 0, "
            "'explain': 'E', 'demo': []}]",
            q + u"\"choices@deu\" must name a language in two letters, such as \"choices@de\""_s);
        row("answer out of range",
            "[{'question': 'Q', 'choices': ['a', 'b'], 'answer': 2, 'explain': 'E', 'demo': []}]",
            q + u"\"answer\" must be the index of one of the 2 choices, from 0"_s);
        row("answer not whole",
            "[{'question': 'Q', 'choices': ['a', 'b'], 'answer': 0.5, 'explain': 'E', 'demo': []}]",
            q + u"\"answer\" must be the index of one of the 2 choices, from 0"_s);
        row("no explanation", "[{'question': 'Q', 'choices': ['a', 'b'], 'answer': 1}]",
            q + u"\"explain\" must be a non-empty string"_s);
        row("no demo",
            "[{'question': 'Q', 'choices': ['a', 'b'], 'answer': 1, 'explain': 'E', 'demo': []}]",
            q + u"\"demo\" must be an array of at least one step that shows the answer"_s);
        row("bad demo step",
            "[{'question': 'Q', 'choices': ['a', 'b'], 'answer': 1, 'explain': 'E', 'demo': "
            "[{'narrate': 'x'}, {'call': 'PutItme'}]}]",
            u"quiz 1 step 2 (\"call\"): \"call\" names no action: \"PutItme\""_s);
        row("unsaved placeholder in a demo",
            "[{'question': 'Q', 'choices': ['a', 'b'], 'answer': 1, 'explain': 'E', 'demo': "
            "[{'narrate': '${later}'}]}]",
            u"quiz 1 step 1 (\"narrate\"): \"${later}\" is used before a step saves it"_s);
    }
    void quizMistakes()
    {
        QFETCH(QByteArray, quiz);
        QFETCH(QString, message);
        const auto parsed =
            parseScenario(doc(kTableStep, QByteArray(", 'quiz': " + quiz).constData()));
        QVERIFY(!parsed);
        QCOMPARE(parsed.error(), message);
    }

    // A quiz question as parsed: texts and translations, the answer, the demo's steps with the
    // request text as written, and the lesson's saved values usable in the demo.
    void aValidQuiz()
    {
        const auto parsed = parseScenario(
            doc("{'call': 'ListTables', 'save': {'names': 'TableNames'}}").chopped(1) +
            quotes(", 'quiz': [{'question': 'Q?', 'question@de': 'F?', 'choices': ['one', 'two'], "
                   "'choices@de': ['eins', 'zwei'], 'answer': 1, 'explain': 'E.', "
                   "'explain@de': 'Erk.', 'demo': [{'narrate': 'saw ${names}'}, {'call': "
                   "'PutItem', 'request': {'TableName': 'T', 'Item': {'b': {'N': '1'}, 'a': "
                   "{'N': '2'}}}}]}]}"));
        if (!parsed)
            QFAIL(qPrintable(parsed.error()));
        QCOMPARE(parsed->quiz.size(), 1);
        const QuizQuestion &q = parsed->quiz.first();
        QCOMPARE(q.number, 1);
        QCOMPARE(q.question, u"Q?"_s);
        QCOMPARE(q.questions.value(u"de"_s), u"F?"_s);
        QCOMPARE(q.choices, (QStringList{u"one"_s, u"two"_s}));
        QCOMPARE(q.choiceTexts.value(u"de"_s), (QStringList{u"eins"_s, u"zwei"_s}));
        QCOMPARE(q.answer, 1);
        QCOMPARE(q.explain, u"E."_s);
        QCOMPARE(q.explains.value(u"de"_s), u"Erk."_s);
        QCOMPARE(q.demo.size(), 2);
        QCOMPARE(q.demo.at(1).where(), u"quiz 1 step 2 (\"call\")"_s);
        QCOMPARE(q.demo.at(1).requestText,
                 quotes("{'TableName': 'T', 'Item': {'b': {'N': '1'}, 'a': {'N': '2'}}}"));
        QCOMPARE(parsed->steps.first().where(), u"step 1 (\"call\")"_s);
    }

    void mistakes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const auto parsed = parseScenario(json);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error(), message);
    }

    // A "statement" step is a call of ExecuteStatement holding the statement and its parameters,
    // with a call's expectError, save and show.
    void aStatementStepIsAnExecuteStatementCall()
    {
        const auto parsed = parseScenario(
            doc("{'statement': 'SELECT * FROM T WHERE PK = ?', 'parameters': [{'S': 'a'}], "
                "'expectError': 'ResourceNotFoundException'}"));
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
        const Step &step = parsed->steps.at(0);
        QCOMPARE(step.kind, StepKind::Call);
        QVERIFY(step.statement);
        QCOMPARE(step.where(), u"step 1 (\"statement\")"_s);
        QCOMPARE(step.action, u"ExecuteStatement"_s);
        QCOMPARE(step.requestText, quotes("{'Parameters':[{'S':'a'}],"
                                          "'Statement':'SELECT * FROM T WHERE PK = ?'}"));
        QCOMPARE(step.expectError, u"ResourceNotFoundException"_s);
    }

    // A value saved by one step is there for the next; "$${" is not a placeholder.
    void placeholdersFollowSaves()
    {
        const auto parsed =
            parseScenario(doc("{'call': 'ListTables', 'save': {'first': 'TableNames[0]'}},"
                              "{'narrate': '${first} at ${nowMs-250} costs $${0}'}"));
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
    }
};

QTEST_APPLESS_MAIN(TestScenario)
#include "tst_scenario.moc"
