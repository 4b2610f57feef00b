// A PartiQL statement as parsed (parser.h): what it reads or writes and its expressions, before
// any table is looked at. Values stay as written; `?` parameters are numbered in statement order
// and resolved by the translator (translate.h), which also checks every table-dependent rule.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace lw::partiql {

struct Statement;

// One step of a document path: a name (`a`, `"a"`, `['a']`) or a list position (`[3]`).
struct PathStep
{
    QString name;
    int index = -1; // a list position when >= 0
};

struct Path
{
    QList<PathStep> steps;
    // The name a projected path's value is returned under: its last named step.
    QString lastName() const;
};

struct Expr
{
    enum class Kind
    {
        Path,    // path
        Literal, // literal: a scalar as DynamoDB JSON ({"S": …}, {"N": …}, {"BOOL": …}, {"NULL":
                 // true})
        Missing,   // the MISSING literal
        Parameter, // parameter: its position among the statement's `?`
        Map,       // keys[i] → operands[i] ({'k': v, …})
        List,      // operands ([…])
        Set,       // operands (<<…>>)
        Compare,   // operands[0] op operands[1]; op one of = <> < <= > >=
        Between,   // operands[0] BETWEEN operands[1] AND operands[2]
        In,        // operands[0] IN (operands[1…])
        And,       // operands[0] AND operands[1]
        Or,
        Not,       // NOT operands[0]
        IsMissing, // operands[0] IS [NOT] MISSING (negated for NOT)
        IsNull,    // operands[0] IS [NOT] NULL
        Call,      // op(operands…), op lowercased: begins_with, contains, size, …
        Exists,    // EXISTS(subquery)
        Add,       // operands[0] + operands[1] (UPDATE's SET only)
        Subtract,
    };

    Kind kind = Kind::Literal;
    qsizetype offset = 0; // where the expression starts in the statement
    Path path;
    QJsonObject literal;
    int parameter = -1;
    QString op;
    bool negated = false;
    QStringList keys;
    std::vector<Expr> operands;
    std::shared_ptr<const Statement> subquery;

    // A value the translator can resolve: a literal, parameter, map, list or set of them.
    bool isValue() const;
};

// `"table"` or `"table"."index"`.
struct Target
{
    QString table;
    std::optional<QString> index;
};

// RETURNING ALL OLD * … as written; None when the statement has no RETURNING clause.
enum class Returning
{
    None,
    AllOld,
    AllNew,
    ModifiedOld,
    ModifiedNew,
};

struct SetAction
{
    Path path;
    Expr value;
};

struct Statement
{
    enum class Kind
    {
        Select,
        Insert,
        Update,
        Delete,
        Exists, // EXISTS(SELECT …) / NOT EXISTS(SELECT …), a transaction's condition check
    };

    Kind kind = Kind::Select;
    Target target;
    QList<Path> projection; // SELECT: empty for `*`
    std::optional<Expr> where;
    std::optional<Expr> value; // INSERT's VALUE
    QList<SetAction> sets;     // UPDATE
    QList<Path> removes;       // UPDATE
    std::optional<Path> orderBy;
    bool descending = false;
    Returning returning = Returning::None;
    QString returningText;                     // "RETURNING ALL OLD *" as the error texts quote it
    std::shared_ptr<const Statement> subquery; // Exists: the SELECT
    bool negated = false;                      // Exists: NOT EXISTS
    int parameterCount = 0;

    bool isRead() const { return kind == Kind::Select; }
};

} // namespace lw::partiql
