// The endpoint benchmark: the same AWS SDK v3 load client, keep-alive, CONCURRENCY
// requests in flight, against `lwb serve` (a fresh workspace, durable commits), against
// dynalite (npm, in memory) and against a server that does nothing, each server in a process of
// its own, one after the other in the same run. For each of PutItem, GetItem and Query: a warm-up, then SECONDS of measured calls;
// prints ops/s for both, the ratio and whether it meets the budget (≥ 5× dynalite's throughput).
// Also the CPU time each server spent per call (from /proc, Linux), and the ceiling: the same
// client against a server that does no work (lib/nullserver.mjs). The one client process can be
// what limits every server; the ceiling says how far, and the CPU per call then says which
// server does more with its CPU. A benchmark, not a test: it prints figures and exits 0 unless a call fails.
//
//   node tests/sdk/bench.mjs [--seconds 10] [--warmup 2] [--concurrency 16] [--items 1000]
//
// The data: ITEMS items of ~200 bytes in ITEMS/10 partitions of 10 (PK "p<n>", SK "s<n>"),
// written by the PutItem phase's warm-up; GetItem reads one at random, Query reads one
// partition (10 items).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { clients, newWorkspace, removeWorkspace, serve, tableRequest } from './lib/workbench.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '16' },
    items: { type: 'string', default: '1000' },
  },
});
const seconds = Number(options.seconds);
const warmup = Number(options.warmup);
const concurrency = Number(options.concurrency);
const items = Number(options.items);
const BUDGET = 5;
const TableName = 'Bench';
const payload = 'x'.repeat(180);

// A Node server of lib/ (dynaliteserver.mjs, nullserver.mjs) in a process of its own.
async function startNodeServer(script) {
  const child = spawn(process.execPath, [fileURLToPath(new URL(`./lib/${script}`, import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  const port = /^listening (\d+)$/.exec(line)?.[1];
  if (!port) throw new Error(`${script} said: ${line}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM'))),
  };
}

const random = (n) => Math.floor(Math.random() * n);
const operations = {
  PutItem: (i) => new PutCommand({ TableName, Item: { PK: `p${Math.floor(i / 10) % (items / 10)}`, SK: `s${i % 10}`, n: i, payload } }),
  GetItem: () => {
    const i = random(items);
    return new GetCommand({ TableName, Key: { PK: `p${Math.floor(i / 10)}`, SK: `s${i % 10}` } });
  },
  Query: () =>
    new QueryCommand({ TableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `p${random(items / 10)}` } }),
};

// The CPU time (user + system, ms) process `pid` has used.
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

// Runs `make(i)`'s commands with `concurrency` in flight for `ms`: resolves to the calls done.
async function drive(documents, make, ms, counter) {
  const deadline = performance.now() + ms;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await documents.send(make(counter.next++));
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done;
}

// Resolves to {<operation>: {opsPerSecond, serverCpuMs, clientCpuMs (both per call)}}.
async function measure({ url, pid }) {
  const sdk = clients(url, { sockets: concurrency });
  await sdk.dynamodb.send(
    new CreateTableCommand(tableRequest(TableName)),
  );
  const counter = { next: 0 };
  // Every item once, so GetItem and Query read existing data.
  while (counter.next < items) await Promise.all(Array.from({ length: concurrency }, () => sdk.documents.send(operations.PutItem(counter.next++))));
  const figures = {};
  for (const [name, make] of Object.entries(operations)) {
    await drive(sdk.documents, make, warmup * 1000, counter);
    const started = performance.now();
    const cpuBefore = cpuMs(pid);
    const clientBefore = process.cpuUsage();
    const done = await drive(sdk.documents, make, seconds * 1000, counter);
    const client = process.cpuUsage(clientBefore);
    figures[name] = {
      opsPerSecond: done / ((performance.now() - started) / 1000),
      serverCpuMs: (cpuMs(pid) - cpuBefore) / done,
      clientCpuMs: (client.user + client.system) / 1000 / done,
    };
  }
  sdk.destroy();
  return figures;
}

const workspace = newWorkspace();
const lwbServer = await serve(workspace);
let workbench;
try {
  workbench = await measure(lwbServer);
} finally {
  await lwbServer.stop();
  removeWorkspace(workspace);
}
// Each Node server in turn: dynalite, then the ceiling (a server that does nothing).
async function measureNode(script) {
  const server = await startNodeServer(script);
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}
const reference = await measureNode('dynaliteserver.mjs');
const ceiling = await measureNode('nullserver.mjs');

const ops = (figure) => `${figure.opsPerSecond.toFixed(0).padStart(7)} op/s`;
const ms = (value) => `${value.toFixed(3)} ms`;
console.log(`SDK v3 client, keep-alive, concurrency ${concurrency}, ${seconds} s per operation after ${warmup} s warm-up, ${items} items`);
console.log(`${'operation'.padEnd(10)} ${'lwb serve'.padStart(12)} ${'dynalite'.padStart(12)} ${'ratio'.padStart(7)}  budget ≥ ${BUDGET}×`);
for (const name of Object.keys(operations)) {
  const ratio = workbench[name].opsPerSecond / reference[name].opsPerSecond;
  console.log(`${name.padEnd(10)} ${ops(workbench[name])} ${ops(reference[name])} ${ratio.toFixed(2).padStart(6)}×  ${ratio >= BUDGET ? 'met' : 'NOT met'}`);
}
console.log('\nServer CPU per call (what each server spends; the client is not in it):');
for (const name of Object.keys(operations)) {
  const [ours, theirs] = [workbench[name].serverCpuMs, reference[name].serverCpuMs];
  console.log(`${name.padEnd(10)} lwb serve ${ms(ours)}, dynalite ${ms(theirs)}: ${(theirs / ours).toFixed(2)}× less`);
}
console.log('\nThe ceiling: the same client against a server that does nothing (lib/nullserver.mjs):');
for (const name of Object.keys(operations)) {
  const most = ceiling[name].opsPerSecond / reference[name].opsPerSecond;
  console.log(
    `${name.padEnd(10)} ${ops(ceiling[name])}, client CPU ${ms(ceiling[name].clientCpuMs)} per call: ` +
      `no server can be more than ${most.toFixed(2)}× dynalite with this client`,
  );
}
