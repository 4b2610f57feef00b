#include "tablekeys.h"

#include "model/itemsize.h"
#include "storage/keycodec.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;

Status checkKeySize(const AttributeValue &value, bool isHash)
{
    if (value.type() == AttributeValue::Type::N)
        return {};
    const qint64 size = attributeSize(value);
    if (isHash && size > 2048)
        return std::unexpected(validationError(
            kInvalid + u"Size of hashkey has exceeded the maximum size limit of2048 bytes"_s));
    if (!isHash && size > 1024)
        return std::unexpected(validationError(
            kInvalid + u"Aggregated size of all range keys has exceeded the size limit of 1024 bytes"_s));
    return {};
}

bool isEmptyScalar(const AttributeValue &v)
{
    return (v.type() == AttributeValue::Type::S && v.asString().isEmpty()) ||
           (v.type() == AttributeValue::Type::B && v.asBinary().isEmpty());
}

QString emptyKind(const AttributeValue &v)
{
    return v.type() == AttributeValue::Type::S ? u"string"_s : u"binary"_s;
}

Status validateItemKeyElement(const Item &item, const KeyElement &element, bool isHash)
{
    auto it = item.find(element.name);
    if (it == item.end())
        return std::unexpected(
            validationError(kInvalid + u"Missing the key "_s + element.name + u" in the item"_s));
    if (it->second.type() != element.type)
        return std::unexpected(validationError(
            kInvalid + u"Type mismatch for key "_s + element.name + u" expected: "_s +
            AttributeValue::typeName(element.type) + u" actual: "_s + it->second.typeName()));
    if (isEmptyScalar(it->second))
        return std::unexpected(validationError(
            u"One or more parameter values are not valid. The AttributeValue for a key attribute "
            u"cannot contain an empty "_s +
            emptyKind(it->second) + u" value. Key: "_s + element.name));
    return checkKeySize(it->second, isHash);
}

Status validateIndexKeyElement(const Item &item, const KeyElement &element,
                               const IndexDefinition &index)
{
    auto it = item.find(element.name);
    if (it == item.end())
        return {};
    if (it->second.type() != element.type)
        return std::unexpected(validationError(
            kInvalid + u"Type mismatch for Index Key "_s + element.name + u" Expected: "_s +
            AttributeValue::typeName(element.type) + u" Actual: "_s + it->second.typeName() +
            u" IndexName: "_s + index.name));
    if (isEmptyScalar(it->second))
        return std::unexpected(validationError(
            u"One or more parameter values are not valid. A value specified for a secondary "
            u"index key is not supported. The AttributeValue for a key attribute cannot contain "
            u"an empty "_s +
            emptyKind(it->second) + u" value. IndexName: "_s + index.name +
            u", IndexKey: "_s + element.name));
    return {};
}

bool appendPartIfTyped(QByteArray &out, const Item &item, const KeyElement &element)
{
    auto it = item.find(element.name);
    if (it == item.end() || it->second.type() != element.type || isEmptyScalar(it->second))
        return false;
    storage::appendKeyPart(out, it->second);
    return true;
}

void appendKeyParts(QByteArray &out, const Item &item, const KeySchema &schema)
{
    storage::appendKeyPart(out, item.at(schema.hash.name));
    if (schema.range)
        storage::appendKeyPart(out, item.at(schema.range->name));
}

} // namespace

Status validateItem(const Item &item, const TableDefinition &table)
{
    if (auto s = validateItemKeyElement(item, table.key.hash, true); !s)
        return s;
    if (table.key.range) {
        if (auto s = validateItemKeyElement(item, *table.key.range, false); !s)
            return s;
    }
    for (const auto &index : table.indexes) {
        if (auto s = validateIndexKeyElement(item, index.key.hash, index); !s)
            return s;
        if (index.key.range) {
            if (auto s = validateIndexKeyElement(item, *index.key.range, index); !s)
                return s;
        }
    }
    if (itemSize(item) > kMaxItemSizeBytes)
        return std::unexpected(validationError(u"Item size has exceeded the maximum allowed size"_s));
    return {};
}

Status validateKey(const Item &key, const KeySchema &schema)
{
    const Error mismatch = validationError(u"The provided key element does not match the schema"_s);
    if (key.size() != size_t(schema.range ? 2 : 1))
        return std::unexpected(mismatch);
    auto check = [&](const KeyElement &element, bool isHash) -> Status {
        auto it = key.find(element.name);
        if (it == key.end() || it->second.type() != element.type)
            return std::unexpected(mismatch);
        if (isEmptyScalar(it->second))
            return std::unexpected(validationError(
                kInvalid + u"The AttributeValue for a key attribute cannot contain an empty "_s +
                emptyKind(it->second) + u" value. Key: "_s + element.name));
        return checkKeySize(it->second, isHash);
    };
    if (auto s = check(schema.hash, true); !s)
        return s;
    return schema.range ? check(*schema.range, false) : Status{};
}

Item keyOf(const Item &item, const KeySchema &schema)
{
    Item out;
    for (const auto &name : schema.names()) {
        if (auto it = item.find(name); it != item.end())
            out.insert(*it);
    }
    return out;
}

Item indexEntryKeyOf(const Item &item, const TableDefinition &table, const IndexDefinition &index)
{
    Item out = keyOf(item, table.key);
    out.merge(keyOf(item, index.key));
    return out;
}

QByteArray tablePrefix(quint32 tableId)
{
    QByteArray out;
    storage::appendBigEndian32(out, tableId);
    return out;
}

QByteArray indexPrefix(quint32 tableId, quint16 indexId)
{
    QByteArray out = tablePrefix(tableId);
    storage::appendBigEndian16(out, indexId);
    return out;
}

QByteArray statsKeyBytes(quint32 tableId, quint16 indexId)
{
    return indexPrefix(tableId, indexId);
}

QByteArray itemKeyBytes(const TableDefinition &table, const Item &item)
{
    QByteArray out = tablePrefix(table.id);
    appendKeyParts(out, item, table.key);
    return out;
}

std::optional<QByteArray> indexKeyBytes(const TableDefinition &table, const IndexDefinition &index,
                                        const Item &item)
{
    QByteArray out = indexPrefix(table.id, index.id);
    if (!appendPartIfTyped(out, item, index.key.hash))
        return std::nullopt;
    if (index.key.range && !appendPartIfTyped(out, item, *index.key.range))
        return std::nullopt;
    appendKeyParts(out, item, table.key);
    return out;
}

std::optional<Item> decodeKeyParts(QByteArrayView bytes, qsizetype &pos, const KeySchema &schema)
{
    Item out;
    auto hash = storage::decodeKeyPart(bytes, pos, schema.hash.type);
    if (!hash)
        return std::nullopt;
    out.emplace(schema.hash.name, std::move(*hash));
    if (schema.range) {
        auto range = storage::decodeKeyPart(bytes, pos, schema.range->type);
        if (!range)
            return std::nullopt;
        out.emplace(schema.range->name, std::move(*range));
    }
    return out;
}

} // namespace lw
