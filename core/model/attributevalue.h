// AttributeValue: one DynamoDB value of any of the ten types. Values are immutable once built
// and cheap to copy for strings and binaries (Qt's implicit sharing). Sets keep the order they
// were given in (DynamoDB does not promise an order; keeping ours makes output deterministic).
#pragma once

#include "number.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <map>
#include <variant>
#include <vector>

namespace lw {

class AttributeValue;
using AttributeList = std::vector<AttributeValue>;
// Ordered by name so every dump, encoding and JSON output is deterministic.
using AttributeMap = std::map<QString, AttributeValue>;
// A top-level item is a map of attribute names to values.
using Item = AttributeMap;
using NumberSet = std::vector<Number>;
using BinarySet = QList<QByteArray>;

class AttributeValue
{
public:
    // FROZEN: stored on disk by the item codec. Never renumber; only append.
    enum class Type : quint8
    {
        S = 1,
        N = 2,
        B = 3,
        BOOL = 4,
        NUL = 5,
        L = 6,
        M = 7,
        SS = 8,
        NS = 9,
        BS = 10
    };

    AttributeValue() : m_value(Null{}) {}
    static AttributeValue string(QString s)
    {
        return AttributeValue(Value(std::in_place_index<0>, std::move(s)));
    }
    static AttributeValue number(Number n)
    {
        return AttributeValue(Value(std::in_place_index<1>, std::move(n)));
    }
    static AttributeValue binary(QByteArray b)
    {
        return AttributeValue(Value(std::in_place_index<2>, std::move(b)));
    }
    static AttributeValue boolean(bool b)
    {
        return AttributeValue(Value(std::in_place_index<3>, b));
    }
    static AttributeValue null() { return AttributeValue(Value(std::in_place_index<4>, Null{})); }
    static AttributeValue list(AttributeList l)
    {
        return AttributeValue(Value(std::in_place_index<5>, std::move(l)));
    }
    static AttributeValue map(AttributeMap m)
    {
        return AttributeValue(Value(std::in_place_index<6>, std::move(m)));
    }
    // Sets: callers guarantee non-empty and duplicate-free (the JSON reader validates).
    static AttributeValue stringSet(QStringList ss)
    {
        return AttributeValue(Value(std::in_place_index<7>, std::move(ss)));
    }
    static AttributeValue numberSet(NumberSet ns)
    {
        return AttributeValue(Value(std::in_place_index<8>, std::move(ns)));
    }
    static AttributeValue binarySet(BinarySet bs)
    {
        return AttributeValue(Value(std::in_place_index<9>, std::move(bs)));
    }

    Type type() const { return static_cast<Type>(m_value.index() + 1); }
    // "S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS" — DynamoDB's type descriptors.
    QString typeName() const { return typeName(type()); }
    static QString typeName(Type t);
    // The inverse of typeName; nullopt for anything else.
    static std::optional<Type> typeFromName(QStringView name);

    // Accessors: valid only for the matching type (checked by std::get).
    const QString &asString() const { return std::get<0>(m_value); }
    const Number &asNumber() const { return std::get<1>(m_value); }
    const QByteArray &asBinary() const { return std::get<2>(m_value); }
    bool asBool() const { return std::get<3>(m_value); }
    const AttributeList &asList() const { return std::get<5>(m_value); }
    const AttributeMap &asMap() const { return std::get<6>(m_value); }
    const QStringList &asStringSet() const { return std::get<7>(m_value); }
    const NumberSet &asNumberSet() const { return std::get<8>(m_value); }
    const BinarySet &asBinarySet() const { return std::get<9>(m_value); }

    bool isScalarKeyType() const
    {
        return type() == Type::S || type() == Type::N || type() == Type::B;
    }

    // DynamoDB equality: same type and value; numbers compare numerically; sets ignore order.
    friend bool operator==(const AttributeValue &a, const AttributeValue &b);

private:
    struct Null
    {
        bool operator==(const Null &) const = default;
    };
    using Value = std::variant<QString, Number, QByteArray, bool, Null, AttributeList, AttributeMap,
                               QStringList, NumberSet, BinarySet>;
    explicit AttributeValue(Value v) : m_value(std::move(v)) {}

    Value m_value;
};

} // namespace lw
