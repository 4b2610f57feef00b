#include "throughput/keyhash.h"

#include <QCryptographicHash>
#include <QtEndian>

namespace lw::throughput {

quint64 partitionKeyHash(QByteArrayView keyBytes)
{
    // One hasher per thread, reset for each key: constructing one costs more than hashing a key.
    thread_local QCryptographicHash md5(QCryptographicHash::Md5);
    md5.reset();
    md5.addData(QByteArrayView("Outliers"));
    md5.addData(keyBytes);
    return qFromBigEndian<quint64>(md5.resultView().data());
}

QByteArray partitionKeyBytes(const AttributeValue &key)
{
    switch (key.type()) {
    case AttributeValue::Type::S:
        return key.asString().toUtf8();
    case AttributeValue::Type::N:
        return key.asNumber().toString().toUtf8();
    case AttributeValue::Type::B:
        return key.asBinary();
    default:
        return {};
    }
}

} // namespace lw::throughput
