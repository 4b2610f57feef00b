#include "credentials.h"

#include <QFile>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw::server {

namespace {

constexpr qsizetype kMaxField = 128;

} // namespace

Result<Credentials> Credentials::parse(const QByteArray &text, const QString &origin)
{
    static const QRegularExpression blanks(u"[ \t]+"_s);
    Credentials credentials;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const auto error = [&](const QString &what) {
            return std::unexpected(
                validationError(u"%1:%2: %3"_s.arg(origin).arg(i + 1).arg(what)));
        };
        const QStringList fields = line.split(blanks);
        if (fields.size() != 2)
            return error(u"expected an access key id and its secret access key, separated by a "
                         u"space, not %1 field(s)"_s.arg(fields.size()));
        if (fields[0].size() > kMaxField || fields[1].size() > kMaxField)
            return error(
                u"an access key id or secret is longer than %1 characters"_s.arg(kMaxField));
        if (credentials.m_secrets.contains(fields[0]))
            return error(u"the access key id %1 is given twice"_s.arg(fields[0]));
        credentials.m_secrets.insert(fields[0], fields[1].toUtf8());
    }
    if (credentials.m_secrets.isEmpty())
        return std::unexpected(validationError(
            u"%1: no access key: write one per line, its id and its secret separated by a space"_s
                .arg(origin)));
    return credentials;
}

Result<Credentials> Credentials::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(validationError(
            u"Cannot read the credentials file %1: %2"_s.arg(path, file.errorString())));
    constexpr qint64 kMaxFile = 1024 * 1024; // a key list, not a data file
    const QByteArray text = file.read(kMaxFile + 1);
    if (text.size() > kMaxFile)
        return std::unexpected(validationError(
            u"The credentials file %1 is larger than %2 bytes"_s.arg(path).arg(kMaxFile)));
    return parse(text, path);
}

std::optional<QByteArray> Credentials::secretOf(const QString &accessKeyId) const
{
    const auto found = m_secrets.constFind(accessKeyId);
    if (found == m_secrets.cend())
        return std::nullopt;
    return *found;
}

} // namespace lw::server
