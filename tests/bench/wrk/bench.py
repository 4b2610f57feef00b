#!/usr/bin/env python3
"""The endpoint under wrk: `lwb serve` (durable and --in-memory) against dynalite, in one run.

    python3 tests/bench/wrk/bench.py [--seconds 10] [--runs 3] [--connections 16]
                                     [--ops put,get,query,mixed] [--servers lwb,lwb-memory,dynalite]

For each run, each operation and each server in turn (so that the machine's noise falls on all of
them alike), a fresh server: the table created, 50 partitions of 100 items written for the reads,
then wrk with one thread and N keep-alive connections for the given seconds. It prints, per
operation, the median ops/s, p50 and p99 latency, the server's CPU time per request (user +
system, from /proc/<pid>/stat) and each server's ratio to dynalite; then start-up time (spawn to
the first accepted connection) and idle RSS. Every response must be 200, every GetItem must hit
and every Query return 25 items: a run with any other answer is reported and the script exits 1.

Run by hand, not by ctest (tests/README.md). Needs wrk (scripts/deps.sh installs it) and the
dynalite that tests/sdk/package-lock.json pins (`npm ci` there, done here when it is missing).
"""

import argparse
import http.client
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
SDK = os.path.join(ROOT, "tests", "sdk")
TABLE = "Bench"
PARTITIONS = 50
PER_PARTITION = 100
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
GENERATORS = {"put": "putitem.lua", "get": "getitem.lua", "query": "query.lua", "mixed": "mixed.lua"}
TITLES = {"put": "PutItem", "get": "GetItem", "query": "Query (Limit 25)", "mixed": "80/20 Get/Put"}
HEADERS = {
    "Content-Type": "application/x-amz-json-1.0",
    "X-Amz-Date": "20261201T000000Z",
    "Authorization": "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261201/us-east-1/dynamodb/"
    "aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=" + "0" * 64,
}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """One fresh server process on a free port; `kind` is lwb, lwb-memory or dynalite."""

    def __init__(self, kind, lwb):
        self.kind = kind
        self.port = free_port()
        self.workspace = None
        if kind == "dynalite":
            cli = os.path.join(SDK, "node_modules", "dynalite", "cli.js")
            command = ["node", cli, "--port", str(self.port), "--host", "127.0.0.1",
                       "--createTableMs", "0", "--deleteTableMs", "0", "--updateTableMs", "0"]
        else:
            command = [lwb]
            if kind == "lwb":
                self.workspace = tempfile.mkdtemp(prefix="lwb-bench-")
                command += ["--workspace", self.workspace, "serve"]
            else:
                command += ["serve", "--in-memory"]
            # Tables ACTIVE at once, as dynalite is run above.
            command += ["--port", str(self.port), "--settle-ms", "0", "--ttl-settle-ms", "0"]
        started = time.perf_counter()
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.startup_ms = self._wait_ready(started) * 1000

    def _wait_ready(self, started):
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.kind} exited: {self.process.stderr.read().decode()}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return time.perf_counter() - started
            except OSError:
                time.sleep(0.0002)
            if time.perf_counter() - started > 30:
                raise RuntimeError(f"{self.kind} did not listen within 30 s")

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS  # utime, stime

    def rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def call(self, connection, action, request):
        headers = dict(HEADERS, **{"X-Amz-Target": "DynamoDB_20120810." + action})
        connection.request("POST", "/", json.dumps(request), headers)
        answer = connection.getresponse()
        body = answer.read()
        if answer.status != 200:
            raise RuntimeError(f"{self.kind} {action}: {answer.status} {body[:300]!r}")
        return json.loads(body)

    def prepare(self, fill):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        self.call(connection, "CreateTable", {
            "TableName": TABLE, "BillingMode": "PAY_PER_REQUEST",
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                     {"AttributeName": "SK", "AttributeType": "S"}],
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                          {"AttributeName": "SK", "KeyType": "RANGE"}]})
        while self.call(connection, "DescribeTable", {"TableName": TABLE})["Table"][
                "TableStatus"] != "ACTIVE":
            time.sleep(0.01)
        if fill:
            items = [{"PK": {"S": f"p{p:02d}"}, "SK": {"S": f"s{s:04d}"}, "n": {"N": "42"},
                      "data": {"S": "x" * 150}}
                     for p in range(PARTITIONS) for s in range(PER_PARTITION)]
            for at in range(0, len(items), 25):
                requests = [{"PutRequest": {"Item": item}} for item in items[at:at + 25]]
                answer = self.call(connection, "BatchWriteItem", {"RequestItems": {TABLE: requests}})
                if answer.get("UnprocessedItems"):
                    raise RuntimeError(f"{self.kind}: BatchWriteItem left items unprocessed")
        connection.close()

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.workspace:
            shutil.rmtree(self.workspace, ignore_errors=True)


def run_wrk(server, op, seconds, connections):
    env = dict(os.environ, LWB_BENCH_LUA=HERE, LWB_BENCH_TABLE=TABLE,
               LWB_BENCH_PARTITIONS=str(PARTITIONS), LWB_BENCH_PER_PARTITION=str(PER_PARTITION))
    cpu_before = server.cpu_seconds()
    out = subprocess.run(
        ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s",
         "-s", os.path.join(HERE, GENERATORS[op]), f"http://127.0.0.1:{server.port}/"],
        env=env, capture_output=True, text=True, check=True).stdout
    cpu = server.cpu_seconds() - cpu_before
    match = re.search(r"^RESULT (.*)$", out, re.M)
    if not match:
        raise RuntimeError(f"wrk printed no RESULT line:\n{out}")
    result = {key: int(value) for key, value in
              (pair.split("=") for pair in match.group(1).split())}
    result["ops"] = result["requests"] / (result["duration_us"] / 1e6)
    result["cpu_us"] = cpu * 1e6 / max(result["requests"], 1)
    return result


def median(values):
    return statistics.median(values) if values else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lwb", default=os.path.join(
        os.environ.get("LWB_BUILD_DIR", os.path.join(ROOT, "build")), "app", "lwb", "lwb"))
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--ops", default="put,get,query,mixed")
    parser.add_argument("--servers", default="lwb,lwb-memory,dynalite")
    options = parser.parse_args()
    ops = options.ops.split(",")
    kinds = options.servers.split(",")
    if shutil.which("wrk") is None:
        sys.exit("bench.py: wrk not found (scripts/deps.sh installs it)")
    if "dynalite" in kinds and not os.path.exists(os.path.join(SDK, "node_modules", "dynalite")):
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=SDK, check=True)

    results = {(op, kind): [] for op in ops for kind in kinds}
    startups = {kind: [] for kind in kinds}
    idle_rss = {kind: [] for kind in kinds}
    failures = []
    for run in range(options.runs):
        for op in ops:
            for kind in kinds:
                server = Server(kind, options.lwb)
                try:
                    startups[kind].append(server.startup_ms)
                    time.sleep(0.2)
                    idle_rss[kind].append(server.rss_mb())
                    server.prepare(fill=op != "put")
                    result = run_wrk(server, op, options.seconds, options.connections)
                finally:
                    server.stop()
                results[(op, kind)].append(result)
                bad = {k: result[k] for k in ("non200", "misses", "socket_errors") if result[k]}
                if bad:
                    failures.append(f"run {run + 1} {TITLES[op]} on {kind}: {bad}")
                print(f"run {run + 1}/{options.runs} {TITLES[op]:<17} {kind:<11} "
                      f"{result['ops']:>9.0f} ops/s  p99 {result['p99_us'] / 1000:6.2f} ms  "
                      f"{result['cpu_us']:6.1f} µs CPU/request", flush=True)

    print(f"\nMedians of {options.runs} runs, wrk -t1 -c{options.connections} "
          f"-d{options.seconds}s, each server fresh:")
    print(f"{'operation':<18}{'server':<12}{'ops/s':>9}{'p50 ms':>9}{'p99 ms':>9}"
          f"{'CPU µs/req':>12}{'× dynalite':>12}")
    for op in ops:
        base = median([r["ops"] for r in results.get((op, "dynalite"), [])])
        for kind in kinds:
            rows = results[(op, kind)]
            ops_s = median([r["ops"] for r in rows])
            ratio = f"{ops_s / base:.2f}" if base == base and kind != "dynalite" else ""
            print(f"{TITLES[op]:<18}{kind:<12}{ops_s:>9.0f}"
                  f"{median([r['p50_us'] for r in rows]) / 1000:>9.2f}"
                  f"{median([r['p99_us'] for r in rows]) / 1000:>9.2f}"
                  f"{median([r['cpu_us'] for r in rows]):>12.1f}{ratio:>12}")
    print(f"\n{'server':<12}{'start-up ms':>13}{'idle RSS MB':>13}   (medians of "
          f"{len(next(iter(startups.values())))} starts)")
    for kind in kinds:
        print(f"{kind:<12}{median(startups[kind]):>13.1f}{median(idle_rss[kind]):>13.1f}")
    if failures:
        print("\nFAILED: not every response was a 200 (or a GetItem missed, or a Query was short):"
              "\n  " +
              "\n  ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
