#include "legacyparams.h"

#include "model/attributejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

using expr::Condition;
using expr::Operand;
using Kind = Condition::Kind;

const QString kInvalid = u"One or more parameter values were invalid: "_s;

std::unexpected<Error> invalid(const QString &text)
{
    return std::unexpected(validationError(text));
}

// The values a legacy condition compares with: AttributeValueList, or a single Value.
Result<std::vector<AttributeValue>> conditionValues(const QJsonObject &condition)
{
    std::vector<AttributeValue> values;
    QJsonArray list = condition.value(u"AttributeValueList"_s).toArray();
    if (condition.contains(u"Value"_s))
        list = {condition.value(u"Value"_s)};
    for (const auto &json : std::as_const(list)) {
        auto value = attributeFromJson(json);
        LW_TRY(value);
        values.push_back(std::move(*value));
    }
    return values;
}

struct OperatorRule
{
    int minValues, maxValues;
    QStringList types; // the value types a legacy filter allows; empty: any
};

const QHash<QString, OperatorRule> &operatorRules()
{
    static const QStringList scalars = {u"S"_s, u"N"_s, u"B"_s};
    static const QHash<QString, OperatorRule> rules = {
        {u"EQ"_s, {1, 1, scalars + QStringList{u"SS"_s, u"NS"_s, u"BS"_s}}},
        {u"NE"_s, {1, 1, scalars + QStringList{u"SS"_s, u"NS"_s, u"BS"_s}}},
        {u"LE"_s, {1, 1, scalars}},
        {u"LT"_s, {1, 1, scalars}},
        {u"GE"_s, {1, 1, scalars}},
        {u"GT"_s, {1, 1, scalars}},
        {u"CONTAINS"_s, {1, 1, scalars}},
        {u"NOT_CONTAINS"_s, {1, 1, scalars}},
        {u"BEGINS_WITH"_s, {1, 1, {u"S"_s, u"B"_s}}},
        {u"IN"_s, {1, 1 << 30, scalars}},
        {u"BETWEEN"_s, {2, 2, scalars}},
        {u"NULL"_s, {0, 0, {}}},
        {u"NOT_NULL"_s, {0, 0, {}}},
    };
    return rules;
}

QString lowerFirst(const QString &s)
{
    return s.isEmpty() ? s : s.at(0).toLower() + s.mid(1);
}

// Checks one {ComparisonOperator, values} pair as DynamoDB does, in its order.
Status checkOperator(const QString &member, const QString &attribute, const QString &op,
                     const std::vector<AttributeValue> &values, bool checkTypes)
{
    auto rule = operatorRules().constFind(op);
    if (rule == operatorRules().cend())
        return invalid(u"1 validation error detected: Value '"_s + op + u"' at '"_s +
                       lowerFirst(member) + u'.' + attribute +
                       u".member.comparisonOperator' failed to satisfy constraint: Member must "
                       u"satisfy enum value set: [IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, "
                       u"NOT_NULL, NE, LE, BEGINS_WITH, GE, CONTAINS]"_s);
    const int n = int(values.size());
    if (n < rule->minValues || n > rule->maxValues)
        return invalid(kInvalid + u"Invalid number of argument(s) for the "_s + op +
                       u" ComparisonOperator"_s);
    for (const auto &v : values) {
        if (v.type() != values.front().type())
            return invalid(kInvalid +
                           u"AttributeValues inside AttributeValueList must be of same type"_s);
    }
    if (checkTypes) {
        for (const auto &v : values) {
            if (!rule->types.contains(v.typeName()))
                return invalid(kInvalid + u"ComparisonOperator "_s + op + u" is not valid for "_s +
                               v.typeName() + u" AttributeValue type"_s);
        }
    }
    if (op == u"BETWEEN"_s) {
        const AttributeValue &lo = values[0], &hi = values[1];
        const bool reversed =
            lo.type() == AttributeValue::Type::N   ? lo.asNumber().compare(hi.asNumber()) > 0
            : lo.type() == AttributeValue::Type::S ? lo.asString().toUtf8() > hi.asString().toUtf8()
            : lo.type() == AttributeValue::Type::B ? lo.asBinary() > hi.asBinary()
                                                   : false;
        if (reversed)
            return invalid(u"The BETWEEN condition was provided a range where the lower bound is "
                           u"greater than the upper bound"_s);
    }
    return {};
}

// The condition a legacy operator means for one attribute.
Condition conditionFor(const QString &op, const QString &attribute,
                       std::vector<AttributeValue> values)
{
    static const QHash<QString, expr::Comparator> comparators = {
        {u"EQ"_s, expr::Comparator::Eq}, {u"NE"_s, expr::Comparator::Ne},
        {u"LE"_s, expr::Comparator::Le}, {u"LT"_s, expr::Comparator::Lt},
        {u"GE"_s, expr::Comparator::Ge}, {u"GT"_s, expr::Comparator::Gt},
    };
    static const QHash<QString, Kind> kinds = {
        {u"NOT_NULL"_s, Kind::AttributeExists}, {u"NULL"_s, Kind::AttributeNotExists},
        {u"CONTAINS"_s, Kind::Contains},        {u"NOT_CONTAINS"_s, Kind::Contains},
        {u"BEGINS_WITH"_s, Kind::BeginsWith},   {u"IN"_s, Kind::In},
        {u"BETWEEN"_s, Kind::Between},
    };
    Condition c;
    c.operands.push_back(expr::attributeOperand(attribute));
    for (auto &v : values)
        c.operands.push_back(expr::valueOperand(std::move(v)));
    if (auto it = comparators.constFind(op); it != comparators.cend()) {
        c.kind = Kind::Compare;
        c.comparator = *it;
    } else {
        c.kind = kinds.value(op);
    }
    if (op != u"NOT_CONTAINS"_s)
        return c;
    Condition negated;
    negated.kind = Kind::Not;
    negated.children.push_back(std::move(c));
    return negated;
}

// The conditions joined by ConditionalOperator (AND unless OR).
Result<Condition> joined(const QJsonObject &request, std::vector<Condition> parts)
{
    const QString op = request.value(u"ConditionalOperator"_s).toString(u"AND"_s);
    if (op != u"AND"_s && op != u"OR"_s)
        return invalid(u"1 validation error detected: Value '"_s + op +
                       u"' at 'conditionalOperator' failed to satisfy constraint: Member must "
                       u"satisfy enum value set: [OR, AND]"_s);
    Condition out = std::move(parts.front());
    for (size_t i = 1; i < parts.size(); ++i) {
        Condition both;
        both.kind = op == u"OR"_s ? Kind::Or : Kind::And;
        both.children.push_back(std::move(out));
        both.children.push_back(std::move(parts[i]));
        out = std::move(both);
    }
    return out;
}

// One Expected entry in its {Value, Exists} form.
Result<Condition> existsCondition(const QString &attribute, const QJsonObject &entry)
{
    const QJsonValue exists = entry.value(u"Exists"_s);
    const bool mustExist = exists.isUndefined() || exists.isNull() || exists.toBool();
    const bool hasValue = entry.contains(u"Value"_s);
    if (mustExist && !hasValue)
        return invalid(kInvalid + u"Value must be provided when Exists is "_s +
                       (exists.isBool() ? u"true"_s : u"null"_s) + u" for Attribute: "_s +
                       attribute);
    if (!mustExist && hasValue)
        return invalid(kInvalid + u"Value cannot be used when Exists is false for Attribute: "_s +
                       attribute);
    if (!mustExist)
        return conditionFor(u"NULL"_s, attribute, {});
    auto values = conditionValues(entry);
    LW_TRY(values);
    return conditionFor(u"EQ"_s, attribute, std::move(*values));
}

} // namespace

Result<Condition> expectedCondition(const QJsonObject &request)
{
    const QJsonObject expected = request.value(u"Expected"_s).toObject();
    std::vector<Condition> parts;
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        const QString attribute = it.key();
        if (entry.contains(u"AttributeValueList"_s) && entry.contains(u"Value"_s))
            return invalid(
                kInvalid +
                u"Value and AttributeValueList cannot be used together for Attribute: "_s +
                attribute);
        if (!entry.contains(u"ComparisonOperator"_s)) {
            if (entry.contains(u"AttributeValueList"_s))
                return invalid(kInvalid +
                               u"AttributeValueList can only be used with a ComparisonOperator for "
                               u"Attribute: "_s +
                               attribute);
            auto c = existsCondition(attribute, entry);
            LW_TRY(c);
            parts.push_back(std::move(*c));
            continue;
        }
        const QString op = entry.value(u"ComparisonOperator"_s).toString();
        if (entry.contains(u"Exists"_s))
            return invalid(
                kInvalid +
                u"Exists and ComparisonOperator cannot be used together for Attribute: "_s +
                attribute);
        if (op != u"NULL"_s && op != u"NOT_NULL"_s && !entry.contains(u"AttributeValueList"_s) &&
            !entry.contains(u"Value"_s))
            return invalid(kInvalid +
                           u"Value or AttributeValueList must be used with "
                           u"ComparisonOperator: "_s +
                           op + u" for Attribute: "_s + attribute);
        auto values = conditionValues(entry);
        LW_TRY(values);
        LW_TRY(checkOperator(u"Expected"_s, attribute, op, *values, false));
        parts.push_back(conditionFor(op, attribute, std::move(*values)));
    }
    if (parts.empty())
        return invalid(u"1 validation error detected: Value '{}' at 'expected' failed to satisfy "
                       u"constraint: Member must have length greater than or equal to 1"_s);
    return joined(request, std::move(parts));
}

Result<Condition> filterCondition(const QJsonObject &request, const QString &member)
{
    const QJsonObject filter = request.value(member).toObject();
    std::vector<Condition> parts;
    for (auto it = filter.begin(); it != filter.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        const QString op = entry.value(u"ComparisonOperator"_s).toString();
        auto values = conditionValues(entry);
        LW_TRY(values);
        LW_TRY(checkOperator(member, it.key(), op, *values, true));
        parts.push_back(conditionFor(op, it.key(), std::move(*values)));
    }
    if (parts.empty())
        return invalid(u"1 validation error detected: Value '{}' at '"_s + lowerFirst(member) +
                       u"' failed to satisfy constraint: Member must have length greater than or "
                       u"equal to 1"_s);
    return joined(request, std::move(parts));
}

Result<expr::UpdateActions> attributeUpdates(const QJsonObject &request)
{
    const QJsonObject updates = request.value(u"AttributeUpdates"_s).toObject();
    expr::UpdateActions actions;
    using Action = expr::UpdateAction::Kind;
    for (auto it = updates.begin(); it != updates.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        const QString action = entry.value(u"Action"_s).toString(u"PUT"_s);
        if (action != u"PUT"_s && action != u"DELETE"_s && action != u"ADD"_s)
            return invalid(u"1 validation error detected: Value '"_s + action +
                           u"' at 'attributeUpdates."_s + it.key() +
                           u".member.action' failed to satisfy constraint: Member must satisfy "
                           u"enum value set: [ADD, PUT, DELETE]"_s);
        expr::UpdateAction update;
        update.path = {expr::PathElement{it.key(), -1}};
        if (!entry.contains(u"Value"_s)) {
            if (action != u"DELETE"_s)
                return invalid(kInvalid + u"Only DELETE action is allowed when no attribute "
                                          u"value is specified"_s);
            update.kind = Action::Remove;
            actions.push_back(std::move(update));
            continue;
        }
        auto value = attributeFromJson(entry.value(u"Value"_s));
        LW_TRY(value);
        const QString type = value->typeName();
        const bool isSet = type == u"SS"_s || type == u"NS"_s || type == u"BS"_s;
        if (action == u"DELETE"_s && !isSet)
            return invalid(kInvalid + u"DELETE action with value is not supported for the type "_s +
                           type);
        if (action == u"ADD"_s && !isSet && type != u"N"_s && type != u"L"_s)
            return invalid(kInvalid + u"ADD action is not supported for the type "_s + type);
        update.value = expr::valueOperand(std::move(*value));
        if (action == u"PUT"_s) {
            update.kind = Action::Set;
        } else if (action == u"DELETE"_s) {
            update.kind = Action::Delete;
        } else if (type != u"L"_s) {
            update.kind = Action::Add;
        } else {
            // ADD of a list appends to the list there (or starts one): no expression ADD does.
            Operand existing;
            existing.kind = Operand::Kind::IfNotExists;
            existing.args = {expr::attributeOperand(it.key()),
                             expr::valueOperand(AttributeValue::list({}))};
            Operand append;
            append.kind = Operand::Kind::ListAppend;
            append.args = {std::move(existing), std::move(update.value)};
            update.kind = Action::Set;
            update.value = std::move(append);
        }
        actions.push_back(std::move(update));
    }
    return actions;
}

Result<expr::KeyCondition> keyConditions(const QJsonObject &request)
{
    const QJsonObject conditions = request.value(u"KeyConditions"_s).toObject();
    using Op = expr::KeyCondition::Part::Op;
    static const QHash<QString, Op> ops = {
        {u"EQ"_s, Op::Eq},
        {u"LE"_s, Op::Le},
        {u"LT"_s, Op::Lt},
        {u"GE"_s, Op::Ge},
        {u"GT"_s, Op::Gt},
        {u"BETWEEN"_s, Op::Between},
        {u"BEGINS_WITH"_s, Op::BeginsWith},
    };
    expr::KeyCondition key;
    for (auto it = conditions.begin(); it != conditions.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        const QString op = entry.value(u"ComparisonOperator"_s).toString();
        auto values = conditionValues(entry);
        LW_TRY(values);
        LW_TRY(checkOperator(u"KeyConditions"_s, it.key(), op, *values, true));
        if (!ops.contains(op))
            return invalid(u"Attempted conditional constraint is not an indexable operation"_s);
        expr::KeyCondition::Part part{it.key(), ops.value(op), (*values)[0], {}};
        if (values->size() > 1)
            part.upper = (*values)[1];
        key.parts.push_back(std::move(part));
    }
    return key;
}

Result<QList<expr::DocumentPath>> attributesToGet(const QJsonObject &request)
{
    QList<expr::DocumentPath> paths;
    QSet<QString> seen;
    for (const auto &name : request.value(u"AttributesToGet"_s).toArray()) {
        const QString attribute = name.toString();
        if (seen.contains(attribute))
            return invalid(kInvalid + u"Duplicate value in attribute name: "_s + attribute);
        seen.insert(attribute);
        paths << expr::DocumentPath{expr::PathElement{attribute, -1}};
    }
    if (paths.isEmpty())
        return invalid(u"1 validation error detected: Value '[]' at 'attributesToGet' failed to "
                       u"satisfy constraint: Member must have length greater than or equal to 1"_s);
    return paths;
}

} // namespace lw::api
