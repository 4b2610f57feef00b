// Throughput limits under `lwb serve --throughput-limits`, as an application written against AWS
// meets them (docs/throughput.md): on a table of 1 WCU a burst of writes is refused with
// ProvisionedThroughputExceededException once the second's capacity is spent (a new table has no
// burst balance), BatchWriteItem hands back what it could not write as UnprocessedItems, and the
// SDK's own retries, with their backoff, get every write through as the clock, following real
// time, brings the capacity back; a client that allows too few attempts gives up as the SDK does.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';

import { clients, lwb, newWorkspace, removeWorkspace, serve, workbench } from './lib/workbench.mjs';

const TableName = 'fleet';

async function failure(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return null;
}

test('a burst is throttled, and the SDK retries in wall time until it is served', async () => {
  const workspace = newWorkspace();
  const server = await serve(workspace, '--throughput-limits');
  const sdk = clients(server.url);
  const { dynamodb } = sdk;
  // The SDK's standard retries (its default for DynamoDB), with room for a second's wait.
  let stopped;
  const retrying = new DynamoDBClient({
    endpoint: server.url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'any', secretAccessKey: 'any' },
    maxAttempts: 10,
  });
  try {
    assert.deepEqual(await workbench(server.url, 'DescribeThroughputLimits'), { ThroughputLimits: 'ENABLED' });
    await dynamodb.send(
      new CreateTableCommand({
        TableName,
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      }),
    );

    // Without retries: the burst's writes past the second's one unit are refused.
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        failure(dynamodb.send(new PutItemCommand({ TableName, Item: { pk: { S: `burst${i}` } } }))),
      ),
    );
    const refused = burst.filter((error) => error !== null);
    assert.ok(refused.length >= 3, `${refused.length} of 5 refused`);
    for (const error of refused) {
      assert.equal(error.name, 'ProvisionedThroughputExceededException');
      assert.equal(
        error.message,
        'The level of configured provisioned throughput for the table was exceeded. ' +
          'Consider increasing your provisioning level with the UpdateTable API.',
      );
      assert.equal(error.$metadata.httpStatusCode, 400);
      assert.equal(error.$metadata.attempts, 1);
      assert.deepEqual(error.ThrottlingReasons, [
        { reason: 'TableWriteProvisionedThroughputExceeded', resource: `arn:aws:dynamodb:us-east-1:000000000000:table/${TableName}` },
      ]);
    }

    // In a later second a batch writes what the second allows and hands back the rest (a batch
    // of which nothing could be written is refused whole, tst_throttling).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const batch = await dynamodb.send(
      new BatchWriteItemCommand({
        RequestItems: {
          [TableName]: Array.from({ length: 4 }, (_, i) => ({ PutRequest: { Item: { pk: { S: `batch${i}` } } } })),
        },
      }),
    );
    const unprocessed = batch.UnprocessedItems?.[TableName]?.length ?? 0;
    assert.ok(unprocessed >= 1 && unprocessed <= 3, JSON.stringify(batch.UnprocessedItems));

    // With the SDK's retries each write is served in the end, a second of wall time apart.
    const started = Date.now();
    let retried = 0;
    for (let i = 0; i < 4; ++i) {
      const put = await retrying.send(new PutItemCommand({ TableName, Item: { pk: { S: `retried${i}` } } }));
      if (put.$metadata.attempts > 1) ++retried;
    }
    assert.ok(retried >= 1, 'some writes were retried');
    assert.ok(Date.now() - started >= 2000, 'the capacity came back in wall time');
    const item = await retrying.send(new GetItemCommand({ TableName, Key: { pk: { S: 'retried3' } } }));
    assert.deepEqual(item.Item, { pk: { S: 'retried3' } });

    // Two attempts are not enough for a burst of ten: the SDK gives up with the service's error.
    const impatient = new DynamoDBClient({
      endpoint: server.url,
      region: 'us-east-1',
      credentials: { accessKeyId: 'any', secretAccessKey: 'any' },
      maxAttempts: 2,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        failure(impatient.send(new PutItemCommand({ TableName, Item: { pk: { S: `impatient${i}` } } }))),
      ),
    );
    impatient.destroy();
    const gaveUp = outcomes.filter((error) => error !== null);
    assert.ok(gaveUp.length >= 1, 'some gave up');
    for (const error of gaveUp) {
      assert.equal(error.name, 'ProvisionedThroughputExceededException');
      assert.equal(error.$metadata.attempts, 2);
    }
  } finally {
    sdk.destroy();
    retrying.destroy();
    stopped = await server.stop();
  }
  try {
    assert.equal(stopped.code, 0);
    // Serving put the workspace's own switch back: off.
    assert.equal(lwb(workspace, 'throughput', 'show').stdout.split('\n')[0], 'Throughput limits: off');
    assert.equal(lwb(workspace, 'verify').status, 0);
  } finally {
    removeWorkspace(workspace);
  }
});

test('without --throughput-limits nothing is throttled', async () => {
  const workspace = newWorkspace();
  const server = await serve(workspace);
  const sdk = clients(server.url);
  const { dynamodb } = sdk;
  try {
    assert.deepEqual(await workbench(server.url, 'DescribeThroughputLimits'), { ThroughputLimits: 'DISABLED' });
    await dynamodb.send(
      new CreateTableCommand({
        TableName,
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      }),
    );
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        failure(dynamodb.send(new PutItemCommand({ TableName, Item: { pk: { S: `k${i}` } } }))),
      ),
    );
    assert.deepEqual(burst.filter((error) => error !== null), []);
  } finally {
    sdk.destroy();
    await server.stop();
    removeWorkspace(workspace);
  }
});
