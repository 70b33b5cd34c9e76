import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  S3RVER_CREDENTIALS,
  getFreePort,
  isPortFree,
  readSentMails,
  startDynamoDbLocal,
  startLocalServices,
  type LocalServices,
} from '../src/local-services/index';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
// Inside the repo rather than /tmp so the sandbox/CI sees the same filesystem as `npm run dev`.
const dataDir = join(repoRoot, '.data', `test-local-services-${randomUUID()}`);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('startLocalServices', () => {
  let services: LocalServices;
  let ports: number[];

  beforeAll(async () => {
    ports = await Promise.all([getFreePort(), getFreePort(), getFreePort()]);
    const [dynamoPort = 0, s3Port = 0, sesPort = 0] = ports;
    const startedAt = performance.now();
    services = await startLocalServices({ dynamoPort, s3Port, sesPort, dataDir, dynamoInMemory: true });
    console.info(`local services ready in ${Math.round(performance.now() - startedAt)} ms`);
  });

  afterAll(async () => {
    await services?.stop();
  });

  it('runs DynamoDB Local with working transactions', async () => {
    const client = new DynamoDBClient({
      endpoint: services.endpoints.dynamodb,
      region: 'local',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const TableName = 'transactions-test';
    await client.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );

    const putBoth = new TransactWriteItemsCommand({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: { pk: { S: 'TENANT#1' }, sk: { S: 'PROFILE' }, name: { S: 'Acme' } },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName,
            Item: { pk: { S: 'EMAIL#a@example.com' }, sk: { S: 'UNIQUE' } },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    });
    await client.send(putBoth);
    const stored = await client.send(
      new GetItemCommand({ TableName, Key: { pk: { S: 'TENANT#1' }, sk: { S: 'PROFILE' } } }),
    );
    expect(stored.Item?.name).toEqual({ S: 'Acme' });

    // The same transaction again must be cancelled as a whole: that all-or-nothing
    // behaviour is the reason we run the real emulator rather than a fake.
    await expect(client.send(putBoth)).rejects.toMatchObject({ name: 'TransactionCanceledException' });

    // sharedDb: other credentials and another region still see the same table. (DynamoDB Local
    // rejects access key ids that are not purely alphanumeric, hence no dashes here.)
    const otherClient = new DynamoDBClient({
      endpoint: services.endpoints.dynamodb,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'SomeoneElse42', secretAccessKey: 'x' },
    });
    const { TableNames } = await otherClient.send(new ListTablesCommand({}));
    expect(TableNames).toContain(TableName);
    client.destroy();
    otherClient.destroy();
  });

  it('runs s3rver with byte-identical round trips', async () => {
    const client = new S3Client({
      endpoint: services.endpoints.s3,
      region: 'us-east-1',
      credentials: S3RVER_CREDENTIALS,
      forcePathStyle: true,
      // s3rver predates the SDK's default CRC32 / aws-chunked uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const Bucket = 'local-services-test';
    const Key = 'nested/path/blob.bin';
    const body = randomBytes(200 * 1024);
    await client.send(new CreateBucketCommand({ Bucket }));
    await client.send(
      new PutObjectCommand({ Bucket, Key, Body: body, ContentType: 'application/octet-stream' }),
    );

    const object = await client.send(new GetObjectCommand({ Bucket, Key }));
    const roundTripped = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    expect(object.ContentLength).toBe(body.length);
    expect(roundTripped.equals(body)).toBe(true);
    client.destroy();
  });

  it('captures mail sent through the SES emulator', async () => {
    const client = new SESClient({
      endpoint: services.endpoints.ses,
      region: 'us-east-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const subject = `Confirm your address ${randomUUID()}`;
    const link = 'http://localhost:5173/confirm?token=abc123';
    await client.send(
      new SendEmailCommand({
        Source: 'no-reply@recyclens.local',
        Destination: { ToAddresses: ['user@example.com'] },
        Message: {
          Subject: { Data: subject },
          Body: { Text: { Data: `Open ${link}` }, Html: { Data: `<a href="${link}">Confirm</a>` } },
        },
      }),
    );

    const mails = await readSentMails(services.endpoints.ses);
    const mail = mails.find((candidate) => candidate.subject === subject);
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('no-reply@recyclens.local');
    expect(mail?.destination.to).toEqual(['user@example.com']);
    expect(mail?.body.text).toBe(`Open ${link}`);
    expect(mail?.body.html).toContain(`href="${link}"`);
    expect(mail?.at).toBeGreaterThan(Date.now() / 1000 - 60);
    client.destroy();
  });

  it('releases every port on stop()', async () => {
    await services.stop();
    for (const port of ports) expect(await isPortFree(port)).toBe(true);
    // stop() must be safe to call twice (afterAll calls it again).
    await services.stop();
  });
});

describe('startDynamoDbLocal with a data directory', () => {
  const dynamoDir = join(dataDir, 'dynamodb-persisted');

  it('keeps tables across restarts', async () => {
    const port = await getFreePort();
    const client = new DynamoDBClient({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'local',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      maxAttempts: 1,
    });
    const first = await startDynamoDbLocal({ port, dataDir: dynamoDir });
    try {
      await client.send(
        new CreateTableCommand({
          TableName: 'persisted',
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
          KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        }),
      );
    } finally {
      await first.stop();
    }

    const second = await startDynamoDbLocal({ port, dataDir: dynamoDir });
    try {
      const { TableNames } = await client.send(new ListTablesCommand({}));
      expect(TableNames).toEqual(['persisted']);
    } finally {
      await second.stop();
      client.destroy();
    }
  });
});
