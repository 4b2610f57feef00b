-- GetItem of keys bench.py wrote first: every one must hit.
package.path = os.getenv("LWB_BENCH_LUA") .. "/?.lua;" .. package.path
local common = require("common")

function request()
    return common.request("GetItem", common.getBody(common.knownKey()))
end

response = common.check('"Item"')
