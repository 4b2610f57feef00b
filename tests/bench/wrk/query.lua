-- Query with Limit 25 on one of the partitions bench.py filled, from a random sort key on.
package.path = os.getenv("LWB_BENCH_LUA") .. "/?.lua;" .. package.path
local common = require("common")

function request()
    local pk, sk = common.knownKey()
    return common.request("Query", string.format(
        '{"TableName":"%s","Limit":25,"KeyConditionExpression":"PK = :pk AND SK >= :sk",' ..
        '"ExpressionAttributeValues":{":pk":{"S":"%s"},":sk":{"S":"%s"}}}',
        common.table, pk, sk))
end

response = common.check(false)
