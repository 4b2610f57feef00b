#include "fuzzpartiql.h"

#include "api/expressionparams.h"
#include "api/requestjson.h"
#include "partiql/parser.h"
#include "partiql/translate.h"

#include <QJsonDocument>

#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

TableDefinition makeTable()
{
    const QByteArray definition = R"({
      "TableName": "Tab", "BillingMode": "PAY_PER_REQUEST",
      "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"},
                    {"AttributeName": "sk", "KeyType": "RANGE"}],
      "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
                               {"AttributeName": "sk", "AttributeType": "N"},
                               {"AttributeName": "g", "AttributeType": "S"}],
      "GlobalSecondaryIndexes": [{"IndexName": "Idx",
        "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
        "Projection": {"ProjectionType": "ALL"}}]})";
    auto table = api::createTableDefinition(QJsonDocument::fromJson(definition).object());
    if (!table) {
        std::fprintf(stderr, "lwFuzzPartiql: the fixed table does not parse: %s\n",
                     qPrintable(table.error().message));
        std::abort();
    }
    return *table;
}

// One value of each type, the parameters cycle through.
QJsonArray makeValues()
{
    return QJsonDocument::fromJson(R"([{"S": "a"}, {"N": "1"}, {"B": "YQ=="}, {"BOOL": true},
        {"NULL": true}, {"L": [{"N": "2"}]}, {"M": {"a": {"S": "x"}}}, {"SS": ["a", "b"]},
        {"NS": ["1", "2"]}, {"BS": ["AQ=="]}])")
        .array();
}

void checkError(const Error &error, const char *where)
{
    if (error.type == ErrorType::Validation && !error.message.isEmpty())
        return;
    std::fprintf(stderr, "lwFuzzPartiql: %s returned a %s with message \"%s\"\n", where,
                 qPrintable(error.typeName()), qPrintable(error.message));
    std::abort();
}

// The expressions a translated request carries, parsed as its action parses them.
void parseRequest(const QJsonObject &request)
{
    static const QStringList kExpressions = {u"KeyConditionExpression"_s, u"FilterExpression"_s,
                                             u"ProjectionExpression"_s, u"ConditionExpression"_s,
                                             u"UpdateExpression"_s};
    QStringList present;
    for (const QString &member : kExpressions)
        if (request.contains(member))
            present << member;
    if (auto parsed = api::parseExpressions(request, present); !parsed)
        checkError(parsed.error(), "parseExpressions");
}

} // namespace

int lwFuzzPartiql(const uint8_t *data, size_t size)
{
    static const TableDefinition kTable = makeTable();
    static const QJsonArray kValues = makeValues();

    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    auto statement = partiql::parse(text);
    if (!statement) {
        checkError(statement.error(), "parse");
        return 0;
    }
    QJsonArray parameters;
    for (int i = 0; i < statement->parameterCount; ++i)
        parameters.append(kValues.at(i % kValues.size()));
    for (auto planner : {&partiql::plan, &partiql::planItem}) {
        auto plan = planner(*statement, kTable, parameters);
        if (!plan) {
            checkError(plan.error(), "plan");
            continue;
        }
        for (const auto &request : plan->requests)
            parseRequest(request);
    }
    return 0;
}
