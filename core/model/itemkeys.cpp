#include "itemkeys.h"

#include "itemsize.h"
#include "nesting.h"

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
            kInvalid +
            u"Aggregated size of all range keys has exceeded the size limit of 1024 bytes"_s));
    return {};
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
    if (isEmptyKeyValue(it->second))
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
    if (isEmptyKeyValue(it->second))
        return std::unexpected(validationError(
            u"One or more parameter values are not valid. A value specified for a secondary "
            u"index key is not supported. The AttributeValue for a key attribute cannot contain "
            u"an empty "_s +
            emptyKind(it->second) + u" value. IndexName: "_s + index.name + u", IndexKey: "_s +
            element.name));
    return {};
}

} // namespace

Result<qint64> validateItem(const Item &item, const TableDefinition &table)
{
    // Checked first, as DynamoDB reads the document's shape before its keys.
    LW_TRY(checkNesting(item));
    LW_TRY(validateItemKeyElement(item, table.key.hash, true));
    if (table.key.range) {
        LW_TRY(validateItemKeyElement(item, *table.key.range, false));
    }
    for (const auto &index : table.indexes) {
        LW_TRY(validateIndexKeyElement(item, index.key.hash, index));
        if (index.key.range) {
            LW_TRY(validateIndexKeyElement(item, *index.key.range, index));
        }
    }
    const qint64 size = itemSize(item);
    if (size > kMaxItemSizeBytes)
        return std::unexpected(
            validationError(u"Item size has exceeded the maximum allowed size"_s));
    return size;
}

Status checkScalarKeyPaths(const TableDefinition &table, const QSet<QString> &nested)
{
    const auto fail = [](const QString &which) {
        return std::unexpected(
            validationError(u"Key attributes must be scalars; list random "
                            u"access '[]' and map lookup '.' are not allowed: "_s +
                            which));
    };
    if (nested.isEmpty())
        return {};
    for (const QString &name : table.key.names()) {
        if (nested.contains(name))
            return fail(u"Key: "_s + name);
    }
    for (const auto &index : table.indexes) {
        for (const QString &name : index.key.names()) {
            if (nested.contains(name))
                return fail(u"IndexKey: "_s + name);
        }
    }
    return {};
}

Status validateKey(const Item &key, const KeySchema &schema)
{
    // Built only on failure: this runs on every GetItem and DeleteItem.
    const auto mismatch = [] {
        return validationError(u"The provided key element does not match the schema"_s);
    };
    if (key.size() != size_t(schema.range ? 2 : 1))
        return std::unexpected(mismatch());
    auto check = [&](const KeyElement &element, bool isHash) -> Status {
        auto it = key.find(element.name);
        if (it == key.end() || it->second.type() != element.type)
            return std::unexpected(mismatch());
        if (isEmptyKeyValue(it->second))
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

} // namespace lw
