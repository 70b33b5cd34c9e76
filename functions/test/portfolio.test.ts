import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PortfolioSummary } from '@recyclens/shared';
import { csvHeaders } from '../src/import/columns';
import { useApi } from './support/api';
import { fileForm } from './support/images';
import { companyMember } from './support/company-members';
import { completeBody } from './support/components';
import { createTestTenant } from './support/tenants';

/**
 * The portfolio figures of the dashboard (decision 011): kept as counters by every change of
 * packaging, never counted by reading the portfolio. Each step checks the summary against what
 * the company holds.
 */
const call = useApi();

const body = (colorId = 'white') => ({ ...completeBody, colorId });

const newCompany = async () => {
  const tenant = await createTestTenant(`portfolio-${randomUUID().slice(0, 6)}`);
  const user = await companyMember(tenant, { role: 'CLIENT_ADMIN' });
  const as = <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: Parameters<typeof call>[2] = {},
  ) => call<T>(method, path, { ...options, token: user.token });
  const summary = async () => {
    const answer = await as<PortfolioSummary>('GET', '/portfolio');
    expect(answer.status).toBe(200);
    return { ...answer.body, roundTrips: answer.roundTrips };
  };
  const create = async (name: string, categoryId?: string, colorId?: string) => {
    const answer = await as<{ id: string; version: number }>('POST', '/packages', {
      body: { name, draft: false, components: [body(colorId)], ...(categoryId ? { categoryId } : {}) },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const assess = async (packageId: string, countryIds: string[]) => {
    const answer = await as<{ grade: string }[]>('POST', `/packages/${packageId}/assessments`, {
      body: { countryIds, methodology: 'ceflex' },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  return { tenant, as, summary, create, assess };
};

const country = (summary: PortfolioSummary, countryId: string) =>
  summary.countries.find((entry) => entry.countryId === countryId);

describe('portfolio counters', () => {
  it('count packaging and categories as they are created, duplicated, moved and deleted', async () => {
    const company = await newCompany();
    expect(await company.summary()).toMatchObject({ packages: 0, categories: [], countries: [] });
    const bottle = await company.create('Bottle', 'bottle');
    await company.create('Tray', 'tray');
    const duplicate = await company.as<{ id: string; version: number }>(
      'POST',
      `/packages/${bottle.id}/duplicate`,
    );
    expect((await company.summary()).categories).toEqual([
      { categoryId: 'bottle', count: 2 },
      { categoryId: 'tray', count: 1 },
    ]);
    await company.as('PUT', `/packages/${duplicate.body.id}`, {
      body: {
        name: 'Now a tray',
        draft: false,
        components: [body()],
        categoryId: 'tray',
        version: duplicate.body.version,
      },
    });
    await company.as('DELETE', `/packages/${bottle.id}?version=${bottle.version}`);
    expect(await company.summary()).toMatchObject({
      packages: 2,
      categories: [{ categoryId: 'tray', count: 2 }],
    });
  });

  it('count each packaging once per country under its latest grade, with outdated and unassessed ones', async () => {
    const company = await newCompany();
    const white = await company.create('White tub');
    const black = await company.create('Black tub', undefined, 'carbon-black');
    await company.create('Never assessed');
    const [whiteDe] = await company.assess(white.id, ['DE', 'FR']);
    const [blackDe] = await company.assess(black.id, ['DE']);
    expect(whiteDe?.grade).not.toBe(blackDe?.grade);

    let summary = await company.summary();
    expect(summary.packages).toBe(3);
    expect(country(summary, 'DE')).toMatchObject({ notAssessed: 1, outdated: 0 });
    expect(country(summary, 'DE')?.grades[whiteDe!.grade as 'A']).toBe(1);
    expect(country(summary, 'DE')?.grades[blackDe!.grade as 'A']).toBe(1);
    expect(country(summary, 'FR')).toMatchObject({ notAssessed: 2 });

    // Assessed again, a packaging moves from its old grade to its new one; it is never counted twice.
    await company.assess(black.id, ['DE']);
    await company.assess(black.id, ['DE']);
    summary = await company.summary();
    const de = country(summary, 'DE')!;
    expect(Object.values(de.grades).reduce((sum, count) => sum + count, 0)).toBe(2);

    // An edit makes its results outdated, in every country it was assessed for; assessing again makes them current.
    const edited = await company.as<{ version: number }>('PUT', `/packages/${white.id}`, {
      body: { name: 'White tub, taller', draft: false, components: [body()], version: white.version },
    });
    expect(edited.status).toBe(200);
    summary = await company.summary();
    expect([country(summary, 'DE')?.outdated, country(summary, 'FR')?.outdated]).toEqual([1, 1]);
    await company.assess(white.id, ['DE']);
    summary = await company.summary();
    expect([country(summary, 'DE')?.outdated, country(summary, 'FR')?.outdated]).toEqual([0, 1]);

    // Deleting takes it out of every count it was in.
    await company.as('DELETE', `/packages/${white.id}?version=${edited.body.version}`);
    summary = await company.summary();
    expect(summary.packages).toBe(2);
    expect(country(summary, 'FR')).toBeUndefined();
    expect(Object.values(country(summary, 'DE')!.grades).reduce((sum, count) => sum + count, 0)).toBe(1);
  });

  it('refuses an assessment of a packaging assessed meanwhile, so no grade is moved twice', async () => {
    const company = await newCompany();
    const pkg = await company.create('Raced');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        company.as('POST', `/packages/${pkg.id}/assessments`, {
          body: { countryIds: ['DE'], methodology: 'ceflex' },
        }),
      ),
    );
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const de = country(await company.summary(), 'DE')!;
    expect(Object.values(de.grades).reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(de.notAssessed).toBe(0);
  });

  it('count an import once, and a refused import not at all', async () => {
    const company = await newCompany();
    const row = (key: string, category: string) =>
      `${key},Imported ${key},,${category},,,yes,Body,body,rigid-plastic,pp,none,none,white,0.9,0.91,0,20`;
    const csv = (rows: string[]) =>
      fileForm(Buffer.from(`${csvHeaders.join(',')}\n${rows.join('\n')}\n`), 'p.csv', 'text/csv');
    const refused = await company.as('POST', '/packages/import', {
      form: csv([
        row('R1', 'bottle'),
        `R2,Broken,,no-such-category,,,yes,Body,body,rigid-plastic,pp,none,none,white,0.9,0.91,0,20`,
      ]),
    });
    expect(refused.status).toBe(400);
    expect(await company.summary()).toMatchObject({ packages: 0, categories: [] });
    const rows = Array.from({ length: 30 }, (_, i) => row(`K${i}`, i % 3 === 0 ? 'tray' : 'bottle'));
    expect((await company.as('POST', '/packages/import', { form: csv(rows) })).status).toBe(200);
    expect(await company.summary()).toMatchObject({
      packages: 30,
      categories: [
        { categoryId: 'bottle', count: 20 },
        { categoryId: 'tray', count: 10 },
      ],
    });
    // The same file imported again is a second import of its 30 rows, counted as such.
    expect((await company.as('POST', '/packages/import', { form: csv(rows) })).status).toBe(200);
    expect((await company.summary()).packages).toBe(60);
  });

  it('answer in one read, at 3 packaging or 300', async () => {
    const company = await newCompany();
    for (const name of ['a', 'b', 'c']) await company.create(name);
    const small = await company.summary();
    const rows = Array.from(
      { length: 297 },
      (_, i) => `L${i},Large ${i},,,,,yes,Body,body,rigid-plastic,pp,none,none,white,0.9,0.91,0,20`,
    );
    await company.as('POST', '/packages/import', {
      form: fileForm(Buffer.from(`${csvHeaders.join(',')}\n${rows.join('\n')}\n`), 'l.csv', 'text/csv'),
    });
    const large = await company.summary();
    expect(large.packages).toBe(300);
    // The session check, the PPWR summaries lapsed before today (decision 051), then the counters:
    // nothing grows with the portfolio.
    expect([small.roundTrips, large.roundTrips]).toEqual([3, 3]);
  });
});
