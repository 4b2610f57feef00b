// The workbench's actions on its archive bucket (archive/bucket.h), answered in the JSON the AWS
// CLI shows for S3's ListObjectsV2, GetObject and the bucket lifecycle calls, so that what a
// lesson or a user reads looks like S3. Bodies are returned as text (the archiver writes JSON).
#include "engine/archivebucket.h"
#include "actions.h"
#include "api/requestjson.h"
#include "time/timetext.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

Result<QString> textMember(const QJsonObject &request, const QString &member, bool required)
{
    const QJsonValue value = request.value(member);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            return std::unexpected(
                valueConstraint(u"null"_s, member, u"Member must not be null"_s));
        return QString();
    }
    if (!value.isString())
        return std::unexpected(wrongType(member));
    return value.toString();
}

QJsonObject versionJson(const bucket::ObjectVersion &version)
{
    return QJsonObject{{u"Key"_s, version.key},
                       {u"LastModified"_s, formatTimeMs(version.lastModifiedMs)},
                       {u"ETag"_s, version.eTag},
                       {u"Size"_s, version.size},
                       {u"StorageClass"_s, bucket::storageClassName(version.storageClass)}};
}

} // namespace

Result<QJsonObject> listArchiveObjects(Engine &engine, const QJsonObject &request,
                                       const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"Prefix"_s, u"ContinuationToken"_s, u"MaxKeys"_s}); !s)
        return std::unexpected(s.error());
    auto prefix = textMember(request, u"Prefix"_s, false);
    LW_TRY(prefix);
    auto token = textMember(request, u"ContinuationToken"_s, false);
    LW_TRY(token);
    const int maxKeys = request.value(u"MaxKeys"_s).toInt(1000);
    if (maxKeys < 1 || maxKeys > 1000)
        return std::unexpected(valueConstraint(u"'%1'"_s.arg(maxKeys), u"MaxKeys"_s,
                                               u"Member must be between 1 and 1000"_s));
    auto page = bucketOf(engine).listObjects(
        *prefix, token->isEmpty() ? std::nullopt : std::optional(*token), maxKeys);
    LW_TRY(page);
    QJsonArray contents;
    for (const auto &version : std::as_const(page->objects))
        contents << versionJson(version);
    QJsonObject response{{u"KeyCount"_s, contents.size()},
                         {u"MaxKeys"_s, maxKeys},
                         {u"Prefix"_s, *prefix},
                         {u"IsTruncated"_s, page->nextContinuationToken.has_value()}};
    if (!contents.isEmpty())
        response.insert(u"Contents"_s, contents);
    if (page->nextContinuationToken)
        response.insert(u"NextContinuationToken"_s, *page->nextContinuationToken);
    return response;
}

Result<QJsonObject> getArchiveObject(Engine &engine, const QJsonObject &request,
                                     const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"Key"_s, u"VersionId"_s}); !s)
        return std::unexpected(s.error());
    auto key = textMember(request, u"Key"_s, true);
    LW_TRY(key);
    auto versionId = textMember(request, u"VersionId"_s, false);
    LW_TRY(versionId);
    auto found = bucketOf(engine).getObject(*key, versionId->isEmpty() ? std::nullopt
                                                                       : std::optional(*versionId));
    LW_TRY(found);
    const std::optional<bucket::StoredObject> &object = *found;
    if (!object || object->version.deleteMarker)
        return std::unexpected(Error{ErrorType::ResourceNotFound,
                                     u"NoSuchKey: The specified key does not exist."_s,
                                     {{u"Key"_s, *key}}});
    QJsonArray tags;
    for (auto [name, value] : object->version.tags.asKeyValueRange())
        tags << QJsonObject{{u"Key"_s, name}, {u"Value"_s, value}};
    QJsonObject response = versionJson(object->version);
    response.remove(u"Size"_s);
    response.insert(u"ContentLength"_s, object->version.size);
    response.insert(u"ContentType"_s, object->version.contentType);
    response.insert(u"VersionId"_s, object->version.versionId);
    response.insert(u"TagSet"_s, tags);
    response.insert(u"Body"_s, QString::fromUtf8(object->body));
    return response;
}

Result<QJsonObject> putArchiveLifecycleConfiguration(Engine &engine, const QJsonObject &request,
                                                     const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"LifecycleConfiguration"_s}); !s)
        return std::unexpected(s.error());
    auto config = bucket::LifecycleConfiguration::fromJson(
        request.value(u"LifecycleConfiguration"_s).toObject());
    LW_TRY(config);
    LW_TRY(bucketOf(engine).putLifecycleConfiguration(*config));
    return QJsonObject{};
}

Result<QJsonObject> getArchiveLifecycleConfiguration(Engine &engine, const QJsonObject &request,
                                                     const CallOptions &)
{
    if (auto s = onlyMembers(request, {}); !s)
        return std::unexpected(s.error());
    auto config = bucketOf(engine).lifecycleConfiguration();
    LW_TRY(config);
    if (!*config)
        return std::unexpected(
            Error{ErrorType::ResourceNotFound,
                  u"NoSuchLifecycleConfiguration: The lifecycle configuration does not exist"_s,
                  {}});
    return (*config)->toJson();
}

} // namespace lw::api
