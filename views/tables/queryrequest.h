// What the query builder asks for, as the request DynamoDB takes: a Query on a table or index by
// its partition key value (and optionally a sort key condition), or a Scan of it, each with an
// optional filter of one attribute. Names and values always go in as placeholders (#pk, :pk,
// #f, :f), so attribute names that are reserved words ("status", "name") need no care.
//
// Pure functions; any thread.
#pragma once

#include "common/tableinfo.h"

#include <QJsonObject>
#include <QString>

namespace lw {

struct QueryForm
{
    bool scan = false;      // a Scan of the whole table or index; else a Query
    QString indexName;      // empty: the table itself
    QString partitionValue; // the Query's partition key value, as typed
    // The sort key condition: empty for none, else "=", "<", "<=", ">", ">=", "BETWEEN" or
    // "begins_with" (with sortValue, and sortValue2 for BETWEEN's upper bound).
    QString sortOperator;
    QString sortValue;
    QString sortValue2;
    bool descending = false; // a Query's order by sort key (ScanIndexForward false)
    // The filter: empty attribute for none. Operators: "=", "<>", "<", "<=", ">", ">=",
    // "begins_with", "contains", "attribute_exists", "attribute_not_exists" (the last two take
    // no value). The value is a Number when filterNumber, else a String.
    QString filterAttribute;
    QString filterOperator = QStringLiteral("=");
    QString filterValue;
    bool filterNumber = false;
};

struct BuiltQuery
{
    QString action;      // "Query" or "Scan"
    QJsonObject request; // TableName, IndexName and the expressions
    QString error;       // set when the form cannot make a request (nothing else is then)
};

// The request `form` makes on `table`. Errors: a Query without a partition key value, an index
// the table does not have, a sort key condition on a key without a sort key, a Number key or
// filter value that is not a number, BETWEEN without its upper bound, an unknown operator.
BuiltQuery queryRequest(const QueryForm &form, const TableInfo &table);

// The items view's filter box as DynamoDB filters: `request` (a Scan's or a Query's) with a
// FilterExpression keeping the items one of `attributes` of contains `text` (contains(), as
// case-sensitive as DynamoDB's), or equals it as a Number when `text` is one; ANDed with the
// request's own filter. Placeholders #t0, #t1, …, :t and :tn. An empty text or attribute list
// leaves the request as it is. A Query's FilterExpression may not name the key it queries by:
// the caller leaves those attributes out.
QJsonObject withTextFilter(QJsonObject request, const QString &text, const QStringList &attributes);

} // namespace lw
