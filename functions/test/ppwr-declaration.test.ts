import { describe, expect, it } from 'vitest';
import { pdfText } from './reports/pdf-inspect';
import { useApi } from './support/api';
import { memberAndOutsider } from './support/company-members';
import { completeBody } from './support/components';

/**
 * GET /packages/{id}/declaration.pdf (issue 34 §4, docs/ppwr.md): the draft EU declaration of
 * conformity with the technical documentation, in the asked language, the same bytes for the
 * same packaging version, rules and language.
 */
const call = useApi();
const { member, outsider } = await memberAndOutsider('declaration');

const create = async () => {
  const answer = await call<{ id: string; version: number }>('POST', '/packages', {
    token: member.token,
    body: { name: 'Declared tray', draft: false, components: [completeBody] },
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
};
// Lines wrap where the page ends them: the text is read as one line.
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ');
const declaration = (packageId: string, language: string, token = member.token) =>
  call('GET', `/packages/${packageId}/declaration.pdf?language=${language}`, { token });

describe('PPWR draft declaration of conformity', () => {
  it('identifies the packaging and its manufacturer, states the conformity and names the articles checked', async () => {
    const id = await create();
    const answer = await declaration(id, 'en');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = await textOf(answer.bytes);
    expect(text).toContain('DRAFT');
    expect(text).toContain('EU declaration of conformity');
    expect(text).toContain(`${id} v1`);
    expect(text).toContain('declaration Company');
    // We hold no postal address: the declaration says so instead of leaving a bare line.
    expect(text).toContain('Address: not recorded in Recyclens, to be completed by the manufacturer');
    expect(text).toContain('issued under the sole responsibility of the manufacturer');
    expect(text).toContain('Regulation (EU) 2025/40');
    expect(text).toContain('Art. 5(4)');
    expect(text).toContain('Art. 24');
    // Annex VIII's points 7 and 8 are on the model, left for the manufacturer to complete.
    expect(text).toMatch(/7 ?\. Where applicable, the notified body/);
    expect(text).toMatch(/8 ?\. Additional information/);
    expect(text).toContain('Signed for and on behalf of');
    expect(text).toContain('Technical documentation');
    expect(text).toContain('Declared tray');
  });

  it('speaks German when asked in German', async () => {
    const text = await textOf((await declaration(await create(), 'de')).bytes);
    expect(text).toContain('EU-Konformitätserklärung');
    expect(text).toContain(
      'alleinige Verantwortung für die Ausstellung dieser Konformitätserklärung trägt der Hersteller',
    );
    expect(text).toContain('Technische Dokumentation');
    expect(text).toContain('Anschrift: in Recyclens nicht erfasst, vom Hersteller zu ergänzen');
    expect(text).not.toContain('sole responsibility');
  });

  it('names the packaging’s PPWR data and its choices in the reader’s language, an empty field as unknown', async () => {
    const answer = await call<{ id: string }>('POST', '/packages', {
      token: member.token,
      body: {
        name: 'Declared bottle',
        draft: false,
        contactSensitivity: 'beverage',
        singleUsePlasticBeverageBottle: true,
        recycledContentExemption: 'none',
        components: [completeBody],
      },
    });
    expect(answer.status).toBe(200);
    const text = await textOf((await declaration(answer.body.id, 'de')).bytes);
    expect(text).toContain('Kontaktempfindlichkeit: Getränk');
    expect(text).toContain('Einweg-Getränkeflasche aus Kunststoff: Ja');
    expect(text).toContain('Verpackungsfunktion: Unbekannt');
    expect(text).not.toMatch(/contactSensitivity|recycledContentExemption|beverage/);
  });

  it('gives the same bytes when generated again for the same version', async () => {
    const id = await create();
    const first = await declaration(id, 'fr');
    const second = await declaration(id, 'fr');
    expect(first.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('finds no packaging of another company', async () => {
    const id = await create();
    expect((await declaration(id, 'en')).status).toBe(200);
    const refused = await declaration(id, 'en', outsider.token);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
