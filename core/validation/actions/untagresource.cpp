// UntagResource: tag keys removed from a table, named by its ARN (dynalite's checks and texts).
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem untagResourceChecks(const QJsonObject &request)
{
    return taggingProblem(request, u"TagKeys"_s,
                          u"Atleast one Tag Key needs to be provided as Input."_s);
}

} // namespace

ActionSpec untagResourceSpec()
{
    return {u"UntagResource"_s,
            {member(u"ResourceArn"_s, string()), member(u"TagKeys"_s, list(string()))},
            untagResourceChecks};
}

} // namespace lw::validation
