import { tenantRoutes, themeSchema } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { toCallableRoute } from '../route-table';
import { firstLoadRoutes, readTheme } from './first-load-routes';

/*
 * The first load's own routes (decision 059) must call the API as the tenant group's table says
 * and read its answers as the shared schemas do: same result for what fits, an error for what
 * does not.
 */
const faq = {
  id: 'f1',
  createdAt: '2026-03-04T05:06:07.000Z',
  updatedAt: '2026-03-04T07:06:07+02:00',
  version: 2,
  question: 'How?',
  answer: 'So.',
  language: 'DE',
  clientId: 'c1',
  position: 0,
};
const client = {
  id: 'c1',
  url: 'https://acme.example.com',
  name: 'Acme',
  email: 'hello@acme.example.com',
  theme: { primaryColor: '#112233', secondaryColor: '#445566' },
  logoUrl: null,
  faqs: [faq, { ...faq, id: 'f2', clientId: undefined, deletedAt: '2026-03-05T00:00:00Z', extra: 1 }],
  extra: 'dropped',
};

const fitting = [
  client,
  { ...client, logoUrl: 'https://cdn.example.com/logo.png', faqs: [] },
  { ...client, faqs: [{ ...faq, createdAt: '2024-02-29T23:59:59.5-05:30' }] },
];
const misfits = [
  null,
  [],
  { ...client, name: 1 },
  { ...client, logoUrl: undefined },
  { ...client, theme: { primaryColor: '#112233' } },
  { ...client, faqs: 'none' },
  { ...client, faqs: [{ ...faq, language: 'IT' }] },
  { ...client, faqs: [{ ...faq, version: 0 }] },
  { ...client, faqs: [{ ...faq, position: 1.5 }] },
  { ...client, faqs: [{ ...faq, createdAt: '2026-03-04' }] },
  { ...client, faqs: [{ ...faq, createdAt: '2026-03-04T05:06Z' }] },
  { ...client, faqs: [{ ...faq, createdAt: '2026-02-29T05:06:07Z' }] },
  { ...client, faqs: [{ ...faq, updatedAt: '2026-03-04T05:06:07' }] },
  { ...client, faqs: [{ ...faq, deletedAt: null }] },
];

describe('the first load’s own routes', () => {
  it.each(['theme', 'clientByUrl', 'themeLogo'] as const)(
    '%s calls the API as the tenant table says',
    (id) => {
      const { parseAnswer: _ours, ...ours } = firstLoadRoutes[id];
      const { parseAnswer: _shared, ...shared } = toCallableRoute(tenantRoutes[id]);
      expect({ companyScoped: undefined, body: undefined, ...ours }).toEqual(shared);
    },
  );

  it('reads the tenant as its shared schema does', () => {
    for (const answer of fitting) {
      expect(firstLoadRoutes.clientByUrl.parseAnswer(answer)).toEqual(
        tenantRoutes.clientByUrl.answer.parse(answer),
      );
    }
    for (const answer of misfits) {
      expect(tenantRoutes.clientByUrl.answer.safeParse(answer).success).toBe(false);
      expect(() => firstLoadRoutes.clientByUrl.parseAnswer(answer)).toThrow();
    }
  });

  it('takes no JSON for the logo, as its shared schema does', () => {
    for (const answer of [null, {}, 'logo']) {
      expect(tenantRoutes.themeLogo.answer.safeParse(answer).success).toBe(false);
      expect(() => firstLoadRoutes.themeLogo.parseAnswer()).toThrow();
    }
  });

  it('reads the theme as its shared schema does, a stored one too', () => {
    const theme = { primaryColor: '#112233', secondaryColor: '#445566', extra: true };
    expect(firstLoadRoutes.theme.parseAnswer(theme)).toEqual(themeSchema.parse(theme));
    expect(readTheme(theme)).toEqual(themeSchema.parse(theme));
    for (const misfit of [
      null,
      'x',
      { primaryColor: '#112233' },
      { primaryColor: 1, secondaryColor: '#fff' },
    ]) {
      expect(themeSchema.safeParse(misfit).success).toBe(false);
      expect(() => firstLoadRoutes.theme.parseAnswer(misfit)).toThrow();
      expect(readTheme(misfit)).toBeUndefined();
    }
  });
});
