// Reading a zip back in tests: every entry by name, in the archive's order.
#pragma once

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

inline QList<std::pair<QString, QByteArray>> zipEntries(const QString &path)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip))
        qFatal("cannot open %s", qPrintable(path));
    QList<std::pair<QString, QByteArray>> entries;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read an entry of %s", qPrintable(path));
        entries.append({zip.getCurrentFileName(), file.readAll()});
    }
    return entries;
}
