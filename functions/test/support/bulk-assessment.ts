import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AssessmentJob, PortfolioSummary } from '@recyclens/shared';
import { tenantKeys } from '../../src/data/keys';
import type { PackageItem, StoredComponent } from '../../src/data/repositories/packages';
import { replacePortfolio } from '../../src/data/repositories/portfolio';
import { queryAll, updateFields } from '../../src/data/table';
import { portfolioChanges } from '../../src/services/assessments/portfolio-counters';
import type { ApiAnswer, CallOptions } from './api';
import { portfolioPackage, portfolioStamp, writePortfolio, type PortfolioOwner } from './large-portfolio';
import { createMember } from './sessions';
import { createTestTenant } from './tenants';
import { completeBody } from './components';

type Call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options?: CallOptions,
) => Promise<ApiAnswer<T>>;
export type JobJson = Omit<AssessmentJob, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** One complete component: what makes a seeded packaging assessable. */
export const assessableComponents = (minute: number): StoredComponent[] => [
  {
    id: randomUUID(),
    ...completeBody,
    createdAt: portfolioStamp(minute),
    updatedAt: portfolioStamp(minute),
    version: 1,
  },
];

/**
 * A company whose packaging is written straight into the table, with its portfolio counters and
 * its project's count as the API would have kept them. Half of it is in the project "Bottles";
 * `fields(n, owner)` shapes the n-th packaging. A bulk assessment pages through the list indexes,
 * never the search index: only a company that is searched needs its postings (`searchIndex`).
 */
export const seedCompany = async (
  call: Call,
  size: number,
  fields: (index: number, owner: PortfolioOwner) => Partial<PackageItem> = () => ({}),
  options: { searchIndex?: boolean } = {},
) => {
  const tenant = await createTestTenant(`bulk-${randomUUID().slice(0, 6)}`);
  const user = await createMember(tenant.clientId, { role: 'DEFAULT_USER', companyIds: [tenant.companyId] });
  const as = <T = Record<string, unknown>>(method: string, path: string, options: CallOptions = {}) =>
    call<T>(method, path, { ...options, token: user.token });
  const project = await as<{ id: string; name: string }>('POST', '/projects', { body: { name: 'Bottles' } });
  expect(project.status).toBe(200);
  const owner = {
    clientId: tenant.clientId,
    companyId: tenant.companyId,
    projectId: project.body.id,
    projectName: project.body.name,
  };
  const packages = Array.from({ length: size }, (_, index) =>
    portfolioPackage(owner, index, {
      draft: false,
      components: assessableComponents(10 + index),
      ...fields(index, owner),
    }),
  );
  await writePortfolio(packages, { searchIndex: options.searchIndex ?? false });
  await replacePortfolio(tenant.clientId, tenant.companyId, portfolioChanges.created(packages));
  await updateFields(tenantKeys.project(tenant.clientId, tenant.companyId, project.body.id), {
    packageCount: packages.filter((pkg) => pkg.projectId === project.body.id).length,
  });
  return { tenant, user, as, projectId: project.body.id, packages };
};

/**
 * Follows a job as the web app does, until it is done or failed; answers the last state and
 * every state seen on the way.
 */
export const followJob = async (as: Call, jobId: string) => {
  const seen: JobJson[] = [];
  for (;;) {
    const answer = await as<JobJson>('GET', `/assessment-jobs/${jobId}`);
    expect(answer.status).toBe(200);
    seen.push(answer.body);
    if (answer.body.status === 'done' || answer.body.status === 'failed') return { job: answer.body, seen };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Each country's graded packaging (all grades summed) and outdated count, from GET /portfolio. */
export const gradedPerCountry = async (as: Call) => {
  const answer = await as<PortfolioSummary>('GET', '/portfolio');
  expect(answer.status).toBe(200);
  return Object.fromEntries(
    answer.body.countries.map((country) => [
      country.countryId,
      {
        graded: Object.values(country.grades).reduce((total, count) => total + count, 0),
        outdated: country.outdated,
      },
    ]),
  );
};

/** How many results each packaging holds, per country. */
export const resultsOf = async (pkg: Pick<PackageItem, 'pk'>) =>
  queryAll<{ pk: string; sk: string; countryId: string; methodVersion: string; methodology: string }>({
    partition: pkg.pk,
    sortKeyBeginsWith: 'RESULT#',
  });
