#include "common/clocktext.h"

#include <QCoreApplication>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace lw {

QDateTime utcDateTime(qint64 epochMs)
{
    return QDateTime::fromMSecsSinceEpoch(epochMs, QTimeZone::utc());
}

QString utcText(qint64 epochMs)
{
    // ISO order, seconds shown: the clock moves by seconds in live mode, by minutes on a click.
    return QCoreApplication::translate("lw::ClockText", "%1 UTC")
        .arg(utcDateTime(epochMs).toString(u"yyyy-MM-dd HH:mm:ss"_s));
}

QString utcClockText(qint64 epochMs)
{
    if (epochMs % 1000 == 0)
        return utcText(epochMs);
    return QCoreApplication::translate("lw::ClockText", "%1 UTC")
        .arg(utcDateTime(epochMs).toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s));
}

QString utcMillisText(qint64 epochMs)
{
    return utcDateTime(epochMs).toString(u"HH:mm:ss.zzz"_s);
}

QFont emphasised(QFont base, qreal scale)
{
    base.setBold(true);
    base.setPointSizeF(base.pointSizeF() * scale);
    return base;
}

} // namespace lw
