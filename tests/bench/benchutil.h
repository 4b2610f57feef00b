// What every benchmark program shares: stopping with a message when the engine refuses a step
// (a benchmark whose set-up failed has no figures to print), and the PK/SK table they load with
// its ~200-byte items.
#pragma once

#include "engine/options.h"
#include "model/attributevalue.h"
#include "model/error.h"
#include "model/number.h"
#include "model/tabledefinition.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstdio>
#include <cstdlib>

namespace lw::bench {

[[noreturn]] inline void fail(const QString &what, const Error &error)
{
    std::fprintf(stderr, "%s: %s\n", qPrintable(what), qPrintable(error.message));
    std::exit(1);
}

template<class T> T check(Result<T> result, const char *what)
{
    if (!result)
        fail(QString::fromUtf8(what), result.error());
    return std::move(*result);
}

inline void check(const Status &status, const char *what)
{
    if (!status)
        fail(QString::fromUtf8(what), status.error());
}

inline QString userKey(int i)
{
    return QStringLiteral("USER#%1").arg(i, 6, 10, QChar(u'0'));
}

inline Item makeKey(int i)
{
    return Item{{QStringLiteral("PK"), AttributeValue::string(userKey(i))},
                {QStringLiteral("SK"), AttributeValue::string(QStringLiteral("PROFILE"))}};
}

// ~200 bytes by DynamoDB's size formula, with a GSI1PK of 100 values.
inline Item makeItem(int i)
{
    return Item{
        {QStringLiteral("PK"), AttributeValue::string(userKey(i))},
        {QStringLiteral("SK"), AttributeValue::string(QStringLiteral("PROFILE"))},
        {QStringLiteral("GSI1PK"), AttributeValue::string(QStringLiteral("ORG#%1").arg(i % 100))},
        {QStringLiteral("email"),
         AttributeValue::string(QStringLiteral("user%1@example.com").arg(i))},
        {QStringLiteral("age"), AttributeValue::number(Number::fromInt64(20 + i % 60))},
        {QStringLiteral("bio"), AttributeValue::string(QString(130, u'b'))},
    };
}

struct Rate
{
    double perSecond = 0;
};

template<class F> Rate measure(int n, F &&f)
{
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < n; ++i)
        f(i);
    return Rate{n / (double(timer.nsecsElapsed()) / 1e9)};
}

// Runs two sides in alternating slices over [0, n), so that a change in the machine's
// background load falls on both alike. Returns {engine, raw} rates.
template<class E, class R> std::pair<Rate, Rate> interleaved(int n, E &&engine, R &&raw)
{
    constexpr int kSlices = 10;
    qint64 engineNs = 0, rawNs = 0;
    QElapsedTimer timer;
    for (int slice = 0; slice < kSlices; ++slice) {
        const int begin = n * slice / kSlices, end = n * (slice + 1) / kSlices;
        timer.start();
        for (int i = begin; i < end; ++i)
            raw(i);
        rawNs += timer.nsecsElapsed();
        timer.start();
        for (int i = begin; i < end; ++i)
            engine(i);
        engineNs += timer.nsecsElapsed();
    }
    return {Rate{n / (double(engineNs) / 1e9)}, Rate{n / (double(rawNs) / 1e9)}};
}

// The --durability option every benchmark takes: nosync (the default) or full.
inline void addDurabilityOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("durability"),
                      QStringLiteral("nosync (default) or full (fsync per commit)."),
                      QStringLiteral("MODE"), QStringLiteral("nosync")});
}

inline Durability durabilityOption(const QCommandLineParser &parser)
{
    return parser.value(QStringLiteral("durability")) == QStringLiteral("full")
               ? Durability::Full
               : Durability::NoSync;
}

// An on-demand table keyed by PK (S) and SK of `sortType`.
inline TableDefinition pkSkTable(const QString &name, AttributeValue::Type sortType)
{
    TableDefinition table;
    table.name = name;
    table.key.hash = {QStringLiteral("PK"), AttributeValue::Type::S};
    table.key.range = KeyElement{QStringLiteral("SK"), sortType};
    table.attributeDefinitions = {table.key.hash, *table.key.range};
    table.payPerRequest = true;
    return table;
}

// The CreateTable request of pkSkTable(name, S), for a benchmark that makes its table through an
// API or an endpoint.
inline QJsonObject pkSkCreateTableRequest(const QString &name)
{
    const auto pair = [](const char *first, const char *firstValue, const char *second,
                         const char *secondValue) {
        return QJsonObject{{QLatin1StringView(first), QLatin1StringView(firstValue)},
                           {QLatin1StringView(second), QLatin1StringView(secondValue)}};
    };
    return {
        {QStringLiteral("TableName"), name},
        {QStringLiteral("BillingMode"), QStringLiteral("PAY_PER_REQUEST")},
        {QStringLiteral("KeySchema"), QJsonArray{pair("AttributeName", "PK", "KeyType", "HASH"),
                                                 pair("AttributeName", "SK", "KeyType", "RANGE")}},
        {QStringLiteral("AttributeDefinitions"),
         QJsonArray{pair("AttributeName", "PK", "AttributeType", "S"),
                    pair("AttributeName", "SK", "AttributeType", "S")}}};
}

} // namespace lw::bench
