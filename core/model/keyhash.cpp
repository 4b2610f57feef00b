#include "model/keyhash.h"

#include <QCryptographicHash>
#include <QtEndian>

namespace lw {

namespace {

// keyhash.h's N form. Number holds its digits privately; its plain decimal text gives them back
// (no exponent, no trailing fractional zeros, "0." before a fraction).
QByteArray numberBytes(const Number &number)
{
    if (number.isZero())
        return QByteArray(1, char(0x80));
    QByteArray text = number.toString().toLatin1();
    const bool negative = text.startsWith('-');
    if (negative)
        text.remove(0, 1);
    const qsizetype point = text.indexOf('.');
    const QByteArray whole = point < 0 ? text : text.first(point);
    const QByteArray fraction = point < 0 ? QByteArray() : text.sliced(point + 1);
    QByteArray digits;
    int exponent = 0; // value = 0.digits x 10^exponent
    if (whole != "0") {
        exponent = int(whole.size());
        digits = whole + fraction;
    } else {
        qsizetype zeros = 0;
        while (fraction.at(zeros) == '0')
            ++zeros;
        exponent = -int(zeros);
        digits = fraction.sliced(zeros);
    }
    while (digits.endsWith('0'))
        digits.chop(1);
    const bool odd = exponent % 2 != 0;
    if (odd)
        digits.prepend('0');
    int head = (exponent + (odd ? 1 : 0)) / 2 - 64;
    if (negative)
        head = ~head;
    QByteArray out(1, char(head & 0xff));
    for (qsizetype i = 0; i < digits.size(); i += 2) {
        const int high = digits[i] - '0';
        const int low = i + 1 < digits.size() ? digits[i + 1] - '0' : 0;
        const int pair = high * 10 + low;
        out.append(char(negative ? 101 - pair : pair + 1));
    }
    if (negative && out.size() - 1 < 20)
        out.append(char(102));
    return out;
}

} // namespace

quint64 partitionKeyHash(QByteArrayView keyBytes)
{
    return partitionKeyHash(keyBytes, {});
}

quint64 partitionKeyHash(QByteArrayView keyBytes, QByteArrayView moreBytes)
{
    // One hasher per thread, reset for each key: keys are hashed on every read and write, and
    // making a hasher allocates.
    thread_local QCryptographicHash md5(QCryptographicHash::Md5);
    md5.reset();
    md5.addData(QByteArrayView("Outliers"));
    md5.addData(keyBytes);
    md5.addData(moreBytes);
    return qFromBigEndian<quint64>(md5.resultView().constData());
}

QByteArray partitionKeyBytes(const AttributeValue &key)
{
    switch (key.type()) {
    case AttributeValue::Type::S:
        return key.asString().toUtf8();
    case AttributeValue::Type::N:
        return numberBytes(key.asNumber());
    case AttributeValue::Type::B:
        return key.asBinary();
    default:
        return {};
    }
}

} // namespace lw
