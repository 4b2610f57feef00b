#include "sweeper.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// splitmix64's finaliser: a well-mixed 64-bit value from any 64-bit input, the same on every
// platform (qHash is seeded per process, so it cannot be used for anything stored).
quint64 mix(quint64 z)
{
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

quint64 fnv1a(QByteArrayView bytes)
{
    quint64 h = 0xCBF29CE484222325ull;
    for (char c : bytes)
        h = (h ^ quint8(c)) * 0x100000001B3ull;
    return h;
}

// floor(value * fraction / 2^32) without overflow, for 0 <= value < 2^62 and fraction < 2^32.
qint64 scale(qint64 value, quint64 fraction)
{
    const quint64 hi = quint64(value) >> 32, lo = quint64(value) & 0xFFFFFFFFu;
    return qint64(hi * fraction + ((lo * fraction) >> 32));
}

} // namespace

qint64 SweeperSettings::lagMs(QByteArrayView itemKey, qint64 expiryMs) const
{
    const quint64 u = mix(seed ^ mix(fnv1a(itemKey) ^ quint64(expiryMs))) >> 32; // 32 bits
    switch (preset) {
    case Preset::Instant:
        return 0;
    case Preset::AwsLike:
        return scale(scale(kAwsMaxLagMs, u), u);
    case Preset::Custom:
        return minLagMs + scale(maxLagMs - minLagMs, u);
    }
    return 0;
}

QString SweeperSettings::presetName(Preset preset)
{
    switch (preset) {
    case Preset::Instant:
        return u"instant"_s;
    case Preset::AwsLike:
        return u"aws-like"_s;
    case Preset::Custom:
        return u"custom"_s;
    }
    return {};
}

std::optional<SweeperSettings::Preset> SweeperSettings::presetFromName(QStringView name)
{
    for (Preset p : {Preset::Instant, Preset::AwsLike, Preset::Custom})
        if (name == presetName(p))
            return p;
    return std::nullopt;
}

QJsonObject SweeperSettings::toJson() const
{
    return {{u"preset"_s, presetName(preset)},
            {u"minLagMs"_s, minLagMs},
            {u"maxLagMs"_s, maxLagMs},
            {u"seed"_s, QString::number(seed)}};
}

std::optional<SweeperSettings> SweeperSettings::fromJson(const QJsonObject &json)
{
    SweeperSettings s;
    const auto preset = presetFromName(json.value(u"preset"_s).toString());
    bool seedOk = false;
    s.seed = json.value(u"seed"_s).toString().toULongLong(&seedOk);
    if (!preset || !seedOk)
        return std::nullopt;
    s.preset = *preset;
    s.minLagMs = json.value(u"minLagMs"_s).toInteger();
    s.maxLagMs = json.value(u"maxLagMs"_s).toInteger(kAwsMaxLagMs);
    if (s.minLagMs < 0 || s.maxLagMs < s.minLagMs)
        return std::nullopt;
    return s;
}

} // namespace lw
