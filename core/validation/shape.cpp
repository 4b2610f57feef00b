#include "shape.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Shape withRule(Shape shape, Rule rule)
{
    shape.rules.push_back(std::move(rule));
    return shape;
}

Rule boundRule(Rule::Check check, qint64 bound)
{
    Rule rule;
    rule.check = check;
    rule.bound = bound;
    return rule;
}

Shape of(Kind kind, const QString &className = {})
{
    Shape shape;
    shape.kind = kind;
    shape.className = className;
    return shape;
}

Shape container(Kind kind, const QString &className, const Shape &element)
{
    Shape shape = of(kind, className);
    shape.element = std::make_shared<const Shape>(element);
    return shape;
}

} // namespace

Rule minLengthRule(qint64 bound)
{
    return boundRule(Rule::Check::LengthAtLeast, bound);
}

Rule maxLengthRule(qint64 bound)
{
    return boundRule(Rule::Check::LengthAtMost, bound);
}

Rule patternRule(const QString &regex)
{
    Rule rule;
    rule.check = Rule::Check::Pattern;
    rule.pattern = regex;
    rule.compiled = QRegularExpression(QRegularExpression::anchoredPattern(regex));
    rule.namePattern = regex == kNamePattern;
    return rule;
}

Shape Shape::notNull() const
{
    return withRule(*this, Rule{});
}

Shape Shape::atLeast(qint64 bound) const
{
    return withRule(*this, boundRule(Rule::Check::AtLeast, bound));
}

Shape Shape::atMost(qint64 bound) const
{
    return withRule(*this, boundRule(Rule::Check::AtMost, bound));
}

Shape Shape::minLength(qint64 bound) const
{
    return withRule(*this, minLengthRule(bound));
}

Shape Shape::maxLength(qint64 bound) const
{
    return withRule(*this, maxLengthRule(bound));
}

Shape Shape::pattern(const QString &regex) const
{
    return withRule(*this, patternRule(regex));
}

Shape Shape::oneOf(const QStringList &values) const
{
    Rule rule;
    rule.check = Rule::Check::OneOf;
    rule.values = values;
    return withRule(*this, std::move(rule));
}

Shape Shape::keys(std::vector<Rule> keyRules) const
{
    Rule rule;
    rule.check = Rule::Check::KeysSatisfy;
    rule.inner = std::move(keyRules);
    return withRule(*this, std::move(rule));
}

Shape Shape::values(std::vector<Rule> valueRules) const
{
    Rule rule;
    rule.check = Rule::Check::ValuesSatisfy;
    rule.inner = std::move(valueRules);
    return withRule(*this, std::move(rule));
}

Shape string()
{
    return of(Kind::String);
}

Shape boolean()
{
    return of(Kind::Boolean);
}

Shape integer()
{
    return of(Kind::Integer);
}

Shape longInteger()
{
    return of(Kind::Long);
}

Shape blob()
{
    return of(Kind::Blob);
}

Shape list(const Shape &element)
{
    return container(Kind::List, {}, element);
}

Shape parameterizedList(const Shape &element)
{
    return container(Kind::ParameterizedList, {}, element);
}

Shape map(const QString &valueClass, const Shape &element)
{
    return container(Kind::Map, valueClass, element);
}

Shape parameterizedMap(const Shape &element)
{
    return container(Kind::ParameterizedMap, {}, element);
}

Shape structure(const QString &className, std::vector<Member> members)
{
    Shape shape = of(Kind::Structure, className);
    shape.members = std::move(members);
    return shape;
}

Shape fieldStructure(const QString &className, std::vector<Member> members)
{
    Shape shape = of(Kind::FieldStructure, className);
    shape.members = std::move(members);
    return shape;
}

Shape attributeValue()
{
    return of(Kind::AttributeValue, u"AttributeValue"_s);
}

Shape fieldAttributeValue()
{
    return of(Kind::FieldAttributeValue, u"AttributeValue"_s);
}

Member member(const QString &name, const Shape &shape)
{
    return Member{name, shape};
}

Member requiredTableName()
{
    Member m{u"TableName"_s, string().pattern(kNamePattern.toString())};
    m.required = true;
    m.tableName = true;
    return m;
}

} // namespace lw::validation
