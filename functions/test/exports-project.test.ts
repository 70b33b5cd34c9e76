import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { exportedNames, waitForExport, type ExportJobAnswer } from './support/export-jobs';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('exports-project');
const engineer = await companyMember(tenant);

type Job = ExportJobAnswer;

const project = async (name: string) =>
  (await call<{ id: string }>('POST', '/projects', { token: engineer.token, body: { name } })).body.id;
const pack = (name: string, projectId?: string) =>
  call('POST', '/packages', {
    token: engineer.token,
    body: { name, templateId: 'pet-bottle', draft: false, ...(projectId ? { projectId } : {}) },
  });
const waitForJob = (id: string) => waitForExport(call, id, engineer.token);
const sheetNames = exportedNames;

// Select all in a project exports the project, read by the job, not a list of at most 5,000 ids
// (issue 36 §6, decision 045).
describe('exporting a project', () => {
  it("holds exactly the project's packaging, none of another project's or of none", async () => {
    const chosen = await project('Dairy');
    const other = await project('Beverages');
    await pack('Yoghurt cup', chosen);
    await pack('Cream pot', chosen);
    await pack('Juice bottle', other);
    await pack('Loose bottle');
    const started = await call<Job>('POST', '/exports', {
      token: engineer.token,
      body: { format: 'xlsx', projectId: chosen },
    });
    expect(started.status).toBe(200);
    const job = await waitForJob(started.body.id);
    expect(job.status).toBe('done');
    expect(await sheetNames(job)).toEqual(['Cream pot', 'Yoghurt cup']);
  });

  it('refuses an unknown project and a selection with a project', async () => {
    const unknown = await call<Job>('POST', '/exports', {
      token: engineer.token,
      body: { format: 'xlsx', projectId: 'no-such-project' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ projectId: 'Unknown project' });
    const both = await call<Job>('POST', '/exports', {
      token: engineer.token,
      body: { format: 'xlsx', projectId: await project('Both'), packageIds: ['p1'] },
    });
    expect(both.status).toBe(400);
    expect(both.body.fields).toEqual({
      projectId: 'Export either the chosen packaging or a project, not both',
    });
  });
});
