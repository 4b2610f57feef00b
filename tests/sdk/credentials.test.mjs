// `lwb serve --credentials FILE`: requests signed (AWS Signature Version 4) by the AWS SDK for
// JavaScript v3 and by the AWS CLI with a key of the file are served; tampered ones (the body
// changed after signing, a wrong secret, an unknown key id, a date 20 minutes off, no signature)
// are refused with DynamoDB's __type and message. And `--host 0.0.0.0` warns on stderr.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CreateTableCommand, DynamoDBClient, ListTablesCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient, ListStreamsCommand } from '@aws-sdk/client-dynamodb-streams';
import { SignatureV4 } from '@smithy/signature-v4'; // the SDK's own signer (its dependency)

import { lwb, newWorkspace, removeWorkspace, serve, tableRequest } from './lib/workbench.mjs';

const KEY = { accessKeyId: 'AKIDLWBTEST', secretAccessKey: 'lwb/test+secret/K7MDENG+bPxRfiCYEXAMPLE' };
const MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS ' +
  'Secret Access Key and signing method. Consult the service documentation for details.';

// SHA-256 and HMAC-SHA256 for SignatureV4, from node's crypto.
class Sha256 {
  constructor(secret) {
    this.hash = secret ? createHmac('sha256', secret) : createHash('sha256');
  }
  update(data) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

let dir, workspace, server;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lwb-keys-'));
  writeFileSync(join(dir, 'keys'), `# lwb serve --credentials\n${KEY.accessKeyId} ${KEY.secretAccessKey}\nother other-secret\n`);
  workspace = newWorkspace();
  server = await serve(workspace, '--credentials', join(dir, 'keys'));
});

after(async () => {
  const stopped = await server.stop();
  assert.equal(stopped.code, 0, stopped.stderr);
  assert.equal(stopped.stderr, '');
  const verified = lwb(workspace, 'verify');
  assert.equal(verified.status, 0, verified.stdout + verified.stderr);
  removeWorkspace(workspace);
  rmSync(dir, { recursive: true, force: true });
});

function sdk(credentials) {
  return new DynamoDBClient({ endpoint: server.url, region: 'eu-west-1', credentials, maxAttempts: 1 });
}

// A ListTables request signed by the SDK's signer, at `signingDate`; `tamper` changes it after.
async function signedFetch({ credentials = KEY, signingDate = new Date(), body = '{}', tamper = (r) => r } = {}) {
  const url = new URL(server.url);
  const signer = new SignatureV4({ credentials, region: 'us-east-1', service: 'dynamodb', sha256: Sha256 });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: '/',
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.ListTables',
      },
      body,
    },
    { signingDate },
  );
  const request = tamper(signed);
  const response = await fetch(server.url, { method: 'POST', headers: request.headers, body: request.body });
  return { status: response.status, body: await response.json() };
}

test('the SDK signing with a key of the file is served, DynamoDB and Streams', async () => {
  const client = sdk(KEY);
  await client.send(new CreateTableCommand(tableRequest('Signed')));
  await client.send(new PutItemCommand({ TableName: 'Signed', Item: { PK: { S: 'a' }, SK: { S: 'b' } } }));
  assert.deepEqual((await client.send(new ListTablesCommand({}))).TableNames, ['Signed']);
  const streams = new DynamoDBStreamsClient({ endpoint: server.url, region: 'us-east-1', credentials: KEY, maxAttempts: 1 });
  assert.deepEqual((await streams.send(new ListStreamsCommand({}))).Streams, []);
  client.destroy();
  streams.destroy();
});

test('a request signed by hand with the SDK signer is served', async () => {
  const answer = await signedFetch();
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(answer.body.TableNames, ['Signed']);
});

test('a wrong secret is InvalidSignatureException', async () => {
  const client = sdk({ accessKeyId: KEY.accessKeyId, secretAccessKey: 'wrong' });
  await assert.rejects(client.send(new ListTablesCommand({})), { name: 'InvalidSignatureException', message: MISMATCH });
  client.destroy();
});

test('an unknown key id is UnrecognizedClientException', async () => {
  const client = sdk({ accessKeyId: 'AKIDUNKNOWN', secretAccessKey: KEY.secretAccessKey });
  await assert.rejects(client.send(new ListTablesCommand({})), {
    name: 'UnrecognizedClientException',
    message: 'The security token included in the request is invalid.',
  });
  client.destroy();
});

test('a body changed after signing is InvalidSignatureException', async () => {
  const answer = await signedFetch({ tamper: (r) => ({ ...r, body: '{"Limit": 1}' }) });
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body, { __type: 'com.amazon.coral.service#InvalidSignatureException', message: MISMATCH });
});

test('a signature 20 minutes old is InvalidSignatureException "Signature expired"', async () => {
  const answer = await signedFetch({ signingDate: new Date(Date.now() - 20 * 60 * 1000) });
  assert.equal(answer.status, 400);
  assert.equal(answer.body.__type, 'com.amazon.coral.service#InvalidSignatureException');
  assert.match(answer.body.message, /^Signature expired: \d{8}T\d{6}Z is now earlier than \d{8}T\d{6}Z \(\d{8}T\d{6}Z - 15 min\.\)$/);
});

test('no Authorization header is MissingAuthenticationTokenException', async () => {
  const answer = await signedFetch({
    tamper: (r) => {
      const { authorization, ...headers } = r.headers;
      return { ...r, headers };
    },
  });
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body, {
    __type: 'com.amazon.coral.service#MissingAuthenticationTokenException',
    message: 'Request is missing Authentication Token',
  });
});

const aws = spawnSync('aws', ['--version'], { encoding: 'utf8' });
const awsMissing = aws.error ? 'the aws CLI is not installed (Debian: apt-get install awscli)' : false;

function awsCli(accessKeyId, secretAccessKey, ...args) {
  return spawnSync('aws', ['dynamodb', '--endpoint-url', server.url, '--output', 'json', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      AWS_ACCESS_KEY_ID: accessKeyId,
      AWS_SECRET_ACCESS_KEY: secretAccessKey,
      AWS_DEFAULT_REGION: 'us-east-1',
      AWS_PAGER: '',
      AWS_CONFIG_FILE: '/nonexistent',
      AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
      AWS_MAX_ATTEMPTS: '1',
    },
  });
}

test('the AWS CLI signing with a key of the file is served, and refused with a wrong one', { skip: awsMissing }, () => {
  const listed = awsCli(KEY.accessKeyId, KEY.secretAccessKey, 'list-tables');
  assert.equal(listed.status, 0, listed.stderr);
  assert.deepEqual(JSON.parse(listed.stdout).TableNames, ['Signed']);
  const put = awsCli('other', 'other-secret', 'put-item', '--table-name', 'Signed', '--item', '{"PK": {"S": "cli"}, "SK": {"S": "1"}}');
  assert.equal(put.status, 0, put.stderr);

  const wrong = awsCli(KEY.accessKeyId, 'wrong-secret', 'list-tables');
  assert.notEqual(wrong.status, 0);
  assert.match(wrong.stderr, /\(InvalidSignatureException\).*The request signature we calculated does not match/);
  const unknown = awsCli('AKIDUNKNOWN', 'x', 'list-tables');
  assert.notEqual(unknown.status, 0);
  assert.match(unknown.stderr, /\(UnrecognizedClientException\).*The security token included in the request is invalid\./);
});

test('serving on 0.0.0.0 warns on stderr', async () => {
  const open = newWorkspace();
  const served = await serve(open, '--host', '0.0.0.0');
  const stopped = await served.stop();
  removeWorkspace(open);
  assert.equal(stopped.code, 0);
  assert.match(stopped.stderr, /^lwb: warning: http:\/\/0\.0\.0\.0:\d+ is open to other machines, and any client that reaches it can read and change this workspace: no credentials are checked\./);
});
