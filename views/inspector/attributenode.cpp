#include "inspector/attributenode.h"

#include "common/attributetext.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// DynamoDB reads "true", "1" and "yes" as true (attributejson.cpp); so does a type change.
bool truthy(const QString &text)
{
    const QString t = text.trimmed().toLower();
    return t == u"true"_s || t == u"1"_s || t == u"yes"_s;
}

QString decodedBase64(const QString &text)
{
    auto decoded =
        QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    return decoded ? QString::fromUtf8(decoded.decoded) : text;
}

// A scalar's text as another scalar type. NULL has no text; anything becomes false as a BOOL
// unless it reads as true.
QString convertedText(const QString &text, const QString &from, const QString &to)
{
    if (from == to)
        return text;
    if (to == u"NULL")
        return {};
    if (from == u"NULL")
        return to == u"BOOL" ? u"false"_s : QString();
    if (to == u"BOOL")
        return truthy(from == u"B" ? decodedBase64(text) : text) ? u"true"_s : u"false"_s;
    if (from == u"BOOL" && to == u"N")
        return text == u"true" ? u"1"_s : u"0"_s;
    if (to == u"B")
        return QString::fromLatin1(text.toUtf8().toBase64());
    if (from == u"B")
        return decodedBase64(text);
    return text; // S ↔ N, BOOL → S
}

// Scalar types a set member or list element can carry over to `to` from.
bool isTextScalar(const QString &type)
{
    return type == u"S" || type == u"N" || type == u"B" || type == u"BOOL";
}

std::unique_ptr<AttributeNode> scalar(const QString &type, const QString &text)
{
    auto node = std::make_unique<AttributeNode>();
    node->type = type;
    node->text = text;
    return node;
}

} // namespace

AttributeNode::Kind AttributeNode::kind() const
{
    if (type.isEmpty())
        return Kind::Root;
    if (!parent || parent->type.isEmpty())
        return Kind::Attribute; // a value on its own (emptyValue(), converted()) too
    if (parent->type == u"M")
        return Kind::MapEntry;
    if (parent->type == u"L")
        return Kind::ListElement;
    return Kind::SetMember;
}

int AttributeNode::row() const
{
    if (!parent)
        return 0;
    const auto &siblings = parent->children;
    for (size_t i = 0; i < siblings.size(); ++i) {
        if (siblings[i].get() == this)
            return int(i);
    }
    return 0;
}

const QStringList &AttributeNode::types()
{
    static const QStringList all = {u"S"_s, u"N"_s, u"B"_s,  u"BOOL"_s, u"NULL"_s,
                                    u"M"_s, u"L"_s, u"SS"_s, u"NS"_s,   u"BS"_s};
    return all;
}

bool AttributeNode::isScalarType(const QString &type)
{
    return type == u"S" || type == u"N" || type == u"B" || type == u"BOOL" || type == u"NULL";
}

bool AttributeNode::isSetType(const QString &type)
{
    return type == u"SS" || type == u"NS" || type == u"BS";
}

QString AttributeNode::memberType(const QString &setType)
{
    return isSetType(setType) ? setType.left(1) : QString();
}

QJsonObject AttributeNode::toJson() const
{
    if (kind() == Kind::Root) {
        QJsonObject item;
        for (const auto &child : children)
            item.insert(child->name, child->toJson());
        return item;
    }
    QJsonValue inner;
    if (type == u"BOOL") {
        inner = text == u"true";
    } else if (type == u"NULL") {
        inner = true;
    } else if (type == u"M") {
        QJsonObject map;
        for (const auto &child : children)
            map.insert(child->name, child->toJson());
        inner = map;
    } else if (type == u"L") {
        QJsonArray list;
        for (const auto &child : children)
            list.append(child->toJson());
        inner = list;
    } else if (isSetType(type)) {
        QJsonArray members;
        for (const auto &child : children)
            members.append(child->text);
        inner = members;
    } else {
        inner = text;
    }
    return {{type, inner}};
}

std::unique_ptr<AttributeNode> AttributeNode::fromItem(const QJsonObject &item)
{
    auto root = std::make_unique<AttributeNode>();
    for (auto it = item.begin(); it != item.end(); ++it)
        root->append(fromJson(it.key(), it.value().toObject()));
    return root;
}

std::unique_ptr<AttributeNode> AttributeNode::fromJson(const QString &name,
                                                       const QJsonObject &value)
{
    auto node = std::make_unique<AttributeNode>();
    node->name = name;
    node->type = attributeType(value);
    const QJsonValue inner = value.value(node->type);
    if (node->type.isEmpty()) {
        node->type = u"S"_s;
        node->text = attributeJson(value);
    } else if (node->type == u"BOOL") {
        // DynamoDB JSON may spell a boolean as a string ("true", "1", "yes").
        node->text =
            (inner.isBool() ? inner.toBool() : truthy(inner.toString())) ? u"true"_s : u"false"_s;
    } else if (node->type == u"M") {
        const QJsonObject map = inner.toObject();
        for (auto it = map.begin(); it != map.end(); ++it)
            node->append(fromJson(it.key(), it.value().toObject()));
    } else if (node->type == u"L") {
        for (const QJsonValue &element : inner.toArray())
            node->append(fromJson({}, element.toObject()));
    } else if (isSetType(node->type)) {
        for (const QJsonValue &member : inner.toArray())
            node->append(scalar(memberType(node->type), member.toString()));
    } else if (node->type != u"NULL") {
        node->text = inner.toString();
    }
    return node;
}

std::unique_ptr<AttributeNode> AttributeNode::emptyValue(const QString &type)
{
    auto node = std::make_unique<AttributeNode>();
    node->type = type;
    if (type == u"BOOL")
        node->text = u"false"_s;
    else if (isSetType(type))
        node->append(scalar(memberType(type), {}));
    return node;
}

std::unique_ptr<AttributeNode> AttributeNode::converted(const AttributeNode &from,
                                                        const QString &type)
{
    if (from.type == type) {
        auto same = from.clone();
        same->parent = nullptr;
        return same;
    }
    std::unique_ptr<AttributeNode> out;
    const QString members = memberType(type);
    if (isScalarType(from.type) && isScalarType(type)) {
        out = scalar(type, convertedText(from.text, from.type, type));
    } else if (isScalarType(from.type) && !members.isEmpty() && from.type != u"NULL") {
        out = emptyValue(type);
        out->children.front()->text = convertedText(from.text, from.type, members);
    } else if (isSetType(from.type) && isScalarType(type) && !from.children.empty()) {
        out = scalar(type, convertedText(from.children.front()->text, memberType(from.type), type));
    } else if (isSetType(from.type) && !members.isEmpty()) {
        out = emptyValue(type);
        out->children.clear();
        for (const auto &member : from.children)
            out->append(scalar(members, convertedText(member->text, member->type, members)));
    } else if (type == u"L" && from.type != u"L") {
        out = emptyValue(type);
        if (isScalarType(from.type)) {
            out->append(from.clone());
        } else {
            for (const auto &child : from.children)
                out->append(child->clone());
        }
    } else if (type == u"M" && from.type == u"L") {
        out = emptyValue(type);
        for (size_t i = 0; i < from.children.size(); ++i)
            out->append(from.children[i]->clone())->name = QString::number(i);
    } else if (from.type == u"L" && isScalarType(type)) {
        const AttributeNode *first = from.children.empty() ? nullptr : from.children.front().get();
        out = first && isScalarType(first->type)
                  ? scalar(type, convertedText(first->text, first->type, type))
                  : emptyValue(type);
    } else if (from.type == u"L" && !members.isEmpty()) {
        out = emptyValue(type);
        out->children.clear();
        for (const auto &element : from.children) {
            if (isTextScalar(element->type))
                out->append(scalar(members, convertedText(element->text, element->type, members)));
        }
    } else {
        out = emptyValue(type);
    }
    out->name = from.name;
    return out;
}

std::unique_ptr<AttributeNode> AttributeNode::clone() const
{
    auto copy = std::make_unique<AttributeNode>();
    copy->name = name;
    copy->type = type;
    copy->text = text;
    for (const auto &child : children)
        copy->append(child->clone());
    return copy;
}

AttributeNode *AttributeNode::append(std::unique_ptr<AttributeNode> child)
{
    child->parent = this;
    if (type == u"L")
        child->name = u"[%1]"_s.arg(children.size());
    else if (isSetType(type))
        child->name.clear();
    children.push_back(std::move(child));
    return children.back().get();
}

int AttributeNode::renumber()
{
    int first = int(children.size());
    for (size_t i = 0; i < children.size(); ++i) {
        const QString position = u"[%1]"_s.arg(i);
        if (children[i]->name != position) {
            children[i]->name = position;
            first = qMin(first, int(i));
        }
    }
    return first;
}

} // namespace lw
