// "${…}" in a lesson's strings: values known only while it runs, such as the clock (the seed's
// scripts wrote int(time.time())) or a stream ARN an earlier call returned.
//   ${now}        the clock in epoch seconds, rounded down (TTL attributes hold seconds)
//   ${nowMs}      the clock in epoch milliseconds
//   ${now+3600}   with an offset: a whole number in the base's unit, or a DURATION
//   ${now-60}     (timetext.h: 30d, 1h30m); ${nowMs+250} is in milliseconds
//   ${name}       the value an earlier step saved under `name`
// "$${" writes a literal "${".
#pragma once

#include <QHash>
#include <QStringList>

#include <expected>

namespace lw::scenario {

struct PlaceholderValues
{
    qint64 nowMs = 0;
    QHash<QString, QString> saved;
};

// The names `text` uses (now and nowMs included), in order. Errors: `"${" at 5 is not closed`,
// `"${now+x}": the offset must be a whole number or a DURATION such as 30d`, `"${arn+1}": only
// now and nowMs take an offset`, `"${}" names nothing`.
std::expected<QStringList, QString> placeholderNames(QStringView text);

// One piece of a text: literal text ("$${" read as "${"), or a placeholder: its name ("now",
// "nowMs", a saved value's) and its offset in the base's unit (now: seconds, nowMs: ms).
struct PlaceholderPart
{
    bool placeholder = false;
    QString text;
    qint64 offset = 0;
};

// `text` in pieces, in order (what a program that computes the values as it runs needs).
// Errors: those of placeholderNames.
std::expected<QList<PlaceholderPart>, QString> placeholderParts(QStringView text);

// `text` with each placeholder replaced; with `jsonEscaped` the values are escaped for the inside
// of a JSON string (the text is a request as written). Errors: those of placeholderNames, and
// `"${arn}" names no saved value`.
std::expected<QString, QString>
substitutePlaceholders(QStringView text, const PlaceholderValues &values, bool jsonEscaped = false);

// `text` as a lesson writes it to mean exactly itself: each "${" as "$${" (a recorded request).
QString escapePlaceholders(const QString &text);

} // namespace lw::scenario
