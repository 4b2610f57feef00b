#include "attributevalue.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kTypeNames[] = {u"S"_s, u"N"_s, u"B"_s,  u"BOOL"_s, u"NULL"_s,
                              u"L"_s, u"M"_s, u"SS"_s, u"NS"_s,   u"BS"_s};

template<class Set> bool sameMembers(const Set &a, const Set &b)
{
    if (a.size() != b.size())
        return false;
    // Sets are duplicate-free, so equal sizes plus inclusion one way means equality.
    return std::all_of(a.begin(), a.end(),
                       [&](const auto &x) { return std::find(b.begin(), b.end(), x) != b.end(); });
}

} // namespace

QString AttributeValue::typeName(Type t)
{
    return kTypeNames[static_cast<int>(t) - 1];
}

std::optional<AttributeValue::Type> AttributeValue::typeFromName(QStringView name)
{
    for (int i = 0; i < 10; ++i) {
        if (kTypeNames[i] == name)
            return static_cast<Type>(i + 1);
    }
    return std::nullopt;
}

bool operator==(const AttributeValue &a, const AttributeValue &b)
{
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case AttributeValue::Type::SS:
        return sameMembers(a.asStringSet(), b.asStringSet());
    case AttributeValue::Type::NS:
        return sameMembers(a.asNumberSet(), b.asNumberSet());
    case AttributeValue::Type::BS:
        return sameMembers(a.asBinarySet(), b.asBinarySet());
    default:
        return a.m_value == b.m_value;
    }
}

} // namespace lw
