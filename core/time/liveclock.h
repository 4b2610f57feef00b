// Live mode: the workspace clock follows real time at a chosen speed (1x, 60x, 3600x or any
// positive factor) while running, so a teacher can let TTL expiry and sweeping unfold on screen.
//
// The engine never reads the wall clock (docs/architecture.md "Time"), and neither does this class:
// real time comes from the injected `monotonicMs` (the application passes a QElapsedTimer, tests a
// fake counter). Every tick moves the workspace clock by (real ms since the segment began) x speed
// through `advance` (the application binds Engine::advanceClock). The sim time owed is computed
// from the segment's start rather than summed tick by tick, so no rounding builds up over many
// ticks; the fraction of a millisecond not yet advanced is carried into the next segment when the
// speed changes, so neither a speed change nor a long run loses or gains time.
//
// The target of each advance is `simNowMs()` + what is owed, so clock moves made elsewhere
// between ticks (a "+1 h" click, a rewind) are kept: live mode continues from wherever the clock
// is.
//
// Errors: when `advance` fails the clock stops itself and emits failed() with the error's
// message; nothing is retried. Threads: the GUI thread (it lives on a QTimer).
#pragma once

#include "model/error.h"

#include <QObject>
#include <QTimer>

#include <functional>

namespace lw {

class LiveClock : public QObject
{
    Q_OBJECT
public:
    // `monotonicMs`: a real-time counter that never goes back (its origin does not matter).
    // `simNowMs`: the workspace clock now. `advance`: moves the workspace clock forward to the
    // given epoch ms. All three must stay callable for the life of this object.
    LiveClock(std::function<qint64()> monotonicMs, std::function<qint64()> simNowMs,
              std::function<Status(qint64 toMs)> advance, QObject *parent = nullptr);

    // Starts following real time at `speed` (> 0; anything else is ignored). While running, a
    // new speed applies from this moment: time owed so far is advanced first at the old speed.
    void start(double speed);
    // Stops without advancing the real time since the last tick, so the clock stays where it was
    // last shown.
    void stop();
    bool isRunning() const { return m_running; }
    double speed() const { return m_speed; } // the last speed given to start(); 1 initially

    // How often the timer ticks in real ms (default 200). Tests make it long and call tick().
    void setInterval(int ms) { m_timer.setInterval(ms); }
    int interval() const { return m_timer.interval(); }

    // Advances by what real time owes since the last tick. Does nothing when stopped or when
    // less than a whole sim millisecond is owed.
    void tick();

signals:
    void advanced(qint64 nowMs); // after each successful advance, with the clock it reached
    void failed(const QString &message);
    void runningChanged(bool running);

private:
    double owedAt(qint64 monoMs) const;
    // Advances by the whole sim ms owed at real time `monoMs`; stops and emits failed() on error.
    void advanceTo(qint64 monoMs);
    // Starts a new segment at real time `monoMs`, keeping the fraction of a sim ms still owed.
    void beginSegment(qint64 monoMs);

    std::function<qint64()> m_monotonicMs;
    std::function<qint64()> m_simNowMs;
    std::function<Status(qint64)> m_advance;
    QTimer m_timer;
    bool m_running = false;
    double m_speed = 1;
    qint64 m_segmentStartMono = 0; // real time the current speed began
    double m_segmentCarry = 0;     // sim ms owed from earlier segments, under 1
    qint64 m_segmentAdvanced = 0;  // whole sim ms advanced in this segment
};

} // namespace lw
