// Which actions are DynamoDB's and DynamoDB Streams' own — the AWS SDKs' methods, sent with the
// X-Amz-Target of their service — and which are the workbench's (AdvanceClock, DescribeCache …):
// code generation writes only the service's as SDK calls (codegen/codegen.h), the endpoint asks
// credentials only for them (server/dynamoserver.h), and a call to a remote endpoint needs the
// target of its service (aws/awsclient.h).
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringView>

namespace lw {

// One of DynamoDB's actions the workbench serves, or one of DynamoDB Streams'.
bool isServiceAction(QStringView action);
// ListStreams, DescribeStream, GetShardIterator, GetRecords: DynamoDB Streams' own.
bool isStreamsAction(QStringView action);
// Whether a service action `request` may change a table or its items: PutItem, UpdateItem,
// DeleteItem, BatchWriteItem, TransactWriteItems, CreateTable, UpdateTable, DeleteTable,
// UpdateTimeToLive, TagResource, UntagResource, and PartiQL's ExecuteStatement,
// BatchExecuteStatement and ExecuteTransaction unless every statement is a SELECT. A remote
// connection refuses these when read-only (remote/remoteapi.h) and asks before sending them
// otherwise (the window).
bool writesData(QStringView action, const QJsonObject &request);
// The X-Amz-Target a service action is sent with: "DynamoDB_20120810.GetItem",
// "DynamoDBStreams_20120810.GetRecords".
QString serviceTarget(QStringView action);

} // namespace lw
