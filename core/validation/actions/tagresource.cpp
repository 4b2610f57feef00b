// TagResource: tags added to a table, named by its ARN. The checks and texts are dynalite's
// (tested against the service): the tags' own rules and the table's existence are the api's.
#include "actions.h"
#include "common.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem tagResourceChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(tableArnProblem(
        request, request.contains(u"Tags"_s)
                     ? Problem()
                     : Problem(u"1 validation error detected: Value null at 'tags' failed to "
                               "satisfy constraint: Member must not be null"_s)));
    if (request.value(u"Tags"_s).toArray().isEmpty())
        return u"Atleast one Tag needs to be provided as Input."_s;
    return std::nullopt;
}

} // namespace

ActionSpec tagResourceSpec()
{
    const Shape tag =
        structure(u"Tag"_s, {member(u"Key"_s, string()), member(u"Value"_s, string())});
    return {u"TagResource"_s,
            {member(u"ResourceArn"_s, string()), member(u"Tags"_s, list(tag))},
            tagResourceChecks};
}

} // namespace lw::validation
