#include "nesting.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The levels `value`, itself at `level`, reaches; at most stopAfter + 1.
int levelsOf(const AttributeValue &value, int level, int stopAfter)
{
    if (level > stopAfter)
        return level;
    int deepest = level;
    if (value.type() == AttributeValue::Type::M) {
        for (const auto &entry : value.asMap())
            deepest = std::max(deepest, levelsOf(entry.second, level + 1, stopAfter));
    } else if (value.type() == AttributeValue::Type::L) {
        for (const auto &element : value.asList())
            deepest = std::max(deepest, levelsOf(element, level + 1, stopAfter));
    }
    return deepest;
}

} // namespace

int nestingLevels(const Item &item, int stopAfter)
{
    int deepest = 0;
    for (const auto &entry : item) {
        deepest = std::max(deepest, levelsOf(entry.second, 1, stopAfter));
        if (deepest > stopAfter)
            break;
    }
    return deepest;
}

Status checkNesting(const Item &item)
{
    if (nestingLevels(item) <= kMaxNestingLevels)
        return {};
    return std::unexpected(
        validationError(u"Nesting Levels have exceeded supported limits: Attributes in the item "_s
                        u"have nested levels beyond supported limit"_s));
}

} // namespace lw
