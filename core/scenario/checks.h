// The "expect" steps (scenario.h's Check): each reads the workspace, changes nothing, and
// compares what it read with what the lesson expects.
#pragma once

#include "scenario.h"

namespace lw {
class Workspace;
}

namespace lw::scenario {

struct CheckResult
{
    bool passed = false;
    // What was checked ("item p33 {PK: 'DOC#d2', SK: 'META'} as expected"), or, when it did not
    // pass, what differed ("at \"Item.deletedAt\": expected {\"N\":\"1\"}, got nothing").
    QString text;
};

// A value as checks' messages show it: compact JSON, "nothing" for an absent one.
QString jsonText(const QJsonValue &value);

// How checks, timelines and messages name an item: `Sessions {sessionId: 's-1001'}`.
QString itemName(const QString &table, const QJsonObject &key);

// Runs one Expect step, its placeholders already substituted.
CheckResult runCheck(const Step &step, Workspace &workspace);

// Where `actual` differs from `expected`: none when it does not. With `includes`, objects may
// hold members `expected` does not name, and a null member of `expected` means the member must
// be absent; arrays must have the same length either way. Numbers compare by value, typed
// attribute values ({"N": "2"}) as a whole. `path` is
// where the values are ("Item"), for the message.
std::optional<QString> jsonDifference(const QJsonValue &expected, const QJsonValue &actual,
                                      bool includes, const QString &path = {});

} // namespace lw::scenario
