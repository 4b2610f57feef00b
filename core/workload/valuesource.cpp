#include "valuesource.h"

#include <QDate>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace lw::workload {

namespace {

constexpr qint64 kMsPerDay = 86'400'000;
constexpr int kSequenceDigits = 10; // "r-0000000001": sorts in request order

// A stream's seed from the spec's seed and the stream's number, mixed so that neighbouring
// seeds do not give neighbouring streams.
quint64 streamSeed(quint64 seed, quint64 stream)
{
    Random mix(seed ^ (stream * 0x9E3779B97F4A7C15ULL));
    return mix.next();
}

} // namespace

quint64 Random::next()
{
    quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

ValueSource::ValueSource(const Pattern &pattern, quint64 seed, quint64 stream, bool number)
    : m_pattern(&pattern), m_random(streamSeed(seed, stream)), m_number(number)
{
    if (pattern.kind == Pattern::Kind::Zipf) {
        m_zipf.reserve(size_t(pattern.count));
        double sum = 0;
        for (qint64 rank = 1; rank <= pattern.count; ++rank)
            m_zipf.push_back(sum += std::pow(double(rank), -pattern.exponent));
    }
    if (pattern.kind == Pattern::Kind::Sharded)
        // The inner pattern draws from a stream of its own too.
        m_of = std::make_unique<ValueSource>(*pattern.of, seed, stream + 0x100000000ULL, false);
}

ValueSource::~ValueSource() = default;
ValueSource::ValueSource(ValueSource &&) noexcept = default;

QString ValueSource::next(qint64 simMs)
{
    const Pattern &p = *m_pattern;
    switch (p.kind) {
    case Pattern::Kind::Constant:
        return p.value;
    case Pattern::Kind::Values:
        return p.values.at(qsizetype(m_random.below(quint64(p.values.size()))));
    case Pattern::Kind::Date: {
        const qint64 day = simMs >= 0 ? simMs / kMsPerDay : (simMs - kMsPerDay + 1) / kMsPerDay;
        if (day != m_day) {
            m_day = day;
            m_date = QDate(1970, 1, 1).addDays(day).toString(Qt::ISODate);
        }
        return m_date;
    }
    case Pattern::Kind::Random:
        return p.prefix + QString::number(m_random.below(quint64(p.count)));
    case Pattern::Kind::Sharded:
        return m_of->next(simMs) + u'#' + QString::number(m_random.below(quint64(p.shards)) + 1);
    case Pattern::Kind::Zipf: {
        const double u = m_random.uniform() * m_zipf.back();
        const auto rank = std::upper_bound(m_zipf.begin(), m_zipf.end(), u) - m_zipf.begin();
        return p.prefix + QString::number(std::min<qint64>(rank, p.count - 1));
    }
    case Pattern::Kind::Sequence: {
        ++m_sequence;
        return p.prefix + (m_number ? QString::number(m_sequence)
                                    : u"%1"_s.arg(m_sequence, kSequenceDigits, 10, QChar(u'0')));
    }
    }
    return {};
}

} // namespace lw::workload
