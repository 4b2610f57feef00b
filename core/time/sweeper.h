// When the TTL sweeper deletes an expired item. DynamoDB deletes "typically within two days";
// the workbench draws each item's lag from a distribution keyed by the workspace seed, the item's
// key and its expiry, so the same scenario always sweeps at the same moments, yet items expiring
// together are deleted at different times (as on AWS).
#pragma once

#include <QByteArrayView>
#include <QJsonObject>

#include <optional>

namespace lw {

struct SweeperSettings
{
    // FROZEN (stored in the workspace and in bundles as these names).
    enum class Preset
    {
        Instant, // deleted the moment it expires: for demonstrations
        AwsLike, // within 48 hours, most within the first day (lag = 48 h x u^2, u uniform)
        Custom,  // uniform between minLagMs and maxLagMs
    };
    static constexpr qint64 kAwsMaxLagMs = qint64(48) * 3600 * 1000;

    Preset preset = Preset::AwsLike;
    qint64 minLagMs = 0; // Custom only
    qint64 maxLagMs = kAwsMaxLagMs;
    quint64 seed = 1;

    // The lag for one item: deterministic in (seed, itemKey, expiryMs), within the preset's range.
    qint64 lagMs(QByteArrayView itemKey, qint64 expiryMs) const;

    QJsonObject toJson() const; // {"preset": "aws-like", "minLagMs": …, "maxLagMs": …, "seed": "1"}
    // nullopt for an unknown preset, a negative lag or min > max.
    static std::optional<SweeperSettings> fromJson(const QJsonObject &json);
    static std::optional<Preset> presetFromName(QStringView name); // instant, aws-like, custom
    static QString presetName(Preset preset);
    bool operator==(const SweeperSettings &) const = default;
};

} // namespace lw
