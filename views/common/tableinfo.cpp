#include "common/tableinfo.h"

#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// KeySchema lists HASH then RANGE by convention, but nothing forces a writer to; sort to be sure.
QList<KeyAttribute> parseKeySchema(const QJsonArray &schema, const QHash<QString, QString> &types)
{
    QList<KeyAttribute> key;
    for (const QJsonValue &element : schema) {
        const QJsonObject e = element.toObject();
        const QString name = e.value(u"AttributeName"_s).toString();
        const KeyAttribute attribute{name, types.value(name)};
        if (e.value(u"KeyType"_s).toString() == u"HASH")
            key.prepend(attribute);
        else
            key.append(attribute);
    }
    return key;
}

void parseIndexes(const QJsonArray &indexes, bool global, const QHash<QString, QString> &types,
                  QList<IndexInfo> &out)
{
    for (const QJsonValue &element : indexes) {
        const QJsonObject e = element.toObject();
        const QJsonObject projection = e.value(u"Projection"_s).toObject();
        IndexInfo index;
        index.name = e.value(u"IndexName"_s).toString();
        index.global = global;
        index.key = parseKeySchema(e.value(u"KeySchema"_s).toArray(), types);
        index.projection = projection.value(u"ProjectionType"_s).toString();
        for (const QJsonValue &name : projection.value(u"NonKeyAttributes"_s).toArray())
            index.nonKeyAttributes << name.toString();
        index.itemCount = e.value(u"ItemCount"_s).toInteger();
        index.sizeBytes = e.value(u"IndexSizeBytes"_s).toInteger();
        index.status = e.value(u"IndexStatus"_s).toString();
        out << index;
    }
}

} // namespace

const IndexInfo *TableInfo::index(const QString &indexName) const
{
    for (const IndexInfo &i : indexes) {
        if (i.name == indexName)
            return &i;
    }
    return nullptr;
}

TableInfo parseTableDescription(const QJsonObject &table)
{
    QHash<QString, QString> types;
    for (const QJsonValue &element : table.value(u"AttributeDefinitions"_s).toArray()) {
        const QJsonObject e = element.toObject();
        types.insert(e.value(u"AttributeName"_s).toString(),
                     e.value(u"AttributeType"_s).toString());
    }
    TableInfo info;
    info.name = table.value(u"TableName"_s).toString();
    info.arn = table.value(u"TableArn"_s).toString();
    info.key = parseKeySchema(table.value(u"KeySchema"_s).toArray(), types);
    info.itemCount = table.value(u"ItemCount"_s).toInteger();
    info.sizeBytes = table.value(u"TableSizeBytes"_s).toInteger();
    info.billingMode =
        table.value(u"BillingModeSummary"_s).toObject().value(u"BillingMode"_s).toString();
    const QJsonObject stream = table.value(u"StreamSpecification"_s).toObject();
    if (stream.value(u"StreamEnabled"_s).toBool())
        info.streamViewType = stream.value(u"StreamViewType"_s).toString();
    parseIndexes(table.value(u"GlobalSecondaryIndexes"_s).toArray(), true, types, info.indexes);
    parseIndexes(table.value(u"LocalSecondaryIndexes"_s).toArray(), false, types, info.indexes);
    return info;
}

QString keySchemaText(const QList<KeyAttribute> &key)
{
    QStringList parts;
    for (const KeyAttribute &k : key)
        parts << (k.type.isEmpty() ? k.name : k.name + u" ("_s + k.type + u')');
    return parts.join(u" \u00b7 "_s);
}

QString tagsText(const QMap<QString, QString> &tags)
{
    QStringList parts;
    for (auto it = tags.begin(); it != tags.end(); ++it)
        parts << it.key() + u" = "_s + it.value();
    return parts.join(u", "_s);
}

} // namespace lw
