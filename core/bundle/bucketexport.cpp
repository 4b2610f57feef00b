#include "bucketexport.h"

#include "zipwriter.h"

#include "api/api.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace lw::bundle {

Result<QJsonArray> listBucketObjects(Api &api)
{
    QJsonArray contents;
    QJsonObject request;
    for (;;) {
        auto page = api.call(u"ListArchiveObjects", request);
        LW_TRY(page);
        for (const QJsonValue object : page->value(u"Contents"_s).toArray())
            contents.append(object);
        if (!page->contains(u"NextContinuationToken"_s))
            return contents;
        request.insert(u"ContinuationToken"_s, page->value(u"NextContinuationToken"_s));
    }
}

QString bucketEntryName(const QString &key)
{
    QStringList segments = key.split(u'/');
    for (qsizetype i = 0; i < segments.size(); ++i) {
        QString &segment = segments[i];
        // A trailing "/" names a folder-like key; its empty last segment is kept as an escape
        // too, so "a/" and "a" stay different entries.
        if (segment.isEmpty() || segment == u"."_s || segment == u".."_s) {
            segment = segment.isEmpty() ? u"%2F"_s : QString(segment).replace(u'.', u"%2E"_s);
            continue;
        }
        segment.replace(u'%', u"%25"_s).replace(u'\\', u"%5C"_s);
        if (segment.contains(u':') && i == 0) // a drive letter ("C:") where Windows unzips
            segment.replace(u':', u"%3A"_s);
    }
    return segments.join(u'/');
}

Status exportBucketZip(Api &api, const QString &zipPath, const WorkProgress &progress)
{
    auto objects = listBucketObjects(api);
    LW_TRY(objects);
    return writeZipReplacing(zipPath, [&](ZipWriter &zip) -> Status {
        const qint64 total = objects->size();
        qint64 done = 0;
        for (const QJsonValue listed : std::as_const(*objects)) {
            const QString key = listed.toObject().value(u"Key"_s).toString();
            auto object = api.call(u"GetArchiveObject", {{u"Key"_s, key}});
            LW_TRY(object);
            const QByteArray body = object->value(u"Body"_s).toString().toUtf8();
            if (auto s = zip.add(bucketEntryName(key), body); !s)
                return s;
            if (!reportProgress(progress, ++done, total))
                return std::unexpected(validationError(u"Export cancelled"_s));
        }
        return {};
    });
}

} // namespace lw::bundle
