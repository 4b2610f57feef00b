// Lesson 30, TTL for expiry, replayed through the AWS SDK for JavaScript v3 against
// `lwb serve`: the seed's calls and the outcomes its transcript prints, then what DynamoDB Local
// could not show: three days later the sweeper has deleted the expired sessions, not the one
// with a millisecond timestamp.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { tableRequest, withServedWorkspace } from './lib/workbench.mjs';

const TableName = 'p30-ttl-expiry';
const sks = (items) => items.map((item) => item.SK);

test('lesson 30: TTL for expiry through the SDK', async () => {
  const output = await withServedWorkspace({ clock: '1792496915.261' }, async (bench) => {
    await bench.dynamodb.send(
      new CreateTableCommand(tableRequest(TableName)),
    );
    await bench.dynamodb.send(
      new UpdateTimeToLiveCommand({
        TableName,
        TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
      }),
    );
    const enabling = await bench.dynamodb.send(new DescribeTimeToLiveCommand({ TableName }));
    assert.equal(enabling.TimeToLiveDescription.TimeToLiveStatus, 'ENABLING');
    await bench.advance(2000);
    const status = await bench.dynamodb.send(new DescribeTimeToLiveCommand({ TableName }));
    assert.deepEqual(status.TimeToLiveDescription, { TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });

    const nowMs = await bench.clock();
    assert.equal(nowMs, 1792496917261);
    const now = Math.floor(nowMs / 1000);
    await bench.documents.send(
      new BatchWriteCommand({
        RequestItems: {
          [TableName]: [
            { PutRequest: { Item: { PK: 'USER#alice', SK: 'PROFILE', name: 'Alice' } } },
            { PutRequest: { Item: { PK: 'USER#alice', SK: 'SESSION#old', expiresAt: now - 60 } } },
            { PutRequest: { Item: { PK: 'USER#alice', SK: 'SESSION#new', expiresAt: now + 3600 } } },
          ],
        },
      }),
    );

    const raw = { TableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'USER#alice' } };
    assert.deepEqual(sks((await bench.documents.send(new QueryCommand(raw))).Items), [
      'PROFILE',
      'SESSION#new',
      'SESSION#old',
    ]);
    const fresh = await bench.documents.send(
      new QueryCommand({
        ...raw,
        FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
        ExpressionAttributeValues: { ':pk': 'USER#alice', ':now': now },
      }),
    );
    assert.deepEqual(sks(fresh.Items), ['PROFILE', 'SESSION#new']);
    assert.equal(fresh.ScannedCount, 3);

    // Common mistake: milliseconds instead of seconds.
    await bench.documents.send(
      new PutCommand({ TableName, Item: { PK: 'USER#alice', SK: 'SESSION#bug', expiresAt: nowMs } }),
    );
    const bug = await bench.documents.send(
      new GetCommand({ TableName, Key: { PK: 'USER#alice', SK: 'SESSION#bug' } }),
    );
    assert.deepEqual(bug.Item, { PK: 'USER#alice', SK: 'SESSION#bug', expiresAt: 1792496917261 });

    // Three days later the sweeper (within 48 hours of expiry) has run; SESSION#bug never expires.
    const moved = await bench.advance(3 * 24 * 3600 * 1000);
    assert.equal(moved.ClockMillis, 1792496917261 + 3 * 24 * 3600 * 1000);
    assert.deepEqual(sks((await bench.documents.send(new QueryCommand(raw))).Items), ['PROFILE', 'SESSION#bug']);
    const lifetimes = await bench.call('ListLifetimes', { TableName });
    const deletedBy = Object.fromEntries(lifetimes.Lifetimes.map((life) => [life.Key.SK.S, life.DeletedBy ?? null]));
    assert.deepEqual(deletedBy, {
      PROFILE: null,
      'SESSION#bug': null,
      'SESSION#new': 'ttl',
      'SESSION#old': 'ttl',
    });
  });
  assert.match(output.at(-1), /^Stopped serving .*; the clock shows 2026-10-23T11:48:37.261Z$/);
});
