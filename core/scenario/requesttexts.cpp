#include "requesttexts.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace lw::scenario {

namespace {

// Walks valid JSON text without building values.
class Scanner
{
public:
    explicit Scanner(const QByteArray &text) : m_text(text) {}

    char peek()
    {
        while (m_pos < m_text.size() && QByteArrayView(" \t\r\n").contains(m_text.at(m_pos)))
            ++m_pos;
        return m_pos < m_text.size() ? m_text.at(m_pos) : '\0';
    }
    void take() { ++m_pos; }
    qsizetype pos() const { return m_pos; }

    QByteArray name() // at a '"': the member name, decoded, and its ':'
    {
        const qsizetype start = m_pos;
        skipString();
        const QByteArray quoted = m_text.mid(start, m_pos - start);
        peek();
        take(); // ':'
        return QJsonDocument::fromJson('[' + quoted + ']').array().at(0).toString().toUtf8();
    }

    void skipValue()
    {
        const char c = peek();
        if (c == '"') {
            skipString();
        } else if (c == '{' || c == '[') {
            take();
            while (peek() != (c == '{' ? '}' : ']')) {
                if (c == '{')
                    name();
                skipValue();
                if (peek() == ',')
                    take();
            }
            take();
        } else {
            while (m_pos < m_text.size() &&
                   !QByteArrayView(",}] \t\r\n").contains(m_text.at(m_pos)))
                ++m_pos;
        }
    }

    // Calls `member(name)` at each member's value of the object at the position; `member` must
    // leave the position after the value.
    template<class Member> void object(Member member)
    {
        if (peek() != '{') {
            skipValue();
            return;
        }
        take();
        while (peek() == '"') {
            member(name());
            if (peek() == ',')
                take();
        }
        take(); // '}'
    }

private:
    void skipString()
    {
        for (++m_pos; m_pos < m_text.size() && m_text.at(m_pos) != '"';)
            m_pos += m_text.at(m_pos) == '\\' ? 2 : 1;
        ++m_pos;
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
};

} // namespace

QList<QByteArray> memberTextsOfArray(const QByteArray &json, QByteArrayView array,
                                     QByteArrayView member)
{
    QList<QByteArray> texts;
    Scanner scan(json);
    scan.object([&](const QByteArray &name) {
        if (name != array || scan.peek() != '[') {
            scan.skipValue();
            return;
        }
        scan.take();
        while (scan.peek() != ']') {
            QByteArray text;
            scan.object([&](const QByteArray &inner) {
                scan.peek(); // skips the space before the value
                const qsizetype start = scan.pos();
                scan.skipValue();
                if (inner == member)
                    text = json.mid(start, scan.pos() - start);
            });
            texts << text;
            if (scan.peek() == ',')
                scan.take();
        }
        scan.take();
    });
    return texts;
}

} // namespace lw::scenario
