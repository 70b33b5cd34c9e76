import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderWith } from '../../../../test/render';
import { session } from '../../../lib/session';
import { AccountNote } from './account-note';

afterEach(() => session.signOut());

const client = {
  id: 't1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  url: 'http://localhost:5173',
  name: 'Acme',
  email: 'help@acme.test',
  logoPath: null,
  logoUrl: null,
  theme: { primaryColor: '#000000', secondaryColor: '#737373' },
  faqs: [],
};

describe('Account note', () => {
  it("names the provider's e-mail for deleting or exporting the account", async () => {
    session.signIn('tok');
    await renderWith(<AccountNote />, {
      fetch: fakeFetch({ 'GET /client': { status: 200, body: client } }).fetch,
    });
    expect(await screen.findByRole('link', { name: 'help@acme.test' })).toHaveAttribute(
      'href',
      'mailto:help@acme.test',
    );
    expect(screen.getByText(/To delete your account or export its data/)).toBeInTheDocument();
  });
});
