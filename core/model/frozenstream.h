// The byte format of every FROZEN record the engine writes through QDataStream (the settings and
// queues kept in `meta`, the throughput model's state): Qt 6.0's stream format, big-endian, pinned
// so that a workspace reads the same whichever Qt version opens it.
#pragma once

#include <QDataStream>

namespace lw {

inline void pinFrozenFormat(QDataStream &stream)
{
    stream.setVersion(QDataStream::Qt_6_0);
    stream.setByteOrder(QDataStream::BigEndian);
}

} // namespace lw
