// Load against `lwb serve`: CLIENTS concurrent AWS SDK v3 clients, each on its
// own keep-alive connection, doing a mix of PutItem, UpdateItem, GetItem, Query and DeleteItem
// for SECONDS, then a check that no acknowledged write was lost.
//
//   node tests/sdk/load.mjs [--seconds 60] [--clients 64] [--keys 16] [--url URL]
//
// With --url the load goes to an endpoint that is already serving (the window's Endpoint ▸ Serve,
// as tests/bench/bench_serving drives it): it creates its table there, and whoever serves runs
// the verify afterwards.
//
// Each client owns one partition (PK "client-<n>") of KEYS items, so every key has one writer
// and, its calls being sequential, the value the last acknowledged write left is known. During
// the run every GetItem and Query (strongly consistent) must read exactly that; afterwards every
// key is read once more and must hold its last acknowledged value (or be absent after an
// acknowledged delete). The only expected error is ConditionalCheckFailedException, from an
// UpdateItem conditioned on the item existing, and only when the client's own record says it does
// not. Prints a summary (operations, ops/s, latencies, errors by type); exits 1 on any unexpected
// error, wrong read or lost write, after stopping the server and running `lwb verify`.
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

import { clients, lwb, newWorkspace, removeWorkspace, serve, tableRequest } from './lib/workbench.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '64' },
    keys: { type: 'string', default: '16' },
    url: { type: 'string' },
  },
});
const seconds = Number(options.seconds);
const clientCount = Number(options.clients);
const keyCount = Number(options.keys);
for (const [name, value] of [['seconds', seconds], ['clients', clientCount], ['keys', keyCount]])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);

const TableName = 'Load';
const EXPECTED = new Set(['ConditionalCheckFailedException']);
const mix = [
  ['PutItem', 30],
  ['UpdateItem', 20],
  ['GetItem', 25],
  ['Query', 15],
  ['DeleteItem', 10],
];

const counts = Object.fromEntries(mix.map(([op]) => [op, 0]));
const latencies = [];
const errors = new Map(); // "<op> <error name>" → count
const problems = []; // wrong reads, lost writes, unexpected errors (the first few, in full)

function problem(text) {
  if (problems.length < 20) problems.push(text);
  else problems.length++;
}

function countError(op, error, expected) {
  const key = `${op} ${error.name}${expected ? ' (expected)' : ''}`;
  errors.set(key, (errors.get(key) ?? 0) + 1);
  if (!expected) problem(`${op}: ${error.name}: ${error.message}`);
}

function pickOp() {
  let r = Math.random() * 100;
  for (const [op, weight] of mix) if ((r -= weight) < 0) return op;
  return mix[0][0];
}

// One client: its own SDK client and connection, its own partition, its own record of what it
// wrote. `known` maps SK → the item as last acknowledged (null: deleted or never written);
// `unsure` holds keys whose last write failed without an answer (it may or may not have happened).
async function runClient(url, index, deadline) {
  const sdk = clients(url, { sockets: 1 });
  const PK = `client-${index}`;
  const known = new Map();
  const unsure = new Set();
  let version = 0;
  const sk = () => `item-${Math.floor(Math.random() * keyCount)}`;
  while (performance.now() < deadline) {
    const op = pickOp();
    const SK = sk();
    const started = performance.now();
    try {
      switch (op) {
        case 'PutItem': {
          const item = { PK, SK, version: ++version, payload: 'x'.repeat(100 + (version % 200)) };
          unsure.add(SK);
          await sdk.documents.send(new PutCommand({ TableName, Item: item }));
          known.set(SK, item);
          unsure.delete(SK);
          break;
        }
        case 'UpdateItem': {
          const next = ++version;
          unsure.add(SK);
          try {
            const { Attributes } = await sdk.documents.send(
              new UpdateCommand({
                TableName,
                Key: { PK, SK },
                UpdateExpression: 'SET version = :v',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':v': next },
                ReturnValues: 'ALL_NEW',
              }),
            );
            known.set(SK, Attributes);
            unsure.delete(SK);
          } catch (error) {
            if (error.name !== 'ConditionalCheckFailedException') throw error;
            unsure.delete(SK);
            const expected = !known.get(SK);
            if (!expected) problem(`UpdateItem ${PK}/${SK}: refused, but ${shown(known.get(SK))} was acknowledged`);
            countError(op, error, expected);
          }
          break;
        }
        case 'DeleteItem':
          unsure.add(SK);
          await sdk.documents.send(new DeleteCommand({ TableName, Key: { PK, SK } }));
          known.set(SK, null);
          unsure.delete(SK);
          break;
        case 'GetItem': {
          const { Item } = await sdk.documents.send(new GetCommand({ TableName, Key: { PK, SK }, ConsistentRead: true }));
          if (!unsure.has(SK) && !same(Item, known.get(SK)))
            problem(`GetItem ${PK}/${SK}: read ${shown(Item)}, last acknowledged ${shown(known.get(SK))}`);
          break;
        }
        case 'Query': {
          const { Items } = await sdk.documents.send(
            new QueryCommand({
              TableName,
              KeyConditionExpression: 'PK = :pk',
              ExpressionAttributeValues: { ':pk': PK },
              ConsistentRead: true,
            }),
          );
          const read = new Map(Items.map((item) => [item.SK, item]));
          for (let k = 0; k < keyCount; ++k) {
            const key = `item-${k}`;
            if (!unsure.has(key) && !same(read.get(key), known.get(key)))
              problem(`Query ${PK}: ${key} read ${shown(read.get(key))}, last acknowledged ${shown(known.get(key))}`);
          }
          break;
        }
      }
      counts[op]++;
    } catch (error) {
      countError(op, error, false);
    }
    latencies.push(performance.now() - started);
  }
  sdk.destroy();
  return { PK, known, unsure };
}

// Every key of every client read once more: its last acknowledged value must be there.
async function checkNoLostWrites(url, owners) {
  const sdk = clients(url, { sockets: 16 });
  let checked = 0;
  let lost = 0;
  for (const { PK, known, unsure } of owners) {
    await Promise.all(
      [...known].map(async ([SK, expected]) => {
        if (unsure.has(SK)) return;
        const { Item } = await sdk.documents.send(new GetCommand({ TableName, Key: { PK, SK }, ConsistentRead: true }));
        checked++;
        if (!same(Item, expected)) {
          lost++;
          problem(`lost write ${PK}/${SK}: read ${shown(Item)}, acknowledged ${shown(expected)}`);
        }
      }),
    );
  }
  sdk.destroy();
  return { checked, lost };
}

function same(actual, expected) {
  return isDeepStrictEqual(actual ?? null, expected ?? null);
}

// An item as a problem line shows it: its version, not its payload.
function shown(item) {
  return item ? `version ${item.version}` : 'none';
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

// Our own `lwb serve` on a fresh workspace, or the endpoint --url names (stopped and verified by
// whoever started it).
const workspace = options.url ? null : newWorkspace();
const server = options.url ? { url: options.url } : await serve(workspace);
let failed = false;
try {
  const setup = clients(server.url);
  await setup.dynamodb.send(
    new CreateTableCommand(tableRequest(TableName)),
  );
  setup.destroy();

  console.log(`load: ${clientCount} clients, ${seconds} s, ${keyCount} keys each, against ${server.url}`);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const owners = await Promise.all(Array.from({ length: clientCount }, (_, i) => runClient(server.url, i, deadline)));
  const elapsed = (performance.now() - started) / 1000;
  const { checked, lost } = await checkNoLostWrites(server.url, owners);

  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const sorted = latencies.sort((a, b) => a - b);
  console.log(`operations: ${total} in ${elapsed.toFixed(1)} s, ${(total / elapsed).toFixed(0)} ops/s`);
  for (const [op] of mix) console.log(`  ${op.padEnd(10)} ${String(counts[op]).padStart(8)}  ${(counts[op] / elapsed).toFixed(0).padStart(6)} ops/s`);
  console.log(`latency ms: p50 ${percentile(sorted, 50).toFixed(1)}, p99 ${percentile(sorted, 99).toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)}`);
  console.log(`errors: ${errors.size ? '' : 'none'}`);
  for (const [key, count] of errors) console.log(`  ${key}: ${count}`);
  console.log(`acknowledged writes checked afterwards: ${checked}, lost: ${lost}`);
  if (problems.length) {
    failed = true;
    console.log(`problems: ${problems.length}`);
    for (const text of problems.filter(Boolean)) console.log(`  ${text}`);
  }
} catch (error) {
  failed = true;
  console.log(`load failed: ${error.stack}`);
} finally {
  if (workspace) await stopAndVerify();
}
console.log(failed ? 'load: FAILED' : 'load: ok');
process.exit(failed ? 1 : 0);

async function stopAndVerify() {
  const stopped = await server.stop();
  const verified = lwb(workspace, 'verify');
  removeWorkspace(workspace);
  if (stopped.code !== 0 || stopped.stderr) {
    failed = true;
    console.log(`lwb serve exited ${stopped.code}: ${stopped.stderr}`);
  }
  console.log(`lwb verify: ${(verified.stdout + verified.stderr).trim()}`);
  if (verified.status !== 0) failed = true;
}
