#include "consumerrun.h"

#include "archive/bucket.h"
#include "consumerstore.h"
#include "expr/parser.h"
#include "itemstore.h"
#include "itemwrite.h"
#include "model/attributejson.h"
#include "storage/itemcodec.h"
#include "streamlog.h"
#include "tablekeys.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lw::consumerrun {

namespace {

constexpr qint64 kBatchBytes = 6 << 20; // a Lambda invocation's payload limit

enum class Outcome
{
    Processed,
    Filtered,
    Skipped,
    Duplicate
};

struct Poll
{
    storage::Txn &txn;
    const Dbs &dbs;
    ItemStore &items;
    const TableDefinition &table;
    const ConsumerSettings &settings;
    ChangeContext context;
    ConsumerActivity *activity; // what the record's handling did; null when nobody watches
    ConsumedCapacity &written;
};

StreamSetting streamWithLabel(qint64 labelMs)
{
    StreamSetting stream;
    stream.labelMs = labelMs;
    return stream;
}

// The stats item's sort key value, typed as the table's sort key; none for a type it cannot be.
std::optional<AttributeValue> statsSortValue(const ConsumerSettings &settings,
                                             const KeyElement &range)
{
    if (range.type == AttributeValue::Type::S)
        return AttributeValue::string(settings.statsSortKey);
    if (range.type == AttributeValue::Type::N)
        if (auto number = Number::parse(settings.statsSortKey))
            return AttributeValue::number(*number);
    return std::nullopt;
}

QString groupText(const AttributeValue &value)
{
    switch (value.type()) {
    case AttributeValue::Type::S:
        return value.asString();
    case AttributeValue::Type::N:
        return value.asNumber().toString();
    case AttributeValue::Type::B:
        return QString::fromLatin1(value.asBinary().toBase64());
    default:
        return {};
    }
}

QString statsSuffix(const ConsumerSettings &settings)
{
    return u"#"_s + settings.statsSortKey;
}

// Whether a record is of a stats item, written by the aggregator itself.
bool isStatsItem(const Poll &poll, const Item &keys)
{
    const KeySchema &key = poll.table.key;
    if (key.range) {
        auto sortValue = keys.find(key.range->name);
        return sortValue != keys.end() &&
               sortValue->second == statsSortValue(poll.settings, *key.range);
    }
    auto hash = keys.find(key.hash.name);
    return hash != keys.end() && hash->second.type() == AttributeValue::Type::S &&
           hash->second.asString().endsWith(statsSuffix(poll.settings));
}

// The stats item's key for the group of `image`; none when the image has no usable group value.
std::optional<Item> statsKey(const Poll &poll, const Item &image)
{
    const KeySchema &key = poll.table.key;
    const QString groupBy = poll.settings.groupBy.isEmpty() ? key.hash.name : poll.settings.groupBy;
    auto group = image.find(groupBy);
    if (group == image.end())
        return std::nullopt;
    if (key.range) {
        if (group->second.type() != key.hash.type)
            return std::nullopt;
        return Item{{key.hash.name, group->second},
                    {key.range->name, *statsSortValue(poll.settings, *key.range)}};
    }
    const QString text = groupText(group->second);
    if (text.isEmpty())
        return std::nullopt;
    return Item{{key.hash.name, AttributeValue::string(text + statsSuffix(poll.settings))}};
}

Number numberIn(const std::optional<Item> &image, const QString &attribute)
{
    if (!image)
        return Number();
    auto value = image->find(attribute);
    if (value == image->end() || value->second.type() != AttributeValue::Type::N)
        return Number();
    return value->second.asNumber();
}

// The aggregator's UpdateItem as the api would have been asked for it.
QJsonObject updateRequestJson(const QString &tableName, const Item &key, const QString &update,
                              const QString &condition, const expr::Placeholders &placeholders)
{
    QJsonObject names, values;
    for (auto [name, attribute] : placeholders.names.asKeyValueRange())
        names.insert(name, attribute);
    for (auto [name, value] : placeholders.values.asKeyValueRange())
        values.insert(name, attributeToJson(value));
    QJsonObject request{{u"TableName"_s, tableName},
                        {u"Key"_s, itemToJson(key)},
                        {u"UpdateExpression"_s, update},
                        {u"ExpressionAttributeNames"_s, names},
                        {u"ExpressionAttributeValues"_s, values}};
    if (!condition.isEmpty())
        request.insert(u"ConditionExpression"_s, condition);
    return request;
}

Result<Outcome> aggregate(const Poll &poll, const StreamRecord &record)
{
    const auto &image = record.newImage ? record.newImage : record.oldImage;
    if (!image || isStatsItem(poll, record.keys))
        return Outcome::Skipped;
    auto key = statsKey(poll, *image);
    if (!key)
        return Outcome::Skipped;
    const ConsumerSettings &settings = poll.settings;
    expr::Placeholders placeholders;
    const qint64 count = record.event == StreamEvent::Insert   ? 1
                         : record.event == StreamEvent::Remove ? -1
                                                               : 0;
    placeholders.names.insert(u"#c"_s, settings.countAttribute);
    placeholders.values.insert(u":c"_s, AttributeValue::number(Number::fromInt64(count)));
    QString update = u"ADD #c :c"_s;
    QList<std::pair<QString, Number>> deltas{{settings.countAttribute, Number::fromInt64(count)}};
    for (qsizetype i = 0; i < settings.sums.size(); ++i) {
        const auto &sum = settings.sums.at(i);
        auto delta =
            numberIn(record.newImage, sum.source).subtract(numberIn(record.oldImage, sum.source));
        LW_TRY(delta);
        placeholders.names.insert(u"#s%1"_s.arg(i), sum.target);
        placeholders.values.insert(u":s%1"_s.arg(i), AttributeValue::number(*delta));
        update += u", #s%1 :s%1"_s.arg(i);
        deltas.append({sum.target, *delta});
    }
    UpdateItemRequest request{poll.table.name, *key, {}, ReturnValues::None, {}};
    QString conditionText;
    if (settings.deduplicate) {
        update += u" SET #q = :q"_s;
        placeholders.names.insert(u"#q"_s, kLastSequenceAttribute.toString());
        placeholders.values.insert(u":q"_s, AttributeValue::number(Number::fromInt64(record.seq)));
        conditionText = u"attribute_not_exists(#q) OR #q < :q"_s;
        auto condition =
            expr::parseCondition(conditionText, expr::ConditionKind::Condition, placeholders);
        LW_TRY(condition);
        request.condition.condition = std::move(*condition);
    }
    auto actions = expr::parseUpdate(update, placeholders);
    LW_TRY(actions);
    request.actions = std::move(*actions);
    auto write = prepareUpdate(poll.table, request);
    LW_TRY(write);
    auto old = readAndCheck(poll.txn, poll.items.dbs(), *write);
    if (!old && old.error().type == ErrorType::ConditionalCheckFailed && settings.deduplicate)
        return Outcome::Duplicate;
    LW_TRY(old);
    auto applied = applyWrite(poll.txn, poll.items, *write, std::move(*old), poll.context);
    LW_TRY(applied);
    poll.written += applied->capacity;
    if (poll.activity) {
        poll.activity->updateItem =
            updateRequestJson(poll.table.name, *key, update, conditionText, placeholders);
        poll.activity->deltas = std::move(deltas);
    }
    return Outcome::Processed;
}

// A processed record of a projector; a watcher also learns how many documents its view holds.
Result<Outcome> countDocuments(const Poll &poll)
{
    if (!poll.activity)
        return Outcome::Processed;
    qint64 documents = 0;
    auto counted = forEachEntry(poll.txn, poll.dbs.consumerStore.projections,
                                consumerstore::projectionPrefix(poll.table.id, poll.settings.name),
                                [&](QByteArrayView, QByteArrayView) {
                                    ++documents;
                                    return Status();
                                });
    LW_TRY(counted);
    poll.activity->documents = documents;
    return Outcome::Processed;
}

Result<Outcome> project(const Poll &poll, const StreamRecord &record)
{
    const QByteArray key = consumerstore::projectionPrefix(poll.table.id, poll.settings.name)
                               .append(itemKeyBytes(poll.table, record.keys));
    if (record.event == StreamEvent::Remove) {
        LW_TRY(storage::del(poll.txn, poll.dbs.consumerStore.projections, key));
        return countDocuments(poll);
    }
    Item document = record.newImage.value_or(record.keys);
    if (!poll.settings.projectedAttributes.isEmpty()) {
        Item projected = record.keys;
        for (const QString &name : poll.settings.projectedAttributes)
            if (auto value = document.find(name); value != document.end())
                projected[name] = value->second;
        document = std::move(projected);
    }
    LW_TRY(storage::put(poll.txn, poll.dbs.consumerStore.projections, key,
                        storage::encodeItem(document)));
    return countDocuments(poll);
}

Result<Outcome> archive(const Poll &poll, const StreamRecord &record)
{
    if (record.event != StreamEvent::Remove || !record.oldImage)
        return Outcome::Skipped;
    const bool byTtl = record.origin == Origin::Ttl;
    if (poll.settings.onlyTtlDeletes && !byTtl)
        return Outcome::Filtered;
    bucket::PutObjectRequest object;
    object.key = archiveObjectKey(poll.settings, poll.table, record.keys);
    object.body = QJsonDocument(itemToJson(*record.oldImage)).toJson(QJsonDocument::Compact);
    object.contentType = u"application/json"_s;
    object.tags.insert(u"deleted-by-ttl"_s, byTtl ? u"true"_s : u"false"_s);
    auto put = bucket::putObject(poll.txn, poll.dbs.bucket, object, poll.context.timeMs);
    LW_TRY(put);
    if (poll.activity)
        poll.activity->objectKey = object.key;
    return Outcome::Processed;
}

Result<Outcome> handle(const Poll &poll, const StreamRecord &record)
{
    if (!poll.settings.filter.isEmpty() &&
        !poll.settings.filter.matches(streamRecordToJson(record, StreamRecordForm::LambdaEvent)))
        return Outcome::Filtered;
    switch (poll.settings.kind) {
    case ConsumerKind::Projector:
        return project(poll, record);
    case ConsumerKind::Aggregator:
        return aggregate(poll, record);
    case ConsumerKind::Archiver:
        return archive(poll, record);
    }
    return Outcome::Skipped;
}

} // namespace

QString archiveObjectKey(const ConsumerSettings &settings, const TableDefinition &table,
                         const Item &keys)
{
    std::optional<QString> range;
    if (table.key.range)
        range = groupText(keys.at(table.key.range->name));
    return settings.prefix + archiveObjectName(settings.objectKeyTemplate,
                                               groupText(keys.at(table.key.hash.name)), range);
}

QString streamArnOf(const TableDefinition &table, qint64 labelMs)
{
    return table.arn() + u"/stream/"_s + streamWithLabel(labelMs).label();
}

Result<std::optional<qint64>> nextPollMs(storage::Txn &txn, const Dbs &dbs, quint32 tableId,
                                         const Consumer &consumer)
{
    if (!consumer.settings.enabled || consumer.state.failed)
        return std::nullopt;
    auto first = streamlog::read(txn, dbs.streamRecords, tableId, consumer.state.streamLabelMs,
                                 consumer.state.checkpointSeq, 1, kBatchBytes);
    LW_TRY(first);
    if (first->isEmpty())
        return std::nullopt;
    return std::max(consumer.state.lastPollMs, first->first().timeMs) +
           consumer.settings.pollDelayMs;
}

Status poll(storage::Txn &txn, const Dbs &dbs, ItemStore &items, const TableDefinition &table,
            Consumer &consumer, qint64 atMs, const SweeperSettings *sweeper,
            ConsumedCapacity &written, QList<ConsumerActivity> *activity)
{
    ConsumerState &state = consumer.state;
    const ConsumerSettings &settings = consumer.settings;
    auto page = streamlog::readPage(txn, dbs.streamRecords, table.id, state.streamLabelMs,
                                    state.checkpointSeq, atMs - settings.pollDelayMs + 1,
                                    settings.batchSize, kBatchBytes);
    LW_TRY(page);
    state.lastPollMs = atMs;
    if (page->records.isEmpty())
        return {};
    const bool redelivery = state.redeliveryPending;
    ++state.batches;
    qint64 handledThrough = state.checkpointSeq;
    for (const StreamRecord &record : std::as_const(page->records)) {
        ConsumerActivity done{
            settings.name, table.name, settings.kind, atMs, record, {}, {}, 0, {}};
        const Poll context{txn,
                           dbs,
                           items,
                           table,
                           settings,
                           ChangeContext{atMs, Origin::Consumer, sweeper},
                           activity ? &done : nullptr,
                           written};
        auto outcome = handle(context, record);
        if (!outcome) {
            if (outcome.error().type == ErrorType::InternalServerError)
                return std::unexpected(outcome.error());
            state.failed = true;
            state.lastError = outcome.error().typeName() + u": "_s + outcome.error().message;
            break;
        }
        ++(*outcome == Outcome::Processed  ? state.processed
           : *outcome == Outcome::Filtered ? state.filtered
           : *outcome == Outcome::Skipped  ? state.skipped
                                           : state.duplicates);
        if (activity && *outcome == Outcome::Processed)
            activity->append(std::move(done));
        handledThrough = record.seq;
    }
    const qint64 firstDeliveries = state.batches - state.redeliveries;
    if (!state.failed && !redelivery && settings.redeliverEveryNthBatch > 0 &&
        firstDeliveries % settings.redeliverEveryNthBatch == 0) {
        state.redeliveryPending = true;
        ++state.redeliveries;
        return {};
    }
    state.redeliveryPending = false;
    state.checkpointSeq = handledThrough;
    return {};
}

Status checkFits(const ConsumerSettings &settings, const TableDefinition &table)
{
    if (!table.stream.enabled)
        return std::unexpected(validationError(u"Table "_s + table.name +
                                               u" has no stream enabled: a consumer reads the "
                                               u"table's stream"_s));
    const StreamViewType view = table.stream.viewType;
    const bool fits = settings.kind == ConsumerKind::Projector ? keepsNewImage(view)
                      : settings.kind == ConsumerKind::Archiver
                          ? keepsOldImage(view)
                          : keepsNewImage(view) && keepsOldImage(view);
    if (!fits)
        return std::unexpected(validationError(
            u"A "_s + consumerKindName(settings.kind) + u" consumer needs a stream with "_s +
            (settings.kind == ConsumerKind::Projector  ? u"new images"_s
             : settings.kind == ConsumerKind::Archiver ? u"old images"_s
                                                       : u"both images (NEW_AND_OLD_IMAGES)"_s) +
            u"; the stream of table "_s + table.name + u" has "_s + streamViewTypeName(view)));
    if (settings.kind != ConsumerKind::Aggregator)
        return {};
    QStringList written{settings.countAttribute};
    for (const auto &sum : settings.sums)
        written << sum.target;
    if (settings.deduplicate)
        written << kLastSequenceAttribute.toString();
    for (const QString &name : std::as_const(written))
        if (table.key.names().contains(name))
            return std::unexpected(
                validationError(u"The aggregator cannot write the key attribute "_s + name));
    if (table.key.range && !statsSortValue(settings, *table.key.range))
        return std::unexpected(
            validationError(u"StatsSortKey '"_s + settings.statsSortKey +
                            u"' is not a value of the sort key "_s + table.key.range->name + u" (" +
                            AttributeValue::typeName(table.key.range->type) + u")"_s));
    if (!table.key.range && table.key.hash.type != AttributeValue::Type::S)
        return std::unexpected(
            validationError(u"On a table without a sort key the aggregator's stats items are "
                            u"named \"<group>#<StatsSortKey>\": the partition key must be a "
                            u"String"_s));
    return {};
}

Status Module::beginBatch(storage::Txn &txn, qint64)
{
    m_activity.clear();
    m_consumed.clear();
    auto consumers = consumerstore::load(txn, m_dbs.consumerStore);
    LW_TRY(consumers);
    m_consumers = std::move(*consumers);
    return {};
}

Result<std::optional<qint64>> Module::nextDueMs(storage::Txn &txn, qint64)
{
    std::optional<qint64> next;
    m_polling = -1;
    for (qsizetype i = 0; i < m_consumers.size(); ++i) {
        const auto &stored = m_consumers.at(i);
        auto due = nextPollMs(txn, m_dbs, stored.tableId, stored.consumer);
        LW_TRY(due);
        if (*due && (!next || **due < *next)) {
            next = **due;
            m_polling = i;
        }
    }
    return next;
}

Status Module::runDue(storage::Txn &txn, qint64 atMs)
{
    auto &[tableId, consumer] = m_consumers[m_polling];
    const TableDefinition *table = tableWithId(m_context.tables, tableId);
    if (!table)
        return std::unexpected(corruptData(u"a consumer of a deleted table"_s));
    ConsumedCapacity written{table->name, 0, {}, {}};
    LW_TRY(poll(txn, m_dbs, m_items, *table, consumer, atMs, &m_context.sweeper, written,
                m_watcher ? &m_activity : nullptr));
    m_consumed << std::pair(atMs, written);
    return consumerstore::save(txn, m_dbs.consumerStore, tableId, consumer,
                               streamArnOf(*table, consumer.state.streamLabelMs));
}

void Module::batchCommitted()
{
    for (const auto &[atMs, units] : std::as_const(m_consumed))
        m_meter.add(CapacityMeter::Kind::Write, atMs, units);
    m_consumed.clear();
    for (const ConsumerActivity &record : std::as_const(m_activity))
        m_watcher(record);
    m_activity.clear();
}

} // namespace lw::consumerrun
