-- Query with Limit 25 on one of the partitions bench.py filled, from a random sort key on: one
-- that leaves at least 25 items after it, so that every Query returns 25.
package.path = os.getenv("LWB_BENCH_LUA") .. "/?.lua;" .. package.path
local common = require("common")

local limit = 25

function request()
    local pk = string.format("p%02d", math.random(0, common.partitions - 1))
    local sk = string.format("s%04d", math.random(0, common.perPartition - limit))
    return common.request("Query", string.format(
        '{"TableName":"%s","Limit":%d,"KeyConditionExpression":"PK = :pk AND SK >= :sk",' ..
        '"ExpressionAttributeValues":{":pk":{"S":"%s"},":sk":{"S":"%s"}}}',
        common.table, limit, pk, sk))
end

response = common.check(string.format('"Count":%d,', limit))
