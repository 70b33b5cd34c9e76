import { randomUUID } from 'node:crypto';
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../src/data/aws/clients';
import { platformKeys, tenantKeys, type ItemKey } from '../../src/data/keys';
import { getItem, queryPage, type StoredItem } from '../../src/data/table';
import { useApi } from '../support/api';
import { createMember, MEMBER_PASSWORD } from '../support/sessions';
import { companyMember } from '../support/company-members';
import { createTestTenant } from '../support/tenants';
import { useSecurityReport, type ReportRow } from './support/report';
import { isFullRun, raceSize } from './support/runs';
import { completeBody } from '../support/components';

/**
 * Races with their counts. Already covered at 20 callers elsewhere, and re-run here at a larger
 * size in the full form only: one sign-up per address (identity.test.ts), one company per name
 * and one winner among user edits (accounts.test.ts), counts under concurrent moves
 * (packaging.test.ts). New here: counts under concurrent creates, one winner among
 * concurrent edits of a packaging's version, and every one of parallel wrong passwords counted.
 */
const call = useApi();
const report = useSecurityReport('abuse-races', 'Races');
const rows: ReportRow[] = [];
const tenant = await createTestTenant('races');
const engineer = await companyMember(tenant);
const admin = await companyMember(tenant, { role: 'CLIENT_ADMIN' });
const N = raceSize;

type Pack = { id: string; name: string; version: number; projectId: string | null; code?: string };
type Project = { id: string; packageCount: number };
const component = completeBody;
const createPackage = (name: string, projectId: string) =>
  call<Pack>('POST', '/packages', {
    token: engineer.token,
    body: { name, draft: false, components: [component], projectId },
  });
const createProject = async (name: string) =>
  (await call<{ id: string }>('POST', '/projects', { token: engineer.token, body: { name } })).body.id;
const countOf = async (projectId: string) => {
  const list = await call<{ items: Project[] }>('GET', '/projects?limit=100', { token: engineer.token });
  return list.body.items.find((project) => project.id === projectId)?.packageCount;
};
const packagesIn = async (projectId: string) =>
  (
    await call<{ items: Pack[] }>('GET', `/packages?projectId=${projectId}&limit=100`, {
      token: engineer.token,
    })
  ).body.items.length;
const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
    {},
  );

describe('packaging', () => {
  it(`counts ${N} concurrent creates into one project exactly`, async () => {
    const project = await createProject(`Crowded ${randomUUID().slice(0, 4)}`);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => createPackage(`Racer ${i}`, project)),
    );
    const count = await countOf(project);
    rows.push({
      what: `${N} concurrent package creates into one project`,
      figure: `${JSON.stringify(statuses(answers))} → packageCount ${count}, ${await packagesIn(project)} listed`,
      target: `packageCount ${N}`,
      ok: count === N,
    });
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(count).toBe(N);
    expect(await packagesIn(project)).toBe(N);
  });

  it(`keeps counts exact while ${N} packages move out and ${N} are created at once`, async () => {
    const from = await createProject(`From ${randomUUID().slice(0, 4)}`);
    const to = await createProject(`To ${randomUUID().slice(0, 4)}`);
    const movers = await Promise.all(Array.from({ length: N }, (_, i) => createPackage(`Mover ${i}`, from)));
    await Promise.all([
      ...movers.map(({ body }) =>
        call('PUT', `/packages/${body.id}`, {
          token: engineer.token,
          body: {
            name: body.name,
            draft: false,
            components: [component],
            projectId: to,
            version: body.version,
          },
        }),
      ),
      ...Array.from({ length: N }, (_, i) => createPackage(`Newcomer ${i}`, from)),
    ]);
    const [fromCount, toCount] = [await countOf(from), await countOf(to)];
    rows.push({
      what: `${N} moves out of a project racing ${N} creates into it`,
      figure: `counts ${fromCount} / ${toCount}`,
      target: `${N} / ${N}`,
      ok: fromCount === N && toCount === N,
    });
    expect([fromCount, toCount]).toEqual([N, N]);
    expect([await packagesIn(from), await packagesIn(to)]).toEqual([N, N]);
  });

  it(`lets one of ${N} concurrent edits of one packaging version win; the rest get 409`, async () => {
    const project = await createProject(`Edited ${randomUUID().slice(0, 4)}`);
    const pack = (await createPackage('Contested', project)).body;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call<Pack>('PUT', `/packages/${pack.id}`, {
          token: engineer.token,
          body: {
            name: `Edit ${i}`,
            draft: false,
            components: [component],
            projectId: project,
            version: pack.version,
          },
        }),
      ),
    );
    const tally = statuses(answers);
    const after = await call<Pack>('GET', `/packages/${pack.id}`, { token: engineer.token });
    const winner = answers.find((answer) => answer.status === 200);
    rows.push({
      what: `${N} concurrent edits of one packaging version`,
      figure: JSON.stringify(tally),
      target: `1 × 200, ${N - 1} × 409`,
      ok: tally[200] === 1 && tally[409] === N - 1,
    });
    expect(tally).toEqual({ 200: 1, 409: N - 1 });
    expect(
      answers
        .filter((answer) => answer.status === 409)
        .every((answer) => answer.body.code === 'VERSION_CONFLICT'),
    ).toBe(true);
    expect(after.body).toMatchObject({ name: winner?.body.name, version: pack.version + 1 });
  });
});

describe.runIf(isFullRun)('at scale, races other files cover at 20 callers', () => {
  it(`makes one user of ${N} concurrent sign-ups with one address`, async () => {
    const email = `race-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'a good password';
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        call('POST', '/auth/signUp', {
          body: {
            firstName: 'Rae',
            lastName: 'Ce',
            company: 'Race Co',
            email,
            createPassword: password,
            confirmPassword: password,
            privacyPolicy: true,
            currentClientUrl: tenant.url,
          },
        }),
      ),
    );
    const users = await queryPage<StoredItem & { email: string }>({
      index: 'gsi1',
      partition: tenantKeys.usersPartition(tenant.clientId),
      limit: 500,
    });
    const made = users.items.filter((user) => user.email === email).length;
    rows.push({
      what: `${N} concurrent sign-ups with one address`,
      figure: `${JSON.stringify(statuses(answers))} → ${made} user`,
      target: '1 user',
      ok: made === 1,
    });
    expect(made).toBe(1);
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 });
  });

  it(`makes one company of ${N} concurrent creates of one name`, async () => {
    const name = `Race Co ${randomUUID().slice(0, 4)}`;
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        call('POST', '/company/create', { token: admin.token, body: { companyName: name } }),
      ),
    );
    const all = await call<{ name: string }[]>('GET', '/companies', { token: admin.token });
    const made = all.body.filter((company) => company.name === name).length;
    rows.push({
      what: `${N} concurrent creates of one company name`,
      figure: `${JSON.stringify(statuses(answers))} → ${made} company`,
      target: '1 company',
      ok: made === 1,
    });
    expect(made).toBe(1);
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 });
  });
});

/**
 * Runs `guesses` with every failure's count held back until all of them have read the attempts
 * item, as when they arrive at once. On a busy machine the later guesses would otherwise read the
 * throttle already engaged (five failures counted) and be refused before their password is
 * checked: fewer counts, and fewer of them racing.
 */
const allReadBeforeCounting = async <T>(attempts: ItemKey, readers: number, guesses: () => Promise<T>) => {
  const isAttempts = (key: unknown) =>
    (key as ItemKey | undefined)?.pk === attempts.pk && (key as ItemKey).sk === attempts.sk;
  const send = documentClient.send.bind(documentClient);
  const dynamo = mockClient(documentClient);
  dynamo.send.callThrough();
  let reads = 0;
  let allRead: () => void = () => undefined;
  const everyoneHasRead = new Promise<void>((resolve) => (allRead = resolve));
  dynamo.on(BatchGetCommand).callsFake(async (input: BatchGetCommand['input']) => {
    const answer = await send(new BatchGetCommand(input));
    const keys = Object.values(input.RequestItems ?? {}).flatMap((request) => request.Keys ?? []);
    if (keys.some(isAttempts) && ++reads === readers) allRead();
    return answer;
  });
  dynamo.on(UpdateCommand).callsFake(async (input: UpdateCommand['input']) => {
    if (isAttempts(input.Key)) await everyoneHasRead;
    return send(new UpdateCommand(input));
  });
  try {
    return await guesses();
  } finally {
    dynamo.restore();
  }
};

describe('login throttle', () => {
  const GUESSES = 50;

  it(`counts ${GUESSES} parallel wrong passwords for one account, and makes the next attempt wait`, async () => {
    const victim = await createMember(tenant.clientId, {
      role: 'DEFAULT_USER',
      companyIds: [tenant.companyId],
    });
    const guess = (password: string) =>
      call<{ code: string }>('POST', '/auth/login', {
        body: { email: victim.email, password },
        headers: { origin: tenant.url },
      });
    const answers = await allReadBeforeCounting(platformKeys.loginAttempts(victim.email), GUESSES, () =>
      Promise.all(Array.from({ length: GUESSES }, (_, i) => guess(`wrong guess ${i}`))),
    );
    const stored = await getItem<StoredItem & { failures: number }>(
      platformKeys.loginAttempts(victim.email),
      {
        consistent: true,
      },
    );
    const next = await guess(MEMBER_PASSWORD);
    rows.push({
      what: `${GUESSES} parallel wrong passwords for one account`,
      figure: `${JSON.stringify(statuses(answers))} → ${stored?.failures} failures stored, then ${next.status}`,
      target: `${GUESSES} failures, then 429`,
      ok: stored?.failures === GUESSES && next.status === 429,
    });
    expect(statuses(answers)).toEqual({ 401: GUESSES });
    expect(stored?.failures).toBe(GUESSES);
    // Even the right password waits: 2^(50−5) s, capped at the 5-minute most.
    expect(next.status).toBe(429);
    expect(next.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(290);
  }, 120_000);
});

afterAll(() => rows.forEach(report));
