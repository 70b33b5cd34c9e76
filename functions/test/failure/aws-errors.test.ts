import { randomUUID } from 'node:crypto';
import {
  ProvisionedThroughputExceededException,
  ThrottlingException,
  TransactionCanceledException,
  type CancellationReason,
} from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { AccountSendingPausedException, MessageRejected, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { errorCatalog } from '@recyclens/shared';
import { documentClient, s3Client, sesClient } from '../../src/data/aws/clients';
import { findInvitation } from '../../src/data/repositories/invitations';
import { getUser } from '../../src/data/repositories/users';
import { useApi, type ApiAnswer } from '../support/api';
import { pngBytes, uploadProfilePicture } from '../support/images';
import { capturedLogLines } from '../support/logs';
import { mailsTo } from '../support/mails';
import { companyMember } from '../support/company-members';
import { createTestTenant } from '../support/tenants';
import { completeBody } from '../support/components';
import { signUpBody } from '../support/sign-up';

/**
 * The typed errors AWS answers under load or misuse, which DynamoDB Local, s3rver and the SES
 * emulator never produce: injected with aws-sdk-client-mock into the functions' own clients, one
 * command at a time, while every other call goes through to the emulators. Each case checks what
 * the user gets (status, stable code, message), that nothing is left half written, and the retries.
 */
const call = useApi();
const dynamo = mockClient(documentClient);
const s3 = mockClient(await s3Client());
const ses = mockClient(await sesClient());
for (const stub of [dynamo, s3, ses]) stub.send.callThrough();
afterEach(() => {
  for (const stub of [dynamo, s3, ses]) {
    stub.reset();
    stub.send.callThrough();
  }
});
afterAll(() => {
  for (const stub of [dynamo, s3, ses]) stub.restore();
});

const tenant = await createTestTenant('aws-errors');
const engineer = await companyMember(tenant);
const admin = await companyMember(tenant, { role: 'CLIENT_ADMIN' });

const component = completeBody;
const project = (
  await call<{ id: string }>('POST', '/projects', {
    token: engineer.token,
    body: { name: 'Throttled project' },
  })
).body;
const createPackage = (name: string) =>
  call<{ id: string }>('POST', '/packages', {
    token: engineer.token,
    body: { name, draft: false, components: [component], projectId: project.id },
  });
const packageNames = async () =>
  (
    await call<{ items: { name: string }[] }>('GET', `/packages?projectId=${project.id}&limit=100`, {
      token: engineer.token,
    })
  ).body.items.map((item) => item.name);
const packageCount = async () =>
  (
    await call<{ items: { id: string; packageCount: number }[] }>('GET', '/projects?limit=100', {
      token: engineer.token,
    })
  ).body.items.find((item) => item.id === project.id)?.packageCount;

const meta = { $metadata: {} };
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    ...meta,
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    CancellationReasons: codes.map((Code): CancellationReason => ({ Code })),
  });

const expectUnavailable = (answer: ApiAnswer) => {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: errorCatalog.SERVICE_UNAVAILABLE.message,
  });
  expect(answer.headers.get('retry-after')).toBe('1');
};

describe('DynamoDB under load', () => {
  it('answers a throttled list read with 503 and a retry time, and the next read works', async () => {
    dynamo.on(QueryCommand).rejectsOnce(
      new ProvisionedThroughputExceededException({
        ...meta,
        message: 'The level of configured provisioned throughput for the table was exceeded.',
      }),
    );
    expectUnavailable(await call('GET', '/packages', { token: engineer.token }));
    expect((await call('GET', '/packages', { token: engineer.token })).status).toBe(200);
  });

  it('does not sign a user out when the session read is throttled', async () => {
    dynamo
      .on(BatchGetCommand)
      .rejectsOnce(
        new ThrottlingException({ ...meta, message: 'Rate of requests exceeds the allowed throughput.' }),
      );
    expectUnavailable(await call('GET', '/me', { token: engineer.token }));
    expect((await call('GET', '/me', { token: engineer.token })).status).toBe(200);
  });

  it('tries a create again that lost a race for the project count, and counts it once', async () => {
    const before = await packageCount();
    const name = `Raced ${randomUUID().slice(0, 6)}`;
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'TransactionConflict', 'None'));
    const answer = await createPackage(name);
    expect(answer.status).toBe(200);
    // The packaging's one transaction (its PPWR summary is in it, decision 051), twice.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
    expect(await packageCount()).toBe((before ?? 0) + 1);
    expect((await packageNames()).filter((listed) => listed === name)).toHaveLength(1);
  });

  it('gives up on a create that keeps losing races with 503, having written nothing', async () => {
    const before = await packageCount();
    const name = `Crowded out ${randomUUID().slice(0, 6)}`;
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None', 'None'));
    expectUnavailable(await createPackage(name));
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(4);
    dynamo.reset();
    dynamo.send.callThrough();
    expect(await packageCount()).toBe(before);
    expect(await packageNames()).not.toContain(name);
  });

  it.each([
    ['ThrottlingError', 503],
    ['ProvisionedThroughputExceeded', 503],
    ['ValidationError', 500],
    ['ItemCollectionSizeLimitExceeded', 500],
  ] as const)(
    'answers a transaction cancelled by %s with %i, once, writing nothing',
    async (reason, status) => {
      const before = await packageCount();
      const name = `Cancelled ${reason}`;
      dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('None', reason, 'None'));
      const answer = await createPackage(name);
      if (status === 503) expectUnavailable(answer);
      else
        expect([answer.status, answer.body]).toEqual([
          500,
          { code: 'INTERNAL', message: errorCatalog.INTERNAL.message },
        ]);
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
      expect(await packageCount()).toBe(before);
      expect(await packageNames()).not.toContain(name);
    },
  );

  it('answers a condition that failed in a transaction with its own code, not a retry', async () => {
    const before = await packageCount();
    // The project's count item is the second of the create's transaction: the project went away.
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'ConditionalCheckFailed', 'None'));
    const answer = await createPackage('Into a deleted project');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(await packageCount()).toBe(before);
  });
});

describe('SES refusing mail', () => {
  const invite = (email: string) =>
    call<{ code?: string; message?: string }>('POST', '/profile/invite', {
      token: admin.token,
      body: { email, companyId: tenant.companyId },
    });

  it('says an address does not take our mail, and keeps no invitation nobody received', async () => {
    const email = `bounces-${randomUUID().slice(0, 6)}@example.com`;
    ses
      .on(SendEmailCommand)
      .rejectsOnce(new MessageRejected({ ...meta, message: 'Email address is on the suppression list' }));
    const answer = await invite(email);
    expect([answer.status, answer.body]).toEqual([
      422,
      { code: 'INVITE_MAIL_REJECTED', message: errorCatalog.INVITE_MAIL_REJECTED.message },
    ]);
    expect(await findInvitation(tenant.clientId, email)).toBeUndefined();
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('keeps the earlier invitation of an address when its renewal cannot be mailed', async () => {
    const email = `renewed-${randomUUID().slice(0, 6)}@example.com`;
    expect((await invite(email)).status).toBe(200);
    const first = await findInvitation(tenant.clientId, email);
    // A `…Once` behaviour counts from the stub's history: start it after the first mail.
    ses.resetHistory();
    ses.on(SendEmailCommand).rejectsOnce(new MessageRejected({ ...meta, message: 'Rejected' }));
    expect((await invite(email)).status).toBe(422);
    expect(await findInvitation(tenant.clientId, email)).toEqual(first);
  });

  it('answers a paused SES account with 503, logs it for the operators, and lets the invite be sent again', async () => {
    const email = `paused-${randomUUID().slice(0, 6)}@example.com`;
    ses.on(SendEmailCommand).rejectsOnce(
      new AccountSendingPausedException({
        ...meta,
        message: 'Email sending is disabled for your entire Amazon SES account.',
      }),
    );
    const answer = await invite(email);
    expect([answer.status, answer.body]).toEqual([
      503,
      { code: 'SERVICE_UNAVAILABLE', message: 'The invitation could not be sent. Please try again.' },
    ]);
    expect(await findInvitation(tenant.clientId, email)).toBeUndefined();
    expect(capturedLogLines.some((line) => line.includes('SES sending is paused for the account'))).toBe(
      true,
    );
    expect((await invite(email)).status).toBe(200);
    expect(await findInvitation(tenant.clientId, email)).toMatchObject({ companyId: tenant.companyId });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  });

  it('keeps a sign-up whose confirmation mail SES rejects; the mail can be asked for again', async () => {
    const email = `signup-${randomUUID().slice(0, 6)}@example.com`;
    ses.on(SendEmailCommand).rejectsOnce(new MessageRejected({ ...meta, message: 'Rejected' }));
    const answer = await call('POST', '/auth/signUp', {
      body: signUpBody(tenant.url, email),
    });
    expect(answer.status).toBe(200);
    const resent = await call('POST', '/auth/resendConfirmation', {
      body: { email, currentClientUrl: tenant.url },
    });
    expect(resent.body).toEqual({ success: true });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  });
});

describe('S3 failing', () => {
  const upload = (bytes: Buffer) => uploadProfilePicture(call, engineer.token, bytes);

  it('answers a throttled upload (SlowDown) with 503 and keeps the picture the user had', async () => {
    expect((await upload(pngBytes())).status).toBe(200);
    const before = await getUser(tenant.clientId, engineer.id);
    s3.resetHistory();
    s3.on(PutObjectCommand).rejectsOnce(
      new S3ServiceException({
        ...meta,
        name: 'SlowDown',
        $fault: 'server',
        message: 'Please reduce your request rate.',
      }),
    );
    expectUnavailable(await upload(pngBytes(6)));
    expect((await getUser(tenant.clientId, engineer.id))?.profilePicturePath).toBe(
      before?.profilePicturePath,
    );
    const shown = await call('GET', `/profile/profile-picture/${engineer.id}`, { token: engineer.token });
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('answers a picture whose object is gone (NoSuchKey) with 404, not 500', async () => {
    const lost = await companyMember(tenant);
    expect((await uploadProfilePicture(call, lost.token)).status).toBe(200);
    const { GetObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
    s3.on(GetObjectCommand).rejectsOnce(
      new NoSuchKey({ ...meta, message: 'The specified key does not exist.' }),
    );
    const answer = await call('GET', `/profile/profile-picture/${lost.id}`, { token: lost.token });
    expect(answer.status).toBe(404);
    expect((answer.body as { code: string }).code).toBe('NOT_FOUND');
  });
});
