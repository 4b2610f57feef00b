// The values a pattern (workloadspec.h) makes, request after request, from a seeded generator of
// its own: the same spec and seed give the same values in the same order on every machine (no
// std:: distribution, whose results the standard leaves to each library).
#pragma once

#include "workloadspec.h"

#include <limits>
#include <memory>
#include <vector>

namespace lw::workload {

// SplitMix64: tiny, fast, and every seed gives a full-period stream.
class Random
{
public:
    explicit Random(quint64 seed) : m_state(seed) {}
    quint64 next();
    // Uniform in [0, 1), 53 bits.
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }
    // Uniform in [0, n), n > 0; the modulo's bias is below n / 2^64, under 2^-34 for any n a
    // pattern allows.
    quint64 below(quint64 n) { return next() % n; }

private:
    quint64 m_state;
};

class ValueSource
{
public:
    // `stream` tells the attributes of one spec apart, so that each draws its own values: adding
    // an attribute changes no other attribute's values. `number`: the attribute is an N, so a
    // sequence is not zero-padded.
    ValueSource(const Pattern &pattern, quint64 seed, quint64 stream, bool number);
    ~ValueSource();
    ValueSource(ValueSource &&) noexcept;

    // The next request's value; `simMs` is its time (the date pattern's day).
    QString next(qint64 simMs);

private:
    const Pattern *m_pattern;
    Random m_random;
    bool m_number;
    qint64 m_sequence = 0;
    std::vector<double> m_zipf; // cumulative weights of ranks 1 … count
    std::unique_ptr<ValueSource> m_of;
    qint64 m_day = std::numeric_limits<qint64>::min();
    QString m_date;
};

} // namespace lw::workload
