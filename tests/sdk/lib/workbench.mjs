// What every SDK test, the load program and the benchmark share: `lwb serve` on a fresh
// workspace as a child process, AWS SDK v3 clients pointed at it (any credentials: the server
// checks none unless served with --credentials, credentials.test.mjs), and the workbench's own actions (AdvanceClock, CreateConsumer …) sent as raw
// DynamoDB JSON 1.0 requests, since the SDKs only know DynamoDB's actions.
//
// The lwb binary comes from $LWB_BINARY (ctest sets it), else build/app/lwb/lwb in the repo.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBStreamsClient,
  DescribeStreamCommand,
  GetShardIteratorCommand,
  GetRecordsCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const lwbBinary = process.env.LWB_BINARY || join(repo, 'build', 'app', 'lwb', 'lwb');

// Runs `lwb --workspace DIR ARGS…` to its end; returns {status, stdout, stderr}.
export function lwb(workspace, ...args) {
  const run = spawnSync(lwbBinary, ['--workspace', workspace, ...args], { encoding: 'utf8' });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// A fresh workspace folder, optionally with its clock set (TIME as `lwb clock set` reads it).
export function newWorkspace({ clock } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'lwb-sdk-'));
  if (clock !== undefined) {
    const set = lwb(dir, 'clock', 'set', String(clock));
    if (set.status !== 0) throw new Error(`lwb clock set ${clock}: ${set.stderr}`);
  }
  return dir;
}

export function removeWorkspace(dir) {
  rmSync(dir, { recursive: true, force: true });
}

// Starts `lwb --workspace DIR serve --port 0 --settle-ms 0 --ttl-settle-ms 2000 ARGS…`: tables
// are ACTIVE at once, for the tests that write right after CreateTable, and TTL settles as in a
// workspace. Resolves as serveWithDefaults.
export async function serve(workspace, ...args) {
  return serveWithDefaults(workspace, '--settle-ms', '0', '--ttl-settle-ms', '2000', ...args);
}

// Starts `lwb --workspace DIR serve --port 0 ARGS…` and resolves once its first line
// ("Serving DIR at http://127.0.0.1:PORT (Ctrl+C stops)") names the address.
export async function serveWithDefaults(workspace, ...args) {
  if (!existsSync(lwbBinary)) throw new Error(`no lwb binary at ${lwbBinary} (set LWB_BINARY)`);
  const child = spawn(lwbBinary, ['--workspace', workspace, 'serve', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise((resolve, reject) => {
    lines.once('line', resolve);
    exited.then(({ code }) => reject(new Error(`lwb serve exited ${code} before serving: ${stderr}`)));
  });
  const match = /^Serving .* at (http:\/\/\S+) \(Ctrl\+C stops\)$/.exec(first);
  if (!match) throw new Error(`unexpected first line from lwb serve: ${first}`);
  const output = [first];
  lines.on('line', (line) => output.push(line));
  return {
    url: match[1],
    pid: child.pid,
    // SIGTERM, then the exit: resolves to {code, signal, output (stdout lines), stderr}.
    async stop() {
      child.kill('SIGTERM');
      const { code, signal } = await exited;
      return { code, signal, output, stderr };
    },
  };
}

// The SDK v3 clients on `url`, keep-alive with up to `sockets` connections.
export function clients(url, { sockets = 50 } = {}) {
  const config = {
    endpoint: url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'any', secretAccessKey: 'any' },
    maxAttempts: 1, // a retry would hide an error the tests are there to see
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: sockets }) },
  };
  const dynamodb = new DynamoDBClient(config);
  return {
    dynamodb,
    documents: DynamoDBDocumentClient.from(dynamodb),
    streams: new DynamoDBStreamsClient(config),
    destroy() {
      dynamodb.destroy();
      this.streams.destroy();
    },
  };
}

// CreateTable's request for the tables the seed and these programs use: string keys PK (HASH)
// and SK (RANGE), on demand; `attributes` names more string attributes to define (index keys),
// `extra` adds members (StreamSpecification, GlobalSecondaryIndexes).
export function tableRequest(TableName, { attributes = [], ...extra } = {}) {
  return {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: ['PK', 'SK', ...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    ...extra,
  };
}

// A workbench action the SDKs do not know, as a raw JSON 1.0 request: resolves to the response
// body; a non-200 answer rejects with an Error whose name is the __type's last part.
export async function workbench(url, action, request = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.0',
      'X-Amz-Target': `DynamoDB_20120810.${action}`,
    },
    body: JSON.stringify(request),
  });
  const body = await response.json();
  if (response.status !== 200) {
    const error = new Error(body.message ?? body.Message ?? JSON.stringify(body));
    error.name = String(body.__type ?? response.status).split('#').pop();
    throw error;
  }
  return body;
}

// The whole stream of a table through the Streams client, as the seed reads it: DescribeStream,
// the first shard's TRIM_HORIZON iterator, GetRecords until a page comes back empty. Resolves to
// {records, iterator}: the records in order and the iterator to poll next.
export async function readStream(streams, streamArn) {
  const description = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
  const shardId = description.StreamDescription.Shards[0].ShardId;
  let { ShardIterator: iterator } = await streams.send(
    new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'TRIM_HORIZON' }),
  );
  const records = [];
  for (;;) {
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    iterator = page.NextShardIterator;
    if (page.Records.length === 0) return { records, iterator };
    records.push(...page.Records);
  }
}

// Serves a fresh workspace (its clock at `clock`, when given; with `lwb serve`'s own settle delays
// when `defaults`, else as serve() does) for one test file. Resolves to {url, workspace, dynamodb,
// documents, streams, call(action, request), advance(ms), clock(), finish()}.
export async function servedWorkspace({ clock, defaults = false } = {}) {
  const workspace = newWorkspace({ clock });
  const server = defaults ? await serveWithDefaults(workspace) : await serve(workspace);
  const sdk = clients(server.url);
  const session = {
    url: server.url,
    workspace,
    ...sdk,
    call: (action, request) => workbench(server.url, action, request),
    advance: (ms) => workbench(server.url, 'AdvanceClock', { ByMillis: ms }),
    // The workspace clock in epoch ms.
    clock: async () => (await workbench(server.url, 'DescribeClock')).ClockMillis,
    // Stops serving and checks the workspace: resolves to `lwb verify`'s result.
    async finish() {
      sdk.destroy();
      const stopped = await server.stop();
      const verified = lwb(workspace, 'verify');
      removeWorkspace(workspace);
      return { stopped, verified };
    },
  };
  return session;
}

// Runs `body(bench)` on a served workspace, then stops the server and checks, even when the body
// failed, that it exited cleanly and that `lwb verify` finds the workspace sound. Resolves to the
// server's stdout lines.
export async function withServedWorkspace(options, body) {
  const bench = await servedWorkspace(options);
  let finished;
  try {
    await body(bench);
  } finally {
    finished = await bench.finish();
  }
  const { stopped, verified } = finished;
  assert.equal(stopped.code, 0, `lwb serve exited ${stopped.code} (${stopped.signal}): ${stopped.stderr}`);
  assert.equal(stopped.stderr, '');
  assert.equal(verified.status, 0, `lwb verify: ${verified.stdout}${verified.stderr}`);
  assert.match(verified.stdout, /^ok: /);
  return stopped.output;
}
