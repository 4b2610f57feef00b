-- 80% GetItem of known keys, 20% PutItem of new ones: an application's read-mostly traffic.
package.path = os.getenv("LWB_BENCH_LUA") .. "/?.lua;" .. package.path
local common = require("common")

function request()
    sequence = sequence + 1
    if sequence % 5 == 0 then
        return common.request("PutItem",
            common.putBody(string.format("w%d-%d", id, sequence), "0"))
    end
    return common.request("GetItem", common.getBody(common.knownKey()))
end

-- A hit is not checked here: the reply carries no sign of which request it answers.
response = common.check(nil)
