// Reading DynamoDB Streams request members, checked as the Streams service checks them: the
// model's constraints in its "1 validation error detected: Value … at '<member>' failed to
// satisfy constraint: …" wording (requestjson.h), member names in lowerCamel.
#pragma once

#include "engine/streamshards.h"
#include "model/error.h"

#include <QJsonObject>

namespace lw::api {

// A required StreamArn: "Value null at 'streamArn' … Member must not be null", and 37 to 1024
// characters ("Member must have length greater than or equal to 37").
Result<QString> streamArn(const QJsonObject &request);
// An optional StreamArn member (ListStreams' ExclusiveStartStreamArn): empty when absent.
Result<QString> optionalStreamArn(const QJsonObject &request, const QString &member);
// Limit: `max` when absent, else 1 to `max` ("Member must have value less than or equal to
// 100").
Result<int> limit(const QJsonObject &request, int max);
// GetShardIterator's members: ShardId (28 to 65 characters), ShardIteratorType (one of the
// four), SequenceNumber (21 to 40 characters, given exactly for AT_ and AFTER_SEQUENCE_NUMBER).
Result<ShardIteratorRequest> shardIteratorRequest(const QJsonObject &request);
// GetRecords' ShardIterator: required, 1 to 2048 characters.
Result<QString> shardIterator(const QJsonObject &request);

} // namespace lw::api
