import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { capturedLogLines, capturedMetricLines } from './support/logs';
import { createMember } from './support/sessions';
import { ADMIN_PASSWORD, createTestTenant } from './support/tenants';

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
    const member = await createMember(tenant.clientId, {
      role: 'DEFAULT_USER',
      companyIds: [tenant.companyId],
    });
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
    const engineer = await createMember(tenant.clientId, {
      role: 'DEFAULT_USER',
      companyIds: [tenant.companyId],
    });
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
    // Both results have the same methodology and grade: one line, two values.
    expect(blobs).toHaveLength(1);
    const [blob] = blobs as [EmfBlob];
    expect(blob).toMatchObject({ group: 'packaging', route: 'assessPackage', grade: 'A' });
    expect(typeof blob.methodology).toBe('string');
    expect(blob.Assessment).toEqual([1, 1]);
    expect(dimensionsOf(blob)).toEqual(expect.arrayContaining(['methodology', 'grade', 'route']));
  });
});
