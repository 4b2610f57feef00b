#include "expressionbuilder.h"

using namespace Qt::StringLiterals;

namespace lw::partiql::translation {

Error unsupported(const QString &what)
{
    return validationError(u"Unsupported operation: "_s + what);
}

QString ExpressionBuilder::name(const QString &attribute)
{
    auto it = m_nameIds.constFind(attribute);
    if (it != m_nameIds.cend())
        return *it;
    const QString id = u"#n"_s + QString::number(m_nameIds.size());
    m_nameIds.insert(attribute, id);
    m_names.insert(id, attribute);
    return id;
}

QString ExpressionBuilder::value(const QJsonObject &attributeValue)
{
    const QString id = u":v"_s + QString::number(m_values.size());
    m_values.insert(id, attributeValue);
    return id;
}

QString ExpressionBuilder::path(const Path &p)
{
    QString out;
    for (const auto &step : p.steps) {
        if (step.index >= 0)
            out += u'[' + QString::number(step.index) + u']';
        else
            out += (out.isEmpty() ? QString() : u"."_s) + name(step.name);
    }
    return out;
}

void ExpressionBuilder::addTo(QJsonObject &request) const
{
    if (!m_names.isEmpty())
        request.insert(u"ExpressionAttributeNames"_s, m_names);
    if (!m_values.isEmpty())
        request.insert(u"ExpressionAttributeValues"_s, m_values);
}

Result<QJsonObject> ExpressionBuilder::resolve(const Expr &e) const
{
    switch (e.kind) {
    case Expr::Kind::Literal:
        return e.literal;
    case Expr::Kind::Parameter:
        return m_parameters.at(e.parameter).toObject();
    case Expr::Kind::Map: {
        QJsonObject members;
        for (size_t i = 0; i < e.operands.size(); ++i) {
            if (e.operands[i].kind == Expr::Kind::Missing)
                continue; // a MISSING member is no member
            auto v = resolve(e.operands[i]);
            LW_TRY(v);
            members.insert(e.keys[qsizetype(i)], *v);
        }
        return QJsonObject{{u"M"_s, members}};
    }
    case Expr::Kind::List: {
        QJsonArray elements;
        for (const auto &operand : e.operands) {
            auto v = resolve(operand);
            LW_TRY(v);
            elements.append(*v);
        }
        return QJsonObject{{u"L"_s, elements}};
    }
    case Expr::Kind::Set: {
        QJsonArray elements;
        QString type;
        for (const auto &operand : e.operands) {
            auto v = resolve(operand);
            LW_TRY(v);
            const QString t = v->keys().value(0);
            if (v->size() != 1 || !(t == u"S" || t == u"N" || t == u"B") ||
                (!type.isEmpty() && t != type))
                type = u"?"_s;
            else
                type = t;
            elements.append(v->value(t));
        }
        if (elements.isEmpty() || type == u"?")
            return std::unexpected(validationError(
                u"Unsupported set: a set must hold strings, numbers or binaries, all of one "
                "type, and at least one"_s));
        return QJsonObject{{type + u'S', elements}};
    }
    case Expr::Kind::Missing:
        return std::unexpected(unsupported(u"MISSING as a value"_s));
    default:
        return std::unexpected(unsupported(u"an expression where a value is expected"_s));
    }
}

Result<QString> ExpressionBuilder::operand(const Expr &e)
{
    if (e.kind == Expr::Kind::Path)
        return path(e.path);
    if (e.isValue()) {
        auto v = resolve(e);
        LW_TRY(v);
        return value(*v);
    }
    if (e.kind == Expr::Kind::Call && e.op == u"size" && e.operands.size() == 1 &&
        e.operands[0].kind == Expr::Kind::Path)
        return u"size("_s + path(e.operands[0].path) + u')';
    return std::unexpected(unsupported(u"an expression where an operand is expected"_s));
}

Result<QString> ExpressionBuilder::call(const Expr &e)
{
    static const QStringList twoArguments = {u"begins_with"_s, u"contains"_s, u"attribute_type"_s};
    if (twoArguments.contains(e.op) && e.operands.size() == 2 &&
        e.operands[0].kind == Expr::Kind::Path) {
        auto second = operand(e.operands[1]);
        LW_TRY(second);
        return e.op + u'(' + path(e.operands[0].path) + u", "_s + *second + u')';
    }
    if ((e.op == u"exists" || e.op == u"attribute_exists") && e.operands.size() == 1 &&
        e.operands[0].kind == Expr::Kind::Path)
        return u"attribute_exists("_s + path(e.operands[0].path) + u')';
    return std::unexpected(unsupported(u"function "_s + e.op));
}

Result<QString> ExpressionBuilder::condition(const Expr &e)
{
    switch (e.kind) {
    case Expr::Kind::Compare: {
        auto left = operand(e.operands[0]);
        LW_TRY(left);
        auto right = operand(e.operands[1]);
        LW_TRY(right);
        return *left + u' ' + e.op + u' ' + *right;
    }
    case Expr::Kind::Between: {
        QStringList parts;
        for (const auto &o : e.operands) {
            auto text = operand(o);
            LW_TRY(text);
            parts << *text;
        }
        return parts[0] + u" BETWEEN "_s + parts[1] + u" AND "_s + parts[2];
    }
    case Expr::Kind::In: {
        QStringList parts;
        for (const auto &o : e.operands) {
            auto text = operand(o);
            LW_TRY(text);
            parts << *text;
        }
        const QString first = parts.takeFirst();
        return first + u" IN ("_s + parts.join(u", "_s) + u')';
    }
    case Expr::Kind::And:
    case Expr::Kind::Or: {
        auto left = condition(e.operands[0]);
        LW_TRY(left);
        auto right = condition(e.operands[1]);
        LW_TRY(right);
        const QString op = e.kind == Expr::Kind::And ? u" AND "_s : u" OR "_s;
        return u'(' + *left + op + *right + u')';
    }
    case Expr::Kind::Not: {
        auto inner = condition(e.operands[0]);
        LW_TRY(inner);
        return u"(NOT "_s + *inner + u')';
    }
    case Expr::Kind::IsMissing:
        if (e.operands[0].kind != Expr::Kind::Path)
            return std::unexpected(unsupported(u"IS MISSING on a value"_s));
        return (e.negated ? u"attribute_exists("_s : u"attribute_not_exists("_s) +
               path(e.operands[0].path) + u')';
    case Expr::Kind::IsNull: {
        if (e.operands[0].kind != Expr::Kind::Path)
            return std::unexpected(unsupported(u"IS NULL on a value"_s));
        const QString test = u"attribute_type("_s + path(e.operands[0].path) + u", "_s +
                             value({{u"S"_s, u"NULL"_s}}) + u')';
        return e.negated ? u"(NOT "_s + test + u')' : test;
    }
    case Expr::Kind::Call:
        return call(e);
    case Expr::Kind::Exists:
        return std::unexpected(unsupported(u"EXISTS outside a transaction"_s));
    default:
        return std::unexpected(unsupported(u"an expression where a condition is expected"_s));
    }
}

Result<QString> ExpressionBuilder::setValue(const Expr &e)
{
    if (e.kind == Expr::Kind::Add || e.kind == Expr::Kind::Subtract) {
        auto left = setValue(e.operands[0]);
        LW_TRY(left);
        auto right = setValue(e.operands[1]);
        LW_TRY(right);
        return *left + (e.kind == Expr::Kind::Add ? u" + "_s : u" - "_s) + *right;
    }
    if (e.kind == Expr::Kind::Call && (e.op == u"list_append" || e.op == u"if_not_exists") &&
        e.operands.size() == 2) {
        auto first = setValue(e.operands[0]);
        LW_TRY(first);
        auto second = setValue(e.operands[1]);
        LW_TRY(second);
        return e.op + u'(' + *first + u", "_s + *second + u')';
    }
    if (e.kind == Expr::Kind::Path)
        return path(e.path);
    if (e.isValue()) {
        auto v = resolve(e);
        LW_TRY(v);
        return value(*v);
    }
    return std::unexpected(unsupported(u"an expression in SET"_s));
}

} // namespace lw::partiql::translation
