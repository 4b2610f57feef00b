#include "attributevalue.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr QLatin1StringView kTypeNameText[] = {"S"_L1, "N"_L1, "B"_L1,  "BOOL"_L1, "NULL"_L1,
                                               "L"_L1, "M"_L1, "SS"_L1, "NS"_L1,   "BS"_L1};
// The same as QStrings, shared by every typeName() rather than made per call.
const std::array<QString, 10> kTypeNames = [] {
    std::array<QString, 10> names;
    for (size_t i = 0; i < names.size(); ++i)
        names[i] = QString(kTypeNameText[i]);
    return names;
}();

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

QLatin1StringView AttributeValue::typeNameText(Type t)
{
    return kTypeNameText[static_cast<int>(t) - 1];
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
