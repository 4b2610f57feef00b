#include "fuzzbundle.h"

#include "bundle/bundle.h"
#include "engine/engine.h"
#include "workspace/workspace.h"

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtEndian>

#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

struct Entry
{
    QString name;
    QByteArrayView contents;
};

QList<Entry> entriesOf(QByteArrayView input)
{
    QList<Entry> entries;
    qsizetype at = 0;
    while (at < input.size()) {
        const qsizetype nameLength = quint8(input.at(at));
        if (input.size() - at - 1 < nameLength + 4)
            break;
        const QString name = QString::fromUtf8(input.sliced(at + 1, nameLength));
        at += 1 + nameLength;
        const quint32 length = qFromLittleEndian<quint32>(input.constData() + at);
        at += 4;
        if (quint64(input.size() - at) < length)
            break;
        entries.append({name, input.sliced(at, qsizetype(length))});
        at += qsizetype(length);
    }
    return entries;
}

bool writeZip(const QString &path, const QList<Entry> &entries)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate))
        return false;
    for (const Entry &entry : entries) {
        QuaZipNewInfo info(entry.name);
        info.externalAttr = 0100644u << 16;
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, info, nullptr, 0, 0))
            continue; // a name QuaZip will not write: the entry is left out
        file.write(entry.contents.constData(), entry.contents.size());
        file.close();
    }
    zip.close();
    return zip.getZipError() == 0;
}

bool writeFile(const QString &path, QByteArrayView bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(bytes.constData(), bytes.size()) == bytes.size();
}

[[noreturn]] void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "fuzz_bundle: %s: %s\n", what, qPrintable(detail));
    std::abort();
}

const QString &scratch()
{
    static QTemporaryDir dir = [] {
        const QString shm = u"/dev/shm"_s;
        return QFileInfo(shm).isDir() && QFileInfo(shm).isWritable()
                   ? QTemporaryDir(shm + u"/lwb-fuzz-bundle-XXXXXX"_s)
                   : QTemporaryDir();
    }();
    static const QString path = dir.path();
    return path;
}

} // namespace

int lwFuzzBundle(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString zipPath = scratch() + u"/input.zip"_s;
    const QString target = scratch() + u"/target"_s;
    const bool written =
        input.startsWith("PK") ? writeFile(zipPath, input) : writeZip(zipPath, entriesOf(input));
    if (!written)
        fail("cannot write the input's zip", zipPath);

    const Status imported = bundle::importBundle(zipPath, target);
    if (!imported) {
        if (imported.error().message.isEmpty())
            fail("a refusal without a message", {});
    } else {
        auto workspace = Workspace::open(target);
        if (!workspace)
            fail("an accepted bundle does not open", workspace.error().message);
        const QStringList problems = (*workspace)->engine().verify();
        if (!problems.isEmpty())
            fail("an accepted bundle does not verify", problems.join(u"; "_s));
    }
    QDir(target).removeRecursively();
    QFile::remove(zipPath);
    return 0;
}
