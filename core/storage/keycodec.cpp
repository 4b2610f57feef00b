#include "keycodec.h"

#include <QStringEncoder>

namespace lw::storage {

namespace {

void appendEscaped(QByteArray &out, QByteArrayView bytes)
{
    // Zero bytes are rare in keys: copy runs between them in bulk.
    while (!bytes.isEmpty()) {
        const qsizetype zero = bytes.indexOf('\0');
        if (zero < 0) {
            out.append(bytes);
            break;
        }
        out.append(bytes.first(zero + 1));
        out.append('\xFF');
        bytes = bytes.sliced(zero + 1);
    }
    out.append('\0');
    out.append('\x01');
}

// Encodes a string to UTF-8 straight into `out` (no temporary) and escapes it in place.
void appendEscapedUtf8(QByteArray &out, QStringView s)
{
    const qsizetype start = out.size();
    QStringEncoder encoder(QStringEncoder::Utf8);
    out.resize(start + encoder.requiredSpace(s.size()));
    char *end = encoder.appendToBuffer(out.data() + start, s);
    out.truncate(end - out.constData());
    if (QByteArrayView(out).sliced(start).contains('\0')) {
        const QByteArray raw = out.sliced(start);
        out.truncate(start);
        appendEscaped(out, raw);
        return;
    }
    out.append('\0');
    out.append('\x01');
}

std::optional<QByteArray> readEscaped(QByteArrayView data, qsizetype &pos)
{
    QByteArray out;
    while (pos < data.size()) {
        const char c = data[pos++];
        if (c != '\0') {
            out.append(c);
            continue;
        }
        if (pos >= data.size())
            return std::nullopt;
        const char marker = data[pos++];
        if (marker == '\x01')
            return out;
        if (marker != '\xFF')
            return std::nullopt;
        out.append('\0');
    }
    return std::nullopt;
}

} // namespace

void appendKeyPart(QByteArray &out, const AttributeValue &value)
{
    switch (value.type()) {
    case AttributeValue::Type::S:
        appendEscapedUtf8(out, value.asString());
        break;
    case AttributeValue::Type::B:
        appendEscaped(out, value.asBinary());
        break;
    case AttributeValue::Type::N:
        value.asNumber().appendSortableKey(out);
        break;
    default:
        Q_UNREACHABLE();
    }
}

std::optional<AttributeValue> decodeKeyPart(QByteArrayView data, qsizetype &pos,
                                            AttributeValue::Type type)
{
    switch (type) {
    case AttributeValue::Type::S:
        if (auto bytes = readEscaped(data, pos))
            return AttributeValue::string(QString::fromUtf8(*bytes));
        return std::nullopt;
    case AttributeValue::Type::B:
        if (auto bytes = readEscaped(data, pos))
            return AttributeValue::binary(*bytes);
        return std::nullopt;
    case AttributeValue::Type::N:
        if (auto n = Number::decodeSortableKey(data, pos))
            return AttributeValue::number(*n);
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

void appendBigEndian32(QByteArray &out, quint32 value)
{
    const char bytes[4] = {char(value >> 24), char(value >> 16), char(value >> 8), char(value)};
    out.append(bytes, 4);
}

void appendBigEndian16(QByteArray &out, quint16 value)
{
    const char bytes[2] = {char(value >> 8), char(value)};
    out.append(bytes, 2);
}

} // namespace lw::storage
