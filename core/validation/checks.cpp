#include "checks.h"

#include "constraints.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;

// A number as DynamoDB reads it: its significant digits and the power of ten of the first.
struct Decimal
{
    bool negative = false;
    QString digits; // no leading or trailing zeros; "0" for zero
    int exponent = 0;
};

std::optional<Decimal> parseDecimal(const QString &text)
{
    static const QRegularExpression number(u"^(-?)(\\d+)?(?:\\.(\\d*))?(?:[eE]([+-]?\\d+))?$"_s);
    const auto match = number.match(text);
    const QString whole = match.captured(2);
    const QString fraction = match.captured(3);
    if (!match.hasMatch() || (whole.isEmpty() && fraction.isEmpty()))
        return std::nullopt;
    Decimal d;
    d.negative = !match.captured(1).isEmpty();
    QString digits = whole + fraction;
    int exponent = int(whole.size()) - 1 + match.captured(4).toInt();
    qsizetype lead = 0;
    while (lead < digits.size() && digits.at(lead) == u'0')
        ++lead;
    digits = digits.mid(lead);
    exponent -= int(lead);
    while (digits.endsWith(u'0'))
        digits.chop(1);
    if (digits.isEmpty()) {
        d.digits = u"0"_s;
        d.negative = false;
        return d;
    }
    d.digits = digits;
    d.exponent = exponent;
    return d;
}

QString canonicalNumber(const QString &text)
{
    const auto d = parseDecimal(text);
    if (!d)
        return text;
    return (d->negative ? u"-"_s : QString()) + d->digits + u'e' + QString::number(d->exponent);
}

bool hasDuplicate(const QStringList &values)
{
    return QSet<QString>(values.begin(), values.end()).size() != values.size();
}

QStringList strings(const QJsonValue &array)
{
    QStringList out;
    for (const QJsonValue &v : array.toArray())
        out << v.toString();
    return out;
}

// Negative, zero or positive as a is below, equal to or above b: numbers by value, strings by
// their UTF-8 bytes, binaries by their bytes, as DynamoDB orders keys.
int compareScalars(const QString &type, const QString &a, const QString &b)
{
    if (type == u"N"_s) {
        const auto x = parseDecimal(a);
        const auto y = parseDecimal(b);
        if (!x || !y)
            return 0;
        const auto signOf = [](const Decimal &d) {
            return d.digits == u"0"_s ? 0 : (d.negative ? -1 : 1);
        };
        const int sx = signOf(*x);
        const int sy = signOf(*y);
        if (sx != sy || sx == 0)
            return sx - sy;
        if (x->exponent != y->exponent)
            return (x->exponent < y->exponent ? -1 : 1) * sx;
        return QString::compare(x->digits, y->digits) * sx;
    }
    if (type == u"B"_s)
        return QByteArray::fromBase64(a.toLatin1()).compare(QByteArray::fromBase64(b.toLatin1()));
    return a.toUtf8().compare(b.toUtf8());
}

QString typeOf(const QJsonValue &value)
{
    const QStringList keys = value.toObject().keys();
    return keys.isEmpty() ? QString() : keys.first();
}

bool lowerAboveUpper(const QJsonArray &values)
{
    const QString type = typeOf(values.at(0));
    return compareScalars(type, values.at(0).toObject().value(type).toString(),
                          values.at(1).toObject().value(type).toString()) > 0;
}

Problem sameTypeProblem(const QJsonArray &values)
{
    if (values.isEmpty())
        return std::nullopt;
    const QString type = typeOf(values.at(0));
    for (const QJsonValue &v : values) {
        if (typeOf(v) != type)
            return kInvalid + u"AttributeValues inside AttributeValueList must be of same type"_s;
    }
    return std::nullopt;
}

const QString kBetweenText = u"The BETWEEN condition was provided a range where the lower bound "
                             u"is greater than the upper bound"_s;

} // namespace

Problem numberProblem(const QString &text)
{
    if (text.isEmpty())
        return u"The parameter cannot be converted to a numeric value"_s;
    const auto d = parseDecimal(text);
    if (!d)
        return u"The parameter cannot be converted to a numeric value: "_s + text;
    if (d->exponent > 125)
        return u"Number overflow. Attempting to store a number with magnitude larger than "
               u"supported range"_s;
    if (d->exponent < -130)
        return u"Number underflow. Attempting to store a number with magnitude smaller than "
               u"supported range"_s;
    if (d->digits.size() > 38)
        return u"Attempting to store more than 38 significant digits in a Number"_s;
    return std::nullopt;
}

Problem attributeValueProblem(const QJsonObject &value)
{
    if (value.isEmpty())
        return u"Supplied AttributeValue is empty, must contain exactly one of the supported "
               u"datatypes"_s;
    for (auto it = value.begin(); it != value.end(); ++it) {
        const QString &type = it.key();
        const QJsonValue v = it.value();
        if (type == u"N"_s) {
            if (auto p = numberProblem(v.toString()))
                return p;
        }
        if (type == u"NULL"_s && !v.toBool())
            return kInvalid + u"Null attribute value types must have the value of true"_s;
        const qsizetype size = v.toArray().size();
        // "An string set  may not be empty", with two spaces: the service's text.
        if (type == u"SS"_s && size == 0)
            return kInvalid + u"An string set  may not be empty"_s;
        if (type == u"NS"_s && size == 0)
            return kInvalid + u"An number set  may not be empty"_s;
        if (type == u"BS"_s && size == 0)
            return kInvalid + u"Binary sets should not be empty"_s;
        if (type == u"NS"_s) {
            for (const QString &n : strings(v)) {
                if (auto p = numberProblem(n))
                    return p;
            }
        }
        if (type == u"SS"_s && hasDuplicate(strings(v)))
            return kInvalid + u"Input collection "_s + plainText(v) + u" contains duplicates."_s;
        if (type == u"NS"_s) {
            QStringList canonical;
            for (const QString &n : strings(v))
                canonical << canonicalNumber(n);
            if (hasDuplicate(canonical))
                return u"Input collection contains duplicates"_s;
        }
        // "…of type BS", without a space: the service's text.
        if (type == u"BS"_s && hasDuplicate(strings(v)))
            return kInvalid + u"Input collection "_s + plainText(v) +
                   u"of type BS contains duplicates."_s;
        if (type == u"M"_s) {
            if (auto p = attributeMapProblem(v.toObject()))
                return p;
        }
        if (type == u"L"_s) {
            for (const QJsonValue &element : v.toArray()) {
                if (auto p = attributeValueProblem(element.toObject()))
                    return p;
            }
        }
    }
    if (value.size() > 1)
        return u"Supplied AttributeValue has more than one datatypes set, must contain exactly one "
               u"of the supported datatypes"_s;
    return std::nullopt;
}

Problem attributeMapProblem(const QJsonObject &map)
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (auto p = attributeValueProblem(it.value().toObject()))
            return p;
    }
    return std::nullopt;
}

Problem expressionParamsProblem(const QJsonObject &request, const QStringList &expressions,
                                const QStringList &legacy)
{
    QStringList used;
    for (const QString &e : expressions) {
        if (request.contains(e))
            used << e;
    }
    if (!used.isEmpty()) {
        QStringList mixed;
        for (const QString &l : legacy) {
            // Query's KeyConditions go with a FilterExpression while no KeyConditionExpression
            // is given.
            if (l == u"KeyConditions"_s && !request.contains(u"KeyConditionExpression"_s))
                continue;
            if (request.contains(l))
                mixed << l;
        }
        if (!mixed.isEmpty())
            return u"Can not use both expression and non-expression parameters in the same "
                   u"request: Non-expression parameters: {"_s +
                   mixed.join(u", "_s) + u"} Expression parameters: {"_s + used.join(u", "_s) +
                   u'}';
    }
    if (request.contains(u"ExpressionAttributeNames"_s) && used.isEmpty())
        return u"ExpressionAttributeNames can only be specified when using expressions"_s;
    QStringList valueExpressions = expressions;
    valueExpressions.removeAll(u"ProjectionExpression"_s);
    bool anyValueExpression = false;
    for (const QString &e : valueExpressions)
        anyValueExpression = anyValueExpression || request.contains(e);
    if (!valueExpressions.isEmpty() && request.contains(u"ExpressionAttributeValues"_s) &&
        !anyValueExpression)
        return u"ExpressionAttributeValues can only be specified when using expressions: "_s +
               valueExpressions.join(u" and "_s) +
               (valueExpressions.size() > 1 ? u" are null"_s : u" is null"_s);
    return std::nullopt;
}

Problem expressionAttributesProblem(const QJsonObject &request)
{
    static const QRegularExpression nameKey(u"^#[0-9a-zA-Z_]+$"_s);
    static const QRegularExpression valueKey(u"^:[0-9a-zA-Z_]+$"_s);
    if (request.contains(u"ExpressionAttributeNames"_s)) {
        const QJsonObject names = request.value(u"ExpressionAttributeNames"_s).toObject();
        if (names.isEmpty())
            return u"ExpressionAttributeNames must not be empty"_s;
        for (const QString &key : names.keys()) {
            if (!nameKey.match(key).hasMatch())
                return u"ExpressionAttributeNames contains invalid key: Syntax error; key: \""_s +
                       key + u'"';
        }
    }
    if (request.contains(u"ExpressionAttributeValues"_s)) {
        const QJsonObject values = request.value(u"ExpressionAttributeValues"_s).toObject();
        if (values.isEmpty())
            return u"ExpressionAttributeValues must not be empty"_s;
        for (const QString &key : values.keys()) {
            if (!valueKey.match(key).hasMatch())
                return u"ExpressionAttributeValues contains invalid key: Syntax error; key: \""_s +
                       key + u'"';
        }
        for (auto it = values.begin(); it != values.end(); ++it) {
            if (auto p = attributeValueProblem(it.value().toObject()))
                return u"ExpressionAttributeValues contains invalid value: "_s + *p +
                       u" for key "_s + it.key();
        }
    }
    return std::nullopt;
}

Problem expectedProblem(const QJsonObject &request)
{
    const QJsonObject expected = request.value(u"Expected"_s).toObject();
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QString &key = it.key();
        const QJsonObject condition = it.value().toObject();
        const bool hasList = condition.contains(u"AttributeValueList"_s);
        const bool hasValue = condition.contains(u"Value"_s);
        const bool hasExists = condition.contains(u"Exists"_s);
        if (hasList && hasValue)
            return kInvalid +
                   u"Value and AttributeValueList cannot be used together for "
                   u"Attribute: "_s +
                   key;
        if (condition.contains(u"ComparisonOperator"_s)) {
            const QString op = condition.value(u"ComparisonOperator"_s).toString();
            if (hasExists)
                return kInvalid +
                       u"Exists and ComparisonOperator cannot be used together for "
                       u"Attribute: "_s +
                       key;
            if (op != u"NULL"_s && op != u"NOT_NULL"_s && !hasList && !hasValue)
                return kInvalid +
                       u"Value or AttributeValueList must be used with "
                       u"ComparisonOperator: "_s +
                       op + u" for Attribute: "_s + key;
            const QJsonArray list = condition.value(u"AttributeValueList"_s).toArray();
            const qsizetype count = hasList ? list.size() : (hasValue ? 1 : 0);
            static const QStringList unary = {u"EQ"_s,       u"NE"_s,           u"LE"_s,
                                              u"LT"_s,       u"GE"_s,           u"GT"_s,
                                              u"CONTAINS"_s, u"NOT_CONTAINS"_s, u"BEGINS_WITH"_s};
            const bool countFits = unary.contains(op)                       ? count == 1
                                   : op == u"NULL"_s || op == u"NOT_NULL"_s ? count == 0
                                   : op == u"IN"_s                          ? count > 0
                                   : op == u"BETWEEN"_s                     ? count == 2
                                                                            : false;
            if (!countFits)
                return kInvalid + u"Invalid number of argument(s) for the "_s + op +
                       u" ComparisonOperator"_s;
            if (!list.isEmpty()) {
                if (auto p = sameTypeProblem(list))
                    return p;
                if (op == u"BETWEEN"_s && lowerAboveUpper(list))
                    return kBetweenText;
            }
        } else if (hasList) {
            return kInvalid +
                   u"AttributeValueList can only be used with a ComparisonOperator "
                   u"for Attribute: "_s +
                   key;
        } else {
            const bool exists = !hasExists || condition.value(u"Exists"_s).toBool();
            if (exists && !hasValue)
                return kInvalid + u"Value must be provided when Exists is "_s +
                       (hasExists ? u"true"_s : u"null"_s) + u" for Attribute: "_s + key;
            if (!exists && hasValue)
                return kInvalid + u"Value cannot be used when Exists is false for Attribute: "_s +
                       key;
            if (hasValue) {
                if (auto p = attributeValueProblem(condition.value(u"Value"_s).toObject()))
                    return p;
            }
        }
    }
    return std::nullopt;
}

Problem conditionsProblem(const QJsonObject &conditions)
{
    struct Arity
    {
        qsizetype min, max;
    };
    static const QHash<QString, Arity> arity = {
        {u"NULL"_s, {0, 0}},         {u"NOT_NULL"_s, {0, 0}},    {u"EQ"_s, {1, 1}},
        {u"NE"_s, {1, 1}},           {u"LE"_s, {1, 1}},          {u"LT"_s, {1, 1}},
        {u"GE"_s, {1, 1}},           {u"GT"_s, {1, 1}},          {u"CONTAINS"_s, {1, 1}},
        {u"NOT_CONTAINS"_s, {1, 1}}, {u"BEGINS_WITH"_s, {1, 1}}, {u"IN"_s, {1, 1 << 30}},
        {u"BETWEEN"_s, {2, 2}},
    };
    static const QStringList scalars = {u"S"_s, u"N"_s, u"B"_s};
    static const QHash<QString, QStringList> types = {
        {u"EQ"_s, scalars + QStringList{u"SS"_s, u"NS"_s, u"BS"_s}},
        {u"NE"_s, scalars + QStringList{u"SS"_s, u"NS"_s, u"BS"_s}},
        {u"LE"_s, scalars},
        {u"LT"_s, scalars},
        {u"GE"_s, scalars},
        {u"GT"_s, scalars},
        {u"CONTAINS"_s, scalars},
        {u"NOT_CONTAINS"_s, scalars},
        {u"BEGINS_WITH"_s, {u"S"_s, u"B"_s}},
        {u"IN"_s, scalars},
        {u"BETWEEN"_s, scalars},
    };
    for (auto it = conditions.begin(); it != conditions.end(); ++it) {
        const QJsonObject condition = it.value().toObject();
        const QString op = condition.value(u"ComparisonOperator"_s).toString();
        const QJsonArray list = condition.value(u"AttributeValueList"_s).toArray();
        for (const QJsonValue &v : list) {
            if (auto p = attributeValueProblem(v.toObject()))
                return p;
        }
        const Arity a = arity.value(op, {0, 0});
        if (list.size() < a.min || list.size() > a.max)
            return kInvalid + u"Invalid number of argument(s) for the "_s + op +
                   u" ComparisonOperator"_s;
        if (auto p = sameTypeProblem(list))
            return p;
        if (types.contains(op)) {
            for (const QJsonValue &v : list) {
                if (!types.value(op).contains(typeOf(v)))
                    return kInvalid + u"ComparisonOperator "_s + op + u" is not valid for "_s +
                           typeOf(v) + u" AttributeValue type"_s;
            }
        }
        if (op == u"BETWEEN"_s && lowerAboveUpper(list))
            return kBetweenText;
    }
    return std::nullopt;
}

Problem duplicateNameProblem(const QJsonObject &request, const QString &member)
{
    QSet<QString> seen;
    for (const QString &name : strings(request.value(member))) {
        if (seen.contains(name))
            return kInvalid + u"Duplicate value in attribute name: "_s + name;
        seen.insert(name);
    }
    return std::nullopt;
}

Problem throughputBoundsProblem(const QJsonObject &throughput)
{
    constexpr double kCeiling = 1e12;
    for (const QString &units : {u"ReadCapacityUnits"_s, u"WriteCapacityUnits"_s}) {
        const QJsonValue v = throughput.value(units);
        if (v.toDouble() > kCeiling)
            return u"Given value "_s + plainText(v) + u" for "_s + units + u" is out of bounds"_s;
    }
    return std::nullopt;
}

QString canonicalText(const QJsonObject &value)
{
    const QString type = typeOf(value);
    const QJsonValue v = value.value(type);
    if (type == u"N"_s)
        return u"N:"_s + canonicalNumber(v.toString());
    return type + u':' + plainText(v);
}

} // namespace lw::validation
