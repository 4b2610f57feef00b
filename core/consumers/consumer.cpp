#include "consumer.h"

#include "streams/streamrecord.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 kMaxPollDelayMs = 24 * 3600 * 1000; // records live 24 hours

const QList<std::pair<ConsumerKind, QString>> &kindNames()
{
    static const QList<std::pair<ConsumerKind, QString>> names{
        {ConsumerKind::Projector, u"PROJECTOR"_s},
        {ConsumerKind::Aggregator, u"AGGREGATOR"_s},
        {ConsumerKind::Archiver, u"ARCHIVER"_s}};
    return names;
}

QString lowerFirst(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toLower();
    return text;
}

QString quoted(const QJsonValue &value)
{
    if (value.isString())
        return u"'"_s + value.toString() + u"'"_s;
    if (value.isDouble())
        return u"'"_s + QString::number(value.toDouble()) + u"'"_s;
    return u"null"_s;
}

// Reads the members of one JSON object, each checked as the service checks it; a member that is
// absent leaves its target alone.
class Members
{
public:
    Members(const QJsonObject &object, QString path) : m_object(object), m_path(std::move(path)) {}

    Status text(const QString &member, QString &out, const QRegularExpression *pattern = nullptr,
                qsizetype maxLength = 255)
    {
        const QJsonValue value = m_object.value(member);
        if (value.isUndefined() || value.isNull())
            return {};
        if (!value.isString())
            return std::unexpected(wrongType(path(member)));
        const QString text = value.toString();
        if (text.isEmpty())
            return constraint(value, member,
                              u"Member must have length greater than or equal to 1"_s);
        if (text.size() > maxLength)
            return constraint(value, member,
                              u"Member must have length less than or equal to %1"_s.arg(maxLength));
        if (pattern && !pattern->match(text).hasMatch())
            return constraint(value, member,
                              u"Member must satisfy regular expression pattern: "_s +
                                  pattern->pattern().mid(1).chopped(1));
        out = text;
        return {};
    }

    template<class T> Status number(const QString &member, T &out, qint64 min, qint64 max)
    {
        const QJsonValue value = m_object.value(member);
        if (value.isUndefined() || value.isNull())
            return {};
        if (!value.isDouble() || value.toDouble() != double(value.toInteger()))
            return std::unexpected(wrongType(path(member)));
        const qint64 n = value.toInteger();
        if (n < min)
            return constraint(value, member,
                              u"Member must have value greater than or equal to %1"_s.arg(min));
        if (n > max)
            return constraint(value, member,
                              u"Member must have value less than or equal to %1"_s.arg(max));
        out = T(n);
        return {};
    }

    Status flag(const QString &member, bool &out)
    {
        const QJsonValue value = m_object.value(member);
        if (value.isUndefined() || value.isNull())
            return {};
        if (!value.isBool())
            return std::unexpected(wrongType(path(member)));
        out = value.toBool();
        return {};
    }

    Status names(const QString &member, QStringList &out)
    {
        const QJsonValue value = m_object.value(member);
        if (value.isUndefined() || value.isNull())
            return {};
        if (!value.isArray())
            return std::unexpected(wrongType(path(member)));
        QStringList names;
        for (const auto &name : value.toArray()) {
            if (!name.isString() || name.toString().isEmpty())
                return std::unexpected(wrongType(path(member)));
            names << name.toString();
        }
        out = names;
        return {};
    }

    // A nested object member: none when absent.
    Result<std::optional<QJsonObject>> object(const QString &member)
    {
        const QJsonValue value = m_object.value(member);
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        if (!value.isObject())
            return std::unexpected(wrongType(path(member)));
        return value.toObject();
    }

    QString path(const QString &member) const
    {
        return m_path.isEmpty() ? lowerFirst(member) : m_path + u"."_s + lowerFirst(member);
    }

private:
    Status constraint(const QJsonValue &value, const QString &member, const QString &rule)
    {
        return std::unexpected(valueConstraint(quoted(value), path(member), rule));
    }

    QJsonObject m_object; // by value: callers pass temporaries (implicitly shared, cheap)
    QString m_path;
};

Status readProjector(const QJsonObject &json, ConsumerSettings &settings)
{
    return Members(json, u"projector"_s)
        .names(u"AttributesToProject"_s, settings.projectedAttributes);
}

Status readAggregator(const QJsonObject &json, ConsumerSettings &settings)
{
    Members members(json, u"aggregator"_s);
    for (auto [member, target] : {std::pair{u"GroupByAttributeName"_s, &settings.groupBy},
                                  std::pair{u"StatsSortKey"_s, &settings.statsSortKey},
                                  std::pair{u"CountAttributeName"_s, &settings.countAttribute}})
        if (auto s = members.text(member, *target); !s)
            return s;
    if (auto s = members.flag(u"Deduplicate"_s, settings.deduplicate); !s)
        return s;
    const QJsonValue sums = json.value(u"Sums"_s);
    if (sums.isUndefined() || sums.isNull())
        return {};
    if (!sums.isArray())
        return std::unexpected(wrongType(u"aggregator.sums"_s));
    QList<SumSpec> specs;
    for (const auto &entry : sums.toArray()) {
        const QString path = u"aggregator.sums.%1.member"_s.arg(specs.size() + 1);
        if (!entry.isObject())
            return std::unexpected(wrongType(path));
        SumSpec spec;
        Members sum(entry.toObject(), path);
        if (auto s = sum.text(u"SourceAttributeName"_s, spec.source); !s)
            return s;
        if (auto s = sum.text(u"TargetAttributeName"_s, spec.target); !s)
            return s;
        if (spec.source.isEmpty() || spec.target.isEmpty())
            return std::unexpected(
                valueConstraint(u"null"_s,
                                sum.path(spec.source.isEmpty() ? u"SourceAttributeName"_s
                                                               : u"TargetAttributeName"_s),
                                u"Member must not be null"_s));
        specs << spec;
    }
    settings.sums = specs;
    return {};
}

Status readArchiver(const QJsonObject &json, ConsumerSettings &settings)
{
    Members members(json, u"archiver"_s);
    if (auto s = members.text(u"Prefix"_s, settings.prefix, nullptr, 512); !s)
        return s;
    if (auto s = members.text(u"ObjectKeyTemplate"_s, settings.objectKeyTemplate, nullptr, 512); !s)
        return s;
    // A template without a key would put every item into one object.
    if (!settings.objectKeyTemplate.contains(u"{hash}"_s) &&
        !settings.objectKeyTemplate.contains(u"{key}"_s))
        return std::unexpected(
            validationError(u"Archiver.ObjectKeyTemplate must contain {key} or {hash}"_s));
    return members.flag(u"OnlyTimeToLiveDeletes"_s, settings.onlyTtlDeletes);
}

// A key value inside {key}: "%" and "/" escaped, so the "/" between the keys is the only one.
QString escapedKeyPart(const QString &value)
{
    QString out = value;
    out.replace(u'%', u"%25"_s);
    out.replace(u'/', u"%2F"_s);
    return out;
}

} // namespace

QString archiveObjectName(QStringView keyTemplate, const QString &hash,
                          const std::optional<QString> &range)
{
    QString key = escapedKeyPart(hash);
    if (range)
        key += u'/' + escapedKeyPart(*range);
    QString out = keyTemplate.toString();
    out.replace(u"{key}"_s, key);
    out.replace(u"{hash}"_s, hash);
    out.replace(u"{range}"_s, range.value_or(QString()));
    return out;
}

bool objectKeysMayCollide(QStringView keyTemplate, bool hasSortKey)
{
    if (keyTemplate.contains(u"{key}"))
        return false;
    return hasSortKey && !keyTemplate.contains(u"{range}");
}

QString consumerKindName(ConsumerKind kind)
{
    for (const auto &[k, name] : kindNames())
        if (k == kind)
            return name;
    return {};
}

Result<ConsumerSettings> consumerSettingsFromJson(const QJsonObject &request,
                                                  const ConsumerSettings *base)
{
    static const QRegularExpression namePattern(u"^[a-zA-Z0-9_.-]+$"_s);
    ConsumerSettings settings = base ? *base : ConsumerSettings{};
    Members members(request, {});
    for (const auto &member : {u"TableName"_s, u"ConsumerName"_s})
        if (!request.contains(member) || request.value(member).isNull())
            return std::unexpected(
                valueConstraint(u"null"_s, members.path(member), u"Member must not be null"_s));
    QString tableName, name;
    LW_TRY(members.text(u"TableName"_s, tableName, &namePattern));
    LW_TRY(members.text(u"ConsumerName"_s, name, &namePattern, 64));
    if (base && (tableName != base->tableName || name != base->name))
        return std::unexpected(validationError(u"A consumer's table and name cannot change"_s));
    settings.tableName = tableName;
    settings.name = name;

    const QJsonValue type = request.value(u"Type"_s);
    if (!base || !type.isUndefined()) {
        if (!type.isString() && !type.isUndefined() && !type.isNull())
            return std::unexpected(wrongType(u"type"_s));
        const auto kind = std::find_if(kindNames().begin(), kindNames().end(),
                                       [&](const auto &k) { return k.second == type.toString(); });
        if (kind == kindNames().end())
            return std::unexpected(valueConstraint(
                quoted(type), u"type"_s,
                u"Member must satisfy enum value set: [PROJECTOR, AGGREGATOR, ARCHIVER]"_s));
        if (base && kind->first != base->kind)
            return std::unexpected(validationError(u"A consumer's Type cannot change"_s));
        settings.kind = kind->first;
    }
    LW_TRY(members.flag(u"Enabled"_s, settings.enabled));
    LW_TRY(members.number(u"BatchSize"_s, settings.batchSize, 1, 1000));
    LW_TRY(members.number(u"PollDelayMillis"_s, settings.pollDelayMs, 1, kMaxPollDelayMs));
    auto filter = members.object(u"FilterCriteria"_s);
    LW_TRY(filter);
    if (*filter) {
        auto parsed = EventFilter::fromJson(**filter);
        LW_TRY(parsed);
        settings.filter = *parsed;
    }
    auto faults = members.object(u"Faults"_s);
    LW_TRY(faults);
    if (*faults)
        if (auto s =
                Members(**faults, u"faults"_s)
                    .number(u"RedeliverEveryNthBatch"_s, settings.redeliverEveryNthBatch, 0, 1000);
            !s)
            return std::unexpected(s.error());

    using Reader = Status (*)(const QJsonObject &, ConsumerSettings &);
    for (auto [member, kind, reader] :
         {std::tuple{u"Projector"_s, ConsumerKind::Projector, Reader(readProjector)},
          std::tuple{u"Aggregator"_s, ConsumerKind::Aggregator, Reader(readAggregator)},
          std::tuple{u"Archiver"_s, ConsumerKind::Archiver, Reader(readArchiver)}}) {
        auto section = members.object(member);
        LW_TRY(section);
        if (!*section)
            continue;
        if (kind != settings.kind)
            return std::unexpected(validationError(
                member + u" settings are only for consumers of Type "_s + consumerKindName(kind)));
        LW_TRY(reader(**section, settings));
    }
    return settings;
}

QJsonObject consumerToJson(const Consumer &consumer, const QString &streamArn)
{
    const ConsumerSettings &s = consumer.settings;
    const ConsumerState &state = consumer.state;
    QJsonObject json{
        {u"ConsumerName"_s, s.name},
        {u"TableName"_s, s.tableName},
        {u"StreamArn"_s, streamArn},
        {u"Type"_s, consumerKindName(s.kind)},
        {u"State"_s, state.failed ? u"FAILED"_s
                     : s.enabled  ? u"ENABLED"_s
                                  : u"DISABLED"_s},
        {u"BatchSize"_s, s.batchSize},
        {u"PollDelayMillis"_s, s.pollDelayMs},
        {u"Faults"_s, QJsonObject{{u"RedeliverEveryNthBatch"_s, s.redeliverEveryNthBatch}}},
        {u"LastPollMillis"_s, state.lastPollMs},
        {u"StreamLabelMillis"_s, state.streamLabelMs},
        {u"RedeliveryPending"_s, state.redeliveryPending},
        {u"Statistics"_s, QJsonObject{{u"Batches"_s, state.batches},
                                      {u"RecordsProcessed"_s, state.processed},
                                      {u"RecordsFiltered"_s, state.filtered},
                                      {u"RecordsSkipped"_s, state.skipped},
                                      {u"DuplicatesSkipped"_s, state.duplicates},
                                      {u"Redeliveries"_s, state.redeliveries}}},
    };
    if (!s.filter.isEmpty())
        json.insert(u"FilterCriteria"_s, s.filter.toJson());
    if (state.checkpointSeq > 0)
        json.insert(u"Checkpoint"_s,
                    QJsonObject{{u"SequenceNumber"_s, sequenceNumberText(state.checkpointSeq)}});
    if (!state.lastError.isEmpty())
        json.insert(u"LastError"_s, state.lastError);
    switch (s.kind) {
    case ConsumerKind::Projector:
        json.insert(u"Projector"_s,
                    QJsonObject{{u"AttributesToProject"_s,
                                 QJsonArray::fromStringList(s.projectedAttributes)}});
        break;
    case ConsumerKind::Aggregator: {
        QJsonArray sums;
        for (const auto &sum : s.sums)
            sums << QJsonObject{{u"SourceAttributeName"_s, sum.source},
                                {u"TargetAttributeName"_s, sum.target}};
        QJsonObject aggregator{{u"StatsSortKey"_s, s.statsSortKey},
                               {u"CountAttributeName"_s, s.countAttribute},
                               {u"Sums"_s, sums},
                               {u"Deduplicate"_s, s.deduplicate}};
        if (!s.groupBy.isEmpty())
            aggregator.insert(u"GroupByAttributeName"_s, s.groupBy);
        json.insert(u"Aggregator"_s, aggregator);
        break;
    }
    case ConsumerKind::Archiver:
        json.insert(u"Archiver"_s, QJsonObject{{u"Prefix"_s, s.prefix},
                                               {u"ObjectKeyTemplate"_s, s.objectKeyTemplate},
                                               {u"OnlyTimeToLiveDeletes"_s, s.onlyTtlDeletes}});
        break;
    }
    return json;
}

std::optional<Consumer> consumerFromJson(const QJsonObject &json)
{
    QJsonObject request = json;
    QJsonObject archiver = json.value(u"Archiver"_s).toObject();
    if (json.value(u"Type"_s).toString() == u"ARCHIVER"_s &&
        !archiver.contains(u"ObjectKeyTemplate"_s)) {
        archiver.insert(u"ObjectKeyTemplate"_s,
                        ConsumerSettings::kLegacyObjectKeyTemplate.toString());
        request.insert(u"Archiver"_s, archiver);
    }
    for (const auto &member :
         {u"StreamArn"_s, u"State"_s, u"LastPollMillis"_s, u"StreamLabelMillis"_s,
          u"RedeliveryPending"_s, u"Statistics"_s, u"Checkpoint"_s, u"LastError"_s})
        request.remove(member);
    auto settings = consumerSettingsFromJson(request);
    if (!settings)
        return std::nullopt;
    Consumer consumer{*settings, {}};
    const QString state = json.value(u"State"_s).toString();
    consumer.settings.enabled = state != u"DISABLED"_s;
    ConsumerState &st = consumer.state;
    st.failed = state == u"FAILED"_s;
    st.lastPollMs = json.value(u"LastPollMillis"_s).toInteger(-1);
    st.streamLabelMs = json.value(u"StreamLabelMillis"_s).toInteger();
    st.redeliveryPending = json.value(u"RedeliveryPending"_s).toBool();
    st.lastError = json.value(u"LastError"_s).toString();
    const QString checkpoint =
        json.value(u"Checkpoint"_s).toObject().value(u"SequenceNumber"_s).toString();
    if (!checkpoint.isEmpty()) {
        const auto seq = parseSequenceNumber(checkpoint);
        if (!seq)
            return std::nullopt;
        st.checkpointSeq = *seq;
    }
    const QJsonObject stats = json.value(u"Statistics"_s).toObject();
    for (auto [member, target] :
         {std::pair{u"Batches"_s, &st.batches}, std::pair{u"RecordsProcessed"_s, &st.processed},
          std::pair{u"RecordsFiltered"_s, &st.filtered},
          std::pair{u"RecordsSkipped"_s, &st.skipped},
          std::pair{u"DuplicatesSkipped"_s, &st.duplicates},
          std::pair{u"Redeliveries"_s, &st.redeliveries}})
        *target = stats.value(member).toInteger();
    return consumer;
}

} // namespace lw
