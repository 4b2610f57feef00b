#include "liveclock.h"

#include <cmath>

namespace lw {

LiveClock::LiveClock(std::function<qint64()> monotonicMs, std::function<qint64()> simNowMs,
                     std::function<Status(qint64 toMs)> advance, QObject *parent)
    : QObject(parent), m_monotonicMs(std::move(monotonicMs)), m_simNowMs(std::move(simNowMs)),
      m_advance(std::move(advance))
{
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &LiveClock::tick);
}

void LiveClock::start(double speed)
{
    if (!(speed > 0) || !std::isfinite(speed))
        return;
    if (m_running) {
        // Settle what the old speed owes up to this very moment, then go on at the new one.
        const qint64 mono = m_monotonicMs();
        advanceTo(mono);
        if (!m_running) // the settling advance failed and stopped us
            return;
        beginSegment(mono); // measures the carry at the old speed
        m_speed = speed;
        return;
    }
    m_speed = speed;
    m_segmentCarry = 0;
    m_segmentStartMono = m_monotonicMs();
    m_segmentAdvanced = 0;
    m_running = true;
    m_timer.start();
    emit runningChanged(true);
}

void LiveClock::stop()
{
    if (!m_running)
        return;
    m_running = false;
    m_timer.stop();
    emit runningChanged(false);
}

void LiveClock::tick()
{
    if (m_running)
        advanceTo(m_monotonicMs());
}

// Sim ms owed at real time `mono` in this segment, fractions included.
double LiveClock::owedAt(qint64 mono) const
{
    return m_segmentCarry + double(mono - m_segmentStartMono) * m_speed;
}

void LiveClock::advanceTo(qint64 mono)
{
    const qint64 owed = qint64(std::floor(owedAt(mono))) - m_segmentAdvanced;
    if (owed < 1)
        return;
    const qint64 target = m_simNowMs() + owed;
    if (const Status done = m_advance(target); !done) {
        stop();
        emit failed(done.error().message);
        return;
    }
    m_segmentAdvanced += owed;
    emit advanced(m_simNowMs());
}

void LiveClock::beginSegment(qint64 mono)
{
    // What is left is under one sim ms (advanceTo took every whole one); keep it for later.
    m_segmentCarry = owedAt(mono) - double(m_segmentAdvanced);
    m_segmentStartMono = mono;
    m_segmentAdvanced = 0;
}

} // namespace lw
