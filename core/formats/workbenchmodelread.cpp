#include "workbenchmodelread.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lw::formats {

namespace {

// Reads one model; every error goes through fail(), which names the file and the table.
class ModelReader
{
public:
    explicit ModelReader(const QString &fileName) : m_prefix(u"Model "_s + fileName + u": "_s) {}

    Result<QList<ModelTable>> read(const QByteArray &json)
    {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return fail(u"is not JSON: "_s + parseError.errorString());
        const QJsonArray dataModel = document.object().value(u"DataModel"_s).toArray();
        if (dataModel.isEmpty())
            return fail(u"is not a NoSQL Workbench model: it has no \"DataModel\" list of "
                        u"tables"_s);
        QList<ModelTable> tables;
        for (qsizetype i = 0; i < dataModel.size(); ++i) {
            m_where = u"DataModel[%1]"_s.arg(i);
            auto table = readTable(dataModel.at(i));
            LW_TRY(table);
            tables << *table;
        }
        return tables;
    }

private:
    Error error(const QString &what) const
    {
        return validationError(m_prefix + (m_where.isEmpty() ? what : m_where + u": "_s + what));
    }
    std::unexpected<Error> fail(const QString &what) const { return std::unexpected(error(what)); }

    Result<ModelTable> readTable(const QJsonValue &value)
    {
        if (!value.isObject())
            return fail(u"is not an object"_s);
        const QJsonObject json = value.toObject();
        if (!json.value(u"TableName"_s).isString())
            return fail(u"has no TableName"_s);
        ModelTable table;
        table.name = json.value(u"TableName"_s).toString();
        m_where = u"table \"%1\""_s.arg(table.name);
        m_definitions = {};

        auto keySchema = readKeys(json.value(u"KeyAttributes"_s), u"KeyAttributes"_s);
        LW_TRY(keySchema);
        QJsonObject request{{u"TableName"_s, table.name}, {u"KeySchema"_s, *keySchema}};

        const QString billing = json.value(u"BillingMode"_s).toString(u"PROVISIONED"_s);
        if (billing != u"PROVISIONED"_s && billing != u"PAY_PER_REQUEST"_s)
            return fail(
                u"BillingMode \"%1\" is neither PROVISIONED nor PAY_PER_REQUEST"_s.arg(billing));
        request.insert(u"BillingMode"_s, billing);
        QJsonObject throughput = json.value(u"ProvisionedCapacitySettings"_s)
                                     .toObject()
                                     .value(u"ProvisionedThroughput"_s)
                                     .toObject();
        if (throughput.isEmpty())
            throughput = {{u"ReadCapacityUnits"_s, 5}, {u"WriteCapacityUnits"_s, 5}};
        if (billing == u"PROVISIONED"_s)
            request.insert(u"ProvisionedThroughput"_s, throughput);

        const QJsonArray gsis = json.value(u"GlobalSecondaryIndexes"_s).toArray();
        QJsonArray indexes;
        for (qsizetype i = 0; i < gsis.size(); ++i) {
            const QString where = u"GlobalSecondaryIndexes[%1]"_s.arg(i);
            const QJsonObject gsi = gsis.at(i).toObject();
            if (!gsi.value(u"IndexName"_s).isString())
                return fail(where + u" has no IndexName"_s);
            auto keys = readKeys(gsi.value(u"KeyAttributes"_s), where + u".KeyAttributes"_s);
            LW_TRY(keys);
            QJsonObject index{{u"IndexName"_s, gsi.value(u"IndexName"_s)},
                              {u"KeySchema"_s, *keys},
                              {u"Projection"_s, gsi.value(u"Projection"_s)}};
            if (billing == u"PROVISIONED"_s)
                index.insert(u"ProvisionedThroughput"_s, throughput);
            indexes.append(index);
        }
        if (!indexes.isEmpty())
            request.insert(u"GlobalSecondaryIndexes"_s, indexes);
        request.insert(u"AttributeDefinitions"_s, m_definitions);
        if (json.contains(u"StreamSpecification"_s))
            request.insert(u"StreamSpecification"_s, json.value(u"StreamSpecification"_s));
        table.createTable = request;

        LW_TRY(readItems(json, u"TableData"_s, table.items));
        const QJsonArray facets = json.value(u"TableFacets"_s).toArray();
        for (qsizetype i = 0; i < facets.size(); ++i) {
            LW_TRY(readItems(facets.at(i).toObject(), u"TableFacets[%1].TableData"_s.arg(i),
                             table.items, u"TableData"_s));
        }
        return table;
    }

    // A KeyAttributes object as a KeySchema, adding its attributes to m_definitions.
    Result<QJsonArray> readKeys(const QJsonValue &value, const QString &where)
    {
        const QJsonObject keys = value.toObject();
        if (!keys.contains(u"PartitionKey"_s))
            return fail(where + u" has no PartitionKey"_s);
        QJsonArray schema;
        for (const auto &[member, keyType] :
             {std::pair{u"PartitionKey"_s, u"HASH"_s}, std::pair{u"SortKey"_s, u"RANGE"_s}}) {
            if (!keys.contains(member))
                continue;
            const QJsonObject key = keys.value(member).toObject();
            if (!key.value(u"AttributeName"_s).isString() ||
                !key.value(u"AttributeType"_s).isString())
                return fail(where + u'.' + member +
                            u" needs an AttributeName and an AttributeType"_s);
            const QJsonObject definition{{u"AttributeName"_s, key.value(u"AttributeName"_s)},
                                         {u"AttributeType"_s, key.value(u"AttributeType"_s)}};
            // The same attribute keyed twice with one type is defined once; with two types both
            // go to CreateTable, which refuses them with its own text.
            if (!m_definitions.contains(definition))
                m_definitions.append(definition);
            schema.append(QJsonObject{{u"AttributeName"_s, key.value(u"AttributeName"_s)},
                                      {u"KeyType"_s, keyType}});
        }
        return schema;
    }

    Status readItems(const QJsonObject &json, const QString &where, QList<ModelItem> &items,
                     const QString &member = u"TableData"_s) const
    {
        const QJsonValue data = json.value(member);
        if (data.isUndefined())
            return {};
        if (!data.isArray())
            return std::unexpected(error(where + u" is not a list"_s));
        const QJsonArray list = data.toArray();
        for (qsizetype i = 0; i < list.size(); ++i)
            items << ModelItem{u"%1[%2]"_s.arg(where).arg(i), list.at(i)};
        return {};
    }

    QString m_prefix;
    QString m_where;
    QJsonArray m_definitions;
};

} // namespace

Result<QList<ModelTable>> readWorkbenchModel(const QByteArray &json, const QString &fileName)
{
    return ModelReader(fileName).read(json);
}

} // namespace lw::formats
