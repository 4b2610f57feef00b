#include "lifecycle.h"

using namespace Qt::StringLiterals;

namespace lw {

QString originName(Origin origin)
{
    switch (origin) {
    case Origin::User:
        return u"user"_s;
    case Origin::Ttl:
        return u"ttl"_s;
    case Origin::Consumer:
        return u"consumer"_s;
    }
    return {};
}

QString lifecycleStateName(LifecycleState state)
{
    switch (state) {
    case LifecycleState::Absent:
        return u"absent"_s;
    case LifecycleState::Active:
        return u"active"_s;
    case LifecycleState::Expired:
        return u"expired"_s;
    case LifecycleState::DeletedByTtl:
        return u"deleted-by-ttl"_s;
    case LifecycleState::DeletedByUser:
        return u"deleted-by-user"_s;
    case LifecycleState::DeletedByConsumer:
        return u"deleted-by-consumer"_s;
    }
    return {};
}

} // namespace lw
