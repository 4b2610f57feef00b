// PartiQL through the AWS SDK for JavaScript v3 against `lwb serve` (docs/partiql.md):
// ExecuteStatement, BatchExecuteStatement and ExecuteTransaction, in client-dynamodb's typed
// AttributeValues and lib-dynamodb's plain documents; a SELECT that pins the partition key costs
// like a Query, one that does not like a Scan; errors arrive as the SDK's named exceptions.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  BatchExecuteStatementCommand,
  CreateTableCommand,
  ExecuteStatementCommand,
  ExecuteTransactionCommand,
} from '@aws-sdk/client-dynamodb';
import {
  BatchExecuteStatementCommand as BatchDocumentsCommand,
  ExecuteStatementCommand as DocumentsCommand,
  ExecuteTransactionCommand as TransactionDocumentsCommand,
  GetCommand,
} from '@aws-sdk/lib-dynamodb';

import { tableRequest, withServedWorkspace } from './lib/workbench.mjs';

const TableName = 'partiql-music';

async function refusal(promise) {
  try {
    await promise;
  } catch (error) {
    return { name: error.name, message: error.message };
  }
  assert.fail('the call succeeded');
}

test('PartiQL through the SDK', async () => {
  await withServedWorkspace({}, async (bench) => {
    await bench.dynamodb.send(new CreateTableCommand(tableRequest(TableName)));

    // INSERT with typed parameters, then a second time: DuplicateItemException.
    const insert = {
      Statement: `INSERT INTO "${TableName}" VALUE {'PK': ?, 'SK': ?, 'plays': 1, 'tags': <<'rock'>>}`,
      Parameters: [{ S: 'ARTIST#acme' }, { S: 'SONG#1' }],
    };
    assert.deepEqual((await bench.dynamodb.send(new ExecuteStatementCommand(insert))).Items, []);
    assert.deepEqual(await refusal(bench.dynamodb.send(new ExecuteStatementCommand(insert))), {
      name: 'DuplicateItemException',
      message: 'Duplicate primary key exists in table',
    });

    // Documents: lib-dynamodb marshals parameters and unmarshals Items.
    await bench.documents.send(
      new DocumentsCommand({
        Statement: `INSERT INTO "${TableName}" VALUE {'PK': ?, 'SK': ?, 'plays': ?}`,
        Parameters: ['ARTIST#acme', 'SONG#2', 5],
      }),
    );
    const songs = await bench.documents.send(
      new DocumentsCommand({
        Statement: `SELECT SK, plays FROM "${TableName}" WHERE PK = ? AND begins_with(SK, 'SONG#')`,
        Parameters: ['ARTIST#acme'],
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    assert.deepEqual(songs.Items, [{ SK: 'SONG#1', plays: 1 }, { SK: 'SONG#2', plays: 5 }]);
    assert.equal(songs.ConsumedCapacity.CapacityUnits, 0.5);

    // UPDATE with set_add and arithmetic, RETURNING the new values.
    const updated = await bench.documents.send(
      new DocumentsCommand({
        Statement: `UPDATE "${TableName}" SET plays = plays + 1 SET tags = set_add(tags, <<'live'>>) WHERE PK = 'ARTIST#acme' AND SK = 'SONG#1' RETURNING MODIFIED NEW *`,
      }),
    );
    assert.equal(updated.Items[0].plays, 2);
    assert.deepEqual([...updated.Items[0].tags].sort(), ['live', 'rock']);
    assert.deepEqual(
      await refusal(
        bench.dynamodb.send(
          new ExecuteStatementCommand({ Statement: `UPDATE "${TableName}" SET plays = 0 WHERE PK = 'ARTIST#acme'` }),
        ),
      ),
      {
        name: 'ValidationException',
        message: 'Where clause does not contain a mandatory equality on all key attributes',
      },
    );

    // Paging: Limit and NextToken.
    const first = await bench.documents.send(
      new DocumentsCommand({ Statement: `SELECT SK FROM "${TableName}" WHERE PK = 'ARTIST#acme'`, Limit: 1 }),
    );
    assert.deepEqual(first.Items, [{ SK: 'SONG#1' }]);
    const second = await bench.documents.send(
      new DocumentsCommand({
        Statement: `SELECT SK FROM "${TableName}" WHERE PK = 'ARTIST#acme'`,
        Limit: 1,
        NextToken: first.NextToken,
      }),
    );
    assert.deepEqual(second.Items, [{ SK: 'SONG#2' }]);

    // A batch of reads: an item, a missing one, a statement that does not parse.
    const batch = await bench.documents.send(
      new BatchDocumentsCommand({
        Statements: [
          { Statement: `SELECT plays FROM "${TableName}" WHERE PK = ? AND SK = ?`, Parameters: ['ARTIST#acme', 'SONG#2'] },
          { Statement: `SELECT * FROM "${TableName}" WHERE PK = 'nobody' AND SK = 'x'` },
          { Statement: `SLECT * FROM "${TableName}"` },
        ],
      }),
    );
    assert.deepEqual(batch.Responses[0], { TableName, Item: { plays: 5 } });
    assert.deepEqual(batch.Responses[1], { TableName });
    assert.equal(batch.Responses[2].Error.Code, 'ValidationError');

    // A transaction of writes guarded by EXISTS, then one whose INSERT finds its key taken.
    await bench.dynamodb.send(
      new ExecuteTransactionCommand({
        TransactStatements: [
          { Statement: `EXISTS(SELECT * FROM "${TableName}" WHERE PK = 'ARTIST#acme' AND SK = 'SONG#2' AND plays = 5)` },
          { Statement: `INSERT INTO "${TableName}" VALUE {'PK': 'ARTIST#acme', 'SK': 'SONG#3'}` },
          { Statement: `DELETE FROM "${TableName}" WHERE PK = 'ARTIST#acme' AND SK = 'SONG#1'` },
        ],
        ClientRequestToken: 'partiql-sdk-1',
      }),
    );
    const cancelled = await bench.dynamodb
      .send(
        new ExecuteTransactionCommand({
          TransactStatements: [
            { Statement: `UPDATE "${TableName}" SET plays = 9 WHERE PK = 'ARTIST#acme' AND SK = 'SONG#2'` },
            { Statement: `INSERT INTO "${TableName}" VALUE {'PK': 'ARTIST#acme', 'SK': 'SONG#3'}` },
          ],
        }),
      )
      .catch((error) => error);
    assert.equal(cancelled.name, 'TransactionCanceledException');
    assert.deepEqual(
      cancelled.CancellationReasons.map((reason) => reason.Code),
      ['None', 'DuplicateItem'],
    );

    // A transaction of reads, in documents.
    const read = await bench.documents.send(
      new TransactionDocumentsCommand({
        TransactStatements: [
          { Statement: `SELECT plays FROM "${TableName}" WHERE PK = 'ARTIST#acme' AND SK = 'SONG#2'` },
          { Statement: `SELECT * FROM "${TableName}" WHERE PK = 'ARTIST#acme' AND SK = 'SONG#1'` },
        ],
      }),
    );
    assert.deepEqual(read.Responses, [{ Item: { plays: 5 } }, {}]);
    const gone = await bench.documents.send(new GetCommand({ TableName, Key: { PK: 'ARTIST#acme', SK: 'SONG#1' } }));
    assert.equal(gone.Item, undefined);

    // Without the partition key a SELECT is a Scan with a filter, and costs like one.
    const scan = await bench.dynamodb.send(
      new ExecuteStatementCommand({ Statement: `SELECT * FROM "${TableName}" WHERE plays = 5`, ReturnConsumedCapacity: 'TOTAL' }),
    );
    assert.equal(scan.Items.length, 1);
    assert.equal(scan.ConsumedCapacity.CapacityUnits, 0.5);
    await bench.dynamodb.send(new BatchExecuteStatementCommand({
      Statements: [{ Statement: `DELETE FROM "${TableName}" WHERE PK = 'ARTIST#acme' AND SK = 'SONG#3'` }],
    }));
  });
});
