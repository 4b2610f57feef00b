#include "plainrequests.h"

#include "model/attributevalue.h"
#include "model/number.h"
#include "validation/checks.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// A cursor over the body that reads only the plain subset: each read returns false (and the
// whole request is left to the long way) at anything outside it.
class PlainJson
{
public:
    explicit PlainJson(QByteArrayView text) : m_text(text) {}

    bool take(char c)
    {
        skipBlanks();
        if (m_at >= m_text.size() || m_text[m_at] != c)
            return false;
        ++m_at;
        return true;
    }
    bool peek(char c)
    {
        skipBlanks();
        return m_at < m_text.size() && m_text[m_at] == c;
    }
    // A string of printable ASCII without escapes, as a view into the body.
    std::optional<QByteArrayView> string()
    {
        if (!take('"'))
            return std::nullopt;
        const qsizetype from = m_at;
        for (; m_at < m_text.size(); ++m_at) {
            const char c = m_text[m_at];
            if (c == '"')
                return m_text.sliced(from, m_at++ - from);
            if (c == '\\' || c < 0x20 || c > 0x7e)
                return std::nullopt;
        }
        return std::nullopt;
    }
    std::optional<bool> boolean()
    {
        skipBlanks();
        for (const auto &[word, value] : {std::pair{"true", true}, std::pair{"false", false}}) {
            const QByteArrayView text(word);
            if (m_text.sliced(m_at).startsWith(text)) {
                m_at += text.size();
                return value;
            }
        }
        return std::nullopt;
    }
    bool atEnd()
    {
        skipBlanks();
        return m_at == m_text.size();
    }

private:
    void skipBlanks()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\t' ||
                                        m_text[m_at] == '\n' || m_text[m_at] == '\r'))
            ++m_at;
    }

    QByteArrayView m_text;
    qsizetype m_at = 0;
};

// Reads `{"name": value, …}`, calling `member(name)` at each value; false when the object is not
// plain or `member` says so.
template<typename Member> bool readObject(PlainJson &json, Member member)
{
    if (!json.take('{'))
        return false;
    if (json.take('}'))
        return true;
    do {
        const std::optional<QByteArrayView> name = json.string();
        if (!name || !json.take(':') || !member(*name))
            return false;
    } while (json.take(','));
    return json.take('}');
}

bool isTableName(QByteArrayView name)
{
    return name.size() >= 3 && name.size() <= 255 &&
           std::all_of(name.begin(), name.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '_' || c == '.' || c == '-';
           });
}

// {"S": "…"} or {"N": "…"}, and with `scalars` {"BOOL": …} or {"NULL": true}, as the long way
// would read it.
std::optional<AttributeValue> plainValue(PlainJson &json, bool scalars)
{
    std::optional<AttributeValue> value;
    const bool read = readObject(json, [&](QByteArrayView type) {
        if (value)
            return false;
        if (scalars && (type == "BOOL" || type == "NULL")) {
            const std::optional<bool> flag = json.boolean();
            if (!flag || (type == "NULL" && !*flag))
                return false;
            value = type == "NULL" ? AttributeValue::null() : AttributeValue::boolean(*flag);
            return true;
        }
        const std::optional<QByteArrayView> text = json.string();
        if (!text)
            return false;
        if (type == "S") {
            value = AttributeValue::string(QString::fromLatin1(*text));
            return true;
        }
        if (type != "N")
            return false;
        const QString number = QString::fromLatin1(*text);
        if (validation::numberProblem(number))
            return false;
        Result<Number> parsed = Number::parse(number);
        if (!parsed)
            return false;
        value = AttributeValue::number(*parsed);
        return true;
    });
    return read ? value : std::nullopt;
}

// An attribute map of plain values, at most `most` of them (0: any number), none when empty.
bool readItem(PlainJson &json, Item &item, bool scalars, size_t most)
{
    const bool read = readObject(json, [&](QByteArrayView name) {
        std::optional<AttributeValue> value = plainValue(json, scalars);
        if (!value || name.isEmpty() || (most && item.size() == most))
            return false;
        return item.emplace(QString::fromLatin1(name), std::move(*value))
            .second; // a duplicate name is for the long way
    });
    return read && !item.empty();
}

// The members both actions take: TableName and ReturnConsumedCapacity.
struct CommonMembers
{
    bool table = false, capacity = false;

    // Reads `member` into `tableName` or `mode`; nullopt when it is neither.
    std::optional<bool> read(PlainJson &json, QByteArrayView member, QString &tableName,
                             ReturnConsumedCapacity &mode)
    {
        if (member == "TableName" && !table) {
            const std::optional<QByteArrayView> name = json.string();
            table = name && isTableName(*name);
            if (table)
                tableName = QString::fromLatin1(*name);
            return table;
        }
        if (member == "ReturnConsumedCapacity" && !capacity) {
            const std::optional<QByteArrayView> text = json.string();
            capacity = text && (*text == "NONE" || *text == "TOTAL" || *text == "INDEXES");
            if (capacity)
                mode = *text == "TOTAL"     ? ReturnConsumedCapacity::Total
                       : *text == "INDEXES" ? ReturnConsumedCapacity::Indexes
                                            : ReturnConsumedCapacity::None;
            return capacity;
        }
        return std::nullopt;
    }
};

} // namespace

std::optional<PlainGetItem> plainGetItem(QByteArrayView body)
{
    PlainJson json(body);
    PlainGetItem plain;
    CommonMembers common;
    bool key = false, consistent = false;
    const bool read = readObject(json, [&](QByteArrayView member) {
        if (std::optional<bool> taken =
                common.read(json, member, plain.get.tableName, plain.capacity))
            return *taken;
        if (member == "Key" && !key)
            return key = readItem(json, plain.get.key, false, 2);
        if (member == "ConsistentRead" && !consistent) {
            const std::optional<bool> value = json.boolean();
            consistent = value.has_value();
            plain.get.consistentRead = value.value_or(false);
            return consistent;
        }
        return false;
    });
    if (!read || !json.atEnd() || !common.table || !key)
        return std::nullopt;
    return plain;
}

std::optional<PlainPutItem> plainPutItem(QByteArrayView body)
{
    PlainJson json(body);
    PlainPutItem plain;
    CommonMembers common;
    bool item = false;
    const bool read = readObject(json, [&](QByteArrayView member) {
        if (std::optional<bool> taken =
                common.read(json, member, plain.put.tableName, plain.capacity))
            return *taken;
        if (member == "Item" && !item)
            return item = readItem(json, plain.put.item, true, 0);
        return false;
    });
    if (!read || !json.atEnd() || !common.table || !item)
        return std::nullopt;
    return plain;
}

} // namespace lw::api
