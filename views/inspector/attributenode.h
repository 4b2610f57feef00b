// The value tree the item inspector edits: one node per attribute, map entry, list element and
// set member, each holding its DynamoDB type and, for scalars, the text the user typed. Texts are
// kept as typed (a Number "1.50" stays "1.50", a Binary stays its base64) so that an invalid value
// can be shown and corrected; DynamoDB's rules judge them (attributechecks.h), not this file.
//
// Pure data and conversions, no Qt model: AttributeTreeModel lays it out and tells views.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace lw {

struct AttributeNode
{
    // What a node is follows from its parent's type.
    enum class Kind
    {
        Root,        // the item itself: its children are the attributes
        Attribute,   // a top-level attribute: named
        MapEntry,    // a member of an M: named
        ListElement, // an element of an L: shown as [0], [1] …
        SetMember,   // a member of an SS, NS or BS: its type is the set's member type
    };

    // Attribute and MapEntry: the name. ListElement: its position as shown, "[2]", set by
    // append() and renumber(); DynamoDB JSON has no name for it.
    QString name;
    // "S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS" or "BS"; a set member has its set's
    // member type ("S", "N" or "B"); empty for the root.
    QString type;
    // S: the string; N: the number as typed; B and BS members: base64; BOOL: "true" or "false";
    // empty for NULL and the containers.
    QString text;
    std::vector<std::unique_ptr<AttributeNode>> children; // M entries, L elements, set members
    AttributeNode *parent = nullptr;

    // DynamoDB's answer about this node (attributechecks.h); empty when it would accept it.
    QString error;
    QString errorType; // "ValidationException" or "SerializationException"

    // A node without a type is the root; one without a parent is taken for an attribute.
    Kind kind() const;
    int row() const; // position among the parent's children; 0 for the root
    bool isContainer() const { return isContainerType(type); }

    // The value as DynamoDB JSON ({"S": "x"}, {"L": [...]}, …); a set member as a scalar of its
    // member type. The root gives the item (attribute name → value).
    QJsonObject toJson() const;

    // The ten types, in the order the type pickers list them.
    static const QStringList &types();
    static bool isScalarType(const QString &type); // S, N, B, BOOL, NULL
    static bool isSetType(const QString &type);    // SS, NS, BS
    static bool isContainerType(const QString &type) { return !isScalarType(type); }
    // "S" for SS, "N" for NS, "B" for BS; empty for the others.
    static QString memberType(const QString &setType);

    // The tree of an item in DynamoDB JSON. A value that is not DynamoDB JSON (no or an unknown
    // type tag) becomes an S holding its JSON text, so that it is shown rather than dropped.
    static std::unique_ptr<AttributeNode> fromItem(const QJsonObject &item);
    static std::unique_ptr<AttributeNode> fromJson(const QString &name, const QJsonObject &value);
    // A fresh value of `type`: empty S, N and B, false, NULL, an empty M or L, a set with one
    // empty member (an empty set is never valid, an empty member shows what to fill in).
    static std::unique_ptr<AttributeNode> emptyValue(const QString &type);
    // `from` as a value of `type`, keeping what carries over: scalars convert their text (S ↔ N
    // as typed, S → B encodes UTF-8, B → S decodes, BOOL ↔ "true"/"false" or 1/0), a scalar
    // becomes a one-member set or one-element list and back, sets convert member by member, an M
    // becomes the list of its values and an L a map named "0", "1" …; anything else starts empty
    // (emptyValue()). The result has `from`'s name and no parent.
    static std::unique_ptr<AttributeNode> converted(const AttributeNode &from, const QString &type);
    std::unique_ptr<AttributeNode> clone() const;

    // Appends `child`, setting its parent (and its position as name in a list); returns it.
    AttributeNode *append(std::unique_ptr<AttributeNode> child);
    // A list's elements named by their positions again, after a removal; returns the first
    // position whose name changed (children.size() when none did).
    int renumber();
};

} // namespace lw
