#include "tables/queryrequest.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The texts' context for the translations.
struct QueryText
{
    Q_DECLARE_TR_FUNCTIONS(lw::QueryRequest)
};

// A number as DynamoDB's N takes it: optional sign, digits, optional fraction and exponent.
bool isNumber(const QString &text)
{
    static const QRegularExpression number(u"^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$"_s);
    return number.match(text).hasMatch();
}

// `text` as a typed value of `type` ("S", "N" or "B"; empty: S), or an error.
std::pair<QJsonObject, QString> typedValue(const QString &text, const QString &type,
                                           const QString &what)
{
    const QString kind = type.isEmpty() ? u"S"_s : type;
    if (kind == u"N" && !isNumber(text.trimmed()))
        return {{}, QueryText::tr("%1 must be a number: %2").arg(what, text)};
    return {QJsonObject{{kind, kind == u"N" ? text.trimmed() : text}}, {}};
}

} // namespace

BuiltQuery queryRequest(const QueryForm &form, const TableInfo &table)
{
    BuiltQuery out;
    const auto failed = [&out](const QString &error) {
        out = BuiltQuery{};
        out.error = error;
        return out;
    };
    QList<KeyAttribute> key = table.key;
    if (!form.indexName.isEmpty()) {
        const IndexInfo *index = table.index(form.indexName);
        if (!index)
            return failed(
                QueryText::tr("The table %1 has no index %2").arg(table.name, form.indexName));
        key = index->key;
    }
    QJsonObject request{{u"TableName"_s, table.name}};
    if (!form.indexName.isEmpty())
        request.insert(u"IndexName"_s, form.indexName);
    QJsonObject names;
    QJsonObject values;

    if (!form.scan) {
        if (key.isEmpty())
            return failed(QueryText::tr("The key of %1 is not known").arg(table.name));
        if (form.partitionValue.isEmpty())
            return failed(
                QueryText::tr("A Query needs the value of the partition key %1").arg(key[0].name));
        const auto [partition, error] =
            typedValue(form.partitionValue, key[0].type,
                       QueryText::tr("The partition key %1").arg(key[0].name));
        if (!error.isEmpty())
            return failed(error);
        names.insert(u"#pk"_s, key[0].name);
        values.insert(u":pk"_s, partition);
        QString condition = u"#pk = :pk"_s;
        if (!form.sortOperator.isEmpty()) {
            if (key.size() < 2)
                return failed(QueryText::tr("%1 has no sort key to set a condition on")
                                  .arg(form.indexName.isEmpty() ? table.name : form.indexName));
            static const QStringList comparisons{u"="_s, u"<"_s, u"<="_s, u">"_s, u">="_s};
            const KeyAttribute &sort = key[1];
            const QString what = QueryText::tr("The sort key %1").arg(sort.name);
            const auto [low, lowError] = typedValue(form.sortValue, sort.type, what);
            if (!lowError.isEmpty())
                return failed(lowError);
            names.insert(u"#sk"_s, sort.name);
            values.insert(u":sk"_s, low);
            if (comparisons.contains(form.sortOperator)) {
                condition += u" AND #sk "_s + form.sortOperator + u" :sk"_s;
            } else if (form.sortOperator == u"BETWEEN") {
                if (form.sortValue2.isEmpty())
                    return failed(QueryText::tr("BETWEEN needs an upper bound"));
                const auto [high, highError] = typedValue(form.sortValue2, sort.type, what);
                if (!highError.isEmpty())
                    return failed(highError);
                values.insert(u":sk2"_s, high);
                condition += u" AND #sk BETWEEN :sk AND :sk2"_s;
            } else if (form.sortOperator == u"begins_with") {
                condition += u" AND begins_with(#sk, :sk)"_s;
            } else {
                return failed(QueryText::tr("Not a sort key condition: %1").arg(form.sortOperator));
            }
        }
        request.insert(u"KeyConditionExpression"_s, condition);
        if (form.descending)
            request.insert(u"ScanIndexForward"_s, false);
    }

    if (!form.filterAttribute.trimmed().isEmpty()) {
        names.insert(u"#f"_s, form.filterAttribute.trimmed());
        const QString &op = form.filterOperator;
        static const QStringList comparisons{u"="_s, u"<>"_s, u"<"_s, u"<="_s, u">"_s, u">="_s};
        static const QStringList functions{u"begins_with"_s, u"contains"_s};
        QString filter;
        if (op == u"attribute_exists" || op == u"attribute_not_exists") {
            filter = op + u"(#f)"_s;
        } else if (comparisons.contains(op) || functions.contains(op)) {
            const auto [value, error] =
                typedValue(form.filterValue, form.filterNumber ? u"N"_s : u"S"_s,
                           QueryText::tr("The filter's value"));
            if (!error.isEmpty())
                return failed(error);
            values.insert(u":f"_s, value);
            filter = functions.contains(op) ? QString(op + u"(#f, :f)"_s)
                                            : QString(u"#f "_s + op + u" :f"_s);
        } else {
            return failed(QueryText::tr("Not a filter operator: %1").arg(op));
        }
        request.insert(u"FilterExpression"_s, filter);
    }
    if (!names.isEmpty())
        request.insert(u"ExpressionAttributeNames"_s, names);
    if (!values.isEmpty())
        request.insert(u"ExpressionAttributeValues"_s, values);
    out.action = form.scan ? u"Scan"_s : u"Query"_s;
    out.request = request;
    return out;
}

QJsonObject withTextFilter(QJsonObject request, const QString &text, const QStringList &attributes)
{
    if (text.isEmpty() || attributes.isEmpty())
        return request;
    QJsonObject names = request.value(u"ExpressionAttributeNames"_s).toObject();
    QJsonObject values = request.value(u"ExpressionAttributeValues"_s).toObject();
    values.insert(u":t"_s, QJsonObject{{u"S"_s, text}});
    const bool number = isNumber(text.trimmed());
    if (number)
        values.insert(u":tn"_s, QJsonObject{{u"N"_s, text.trimmed()}});
    QStringList any;
    for (int i = 0; i < attributes.size(); ++i) {
        const QString name = u"#t%1"_s.arg(i);
        names.insert(name, attributes[i]);
        any << u"contains(%1, :t)"_s.arg(name);
        if (number)
            any << name + u" = :tn"_s;
    }
    const QString own = request.value(u"FilterExpression"_s).toString();
    const QString filter = any.join(u" OR "_s);
    request.insert(u"FilterExpression"_s,
                   own.isEmpty() ? filter : u"(%1) AND (%2)"_s.arg(own, filter));
    request.insert(u"ExpressionAttributeNames"_s, names);
    request.insert(u"ExpressionAttributeValues"_s, values);
    return request;
}

} // namespace lw
