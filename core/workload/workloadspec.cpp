#include "workloadspec.h"

#include "model/error.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw::workload {

namespace {

template<class T> using Parsed = std::expected<T, QString>;

constexpr qint64 kMaxCount = 1'000'000'000;
constexpr qint64 kMaxZipfCount = 1'000'000; // its table of ranks is held in memory
constexpr int kMaxShards = 10'000;
constexpr qint64 kMaxItemBytes = 400 * 1024; // DynamoDB's item size limit

const QList<std::pair<QString, Action>> kActions{{u"PutItem"_s, Action::PutItem},
                                                 {u"GetItem"_s, Action::GetItem},
                                                 {u"Query"_s, Action::Query},
                                                 {u"UpdateItem"_s, Action::UpdateItem}};

const QList<std::pair<QString, Pattern::Kind>> kPatterns{
    {u"constant"_s, Pattern::Kind::Constant}, {u"values"_s, Pattern::Kind::Values},
    {u"date"_s, Pattern::Kind::Date},         {u"random"_s, Pattern::Kind::Random},
    {u"sharded"_s, Pattern::Kind::Sharded},   {u"zipf"_s, Pattern::Kind::Zipf},
    {u"sequence"_s, Pattern::Kind::Sequence}};

QString quoted(const QString &text)
{
    return u"\""_s + text + u"\""_s;
}

template<class E> QString namesOf(const QList<std::pair<QString, E>> &entries)
{
    QStringList names;
    for (const auto &entry : entries)
        names << quoted(entry.first);
    return names.join(u", "_s);
}

// The members of one object of the workload, read with messages that name `where` and the field
// by its path ("attributes.deviceId.count").
class Fields
{
public:
    Fields(const QJsonObject &object, const QString &where, const QString &path = {})
        : m_object(object), m_where(where), m_path(path)
    {}

    QString fail(const QString &field, const QString &what) const
    {
        return m_where + u": "_s + quoted(m_path + field) + u" "_s + what;
    }
    QString where() const { return m_where; }
    bool has(const QString &field) const { return m_object.contains(field); }
    QJsonValue value(const QString &field) const { return m_object.value(field); }
    QString path(const QString &field) const { return m_path + field + u"."_s; }

    Parsed<void> onlyKnown(const QStringList &known) const
    {
        for (const QString &name : m_object.keys())
            if (!known.contains(name))
                return std::unexpected(m_where + u": unknown field "_s + quoted(m_path + name));
        return {};
    }
    Parsed<QString> string(const QString &field) const
    {
        const QJsonValue v = m_object.value(field);
        if (!v.isString() || v.toString().isEmpty())
            return std::unexpected(fail(field, u"must be a non-empty string"_s));
        return v.toString();
    }
    // A string, or a number written as its text (a value of an N attribute).
    Parsed<QString> text(const QJsonValue &v, const QString &field) const
    {
        if (v.isString() && !v.toString().isEmpty())
            return v.toString();
        if (v.isDouble())
            return QString::number(v.toDouble(), 'g', 17);
        return std::unexpected(fail(field, u"must be a non-empty string or a number"_s));
    }
    Parsed<qint64> whole(const QString &field, qint64 low, qint64 high) const
    {
        const QJsonValue v = m_object.value(field);
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || d != std::floor(d) || d < double(low) || d > double(high))
            return std::unexpected(
                fail(field, u"must be a whole number from %1 to %2"_s.arg(low).arg(high)));
        return qint64(d);
    }
    Parsed<QJsonObject> object(const QString &field) const
    {
        const QJsonValue v = m_object.value(field);
        if (!v.isObject())
            return std::unexpected(fail(field, u"must be an object"_s));
        return v.toObject();
    }

private:
    QJsonObject m_object;
    QString m_where;
    QString m_path;
};

template<class E>
Parsed<E> oneOf(const Fields &fields, const QString &field,
                const QList<std::pair<QString, E>> &entries)
{
    const QString name = fields.value(field).toString();
    for (const auto &[n, e] : entries)
        if (n == name && fields.value(field).isString())
            return e;
    return std::unexpected(fields.fail(field, u"must be one of "_s + namesOf(entries)));
}

Parsed<Pattern> parsePattern(const QJsonValue &json, const Fields &parent, const QString &field)
{
    if (!json.isObject())
        return std::unexpected(parent.fail(field, u"must be a pattern object such as "
                                                  u"{\"pattern\": \"constant\", \"value\": "
                                                  u"\"ACTIVE\"}"_s));
    const Fields fields(json.toObject(), parent.where(), parent.path(field));
    auto kind = oneOf(fields, u"pattern"_s, kPatterns);
    LW_TRY(kind);
    Pattern pattern;
    pattern.kind = *kind;
    const QString pat = u"pattern"_s;
    switch (pattern.kind) {
    case Pattern::Kind::Constant: {
        LW_TRY(fields.onlyKnown({pat, u"value"_s}));
        auto value = fields.text(fields.value(u"value"_s), u"value"_s);
        LW_TRY(value);
        pattern.value = *value;
        break;
    }
    case Pattern::Kind::Values: {
        LW_TRY(fields.onlyKnown({pat, u"values"_s}));
        const QJsonValue values = fields.value(u"values"_s);
        for (const auto &element : values.toArray()) {
            auto text = fields.text(element, u"values"_s);
            if (!text)
                break;
            pattern.values << *text;
        }
        if (!values.isArray() || values.toArray().isEmpty() ||
            pattern.values.size() != values.toArray().size())
            return std::unexpected(fields.fail(
                u"values"_s, u"must be a non-empty array of non-empty strings or numbers"_s));
        break;
    }
    case Pattern::Kind::Date:
        LW_TRY(fields.onlyKnown({pat}));
        break;
    case Pattern::Kind::Random:
    case Pattern::Kind::Zipf: {
        const bool zipf = pattern.kind == Pattern::Kind::Zipf;
        LW_TRY(zipf ? fields.onlyKnown({pat, u"prefix"_s, u"count"_s, u"exponent"_s})
                    : fields.onlyKnown({pat, u"prefix"_s, u"count"_s}));
        auto count = fields.whole(u"count"_s, 1, zipf ? kMaxZipfCount : kMaxCount);
        LW_TRY(count);
        pattern.count = *count;
        if (zipf && fields.has(u"exponent"_s)) {
            const double exponent = fields.value(u"exponent"_s).toDouble(-1);
            if (!fields.value(u"exponent"_s).isDouble() || exponent <= 0 || exponent > 10)
                return std::unexpected(fields.fail(
                    u"exponent"_s, u"must be a number above 0, at most 10 (default 1)"_s));
            pattern.exponent = exponent;
        }
        [[fallthrough]];
    }
    case Pattern::Kind::Sequence:
        if (pattern.kind == Pattern::Kind::Sequence)
            LW_TRY(fields.onlyKnown({pat, u"prefix"_s}));
        if (fields.has(u"prefix"_s)) {
            if (!fields.value(u"prefix"_s).isString())
                return std::unexpected(fields.fail(u"prefix"_s, u"must be a string"_s));
            pattern.prefix = fields.value(u"prefix"_s).toString();
        }
        break;
    case Pattern::Kind::Sharded: {
        LW_TRY(fields.onlyKnown({pat, u"of"_s, u"shards"_s}));
        auto shards = fields.whole(u"shards"_s, 1, kMaxShards);
        LW_TRY(shards);
        pattern.shards = int(*shards);
        auto of = parsePattern(fields.value(u"of"_s), fields, u"of"_s);
        LW_TRY(of);
        pattern.of = std::make_shared<const Pattern>(std::move(*of));
        break;
    }
    }
    return pattern;
}

} // namespace

QString actionName(Action action)
{
    for (const auto &[name, a] : kActions)
        if (a == action)
            return name;
    return {};
}

QString patternName(Pattern::Kind kind)
{
    for (const auto &[name, k] : kPatterns)
        if (k == kind)
            return name;
    return {};
}

std::expected<Spec, QString> parseSpec(const QJsonObject &json, const QString &where)
{
    const Fields fields(json, where);
    LW_TRY(fields.onlyKnown({u"table"_s, u"action"_s, u"index"_s, u"rate"_s, u"seconds"_s, u"key"_s,
                             u"attributes"_s, u"itemBytes"_s, u"retry"_s, u"seed"_s, u"limit"_s}));
    Spec spec;
    spec.json = json;
    auto table = fields.string(u"table"_s);
    LW_TRY(table);
    spec.table = *table;
    auto action = oneOf(fields, u"action"_s, kActions);
    LW_TRY(action);
    spec.action = *action;
    if (fields.has(u"index"_s)) {
        if (spec.action != Action::Query)
            return std::unexpected(fields.fail(u"index"_s, u"is for a Query only"_s));
        auto index = fields.string(u"index"_s);
        LW_TRY(index);
        spec.index = *index;
    }
    if (fields.has(u"limit"_s)) {
        if (spec.action != Action::Query)
            return std::unexpected(fields.fail(u"limit"_s, u"is for a Query only"_s));
        auto limit = fields.whole(u"limit"_s, 1, 1'000'000);
        LW_TRY(limit);
        spec.limit = *limit;
    }
    auto rate = fields.whole(u"rate"_s, 1, kMaxRate);
    LW_TRY(rate);
    spec.rate = *rate;
    auto seconds = fields.whole(u"seconds"_s, 1, kMaxSeconds);
    LW_TRY(seconds);
    spec.seconds = *seconds;
    if (!fields.has(u"key"_s))
        return std::unexpected(
            fields.fail(u"key"_s, u"is required: the partition key's pattern"_s));
    auto key = parsePattern(fields.value(u"key"_s), fields, u"key"_s);
    LW_TRY(key);
    spec.key = std::move(*key);
    if (fields.has(u"attributes"_s)) {
        if (spec.action == Action::Query)
            return std::unexpected(fields.fail(
                u"attributes"_s, u"is not for a Query: it reads by the partition key alone"_s));
        auto attributes = fields.object(u"attributes"_s);
        LW_TRY(attributes);
        const Fields named(*attributes, where, u"attributes."_s);
        for (const QString &name : attributes->keys()) { // keys() is in name order
            auto pattern = parsePattern(attributes->value(name), named, name);
            LW_TRY(pattern);
            spec.attributes.append({name, std::move(*pattern)});
        }
    }
    if (fields.has(u"itemBytes"_s)) {
        if (spec.action != Action::PutItem && spec.action != Action::UpdateItem)
            return std::unexpected(
                fields.fail(u"itemBytes"_s, u"is for a PutItem or UpdateItem only"_s));
        auto bytes = fields.whole(u"itemBytes"_s, 1, kMaxItemBytes);
        LW_TRY(bytes);
        spec.itemBytes = *bytes;
    }
    if (fields.has(u"retry"_s)) {
        const QJsonValue retry = fields.value(u"retry"_s);
        if (retry != QJsonValue(u"sdk"_s) && retry != QJsonValue(u"none"_s))
            return std::unexpected(fields.fail(u"retry"_s, u"must be \"sdk\" or \"none\""_s));
        spec.retry = retry == QJsonValue(u"sdk"_s);
    }
    if (fields.has(u"seed"_s)) {
        // Whole numbers a JSON double holds exactly.
        auto seed = fields.whole(u"seed"_s, 0, (qint64(1) << 53));
        LW_TRY(seed);
        spec.seed = quint64(*seed);
    }
    return spec;
}

} // namespace lw::workload
