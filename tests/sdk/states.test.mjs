// Table and TTL states under `lwb serve`'s defaults, as an application written against AWS meets
// them: CreateTable answers CREATING, the SDK's waiter sees the table ACTIVE about half a second
// later, and a script polling DescribeTimeToLive sees ENABLED, though the workspace clock (manual)
// never moves: the server settles them in wall time (core/server/statesettler.h).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  PutItemCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
} from '@aws-sdk/client-dynamodb';

import { tableRequest, withServedWorkspace } from './lib/workbench.mjs';

const TableName = 'states';
// The waiters' own defaults sleep 20 s after a first CREATING answer; a test need not.
const waiting = (client) => ({ client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 });

async function failure(promise) {
  try {
    await promise;
  } catch (error) {
    return `${error.name}: ${error.message}`;
  }
  return 'succeeded';
}

test('tables and TTL settle in wall time under lwb serve defaults', async () => {
  await withServedWorkspace({ defaults: true }, async (bench) => {
    const clockBefore = await bench.clock();
    const created = await bench.dynamodb.send(new CreateTableCommand(tableRequest(TableName)));
    assert.equal(created.TableDescription.TableStatus, 'CREATING');
    assert.equal(
      await failure(bench.dynamodb.send(new PutItemCommand({ TableName, Item: { PK: { S: 'a' }, SK: { S: 'b' } } }))),
      'ResourceNotFoundException: Requested resource not found',
    );

    const started = Date.now();
    const waited = await waitUntilTableExists(waiting(bench.dynamodb), { TableName });
    assert.equal(waited.state, 'SUCCESS');
    const described = await bench.dynamodb.send(new DescribeTableCommand({ TableName }));
    assert.equal(described.Table.TableStatus, 'ACTIVE');
    assert.ok(Date.now() - started < 10000, 'ACTIVE within a few seconds of wall time');
    await bench.dynamodb.send(new PutItemCommand({ TableName, Item: { PK: { S: 'a' }, SK: { S: 'b' } } }));

    await bench.dynamodb.send(
      new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } }),
    );
    const seen = [];
    const deadline = Date.now() + 10000;
    for (;;) {
      const ttl = await bench.dynamodb.send(new DescribeTimeToLiveCommand({ TableName }));
      const status = ttl.TimeToLiveDescription.TimeToLiveStatus;
      if (seen.at(-1) !== status) seen.push(status);
      if (status === 'ENABLED' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual(seen, ['ENABLING', 'ENABLED']);
    assert.equal(await bench.clock(), clockBefore, 'the manual clock never moved');

    const deleting = await bench.dynamodb.send(new DeleteTableCommand({ TableName }));
    assert.equal(deleting.TableDescription.TableStatus, 'DELETING');
    const gone = await waitUntilTableNotExists(waiting(bench.dynamodb), { TableName });
    assert.equal(gone.state, 'SUCCESS');
  });
});
