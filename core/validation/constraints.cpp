#include "constraints.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

// The service stops collecting constraint failures at this many.
constexpr qsizetype kMaxErrors = 10;

QString lowerFirst(const QString &name)
{
    return name.isEmpty() ? name : name.left(1).toLower() + name.mid(1);
}

QString pathOf(const QString &parent, const QString &name)
{
    return (parent.isEmpty() ? QString() : parent + u'.') + lowerFirst(name);
}

QString numberText(double value)
{
    if (std::floor(value) == value && std::abs(value) < 1e21)
        return QString::number(value, 'f', 0);
    QString text = QString::number(value, 'g', QLocale::FloatingPointShortest);
    // JavaScript writes exponents without padding and with their sign: 1e-7, 1e+21.
    static const QRegularExpression exponent(u"e([+-]?)0*(\\d+)$"_s);
    const auto match = exponent.match(text);
    if (match.hasMatch()) {
        const QString sign = match.captured(1).isEmpty() ? u"+"_s : match.captured(1);
        text = text.left(match.capturedStart()) + u'e' + sign + match.captured(2);
    }
    return text;
}

qsizetype lengthOf(const QJsonValue &value)
{
    if (value.isObject())
        return value.toObject().size();
    if (value.isArray())
        return value.toArray().size();
    return value.toString().size();
}

// The text a rule names when it fails, without the value.
QString ruleText(const Rule &rule)
{
    switch (rule.check) {
    case Rule::Check::NotNull:
        return u"Member must not be null"_s;
    case Rule::Check::AtLeast:
        return u"Member must have value greater than or equal to "_s + QString::number(rule.bound);
    case Rule::Check::AtMost:
        return u"Member must have value less than or equal to "_s + QString::number(rule.bound);
    case Rule::Check::LengthAtLeast:
        return u"Member must have length greater than or equal to "_s + QString::number(rule.bound);
    case Rule::Check::LengthAtMost:
        return u"Member must have length less than or equal to "_s + QString::number(rule.bound);
    case Rule::Check::Pattern:
        return u"Member must satisfy regular expression pattern: "_s + rule.pattern;
    case Rule::Check::OneOf:
        return u"Member must satisfy enum value set: ["_s + rule.values.join(u", "_s) + u']';
    case Rule::Check::KeysSatisfy:
    case Rule::Check::ValuesSatisfy: {
        QStringList inner;
        for (const Rule &r : rule.inner)
            inner << ruleText(r);
        return (rule.check == Rule::Check::KeysSatisfy ? u"Map keys"_s : u"Map value"_s) +
               u" must satisfy constraint: ["_s + inner.join(u", "_s) + u']';
    }
    }
    return {};
}

// Whether a present `value` satisfies a scalar rule (NotNull is checked by the caller).
bool holds(const Rule &rule, const QJsonValue &value)
{
    switch (rule.check) {
    case Rule::Check::NotNull:
        return !value.isNull() && !value.isUndefined();
    case Rule::Check::AtLeast:
        return value.toDouble() >= double(rule.bound);
    case Rule::Check::AtMost:
        return value.toDouble() <= double(rule.bound);
    case Rule::Check::LengthAtLeast:
        return lengthOf(value) >= rule.bound;
    case Rule::Check::LengthAtMost:
        return lengthOf(value) <= rule.bound;
    case Rule::Check::Pattern:
        if (rule.namePattern) {
            const QString text = value.toString();
            return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) {
                return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') ||
                       (c >= u'0' && c <= u'9') || c == u'_' || c == u'.' || c == u'-';
            });
        }
        return rule.compiled.match(value.toString()).hasMatch();
    case Rule::Check::OneOf:
        return rule.values.contains(value.toString());
    case Rule::Check::KeysSatisfy:
    case Rule::Check::ValuesSatisfy:
        return true; // per entry, in checkEntries()
    }
    return true;
}

// Whether `shape` (with its own rules when `itself`) or anything inside it has a rule to check.
bool constrained(const Shape &shape, bool itself)
{
    if (itself && !shape.rules.empty())
        return true;
    switch (shape.kind) {
    case Kind::List:
    case Kind::ParameterizedList:
    case Kind::Map:
    case Kind::ParameterizedMap:
        return constrained(*shape.element, true);
    case Kind::Structure:
    case Kind::FieldStructure:
        return std::any_of(shape.members.begin(), shape.members.end(),
                           [](const Member &m) { return constrained(m.shape, true); });
    default:
        return false;
    }
}

bool entryHolds(const Rule &rule, const QJsonValue &entry)
{
    for (const Rule &r : rule.inner) {
        if (!holds(r, entry))
            return false;
    }
    return true;
}

// "null" bare, anything else quoted.
QString echo(const QJsonValue &value)
{
    if (value.isNull() || value.isUndefined())
        return u"null"_s;
    return u'\'' + plainText(value) + u'\'';
}

class Collector
{
public:
    explicit Collector(Wording wording) : wording_(wording) {}

    QStringList errors;

    qsizetype limit() const { return wording_ == Wording::Newer ? 1 : kMaxErrors; }

    void checkMembers(const QJsonObject &object, const std::vector<Member> &members,
                      const QString &parent)
    {
        for (const Member &m : members) {
            // A member with nothing to check is not even looked up (a lookup costs more than
            // the rest of such a member's check).
            if (m.shape.rules.empty() && !constrained(m.shape, false))
                continue;
            checkValue(m.name, object.value(m.name), m.shape, parent);
        }
    }

    void checkValue(const QString &name, const QJsonValue &value, const Shape &shape,
                    const QString &parent)
    {
        const bool absent = value.isNull() || value.isUndefined();
        // Built only when a message or a member below needs it: most members of a request
        // pass with nothing to walk, and making the path was most of their cost.
        std::optional<QString> path;
        const auto at = [&]() -> const QString & {
            if (!path)
                path = pathOf(parent, name);
            return *path;
        };
        for (const Rule &rule : shape.rules) {
            if (errors.size() >= limit())
                return;
            if (rule.check != Rule::Check::NotNull && absent)
                continue;
            if (rule.check == Rule::Check::KeysSatisfy ||
                rule.check == Rule::Check::ValuesSatisfy) {
                const QJsonObject object = value.toObject();
                for (auto it = object.begin(); it != object.end(); ++it) {
                    const QJsonValue entry =
                        rule.check == Rule::Check::KeysSatisfy ? QJsonValue(it.key()) : it.value();
                    if (!entryHolds(rule, entry))
                        fail(value, at(), rule);
                }
                continue;
            }
            if (!holds(rule, value))
                fail(value, at(), rule);
        }
        if (absent || errors.size() >= limit())
            return;
        // Nothing below to check (an item's attribute values: the custom checks' part): the
        // entries are not walked, which for a large item was most of this stage's time.
        if (!constrained(shape, false))
            return;
        switch (shape.kind) {
        case Kind::List:
        case Kind::ParameterizedList: {
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                checkValue(u"member"_s, array.at(i), *shape.element,
                           at() + u'.' + QString::number(i + 1));
            break;
        }
        case Kind::Map:
        case Kind::ParameterizedMap: {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                checkValue(u"member"_s, it.value(), *shape.element, at() + u'.' + it.key());
            break;
        }
        case Kind::Structure:
        case Kind::FieldStructure:
            checkMembers(value.toObject(), shape.members, at());
            break;
        default:
            break;
        }
    }

private:
    Wording wording_;

    void fail(const QJsonValue &value, const QString &path, const Rule &rule)
    {
        const bool absent = value.isNull() || value.isUndefined();
        const bool lengthRule =
            rule.check == Rule::Check::LengthAtLeast || rule.check == Rule::Check::LengthAtMost;
        const bool shown = absent || wording_ == Wording::Classic ||
                           (wording_ == Wording::HideEmpty &&
                            (value.isBool() || value.isDouble() || lengthOf(value) > 0)) ||
                           (wording_ == Wording::Newer && !lengthRule);
        errors << u"Value"_s + (shown ? u' ' + echo(value) : QString()) + u" at '"_s + path +
                      u"' failed to satisfy constraint: "_s + ruleText(rule);
    }
};

} // namespace

QString plainText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return u"null"_s;
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return numberText(value.toDouble());
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Array: {
        QStringList items;
        for (const QJsonValue &item : value.toArray())
            items << plainText(item);
        return u'[' + items.join(u", "_s) + u']';
    }
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

Error requestError(const QString &message)
{
    return Error{ErrorType::RequestValidation, message, {}};
}

Status checkConstraints(const QJsonObject &request, const std::vector<Member> &members,
                        Wording wording)
{
    for (const Member &m : members) {
        if (!m.required && m.emptyText.isEmpty() && !m.tableName)
            continue;
        const QJsonValue value = request.value(m.name);
        const bool absent = value.isNull() || value.isUndefined();
        if (m.required && absent)
            return std::unexpected(
                requestError(u"The parameter '"_s + m.name +
                             u"' is required but was not present in the request"_s));
        if (!m.emptyText.isEmpty() && !absent && lengthOf(value) == 0)
            return std::unexpected(requestError(m.emptyText));
        if (m.tableName && !absent) {
            const qsizetype length = value.toString().size();
            if (length < 3 || length > 255)
                return std::unexpected(requestError(
                    m.name +
                    u" must be at least 3 characters long and at most 255 characters long"_s));
        }
    }
    Collector collector(wording);
    collector.checkMembers(request, members, {});
    const qsizetype n = collector.errors.size();
    if (n == 0)
        return {};
    return std::unexpected(requestError(QString::number(n) + u" validation error"_s +
                                        (n > 1 ? u"s"_s : QString()) + u" detected: "_s +
                                        collector.errors.join(u"; "_s)));
}

} // namespace lw::validation
