#include "parser.h"

#include "lexer.h"
#include "reservedwords.h"

#include <map>

using namespace Qt::StringLiterals;

namespace lw::expr {

namespace {

// Errors noted while parsing, one slot per kind, the first of each kind kept. Which slot wins
// is decided at the end by the grammar's own order (DynamoDB checks whole expressions, so an
// undefined name late in the text can lose to a reserved word early in it, and vice versa).
struct Slots
{
    QString parens, unknownFunction, misusedFunction, reserved, condition;
    // Condition grammar: copied into `condition` after each comparison or function, so the
    // first faulty comparison decides among these.
    QString nameOrValue, operandCount, distinct, function;
    // Update grammar.
    QString section, undefinedName, undefinedValue, overlap, conflict, operatorType;

    static void note(QString &slot, const QString &text)
    {
        if (slot.isEmpty())
            slot = text;
    }
    static std::optional<QString> firstOf(std::initializer_list<const QString *> order)
    {
        for (const QString *slot : order) {
            if (!slot->isEmpty())
                return *slot;
        }
        return std::nullopt;
    }
};

enum class Grammar
{
    Condition,
    Update,
    Projection
};

// What a parsed operand is known to be before any item is seen: its literal type, or the type
// a function returns. DynamoDB's static operand checks look at these.
struct Typed
{
    Operand operand;
    QString functionName; // set when the operand is a function call, as written
    QString staticType;   // "S", "N", ... ; empty when only an item can tell
    bool isLiteral = false;
    bool parenthesized = false;
};

// A function call before it is known whether it is a condition or an operand.
struct Call
{
    QString name;
    std::vector<Typed> args;
    bool parenthesized = false;
};

const QStringList kKeywords = {u"AND"_s, u"OR"_s, u"NOT"_s, u"BETWEEN"_s, u"IN"_s};
const QStringList kSections = {u"SET"_s, u"REMOVE"_s, u"ADD"_s, u"DELETE"_s};

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

class Parser
{
public:
    Parser(QStringView text, const QList<Token> &tokens, Grammar grammar,
           Placeholders &placeholders)
        : m_text(text), m_tokens(tokens), m_grammar(grammar), m_placeholders(placeholders)
    {}

    // Condition grammar entry: the whole text as one condition.
    Result<Condition> condition()
    {
        auto parsed = orCondition(0);
        if (!parsed)
            return std::unexpected(parsed.error());
        if (peek().kind != Token::End)
            return syntaxError();
        if (parsed->bareSize)
            noteMisusedSize();
        auto error =
            Slots::firstOf({&m_slots.parens, &m_slots.unknownFunction, &m_slots.misusedFunction,
                            &m_slots.reserved, &m_slots.condition});
        if (error)
            return std::unexpected(validationError(*error));
        return std::move(parsed->condition);
    }

    Result<UpdateActions> update()
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
                if (!action)
                    return std::unexpected(action.error());
                notePathClashes(paths, action->path);
                actions.push_back(std::move(*action));
                if (peek().kind != Token::Comma)
                    break;
                ++m_pos;
            }
        } while (peek().kind != Token::End);
        auto error =
            Slots::firstOf({&m_slots.reserved, &m_slots.unknownFunction, &m_slots.section,
                            &m_slots.undefinedName, &m_slots.undefinedValue, &m_slots.overlap,
                            &m_slots.conflict, &m_slots.operatorType, &m_slots.function});
        if (error)
            return std::unexpected(validationError(*error));
        return actions;
    }

    Result<QList<DocumentPath>> projection()
    {
        QList<DocumentPath> paths;
        for (;;) {
            auto path = documentPath();
            if (!path)
                return std::unexpected(path.error());
            for (const auto &earlier : std::as_const(paths))
                noteFirstClash(earlier, *path);
            paths << std::move(*path);
            if (peek().kind == Token::End)
                break;
            if (peek().kind != Token::Comma)
                return syntaxError();
            ++m_pos;
        }
        auto error = Slots::firstOf(
            {&m_slots.reserved, &m_slots.undefinedName, &m_slots.overlap, &m_slots.conflict});
        if (error)
            return std::unexpected(validationError(*error));
        return paths;
    }

private:
    struct Parsed
    {
        Condition condition;
        bool parenthesized = false; // the whole of it was one parenthesized condition
        bool bareSize = false;      // a size() call standing as a condition, maybe in parentheses
    };

    // What a primary starts with, before its role is known. A '(' may open a condition or an
    // operand, and a function call may be a condition or a compared operand; only the token
    // after the first operand inside the parentheses, or after the call or the ')', tells. The
    // parser reads the term first and decides then, so a syntax error lands on the first token
    // no reading accepts, where DynamoDB reports it: "NOT (#a)" fails at <EOF> near ")",
    // "(a = :v) = :w" at the second '='.
    struct Term
    {
        std::optional<Parsed> condition; // a condition, complete
        std::optional<Call> call;        // else a function call
        Typed operand;                   // else an operand
    };

    const Token &peek(qsizetype ahead = 0) const
    {
        return m_tokens[std::min(m_pos + ahead, m_tokens.size() - 1)];
    }
    bool isKeyword(const Token &t, QStringView keyword) const
    {
        return t.kind == Token::Name && t.text.compare(keyword, Qt::CaseInsensitive) == 0;
    }
    bool atKeyword(QStringView keyword) const { return isKeyword(peek(), keyword); }

    std::unexpected<Error> syntaxError() const
    {
        return std::unexpected(validationError(syntaxErrorMessage(m_text, m_tokens, m_pos)));
    }
    std::unexpected<Error> limitError(const QString &text) const
    {
        return std::unexpected(validationError(text));
    }

    // Counts an operator or function; DynamoDB refuses the 301st.
    Status countOperator()
    {
        if (++m_operators > kMaxOperators)
            return limitError(
                u"The expression contains too many operators; operator count: %1"_s.arg(
                    m_operators));
        return {};
    }

    Status enter(int depth) const
    {
        if (depth > kMaxNesting)
            return limitError(
                u"The expression has too many nested parentheses; nesting level: %1"_s.arg(depth));
        return {};
    }

    // ---- Conditions ----

    // `first`, when given, is the chain's first primary, already read (see group()). A size()
    // standing as one of the chain's conditions is noted once the whole chain is read: that is
    // when dynalite's right-recursive grammar notes it, after any error further on in the chain.
    Result<Parsed> orCondition(int depth, std::optional<Parsed> first = std::nullopt)
    {
        auto left = andCondition(depth, std::move(first));
        if (!left)
            return left;
        bool chained = false, bareSize = left->bareSize;
        while (atKeyword(u"OR")) {
            ++m_pos;
            if (auto s = countOperator(); !s)
                return std::unexpected(s.error());
            auto right = andCondition(depth);
            if (!right)
                return right;
            chained = true;
            bareSize = bareSize || right->bareSize;
            left = Parsed{binary(Condition::Kind::Or, std::move(left->condition),
                                 std::move(right->condition))};
        }
        if (chained && bareSize)
            noteMisusedSize();
        return left;
    }

    Result<Parsed> andCondition(int depth, std::optional<Parsed> first = std::nullopt)
    {
        auto left = first ? Result<Parsed>(std::move(*first)) : notCondition(depth);
        if (!left)
            return left;
        bool chained = false, bareSize = left->bareSize;
        while (atKeyword(u"AND")) {
            ++m_pos;
            if (auto s = countOperator(); !s)
                return std::unexpected(s.error());
            auto right = notCondition(depth);
            if (!right)
                return right;
            chained = true;
            bareSize = bareSize || right->bareSize;
            left = Parsed{binary(Condition::Kind::And, std::move(left->condition),
                                 std::move(right->condition))};
        }
        if (chained && bareSize)
            noteMisusedSize();
        return left;
    }

    static Condition binary(Condition::Kind kind, Condition a, Condition b)
    {
        Condition c;
        c.kind = kind;
        c.children.push_back(std::move(a));
        c.children.push_back(std::move(b));
        return c;
    }

    // NOT applies to a primary, so "NOT NOT a = :v" is a syntax error, as in dynalite's
    // grammar; "NOT (NOT a = :v)" is the way to write it.
    Result<Parsed> notCondition(int depth)
    {
        if (!atKeyword(u"NOT"))
            return primary(depth);
        ++m_pos;
        if (auto s = countOperator(); !s)
            return std::unexpected(s.error());
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

    void noteMisusedSize()
    {
        Slots::note(m_slots.misusedFunction, u"The function is not allowed to be used this way in "
                                             u"an expression; function: size"_s);
    }

    bool startsComparison(const Token &t) const
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

    Result<Parsed> primary(int depth)
    {
        auto term = conditionTerm(depth);
        if (!term)
            return std::unexpected(term.error());
        return primaryFrom(std::move(*term), depth);
    }

    // A term where a condition belongs: a condition stays one, a function call is a condition
    // unless a comparison follows, and an operand must start a comparison.
    Result<Parsed> primaryFrom(Term term, int depth)
    {
        if (term.condition)
            return std::move(*term.condition);
        if (term.call && !startsComparison(peek()))
            return conditionFunction(std::move(*term.call));
        Typed left =
            term.call ? conditionOperandFromCall(std::move(*term.call)) : std::move(term.operand);
        auto result = comparison(std::move(left), depth);
        if (!result)
            return std::unexpected(result.error());
        settleCondition();
        return Parsed{std::move(*result)};
    }

    // DynamoDB settles a comparison's or condition function's own errors as soon as it is read.
    void settleCondition()
    {
        if (m_slots.condition.isEmpty()) {
            if (auto e = Slots::firstOf({&m_slots.nameOrValue, &m_slots.operandCount,
                                         &m_slots.distinct, &m_slots.function}))
                m_slots.condition = *e;
        }
    }

    // term := group | function '(' ... ')' | :value | path
    Result<Term> conditionTerm(int depth)
    {
        if (peek().kind == Token::LParen)
            return group(depth);
        Term term;
        if (atFunctionCall()) {
            auto call = functionCall(depth);
            if (!call)
                return std::unexpected(call.error());
            term.call = std::move(*call);
            return term;
        }
        auto operand = plainOperand();
        if (!operand)
            return std::unexpected(operand.error());
        term.operand = std::move(*operand);
        return term;
    }

    // '(' ... ')' where a condition belongs: a parenthesized condition, or a parenthesized
    // operand or call whose role the text after the ')' decides (see Term).
    Result<Term> group(int depth)
    {
        if (auto s = enter(depth + 1); !s)
            return std::unexpected(s.error());
        ++m_pos;
        Term term;
        if (atKeyword(u"NOT")) {
            auto inner = orCondition(depth + 1);
            if (!inner)
                return std::unexpected(inner.error());
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
                if (!first)
                    return std::unexpected(first.error());
                auto chain = orCondition(depth + 1, std::move(*first));
                if (!chain)
                    return std::unexpected(chain.error());
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

    bool atFunctionCall() const
    {
        return peek().kind == Token::Name && peek(1).kind == Token::LParen &&
               !kKeywords.contains(peek().text.toString().toUpper());
    }

    // The rest of a comparison whose first operand is read.
    Result<Condition> comparison(Typed left, int depth)
    {
        Condition c;
        const Token &op = peek();
        if (isKeyword(op, u"BETWEEN")) {
            ++m_pos;
            if (auto s = countOperator(); !s)
                return std::unexpected(s.error());
            auto lower = conditionOperand(depth);
            if (!lower)
                return std::unexpected(lower.error());
            if (!atKeyword(u"AND"))
                return syntaxError();
            ++m_pos;
            auto upper = conditionOperand(depth);
            if (!upper)
                return std::unexpected(upper.error());
            noteMisused({&left, &*lower, &*upper});
            noteBetweenBounds(*lower, *upper);
            c.kind = Condition::Kind::Between;
            c.operands = {std::move(left.operand), std::move(lower->operand),
                          std::move(upper->operand)};
            return c;
        }
        if (isKeyword(op, u"IN")) {
            ++m_pos;
            if (auto s = countOperator(); !s)
                return std::unexpected(s.error());
            if (peek().kind != Token::LParen)
                return syntaxError();
            ++m_pos;
            auto list = operandList(depth, Grammar::Condition);
            if (!list)
                return std::unexpected(list.error());
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
        if (auto s = countOperator(); !s)
            return std::unexpected(s.error());
        auto right = conditionOperand(depth);
        if (!right)
            return std::unexpected(right.error());
        noteMisused({&left, &*right});
        noteDistinct(it->second.second, left, *right);
        c.kind = Condition::Kind::Compare;
        c.comparator = it->second.first;
        c.operands = {std::move(left.operand), std::move(right->operand)};
        return c;
    }

    // operand := '(' operand ')' | function '(' ... ')' | :value | path
    Result<Typed> conditionOperand(int depth)
    {
        if (peek().kind == Token::LParen)
            return parenthesizedOperand(depth, Grammar::Condition);
        if (atFunctionCall()) {
            auto call = functionCall(depth);
            if (!call)
                return std::unexpected(call.error());
            return conditionOperandFromCall(std::move(*call));
        }
        return plainOperand();
    }

    Result<Typed> parenthesizedOperand(int depth, Grammar grammar)
    {
        if (auto s = enter(depth + 1); !s)
            return std::unexpected(s.error());
        ++m_pos;
        auto inner =
            grammar == Grammar::Condition ? conditionOperand(depth + 1) : updateOperand(depth + 1);
        if (!inner)
            return inner;
        if (peek().kind != Token::RParen)
            return syntaxError();
        ++m_pos;
        // DynamoDB's update grammar allows any parentheses around an operand; the condition
        // grammar refuses two pairs around one.
        if (inner->parenthesized && grammar == Grammar::Condition)
            Slots::note(m_slots.parens, u"The expression has redundant parentheses;"_s);
        inner->parenthesized = true;
        return inner;
    }

    // A :value or a document path.
    Result<Typed> plainOperand()
    {
        Typed t;
        if (peek().kind == Token::ValuePlaceholder) {
            t.operand.kind = Operand::Kind::Value;
            const QString name = peek().text.toString();
            ++m_pos;
            auto it = m_placeholders.values.constFind(name);
            if (it == m_placeholders.values.cend()) {
                noteUndefined(name, false);
            } else {
                if (m_slots.nameOrValue.isEmpty())
                    m_placeholders.usedValues.insert(name);
                t.operand.value = *it;
                t.staticType = it->typeName();
                t.isLiteral = true;
            }
            return t;
        }
        auto path = documentPath();
        if (!path)
            return std::unexpected(path.error());
        t.operand.kind = Operand::Kind::Path;
        t.operand.path = std::move(*path);
        return t;
    }

    Result<Call> functionCall(int depth)
    {
        Call call{peek().text.toString(), {}};
        m_pos += 2; // name and '('
        if (auto s = countOperator(); !s)
            return std::unexpected(s.error());
        if (auto s = enter(depth + 1); !s)
            return std::unexpected(s.error());
        auto args = operandList(depth + 1, m_grammar);
        if (!args)
            return std::unexpected(args.error());
        if (peek().kind != Token::RParen)
            return syntaxError();
        ++m_pos;
        call.args = std::move(*args);
        return call;
    }

    // operand (',' operand)*
    Result<std::vector<Typed>> operandList(int depth, Grammar grammar)
    {
        std::vector<Typed> list;
        for (;;) {
            auto operand =
                grammar == Grammar::Condition ? conditionOperand(depth) : updateOperand(depth);
            if (!operand)
                return std::unexpected(operand.error());
            list.push_back(std::move(*operand));
            if (peek().kind != Token::Comma)
                return list;
            ++m_pos;
        }
    }

    void noteUndefined(const QString &placeholder, bool isName)
    {
        const QString text =
            isName ? u"An expression attribute name used in the document path is not defined; "
                     u"attribute name: "_s +
                         placeholder
                   : u"An expression attribute value used in expression is not defined; "
                     u"attribute value: "_s +
                         placeholder;
        if (m_grammar == Grammar::Condition)
            Slots::note(m_slots.nameOrValue, text);
        else
            Slots::note(isName ? m_slots.undefinedName : m_slots.undefinedValue, text);
    }

    // The six condition functions, with the number of operands each takes.
    static const std::map<QString, std::pair<Condition::Kind, int>> &conditionFunctions()
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

    // Checks a condition-grammar call (its name, operand count, distinct operands and operand
    // types) and returns the type of its result, empty when unknown.
    QString checkConditionCall(const Call &call)
    {
        std::vector<const Typed *> args;
        for (const auto &a : call.args)
            args.push_back(&a);
        noteMisused(args);
        const auto &functions = conditionFunctions();
        auto it = functions.find(call.name);
        if (it == functions.end()) {
            Slots::note(m_slots.unknownFunction,
                        u"Invalid function name; function: "_s + call.name);
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
            Slots::note(
                m_slots.function,
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
                Slots::note(m_slots.function,
                            u"Invalid attribute type name found; type: "_s +
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

    // A call standing as a condition. size() is an operand only; its misuse is noted by the
    // NOT, AND or OR around it, or at the end (see orCondition()).
    Parsed conditionFunction(Call call)
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

    Typed conditionOperandFromCall(Call call)
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

    // Only size() may stand where a value is compared.
    void noteMisused(const std::vector<const Typed *> &operands)
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

    void noteDistinct(const QString &op, const Typed &a, const Typed &b)
    {
        if (a.operand.kind == Operand::Kind::Path && b.operand.kind == Operand::Kind::Path &&
            a.operand.path == b.operand.path)
            Slots::note(m_slots.distinct,
                        u"The first operand must be distinct from the remaining operands for "
                        u"this operator or function; operator: "_s +
                            op + u", first operand: "_s + pathText(a.operand.path));
    }

    void noteBetweenBounds(const Typed &lower, const Typed &upper)
    {
        if (!lower.isLiteral || !upper.isLiteral || !m_slots.function.isEmpty())
            return;
        const AttributeValue &x = lower.operand.value, &y = upper.operand.value;
        const QString bounds = u"lower bound operand: AttributeValue: {"_s + x.typeName() + u':' +
                               attributeValueText(x) +
                               u"}, upper bound operand: AttributeValue: {"_s + y.typeName() +
                               u':' + attributeValueText(y) + u'}';
        if (x.type() != y.type())
            m_slots.function = u"The BETWEEN operator requires same data type for lower and upper "
                               u"bounds; "_s +
                               bounds;
        else if (compareScalars(x, y) > 0)
            m_slots.function = u"The BETWEEN operator requires upper bound to be greater than or "
                               u"equal to lower bound; "_s +
                               bounds;
    }

    // ---- Updates ----

    Result<UpdateAction> updateAction(UpdateAction::Kind kind)
    {
        UpdateAction action;
        action.kind = kind;
        auto path = documentPath();
        if (!path)
            return std::unexpected(path.error());
        action.path = std::move(*path);
        switch (kind) {
        case UpdateAction::Kind::Set: {
            if (peek().kind != Token::Eq)
                return syntaxError();
            ++m_pos;
            auto value = setValue(0);
            if (!value)
                return std::unexpected(value.error());
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
            if (!value)
                return std::unexpected(value.error());
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

    // value := '(' value ')' | operand ('+' | '-') operand | operand
    // A '(' is read as a parenthesized value, which may turn out to be a sum's first operand:
    // "(a) + :v" is fine, while "(a + :v) + :w" fails at its second '+', as DynamoDB reports it.
    Result<Typed> setValue(int depth)
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
        if (auto s = countOperator(); !s)
            return std::unexpected(s.error());
        auto right = updateOperand(depth);
        if (!right)
            return right;
        Call call{op == Token::Plus ? u"+"_s : u"-"_s, {}};
        call.args.push_back(std::move(*left));
        call.args.push_back(std::move(*right));
        return updateFunction(std::move(call));
    }

    Result<Typed> parenthesizedValue(int depth)
    {
        if (auto s = enter(depth + 1); !s)
            return std::unexpected(s.error());
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

    // operand := '(' operand ')' | if_not_exists(...) | list_append(...) | :value | path
    Result<Typed> updateOperand(int depth)
    {
        if (peek().kind == Token::LParen)
            return parenthesizedOperand(depth, Grammar::Update);
        if (atFunctionCall() && !kSections.contains(peek().text.toString().toUpper())) {
            auto call = functionCall(depth);
            if (!call)
                return std::unexpected(call.error());
            return updateFunction(std::move(*call));
        }
        return plainOperand();
    }

    Typed updateFunction(Call call)
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
            Slots::note(m_slots.unknownFunction,
                        u"Invalid function name; function: "_s + call.name);
        } else {
            t.operand.kind = it->second.first;
            t.staticType = checkUpdateCall(call, it->second.second);
        }
        for (auto &a : call.args)
            t.operand.args.push_back(std::move(a.operand));
        return t;
    }

    // Operand count and literal operand types of an update function; returns its result type.
    QString checkUpdateCall(const Call &call, const QString &operandType)
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

    // Every later path is checked against every earlier one; DynamoDB reports the first overlap
    // but the last conflict.
    void notePathClashes(QList<DocumentPath> &paths, const DocumentPath &path)
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

    void noteFirstClash(const DocumentPath &earlier, const DocumentPath &path)
    {
        const Clash clash = clashOf(earlier, path);
        QString &slot = clash == Clash::Overlap ? m_slots.overlap : m_slots.conflict;
        if (clash != Clash::None && slot.isEmpty())
            slot = clashText(clash, earlier, path);
    }

    // One path a prefix of the other (overlap), or the two parting where one has a name and the
    // other an index (conflict). Every pair of paths is compared, so the text is built only for
    // a clash: a thousand paths make half a million pairs.
    enum class Clash
    {
        None,
        Overlap,
        Conflict
    };
    static Clash clashOf(const DocumentPath &a, const DocumentPath &b)
    {
        const qsizetype common = std::min(a.size(), b.size());
        for (qsizetype i = 0; i < common; ++i) {
            if (a[i].isIndex() != b[i].isIndex())
                return Clash::Conflict;
            if (a[i] != b[i])
                return Clash::None;
        }
        return Clash::Overlap;
    }

    static QString clashText(Clash clash, const DocumentPath &a, const DocumentPath &b)
    {
        return (clash == Clash::Overlap ? u"Two document paths overlap with each other; "_s
                                        : u"Two document paths conflict with each other; "_s) +
               u"must remove or rewrite one of these paths; path one: "_s + pathText(a) +
               u", path two: "_s + pathText(b);
    }

    // ---- Paths ----

    // A map key: a bare name (which must not be reserved) or a #placeholder.
    std::optional<QString> pathName()
    {
        const Token &t = peek();
        if (t.kind == Token::Name) {
            // Keywords end a path in the grammars that have them.
            const QString upper = t.text.toString().toUpper();
            if ((m_grammar == Grammar::Condition && kKeywords.contains(upper)) ||
                (m_grammar == Grammar::Update && kSections.contains(upper)))
                return std::nullopt;
            ++m_pos;
            if (isReservedWord(t.text))
                Slots::note(m_slots.reserved,
                            u"Attribute name is a reserved keyword; reserved keyword: "_s +
                                t.text.toString());
            return t.text.toString();
        }
        if (t.kind == Token::NamePlaceholder) {
            ++m_pos;
            const QString placeholder = t.text.toString();
            auto it = m_placeholders.names.constFind(placeholder);
            if (it == m_placeholders.names.cend()) {
                noteUndefined(placeholder, true);
                return placeholder;
            }
            if (m_grammar != Grammar::Condition || m_slots.nameOrValue.isEmpty())
                m_placeholders.usedNames.insert(placeholder);
            return *it;
        }
        return std::nullopt;
    }

    Result<DocumentPath> documentPath()
    {
        DocumentPath path;
        auto first = pathName();
        if (!first)
            return syntaxError();
        path << PathElement{*first, -1};
        for (;;) {
            if (peek().kind == Token::Dot) {
                ++m_pos;
                auto name = pathName();
                if (!name)
                    return syntaxError();
                path << PathElement{*name, -1};
            } else if (peek().kind == Token::LBracket) {
                ++m_pos;
                bool ok = false;
                const qint64 index = peek().text.toLongLong(&ok);
                if (peek().kind != Token::Number || !ok)
                    return syntaxError();
                ++m_pos;
                if (peek().kind != Token::RBracket)
                    return syntaxError();
                ++m_pos;
                path << PathElement{QString(), index};
            } else {
                break;
            }
            if (path.size() > kMaxNesting)
                return limitError(u"The document path has too many nesting levels; nesting "
                                  u"level: %1"_s.arg(path.size()));
        }
        return path;
    }

    QStringView m_text;
    const QList<Token> &m_tokens;
    Grammar m_grammar;
    Placeholders &m_placeholders;
    qsizetype m_pos = 0;
    int m_operators = 0;
    bool m_sectionsSeen[4] = {};
    Slots m_slots;
};

// Tokenizes `text` and runs `parse` on it, prefixing every error with `prefix`.
template<typename T, typename Parse>
Result<T> parseWith(QStringView text, const QString &prefix, bool reportSize, Parse parse)
{
    const auto fail = [&](const QString &message) {
        return std::unexpected(validationError(prefix + message));
    };
    if (text.trimmed().isEmpty())
        return fail(u"The expression can not be empty;"_s);
    auto tokens = tokenize(text, reportSize);
    if (!tokens)
        return fail(tokens.error().message);
    auto result = parse(*tokens);
    if (!result)
        return fail(result.error().message);
    return result;
}

QString conditionPrefix(ConditionKind kind)
{
    switch (kind) {
    case ConditionKind::Condition:
        return u"Invalid ConditionExpression: "_s;
    case ConditionKind::Filter:
        return u"Invalid FilterExpression: "_s;
    case ConditionKind::KeyCondition:
        return u"Invalid KeyConditionExpression: "_s;
    }
    return {};
}

} // namespace

Result<Condition> parseCondition(QStringView text, ConditionKind kind, Placeholders &placeholders)
{
    const bool reportSize = kind != ConditionKind::KeyCondition;
    return parseWith<Condition>(
        text, conditionPrefix(kind), reportSize, [&](const QList<Token> &tokens) {
            return Parser(text, tokens, Grammar::Condition, placeholders).condition();
        });
}

Result<UpdateActions> parseUpdate(QStringView text, Placeholders &placeholders)
{
    return parseWith<UpdateActions>(
        text, u"Invalid UpdateExpression: "_s, false, [&](const QList<Token> &tokens) {
            return Parser(text, tokens, Grammar::Update, placeholders).update();
        });
}

Result<QList<DocumentPath>> parseProjection(QStringView text, Placeholders &placeholders)
{
    return parseWith<QList<DocumentPath>>(
        text, u"Invalid ProjectionExpression: "_s, false, [&](const QList<Token> &tokens) {
            return Parser(text, tokens, Grammar::Projection, placeholders).projection();
        });
}

} // namespace lw::expr
