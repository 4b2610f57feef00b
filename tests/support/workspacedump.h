// Every byte a workspace stores, as one string: two workspaces are byte-identical exactly when
// their dumps are equal. For the determinism tests.
#pragma once

#include "check.h"
#include "storage/lmdb.h"

#include <QByteArray>
#include <QString>
#include <QTest>

namespace lw::test {

using Qt::StringLiterals::operator""_s;

// The named sub-databases of a closed workspace in `dir`, each key and value in order. When one
// cannot be read, the test fails with the reason and the dump ends there.
inline QByteArray dumpWorkspace(const QString &dir)
{
    auto env = storage::Env::open(dir, storage::EnvOptions{});
    if (!setUp(u"cannot open "_s + dir, env))
        return {};
    auto txn = storage::Txn::beginWrite(*env);
    if (!setUp(u"cannot begin a transaction on "_s + dir, txn))
        return {};
    QByteArray out;
    for (const char *name : {"meta", "items", "indexes", "stats", "log", "versions", "ttlQueue",
                             "streamRecords", "consumers", "projections", "journal",
                             "bucketObjects", "bucketMeta", "bucketLifecycle"}) {
        auto dbi = storage::Dbi::open(*txn, name);
        if (!setUp(u"cannot open "_s + QString::fromUtf8(name), dbi))
            return out;
        auto cursor = storage::Cursor::open(*txn, *dbi);
        out += QByteArray("# ") + name + '\n';
        for (auto found = cursor->first(); found && *found; found = cursor->next())
            out += cursor->key().toByteArray().toHex() + ' ' +
                   cursor->value().toByteArray().toHex() + '\n';
    }
    return out;
}

} // namespace lw::test
