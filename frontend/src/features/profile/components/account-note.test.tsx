import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, meAnswer, renderWith } from '../../../../test/render';
import { session } from '../../../lib/session';
import { AccountNote } from './account-note';

afterEach(() => {
  session.signOut();
  vi.restoreAllMocks();
});

const personalData = {
  exportedAt: '2026-11-25T10:00:00.000Z',
  profile: meAnswer(),
  memberships: [{ id: 'c1', name: 'Alpha Packaging' }],
  signIns: [],
  notifications: [],
};

describe('Account note', () => {
  it('downloads the personal data as a JSON file, and says that an admin removes accounts', async () => {
    session.signIn('tok');
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const api = fakeFetch({ 'GET /me/data': { status: 200, body: personalData } });
    await renderWith(<AccountNote />, { fetch: api.fetch });
    expect(screen.queryByText(/contact your provider/)).not.toBeInTheDocument();
    expect(screen.getByText(/ask an administrator of your organisation/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const file = JSON.parse(await (saved[0] as Blob).text()) as typeof personalData;
    expect(file.memberships).toEqual(personalData.memberships);
    expect(file.profile.email).toBe(personalData.profile.email);
  });

  it('says so when the download fails', async () => {
    session.signIn('tok');
    const api = fakeFetch({
      'GET /me/data': { status: 500, body: { code: 'INTERNAL', message: 'Oops' } },
    });
    await renderWith(<AccountNote />, { fetch: api.fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
