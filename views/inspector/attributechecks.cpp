#include "inspector/attributechecks.h"

#include "inspector/attributenode.h"
#include "model/attributejson.h"
#include "model/itemkeys.h"
#include "model/itemsize.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

void setError(AttributeNode &node, const Error &error)
{
    node.error = error.message;
    node.errorType = error.typeName();
}

// Judges every value below `node`, deepest first: a container is judged as a whole only once its
// members are valid, so each error sits on the node that causes it. Returns whether the subtree
// is free of errors.
bool checkValues(AttributeNode &node)
{
    node.error.clear();
    node.errorType.clear();
    bool valid = true;
    for (const auto &child : node.children)
        valid = checkValues(*child) && valid;
    if (!valid || node.kind() == AttributeNode::Kind::Root || node.type == u"M" ||
        node.type == u"L")
        return valid;
    if (auto value = attributeFromJson(node.toJson()); !value) {
        setError(node, value.error());
        return false;
    }
    return true;
}

KeyElement keyElement(const KeyAttribute &key)
{
    // AttributeDefinitions always name the type; "S" stands in should a description lack it.
    return {key.name, AttributeValue::typeFromName(key.type).value_or(AttributeValue::Type::S)};
}

KeySchema keySchema(const QList<KeyAttribute> &key)
{
    KeySchema schema;
    schema.hash = keyElement(key.value(0));
    if (key.size() > 1)
        schema.range = keyElement(key.at(1));
    return schema;
}

// The engine's form of what validateItem needs to know about the table: its keys and its
// indexes' keys.
TableDefinition definitionOf(const TableInfo &table)
{
    TableDefinition definition;
    definition.name = table.name;
    definition.key = keySchema(table.key);
    for (const IndexInfo &index : table.indexes) {
        if (index.key.isEmpty())
            continue;
        IndexDefinition indexDefinition;
        indexDefinition.name = index.name;
        indexDefinition.global = index.global;
        indexDefinition.key = keySchema(index.key);
        definition.indexes.append(indexDefinition);
    }
    return definition;
}

// A valid, small value of a key type, standing in for the other table key attributes while one
// attribute is judged on its own.
AttributeValue placeholder(AttributeValue::Type type)
{
    switch (type) {
    case AttributeValue::Type::N:
        return AttributeValue::number(Number::fromInt64(0));
    case AttributeValue::Type::B:
        return AttributeValue::binary(QByteArray(1, '\0'));
    default:
        return AttributeValue::string(u"x"_s);
    }
}

// What validateItem says about `attribute` alone: the item is made of it and placeholders for the
// other table key attributes, so the answer can only be about it.
void checkKeyAttribute(AttributeNode &attribute, const TableDefinition &table)
{
    auto value = attributeFromJson(attribute.toJson());
    if (!value)
        return;
    Item probe;
    probe.emplace(attribute.name, *value);
    probe.emplace(table.key.hash.name, placeholder(table.key.hash.type));
    if (table.key.range)
        probe.emplace(table.key.range->name, placeholder(table.key.range->type));
    if (auto checked = validateItem(probe, table); !checked)
        setError(attribute, checked.error());
}

const AttributeNode *firstWithError(const AttributeNode &node, const QString &message)
{
    if (node.error == message)
        return &node;
    for (const auto &child : node.children) {
        if (const AttributeNode *found = firstWithError(*child, message))
            return found;
    }
    return nullptr;
}

} // namespace

ItemVerdict checkItem(AttributeNode &root, const TableInfo &table)
{
    const bool hasKey = !table.key.isEmpty() && !table.key.first().name.isEmpty();
    const TableDefinition definition = hasKey ? definitionOf(table) : TableDefinition();
    QSet<QString> keyNames;
    if (hasKey) {
        for (const KeyAttribute &key : table.key)
            keyNames.insert(key.name);
        for (const IndexInfo &index : table.indexes) {
            for (const KeyAttribute &key : index.key)
                keyNames.insert(key.name);
        }
    }

    root.error.clear();
    root.errorType.clear();
    for (const auto &attribute : root.children) {
        if (checkValues(*attribute) && keyNames.contains(attribute->name))
            checkKeyAttribute(*attribute, definition);
    }

    ItemVerdict verdict;
    std::optional<Error> error;
    if (auto item = itemFromJson(root.toJson()); !item) {
        error = item.error();
    } else {
        verdict.sizeBytes = itemSize(*item);
        if (hasKey) {
            if (auto checked = validateItem(*item, definition); !checked)
                error = checked.error();
        }
    }
    if (error) {
        verdict.message = error->message;
        verdict.errorType = error->typeName();
        for (const auto &attribute : root.children) {
            if ((verdict.node = firstWithError(*attribute, verdict.message)))
                break;
        }
    }
    return verdict;
}

} // namespace lw
