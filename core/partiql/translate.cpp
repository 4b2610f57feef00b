#include "translate.h"

#include "expressionbuilder.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lw::partiql {

namespace {

using translation::unsupported;
using Builder = translation::ExpressionBuilder;

Error missingKey()
{
    return validationError(
        u"Where clause does not contain a mandatory equality on all key attributes"_s);
}

// The WHERE's top-level AND, flattened.
void conjuncts(const Expr &e, QList<const Expr *> &out)
{
    if (e.kind == Expr::Kind::And) {
        conjuncts(e.operands[0], out);
        conjuncts(e.operands[1], out);
    } else
        out << &e;
}

bool isAttribute(const Expr &e, const QString &name)
{
    return e.kind == Expr::Kind::Path && e.path.steps.size() == 1 && e.path.steps[0].index < 0 &&
           e.path.steps[0].name == name;
}

bool mentions(const Expr &e, const QString &name)
{
    if (e.kind == Expr::Kind::Path)
        return !e.path.steps.isEmpty() && e.path.steps[0].name == name;
    return std::any_of(e.operands.begin(), e.operands.end(),
                       [&](const Expr &o) { return mentions(o, name); });
}

// `name = value` or `value = name`: the value.
const Expr *equality(const Expr &e, const QString &name)
{
    if (e.kind != Expr::Kind::Compare || e.op != u"=")
        return nullptr;
    if (isAttribute(e.operands[0], name) && e.operands[1].isValue())
        return &e.operands[1];
    if (isAttribute(e.operands[1], name) && e.operands[0].isValue())
        return &e.operands[0];
    return nullptr;
}

// `AND`s the conditions together.
Result<QString> joined(Builder &b, const QList<const Expr *> &conditions)
{
    QStringList parts;
    for (const Expr *c : conditions) {
        auto text = b.condition(*c);
        LW_TRY(text);
        parts << *text;
    }
    return parts.join(u" AND "_s);
}

// A write's or item read's key: every key attribute pinned with = in the WHERE's top-level AND;
// `rest` receives the other conjuncts.
Result<QJsonObject> fullKey(const Statement &s, const KeySchema &key, const Builder &b,
                            QList<const Expr *> &rest)
{
    QList<const Expr *> all;
    if (s.where)
        conjuncts(*s.where, all);
    QJsonObject out;
    for (const QString &name : key.names()) {
        const Expr *found = nullptr;
        for (const Expr *c : all)
            if (const Expr *v = equality(*c, name); v && !found) {
                found = v;
                all.removeOne(c);
                break;
            }
        if (!found)
            return std::unexpected(missingKey());
        auto value = b.resolve(*found);
        LW_TRY(value);
        out.insert(name, *value);
    }
    rest = all;
    return out;
}

Status checkParameters(const Statement &s, const QJsonArray &parameters)
{
    if (s.parameterCount != parameters.size())
        return std::unexpected(
            validationError(u"Number of parameters in request and statement don't match."_s));
    for (const auto &p : parameters)
        if (!p.isObject())
            return std::unexpected(wrongType(u"Parameters"_s));
    return {};
}

Result<Plan> planInsert(const Statement &s, const TableDefinition &table, Builder &b)
{
    if (!s.value || s.value->kind != Expr::Kind::Map)
        return std::unexpected(validationError(
            u"Statement wasn't well formed, can't be processed: Expected a tuple in VALUE"_s));
    auto item = b.resolve(*s.value);
    LW_TRY(item);
    QJsonObject request{{u"TableName"_s, table.name},
                        {u"Item"_s, item->value(u"M"_s)},
                        {u"ConditionExpression"_s,
                         QString(u"attribute_not_exists("_s + b.name(table.key.hash.name) + u')')}};
    b.addTo(request);
    Plan p;
    p.action = u"PutItem"_s;
    p.requests << request;
    p.insert = true;
    return p;
}

QString returnValues(Returning r)
{
    switch (r) {
    case Returning::AllOld:
        return u"ALL_OLD"_s;
    case Returning::AllNew:
        return u"ALL_NEW"_s;
    case Returning::ModifiedOld:
        return u"UPDATED_OLD"_s;
    case Returning::ModifiedNew:
        return u"UPDATED_NEW"_s;
    case Returning::None:
        break;
    }
    return u"NONE"_s;
}

Result<Plan> planUpdate(const Statement &s, const TableDefinition &table, Builder &b)
{
    QList<const Expr *> rest;
    auto key = fullKey(s, table.key, b, rest);
    LW_TRY(key);
    QStringList sets, adds, deletes, removes;
    for (const auto &action : s.sets) {
        const Expr &v = action.value;
        if (v.kind == Expr::Kind::Call && (v.op == u"set_add" || v.op == u"set_delete") &&
            v.operands.size() == 2) {
            auto value = b.setValue(v.operands[1]);
            LW_TRY(value);
            (v.op == u"set_add" ? adds : deletes) << b.path(action.path) + u' ' + *value;
            continue;
        }
        auto value = b.setValue(v);
        LW_TRY(value);
        sets << b.path(action.path) + u" = "_s + *value;
    }
    for (const auto &path : s.removes)
        removes << b.path(path);
    QStringList clauses;
    if (!sets.isEmpty())
        clauses << u"SET "_s + sets.join(u", "_s);
    if (!removes.isEmpty())
        clauses << u"REMOVE "_s + removes.join(u", "_s);
    if (!adds.isEmpty())
        clauses << u"ADD "_s + adds.join(u", "_s);
    if (!deletes.isEmpty())
        clauses << u"DELETE "_s + deletes.join(u", "_s);
    QString condition = u"attribute_exists("_s + b.name(table.key.hash.name) + u')';
    if (!rest.isEmpty()) {
        auto more = joined(b, rest);
        LW_TRY(more);
        condition += u" AND "_s + *more;
    }
    QJsonObject request{{u"TableName"_s, table.name},
                        {u"Key"_s, *key},
                        {u"UpdateExpression"_s, clauses.join(u' ')},
                        {u"ConditionExpression"_s, condition}};
    if (s.returning != Returning::None)
        request.insert(u"ReturnValues"_s, returnValues(s.returning));
    b.addTo(request);
    Plan p;
    p.action = u"UpdateItem"_s;
    p.requests << request;
    p.returnsItem = s.returning != Returning::None;
    return p;
}

Result<Plan> planDelete(const Statement &s, const TableDefinition &table, Builder &b)
{
    if (s.returning != Returning::None && s.returning != Returning::AllOld)
        return std::unexpected(
            validationError(u"Invalid returning clause: "_s + s.returningText +
                            u". Only RETURNING ALL OLD * is allowed in DELETE statements."_s));
    QList<const Expr *> rest;
    auto key = fullKey(s, table.key, b, rest);
    LW_TRY(key);
    QJsonObject request{{u"TableName"_s, table.name}, {u"Key"_s, *key}};
    if (!rest.isEmpty()) {
        auto condition = joined(b, rest);
        LW_TRY(condition);
        request.insert(u"ConditionExpression"_s, *condition);
    }
    if (s.returning == Returning::AllOld)
        request.insert(u"ReturnValues"_s, u"ALL_OLD"_s);
    b.addTo(request);
    Plan p;
    p.action = u"DeleteItem"_s;
    p.requests << request;
    p.returnsItem = s.returning == Returning::AllOld;
    return p;
}

// The index a SELECT reads, or none for the table itself.
Result<const IndexDefinition *> readIndex(const Statement &s, const TableDefinition &table)
{
    if (!s.target.index)
        return nullptr;
    const IndexDefinition *index = table.index(*s.target.index);
    if (!index)
        return std::unexpected(
            validationError(u"The table does not have the specified index: "_s + *s.target.index));
    return index;
}

QString projection(Builder &b, const QList<Path> &paths)
{
    QStringList out;
    for (const auto &p : paths)
        out << b.path(p);
    return out.join(u", "_s);
}

// The sort-key part of a key condition, when the conjunct is one.
std::optional<QString> sortKeyCondition(Builder &b, const Expr &e, const QString &name)
{
    if (e.kind == Expr::Kind::Compare && e.op != u"<>") {
        const bool flipped = isAttribute(e.operands[1], name) && e.operands[0].isValue();
        if (!flipped && !(isAttribute(e.operands[0], name) && e.operands[1].isValue()))
            return std::nullopt;
        static const QHash<QString, QString> mirror = {{u"="_s, u"="_s},
                                                       {u"<"_s, u">"_s},
                                                       {u"<="_s, u">="_s},
                                                       {u">"_s, u"<"_s},
                                                       {u">="_s, u"<="_s}};
        auto v = b.resolve(e.operands[flipped ? 0 : 1]);
        if (!v)
            return std::nullopt;
        return b.name(name) + u' ' + (flipped ? mirror.value(e.op) : e.op) + u' ' + b.value(*v);
    }
    if (e.kind == Expr::Kind::Between && isAttribute(e.operands[0], name) &&
        e.operands[1].isValue() && e.operands[2].isValue()) {
        auto low = b.resolve(e.operands[1]);
        auto high = b.resolve(e.operands[2]);
        if (!low || !high)
            return std::nullopt;
        return b.name(name) + u" BETWEEN "_s + b.value(*low) + u" AND "_s + b.value(*high);
    }
    if (e.kind == Expr::Kind::Call && e.op == u"begins_with" && e.operands.size() == 2 &&
        isAttribute(e.operands[0], name) && e.operands[1].isValue()) {
        auto prefix = b.resolve(e.operands[1]);
        if (!prefix)
            return std::nullopt;
        return u"begins_with("_s + b.name(name) + u", "_s + b.value(*prefix) + u')';
    }
    return std::nullopt;
}

// The Queries for a SELECT that pins the partition key, or none when it is a Scan.
Result<std::optional<QList<QJsonObject>>> planQueries(const Statement &s,
                                                      const TableDefinition &table,
                                                      const KeySchema &key,
                                                      const QJsonArray &parameters)
{
    if (!s.where)
        return std::nullopt;
    QList<const Expr *> all;
    conjuncts(*s.where, all);
    const QString &hash = key.hash.name;
    const Expr *pin = nullptr;
    for (const Expr *c : all) {
        if (equality(*c, hash) || (c->kind == Expr::Kind::In && isAttribute(c->operands[0], hash) &&
                                   std::all_of(c->operands.begin() + 1, c->operands.end(),
                                               [](const Expr &v) { return v.isValue(); }))) {
            pin = c;
            break;
        }
    }
    if (!pin)
        return std::nullopt;
    QList<const Expr *> rest = all;
    rest.removeOne(pin);
    QList<const Expr *> values;
    if (pin->kind == Expr::Kind::In)
        for (auto it = pin->operands.begin() + 1; it != pin->operands.end(); ++it)
            values << &*it;
    else
        values << equality(*pin, hash);

    QList<QJsonObject> out;
    for (const Expr *value : values) {
        Builder b(parameters);
        auto v = b.resolve(*value);
        LW_TRY(v);
        QString keyCondition = b.name(hash) + u" = "_s + b.value(*v);
        QList<const Expr *> filter = rest;
        if (key.range)
            for (const Expr *c : rest)
                if (auto sort = sortKeyCondition(b, *c, key.range->name)) {
                    keyCondition += u" AND "_s + *sort;
                    filter.removeOne(c);
                    break;
                }
        for (const Expr *c : filter)
            for (const QString &name : key.names())
                if (mentions(*c, name))
                    return std::nullopt;
        QJsonObject request{{u"TableName"_s, table.name},
                            {u"KeyConditionExpression"_s, keyCondition}};
        if (s.target.index)
            request.insert(u"IndexName"_s, *s.target.index);
        if (!filter.isEmpty()) {
            auto text = joined(b, filter);
            LW_TRY(text);
            request.insert(u"FilterExpression"_s, *text);
        }
        if (!s.projection.isEmpty())
            request.insert(u"ProjectionExpression"_s, projection(b, s.projection));
        if (s.orderBy) {
            if (!key.range ||
                !(s.orderBy->steps.size() == 1 && s.orderBy->steps[0].name == key.range->name))
                return std::unexpected(unsupported(u"ORDER BY on an attribute that is not the "
                                                   "sort key"_s));
            if (s.descending)
                request.insert(u"ScanIndexForward"_s, false);
        }
        b.addTo(request);
        out << request;
    }
    return out;
}

Result<Plan> planSelect(const Statement &s, const TableDefinition &table,
                        const QJsonArray &parameters)
{
    auto index = readIndex(s, table);
    LW_TRY(index);
    const KeySchema &key = *index ? (*index)->key : table.key;
    Plan p;
    p.projection = s.projection;
    auto queries = planQueries(s, table, key, parameters);
    LW_TRY(queries);
    if (*queries) {
        p.action = u"Query"_s;
        p.requests = **queries;
        return p;
    }
    if (s.orderBy)
        return std::unexpected(unsupported(u"ORDER BY without an equality on the partition key"_s));
    Builder b(parameters);
    QJsonObject request{{u"TableName"_s, table.name}};
    if (s.target.index)
        request.insert(u"IndexName"_s, *s.target.index);
    if (s.where) {
        auto filter = b.condition(*s.where);
        LW_TRY(filter);
        request.insert(u"FilterExpression"_s, *filter);
    }
    if (!s.projection.isEmpty())
        request.insert(u"ProjectionExpression"_s, projection(b, s.projection));
    b.addTo(request);
    p.action = u"Scan"_s;
    p.requests << request;
    return p;
}

} // namespace

Result<Plan> plan(const Statement &statement, const TableDefinition &table,
                  const QJsonArray &parameters)
{
    LW_TRY(checkParameters(statement, parameters));
    Builder b(parameters);
    switch (statement.kind) {
    case Statement::Kind::Select:
        return planSelect(statement, table, parameters);
    case Statement::Kind::Insert:
        return planInsert(statement, table, b);
    case Statement::Kind::Update:
        return planUpdate(statement, table, b);
    case Statement::Kind::Delete:
        return planDelete(statement, table, b);
    case Statement::Kind::Exists:
        break;
    }
    return std::unexpected(unsupported(u"EXISTS outside a transaction"_s));
}

Result<Plan> planItem(const Statement &statement, const TableDefinition &table,
                      const QJsonArray &parameters)
{
    if (statement.kind != Statement::Kind::Select && statement.kind != Statement::Kind::Exists)
        return plan(statement, table, parameters);
    LW_TRY(checkParameters(statement, parameters));
    const Statement &select =
        statement.kind == Statement::Kind::Exists ? *statement.subquery : statement;
    if (select.target.index)
        return std::unexpected(unsupported(u"an index in a batched or transactional SELECT"_s));
    Builder b(parameters);
    QList<const Expr *> rest;
    auto key = fullKey(select, table.key, b, rest);
    LW_TRY(key);
    QJsonObject request{{u"TableName"_s, table.name}, {u"Key"_s, *key}};
    Plan p;
    if (statement.kind == Statement::Kind::Select) {
        if (!rest.isEmpty())
            return std::unexpected(missingKey());
        if (!select.projection.isEmpty())
            request.insert(u"ProjectionExpression"_s, projection(b, select.projection));
        p.action = u"GetItem"_s;
        p.projection = select.projection;
    } else {
        // NOT EXISTS holds when the item is missing or fails the other conjuncts.
        QString condition =
            (statement.negated ? u"attribute_not_exists("_s : u"attribute_exists("_s) +
            b.name(table.key.hash.name) + u')';
        if (!rest.isEmpty()) {
            auto more = joined(b, rest);
            LW_TRY(more);
            condition += statement.negated ? QString(u" OR (NOT "_s + *more + u')')
                                           : QString(u" AND "_s + *more);
        }
        request.insert(u"ConditionExpression"_s, condition);
        p.action = u"ConditionCheck"_s;
    }
    b.addTo(request);
    p.requests << request;
    return p;
}

QString nextToken(qsizetype request, const QJsonObject &lastEvaluatedKey)
{
    const QJsonObject token{{u"q"_s, request}, {u"k"_s, lastEvaluatedKey}};
    return QString::fromLatin1(
        QJsonDocument(token)
            .toJson(QJsonDocument::Compact)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

Result<Resume> readNextToken(const QString &token)
{
    const Error invalid = validationError(u"The provided starting key is invalid"_s);
    auto bytes = QByteArray::fromBase64Encoding(
        token.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!bytes)
        return std::unexpected(invalid);
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes);
    const QJsonObject o = doc.object();
    if (!o.value(u"q"_s).isDouble() || !o.value(u"k"_s).isObject() || o.value(u"q"_s).toInt() < 0)
        return std::unexpected(invalid);
    return Resume{o.value(u"q"_s).toInt(), o.value(u"k"_s).toObject()};
}

} // namespace lw::partiql
