// Lesson 33, Soft delete & archival, through the AWS SDK for JavaScript v3 against
// `lwb serve`: the sparse folder index hides a soft-deleted document that GetItem still finds;
// the seed's hard delete (a DeleteItem) is archived with deleted-by-ttl false; then the real
// thing DynamoDB Local could not do: the TTL sweeper deletes a soft-deleted document, its REMOVE
// carries the service's userIdentity as the SDK reads it, and the archiver tags it true.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { CreateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { readStream, tableRequest, withServedWorkspace } from './lib/workbench.mjs';

const TableName = 'p33-soft-delete-archival';
const RETENTION = 30 * 24 * 3600;

test('lesson 33: soft delete and archival through the SDK', async () => {
  await withServedWorkspace({ clock: '1792496916' }, async (bench) => {
    const created = await bench.dynamodb.send(
      new CreateTableCommand(
        tableRequest(TableName, {
          attributes: ['GSI1PK', 'GSI1SK'],
          GlobalSecondaryIndexes: [
            {
              IndexName: 'GSI1',
              KeySchema: [
                { AttributeName: 'GSI1PK', KeyType: 'HASH' },
                { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          ],
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
        }),
      ),
    );
    const streamArn = created.TableDescription.LatestStreamArn;
    await bench.dynamodb.send(
      new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } }),
    );
    await bench.advance(2000);
    // The seed's object names, archive/<PK>.json: the lesson's documents differ by PK.
    await bench.call('CreateConsumer', {
      TableName,
      ConsumerName: 'archive',
      Type: 'ARCHIVER',
      Archiver: { ObjectKeyTemplate: '{hash}.json' },
    });

    for (const [id, title] of [['d1', 'Q3 plan'], ['d2', 'Old draft'], ['d3', 'Budget']])
      await bench.documents.send(
        new PutCommand({ TableName, Item: { PK: `DOC#${id}`, SK: 'META', title, GSI1PK: 'FOLDER#work', GSI1SK: `DOC#${id}` } }),
      );
    const folder = async () =>
      (
        await bench.documents.send(
          new QueryCommand({
            TableName,
            IndexName: 'GSI1',
            KeyConditionExpression: 'GSI1PK = :folder',
            ExpressionAttributeValues: { ':folder': 'FOLDER#work' },
          }),
        )
      ).Items.map((item) => item.title);
    assert.deepEqual(await folder(), ['Q3 plan', 'Old draft', 'Budget']);

    const softDelete = async (id) => {
      const now = Math.floor((await bench.clock()) / 1000);
      await bench.documents.send(
        new UpdateCommand({
          TableName,
          Key: { PK: `DOC#${id}`, SK: 'META' },
          UpdateExpression: 'SET deletedAt = :now, expiresAt = :exp REMOVE GSI1PK, GSI1SK',
          ExpressionAttributeValues: { ':now': now, ':exp': now + RETENTION },
        }),
      );
    };
    await softDelete('d2');
    assert.deepEqual(await folder(), ['Q3 plan', 'Budget']);
    const d2 = await bench.documents.send(new GetCommand({ TableName, Key: { PK: 'DOC#d2', SK: 'META' } }));
    assert.deepEqual(d2.Item, { PK: 'DOC#d2', SK: 'META', title: 'Old draft', deletedAt: 1792496918, expiresAt: 1795088918 });

    // The seed's stand-in for TTL: a plain DeleteItem. Its REMOVE has no userIdentity.
    await bench.documents.send(new DeleteCommand({ TableName, Key: { PK: 'DOC#d2', SK: 'META' } }));
    const userDelete = (await readStream(bench.streams, streamArn)).records.at(-1);
    assert.equal(userDelete.eventName, 'REMOVE');
    assert.equal(userDelete.userIdentity, undefined);
    assert.equal(userDelete.dynamodb.OldImage.title.S, 'Old draft');
    await bench.advance(1000);
    const archived = await bench.call('GetArchiveObject', { Key: 'archive/DOC#d2.json' });
    assert.deepEqual(JSON.parse(archived.Body), {
      PK: { S: 'DOC#d2' },
      SK: { S: 'META' },
      title: { S: 'Old draft' },
      deletedAt: { N: '1792496918' },
      expiresAt: { N: '1795088918' },
    });
    assert.deepEqual(archived.TagSet, [{ Key: 'deleted-by-ttl', Value: 'false' }]);

    // Now the real thing: soft-delete d3 and let the TTL sweeper delete it.
    await softDelete('d3');
    const lifetimes = await bench.call('ListLifetimes', { TableName });
    const d3 = lifetimes.Lifetimes.find((life) => life.Key.PK.S === 'DOC#d3');
    assert.ok(d3.SweepAtMillis >= d3.ExpiresMillis, JSON.stringify(d3));
    await bench.call('AdvanceClock', { ToMillis: d3.SweepAtMillis });
    await bench.advance(1000); // the archiver polls

    const ttlDelete = (await readStream(bench.streams, streamArn)).records.at(-1);
    assert.equal(ttlDelete.eventName, 'REMOVE');
    assert.deepEqual(ttlDelete.dynamodb.Keys, { PK: { S: 'DOC#d3' }, SK: { S: 'META' } });
    // The SDK keeps what its model "Identity" names: PrincipalId and Type.
    assert.deepEqual(ttlDelete.userIdentity, { PrincipalId: 'dynamodb.amazonaws.com', Type: 'Service' });
    const budget = await bench.call('GetArchiveObject', { Key: 'archive/DOC#d3.json' });
    assert.equal(JSON.parse(budget.Body).title.S, 'Budget');
    assert.deepEqual(budget.TagSet, [{ Key: 'deleted-by-ttl', Value: 'true' }]);
    const listed = await bench.call('ListArchiveObjects', {});
    assert.deepEqual(
      listed.Contents.map((object) => object.Key),
      ['archive/DOC#d2.json', 'archive/DOC#d3.json'],
    );
    assert.deepEqual(await folder(), ['Q3 plan']);
  });
});
