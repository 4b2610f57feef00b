// The "New Table" form as a value, and the DynamoDB requests it makes: the CreateTable request and
// the UpdateTimeToLive request that follows it once the table exists. Pure functions, so the exact
// request shapes and the search for the field at fault are tested without widgets.
//
// Whether a request is valid is the core's to say (tableDefinitionFromCreateRequest, the check
// CreateTable itself runs, with DynamoDB's texts); nothing here knows a rule of its own. The form
// is translated as typed: names are not trimmed, an unnamed partition key is sent as "" and an
// INCLUDE projection without attributes as an empty NonKeyAttributes list, so that what the core
// accepts is exactly what the user asked for.
#pragma once

#include "common/tableinfo.h"
#include "model/error.h"

#include <QJsonObject>

#include <optional>

namespace lw {

struct NewIndex
{
    QString name;
    KeyAttribute partitionKey;                  // GSIs only: an LSI's is the table's
    KeyAttribute sortKey;                       // none while its name is empty
    QString projection = QStringLiteral("ALL"); // ALL, KEYS_ONLY or INCLUDE
    QStringList nonKeyAttributes;               // INCLUDE only
    bool operator==(const NewIndex &) const = default;
};

struct NewTable
{
    QString name;
    KeyAttribute partitionKey;
    KeyAttribute sortKey; // none while its name is empty
    QList<NewIndex> globalIndexes;
    QList<NewIndex> localIndexes;
    bool payPerRequest = true;
    // PROVISIONED only. Every GSI is given the table's units, as DynamoDB requires units for each
    // GSI of a provisioned table and a lesson has no use for different ones.
    qint64 readUnits = 5;
    qint64 writeUnits = 5;
    QString streamViewType;      // KEYS_ONLY, NEW_IMAGE, …; empty: no stream
    QString timeToLiveAttribute; // empty: TTL stays off
    bool operator==(const NewTable &) const = default;
};

// The CreateTable request: AttributeDefinitions list each key attribute once, in the order the
// form names them (table, then GSIs, then LSIs); an attribute given two different types is listed
// twice, for the core to refuse. Empty index lists and a stream that is off are left out.
QJsonObject createTableRequest(const NewTable &table);
// {TableName, TimeToLiveSpecification: {Enabled: true, AttributeName}}; none without an attribute.
std::optional<QJsonObject> timeToLiveRequest(const NewTable &table);
// The form a CreateTable request fills (to duplicate a table, or to reopen a request). Tolerant as
// parseTableDescription is; an absent BillingMode is PROVISIONED, DynamoDB's default. LSIs take the
// table's partition key whatever the request says, and GSIs the table's units.
NewTable newTableFromRequest(const QJsonObject &request);

// Why CreateTable would refuse the form, and where the form says it.
struct TableProblem
{
    enum class Where
    {
        TableName,
        TableKey,
        GlobalIndex,
        LocalIndex,
    };
    Error error; // the ValidationException, in DynamoDB's words
    Where where = Where::TableName;
    int index = -1; // GlobalIndex and LocalIndex: the index's position in its list
};
// None when the core accepts the request. The error is the whole request's; where it points is
// found by validating growing parts of the form (the table, then each LSI, then each GSI, the
// order the core checks them) until one fails, so no error text is parsed.
std::optional<TableProblem> tableProblem(const NewTable &table);

} // namespace lw
