import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { EndpointGroup } from '@recyclens/shared';
import { getFreePort, startLocalServices, type LocalServices } from '../src/local-services/index';
import { bucketNamesOf, localFunctionEnv, localSigningKeys } from '../src/local-stack/function-env';
import { ensureBuckets, ensureTable } from '../src/local-stack/provision';
import { startFakeAws, type FakeAws } from '../src/shipped/fake-aws';
import { startLambda, type LambdaProcess } from '../src/shipped/lambda-processes';
import { buildShippedAssets, type ShippedAsset } from '../src/shipped/shipped-assets';
import { startShippedGateway } from '../src/shipped/shipped-gateway';
import { completeBody } from '../../functions/test/support/components';
import { importWorkbook } from '../../functions/test/support/import-workbook';
import { readPdf } from '../../functions/test/support/pdf-read';

/**
 * `npm run test:shipped`: the Lambda assets `cdk synth` builds, each run in a process of its own
 * as Lambda runs it, driven with API Gateway events over the local services through the flow a
 * customer takes. The other suites test the source; this one the bundles that deploy.
 */
// Outside the repository: an asset inside it would find what it lacks in the repository's
// node_modules, which Lambda does not have.
const root = mkdtempSync(join(tmpdir(), 'recyclens-shipped-'));
const ancestorsOf = (dir: string): string[] =>
  dirname(dir) === dir ? [dir] : [dir, ...ancestorsOf(dirname(dir))];
const leaked = ancestorsOf(root).filter((dir) => existsSync(join(dir, 'node_modules')));
if (leaked.length > 0) throw new Error(`The assets would load packages from ${leaked.join(', ')}`);
const prefix = `shipped-${randomUUID().slice(0, 8)}`;
const password = 'Shipped-password-1';
const functionName = (name: string) => `${prefix}-${name}`;

let services: LocalServices;
let fakeAws: FakeAws;
let assets: Map<string, ShippedAsset>;
let gateway: { url: string; close(): Promise<void> };
let environment: Record<string, string>;
const running = new Map<string, Promise<LambdaProcess>>();
const output: string[] = [];

const lambda = (name: string): Promise<LambdaProcess> => {
  let started = running.get(name);
  if (!started) {
    const asset = assets.get(name);
    if (!asset) throw new Error(`No asset ${name}`);
    started = startLambda(asset, environment, (line) => output.push(line));
    running.set(name, started);
  }
  return started;
};
/** Every function cold again, as after a deploy or an idle spell: the next event starts it anew. */
const coldStart = async () => {
  const stopping = [...running.values()].map(async (started) => (await started).stop());
  running.clear();
  await Promise.all(stopping);
};

let tenant: { url: string; companyId: string; adminEmail: string };

beforeAll(async () => {
  services = await startLocalServices({
    dynamoPort: await getFreePort(),
    s3Port: await getFreePort(),
    sesPort: await getFreePort(),
    dataDir: join(root, 'data'),
    dynamoInMemory: true,
  });
  const firstSecret = randomUUID() + randomUUID();
  fakeAws = await startFakeAws({
    initialSecret: localSigningKeys(firstSecret),
    runWorker: async (name, event) => (await lambda(name.replace(`${prefix}-`, ''))).invoke(event),
  });
  const local = localFunctionEnv({
    endpoints: services.endpoints,
    tableName: prefix,
    bucketPrefix: prefix,
    apiPublicUrl: 'http://localhost:3000',
    jwtSecret: firstSecret,
    logLevel: 'warn',
  });
  // As the stack sets them (group-function.ts): the keys from Secrets Manager, jobs to the workers.
  const { JWT_KEYS: _localKeys, ...settings } = local;
  environment = {
    ...settings,
    JWT_SECRET_ARN: fakeAws.secretArn,
    EXPORT_WORKER_FUNCTION: functionName('export-worker'),
    ASSESSMENT_WORKER_FUNCTION: functionName('assessment-worker'),
    AWS_ENDPOINT_URL_LAMBDA: fakeAws.url,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: fakeAws.url,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  };
  await ensureTable(services.endpoints.dynamodb, prefix);
  await ensureBuckets(services.endpoints.s3, bucketNamesOf(local));

  // The tenant and the reference data, written as the operator's CLI writes them (from source).
  Object.assign(process.env, local);
  const [{ createTenantWithAdmin }, { seedLookups }, { createLogger }] = await Promise.all([
    import('@recyclens/functions/services/tenants/provisioning'),
    import('@recyclens/functions/services/packaging/lookups'),
    import('@recyclens/functions/logging/logger'),
  ]);
  await seedLookups();
  const slug = `shipped-${randomUUID().slice(0, 6)}`;
  const adminEmail = `admin@${slug}.example.com`;
  const created = await createTenantWithAdmin(
    {
      url: `https://${slug}.example.com`,
      name: 'Shipped',
      email: `contact@${slug}.example.com`,
      theme: { primaryColor: '#123456', secondaryColor: '#654321' },
      companyName: 'Shipped Company',
      blacklist: [],
      admin: { email: adminEmail, firstName: 'Ada', lastName: 'Admin', password },
    },
    createLogger({ level: 'silent' }),
  );
  tenant = { url: `https://${slug}.example.com`, companyId: created.companyId, adminEmail };

  assets = await buildShippedAssets(join(root, 'assets'));
  gateway = await startShippedGateway(async (group: EndpointGroup, event) =>
    (await lambda(group)).invoke(event),
  );
}, 600_000);

afterAll(async () => {
  await coldStart();
  await gateway?.close();
  await fakeAws?.close();
  await services?.stop();
  rmSync(root, { recursive: true, force: true });
});

type Answer<T> = { status: number; body: T; bytes: Buffer; type: string };
const call = async <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<Answer<T>> => {
  const headers: Record<string, string> = { origin: tenant.url, 'x-company-id': tenant.companyId };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const body = (
    type.includes('json') && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined
  ) as T;
  return { status: response.status, body, bytes, type };
};
const signIn = async () =>
  (await call<{ token: string }>('POST', '/auth/login', { body: { email: tenant.adminEmail, password } }))
    .body.token;
const keyIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid: string }).kid;
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 1200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('did not finish in 2 minutes');
};

// A failed step shows what the functions logged, as CloudWatch would.
beforeEach(() => onTestFailed(() => console.error(output.slice(-40).join(''))));

describe('the shipped Lambda assets', () => {
  let token: string;
  let packageId: string;

  it('sign a user in', async () => {
    token = await signIn();
    expect((await call<{ email: string }>('GET', '/me', { token })).body.email).toBe(tenant.adminEmail);
  });

  it('create, assess and report a packaging named in three scripts (the PDF with its fonts)', async () => {
    const name = 'Łódź Ωμέγα Москва';
    const created = await call<{ id: string }>('POST', '/packages', {
      token,
      body: { name, draft: false, components: [{ ...completeBody, weight: 20 }] },
    });
    expect(created.status).toBe(200);
    packageId = created.body.id;
    const results = await call<{ id: string; grade: string }[]>(
      'POST',
      `/packages/${packageId}/assessments`,
      {
        token,
        body: { countryIds: ['DE'] },
      },
    );
    expect(results.status).toBe(200);
    const resultId = results.body[0]?.id ?? '';
    const report = await call('GET', `/packages/${packageId}/results/${resultId}/report`, { token });
    expect(report.status).toBe(200);
    expect(report.type).toContain('application/pdf');
    expect((await readPdf(report.bytes)).text).toContain(name);
  });

  it('import a workbook (exceljs in its lazy chunk)', async () => {
    const template = await call('GET', '/packages/import-template', { token });
    expect(template.status).toBe(200);
    const rows = Array.from({ length: 25 }, (_, i) => [
      `P${i}`,
      `Imported ${i}`,
      '',
      'Bottle',
      '',
      'DE',
      'no',
    ]);
    const components = rows.map((row) => [
      row[0] ?? '',
      'Body',
      'Body',
      'Rigid plastic',
      'PP',
      'None',
      'None',
      'White',
      0.9,
      0.91,
      0,
      20,
    ]);
    const form = new FormData();
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    form.set(
      'file',
      new Blob([new Uint8Array(await importWorkbook(rows, components))], { type: xlsx }),
      'import.xlsx',
    );
    const imported = await call<{ imported: number }>('POST', '/packages/import', { token, form });
    expect(imported.body).toMatchObject({ imported: 25 });
  });

  it('export through the export worker (over 20 packaging go to it)', async () => {
    const started = await call<{ id: string }>('POST', '/exports', { token, body: { format: 'xlsx' } });
    expect(started.status).toBe(200);
    const job = await until(
      async () =>
        (
          await call<{ status: string; download: { url: string } | null }>(
            'GET',
            `/exports/${started.body.id}`,
            { token },
          )
        ).body,
      (state) => state.status === 'done' || state.status === 'failed',
    );
    expect(job.status).toBe('done');
    const file = Buffer.from(await (await fetch(job.download?.url ?? '')).arrayBuffer());
    expect(file.subarray(0, 2).toString()).toBe('PK');
    expect(running.has('export-worker')).toBe(true);
    expect(fakeAws.workerErrors).toEqual([]);
  });

  it('publish and link a guideline PDF', async () => {
    const list = await call<{ id: string }[] | { items: { id: string }[] }>('GET', '/guidelines', { token });
    expect(list.status).toBe(200);
    const items = Array.isArray(list.body) ? list.body : list.body.items;
    const link = await call<{ url: string }>('GET', `/guidelines/${items[0]?.id ?? ''}`, { token });
    expect(link.status).toBe(200);
    const pdf = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('assess the whole portfolio through the assessment worker', async () => {
    const started = await call<{ id: string }>('POST', '/assessment-jobs', {
      token,
      body: { countryIds: ['DE'] },
    });
    expect(started.status).toBe(200);
    const job = await until(
      async () =>
        (
          await call<{ status: string; done: number }>('GET', `/assessment-jobs/${started.body.id}`, {
            token,
          })
        ).body,
      (state) => !['queued', 'running'].includes(state.status),
    );
    expect(job).toMatchObject({ status: 'done', done: 26 });
    expect(running.has('assessment-worker')).toBe(true);
    expect(fakeAws.workerErrors).toEqual([]);
  });

  it('rotate the signing key without signing anyone out', async () => {
    const rotation = await lambda('signing-key-rotation');
    const event = { SecretId: fakeAws.secretArn, ClientRequestToken: fakeAws.startRotation() };
    for (const Step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'])
      await rotation.invoke({ ...event, Step });
    await coldStart();
    const fresh = await signIn();
    expect(keyIdOf(fresh)).not.toBe(keyIdOf(token));
    // The token of the key before still opens the API (it is the previous key now), and the new one does.
    expect((await call('GET', `/packages/${packageId}`, { token })).status).toBe(200);
    expect((await call('GET', `/packages/${packageId}`, { token: fresh })).status).toBe(200);
  });
});
