// How the timeline draws one lifetime and its legend: the colours and marker shapes the lanes,
// the gutter and the legend share (STYLE #10: the view handles input, this draws). States differ
// by shape and pattern as well as colour, so they read on a washed-out projector and to
// colour-blind eyes: a solid bar while active, a framed slate bar while soft-deleted, a hatched
// bar while expired but still visible, then a diamond where TTL deleted the item (hollow while only
// scheduled), a square for a user's delete, a triangle for a consumer's, a ring where the archiver
// kept it (beside the delete when the zoom would put one on the other), ∞ for "never expires". No
// bar starts before its item was written, whatever its TTL attribute says. A time nobody knows
// (the start of an item of a table without a history, the service's TTL delete of one that
// expired) is where its bar trails off in dashes.
#pragma once

#include "timeline/lifetimesmodel.h"
#include "timeline/timeaxis.h"

#include <QBrush>
#include <QColor>

class QPainter;
class QPalette;
class QRectF;
class QPointF;

namespace lw {

// Hues as the other panes use them (streamrecordsmodel.cpp, pastbanner.cpp): green while alive,
// red for a user's delete, violet for the TTL service, amber for the past view; orange for
// "expired but still visible", which is neither. Lighter variants on a dark palette.
struct TimelineColors
{
    QColor active;
    QColor expired;
    QBrush expiredBrush; // orange with darker diagonal stripes
    QColor softDeleted;  // slate: the item is in the trash, framed in softDeletedEdge
    QColor softDeletedEdge;
    QColor ttl;
    QColor user;
    QColor consumer;
    QColor archived;
    QColor past;        // the past view's amber (PastBanner)
    QColor pastTint;    // translucent amber over the stretch between the viewed time and now
    QColor advanceTint; // translucent green over the stretch a drag would advance the clock by
    QColor futureWash;  // translucent base over what is only scheduled (after now)
    QColor text;
    QColor dimText;
    QColor base;
    QColor alternate;
    QColor chrome; // ruler, gutter and legend background
    QColor grid;
    QColor majorGrid;
    QColor hover;
    QColor accent; // the handle at now

    static TimelineColors forPalette(const QPalette &palette);
};

enum class Marker
{
    DeletedByTtl,
    ScheduledTtl,
    DeletedByUser,
    DeletedByConsumer,
    Archived,
};

// `marker` centred on `centre`, `size` px across.
void drawMarker(QPainter &painter, Marker marker, const QPointF &centre, double size,
                const TimelineColors &colors);

// A small picture of `state` in `box`: the gutter shows each item's state at the viewed time
// with it, and the legend names them with it.
void drawStateSwatch(QPainter &painter, LaneState state, const QRectF &box,
                     const TimelineColors &colors);

// Dashes into an active bar, in `box`: the legend's sign for a time unknown.
void drawUnknownTime(QPainter &painter, const QRectF &box, const TimelineColors &colors);

// ∞ centred on `centre`, `size` px wide, in `color`: drawn, since a font may lack the glyph.
void drawInfinity(QPainter &painter, const QPointF &centre, double size, const QColor &color);

// A clock face centred on `centre`, `size` px across, in `color`: an item on a table whose TTL is
// still being enabled, which does not expire yet but will be judged once TTL settles.
void drawClockFace(QPainter &painter, const QPointF &centre, double size, const QColor &color);

// One lifetime's bars and markers in `lane`, whose left edge is x = 0 of `axis`. Segments are
// clipped to the lane before drawing, so a lifetime of years costs the same as one of seconds;
// a lane whose lifetime lies wholly outside the axis draws nothing. A lifetime without a
// creation (no history) starts at the lane's edge in dashes; when it expires and nothing
// schedules its deletion, its expired stretch runs to `nowMs` (or its expiry, if later) and
// trails off in dashes there.
void drawLifetime(QPainter &painter, const LifetimeInfo &life, const TimeAxis &axis,
                  const QRectF &lane, const TimelineColors &colors, qint64 nowMs);

// A named client's write (clientwrites.h) in `chip`: its initials on the accent colour, or in
// the accent colour on a frame of it when the write was refused, so a failed save reads as such
// without colour.
void drawClientWrite(QPainter &painter, const QRectF &chip, const QString &initials, bool refused,
                     const TimelineColors &colors);

} // namespace lw
