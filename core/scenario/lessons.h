// The built-in lessons: scenario files compiled into the executables as ":/lessons/<file>.json"
// (resources/lessons/, embedded by lw_add_resources() in each executable that plays them), and
// scenario files anywhere else.
#pragma once

#include "scenario.h"

namespace lw::scenario {

// Every built-in lesson, the numbered ones first by number, then the rest by slug. Error: the
// first lesson file that does not parse, its message after the file's name.
std::expected<QList<Scenario>, QString> builtInLessons();

// The built-in lesson `name` names: its number ("30") or its slug ("ttl-expiry"). Error:
// `no lesson "31b": try one of 30, 31, 32, 33, timeline-of-death`.
std::expected<Scenario, QString> builtInLesson(QStringView name);

// The scenario in the file at `path`. Errors: "cannot read <path>: <why>", and the parse errors
// after "<path>: ".
std::expected<Scenario, QString> scenarioFromFile(const QString &path);

} // namespace lw::scenario
