// Helpers for tests that build expression trees by hand, so that they do not depend on the
// parser they may be testing alongside.
#pragma once

#include "expr/documentpath.h"
#include "model/attributejson.h"
#include "testutil.h"

namespace lw::test {

// An item written as DynamoDB JSON in a test; a typo in the test fails it, and gives no item.
inline Item itemOf(const char *typedJson,
                   std::source_location where = std::source_location::current())
{
    auto item = itemFromJson(json(typedJson, where));
    if (!setUp(u"bad item in test"_s, item, where))
        return {};
    return *item;
}

// "a.b[2].c" as a path, split by hand.
inline expr::DocumentPath parsePath(QStringView text)
{
    expr::DocumentPath path;
    for (const QStringView part : text.split(u'.')) {
        const qsizetype bracket = part.indexOf(u'[');
        path << expr::PathElement{(bracket < 0 ? part : part.first(bracket)).toString(), -1};
        for (qsizetype i = bracket; i >= 0; i = part.indexOf(u'[', i + 1)) {
            const QStringView digits = part.sliced(i + 1, part.indexOf(u']', i) - i - 1);
            path << expr::PathElement{QString(), digits.toLongLong()};
        }
    }
    return path;
}

} // namespace lw::test
