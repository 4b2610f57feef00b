// A workload: N requests a second of one shape for T seconds of sim time (docs/workloads.md has
// every field). This is its parsed form; the same JSON object is a scenario's `{"workload": …}`
// step and what `lwb workload` reads. Parsing checks what can be checked without the workspace
// (shapes, ranges, known patterns); what needs the table (that it exists, that a pattern makes
// values of its key attributes' types, that a GetItem names the sort key) is the runner's
// (workloadrun.h).
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <expected>
#include <memory>
#include <optional>

namespace lw::workload {

enum class Action
{
    PutItem,
    GetItem,
    Query,
    UpdateItem,
};
QString actionName(Action action); // "PutItem" …

// How the values of one attribute (the partition key, or one of "attributes") are made, request
// by request.
struct Pattern
{
    enum class Kind
    {
        Constant, // `value`, always
        Values,   // one of `values`, uniformly
        Date,     // the request's sim date, "2026-12-01" (UTC)
        Random,   // `prefix` + 0 … count − 1, uniformly
        Sharded,  // `of`'s value + "#" + 1 … shards, uniformly
        Zipf, // `prefix` + rank − 1, rank 1 … count drawn with P(rank) ∝ 1 / rank^exponent
        Sequence, // `prefix` + 1, 2, 3 … one per request (zero-padded to 10 digits for a string)
    };
    Kind kind = Kind::Constant;
    QString value;
    QStringList values;
    QString prefix;
    qint64 count = 0;
    double exponent = 1.0;
    int shards = 0;
    std::shared_ptr<const Pattern> of;
};
QString patternName(Pattern::Kind kind); // "constant" …

struct Spec
{
    QString table;
    Action action = Action::PutItem;
    QString index;      // Query only: a GSI or LSI; empty: the table
    qint64 rate = 0;    // requests per sim second, 1 … 1,000,000
    qint64 seconds = 0; // sim seconds, 1 … 86,400
    Pattern key;        // the partition key (of the index, for a Query on one)
    QList<std::pair<QString, Pattern>> attributes; // by name, in name order
    qint64 itemBytes = 100; // PutItem, UpdateItem: the item's approximate size
    bool retry = true;      // "sdk": throttled requests retried as the SDKs do; "none"
    quint64 seed = 1;
    std::optional<qint64> limit; // Query's Limit
    QJsonObject json;            // the object as given, for the record (engine/workloadruns.h)
};

constexpr qint64 kMaxRate = 1'000'000;
constexpr qint64 kMaxSeconds = 86'400;

// The workload in `json`, checked. Errors begin with `where` and name the field:
//   workload: "rate" must be a whole number from 1 to 1000000
//   step 4 ("workload"): "key.pattern" must be one of "constant", "values", …
//   workload: "attributes.deviceId.count" must be a whole number from 1 to 1000000000
//   workload: unknown field "rtae"
std::expected<Spec, QString> parseSpec(const QJsonObject &json, const QString &where);

} // namespace lw::workload
