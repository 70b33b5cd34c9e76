import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { csvHeaders } from '../src/import/columns';
import { useApi } from './support/api';
import { fileForm } from './support/images';
import { capturedLogLines, capturedMetricLines } from './support/logs';
import { companyMember } from './support/company-members';
import { ADMIN_PASSWORD, createTestTenant } from './support/tenants';
import { signUpBody } from './support/sign-up';

const call = useApi();
const tenant = await createTestTenant('observed');

type Line = Record<string, unknown>;
const logLines = (): Line[] => capturedLogLines.map((line) => JSON.parse(line) as Line);

interface EmfBlob {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [key: string]: unknown;
}
/** The EMF blobs that carry a metric, parsed as CloudWatch reads them. */
const blobsWith = (name: string): EmfBlob[] =>
  capturedMetricLines
    .map((line) => JSON.parse(line) as EmfBlob)
    .filter((blob) => blob._aws.CloudWatchMetrics.some((set) => set.Metrics.some((m) => m.Name === name)));
const dimensionsOf = (blob: EmfBlob) => blob._aws.CloudWatchMetrics[0]?.Dimensions[0] ?? [];

describe('logs of a request', () => {
  it('writes one line per request with the X-Request-Id sent, echoed in the answer, and no secret', async () => {
    const requestId = `web-${randomUUID()}`;
    const answer = await call('POST', '/auth/login', {
      body: { email: tenant.adminEmail, password: ADMIN_PASSWORD },
      headers: { origin: tenant.url, 'x-request-id': requestId },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(requestId);

    const lines = logLines().filter((line) => line.correlationId === requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'INFO',
      message: 'request',
      service: 'auth',
      group: 'auth',
      route: 'login',
      status: 200,
    });
    expect(typeof lines[0]?.requestId).toBe('string');
    expect(typeof lines[0]?.coldStart).toBe('boolean');
    const text = capturedLogLines.join('\n');
    expect(text).not.toContain(ADMIN_PASSWORD);
    expect(text).not.toContain((answer.body as { token: string }).token);
    expect(text).not.toContain(tenant.adminEmail);
  });

  it('names the tenant and the company of a signed-in call, by id only', async () => {
    const member = await companyMember(tenant);
    const requestId = `web-${randomUUID()}`;
    await call('GET', '/packages', {
      token: member.token,
      companyId: tenant.companyId,
      headers: { 'x-request-id': requestId },
    });
    const [line] = logLines().filter((candidate) => candidate.correlationId === requestId);
    expect(line).toMatchObject({ clientId: tenant.clientId, companyId: tenant.companyId, userId: member.id });
    expect(JSON.stringify(line)).not.toContain(member.email);
  });

  it("falls back to API Gateway's request id when the caller sends none or a forged one, and still echoes it", async () => {
    const forged = 'x\n{"level":"ERROR"}';
    const answer = await call('POST', '/auth/login', {
      body: { email: tenant.adminEmail, password: 'not the password' },
      headers: { origin: tenant.url, 'x-request-id': encodeURIComponent(forged) },
    });
    const echoed = answer.headers.get('x-request-id') ?? '';
    expect(echoed).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    expect(echoed).not.toContain('level');
    const [line] = logLines().filter((candidate) => candidate.correlationId === echoed);
    expect(line).toMatchObject({ route: 'login', status: 401, requestId: echoed });
  });
});

describe('the X-Request-Id header across origins (local gateway)', () => {
  it('lets the web app send it and read the echoed one', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await call('OPTIONS', '/auth/login', { headers: { origin } });
    expect(preflight.headers.get('access-control-allow-headers')?.split(',')).toContain('x-request-id');
    const answer = await call('GET', `/theme?url=${encodeURIComponent(tenant.url)}`, { headers: { origin } });
    expect(answer.headers.get('access-control-expose-headers')?.split(',')).toContain('x-request-id');
    expect(answer.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('metrics of an operation', () => {
  it('counts a failed login as LoginFailed=1 with its group, route and stage, and the tenant as metadata only', async () => {
    const before = blobsWith('LoginFailed').length;
    const answer = await call('POST', '/auth/login', {
      body: { email: tenant.adminEmail, password: 'still not the password' },
      headers: { origin: tenant.url },
    });
    expect(answer.status).toBe(401);
    const blobs = blobsWith('LoginFailed').slice(before);
    expect(blobs).toHaveLength(1);
    const [blob] = blobs as [EmfBlob];
    expect(blob._aws.CloudWatchMetrics[0]?.Namespace).toBe('Recyclens');
    expect(blob).toMatchObject({
      LoginFailed: 1,
      group: 'auth',
      route: 'login',
      stage: 'local',
      service: 'auth',
    });
    expect(blob.clientId).toBe(tenant.clientId);
    expect(dimensionsOf(blob)).toEqual(expect.arrayContaining(['group', 'route', 'stage']));
    expect(dimensionsOf(blob)).not.toContain('clientId');
    // The refusal also counts as a 4xx of the route.
    expect(blobsWith('ClientError').some((other) => other.route === 'login')).toBe(true);
  });

  it('counts each stored assessment by its methodology and grade', async () => {
    const engineer = await companyMember(tenant);
    const created = await call<{ id: string }>('POST', '/packages', {
      token: engineer.token,
      body: { name: 'bottle', templateId: 'pet-bottle', draft: false },
    });
    const before = blobsWith('Assessment').length;
    const answer = await call<{ grade: string }[]>('POST', `/packages/${created.body.id}/assessments`, {
      token: engineer.token,
      body: { countryIds: ['DE', 'FR'] },
    });
    expect(answer.status).toBe(200);
    const blobs = blobsWith('Assessment').slice(before);
    // Both results have the same methodology and grade: one line, counting two.
    expect(blobs).toHaveLength(1);
    const [blob] = blobs as [EmfBlob];
    expect(blob).toMatchObject({ group: 'packaging', route: 'assessPackage', grade: 'A' });
    expect(typeof blob.methodology).toBe('string');
    expect(blob.Assessment).toBe(2);
    expect(dimensionsOf(blob)).toEqual(expect.arrayContaining(['methodology', 'grade', 'route']));
  });

  it('counts a sign-up and the confirmation mail it sent', async () => {
    const signUps = blobsWith('SignUp').length;
    const mails = blobsWith('MailSent').length;
    const answer = await call('POST', '/auth/signUp', {
      body: signUpBody(`${tenant.url}/signUp`, `signup-${randomUUID().slice(0, 8)}@example.com`),
    });
    expect(answer.status).toBe(200);
    expect(blobsWith('SignUp').slice(signUps)).toEqual([
      expect.objectContaining({ SignUp: 1, route: 'signUp', clientId: tenant.clientId }),
    ]);
    expect(blobsWith('MailSent').slice(mails)).toEqual([
      expect.objectContaining({ MailSent: 1, route: 'signUp', template: 'confirmEmail' }),
    ]);
  });

  it('counts the rows an import stored, and the rows it refused', async () => {
    const importer = await companyMember(tenant);
    const row = (key: string, material: string) =>
      `${key};Glasflasche;;Flasche;;Deutschland;nein;Flasche;Grundkörper;Glas;${material};Keiner;Keiner;Weißglas (farblos);2,4;2,6;0;180`;
    const upload = (rows: string[]) =>
      call('POST', '/packages/import', {
        token: importer.token,
        form: fileForm(
          Buffer.from([csvHeaders.join(';'), ...rows].join('\r\n')),
          'packaging.csv',
          'text/csv',
        ),
      });
    const refusedBefore = blobsWith('ImportRefusedRows').length;
    expect((await upload([row('R1', 'Kalk-Natron-Glas'), row('R2', 'Kryptonit')])).status).toBe(400);
    expect(blobsWith('ImportRefusedRows').slice(refusedBefore)).toEqual([
      expect.objectContaining({ ImportRefusedRows: 1, route: 'importPackages', clientId: tenant.clientId }),
    ]);
    const storedBefore = blobsWith('ImportRows').length;
    expect((await upload([row('S1', 'Kalk-Natron-Glas'), row('S2', 'Kalk-Natron-Glas')])).status).toBe(200);
    expect(blobsWith('ImportRows').slice(storedBefore)).toEqual([
      expect.objectContaining({ ImportRows: 2, route: 'importPackages' }),
    ]);
  });

  it('times an export and counts the packages it holds, by format', async () => {
    const exporter = await companyMember(tenant);
    const created = await call<{ id: string }>('POST', '/packages', {
      token: exporter.token,
      body: { name: 'exported bottle', templateId: 'pet-bottle', draft: false },
    });
    const before = blobsWith('ExportDuration').length;
    const job = await call<{ status: string }>('POST', '/exports', {
      token: exporter.token,
      body: { format: 'xlsx', packageIds: [created.body.id] },
    });
    expect(job.body.status).toBe('done');
    const blobs = blobsWith('ExportDuration').slice(before);
    expect(blobs).toHaveLength(1);
    const [blob] = blobs as [EmfBlob];
    expect(blob).toMatchObject({ route: 'createExport', format: 'xlsx', ExportPackages: 1 });
    expect(typeof blob.ExportDuration).toBe('number');
    const units = blob._aws.CloudWatchMetrics[0]?.Metrics as { Name: string; Unit: string }[];
    expect(units).toContainEqual({ Name: 'ExportDuration', Unit: 'Milliseconds' });
  });
});
