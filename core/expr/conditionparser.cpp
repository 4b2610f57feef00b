// The condition grammar (ConditionExpression, FilterExpression, KeyConditionExpression) and
// its checks, in DynamoDB's order of precedence.
#include "parserimpl.h"

using namespace Qt::StringLiterals;

namespace lw::expr::parsing {

namespace {

// A literal as DynamoDB's BETWEEN messages show it after "AttributeValue: {<type>:". Booleans and
// NULL print their JSON value and sets their elements comma-separated, as dynalite's live-tested
// texts do; lists and maps (which no capture shows) keep their type name.
QString attributeValueText(const AttributeValue &v)
{
    switch (v.type()) {
    case AttributeValue::Type::S:
        return v.asString();
    case AttributeValue::Type::N:
        return v.asNumber().toString();
    case AttributeValue::Type::B:
        return QString::fromLatin1(v.asBinary().toBase64());
    case AttributeValue::Type::BOOL:
        return v.asBool() ? u"true"_s : u"false"_s;
    case AttributeValue::Type::NUL:
        return u"true"_s;
    case AttributeValue::Type::SS:
        return v.asStringSet().join(u',');
    case AttributeValue::Type::NS: {
        QStringList numbers;
        for (const Number &n : v.asNumberSet())
            numbers << n.toString();
        return numbers.join(u',');
    }
    case AttributeValue::Type::BS: {
        QStringList binaries;
        for (const QByteArray &b : v.asBinarySet())
            binaries << QString::fromLatin1(b.toBase64());
        return binaries.join(u',');
    }
    default:
        return v.typeName();
    }
}

// Three-way order of two scalar literals of one type (BETWEEN's bounds check).
int compareScalars(const AttributeValue &a, const AttributeValue &b)
{
    switch (a.type()) {
    case AttributeValue::Type::N:
        return a.asNumber().compare(b.asNumber());
    case AttributeValue::Type::S: {
        const QByteArray x = a.asString().toUtf8(), y = b.asString().toUtf8();
        return x < y ? -1 : (y < x ? 1 : 0);
    }
    case AttributeValue::Type::B:
        return a.asBinary() < b.asBinary() ? -1 : (b.asBinary() < a.asBinary() ? 1 : 0);
    default:
        return 0;
    }
}

} // namespace

Result<Condition> Parser::condition()
{
    auto parsed = orCondition(0);
    LW_TRY(parsed);
    if (peek().kind != Token::End)
        return syntaxError();
    if (parsed->bareSize)
        noteMisusedSize();
    auto error = Slots::firstOf({&m_slots.parens, &m_slots.unknownFunction,
                                 &m_slots.misusedFunction, &m_slots.reserved, &m_slots.condition});
    if (error)
        return std::unexpected(validationError(*error));
    return std::move(parsed->condition);
}

Result<Parser::Parsed> Parser::orCondition(int depth, std::optional<Parsed> first)
{
    auto left = andCondition(depth, std::move(first));
    if (!left)
        return left;
    bool chained = false, bareSize = left->bareSize;
    while (atKeyword(u"OR")) {
        ++m_pos;
        LW_TRY(countOperator());
        auto right = andCondition(depth);
        if (!right)
            return right;
        chained = true;
        bareSize = bareSize || right->bareSize;
        left = Parsed{
            binary(Condition::Kind::Or, std::move(left->condition), std::move(right->condition))};
    }
    if (chained && bareSize)
        noteMisusedSize();
    return left;
}

Result<Parser::Parsed> Parser::andCondition(int depth, std::optional<Parsed> first)
{
    auto left = first ? Result<Parsed>(std::move(*first)) : notCondition(depth);
    if (!left)
        return left;
    bool chained = false, bareSize = left->bareSize;
    while (atKeyword(u"AND")) {
        ++m_pos;
        LW_TRY(countOperator());
        auto right = notCondition(depth);
        if (!right)
            return right;
        chained = true;
        bareSize = bareSize || right->bareSize;
        left = Parsed{
            binary(Condition::Kind::And, std::move(left->condition), std::move(right->condition))};
    }
    if (chained && bareSize)
        noteMisusedSize();
    return left;
}

Condition Parser::binary(Condition::Kind kind, Condition a, Condition b)
{
    Condition c;
    c.kind = kind;
    c.children.push_back(std::move(a));
    c.children.push_back(std::move(b));
    return c;
}

Result<Parser::Parsed> Parser::notCondition(int depth)
{
    if (!atKeyword(u"NOT"))
        return primary(depth);
    ++m_pos;
    LW_TRY(countOperator());
    auto inner = primary(depth);
    if (!inner)
        return inner;
    if (inner->bareSize)
        noteMisusedSize();
    Condition c;
    c.kind = Condition::Kind::Not;
    c.children.push_back(std::move(inner->condition));
    return Parsed{std::move(c)};
}

void Parser::noteMisusedSize()
{
    Slots::note(m_slots.misusedFunction, u"The function is not allowed to be used this way in "
                                         u"an expression; function: size"_s);
}

bool Parser::startsComparison(const Token &t) const
{
    switch (t.kind) {
    case Token::Eq:
    case Token::Ne:
    case Token::Lt:
    case Token::Le:
    case Token::Gt:
    case Token::Ge:
        return true;
    default:
        return isKeyword(t, u"BETWEEN") || isKeyword(t, u"IN");
    }
}

Result<Parser::Parsed> Parser::primary(int depth)
{
    auto term = conditionTerm(depth);
    LW_TRY(term);
    return primaryFrom(std::move(*term), depth);
}

Result<Parser::Parsed> Parser::primaryFrom(Term term, int depth)
{
    if (term.condition)
        return std::move(*term.condition);
    if (term.call && !startsComparison(peek()))
        return conditionFunction(std::move(*term.call));
    Typed left =
        term.call ? conditionOperandFromCall(std::move(*term.call)) : std::move(term.operand);
    auto result = comparison(std::move(left), depth);
    LW_TRY(result);
    settleCondition();
    return Parsed{std::move(*result)};
}

void Parser::settleCondition()
{
    if (m_slots.condition.isEmpty()) {
        if (auto e = Slots::firstOf({&m_slots.nameOrValue, &m_slots.operandCount, &m_slots.distinct,
                                     &m_slots.function}))
            m_slots.condition = *e;
    }
}

Result<Parser::Term> Parser::conditionTerm(int depth)
{
    if (peek().kind == Token::LParen)
        return group(depth);
    Term term;
    if (atFunctionCall()) {
        auto call = functionCall(depth);
        LW_TRY(call);
        term.call = std::move(*call);
        return term;
    }
    auto operand = plainOperand();
    LW_TRY(operand);
    term.operand = std::move(*operand);
    return term;
}

Result<Parser::Term> Parser::group(int depth)
{
    LW_TRY(enter(depth + 1));
    ++m_pos;
    Term term;
    if (atKeyword(u"NOT")) {
        auto inner = orCondition(depth + 1);
        LW_TRY(inner);
        term.condition = std::move(*inner);
    } else {
        auto inner = conditionTerm(depth + 1);
        if (!inner)
            return inner;
        const bool operandOnly = !inner->condition && !inner->call;
        if (!inner->condition && peek().kind == Token::RParen) {
            term = std::move(*inner);
        } else if (operandOnly && !startsComparison(peek())) {
            return syntaxError();
        } else {
            auto first = primaryFrom(std::move(*inner), depth + 1);
            LW_TRY(first);
            auto chain = orCondition(depth + 1, std::move(*first));
            LW_TRY(chain);
            term.condition = std::move(*chain);
        }
    }
    if (peek().kind != Token::RParen)
        return syntaxError();
    ++m_pos;
    // Two pairs around one condition or one operand are refused; one pair is fine.
    bool &parenthesized = term.condition ? term.condition->parenthesized
                          : term.call    ? term.call->parenthesized
                                         : term.operand.parenthesized;
    if (parenthesized)
        Slots::note(m_slots.parens, u"The expression has redundant parentheses;"_s);
    parenthesized = true;
    return term;
}

Result<Condition> Parser::comparison(Typed left, int depth)
{
    Condition c;
    const Token &op = peek();
    if (isKeyword(op, u"BETWEEN")) {
        ++m_pos;
        LW_TRY(countOperator());
        auto lower = conditionOperand(depth);
        LW_TRY(lower);
        if (!atKeyword(u"AND"))
            return syntaxError();
        ++m_pos;
        auto upper = conditionOperand(depth);
        LW_TRY(upper);
        noteMisused({&left, &*lower, &*upper});
        noteBetweenBounds(*lower, *upper);
        c.kind = Condition::Kind::Between;
        c.operands = {std::move(left.operand), std::move(lower->operand),
                      std::move(upper->operand)};
        return c;
    }
    if (isKeyword(op, u"IN")) {
        ++m_pos;
        LW_TRY(countOperator());
        if (peek().kind != Token::LParen)
            return syntaxError();
        ++m_pos;
        auto list = operandList(depth, Grammar::Condition);
        LW_TRY(list);
        if (peek().kind != Token::RParen)
            return syntaxError();
        ++m_pos;
        if (list->size() > size_t(kMaxInOperands))
            Slots::note(m_slots.operandCount,
                        u"The IN operator is provided with too many operands; number of "
                        u"operands: %1"_s.arg(list->size()));
        std::vector<const Typed *> all{&left};
        for (const auto &t : *list)
            all.push_back(&t);
        noteMisused(all);
        c.kind = Condition::Kind::In;
        c.operands.push_back(std::move(left.operand));
        for (auto &t : *list)
            c.operands.push_back(std::move(t.operand));
        return c;
    }
    static const std::map<Token::Kind, std::pair<Comparator, QString>> comparators = {
        {Token::Eq, {Comparator::Eq, u"="_s}}, {Token::Ne, {Comparator::Ne, u"<>"_s}},
        {Token::Lt, {Comparator::Lt, u"<"_s}}, {Token::Le, {Comparator::Le, u"<="_s}},
        {Token::Gt, {Comparator::Gt, u">"_s}}, {Token::Ge, {Comparator::Ge, u">="_s}},
    };
    auto it = comparators.find(op.kind);
    if (it == comparators.end())
        return syntaxError();
    ++m_pos;
    LW_TRY(countOperator());
    auto right = conditionOperand(depth);
    LW_TRY(right);
    noteMisused({&left, &*right});
    noteDistinct(it->second.second, left, *right);
    c.kind = Condition::Kind::Compare;
    c.comparator = it->second.first;
    c.operands = {std::move(left.operand), std::move(right->operand)};
    return c;
}

Result<Typed> Parser::conditionOperand(int depth)
{
    if (peek().kind == Token::LParen)
        return parenthesizedOperand(depth, Grammar::Condition);
    if (atFunctionCall()) {
        auto call = functionCall(depth);
        LW_TRY(call);
        return conditionOperandFromCall(std::move(*call));
    }
    return plainOperand();
}

const std::map<QString, std::pair<Condition::Kind, int>> &Parser::conditionFunctions()
{
    static const std::map<QString, std::pair<Condition::Kind, int>> functions = {
        {u"attribute_exists"_s, {Condition::Kind::AttributeExists, 1}},
        {u"attribute_not_exists"_s, {Condition::Kind::AttributeNotExists, 1}},
        {u"attribute_type"_s, {Condition::Kind::AttributeType, 2}},
        {u"begins_with"_s, {Condition::Kind::BeginsWith, 2}},
        {u"contains"_s, {Condition::Kind::Contains, 2}},
        {u"size"_s, {Condition::Kind::Compare, 1}}, // an operand, never a condition
    };
    return functions;
}

QString Parser::checkConditionCall(const Call &call)
{
    std::vector<const Typed *> args;
    for (const auto &a : call.args)
        args.push_back(&a);
    noteMisused(args);
    const auto &functions = conditionFunctions();
    auto it = functions.find(call.name);
    if (it == functions.end()) {
        Slots::note(m_slots.unknownFunction, u"Invalid function name; function: "_s + call.name);
        return {};
    }
    if (int(call.args.size()) != it->second.second) {
        Slots::note(m_slots.operandCount,
                    u"Incorrect number of operands for operator or function; operator or "
                    u"function: %1, number of operands: %2"_s.arg(call.name)
                        .arg(call.args.size()));
        return {};
    }
    if (call.args.size() == 2)
        noteDistinct(call.name, call.args[0], call.args[1]);
    const auto operandType = [&](const QString &type) {
        Slots::note(m_slots.function,
                    u"Incorrect operand type for operator or function; operator or function: "_s +
                        call.name + u", operand type: "_s + type);
    };
    switch (it->second.first) {
    case Condition::Kind::AttributeExists:
    case Condition::Kind::AttributeNotExists:
        if (call.args[0].operand.kind != Operand::Kind::Path)
            Slots::note(m_slots.function,
                        u"Operator or function requires a document path; operator or "
                        u"function: "_s +
                            call.name);
        return {};
    case Condition::Kind::BeginsWith:
        for (const auto &a : call.args) {
            if (!a.staticType.isEmpty() && a.staticType != u"S"_s && a.staticType != u"B"_s) {
                operandType(a.staticType);
                break;
            }
        }
        return u"BOOL"_s;
    case Condition::Kind::AttributeType: {
        const Typed &type = call.args[1];
        if (type.staticType != u"S"_s) {
            operandType(type.staticType.isEmpty() ? u"{NS,SS,L,BS,N,M,B,BOOL,NULL,S}"_s
                                                  : type.staticType);
        } else if (!AttributeValue::typeFromName(type.operand.value.asString())) {
            Slots::note(m_slots.function, u"Invalid attribute type name found; type: "_s +
                                              type.operand.value.asString() +
                                              u", valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}"_s);
        }
        return u"BOOL"_s;
    }
    case Condition::Kind::Compare: { // size
        const QString &type = call.args[0].staticType;
        if (type == u"N"_s || type == u"BOOL"_s || type == u"NULL"_s)
            operandType(type);
        return u"N"_s;
    }
    default: // contains
        return u"BOOL"_s;
    }
}

Parser::Parsed Parser::conditionFunction(Call call)
{
    checkConditionCall(call);
    settleCondition();
    const auto &functions = conditionFunctions();
    auto it = functions.find(call.name);
    Parsed parsed;
    if (it != functions.end())
        parsed.condition.kind = it->second.first;
    parsed.parenthesized = call.parenthesized;
    parsed.bareSize = call.name == u"size"_s;
    for (auto &a : call.args)
        parsed.condition.operands.push_back(std::move(a.operand));
    return parsed;
}

Typed Parser::conditionOperandFromCall(Call call)
{
    Typed t;
    t.staticType = checkConditionCall(call);
    t.functionName = call.name;
    t.parenthesized = call.parenthesized;
    t.operand.kind = Operand::Kind::Size;
    for (auto &a : call.args)
        t.operand.args.push_back(std::move(a.operand));
    return t;
}

void Parser::noteMisused(const std::vector<const Typed *> &operands)
{
    for (const Typed *t : operands) {
        if (!t->functionName.isEmpty() && t->functionName != u"size"_s) {
            Slots::note(m_slots.misusedFunction,
                        u"The function is not allowed to be used this way in an expression; "
                        u"function: "_s +
                            t->functionName);
            return;
        }
    }
}

void Parser::noteDistinct(const QString &op, const Typed &a, const Typed &b)
{
    if (a.operand.kind == Operand::Kind::Path && b.operand.kind == Operand::Kind::Path &&
        a.operand.path == b.operand.path)
        Slots::note(m_slots.distinct,
                    u"The first operand must be distinct from the remaining operands for "
                    u"this operator or function; operator: "_s +
                        op + u", first operand: "_s + pathText(a.operand.path));
}

void Parser::noteBetweenBounds(const Typed &lower, const Typed &upper)
{
    if (!lower.isLiteral || !upper.isLiteral || !m_slots.function.isEmpty())
        return;
    const AttributeValue &x = lower.operand.value, &y = upper.operand.value;
    const QString bounds = u"lower bound operand: AttributeValue: {"_s + x.typeName() + u':' +
                           attributeValueText(x) + u"}, upper bound operand: AttributeValue: {"_s +
                           y.typeName() + u':' + attributeValueText(y) + u'}';
    if (x.type() != y.type())
        m_slots.function = u"The BETWEEN operator requires same data type for lower and upper "
                           u"bounds; "_s +
                           bounds;
    else if (compareScalars(x, y) > 0)
        m_slots.function = u"The BETWEEN operator requires upper bound to be greater than or "
                           u"equal to lower bound; "_s +
                           bounds;
}

} // namespace lw::expr::parsing
