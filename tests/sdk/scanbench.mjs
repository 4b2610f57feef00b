// The Scan that tests/bench/bench_remote measures the workbench's against: every page of TABLE
// through the AWS SDK for JavaScript v3's DynamoDBClient (items in the AttributeValue form, as the
// workbench reads them), one request at a time on a keep-alive connection, in one Node process.
// Runs the whole Scan RUNS times, the first warming the connection and the JIT as a long-running
// program would be; prints one line per run, "<items> items in <pages> pages: <ms> ms", the last
// the figure. A benchmark's helper: exits 1 if a call fails.
//
//   node tests/sdk/scanbench.mjs --url URL --table TABLE [--page-size 100] [--runs 2]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

import { ScanCommand } from '@aws-sdk/client-dynamodb';

import { clients } from './lib/workbench.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    table: { type: 'string' },
    'page-size': { type: 'string', default: '100' },
    runs: { type: 'string', default: '2' },
  },
});
const { dynamodb } = clients(options.url, { sockets: 1 });
const Limit = Number(options['page-size']);

for (let run = 0; run < Number(options.runs); ++run) {
  const started = performance.now();
  let items = 0;
  let pages = 0;
  let ExclusiveStartKey;
  do {
    const page = await dynamodb.send(new ScanCommand({ TableName: options.table, Limit, ExclusiveStartKey }));
    items += page.Items.length;
    pages += 1;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  console.log(`${items} items in ${pages} pages: ${(performance.now() - started).toFixed(1)} ms`);
}
dynamodb.destroy();
