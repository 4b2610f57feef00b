// The texts of the validation layer's constraint messages, for tests that build expected
// messages from their parts (core/validation/constraints.h words them).
#pragma once

#include <QString>
#include <QStringList>

namespace lw::test {

using Qt::StringLiterals::operator""_s;

inline const QString kPattern =
    u"Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"_s;
inline const QString kNotNull = u"Member must not be null"_s;
inline const QString kInvalid = u"One or more parameter values were invalid: "_s;

// "Value <value> at '<path>' failed to satisfy constraint: <rule>".
inline QString failed(const QString &value, const QString &path, const QString &rule)
{
    return u"Value "_s + value + u" at '"_s + path + u"' failed to satisfy constraint: "_s + rule;
}

inline QString nullAt(const QString &path)
{
    return failed(u"null"_s, path, kNotNull);
}

// The collected message: "2 validation errors detected: a; b".
inline QString detected(const QStringList &errors)
{
    return QString::number(errors.size()) +
           (errors.size() == 1 ? u" validation error detected: "_s
                               : u" validation errors detected: "_s) +
           errors.join(u"; "_s);
}

inline QString atLeast(qint64 n)
{
    return u"Member must have value greater than or equal to "_s + QString::number(n);
}

inline QString atMost(qint64 n)
{
    return u"Member must have value less than or equal to "_s + QString::number(n);
}

inline QString lengthAtLeast(qint64 n)
{
    return u"Member must have length greater than or equal to "_s + QString::number(n);
}

inline QString lengthAtMost(qint64 n)
{
    return u"Member must have length less than or equal to "_s + QString::number(n);
}

} // namespace lw::test
