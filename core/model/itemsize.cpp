#include "itemsize.h"

namespace lw {

namespace {

qint64 utf8Size(const QString &s)
{
    // Counting without converting: QString::toUtf8 allocates, and this runs on every write.
    qint64 bytes = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t c = s.at(i).unicode();
        if (c < 0x80)
            bytes += 1;
        else if (c < 0x800)
            bytes += 2;
        else if (QChar::isHighSurrogate(c) && i + 1 < s.size() && s.at(i + 1).isLowSurrogate()) {
            bytes += 4;
            ++i;
        } else
            bytes += 3;
    }
    return bytes;
}

} // namespace

qint64 attributeSize(const AttributeValue &value)
{
    using T = AttributeValue::Type;
    switch (value.type()) {
    case T::S:
        return utf8Size(value.asString());
    case T::N:
        return value.asNumber().sizeBytes();
    case T::B:
        return value.asBinary().size();
    case T::BOOL:
    case T::NUL:
        return 1;
    case T::L: {
        qint64 size = 3;
        for (const auto &element : value.asList())
            size += 1 + attributeSize(element);
        return size;
    }
    case T::M:
        return 3 + qint64(value.asMap().size()) + itemSize(value.asMap());
    case T::SS: {
        qint64 size = 0;
        for (const auto &s : value.asStringSet())
            size += utf8Size(s);
        return size;
    }
    case T::NS: {
        qint64 size = 0;
        for (const auto &n : value.asNumberSet())
            size += n.sizeBytes();
        return size;
    }
    case T::BS: {
        qint64 size = 0;
        for (const auto &b : value.asBinarySet())
            size += b.size();
        return size;
    }
    }
    return 0;
}

qint64 itemSize(const Item &item)
{
    qint64 size = 0;
    for (const auto &[name, value] : item)
        size += utf8Size(name) + attributeSize(value);
    return size;
}

} // namespace lw
