import { useLingui } from '@lingui/react/macro';
import type { EprSavingEffect, ImprovementEffect, PpwrFixEffect } from '@recyclens/shared';
import { useCountryChoices } from '../../../lib/lookups-query';

/** Art. 6's performance grades by their share (Regulation (EU) 2025/40): A 95 %, B 80 %, C 70 %. */
const gradeShares = [
  ['A', 95],
  ['B', 80],
  ['C', 70],
] as const;
const gradeFor = (sharePercent: number | null) =>
  gradeShares.find(([, share]) => sharePercent !== null && sharePercent >= share)?.[0] ?? null;

/**
 * What a proposal does beyond its grade, one line per effect: which PPWR requirement it fixes
 * (docs/ppwr.md#portfolio); for EPR fees, what the change saves (or costs) per country and year with the packaging's units, in the scheme's currency
 * (docs/epr.md). Nothing is shown for a country without a schedule: no figure is made up.
 */
export const ImprovementEffects = ({ effects }: { effects: readonly ImprovementEffect[] }) => {
  const { t, i18n } = useLingui();
  const countries = useCountryChoices();
  if (effects.length === 0) return null;
  const nameOf = (code: string) => countries.data?.find((country) => country.value === code)?.label ?? code;
  const saving = (effect: EprSavingEffect) => {
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
  const fix = (effect: PpwrFixEffect) => {
    const requirement = `${effect.article} ${effect.title}`;
    const when = { today: t`today`, by2030: t`from 2030`, by2038: t`from 2038` }[effect.horizon];
    const grade = effect.needed?.name === 'gradeSharePercent' ? gradeFor(effect.needed.value) : null;
    const amount =
      effect.needed?.value == null ? null : `${i18n.number(effect.needed.value)} ${effect.needed.unit}`;
    const needed = grade ? t`grade ${grade} needed` : amount ? t`${amount} needed` : null;
    const meets = needed ? t`Meets ${requirement} ${when} (${needed})` : t`Meets ${requirement} ${when}`;
    return effect.to === 'met' ? meets : t`${meets} once its evidence is uploaded`;
  };
  const line = (effect: ImprovementEffect) => (effect.kind === 'ppwr_fix' ? fix(effect) : saving(effect));
  const keyOf = (effect: ImprovementEffect) =>
    effect.kind === 'ppwr_fix'
      ? `${effect.kind}-${effect.ruleId}-${effect.horizon}`
      : `${effect.kind}-${effect.countryCode}-${effect.year}`;
  return (
    <ul className="flex flex-col gap-0.5 text-sm text-neutral-800">
      {effects.map((effect) => (
        <li key={keyOf(effect)}>{line(effect)}</li>
      ))}
    </ul>
  );
};
