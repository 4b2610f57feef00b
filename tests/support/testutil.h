// Small helpers every test shares: inline JSON and byte literals.
#pragma once

#include "check.h"

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QtGlobal>

#include <initializer_list>
#include <source_location>

namespace lw::test {

using Qt::StringLiterals::operator""_s;

// Parses a JSON object written inline in a test; a typo in the test fails it, naming the typo.
inline QJsonObject json(const char *text,
                        std::source_location where = std::source_location::current())
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        fail(u"bad JSON in test: "_s + error.errorString() + u": "_s + QString::fromUtf8(text),
             where);
    return doc.object();
}

// `a.b.0.c`: object members by name, array elements by index. Undefined when the path is absent.
inline QJsonValue jsonAt(QJsonValue value, const QString &path)
{
    for (const QString &part : path.split(u'.')) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        value =
            isIndex && value.isArray() ? value.toArray().at(index) : value.toObject().value(part);
    }
    return value;
}

// A file's whole contents; empty when it cannot be read.
inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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
