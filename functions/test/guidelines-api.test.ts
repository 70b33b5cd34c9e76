import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('guides');
const reader = await companyMember(tenant);

describe('guidelines', () => {
  it('lists the six guidelines of the spec, titled in the reader’s language', async () => {
    await call('POST', '/updateLanguage', { token: reader.token, body: { newLanguage: 'FR' } });
    const list = await call<{ id: string; title: string; titles: { en: string } }[]>('GET', '/guidelines', {
      token: reader.token,
    });
    expect(list.body.map((g) => g.id)).toEqual([
      'aluminium',
      'steel',
      'wood',
      'glass',
      'natural-pe-flexible-films',
      'paper-and-cardboard',
    ]);
    const glass = list.body.find((g) => g.id === 'glass');
    expect(glass?.title).not.toBe(glass?.titles.en);
  });

  it('gives a short-lived link to view or download a PDF', async () => {
    const view = await call<{ url: string; expiresAt: string }>('GET', '/guidelines/glass?language=de', {
      token: reader.token,
    });
    expect(Date.parse(view.body.expiresAt)).toBeGreaterThan(Date.now());
    const shown = await fetch(view.body.url);
    expect(shown.headers.get('content-disposition')).toContain('inline');
    expect(
      Buffer.from(await shown.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const download = await call<{ url: string }>('GET', '/guidelines/wood?download=true', {
      token: reader.token,
    });
    expect((await fetch(download.body.url)).headers.get('content-disposition')).toContain('attachment');
    expect((await call('GET', '/guidelines/plutonium', { token: reader.token })).status).toBe(404);
  });
});
