// TagResource, UntagResource and ListTagsOfResource (contracts in actions.h): the tags' own rules
// as the service words them, checked in request order before the table is looked up; then the
// table, named by its ARN, whose tags the engine replaces in one transaction.
#include "actions.h"
#include "engine/tables.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

constexpr qsizetype kMaxTags = 50;
constexpr qsizetype kMaxKeyLength = 128;
constexpr qsizetype kMaxValueLength = 256;

// The table the validated ARN names, if it is this workspace's (its ARN exactly).
Result<TableDefinition> taggedTable(Engine &engine, const QString &arn)
{
    const QString name = arn.section(u"table/"_s, 1);
    auto table = tablesOf(engine).table(name);
    if (!table || table->arn() != arn)
        return std::unexpected(
            Error{ErrorType::ResourceNotFound,
                  u"Requested resource not found: ResourcArn: "_s + arn + u" not found"_s,
                  {}});
    return table;
}

Error tooManyTags()
{
    return validationError(
        u"Number of Tags exceed the current limit for the provided ResourceArn"_s);
}

Status keyProblem(const QString &key)
{
    if (key.isEmpty() || key.size() > kMaxKeyLength)
        return std::unexpected(validationError(u"The Tag Key provided is invalid, Key: "_s + key));
    if (key.startsWith(u"aws:"_s))
        return std::unexpected(
            validationError(u"Tag Key cannot be prefixed with aws:, Key: "_s + key));
    return {};
}

} // namespace

Result<QMap<QString, QString>> tagsFromJson(const QJsonArray &tags)
{
    QMap<QString, QString> out;
    for (const QJsonValue &v : tags) {
        const QJsonObject tag = v.toObject();
        const QString key = tag.value(u"Key"_s).toString();
        LW_TRY(keyProblem(key));
        if (!tag.contains(u"Value"_s) || tag.value(u"Value"_s).toString().size() > kMaxValueLength)
            return std::unexpected(validationError(
                u"The Tag Value provided is invalid, Value: "_s +
                (tag.contains(u"Value"_s) ? tag.value(u"Value"_s).toString() : u"null"_s)));
        if (out.contains(key))
            return std::unexpected(validationError(
                u"Duplicate Tag Keys provided as input: Duplicate Tag Key found "_s + key));
        out.insert(key, tag.value(u"Value"_s).toString());
    }
    if (out.size() > kMaxTags)
        return std::unexpected(tooManyTags());
    return out;
}

Result<QJsonObject> tagResource(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto added = tagsFromJson(request.value(u"Tags"_s).toArray());
    LW_TRY(added);
    auto table = taggedTable(engine, request.value(u"ResourceArn"_s).toString());
    LW_TRY(table);
    QMap<QString, QString> tags = table->tags;
    tags.insert(*added);
    if (tags.size() > kMaxTags)
        return std::unexpected(tooManyTags());
    LW_TRY(tablesOf(engine).setTags(table->name, tags));
    return QJsonObject();
}

Result<QJsonObject> untagResource(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    QStringList keys;
    for (const QJsonValue &v : request.value(u"TagKeys"_s).toArray()) {
        LW_TRY(keyProblem(v.toString()));
        keys << v.toString();
    }
    auto table = taggedTable(engine, request.value(u"ResourceArn"_s).toString());
    LW_TRY(table);
    QMap<QString, QString> tags = table->tags;
    for (const QString &key : std::as_const(keys))
        tags.remove(key);
    // Removing keys the table does not have changes nothing, and writes nothing.
    if (tags != table->tags)
        LW_TRY(tablesOf(engine).setTags(table->name, tags));
    return QJsonObject();
}

Result<QJsonObject> listTagsOfResource(Engine &engine, const QJsonObject &request,
                                       const CallOptions &)
{
    auto table = taggedTable(engine, request.value(u"ResourceArn"_s).toString());
    LW_TRY(table);
    QJsonArray tags;
    for (auto it = table->tags.begin(); it != table->tags.end(); ++it)
        tags.append(QJsonObject{{u"Key"_s, it.key()}, {u"Value"_s, it.value()}});
    return QJsonObject{{u"Tags"_s, tags}};
}

} // namespace lw::api
