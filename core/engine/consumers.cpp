// The stream consumers' control plane and reads: the settings are checked against the table,
// stored (consumerstore.h) and journalled; the clock runs them (clock.cpp, consumerrun.h).
#include "catalog.h"
#include "consumerrun.h"
#include "consumerstore.h"
#include "engineimpl.h"
#include "history.h"
#include "itemstore.h"
#include "storage/itemcodec.h"
#include "tablekeys.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qsizetype kMaxConsumersPerTable = 10;

Error consumerNotFound(const QString &name)
{
    return Error{ErrorType::ResourceNotFound,
                 u"Requested resource not found: Consumer: "_s + name + u" not found"_s,
                 {}};
}

} // namespace

QString EngineImpl::consumerStreamArn(const Consumer &consumer) const
{
    const TableDefinition *table = m_catalog->find(consumer.settings.tableName);
    return table ? consumerrun::streamArnOf(*table, consumer.state.streamLabelMs) : QString();
}

Result<Consumer> EngineImpl::createConsumer(const ConsumerSettings &settings, bool startAtLatest)
{
    const TableDefinition *table = m_catalog->find(settings.tableName);
    if (!table)
        return std::unexpected(Catalog::tableNotFound(settings.tableName));
    LW_TRY(consumerrun::checkFits(settings, *table));
    Consumer consumer{settings, {}};
    consumer.state.streamLabelMs = table->stream.labelMs;
    auto status = write([&](storage::Txn &txn) -> Status {
        auto existing = consumerstore::load(txn, m_dbs.consumerStore, table->id);
        LW_TRY(existing);
        for (const auto &stored : std::as_const(*existing))
            if (stored.consumer.settings.name == settings.name)
                return std::unexpected(Error{ErrorType::ResourceInUse,
                                             u"Consumer "_s + settings.name +
                                                 u" already exists on table "_s + table->name,
                                             {}});
        if (existing->size() >= kMaxConsumersPerTable)
            return std::unexpected(
                validationError(u"Table "_s + table->name +
                                u" has at most %1 consumers"_s.arg(kMaxConsumersPerTable)));
        consumer.state.checkpointSeq = 0;
        if (startAtLatest) {
            auto last = history::lastSeq(txn, m_dbs);
            LW_TRY(last);
            consumer.state.checkpointSeq = *last;
        }
        return consumerstore::save(txn, m_dbs.consumerStore, table->id, consumer,
                                   consumerStreamArn(consumer));
    });
    LW_TRY(status);
    return consumer;
}

Result<Consumer> EngineImpl::updateConsumer(const ConsumerSettings &settings)
{
    const TableDefinition *table = m_catalog->find(settings.tableName);
    if (!table)
        return std::unexpected(Catalog::tableNotFound(settings.tableName));
    Consumer consumer;
    auto status = write([&](storage::Txn &txn) -> Status {
        auto found = consumerstore::find(txn, m_dbs.consumerStore, table->id, settings.name);
        LW_TRY(found);
        if (!*found)
            return std::unexpected(consumerNotFound(settings.name));
        consumer = std::move(**found);
        // A consumer keeps reading its stream; only the settings must still fit the table.
        if (consumer.state.streamLabelMs == table->stream.labelMs)
            if (auto s = consumerrun::checkFits(settings, *table); !s)
                return s;
        consumer.settings = settings;
        if (settings.enabled) {
            consumer.state.failed = false;
            consumer.state.lastError.clear();
        }
        return consumerstore::save(txn, m_dbs.consumerStore, table->id, consumer,
                                   consumerStreamArn(consumer));
    });
    LW_TRY(status);
    return consumer;
}

Result<Consumer> EngineImpl::deleteConsumer(const QString &tableName, const QString &name)
{
    auto found = consumer(tableName, name);
    if (!found)
        return found;
    auto status = write([&](storage::Txn &txn) {
        return consumerstore::erase(txn, m_dbs.consumerStore, m_catalog->find(tableName)->id, name);
    });
    LW_TRY(status);
    return found;
}

Result<Consumer> EngineImpl::consumer(const QString &tableName, const QString &name)
{
    const TableDefinition *table = m_catalog->find(tableName);
    if (!table)
        return std::unexpected(Catalog::tableNotFound(tableName));
    auto txn = beginRead();
    LW_TRY(txn);
    auto found = consumerstore::find(**txn, m_dbs.consumerStore, table->id, name);
    LW_TRY(found);
    if (!*found)
        return std::unexpected(consumerNotFound(name));
    return std::move(**found);
}

Result<QList<Consumer>> EngineImpl::consumers(const QString &tableName)
{
    const TableDefinition *table = tableName.isEmpty() ? nullptr : m_catalog->find(tableName);
    if (!tableName.isEmpty() && !table)
        return std::unexpected(Catalog::tableNotFound(tableName));
    auto txn = beginRead();
    LW_TRY(txn);
    auto stored = consumerstore::load(**txn, m_dbs.consumerStore, table ? table->id : 0);
    LW_TRY(stored);
    QList<Consumer> consumers;
    for (auto &entry : *stored)
        consumers << std::move(entry.consumer);
    return consumers;
}

Result<QList<Item>> EngineImpl::projection(const QString &tableName, const QString &name)
{
    auto found = consumer(tableName, name);
    LW_TRY(found);
    if (found->settings.kind != ConsumerKind::Projector)
        return std::unexpected(validationError(u"Consumer "_s + name +
                                               u" is not a PROJECTOR: it keeps no documents"_s));
    auto txn = beginRead();
    LW_TRY(txn);
    QList<Item> documents;
    auto walked =
        forEachEntry(**txn, m_dbs.consumerStore.projections,
                     consumerstore::projectionPrefix(m_catalog->find(tableName)->id, name),
                     [&](QByteArrayView, QByteArrayView value) -> Status {
                         auto document = storage::decodeItem(value);
                         if (!document)
                             return std::unexpected(corruptData(u"a projected document"_s));
                         documents << std::move(*document);
                         return {};
                     });
    LW_TRY(walked);
    return documents;
}

Status EngineImpl::dropConsumers(storage::Txn &txn, const TableDefinition &table)
{
    auto stored = consumerstore::load(txn, m_dbs.consumerStore, table.id);
    LW_TRY(stored);
    for (const auto &entry : std::as_const(*stored))
        if (auto s = consumerstore::erase(txn, m_dbs.consumerStore, table.id,
                                          entry.consumer.settings.name);
            !s)
            return s;
    return {};
}

void EngineImpl::verifyConsumers(QStringList &problems, storage::Txn &txn) const
{
    auto stored = consumerstore::load(txn, m_dbs.consumerStore);
    if (!stored) {
        problems << u"consumers: "_s + stored.error().message;
        return;
    }
    auto lastSeq = history::lastSeq(txn, m_dbs);
    if (!lastSeq) {
        problems << u"consumers: "_s + lastSeq.error().message;
        return;
    }
    QSet<QByteArray> projectors;
    for (const auto &[tableId, consumer] : std::as_const(*stored)) {
        const QString label = u"consumer "_s + consumer.settings.name + u": "_s;
        const TableDefinition *table = tableWithId(m_catalog->tables(), tableId);
        if (!table || table->name != consumer.settings.tableName) {
            problems << label + u"its table "_s + consumer.settings.tableName +
                            u" does not exist"_s;
            continue;
        }
        if (consumer.state.streamLabelMs < 0 ||
            consumer.state.streamLabelMs > table->stream.labelMs)
            problems << label + u"reads a stream its table never had"_s;
        if (consumer.state.checkpointSeq > *lastSeq)
            problems << label + u"its checkpoint "_s +
                            sequenceNumberText(consumer.state.checkpointSeq) +
                            u" was never given"_s;
        if (consumer.settings.kind == ConsumerKind::Projector)
            projectors.insert(consumerstore::projectionPrefix(tableId, consumer.settings.name));
    }
    auto walked = forEachEntry(
        txn, m_dbs.consumerStore.projections, {}, [&](QByteArrayView key, QByteArrayView) {
            const qsizetype end = key.indexOf('\0', 4);
            if (end < 0 || !projectors.contains(key.first(end + 1).toByteArray()))
                problems << u"projections: a document "_s +
                                QString::fromLatin1(key.toByteArray().toHex()) +
                                u" has no projector"_s;
            return Status();
        });
    if (!walked)
        problems << u"projections: "_s + walked.error().message;
}

Status
EngineImpl::readBucket(const std::function<Status(storage::Txn &, const bucket::BucketDbs &)> &read)
{
    auto txn = beginRead();
    LW_TRY(txn);
    return read(**txn, m_dbs.bucket);
}

Status EngineImpl::writeBucket(
    const std::function<Status(storage::Txn &, const bucket::BucketDbs &, qint64)> &change)
{
    return write([&](storage::Txn &txn) { return change(txn, m_dbs.bucket, m_nowMs); });
}

} // namespace lw
