// A new workspace's sub-databases filled record by record, as a bundle's import restores them
// (bundle/bundle.h): the engine's stored bytes in, nothing re-encoded. The environment is made in
// a folder of its own and synced once, by finish(); whoever loads it removes the folder when a
// load fails or stops, so committing it in parts changes nothing anyone sees.
//
// Threads: one thread, the one that created it.
#pragma once

#include "model/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

namespace lw {

class DatabaseLoader
{
public:
    // Makes the environment in `dir` (which must exist and be empty), sized for about
    // `recordBytes` of keys and values without growing, with every sub-database of
    // Engine::databaseNames(), empty. Errors: InternalServerError.
    static Result<DatabaseLoader> create(const QString &dir, qint64 recordBytes);
    DatabaseLoader(DatabaseLoader &&) noexcept;
    DatabaseLoader &operator=(DatabaseLoader &&) noexcept;
    ~DatabaseLoader();

    // Appends a record to `database`, one of Engine::databaseNames(). Each sub-database is
    // loaded in key order: InternalServerError "mdb_put: MDB_KEYEXIST …" for a key that is not
    // after every key there, or an unknown `database`.
    Status append(const QByteArray &database, QByteArrayView key, QByteArrayView value);
    // Commits what is left and syncs the environment. Errors: InternalServerError.
    Status finish();

private:
    struct State;
    explicit DatabaseLoader(std::unique_ptr<State> state);
    std::unique_ptr<State> m_state;
};

} // namespace lw
