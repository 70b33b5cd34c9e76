import { useLingui } from '@lingui/react/macro';
import type { ImprovementEffect } from '@recyclens/shared';
import { useCountryChoices } from '../../../lib/lookups-query';

/**
 * What a proposal does beyond its grade, one line per effect: for EPR fees, what the change
 * saves (or costs) per country and year with the packaging's units, in the scheme's currency
 * (docs/epr.md). Nothing is shown for a country without a schedule: no figure is made up.
 */
export const ImprovementEffects = ({ effects }: { effects: readonly ImprovementEffect[] }) => {
  const { t, i18n } = useLingui();
  const countries = useCountryChoices();
  if (effects.length === 0) return null;
  const nameOf = (code: string) => countries.data?.find((country) => country.value === code)?.label ?? code;
  const line = (effect: ImprovementEffect) => {
    const country = nameOf(effect.countryCode);
    const year = String(effect.year);
    const money = i18n.number(Math.abs(effect.amount), {
      style: 'currency',
      currency: effect.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const units = i18n.number(effect.units);
    const detail = effect.complete ? t`${units} units` : t`${units} units; some components are not priced`;
    if (effect.amount > 0) return t`Saves ${money} in EPR fees in ${country} in ${year} (${detail})`;
    if (effect.amount < 0) return t`Costs ${money} more in EPR fees in ${country} in ${year} (${detail})`;
    return t`No change in EPR fees in ${country} in ${year} (${detail})`;
  };
  return (
    <ul className="flex flex-col gap-0.5 text-sm text-neutral-800">
      {effects.map((effect) => (
        <li key={`${effect.kind}-${effect.countryCode}-${effect.year}`}>{line(effect)}</li>
      ))}
    </ul>
  );
};
