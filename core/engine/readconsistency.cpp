#include "readconsistency.h"

#include "model/frozenstream.h"

#include <QDataStream>
#include <QIODevice>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr QByteArrayView kSettingsKey = "consistency.settings";
constexpr quint32 kRecordMagic = 0x4C575243; // "LWRC"
constexpr quint16 kRecordVersion = 2;
constexpr quint16 kVersionBeforeGsiLag = 1;
constexpr qint64 kMaxPropagationMs = 60'000;
constexpr double kMillionth = 1e-6;

quint64 splitMix64(quint64 x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// FNV-1a: a stable 64-bit digest of the read's key, the same on every machine.
quint64 fnv1a(QByteArrayView bytes)
{
    quint64 h = 0xCBF29CE484222325ull;
    for (char c : bytes) {
        h ^= quint8(c);
        h *= 0x100000001B3ull;
    }
    return h;
}

QByteArray encode(const ConsistencySettings &s)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    pinFrozenFormat(out);
    out << kRecordMagic << kRecordVersion << quint8(s.realistic) << s.propagationMs
        << quint32(qRound64(s.staleShare / kMillionth)) << s.seed << s.gsiLagMs;
    return bytes;
}

Result<ConsistencySettings> decode(QByteArrayView bytes)
{
    QDataStream in(bytes.toByteArray());
    pinFrozenFormat(in);
    quint32 magic = 0;
    quint16 version = 0;
    quint8 realistic = 0;
    quint32 millionths = 0;
    ConsistencySettings s;
    in >> magic >> version >> realistic >> s.propagationMs >> millionths >> s.seed;
    s.gsiLagMs = 0;
    if (version == kRecordVersion)
        in >> s.gsiLagMs;
    if (in.status() != QDataStream::Ok || magic != kRecordMagic ||
        (version != kRecordVersion && version != kVersionBeforeGsiLag) || !in.atEnd())
        return std::unexpected(Error{ErrorType::InternalServerError,
                                     u"Corrupt workspace data: the read consistency settings"_s,
                                     {}});
    s.realistic = realistic != 0;
    s.staleShare = millionths * kMillionth;
    return s;
}

} // namespace

quint64 seededDraw(quint64 seed, QByteArrayView key, quint64 counter)
{
    return splitMix64(seed ^ splitMix64(fnv1a(key) ^ splitMix64(counter)));
}

ReadConsistency::ReadConsistency(EngineImpl &engine, storage::Dbi meta)
    : m_engine(engine), m_meta(meta)
{}

Status ReadConsistency::load(storage::Txn &txn)
{
    auto stored = storage::get(txn, m_meta, kSettingsKey);
    LW_TRY(stored);
    if (!*stored)
        return {};
    auto settings = decode(**stored);
    LW_TRY(settings);
    m_settings = *settings;
    return {};
}

Status ReadConsistency::set(const ConsistencySettings &settings,
                            const std::function<Status(storage::Txn &)> &alongside)
{
    if (settings.propagationMs < 1 || settings.propagationMs > kMaxPropagationMs)
        return std::unexpected(validationError(
            u"PropagationMillis must be from 1 to 60000: %1"_s.arg(settings.propagationMs)));
    if (!(settings.staleShare >= 0 && settings.staleShare <= 1))
        return std::unexpected(
            validationError(u"StaleReadShare must be from 0 to 1: %1"_s.arg(settings.staleShare)));
    if (settings.gsiLagMs < 0 || settings.gsiLagMs > kMaxPropagationMs)
        return std::unexpected(
            validationError(u"GsiLagMillis must be from 0 to 60000: %1"_s.arg(settings.gsiLagMs)));
    LW_TRY(m_engine.write([&](storage::Txn &txn) -> Status {
        if (alongside)
            if (auto done = alongside(txn); !done)
                return done;
        return storage::put(txn, m_meta, kSettingsKey, encode(settings));
    }));
    // Stored as millionths: what is kept is what reads from now on use.
    m_settings = settings;
    m_settings.staleShare = qRound64(settings.staleShare / kMillionth) * kMillionth;
    return {};
}

std::optional<qint64> ReadConsistency::replicaTime(QByteArrayView readKey)
{
    if (!m_settings.realistic || m_settings.staleShare <= 0)
        return std::nullopt;
    const qint64 now = m_engine.nowMs();
    if (now != m_drawMs) {
        m_drawMs = now;
        m_drawsAt = 0;
    }
    const quint64 draw = seededDraw(m_settings.seed, readKey, quint64(now) + m_drawsAt++);
    // The top 53 bits as a fraction in [0, 1); the low bits draw the lag.
    const double fraction = double(draw >> 11) * 0x1.0p-53;
    if (fraction >= m_settings.staleShare)
        return std::nullopt;
    const qint64 lag = 1 + qint64(splitMix64(draw) % quint64(m_settings.propagationMs));
    return now - lag;
}

} // namespace lw
