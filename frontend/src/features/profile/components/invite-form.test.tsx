import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWith } from '../../../../test/render';
import { InviteForm } from './invite-form';
import { ada } from '../../../../test/fixtures/profile';

describe('Invite form', () => {
  it('sends the e-mail and the chosen company', async () => {
    const api = fakeFetch({ 'POST /profile/invite': { status: 200, body: { success: true } } });
    await renderWith(<InviteForm companies={ada.companies} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Company'), 'Difference Engines');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      path: '/profile/invite',
      body: { email: 'grace@example.com', companyId: 'c2' },
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  });

  it('shows why an invitation failed', async () => {
    const api = fakeFetch({
      'POST /profile/invite': { status: 409, body: { code: 'INVITE_ACCOUNT_EXISTS', message: 'x' } },
    });
    await renderWith(<InviteForm companies={ada.companies} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User invite failed');
    expect(alert).toHaveTextContent('An account with this email address already exists');
  });

  it('says when the invitations of the day are used up', async () => {
    const api = fakeFetch({
      'POST /profile/invite': {
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS', message: 'x', fields: { retryAfterSeconds: '3600' } },
      },
    });
    await renderWith(<InviteForm companies={ada.companies} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have sent as many invitations as allowed today');
  });

  it('checks the address before sending', async () => {
    const api = fakeFetch({});
    await renderWith(<InviteForm companies={ada.companies} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });
});
