// UpdateItem end to end through the api: SET (arithmetic, if_not_exists, list_append, list
// indexes, nested maps), REMOVE, ADD and DELETE on every type they take, ReturnValues, upserts,
// DynamoDB's texts for updates it refuses, and the indexes kept in step in the same write.
// Every row ends with the stored item read back and verify() clean.
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// The item most rows update.
const char *kBase = R"({"PK":{"S":"u"},"SK":{"S":"1"},"n":{"N":"5"},"s":{"S":"text"},
  "l":{"L":[{"S":"a"},{"S":"b"}]},"m":{"M":{"x":{"N":"1"},"nest":{"M":{"y":{"S":"deep"}}}}},
  "ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},"bs":{"BS":["AQ==","Ag=="]}})";

QByteArray outcome(const lw::Result<QJsonObject> &result)
{
    return compact(result ? *result : result.error().toJson());
}

QByteArray invalid(const QString &message)
{
    return compact(
        QJsonObject{{u"__type"_s, u"com.amazonaws.dynamodb.v20120810#ValidationException"_s},
                    {u"message"_s, message}});
}

// The validation layer's ValidationException, for what it checks before the engine.
QByteArray requestInvalid(const QString &message)
{
    return compact(QJsonObject{{u"__type"_s, u"com.amazon.coral.validate#ValidationException"_s},
                               {u"message"_s, message}});
}

QJsonObject members(const QByteArray &text)
{
    return json(QByteArray('{' + text + '}').constData());
}

QJsonObject key(const char *sk = "1")
{
    return QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"u"_s}}},
                       {u"SK"_s, QJsonObject{{u"S"_s, QString::fromLatin1(sk)}}}};
}

// What GetItem returns for the item under `key`, strongly consistent.
QByteArray stored(TestWorkspace &ws, const QJsonObject &key)
{
    return outcome(ws.call(
        u"GetItem"_s,
        QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Key"_s, key}, {u"ConsistentRead"_s, true}}));
}

QByteArray storedAs(const QJsonObject &item)
{
    return item.isEmpty() ? QByteArray("{}") : compact(QJsonObject{{u"Item"_s, item}});
}

QJsonObject update(const QJsonObject &key, const QString &expression, const QByteArray &values,
                   const QByteArray &names = {})
{
    QJsonObject request{{u"TableName"_s, u"Users"_s}, {u"Key"_s, key}};
    if (!expression.isEmpty())
        request.insert(u"UpdateExpression"_s, expression);
    if (!values.isEmpty())
        request.insert(u"ExpressionAttributeValues"_s, members(values));
    if (!names.isEmpty())
        request.insert(u"ExpressionAttributeNames"_s, members(names));
    return request;
}

void seed(TestWorkspace &ws, const QJsonObject &item)
{
    ws.ok(u"CreateTable"_s, kUsersTable);
    if (item.isEmpty())
        return;
    ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, item}});
}

// kBase with the top-level attributes in `changed` set and those in `removed` gone.
QJsonObject baseWith(const QByteArray &changed, const QStringList &removed = {})
{
    QJsonObject item = json(kBase);
    const QJsonObject set = members(changed);
    for (auto it = set.begin(); it != set.end(); ++it)
        item.insert(it.key(), it.value());
    for (const QString &name : removed)
        item.remove(name);
    return item;
}

} // namespace

class TestUpdateItem : public QObject
{
    Q_OBJECT

private slots:
    void actions_data();
    void actions();
    void returnValues_data();
    void returnValues();
    void upsert_data();
    void upsert();
    void errors_data();
    void errors();
    void indexMaintenance_data();
    void indexMaintenance();
};

void TestUpdateItem::actions_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<QByteArray>("names");
    QTest::addColumn<QByteArray>("changed"); // top-level attributes set or replaced in kBase
    QTest::addColumn<QStringList>("removed");
    const QByteArray none;

    // SET
    QTest::newRow("set-new-attribute") << u"SET a = :v"_s << QByteArray(R"(":v":{"S":"new"})")
                                       << none << QByteArray(R"("a":{"S":"new"})") << QStringList();
    QTest::newRow("set-replaces-with-other-type")
        << u"SET s = :v"_s << QByteArray(R"(":v":{"N":"1"})") << none
        << QByteArray(R"("s":{"N":"1"})") << QStringList();
    QTest::newRow("set-several") << u"SET a = :v, b = :w"_s
                                 << QByteArray(R"(":v":{"S":"x"},":w":{"BOOL":false})") << none
                                 << QByteArray(R"("a":{"S":"x"},"b":{"BOOL":false})")
                                 << QStringList();
    QTest::newRow("set-plus") << u"SET n = n + :two"_s << QByteArray(R"(":two":{"N":"2"})") << none
                              << QByteArray(R"("n":{"N":"7"})") << QStringList();
    QTest::newRow("set-minus-below-zero")
        << u"SET n = n - :ten"_s << QByteArray(R"(":ten":{"N":"10"})") << none
        << QByteArray(R"("n":{"N":"-5"})") << QStringList();
    QTest::newRow("set-plus-decimal")
        << u"SET n = n + :half"_s << QByteArray(R"(":half":{"N":"0.5"})") << none
        << QByteArray(R"("n":{"N":"5.5"})") << QStringList();
    QTest::newRow("set-value-minus-path")
        << u"SET d = :v - n"_s << QByteArray(R"(":v":{"N":"1"})") << none
        << QByteArray(R"("d":{"N":"-4"})") << QStringList();
    QTest::newRow("set-path-plus-path") << u"SET tally = n + m.x"_s << none << none
                                        << QByteArray(R"("tally":{"N":"6"})") << QStringList();
    QTest::newRow("set-copy-of-map")
        << u"SET dup = m.nest"_s << none << none << QByteArray(R"("dup":{"M":{"y":{"S":"deep"}}})")
        << QStringList();
    QTest::newRow("set-if-not-exists-present")
        << u"SET n = if_not_exists(n, :zero)"_s << QByteArray(R"(":zero":{"N":"0"})") << none
        << QByteArray() << QStringList();
    QTest::newRow("set-if-not-exists-missing")
        << u"SET hits = if_not_exists(hits, :zero)"_s << QByteArray(R"(":zero":{"N":"0"})") << none
        << QByteArray(R"("hits":{"N":"0"})") << QStringList();
    QTest::newRow("set-if-not-exists-nested")
        << u"SET m.x = if_not_exists(m.x, :zero), m.z = if_not_exists(m.z, :zero)"_s
        << QByteArray(R"(":zero":{"N":"0"})") << none
        << QByteArray(R"("m":{"M":{"x":{"N":"1"},"z":{"N":"0"},"nest":{"M":{"y":{"S":"deep"}}}}})")
        << QStringList();
    QTest::newRow("set-list-append-end")
        << u"SET l = list_append(l, :more)"_s << QByteArray(R"(":more":{"L":[{"S":"c"}]})") << none
        << QByteArray(R"("l":{"L":[{"S":"a"},{"S":"b"},{"S":"c"}]})") << QStringList();
    QTest::newRow("set-list-append-front")
        << u"SET l = list_append(:more, l)"_s << QByteArray(R"(":more":{"L":[{"S":"c"}]})") << none
        << QByteArray(R"("l":{"L":[{"S":"c"},{"S":"a"},{"S":"b"}]})") << QStringList();
    QTest::newRow("set-list-append-to-missing")
        << u"SET fresh = list_append(if_not_exists(fresh, :empty), :more)"_s
        << QByteArray(R"(":empty":{"L":[]},":more":{"L":[{"N":"1"}]})") << none
        << QByteArray(R"("fresh":{"L":[{"N":"1"}]})") << QStringList();
    QTest::newRow("set-list-index")
        << u"SET l[1] = :v"_s << QByteArray(R"(":v":{"N":"9"})") << none
        << QByteArray(R"("l":{"L":[{"S":"a"},{"N":"9"}]})") << QStringList();
    QTest::newRow("set-list-index-at-end-appends")
        << u"SET l[2] = :v"_s << QByteArray(R"(":v":{"S":"c"})") << none
        << QByteArray(R"("l":{"L":[{"S":"a"},{"S":"b"},{"S":"c"}]})") << QStringList();
    QTest::newRow("set-list-index-past-end-appends")
        << u"SET l[50] = :v"_s << QByteArray(R"(":v":{"S":"c"})") << none
        << QByteArray(R"("l":{"L":[{"S":"a"},{"S":"b"},{"S":"c"}]})") << QStringList();
    QTest::newRow("set-two-past-end-in-index-order")
        << u"SET l[9] = :y, l[7] = :x"_s << QByteArray(R"(":x":{"S":"x"},":y":{"S":"y"})") << none
        << QByteArray(R"("l":{"L":[{"S":"a"},{"S":"b"},{"S":"x"},{"S":"y"}]})") << QStringList();
    QTest::newRow("set-nested-map-existing")
        << u"SET m.x = :v"_s << QByteArray(R"(":v":{"S":"v"})") << none
        << QByteArray(R"("m":{"M":{"x":{"S":"v"},"nest":{"M":{"y":{"S":"deep"}}}}})")
        << QStringList();
    QTest::newRow("set-nested-map-new-key")
        << u"SET m.z = :v"_s << QByteArray(R"(":v":{"S":"v"})") << none
        << QByteArray(R"("m":{"M":{"x":{"N":"1"},"z":{"S":"v"},"nest":{"M":{"y":{"S":"deep"}}}}})")
        << QStringList();
    QTest::newRow("set-two-levels-down")
        << u"SET m.nest.y = :v, m.nest.w = :v"_s << QByteArray(R"(":v":{"S":"v"})") << none
        << QByteArray(R"("m":{"M":{"x":{"N":"1"},"nest":{"M":{"y":{"S":"v"},"w":{"S":"v"}}}}})")
        << QStringList();
    QTest::newRow("set-map-in-new-list")
        << u"SET docs = :docs"_s << QByteArray(R"(":docs":{"L":[{"M":{"k":{"S":"v"}}}]})") << none
        << QByteArray(R"("docs":{"L":[{"M":{"k":{"S":"v"}}}]})") << QStringList();
    QTest::newRow("set-with-names")
        << u"SET #m.#x = :v, #status = :on"_s << QByteArray(R"(":v":{"N":"2"},":on":{"S":"on"})")
        << QByteArray(R"("#m":"m","#x":"x","#status":"status")")
        << QByteArray(R"("m":{"M":{"x":{"N":"2"},"nest":{"M":{"y":{"S":"deep"}}}}},)"
                      R"("status":{"S":"on"})")
        << QStringList();
    // Every operand is read from the item as it was: the actions' order never matters.
    QTest::newRow("set-reads-the-item-before-the-update")
        << u"SET s = m.x, m.x = s"_s << none << none
        << QByteArray(
               R"("s":{"N":"1"},"m":{"M":{"x":{"S":"text"},"nest":{"M":{"y":{"S":"deep"}}}}})")
        << QStringList();
    QTest::newRow("set-copy-then-remove")
        << u"SET dup = n REMOVE n"_s << none << none << QByteArray(R"("dup":{"N":"5"})")
        << QStringList{u"n"_s};

    // REMOVE
    QTest::newRow("remove") << u"REMOVE s"_s << none << none << QByteArray() << QStringList{u"s"_s};
    QTest::newRow("remove-several") << u"REMOVE s, ns, bs"_s << none << none << QByteArray()
                                    << QStringList{u"s"_s, u"ns"_s, u"bs"_s};
    QTest::newRow("remove-nested") << u"REMOVE m.nest"_s << none << none
                                   << QByteArray(R"("m":{"M":{"x":{"N":"1"}}})") << QStringList();
    QTest::newRow("remove-list-element") << u"REMOVE l[0]"_s << none << none
                                         << QByteArray(R"("l":{"L":[{"S":"b"}]})") << QStringList();
    QTest::newRow("remove-list-elements-by-original-index")
        << u"REMOVE l[1], l[0]"_s << none << none << QByteArray(R"("l":{"L":[]})") << QStringList();
    QTest::newRow("remove-missing-attribute")
        << u"REMOVE nothing"_s << none << none << QByteArray() << QStringList();
    QTest::newRow("remove-missing-map-key")
        << u"REMOVE m.nothing"_s << none << none << QByteArray() << QStringList();
    QTest::newRow("remove-past-list-end")
        << u"REMOVE l[5]"_s << none << none << QByteArray() << QStringList();

    // ADD
    QTest::newRow("add-number") << u"ADD n :v"_s << QByteArray(R"(":v":{"N":"3"})") << none
                                << QByteArray(R"("n":{"N":"8"})") << QStringList();
    QTest::newRow("add-negative-number")
        << u"ADD n :v"_s << QByteArray(R"(":v":{"N":"-7.25"})") << none
        << QByteArray(R"("n":{"N":"-2.25"})") << QStringList();
    QTest::newRow("add-number-to-missing")
        << u"ADD hits :v"_s << QByteArray(R"(":v":{"N":"3"})") << none
        << QByteArray(R"("hits":{"N":"3"})") << QStringList();
    QTest::newRow("add-nested-number")
        << u"ADD m.x :v"_s << QByteArray(R"(":v":{"N":"1"})") << none
        << QByteArray(R"("m":{"M":{"x":{"N":"2"},"nest":{"M":{"y":{"S":"deep"}}}}})")
        << QStringList();
    QTest::newRow("add-string-set")
        << u"ADD ss :v"_s << QByteArray(R"(":v":{"SS":["b","c"]})") << none
        << QByteArray(R"("ss":{"SS":["a","b","c"]})") << QStringList();
    QTest::newRow("add-number-set")
        << u"ADD ns :v"_s << QByteArray(R"(":v":{"NS":["2.0","3"]})") << none
        << QByteArray(R"("ns":{"NS":["1","2","3"]})") << QStringList();
    QTest::newRow("add-binary-set")
        << u"ADD bs :v"_s << QByteArray(R"(":v":{"BS":["Aw=="]})") << none
        << QByteArray(R"("bs":{"BS":["AQ==","Ag==","Aw=="]})") << QStringList();
    QTest::newRow("add-set-to-missing")
        << u"ADD tags :v"_s << QByteArray(R"(":v":{"SS":["x"]})") << none
        << QByteArray(R"("tags":{"SS":["x"]})") << QStringList();

    // DELETE
    QTest::newRow("delete-from-string-set")
        << u"DELETE ss :v"_s << QByteArray(R"(":v":{"SS":["a"]})") << none
        << QByteArray(R"("ss":{"SS":["b"]})") << QStringList();
    QTest::newRow("delete-from-number-set")
        << u"DELETE ns :v"_s << QByteArray(R"(":v":{"NS":["1.0"]})") << none
        << QByteArray(R"("ns":{"NS":["2"]})") << QStringList();
    QTest::newRow("delete-from-binary-set")
        << u"DELETE bs :v"_s << QByteArray(R"(":v":{"BS":["AQ=="]})") << none
        << QByteArray(R"("bs":{"BS":["Ag=="]})") << QStringList();
    // Sets cannot be empty: the emptied set goes.
    QTest::newRow("delete-every-member-removes-the-set")
        << u"DELETE ss :v"_s << QByteArray(R"(":v":{"SS":["b","a"]})") << none << QByteArray()
        << QStringList{u"ss"_s};
    QTest::newRow("delete-more-than-the-members")
        << u"DELETE ns :v"_s << QByteArray(R"(":v":{"NS":["1","2","3"]})") << none << QByteArray()
        << QStringList{u"ns"_s};
    QTest::newRow("delete-absent-member") << u"DELETE ss :v"_s << QByteArray(R"(":v":{"SS":["z"]})")
                                          << none << QByteArray() << QStringList();
    QTest::newRow("delete-from-missing-set")
        << u"DELETE nothing :v"_s << QByteArray(R"(":v":{"SS":["z"]})") << none << QByteArray()
        << QStringList();

    // All four clauses, once each, in any order.
    QTest::newRow("all-clauses-any-order")
        << u"REMOVE s ADD n :one DELETE ss :a SET a = :v"_s
        << QByteArray(R"(":one":{"N":"1"},":a":{"SS":["a"]},":v":{"S":"v"})") << none
        << QByteArray(R"("n":{"N":"6"},"ss":{"SS":["b"]},"a":{"S":"v"})") << QStringList{u"s"_s};
    QTest::newRow("lower-case-keywords")
        << u"set a = :v remove s"_s << QByteArray(R"(":v":{"S":"v"})") << none
        << QByteArray(R"("a":{"S":"v"})") << QStringList{u"s"_s};
}

void TestUpdateItem::actions()
{
    QFETCH(QString, expression);
    QFETCH(QByteArray, values);
    QFETCH(QByteArray, names);
    QFETCH(QByteArray, changed);
    QFETCH(QStringList, removed);
    TestWorkspace ws;
    seed(ws, json(kBase));
    QJsonObject request = update(key(), expression, values, names);
    request.insert(u"ReturnValues"_s, u"ALL_NEW"_s);
    const QJsonObject expected = baseWith(changed, removed);
    QCOMPARE(outcome(ws.call(u"UpdateItem"_s, request)),
             compact(QJsonObject{{u"Attributes"_s, expected}}));
    QCOMPARE(stored(ws, key()), storedAs(expected));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestUpdateItem::returnValues_data()
{
    QTest::addColumn<QString>("returnValues"); // empty: not in the request
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QByteArray>("response");

    const QString all = u"SET n = n + :one, m.x = :v REMOVE s ADD fresh :one"_s;
    const QByteArray newItem = compact(QJsonObject{
        {u"Attributes"_s, baseWith(R"("n":{"N":"6"},"fresh":{"N":"1"},)"
                                   R"("m":{"M":{"x":{"S":"v"},"nest":{"M":{"y":{"S":"deep"}}}}})",
                                   {u"s"_s})}});
    QTest::newRow("not-asked") << QString() << all << QByteArray("{}");
    QTest::newRow("none") << u"NONE"_s << all << QByteArray("{}");
    QTest::newRow("all-old") << u"ALL_OLD"_s << all
                             << compact(QJsonObject{{u"Attributes"_s, json(kBase)}});
    // Only what the paths name, as it was: fresh did not exist, m keeps only x.
    QTest::newRow("updated-old")
        << u"UPDATED_OLD"_s << all
        << QByteArray(
               R"({"Attributes":{"m":{"M":{"x":{"N":"1"}}},"n":{"N":"5"},"s":{"S":"text"}}})");
    QTest::newRow("all-new") << u"ALL_NEW"_s << all << newItem;
    // Only what the paths name, as it is now: s is gone.
    QTest::newRow("updated-new")
        << u"UPDATED_NEW"_s << all
        << QByteArray(
               R"({"Attributes":{"fresh":{"N":"1"},"m":{"M":{"x":{"S":"v"}}},"n":{"N":"6"}}})");
    QTest::newRow("updated-new-after-remove-only")
        << u"UPDATED_NEW"_s << u"REMOVE s"_s << QByteArray("{}");
    QTest::newRow("updated-old-of-a-new-attribute")
        << u"UPDATED_OLD"_s << u"ADD fresh :one"_s << QByteArray("{}");
    QTest::newRow("updated-old-of-a-list-element")
        << u"UPDATED_OLD"_s << u"SET l[1] = :v"_s
        << QByteArray(R"({"Attributes":{"l":{"L":[{"S":"b"}]}}})");
    // A path that names nothing leaves nothing behind, not an empty map around it.
    QTest::newRow("updated-old-of-a-new-map-key")
        << u"UPDATED_OLD"_s << u"SET m.z = :v"_s << QByteArray("{}");
    QTest::newRow("updated-new-of-a-new-map-key")
        << u"UPDATED_NEW"_s << u"SET m.z = :v"_s
        << QByteArray(R"({"Attributes":{"m":{"M":{"z":{"S":"v"}}}}})");
    QTest::newRow("updated-new-after-removing-a-map-key")
        << u"UPDATED_NEW"_s << u"REMOVE m.x"_s << QByteArray("{}");
    QTest::newRow("updated-old-of-a-removed-list-element")
        << u"UPDATED_OLD"_s << u"REMOVE l[0]"_s
        << QByteArray(R"({"Attributes":{"l":{"L":[{"S":"a"}]}}})");
    QTest::newRow("updated-new-of-a-set")
        << u"UPDATED_NEW"_s << u"ADD ss :ss"_s
        << QByteArray(R"({"Attributes":{"ss":{"SS":["a","b","c"]}}})");
    QTest::newRow("unknown")
        << u"ALL"_s << all
        << requestInvalid(u"1 validation error detected: Value 'ALL' at 'returnValues' failed to "
                          u"satisfy constraint: Member must satisfy enum value set: [ALL_NEW, "
                          u"UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]"_s);
}

void TestUpdateItem::returnValues()
{
    QFETCH(QString, returnValues);
    QFETCH(QString, expression);
    QFETCH(QByteArray, response);
    TestWorkspace ws;
    seed(ws, json(kBase));
    // Only the values the expression uses: unused ones are an error.
    QJsonObject values;
    const QList<std::pair<QString, const char *>> all = {
        {u":one"_s, R"({"N":"1"})"}, {u":v"_s, R"({"S":"v"})"}, {u":ss"_s, R"({"SS":["c"]})"}};
    for (const auto &[name, value] : all) {
        if (expression.contains(name))
            values.insert(name, json(value));
    }
    QJsonObject request{
        {u"TableName"_s, u"Users"_s}, {u"Key"_s, key()}, {u"UpdateExpression"_s, expression}};
    if (!values.isEmpty())
        request.insert(u"ExpressionAttributeValues"_s, values);
    if (!returnValues.isNull())
        request.insert(u"ReturnValues"_s, returnValues);
    QCOMPARE(outcome(ws.call(u"UpdateItem"_s, request)), response);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestUpdateItem::upsert_data()
{
    QTest::addColumn<QString>("expression"); // empty: no UpdateExpression
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<QString>("returnValues");
    QTest::addColumn<QByteArray>("response");
    QTest::addColumn<QByteArray>("item"); // what is stored afterwards under u/2; empty: nothing

    const QByteArray keyOnly = R"({"PK":{"S":"u"},"SK":{"S":"2"}})";
    QTest::newRow("no-expression-creates-key-only-item")
        << QString() << QByteArray() << u"ALL_NEW"_s
        << QByteArray(R"({"Attributes":{"PK":{"S":"u"},"SK":{"S":"2"}}})") << keyOnly;
    QTest::newRow("remove-creates-key-only-item")
        << u"REMOVE s"_s << QByteArray() << u"NONE"_s << QByteArray("{}") << keyOnly;
    // Below a missing attribute REMOVE is an error on a stored item, but not on a new one.
    QTest::newRow("remove-nested-creates-key-only-item")
        << u"REMOVE m.x, l[0]"_s << QByteArray() << u"ALL_NEW"_s
        << QByteArray(R"({"Attributes":{"PK":{"S":"u"},"SK":{"S":"2"}}})") << keyOnly;
    QTest::newRow("delete-creates-key-only-item")
        << u"DELETE ss :v"_s << QByteArray(R"(":v":{"SS":["a"]})") << u"ALL_NEW"_s
        << QByteArray(R"({"Attributes":{"PK":{"S":"u"},"SK":{"S":"2"}}})") << keyOnly;
    QTest::newRow("set-and-add-all-new")
        << u"SET a = :v ADD cnt :one"_s << QByteArray(R"(":v":{"S":"v"},":one":{"N":"1"})")
        << u"ALL_NEW"_s
        << QByteArray(R"({"Attributes":{"PK":{"S":"u"},"SK":{"S":"2"},"a":{"S":"v"},)"
                      R"("cnt":{"N":"1"}}})")
        << QByteArray(R"({"PK":{"S":"u"},"SK":{"S":"2"},"a":{"S":"v"},"cnt":{"N":"1"}})");
    QTest::newRow("set-and-add-updated-new")
        << u"SET a = :v ADD cnt :one"_s << QByteArray(R"(":v":{"S":"v"},":one":{"N":"1"})")
        << u"UPDATED_NEW"_s << QByteArray(R"({"Attributes":{"a":{"S":"v"},"cnt":{"N":"1"}}})")
        << QByteArray(R"({"PK":{"S":"u"},"SK":{"S":"2"},"a":{"S":"v"},"cnt":{"N":"1"}})");
    QTest::newRow("all-old-of-nothing")
        << u"SET a = :v"_s << QByteArray(R"(":v":{"S":"v"})") << u"ALL_OLD"_s << QByteArray("{}")
        << QByteArray(R"({"PK":{"S":"u"},"SK":{"S":"2"},"a":{"S":"v"}})");
    QTest::newRow("updated-old-of-nothing")
        << u"SET a = :v"_s << QByteArray(R"(":v":{"S":"v"})") << u"UPDATED_OLD"_s
        << QByteArray("{}") << QByteArray(R"({"PK":{"S":"u"},"SK":{"S":"2"},"a":{"S":"v"}})");
    QTest::newRow("set-nested-in-missing-map")
        << u"SET m.x = :v"_s << QByteArray(R"(":v":{"S":"v"})") << u"ALL_NEW"_s
        << invalid(u"The document path provided in the update expression is invalid for update"_s)
        << QByteArray();
    QTest::newRow("set-from-missing-attribute")
        << u"SET a = s"_s << QByteArray() << u"ALL_NEW"_s
        << invalid(u"The provided expression refers to an attribute that does not exist in the "
                   u"item"_s)
        << QByteArray();
}

void TestUpdateItem::upsert()
{
    QFETCH(QString, expression);
    QFETCH(QByteArray, values);
    QFETCH(QString, returnValues);
    QFETCH(QByteArray, response);
    QFETCH(QByteArray, item);
    TestWorkspace ws;
    seed(ws, json(kBase));
    QJsonObject request = update(key("2"), expression, values);
    request.insert(u"ReturnValues"_s, returnValues);
    QCOMPARE(outcome(ws.call(u"UpdateItem"_s, request)), response);
    QCOMPARE(stored(ws, key("2")),
             storedAs(item.isEmpty() ? QJsonObject() : json(item.constData())));
    QCOMPARE(stored(ws, key()), storedAs(json(kBase)));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestUpdateItem::errors_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<QByteArray>("error");

    const QByteArray none;
    const auto keyPart = [](const char *name) {
        return invalid(u"One or more parameter values were invalid: Cannot update attribute "_s +
                       QString::fromLatin1(name) + u". This attribute is part of the key"_s);
    };
    const auto indexType = [](const char *name, const char *index) {
        return invalid(
            u"One or more parameter values were invalid: Type mismatch for Index Key "_s +
            QString::fromLatin1(name) + u" Expected: S Actual: N IndexName: "_s +
            QString::fromLatin1(index));
    };
    const QByteArray missing = invalid(
        u"The provided expression refers to an attribute that does not exist in the item"_s);
    const QByteArray badPath =
        invalid(u"The document path provided in the update expression is invalid for update"_s);
    const QByteArray badType =
        invalid(u"An operand in the update expression has an incorrect data type"_s);
    const auto twice = [](const char *section) {
        return invalid(u"Invalid UpdateExpression: The \""_s + QString::fromLatin1(section) +
                       u"\" section can only be used once in an update expression;"_s);
    };

    // The key.
    QTest::newRow("set-partition-key")
        << u"SET PK = :v"_s << QByteArray(R"(":v":{"S":"x"})") << keyPart("PK");
    QTest::newRow("remove-sort-key") << u"REMOVE SK"_s << none << keyPart("SK");
    QTest::newRow("set-sort-key-to-itself") << u"SET SK = SK"_s << none << keyPart("SK");
    QTest::newRow("add-to-sort-key-beside-other-actions")
        << u"SET a = :v ADD SK :s"_s << QByteArray(R"(":v":{"S":"x"},":s":{"SS":["x"]})")
        << keyPart("SK");

    // Index keys of the wrong type, as a literal or computed from the item.
    QTest::newRow("gsi-key-literal")
        << u"SET GSI1PK = :v"_s << QByteArray(R"(":v":{"N":"1"})") << indexType("GSI1PK", "GSI1");
    QTest::newRow("gsi-partition-key-literal")
        << u"SET #s = :v"_s << QByteArray(R"(":v":{"N":"1"})") << indexType("status", "ByStatus");
    QTest::newRow("gsi-key-copied-from-number")
        << u"SET GSI1PK = n"_s << none << indexType("GSI1PK", "GSI1");
    QTest::newRow("gsi-key-added-number")
        << u"ADD #s :v"_s << QByteArray(R"(":v":{"N":"1"})") << indexType("status", "ByStatus");
    QTest::newRow("gsi-key-empty-string")
        << u"SET GSI1PK = :v"_s << QByteArray(R"(":v":{"S":""})")
        << invalid(u"One or more parameter values are not valid. A value specified for a "
                   u"secondary index key is not supported. The AttributeValue for a key attribute "
                   u"cannot contain an empty string value. IndexName: GSI1, IndexKey: GSI1PK"_s);

    // The size of the item the update makes, not of the request: 2 × 210 KB.
    const QByteArray big = R"(":big":{"S":")" + QByteArray(210 * 1024, 'x') + R"("})";
    QTest::newRow("item-grows-past-400KB")
        << u"SET big = :big, big2 = :big"_s << big
        << invalid(u"Item size to update has exceeded the maximum allowed size"_s);
    QTest::newRow("list-grows-past-400KB")
        << u"SET l = list_append(l, :more), dup = :more"_s
        << QByteArray(R"(":more":{"L":[{"S":")" + QByteArray(210 * 1024, 'x') + R"("}]})")
        << invalid(u"Item size to update has exceeded the maximum allowed size"_s);

    // Operands with no value.
    QTest::newRow("set-from-missing") << u"SET a = nothing"_s << none << missing;
    QTest::newRow("set-from-missing-map-key") << u"SET a = m.nothing"_s << none << missing;
    QTest::newRow("set-from-past-list-end") << u"SET a = l[5]"_s << none << missing;
    QTest::newRow("plus-missing") << u"SET n = nothing + :one"_s
                                  << QByteArray(R"(":one":{"N":"1"})") << missing;
    QTest::newRow("cnt-without-if-not-exists")
        << u"SET hits = hits + :one"_s << QByteArray(R"(":one":{"N":"1"})") << missing;
    QTest::newRow("list-append-missing")
        << u"SET l2 = list_append(nothing, :l)"_s << QByteArray(R"(":l":{"L":[]})") << missing;
    // Every SET value is resolved before any path is looked at.
    QTest::newRow("missing-value-before-bad-path")
        << u"SET nothing.x = :v, a = nothing"_s << QByteArray(R"(":v":{"S":"v"})") << missing;

    // Paths that cannot be written.
    QTest::newRow("set-below-missing")
        << u"SET nothing.x = :v"_s << QByteArray(R"(":v":{"S":"v"})") << badPath;
    QTest::newRow("set-below-missing-map-key")
        << u"SET m.nothing.x = :v"_s << QByteArray(R"(":v":{"S":"v"})") << badPath;
    QTest::newRow("set-below-string")
        << u"SET s.x = :v"_s << QByteArray(R"(":v":{"S":"v"})") << badPath;
    QTest::newRow("set-name-in-list")
        << u"SET l.x = :v"_s << QByteArray(R"(":v":{"S":"v"})") << badPath;
    QTest::newRow("set-index-in-map")
        << u"SET m[0] = :v"_s << QByteArray(R"(":v":{"S":"v"})") << badPath;
    QTest::newRow("set-below-list-string")
        << u"SET l[0].x = :v"_s << QByteArray(R"(":v":{"S":"v"})") << badPath;
    QTest::newRow("set-index-in-missing")
        << u"SET nothing[0] = :v"_s << QByteArray(R"(":v":{"S":"v"})") << badPath;
    QTest::newRow("remove-below-missing") << u"REMOVE nothing.x"_s << none << badPath;
    QTest::newRow("remove-index-in-string") << u"REMOVE s[0]"_s << none << badPath;
    QTest::newRow("add-below-missing")
        << u"ADD nothing.x :one"_s << QByteArray(R"(":one":{"N":"1"})") << badPath;

    // Operands of the wrong type in the stored data.
    QTest::newRow("plus-string") << u"SET a = s + :one"_s << QByteArray(R"(":one":{"N":"1"})")
                                 << badType;
    QTest::newRow("minus-from-list")
        << u"SET a = :one - l"_s << QByteArray(R"(":one":{"N":"1"})") << badType;
    QTest::newRow("list-append-string")
        << u"SET a = list_append(s, :l)"_s << QByteArray(R"(":l":{"L":[]})") << badType;
    QTest::newRow("list-append-set")
        << u"SET a = list_append(:l, ss)"_s << QByteArray(R"(":l":{"L":[]})") << badType;
    QTest::newRow("add-number-to-string")
        << u"ADD s :one"_s << QByteArray(R"(":one":{"N":"1"})") << badType;
    QTest::newRow("add-number-to-set")
        << u"ADD ns :one"_s << QByteArray(R"(":one":{"N":"1"})") << badType;
    QTest::newRow("add-number-set-to-string-set")
        << u"ADD ss :v"_s << QByteArray(R"(":v":{"NS":["1"]})") << badType;
    QTest::newRow("add-to-map") << u"ADD m :one"_s << QByteArray(R"(":one":{"N":"1"})") << badType;
    QTest::newRow("add-set-to-list")
        << u"ADD l :v"_s << QByteArray(R"(":v":{"SS":["x"]})") << badType;
    QTest::newRow("delete-from-string")
        << u"DELETE s :v"_s << QByteArray(R"(":v":{"SS":["t"]})") << badType;
    QTest::newRow("delete-other-set-type")
        << u"DELETE ss :v"_s << QByteArray(R"(":v":{"NS":["1"]})") << badType;
    QTest::newRow("delete-from-number")
        << u"DELETE n :v"_s << QByteArray(R"(":v":{"NS":["5"]})") << badType;

    // Each clause at most once.
    QTest::newRow("set-twice") << u"SET a = :v SET b = :v"_s << QByteArray(R"(":v":{"S":"v"})")
                               << twice("SET");
    QTest::newRow("remove-twice") << u"REMOVE a REMOVE b"_s << none << twice("REMOVE");
    QTest::newRow("add-twice") << u"ADD a :one ADD b :one"_s << QByteArray(R"(":one":{"N":"1"})")
                               << twice("ADD");
    QTest::newRow("delete-twice-around-set")
        << u"DELETE ss :v SET a = :w DELETE ns :n"_s
        << QByteArray(R"(":v":{"SS":["a"]},":w":{"S":"w"},":n":{"NS":["1"]})") << twice("DELETE");
}

void TestUpdateItem::errors()
{
    QFETCH(QString, expression);
    QFETCH(QByteArray, values);
    QFETCH(QByteArray, error);
    TestWorkspace ws;
    seed(ws, json(kBase));
    const QByteArray names =
        expression.contains(u"#s"_s) ? QByteArray(R"("#s":"status")") : QByteArray();
    QCOMPARE(outcome(ws.call(u"UpdateItem"_s, update(key(), expression, values, names))), error);
    // Nothing was written.
    QCOMPARE(stored(ws, key()), storedAs(json(kBase)));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

namespace {

// Index membership as kUsersTable defines it, for the one item under test: GSI1 needs GSI1PK
// (KEYS_ONLY), ByStatus needs status and n (INCLUDE email), ByN needs n (ALL).
QJsonObject indexEntry(const QJsonObject &item, const QString &index)
{
    static const QHash<QString, QStringList> keys = {
        {u"GSI1"_s, {u"GSI1PK"_s}}, {u"ByStatus"_s, {u"status"_s, u"n"_s}}, {u"ByN"_s, {u"n"_s}}};
    for (const QString &name : keys.value(index)) {
        if (!item.contains(name))
            return {};
    }
    if (index == u"ByN"_s)
        return item;
    QStringList kept{u"PK"_s, u"SK"_s};
    kept << keys.value(index);
    if (index == u"ByStatus"_s)
        kept << u"email"_s;
    QJsonObject out;
    for (const QString &name : std::as_const(kept)) {
        if (item.contains(name))
            out.insert(name, item.value(name));
    }
    return out;
}

} // namespace

void TestUpdateItem::indexMaintenance_data()
{
    QTest::addColumn<QByteArray>("before"); // attributes beside the key; empty: no item
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<QByteArray>("after"); // attributes beside the key

    QTest::newRow("remove-gsi-key-leaves")
        << QByteArray(R"("GSI1PK":{"S":"g"},"status":{"S":"on"},"n":{"N":"5"})")
        << u"REMOVE GSI1PK"_s << QByteArray() << QString()
        << QByteArray(R"("status":{"S":"on"},"n":{"N":"5"})");
    QTest::newRow("set-gsi-key-joins")
        << QByteArray(R"("status":{"S":"on"})") << u"SET GSI1PK = :g"_s
        << QByteArray(R"(":g":{"S":"g"})") << QString()
        << QByteArray(R"("status":{"S":"on"},"GSI1PK":{"S":"g"})");
    QTest::newRow("change-gsi-key-moves")
        << QByteArray(R"("GSI1PK":{"S":"g"})") << u"SET GSI1PK = :h"_s
        << QByteArray(R"(":h":{"S":"h"})") << QString() << QByteArray(R"("GSI1PK":{"S":"h"})");
    QTest::newRow("gsi-key-copied-from-attribute")
        << QByteArray(R"("src":{"S":"h"})") << u"SET GSI1PK = src"_s << QByteArray() << QString()
        << QByteArray(R"("src":{"S":"h"},"GSI1PK":{"S":"h"})");
    QTest::newRow("upsert-joins") << QByteArray() << u"SET GSI1PK = :g, n = :n"_s
                                  << QByteArray(R"(":g":{"S":"g"},":n":{"N":"1"})") << QString()
                                  << QByteArray(R"("GSI1PK":{"S":"g"},"n":{"N":"1"})");
    QTest::newRow("remove-one-of-two-gsi-keys-leaves")
        << QByteArray(R"("status":{"S":"on"},"n":{"N":"5"},"email":{"S":"a@x"})") << u"REMOVE n"_s
        << QByteArray() << QString() << QByteArray(R"("status":{"S":"on"},"email":{"S":"a@x"})");
    QTest::newRow("set-second-gsi-key-joins")
        << QByteArray(R"("status":{"S":"on"})") << u"SET n = :n"_s
        << QByteArray(R"(":n":{"N":"-2.5"})") << QString()
        << QByteArray(R"("status":{"S":"on"},"n":{"N":"-2.5"})");
    QTest::newRow("add-moves-sort-key")
        << QByteArray(R"("status":{"S":"on"},"n":{"N":"5"})") << u"ADD n :one"_s
        << QByteArray(R"(":one":{"N":"1"})") << QString()
        << QByteArray(R"("status":{"S":"on"},"n":{"N":"6"})");
    QTest::newRow("projected-attribute-rewritten")
        << QByteArray(R"("status":{"S":"on"},"n":{"N":"5"},"email":{"S":"a@x"})")
        << u"SET email = :e, secret = :e"_s << QByteArray(R"(":e":{"S":"b@x"})") << QString()
        << QByteArray(
               R"("status":{"S":"on"},"n":{"N":"5"},"email":{"S":"b@x"},"secret":{"S":"b@x"})");
    QTest::newRow("unprojected-attribute-changes-only-all")
        << QByteArray(R"("GSI1PK":{"S":"g"},"status":{"S":"on"},"n":{"N":"5"})")
        << u"SET note = :v"_s << QByteArray(R"(":v":{"S":"v"})") << QString()
        << QByteArray(R"("GSI1PK":{"S":"g"},"status":{"S":"on"},"n":{"N":"5"},"note":{"S":"v"})");
    QTest::newRow("failed-condition-changes-no-index")
        << QByteArray(R"("GSI1PK":{"S":"g"},"status":{"S":"on"},"n":{"N":"5"})")
        << u"REMOVE GSI1PK SET n = :n"_s << QByteArray(R"(":n":{"N":"9"})")
        << u"attribute_not_exists(PK)"_s
        << QByteArray(R"("GSI1PK":{"S":"g"},"status":{"S":"on"},"n":{"N":"5"})");
}

void TestUpdateItem::indexMaintenance()
{
    QFETCH(QByteArray, before);
    QFETCH(QString, expression);
    QFETCH(QByteArray, values);
    QFETCH(QString, condition);
    QFETCH(QByteArray, after);
    const auto withKey = [](const QByteArray &attributes) {
        QJsonObject item = members(attributes);
        item.insert(u"PK"_s, QJsonObject{{u"S"_s, u"u"_s}});
        item.insert(u"SK"_s, QJsonObject{{u"S"_s, u"1"_s}});
        return item;
    };
    const QJsonObject oldItem = before.isEmpty() ? QJsonObject() : withKey(before);
    const QJsonObject newItem = withKey(after);
    TestWorkspace ws;
    seed(ws, oldItem);
    // A neighbour that stays in every index, so that "left the index" is not "index empty".
    ws.ok(u"PutItem"_s, R"({"TableName":"Users","Item":{"PK":{"S":"v"},"SK":{"S":"1"},
        "GSI1PK":{"S":"g"},"status":{"S":"on"},"n":{"N":"0"}}})");

    QJsonObject request =
        update(key(), expression, values,
               expression.contains(u"#s"_s) ? QByteArray(R"("#s":"status")") : QByteArray());
    if (!condition.isEmpty())
        request.insert(u"ConditionExpression"_s, condition);
    auto result = ws.call(u"UpdateItem"_s, request);
    QCOMPARE(outcome(result),
             condition.isEmpty()
                 ? QByteArray("{}")
                 : QByteArray(R"({"__type":"com.amazonaws.dynamodb.v20120810#)"
                              R"(ConditionalCheckFailedException","message":"The conditional )"
                              R"(request failed"})"));
    QCOMPARE(stored(ws, key()), storedAs(newItem));

    // Each index holds the item's entry exactly when the item has the index's key attributes,
    // as a Scan of the index and a Query for the key values before and after show.
    auto described = ws.ok(u"DescribeTable"_s, R"({"TableName":"Users"})").value(u"Table"_s);
    QHash<QString, int> itemCounts;
    for (const QString &group : {u"GlobalSecondaryIndexes"_s, u"LocalSecondaryIndexes"_s}) {
        for (const auto &index : described[group].toArray())
            itemCounts.insert(index[u"IndexName"_s].toString(), index[u"ItemCount"_s].toInt());
    }
    QCOMPARE(described[u"ItemCount"_s].toInt(), 2);
    for (const QString &index : {u"GSI1"_s, u"ByStatus"_s, u"ByN"_s}) {
        const QJsonObject entry = indexEntry(newItem, index);
        auto scan = ws.call(u"Scan"_s,
                            QJsonObject{{u"TableName"_s, u"Users"_s},
                                        {u"IndexName"_s, index},
                                        {u"FilterExpression"_s, u"PK = :u"_s},
                                        {u"ExpressionAttributeValues"_s,
                                         QJsonObject{{u":u"_s, QJsonObject{{u"S"_s, u"u"_s}}}}}});
        QVERIFY2(scan, qPrintable(scan ? QString() : scan.error().message));
        QCOMPARE(QJsonDocument(scan->value(u"Items"_s).toArray()).toJson(QJsonDocument::Compact),
                 entry.isEmpty() ? QByteArray("[]") : QByteArray('[' + compact(entry) + ']'));
        QCOMPARE(itemCounts.value(index, -1), entry.isEmpty() ? 1 : 2);
    }
    // GSI1 by its key: under the new value the item is there, under the old one it is not.
    for (const QJsonObject &item : {oldItem, newItem}) {
        if (!item.contains(u"GSI1PK"_s))
            continue;
        auto query =
            ws.call(u"Query"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                            {u"IndexName"_s, u"GSI1"_s},
                                            {u"KeyConditionExpression"_s, u"GSI1PK = :g"_s},
                                            {u"ExpressionAttributeValues"_s,
                                             QJsonObject{{u":g"_s, item.value(u"GSI1PK"_s)}}}});
        QVERIFY(query);
        QStringList found;
        for (const auto &entry : query->value(u"Items"_s).toArray())
            found << entry[u"PK"_s][u"S"_s].toString();
        QCOMPARE(found.contains(u"u"_s), newItem.value(u"GSI1PK"_s) == item.value(u"GSI1PK"_s));
    }
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

QTEST_GUILESS_MAIN(TestUpdateItem)
#include "tst_updateitem.moc"
