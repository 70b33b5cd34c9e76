import { ASSESS_MAX_COUNTRIES } from '@recyclens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../test/render';
import type { CountryChoice } from '../lib/lookups-query';
import { CountryPicker } from './country-picker';

const english: CountryChoice[] = [
  { value: 'AT', label: 'Austria', group: 'eu' },
  { value: 'BE', label: 'Belgium', group: 'eu' },
  { value: 'DE', label: 'Germany', group: 'eu' },
  { value: 'NL', label: 'Netherlands', group: 'eu' },
  { value: 'GB', label: 'United Kingdom', group: 'other' },
  { value: 'US', label: 'United States', group: 'other' },
];

const german: CountryChoice[] = [
  { value: 'BE', label: 'Belgien', group: 'eu' },
  { value: 'DE', label: 'Deutschland', group: 'eu' },
  { value: 'AT', label: 'Österreich', group: 'eu' },
  { value: 'GB', label: 'Vereinigtes Königreich', group: 'other' },
];

/** The picker as a dialog holds it: the choice lives in the parent. */
const Harness = ({ countries, initial = [] }: { countries: CountryChoice[]; initial?: string[] }) => {
  const [selected, setSelected] = useState<string[]>(initial);
  return <CountryPicker countries={countries} selected={selected} onChange={setSelected} />;
};

const search = () => screen.getByRole('searchbox', { name: 'Find a country by name or code' });
const group = (name: string) => screen.getByRole('group', { name });
const chips = () =>
  within(screen.queryByRole('list', { name: 'Chosen countries' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('Country picker', () => {
  it('groups the countries into EU member states and other countries', async () => {
    await renderWith(<Harness countries={english} />);
    expect(
      within(group('EU member states'))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['AustriaAT', 'BelgiumBE', 'GermanyDE', 'NetherlandsNL']);
    expect(
      within(group('Other countries')).getByRole('checkbox', { name: 'United Kingdom' }),
    ).toBeInTheDocument();
    expect(
      within(group('Other countries')).getByRole('checkbox', { name: 'United States' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Up to ${ASSESS_MAX_COUNTRIES} countries per run; 0 chosen.`),
    ).toBeInTheDocument();
  });

  it('filters by name or code as one types; Enter takes the only match as a chip, which removes it again', async () => {
    await renderWith(<Harness countries={english} />);
    await userEvent.type(search(), 'united');
    expect(screen.queryByRole('group', { name: 'EU member states' })).toBeNull();
    expect(within(group('Other countries')).getAllByRole('checkbox')).toHaveLength(2);

    await userEvent.clear(search());
    await userEvent.type(search(), 'gb');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['United Kingdom']);
    expect(search()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'United Kingdom' })).toBeChecked();
    expect(
      screen.getByText(`Up to ${ASSESS_MAX_COUNTRIES} countries per run; 1 chosen.`),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove United Kingdom' }));
    expect(chips()).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'United Kingdom' })).not.toBeChecked();
    expect(search()).toHaveFocus();
  });

  it('finds the UK and the US by the names people type for them: uk, usa, america, great britain', async () => {
    await renderWith(<Harness countries={english} />);
    const found = async (query: string) => {
      await userEvent.clear(search());
      await userEvent.type(search(), query);
      return screen.queryAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    };
    expect(await found('uk')).toEqual(['United KingdomGB']);
    expect(await found('Great Britain')).toEqual(['United KingdomGB']);
    expect(await found('usa')).toEqual(['United StatesUS']);
    expect(await found('america')).toEqual(['United StatesUS']);
    expect(await found('holland')).toEqual(['NetherlandsNL']);
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['Netherlands']);
  });

  it('finds them by those names in German too', async () => {
    await renderWith(<Harness countries={german} />, { locale: 'de' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Land nach Name oder Code suchen' }), 'uk');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Vereinigtes KönigreichGB',
    ]);
  });

  it('says when nothing matches, and Escape clears the search', async () => {
    await renderWith(<Harness countries={english} />);
    await userEvent.type(search(), 'Narnia');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No country matches “Narnia”.');
    await userEvent.keyboard('{Escape}');
    expect(search()).toHaveValue('');
    expect(screen.getAllByRole('checkbox')).toHaveLength(english.length);
  });

  it('is used by keyboard alone: Arrow Down from the search goes to the first match, Space ticks it', async () => {
    await renderWith(<Harness countries={english} />);
    await userEvent.click(search());
    await userEvent.keyboard('nether{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Netherlands' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(chips()).toEqual(['Netherlands']);
    await userEvent.tab({ shift: true });
    expect(search()).toHaveFocus();
  });

  it('finds countries by their name in the user’s language, accents folded, and groups them in German', async () => {
    await renderWith(<Harness countries={german} initial={['DE']} />, { locale: 'de' });
    expect(screen.getByRole('group', { name: 'EU-Mitgliedstaaten' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Andere Länder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deutschland entfernen' })).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Land nach Name oder Code suchen' }),
      'osterr',
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'ÖsterreichAT',
    ]);
  });

  it('lets no more countries be chosen than one run takes', async () => {
    const many: CountryChoice[] = Array.from({ length: ASSESS_MAX_COUNTRIES + 2 }, (_, index) => ({
      value: `C${String.fromCharCode(65 + index)}`,
      label: `Country ${String.fromCharCode(65 + index)}`,
      group: 'eu',
    }));
    const chosen = many.slice(0, ASSESS_MAX_COUNTRIES).map((country) => country.value);
    await renderWith(<Harness countries={many} initial={chosen} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.filter((box) => (box as HTMLInputElement).disabled)).toHaveLength(2);
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(ASSESS_MAX_COUNTRIES);
    // Unticking one frees a place.
    await userEvent.click(boxes[0] as HTMLElement);
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).disabled)).toEqual([]);
  });
});
