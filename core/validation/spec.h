// One validation spec per DynamoDB action: its members in the order the service reports them, and
// its custom checks (docs/validation.md). The specs are in actions/, one file each.
#pragma once

#include "checks.h"
#include "constraints.h"
#include "shape.h"

#include <QJsonObject>

#include <vector>

namespace lw::validation {

struct ActionSpec
{
    QString action; // "CreateTable"
    std::vector<Member> members;
    // The action's own checks, run on a request that passed the type check and the constraints;
    // returns the service's text for the first problem. Null when the action has none.
    Problem (*custom)(const QJsonObject &request) = nullptr;
    // How the action's constraint messages read (constraints.h): the service's older actions
    // echo every value, its newer ones fewer.
    Wording wording = Wording::Classic;
};

} // namespace lw::validation
