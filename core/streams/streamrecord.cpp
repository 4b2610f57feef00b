#include "streamrecord.h"
#include "streamrecordjson.h"

#include "model/attributejson.h"
#include "model/compactjson.h"

#include <QCryptographicHash>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString eventName(StreamEvent event)
{
    switch (event) {
    case StreamEvent::Insert:
        return u"INSERT"_s;
    case StreamEvent::Modify:
        return u"MODIFY"_s;
    case StreamEvent::Remove:
        break;
    }
    return u"REMOVE"_s;
}

// A stable, unique id: a digest of the sequence number.
QString eventId(qint64 seq)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(sequenceNumberText(seq).toLatin1(), QCryptographicHash::Md5)
            .toHex());
}

} // namespace

StreamEvent StreamChange::event() const
{
    return !oldItem ? StreamEvent::Insert : newItem ? StreamEvent::Modify : StreamEvent::Remove;
}

bool keepsOldImage(StreamViewType type)
{
    return type == StreamViewType::OldImage || type == StreamViewType::NewAndOldImages;
}

bool keepsNewImage(StreamViewType type)
{
    return type == StreamViewType::NewImage || type == StreamViewType::NewAndOldImages;
}

// "1" and the seq in 20 digits: 21 digits that sort as the numbers do.
QString sequenceNumberText(qint64 seq)
{
    return u'1' + QString::number(seq).rightJustified(20, u'0');
}

std::optional<qint64> parseSequenceNumber(QStringView text)
{
    if (text.size() != 21 || text[0] != u'1' ||
        !std::all_of(text.begin(), text.end(), [](QChar c) { return c.isDigit(); }))
        return std::nullopt;
    const qint64 seq = text.sliced(1).toLongLong();
    if (seq <= 0)
        return std::nullopt;
    return seq;
}

QJsonObject streamRecordToJson(const StreamRecord &record, StreamRecordForm form)
{
    QJsonObject dynamodb{
        {u"ApproximateCreationDateTime"_s, double(record.timeMs / 1000)},
        {u"Keys"_s, itemToJson(record.keys)},
        {u"SequenceNumber"_s, sequenceNumberText(record.seq)},
        {u"SizeBytes"_s, double(record.sizeBytes)},
        {u"StreamViewType"_s, streamViewTypeName(record.viewType)},
    };
    if (record.newImage)
        dynamodb.insert(u"NewImage"_s, itemToJson(*record.newImage));
    if (record.oldImage)
        dynamodb.insert(u"OldImage"_s, itemToJson(*record.oldImage));
    QJsonObject out{
        {u"eventID"_s, eventId(record.seq)}, {u"eventName"_s, eventName(record.event)},
        {u"eventVersion"_s, u"1.1"_s},       {u"eventSource"_s, u"aws:dynamodb"_s},
        {u"awsRegion"_s, u"us-east-1"_s},    {u"dynamodb"_s, dynamodb},
    };
    if (record.origin == Origin::Ttl)
        out.insert(u"userIdentity"_s,
                   form == StreamRecordForm::Api
                       ? QJsonObject{{u"PrincipalId"_s, u"dynamodb.amazonaws.com"_s},
                                     {u"Type"_s, u"Service"_s}}
                       : QJsonObject{{u"type"_s, u"Service"_s},
                                     {u"principalId"_s, u"dynamodb.amazonaws.com"_s}});
    return out;
}

void appendStreamRecordJson(QByteArray &out, const StreamRecord &record)
{
    // Members in the order QJsonObject keeps them: by name.
    out += "{\"awsRegion\":\"us-east-1\",\"dynamodb\":{\"ApproximateCreationDateTime\":";
    out += QByteArray::number(record.timeMs / 1000);
    out += ",\"Keys\":";
    json::appendItem(out, record.keys);
    if (record.newImage) {
        out += ",\"NewImage\":";
        json::appendItem(out, *record.newImage);
    }
    if (record.oldImage) {
        out += ",\"OldImage\":";
        json::appendItem(out, *record.oldImage);
    }
    out += ",\"SequenceNumber\":";
    json::appendString(out, sequenceNumberText(record.seq));
    out += ",\"SizeBytes\":";
    out += QByteArray::number(record.sizeBytes);
    out += ",\"StreamViewType\":";
    json::appendString(out, streamViewTypeName(record.viewType));
    out += "},\"eventID\":";
    json::appendString(out, eventId(record.seq));
    out += ",\"eventName\":";
    json::appendString(out, eventName(record.event));
    out += ",\"eventSource\":\"aws:dynamodb\",\"eventVersion\":\"1.1\"";
    if (record.origin == Origin::Ttl)
        out += ",\"userIdentity\":{\"PrincipalId\":\"dynamodb.amazonaws.com\",\"Type\":"
               "\"Service\"}";
    out += '}';
}

} // namespace lw
