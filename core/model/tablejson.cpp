#include "tablejson.h"

#include <QRegularExpression>
#include <QSet>

#include <limits>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;

Error invalid(const QString &text)
{
    return validationError(kInvalid + text);
}

// "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member
// must not be null" — DynamoDB's constraint message for a missing required member.
Error missingMember(const QString &member)
{
    return validationError(u"1 validation error detected: Value null at '"_s + member +
                           u"' failed to satisfy constraint: Member must not be null"_s);
}

Result<QList<KeyElement>> parseDefinitions(const QJsonObject &request)
{
    if (!request.contains(u"AttributeDefinitions"_s))
        return std::unexpected(missingMember(u"attributeDefinitions"_s));
    QList<KeyElement> out;
    QSet<QString> seen;
    const QJsonArray definitions = request.value(u"AttributeDefinitions"_s).toArray();
    for (qsizetype i = 0; i < definitions.size(); ++i) {
        const auto o = definitions[i].toObject();
        const QString name = o.value(u"AttributeName"_s).toString();
        const QString type = o.value(u"AttributeType"_s).toString();
        const QString member = u"attributeDefinitions.%1.member."_s.arg(i + 1);
        if (name.isEmpty())
            return std::unexpected(valueConstraint(u"''"_s, member + u"attributeName"_s,
                                                   u"Member must have length greater than or "
                                                   u"equal to 1"_s));
        if (type != u"S"_s && type != u"N"_s && type != u"B"_s)
            return std::unexpected(
                valueConstraint(u"'"_s + type + u"'"_s, member + u"attributeType"_s,
                                u"Member must satisfy enum value set: [B, N, S]"_s));
        if (seen.contains(name))
            return std::unexpected(
                invalid(u"Duplicate AttributeName in AttributeDefinitions: "_s + name));
        seen.insert(name);
        out << KeyElement{name, *AttributeValue::typeFromName(type)};
    }
    return out;
}

// Reads a KeySchema array against the definitions; `definedNames` is for the error text.
Result<KeySchema> parseKeySchema(const QJsonArray &array, const QList<KeyElement> &definitions)
{
    QStringList names, definedNames;
    for (const auto &d : definitions)
        definedNames << d.name;
    for (const auto &v : array)
        names << v.toObject().value(u"AttributeName"_s).toString();
    if (array.isEmpty() || array.size() > 2)
        return std::unexpected(validationError(
            u"1 validation error detected: Value '[]' at 'keySchema' failed to satisfy constraint: "
            u"Member must have length less than or equal to 2"_s));
    for (const auto &name : names) {
        if (!definedNames.contains(name))
            return std::unexpected(invalid(
                u"Some index key attributes are not defined in AttributeDefinitions. Keys: ["_s +
                names.join(u", "_s) + u"], AttributeDefinitions: ["_s + definedNames.join(u", "_s) +
                u']'));
    }
    if (names.size() == 2 && names[0] == names[1])
        return std::unexpected(validationError(
            u"Both the Hash Key and the Range Key element in the KeySchema have the same name"_s));
    if (array[0].toObject().value(u"KeyType"_s).toString() != u"HASH"_s)
        return std::unexpected(validationError(
            u"Invalid KeySchema: The first KeySchemaElement is not a HASH key type"_s));
    if (array.size() == 2 && array[1].toObject().value(u"KeyType"_s).toString() != u"RANGE"_s)
        return std::unexpected(validationError(
            u"Invalid KeySchema: The second KeySchemaElement is not a RANGE key type"_s));
    auto typeOf = [&](const QString &name) {
        for (const auto &d : definitions) {
            if (d.name == name)
                return d.type;
        }
        return AttributeValue::Type::S;
    };
    KeySchema schema{KeyElement{names[0], typeOf(names[0])}, std::nullopt};
    if (names.size() == 2)
        schema.range = KeyElement{names[1], typeOf(names[1])};
    return schema;
}

// `member` is the index's path in the request ("globalSecondaryIndexes.1.member"), for
// DynamoDB's constraint texts.
Result<Projection> parseProjection(const QJsonObject &json, const QString &member)
{
    const QString type = json.value(u"ProjectionType"_s).toString();
    Projection p;
    if (type == u"ALL"_s)
        p.kind = Projection::Kind::All;
    else if (type == u"KEYS_ONLY"_s)
        p.kind = Projection::Kind::KeysOnly;
    else if (type == u"INCLUDE"_s)
        p.kind = Projection::Kind::Include;
    else
        return std::unexpected(
            invalid(u"Unknown ProjectionType: "_s + (type.isEmpty() ? u"null"_s : type)));
    if (json.contains(u"NonKeyAttributes"_s) && p.kind != Projection::Kind::Include)
        return std::unexpected(
            invalid(u"ProjectionType is "_s + type + u", but NonKeyAttributes is specified"_s));
    for (const auto &v : json.value(u"NonKeyAttributes"_s).toArray())
        p.nonKeyAttributes << v.toString();
    if (p.kind == Projection::Kind::Include && !json.contains(u"NonKeyAttributes"_s))
        return std::unexpected(
            invalid(u"ProjectionType is INCLUDE, but NonKeyAttributes is not specified"_s));
    if (p.kind == Projection::Kind::Include && p.nonKeyAttributes.isEmpty())
        return std::unexpected(
            valueConstraint(u"'[]'"_s, member + u".projection.nonKeyAttributes"_s,
                            u"Member must have length greater than or equal to 1"_s));
    return p;
}

std::optional<Throughput> parseThroughput(const QJsonValue &json)
{
    if (!json.isObject())
        return std::nullopt;
    const auto o = json.toObject();
    return Throughput{o.value(u"ReadCapacityUnits"_s).toInteger(),
                      o.value(u"WriteCapacityUnits"_s).toInteger()};
}

Result<IndexDefinition> parseIndex(const QJsonObject &json, const QList<KeyElement> &definitions,
                                   bool global, const QString &member)
{
    IndexDefinition index;
    index.global = global;
    index.name = json.value(u"IndexName"_s).toString();
    if (index.name.size() < 3 || index.name.size() > 255)
        return std::unexpected(validationError(
            u"1 validation error detected: Value '"_s + index.name +
            u"' at 'indexName' failed to satisfy constraint: Member must have length greater than or equal to 3"_s));
    auto key = parseKeySchema(json.value(u"KeySchema"_s).toArray(), definitions);
    LW_TRY(key);
    index.key = *key;
    auto projection = parseProjection(json.value(u"Projection"_s).toObject(), member);
    LW_TRY(projection);
    index.projection = *projection;
    index.throughput = parseThroughput(json.value(u"ProvisionedThroughput"_s));
    return index;
}

QJsonObject projectionToJson(const Projection &p)
{
    static const QString kinds[] = {u"KEYS_ONLY"_s, u"INCLUDE"_s, u"ALL"_s};
    QJsonObject out{{u"ProjectionType"_s, kinds[int(p.kind)]}};
    if (p.kind == Projection::Kind::Include)
        out.insert(u"NonKeyAttributes"_s, QJsonArray::fromStringList(p.nonKeyAttributes));
    return out;
}

QJsonObject throughputToJson(const std::optional<Throughput> &t)
{
    return QJsonObject{{u"NumberOfDecreasesToday"_s, 0},
                       {u"ReadCapacityUnits"_s, t ? t->read : 0},
                       {u"WriteCapacityUnits"_s, t ? t->write : 0}};
}

} // namespace

QJsonArray keySchemaToJson(const KeySchema &key)
{
    QJsonArray out{QJsonObject{{u"AttributeName"_s, key.hash.name}, {u"KeyType"_s, u"HASH"_s}}};
    if (key.range)
        out.append(QJsonObject{{u"AttributeName"_s, key.range->name}, {u"KeyType"_s, u"RANGE"_s}});
    return out;
}

Result<IndexDefinition> gsiFromJson(const QJsonObject &json, const QList<KeyElement> &definitions,
                                    bool payPerRequest, const QString &member)
{
    auto index = parseIndex(json, definitions, true, member);
    if (index && payPerRequest && index->throughput)
        return std::unexpected(
            invalid(u"ProvisionedThroughput should not be specified for index: "_s + index->name +
                    u" when BillingMode is PAY_PER_REQUEST"_s));
    if (index && !payPerRequest && !index->throughput)
        return std::unexpected(
            invalid(u"ProvisionedThroughput must be specified for index: "_s + index->name));
    return index;
}

Result<TableDefinition> tableDefinitionFromCreateRequest(const QJsonObject &request)
{
    TableDefinition table;
    table.name = request.value(u"TableName"_s).toString();
    if (!request.contains(u"TableName"_s))
        return std::unexpected(missingMember(u"tableName"_s));
    static const QRegularExpression namePattern(u"^[a-zA-Z0-9_.-]+$"_s);
    if (table.name.size() < 3 || table.name.size() > 255)
        return std::unexpected(validationError(
            u"TableName must be at least 3 characters long and at most 255 characters long"_s));
    if (!namePattern.match(table.name).hasMatch())
        return std::unexpected(validationError(
            u"1 validation error detected: Value '"_s + table.name +
            u"' at 'tableName' failed to satisfy constraint: Member must satisfy regular "
            u"expression pattern: [a-zA-Z0-9_.-]+"_s));
    if (!request.contains(u"KeySchema"_s))
        return std::unexpected(missingMember(u"keySchema"_s));
    auto definitions = parseDefinitions(request);
    LW_TRY(definitions);
    table.attributeDefinitions = *definitions;

    const QString billing = request.value(u"BillingMode"_s).toString(u"PROVISIONED"_s);
    table.payPerRequest = billing == u"PAY_PER_REQUEST"_s;
    table.throughput = parseThroughput(request.value(u"ProvisionedThroughput"_s));
    if (table.payPerRequest && table.throughput)
        return std::unexpected(invalid(u"Neither ReadCapacityUnits nor WriteCapacityUnits can be "
                                       u"specified when BillingMode is PAY_PER_REQUEST"_s));
    if (!table.payPerRequest &&
        (!table.throughput || table.throughput->read <= 0 || table.throughput->write <= 0))
        return std::unexpected(invalid(u"ReadCapacityUnits and WriteCapacityUnits must both be "
                                       u"specified when BillingMode is PROVISIONED"_s));

    auto key = parseKeySchema(request.value(u"KeySchema"_s).toArray(), table.attributeDefinitions);
    LW_TRY(key);
    table.key = *key;

    const auto lsis = request.value(u"LocalSecondaryIndexes"_s).toArray();
    const auto gsis = request.value(u"GlobalSecondaryIndexes"_s).toArray();
    const QStringList tableKeyNames = table.key.names();
    QSet<QString> used(tableKeyNames.begin(), tableKeyNames.end());
    QSet<QString> indexNames;
    auto addIndex = [&](IndexDefinition index) -> Status {
        if (indexNames.contains(index.name))
            return std::unexpected(invalid(u"Duplicate index name: "_s + index.name));
        indexNames.insert(index.name);
        for (const auto &n : index.key.names())
            used.insert(n);
        index.id = table.nextIndexId++;
        table.indexes << index;
        return {};
    };
    if (request.contains(u"LocalSecondaryIndexes"_s) && lsis.isEmpty())
        return std::unexpected(invalid(u"List of LocalSecondaryIndexes is empty"_s));
    if (!lsis.isEmpty() && !table.key.range)
        return std::unexpected(invalid(u"Table KeySchema does not have a range key, which is "
                                       u"required when specifying a LocalSecondaryIndex"_s));
    for (qsizetype i = 0; i < lsis.size(); ++i) {
        auto index = parseIndex(lsis[i].toObject(), table.attributeDefinitions, false,
                                u"localSecondaryIndexes.%1.member"_s.arg(i + 1));
        LW_TRY(index);
        if (!index->key.range)
            return std::unexpected(
                invalid(u"Index KeySchema does not have a range key for index: "_s + index->name));
        if (index->key.hash.name != table.key.hash.name)
            return std::unexpected(invalid(
                u"Index KeySchema does not have the same leading hash key as table KeySchema "
                u"for index: "_s +
                index->name + u". index hash key: "_s + index->key.hash.name +
                u", table hash key: "_s + table.key.hash.name));
        LW_TRY(addIndex(*index));
    }
    if (lsis.size() > 5)
        return std::unexpected(
            invalid(u"Number of LocalSecondaryIndexes exceeds per-table limit of 5"_s));
    if (request.contains(u"GlobalSecondaryIndexes"_s) && gsis.isEmpty())
        return std::unexpected(invalid(u"List of GlobalSecondaryIndexes is empty"_s));
    for (qsizetype i = 0; i < gsis.size(); ++i) {
        auto index =
            gsiFromJson(gsis[i].toObject(), table.attributeDefinitions, table.payPerRequest,
                        u"globalSecondaryIndexes.%1.member"_s.arg(i + 1));
        LW_TRY(index);
        LW_TRY(addIndex(*index));
    }
    if (gsis.size() > 20)
        return std::unexpected(
            invalid(u"GlobalSecondaryIndex count exceeds the per-table limit of 20"_s));
    if (used.size() != table.attributeDefinitions.size())
        return std::unexpected(invalid(
            u"Number of attributes in KeySchema does not exactly match number of attributes "
            u"defined in AttributeDefinitions"_s));
    return table;
}

QJsonObject tableDescriptionToJson(const TableDefinition &table,
                                   const QMap<QString, IndexStats> &stats, qint64 nowMs)
{
    QJsonArray definitions;
    for (const auto &d : table.attributeDefinitions)
        definitions.append(QJsonObject{{u"AttributeName"_s, d.name},
                                       {u"AttributeType"_s, AttributeValue::typeName(d.type)}});
    const IndexStats tableStats = stats.value(QString());
    QJsonObject out{
        {u"TableName"_s, table.name},
        {u"TableArn"_s, table.arn()},
        {u"TableId"_s, QString(u"00000000-0000-4000-8000-"_s +
                               QString::number(table.id).rightJustified(12, u'0'))},
        {u"TableStatus"_s, tableStatusName(table.state.statusAt(nowMs))},
        {u"KeySchema"_s, keySchemaToJson(table.key)},
        {u"AttributeDefinitions"_s, definitions},
        // DynamoDB reports seconds with a fraction.
        {u"CreationDateTime"_s, double(table.creationDateTimeMs) / 1000.0},
        {u"ItemCount"_s, tableStats.itemCount},
        {u"TableSizeBytes"_s, tableStats.sizeBytes},
        {u"ProvisionedThroughput"_s, throughputToJson(table.throughput)},
        {u"DeletionProtectionEnabled"_s, false},
    };
    if (table.payPerRequest)
        out.insert(u"BillingModeSummary"_s,
                   QJsonObject{{u"BillingMode"_s, u"PAY_PER_REQUEST"_s},
                               {u"LastUpdateToPayPerRequestDateTime"_s,
                                double(table.creationDateTimeMs) / 1000.0}});
    // The service shows StreamSpecification only while the stream is enabled, and the latest
    // stream's label and ARN from its first enabling on, also once it is disabled.
    if (table.stream.enabled)
        out.insert(u"StreamSpecification"_s,
                   QJsonObject{{u"StreamEnabled"_s, true},
                               {u"StreamViewType"_s, streamViewTypeName(table.stream.viewType)}});
    if (table.stream.hadStream()) {
        out.insert(u"LatestStreamLabel"_s, table.stream.label());
        out.insert(u"LatestStreamArn"_s, table.streamArn());
    }
    QJsonArray gsis, lsis;
    for (const auto &index : table.indexes) {
        const IndexStats s = stats.value(index.name);
        QJsonObject o{{u"IndexName"_s, index.name},
                      {u"KeySchema"_s, keySchemaToJson(index.key)},
                      {u"Projection"_s, projectionToJson(index.projection)},
                      {u"IndexSizeBytes"_s, s.sizeBytes},
                      {u"ItemCount"_s, s.itemCount},
                      {u"IndexArn"_s, QString(table.arn() + u"/index/"_s + index.name)}};
        if (index.global) {
            const bool creating = index.backfillingAt(nowMs);
            o.insert(u"IndexStatus"_s, creating ? u"CREATING"_s : u"ACTIVE"_s);
            // Only an index UpdateTable added backfills: one made with its table is CREATING
            // with the table, and the service then names no Backfilling.
            if (creating && table.state.statusAt(nowMs) != TableState::Status::Creating)
                o.insert(u"Backfilling"_s, true);
            o.insert(u"ProvisionedThroughput"_s, throughputToJson(index.throughput));
            gsis.append(o);
        } else {
            lsis.append(o);
        }
    }
    if (!gsis.isEmpty())
        out.insert(u"GlobalSecondaryIndexes"_s, gsis);
    if (!lsis.isEmpty())
        out.insert(u"LocalSecondaryIndexes"_s, lsis);
    return out;
}

QJsonObject tableDefinitionToStored(const TableDefinition &table)
{
    // As settled: the states are stored in members of their own.
    QJsonObject out = tableDescriptionToJson(table, {}, std::numeric_limits<qint64>::max());
    out.insert(u"BillingMode"_s, table.payPerRequest ? u"PAY_PER_REQUEST"_s : u"PROVISIONED"_s);
    if (table.payPerRequest)
        out.remove(u"ProvisionedThroughput"_s);
    QJsonObject ids;
    for (const auto &index : table.indexes)
        ids.insert(index.name, index.id);
    out.insert(u"lw.id"_s, qint64(table.id));
    out.insert(u"lw.indexIds"_s, ids);
    out.insert(u"lw.nextIndexId"_s, table.nextIndexId);
    out.insert(u"lw.creationDateTimeMs"_s, table.creationDateTimeMs);
    if (const TimeToLiveSetting &ttl = table.timeToLive; ttl.changedAtMs >= 0) {
        QJsonObject stored{{u"AttributeName"_s, ttl.attributeName},
                           {u"Enabled"_s, ttl.enabled},
                           {u"ChangedAtMs"_s, ttl.changedAtMs}};
        if (ttl.settleMs != TimeToLiveSetting::kSettleMs)
            stored.insert(u"SettleMs"_s, ttl.settleMs);
        out.insert(u"lw.timeToLive"_s, stored);
    }
    if (table.state.changing != TableState::Status::Active)
        out.insert(u"lw.state"_s,
                   QJsonObject{{u"TableStatus"_s, tableStatusName(table.state.changing)},
                               {u"SettlesAtMs"_s, table.state.settlesAtMs}});
    QJsonObject activeFrom;
    for (const auto &index : table.indexes)
        if (index.activeFromMs >= 0)
            activeFrom.insert(index.name, index.activeFromMs);
    if (!activeFrom.isEmpty())
        out.insert(u"lw.indexActiveFromMs"_s, activeFrom);
    if (table.stream.hadStream())
        out.insert(u"lw.stream"_s,
                   QJsonObject{{u"Enabled"_s, table.stream.enabled},
                               {u"StreamViewType"_s, streamViewTypeName(table.stream.viewType)},
                               {u"LabelMs"_s, table.stream.labelMs}});
    if (const SoftDeleteSetting &softDelete = table.softDelete; softDelete != SoftDeleteSetting())
        out.insert(u"lw.softDelete"_s,
                   QJsonObject{{u"MarkAttributeName"_s, softDelete.markAttribute},
                               {u"TimeToLiveAttributeName"_s, softDelete.ttlAttribute},
                               {u"RetentionSeconds"_s, softDelete.retentionSeconds},
                               {u"RemoveAttributeNames"_s,
                                QJsonArray::fromStringList(softDelete.removeAttributes)}});
    if (!table.tags.isEmpty()) {
        QJsonObject tags;
        for (auto it = table.tags.begin(); it != table.tags.end(); ++it)
            tags.insert(it.key(), it.value());
        out.insert(u"lw.tags"_s, tags);
    }
    return out;
}

std::optional<TableDefinition> tableDefinitionFromStored(const QJsonObject &stored)
{
    // The stored form is a CreateTable request plus ids; strip what CreateTable would reject.
    QJsonObject request = stored;
    for (const auto &member : {u"GlobalSecondaryIndexes"_s, u"LocalSecondaryIndexes"_s}) {
        QJsonArray indexes = request.value(member).toArray();
        for (auto &&v : indexes) {
            QJsonObject o = v.toObject();
            if (stored.value(u"BillingMode"_s) == u"PAY_PER_REQUEST"_s)
                o.remove(u"ProvisionedThroughput"_s);
            v = o;
        }
        if (!indexes.isEmpty())
            request.insert(member, indexes);
    }
    auto parsed = tableDefinitionFromCreateRequest(request);
    if (!parsed)
        return std::nullopt;
    std::optional<TableDefinition> table = std::move(*parsed);
    table->id = quint32(stored.value(u"lw.id"_s).toInteger());
    table->nextIndexId = quint16(stored.value(u"lw.nextIndexId"_s).toInt());
    table->creationDateTimeMs = stored.value(u"lw.creationDateTimeMs"_s).toInteger();
    if (const auto ttl = stored.value(u"lw.timeToLive"_s).toObject(); !ttl.isEmpty())
        table->timeToLive = {ttl.value(u"AttributeName"_s).toString(),
                             ttl.value(u"Enabled"_s).toBool(),
                             ttl.value(u"ChangedAtMs"_s).toInteger(),
                             ttl.value(u"SettleMs"_s).toInteger(TimeToLiveSetting::kSettleMs)};
    if (const auto state = stored.value(u"lw.state"_s).toObject(); !state.isEmpty()) {
        const QString status = state.value(u"TableStatus"_s).toString();
        if (status == u"CREATING"_s)
            table->state.changing = TableState::Status::Creating;
        else if (status == u"UPDATING"_s)
            table->state.changing = TableState::Status::Updating;
        else
            return std::nullopt;
        table->state.settlesAtMs = state.value(u"SettlesAtMs"_s).toInteger();
    }
    if (const auto stream = stored.value(u"lw.stream"_s).toObject(); !stream.isEmpty()) {
        const auto viewType = streamViewTypeFromName(stream.value(u"StreamViewType"_s).toString());
        if (!viewType)
            return std::nullopt;
        table->stream = {stream.value(u"Enabled"_s).toBool(), *viewType,
                         stream.value(u"LabelMs"_s).toInteger()};
    }
    if (const auto softDelete = stored.value(u"lw.softDelete"_s).toObject();
        !softDelete.isEmpty()) {
        table->softDelete.markAttribute = softDelete.value(u"MarkAttributeName"_s).toString();
        table->softDelete.ttlAttribute = softDelete.value(u"TimeToLiveAttributeName"_s).toString();
        table->softDelete.retentionSeconds = softDelete.value(u"RetentionSeconds"_s).toInteger();
        for (const auto &name : softDelete.value(u"RemoveAttributeNames"_s).toArray())
            table->softDelete.removeAttributes << name.toString();
    }
    const QJsonObject tags = stored.value(u"lw.tags"_s).toObject();
    for (auto it = tags.begin(); it != tags.end(); ++it)
        table->tags.insert(it.key(), it.value().toString());
    const auto ids = stored.value(u"lw.indexIds"_s).toObject();
    const auto activeFrom = stored.value(u"lw.indexActiveFromMs"_s).toObject();
    for (auto &index : table->indexes) {
        index.id = quint16(ids.value(index.name).toInt());
        index.activeFromMs = activeFrom.value(index.name).toInteger(-1);
    }
    return table;
}

namespace {

// An index description reduced to what CreateTable takes, with its throughput when provisioned.
QJsonObject indexRequest(const QJsonObject &index, bool withThroughput)
{
    QJsonObject request{{u"IndexName"_s, index.value(u"IndexName"_s)},
                        {u"KeySchema"_s, index.value(u"KeySchema"_s)},
                        {u"Projection"_s, index.value(u"Projection"_s)}};
    if (withThroughput)
        request.insert(u"ProvisionedThroughput"_s,
                       QJsonObject{{u"ReadCapacityUnits"_s,
                                    index[u"ProvisionedThroughput"_s][u"ReadCapacityUnits"_s]},
                                   {u"WriteCapacityUnits"_s,
                                    index[u"ProvisionedThroughput"_s][u"WriteCapacityUnits"_s]}});
    return request;
}

} // namespace

QJsonObject createTableRequestFromDescription(const QJsonObject &description)
{
    const QString billing =
        description[u"BillingModeSummary"_s][u"BillingMode"_s].toString(u"PROVISIONED"_s);
    const bool provisioned = billing == u"PROVISIONED";
    QJsonObject request{{u"TableName"_s, description.value(u"TableName"_s)},
                        {u"KeySchema"_s, description.value(u"KeySchema"_s)},
                        {u"AttributeDefinitions"_s, description.value(u"AttributeDefinitions"_s)},
                        {u"BillingMode"_s, billing}};
    if (provisioned)
        request.insert(u"ProvisionedThroughput"_s,
                       indexRequest(description, true).value(u"ProvisionedThroughput"_s));
    for (const auto &[member, withThroughput] :
         {std::pair{u"GlobalSecondaryIndexes"_s, provisioned},
          std::pair{u"LocalSecondaryIndexes"_s, false}}) {
        QJsonArray indexes;
        for (const QJsonValue index : description.value(member).toArray())
            indexes.append(indexRequest(index.toObject(), withThroughput));
        if (!indexes.isEmpty())
            request.insert(member, indexes);
    }
    const QJsonObject stream = description.value(u"StreamSpecification"_s).toObject();
    if (stream.value(u"StreamEnabled"_s).toBool())
        request.insert(u"StreamSpecification"_s,
                       QJsonObject{{u"StreamEnabled"_s, true},
                                   {u"StreamViewType"_s, stream.value(u"StreamViewType"_s)}});
    return request;
}

} // namespace lw
