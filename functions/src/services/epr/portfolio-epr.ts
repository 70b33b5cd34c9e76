import { eprCurrencies, type PortfolioEpr } from '@recyclens/shared';
import {
  countryStatements,
  editionFingerprint,
  editionFor,
  MINOR_UNITS_PER_UNIT,
  scheduleEditions,
  unknownCountry,
} from '../../epr';
import { mostCostly, readEprSums, sameFingerprint } from '../../data/repositories/epr-totals';
import { nowIso } from '../../data/clock';
import type { Caller } from '../../http/caller';
import { companyOf } from '../packaging/package-access';

/** The "cost most" list's length per currency. */
const COSTLY_SHOWN = 5;

const money = (amountMinor: number) => amountMinor / MINOR_UNITS_PER_UNIT;

/**
 * GET /portfolio/epr: the company's fees in a year from the sums kept on write (decision 053) —
 * one GetItem and one Query per currency, the same at 50 packaging or 50,000. Each country's sum
 * stays in its scheme's currency; sums of an edition a newer one replaced are answered as such
 * (`current: false`) until `npm run epr:rebuild` has priced them again.
 */
export const portfolioEpr = async (
  caller: Caller,
  year = Number(nowIso().slice(0, 4)),
): Promise<PortfolioEpr> => {
  const owner = { clientId: caller.clientId, companyId: companyOf(caller) };
  const sums = await readEprSums(owner.clientId, owner.companyId);
  const years = [
    ...new Set([...sums.priced.map(({ key }) => key.year), ...sums.unscheduled.map((sum) => sum.year)]),
  ];
  const currencies = eprCurrencies.filter((currency) =>
    sums.priced.some(({ key }) => key.year === year && key.currency === currency),
  );
  const costly = await Promise.all(
    currencies.map((currency) => mostCostly(owner.clientId, owner.companyId, year, currency, COSTLY_SHOWN)),
  );
  const priced = sums.priced.flatMap(
    ({ key, amountMinor, packaging, incomplete }): PortfolioEpr['countries'] => {
      if (key.year !== year) return [];
      // Editions are added beside the old ones, never removed (epr/schedules.ts): the id finds it.
      const edition = scheduleEditions.find((candidate) => candidate.id === key.editionId);
      if (!edition) return [];
      const fingerprint = editionFingerprint(edition);
      const latest = editionFor(key.countryCode, key.year);
      return [
        {
          status: 'estimated',
          countryCode: key.countryCode,
          scheme: edition.scheme,
          edition: { id: edition.id, year: edition.year, source: edition.source, fingerprint },
          current: latest?.id === edition.id && sameFingerprint(key.fingerprint, fingerprint),
          currency: key.currency,
          total: money(amountMinor),
          packaging,
          incomplete,
        },
      ];
    },
  );
  const unscheduled = sums.unscheduled
    .filter((sum) => sum.year === year)
    .map(({ countryCode, packaging }): PortfolioEpr['countries'][number] => {
      const statement = countryStatements[countryCode] ?? unknownCountry;
      return { status: statement.status, countryCode, packaging, explanation: statement.explanation };
    });
  return {
    year,
    years: years.sort((a, b) => a - b),
    countries: [...priced, ...unscheduled].sort(
      (a, b) =>
        a.countryCode.localeCompare(b.countryCode) ||
        Number(b.status === 'estimated' && b.current) - Number(a.status === 'estimated' && a.current),
    ),
    mostCostly: costly.flat().map((posting) => ({
      packageId: posting.packageId,
      name: posting.name,
      countryCode: posting.countryCode,
      currency: posting.currency,
      total: money(posting.amountMinor),
      incomplete: posting.incomplete,
    })),
  };
};
