// One lifetime (time/lifecycle.h) as ListLifetimes lists it (actions/listlifetimes.cpp gives the
// shape): a QJsonObject for the api's answer, and the same written straight as compact JSON,
// byte for byte as Qt writes that object, for bulk output (a bundle's history/ entries, where
// building an object per lifetime costs several times writing it). Both are defined in
// actions/listlifetimes.cpp.
#pragma once

#include "time/lifecycle.h"

#include <QByteArray>
#include <QJsonObject>

namespace lw::api {

QJsonObject lifetimeToJson(const Lifetime &life);
void appendLifetimeJson(QByteArray &out, const Lifetime &life);

} // namespace lw::api
