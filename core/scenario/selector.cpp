#include "selector.h"

#include "model/error.h"
#include "pythontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

const QStringList kFunctions{u"length"_s, u"sum"_s, u"json_loads"_s, u"json_dumps"_s};

struct Postfix
{
    enum Kind
    {
        Member,
        Index,
        Flatten
    } kind = Member;
    QString name;
    int index = 0;
};

} // namespace

struct Selector::Node
{
    enum Kind
    {
        Name,
        Function,
        Object
    } kind = Name;
    QString name;                         // Name: the member; Function: the function
    std::shared_ptr<const Node> argument; // Function
    QList<std::pair<QString, std::shared_ptr<const Node>>> members; // Object
    QList<Postfix> postfixes;
};

namespace {

using Node = Selector::Node;
using NodePtr = std::shared_ptr<const Node>;

class Parser
{
public:
    explicit Parser(QStringView text) : m_text(text) {}

    std::expected<NodePtr, QString> parseAll()
    {
        skipSpace();
        if (atEnd())
            return std::unexpected(u"the selector is empty"_s);
        auto node = selector();
        if (node && !atEnd())
            return std::unexpected(unexpected());
        return node;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_pos); }
    void skipSpace()
    {
        while (!atEnd() && peek().isSpace())
            ++m_pos;
    }
    QString where() const { return u" at %1"_s.arg(m_pos + 1); }
    QString unexpected() const
    {
        return atEnd() ? u"the selector ends too soon"_s
                       : u"unexpected \"%1\""_s.arg(peek()) + where();
    }
    bool take(QChar c)
    {
        skipSpace();
        if (peek() != c)
            return false;
        ++m_pos;
        skipSpace();
        return true;
    }
    std::expected<void, QString> expect(QChar c)
    {
        if (take(c))
            return {};
        return std::unexpected(atEnd() ? u"expected \"%1\" at the end"_s.arg(c)
                                       : u"expected \"%1\""_s.arg(c) + where());
    }

    static bool identifierStart(QChar c) { return c.isLetter() || c == u'_'; }

    std::expected<QString, QString> name()
    {
        skipSpace();
        if (peek() == u'"') {
            const qsizetype start = m_pos++;
            while (!atEnd() && peek() != u'"')
                m_pos += peek() == u'\\' ? 2 : 1;
            if (atEnd())
                return std::unexpected(u"a quoted name is not closed"_s);
            ++m_pos;
            const QByteArray quoted =
                u"["_s.append(m_text.sliced(start, m_pos - start)).toUtf8() + ']';
            const QJsonDocument doc = QJsonDocument::fromJson(quoted);
            if (!doc.isArray())
                return std::unexpected(u"a quoted name is not a JSON string"_s + where());
            return doc.array().at(0).toString();
        }
        if (!identifierStart(peek()))
            return std::unexpected(unexpected());
        const qsizetype start = m_pos;
        while (!atEnd() && (identifierStart(peek()) || peek().isDigit()))
            ++m_pos;
        return m_text.sliced(start, m_pos - start).toString();
    }

    std::expected<NodePtr, QString> selector()
    {
        auto node = std::make_shared<Node>();
        skipSpace();
        if (take(u'{')) {
            node->kind = Node::Object;
            do {
                auto key = name();
                LW_TRY(key);
                LW_TRY(expect(u':'));
                auto value = selector();
                if (!value)
                    return value;
                node->members.append({*key, *value});
            } while (take(u','));
            if (auto close = expect(u'}'); !close)
                return std::unexpected(close.error());
        } else {
            const qsizetype start = m_pos;
            auto first = name();
            LW_TRY(first);
            node->name = *first;
            if (take(u'(')) {
                if (!kFunctions.contains(*first)) {
                    m_pos = start;
                    return std::unexpected(u"unknown function \"%1\""_s.arg(*first) + where());
                }
                node->kind = Node::Function;
                auto argument = selector();
                if (!argument)
                    return argument;
                node->argument = *argument;
                LW_TRY(expect(u')'));
            }
        }
        for (;;) {
            skipSpace();
            if (take(u'.')) {
                auto member = name();
                LW_TRY(member);
                node->postfixes.append({Postfix::Member, *member, 0});
            } else if (take(u'[')) {
                if (take(u']')) {
                    node->postfixes.append({Postfix::Flatten, {}, 0});
                    continue;
                }
                const qsizetype start = m_pos;
                if (peek() == u'-')
                    ++m_pos;
                while (!atEnd() && peek().isDigit())
                    ++m_pos;
                bool ok = false;
                const int index = m_text.sliced(start, m_pos - start).toInt(&ok);
                if (!ok) {
                    m_pos = start;
                    return std::unexpected(u"expected an index or \"]\""_s + where());
                }
                LW_TRY(expect(u']'));
                node->postfixes.append({Postfix::Index, {}, index});
            } else {
                return NodePtr(node);
            }
        }
    }

    QStringView m_text;
    qsizetype m_pos = 0;
};

struct Evaluation
{
    const QStringList &order;

    static QJsonValue step(const QJsonValue &value, const Postfix &postfix)
    {
        if (postfix.kind == Postfix::Member)
            return value.toObject().value(postfix.name);
        const QJsonArray array = value.toArray();
        const qsizetype at = postfix.index < 0 ? array.size() + postfix.index : postfix.index;
        return at >= 0 && at < array.size() ? array.at(at) : QJsonValue();
    }

    static QJsonArray flattened(const QJsonArray &array)
    {
        QJsonArray flat;
        for (const auto &element : array) {
            if (element.isArray())
                for (const auto &inner : element.toArray())
                    flat << inner;
            else
                flat << element;
        }
        return flat;
    }

    // After the first "[]" the value is a projection: each later postfix applies to each of its
    // elements, and a later "[]" flattens the projection itself, as in JMESPath.
    static QJsonValue postfixes(QJsonValue value, const QList<Postfix> &list)
    {
        bool projected = false;
        for (const Postfix &postfix : list) {
            if (postfix.kind == Postfix::Flatten) {
                if (!value.isArray())
                    return QJsonValue::Null;
                value = flattened(value.toArray());
                projected = true;
            } else if (!projected) {
                value = step(value, postfix);
            } else {
                QJsonArray selected;
                for (const auto &element : value.toArray()) {
                    const QJsonValue each = step(element, postfix);
                    if (!each.isNull() && !each.isUndefined())
                        selected << each;
                }
                value = selected;
            }
        }
        return value;
    }

    QJsonValue function(const QString &name, const QJsonValue &argument) const
    {
        if (name == u"length"_s) {
            if (argument.isArray())
                return argument.toArray().size();
            if (argument.isObject())
                return argument.toObject().size();
            return argument.isString() ? QJsonValue(argument.toString().size()) : QJsonValue();
        }
        if (name == u"sum"_s) {
            double total = 0;
            for (const auto &number : argument.toArray())
                total += number.toDouble();
            return total;
        }
        if (name == u"json_loads"_s) {
            const QJsonDocument doc = QJsonDocument::fromJson(argument.toString().toUtf8());
            return doc.isObject()  ? QJsonValue(doc.object())
                   : doc.isArray() ? QJsonValue(doc.array())
                                   : QJsonValue();
        }
        return pythonJsonDumps(argument, order);
    }

    QJsonValue node(const Node &n, const QJsonValue &root) const
    {
        QJsonValue value;
        switch (n.kind) {
        case Node::Name:
            value = root.toObject().value(n.name);
            break;
        case Node::Function:
            value = function(n.name, node(*n.argument, root));
            break;
        case Node::Object: {
            QJsonObject object;
            for (const auto &[member, selector] : n.members)
                object.insert(member, node(*selector, root));
            value = object;
            break;
        }
        }
        value = postfixes(value, n.postfixes);
        return value.isUndefined() ? QJsonValue() : value;
    }
};

} // namespace

std::expected<Selector, QString> Selector::parse(QStringView text)
{
    auto root = Parser(text).parseAll();
    LW_TRY(root);
    Selector selector;
    selector.m_text = text.toString();
    selector.m_root = *root;
    return selector;
}

QJsonValue Selector::evaluate(const QJsonValue &root, const QStringList &order) const
{
    return Evaluation{order}.node(*m_root, root);
}

} // namespace lw::scenario
