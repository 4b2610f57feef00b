#include "createtable/createtablerequest.h"

#include "model/tablejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QJsonArray keySchema(const KeyAttribute &partitionKey, const KeyAttribute &sortKey)
{
    QJsonArray schema{
        QJsonObject{{u"AttributeName"_s, partitionKey.name}, {u"KeyType"_s, u"HASH"_s}}};
    if (!sortKey.name.isEmpty())
        schema.append(QJsonObject{{u"AttributeName"_s, sortKey.name}, {u"KeyType"_s, u"RANGE"_s}});
    return schema;
}

QJsonObject throughput(const NewTable &table)
{
    return {{u"ReadCapacityUnits"_s, table.readUnits}, {u"WriteCapacityUnits"_s, table.writeUnits}};
}

QJsonObject indexJson(const NewIndex &index, const KeyAttribute &partitionKey)
{
    QJsonObject projection{{u"ProjectionType"_s, index.projection}};
    if (index.projection == u"INCLUDE")
        projection.insert(u"NonKeyAttributes"_s,
                          QJsonArray::fromStringList(index.nonKeyAttributes));
    return {{u"IndexName"_s, index.name},
            {u"KeySchema"_s, keySchema(partitionKey, index.sortKey)},
            {u"Projection"_s, projection}};
}

// Every key attribute once; the same name with another type stays, for the core to name it. A
// sort key without a name is no sort key; a partition key is always sent.
QJsonArray attributeDefinitions(const NewTable &table)
{
    QList<KeyAttribute> keys{table.partitionKey};
    const auto addSortKey = [&keys](const KeyAttribute &sortKey) {
        if (!sortKey.name.isEmpty())
            keys << sortKey;
    };
    addSortKey(table.sortKey);
    for (const NewIndex &index : table.globalIndexes) {
        keys << index.partitionKey;
        addSortKey(index.sortKey);
    }
    for (const NewIndex &index : table.localIndexes)
        addSortKey(index.sortKey);
    QList<KeyAttribute> listed;
    QJsonArray definitions;
    for (const KeyAttribute &key : std::as_const(keys)) {
        if (listed.contains(key))
            continue;
        listed << key;
        definitions.append(
            QJsonObject{{u"AttributeName"_s, key.name}, {u"AttributeType"_s, key.type}});
    }
    return definitions;
}

NewIndex newIndex(const IndexInfo &info)
{
    // An LSI's partition key is the table's, which the form does not repeat.
    return NewIndex{info.name, info.global ? info.key.value(0) : KeyAttribute{}, info.key.value(1),
                    info.projection, info.nonKeyAttributes};
}

// The core's verdict on a request, none when it accepts it.
std::optional<Error> coreProblem(const QJsonObject &request)
{
    const Result<TableDefinition> parsed = tableDefinitionFromCreateRequest(request);
    if (parsed)
        return std::nullopt;
    return parsed.error();
}

bool sameError(const std::optional<Error> &a, const std::optional<Error> &b)
{
    return a && b && a->message == b->message;
}

} // namespace

QJsonObject createTableRequest(const NewTable &table)
{
    QJsonObject request{
        {u"TableName"_s, table.name},
        {u"KeySchema"_s, keySchema(table.partitionKey, table.sortKey)},
        {u"AttributeDefinitions"_s, attributeDefinitions(table)},
        {u"BillingMode"_s, table.payPerRequest ? u"PAY_PER_REQUEST"_s : u"PROVISIONED"_s},
    };
    if (!table.payPerRequest)
        request.insert(u"ProvisionedThroughput"_s, throughput(table));
    QJsonArray globalIndexes, localIndexes;
    for (const NewIndex &index : table.globalIndexes) {
        QJsonObject json = indexJson(index, index.partitionKey);
        if (!table.payPerRequest)
            json.insert(u"ProvisionedThroughput"_s, throughput(table));
        globalIndexes.append(json);
    }
    for (const NewIndex &index : table.localIndexes)
        localIndexes.append(indexJson(index, table.partitionKey));
    if (!globalIndexes.isEmpty())
        request.insert(u"GlobalSecondaryIndexes"_s, globalIndexes);
    if (!localIndexes.isEmpty())
        request.insert(u"LocalSecondaryIndexes"_s, localIndexes);
    if (!table.streamViewType.isEmpty())
        request.insert(
            u"StreamSpecification"_s,
            QJsonObject{{u"StreamEnabled"_s, true}, {u"StreamViewType"_s, table.streamViewType}});
    return request;
}

std::optional<QJsonObject> timeToLiveRequest(const NewTable &table)
{
    if (table.timeToLiveAttribute.isEmpty())
        return std::nullopt;
    return QJsonObject{
        {u"TableName"_s, table.name},
        {u"TimeToLiveSpecification"_s,
         QJsonObject{{u"Enabled"_s, true}, {u"AttributeName"_s, table.timeToLiveAttribute}}}};
}

NewTable newTableFromRequest(const QJsonObject &request)
{
    // A CreateTable request has the TableDescription's shapes for everything the form holds.
    const TableInfo info = parseTableDescription(request);
    NewTable table;
    table.name = info.name;
    table.partitionKey = info.key.value(0);
    table.sortKey = info.key.value(1);
    for (const IndexInfo &index : info.indexes)
        (index.global ? table.globalIndexes : table.localIndexes) << newIndex(index);
    table.payPerRequest = request.value(u"BillingMode"_s).toString() == u"PAY_PER_REQUEST";
    if (!table.payPerRequest) {
        const QJsonObject units = request.value(u"ProvisionedThroughput"_s).toObject();
        table.readUnits = units.value(u"ReadCapacityUnits"_s).toInteger();
        table.writeUnits = units.value(u"WriteCapacityUnits"_s).toInteger();
    }
    table.streamViewType = info.streamViewType;
    return table;
}

std::optional<TableProblem> tableProblem(const NewTable &table)
{
    const std::optional<Error> error = coreProblem(createTableRequest(table));
    if (!error)
        return std::nullopt;
    TableProblem problem{*error};

    NewTable part = table;
    part.globalIndexes.clear();
    part.localIndexes.clear();
    if (const std::optional<Error> tableOnly = coreProblem(createTableRequest(part))) {
        // The core checks the name first, so the name alone fails alike exactly when it is at
        // fault.
        const bool name = sameError(coreProblem({{u"TableName"_s, table.name}}), tableOnly);
        problem.where = name ? TableProblem::Where::TableName : TableProblem::Where::TableKey;
        return problem;
    }
    const auto firstFailing = [&](QList<NewIndex> &grown, const QList<NewIndex> &all) -> int {
        for (int i = 0; i < all.size(); ++i) {
            grown << all[i];
            if (coreProblem(createTableRequest(part)))
                return i;
        }
        return -1;
    };
    if (const int lsi = firstFailing(part.localIndexes, table.localIndexes); lsi >= 0) {
        problem.where = TableProblem::Where::LocalIndex;
        problem.index = lsi;
    } else {
        problem.where = TableProblem::Where::GlobalIndex;
        problem.index = firstFailing(part.globalIndexes, table.globalIndexes);
    }
    return problem;
}

} // namespace lw
