#!/usr/bin/env python3
"""Cheap lock-outs of `lwb serve`, tried while a normal client keeps working.

Against one `lwb serve`, with its default limits, this program opens
  * 16 connections that each announce a 16 MB PutItem body and send none of it (again as soon as
    the server answers: 408 once the body has not begun within the body-start timeout, 503 when
    their address's budget is used up), and
  * 1,000 connections that send nothing at all,
and meanwhile a normal client sends small requests (ListTables and PutItem, most on one kept-alive
connection, every tenth on a new one) for a few seconds. It fails unless every one of the normal
client's requests is answered 200, its p99 latency stays under 50 ms, and the held-back bodies
were refused within seconds (not the 60 s request timeout). The workspace must verify clean.

Needs about 1,100 open files, in this process and in lwb: it raises its soft limit to the hard
one (lwb inherits it, and raises its own as well); run by ctest as `serve_lockout`, with
LWB_BINARY naming the lwb to run.
"""
import asyncio
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HOLDERS = 16
IDLE = 1000
SECONDS = 5.0
P99_BUDGET_MS = 50.0
BODY = 16 * 1024 * 1024

TABLE = {
    "TableName": "lockout",
    "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
}


def raise_file_limit(needed):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        soft = hard
    print(f"open-file limit: soft {soft}, hard {hard}")
    if soft < needed:
        sys.exit(f"lockout: needs {needed} open files, the hard limit is {hard}")


# Any well-formed SigV4 Authorization: the endpoint checks no credentials here, but refuses a
# DynamoDB request without one, as the service does.
AUTHORIZATION = (
    "Authorization: AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261201/us-east-1/dynamodb/"
    "aws4_request, SignedHeaders=host, Signature=0\r\nX-Amz-Date: 20261201T000000Z\r\n"
)


def request_bytes(action, body):
    payload = json.dumps(body).encode()
    return (
        f"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n{AUTHORIZATION}"
        f"X-Amz-Target: DynamoDB_20120810.{action}\r\n"
        f"Content-Type: application/x-amz-json-1.0\r\nContent-Length: {len(payload)}\r\n\r\n"
    ).encode() + payload


async def read_response(reader):
    """(status, body) of the next response; raises on a closed connection."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    status = int(lines[0].split(" ")[1])
    length = 0
    for line in lines[1:]:
        if line.lower().startswith("content-length:"):
            length = int(line.split(":", 1)[1])
    body = await reader.readexactly(length)
    return status, body


class Attack:
    def __init__(self, port):
        self.port = port
        self.running = True
        self.refusals = {}  # status -> count
        self.held_ms = []  # how long each held-back body held its connection
        self.idle_closed = 0
        self.idle_open = []

    async def hold_body(self):
        head = (
            f"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n{AUTHORIZATION}"
            "X-Amz-Target: DynamoDB_20120810.PutItem\r\n"
            f"Content-Type: application/x-amz-json-1.0\r\nContent-Length: {BODY}\r\n\r\n"
        ).encode()
        while self.running:
            reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
            started = time.monotonic()
            writer.write(head)
            await writer.drain()
            try:
                status, _ = await read_response(reader)
                self.refusals[status] = self.refusals.get(status, 0) + 1
                self.held_ms.append((time.monotonic() - started) * 1000)
            except (asyncio.IncompleteReadError, ConnectionError):
                pass
            writer.close()
            await asyncio.sleep(0.1)

    async def open_idle(self):
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        self.idle_open.append(writer)
        try:
            await reader.read()  # returns once the server closes it, or the attack ends
        except ConnectionError:
            pass
        if self.running:
            self.idle_closed += 1


async def normal_client(port, seconds):
    latencies, failures = [], []
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    deadline = time.monotonic() + seconds
    n = 0
    while time.monotonic() < deadline:
        n += 1
        if n % 2:
            request = request_bytes("ListTables", {})
        else:
            request = request_bytes(
                "PutItem", {"TableName": "lockout", "Item": {"pk": {"S": f"item{n}"}, "n": {"N": str(n)}}}
            )
        fresh = n % 10 == 0
        started = time.monotonic()
        if fresh:
            r, w = await asyncio.open_connection("127.0.0.1", port)
        else:
            r, w = reader, writer
        w.write(request)
        await w.drain()
        try:
            status, body = await asyncio.wait_for(read_response(r), 10)
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.TimeoutError) as error:
            status, body = 0, repr(error).encode()
        latencies.append((time.monotonic() - started) * 1000)
        if fresh:
            w.close()
        if status != 200:
            failures.append((status, body[:200]))
            if not fresh:  # the kept-alive connection is gone: a new one
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.close()
    return latencies, failures


async def main_async(port):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(request_bytes("CreateTable", TABLE))
    await writer.drain()
    status, body = await read_response(reader)
    assert status == 200, body
    writer.close()

    attack = Attack(port)
    holders = [asyncio.create_task(attack.hold_body()) for _ in range(HOLDERS)]
    idle = []
    for _ in range(IDLE):
        idle.append(asyncio.create_task(attack.open_idle()))
        await asyncio.sleep(0)
    await asyncio.sleep(0.3)  # every connection made, every body announced

    latencies, failures = await normal_client(port, SECONDS)

    attack.running = False
    await asyncio.gather(*holders, return_exceptions=True)
    for w in attack.idle_open:
        w.close()
    await asyncio.gather(*idle, return_exceptions=True)
    return attack, latencies, failures


def main():
    lwb = os.environ.get("LWB_BINARY") or os.path.join(
        os.path.dirname(__file__), "..", "..", "build", "app", "lwb", "lwb"
    )
    raise_file_limit(IDLE + HOLDERS + 100)
    workspace = tempfile.mkdtemp(prefix="lwb-lockout-")
    server = subprocess.Popen(
        [lwb, "--workspace", workspace, "serve", "--port", "0", "--settle-ms", "0",
         "--ttl-settle-ms", "2000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        first = server.stdout.readline()
        assert " at http://127.0.0.1:" in first, first + server.stderr.read()
        port = int(first.split(" at http://127.0.0.1:")[1].split(" ")[0])
        attack, latencies, failures = asyncio.run(main_async(port))
    finally:
        server.send_signal(signal.SIGTERM)
        _, stderr = server.communicate(timeout=30)
    verify = subprocess.run([lwb, "--workspace", workspace, "verify"], capture_output=True, text=True)
    shutil.rmtree(workspace, ignore_errors=True)

    ordered = sorted(latencies)
    p50 = ordered[len(ordered) // 2]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"normal client: {len(latencies)} requests, p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {ordered[-1]:.1f} ms")
    print(f"held-back bodies: refusals {dict(sorted(attack.refusals.items()))}, "
          f"longest held {max(attack.held_ms, default=0):.0f} ms")
    print(f"idle connections: {IDLE} opened, {attack.idle_closed} closed by the server to make room")

    problems = []
    if failures:
        problems.append(f"{len(failures)} of the normal client's requests failed, e.g. {failures[:3]}")
    if p99 >= P99_BUDGET_MS:
        problems.append(f"p99 {p99:.1f} ms is not under {P99_BUDGET_MS} ms")
    if attack.refusals.get(408, 0) == 0:
        problems.append("no held-back body was given up (408)")
    if max(attack.held_ms, default=0) > 5000:
        problems.append("a held-back body kept its budget for more than 5 s")
    if server.returncode != 0 or stderr:
        problems.append(f"lwb serve exited {server.returncode}: {stderr}")
    if verify.returncode != 0:
        problems.append(f"lwb verify: {verify.stdout}{verify.stderr}")
    for problem in problems:
        print("FAIL:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
