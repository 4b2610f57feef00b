#include "validate.h"

#include "actions/actions.h"
#include "constraints.h"
#include "typecheck.h"

#include <algorithm>

namespace lw::validation {

namespace {

const std::vector<ActionSpec> &specs()
{
    static const std::vector<ActionSpec> all = [] {
        std::vector<ActionSpec> v = {
            batchExecuteStatementSpec(),
            batchGetItemSpec(),
            batchWriteItemSpec(),
            createTableSpec(),
            deleteItemSpec(),
            deleteTableSpec(),
            describeStreamSpec(),
            describeTableSpec(),
            describeTimeToLiveSpec(),
            executeStatementSpec(),
            executeTransactionSpec(),
            getItemSpec(),
            getRecordsSpec(),
            getShardIteratorSpec(),
            listStreamsSpec(),
            listTablesSpec(),
            listTagsOfResourceSpec(),
            putItemSpec(),
            querySpec(),
            scanSpec(),
            tagResourceSpec(),
            transactGetItemsSpec(),
            transactWriteItemsSpec(),
            untagResourceSpec(),
            updateItemSpec(),
            updateTableSpec(),
            updateTimeToLiveSpec(),
        };
        std::sort(v.begin(), v.end(),
                  [](const ActionSpec &a, const ActionSpec &b) { return a.action < b.action; });
        return v;
    }();
    return all;
}

} // namespace

const ActionSpec *specFor(QStringView action)
{
    const auto &all = specs();
    auto it = std::find_if(all.begin(), all.end(),
                           [&](const ActionSpec &s) { return s.action == action; });
    return it == all.end() ? nullptr : &*it;
}

QStringList specifiedActions()
{
    QStringList names;
    for (const ActionSpec &s : specs())
        names << s.action;
    return names;
}

Result<QJsonObject> validate(QStringView action, const QJsonObject &request)
{
    const ActionSpec *spec = specFor(action);
    if (!spec)
        return request;
    auto read = typeCheck(request, spec->members);
    LW_TRY(read);
    LW_TRY(checkConstraints(*read, spec->members, spec->wording));
    if (spec->custom) {
        if (auto problem = spec->custom(*read))
            return std::unexpected(requestError(*problem));
    }
    return read;
}

} // namespace lw::validation
