// Tests for time/timetext: every TIME and DURATION form accepted and refused, the printed forms,
// and round trips. Expected epoch values were worked out with Python's datetime (UTC); the
// round-trip rows also hold formatTimeMs against QDateTime as an independent calendar.
#include "time/timetext.h"

#include <QDateTime>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Ms = std::optional<qint64>;
constexpr qint64 kNoon20Oct2026 = 1'792'497'600'000; // 2026-10-20T12:00:00Z
constexpr qint64 kHourMs = 3'600'000;
constexpr qint64 kDayMs = 24 * kHourMs;

} // namespace

Q_DECLARE_METATYPE(Ms)

class TestTimeText : public QObject
{
    Q_OBJECT

private slots:
    void parseTime_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Ms>("expected"); // nullopt: refused

        const auto accepts = [](const char *name, const QString &text, qint64 ms) {
            QTest::newRow(name) << text << Ms(ms);
        };
        const auto refuses = [](const char *name, const QString &text) {
            QTest::newRow(name) << text << Ms();
        };

        // Epoch seconds.
        accepts("epoch zero", u"0"_s, 0);
        accepts("epoch seconds", u"1792496917"_s, 1'792'496'917'000);
        accepts("epoch milliseconds", u"1792496917.261"_s, 1'792'496'917'261);
        accepts("epoch one fraction digit", u"1792496917.5"_s, 1'792'496'917'500);
        accepts("epoch fraction truncated", u"1792496917.2619"_s, 1'792'496'917'261);
        accepts("epoch fraction below 1 ms", u"1792496917.0009999"_s, 1'792'496'917'000);
        accepts("epoch leading zeros", u"007"_s, 7000);
        accepts("negative epoch", u"-1"_s, -1000);
        accepts("negative epoch fraction", u"-1.5"_s, -1500);
        accepts("negative truncates earlier", u"-1.0005"_s, -1001);
        accepts("negative below 1 ms", u"-0.0001"_s, -1);
        accepts("minus zero", u"-0"_s, 0);
        accepts("epoch last", u"253402300799.999"_s, lw::kMaxTimeMs);
        accepts("epoch first", u"-62167219200"_s, lw::kMinTimeMs);
        refuses("epoch past the last", u"253402300800"_s);
        refuses("epoch before the first", u"-62167219200.001"_s);
        refuses("epoch overflowing", u"99999999999999999999999999"_s);
        refuses("empty", u""_s);
        refuses("leading space", u" 1792496917"_s);
        refuses("trailing space", u"1792496917 "_s);
        refuses("plus sign", u"+1792496917"_s);
        refuses("trailing dot", u"1792496917."_s);
        refuses("leading dot", u".5"_s);
        refuses("lone minus", u"-"_s);
        refuses("exponent", u"1e9"_s);
        refuses("hex", u"0x10"_s);
        refuses("comma", u"1,5"_s);
        refuses("unit", u"1792496917s"_s);
        refuses("words", u"now"_s);
        refuses("non-ASCII digits", u"\u0661\u0662\u0663"_s);

        // ISO 8601.
        accepts("date", u"2026-10-20"_s, kNoon20Oct2026 - 12 * kHourMs);
        accepts("UTC", u"2026-10-20T12:00:00Z"_s, kNoon20Oct2026);
        accepts("epoch start", u"1970-01-01T00:00:00Z"_s, 0);
        accepts("a billion seconds", u"2001-09-09T01:46:40Z"_s, 1'000'000'000'000);
        accepts("before 1970", u"1969-12-31T23:59:59.999Z"_s, -1);
        accepts("half second", u"2026-10-20T12:00:00.5Z"_s, kNoon20Oct2026 + 500);
        accepts("milliseconds", u"2026-10-20T12:00:00.261Z"_s, kNoon20Oct2026 + 261);
        accepts("microseconds truncated", u"2026-10-20T12:00:00.999999Z"_s, kNoon20Oct2026 + 999);
        accepts("offset east", u"2026-10-20T14:00:00+02:00"_s, kNoon20Oct2026);
        accepts("offset west", u"2026-10-20T10:30:00-01:30"_s, kNoon20Oct2026);
        accepts("offset zero minus", u"2026-10-20T12:00:00-00:00"_s, kNoon20Oct2026);
        accepts("offset largest", u"2026-10-21T11:59:00+23:59"_s, kNoon20Oct2026);
        accepts("offset crosses midnight", u"2026-10-21T00:30:00+01:00"_s,
                kNoon20Oct2026 + 11 * kHourMs + 30 * 60'000);
        accepts("offset and fraction", u"2026-10-20T14:00:00.25+02:00"_s, kNoon20Oct2026 + 250);
        accepts("leap day", u"2024-02-29"_s, 1'709'164'800'000);
        accepts("leap day of a 400th year", u"2000-02-29"_s, 951'782'400'000);
        accepts("last day of the year", u"2026-12-31T23:59:59Z"_s, 1'798'761'599'000);
        accepts("first", u"0000-01-01T00:00:00Z"_s, lw::kMinTimeMs);
        accepts("first date", u"0000-01-01"_s, lw::kMinTimeMs);
        accepts("last", u"9999-12-31T23:59:59.999Z"_s, lw::kMaxTimeMs);
        refuses("no zone", u"2026-10-20T12:00:00"_s);
        refuses("no seconds", u"2026-10-20T12:00Z"_s);
        refuses("lower-case t", u"2026-10-20t12:00:00Z"_s);
        refuses("lower-case z", u"2026-10-20T12:00:00z"_s);
        refuses("space for T", u"2026-10-20 12:00:00Z"_s);
        refuses("basic offset", u"2026-10-20T12:00:00+0200"_s);
        refuses("hours-only offset", u"2026-10-20T12:00:00+02"_s);
        refuses("offset hour 24", u"2026-10-20T12:00:00+24:00"_s);
        refuses("offset minute 60", u"2026-10-20T12:00:00+02:60"_s);
        refuses("Z and offset", u"2026-10-20T12:00:00Z+02:00"_s);
        refuses("hour 24", u"2026-10-20T24:00:00Z"_s);
        refuses("minute 60", u"2026-10-20T12:60:00Z"_s);
        refuses("leap second", u"2026-12-31T23:59:60Z"_s);
        refuses("29 February, common year", u"2026-02-29"_s);
        refuses("29 February, 100th year", u"1900-02-29"_s);
        refuses("31 April", u"2026-04-31"_s);
        refuses("month 13", u"2026-13-01"_s);
        refuses("month 0", u"2026-00-10"_s);
        refuses("day 0", u"2026-10-00"_s);
        refuses("one-digit month", u"2026-1-20"_s);
        refuses("two-digit year", u"26-10-20"_s);
        refuses("five-digit year", u"10000-01-01"_s);
        refuses("negative year", u"-2026-10-20"_s);
        refuses("slashes", u"2026/10/20"_s);
        refuses("empty fraction", u"2026-10-20T12:00:00.Z"_s);
        refuses("date with Z", u"2026-10-20Z"_s);
        refuses("T alone", u"2026-10-20T"_s);
        refuses("trailing newline", u"2026-10-20T12:00:00Z\n"_s);
        refuses("before the first", u"0000-01-01T00:00:00+00:01"_s);
        refuses("after the last", u"9999-12-31T23:59:59-00:01"_s);
    }

    void parseTime()
    {
        QFETCH(QString, text);
        QFETCH(Ms, expected);
        QCOMPARE(lw::parseTimeMs(text), expected);
    }

    void parseDuration_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Ms>("expected");       // parseDurationMs; nullopt: refused
        QTest::addColumn<Ms>("expectedOrZero"); // parseDurationOrZeroMs

        const auto accepts = [](const char *name, const QString &text, qint64 ms) {
            QTest::newRow(name) << text << Ms(ms) << Ms(ms);
        };
        const auto refuses = [](const char *name, const QString &text) {
            QTest::newRow(name) << text << Ms() << Ms();
        };
        const auto zero = [](const char *name, const QString &text) {
            QTest::newRow(name) << text << Ms() << Ms(0);
        };

        accepts("minutes", u"90m"_s, 90 * 60'000);
        accepts("seconds", u"30s"_s, 30'000);
        accepts("hours", u"2h"_s, 2 * kHourMs);
        accepts("day", u"1d"_s, kDayMs);
        accepts("milliseconds", u"250ms"_s, 250);
        accepts("fraction", u"1.5h"_s, 90 * 60'000);
        accepts("fraction of a second", u"0.5s"_s, 500);
        accepts("fraction below 1 ms truncated", u"1.0005s"_s, 1000);
        // 86400000 x 0.000011574074074074074 = 999.99999999999999936: a double says 1000.
        accepts("fraction of a day, exactly", u"0.000011574074074074074d"_s, 999);
        accepts("hours and minutes", u"1h30m"_s, 90 * 60'000);
        accepts("days and hours", u"2d12h"_s, 60 * kHourMs);
        accepts("seconds and milliseconds", u"1s500ms"_s, 1500);
        accepts("every unit", u"1d2h3m4s5ms"_s, kDayMs + 2 * kHourMs + 3 * 60'000 + 4'000 + 5);
        accepts("a zero part", u"0s1ms"_s, 1);
        accepts("leading zeros", u"007m"_s, 7 * 60'000);
        accepts("longest", u"3652424d"_s, 3'652'424 * kDayMs);
        zero("zero seconds", u"0s"_s);
        zero("zero milliseconds", u"0ms"_s);
        zero("bare zero", u"0"_s);
        zero("below 1 ms", u"0.4ms"_s);
        refuses("empty", u""_s);
        refuses("bare number", u"90"_s);
        refuses("negative", u"-5m"_s);
        refuses("plus sign", u"+5m"_s);
        refuses("space inside", u"5 m"_s);
        refuses("trailing space", u"1h "_s);
        refuses("upper-case unit", u"5M"_s);
        refuses("spelled unit", u"5min"_s);
        refuses("weeks", u"1w"_s);
        refuses("out of order", u"30m1h"_s);
        refuses("repeated unit", u"1h1h"_s);
        refuses("m after ms", u"1ms1m"_s);
        refuses("trailing dot", u"1.h"_s);
        refuses("leading dot", u".5h"_s);
        refuses("unit alone", u"h"_s);
        refuses("number after the last unit", u"1h30"_s);
        refuses("exponent", u"1e3s"_s);
        refuses("beyond the span of times", u"3652425d"_s);
        refuses("overflowing", u"99999999999999999999999d"_s);
    }

    void parseDuration()
    {
        QFETCH(QString, text);
        QFETCH(Ms, expected);
        QFETCH(Ms, expectedOrZero);
        QCOMPARE(lw::parseDurationMs(text), expected);
        QCOMPARE(lw::parseDurationOrZeroMs(text), expectedOrZero);
    }

    void format_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("iso");
        QTest::addColumn<QString>("epoch");

        QTest::newRow("epoch start") << qint64(0) << u"1970-01-01T00:00:00Z"_s << u"0"_s;
        QTest::newRow("noon") << kNoon20Oct2026 << u"2026-10-20T12:00:00Z"_s << u"1792497600"_s;
        QTest::newRow("milliseconds")
            << kNoon20Oct2026 + 261 << u"2026-10-20T12:00:00.261Z"_s << u"1792497600.261"_s;
        QTest::newRow("leading zero milliseconds")
            << kNoon20Oct2026 + 5 << u"2026-10-20T12:00:00.005Z"_s << u"1792497600.005"_s;
        QTest::newRow("one before 1970")
            << qint64(-1) << u"1969-12-31T23:59:59.999Z"_s << u"-0.001"_s;
        QTest::newRow("negative fraction")
            << qint64(-1500) << u"1969-12-31T23:59:58.500Z"_s << u"-1.500"_s;
        QTest::newRow("leap day") << qint64(1'709'164'800'000) << u"2024-02-29T00:00:00Z"_s
                                  << u"1709164800"_s;
        QTest::newRow("first") << lw::kMinTimeMs << u"0000-01-01T00:00:00Z"_s << u"-62167219200"_s;
        QTest::newRow("last") << lw::kMaxTimeMs << u"9999-12-31T23:59:59.999Z"_s
                              << u"253402300799.999"_s;
        QTest::newRow("past the last: expanded year")
            << lw::kMaxTimeMs + 1 << u"+10000-01-01T00:00:00Z"_s << u"253402300800"_s;
        QTest::newRow("before the first: expanded year")
            << lw::kMinTimeMs - 1 << u"-0001-12-31T23:59:59.999Z"_s << u"-62167219200.001"_s;
    }

    void format()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, iso);
        QFETCH(QString, epoch);
        QCOMPARE(lw::formatTimeMs(ms), iso);
        QCOMPARE(lw::formatEpochSeconds(ms), epoch);
    }

    // The extremes of qint64 format without overflowing (the clock never gets there, but a
    // corrupt value must still print).
    void formatExtremes()
    {
        QVERIFY(lw::formatTimeMs(std::numeric_limits<qint64>::max()).startsWith(u'+'));
        QVERIFY(lw::formatTimeMs(std::numeric_limits<qint64>::min()).startsWith(u'-'));
        QCOMPARE(lw::formatEpochSeconds(std::numeric_limits<qint64>::min()),
                 u"-9223372036854775.808"_s);
        QCOMPARE(lw::formatDurationMs(std::numeric_limits<qint64>::min()).front(), u'-');
    }

    void formatDuration_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");

        QTest::newRow("zero") << qint64(0) << u"0s"_s;
        QTest::newRow("one ms") << qint64(1) << u"1ms"_s;
        QTest::newRow("hour and a half") << 90 * 60'000LL << u"1h30m"_s;
        QTest::newRow("a day") << kDayMs << u"1d"_s;
        QTest::newRow("aws-like lag") << 48 * kHourMs << u"2d"_s;
        QTest::newRow("seconds and ms") << qint64(1500) << u"1s500ms"_s;
        QTest::newRow("every unit")
            << kDayMs + 2 * kHourMs + 3 * 60'000 + 4'000 + 5 << u"1d2h3m4s5ms"_s;
        QTest::newRow("negative") << qint64(-60'000) << u"-1m"_s;
    }

    void formatDuration()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(lw::formatDurationMs(ms), text);
        if (ms > 0)
            QCOMPARE(lw::parseDurationMs(text), Ms(ms));
    }

    // Across the whole range, at a stride that visits every month, day of month and leap rule:
    // both printed forms read back to the same millisecond, and the ISO form is QDateTime's
    // (which has no year 0, so the comparison starts at year 1).
    void roundTrip()
    {
        const qint64 year1 = -62'135'596'800'000; // 0001-01-01T00:00:00Z
        const qint64 stride = 31 * kDayMs + 7 * kHourMs + 61'001;
        for (qint64 ms = lw::kMinTimeMs; ms <= lw::kMaxTimeMs; ms += stride) {
            const QString iso = lw::formatTimeMs(ms);
            QCOMPARE(lw::parseTimeMs(iso), Ms(ms));
            QCOMPARE(lw::parseTimeMs(lw::formatEpochSeconds(ms)), Ms(ms));
            if (ms >= year1) {
                QString qt =
                    QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
                qt.replace(u".000Z"_s, u"Z"_s);
                QCOMPARE(iso, qt);
            }
        }
        QCOMPARE(lw::parseTimeMs(lw::formatTimeMs(lw::kMaxTimeMs)), Ms(lw::kMaxTimeMs));
    }

    // Durations read back from their printed form, whatever mix of units they need.
    void durationRoundTrip()
    {
        for (qint64 ms = 1; ms < 400 * kDayMs; ms = ms * 3 + 7)
            QCOMPARE(lw::parseDurationMs(lw::formatDurationMs(ms)), Ms(ms));
    }
};

QTEST_GUILESS_MAIN(TestTimeText)
#include "tst_timetext.moc"
