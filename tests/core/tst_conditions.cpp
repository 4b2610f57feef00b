// ConditionExpression on PutItem, UpdateItem and DeleteItem end to end through the api: every
// comparator and function against stored data, conditions on a missing item, the
// ConditionalCheckFailedException and its Item, nothing written after a failed condition, and
// the three patterns seed 001 teaches (create only if new, optimistic locking, atomic counters).
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// The item the conditions are checked against: one attribute of every type, and an index key
// (GSI1PK) so that verify() also checks a write's index entries.
const char *kStored = R"({"PK":{"S":"c"},"SK":{"S":"1"},"GSI1PK":{"S":"g"},"n":{"N":"5"},
  "s":{"S":"hello"},"b":{"B":"AQID"},"ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},
  "bs":{"BS":["AQ=="]},"l":{"L":[{"S":"x"},{"N":"1"}]},"m":{"M":{"x":{"N":"1"},"y":{"S":"why"}}},
  "t":{"BOOL":true},"z":{"NULL":true}})";

const char *kKey = R"({"PK":{"S":"c"},"SK":{"S":"1"}})";

QByteArray outcome(const lw::Result<QJsonObject> &result)
{
    return compact(result ? *result : result.error().toJson());
}

// ConditionalCheckFailedException in its wire form, with the stored item when one is given.
QByteArray conditionFailed(const QJsonObject &item = {})
{
    QJsonObject error{
        {u"__type"_s, u"com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException"_s},
        {u"message"_s, u"The conditional request failed"_s}};
    if (!item.isEmpty())
        error.insert(u"Item"_s, item);
    return compact(error);
}

// GetItem of kKey, strongly consistent: {} when there is no item.
QByteArray stored(TestWorkspace &ws)
{
    return outcome(ws.call(u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                                     {u"Key"_s, json(kKey)},
                                                     {u"ConsistentRead"_s, true}}));
}

QByteArray storedAs(const QJsonObject &item)
{
    return item.isEmpty() ? QByteArray("{}") : compact(QJsonObject{{u"Item"_s, item}});
}

QJsonObject members(const QByteArray &text)
{
    return json(QByteArray('{' + text + '}').constData());
}

// A write of `action` on kKey under `condition`: PutItem replaces the item with one holding
// done = true, UpdateItem sets done = true, DeleteItem deletes it.
QJsonObject conditionalWrite(const QString &action, const QString &condition,
                             const QByteArray &values, const QByteArray &names)
{
    QJsonObject request{{u"TableName"_s, u"Users"_s}, {u"ConditionExpression"_s, condition}};
    QJsonObject valueMap = members(values);
    if (action == u"PutItem"_s) {
        QJsonObject item = json(kKey);
        item.insert(u"done"_s, QJsonObject{{u"BOOL"_s, true}});
        request.insert(u"Item"_s, item);
    } else {
        request.insert(u"Key"_s, json(kKey));
    }
    if (action == u"UpdateItem"_s) {
        request.insert(u"UpdateExpression"_s, u"SET done = :done"_s);
        valueMap.insert(u":done"_s, QJsonObject{{u"BOOL"_s, true}});
    }
    if (!valueMap.isEmpty())
        request.insert(u"ExpressionAttributeValues"_s, valueMap);
    if (!names.isEmpty())
        request.insert(u"ExpressionAttributeNames"_s, members(names));
    return request;
}

// The item under kKey after `action` succeeded on `before` ({} when there was none).
QJsonObject afterWrite(const QString &action, const QJsonObject &before)
{
    if (action == u"DeleteItem"_s)
        return {};
    QJsonObject item = action == u"PutItem"_s || before.isEmpty() ? json(kKey) : before;
    item.insert(u"done"_s, QJsonObject{{u"BOOL"_s, true}});
    return item;
}

void store(TestWorkspace &ws, const char *item)
{
    ws.ok(u"CreateTable"_s, kUsersTable);
    if (item)
        ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, json(item)}});
}

const QStringList kWrites = {u"PutItem"_s, u"UpdateItem"_s, u"DeleteItem"_s};

struct Case
{
    const char *name;
    const char *condition;
    const char *values; // ExpressionAttributeValues' members
    bool holds;
    const char *names = ""; // ExpressionAttributeNames' members
};

// Every comparator and function against kStored. Values of another type than the attribute's
// make a comparison false, never an error.
const Case kOnStored[] = {
    {"eq-number", "n = :v", R"(":v":{"N":"5"})", true},
    {"eq-number-other-spelling", "n = :v", R"(":v":{"N":"5.00"})", true},
    {"eq-number-differs", "n = :v", R"(":v":{"N":"6"})", false},
    {"eq-string-of-number", "n = :v", R"(":v":{"S":"5"})", false},
    {"eq-string", "s = :v", R"(":v":{"S":"hello"})", true},
    {"eq-binary", "b = :v", R"(":v":{"B":"AQID"})", true},
    {"eq-set-any-order", "ss = :v", R"(":v":{"SS":["b","a"]})", true},
    {"eq-list", "l = :v", R"(":v":{"L":[{"S":"x"},{"N":"1"}]})", true},
    {"eq-map", "m = :v", R"(":v":{"M":{"y":{"S":"why"},"x":{"N":"1"}}})", true},
    {"eq-bool", "t = :v", R"(":v":{"BOOL":true})", true},
    {"eq-null", "z = :v", R"(":v":{"NULL":true})", true},
    {"eq-nested-map", "m.x = :v", R"(":v":{"N":"1"})", true},
    {"eq-list-element", "l[0] = :v", R"(":v":{"S":"x"})", true},
    {"eq-missing-attribute", "nothing = :v", R"(":v":{"N":"5"})", false},
    {"eq-two-paths", "m.x = l[1]", "", true},
    {"ne-differs", "n <> :v", R"(":v":{"N":"6"})", true},
    {"ne-same", "n <> :v", R"(":v":{"N":"5"})", false},
    {"ne-other-type", "n <> :v", R"(":v":{"S":"5"})", true},
    {"ne-missing-attribute", "nothing <> :v", R"(":v":{"N":"5"})", true},
    {"lt-number", "n < :v", R"(":v":{"N":"10"})", true},
    {"lt-number-equal", "n < :v", R"(":v":{"N":"5"})", false},
    {"lt-negative", "n < :v", R"(":v":{"N":"-10"})", false},
    {"lt-string-bytes", "s < :v", R"(":v":{"S":"help"})", true},
    {"lt-string-case", "s < :v", R"(":v":{"S":"Zebra"})", false},
    {"lt-other-type", "n < :v", R"(":v":{"S":"9"})", false},
    {"le-equal", "n <= :v", R"(":v":{"N":"5"})", true},
    {"le-below", "n <= :v", R"(":v":{"N":"4.99"})", false},
    {"gt-decimal", "n > :v", R"(":v":{"N":"4.5"})", true},
    {"gt-equal", "n > :v", R"(":v":{"N":"5"})", false},
    {"gt-binary", "b > :v", R"(":v":{"B":"AQI="})", true},
    {"gt-set-not-ordered", "ss > :v", R"(":v":{"SS":["a"]})", false},
    {"ge-equal", "n >= :v", R"(":v":{"N":"5"})", true},
    {"ge-above", "n >= :v", R"(":v":{"N":"6"})", false},
    {"between-inside", "n BETWEEN :lo AND :hi", R"(":lo":{"N":"4"},":hi":{"N":"6"})", true},
    {"between-at-bounds", "n BETWEEN :lo AND :hi", R"(":lo":{"N":"5"},":hi":{"N":"5"})", true},
    {"between-outside", "n BETWEEN :lo AND :hi", R"(":lo":{"N":"6"},":hi":{"N":"9"})", false},
    {"between-strings", "s BETWEEN :lo AND :hi", R"(":lo":{"S":"a"},":hi":{"S":"i"})", true},
    {"between-other-type", "s BETWEEN :lo AND :hi", R"(":lo":{"N":"1"},":hi":{"N":"9"})", false},
    {"in-listed", "n IN (:a, :b)", R"(":a":{"N":"4"},":b":{"N":"5"})", true},
    {"in-not-listed", "n IN (:a, :b)", R"(":a":{"N":"4"},":b":{"N":"6"})", false},
    {"in-strings", "s IN (:a)", R"(":a":{"S":"hello"})", true},
    {"exists", "attribute_exists(n)", "", true},
    {"exists-missing", "attribute_exists(nothing)", "", false},
    {"exists-nested", "attribute_exists(m.y)", "", true},
    {"exists-list-element", "attribute_exists(l[1])", "", true},
    {"exists-past-list-end", "attribute_exists(l[2])", "", false},
    {"exists-null-attribute", "attribute_exists(z)", "", true},
    {"not-exists-missing", "attribute_not_exists(nothing)", "", true},
    {"not-exists-key", "attribute_not_exists(PK)", "", false},
    {"not-exists-nested-missing", "attribute_not_exists(m.nothing)", "", true},
    {"type-string-set", "attribute_type(ss, :t)", R"(":t":{"S":"SS"})", true},
    {"type-number", "attribute_type(n, :t)", R"(":t":{"S":"N"})", true},
    {"type-wrong", "attribute_type(n, :t)", R"(":t":{"S":"S"})", false},
    {"type-null", "attribute_type(z, :t)", R"(":t":{"S":"NULL"})", true},
    {"type-map", "attribute_type(m, :t)", R"(":t":{"S":"M"})", true},
    {"type-missing", "attribute_type(nothing, :t)", R"(":t":{"S":"S"})", false},
    {"begins-with", "begins_with(s, :v)", R"(":v":{"S":"he"})", true},
    {"begins-with-not", "begins_with(s, :v)", R"(":v":{"S":"lo"})", false},
    {"begins-with-binary", "begins_with(b, :v)", R"(":v":{"B":"AQ=="})", true},
    {"begins-with-number", "begins_with(n, :v)", R"(":v":{"S":"5"})", false},
    {"contains-substring", "contains(s, :v)", R"(":v":{"S":"ell"})", true},
    {"contains-substring-not", "contains(s, :v)", R"(":v":{"S":"xyz"})", false},
    {"contains-string-set", "contains(ss, :v)", R"(":v":{"S":"a"})", true},
    {"contains-string-set-not", "contains(ss, :v)", R"(":v":{"S":"c"})", false},
    {"contains-number-set", "contains(ns, :v)", R"(":v":{"N":"2.0"})", true},
    {"contains-binary-set", "contains(bs, :v)", R"(":v":{"B":"AQ=="})", true},
    {"contains-list-element", "contains(l, :v)", R"(":v":{"N":"1"})", true},
    {"contains-list-other-type", "contains(l, :v)", R"(":v":{"S":"1"})", false},
    {"size-string", "size(s) = :v", R"(":v":{"N":"5"})", true},
    {"size-binary", "size(b) = :v", R"(":v":{"N":"3"})", true},
    {"size-set", "size(ss) = :v", R"(":v":{"N":"2"})", true},
    {"size-list", "size(l) > :v", R"(":v":{"N":"1"})", true},
    {"size-map", "size(m) < :v", R"(":v":{"N":"2"})", false},
    {"size-number-has-none", "size(n) = :v", R"(":v":{"N":"1"})", false},
    {"size-missing", "size(nothing) >= :v", R"(":v":{"N":"0"})", false},
    {"and", "n = :five AND s = :hello", R"(":five":{"N":"5"},":hello":{"S":"hello"})", true},
    {"and-one-false", "n = :five AND s = :lo", R"(":five":{"N":"5"},":lo":{"S":"lo"})", false},
    {"or-one-true", "n = :six OR s = :hello", R"(":six":{"N":"6"},":hello":{"S":"hello"})", true},
    {"not", "NOT n = :five", R"(":five":{"N":"5"})", false},
    {"not-missing", "NOT attribute_exists(nothing)", "", true},
    // AND binds tighter than OR: true OR (false AND false) holds, (true OR false) AND false not.
    {"and-before-or", "n = :five OR n = :six AND s = :lo",
     R"(":five":{"N":"5"},":six":{"N":"6"},":lo":{"S":"lo"})", true},
    {"parentheses-first", "(n = :five OR n = :six) AND s = :lo",
     R"(":five":{"N":"5"},":six":{"N":"6"},":lo":{"S":"lo"})", false},
    // NOT binds tighter than AND: (NOT false) AND true.
    {"not-before-and", "NOT n = :six AND s = :hello", R"(":six":{"N":"6"},":hello":{"S":"hello"})",
     true},
    {"names", "#s = :v AND #m.#x = :one", R"(":v":{"S":"hello"},":one":{"N":"1"})", true,
     R"("#s":"s","#m":"m","#x":"x")"},
    {"reserved-word-through-name", "#status = :v", R"(":v":{"S":"on"})", false,
     R"("#status":"status")"},
};

// Conditions on a key with no item: it has no attributes at all.
const Case kOnMissing[] = {
    {"not-exists-partition-key", "attribute_not_exists(PK)", "", true},
    {"not-exists-both-keys", "attribute_not_exists(PK) AND attribute_not_exists(SK)", "", true},
    {"exists-partition-key", "attribute_exists(PK)", "", false},
    {"exists-other", "attribute_exists(n)", "", false},
    {"eq", "n = :v", R"(":v":{"N":"5"})", false},
    {"ne", "n <> :v", R"(":v":{"N":"5"})", true},
    {"not-eq", "NOT n = :v", R"(":v":{"N":"5"})", true},
    {"size", "size(s) < :v", R"(":v":{"N":"5"})", false},
    {"type", "attribute_type(PK, :t)", R"(":t":{"S":"S"})", false},
};

void addRows(const QList<Case> &cases)
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<QByteArray>("names");
    QTest::addColumn<bool>("holds");
    for (const QString &action : kWrites) {
        for (const Case &c : cases)
            QTest::addRow("%s/%s", qPrintable(action), c.name)
                << action << QString::fromUtf8(c.condition) << QByteArray(c.values)
                << QByteArray(c.names) << c.holds;
    }
}

} // namespace

class TestConditions : public QObject
{
    Q_OBJECT

private slots:
    void onStoredItem_data();
    void onStoredItem();
    void onMissingItem_data();
    void onMissingItem();
    void passedConditionReturnValues_data();
    void passedConditionReturnValues();
    void failedConditionItem_data();
    void failedConditionItem();
    void createOnlyIfNew();
    void optimisticLocking();
    void atomicCounters_data();
    void atomicCounters();
};

void TestConditions::onStoredItem_data()
{
    addRows(QList<Case>(std::begin(kOnStored), std::end(kOnStored)));
}

void TestConditions::onStoredItem()
{
    QFETCH(QString, action);
    QFETCH(QString, condition);
    QFETCH(QByteArray, values);
    QFETCH(QByteArray, names);
    QFETCH(bool, holds);
    TestWorkspace ws;
    store(ws, kStored);
    auto result = ws.call(action, conditionalWrite(action, condition, values, names));
    QCOMPARE(outcome(result), holds ? QByteArray("{}") : conditionFailed());
    QCOMPARE(stored(ws), storedAs(holds ? afterWrite(action, json(kStored)) : json(kStored)));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestConditions::onMissingItem_data()
{
    addRows(QList<Case>(std::begin(kOnMissing), std::end(kOnMissing)));
}

void TestConditions::onMissingItem()
{
    QFETCH(QString, action);
    QFETCH(QString, condition);
    QFETCH(QByteArray, values);
    QFETCH(QByteArray, names);
    QFETCH(bool, holds);
    TestWorkspace ws;
    store(ws, nullptr);
    QJsonObject request = conditionalWrite(action, condition, values, names);
    // Asked for, but there is no item to return.
    request.insert(u"ReturnValuesOnConditionCheckFailure"_s, u"ALL_OLD"_s);
    auto result = ws.call(action, request);
    QCOMPARE(outcome(result), holds ? QByteArray("{}") : conditionFailed());
    // UpdateItem creates the item it updates; a failed condition creates nothing.
    QCOMPARE(stored(ws), storedAs(holds ? afterWrite(action, {}) : QJsonObject()));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestConditions::failedConditionItem_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("extra"); // more request members
    QTest::addColumn<QByteArray>("error");
    const QByteArray withItem = conditionFailed(json(kStored));
    for (const QString &action : kWrites) {
        const QByteArray name = action.toLatin1();
        QTest::addRow("%s/all-old", name.constData())
            << action << QByteArray(R"("ReturnValuesOnConditionCheckFailure":"ALL_OLD")")
            << withItem;
        QTest::addRow("%s/none", name.constData())
            << action << QByteArray(R"("ReturnValuesOnConditionCheckFailure":"NONE")")
            << conditionFailed();
        QTest::addRow("%s/not-asked", name.constData())
            << action << QByteArray() << conditionFailed();
        // ReturnValues is about a write that happened: it adds nothing to the failure.
        QTest::addRow("%s/return-values-all-old", name.constData())
            << action << QByteArray(R"("ReturnValues":"ALL_OLD")") << conditionFailed();
        QTest::addRow("%s/all-old-with-return-values", name.constData())
            << action
            << QByteArray(
                   R"("ReturnValues":"ALL_OLD","ReturnValuesOnConditionCheckFailure":"ALL_OLD")")
            << withItem;
        QTest::addRow("%s/unknown-value", name.constData())
            << action << QByteArray(R"("ReturnValuesOnConditionCheckFailure":"ALL_NEW")")
            << compact(QJsonObject{
                   {u"__type"_s, u"com.amazon.coral.validate#ValidationException"_s},
                   {u"message"_s,
                    u"1 validation error detected: Value 'ALL_NEW' at "
                    u"'returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member "
                    u"must satisfy enum value set: [ALL_OLD, NONE]"_s}});
    }
}

void TestConditions::failedConditionItem()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, extra);
    QFETCH(QByteArray, error);
    TestWorkspace ws;
    store(ws, kStored);
    QJsonObject request =
        conditionalWrite(action, u"n > :v"_s, QByteArray(R"(":v":{"N":"100"})"), {});
    const QJsonObject more = members(extra);
    for (auto it = more.begin(); it != more.end(); ++it)
        request.insert(it.key(), it.value());
    QCOMPARE(outcome(ws.call(action, request)), error);
    QCOMPARE(stored(ws), storedAs(json(kStored)));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestConditions::passedConditionReturnValues_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("returnValues");
    QTest::addColumn<QByteArray>("response");
    const QByteArray old = compact(QJsonObject{{u"Attributes"_s, json(kStored)}});
    QTest::newRow("put-all-old") << u"PutItem"_s << u"ALL_OLD"_s << old;
    QTest::newRow("delete-all-old") << u"DeleteItem"_s << u"ALL_OLD"_s << old;
    QTest::newRow("update-all-old") << u"UpdateItem"_s << u"ALL_OLD"_s << old;
    QTest::newRow("update-all-new")
        << u"UpdateItem"_s << u"ALL_NEW"_s
        << compact(QJsonObject{{u"Attributes"_s, afterWrite(u"UpdateItem"_s, json(kStored))}});
    QTest::newRow("update-updated-new") << u"UpdateItem"_s << u"UPDATED_NEW"_s
                                        << QByteArray(R"({"Attributes":{"done":{"BOOL":true}}})");
    QTest::newRow("update-updated-old-of-a-new-attribute")
        << u"UpdateItem"_s << u"UPDATED_OLD"_s << QByteArray("{}");
    // The validation layer's text, as dynalite's suite records it from the service.
    QTest::newRow("put-updated-new-refused")
        << u"PutItem"_s << u"UPDATED_NEW"_s
        << compact(QJsonObject{{u"__type"_s, u"com.amazon.coral.validate#ValidationException"_s},
                               {u"message"_s, u"ReturnValues can only be ALL_OLD or NONE"_s}});
}

void TestConditions::passedConditionReturnValues()
{
    QFETCH(QString, action);
    QFETCH(QString, returnValues);
    QFETCH(QByteArray, response);
    TestWorkspace ws;
    store(ws, kStored);
    QJsonObject request =
        conditionalWrite(action, u"attribute_exists(PK) AND n = :v"_s, R"(":v":{"N":"5"})", {});
    request.insert(u"ReturnValues"_s, returnValues);
    auto result = ws.call(action, request);
    QCOMPARE(outcome(result), response);
    QCOMPARE(stored(ws), storedAs(result ? afterWrite(action, json(kStored)) : json(kStored)));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestConditions::createOnlyIfNew()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    const char *first = R"({"PK":{"S":"user#alice"},"SK":{"S":"profile"},"email":{"S":"a@first"}})";
    const auto signUp = [&](const char *email) {
        QJsonObject item = json(first);
        item.insert(u"email"_s, QJsonObject{{u"S"_s, QString::fromUtf8(email)}});
        return ws.call(u"PutItem"_s,
                       QJsonObject{{u"TableName"_s, u"Users"_s},
                                   {u"Item"_s, item},
                                   {u"ConditionExpression"_s, u"attribute_not_exists(PK)"_s},
                                   {u"ReturnValuesOnConditionCheckFailure"_s, u"ALL_OLD"_s}});
    };
    const auto profile = [&] {
        return outcome(ws.call(u"GetItem"_s, R"({"TableName":"Users","ConsistentRead":true,
            "Key":{"PK":{"S":"user#alice"},"SK":{"S":"profile"}}})"));
    };
    const QByteArray firstStored = storedAs(json(first));

    QCOMPARE(outcome(signUp("a@first")), QByteArray("{}"));
    // The second sign-up for the same name fails, reporting who holds it, and overwrites nothing.
    QCOMPARE(outcome(signUp("a@second")), conditionFailed(json(first)));
    QCOMPARE(profile(), firstStored);

    // The condition is on the item under the whole key: another sort key is another item.
    auto settings = ws.call(u"PutItem"_s, R"j({"TableName":"Users",
        "Item":{"PK":{"S":"user#alice"},"SK":{"S":"settings"}},
        "ConditionExpression":"attribute_not_exists(PK)"})j");
    QCOMPARE(outcome(settings), QByteArray("{}"));

    // Without the condition PutItem replaces; ReturnValues ALL_OLD only reports what was lost.
    auto overwrite = ws.call(u"PutItem"_s, R"({"TableName":"Users","ReturnValues":"ALL_OLD",
        "Item":{"PK":{"S":"user#alice"},"SK":{"S":"profile"},"email":{"S":"a@third"}}})");
    QCOMPARE(outcome(overwrite), compact(QJsonObject{{u"Attributes"_s, json(first)}}));
    QCOMPARE(profile(), QByteArray(R"({"Item":{"PK":{"S":"user#alice"},"SK":{"S":"profile"},)"
                                   R"("email":{"S":"a@third"}}})"));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestConditions::optimisticLocking()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s, R"({"TableName":"Users","Item":{"PK":{"S":"doc"},"SK":{"S":"1"},
        "body":{"S":"draft"},"version":{"N":"1"}}})");
    const auto load = [&] {
        return ws
            .ok(u"GetItem"_s, R"({"TableName":"Users","ConsistentRead":true,
            "Key":{"PK":{"S":"doc"},"SK":{"S":"1"}}})")
            .value(u"Item"_s)
            .toObject();
    };
    // A save: the new body, only if the stored version is the one the editor loaded, and the
    // version moved on in the same write.
    const auto save = [&](const QJsonObject &loaded, const QString &body) {
        return ws.call(
            u"UpdateItem"_s,
            QJsonObject{{u"TableName"_s, u"Users"_s},
                        {u"Key"_s, json(R"({"PK":{"S":"doc"},"SK":{"S":"1"}})")},
                        {u"UpdateExpression"_s, u"SET body = :body, version = version + :one"_s},
                        {u"ConditionExpression"_s, u"version = :expected"_s},
                        {u"ExpressionAttributeValues"_s,
                         QJsonObject{{u":body"_s, QJsonObject{{u"S"_s, body}}},
                                     {u":one"_s, QJsonObject{{u"N"_s, u"1"_s}}},
                                     {u":expected"_s, loaded.value(u"version"_s)}}},
                        {u"ReturnValues"_s, u"ALL_NEW"_s}});
    };
    const auto doc = [](const char *body, const char *version) -> QByteArray {
        return QByteArray(R"({"Attributes":{"PK":{"S":"doc"},"SK":{"S":"1"},"body":{"S":")") +
               body + R"("},"version":{"N":")" + version + "\"}}}";
    };

    const QJsonObject editorA = load();
    const QJsonObject editorB = load();
    QCOMPARE(editorA.value(u"version"_s)[u"N"_s].toString(), u"1"_s);
    QCOMPARE(outcome(save(editorA, u"text by A"_s)), doc("text by A", "2"));
    // B loaded version 1 too: its save fails instead of overwriting A's.
    QCOMPARE(outcome(save(editorB, u"text by B"_s)), conditionFailed());
    QCOMPARE(compact(load()), compact(json(R"({"PK":{"S":"doc"},"SK":{"S":"1"},
                                             "body":{"S":"text by A"},"version":{"N":"2"}})")));
    // B reloads, reapplies its change and saves again.
    const QJsonObject reloaded = load();
    QCOMPARE(outcome(save(reloaded, u"text by B"_s)), doc("text by B", "3"));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestConditions::atomicCounters_data()
{
    // VIEWS is one of DynamoDB's reserved words: the seed's `SET views = views + :one` is
    // refused as written ("Attribute name is a reserved keyword; reserved keyword: views"),
    // so the counter is named through #views.
    QTest::addColumn<QByteArray>("initial"); // more attributes of the stored item
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QByteArray>("values");
    QTest::newRow("set-plus") << QByteArray(R"("views":{"N":"0"})")
                              << u"SET #views = #views + :one"_s
                              << QByteArray(R"(":one":{"N":"1"})");
    QTest::newRow("add") << QByteArray(R"("views":{"N":"0"})") << u"ADD #views :one"_s
                         << QByteArray(R"(":one":{"N":"1"})");
    // ADD treats a missing number as zero.
    QTest::newRow("add-from-missing")
        << QByteArray() << u"ADD #views :one"_s << QByteArray(R"(":one":{"N":"1"})");
    QTest::newRow("set-if-not-exists-from-missing")
        << QByteArray() << u"SET #views = if_not_exists(#views, :zero) + :one"_s
        << QByteArray(R"(":zero":{"N":"0"},":one":{"N":"1"})");
    QTest::newRow("set-minus-down-to")
        << QByteArray(R"("views":{"N":"100"})") << u"SET #views = #views - :one"_s
        << QByteArray(R"(":one":{"N":"1"})");
    QTest::newRow("add-negative-down-to")
        << QByteArray(R"("views":{"N":"100"})") << u"ADD #views :minus"_s
        << QByteArray(R"(":minus":{"N":"-1"})");
}

void TestConditions::atomicCounters()
{
    QFETCH(QByteArray, initial);
    QFETCH(QString, expression);
    QFETCH(QByteArray, values);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    QJsonObject item = json(R"({"PK":{"S":"page"},"SK":{"S":"home"}})");
    const QJsonObject more = members(initial);
    for (auto it = more.begin(); it != more.end(); ++it)
        item.insert(it.key(), it.value());
    QVERIFY(ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, item}}));
    const QJsonObject request{
        {u"TableName"_s, u"Users"_s},
        {u"Key"_s, json(R"({"PK":{"S":"page"},"SK":{"S":"home"}})")},
        {u"UpdateExpression"_s, expression},
        {u"ExpressionAttributeNames"_s, QJsonObject{{u"#views"_s, u"views"_s}}},
        {u"ExpressionAttributeValues"_s, members(values)}};
    for (int i = 0; i < 49; ++i) {
        auto result = ws.call(u"UpdateItem"_s, request);
        QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    }
    QJsonObject last = request;
    last.insert(u"ReturnValues"_s, u"UPDATED_NEW"_s);
    QCOMPARE(outcome(ws.call(u"UpdateItem"_s, last)),
             QByteArray(R"({"Attributes":{"views":{"N":"50"}}})"));
    QCOMPARE(outcome(ws.call(u"GetItem"_s, R"({"TableName":"Users",
                 "Key":{"PK":{"S":"page"},"SK":{"S":"home"}}})")),
             QByteArray(R"({"Item":{"PK":{"S":"page"},"SK":{"S":"home"},"views":{"N":"50"}}})"));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

QTEST_GUILESS_MAIN(TestConditions)
#include "tst_conditions.moc"
