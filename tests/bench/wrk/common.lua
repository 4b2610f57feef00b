-- What every request generator shares (bench.py loads these through wrk -s): the DynamoDB JSON 1.0
-- request shape with a fixed, well-formed SigV4 Authorization header (servers that check no
-- signature accept it; it costs what an SDK's header costs to parse), and the counting that lets
-- bench.py refuse a run with a failed or missed request. wrk runs each script once per thread,
-- each in its own Lua state, so counters are per thread and done() sums them.
local common = {}

-- The table every generator reads or writes, as bench.py creates and fills it.
common.table = os.getenv("LWB_BENCH_TABLE") or "Bench"
common.partitions = tonumber(os.getenv("LWB_BENCH_PARTITIONS") or "50")
common.perPartition = tonumber(os.getenv("LWB_BENCH_PER_PARTITION") or "100")

local headers = {
    ["Content-Type"] = "application/x-amz-json-1.0",
    ["X-Amz-Date"] = "20261201T000000Z",
    ["Authorization"] = "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261201/us-east-1/dynamodb/" ..
        "aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=" ..
        string.rep("0", 64),
}

function common.request(action, body)
    headers["X-Amz-Target"] = "DynamoDB_20120810." .. action
    return wrk.format("POST", "/", headers, body)
end

-- A ~200-byte item (as DynamoDB sizes it: names plus values) under a unique key of this thread.
local payload = string.rep("x", 150)
function common.putBody(pk, sk)
    return string.format(
        '{"TableName":"%s","Item":{"PK":{"S":"%s"},"SK":{"S":"%s"},"n":{"N":"42"},"data":{"S":"%s"}}}',
        common.table, pk, sk, payload)
end

-- A key bench.py wrote before the run: partition p<0..partitions-1>, sort key s<0..perPartition-1>,
-- zero-padded so that a Query's order is the numeric one.
function common.knownKey()
    return string.format("p%02d", math.random(0, common.partitions - 1)),
        string.format("s%04d", math.random(0, common.perPartition - 1))
end

function common.getBody(pk, sk)
    return string.format('{"TableName":"%s","Key":{"PK":{"S":"%s"},"SK":{"S":"%s"}}}',
        common.table, pk, sk)
end

-- Counting ------------------------------------------------------------------------------------
local threads = {}
-- setup() runs in the main Lua state; thread:set makes `id` a global of that thread's own state.
local nextId = 0

function setup(thread)
    thread:set("id", nextId)
    nextId = nextId + 1
    table.insert(threads, thread)
end

-- Per-thread globals (wrk reads them with thread:get in done()).
non200 = 0
misses = 0
sequence = 0

-- `expectItem`: the response must carry an item (GetItem over keys written first).
-- The response callback: counts answers other than 200, and 200s without `expected` in their
-- body (a GetItem that missed, a Query short of its Limit) as misses; nil expects nothing.
function common.check(expected)
    return function(status, _, body)
        if status ~= 200 then
            non200 = non200 + 1
        elseif expected and not string.find(body, expected, 1, true) then
            misses = misses + 1
        end
    end
end

function done(summary, latency, _)
    local failed, missed = 0, 0
    for _, thread in ipairs(threads) do
        failed = failed + thread:get("non200")
        missed = missed + thread:get("misses")
    end
    local errors = summary.errors
    io.write(string.format(
        "RESULT requests=%d duration_us=%d p50_us=%d p99_us=%d non200=%d misses=%d " ..
        "socket_errors=%d\n", summary.requests, summary.duration, latency:percentile(50),
        latency:percentile(99), failed, missed,
        errors.connect + errors.read + errors.write + errors.timeout))
end

return common
