import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWith } from '../../test/render';
import { TenantLogo } from './tenant-logo';

const tenant = (logoUrl: string | null) => ({
  id: 't1',
  url: 'http://localhost:3000',
  name: 'Acme Packaging',
  email: 'hello@acme.test',
  theme: { primaryColor: '#0f766e', secondaryColor: '#65a30d' },
  logoUrl,
  faqs: [],
});

afterEach(() => vi.restoreAllMocks());

describe('Tenant logo (issue 36 §6)', () => {
  it('does not ask for the logo of a tenant that has none, so no page makes a failing request', async () => {
    const api = fakeFetch({ 'GET /auth/clientByUrl': { status: 200, body: tenant(null) } });
    const { container } = await renderWith(<TenantLogo />, { fetch: api.fetch });
    await waitFor(() => expect(api.sent.map((call) => call.path)).toContain('/auth/clientByUrl'));
    // The tenant's answer has come and been read: still no logo request, and nothing shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent.map((call) => call.path)).not.toContain('/theme/logo');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the logo of a tenant that has one, named after the tenant', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
    const answers = fakeFetch({
      'GET /auth/clientByUrl': { status: 200, body: tenant('http://api.test/theme/logo?v=2') },
    });
    const fetchWithImage: typeof fetch = async (url, init) =>
      new URL(String(url)).pathname === '/theme/logo'
        ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
        : answers.fetch(url, init);
    await renderWith(<TenantLogo />, { fetch: fetchWithImage });
    expect(await screen.findByRole('img', { name: 'Acme Packaging' })).toHaveAttribute('src', 'blob:logo');
  });
});
