#include "compactjson.h"

#include <utility>

namespace lw::json {

namespace {

char hexDigit(uint value)
{
    return "0123456789abcdef"[value & 0xf];
}

char *writeUnicodeEscape(char *at, char16_t unit)
{
    for (char c : {'\\', 'u', hexDigit(unit >> 12), hexDigit(unit >> 8), hexDigit(unit >> 4),
                   hexDigit(unit)})
        *at++ = c;
    return at;
}

// One of \" \\ \b \f \n \r \t for an ASCII character that has one, else 0.
char shortEscape(char16_t unit)
{
    switch (unit) {
    case u'"':
        return '"';
    case u'\\':
        return '\\';
    case u'\b':
        return 'b';
    case u'\f':
        return 'f';
    case u'\n':
        return 'n';
    case u'\r':
        return 'r';
    case u'\t':
        return 't';
    }
    return 0;
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
    // Written through a pointer into room for the longest form (6 bytes a unit: \uxxxx), then
    // cut to size: appending byte by byte costs several times more.
    const qsizetype start = out.size();
    out.resize(start + 2 + 6 * text.size());
    char *at = out.data() + start;
    *at++ = '"';
    const char16_t *unit = text.utf16();
    const char16_t *const end = unit + text.size();
    while (unit != end) {
        const char16_t u = *unit++;
        if (u < 0x80) {
            if (u >= 0x20 && u != u'"' && u != u'\\') {
                *at++ = char(u);
            } else if (const char escape = shortEscape(u)) {
                *at++ = '\\';
                *at++ = escape;
            } else {
                at = writeUnicodeEscape(at, u);
            }
        } else if (u < 0x800) {
            *at++ = char(0xc0 | (u >> 6));
            *at++ = char(0x80 | (u & 0x3f));
        } else if (!QChar::isSurrogate(u)) {
            *at++ = char(0xe0 | (u >> 12));
            *at++ = char(0x80 | ((u >> 6) & 0x3f));
            *at++ = char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && unit != end && QChar::isLowSurrogate(*unit)) {
            const char32_t c = QChar::surrogateToUcs4(u, *unit++);
            *at++ = char(0xf0 | (c >> 18));
            *at++ = char(0x80 | ((c >> 12) & 0x3f));
            *at++ = char(0x80 | ((c >> 6) & 0x3f));
            *at++ = char(0x80 | (c & 0x3f));
        } else {
            at = writeUnicodeEscape(at, u); // a lone surrogate, as Qt writes it
        }
    }
    *at++ = '"';
    out.truncate(at - out.constData());
}

void appendAttribute(QByteArray &out, const AttributeValue &value)
{
    using T = AttributeValue::Type;
    out += "{\"";
    const QLatin1StringView type = AttributeValue::typeNameText(value.type());
    out.append(type.data(), type.size());
    out += "\":";
    const auto base64 = [](const QByteArray &bytes) {
        return QString::fromLatin1(bytes.toBase64());
    };
    const auto number = [](const Number &n) { return n.toString(); };
    switch (value.type()) {
    case T::S:
        appendString(out, value.asString());
        break;
    case T::N: // digits, '-' and '.': nothing to escape
        out += '"';
        value.asNumber().appendText(out);
        out += '"';
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
