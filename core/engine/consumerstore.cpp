#include "consumerstore.h"

#include "itemstore.h"
#include "tablekeys.h"

#include <QJsonDocument>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::consumerstore {

Result<ConsumerDbs> ConsumerDbs::open(storage::Txn &txn)
{
    auto consumers = storage::Dbi::open(txn, "consumers");
    LW_TRY(consumers);
    auto projections = storage::Dbi::open(txn, "projections");
    LW_TRY(projections);
    return ConsumerDbs{*consumers, *projections};
}

QByteArray consumerKey(quint32 tableId, const QString &name)
{
    return tablePrefix(tableId).append(name.toUtf8());
}

QByteArray projectionPrefix(quint32 tableId, const QString &name)
{
    return consumerKey(tableId, name).append('\0');
}

Result<QList<Stored>> load(storage::Txn &txn, const ConsumerDbs &dbs, quint32 tableId)
{
    QList<Stored> stored;
    auto walked = forEachEntry(txn, dbs.consumers, tableId ? tablePrefix(tableId) : QByteArray(),
                               [&](QByteArrayView key, QByteArrayView value) -> Status {
                                   auto consumer = consumerFromJson(
                                       QJsonDocument::fromJson(value.toByteArray()).object());
                                   if (!consumer || key.size() < 4)
                                       return std::unexpected(corruptData(u"a stream consumer"_s));
                                   stored << Stored{tableIdOf(key), std::move(*consumer)};
                                   return {};
                               });
    LW_TRY(walked);
    return stored;
}

Result<std::optional<Consumer>> find(storage::Txn &txn, const ConsumerDbs &dbs, quint32 tableId,
                                     const QString &name)
{
    auto value = storage::get(txn, dbs.consumers, consumerKey(tableId, name));
    LW_TRY(value);
    if (!*value)
        return std::nullopt;
    auto consumer = consumerFromJson(QJsonDocument::fromJson((*value)->toByteArray()).object());
    if (!consumer)
        return std::unexpected(corruptData(u"the stream consumer "_s + name));
    return consumer;
}

Status save(storage::Txn &txn, const ConsumerDbs &dbs, quint32 tableId, const Consumer &consumer,
            const QString &streamArn)
{
    return storage::put(
        txn, dbs.consumers, consumerKey(tableId, consumer.settings.name),
        QJsonDocument(consumerToJson(consumer, streamArn)).toJson(QJsonDocument::Compact));
}

Status erase(storage::Txn &txn, const ConsumerDbs &dbs, quint32 tableId, const QString &name)
{
    LW_TRY(storage::del(txn, dbs.consumers, consumerKey(tableId, name)));
    return erasePrefix(txn, dbs.projections, projectionPrefix(tableId, name));
}

} // namespace lw::consumerstore
