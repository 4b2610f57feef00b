// The README's aws CLI examples, run as they stand against `lwb serve`: the block after the
// marker comment in README.md ("Serving the DynamoDB API"), each command through bash with the
// block's export line, only the endpoint's address replaced by the served one (the test starts
// the server itself, on a free port, instead of the block's `lwb … serve &`). Skipped, saying
// so, when no `aws` is installed (scripts/deps.sh installs Debian's awscli).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { withServedWorkspace } from './lib/workbench.mjs';

const readme = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md');
const MARKER = '<!-- tests/sdk/awscli.test.mjs runs the aws and curl lines of this block as they stand -->';
const README_URL = 'http://127.0.0.1:8000';

// The block's commands, continuation lines joined.
function readmeCommands() {
  const text = readFileSync(readme, 'utf8');
  const at = text.indexOf(MARKER);
  assert.notEqual(at, -1, `README.md lacks the marker ${MARKER}`);
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(at))[1];
  return block.replace(/\\\n\s*/g, '').split('\n').filter(Boolean);
}

const aws = spawnSync('aws', ['--version'], { encoding: 'utf8' });
const awsVersion = aws.error ? null : (aws.stdout || aws.stderr).trim();

test(`the README's aws CLI examples (${awsVersion ?? 'no aws'})`, { skip: awsVersion ? false : 'the aws CLI is not installed (Debian: apt-get install awscli)' }, async () => {
  const commands = readmeCommands();
  const exportLine = commands.find((line) => line.startsWith('export '));
  assert.ok(exportLine, 'the block sets credentials with an export line');
  // Served as the harness serves it (lib/workbench.mjs): tables ACTIVE at once.
  assert.match(commands[0], /^lwb --workspace \S+ serve --settle-ms 0 &/);
  const calls = commands.filter((line) => /^(aws|curl) /.test(line));
  assert.equal(calls.length, commands.length - 2, 'every other line is an aws or curl call');

  await withServedWorkspace({}, async (bench) => {
    const env = {
      ...process.env,
      AWS_PAGER: '', // the CLI v2 would page its output
      AWS_CONFIG_FILE: '/nonexistent', // a developer's own profile must not change the outcome
      AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
      AWS_DEFAULT_OUTPUT: 'json',
    };
    const outputs = [];
    for (const call of calls) {
      const command = call.replaceAll(README_URL, bench.url);
      const run = spawnSync('bash', ['-c', `set -e\n${exportLine}\n${command}`], { encoding: 'utf8', env });
      assert.equal(run.status, 0, `${command}\n${run.stderr}`);
      outputs.push({ call, json: run.stdout.trim() ? JSON.parse(run.stdout) : null });
    }
    const output = (pattern) => {
      const found = outputs.filter(({ call }) => pattern.test(call));
      assert.equal(found.length, 1, `one README call matches ${pattern}`);
      return found[0].json;
    };

    const table = output(/ create-table /).TableDescription;
    assert.equal(table.TableName, 'Carts');
    assert.deepEqual(table.StreamSpecification, { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    assert.deepEqual(output(/ update-time-to-live /).TimeToLiveSpecification, { Enabled: true, AttributeName: 'expiresAt' });
    assert.equal(output(/ put-item /), null);
    assert.deepEqual(output(/ update-item /).Attributes, { qty: { N: '5' } });
    const cart = output(/ get-item /).Item;
    assert.deepEqual([cart.PK, cart.qty], [{ S: 'CART#1' }, { N: '5' }]);
    assert.equal(output(/ query /).Count, 1);
    assert.deepEqual(output(/ execute-statement /).Items, [{ qty: { N: '5' } }]);
    const streams = output(/ list-streams/).Streams;
    assert.deepEqual(streams.map((stream) => [stream.TableName, stream.StreamArn]), [['Carts', table.LatestStreamArn]]);
    const moved = output(/AdvanceClock/);
    assert.equal(moved.ClockMillis - moved.PreviousClockMillis, 3 * 24 * 3600 * 1000);
    assert.equal(output(/ scan /).Count, 0);
    const life = (await bench.call('ListLifetimes', { TableName: 'Carts' })).Lifetimes;
    assert.equal(life.length, 1);
    assert.equal(life[0].DeletedBy, 'ttl');
  });
});
