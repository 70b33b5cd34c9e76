import { Trans, useLingui } from '@lingui/react/macro';
import { ASSESS_MAX_COUNTRIES, type CountryGroup } from '@recyclens/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CountryChoice } from '../lib/lookups-query';
import { countryAliases } from './country-aliases';
import { focusRing } from './ui/button';

interface CountryPickerProps {
  /** In the order to list them (by name in the interface language). */
  countries: readonly CountryChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
}

/** Case and accents folded, so “osterreich” finds Österreich and “cote” would find Côte. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * A country matches by its name in the interface language, its ISO code, or a name people use for
 * it ("UK", "USA", "Holland").
 */
const matchesCountry = (country: CountryChoice, query: string): boolean => {
  const wanted = fold(query.trim());
  return (
    wanted === '' ||
    fold(country.label).includes(wanted) ||
    fold(country.value).startsWith(wanted) ||
    (countryAliases[country.value] ?? []).some((alias) => fold(alias).includes(wanted))
  );
};

const groupOrder: CountryGroup[] = ['eu', 'other'];

/**
 * The countries to assess for, each one result: a search field (name or code), the matches as
 * checkboxes grouped EU / other, and the chosen ones as chips that remove them. Keyboard: type to
 * filter, Enter takes the only match, Arrow Down goes to the list, Escape clears the search.
 */
export const CountryPicker = ({ countries, selected, onChange, error }: CountryPickerProps) => {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const ids = { search: useId(), list: useId(), hint: useId(), error: useId() };
  const groupNames: Record<CountryGroup, string> = { eu: t`EU member states`, other: t`Other countries` };

  const visible = countries.filter((country) => matchesCountry(country, query));
  const chosen = countries.filter((country) => selected.includes(country.value));
  const limit = ASSESS_MAX_COUNTRIES;
  const count = selected.length;
  const full = count >= limit;

  const toggle = (id: string, checked: boolean) =>
    onChange(
      checked
        ? countries
            .map((country) => country.value)
            .filter((value) => value === id || selected.includes(value))
        : selected.filter((value) => value !== id),
    );

  const remove = (id: string) => {
    toggle(id, false);
    // The chip's button goes away with it; the search field is the natural next stop.
    searchRef.current?.focus();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const [only] = visible;
      if (visible.length === 1 && only && (selected.includes(only.value) || !full)) {
        toggle(only.value, !selected.includes(only.value));
        setQuery('');
      }
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      listRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]:not(:disabled)')?.focus();
    } else if (event.key === 'Escape' && query !== '') {
      // Clears the search only; a dialog around the picker stays open.
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
    }
  };

  return (
    <fieldset
      aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-neutral-800">{t`Countries`}</legend>
      {chosen.length > 0 ? (
        <ul aria-label={t`Chosen countries`} className="flex flex-wrap gap-2">
          {chosen.map(({ value, label: name }) => (
            <li
              key={value}
              className="flex items-center gap-1 rounded-full border border-neutral-300 bg-neutral-50 py-0.5 pr-1 pl-3 text-sm"
            >
              {name}
              <button
                type="button"
                aria-label={t`Remove ${name}`}
                onClick={() => remove(value)}
                className={`flex size-6 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-200 ${focusRing}`}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className="size-3"
                  fill="none"
                  stroke="currentColor"
                >
                  <path d="M4 4l8 8M12 4l-8 8" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={ids.search} className="text-sm text-neutral-800">
        <Trans>Find a country by name or code</Trans>
      </label>
      <input
        ref={searchRef}
        id={ids.search}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKey}
        aria-controls={ids.list}
        autoComplete="off"
        className={`max-w-sm rounded border border-neutral-400 bg-white px-3 py-1.5 text-sm ${focusRing}`}
      />
      <div
        ref={listRef}
        id={ids.list}
        // A scrollbar that stays visible (overlay scrollbars hide until scrolled): the countries
        // below the fold, the UK and the US among them, are seen to be there (issue 36 §6).
        className="flex max-h-64 flex-col gap-3 overflow-y-auto rounded border border-neutral-200 p-3 [&::-webkit-scrollbar]:w-2.5 [&::-webkit-scrollbar-thumb]:rounded-full [&::-webkit-scrollbar-thumb]:bg-neutral-400 [&::-webkit-scrollbar-track]:bg-neutral-100"
      >
        {groupOrder.map((group) => {
          const members = visible.filter((country) => country.group === group);
          if (members.length === 0) return null;
          return (
            <fieldset key={group}>
              <legend className="mb-1 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
                {groupNames[group]}
              </legend>
              <div className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                {members.map((country) => {
                  const checked = selected.includes(country.value);
                  return (
                    <label key={country.value} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={(event) => toggle(country.value, event.target.checked)}
                        className={`size-4 accent-[var(--color-primary)] ${focusRing}`}
                      />
                      {country.label}
                      <span aria-hidden="true" className="text-xs text-neutral-600">
                        {country.value}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {visible.length === 0 ? (
          <p role="status" className="text-sm text-neutral-700">
            <Trans>No country matches “{query}”.</Trans>
          </p>
        ) : null}
      </div>
      <p id={ids.hint} className="text-xs text-neutral-700">
        <Trans>
          Up to {limit} countries per run; {count} chosen.
        </Trans>
      </p>
      {error ? (
        <p id={ids.error} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
