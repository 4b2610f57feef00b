-- PutItem of ~200-byte items, every key new: "w<thread>-<n>" in partitions of its own.
package.path = os.getenv("LWB_BENCH_LUA") .. "/?.lua;" .. package.path
local common = require("common")

function request()
    sequence = sequence + 1
    return common.request("PutItem",
        common.putBody(string.format("w%d-%d", id, sequence), "0"))
end

response = common.check(nil)
