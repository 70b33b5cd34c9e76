import { useLingui } from '@lingui/react/macro';
import type { LookupEntry, LookupKind } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../components/ui/select';
import { useApi } from '../../lib/api-context';
import { toInterfaceLocale } from '../../lib/i18n';
import { lookupsQueryOptions, toCountryChoices, type CountryChoice } from '../../lib/lookups-query';

/** Countries carry their group (EU / other) for the assessment's country picker. */
export type LookupOptions = Record<Exclude<LookupKind, 'country'>, SelectOption[]> & {
  country: CountryChoice[];
};

/**
 * Every lookup as select options in the interface language, by name. The answer's `name` is in
 * the user's stored language; `names` lets the labels follow a language switch at once.
 */
export const useLookupOptions = () => {
  const { i18n } = useLingui();
  const locale = toInterfaceLocale(i18n.locale) ?? 'en';
  const toOptions = (entries: readonly LookupEntry[] = []): SelectOption[] =>
    entries
      .map((entry) => ({ value: entry.id, label: entry.names[locale] || entry.name }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  return useQuery({
    ...lookupsQueryOptions(useApi()),
    select: (lookups): LookupOptions => ({
      type: toOptions(lookups.type),
      family: toOptions(lookups.family),
      material: toOptions(lookups.material),
      filler: toOptions(lookups.filler),
      adhesive: toOptions(lookups.adhesive),
      color: toOptions(lookups.color),
      constituentRole: toOptions(lookups.constituentRole),
      category: toOptions(lookups.category),
      country: toCountryChoices(lookups.country ?? [], locale),
    }),
  });
};
