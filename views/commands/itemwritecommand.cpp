#include "commands/itemwritecommand.h"

#include "common/tableinfo.h"

#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString commandText(const QString &action, const QJsonObject &request)
{
    if (request.contains(u"Statement"_s)) // ExecuteStatement: the statement names what it does
        return request.value(u"Statement"_s).toString().simplified().left(80);
    const QString table = request.value(u"TableName"_s).toString();
    const QJsonObject key = request.value(u"Key"_s).toObject();
    if (!key.isEmpty())
        return u"%1 %2 %3"_s.arg(action, table, keyText(key));
    return table.isEmpty() ? action : u"%1 %2"_s.arg(action, table);
}

} // namespace

ItemWriteCommand::ItemWriteCommand(ApiCall api, const QString &action, const QJsonObject &request,
                                   Hooks hooks)
    : ApiCommand(std::move(api), commandText(action, request), {action, request}, {},
                 std::move(hooks))
{
    m_items = itemsWritten(action, request);
}

bool ItemWriteCommand::isItemWrite(const QString &action)
{
    static const QStringList writes{u"PutItem"_s,
                                    u"UpdateItem"_s,
                                    u"DeleteItem"_s,
                                    u"BatchWriteItem"_s,
                                    u"TransactWriteItems"_s,
                                    u"ExecuteStatement"_s,
                                    u"BatchExecuteStatement"_s,
                                    u"ExecuteTransaction"_s};
    return writes.contains(action);
}

void ItemWriteCommand::redo()
{
    if (hasRun()) {
        ApiCommand::redo();
        return;
    }
    const std::optional<QList<QJsonObject>> before = read(m_items);
    if (!ApiCommand::run(forwardCall()))
        return;
    const std::optional<QList<QJsonObject>> after = read(m_items);
    if (!before || !after || m_items.isEmpty()) {
        setObsolete(true); // done, but not undoable: there was nothing to read back
        return;
    }
    setCalls(restore(m_items, *after), restore(m_items, *before));
}

QList<ItemWriteCommand::ItemRef> ItemWriteCommand::itemsWritten(const QString &action,
                                                                const QJsonObject &request) const
{
    QHash<QString, QList<KeyAttribute>> keys; // by table, read once each
    const auto keyOf = [&](const QString &table, const QJsonObject &item) {
        if (!keys.contains(table)) {
            const Result<QJsonObject> described =
                api()(u"DescribeTable"_s, {{u"TableName"_s, table}}, kUnmetered);
            keys.insert(table,
                        described
                            ? parseTableDescription(described->value(u"Table"_s).toObject()).key
                            : QList<KeyAttribute>());
        }
        QJsonObject key;
        for (const KeyAttribute &attribute : keys.value(table))
            if (item.contains(attribute.name))
                key.insert(attribute.name, item.value(attribute.name));
        return key;
    };
    QList<ItemRef> items;
    const auto add = [&](const QString &table, const QJsonObject &item) {
        const QJsonObject key = keyOf(table, item);
        if (!key.isEmpty()) {
            for (const ItemRef &seen : std::as_const(items))
                if (seen.table == table && seen.key == key)
                    return;
            items.append({table, key});
        }
    };
    // A PartiQL write changes the item its plan (ExplainStatement) puts, updates or deletes; a
    // SELECT, or a statement the api will refuse, changes none.
    const auto addStatement = [&](const QJsonObject &statement) {
        QJsonObject explain{{u"Statement"_s, statement.value(u"Statement"_s)}};
        if (statement.contains(u"Parameters"_s))
            explain.insert(u"Parameters"_s, statement.value(u"Parameters"_s));
        const Result<QJsonObject> plan = api()(u"ExplainStatement"_s, explain, kUnmetered);
        if (!plan)
            return;
        const QString planned = plan->value(u"Action"_s).toString();
        const QJsonObject call = plan->value(u"Requests"_s).toArray().at(0).toObject();
        const QString target = plan->value(u"TableName"_s).toString();
        if (planned == u"PutItem")
            add(target, call.value(u"Item"_s).toObject());
        else if (planned == u"UpdateItem" || planned == u"DeleteItem")
            add(target, call.value(u"Key"_s).toObject());
    };
    const QString table = request.value(u"TableName"_s).toString();
    if (action == u"ExecuteStatement")
        addStatement(request);
    else if (action == u"BatchExecuteStatement" || action == u"ExecuteTransaction") {
        const QString list =
            action == u"ExecuteTransaction" ? u"TransactStatements"_s : u"Statements"_s;
        for (const QJsonValue &statement : request.value(list).toArray())
            addStatement(statement.toObject());
    } else if (action == u"PutItem")
        add(table, request.value(u"Item"_s).toObject());
    else if (action == u"UpdateItem" || action == u"DeleteItem")
        add(table, request.value(u"Key"_s).toObject());
    else if (action == u"BatchWriteItem") {
        const QJsonObject perTable = request.value(u"RequestItems"_s).toObject();
        for (auto it = perTable.begin(); it != perTable.end(); ++it)
            for (const QJsonValue &write : it.value().toArray()) {
                const QJsonObject w = write.toObject();
                add(it.key(), w.contains(u"PutRequest"_s)
                                  ? w[u"PutRequest"_s][u"Item"_s].toObject()
                                  : w[u"DeleteRequest"_s][u"Key"_s].toObject());
            }
    } else if (action == u"TransactWriteItems") {
        for (const QJsonValue &entry : request.value(u"TransactItems"_s).toArray()) {
            const QJsonObject e = entry.toObject();
            if (e.contains(u"Put"_s))
                add(e[u"Put"_s][u"TableName"_s].toString(), e[u"Put"_s][u"Item"_s].toObject());
            for (const QString &kind : {u"Update"_s, u"Delete"_s})
                if (e.contains(kind))
                    add(e[kind][u"TableName"_s].toString(), e[kind][u"Key"_s].toObject());
        }
    }
    return items;
}

std::optional<QList<QJsonObject>> ItemWriteCommand::read(const QList<ItemRef> &items) const
{
    QList<QJsonObject> images;
    for (const ItemRef &item : items) {
        const Result<QJsonObject> got =
            api()(u"GetItem"_s,
                  {{u"TableName"_s, item.table}, {u"Key"_s, item.key}, {u"ConsistentRead"_s, true}},
                  kUnmetered);
        if (!got)
            return std::nullopt;
        images << got->value(u"Item"_s).toObject();
    }
    return images;
}

ApiCommand::Call ItemWriteCommand::restore(const QList<ItemRef> &items,
                                           const QList<QJsonObject> &images)
{
    QJsonArray writes;
    for (qsizetype i = 0; i < items.size(); ++i)
        writes.append(images[i].isEmpty()
                          ? QJsonObject{{u"Delete"_s, QJsonObject{{u"TableName"_s, items[i].table},
                                                                  {u"Key"_s, items[i].key}}}}
                          : QJsonObject{{u"Put"_s, QJsonObject{{u"TableName"_s, items[i].table},
                                                               {u"Item"_s, images[i]}}}});
    return {u"TransactWriteItems"_s, {{u"TransactItems"_s, writes}}};
}

} // namespace lw
