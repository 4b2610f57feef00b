// Small helpers every test shares: inline JSON and byte literals.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

#include <initializer_list>

namespace lw::test {

// Parses a JSON object written inline in a test; a typo in the test is fatal, not a failure.
inline QJsonObject json(const char *text)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in test: %s: %s", qPrintable(error.errorString()), text);
    return doc.object();
}

inline QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Bytes from integers, for encodings that are easiest to read as hex.
inline QByteArray bytes(std::initializer_list<int> values)
{
    QByteArray out;
    for (int v : values)
        out.append(char(v));
    return out;
}

} // namespace lw::test
