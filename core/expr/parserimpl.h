// The expression parser's internals, shared by its three source files: parser.cpp (tokens,
// operands, document paths, projections and the entry points), conditionparser.cpp (the
// condition grammar and its checks) and updateparser.cpp (the update grammar and its checks).
// Not part of the library's interface; parser.h is.
#pragma once

#include "lexer.h"
#include "parser.h"

#include <map>

namespace lw::expr::parsing {

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

// Keywords of the condition grammar and sections of the update grammar: never attribute names.
inline const QStringList kKeywords = {QStringLiteral("AND"), QStringLiteral("OR"),
                                      QStringLiteral("NOT"), QStringLiteral("BETWEEN"),
                                      QStringLiteral("IN")};
inline const QStringList kSections = {QStringLiteral("SET"), QStringLiteral("REMOVE"),
                                      QStringLiteral("ADD"), QStringLiteral("DELETE")};

// Recursive descent over the tokens of one expression. Errors found after the syntax go into
// slots (Slots) and are reported at the end in the grammar's order.
class Parser
{
public:
    Parser(QStringView text, const QList<Token> &tokens, Grammar grammar,
           Placeholders &placeholders)
        : m_text(text), m_tokens(tokens), m_grammar(grammar), m_placeholders(placeholders)
    {}

    // Condition grammar entry: the whole text as one condition.
    Result<Condition> condition();

    Result<UpdateActions> update();

    Result<QList<DocumentPath>> projection();

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

    const Token &peek(qsizetype ahead = 0) const;
    bool isKeyword(const Token &t, QStringView keyword) const;
    bool atKeyword(QStringView keyword) const { return isKeyword(peek(), keyword); }

    std::unexpected<Error> syntaxError() const;
    std::unexpected<Error> limitError(const QString &text) const;

    // Counts an operator or function; DynamoDB refuses the 301st.
    Status countOperator();

    Status enter(int depth) const;

    // `first`, when given, is the chain's first primary, already read (see group()). A size()
    // standing as one of the chain's conditions is noted once the whole chain is read: that is
    // when dynalite's right-recursive grammar notes it, after any error further on in the chain.
    Result<Parsed> orCondition(int depth, std::optional<Parsed> first = std::nullopt);

    Result<Parsed> andCondition(int depth, std::optional<Parsed> first = std::nullopt);

    static Condition binary(Condition::Kind kind, Condition a, Condition b);

    // NOT applies to a primary, so "NOT NOT a = :v" is a syntax error, as in dynalite's
    // grammar; "NOT (NOT a = :v)" is the way to write it.
    Result<Parsed> notCondition(int depth);

    void noteMisusedSize();

    bool startsComparison(const Token &t) const;

    Result<Parsed> primary(int depth);

    // A term where a condition belongs: a condition stays one, a function call is a condition
    // unless a comparison follows, and an operand must start a comparison.
    Result<Parsed> primaryFrom(Term term, int depth);

    // DynamoDB settles a comparison's or condition function's own errors as soon as it is read.
    void settleCondition();

    // term := group | function '(' ... ')' | :value | path
    Result<Term> conditionTerm(int depth);

    // '(' ... ')' where a condition belongs: a parenthesized condition, or a parenthesized
    // operand or call whose role the text after the ')' decides (see Term).
    Result<Term> group(int depth);

    bool atFunctionCall() const;

    // The rest of a comparison whose first operand is read.
    Result<Condition> comparison(Typed left, int depth);

    // operand := '(' operand ')' | function '(' ... ')' | :value | path
    Result<Typed> conditionOperand(int depth);

    Result<Typed> parenthesizedOperand(int depth, Grammar grammar);

    // A :value or a document path.
    Result<Typed> plainOperand();

    Result<Call> functionCall(int depth);

    // operand (',' operand)*
    Result<std::vector<Typed>> operandList(int depth, Grammar grammar);

    void noteUndefined(const QString &placeholder, bool isName);

    // The six condition functions, with the number of operands each takes.
    static const std::map<QString, std::pair<Condition::Kind, int>> &conditionFunctions();

    // Checks a condition-grammar call (its name, operand count, distinct operands and operand
    // types) and returns the type of its result, empty when unknown.
    QString checkConditionCall(const Call &call);

    // A call standing as a condition. size() is an operand only; its misuse is noted by the
    // NOT, AND or OR around it, or at the end (see orCondition()).
    Parsed conditionFunction(Call call);

    Typed conditionOperandFromCall(Call call);

    // Only size() may stand where a value is compared.
    void noteMisused(const std::vector<const Typed *> &operands);

    void noteDistinct(const QString &op, const Typed &a, const Typed &b);

    void noteBetweenBounds(const Typed &lower, const Typed &upper);

    Result<UpdateAction> updateAction(UpdateAction::Kind kind);

    // value := '(' value ')' | operand ('+' | '-') operand | operand
    // A '(' is read as a parenthesized value, which may turn out to be a sum's first operand:
    // "(a) + :v" is fine, while "(a + :v) + :w" fails at its second '+', as DynamoDB reports it.
    Result<Typed> setValue(int depth);

    Result<Typed> parenthesizedValue(int depth);

    // operand := '(' operand ')' | if_not_exists(...) | list_append(...) | :value | path
    Result<Typed> updateOperand(int depth);

    Typed updateFunction(Call call);

    // Operand count and literal operand types of an update function; returns its result type.
    QString checkUpdateCall(const Call &call, const QString &operandType);

    // Every later path is checked against every earlier one; DynamoDB reports the first overlap
    // but the last conflict.
    void notePathClashes(QList<DocumentPath> &paths, const DocumentPath &path);

    void noteFirstClash(const DocumentPath &earlier, const DocumentPath &path);

    // One path a prefix of the other (overlap), or the two parting where one has a name and the
    // other an index (conflict). Every pair of paths is compared, so the text is built only for
    // a clash: a thousand paths make half a million pairs.
    enum class Clash
    {
        None,
        Overlap,
        Conflict
    };
    static Clash clashOf(const DocumentPath &a, const DocumentPath &b);

    static QString clashText(Clash clash, const DocumentPath &a, const DocumentPath &b);

    // A map key: a bare name (which must not be reserved) or a #placeholder.
    std::optional<QString> pathName();

    Result<DocumentPath> documentPath();

    QStringView m_text;
    const QList<Token> &m_tokens;
    Grammar m_grammar;
    Placeholders &m_placeholders;
    qsizetype m_pos = 0;
    int m_operators = 0;
    bool m_sectionsSeen[4] = {};
    Slots m_slots;
};

} // namespace lw::expr::parsing
