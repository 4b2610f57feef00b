#include "itemcodec.h"

#include <QStringDecoder>
#include <QStringEncoder>

#include <algorithm>
#include <array>

namespace lw::storage {

namespace {

using Type = AttributeValue::Type;

void appendVarint(QByteArray &out, quint64 v)
{
    while (v >= 0x80) {
        out.append(char((v & 0x7F) | 0x80));
        v >>= 7;
    }
    out.append(char(v));
}

void appendBytes(QByteArray &out, QByteArrayView bytes)
{
    appendVarint(out, quint64(bytes.size()));
    out.append(bytes);
}

// string := varint(len) utf8, encoded without a temporary: ASCII (the common case) needs one
// length byte per 127 characters, so the length is written after the bytes are known.
void appendString(QByteArray &out, QStringView s)
{
    QStringEncoder encoder(QStringEncoder::Utf8);
    const qsizetype most = encoder.requiredSpace(s.size());
    if (most < 0x80) {
        const qsizetype at = out.size();
        out.resize(at + 1 + most);
        char *end = encoder.appendToBuffer(out.data() + at + 1, s);
        const qsizetype length = end - (out.constData() + at + 1);
        out[at] = char(length);
        out.truncate(at + 1 + length);
        return;
    }
    appendBytes(out, s.toUtf8());
}

void appendValue(QByteArray &out, const AttributeValue &value)
{
    out.append(char(value.type()));
    switch (value.type()) {
    case Type::S:
        appendString(out, value.asString());
        break;
    case Type::N:
        value.asNumber().appendSortableKey(out);
        break;
    case Type::B:
        appendBytes(out, value.asBinary());
        break;
    case Type::BOOL:
        out.append(value.asBool() ? '\1' : '\0');
        break;
    case Type::NUL:
        break;
    case Type::L:
        appendVarint(out, value.asList().size());
        for (const auto &element : value.asList())
            appendValue(out, element);
        break;
    case Type::M:
        appendItem(out, value.asMap());
        break;
    case Type::SS:
        appendVarint(out, quint64(value.asStringSet().size()));
        for (const auto &s : value.asStringSet())
            appendString(out, s);
        break;
    case Type::NS:
        appendVarint(out, value.asNumberSet().size());
        for (const auto &n : value.asNumberSet())
            n.appendSortableKey(out);
        break;
    case Type::BS:
        appendVarint(out, quint64(value.asBinarySet().size()));
        for (const auto &b : value.asBinarySet())
            appendBytes(out, b);
        break;
    }
}

// Strict UTF-8: QString::fromUtf8 (fast, SIMD) replaces bad sequences with U+FFFD, so only text
// that contains U+FFFD afterwards needs the strict decoder to tell corruption from a real U+FFFD.
std::optional<QString> decodeUtf8(QByteArrayView bytes)
{
    QString s = QString::fromUtf8(bytes);
    if (!s.contains(QChar::ReplacementCharacter))
        return s;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    s = decoder(bytes);
    if (decoder.hasError())
        return std::nullopt;
    return s;
}

// A cursor over the encoded bytes; every read fails (returns nullopt) rather than overrun.
class Reader
{
public:
    explicit Reader(QByteArrayView bytes) : m_bytes(bytes) {}

    std::optional<quint64> varint()
    {
        quint64 v = 0;
        for (int shift = 0; shift < 64 && m_pos < m_bytes.size(); shift += 7) {
            const auto b = quint8(m_bytes[m_pos++]);
            v |= quint64(b & 0x7F) << shift;
            if (!(b & 0x80))
                return v;
        }
        return std::nullopt;
    }
    std::optional<QByteArrayView> bytes()
    {
        auto len = varint();
        if (!len || *len > quint64(m_bytes.size() - m_pos))
            return std::nullopt;
        auto out = m_bytes.sliced(m_pos, qsizetype(*len));
        m_pos += qsizetype(*len);
        return out;
    }
    // A string must be valid UTF-8: anything else is corruption, not text to repair.
    std::optional<QString> string()
    {
        auto b = bytes();
        if (!b)
            return std::nullopt;
        return decodeUtf8(*b);
    }
    std::optional<quint8> byte()
    {
        if (m_pos >= m_bytes.size())
            return std::nullopt;
        return quint8(m_bytes[m_pos++]);
    }
    std::optional<Number> number() { return Number::decodeSortableKey(m_bytes, m_pos); }
    bool atEnd() const { return m_pos == m_bytes.size(); }
    qsizetype remaining() const { return m_bytes.size() - m_pos; }

private:
    QByteArrayView m_bytes;
    qsizetype m_pos = 0;
};

std::optional<Item> readItem(Reader &r, int depth);

std::optional<AttributeValue> readValue(Reader &r, int depth)
{
    // `depth` counts from 0 for a top-level attribute, which is level 1.
    if (depth >= kMaxDecodedNestingLevels)
        return std::nullopt;
    auto type = r.byte();
    if (!type)
        return std::nullopt;
    switch (Type(*type)) {
    case Type::S:
        if (auto s = r.string())
            return AttributeValue::string(*s);
        return std::nullopt;
    case Type::N:
        if (auto n = r.number())
            return AttributeValue::number(*n);
        return std::nullopt;
    case Type::B:
        if (auto b = r.bytes())
            return AttributeValue::binary(b->toByteArray());
        return std::nullopt;
    case Type::BOOL:
        if (auto b = r.byte(); b && *b <= 1)
            return AttributeValue::boolean(*b == 1);
        return std::nullopt;
    case Type::NUL:
        return AttributeValue::null();
    case Type::L: {
        auto count = r.varint();
        if (!count)
            return std::nullopt;
        AttributeList list;
        for (quint64 i = 0; i < *count; ++i) {
            auto element = readValue(r, depth + 1);
            if (!element)
                return std::nullopt;
            list.push_back(std::move(*element));
        }
        return AttributeValue::list(std::move(list));
    }
    case Type::M:
        if (auto map = readItem(r, depth + 1))
            return AttributeValue::map(std::move(*map));
        return std::nullopt;
    case Type::SS: {
        auto count = r.varint();
        if (!count || *count == 0)
            return std::nullopt;
        QStringList set;
        for (quint64 i = 0; i < *count; ++i) {
            auto s = r.string();
            if (!s || set.contains(*s))
                return std::nullopt;
            set << *s;
        }
        return AttributeValue::stringSet(std::move(set));
    }
    case Type::NS: {
        auto count = r.varint();
        if (!count || *count == 0)
            return std::nullopt;
        NumberSet set;
        for (quint64 i = 0; i < *count; ++i) {
            auto n = r.number();
            if (!n || std::find(set.begin(), set.end(), *n) != set.end())
                return std::nullopt;
            set.push_back(*n);
        }
        return AttributeValue::numberSet(std::move(set));
    }
    case Type::BS: {
        auto count = r.varint();
        if (!count || *count == 0)
            return std::nullopt;
        BinarySet set;
        for (quint64 i = 0; i < *count; ++i) {
            auto b = r.bytes();
            if (!b || set.contains(*b))
                return std::nullopt;
            set << b->toByteArray();
        }
        return AttributeValue::binarySet(std::move(set));
    }
    }
    return std::nullopt;
}

// Attribute names repeat across items: decoding each one into a new QString is most of the cost
// of reading a small item. Names are interned per thread (implicitly shared QStrings) in a table
// of fixed size, a slot per hash of the name's bytes, so that a workload with endless distinct
// names cannot grow it; a name whose slot another took is decoded again. The hash is FNV-1a:
// qHash's seeded one made the lookups 7% of a served Query (tests/bench/wrk).
std::optional<QString> internedName(Reader &r)
{
    struct Slot
    {
        QByteArray utf8;
        QString name;
    };
    constexpr size_t kSlots = 1024; // a power of two
    thread_local std::array<Slot, kSlots> names;
    auto utf8 = r.bytes();
    if (!utf8)
        return std::nullopt;
    quint32 hash = 2166136261u;
    for (const char byte : *utf8)
        hash = (hash ^ quint8(byte)) * 16777619u;
    Slot &slot = names[hash & (kSlots - 1)];
    if (!slot.name.isNull() && slot.utf8 == *utf8)
        return slot.name;
    auto name = decodeUtf8(*utf8);
    if (!name)
        return std::nullopt;
    slot = {utf8->toByteArray(), *name};
    return name;
}

std::optional<Item> readItem(Reader &r, int depth)
{
    auto count = r.varint();
    if (!count)
        return std::nullopt;
    Item item;
    // Every entry takes at least two bytes, which bounds what a corrupt count can reserve.
    item.reserve(size_t(std::min<quint64>(*count, quint64(r.remaining() / 2))));
    for (quint64 i = 0; i < *count; ++i) {
        auto name = internedName(r);
        // Names are written in ascending order: anything else (a repeat included) is corrupt.
        if (!name || (!item.empty() && !(item.rbegin()->first < *name)))
            return std::nullopt;
        auto value = readValue(r, depth);
        if (!value)
            return std::nullopt;
        item.emplace_hint(item.end(), std::move(*name), std::move(*value));
    }
    return item;
}

} // namespace

void appendItem(QByteArray &out, const Item &item)
{
    appendVarint(out, item.size());
    for (const auto &[name, value] : item) {
        appendString(out, name);
        appendValue(out, value);
    }
}

QByteArray encodeItem(const Item &item)
{
    QByteArray out;
    out.reserve(256);
    appendItem(out, item);
    return out;
}

std::optional<Item> decodeItem(QByteArrayView bytes)
{
    Reader r(bytes);
    auto item = readItem(r, 0);
    if (!item || !r.atEnd())
        return std::nullopt;
    return item;
}

} // namespace lw::storage
