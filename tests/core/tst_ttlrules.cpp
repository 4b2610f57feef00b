// DynamoDB's TTL rules as pure functions (time/ttl.h) and the sweeper's lag draw (time/sweeper.h):
// which values expire and at which millisecond, which never do and why, and that the lag is
// reproducible, in range and spread as each preset promises.
#include "model/attributejson.h"
#include "testutil.h"
#include "time/sweeper.h"
#include "time/ttl.h"

#include <QSet>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::SweeperSettings;
using lw::ttl::NeverReason;

Q_DECLARE_METATYPE(NeverReason)
Q_DECLARE_METATYPE(SweeperSettings::Preset)

namespace {

constexpr qint64 kNow = 1'792'496'917'000; // 2026-10-20, the clock most rows judge at
constexpr qint64 kHourMs = 3600 * 1000;

lw::Item item(const QByteArray &dynamoJson)
{
    auto parsed = lw::itemFromJson(json(dynamoJson.constData()));
    if (!setUp(u"bad item in test"_s, parsed))
        return {};
    return *parsed;
}

// An item with one Number attribute "ttl".
QByteArray ttlNumber(const char *value)
{
    return R"({"PK":{"S":"a"},"ttl":{"N":")" + QByteArray(value) + R"("}})";
}

QByteArray itemKey(int i)
{
    return "SESSION#" + QByteArray::number(i);
}

SweeperSettings settings(SweeperSettings::Preset preset, qint64 minLag, qint64 maxLag,
                         quint64 seed = 1)
{
    SweeperSettings s;
    s.preset = preset;
    s.minLagMs = minLag;
    s.maxLagMs = maxLag;
    s.seed = seed;
    return s;
}

} // namespace

class TestTtlRules : public QObject
{
    Q_OBJECT

private slots:
    void expiry_data();
    void expiry();
    void expiredAtTheMillisecond_data();
    void expiredAtTheMillisecond();
    void reasonTexts_data();
    void reasonTexts();

    void lagIsDeterministic();
    void lagWithinRange_data();
    void lagWithinRange();
    void lagDependsOnSeedKeyAndExpiry();
    void awsLikeSpread();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void jsonRejected_data();
    void jsonRejected();
    void presetNames();
};

void TestTtlRules::expiry_data()
{
    QTest::addColumn<QByteArray>("item");
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<qint64>("nowMs");
    QTest::addColumn<qint64>("atMs"); // -1: never
    QTest::addColumn<NeverReason>("never");

    // now - 5 years = 1,634,730,517,000 ms.
    const qint64 fiveYearsAgo = kNow - lw::ttl::kFiveYearsMs;
    QCOMPARE(fiveYearsAgo, qint64(1'634'730'517'000));
    auto row = [](const char *name, const QByteArray &item, const QString &attribute, qint64 nowMs,
                  qint64 atMs, NeverReason never) {
        QTest::newRow(name) << item << attribute << nowMs << atMs << never;
    };
    const QString ttl = u"ttl"_s;
    const NeverReason expires = NeverReason::None;

    // value < now: the first millisecond after the value.
    row("seconds", ttlNumber("1792496917"), ttl, kNow, 1'792'496'917'001, expires);
    row("fraction", ttlNumber("1792496917.5"), ttl, kNow, 1'792'496'917'501, expires);
    row("sub-millisecond", ttlNumber("1792496917.0001"), ttl, kNow, 1'792'496'917'001, expires);
    row("in-a-year", ttlNumber("1824032917"), ttl, kNow, 1'824'032'917'001, expires);
    row("zero", ttlNumber("0"), ttl, 0, 1, expires);
    row("tiny", ttlNumber("1e-130"), ttl, 0, 1, expires);
    row("negative-near-epoch", ttlNumber("-5"), ttl, 0, -4999, expires);
    row("negative-fraction", ttlNumber("-0.0005"), ttl, 0, 0, expires);

    row("string", R"({"PK":{"S":"a"},"ttl":{"S":"1792496917"}})", ttl, kNow, -1,
        NeverReason::NotANumber);
    row("number-set", R"({"PK":{"S":"a"},"ttl":{"NS":["1792496917"]}})", ttl, kNow, -1,
        NeverReason::NotANumber);
    row("bool", R"({"PK":{"S":"a"},"ttl":{"BOOL":true}})", ttl, kNow, -1, NeverReason::NotANumber);
    row("missing", R"({"PK":{"S":"a"}})", ttl, kNow, -1, NeverReason::NoAttribute);
    row("ttl-off", ttlNumber("1792496917"), QString(), kNow, -1, NeverReason::NoAttribute);
    // Only a top-level attribute counts; the name is a name, not a document path.
    row("nested-in-map", R"({"PK":{"S":"a"},"m":{"M":{"ttl":{"N":"1792496917"}}}})", ttl, kNow, -1,
        NeverReason::NoAttribute);
    row("dotted-name", R"({"PK":{"S":"a"},"m":{"M":{"ttl":{"N":"1792496917"}}}})", u"m.ttl"_s, kNow,
        -1, NeverReason::NoAttribute);
    row("other-attribute", ttlNumber("1792496917"), u"expiresAt"_s, kNow, -1,
        NeverReason::NoAttribute);

    // From 10^11 seconds (year 5138) on, the value is taken for milliseconds.
    row("milliseconds", ttlNumber("1792496917261"), ttl, kNow, -1, NeverReason::Milliseconds);
    row("at-threshold", ttlNumber("100000000000"), ttl, kNow, -1, NeverReason::Milliseconds);
    row("below-threshold", ttlNumber("99999999999.999"), ttl, kNow, 99'999'999'999'999 + 1,
        expires);
    row("huge", ttlNumber("1e125"), ttl, kNow, -1, NeverReason::Milliseconds);

    // Exactly five years back still expires (at once); a millisecond more is ignored.
    row("five-years", ttlNumber("1634730517"), ttl, kNow, fiveYearsAgo + 1, expires);
    row("five-years-and-a-ms", ttlNumber("1634730516.999"), ttl, kNow, -1,
        NeverReason::MoreThanFiveYears);
    row("ten-years", ttlNumber("1477000000"), ttl, kNow, -1, NeverReason::MoreThanFiveYears);
    row("negative", ttlNumber("-5"), ttl, kNow, -1, NeverReason::MoreThanFiveYears);
    row("huge-negative", ttlNumber("-1e125"), ttl, kNow, -1, NeverReason::MoreThanFiveYears);
    row("beyond-int64-negative", ttlNumber("-99999999999999999999"), ttl, kNow, -1,
        NeverReason::MoreThanFiveYears);
}

void TestTtlRules::expiry()
{
    QFETCH(QByteArray, item);
    QFETCH(QString, attribute);
    QFETCH(qint64, nowMs);
    QFETCH(qint64, atMs);
    QFETCH(NeverReason, never);

    const auto expiry = lw::ttl::expiryOf(::item(item), attribute, nowMs);
    QCOMPARE(expiry.never, never);
    QCOMPARE(expiry.atMs.value_or(-1), atMs);
    if (never != NeverReason::None) {
        QVERIFY(!expiry.atMs);
        QVERIFY(!lw::ttl::isExpired(expiry, std::numeric_limits<qint64>::max()));
        return;
    }
    QVERIFY(!lw::ttl::isExpired(expiry, atMs - 1));
    QVERIFY(lw::ttl::isExpired(expiry, atMs));
}

void TestTtlRules::expiredAtTheMillisecond_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<qint64>("nowMs");
    QTest::addColumn<bool>("expired");

    // Expired when value < now, with the clock's milliseconds as a fraction of a second.
    QTest::newRow("100s at 100.000") << QByteArray("100") << qint64(100'000) << false;
    QTest::newRow("100s at 100.001") << QByteArray("100") << qint64(100'001) << true;
    QTest::newRow("100.5s at 100.500") << QByteArray("100.5") << qint64(100'500) << false;
    QTest::newRow("100.5s at 100.501") << QByteArray("100.5") << qint64(100'501) << true;
    QTest::newRow("100.0005s at 100.000") << QByteArray("100.0005") << qint64(100'000) << false;
    QTest::newRow("100.0005s at 100.001") << QByteArray("100.0005") << qint64(100'001) << true;
    QTest::newRow("100s at 99.999") << QByteArray("100") << qint64(99'999) << false;
}

void TestTtlRules::expiredAtTheMillisecond()
{
    QFETCH(QByteArray, value);
    QFETCH(qint64, nowMs);
    QFETCH(bool, expired);
    const auto expiry = lw::ttl::expiryOf(item(ttlNumber(value.constData())), u"ttl"_s, nowMs);
    QCOMPARE(lw::ttl::isExpired(expiry, nowMs), expired);
}

void TestTtlRules::reasonTexts_data()
{
    QTest::addColumn<NeverReason>("reason");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("none") << NeverReason::None << u"expires"_s;
    QTest::newRow("no-attribute") << NeverReason::NoAttribute << u"no TTL attribute"_s;
    QTest::newRow("not-a-number") << NeverReason::NotANumber << u"not a Number"_s;
    QTest::newRow("milliseconds") << NeverReason::Milliseconds << u"milliseconds"_s;
    QTest::newRow("five-years") << NeverReason::MoreThanFiveYears << u"five years"_s;
}

void TestTtlRules::reasonTexts()
{
    QFETCH(NeverReason, reason);
    QFETCH(QString, mentions);
    const QString text = lw::ttl::neverReasonText(reason);
    QVERIFY2(text.contains(mentions), qPrintable(text));
    // Each reason has its own sentence.
    for (auto other : {NeverReason::None, NeverReason::NoAttribute, NeverReason::NotANumber,
                       NeverReason::Milliseconds, NeverReason::MoreThanFiveYears}) {
        if (other != reason)
            QVERIFY(lw::ttl::neverReasonText(other) != text);
    }
}

void TestTtlRules::lagIsDeterministic()
{
    const auto a = settings(SweeperSettings::Preset::AwsLike, 0, SweeperSettings::kAwsMaxLagMs, 7);
    const auto b = settings(SweeperSettings::Preset::AwsLike, 0, SweeperSettings::kAwsMaxLagMs, 7);
    for (int i = 0; i < 100; ++i) {
        const qint64 lag = a.lagMs(itemKey(i), kNow + i);
        QCOMPARE(a.lagMs(itemKey(i), kNow + i), lag);
        QCOMPARE(b.lagMs(itemKey(i), kNow + i), lag);
    }
    // Pinned values: a scenario must sweep at the same moments on every platform and build, so
    // the draw (splitmix64 over FNV-1a of the key) must never change by accident.
    QCOMPARE(a.lagMs("SESSION#1", kNow), qint64(29'981'169));
    QCOMPARE(settings(SweeperSettings::Preset::AwsLike, 0, SweeperSettings::kAwsMaxLagMs, 1)
                 .lagMs("SESSION#1", kNow),
             qint64(5'101'299));
    QCOMPARE(
        settings(SweeperSettings::Preset::Custom, 60'000, 3'600'000, 1).lagMs("SESSION#1", kNow),
        qint64(668'235));
}

void TestTtlRules::lagWithinRange_data()
{
    QTest::addColumn<SweeperSettings::Preset>("preset");
    QTest::addColumn<qint64>("minLag");
    QTest::addColumn<qint64>("maxLag");
    QTest::addColumn<qint64>("expectMin"); // the range every lag must fall in
    QTest::addColumn<qint64>("expectMax");
    using P = SweeperSettings::Preset;
    const qint64 max = SweeperSettings::kAwsMaxLagMs;
    QTest::newRow("instant") << P::Instant << qint64(0) << max << qint64(0) << qint64(0);
    // AwsLike ignores min/max: always within 48 hours.
    QTest::newRow("aws-like") << P::AwsLike << qint64(0) << max << qint64(0) << max;
    QTest::newRow("aws-like-odd-bounds")
        << P::AwsLike << qint64(1000) << qint64(2000) << qint64(0) << max;
    QTest::newRow("custom") << P::Custom << qint64(60'000) << qint64(3'600'000) << qint64(60'000)
                            << qint64(3'600'000);
    QTest::newRow("custom-fixed") << P::Custom << qint64(5000) << qint64(5000) << qint64(5000)
                                  << qint64(5000);
    QTest::newRow("custom-a-week")
        << P::Custom << qint64(0) << 7 * 24 * kHourMs << qint64(0) << 7 * 24 * kHourMs;
}

void TestTtlRules::lagWithinRange()
{
    QFETCH(SweeperSettings::Preset, preset);
    QFETCH(qint64, minLag);
    QFETCH(qint64, maxLag);
    QFETCH(qint64, expectMin);
    QFETCH(qint64, expectMax);
    for (quint64 seed : {quint64(1), quint64(42), std::numeric_limits<quint64>::max()}) {
        const auto s = settings(preset, minLag, maxLag, seed);
        for (int i = 0; i < 1000; ++i) {
            const qint64 lag = s.lagMs(itemKey(i), kNow + i * 1000);
            QVERIFY2(lag >= expectMin && lag <= expectMax,
                     qPrintable(u"lag %1 for key %2"_s.arg(lag).arg(i)));
        }
    }
}

void TestTtlRules::lagDependsOnSeedKeyAndExpiry()
{
    // Items expiring together are swept at different moments, and another seed is another draw.
    const auto one =
        settings(SweeperSettings::Preset::AwsLike, 0, SweeperSettings::kAwsMaxLagMs, 1);
    const auto two =
        settings(SweeperSettings::Preset::AwsLike, 0, SweeperSettings::kAwsMaxLagMs, 2);
    int seedDiffers = 0, expiryDiffers = 0;
    QSet<qint64> lags;
    for (int i = 0; i < 1000; ++i) {
        const qint64 lag = one.lagMs(itemKey(i), kNow);
        lags.insert(lag);
        seedDiffers += two.lagMs(itemKey(i), kNow) != lag;
        expiryDiffers += one.lagMs(itemKey(i), kNow + 1000) != lag;
    }
    QVERIFY2(seedDiffers >= 990, qPrintable(QString::number(seedDiffers)));
    QVERIFY2(expiryDiffers >= 990, qPrintable(QString::number(expiryDiffers)));
    QVERIFY2(lags.size() >= 990, qPrintable(QString::number(lags.size())));
}

void TestTtlRules::awsLikeSpread()
{
    // lag = 48 h x u^2: the median is 12 h, a quarter of the items go within 3 h, and the tail
    // reaches towards 48 h.
    const auto s = settings(SweeperSettings::Preset::AwsLike, 0, SweeperSettings::kAwsMaxLagMs, 1);
    QList<qint64> lags;
    for (int i = 0; i < 1000; ++i)
        lags << s.lagMs(itemKey(i), kNow + i);
    std::sort(lags.begin(), lags.end());
    const qint64 median = lags.at(500);
    QVERIFY2(median > 9 * kHourMs && median < 15 * kHourMs, qPrintable(QString::number(median)));
    QVERIFY2(lags.at(250) < 5 * kHourMs, qPrintable(QString::number(lags.at(250))));
    QVERIFY2(lags.first() < kHourMs, qPrintable(QString::number(lags.first())));
    QVERIFY2(lags.last() > 40 * kHourMs, qPrintable(QString::number(lags.last())));
}

void TestTtlRules::jsonRoundTrip_data()
{
    QTest::addColumn<SweeperSettings::Preset>("preset");
    QTest::addColumn<qint64>("minLag");
    QTest::addColumn<qint64>("maxLag");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("name");
    using P = SweeperSettings::Preset;
    QTest::newRow("default") << P::AwsLike << qint64(0) << SweeperSettings::kAwsMaxLagMs
                             << quint64(1) << u"aws-like"_s;
    QTest::newRow("instant") << P::Instant << qint64(0) << SweeperSettings::kAwsMaxLagMs
                             << quint64(99) << u"instant"_s;
    QTest::newRow("custom") << P::Custom << qint64(1000) << qint64(9000) << quint64(5)
                            << u"custom"_s;
    // The seed is stored as a string: a double would lose the low bits of a 64-bit seed.
    QTest::newRow("largest-seed") << P::Custom << qint64(0) << qint64(0)
                                  << std::numeric_limits<quint64>::max() << u"custom"_s;
}

void TestTtlRules::jsonRoundTrip()
{
    QFETCH(SweeperSettings::Preset, preset);
    QFETCH(qint64, minLag);
    QFETCH(qint64, maxLag);
    QFETCH(quint64, seed);
    QFETCH(QString, name);
    const auto s = settings(preset, minLag, maxLag, seed);
    const QJsonObject json = s.toJson();
    QCOMPARE(json.value(u"preset"_s).toString(), name);
    QCOMPARE(json.value(u"seed"_s).toString(), QString::number(seed));
    const auto back = SweeperSettings::fromJson(json);
    QVERIFY(back);
    QVERIFY(*back == s);
}

void TestTtlRules::jsonRejected_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("unknown-preset") << QByteArray(R"({"preset":"fast","seed":"1"})");
    QTest::newRow("no-preset") << QByteArray(R"({"seed":"1"})");
    QTest::newRow("preset-not-string") << QByteArray(R"({"preset":1,"seed":"1"})");
    QTest::newRow("no-seed") << QByteArray(R"({"preset":"instant"})");
    QTest::newRow("seed-not-a-number") << QByteArray(R"({"preset":"instant","seed":"abc"})");
    QTest::newRow("seed-as-json-number") << QByteArray(R"({"preset":"instant","seed":1})");
    QTest::newRow("negative-min") << QByteArray(
        R"({"preset":"custom","seed":"1","minLagMs":-1,"maxLagMs":10})");
    QTest::newRow("min-above-max")
        << QByteArray(R"({"preset":"custom","seed":"1","minLagMs":11,"maxLagMs":10})");
}

void TestTtlRules::jsonRejected()
{
    QFETCH(QByteArray, json);
    QVERIFY(!SweeperSettings::fromJson(lw::test::json(json.constData())));
}

void TestTtlRules::presetNames()
{
    using P = SweeperSettings::Preset;
    for (P p : {P::Instant, P::AwsLike, P::Custom})
        QCOMPARE(SweeperSettings::presetFromName(SweeperSettings::presetName(p)), p);
    QVERIFY(!SweeperSettings::presetFromName(u"AWS-LIKE"));
    QVERIFY(!SweeperSettings::presetFromName(u""));
}

QTEST_GUILESS_MAIN(TestTtlRules)
#include "tst_ttlrules.moc"
