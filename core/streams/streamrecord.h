// One DynamoDB Streams record: what the engine keeps for each change of a table with a stream,
// and its JSON as GetRecords returns it (docs/fidelity.md "Streams").
#pragma once

#include "model/attributevalue.h"
#include "model/tabledefinition.h"
#include "time/lifecycle.h"

#include <QJsonObject>

#include <optional>

namespace lw {

enum class StreamEvent : quint8 // FROZEN: stored in stream records
{
    Insert = 0,
    Modify = 1,
    Remove = 2,
};

struct StreamRecord
{
    qint64 seq = 0; // the change's sequence number in the workspace (history.h)
    qint64 timeMs = 0;
    StreamEvent event = StreamEvent::Insert;
    Origin origin = Origin::User;
    StreamViewType viewType = StreamViewType::KeysOnly;
    Item keys;
    std::optional<Item> oldImage, newImage; // as the view type keeps them
    qint64 sizeBytes = 0;
};

// A change as a stream records it: from `oldItem` to `newItem` (null: none; not both, and not
// equal), of DynamoDB sizes `oldSize` and `newSize`.
struct StreamChange
{
    qint64 seq = 0;
    qint64 timeMs = 0;
    Origin origin = Origin::User;
    const Item *oldItem = nullptr, *newItem = nullptr;
    qint64 oldSize = 0, newSize = 0;

    StreamEvent event() const;
};

// Which images a view type keeps.
bool keepsOldImage(StreamViewType type);
bool keepsNewImage(StreamViewType type);

// SequenceNumber: 21 digits, increasing with `seq` (DynamoDB's are 21 to 40 digits).
QString sequenceNumberText(qint64 seq);
// The seq of a SequenceNumber this engine gave; none for anything else.
std::optional<qint64> parseSequenceNumber(QStringView text);

// Which JSON a record is written as. The two differ only in a TTL delete's userIdentity, whose
// member names are cased differently by the two AWS services that carry stream records:
//   Api          the DynamoDB Streams API's wire shape (GetRecords; the SDKs' and botocore's
//                model "Identity"): {"PrincipalId": "dynamodb.amazonaws.com", "Type": "Service"}.
//                An SDK drops members its model does not name, so only this form reaches its
//                users.
//   LambdaEvent  the record as Lambda delivers it to a function, and so what an event source
//                mapping's FilterCriteria patterns match (streams/eventfilter.h) and what a
//                consumer (a Lambda's stand-in) sees: {"type": "Service", "principalId":
//                "dynamodb.amazonaws.com"}, as the DynamoDB TTL and Lambda filtering pages show.
enum class StreamRecordForm
{
    Api,
    LambdaEvent,
};

// The record as GetRecords returns it (or Lambda delivers it, by `form`): eventID, eventName,
// eventVersion "1.1", eventSource "aws:dynamodb", awsRegion, dynamodb {ApproximateCreationDateTime
// (epoch seconds, rounded down), Keys, NewImage, OldImage, SequenceNumber, SizeBytes,
// StreamViewType}, and for a TTL delete userIdentity in the form's casing.
QJsonObject streamRecordToJson(const StreamRecord &record, StreamRecordForm form);

} // namespace lw
