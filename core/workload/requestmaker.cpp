#include "requestmaker.h"

#include "model/number.h"

using namespace Qt::StringLiterals;

namespace lw::workload {

namespace {

const QString kPayload = u"payload"_s;

Error unfit(const QString &what)
{
    return validationError(u"workload: "_s + what);
}

// Whether `pattern` makes only numbers; the reason when it does not.
std::optional<QString> notNumeric(const Pattern &pattern)
{
    switch (pattern.kind) {
    case Pattern::Kind::Constant:
        if (!Number::parse(pattern.value))
            return u"its value \"%1\" is not a number"_s.arg(pattern.value);
        return std::nullopt;
    case Pattern::Kind::Values:
        for (const QString &value : pattern.values)
            if (!Number::parse(value))
                return u"its value \"%1\" is not a number"_s.arg(value);
        return std::nullopt;
    case Pattern::Kind::Date:
    case Pattern::Kind::Sharded:
        return u"a %1 pattern makes strings"_s.arg(patternName(pattern.kind));
    case Pattern::Kind::Random:
    case Pattern::Kind::Zipf:
    case Pattern::Kind::Sequence:
        if (!pattern.prefix.isEmpty())
            return u"a prefix makes strings"_s;
        return std::nullopt;
    }
    return std::nullopt;
}

QJsonObject typed(const QString &text, bool number)
{
    return {{number ? u"N"_s : u"S"_s, text}};
}

// DynamoDB's size of a value as the maker writes it: a string's UTF-8 bytes; a number about
// one byte per two digits, plus one.
qint64 valueBytes(const QString &text, bool number)
{
    return number ? (text.size() + 1) / 2 + 1 : text.toUtf8().size();
}

} // namespace

Result<RequestMaker> RequestMaker::make(const Spec &spec, const TableDefinition &table)
{
    RequestMaker maker(spec);
    const KeySchema *schema = &table.key;
    if (!spec.index.isEmpty()) {
        const auto index =
            std::find_if(table.indexes.begin(), table.indexes.end(),
                         [&](const IndexDefinition &i) { return i.name == spec.index; });
        if (index == table.indexes.end())
            return std::unexpected(
                unfit(u"\"index\" names no index of %1: %2"_s.arg(table.name, spec.index)));
        schema = &index->key;
    }
    quint64 stream = 0;
    const auto add = [&](const QString &name, const Pattern &pattern, const QString &field,
                         bool key) -> Status {
        const auto type = table.attributeType(name);
        if (type == AttributeValue::Type::B)
            return std::unexpected(
                unfit(u"\"%1\": %2 of %3 is binary, and a workload makes "
                      u"strings and numbers only"_s.arg(field, name, table.name)));
        const bool number = type == AttributeValue::Type::N;
        if (number)
            if (const auto why = notNumeric(pattern))
                return std::unexpected(
                    unfit(u"\"%1\" cannot make numbers for %2, a number "
                          u"attribute of %3: %4"_s.arg(field, name, table.name, *why)));
        maker.m_attributes.push_back(
            {name, number, key, ValueSource(pattern, spec.seed, stream++, number)});
        return {};
    };
    LW_TRY(add(schema->hash.name, spec.key, u"key"_s, true));
    const bool write = spec.action == Action::PutItem || spec.action == Action::UpdateItem;
    bool sortKeyGiven = false;
    for (const auto &[name, pattern] : spec.attributes) {
        const QString field = u"attributes."_s + name;
        if (name == table.key.hash.name)
            return std::unexpected(unfit(u"\"%1\" is the partition key of %2: give it as "
                                         u"\"key\""_s.arg(field, table.name)));
        if (write && name == kPayload)
            return std::unexpected(
                unfit(u"\"%1\": the workload writes payload itself, to make the item about "
                      u"\"itemBytes\" big"_s.arg(field)));
        const bool sortKey = table.key.range && name == table.key.range->name;
        sortKeyGiven = sortKeyGiven || sortKey;
        if (spec.action == Action::GetItem && !sortKey)
            return std::unexpected(unfit(u"\"%1\": a GetItem reads by key, and %2 is no key "
                                         u"attribute of %3"_s.arg(field, name, table.name)));
        LW_TRY(add(name, pattern, field, sortKey));
    }
    if (spec.action != Action::Query && table.key.range && !sortKeyGiven) {
        if (spec.action != Action::PutItem)
            return std::unexpected(unfit(u"%1 on %2 needs its sort key %3 in \"attributes\""_s.arg(
                actionName(spec.action), table.name, table.key.range->name)));
        static const Pattern sequence = [] {
            Pattern p;
            p.kind = Pattern::Kind::Sequence;
            return p;
        }();
        LW_TRY(add(table.key.range->name, sequence, table.key.range->name, true));
    }
    maker.m_base = {{u"TableName"_s, table.name}};
    if (spec.action == Action::Query) {
        if (!spec.index.isEmpty())
            maker.m_base.insert(u"IndexName"_s, spec.index);
        maker.m_base.insert(u"KeyConditionExpression"_s, u"#k = :k"_s);
        maker.m_base.insert(u"ExpressionAttributeNames"_s,
                            QJsonObject{{u"#k"_s, schema->hash.name}});
        if (spec.limit)
            maker.m_base.insert(u"Limit"_s, double(*spec.limit));
    }
    return maker;
}

QJsonObject RequestMaker::next(qint64 simMs)
{
    QJsonObject request = m_base;
    if (m_spec->action == Action::Query) {
        Attribute &key = m_attributes.front();
        request.insert(u"ExpressionAttributeValues"_s,
                       QJsonObject{{u":k"_s, typed(key.source.next(simMs), key.number)}});
        return request;
    }
    QJsonObject keyJson, item;
    qint64 bytes = 0;
    for (Attribute &attribute : m_attributes) {
        const QString text = attribute.source.next(simMs);
        bytes += attribute.name.toUtf8().size() + valueBytes(text, attribute.number);
        (attribute.key ? keyJson : item).insert(attribute.name, typed(text, attribute.number));
    }
    const auto payload = [&] {
        return QString(std::max<qint64>(1, m_spec->itemBytes - bytes - kPayload.size()), u'x');
    };
    switch (m_spec->action) {
    case Action::PutItem:
        for (auto it = keyJson.begin(); it != keyJson.end(); ++it)
            item.insert(it.key(), it.value());
        item.insert(kPayload, typed(payload(), false));
        request.insert(u"Item"_s, item);
        break;
    case Action::GetItem:
        request.insert(u"Key"_s, keyJson);
        break;
    case Action::UpdateItem: {
        QString set = u"SET #p = :p"_s;
        QJsonObject names{{u"#p"_s, kPayload}};
        QJsonObject values{{u":p"_s, typed(payload(), false)}};
        int n = 0;
        for (auto it = item.begin(); it != item.end(); ++it, ++n) {
            set += u", #a%1 = :a%1"_s.arg(n);
            names.insert(u"#a%1"_s.arg(n), it.key());
            values.insert(u":a%1"_s.arg(n), it.value());
        }
        request.insert(u"Key"_s, keyJson);
        request.insert(u"UpdateExpression"_s, set);
        request.insert(u"ExpressionAttributeNames"_s, names);
        request.insert(u"ExpressionAttributeValues"_s, values);
        break;
    }
    case Action::Query:
        break;
    }
    return request;
}

} // namespace lw::workload
