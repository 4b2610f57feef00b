// Lesson 32, Streams-maintained aggregates, through the AWS SDK for JavaScript v3
// against `lwb serve`: three orders, o2's total changed, o3 deleted; the stream read with the
// Streams client turned into the seed's deltas by its apply(); the workbench's store-stats
// aggregator (the Lambda's stand-in) keeping STORE#s1 / STATS, read with one GetItem and checked
// against the orders recomputed with a Query.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { readStream, tableRequest, withServedWorkspace } from './lib/workbench.mjs';

const TableName = 'p32-streams-aggregates';
const signed = (n) => (n < 0 ? `${n}` : `+${n}`);

// The seed's apply(), as the line it prints: orders only (the aggregate's own writes are on the
// stream too).
function delta(record) {
  const oldImage = record.dynamodb.OldImage ?? {};
  const newImage = record.dynamodb.NewImage ?? {};
  const image = Object.keys(newImage).length ? newImage : oldImage;
  if (image.type?.S !== 'Order') return null;
  const oldTotal = record.dynamodb.OldImage ? Number(oldImage.total.N) : 0;
  const newTotal = record.dynamodb.NewImage ? Number(newImage.total.N) : 0;
  const count = { INSERT: 1, REMOVE: -1 }[record.eventName] ?? 0;
  return `${record.eventName}  count ${signed(count)}  revenue ${signed(newTotal - oldTotal)}`;
}

test('lesson 32: streams-maintained aggregates through the SDK', async () => {
  await withServedWorkspace({ clock: '1792496917.261' }, async (bench) => {
    const created = await bench.dynamodb.send(
      new CreateTableCommand(
        tableRequest(TableName, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } }),
      ),
    );
    await bench.call('CreateConsumer', {
      TableName,
      ConsumerName: 'store-stats',
      Type: 'AGGREGATOR',
      Aggregator: {
        CountAttributeName: 'orderCount',
        Sums: [{ SourceAttributeName: 'total', TargetAttributeName: 'revenue' }],
      },
    });

    for (const [sk, total] of [['ORDER#o1', 42], ['ORDER#o2', 17], ['ORDER#o3', 99]])
      await bench.documents.send(new PutCommand({ TableName, Item: { PK: 'STORE#s1', SK: sk, type: 'Order', total } }));
    await bench.documents.send(
      new UpdateCommand({
        TableName,
        Key: { PK: 'STORE#s1', SK: 'ORDER#o2' },
        UpdateExpression: 'SET #total = :total',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':total': 20 },
      }),
    );
    await bench.documents.send(new DeleteCommand({ TableName, Key: { PK: 'STORE#s1', SK: 'ORDER#o3' } }));

    const { records } = await readStream(bench.streams, created.TableDescription.LatestStreamArn);
    assert.deepEqual(records.map(delta), [
      'INSERT  count +1  revenue +42',
      'INSERT  count +1  revenue +17',
      'INSERT  count +1  revenue +99',
      'MODIFY  count +0  revenue +3',
      'REMOVE  count -1  revenue -99',
    ]);

    // The aggregator polls a second later and applies each record as one ADD.
    await bench.advance(1000);
    const stats = await bench.documents.send(new GetCommand({ TableName, Key: { PK: 'STORE#s1', SK: 'STATS' } }));
    assert.deepEqual(stats.Item, { PK: 'STORE#s1', SK: 'STATS', orderCount: 2, revenue: 62 });

    const orders = await bench.documents.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: '(PK = :pk AND begins_with(SK, :prefix))',
        ExpressionAttributeValues: { ':pk': 'STORE#s1', ':prefix': 'ORDER#' },
      }),
    );
    const recomputed = { orderCount: orders.Items.length, revenue: orders.Items.reduce((sum, o) => sum + o.total, 0) };
    assert.deepEqual(recomputed, { orderCount: 2, revenue: 62 });

    // Its own writes to STATS are on the stream too, and skipped: the aggregate does not move.
    await bench.advance(1000);
    const after = await readStream(bench.streams, created.TableDescription.LatestStreamArn);
    const last = after.records.at(-1);
    assert.equal(last.eventName, 'MODIFY');
    assert.deepEqual(last.dynamodb.Keys, { PK: { S: 'STORE#s1' }, SK: { S: 'STATS' } });
    assert.equal(after.records.map(delta).filter((line) => line === null).length, after.records.length - 5);
    const still = await bench.documents.send(new GetCommand({ TableName, Key: { PK: 'STORE#s1', SK: 'STATS' } }));
    assert.deepEqual(still.Item, stats.Item);
  });
});
