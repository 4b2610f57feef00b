// Reading a zip back in tests: every entry by name, in the archive's order.
#pragma once

#include "check.h"

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

// When the zip or an entry cannot be read, the test fails, naming it, and the list ends there.
inline QList<std::pair<QString, QByteArray>> zipEntries(const QString &path)
{
    QList<std::pair<QString, QByteArray>> entries;
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip)) {
        lw::test::fail(QStringLiteral("cannot open ") + path);
        return entries;
    }
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) {
            lw::test::fail(QStringLiteral("cannot read an entry of ") + path);
            return entries;
        }
        entries.append({zip.getCurrentFileName(), file.readAll()});
    }
    return entries;
}
