#include "expressionparams.h"

#include "expr/evaluate.h"
#include "expr/parser.h"
#include "legacyparams.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

std::unexpected<Error> invalid(const QString &text)
{
    return std::unexpected(validationError(text));
}

// A placeholder key: the sigil and then [0-9A-Za-z_]+.
bool isPlaceholderKey(const QString &key, QChar sigil)
{
    if (key.size() < 2 || key.front() != sigil)
        return false;
    return std::all_of(key.begin() + 1, key.end(), [](QChar c) {
        return c.isDigit() || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
    });
}

// Which of `members` the request has, in the order given.
QStringList present(const QJsonObject &request, const QStringList &members)
{
    QStringList out;
    for (const auto &m : members) {
        if (request.contains(m))
            out << m;
    }
    return out;
}

Status checkMembers(const QJsonObject &request, const QStringList &expressions, QStringList legacy)
{
    const QStringList used = present(request, expressions);
    if (!used.isEmpty()) {
        // KeyConditions may go with the other expressions when KeyConditionExpression is absent.
        if (!request.contains(u"KeyConditionExpression"_s))
            legacy.removeAll(u"KeyConditions"_s);
        const QStringList usedLegacy = present(request, legacy);
        if (!usedLegacy.isEmpty())
            return invalid(u"Can not use both expression and non-expression parameters in the "
                           u"same request: Non-expression parameters: {"_s +
                           usedLegacy.join(u", "_s) + u"} Expression parameters: {"_s +
                           used.join(u", "_s) + u'}');
    }
    if (request.contains(u"ExpressionAttributeNames"_s) && used.isEmpty())
        return invalid(u"ExpressionAttributeNames can only be specified when using expressions"_s);
    QStringList valueExpressions = expressions;
    valueExpressions.removeAll(u"ProjectionExpression"_s);
    if (request.contains(u"ExpressionAttributeValues"_s) && !valueExpressions.isEmpty() &&
        present(request, valueExpressions).isEmpty())
        return invalid(
            u"ExpressionAttributeValues can only be specified when using expressions: "_s +
            valueExpressions.join(u" and "_s) +
            (valueExpressions.size() > 1 ? u" are null"_s : u" is null"_s));
    return {};
}

Status readPlaceholders(const QJsonObject &request, expr::Placeholders &placeholders)
{
    if (request.contains(u"ExpressionAttributeNames"_s)) {
        const QJsonObject names = request.value(u"ExpressionAttributeNames"_s).toObject();
        if (names.isEmpty())
            return invalid(u"ExpressionAttributeNames must not be empty"_s);
        for (auto it = names.begin(); it != names.end(); ++it) {
            if (!isPlaceholderKey(it.key(), u'#'))
                return invalid(u"ExpressionAttributeNames contains invalid key: Syntax error; "
                               u"key: \""_s +
                               it.key() + u'"');
            placeholders.names.insert(it.key(), it.value().toString());
        }
    }
    if (request.contains(u"ExpressionAttributeValues"_s)) {
        const QJsonObject values = request.value(u"ExpressionAttributeValues"_s).toObject();
        if (values.isEmpty())
            return invalid(u"ExpressionAttributeValues must not be empty"_s);
        for (auto it = values.begin(); it != values.end(); ++it) {
            if (!isPlaceholderKey(it.key(), u':'))
                return invalid(u"ExpressionAttributeValues contains invalid key: Syntax error; "
                               u"key: \""_s +
                               it.key() + u'"');
        }
        for (auto it = values.begin(); it != values.end(); ++it) {
            auto value = attributeFromJson(it.value());
            if (!value) {
                if (value.error().type != ErrorType::Validation)
                    return std::unexpected(value.error());
                return invalid(u"ExpressionAttributeValues contains invalid value: "_s +
                               value.error().message + u" for key "_s + it.key());
            }
            placeholders.values.insert(it.key(), std::move(*value));
        }
    }
    return {};
}

// The pre-expression members (which checkMembers() keeps from mixing with expressions), turned
// into the same trees, in the order DynamoDB validates them.
Status readLegacy(const QJsonObject &request, const QStringList &legacy, RequestExpressions &out)
{
    const auto has = [&](const QString &member) {
        return legacy.contains(member) && request.contains(member);
    };
    if (has(u"AttributeUpdates"_s)) {
        auto updates = attributeUpdates(request);
        LW_TRY(updates);
        out.update = std::move(*updates);
    }
    if (has(u"Expected"_s)) {
        auto condition = expectedCondition(request);
        LW_TRY(condition);
        out.condition = std::move(*condition);
    }
    for (const QString &member : {u"QueryFilter"_s, u"ScanFilter"_s}) {
        if (has(member)) {
            auto filter = filterCondition(request, member);
            LW_TRY(filter);
            out.filter = std::move(*filter);
        }
    }
    if (has(u"AttributesToGet"_s)) {
        auto paths = attributesToGet(request);
        LW_TRY(paths);
        out.projection = std::move(*paths);
    }
    if (has(u"KeyConditions"_s)) {
        auto key = keyConditions(request);
        LW_TRY(key);
        out.keyCondition = std::move(*key);
    }
    return {};
}

Status checkAllUsed(const QStringList &defined, const QSet<QString> &used, const QString &member)
{
    QStringList unused;
    for (const auto &key : defined) {
        if (!used.contains(key))
            unused << key;
    }
    if (unused.isEmpty())
        return {};
    return invalid(u"Value provided in "_s + member + u" unused in expressions: keys: {"_s +
                   unused.join(u", "_s) + u'}');
}

} // namespace

Result<RequestExpressions> parseExpressions(const QJsonObject &request,
                                            const QStringList &expressions,
                                            const QStringList &legacy)
{
    LW_TRY(checkMembers(request, expressions, legacy));
    RequestExpressions out;
    LW_TRY(readLegacy(request, legacy, out));
    expr::Placeholders placeholders;
    LW_TRY(readPlaceholders(request, placeholders));

    const auto text = [&](const QString &member) -> std::optional<QString> {
        if (!expressions.contains(member) || !request.contains(member))
            return std::nullopt;
        return request.value(member).toString();
    };
    // Each expression is parsed in DynamoDB's order; the first error wins.
    if (auto t = text(u"UpdateExpression"_s)) {
        auto parsed = expr::parseUpdate(*t, placeholders);
        LW_TRY(parsed);
        out.update = std::move(*parsed);
    }
    if (auto t = text(u"ConditionExpression"_s)) {
        auto parsed = expr::parseCondition(*t, expr::ConditionKind::Condition, placeholders);
        LW_TRY(parsed);
        out.condition = std::move(*parsed);
    }
    // Reduced to its key parts only after every other check, as DynamoDB does.
    std::optional<expr::Condition> keyCondition;
    if (auto t = text(u"KeyConditionExpression"_s)) {
        auto parsed = expr::parseCondition(*t, expr::ConditionKind::KeyCondition, placeholders);
        LW_TRY(parsed);
        keyCondition = std::move(*parsed);
    }
    if (auto t = text(u"FilterExpression"_s)) {
        auto parsed = expr::parseCondition(*t, expr::ConditionKind::Filter, placeholders);
        LW_TRY(parsed);
        out.filter = std::move(*parsed);
    }
    if (auto t = text(u"ProjectionExpression"_s)) {
        auto parsed = expr::parseProjection(*t, placeholders);
        LW_TRY(parsed);
        out.projection = std::move(*parsed);
    }
    const QJsonObject names = request.value(u"ExpressionAttributeNames"_s).toObject();
    LW_TRY(checkAllUsed(names.keys(), placeholders.usedNames, u"ExpressionAttributeNames"_s));
    const QJsonObject values = request.value(u"ExpressionAttributeValues"_s).toObject();
    if (auto s =
            checkAllUsed(values.keys(), placeholders.usedValues, u"ExpressionAttributeValues"_s);
        !s)
        return std::unexpected(s.error());
    if (keyCondition) {
        auto key = expr::keyConditionOf(*keyCondition);
        LW_TRY(key);
        out.keyCondition = std::move(*key);
    }
    return out;
}

AttributesRead attributesRead(const RequestExpressions &expressions)
{
    AttributesRead read;
    for (const auto &path : expressions.projection.value_or(QList<expr::DocumentPath>()))
        read.add(path);
    if (expressions.filter) {
        for (const auto &path : expr::pathsReadBy(*expressions.filter))
            read.add(path);
    }
    return read;
}

void project(QList<Item> &items, const std::optional<QList<expr::DocumentPath>> &projection)
{
    if (!projection)
        return;
    for (Item &item : items)
        item = expr::applyProjection(item, *projection);
}

} // namespace lw::api
