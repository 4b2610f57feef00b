#include "fuzzplain.h"

#include "api/plainrequests.h"
#include "api/requestjson.h"
#include "validation/validate.h"

#include <QByteArrayView>
#include <QJsonObject>

#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_plain: %s\n", what);
    std::abort();
}

// The body as the long way reads it: parsed and validated as `action`.
QJsonObject longWay(QByteArrayView body, QStringView action)
{
    const lw::Result<QJsonObject> parsed = lw::api::requestObject(body.toByteArray());
    if (!parsed)
        fail("the plain reader took a body that is not JSON");
    const lw::Result<QJsonObject> validated = lw::validation::validate(action, *parsed);
    if (!validated)
        fail("the plain reader took a body the validation layer refuses");
    return *validated;
}

void checkCommon(const QJsonObject &request, const QString &tableName,
                 lw::ReturnConsumedCapacity capacity)
{
    const lw::Result<QString> name = lw::api::tableName(request);
    if (!name || *name != tableName)
        fail("the table name differs");
    const lw::Result<lw::ReturnConsumedCapacity> mode = lw::api::returnConsumedCapacity(request);
    if (!mode || *mode != capacity)
        fail("the capacity mode differs");
}

void checkItem(const QJsonObject &request, const QString &member, const lw::Item &plain)
{
    const lw::Result<lw::Item> item = lw::api::itemMember(request, member);
    if (!item || !(*item == plain))
        fail("the key or item differs");
}

} // namespace

int lwFuzzPlain(const uint8_t *data, size_t size)
{
    const QByteArrayView body(reinterpret_cast<const char *>(data), qsizetype(size));
    if (const std::optional<lw::api::PlainGetItem> get = lw::api::plainGetItem(body)) {
        const QJsonObject request = longWay(body, u"GetItem");
        if (!lw::api::onlyMembers(request, {u"TableName"_s, u"Key"_s, u"ConsistentRead"_s,
                                            u"ReturnConsumedCapacity"_s}))
            fail("a GetItem taken with other members");
        checkCommon(request, get->get.tableName, get->capacity);
        checkItem(request, u"Key"_s, get->get.key);
        const lw::Result<bool> consistent = lw::api::boolMember(request, u"ConsistentRead"_s);
        if (!consistent || *consistent != get->get.consistentRead)
            fail("the consistency differs");
    }
    if (const std::optional<lw::api::PlainPutItem> put = lw::api::plainPutItem(body)) {
        const QJsonObject request = longWay(body, u"PutItem");
        if (!lw::api::onlyMembers(request,
                                  {u"TableName"_s, u"Item"_s, u"ReturnConsumedCapacity"_s}))
            fail("a PutItem taken with other members");
        checkCommon(request, put->put.tableName, put->capacity);
        checkItem(request, u"Item"_s, put->put.item);
    }
    return 0;
}
