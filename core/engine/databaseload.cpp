#include "databaseload.h"

#include "engine.h"
#include "storage/lmdb.h"

#include <QMap>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// Records loaded between commits: bounds the pages LMDB keeps in memory for a transaction, which
// would otherwise grow with the bundle.
constexpr qint64 kCommitBytes = qint64(32) << 20;

} // namespace

struct DatabaseLoader::State
{
    storage::Env env;
    storage::Txn txn; // declared after env, so it ends (aborts, unless committed) first
    QMap<QByteArray, storage::Dbi> dbis;
    qint64 uncommitted = 0;
};

DatabaseLoader::DatabaseLoader(std::unique_ptr<State> state) : m_state(std::move(state)) {}
DatabaseLoader::DatabaseLoader(DatabaseLoader &&) noexcept = default;
DatabaseLoader &DatabaseLoader::operator=(DatabaseLoader &&) noexcept = default;

DatabaseLoader::~DatabaseLoader() = default; // State ends the transaction before the environment

Result<DatabaseLoader> DatabaseLoader::create(const QString &dir, qint64 recordBytes)
{
    auto state = std::make_unique<State>();
    storage::EnvOptions options;
    // LMDB pages and B-tree overhead: twice the records, rounded up to whole megabytes.
    options.initialMapSize = qMax(options.initialMapSize, ((recordBytes * 2 >> 20) + 1) << 20);
    // Synced once, by finish().
    options.durability = Durability::NoSync;
    auto env = storage::Env::open(dir, options);
    LW_TRY(env);
    state->env = std::move(*env);
    auto txn = storage::Txn::beginWrite(state->env);
    LW_TRY(txn);
    state->txn = std::move(*txn);
    for (const QByteArray &name : Engine::databaseNames()) {
        auto dbi = storage::Dbi::open(state->txn, name.constData());
        LW_TRY(dbi);
        state->dbis.insert(name, *dbi);
    }
    return DatabaseLoader(std::move(state));
}

Status DatabaseLoader::append(const QByteArray &database, QByteArrayView key, QByteArrayView value)
{
    const auto dbi = m_state->dbis.constFind(database);
    if (dbi == m_state->dbis.constEnd())
        return std::unexpected(Error{ErrorType::InternalServerError,
                                     u"no sub-database "_s + QString::fromLatin1(database),
                                     {}});
    LW_TRY(storage::append(m_state->txn, *dbi, key, value));
    m_state->uncommitted += key.size() + value.size();
    if (m_state->uncommitted < kCommitBytes)
        return {};
    m_state->uncommitted = 0;
    LW_TRY(m_state->txn.commit());
    auto next = storage::Txn::beginWrite(m_state->env);
    LW_TRY(next);
    m_state->txn = std::move(*next);
    return {};
}

Status DatabaseLoader::finish()
{
    LW_TRY(m_state->txn.commit());
    return m_state->env.syncFile();
}

} // namespace lw
