// Lesson 31, DynamoDB Streams / CDC, through the AWS SDK for JavaScript v3 against
// `lwb serve`: an order written, updated and deleted; the stream read by hand with the Streams
// client (describe → shard → iterator → records) and replayed into a search index as the seed's
// handle() does, printing the seed's lines; the second GetRecords empty; and the workbench's
// search-index projector, the Lambda's stand-in, ending empty as well.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { GetRecordsCommand } from '@aws-sdk/client-dynamodb-streams';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { readStream, tableRequest, withServedWorkspace } from './lib/workbench.mjs';

const TableName = 'p31-streams-cdc';
const Key = { PK: 'ORDER#o1', SK: 'META' };

test('lesson 31: streams / CDC through the SDK', async () => {
  await withServedWorkspace({ clock: '1792496917.261' }, async (bench) => {
    const created = await bench.dynamodb.send(
      new CreateTableCommand(
        tableRequest(TableName, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } }),
      ),
    );
    const streamArn = created.TableDescription.LatestStreamArn;
    assert.match(streamArn, /^arn:aws:dynamodb:us-east-1:\d{12}:table\/p31-streams-cdc\/stream\//);
    await bench.call('CreateConsumer', { TableName, ConsumerName: 'search-index', Type: 'PROJECTOR' });

    await bench.documents.send(new PutCommand({ TableName, Item: { ...Key, status: 'PLACED', total: 42 } }));
    await bench.documents.send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: 'SET #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': 'SHIPPED' },
      }),
    );
    await bench.documents.send(new DeleteCommand({ TableName, Key }));

    // The seed's consumer, record by record.
    const { records, iterator } = await readStream(bench.streams, streamArn);
    const searchIndex = new Map();
    const lines = records.map((record) => {
      const keys = record.dynamodb.Keys;
      const docId = `${keys.PK.S}|${keys.SK.S}`;
      if (record.eventName === 'REMOVE') searchIndex.delete(docId);
      else searchIndex.set(docId, record.dynamodb.NewImage);
      const before = record.dynamodb.OldImage?.status?.S ?? 'None';
      const after = record.dynamodb.NewImage?.status?.S ?? 'None';
      return `${record.eventName}  ${docId}  status: ${before} -> ${after}  index size=${searchIndex.size}`;
    });
    assert.deepEqual(lines, [
      'INSERT  ORDER#o1|META  status: None -> PLACED  index size=1',
      'MODIFY  ORDER#o1|META  status: PLACED -> SHIPPED  index size=1',
      'REMOVE  ORDER#o1|META  status: SHIPPED -> None  index size=0',
    ]);
    assert.deepEqual(Object.fromEntries(searchIndex), {});
    for (const record of records) {
      assert.equal(record.eventSource, 'aws:dynamodb');
      assert.equal(record.awsRegion, 'us-east-1');
      assert.equal(record.dynamodb.StreamViewType, 'NEW_AND_OLD_IMAGES');
      assert.equal(record.dynamodb.ApproximateCreationDateTime.getTime(), 1792496917000);
      assert.equal(record.userIdentity, undefined); // a user's delete: no identity
    }
    assert.deepEqual(records[0].dynamodb.NewImage, {
      PK: { S: 'ORDER#o1' },
      SK: { S: 'META' },
      status: { S: 'PLACED' },
      total: { N: '42' },
    });
    assert.ok(BigInt(records[0].dynamodb.SequenceNumber) < BigInt(records[2].dynamodb.SequenceNumber));

    // A second later the reader has caught up: an empty page, and the projector has run.
    await bench.advance(1000);
    const again = await bench.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    assert.deepEqual(again.Records, []);
    const projection = await bench.call('ScanProjection', { TableName, ConsumerName: 'search-index' });
    assert.deepEqual(projection.Items, []);
    const consumer = await bench.call('DescribeConsumer', { TableName, ConsumerName: 'search-index' });
    assert.equal(consumer.ConsumerDescription.Statistics.RecordsProcessed, 3);
    assert.equal(consumer.ConsumerDescription.Checkpoint.SequenceNumber, records[2].dynamodb.SequenceNumber);
  });
});
