// UntagResource: tag keys removed from a table, named by its ARN (dynalite's checks and texts).
#include "actions.h"
#include "common.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem untagResourceChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(tableArnProblem(
        request, request.contains(u"TagKeys"_s)
                     ? Problem()
                     : Problem(u"1 validation error detected: Value null at 'tagKeys' failed to "
                               "satisfy constraint: Member must not be null"_s)));
    if (request.value(u"TagKeys"_s).toArray().isEmpty())
        return u"Atleast one Tag Key needs to be provided as Input."_s;
    return std::nullopt;
}

} // namespace

ActionSpec untagResourceSpec()
{
    return {u"UntagResource"_s,
            {member(u"ResourceArn"_s, string()), member(u"TagKeys"_s, list(string()))},
            untagResourceChecks};
}

} // namespace lw::validation
