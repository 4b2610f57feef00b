// UpdateTimeToLive: the request's own checks here, in the service's order (JSON types, then
// TableName, then the specification's constraints, all reported together); whether the change is
// allowed (already enabled, a different attribute, the cooldown) is the engine's.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/timetolive.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

struct Specification
{
    std::optional<bool> enabled;
    std::optional<QString> attributeName;
};

bool absent(const QJsonValue &v)
{
    return v.isUndefined() || v.isNull();
}

// The deserialiser's pass: a member of the wrong JSON type fails before any constraint is checked.
Result<Specification> readSpecification(const QJsonValue &value)
{
    Specification spec;
    if (absent(value))
        return spec;
    if (!value.isObject())
        return std::unexpected(wrongType(u"TimeToLiveSpecification"_s));
    const QJsonObject o = value.toObject();
    if (const QJsonValue v = o.value(u"Enabled"_s); !absent(v)) {
        if (!v.isBool())
            return std::unexpected(wrongType(u"TimeToLiveSpecification.Enabled"_s));
        spec.enabled = v.toBool();
    }
    if (const QJsonValue v = o.value(u"AttributeName"_s); !absent(v)) {
        if (!v.isString())
            return std::unexpected(wrongType(u"TimeToLiveSpecification.AttributeName"_s));
        spec.attributeName = v.toString();
    }
    return spec;
}

// The model's constraints, every failure in one message ("2 validation errors detected: …; …"),
// Enabled before AttributeName. A name of 256 characters is echoed ("Member must have length less
// than or equal to 255", measured on the service); an empty one prints as "Value at", as the
// service's current wording prints every empty string (nubo-db/dynamodb-conformance captures).
Status checkConstraints(bool present, const Specification &spec)
{
    const QString path = u"timeToLiveSpecification"_s;
    const auto failure = [](const QString &value, const QString &at,
                            const QString &rule) -> QString {
        return u"Value"_s + (value.isEmpty() ? QString() : u' ' + value) + u" at '"_s + at +
               u"' failed to satisfy constraint: "_s + rule;
    };
    const QString notNull = u"Member must not be null"_s;
    QStringList failures;
    if (!present) {
        failures << failure(u"null"_s, path, notNull);
    } else {
        const QString name = spec.attributeName.value_or(QString());
        if (!spec.enabled)
            failures << failure(u"null"_s, path + u".enabled"_s, notNull);
        if (!spec.attributeName)
            failures << failure(u"null"_s, path + u".attributeName"_s, notNull);
        else if (name.isEmpty())
            failures << failure(QString(), path + u".attributeName"_s,
                                u"Member must have length greater than or equal to 1"_s);
        else if (name.size() > 255)
            failures << failure(u'\'' + name + u'\'', path + u".attributeName"_s,
                                u"Member must have length less than or equal to 255"_s);
    }
    if (failures.isEmpty())
        return {};
    const qsizetype n = failures.size();
    return std::unexpected(
        validationError(u"%1 validation error%2 detected: "_s.arg(n).arg(n == 1 ? u""_s : u"s"_s) +
                        failures.join(u"; "_s)));
}

} // namespace

Result<QJsonObject> updateTimeToLive(Engine &engine, const QJsonObject &request,
                                     const CallOptions &)
{
    const QJsonValue specValue = request.value(u"TimeToLiveSpecification"_s);
    auto spec = readSpecification(specValue);
    LW_TRY(spec);
    auto name = requiredTableName(request);
    LW_TRY(name);
    LW_TRY(checkConstraints(!absent(specValue), *spec));

    auto updated =
        timeToLiveOf(engine).updateTimeToLive(*name, *spec->enabled, *spec->attributeName);
    LW_TRY(updated);
    // The service echoes the specification as asked, not the table's resulting state.
    return QJsonObject{
        {u"TimeToLiveSpecification"_s,
         QJsonObject{{u"Enabled"_s, *spec->enabled}, {u"AttributeName"_s, *spec->attributeName}}}};
}

} // namespace lw::api
