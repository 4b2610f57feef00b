// ListTagsOfResource: a table's tags, named by its ARN (dynalite's checks and texts).
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem listTagsOfResourceChecks(const QJsonObject &request)
{
    return taggingProblem(request);
}

} // namespace

ActionSpec listTagsOfResourceSpec()
{
    return {u"ListTagsOfResource"_s,
            {member(u"ResourceArn"_s, string()), member(u"NextToken"_s, string())},
            listTagsOfResourceChecks};
}

} // namespace lw::validation
