#include "eventfilter.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace lw {

namespace eventfilter {

struct Bound
{
    double value = 0;
    bool inclusive = false;
};

// One element of a rule array: "x", 5, null, {"prefix": "x"} ...
struct Rule
{
    enum class Kind
    {
        Equals, // value: a string, double, bool or null
        EqualsIgnoreCase,
        Prefix,
        PrefixIgnoreCase,
        Suffix,
        SuffixIgnoreCase,
        AnythingBut, // excluded: all strings or all doubles
        Numeric,     // lower and/or upper; "=" is both, inclusive
        Exists,
    };
    Kind kind = Kind::Equals;
    QJsonValue value;
    QString text;
    QList<QJsonValue> excluded;
    std::optional<Bound> lower, upper;
    bool exists = true;
};

struct Node
{
    struct Field
    {
        QString name;
        QList<Rule> rules;                 // a rule array ...
        std::shared_ptr<const Node> child; // ... or an object to descend into
    };
    QList<Field> fields;
    QList<QList<std::shared_ptr<const Node>>> ors; // each "$or": alternatives, any must match
};

} // namespace eventfilter

namespace {

using eventfilter::Bound;
using eventfilter::Node;
using eventfilter::Rule;
using Kind = Rule::Kind;

const QString kInvalidPattern = u"Invalid filter pattern definition."_s;

// ---- Compiling a pattern. Every failure is the same "Invalid filter pattern definition.", so
// the compilers only say whether the pattern is valid.

std::optional<Rule> textRule(Kind kind, const QJsonValue &operand)
{
    if (!operand.isString())
        return std::nullopt;
    Rule rule;
    rule.kind = kind;
    rule.text = operand.toString();
    return rule;
}

// "prefix" / "suffix": a string, or {"equals-ignore-case": string}.
std::optional<Rule> affixRule(Kind plain, Kind ignoreCase, const QJsonValue &operand)
{
    if (operand.isObject()) {
        const QJsonObject inner = operand.toObject();
        if (inner.size() != 1 || !inner.contains(u"equals-ignore-case"_s))
            return std::nullopt;
        return textRule(ignoreCase, inner.value(u"equals-ignore-case"_s));
    }
    return textRule(plain, operand);
}

// A single string or number, or a non-empty list of all strings or all numbers (event-ruler:
// "either all values are number or string, mixed type is not supported"). The object forms
// (anything-but prefix / suffix / equals-ignore-case) are not supported: see the header.
std::optional<Rule> anythingButRule(const QJsonValue &operand)
{
    Rule rule;
    rule.kind = Kind::AnythingBut;
    if (operand.isString() || operand.isDouble()) {
        rule.excluded.append(operand);
        return rule;
    }
    if (!operand.isArray())
        return std::nullopt;
    const QJsonArray list = operand.toArray();
    if (list.isEmpty())
        return std::nullopt;
    const bool strings = list.first().isString();
    for (const QJsonValue &v : list) {
        if (strings ? !v.isString() : !v.isDouble())
            return std::nullopt;
        rule.excluded.append(v);
    }
    return rule;
}

// ["=", n] | [">" | ">=", n] | [">" | ">=", n, "<" | "<=", m] with n < m | ["<" | "<=", n].
std::optional<Rule> numericRule(const QJsonValue &operand)
{
    if (!operand.isArray())
        return std::nullopt;
    const QJsonArray terms = operand.toArray();
    if ((terms.size() != 2 && terms.size() != 4) || !terms.at(0).isString() ||
        !terms.at(1).isDouble())
        return std::nullopt;
    const QString op = terms.at(0).toString();
    const double n = terms.at(1).toDouble();
    Rule rule;
    rule.kind = Kind::Numeric;
    if (op == u"=" && terms.size() == 2) {
        rule.lower = rule.upper = Bound{n, true};
        return rule;
    }
    if (op == u"<" || op == u"<=") {
        if (terms.size() != 2)
            return std::nullopt;
        rule.upper = Bound{n, op == u"<="};
        return rule;
    }
    if (op != u">" && op != u">=")
        return std::nullopt;
    rule.lower = Bound{n, op == u">="};
    if (terms.size() == 2)
        return rule;
    if (!terms.at(2).isString() || !terms.at(3).isDouble())
        return std::nullopt;
    const QString top = terms.at(2).toString();
    const double m = terms.at(3).toDouble();
    if ((top != u"<" && top != u"<=") || !(n < m)) // event-ruler: "Bottom must be less than top"
        return std::nullopt;
    rule.upper = Bound{m, top == u"<="};
    return rule;
}

// {"operator": operand}, exactly one key.
std::optional<Rule> operatorRule(const QJsonObject &expression)
{
    if (expression.size() != 1)
        return std::nullopt;
    const QString op = expression.begin().key();
    const QJsonValue operand = expression.begin().value();
    if (op == u"equals-ignore-case")
        return textRule(Kind::EqualsIgnoreCase, operand);
    if (op == u"prefix")
        return affixRule(Kind::Prefix, Kind::PrefixIgnoreCase, operand);
    if (op == u"suffix")
        return affixRule(Kind::Suffix, Kind::SuffixIgnoreCase, operand);
    if (op == u"anything-but")
        return anythingButRule(operand);
    if (op == u"numeric")
        return numericRule(operand);
    if (op == u"exists") {
        if (!operand.isBool())
            return std::nullopt;
        Rule rule;
        rule.kind = Kind::Exists;
        rule.exists = operand.toBool();
        return rule;
    }
    return std::nullopt; // wildcard, cidr, misspellings ...
}

std::optional<QList<Rule>> ruleArray(const QJsonArray &array)
{
    if (array.isEmpty()) // event-ruler: "Empty arrays are not allowed"
        return std::nullopt;
    QList<Rule> rules;
    for (const QJsonValue &element : array) {
        if (element.isObject()) {
            auto rule = operatorRule(element.toObject());
            if (!rule)
                return std::nullopt;
            rules.append(std::move(*rule));
        } else if (element.isArray()) {
            return std::nullopt; // "Match value must be String, number, true, false, or null"
        } else {
            Rule rule; // a string, number, true, false or null to equal
            rule.value = element;
            rules.append(std::move(rule));
        }
    }
    return rules;
}

std::shared_ptr<const Node> compileObject(const QJsonObject &object)
{
    if (object.isEmpty()) // event-ruler: "Empty objects are not allowed"
        return nullptr;
    auto node = std::make_shared<Node>();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QJsonValue value = it.value();
        if (it.key() == u"$or") {
            // At least two objects, each a pattern of its own at this level.
            if (!value.isArray() || value.toArray().size() < 2)
                return nullptr;
            QList<std::shared_ptr<const Node>> alternatives;
            for (const QJsonValue &alternative : value.toArray()) {
                auto compiled =
                    alternative.isObject() ? compileObject(alternative.toObject()) : nullptr;
                if (!compiled)
                    return nullptr;
                alternatives.append(std::move(compiled));
            }
            node->ors.append(std::move(alternatives));
        } else if (value.isObject()) {
            auto child = compileObject(value.toObject());
            if (!child)
                return nullptr;
            node->fields.append({it.key(), {}, std::move(child)});
        } else if (value.isArray()) {
            auto rules = ruleArray(value.toArray());
            if (!rules)
                return nullptr;
            node->fields.append({it.key(), std::move(*rules), nullptr});
        } else {
            return nullptr; // "<key>" must be an object or an array
        }
    }
    return node;
}

// The text must be one JSON object and nothing else. Duplicate keys: QJsonDocument keeps the
// last, as Lambda does.
std::shared_ptr<const Node> compilePattern(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return nullptr;
    return compileObject(doc.object());
}

// ---- Matching.

bool sameNumber(const QJsonValue &a, const QJsonValue &b)
{
    return a.isDouble() && b.isDouble() && a.toDouble() == b.toDouble();
}

// Equal as JSON scalars, types included ("5" is not 5).
bool sameScalar(const QJsonValue &pattern, const QJsonValue &value)
{
    if (pattern.isDouble())
        return sameNumber(pattern, value);
    if (pattern.isString())
        return value.isString() && value.toString() == pattern.toString();
    if (pattern.isBool())
        return value.isBool() && value.toBool() == pattern.toBool();
    return pattern.isNull() && value.isNull();
}

bool inRange(const Rule &rule, double v)
{
    if (rule.lower && !(rule.lower->inclusive ? v >= rule.lower->value : v > rule.lower->value))
        return false;
    if (rule.upper && !(rule.upper->inclusive ? v <= rule.upper->value : v < rule.upper->value))
        return false;
    return true;
}

// Whether one leaf value (a string, number, bool or null) satisfies a rule other than exists.
bool leafMatches(const Rule &rule, const QJsonValue &leaf)
{
    switch (rule.kind) {
    case Kind::Equals:
        return sameScalar(rule.value, leaf);
    case Kind::EqualsIgnoreCase:
        return leaf.isString() && leaf.toString().compare(rule.text, Qt::CaseInsensitive) == 0;
    case Kind::Prefix:
        return leaf.isString() && leaf.toString().startsWith(rule.text);
    case Kind::PrefixIgnoreCase:
        return leaf.isString() && leaf.toString().startsWith(rule.text, Qt::CaseInsensitive);
    case Kind::Suffix:
        return leaf.isString() && leaf.toString().endsWith(rule.text);
    case Kind::SuffixIgnoreCase:
        return leaf.isString() && leaf.toString().endsWith(rule.text, Qt::CaseInsensitive);
    case Kind::AnythingBut:
        // Any value at all that is not one of those listed.
        return std::none_of(rule.excluded.begin(), rule.excluded.end(),
                            [&](const QJsonValue &x) { return sameScalar(x, leaf); });
    case Kind::Numeric:
        // Only JSON numbers: a DynamoDB {"N": "42"} is a string and never matches.
        return leaf.isDouble() && inRange(rule, leaf.toDouble());
    case Kind::Exists:
        break;
    }
    return false;
}

// The leaf values of a field: a scalar is one, an array contributes its elements' leaves
// (flattened), an object or an absent field none.
void collectLeaves(const QJsonValue &value, QList<QJsonValue> &out)
{
    if (value.isArray()) {
        for (const QJsonValue &element : value.toArray())
            collectLeaves(element, out);
    } else if (!value.isObject() && !value.isUndefined()) {
        out.append(value);
    }
}

bool rulesMatch(const QList<Rule> &rules, const QJsonValue &value)
{
    QList<QJsonValue> leaves;
    collectLeaves(value, leaves);
    for (const Rule &rule : rules) {
        if (rule.kind == Kind::Exists) {
            if (rule.exists == !leaves.isEmpty())
                return true;
            continue;
        }
        for (const QJsonValue &leaf : leaves) {
            if (leafMatches(rule, leaf))
                return true;
        }
    }
    return false;
}

bool nodeMatches(const Node &node, const QJsonValue &value);

// Every field and one alternative of every "$or", all against this one object.
bool objectMatches(const Node &node, const QJsonObject &object)
{
    for (const Node::Field &field : node.fields) {
        const QJsonValue value = object.value(field.name); // Undefined when absent
        if (field.child ? !nodeMatches(*field.child, value) : !rulesMatch(field.rules, value))
            return false;
    }
    for (const auto &alternatives : node.ors) {
        if (std::none_of(alternatives.begin(), alternatives.end(),
                         [&](const auto &alt) { return objectMatches(*alt, object); }))
            return false;
    }
    return true;
}

void collectElements(const QJsonArray &array, QList<QJsonValue> &out)
{
    for (const QJsonValue &element : array) {
        if (element.isArray())
            collectElements(element.toArray(), out);
        else
            out.append(element);
    }
}

// An object pattern against a record value. Against an array, each element is tried on its own
// (so keys of one object hold in the same element); a scalar, an absent field or an empty array
// has no fields at all, which only "exists": false can match.
bool nodeMatches(const Node &node, const QJsonValue &value)
{
    if (value.isArray()) {
        QList<QJsonValue> elements;
        collectElements(value.toArray(), elements);
        if (!elements.isEmpty()) {
            return std::any_of(elements.begin(), elements.end(), [&](const QJsonValue &e) {
                return objectMatches(node, e.isObject() ? e.toObject() : QJsonObject());
            });
        }
    }
    return objectMatches(node, value.isObject() ? value.toObject() : QJsonObject());
}

// ---- FilterCriteria errors.

QString patternPath(qsizetype index)
{
    return u"filterCriteria.filters."_s + QString::number(index + 1) + u".member.pattern"_s;
}

// Smithy's length counts Unicode code points, not UTF-16 units.
qsizetype codePoints(const QString &text)
{
    qsizetype n = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
        ++n;
    }
    return n;
}

} // namespace

Result<EventFilter> EventFilter::fromJson(const QJsonObject &filterCriteria)
{
    EventFilter out;
    const QJsonValue filters = filterCriteria.value(u"Filters"_s);
    if (filters.isUndefined() || filters.isNull())
        return out;
    if (!filters.isArray())
        return std::unexpected(wrongType(u"filterCriteria.filters"_s));
    out.m_hasFiltersList = true;

    // Shapes first (the deserialiser), then the model's length constraint on every pattern,
    // then the service's own checks: the filter count, then each pattern.
    const QJsonArray list = filters.toArray();
    QList<std::optional<QString>> patterns;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString member = u"filterCriteria.filters."_s + QString::number(i + 1) + u".member"_s;
        if (!list.at(i).isObject())
            return std::unexpected(wrongType(member));
        const QJsonValue pattern = list.at(i).toObject().value(u"Pattern"_s);
        if (pattern.isUndefined() || pattern.isNull())
            patterns.append(std::nullopt);
        else if (pattern.isString())
            patterns.append(pattern.toString());
        else
            return std::unexpected(wrongType(member + u".pattern"_s));
    }

    QStringList violations;
    for (qsizetype i = 0; i < patterns.size(); ++i) {
        if (patterns[i] && codePoints(*patterns[i]) > kMaxPatternLength)
            violations.append(u"Value '"_s + *patterns[i] + u"' at '"_s + patternPath(i) +
                              u"' failed to satisfy constraint: Member must have length less "
                              u"than or equal to "_s +
                              QString::number(kMaxPatternLength));
    }
    if (!violations.isEmpty()) {
        const QString count = violations.size() == 1 ? u"1 validation error detected: "_s
                                                     : QString::number(violations.size()) +
                                                           u" validation errors detected: "_s;
        return std::unexpected(validationError(count + violations.join(u"; "_s)));
    }

    if (patterns.size() > kMaxFilters)
        return std::unexpected(validationError(
            u"The number of filters in FilterCriteria ("_s + QString::number(patterns.size()) +
            u") exceeds the limit of "_s + QString::number(kMaxFilters) + u"."_s));

    for (const auto &pattern : patterns) {
        auto compiled = pattern ? compilePattern(*pattern) : nullptr;
        if (!compiled)
            return std::unexpected(validationError(kInvalidPattern));
        out.m_patterns.append(*pattern);
        out.m_filters.append(std::move(compiled));
    }
    return out;
}

QJsonObject EventFilter::toJson() const
{
    if (!m_hasFiltersList)
        return {};
    QJsonArray filters;
    for (const QString &pattern : m_patterns)
        filters.append(QJsonObject{{u"Pattern"_s, pattern}});
    return QJsonObject{{u"Filters"_s, filters}};
}

bool EventFilter::matches(const QJsonObject &record) const
{
    if (m_filters.isEmpty())
        return true;
    return std::any_of(m_filters.begin(), m_filters.end(),
                       [&](const auto &filter) { return objectMatches(*filter, record); });
}

} // namespace lw
