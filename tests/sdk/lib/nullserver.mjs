// The benchmark's ceiling (bench.mjs): a server that does no work at all. It answers each of the
// benchmark's calls with a fixed, well-formed DynamoDB answer of the same shape and size as the
// real ones (an item of ~200 bytes, a partition of 10), so what the load client reaches against
// it is the most any server can get from that client. Runs in a process of its own on a free
// port of 127.0.0.1: prints "listening PORT", stops on SIGTERM.
import { createServer } from 'node:http';

const item = (i) => ({ PK: { S: 'p1' }, SK: { S: `s${i}` }, n: { N: String(i) }, payload: { S: 'x'.repeat(180) } });
const answers = {
  CreateTable: {
    TableDescription: {
      TableName: 'Bench',
      TableStatus: 'ACTIVE',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    },
  },
  PutItem: {},
  GetItem: { Item: item(1) },
  Query: { Items: Array.from({ length: 10 }, (_, i) => item(i)), Count: 10, ScannedCount: 10 },
};
const bodies = Object.fromEntries(Object.entries(answers).map(([action, answer]) => [action, Buffer.from(JSON.stringify(answer))]));

const server = createServer({ keepAlive: true }, (request, response) => {
  request.resume();
  request.on('end', () => {
    const action = String(request.headers['x-amz-target'] ?? '').split('.')[1];
    const body = bodies[action];
    if (!body) {
      response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#UnknownOperationException' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'content-length': body.length });
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
