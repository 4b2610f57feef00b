// The UpdateExpression grammar and its checks, in DynamoDB's order of precedence.
#include "parserimpl.h"

using namespace Qt::StringLiterals;

namespace lw::expr::parsing {

namespace {

// The operator names DynamoDB uses in its ADD / DELETE operand-type message.
QString longTypeName(AttributeValue::Type type)
{
    switch (type) {
    case AttributeValue::Type::S:
        return u"STRING"_s;
    case AttributeValue::Type::N:
        return u"NUMBER"_s;
    case AttributeValue::Type::B:
        return u"BINARY"_s;
    case AttributeValue::Type::NUL:
        return u"NULL"_s;
    case AttributeValue::Type::BOOL:
        return u"BOOLEAN"_s;
    case AttributeValue::Type::L:
        return u"LIST"_s;
    case AttributeValue::Type::M:
        return u"MAP"_s;
    default:
        return {}; // sets are valid ADD and DELETE operands
    }
}

} // namespace

Result<UpdateActions> Parser::update()
{
    UpdateActions actions;
    QList<DocumentPath> paths;
    do {
        const Token &t = peek();
        const qsizetype section =
            t.kind == Token::Name ? kSections.indexOf(t.text.toString().toUpper()) : -1;
        if (section < 0)
            return syntaxError();
        ++m_pos;
        if (m_sectionsSeen[section])
            Slots::note(m_slots.section, u"The \""_s + kSections[section] +
                                             u"\" section can only be used once in an update "
                                             u"expression;"_s);
        m_sectionsSeen[section] = true;
        for (;;) {
            auto action = updateAction(UpdateAction::Kind(section));
            LW_TRY(action);
            notePathClashes(paths, action->path);
            actions.push_back(std::move(*action));
            if (peek().kind != Token::Comma)
                break;
            ++m_pos;
        }
    } while (peek().kind != Token::End);
    auto error = Slots::firstOf({&m_slots.reserved, &m_slots.unknownFunction, &m_slots.section,
                                 &m_slots.undefinedName, &m_slots.undefinedValue, &m_slots.overlap,
                                 &m_slots.conflict, &m_slots.operatorType, &m_slots.function});
    if (error)
        return std::unexpected(validationError(*error));
    return actions;
}

Result<UpdateAction> Parser::updateAction(UpdateAction::Kind kind)
{
    UpdateAction action;
    action.kind = kind;
    auto path = documentPath();
    LW_TRY(path);
    action.path = std::move(*path);
    switch (kind) {
    case UpdateAction::Kind::Set: {
        if (peek().kind != Token::Eq)
            return syntaxError();
        ++m_pos;
        auto value = setValue(0);
        LW_TRY(value);
        action.value = std::move(value->operand);
        return action;
    }
    case UpdateAction::Kind::Remove:
        return action;
    case UpdateAction::Kind::Add:
    case UpdateAction::Kind::Delete: {
        if (peek().kind != Token::ValuePlaceholder)
            return syntaxError();
        auto value = plainOperand();
        LW_TRY(value);
        if (value->isLiteral && m_slots.operatorType.isEmpty()) {
            const AttributeValue::Type type = value->operand.value.type();
            const QString name = longTypeName(type);
            const bool isAdd = kind == UpdateAction::Kind::Add;
            if (!name.isEmpty() && !(isAdd && type == AttributeValue::Type::N))
                m_slots.operatorType =
                    u"Incorrect operand type for operator or function; operator: "_s +
                    (isAdd ? u"ADD"_s : u"DELETE"_s) + u", operand type: "_s + name;
        }
        action.value = std::move(value->operand);
        return action;
    }
    }
    return action;
}

Result<Typed> Parser::setValue(int depth)
{
    auto left = peek().kind == Token::LParen ? parenthesizedValue(depth) : updateOperand(depth);
    if (!left)
        return left;
    const Token::Kind op = peek().kind;
    if (op != Token::Plus && op != Token::Minus)
        return left;
    if (left->operand.kind == Operand::Kind::Plus || left->operand.kind == Operand::Kind::Minus)
        return syntaxError();
    ++m_pos;
    LW_TRY(countOperator());
    auto right = updateOperand(depth);
    if (!right)
        return right;
    Call call{op == Token::Plus ? u"+"_s : u"-"_s, {}};
    call.args.push_back(std::move(*left));
    call.args.push_back(std::move(*right));
    return updateFunction(std::move(call));
}

Result<Typed> Parser::parenthesizedValue(int depth)
{
    LW_TRY(enter(depth + 1));
    ++m_pos;
    auto inner = setValue(depth + 1);
    if (!inner)
        return inner;
    if (peek().kind != Token::RParen)
        return syntaxError();
    ++m_pos;
    inner->parenthesized = true;
    return inner;
}

Result<Typed> Parser::updateOperand(int depth)
{
    if (peek().kind == Token::LParen)
        return parenthesizedOperand(depth, Grammar::Update);
    if (atFunctionCall() && !kSections.contains(peek().text.toString().toUpper())) {
        auto call = functionCall(depth);
        LW_TRY(call);
        return updateFunction(std::move(*call));
    }
    return plainOperand();
}

Typed Parser::updateFunction(Call call)
{
    static const std::map<QString, std::pair<Operand::Kind, QString>> functions = {
        {u"if_not_exists"_s, {Operand::Kind::IfNotExists, {}}},
        {u"list_append"_s, {Operand::Kind::ListAppend, u"L"_s}},
        {u"+"_s, {Operand::Kind::Plus, u"N"_s}},
        {u"-"_s, {Operand::Kind::Minus, u"N"_s}},
    };
    Typed t;
    t.functionName = call.name;
    auto it = functions.find(call.name);
    if (it == functions.end()) {
        Slots::note(m_slots.unknownFunction, u"Invalid function name; function: "_s + call.name);
    } else {
        t.operand.kind = it->second.first;
        t.staticType = checkUpdateCall(call, it->second.second);
    }
    for (auto &a : call.args)
        t.operand.args.push_back(std::move(a.operand));
    return t;
}

QString Parser::checkUpdateCall(const Call &call, const QString &operandType)
{
    if (!m_slots.function.isEmpty())
        return {};
    if (call.args.size() != 2) {
        m_slots.function = u"Incorrect number of operands for operator or function; operator "
                           u"or function: %1, number of operands: %2"_s.arg(call.name)
                               .arg(call.args.size());
        return {};
    }
    if (operandType.isEmpty()) { // if_not_exists
        if (call.args[0].operand.kind != Operand::Kind::Path)
            m_slots.function =
                u"Operator or function requires a document path; operator or function: "_s +
                call.name;
        return call.args[1].staticType;
    }
    for (const auto &a : call.args) {
        if (a.isLiteral && a.staticType != operandType) {
            m_slots.function = u"Incorrect operand type for operator or function; operator "
                               u"or function: "_s +
                               call.name + u", operand type: "_s + a.staticType;
            break;
        }
    }
    return operandType;
}

void Parser::notePathClashes(QList<DocumentPath> &paths, const DocumentPath &path)
{
    if (!m_slots.overlap.isEmpty())
        return;
    for (const auto &earlier : std::as_const(paths)) {
        const Clash clash = clashOf(earlier, path);
        if (clash == Clash::Overlap) {
            m_slots.overlap = clashText(clash, earlier, path);
            return;
        }
        if (clash == Clash::Conflict)
            m_slots.conflict = clashText(clash, earlier, path);
    }
    paths << path;
}

} // namespace lw::expr::parsing
