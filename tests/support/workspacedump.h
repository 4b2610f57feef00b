// Every byte a workspace stores, as one string: two workspaces are byte-identical exactly when
// their dumps are equal. For the determinism tests.
#pragma once

#include "storage/lmdb.h"

#include <QByteArray>
#include <QString>
#include <QTest>

namespace lw::test {

// The named sub-databases of a closed workspace in `dir`, each key and value in order.
inline QByteArray dumpWorkspace(const QString &dir)
{
    auto env = storage::Env::open(dir, storage::EnvOptions{});
    if (!env)
        qFatal("cannot open %s: %s", qPrintable(dir), qPrintable(env.error().message));
    auto txn = storage::Txn::beginWrite(*env);
    if (!txn)
        qFatal("cannot begin: %s", qPrintable(txn.error().message));
    QByteArray out;
    for (const char *name : {"meta", "items", "indexes", "stats", "log", "versions", "ttlQueue",
                             "streamRecords", "consumers", "projections", "journal",
                             "bucketObjects", "bucketMeta", "bucketLifecycle"}) {
        auto dbi = storage::Dbi::open(*txn, name);
        if (!dbi)
            qFatal("cannot open %s: %s", name, qPrintable(dbi.error().message));
        auto cursor = storage::Cursor::open(*txn, *dbi);
        out += QByteArray("# ") + name + '\n';
        for (auto found = cursor->first(); found && *found; found = cursor->next())
            out += cursor->key().toByteArray().toHex() + ' ' +
                   cursor->value().toByteArray().toHex() + '\n';
    }
    return out;
}

} // namespace lw::test
