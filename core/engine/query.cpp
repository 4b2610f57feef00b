// Query: one partition of a table or index, its sort key range read in key order (or reversed),
// one page per call (readpage.h). The KeyConditionExpression is matched to the key schema here,
// with DynamoDB's texts; a page costs its evaluated bytes rounded up to 4 KB once.
#include "expr/evaluate.h"
#include "itemcalls.h"
#include "readpage.h"
#include "tablekeys.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

using Part = expr::KeyCondition::Part;

std::unexpected<Error> invalid(const QString &text)
{
    return std::unexpected(validationError(text));
}

// The key condition's parts in schema order (partition, then the optional sort condition).
Result<std::pair<const Part *, const Part *>> matchSchema(const expr::KeyCondition &condition,
                                                          const KeySchema &schema)
{
    const auto &parts = condition.parts;
    if (parts.empty() || parts.size() > 2)
        return invalid(u"Conditions can be of length 1 or 2 only"_s);
    const auto find = [&](const QString &name) -> const Part * {
        for (const auto &p : parts) {
            if (p.name == name)
                return &p;
        }
        return nullptr;
    };
    if (!schema.range && parts.size() > 1)
        return invalid(u"Query key condition not supported"_s);
    const Part *hash = find(schema.hash.name);
    if (!hash)
        return invalid(u"Query condition missed key schema element: "_s + schema.hash.name);
    const Part *range = schema.range ? find(schema.range->name) : nullptr;
    if (parts.size() > 1 && !range)
        return invalid(u"Query condition missed key schema element: "_s + schema.range->name);
    for (const auto &[part, key] : {std::pair{hash, &schema.hash},
                                    std::pair{range, schema.range ? &*schema.range : nullptr}}) {
        if (!part)
            continue;
        const bool bothTyped = part->op != Part::Op::Between || part->upper.type() == key->type;
        if (part->value.type() != key->type || !bothTyped)
            return invalid(u"One or more parameter values were invalid: Condition parameter type "
                           u"does not match schema type"_s);
    }
    if (hash->op != Part::Op::Eq)
        return invalid(u"Query key condition not supported"_s);
    return std::pair(hash, range);
}

// The sort key condition as a condition tree, to check each sort key exactly (the byte range
// may be a little wider, see tablekeys.h sortKeyBound).
expr::Condition exactCondition(const Part &part)
{
    using Kind = expr::Condition::Kind;
    expr::Condition c;
    c.operands = {expr::attributeOperand(part.name), expr::valueOperand(part.value)};
    switch (part.op) {
    case Part::Op::Between:
        c.kind = Kind::Between;
        c.operands.push_back(expr::valueOperand(part.upper));
        break;
    case Part::Op::BeginsWith:
        c.kind = Kind::BeginsWith;
        break;
    default:
        c.kind = Kind::Compare;
        static const std::map<Part::Op, expr::Comparator> comparators = {
            {Part::Op::Eq, expr::Comparator::Eq}, {Part::Op::Lt, expr::Comparator::Lt},
            {Part::Op::Le, expr::Comparator::Le}, {Part::Op::Gt, expr::Comparator::Gt},
            {Part::Op::Ge, expr::Comparator::Ge},
        };
        c.comparator = comparators.at(part.op);
    }
    return c;
}

// [lower, upper) of the stored keys that can meet the sort condition, within the partition.
void sortRange(const QByteArray &partition, const Part &part, PageSpec &spec)
{
    const auto at = [&](const AttributeValue &v, bool asPrefix = false) -> QByteArray {
        return partition + sortKeyBound(v, asPrefix);
    };
    switch (part.op) {
    case Part::Op::Eq:
        spec.lower = at(part.value);
        spec.upper = prefixEnd(spec.lower);
        break;
    case Part::Op::Lt:
    case Part::Op::Le:
        spec.upper = prefixEnd(at(part.value));
        break;
    case Part::Op::Gt:
    case Part::Op::Ge:
        spec.lower = at(part.value);
        break;
    case Part::Op::Between:
        spec.lower = at(part.value);
        spec.upper = prefixEnd(at(part.upper));
        break;
    case Part::Op::BeginsWith:
        spec.lower = at(part.value, true);
        spec.upper = prefixEnd(spec.lower);
        break;
    }
}

} // namespace

Result<QueryResult> ItemCalls::query(const QueryRequest &request)
{
    auto target = readTarget(request.tableName, request.indexName, request.consistentRead,
                             request.select, request.attributesRead);
    LW_TRY(target);
    const auto [table, index] = *target;
    const KeySchema &schema = index ? index->key : table->key;
    auto parts = matchSchema(request.keyCondition, schema);
    LW_TRY(parts);
    const auto [hash, range] = *parts;
    if (request.filter) {
        const QList<expr::DocumentPath> read = expr::pathsReadBy(*request.filter);
        for (const QString &key : schema.names()) {
            if (std::any_of(read.begin(), read.end(),
                            [&](const auto &path) { return path.first().name == key; }))
                return invalid(u"Filter Expression can only contain non-primary key attributes: "
                               u"Primary key attribute: "_s +
                               key);
        }
    }

    PageSpec spec;
    const QByteArray partition = partitionPrefix(*table, index, hash->value);
    spec.lower = partition;
    spec.upper = prefixEnd(partition);
    spec.queryPartition = &hash->value;
    std::optional<expr::Condition> exact;
    if (range) {
        sortRange(partition, *range, spec);
        exact = exactCondition(*range);
        spec.belongs = [&](const Item &item) { return expr::evaluate(*exact, item); };
    }
    spec.forward = request.scanIndexForward;
    setReadOptions(spec, *table, index, request);
    if (request.exclusiveStartKey) {
        auto bytes = startKeyBytes(*table, index, *request.exclusiveStartKey);
        LW_TRY(bytes);
        // The starting key must lie within the key condition, or the page would resume from a
        // place the condition never reaches. The sort key is judged first, then the partition;
        // with a sort key condition a foreign partition has its own text (dynalite's tests of
        // these texts ran against the service).
        if (exact && !expr::evaluate(*exact, *request.exclusiveStartKey))
            return invalid(u"The provided starting key does not match the range key predicate"_s);
        if (!bytes->startsWith(partition))
            return invalid(range ? u"The query can return at most one row and cannot be "
                                   u"restarted"_s
                                 : u"The provided starting key is outside query boundaries "
                                   u"based on provided conditions"_s);
        spec.resumeAfter = *bytes;
    }

    return readOnePage(*target, spec, request.consistentRead);
}

} // namespace lw
