// Reading a NoSQL Workbench data model (its JSON export, format "Version" 3.0 and the 2.0 models
// with table facets) into what the import needs: one CreateTable request per table and the
// table's sample items. Nothing here touches a workspace; workbenchmodel.h checks the result
// against DynamoDB's rules and the workspace, then imports it.
//
// The export's shape, as NoSQL Workbench writes it:
//   {"ModelName": s, "ModelMetadata": {...}, "DataModel": [
//     {"TableName": s,
//      "KeyAttributes": {"PartitionKey": {"AttributeName": s, "AttributeType": "S"|"N"|"B"},
//                        "SortKey": {...}},                                  (optional)
//      "NonKeyAttributes": [{"AttributeName": s, "AttributeType": s}, ...],  (not carried)
//      "GlobalSecondaryIndexes": [{"IndexName": s, "KeyAttributes": {...},
//                                  "Projection": {"ProjectionType": s, "NonKeyAttributes": [s]}}],
//      "TableData": [item in DynamoDB JSON, ...],
//      "TableFacets": [{"FacetName": s, "TableData": [...], ...}],          (their TableData only)
//      "DataAccess": {...},                                                  (not carried)
//      "BillingMode": "PROVISIONED"|"PAY_PER_REQUEST",
//      "ProvisionedCapacitySettings": {"ProvisionedThroughput": {"ReadCapacityUnits": n,
//                                      "WriteCapacityUnits": n}, "AutoScalingRead": ...}}]}
// The CreateTable request built from it: KeySchema and AttributeDefinitions from the table's and
// the indexes' KeyAttributes; BillingMode as given (PROVISIONED when absent, as CreateTable's
// default); for PROVISIONED the model's throughput, 5 and 5 when it names none (NoSQL
// Workbench's own default), and the same throughput for each GSI (the model has none per
// index); a "StreamSpecification" member, which NoSQL Workbench does not write, is passed on
// when present, so streams are off unless a model asks.
#pragma once

#include "model/error.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace lw::formats {

struct ModelItem
{
    QString where; // the item's place in the model, for messages: "TableData[3]"
    QJsonValue json;
};

struct ModelTable
{
    QString name;
    QJsonObject createTable; // the CreateTable request
    QList<ModelItem> items;  // TableData, then each facet's TableData
};

// The tables of the model in `json`, in the model's order. Errors (ValidationException, the
// message starting "Model <fileName>: "): not JSON ("is not JSON: <parser message>"); no
// "DataModel" list, or an empty one; a table that is not an object, has no TableName or no
// KeyAttributes.PartitionKey; a key without an AttributeName or AttributeType string; a GSI
// without an IndexName or KeyAttributes.PartitionKey; TableData (or a facet's) that is not a
// list; an unknown BillingMode. Each message names the table ("table \"Orders\": …") or, before
// its name is known, its place ("DataModel[2]: …").
Result<QList<ModelTable>> readWorkbenchModel(const QByteArray &json, const QString &fileName);

} // namespace lw::formats
