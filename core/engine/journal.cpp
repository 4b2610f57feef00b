#include "journal.h"

#include "history.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::journal {

namespace {

constexpr qsizetype kKeySize = 16; // time n

std::optional<storage::Dbi> dbiOf(const JournalDbs &dbs, quint8 code)
{
    switch (JournalDb(code)) {
    case JournalDb::BucketObjects:
        return dbs.bucket.objects;
    case JournalDb::BucketMeta:
        return dbs.bucket.meta;
    case JournalDb::BucketLifecycle:
        return dbs.bucket.lifecycle;
    case JournalDb::Consumers:
        return dbs.consumers;
    case JournalDb::Projections:
        return dbs.projections;
    }
    return std::nullopt;
}

Error damaged()
{
    return corruptData(u"an undo journal entry"_s);
}

// Clears the transaction's observer while alive: rewind's own writes are not journalled.
class Unobserved
{
public:
    explicit Unobserved(storage::Txn &txn) : m_txn(txn), m_observer(txn.observer())
    {
        txn.setObserver(nullptr);
    }
    ~Unobserved() { m_txn.setObserver(m_observer); }

private:
    storage::Txn &m_txn;
    storage::WriteObserver *m_observer;
};

} // namespace

void Journal::begin(qint64 timeMs)
{
    m_timeMs = timeMs;
    m_next.reset();
}

Status Journal::rewind(storage::Txn &txn, RewindState &state)
{
    return journal::rewind(txn, m_dbs, state.toMs);
}

std::optional<JournalDb> Journal::tracked(storage::Dbi dbi) const
{
    for (quint8 code = 0; code <= quint8(JournalDb::Projections); ++code)
        if (dbiOf(m_dbs, code)->id == dbi.id)
            return JournalDb(code);
    return std::nullopt;
}

Status Journal::aboutToWrite(storage::Txn &txn, storage::Dbi dbi, QByteArrayView key)
{
    const auto db = tracked(dbi);
    if (!db)
        return {};
    ++m_writes;
    if (!m_next) {
        auto cursor = storage::Cursor::open(txn, m_dbs.journal);
        LW_TRY(cursor);
        auto found = cursor->last();
        LW_TRY(found);
        if (*found && cursor->key().size() != kKeySize)
            return std::unexpected(damaged());
        m_next = *found ? qFromBigEndian<quint64>(cursor->key().data() + 8) + 1 : 0;
    }
    auto old = storage::get(txn, dbi, key);
    LW_TRY(old);
    QByteArray value;
    value.reserve(6 + key.size() + (*old ? (*old)->size() : 0));
    value.append(char(*db)).append(char(old->has_value()));
    char length[4];
    qToLittleEndian(quint32(key.size()), length);
    value.append(length, 4).append(key);
    if (*old)
        value.append(**old);
    QByteArray entryKey = history::encodeTime(m_timeMs);
    entryKey.resize(kKeySize);
    qToBigEndian(*m_next, entryKey.data() + 8);
    ++*m_next;
    return storage::put(txn, m_dbs.journal, entryKey, value);
}

Status rewind(storage::Txn &txn, const JournalDbs &dbs, qint64 toMs)
{
    Unobserved unobserved(txn);
    auto cursor = storage::Cursor::open(txn, dbs.journal);
    LW_TRY(cursor);
    auto found = cursor->last();
    for (; found && *found; found = cursor->last()) {
        const QByteArrayView key = cursor->key();
        if (key.size() != kKeySize)
            return std::unexpected(damaged());
        if (history::decodeTime(key.first(8)) <= toMs)
            return {};
        const QByteArray value = cursor->value().toByteArray();
        if (value.size() < 6)
            return std::unexpected(damaged());
        const auto dbi = dbiOf(dbs, quint8(value[0]));
        const qsizetype keyLength = qFromLittleEndian<quint32>(value.constData() + 2);
        if (!dbi || value[1] > 1 || keyLength > value.size() - 6)
            return std::unexpected(damaged());
        const QByteArrayView restoredKey = QByteArrayView(value).sliced(6, keyLength);
        if (value[1]) {
            if (auto s = storage::put(txn, *dbi, restoredKey,
                                      QByteArrayView(value).sliced(6 + keyLength));
                !s)
                return s;
        } else if (auto s = storage::del(txn, *dbi, restoredKey); !s) {
            return std::unexpected(s.error());
        }
        if (auto s = cursor->erase(); !s)
            return s;
    }
    return toStatus(found);
}

} // namespace lw::journal
