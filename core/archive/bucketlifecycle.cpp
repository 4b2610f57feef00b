// Parsing and checking a lifecycle configuration. Checks run in document order, rule by rule,
// and the first failure wins; S3 reports one error per request too.
#include "bucketlifecycle.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw::bucket {

namespace {

// An error, or nothing: the internal parsers fill their output and return this.
using Check = std::optional<Error>;

const QString kMalformedXml =
    u"The XML you provided was not well-formed or did not validate against our published schema"_s;
constexpr int kMaxRules = 1000;
constexpr int kMaxRuleIdLength = 255;
constexpr int kMaxNewerNoncurrentVersions = 100;
constexpr int kMinInfrequentAccessDays = 30;

Error malformed(const QString &detail)
{
    return s3Error(u"MalformedXML"_s, kMalformedXml, detail);
}

Error invalidArgument(const QString &message)
{
    return s3Error(u"InvalidArgument"_s, message);
}

Check onlyFields(const QJsonObject &object, const QStringList &allowed, const QString &where)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!allowed.contains(it.key()))
            return malformed(where + u": unknown field '"_s + it.key() + u"'"_s);
    return std::nullopt;
}

Check objectField(const QJsonObject &parent, const QString &name, const QString &where,
                  QJsonObject &out)
{
    const QJsonValue v = parent.value(name);
    if (!v.isObject())
        return malformed(where + u"."_s + name + u" must be an object"_s);
    out = v.toObject();
    return std::nullopt;
}

Check stringField(const QJsonObject &parent, const QString &name, const QString &where,
                  std::optional<QString> &out)
{
    const QJsonValue v = parent.value(name);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isString())
        return malformed(where + u"."_s + name + u" must be a string"_s);
    out = v.toString();
    return std::nullopt;
}

// An integral JSON number within [min, max]; absent leaves `out` empty.
Check integerField(const QJsonObject &parent, const QString &name, const QString &where,
                   std::optional<qint64> &out, qint64 min = std::numeric_limits<int>::min(),
                   qint64 max = std::numeric_limits<int>::max())
{
    const QJsonValue v = parent.value(name);
    if (v.isUndefined())
        return std::nullopt;
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || std::floor(d) != d || d < double(min) || d > double(max))
        return malformed(where + u"."_s + name + u" must be an integer"_s);
    out = qint64(d);
    return std::nullopt;
}

Check storageClassField(const QJsonObject &parent, const QString &where, StorageClass &out)
{
    const auto parsed = storageClassFromName(parent.value(u"StorageClass"_s).toString());
    if (!parsed || *parsed == StorageClass::Standard)
        return malformed(where + u".StorageClass must be one of STANDARD_IA, ONEZONE_IA, "
                                 u"INTELLIGENT_TIERING, GLACIER_IR, GLACIER, DEEP_ARCHIVE"_s);
    out = *parsed;
    return std::nullopt;
}

// A Date is S3's other way to time an action; the workbench's clock moves by days.
Check noDate(const QJsonObject &action, const QString &where)
{
    if (action.contains(u"Date"_s))
        return invalidArgument(where + u": 'Date' is not supported by the workbench's bucket; "
                                       u"use 'Days'"_s);
    return std::nullopt;
}

Check parseTag(const QJsonValue &value, const QString &where, Tags &tags)
{
    const QJsonObject tag = value.toObject();
    if (!value.isObject() || !tag.value(u"Key"_s).isString() || !tag.value(u"Value"_s).isString())
        return malformed(where + u" must be {\"Key\": string, \"Value\": string}"_s);
    if (auto e = onlyFields(tag, {u"Key"_s, u"Value"_s}, where))
        return e;
    const QString key = tag.value(u"Key"_s).toString();
    if (tags.contains(key))
        return invalidArgument(u"Duplicate Tag Keys are not allowed."_s);
    tags.insert(key, tag.value(u"Value"_s).toString());
    return std::nullopt;
}

Check parseSizes(const QJsonObject &object, const QString &where, LifecycleFilter &filter)
{
    constexpr qint64 kMax = qint64(1) << 50;
    if (auto e = integerField(object, u"ObjectSizeGreaterThan"_s, where, filter.sizeGreaterThan,
                              std::numeric_limits<qint64>::min(), kMax))
        return e;
    if (auto e = integerField(object, u"ObjectSizeLessThan"_s, where, filter.sizeLessThan,
                              std::numeric_limits<qint64>::min(), kMax))
        return e;
    if (filter.sizeGreaterThan && *filter.sizeGreaterThan < 0)
        return invalidArgument(u"'ObjectSizeGreaterThan' must be a non-negative integer"_s);
    if (filter.sizeLessThan && *filter.sizeLessThan <= 0)
        return invalidArgument(u"'ObjectSizeLessThan' must be a positive integer"_s);
    if (filter.sizeGreaterThan && filter.sizeLessThan &&
        *filter.sizeGreaterThan >= *filter.sizeLessThan)
        return invalidArgument(u"'ObjectSizeGreaterThan' must be less than 'ObjectSizeLessThan'"_s);
    return std::nullopt;
}

// {} | {"Prefix"} | {"Tag"} | {"ObjectSizeGreaterThan"} | {"ObjectSizeLessThan"} | {"And"}:
// one condition at most; several go inside And.
Check parseFilter(const QJsonObject &json, const QString &where, LifecycleFilter &filter)
{
    const QStringList conditions{u"Prefix"_s, u"Tag"_s, u"ObjectSizeGreaterThan"_s,
                                 u"ObjectSizeLessThan"_s, u"And"_s};
    if (auto e = onlyFields(json, conditions, where))
        return e;
    if (json.size() > 1)
        return malformed(where + u" holds more than one condition; combine them in 'And'"_s);
    filter.json = json;
    std::optional<QString> prefix;
    if (auto e = stringField(json, u"Prefix"_s, where, prefix))
        return e;
    filter.prefix = prefix.value_or(QString());
    if (json.contains(u"Tag"_s))
        return parseTag(json.value(u"Tag"_s), where + u".Tag"_s, filter.tags);
    if (!json.contains(u"And"_s))
        return parseSizes(json, where, filter);

    QJsonObject both;
    const QString andWhere = where + u".And"_s;
    if (auto e = objectField(json, u"And"_s, where, both))
        return e;
    if (auto e = onlyFields(
            both, {u"Prefix"_s, u"Tags"_s, u"ObjectSizeGreaterThan"_s, u"ObjectSizeLessThan"_s},
            andWhere))
        return e;
    if (auto e = stringField(both, u"Prefix"_s, andWhere, prefix))
        return e;
    filter.prefix = prefix.value_or(QString());
    const QJsonValue tags = both.value(u"Tags"_s);
    if (!tags.isUndefined() && !tags.isArray())
        return malformed(andWhere + u".Tags must be an array"_s);
    const QJsonArray tagArray = tags.toArray();
    for (qsizetype i = 0; i < tagArray.size(); ++i)
        if (auto e = parseTag(tagArray.at(i), andWhere + u".Tags[%1]"_s.arg(i), filter.tags))
            return e;
    return parseSizes(both, andWhere, filter);
}

Check parseExpiration(const QJsonObject &rule, const QString &where, LifecycleRule &out)
{
    QJsonObject json;
    if (auto e = objectField(rule, u"Expiration"_s, where, json))
        return e;
    const QString at = where + u".Expiration"_s;
    if (auto e = onlyFields(json, {u"Days"_s, u"Date"_s, u"ExpiredObjectDeleteMarker"_s}, at))
        return e;
    const bool hasMarker = json.contains(u"ExpiredObjectDeleteMarker"_s);
    if (hasMarker && (json.contains(u"Days"_s) || json.contains(u"Date"_s)))
        return malformed(at +
                         u": ExpiredObjectDeleteMarker cannot be specified with Days or Date"_s);
    if (auto e = noDate(json, at))
        return e;
    if (hasMarker) {
        const QJsonValue marker = json.value(u"ExpiredObjectDeleteMarker"_s);
        if (!marker.isBool())
            return malformed(at + u".ExpiredObjectDeleteMarker must be true or false"_s);
        out.expiredObjectDeleteMarker = marker.toBool();
        return std::nullopt;
    }
    std::optional<qint64> days;
    if (auto e = integerField(json, u"Days"_s, at, days))
        return e;
    if (!days)
        return malformed(at + u" needs Days or ExpiredObjectDeleteMarker"_s);
    if (*days <= 0)
        return invalidArgument(u"'Days' for Expiration action must be a positive integer"_s);
    out.expirationDays = int(*days);
    return std::nullopt;
}

QString infrequentAccessText(const QString &field, const QString &action, StorageClass c)
{
    return u"'%1' in %2 action must be greater than or equal to %3 for storageClass '%4'"_s.arg(
        field, action, QString::number(kMinInfrequentAccessDays), storageClassName(c));
}

bool isInfrequentAccess(StorageClass c)
{
    return c == StorageClass::StandardIa || c == StorageClass::OnezoneIa;
}

// What a transition and a noncurrent-version transition share: the storage class and the days
// field `daysField` of `action`, checked as S3 does (nonnegative, 30 days at least before an IA
// class, one transition per class in a rule: `earlier` holds the classes before this one).
Check parseTransitionTo(const QJsonObject &json, const QString &at, const QString &daysField,
                        const QString &action, const QList<StorageClass> &earlier,
                        StorageClass &storageClass, int &days)
{
    if (auto e = storageClassField(json, at, storageClass))
        return e;
    std::optional<qint64> value;
    if (auto e = integerField(json, daysField, at, value))
        return e;
    if (!value)
        return malformed(at + u" needs "_s + daysField);
    if (*value < 0)
        return invalidArgument(u"'%1' in %2 action must be nonnegative"_s.arg(daysField, action));
    if (isInfrequentAccess(storageClass) && *value < kMinInfrequentAccessDays)
        return invalidArgument(infrequentAccessText(daysField, action, storageClass));
    if (earlier.contains(storageClass))
        return invalidArgument(
            u"'StorageClass' must be different for '%1' actions in same 'Rule'"_s.arg(action));
    days = int(*value);
    return std::nullopt;
}

Check parseTransitions(const QJsonObject &rule, const QString &where, LifecycleRule &out)
{
    const QJsonValue list = rule.value(u"Transitions"_s);
    if (!list.isArray())
        return malformed(where + u".Transitions must be an array"_s);
    const QJsonArray array = list.toArray();
    QList<StorageClass> classes;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = where + u".Transitions[%1]"_s.arg(i);
        const QJsonObject json = array.at(i).toObject();
        if (auto e = onlyFields(json, {u"Days"_s, u"Date"_s, u"StorageClass"_s}, at))
            return e;
        if (auto e = noDate(json, at))
            return e;
        LifecycleTransition t;
        if (auto e = parseTransitionTo(json, at, u"Days"_s, u"Transition"_s, classes,
                                       t.storageClass, t.days))
            return e;
        classes << t.storageClass;
        out.transitions << t;
    }
    return std::nullopt;
}

Check parseNewer(const QJsonObject &json, const QString &at, const QString &action,
                 std::optional<int> &out)
{
    std::optional<qint64> newer;
    if (auto e = integerField(json, u"NewerNoncurrentVersions"_s, at, newer))
        return e;
    if (newer && (*newer < 1 || *newer > kMaxNewerNoncurrentVersions))
        return invalidArgument(u"'NewerNoncurrentVersions' for %1 action must be an integer "
                               u"between 1 and 100"_s.arg(action));
    if (newer)
        out = int(*newer);
    return std::nullopt;
}

Check parseNoncurrentExpiration(const QJsonObject &rule, const QString &where, LifecycleRule &out)
{
    QJsonObject json;
    if (auto e = objectField(rule, u"NoncurrentVersionExpiration"_s, where, json))
        return e;
    const QString at = where + u".NoncurrentVersionExpiration"_s;
    if (auto e = onlyFields(json, {u"NoncurrentDays"_s, u"NewerNoncurrentVersions"_s}, at))
        return e;
    std::optional<qint64> days;
    if (auto e = integerField(json, u"NoncurrentDays"_s, at, days))
        return e;
    if (!days)
        return malformed(at + u" needs NoncurrentDays"_s);
    if (*days <= 0)
        return invalidArgument(
            u"'NoncurrentDays' for NoncurrentVersionExpiration action must be a positive integer"_s);
    NoncurrentExpiration expiration{int(*days), std::nullopt};
    if (auto e = parseNewer(json, at, u"NoncurrentVersionExpiration"_s,
                            expiration.newerNoncurrentVersions))
        return e;
    out.noncurrentExpiration = expiration;
    return std::nullopt;
}

Check parseNoncurrentTransitions(const QJsonObject &rule, const QString &where, LifecycleRule &out)
{
    const QJsonValue list = rule.value(u"NoncurrentVersionTransitions"_s);
    if (!list.isArray())
        return malformed(where + u".NoncurrentVersionTransitions must be an array"_s);
    const QJsonArray array = list.toArray();
    const QString action = u"NoncurrentVersionTransition"_s;
    QList<StorageClass> classes;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = where + u".NoncurrentVersionTransitions[%1]"_s.arg(i);
        const QJsonObject json = array.at(i).toObject();
        if (auto e = onlyFields(
                json, {u"NoncurrentDays"_s, u"StorageClass"_s, u"NewerNoncurrentVersions"_s}, at))
            return e;
        NoncurrentTransition t;
        if (auto e = parseTransitionTo(json, at, u"NoncurrentDays"_s, action, classes,
                                       t.storageClass, t.noncurrentDays))
            return e;
        if (auto e = parseNewer(json, at, action, t.newerNoncurrentVersions))
            return e;
        classes << t.storageClass;
        out.noncurrentTransitions << t;
    }
    return std::nullopt;
}

Check parseAbort(const QJsonObject &rule, const QString &where, LifecycleRule &out)
{
    QJsonObject json;
    if (auto e = objectField(rule, u"AbortIncompleteMultipartUpload"_s, where, json))
        return e;
    const QString at = where + u".AbortIncompleteMultipartUpload"_s;
    if (auto e = onlyFields(json, {u"DaysAfterInitiation"_s}, at))
        return e;
    std::optional<qint64> days;
    if (auto e = integerField(json, u"DaysAfterInitiation"_s, at, days))
        return e;
    if (!days || *days <= 0)
        return invalidArgument(u"'DaysAfterInitiation' for AbortIncompleteMultipartUpload action "
                               u"must be a positive integer"_s);
    if (!out.filter.tags.isEmpty())
        return s3Error(u"InvalidRequest"_s,
                       u"AbortIncompleteMultipartUpload cannot be specified with Tags."_s);
    out.abortIncompleteMultipartUploadDays = int(*days);
    return std::nullopt;
}

// S3 names the rule's filter in some texts as "(prefix=…)".
QString filterText(const LifecycleFilter &filter)
{
    return u"(prefix="_s + filter.prefix + u")"_s;
}

Check parseRule(const QJsonObject &json, const QString &where, LifecycleRule &rule)
{
    if (auto e =
            onlyFields(json,
                       {u"ID"_s, u"Status"_s, u"Filter"_s, u"Prefix"_s, u"Transitions"_s,
                        u"Expiration"_s, u"NoncurrentVersionExpiration"_s,
                        u"NoncurrentVersionTransitions"_s, u"AbortIncompleteMultipartUpload"_s},
                       where))
        return e;
    std::optional<QString> id;
    if (auto e = stringField(json, u"ID"_s, where, id))
        return e;
    rule.id = id.value_or(QString());
    if (rule.id.size() > kMaxRuleIdLength)
        return invalidArgument(u"ID length should not exceed allowed limit of 255"_s);
    const QString status = json.value(u"Status"_s).toString();
    if (status != u"Enabled"_s && status != u"Disabled"_s)
        return malformed(where + u".Status must be \"Enabled\" or \"Disabled\""_s);
    rule.enabled = status == u"Enabled"_s;

    const bool hasFilter = json.contains(u"Filter"_s), hasPrefix = json.contains(u"Prefix"_s);
    if (hasFilter == hasPrefix)
        return malformed(where + u" needs exactly one of Filter and Prefix"_s);
    if (hasPrefix) {
        std::optional<QString> prefix;
        if (auto e = stringField(json, u"Prefix"_s, where, prefix))
            return e;
        rule.filter.prefix = prefix.value_or(QString());
    } else {
        QJsonObject filter;
        if (auto e = objectField(json, u"Filter"_s, where, filter))
            return e;
        if (auto e = parseFilter(filter, where + u".Filter"_s, rule.filter))
            return e;
    }

    using Parser = Check (*)(const QJsonObject &, const QString &, LifecycleRule &);
    const std::pair<QString, Parser> actions[] = {
        {u"Transitions"_s, parseTransitions},
        {u"Expiration"_s, parseExpiration},
        {u"NoncurrentVersionExpiration"_s, parseNoncurrentExpiration},
        {u"NoncurrentVersionTransitions"_s, parseNoncurrentTransitions},
        {u"AbortIncompleteMultipartUpload"_s, parseAbort},
    };
    bool anyAction = false;
    for (const auto &[name, parse] : actions) {
        if (!json.contains(name))
            continue;
        anyAction = true;
        if (auto e = parse(json, where, rule))
            return e;
    }
    if (!anyAction)
        return s3Error(u"InvalidRequest"_s,
                       u"At least one action needs to be specified in a rule"_s);
    // An expiration no later than a transition would leave the transition nothing to move.
    if (rule.expirationDays)
        for (const auto &t : std::as_const(rule.transitions))
            if (t.days >= *rule.expirationDays)
                return invalidArgument(u"'Days' in the Expiration action for filter '"_s +
                                       filterText(rule.filter) +
                                       u"' must be greater than 'Days' in the Transition action"_s);
    if (rule.noncurrentExpiration)
        for (const auto &t : std::as_const(rule.noncurrentTransitions))
            if (t.noncurrentDays >= rule.noncurrentExpiration->noncurrentDays)
                return invalidArgument(
                    u"'NoncurrentDays' in the NoncurrentVersionExpiration action for filter '"_s +
                    filterText(rule.filter) +
                    u"' must be greater than 'NoncurrentDays' in the NoncurrentVersionTransition "
                    u"action"_s);
    return std::nullopt;
}

QString minimumSizeName(MinimumTransitionSize size)
{
    return size == MinimumTransitionSize::AllStorageClasses128K ? u"all_storage_classes_128K"_s
                                                                : u"varies_by_storage_class"_s;
}

QJsonObject ruleToJson(const LifecycleRule &rule)
{
    QJsonObject out{{u"Status"_s, rule.enabled ? u"Enabled"_s : u"Disabled"_s}};
    if (!rule.id.isEmpty())
        out.insert(u"ID"_s, rule.id);
    if (rule.filter.json)
        out.insert(u"Filter"_s, *rule.filter.json);
    else
        out.insert(u"Prefix"_s, rule.filter.prefix);
    if (!rule.transitions.isEmpty()) {
        QJsonArray list;
        for (const auto &t : rule.transitions)
            list.append(QJsonObject{{u"Days"_s, t.days},
                                    {u"StorageClass"_s, storageClassName(t.storageClass)}});
        out.insert(u"Transitions"_s, list);
    }
    if (rule.expirationDays)
        out.insert(u"Expiration"_s, QJsonObject{{u"Days"_s, *rule.expirationDays}});
    else if (rule.expiredObjectDeleteMarker)
        out.insert(u"Expiration"_s,
                   QJsonObject{{u"ExpiredObjectDeleteMarker"_s, *rule.expiredObjectDeleteMarker}});
    if (rule.noncurrentExpiration) {
        QJsonObject e{{u"NoncurrentDays"_s, rule.noncurrentExpiration->noncurrentDays}};
        if (rule.noncurrentExpiration->newerNoncurrentVersions)
            e.insert(u"NewerNoncurrentVersions"_s,
                     *rule.noncurrentExpiration->newerNoncurrentVersions);
        out.insert(u"NoncurrentVersionExpiration"_s, e);
    }
    if (!rule.noncurrentTransitions.isEmpty()) {
        QJsonArray list;
        for (const auto &t : rule.noncurrentTransitions) {
            QJsonObject o{{u"NoncurrentDays"_s, t.noncurrentDays},
                          {u"StorageClass"_s, storageClassName(t.storageClass)}};
            if (t.newerNoncurrentVersions)
                o.insert(u"NewerNoncurrentVersions"_s, *t.newerNoncurrentVersions);
            list.append(o);
        }
        out.insert(u"NoncurrentVersionTransitions"_s, list);
    }
    if (rule.abortIncompleteMultipartUploadDays)
        out.insert(
            u"AbortIncompleteMultipartUpload"_s,
            QJsonObject{{u"DaysAfterInitiation"_s, *rule.abortIncompleteMultipartUploadDays}});
    return out;
}

} // namespace

Error s3Error(const QString &code, const QString &message, const QString &detail)
{
    QJsonObject extra{{u"Code"_s, code}};
    if (!detail.isEmpty())
        extra.insert(u"Detail"_s, detail);
    const bool missing = code == u"NoSuchKey"_s || code == u"NoSuchVersion"_s;
    return Error{missing ? ErrorType::ResourceNotFound : ErrorType::Validation, message, extra};
}

Result<LifecycleConfiguration> LifecycleConfiguration::fromJson(const QJsonObject &json)
{
    if (auto e = onlyFields(json, {u"Rules"_s, u"TransitionDefaultMinimumObjectSize"_s},
                            u"LifecycleConfiguration"_s))
        return std::unexpected(*e);
    LifecycleConfiguration config;
    if (json.contains(u"TransitionDefaultMinimumObjectSize"_s)) {
        const QString size = json.value(u"TransitionDefaultMinimumObjectSize"_s).toString();
        if (size == minimumSizeName(MinimumTransitionSize::VariesByStorageClass))
            config.minimumTransitionSize = MinimumTransitionSize::VariesByStorageClass;
        else if (size != minimumSizeName(MinimumTransitionSize::AllStorageClasses128K))
            return std::unexpected(malformed(u"TransitionDefaultMinimumObjectSize must be "
                                             u"all_storage_classes_128K or "
                                             u"varies_by_storage_class"_s));
    }
    const QJsonValue rules = json.value(u"Rules"_s);
    if (!rules.isArray() || rules.toArray().isEmpty())
        return std::unexpected(malformed(u"Rules must be a non-empty array"_s));
    const QJsonArray array = rules.toArray();
    if (array.size() > kMaxRules)
        return std::unexpected(s3Error(
            u"InvalidRequest"_s, u"Lifecycle configuration should have at most 1000 rules"_s));
    QSet<QString> ids;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString where = u"Rules[%1]"_s.arg(i);
        if (!array.at(i).isObject())
            return std::unexpected(malformed(where + u" must be an object"_s));
        LifecycleRule rule;
        if (auto e = parseRule(array.at(i).toObject(), where, rule))
            return std::unexpected(*e);
        if (!rule.id.isEmpty() && ids.contains(rule.id))
            return std::unexpected(
                invalidArgument(u"Rule ID must be unique. Found same ID for more than one rule"_s));
        ids.insert(rule.id);
        config.rules << rule;
    }
    return config;
}

QJsonObject LifecycleConfiguration::toJson() const
{
    QJsonArray list;
    for (const auto &rule : rules)
        list.append(ruleToJson(rule));
    return {{u"Rules"_s, list},
            {u"TransitionDefaultMinimumObjectSize"_s, minimumSizeName(minimumTransitionSize)}};
}

bool LifecycleFilter::matches(const QString &key, const Tags &objectTags, qint64 size) const
{
    if (!key.startsWith(prefix))
        return false;
    for (auto it = tags.begin(); it != tags.end(); ++it) {
        const auto found = objectTags.find(it.key());
        if (found == objectTags.end() || *found != it.value())
            return false;
    }
    return (!sizeGreaterThan || size > *sizeGreaterThan) && (!sizeLessThan || size < *sizeLessThan);
}

} // namespace lw::bucket
