// The validation layer: what the service's front end checks before DynamoDB sees a request, as
// data, one spec per action (docs/validation.md). Qt Core only; no engine, no storage, so the
// window's forms can run the same checks.
#pragma once

#include "model/error.h"
#include "spec.h"

#include <QJsonObject>
#include <QStringList>

namespace lw::validation {

// Runs the three stages on `request` for `action` and returns the first stage's failure, else the
// request as the service's deserialiser read it (typecheck.h: members the model does not name and
// nulls dropped, Booleans and integers converted), which is what the action goes on to read:
// 1. the type check (typecheck.h): a SerializationException with the Coral text;
// 2. the member constraints (constraints.h): a RequestValidation error, "The parameter
//    'TableName' is required …" or "N validation errors detected: …";
// 3. the action's custom checks (actions/): a RequestValidation error with the action's text.
// What needs the tables (whether one exists, its key schema) and the expressions' syntax are the
// engine's, after these. An action without a spec (the workbench's own) passes unchanged.
Result<QJsonObject> validate(QStringView action, const QJsonObject &request);

// The spec of `action`, or null.
const ActionSpec *specFor(QStringView action);
// The actions that have a spec, sorted.
QStringList specifiedActions();

} // namespace lw::validation
