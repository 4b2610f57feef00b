#include "gsi/gsimembership.h"

#include "common/attributetext.h"

namespace lw {

IndexMembership indexMembership(const QJsonObject &item, const IndexInfo &index)
{
    IndexMembership membership;
    for (const KeyAttribute &key : index.key) {
        const auto found = item.constFind(key.name);
        if (found == item.constEnd())
            membership.missing << key.name;
        else if (!key.type.isEmpty() && attributeType(found->toObject()) != key.type)
            membership.wrongType << key.name;
    }
    return membership;
}

} // namespace lw
