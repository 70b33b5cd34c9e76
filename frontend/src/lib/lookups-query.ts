import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryGroup, InterfaceLocale, LookupEntry, LookupKind } from '@recyclens/shared';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { toInterfaceLocale } from './i18n';

/**
 * The whole lookups answer under one key, so every screen (overview, editor, dashboard) shares the
 * one cached copy. Shared code rather than a feature's, as several features read it.
 */
const lookupsQueryKey = ['lookups'] as const;

export const lookupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: lookupsQueryKey, queryFn: ({ signal }) => api.call('lookups', { signal }) });

/** One kind of lookup's names by id, in the reader's language. */
export const useLookupNames = (kind: LookupKind) =>
  useQuery({
    ...lookupsQueryOptions(useApi()),
    select: (lookups) => new Map((lookups[kind] ?? []).map((entry) => [entry.id, entry.name])),
  });

/** An assessment country as the pickers offer it: ISO code, name in the interface language, group. */
export interface CountryChoice {
  value: string;
  label: string;
  group: CountryGroup;
}

/**
 * The lookups' countries by name in the interface language; `names` lets the labels follow a
 * language switch at once. A country served without a group (seeded before groups) counts as other.
 */
export const toCountryChoices = (entries: readonly LookupEntry[], locale: InterfaceLocale): CountryChoice[] =>
  entries
    .map((entry) => ({
      value: entry.id,
      label: entry.names[locale] || entry.name,
      group: entry.group ?? 'other',
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

export const useCountryChoices = () => {
  const { i18n } = useLingui();
  const locale = toInterfaceLocale(i18n.locale) ?? 'en';
  return useQuery({
    ...lookupsQueryOptions(useApi()),
    select: (lookups) => toCountryChoices(lookups.country ?? [], locale),
  });
};
