// Long work shows progress and can be cancelled: the dialog appears only when
// work lasts, follows the clock or counts, and its Cancel button stops the engine at the end of
// the batch it is in, leaving a consistent workspace.
#include "common/longwork.h"
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QProgressDialog>
#include <QPushButton>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC

QProgressDialog *dialogOf(QWidget &window)
{
    return window.findChild<QProgressDialog *>();
}

void clickCancel(QProgressDialog *dialog)
{
    QVERIFY(dialog);
    auto *cancel = dialog->findChild<QPushButton *>();
    QVERIFY(cancel);
    QTest::mouseClick(cancel, Qt::LeftButton);
}

// Users with TTL on expiresAt (settled) and `n` items expiring one a second from kT0 + 10 s.
void fillExpiring(TestWorkspace &ws, int n)
{
    Engine &engine = ws.workspace().engine();
    QVERIFY(engine.setClock(kT0));
    QVERIFY(engine.setSweeper(SweeperSettings{SweeperSettings::Preset::Instant, 0, 0, 1}));
    ws.ok(u"CreateTable"_s, kUsersTable);
    QVERIFY(engine.updateTimeToLive(u"Users"_s, true, u"expiresAt"_s));
    QVERIFY(engine.advanceClock(kT0 + TimeToLiveSetting::kSettleMs));
    for (int first = 0; first < n; first += 25) {
        QJsonArray puts;
        for (int i = first; i < std::min(n, first + 25); ++i)
            puts.append(QJsonObject{
                {u"PutRequest"_s,
                 QJsonObject{
                     {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"u1"_s}}},
                                             {u"SK"_s, QJsonObject{{u"S"_s, u"s%1"_s.arg(i)}}},
                                             {u"expiresAt"_s,
                                              QJsonObject{{u"N"_s, QString::number(kT0 / 1000 + 10 +
                                                                                   i)}}}}}}}});
        QVERIFY(ws.call(u"BatchWriteItem"_s,
                        QJsonObject{{u"RequestItems"_s, QJsonObject{{u"Users"_s, puts}}}}));
    }
}

int itemCount(TestWorkspace &ws)
{
    return ws.ok(u"Scan"_s, R"({"TableName": "Users", "Select": "COUNT"})")
        .value(u"Count"_s)
        .toInt();
}

} // namespace

class TestLongWork : public QObject
{
    Q_OBJECT

private slots:
    void quickWorkShowsNoDialog()
    {
        QWidget window;
        LongWork work(&window, u"Moving the clock"_s);
        QVERIFY(work.clockProgress(0, 1000)(500, 10));
        QVERIFY(!dialogOf(window));
        QVERIFY(!work.wasCancelled());
    }

    void progressFollowsTheClock()
    {
        QWidget window;
        LongWork work(&window, u"Moving the clock"_s, 0);
        const ClockProgress progress = work.clockProgress(kT0, kT0 + kDay);
        QVERIFY(progress(kT0 + kDay / 4, 1000));
        QProgressDialog *dialog = dialogOf(window);
        QVERIFY(dialog);
        QCOMPARE(dialog->maximum(), 1000);
        QCOMPARE(dialog->value(), 250);
        QVERIFY(dialog->labelText().startsWith(u"Moving the clock\n"_s));
        QVERIFY2(dialog->labelText().contains(u"1000 events run"_s),
                 qPrintable(dialog->labelText()));
        QVERIFY(progress(kT0 + kDay, 1500));
        QCOMPARE(dialog->value(), 1000);
    }

    void countingWorkShowsABusyBar()
    {
        QWidget window;
        LongWork work(&window, u"Sweeping"_s, 0);
        QVERIFY(work.countProgress()(kT0, 2000));
        QProgressDialog *dialog = dialogOf(window);
        QVERIFY(dialog);
        QCOMPARE(dialog->maximum(), 0);
        QVERIFY2(dialog->labelText().contains(u"2000 items done"_s),
                 qPrintable(dialog->labelText()));
    }

    // Cancel during a long clock move: the engine stops after the batch that was running, the
    // clock stays at its last event, and the rest runs at the next move.
    void cancelStopsTheClockAtABatch()
    {
        TestWorkspace ws;
        fillExpiring(ws, 2500);
        Engine &engine = ws.workspace().engine();
        QWidget window;
        LongWork work(&window, u"Moving the clock"_s, 0);
        const ClockProgress progress = work.clockProgress(engine.nowMs(), kT0 + kDay);
        int calls = 0;
        QVERIFY(engine.advanceClock(kT0 + kDay, [&](qint64 reached, qint64 events) {
            const bool goOn = progress(reached, events);
            if (++calls == 1)
                clickCancel(dialogOf(window)); // the user, while the second batch runs
            return goOn;
        }));
        QCOMPARE(calls, 2);
        QVERIFY(work.wasCancelled());
        QCOMPARE(itemCount(ws), 500);
        QVERIFY(engine.nowMs() < kT0 + kDay);
        QCOMPARE(engine.verify(), QStringList());
        QVERIFY(engine.advanceClock(kT0 + kDay));
        QCOMPARE(itemCount(ws), 0);
    }

    void cancelStopsASweep()
    {
        TestWorkspace ws;
        fillExpiring(ws, 5000);
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setSweeper(SweeperSettings{SweeperSettings::Preset::AwsLike, 0, 0, 1}));
        QVERIFY(engine.advanceClock(kT0 + 3 * 3600'000)); // all expired, most not yet swept
        const int before = itemCount(ws);
        QVERIFY(before > 2000);
        QWidget window;
        LongWork work(&window, u"Sweeping"_s, 0);
        const ClockProgress progress = work.countProgress();
        auto swept = engine.sweepNow([&](qint64 reached, qint64 events) {
            const bool goOn = progress(reached, events);
            if (events == 1000)
                clickCancel(dialogOf(window)); // the user, while the second batch runs
            return goOn;
        });
        QVERIFY(swept);
        QCOMPARE(*swept, 2000);
        QCOMPARE(itemCount(ws), before - 2000);
        QCOMPARE(engine.verify(), QStringList());
    }
};

QTEST_MAIN(TestLongWork)
#include "tst_longwork.moc"
