// Timeline benchmark: 100k lifetimes painted into a 1280x800 image (ms per
// frame; budget <= 16 ms), with every lifetime inside the visible time range and then zoomed to
// a day; and one scrub step end to end (budget <= 50 ms): the handle moves one step, the view
// emits viewAsOfRequested, the owner answers with setViewedTime as the window does, the model
// recomputes every state, and the view paints again. Prints figures; asserts nothing
// (benchmarks are not tests).
//
//   bench_timeline [--items N] [--frames F]
#include "timeline/lifetimesmodel.h"
#include "timeline/timelineview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC
constexpr qint64 kMinute = 60'000;
constexpr qint64 kHour = 60 * kMinute;
constexpr qint64 kSpacingMs = 30'000; // one item written every 30 s: 100k take five weeks

// A mix like a busy sessions table: most expire after 1–7 h and are swept 0–24 h later (those
// still due are scheduled), some never expire, some are deleted by a user, deletions archived.
QList<LifetimeInfo> lifetimes(int n, qint64 nowMs)
{
    QList<LifetimeInfo> list;
    list.reserve(n);
    for (int i = 0; i < n; ++i) {
        LifetimeInfo life;
        life.keyText = u"USER#%1 · SESSION#%2"_s.arg(i / 4).arg(i % 4);
        life.key = {{u"PK"_s, QJsonObject{{u"S"_s, u"USER#%1"_s.arg(i / 4)}}},
                    {u"SK"_s, QJsonObject{{u"S"_s, u"SESSION#%1"_s.arg(i % 4)}}}};
        life.createdMs = kT0 + i * kSpacingMs;
        life.changes = 1 + i % 3;
        switch (i % 10) {
        case 0:
            life.never = ttl::NeverReason::NoAttribute;
            break;
        case 1:
            life.never = ttl::NeverReason::Milliseconds;
            break;
        case 2:
            life.never = ttl::NeverReason::NoAttribute;
            life.deletedMs = *life.createdMs + 2 * kHour;
            break;
        default: {
            life.expiresMs = *life.createdMs + (i % 7 + 1) * kHour;
            const qint64 sweep = *life.expiresMs + (i % 48) * kHour / 2;
            if (sweep <= nowMs) {
                life.deletedMs = sweep;
                life.deletedBy = Origin::Ttl;
            } else {
                life.sweepAtMs = sweep;
            }
        }
        }
        if (life.deletedMs && *life.deletedMs + 15 * kMinute <= nowMs)
            life.archivedMs = *life.deletedMs + 15 * kMinute;
        list << life;
    }
    return list;
}

double millis(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

double msPerFrame(TimelineView &view, QImage &image, int frames)
{
    view.render(&image); // warm caches: fonts, glyphs, the hatch tile
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < frames; ++i)
        view.render(&image);
    return millis(timer) / frames;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Timeline paint and scrub benchmark"_s);
    parser.addHelpOption();
    parser.addOption({u"items"_s, u"Lifetimes (default 100000)."_s, u"N"_s, u"100000"_s});
    parser.addOption({u"frames"_s, u"Frames per paint figure (default 200)."_s, u"F"_s, u"200"_s});
    parser.process(app);
    const int n = parser.value(u"items"_s).toInt();
    const int frames = std::max(1, parser.value(u"frames"_s).toInt());
    const qint64 now = kT0 + n * kSpacingMs;

    LifetimesModel model{ApiCall()};
    QList<LifetimeInfo> synthetic = lifetimes(n, now);
    QElapsedTimer timer;
    timer.start();
    model.setLifetimes(std::move(synthetic), u"expiresAt"_s);
    std::printf("%d lifetimes set into the model in %.1f ms\n", n, millis(timer));

    TimelineView view(&model);
    view.resize(1280, 800);
    view.setClock(now); // fits every lifetime and now into view
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum() / 2);
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);

    const double fitted = msPerFrame(view, image, frames);
    std::printf("paint 1280x800, all %d in the time range:  %6.2f ms/frame  (budget <= 16 ms)\n", n,
                fitted);
    const qint64 middle = *model.lifetimes()[n / 2].createdMs;
    view.setVisibleRange(middle - 12 * kHour, middle + 12 * kHour);
    const double day = msPerFrame(view, image, frames);
    std::printf("paint 1280x800, zoomed to one day:        %6.2f ms/frame  (budget <= 16 ms)\n",
                day);

    // The window's answer to the view, as MainWindow gives it: show the past at that time.
    QObject::connect(&view, &TimelineView::viewAsOfRequested, &view,
                     [&](qint64 ms) { view.setViewedTime(ms); });
    view.setVisibleRange(now - 24 * kHour, now + 2 * kHour);
    view.render(&image);

    constexpr int kSteps = 50;
    timer.start();
    for (int i = 0; i < kSteps; ++i) {
        QKeyEvent left(QEvent::KeyPress, Qt::Key_Left, Qt::NoModifier);
        QCoreApplication::sendEvent(&view, &left);
        view.render(&image);
    }
    const double keyStep = millis(timer) / kSteps;
    std::printf("scrub step by key (Left), end to end:      %6.2f ms/step   (budget <= 50 ms)\n",
                keyStep);

    const auto mouse = [&](QEvent::Type type, double x, Qt::MouseButtons buttons) {
        const QPointF at(x, view.timeArea().top() + 40);
        QMouseEvent event(type, at, view.viewport()->mapToGlobal(at), Qt::LeftButton, buttons,
                          Qt::NoModifier);
        QCoreApplication::sendEvent(view.viewport(), &event);
    };
    double x = view.timeArea().left() + view.axis().xOf(view.handleMs());
    mouse(QEvent::MouseButtonPress, x, Qt::LeftButton);
    timer.start();
    for (int i = 0; i < kSteps; ++i) {
        x -= 4;
        mouse(QEvent::MouseMove, x, Qt::LeftButton);
        view.render(&image);
    }
    const double dragStep = millis(timer) / kSteps;
    mouse(QEvent::MouseButtonRelease, x, Qt::NoButton);
    std::printf("scrub step by drag (4 px), end to end:     %6.2f ms/step   (budget <= 50 ms)\n",
                dragStep);
    return 0;
}
