// AttributeValue: one DynamoDB value of any of the ten types. Values are immutable once built
// and cheap to copy for strings and binaries (Qt's implicit sharing). Sets keep the order they
// were given in (DynamoDB does not promise an order; keeping ours makes output deterministic).
#pragma once

#include "number.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <initializer_list>
#include <variant>
#include <vector>

namespace lw {

class AttributeValue;
using AttributeList = std::vector<AttributeValue>;

// Attribute name → value, ordered by name so every dump, encoding and JSON output is
// deterministic. A sorted vector rather than std::map: items are small, read far more often than
// changed, and decoding one then costs a single allocation instead of one per attribute.
// The interface is the subset of std::map the engine uses, with the same meaning.
class AttributeMap
{
public:
    using value_type = std::pair<QString, AttributeValue>;
    using Storage = std::vector<value_type>;
    using iterator = Storage::iterator;
    using const_iterator = Storage::const_iterator;

    AttributeMap() = default;
    // Like std::map: the first of two entries with the same name wins.
    AttributeMap(std::initializer_list<value_type> entries);

    iterator begin() { return m_entries.begin(); }
    iterator end() { return m_entries.end(); }
    const_iterator begin() const { return m_entries.begin(); }
    const_iterator end() const { return m_entries.end(); }
    Storage::const_reverse_iterator rbegin() const;
    size_t size() const;
    bool empty() const;
    void reserve(size_t n);

    iterator find(const QString &name);
    const_iterator find(const QString &name) const;
    bool contains(const QString &name) const;
    // The value under `name`, which must be present (asserted).
    const AttributeValue &at(const QString &name) const;
    AttributeValue &operator[](const QString &name);

    // Inserts unless the name is present; returns where the entry is and whether it was added.
    std::pair<iterator, bool> emplace(QString name, AttributeValue value);
    std::pair<iterator, bool> insert(const value_type &entry);
    // Appends in O(1) when `name` sorts after every present name (decoders write in order).
    iterator emplace_hint(const_iterator hint, QString name, AttributeValue value);
    iterator erase(const_iterator position);
    // Moves in every entry of `other` whose name is not present (std::map::merge).
    void merge(AttributeMap &&other);

    friend bool operator==(const AttributeMap &a, const AttributeMap &b);

private:
    Storage m_entries;
};

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
    // The same text, for writers that want bytes (compactjson.h): no string is made.
    static QLatin1StringView typeNameText(Type t);
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

// AttributeMap's members touch AttributeValue by value, so they follow its definition.
inline AttributeMap::Storage::const_reverse_iterator AttributeMap::rbegin() const
{
    return m_entries.rbegin();
}

inline size_t AttributeMap::size() const
{
    return m_entries.size();
}

inline bool AttributeMap::empty() const
{
    return m_entries.empty();
}

inline void AttributeMap::reserve(size_t n)
{
    m_entries.reserve(n);
}

inline AttributeMap::iterator AttributeMap::find(const QString &name)
{
    auto it = std::lower_bound(m_entries.begin(), m_entries.end(), name,
                               [](const value_type &e, const QString &n) { return e.first < n; });
    return it != m_entries.end() && it->first == name ? it : m_entries.end();
}

inline AttributeMap::const_iterator AttributeMap::find(const QString &name) const
{
    return const_cast<AttributeMap *>(this)->find(name);
}

inline bool AttributeMap::contains(const QString &name) const
{
    return find(name) != end();
}

inline std::pair<AttributeMap::iterator, bool> AttributeMap::insert(const value_type &entry)
{
    return emplace(entry.first, entry.second);
}

inline const AttributeValue &AttributeMap::at(const QString &name) const
{
    auto it = find(name);
    Q_ASSERT_X(it != end(), "AttributeMap::at", "no such attribute");
    return it->second;
}

inline AttributeValue &AttributeMap::operator[](const QString &name)
{
    return emplace(name, AttributeValue()).first->second;
}

inline std::pair<AttributeMap::iterator, bool> AttributeMap::emplace(QString name,
                                                                     AttributeValue value)
{
    auto it = std::lower_bound(m_entries.begin(), m_entries.end(), name,
                               [](const value_type &e, const QString &n) { return e.first < n; });
    if (it != m_entries.end() && it->first == name)
        return {it, false};
    return {m_entries.emplace(it, std::move(name), std::move(value)), true};
}

inline AttributeMap::iterator AttributeMap::emplace_hint(const_iterator hint, QString name,
                                                         AttributeValue value)
{
    if (hint == m_entries.end() && (m_entries.empty() || m_entries.back().first < name)) {
        m_entries.emplace_back(std::move(name), std::move(value));
        return m_entries.end() - 1;
    }
    return emplace(std::move(name), std::move(value)).first;
}

inline AttributeMap::iterator AttributeMap::erase(const_iterator position)
{
    return m_entries.erase(position);
}

inline void AttributeMap::merge(AttributeMap &&other)
{
    for (auto &entry : other.m_entries)
        emplace(std::move(entry.first), std::move(entry.second));
}

inline AttributeMap::AttributeMap(std::initializer_list<value_type> entries)
{
    m_entries.reserve(entries.size());
    for (const auto &entry : entries)
        emplace(entry.first, entry.second);
}

inline bool operator==(const AttributeMap &a, const AttributeMap &b)
{
    return a.m_entries == b.m_entries;
}

} // namespace lw
