import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * One packaging's PDF is saved under its name and the day (issue 36 §5): safe characters in the
 * plain file name, the name as written (umlauts too) in RFC 6266's filename*.
 */
const call = useApi();
type Job = { id: string; status: string; download: { url: string } | null };

const dispositionOf = (job: Job) =>
  new URL(job.download?.url ?? 'http://none').searchParams.get('response-content-disposition') ?? '';

describe('the file name of an exported report', () => {
  it('is the packaging’s name and the date for one packaging, and stays generic for many', async () => {
    const tenant = await createTestTenant('export-name');
    const user = await companyMember(tenant);
    const pack = async (name: string) =>
      (
        await call<{ id: string }>('POST', '/packages', {
          token: user.token,
          body: { name, templateId: 'pet-bottle', draft: false },
        })
      ).body.id;
    const cup = await pack('Joghurtbecher Müsli 150 g / "Bio"');
    const other = await pack('Bottle');
    const exported = async (packageIds: string[]) => {
      const job = (
        await call<Job>('POST', '/exports', { token: user.token, body: { format: 'pdf', packageIds } })
      ).body;
      for (let i = 0; i < 100 && job.status !== 'done'; i++) {
        Object.assign(job, (await call<Job>('GET', `/exports/${job.id}`, { token: user.token })).body);
        if (job.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return job;
    };
    const today = new Date().toISOString().slice(0, 10);

    const one = dispositionOf(await exported([cup]));
    expect(one).toContain(`filename="Joghurtbecher-Musli-150-g-Bio-${today}.pdf"`);
    expect(one).toContain(`filename*=UTF-8''Joghurtbecher-M%C3%BCsli-150-g-Bio-${today}.pdf`);

    expect(dispositionOf(await exported([cup, other]))).toContain(
      `filename="recyclens-reports-${today}.pdf"`,
    );
  });
});
