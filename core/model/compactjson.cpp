#include "compactjson.h"

#include <utility>

namespace lw::json {

namespace {

char hexDigit(uint value)
{
    return "0123456789abcdef"[value & 0xf];
}

void appendUnicodeEscape(QByteArray &out, char16_t unit)
{
    const char escape[] = {
        '\\', 'u', hexDigit(unit >> 12), hexDigit(unit >> 8), hexDigit(unit >> 4), hexDigit(unit)};
    out.append(escape, sizeof escape);
}

// A list of strings as a JSON array (string sets; numbers and binaries already as text).
template<class List, class Text> void appendStrings(QByteArray &out, const List &list, Text text)
{
    out += '[';
    bool first = true;
    for (const auto &element : list) {
        if (!std::exchange(first, false))
            out += ',';
        appendString(out, text(element));
    }
    out += ']';
}

} // namespace

void appendString(QByteArray &out, QStringView text)
{
    out += '"';
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        const char16_t unit = text[i].unicode();
        if (unit >= 0x80) {
            // A run of non-ASCII text at once; a lone surrogate is escaped, as Qt does.
            if (QChar::isHighSurrogate(unit) && i + 1 < size && text[i + 1].isLowSurrogate()) {
                out += QStringView(text.data() + i, 2).toUtf8();
                ++i;
            } else if (QChar::isSurrogate(unit)) {
                appendUnicodeEscape(out, unit);
            } else {
                out += QStringView(text.data() + i, 1).toUtf8();
            }
            continue;
        }
        switch (unit) {
        case u'"':
            out += "\\\"";
            break;
        case u'\\':
            out += "\\\\";
            break;
        case u'\b':
            out += "\\b";
            break;
        case u'\f':
            out += "\\f";
            break;
        case u'\n':
            out += "\\n";
            break;
        case u'\r':
            out += "\\r";
            break;
        case u'\t':
            out += "\\t";
            break;
        default:
            if (unit < 0x20)
                appendUnicodeEscape(out, unit);
            else
                out += char(unit);
        }
    }
    out += '"';
}

void appendAttribute(QByteArray &out, const AttributeValue &value)
{
    using T = AttributeValue::Type;
    out += "{\"";
    out += value.typeName().toLatin1();
    out += "\":";
    const auto base64 = [](const QByteArray &bytes) {
        return QString::fromLatin1(bytes.toBase64());
    };
    const auto number = [](const Number &n) { return n.toString(); };
    switch (value.type()) {
    case T::S:
        appendString(out, value.asString());
        break;
    case T::N:
        appendString(out, value.asNumber().toString());
        break;
    case T::B:
        appendString(out, base64(value.asBinary()));
        break;
    case T::BOOL:
        out += value.asBool() ? "true" : "false";
        break;
    case T::NUL:
        out += "true";
        break;
    case T::L: {
        out += '[';
        bool first = true;
        for (const auto &element : value.asList()) {
            if (!std::exchange(first, false))
                out += ',';
            appendAttribute(out, element);
        }
        out += ']';
        break;
    }
    case T::M:
        appendItem(out, value.asMap());
        break;
    case T::SS:
        appendStrings(out, value.asStringSet(), [](const QString &s) { return s; });
        break;
    case T::NS:
        appendStrings(out, value.asNumberSet(), number);
        break;
    case T::BS:
        appendStrings(out, value.asBinarySet(), base64);
        break;
    }
    out += '}';
}

void appendItem(QByteArray &out, const Item &item)
{
    out += '{';
    bool first = true;
    for (const auto &[name, value] : item) {
        if (!std::exchange(first, false))
            out += ',';
        appendString(out, name);
        out += ':';
        appendAttribute(out, value);
    }
    out += '}';
}

} // namespace lw::json
