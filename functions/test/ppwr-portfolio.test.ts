import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioSummary } from '@recyclens/shared';
import { readPortfolio, replacePortfolio } from '../src/data/repositories/portfolio';
import { rebuildPortfolio } from '../src/services/assessments/portfolio-rebuild';
import { ppwrRefreshLimits } from '../src/services/packaging/ppwr-summaries';
import { useApi } from './support/api';
import { followJob, type JobJson } from './support/bulk-assessment';
import { completeBody } from './support/components';
import { fileForm } from './support/images';
import { memberCalls } from './support/member-calls';

/**
 * The PPWR portfolio (issue 34 §5, decision 051): each packaging's summary kept as its inputs
 * change, the company's counts and most frequent gaps on the dashboard, and the overview's
 * filters "fails 2030", "evidence missing" and "expiring within 90 days".
 */
const call = useApi();

afterEach(() => {
  vi.useRealTimers();
});

/** A smallest PDF a reader opens. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const HEAVY_METALS = 'ppwr-5-4-heavy-metals';
const RECYCLED_CONTENT = 'ppwr-7-recycled-content';

/** A single-use PET water bottle with this much recycled PET. */
const bottle = (name: string, recycledContentPercent: number) => ({
  name,
  draft: false,
  contactSensitivity: 'beverage',
  singleUsePlasticBeverageBottle: true,
  components: [{ ...completeBody, name: 'Bottle', materialId: 'pet', weight: 20, recycledContentPercent }],
});

const newCompany = async (label: string) => {
  const { tenant, signInAgain, as, create } = await memberCalls(call, label);
  const ppwr = async () => {
    const answer = await as<PortfolioSummary>('GET', '/portfolio');
    expect(answer.status).toBe(200);
    return answer.body.ppwr;
  };
  const gap = async (ruleId: string) =>
    (await ppwr()).gaps.find((entry) => entry.ruleId === ruleId)?.counts ?? {
      today: 0,
      by2030: 0,
      by2038: 0,
    };
  const upload = async (packageId: string, fields: Record<string, string>) => {
    const answer = await as<{ id: string }>(
      'POST',
      `/packages/${packageId}/evidence?${new URLSearchParams({ issuer: 'Lab', issuedOn: '2026-01-10', ...fields }).toString()}`,
      { form: fileForm(pdf, 'evidence.pdf', 'application/pdf') },
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const listed = async (query: string) => {
    const answer = await as<{
      items: { name: string }[];
      nextCursor: string | null;
      matchCount?: number | null;
    }>('GET', `/packages?${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const names = async (query: string) => (await listed(query)).items.map((item) => item.name).sort();
  return { tenant, signInAgain, as, create, ppwr, gap, upload, listed, names };
};

describe('PPWR portfolio counts', () => {
  it('count the packaging and their gaps as packaging, evidence and results change', async () => {
    const company = await newCompany('ppwr-counts');
    const at20 = await company.create(bottle('Water 20', 20));
    await company.create(bottle('Water 30', 30));
    const metals = await company.create({
      name: 'Tub',
      draft: false,
      components: [{ ...completeBody, heavyMetalsSumMgPerKg: 40 }],
    });
    expect((await company.ppwr()).packages).toBe(3);
    // Art. 7 applies from 2030: the bottle at 20 % fails it, the one at 30 % and the tub lack proof.
    expect(await company.gap(RECYCLED_CONTENT)).toEqual({ today: 0, by2030: 3, by2038: 3 });
    expect(await company.gap(HEAVY_METALS)).toEqual({ today: 3, by2030: 3, by2038: 3 });

    // Evidence: the tub's test report closes its heavy-metal gap; its removal opens it again.
    const report = await company.upload(metals.id, { kind: 'test_report', title: 'Metals' });
    expect(await company.gap(HEAVY_METALS)).toEqual({ today: 2, by2030: 2, by2038: 2 });
    await company.as('DELETE', `/packages/${metals.id}/evidence/${report.id}`);
    expect(await company.gap(HEAVY_METALS)).toEqual({ today: 3, by2030: 3, by2038: 3 });

    // An edit: the bottle at 20 % now at 30 % no longer fails by its figure, only by its proof.
    await company.as('PUT', `/packages/${at20.id}`, {
      body: { ...bottle('Water 20', 30), version: at20.version },
    });
    expect(await company.names('ppwr=fails2030')).toEqual(['Tub', 'Water 20', 'Water 30']);
    const declaration = await company.upload(at20.id, { kind: 'supplier_declaration', title: 'rPET' });
    expect(declaration.id).toBeTruthy();
    expect(await company.gap(RECYCLED_CONTENT)).toEqual({ today: 0, by2030: 2, by2038: 2 });

    // A deletion takes its packaging out of every count.
    await company.as('DELETE', `/packages/${metals.id}?version=${metals.version}`);
    expect((await company.ppwr()).packages).toBe(2);
    expect(await company.gap(HEAVY_METALS)).toEqual({ today: 2, by2030: 2, by2038: 2 });
  });

  it('reads the latest grades of EU member states for Art. 6: an assessment moves its gap', async () => {
    const company = await newCompany('ppwr-grades');
    const tub = await company.create({ name: 'Tub', draft: false, components: [completeBody] });
    const before = await company.gap('ppwr-6-recyclability');
    expect(before.by2030).toBe(1);
    const assessed = await company.as('POST', `/packages/${tub.id}/assessments`, {
      body: { countryIds: ['DE'], methodology: 'ceflex' },
    });
    expect(assessed.status).toBe(200);
    expect((await company.gap('ppwr-6-recyclability')).by2030).toBe(0);
  });

  it('a bulk assessment moves the Art. 6 gap of the packaging it grades', async () => {
    const company = await newCompany('ppwr-bulk');
    await company.create({ name: 'Tub', draft: false, components: [completeBody] });
    expect((await company.gap('ppwr-6-recyclability')).by2030).toBe(1);
    const started = await company.as<JobJson>('POST', '/assessment-jobs', {
      body: { countryIds: ['DE'], methodology: 'ceflex' },
    });
    expect(started.status).toBe(200);
    expect((await followJob(company.as, started.body.id)).job.status).toBe('done');
    expect((await company.gap('ppwr-6-recyclability')).by2030).toBe(0);
  });

  it('the rebuild derives the same counts from what the company holds', async () => {
    const company = await newCompany('ppwr-rebuild');
    await company.create(bottle('Water 20', 20));
    const tub = await company.create({
      name: 'Tub',
      draft: false,
      components: [{ ...completeBody, heavyMetalsSumMgPerKg: 40 }],
    });
    await company.upload(tub.id, { kind: 'test_report', title: 'Metals' });
    const counted = await company.ppwr();
    await replacePortfolio(company.tenant.clientId, company.tenant.companyId, new Map());
    expect((await company.ppwr()).packages).toBe(0);
    await rebuildPortfolio(company.tenant.clientId, company.tenant.companyId);
    expect(await company.ppwr()).toEqual(counted);
  });
});

/**
 * Tubs without food contact, so that only their heavy metals' test report is asked for today,
 * each proven by a copy of one report, which expires on `expiresOn` if given.
 */
const tubsSharingAReport = async (
  company: Awaited<ReturnType<typeof newCompany>>,
  names: readonly string[],
  expiresOn?: string,
) => {
  const tubs: { id: string; version: number }[] = [];
  for (const name of names) {
    const tub = await company.create({
      name,
      draft: false,
      contactSensitivity: 'none',
      components: [{ ...completeBody, heavyMetalsSumMgPerKg: 40 }],
    });
    await company.upload(tub.id, {
      kind: 'test_report',
      title: 'Shared metals report',
      ...(expiresOn ? { expiresOn } : {}),
    });
    tubs.push(tub);
  }
  return tubs;
};

/**
 * Runs `body` on a faked clock that starts now, with at most `lapsedPerRead` summaries the date made
 * stale refreshed per read; `dayIn` names a day from the start, `moveDays` moves the clock on.
 */
const onFakeDays = async (
  lapsedPerRead: number,
  body: (clock: { dayIn: (days: number) => string; moveDays: (days: number) => void }) => Promise<void>,
) => {
  const limit = ppwrRefreshLimits.lapsedPerRead;
  ppwrRefreshLimits.lapsedPerRead = lapsedPerRead;
  try {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
    await body({
      dayIn: (days) => at(days).toISOString().slice(0, 10),
      moveDays: (days) => vi.setSystemTime(at(days)),
    });
  } finally {
    ppwrRefreshLimits.lapsedPerRead = limit;
  }
};

describe('PPWR counts and filters on a day many answers change without a write', () => {
  it('a certificate shared by many expires, then a requirement begins to apply: every count and filter follows, though a read refreshes at most two', async () => {
    // A read refreshes at most two summaries the date made stale: five change on each day below.
    await onFakeDays(2, async ({ dayIn, moveDays }) => {
      const company = await newCompany('ppwr-mass-lapse');
      const names = ['Tub 1', 'Tub 2', 'Tub 3', 'Tub 4', 'Tub 5'];
      await tubsSharingAReport(company, names, dayIn(1));
      expect((await company.gap(HEAVY_METALS)).today).toBe(0);
      expect(await company.names('ppwr=evidenceMissing')).toEqual([]);
      expect(await company.names('ppwr=expiring90')).toEqual(names);

      // The day after its expiry the report proves nothing: every tub lacks it, read after read.
      moveDays(2);
      await company.signInAgain();
      expect((await company.gap(HEAVY_METALS)).today).toBe(5);
      expect(await company.names('ppwr=evidenceMissing')).toEqual(names);
      expect(await company.names('ppwr=expiring90')).toEqual([]);
      expect(await company.names('favorites=false&ppwr=evidenceMissing&search=tub')).toEqual(names);

      // 2 January 2030: what applies from 1 January 2030 applies today, for all five at once.
      vi.setSystemTime(new Date('2030-01-02T08:00:00Z'));
      await company.signInAgain();
      const ppwr = await company.ppwr();
      expect(ppwr.meets.today).toBe(ppwr.meets.by2030);
      for (const gap of ppwr.gaps)
        expect([gap.ruleId, gap.counts.today]).toEqual([gap.ruleId, gap.counts.by2030]);
      expect(ppwr.gaps.some((gap) => gap.counts.by2030 === 5 && gap.counts.today === 5)).toBe(true);
    });
  });

  it('a read folds the counts dated to a day that has come into today’s: the same counts, no past day left on the company’s item, later changes still counted', async () => {
    // One stale summary recomputed per read: the others' counts still come from their dated entries.
    await onFakeDays(1, async ({ dayIn, moveDays }) => {
      const company = await newCompany('ppwr-fold');
      const tubs = await tubsSharingAReport(company, ['Tub 1', 'Tub 2', 'Tub 3'], dayIn(1));
      expect((await company.gap(HEAVY_METALS)).today).toBe(0);
      const pastDays = async () =>
        (await readPortfolio(company.tenant.clientId, company.tenant.companyId)).pastDated.size;

      moveDays(2);
      await company.signInAgain();
      expect(await pastDays()).toBeGreaterThan(0);
      for (let read = 1; read <= 3; read++) {
        expect((await company.gap(HEAVY_METALS)).today).toBe(3);
        expect(await pastDays()).toBe(0);
      }
      const [first] = tubs;
      if (!first) throw new Error('no tub');
      expect((await company.as('DELETE', `/packages/${first.id}?version=${first.version}`)).status).toBe(200);
      const ppwr = await company.ppwr();
      expect(ppwr.packages).toBe(2);
      expect(ppwr.meets.today).toBe(0);
      expect((await company.gap(HEAVY_METALS)).today).toBe(2);
      expect(await pastDays()).toBe(0);
    });
  });

  it('a packaging with more expiry days than its entries hold is recomputed when they run out', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const dayIn = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const company = await newCompany('ppwr-many-expiries');
    const tub = await company.create({ name: 'Tub', draft: false, components: [completeBody] });
    for (const days of [1, 2, 3, 120])
      await company.upload(tub.id, { kind: 'test_report', title: `Report ${days}`, expiresOn: dayIn(days) });
    expect(await company.names('ppwr=expiring90')).toEqual(['Tub']);
    // After the third expiry, the fourth (in 116 days) is the next: not within 90 days.
    vi.setSystemTime(new Date(now.getTime() + 4 * 86_400_000));
    await company.signInAgain();
    expect(await company.names('ppwr=expiring90')).toEqual([]);
    // 31 days later it is.
    vi.setSystemTime(new Date(now.getTime() + 31 * 86_400_000));
    await company.signInAgain();
    expect(await company.names('ppwr=expiring90')).toEqual(['Tub']);
  });
});

describe('PPWR overview filters', () => {
  it('"fails 2030" and "evidence missing" combine with the search, the category and paging', async () => {
    const company = await newCompany('ppwr-filters');
    await company.create(bottle('Still water 20', 20));
    await company.create(bottle('Sparkling water 20', 20));
    await company.create(bottle('Still water 35', 35));
    // No food contact (Art. 5(5) does not apply) and a report for its metals: nothing missing today.
    await tubsSharingAReport(company, ['Still tub']);

    expect(await company.names('ppwr=fails2030')).toEqual([
      'Sparkling water 20',
      'Still tub',
      'Still water 20',
      'Still water 35',
    ]);
    expect(await company.names('ppwr=evidenceMissing')).toEqual([
      'Sparkling water 20',
      'Still water 20',
      'Still water 35',
    ]);
    expect(await company.names('ppwr=evidenceMissing&search=still')).toEqual([
      'Still water 20',
      'Still water 35',
    ]);
    const first = await company.listed('ppwr=evidenceMissing&search=still&sortBy=name&order=asc&limit=1');
    expect(first.items.map((item) => item.name)).toEqual(['Still water 20']);
    expect(first.matchCount).toBe(2);
    const second = await company.listed(
      `ppwr=evidenceMissing&search=still&sortBy=name&order=asc&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.items.map((item) => item.name)).toEqual(['Still water 35']);
  });

  it('a PPWR filter and the favourites filter combine', async () => {
    const company = await newCompany('ppwr-favourites');
    const missing = await company.create(bottle('Still water 20', 20));
    await company.create(bottle('Sparkling water 20', 20));
    // No food contact and a report for its metals: nothing missing today.
    const [proven] = await tubsSharingAReport(company, ['Still tub']);
    if (!proven) throw new Error('no tub');
    for (const { id } of [missing, proven])
      expect((await company.as('PUT', `/package-favorites/${id}`)).status).toBe(200);

    expect(await company.names('favorites=true')).toEqual(['Still tub', 'Still water 20']);
    expect(await company.names('favorites=true&ppwr=evidenceMissing')).toEqual(['Still water 20']);
    expect(await company.names('favorites=true&ppwr=fails2030&search=tub')).toEqual(['Still tub']);
    expect((await company.listed('favorites=true&ppwr=evidenceMissing')).matchCount).toBe(1);
  });

  it('"expiring within 90 days" holds evidence expiring at 89 and 90 days, not 91, nor expired', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const dayIn = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const company = await newCompany('ppwr-expiring');
    for (const days of [89, 90, 91]) {
      const pkg = await company.create({ name: `In ${days} days`, draft: false, components: [completeBody] });
      await company.upload(pkg.id, { kind: 'test_report', title: 'Report', expiresOn: dayIn(days) });
    }
    await company.create({ name: 'No papers', draft: false, components: [completeBody] });
    const expiring = await company.listed('ppwr=expiring90');
    // Soonest first.
    expect(expiring.items.map((item) => item.name)).toEqual(['In 89 days', 'In 90 days']);
    expect(expiring.matchCount).toBe(2);
  });

  it('a document that expires turns its packaging to "evidence missing" without any write', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const dayIn = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const company = await newCompany('ppwr-lapse');
    const tub = await company.create({
      name: 'Tub',
      draft: false,
      components: [{ ...completeBody, heavyMetalsSumMgPerKg: 40 }],
    });
    await company.upload(tub.id, { kind: 'test_report', title: 'Metals', expiresOn: dayIn(1) });
    expect((await company.gap(HEAVY_METALS)).today).toBe(0);
    expect(await company.names('ppwr=expiring90')).toEqual(['Tub']);

    vi.setSystemTime(new Date(now.getTime() + 2 * 86_400_000));
    await company.signInAgain();
    expect((await company.gap(HEAVY_METALS)).today).toBe(1);
    expect(await company.names('ppwr=expiring90')).toEqual([]);
  });
});
