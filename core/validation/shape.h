// A request's shape as the service's front end reads it: for each member, the JSON the
// deserialiser accepts (its Kind) and the constraints the validation layer checks, in the order
// the service reports them. The specs in actions/ are written with the builders below, one
// file per action; docs/validation.md says how the three stages read them.
#pragma once

#include <QRegularExpression>

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace lw::validation {

// Which JSON a member takes and which Coral text the deserialiser answers for any other
// (typecheck.h holds the texts). The names follow the service's own classes.
enum class Kind
{
    String,
    Boolean,
    Integer,
    Long,
    Blob,                // a base64 string
    List,                // a JSON array of `element`
    ParameterizedList,   // a list that is a map's value (BatchWriteItem's requests)
    Map,                 // a JSON object of `element`; `className` names the value class
    ParameterizedMap,    // an attribute map that is a list's element (BatchGetItem's keys)
    Structure,           // a top-level or list/map element structure of `members`
    FieldStructure,      // a structure that is a structure's field
    AttributeValue,      // {"S": …}, as a list or map element
    FieldAttributeValue, // {"S": …}, as a structure's field (Expected.Value)
};

// One constraint of the validation layer (constraints.h words each).
struct Rule
{
    enum class Check
    {
        NotNull,
        AtLeast,
        AtMost,
        LengthAtLeast,
        LengthAtMost,
        Pattern,
        OneOf,
        KeysSatisfy,   // every key of a map satisfies `inner`
        ValuesSatisfy, // every value of a map satisfies `inner` (lengths only)
    };
    Check check = Check::NotNull;
    qint64 bound = 0;
    QString pattern; // as the message prints it
    // `pattern`, anchored and compiled once with the spec: compiling it per request cost more
    // than the rest of a PutItem's validation together.
    QRegularExpression compiled;
    // `pattern` is kNamePattern, checked character by character: every request names a table,
    // and the expression engine cost more than the rest of that member's checks.
    bool namePattern = false;
    QStringList values;
    std::vector<Rule> inner;
};

struct Member;

// A type with its constraints. Built by value: `string().notNull().pattern(kTableNamePattern)`;
// each modifier appends one rule, so the order of the calls is the order of the messages.
struct Shape
{
    Kind kind = Kind::String;
    // The service's class name for the collection texts: "KeySchemaElement", or for a map's
    // value "java.lang.String" or "AttributeValue".
    QString className;
    std::vector<Rule> rules;
    std::vector<Member> members;          // Structure, FieldStructure
    std::shared_ptr<const Shape> element; // List, ParameterizedList, Map, ParameterizedMap

    Shape notNull() const;
    Shape atLeast(qint64 bound) const;
    Shape atMost(qint64 bound) const;
    Shape minLength(qint64 bound) const;
    Shape maxLength(qint64 bound) const;
    Shape pattern(const QString &regex) const;
    Shape oneOf(const QStringList &values) const;
    // Map keys: `keyRules` are LengthAtLeast, LengthAtMost and Pattern rules, as built by
    // keyRule(); map values: lengths only.
    Shape keys(std::vector<Rule> keyRules) const;
    Shape values(std::vector<Rule> valueRules) const;
};

// A structure's member, named as the request spells it ("TableName"); the constraint messages
// lower its first letter ("tableName").
struct Member
{
    QString name;
    Shape shape;
    // Checked before every other constraint, each an error of its own: "The parameter
    // 'TableName' is required but was not present in the request" and "TableName must be at
    // least 3 characters long and at most 255 characters long". Only the table actions' TableName.
    bool required = false;
    bool tableName = false;
    // The service's own sentence for this member present but empty ({} or []), answered alone
    // in the first pass instead of a length constraint (BatchWriteItem's RequestItems).
    QString emptyText = {};
};

Shape string();
Shape boolean();
Shape integer();
Shape longInteger();
Shape blob();
Shape list(const Shape &element);
Shape parameterizedList(const Shape &element);
Shape map(const QString &valueClass, const Shape &element);
Shape parameterizedMap(const Shape &element);
Shape structure(const QString &className, std::vector<Member> members);
Shape fieldStructure(const QString &className, std::vector<Member> members);
Shape attributeValue();
Shape fieldAttributeValue();
Member member(const QString &name, const Shape &shape);
// The table actions' TableName: required, its length checked first, then the pattern.
Member requiredTableName();

Rule minLengthRule(qint64 bound);
Rule maxLengthRule(qint64 bound);
Rule patternRule(const QString &regex);

// The pattern of table and index names.
inline constexpr QStringView kNamePattern = u"[a-zA-Z0-9_.-]+";

} // namespace lw::validation
