// UpdateTimeToLive: the table and its one TTL attribute. The members' constraints are the API
// reference's (AttributeName 1 to 255 characters), Enabled first and an empty name not echoed as
// captured from the service (tst_timetolive holds the captures); whether the change is allowed now
// (one per hour, a different attribute while enabled) is the engine's.
#include "actions.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec updateTimeToLiveSpec()
{
    return {u"UpdateTimeToLive"_s,
            {requiredTableName(),
             member(u"TimeToLiveSpecification"_s,
                    fieldStructure(u"TimeToLiveSpecification"_s,
                                   {member(u"Enabled"_s, boolean().notNull()),
                                    member(u"AttributeName"_s,
                                           string().notNull().minLength(1).maxLength(255))})
                        .notNull())},
            nullptr,
            Wording::HideEmpty};
}

} // namespace lw::validation
