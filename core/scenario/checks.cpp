#include "checks.h"

#include "api/requestlog.h"
#include "engine/engine.h"
#include "model/attributejson.h"
#include "plainvalues.h"
#include "workspace/workspace.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <tuple>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

// A check looks at the workspace; it is not the lesson's traffic, so the capacity meter leaves
// it out (api.h, CallOptions::metered).
const CallOptions kLooking{.asOfMs = std::nullopt, .metered = false};

CheckResult compared(const QJsonValue &expected, const QJsonValue &actual, bool includes,
                     const QString &what, const QString &path)
{
    if (auto difference = jsonDifference(expected, actual, includes, path))
        return {false, what + u": "_s + *difference};
    return {true, what + u" as expected"_s};
}

// The expected item in DynamoDB's normal form (numbers as the engine writes them), so that
// {"N": "42.0"} and {"N": "42"} are the same; null members (includes: absent) kept.
Result<QJsonValue> normalisedItem(const QJsonValue &expected)
{
    if (!expected.isObject())
        return expected;
    QJsonObject out;
    const QJsonObject item = expected.toObject();
    for (auto it = item.begin(); it != item.end(); ++it) {
        if (it.value().isNull()) {
            out.insert(it.key(), QJsonValue::Null);
            continue;
        }
        auto value = attributeFromJson(it.value());
        LW_TRY(value);
        out.insert(it.key(), attributeToJson(*value));
    }
    return out;
}

CheckResult checkItem(const Step &step, Workspace &workspace)
{
    const QString what = u"item "_s + itemName(step.table, step.key);
    auto response = workspace.api().call(
        u"GetItem", {{u"TableName"_s, step.table}, {u"Key"_s, step.key}}, kLooking);
    if (!response)
        return {false,
                what + u": "_s + response.error().typeName() + u": "_s + response.error().message};
    auto expected = normalisedItem(step.expected);
    if (!expected)
        return {false,
                what + u": the expected item is not DynamoDB JSON: "_s + expected.error().message};
    const QJsonValue actual =
        response->contains(u"Item"_s) ? response->value(u"Item"_s) : QJsonValue(QJsonValue::Null);
    return compared(*expected, actual, step.includes, what, u"Item"_s);
}

CheckResult checkQuery(const Step &step, Workspace &workspace)
{
    const QJsonObject request = QJsonDocument::fromJson(step.requestText).object();
    const QString what =
        u"query "_s + request.value(u"TableName"_s).toString() + u" "_s + step.select->text();
    auto response = workspace.api().call(u"Query", request, kLooking);
    if (!response)
        return {false,
                what + u": "_s + response.error().typeName() + u": "_s + response.error().message};
    return compared(step.expected, step.select->evaluate(plainValues(*response)), step.includes,
                    what, step.select->text());
}

CheckResult checkStream(const Step &step, Workspace &workspace)
{
    QList<StreamRecord> records;
    for (;;) {
        auto page = workspace.engine().readStream(step.table,
                                                  records.isEmpty() ? 0 : records.last().seq, 1000);
        if (!page)
            return {false, u"stream of "_s + step.table + u": "_s + page.error().message};
        if (page->isEmpty())
            break;
        records << *page;
    }
    const qsizetype at = step.record < 0 ? records.size() + step.record : step.record;
    const QString what = u"stream record %1 of %2"_s.arg(step.record).arg(step.table);
    if (at < 0 || at >= records.size())
        return {false, what + u": the stream holds %1 records"_s.arg(records.size())};
    return compared(step.expected, streamRecordToJson(records.at(at), StreamRecordForm::Api),
                    step.includes, what, u"record"_s);
}

CheckResult checkObject(const Step &step, Workspace &workspace)
{
    const QString what = u"object "_s + step.objectKey;
    auto response =
        workspace.api().call(u"GetArchiveObject", {{u"Key"_s, step.objectKey}}, kLooking);
    QJsonValue actual = QJsonValue::Null;
    if (response) {
        QJsonObject object = *response;
        // The archiver writes JSON: compare it as JSON, whatever its spacing and member order.
        const QJsonDocument body =
            QJsonDocument::fromJson(object.value(u"Body"_s).toString().toUtf8());
        if (body.isObject())
            object.insert(u"Body"_s, body.object());
        actual = object;
    } else if (response.error().type != ErrorType::ResourceNotFound) {
        return {false, what + u": "_s + response.error().message};
    }
    if (step.expected.isNull() && actual.isNull())
        return {true, u"no "_s + what + u", as expected"_s};
    return compared(step.expected, actual, step.includes, what, u"object"_s);
}

CheckResult checkLifecycle(const Step &step, Workspace &workspace)
{
    const QString what = itemName(step.table, step.key);
    auto key = itemFromJson(step.key);
    if (!key)
        return {false, what + u": "_s + key.error().message};
    Engine &engine = workspace.engine();
    auto lifecycle = engine.lifecycleAt(step.table, *key, engine.nowMs());
    if (!lifecycle)
        return {false, what + u": "_s + lifecycle.error().message};
    const QString state = lifecycleStateName(lifecycle->state);
    if (state != step.state)
        return {false, what + u" is "_s + state + u", expected "_s + step.state};
    return {true, what + u" is "_s + state};
}

} // namespace

QString jsonText(const QJsonValue &value)
{
    if (value.isUndefined())
        return u"nothing"_s;
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(
        QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).sliced(1));
}

QString itemName(const QString &table, const QJsonObject &key)
{
    return table + u" "_s + seedValueText(QJsonObject{{u"M"_s, key}});
}

std::optional<QString> jsonDifference(const QJsonValue &expected, const QJsonValue &actual,
                                      bool includes, const QString &path)
{
    const auto differs = [&]() {
        return u"at \"%1\": expected %2, got %3"_s.arg(path, jsonText(expected), jsonText(actual));
    };
    // A typed attribute value ({"N": "2"}) is one value: compared whole, reported whole.
    if (!plainAttribute(expected).isUndefined())
        return expected == actual ? std::nullopt : std::optional(differs());
    if (expected.isObject() && actual.isObject()) {
        const QJsonObject want = expected.toObject(), have = actual.toObject();
        for (auto it = want.begin(); it != want.end(); ++it) {
            const QString at = path.isEmpty() ? it.key() : path + u'.' + it.key();
            if (includes && it.value().isNull()) {
                if (have.contains(it.key()))
                    return u"at \"%1\": expected nothing, got %2"_s.arg(
                        at, jsonText(have.value(it.key())));
                continue;
            }
            if (auto difference = jsonDifference(it.value(), have.value(it.key()), includes, at))
                return difference;
        }
        if (!includes)
            for (auto it = have.begin(); it != have.end(); ++it)
                if (!want.contains(it.key()))
                    return u"at \"%1\": expected nothing, got %2"_s.arg(
                        path.isEmpty() ? it.key() : path + u'.' + it.key(), jsonText(it.value()));
        return std::nullopt;
    }
    if (expected.isArray() && actual.isArray()) {
        const QJsonArray want = expected.toArray(), have = actual.toArray();
        if (want.size() != have.size())
            return differs();
        for (qsizetype i = 0; i < want.size(); ++i)
            if (auto difference =
                    jsonDifference(want.at(i), have.at(i), includes, path + u"[%1]"_s.arg(i)))
                return difference;
        return std::nullopt;
    }
    if (expected.isDouble() && actual.isDouble())
        return expected.toDouble() == actual.toDouble() ? std::nullopt : std::optional(differs());
    if (expected.type() != actual.type() || expected != actual)
        return differs();
    return std::nullopt;
}

// The newest run in the workspace's record (DescribeWorkloads): the last workload step's.
CheckResult checkWorkload(const Step &step, Workspace &workspace)
{
    auto response = workspace.api().call(u"DescribeWorkloads", {}, kLooking);
    if (!response)
        return {false,
                u"workload: "_s + response.error().typeName() + u": "_s + response.error().message};
    const QJsonArray runs = response->value(u"Workloads"_s).toArray();
    if (runs.isEmpty())
        return {false, u"workload: no workload has run"_s};
    const QJsonObject run = runs.last().toObject();
    const QJsonObject totals = run.value(u"Totals"_s).toObject();
    const QString what = u"workload %1 %2"_s.arg(run.value(u"Action"_s).toString(),
                                                 run.value(u"TableName"_s).toString());
    for (const auto &[name, member, flag] :
         {std::tuple{u"throttled"_s, u"Throttled"_s, step.throttled},
          std::tuple{u"gave up"_s, u"GaveUp"_s, step.gaveUp}}) {
        if (!flag)
            continue;
        const qint64 count = totals.value(member).toInteger();
        if ((count > 0) != *flag)
            return {false, what + u": expected %1 %2, but %3 %4"_s
                                      .arg(*flag ? u"some requests"_s : u"no request"_s, name)
                                      .arg(count)
                                      .arg(name)};
    }
    if (!step.includes)
        return {true, what + u" as expected"_s};
    // The check's names are the spec's ("gaveUp"); the record's are DynamoDB-styled ("GaveUp").
    QJsonObject counts;
    for (auto it = totals.begin(); it != totals.end(); ++it)
        counts.insert(it.key().left(1).toLower() + it.key().mid(1), it.value());
    return compared(step.expected, counts, true, what, u"Totals"_s);
}

CheckResult runCheck(const Step &step, Workspace &workspace)
{
    switch (step.check) {
    case Check::Item:
        return checkItem(step, workspace);
    case Check::Query:
        return checkQuery(step, workspace);
    case Check::Stream:
        return checkStream(step, workspace);
    case Check::Object:
        return checkObject(step, workspace);
    case Check::Lifecycle:
        return checkLifecycle(step, workspace);
    case Check::Workload:
        return checkWorkload(step, workspace);
    }
    return {};
}

} // namespace lw::scenario
