// KeyConditionExpression: the parsed condition reduced to its key parts (parser.h), with
// DynamoDB's texts for what a key condition may not contain.
#include "parser.h"

#include <map>

using namespace Qt::StringLiterals;

namespace lw::expr {

namespace {

QString operatorName(const Condition &c)
{
    switch (c.kind) {
    case Condition::Kind::Or:
        return u"OR"_s;
    case Condition::Kind::Not:
        return u"NOT"_s;
    case Condition::Kind::In:
        return u"IN"_s;
    case Condition::Kind::AttributeExists:
        return u"attribute_exists"_s;
    case Condition::Kind::AttributeNotExists:
        return u"attribute_not_exists"_s;
    case Condition::Kind::AttributeType:
        return u"attribute_type"_s;
    case Condition::Kind::Contains:
        return u"contains"_s;
    case Condition::Kind::Compare:
        return c.comparator == Comparator::Ne ? u"<>"_s : QString();
    default:
        return {};
    }
}

// Reduces one node of a key condition into `parts`; DynamoDB's texts, in its order.
Status collectKeyParts(const Condition &c, std::vector<KeyCondition::Part> &parts)
{
    const auto fail = [](const QString &text) { return std::unexpected(validationError(text)); };
    if (const QString op = operatorName(c); !op.isEmpty())
        return fail(u"Invalid operator used in KeyConditionExpression: "_s + op);
    if (c.kind == Condition::Kind::And) {
        for (const auto &child : c.children) {
            if (auto s = collectKeyParts(child, parts); !s)
                return s;
        }
        return {};
    }
    const bool pathFirst = !c.operands.empty() && c.operands[0].kind == Operand::Kind::Path;
    if (c.kind == Condition::Kind::Between && !pathFirst)
        return fail(u"Invalid condition in KeyConditionExpression: BETWEEN operator must have "
                    u"the key attribute as its first operand"_s);
    if (c.kind == Condition::Kind::BeginsWith && !pathFirst)
        return fail(u"Invalid condition in KeyConditionExpression: begins_with operator must "
                    u"have the key attribute as its first operand"_s);
    qsizetype pathAt = -1;
    for (size_t i = 0; i < c.operands.size(); ++i) {
        const Operand &o = c.operands[i];
        if (o.kind == Operand::Kind::Path) {
            if (pathAt >= 0)
                return fail(u"Invalid condition in KeyConditionExpression: Multiple attribute "
                            u"names used in one condition"_s);
            if (o.path.size() > 1)
                return fail(u"KeyConditionExpressions cannot have conditions on nested "
                            u"attributes"_s);
            pathAt = qsizetype(i);
        } else if (o.kind != Operand::Kind::Value) {
            return fail(u"KeyConditionExpressions cannot contain nested operations"_s);
        }
    }
    if (pathAt < 0)
        return fail(u"Invalid condition in KeyConditionExpression: No key attribute specified"_s);
    const QString name = c.operands[size_t(pathAt)].path.first().name;
    for (const auto &p : parts) {
        if (p.name == name)
            return fail(u"KeyConditionExpressions must only contain one condition per key"_s);
    }
    using Op = KeyCondition::Part::Op;
    KeyCondition::Part part;
    part.name = name;
    if (c.kind == Condition::Kind::Between) {
        part.op = Op::Between;
        part.value = c.operands[1].value;
        part.upper = c.operands[2].value;
    } else if (c.kind == Condition::Kind::BeginsWith) {
        part.op = Op::BeginsWith;
        part.value = c.operands[1].value;
    } else {
        // `:v < k` means `k > :v`: the key goes first, the comparator turns round.
        static const std::map<Comparator, std::pair<Op, Op>> ops = {
            {Comparator::Eq, {Op::Eq, Op::Eq}}, {Comparator::Lt, {Op::Lt, Op::Gt}},
            {Comparator::Le, {Op::Le, Op::Ge}}, {Comparator::Gt, {Op::Gt, Op::Lt}},
            {Comparator::Ge, {Op::Ge, Op::Le}},
        };
        const auto &[forward, turned] = ops.at(c.comparator);
        part.op = pathAt == 0 ? forward : turned;
        part.value = c.operands[pathAt == 0 ? 1 : 0].value;
    }
    parts.push_back(std::move(part));
    return {};
}

} // namespace

Result<KeyCondition> parseKeyCondition(QStringView text, Placeholders &placeholders)
{
    auto condition = parseCondition(text, ConditionKind::KeyCondition, placeholders);
    LW_TRY(condition);
    return keyConditionOf(*condition);
}

Result<KeyCondition> keyConditionOf(const Condition &condition)
{
    KeyCondition key;
    LW_TRY(collectKeyParts(condition, key.parts));
    return key;
}

} // namespace lw::expr
