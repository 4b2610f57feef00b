// TagResource: tags added to a table, named by its ARN. The checks and texts are dynalite's
// (tested against the service): the tags' own rules and the table's existence are the api's.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem tagResourceChecks(const QJsonObject &request)
{
    return taggingProblem(request, u"Tags"_s, u"Atleast one Tag needs to be provided as Input."_s);
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
