import type { EprSavingEffect } from '@recyclens/shared';
import { applyChanges, type ComponentChange } from '../../assessment';
import { estimateCountry } from '../../epr';
import type { PackageItem } from '../../data/repositories/packages';

/**
 * The EPR fees a proposal saves (issue 35 §3, docs/epr.md): for every country and year the
 * packaging has units for, its fee by the schedule edition we hold against the fee of the trial
 * copy with the proposal's changes, times the units. A country without a schedule we hold, or
 * without units, has no figure, so no effect: a saving is never made up.
 */
export const eprSavingsOf = (
  original: PackageItem,
  changes: readonly ComponentChange[],
): EprSavingEffect[] => {
  const trial = {
    ...original,
    // The trial copy's components have no ids of their own yet; the estimate only names them.
    components: applyChanges(original.components, changes).map((component, index) => ({
      ...component,
      id: `trial-${index}`,
    })),
  };
  return (original.unitsPlaced ?? []).flatMap(({ countryCode, year, units }): EprSavingEffect[] => {
    const before = estimateCountry(original, countryCode, year);
    const after = estimateCountry(trial, countryCode, year);
    if (before.status !== 'estimated' || after.status !== 'estimated') return [];
    // Both by the same edition, or the difference would be a change of rates, not of the packaging.
    if (before.edition.fingerprint !== after.edition.fingerprint) return [];
    const perUnit = before.feePerUnit - after.feePerUnit;
    return [
      {
        kind: 'epr_saving',
        countryCode,
        year,
        currency: before.currency,
        units,
        perUnit,
        amount: perUnit * units,
        complete: before.complete && after.complete,
      },
    ];
  });
};
