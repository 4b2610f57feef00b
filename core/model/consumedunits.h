// The read or write capacity units a one-table response reports it consumed: its
// ConsumedCapacity's CapacityUnits (ReturnConsumedCapacity TOTAL or INDEXES), 0 when it has none.
// The remote door, a copy into a workspace and the views' paging all read it so.
#pragma once

#include <QJsonObject>

namespace lw {

inline double consumedUnits(const QJsonObject &response)
{
    return response.value(QLatin1StringView("ConsumedCapacity"))
        .toObject()
        .value(QLatin1StringView("CapacityUnits"))
        .toDouble();
}

} // namespace lw
