// The lifecycle planner: which action any enabled rule takes next on one version, and when.
#include "bucketlifecycle.h"

#include <array>

using namespace Qt::StringLiterals;

namespace lw::bucket {

namespace {

constexpr qint64 kDayMs = qint64(24) * 3600 * 1000;

struct ClassInfo
{
    StorageClass storageClass;
    const char16_t *name;
    int waterfall;  // position in S3's one-way order of lifecycle transitions
    int preference; // which transition S3 picks when several fall due together (higher wins)
};

// S3 prefers the cheapest class, except that INTELLIGENT_TIERING beats every class other than
// GLACIER and DEEP_ARCHIVE ("How Amazon S3 handles conflicts in lifecycle configurations").
constexpr std::array<ClassInfo, kStorageClassCount> kClasses{{
    {StorageClass::Standard, u"STANDARD", 0, 0},
    {StorageClass::StandardIa, u"STANDARD_IA", 1, 1},
    {StorageClass::OnezoneIa, u"ONEZONE_IA", 3, 2},
    {StorageClass::IntelligentTiering, u"INTELLIGENT_TIERING", 2, 4},
    {StorageClass::GlacierIr, u"GLACIER_IR", 4, 3},
    {StorageClass::Glacier, u"GLACIER", 5, 5},
    {StorageClass::DeepArchive, u"DEEP_ARCHIVE", 6, 6},
}};

const ClassInfo &info(StorageClass c)
{
    return kClasses[size_t(c)];
}

// Same-day precedence: permanent deletion, then transition, then a new delete marker.
int precedence(ActionKind kind)
{
    switch (kind) {
    case ActionKind::DeleteNoncurrent:
    case ActionKind::RemoveExpiredDeleteMarker:
        return 0;
    case ActionKind::Transition:
    case ActionKind::NoncurrentTransition:
        return 1;
    case ActionKind::Expire:
        return 2;
    }
    return 3;
}

// Whether `a` goes before `b` when both are candidates for one version.
bool before(const PlannedAction &a, const PlannedAction &b)
{
    if (a.dueMs != b.dueMs)
        return a.dueMs < b.dueMs;
    if (precedence(a.kind) != precedence(b.kind))
        return precedence(a.kind) < precedence(b.kind);
    return info(a.toClass).preference > info(b.toClass).preference;
}

// Objects under 128 KB transition only where the rule or the bucket's default allows it.
bool sizeAllows(const LifecycleConfiguration &config, const LifecycleRule &rule, StorageClass to,
                qint64 size)
{
    if (size >= kSmallObjectBytes || rule.filter.hasSizeCondition())
        return true;
    return config.minimumTransitionSize == MinimumTransitionSize::VariesByStorageClass &&
           (to == StorageClass::Glacier || to == StorageClass::DeepArchive);
}

qint64 afterDays(qint64 fromMs, int days)
{
    return nextMidnightAfter(fromMs + days * kDayMs);
}

// Whether a noncurrent action that keeps `newer` newer noncurrent versions reaches this one.
bool beyondNewer(const std::optional<int> &newer, int position)
{
    return !newer || position - 1 >= *newer;
}

} // namespace

QString storageClassName(StorageClass storageClass)
{
    return QString::fromUtf16(info(storageClass).name);
}

std::optional<StorageClass> storageClassFromName(QStringView name)
{
    for (const auto &c : kClasses)
        if (name == QStringView(c.name))
            return c.storageClass;
    return std::nullopt;
}

bool canTransition(StorageClass from, StorageClass to)
{
    if (from == StorageClass::OnezoneIa && to == StorageClass::GlacierIr)
        return false;
    return info(to).waterfall > info(from).waterfall;
}

QString actionKindName(ActionKind kind)
{
    switch (kind) {
    case ActionKind::Transition:
        return u"transition"_s;
    case ActionKind::Expire:
        return u"expire"_s;
    case ActionKind::NoncurrentTransition:
        return u"noncurrent transition"_s;
    case ActionKind::DeleteNoncurrent:
        return u"delete noncurrent version"_s;
    case ActionKind::RemoveExpiredDeleteMarker:
        return u"remove expired delete marker"_s;
    }
    return u"unknown"_s;
}

qint64 nextMidnightAfter(qint64 ms)
{
    // Floor division, so times before 1970 round the same way.
    const qint64 day = ms >= 0 ? ms / kDayMs : -((-ms + kDayMs - 1) / kDayMs);
    return (day + 1) * kDayMs;
}

qint64 midnightAtOrAfter(qint64 ms)
{
    return nextMidnightAfter(ms - 1);
}

std::optional<PlannedAction> planNext(const LifecycleConfiguration &config, const VersionFacts &v,
                                      qint64 notBeforeMs)
{
    std::optional<PlannedAction> best;
    auto offer = [&](qint64 dueMs, ActionKind kind, StorageClass to, const QString &ruleId) {
        const PlannedAction candidate{std::max(dueMs, notBeforeMs), kind, to, ruleId};
        if (!best || before(candidate, *best))
            best = candidate;
    };
    const bool current = v.position == 0;
    const bool alone = current && v.deleteMarker && v.versionCount == 1;
    // A marker alone is "expired" from when it was left alone (its creation, at the earliest).
    const qint64 aloneSinceMs = std::max(v.lastModifiedMs, v.sinceMs.value_or(v.lastModifiedMs));

    for (const auto &rule : config.rules) {
        if (!rule.enabled || !rule.filter.matches(v.key, v.tags, v.size))
            continue;
        if (current && !v.deleteMarker) {
            for (const auto &t : rule.transitions)
                if (canTransition(v.storageClass, t.storageClass) &&
                    sizeAllows(config, rule, t.storageClass, v.size))
                    offer(afterDays(v.lastModifiedMs, t.days), ActionKind::Transition,
                          t.storageClass, rule.id);
            if (rule.expirationDays)
                offer(afterDays(v.lastModifiedMs, *rule.expirationDays), ActionKind::Expire,
                      StorageClass::Standard, rule.id);
        } else if (alone) {
            // A Days expiration also clears an expired marker once the marker is that old.
            if (rule.expiredObjectDeleteMarker.value_or(false))
                offer(nextMidnightAfter(aloneSinceMs), ActionKind::RemoveExpiredDeleteMarker,
                      StorageClass::Standard, rule.id);
            if (rule.expirationDays)
                offer(std::max(afterDays(v.lastModifiedMs, *rule.expirationDays),
                               nextMidnightAfter(aloneSinceMs)),
                      ActionKind::RemoveExpiredDeleteMarker, StorageClass::Standard, rule.id);
        } else if (!current) {
            const qint64 noncurrentSince = v.sinceMs.value_or(v.lastModifiedMs);
            if (const auto &e = rule.noncurrentExpiration;
                e && beyondNewer(e->newerNoncurrentVersions, v.position))
                offer(afterDays(noncurrentSince, e->noncurrentDays), ActionKind::DeleteNoncurrent,
                      StorageClass::Standard, rule.id);
            if (v.deleteMarker)
                continue;
            for (const auto &t : rule.noncurrentTransitions)
                if (beyondNewer(t.newerNoncurrentVersions, v.position) &&
                    canTransition(v.storageClass, t.storageClass) &&
                    sizeAllows(config, rule, t.storageClass, v.size))
                    offer(afterDays(noncurrentSince, t.noncurrentDays),
                          ActionKind::NoncurrentTransition, t.storageClass, rule.id);
        }
    }
    return best;
}

} // namespace lw::bucket
