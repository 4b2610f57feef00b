// A workload's requests as DynamoDB JSON, one after another (docs/workloads.md "Requests"):
// PutItem of the key, the attributes and a `payload` that brings the item to about `itemBytes`;
// GetItem of the key; UpdateItem `SET payload = :p` and the attributes; Query of the partition
// key (of the index, when one is named), with the spec's Limit.
#pragma once

#include "model/error.h"
#include "model/tabledefinition.h"
#include "valuesource.h"
#include "workloadspec.h"

#include <QJsonObject>

#include <vector>

namespace lw::workload {

class RequestMaker
{
public:
    // Checks that `spec` fits `table` and readies its value sources; `spec` must outlive the
    // maker. Errors (ValidationException, "workload: …"): an index the table does not have; a
    // key attribute of type B; a pattern that cannot make a number for an N key attribute (a
    // date, a sharded key, a prefix, a constant that is no number); an attribute that is the
    // partition key, or is named `payload` on a write, or (for a GetItem) is no key attribute; a
    // GetItem or UpdateItem on a table with a sort key the attributes do not give.
    static Result<RequestMaker> make(const Spec &spec, const TableDefinition &table);

    QString action() const { return actionName(m_spec->action); }
    // The next request, sent first at `simMs` (the date pattern's day).
    QJsonObject next(qint64 simMs);

private:
    struct Attribute
    {
        QString name;
        bool number = false;
        bool key = false; // part of the item's key (GetItem's Key, UpdateItem's Key)
        ValueSource source;
    };
    RequestMaker(const Spec &spec) : m_spec(&spec) {}

    const Spec *m_spec;
    std::vector<Attribute> m_attributes; // the partition key first
    QJsonObject m_base;                  // TableName, and what every request repeats
};

} // namespace lw::workload
