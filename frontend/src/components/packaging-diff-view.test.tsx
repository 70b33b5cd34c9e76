import { screen } from '@testing-library/react';
import type { PackagingDiff } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { lookupsJson } from '../../test/fixtures/packaging';
import { fakeFetch, renderWith } from '../../test/render';
import { PackagingDiffView } from './packaging-diff-view';

const layer = (role: string, materialId: string, weight: number) => ({ role, materialId, weight });
const before = [
  layer('film', 'lldpe', 40),
  layer('evoh-coex', 'evoh', 3),
  layer('film', 'lldpe', 40),
  layer('film', 'ldpe', 6),
  layer('ink', 'nc-ink', 1),
];
// Layer 4 heavier, layer 2's material changed, the ink left out and a new film added at the end.
const after = [
  layer('film', 'lldpe', 40),
  layer('evoh-coex', 'pp', 3),
  layer('film', 'lldpe', 40),
  layer('film', 'ldpe', 7.5),
  layer('film', 'pe-hd', 2),
];
type FieldChange = PackagingDiff['fields'][number];

/** A difference in the packaging's own fields and in those of its one component, the pouch. */
const diffOf = (fields: FieldChange[], pouchFields: FieldChange[]): PackagingDiff => ({
  fields,
  components: {
    added: [],
    removed: [],
    changed: [{ id: 'c1', name: 'Pouch', fields: pouchFields }],
    reordered: false,
  },
});
const diff = diffOf(
  [],
  [
    { field: 'constituents', before, after },
    { field: 'weight', before: 90, after: 92.5 },
  ],
);

const showDiff = async (shown: PackagingDiff, locale: 'en' | 'de' | 'fr') => {
  const api = fakeFetch({ 'GET /lookups': { status: 200, body: lookupsJson } });
  await renderWith(<PackagingDiffView diff={shown} />, { locale, fetch: api.fetch });
};
const show = (locale: 'en' | 'de' | 'fr') => showDiff(diff, locale);

describe('a difference in the layers of a component', () => {
  it('reads layer by layer, with names and weights, never as JSON', async () => {
    await show('en');
    expect(await screen.findByText('Layer 4 (LDPE): 6 g → 7.5 g')).toBeInTheDocument();
    expect(screen.getByText('Layer 2: EVOH → PP')).toBeInTheDocument();
    expect(screen.getByText('Layer 5 removed: NC ink (nitrocellulose), 1 g')).toBeInTheDocument();
    expect(screen.getByText('Layer 5 added: HDPE, 2 g')).toBeInTheDocument();
    expect(screen.getByText('Weight (g)').parentElement).toHaveTextContent('Weight (g): 90 → 92.5');
    expect(document.body.textContent).not.toMatch(/materialId|\[\{/);
  });

  it('in German, with German names and decimal commas', async () => {
    await show('de');
    expect(await screen.findByText('Schicht 4 (PE-LD): 6 g → 7,5 g')).toBeInTheDocument();
    expect(screen.getByText('Schicht 2: EVOH → PP')).toBeInTheDocument();
    expect(screen.getByText('Schicht 5 entfernt: NC-Druckfarbe (Nitrocellulose), 1 g')).toBeInTheDocument();
    expect(screen.getByText('Schicht 5 hinzugefügt: PE-HD, 2 g')).toBeInTheDocument();
  });

  it('in French', async () => {
    await show('fr');
    expect(await screen.findByText('Couche 4 (PEBD) : 6 g → 7,5 g')).toBeInTheDocument();
    expect(screen.getByText('Couche 5 ajoutée : PEHD, 2 g')).toBeInTheDocument();
  });
});

describe('a difference in the PPWR fields', () => {
  const ppwrDiff = diffOf(
    [
      { field: 'contactSensitivity', before: null, after: 'food' },
      { field: 'reusable', before: false, after: null },
    ],
    [{ field: 'pfasIntentionallyAdded', before: 'unknown', after: 'no' }],
  );
  const showPpwr = (locale: 'en' | 'de') => showDiff(ppwrDiff, locale);
  const line = (name: string) => screen.getByText(name).parentElement;

  it('names the field and its values in words, an empty value as unknown', async () => {
    await showPpwr('en');
    expect(line('Contact sensitivity')).toHaveTextContent('Contact sensitivity: unknown → Food');
    expect(line('Reusable')).toHaveTextContent('Reusable: no → unknown');
    expect(line('PFAS intentionally added')).toHaveTextContent('PFAS intentionally added: unknown → no');
  });

  it('in German', async () => {
    await showPpwr('de');
    expect(line('Kontaktempfindlichkeit')).toHaveTextContent(
      'Kontaktempfindlichkeit: unbekannt → Lebensmittel',
    );
    expect(line('Wiederverwendbar')).toHaveTextContent('Wiederverwendbar: nein → unbekannt');
  });
});

describe('a difference in the units placed on the market', () => {
  const row = (countryCode: string, year: number, units: number) => ({ countryCode, year, units });
  const unitsDiff = diffOf(
    [
      {
        field: 'unitsPlaced',
        before: [row('DE', 2026, 10_000), row('FR', 2026, 4000)],
        after: [row('DE', 2026, 12_000), row('US', 2027, 500)],
      },
    ],
    [],
  );

  it('reads one line per country and year, in words and the reader’s numbers, never as JSON', async () => {
    await showDiff(unitsDiff, 'en');
    expect(await screen.findByText('Units Germany 2026: 10,000 → 12,000')).toBeInTheDocument();
    expect(screen.getByText('Units France 2026: 4,000 → none')).toBeInTheDocument();
    expect(screen.getByText('Units United States 2027: none → 500')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/countryCode|\[\{/);
  });

  it('in German', async () => {
    await showDiff(unitsDiff, 'de');
    expect(await screen.findByText('Stück Deutschland 2026: 10.000 → 12.000')).toBeInTheDocument();
    expect(screen.getByText('Stück Frankreich 2026: 4.000 → keine')).toBeInTheDocument();
  });
});
