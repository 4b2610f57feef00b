#include "timeline/timelinepainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>

#include <algorithm>

namespace lw {

namespace {

// Stripes two pixels wide on a tile that repeats seamlessly: thicker than Qt's one-pixel hatch
// patterns, which a projector blurs into a flat tint.
QBrush hatched(const QColor &fill, const QColor &stripe)
{
    constexpr int side = 8;
    QPixmap tile(side, side);
    tile.fill(fill);
    QPainter painter(&tile);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(stripe, 2.2));
    for (int shift : {-side, 0, side})
        painter.drawLine(QPointF(shift, side), QPointF(shift + side, 0));
    return QBrush(tile);
}

QPolygonF diamond(const QPointF &c, double half)
{
    return QPolygonF{
        {c.x(), c.y() - half}, {c.x() + half, c.y()}, {c.x(), c.y() + half}, {c.x() - half, c.y()}};
}

// The soft-deleted bar: slate inside a frame, so it reads as "set aside" next to the solid
// active bar even in grey.
void drawSoftDeleted(QPainter &painter, const QRectF &bar, const TimelineColors &colors)
{
    painter.save();
    painter.setPen(QPen(colors.softDeletedEdge, 2));
    painter.setBrush(colors.softDeleted);
    painter.drawRect(bar.adjusted(1, 1, -1, -1));
    painter.restore();
}

// How a bar's unknown end trails off into the lane, in shares of the bar's height from the end
// it is known at outward: gap, dash, gap, dash, gap, dash, each dash shorter than the last.
// Blocky, not a fine dotted line, to read from the back of a room.
constexpr double kDashes[] = {0.35, 0.95, 0.4, 0.6, 0.4, 0.3};
constexpr double kUnknownEndShare = 0.35 + 0.95 + 0.4 + 0.6 + 0.4 + 0.3;

// The part within [from, to] of the dashes of an unknown end that trail off from `edge`, to the
// left when `leftward`, else to the right, `unit` px to a share, on the bar `bar` gives the top
// and height of.
void drawDashes(QPainter &painter, double edge, bool leftward, double from, double to, double unit,
                const QRectF &bar, const QBrush &brush)
{
    double near = edge;
    for (size_t i = 0; i < std::size(kDashes); ++i) {
        const double far = near + (leftward ? -1 : 1) * kDashes[i] * unit;
        if (i % 2) { // the dashes sit at odd places: a gap first, off the known end
            const double left = std::max(std::min(near, far), from);
            const double right = std::min(std::max(near, far), to);
            if (right > left)
                painter.fillRect(QRectF(left, bar.top(), right - left, bar.height()), brush);
        }
        near = far;
    }
}

} // namespace

TimelineColors TimelineColors::forPalette(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    TimelineColors c;
    c.active = dark ? QColor(0x66, 0xbb, 0x6a) : QColor(0x2e, 0x7d, 0x32);
    c.expired = dark ? QColor(0xef, 0x8a, 0x1c) : QColor(0xff, 0xb7, 0x4d);
    c.expiredBrush = hatched(c.expired, dark ? QColor(0x5d, 0x2c, 0x00) : QColor(0xd8, 0x4a, 0x00));
    c.softDeleted = dark ? QColor(0x54, 0x6e, 0x7a) : QColor(0xb0, 0xbe, 0xc5);
    c.softDeletedEdge = dark ? QColor(0xcf, 0xd8, 0xdc) : QColor(0x37, 0x47, 0x4f);
    c.ttl = dark ? QColor(0xce, 0x93, 0xd8) : QColor(0x8e, 0x24, 0xaa);
    c.user = dark ? QColor(0xef, 0x53, 0x50) : QColor(0xc6, 0x28, 0x28);
    c.consumer = dark ? QColor(0x64, 0xb5, 0xf6) : QColor(0x15, 0x65, 0xc0);
    c.archived = dark ? QColor(0xb0, 0xbe, 0xc5) : QColor(0x45, 0x5a, 0x64);
    c.past = QColor(0xff, 0xc8, 0x3d);
    c.pastTint = QColor(0xff, 0xc8, 0x3d, dark ? 48 : 72);
    c.advanceTint = QColor(0x2e, 0xa0, 0x43, dark ? 56 : 48);
    c.base = palette.color(QPalette::Base);
    c.futureWash = c.base;
    c.futureWash.setAlpha(120);
    c.text = palette.color(QPalette::Text);
    // The keys of items that are gone: set back from the live ones, yet readable from the back
    // of a room (some 4.5:1 on the base; the disabled text colour is under 2:1).
    const auto mixed = [](const QColor &a, const QColor &b, double share) {
        return QColor::fromRgbF(float(a.redF() * share + b.redF() * (1 - share)),
                                float(a.greenF() * share + b.greenF() * (1 - share)),
                                float(a.blueF() * share + b.blueF() * (1 - share)));
    };
    c.dimText = mixed(c.text, c.base, 0.58);
    c.alternate = palette.color(QPalette::AlternateBase);
    c.chrome = palette.color(QPalette::Window);
    c.grid = c.text;
    c.grid.setAlpha(28);
    c.majorGrid = c.text;
    c.majorGrid.setAlpha(70);
    c.hover = palette.color(QPalette::Highlight);
    c.hover.setAlpha(48);
    c.accent = palette.color(QPalette::Highlight);
    return c;
}

void drawMarker(QPainter &painter, Marker marker, const QPointF &centre, double size,
                const TimelineColors &colors)
{
    const double half = size / 2;
    // A rim of the base colour keeps a marker apart from the bar it sits on.
    painter.setPen(QPen(colors.base, 1.5));
    switch (marker) {
    case Marker::DeletedByTtl:
        painter.setBrush(colors.ttl);
        painter.drawPolygon(diamond(centre, half * 1.15));
        break;
    case Marker::ScheduledTtl:
        painter.setPen(QPen(colors.ttl, 2));
        painter.setBrush(colors.base);
        painter.drawPolygon(diamond(centre, half * 1.05));
        break;
    case Marker::DeletedByUser:
        painter.setBrush(colors.user);
        painter.drawRect(
            QRectF(centre.x() - half * 0.85, centre.y() - half * 0.85, half * 1.7, half * 1.7));
        break;
    case Marker::DeletedByConsumer:
        painter.setBrush(colors.consumer);
        painter.drawPolygon(QPolygonF{{centre.x(), centre.y() - half},
                                      {centre.x() + half, centre.y() + half * 0.8},
                                      {centre.x() - half, centre.y() + half * 0.8}});
        break;
    case Marker::Archived:
        painter.setPen(QPen(colors.archived, 2.5));
        painter.setBrush(colors.base);
        painter.drawEllipse(centre, half * 0.75, half * 0.75);
        break;
    }
}

void drawStateSwatch(QPainter &painter, LaneState state, const QRectF &box,
                     const TimelineColors &colors)
{
    const double size = std::min(box.width(), box.height());
    const QRectF bar(box.left(), box.center().y() - size * 0.3, box.width(), size * 0.6);
    switch (state) {
    case LaneState::Absent:
        painter.setPen(QPen(colors.dimText, 1.5, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(bar);
        break;
    case LaneState::Active:
        painter.fillRect(bar, colors.active);
        break;
    case LaneState::Expired:
        painter.fillRect(bar, colors.expiredBrush);
        break;
    case LaneState::SoftDeleted:
        drawSoftDeleted(painter, bar, colors);
        break;
    case LaneState::DeletedByTtl:
        drawMarker(painter, Marker::DeletedByTtl, box.center(), size, colors);
        break;
    case LaneState::DeletedByUser:
        drawMarker(painter, Marker::DeletedByUser, box.center(), size, colors);
        break;
    case LaneState::DeletedByConsumer:
        drawMarker(painter, Marker::DeletedByConsumer, box.center(), size, colors);
        break;
    }
}

void drawUnknownTime(QPainter &painter, const QRectF &box, const TimelineColors &colors)
{
    const double size = std::min(box.width(), box.height());
    const QRectF bar(box.left(), box.center().y() - size * 0.3, box.width(), size * 0.6);
    const double unit = box.width() * 0.65 / kUnknownEndShare;
    const double solidFrom = box.left() + unit * kUnknownEndShare;
    drawDashes(painter, solidFrom, true, box.left(), solidFrom, unit, bar, colors.active);
    painter.fillRect(QRectF(solidFrom, bar.top(), box.right() - solidFrom, bar.height()),
                     colors.active);
}

void drawInfinity(QPainter &painter, const QPointF &centre, double size, const QColor &color)
{
    // A lemniscate from four cubics: each loop leaves and re-enters the centre diagonally, so
    // the strokes cross there as in the printed sign.
    const double a = size / 2, h = size * 0.28;
    const QPointF c = centre;
    QPainterPath path(c);
    path.cubicTo(c + QPointF(a * 0.4, -h), c + QPointF(a, -h), c + QPointF(a, 0));
    path.cubicTo(c + QPointF(a, h), c + QPointF(a * 0.4, h), c);
    path.cubicTo(c + QPointF(-a * 0.4, -h), c + QPointF(-a, -h), c + QPointF(-a, 0));
    path.cubicTo(c + QPointF(-a, h), c + QPointF(-a * 0.4, h), c);
    painter.setPen(QPen(color, std::max(1.5, size / 9)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

void drawClockFace(QPainter &painter, const QPointF &centre, double size, const QColor &color)
{
    // A dial with its hands at ten past ten: waiting for time to pass, not a TTL event (the
    // stream pane's hourglass is a TTL delete's).
    const double r = size / 2;
    painter.setPen(QPen(color, std::max(1.5, size / 10)));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, r, r);
    painter.drawLine(centre, centre + QPointF(0, -r * 0.7));
    painter.drawLine(centre, centre + QPointF(r * 0.55, r * 0.15));
}

void drawLifetime(QPainter &painter, const LifetimeInfo &life, const TimeAxis &axis,
                  const QRectF &lane, const TimelineColors &colors, qint64 nowMs)
{
    // Times beyond the lane are pulled to just outside it: a bar still runs to the edge, a
    // marker there stays hidden, and no coordinate grows large enough to slow the rasteriser.
    const double outside = lane.height() * 2;
    const double left = lane.left(), right = lane.right();
    const auto xOf = [&](qint64 ms) {
        return std::clamp(left + axis.xOf(ms), left - outside, right + outside);
    };
    // Without a history the bar starts at the lane's edge and, when the item expires, stops at
    // now or its expiry, whichever is later: what lies beyond either is unknown, and dashes say
    // so.
    const bool noHistory = !life.createdMs;
    const double created = noHistory ? left : xOf(*life.createdMs);
    std::optional<qint64> endMs = life.deletedMs ? life.deletedMs : life.sweepAtMs;
    const bool unknownEnd = noHistory && !endMs && life.expiresMs;
    if (unknownEnd)
        endMs = std::max(nowMs, *life.expiresMs);
    const double end = endMs ? xOf(*endMs) : right + outside;
    const double barHeight = std::round(lane.height() * 0.55);
    const double unknownRun = kUnknownEndShare * barHeight;
    const double markerSize = barHeight + 4;
    // The archive follows the delete by a consumer's poll, often a second: zoomed out, its ring
    // would sit under the delete's marker, so it keeps a marker's width to the right.
    const double archived =
        life.archivedMs ? std::max(xOf(*life.archivedMs), end + markerSize * 1.1) : end;
    if (created > right + outside / 2 || std::max(end, archived) < left - outside / 2)
        return;

    const double top = std::round(lane.center().y() - barHeight / 2);
    const QRectF barRow(left, top, lane.width(), barHeight);
    const auto visible = [&](double from, double to) {
        return to >= left - 1 && from <= right + 1;
    };
    // The first unknownRun px of a bar without a known start are its dashes.
    const double solidFrom = left + unknownRun;
    const auto segment = [&](double from, double to, const QBrush &brush) {
        if (!visible(from, to))
            return;
        if (noHistory) {
            drawDashes(painter, solidFrom, true, from, to, barHeight, barRow, brush);
            from = std::max(from, solidFrom);
            if (to <= from)
                return;
        }
        painter.fillRect(QRectF(from, top, std::max(to - from, 2.0), barHeight), brush);
    };
    // An item written with an expiry already past is expired from its creation on, not before.
    const bool expiresFirst =
        life.expiresMs && (!life.deletedMs || *life.expiresMs < *life.deletedMs);
    const double expires = expiresFirst ? std::max(xOf(*life.expiresMs), created) : end;
    const std::optional<qint64> softEndMs = expiresFirst ? life.expiresMs : endMs;
    const bool softFirst = life.softDeletedMs && (!softEndMs || *life.softDeletedMs < *softEndMs);
    const double softDeleted = softFirst ? std::max(xOf(*life.softDeletedMs), created) : expires;
    segment(created, softDeleted, colors.active);
    if (softFirst && visible(softDeleted, expires))
        drawSoftDeleted(painter,
                        QRectF(softDeleted, top, std::max(expires - softDeleted, 2.0), barHeight),
                        colors);
    if (expiresFirst)
        segment(expires, end, colors.expiredBrush);
    if (unknownEnd)
        drawDashes(painter, end, false, end, end + unknownRun, barHeight, barRow,
                   colors.expiredBrush);

    const double middle = lane.center().y();
    if (life.archivedMs) {
        // A dotted thread ties the archive to the delete.
        painter.setPen(QPen(colors.archived, 1.5, Qt::DotLine));
        painter.drawLine(QPointF(end, middle), QPointF(archived, middle));
        drawMarker(painter, Marker::Archived, QPointF(archived, middle), markerSize, colors);
    }
    if (life.deletedMs) {
        const Marker marker = life.deletedBy == Origin::Ttl    ? Marker::DeletedByTtl
                              : life.deletedBy == Origin::User ? Marker::DeletedByUser
                                                               : Marker::DeletedByConsumer;
        drawMarker(painter, marker, QPointF(end, middle), markerSize, colors);
    } else if (life.sweepAtMs) {
        drawMarker(painter, Marker::ScheduledTtl, QPointF(end, middle), markerSize, colors);
    } else if (!life.expiresMs && created < right - markerSize * 2) {
        // Never expires: the bar runs off the right edge and ends in ∞, on a patch of base so
        // the sign reads against the bar. While TTL is being enabled the item has no expiry yet
        // but is not "never" either: a clock face says it waits for TTL to settle.
        const QPointF at(right - markerSize * 1.1, middle);
        painter.setPen(QPen(colors.active, 1.5));
        painter.setBrush(colors.base);
        painter.drawRoundedRect(QRectF(at.x() - markerSize, top - 2, markerSize * 2, barHeight + 4),
                                3, 3);
        if (life.ttlSettling)
            drawClockFace(painter, at, markerSize * 0.85, colors.active);
        else
            drawInfinity(painter, at, markerSize * 1.4, colors.active);
    }
}

void drawClientWrite(QPainter &painter, const QRectF &chip, const QString &initials, bool refused,
                     const TimelineColors &colors)
{
    painter.save();
    painter.setPen(QPen(colors.accent, 1.5));
    painter.setBrush(refused ? QBrush(colors.base) : QBrush(colors.accent));
    const double radius = chip.height() / 3;
    painter.drawRoundedRect(chip, radius, radius);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, int(chip.height() * 0.7)));
    painter.setFont(font);
    painter.setPen(refused ? colors.accent : colors.base);
    painter.drawText(chip, Qt::AlignCenter, initials);
    if (refused) // struck through: refused, not written
        painter.drawLine(chip.bottomLeft() + QPointF(2, -2), chip.topRight() + QPointF(-2, 2));
    painter.restore();
}

} // namespace lw
