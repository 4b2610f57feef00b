#include "streamparams.h"

#include "requestjson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// "streamArn" for "StreamArn", as the service names members in its texts.
QString memberPath(const QString &member)
{
    return member.first(1).toLower() + member.sliced(1);
}

// An optional string member of `min` to `max` characters; none when absent or null.
Result<std::optional<QString>> stringMember(const QJsonObject &request, const QString &member,
                                            qsizetype min, qsizetype max)
{
    const QJsonValue v = request.value(member);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isString())
        return std::unexpected(wrongType(member));
    const QString text = v.toString();
    if (text.size() < min || text.size() > max)
        return std::unexpected(valueConstraint(
            u"'"_s + text + u"'"_s, memberPath(member),
            text.size() < min
                ? u"Member must have length greater than or equal to "_s + QString::number(min)
                : u"Member must have length less than or equal to "_s + QString::number(max)));
    return text;
}

Result<QString> requiredString(const QJsonObject &request, const QString &member, qsizetype min,
                               qsizetype max)
{
    auto text = stringMember(request, member, min, max);
    LW_TRY(text);
    if (!*text)
        return std::unexpected(
            valueConstraint(u"null"_s, memberPath(member), u"Member must not be null"_s));
    return **text;
}

constexpr qsizetype kArnMin = 37, kArnMax = 1024;

} // namespace

Result<QString> streamArn(const QJsonObject &request)
{
    return requiredString(request, u"StreamArn"_s, kArnMin, kArnMax);
}

Result<QString> optionalStreamArn(const QJsonObject &request, const QString &member)
{
    auto arn = stringMember(request, member, kArnMin, kArnMax);
    LW_TRY(arn);
    return arn->value_or(QString());
}

Result<int> limit(const QJsonObject &request, int max)
{
    const QJsonValue v = request.value(u"Limit"_s);
    if (v.isUndefined() || v.isNull())
        return max;
    const qint64 n = v.toInteger(0);
    if (n < 1 || n > max)
        return std::unexpected(valueConstraint(
            u"'"_s + QString::number(n) + u"'"_s, u"limit"_s,
            n < 1 ? u"Member must have value greater than or equal to 1"_s
                  : u"Member must have value less than or equal to "_s + QString::number(max)));
    return int(n);
}

Result<ShardIteratorRequest> shardIteratorRequest(const QJsonObject &request)
{
    ShardIteratorRequest out;
    auto arn = streamArn(request);
    LW_TRY(arn);
    out.streamArn = *arn;
    auto shard = requiredString(request, u"ShardId"_s, 28, 65);
    LW_TRY(shard);
    out.shardId = *shard;
    auto type = requiredString(request, u"ShardIteratorType"_s, 0, 1024);
    LW_TRY(type);
    static const QStringList kTypes{u"TRIM_HORIZON"_s, u"LATEST"_s, u"AT_SEQUENCE_NUMBER"_s,
                                    u"AFTER_SEQUENCE_NUMBER"_s};
    const qsizetype typeIndex = kTypes.indexOf(*type);
    if (typeIndex < 0)
        return std::unexpected(
            valueConstraint(u"'"_s + *type + u"'"_s, u"shardIteratorType"_s,
                            u"Member must satisfy enum value set: [AFTER_SEQUENCE_NUMBER, LATEST, "
                            u"AT_SEQUENCE_NUMBER, TRIM_HORIZON]"_s));
    out.type = ShardIteratorType(typeIndex);
    auto seq = stringMember(request, u"SequenceNumber"_s, 21, 40);
    LW_TRY(seq);
    const bool needsSeq = out.type == ShardIteratorType::AtSequenceNumber ||
                          out.type == ShardIteratorType::AfterSequenceNumber;
    if (needsSeq && !*seq)
        return std::unexpected(
            validationError(u"Must specify a SequenceNumber for ShardIteratorType "_s + *type));
    if (!needsSeq && *seq)
        return std::unexpected(
            validationError(u"Must not specify a SequenceNumber for ShardIteratorType "_s + *type));
    if (*seq) {
        out.seq = parseSequenceNumber(**seq);
        if (!out.seq)
            return std::unexpected(validationError(u"Invalid SequenceNumber "_s + **seq));
    }
    return out;
}

Result<QString> shardIterator(const QJsonObject &request)
{
    return requiredString(request, u"ShardIterator"_s, 1, 2048);
}

} // namespace lw::api
