import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockedDomainJson, faqJson, tenantSettings } from '../../../../test/fixtures/tenant-settings';
import { fakeFetch, renderWith, type FakeAnswer } from '../../../../test/render';
import { ThemeSync } from '../../../components/theme-sync';
import { TenantSettingsPage } from './tenant-settings-page';

const faq = faqJson;
const blocked = blockedDomainJson;
const settings = tenantSettings({
  version: 2,
  faqs: [faq('DE', 0, 'Wer sind wir?'), faq('EN', 1, 'How do I export?'), faq('EN', 0, 'Who are we?')],
  blacklist: [blocked('blocked.test')],
});

const withLogo = { ...settings, logoPath: 'clients/t1/logo-1', logoUrl: 'http://api.test/theme/logo?v=2' };

/** The page for a tenant without a logo, or with one (`logo`): then /theme/logo answers a PNG. */
const start = async (answers: Record<string, FakeAnswer> = {}, { logo = false } = {}) => {
  const api = fakeFetch({
    'GET /tenant/settings': { status: 200, body: logo ? withLogo : settings },
    'GET /theme': { status: 200, body: settings.theme },
    'GET /theme/logo': { status: 404, body: { code: 'LOGO_NOT_FOUND', message: 'This client has no logo.' } },
    ...answers,
  });
  const fetchWithImage: typeof fetch = async (url, init) => {
    const answer = await api.fetch(url, init);
    return logo && new URL(String(url)).pathname === '/theme/logo'
      ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
      : answer;
  };
  await renderWith(
    <>
      <ThemeSync />
      <TenantSettingsPage />
    </>,
    { fetch: fetchWithImage },
  );
  await screen.findByRole('heading', { level: 2, name: 'Logo' });
  return api;
};

const sentBody = (api: ReturnType<typeof fakeFetch>, method: string) =>
  api.sent.find((call) => call.method === method)?.body as Record<string, unknown> | undefined;

afterEach(() => {
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('Tenant settings: colours', () => {
  it('previews the colours live and warns when white text on the primary colour is hard to read', async () => {
    await start();
    const header = screen.getByTestId('preview-header');
    expect(header).toHaveStyle({ backgroundColor: '#0a7f3f' });
    expect(screen.queryByText(/below the 4.5:1 needed/)).toBeNull();

    const hex = screen.getByLabelText('Primary colour: hex code');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#ffd700');
    expect(header).toHaveStyle({ backgroundColor: '#ffd700' });
    expect(screen.getByTestId('preview-primary-button')).toHaveStyle({ backgroundColor: '#ffd700' });
    expect(screen.getByLabelText('Primary colour: picker')).toHaveValue('#ffd700');
    expect(screen.getByRole('status')).toHaveTextContent(
      'White text on this primary colour has a contrast of 1.4:1, below the 4.5:1 needed for easy reading.',
    );

    fireEvent.input(screen.getByLabelText('Secondary colour: picker'), { target: { value: '#123456' } });
    expect(screen.getByLabelText('Secondary colour: hex code')).toHaveValue('#123456');
    expect(screen.getByTestId('preview-secondary-button')).toHaveStyle({ borderColor: '#123456' });
  });

  it('refuses a colour that is not a hex code', async () => {
    const api = await start();
    const hex = screen.getByLabelText('Secondary colour: hex code');
    await userEvent.clear(hex);
    await userEvent.type(hex, 'blue');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use a colour like #1a2b3c')).toBeInTheDocument();
    expect(sentBody(api, 'PUT')).toBeUndefined();
  });

  it('saves with the version read and re-themes the app at once', async () => {
    const saved = { ...settings, version: 3, theme: { primaryColor: '#1d4ed8', secondaryColor: '#444444' } };
    const api = await start({ 'PUT /tenant/settings': { status: 200, body: saved } });
    await vi.waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0a7f3f'),
    );
    const hex = screen.getByLabelText('Primary colour: hex code');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#1d4ed8');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#1d4ed8'),
    );
    expect(sentBody(api, 'PUT')).toMatchObject({
      name: 'Acme',
      email: 'help@acme.test',
      primaryColor: '#1d4ed8',
      secondaryColor: '#444444',
      version: 2,
    });
  });

  it('explains a conflict with another admin', async () => {
    await start({
      'PUT /tenant/settings': { status: 409, body: { code: 'VERSION_CONFLICT', message: 'x' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saving the settings failed');
    expect(alert).toHaveTextContent(
      'Someone else changed this in the meantime. Reload to see their changes.',
    );
    expect(screen.getByRole('button', { name: 'Load the latest version' })).toBeInTheDocument();
  });
});

describe('Tenant settings: FAQs', () => {
  it('lists the questions of one language per tab, in their order', async () => {
    await start();
    expect(screen.getByRole('tab', { name: 'English (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Question 1')).toHaveValue('Who are we?');
    expect(screen.getByLabelText('Question 2')).toHaveValue('How do I export?');
    await userEvent.click(screen.getByRole('tab', { name: 'Deutsch (1)' }));
    expect(screen.getByLabelText('Question 1')).toHaveValue('Wer sind wir?');
    expect(screen.queryByLabelText('Question 2')).toBeNull();
  });

  it('adds a question to the chosen language and sends every list', async () => {
    const api = await start({ 'PUT /tenant/settings': { status: 200, body: settings } });
    await userEvent.click(screen.getByRole('tab', { name: 'Français (0)' }));
    expect(screen.getByText('No questions in this language yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.type(screen.getByLabelText('Question 1'), 'Qui sommes-nous ?');
    await userEvent.type(screen.getByLabelText('Answer 1'), 'Une entreprise.');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(sentBody(api, 'PUT')).toBeDefined());
    expect(sentBody(api, 'PUT')?.faqs).toEqual([
      { language: 'EN', question: 'Who are we?', answer: 'About Who are we?' },
      { language: 'EN', question: 'How do I export?', answer: 'About How do I export?' },
      { language: 'DE', question: 'Wer sind wir?', answer: 'About Wer sind wir?' },
      { language: 'FR', question: 'Qui sommes-nous ?', answer: 'Une entreprise.' },
    ]);
  });

  it('reorders and removes questions', async () => {
    const api = await start({ 'PUT /tenant/settings': { status: 200, body: settings } });
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByLabelText('Question 1')).toHaveValue('How do I export?');
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Deutsch (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(sentBody(api, 'PUT')).toBeDefined());
    expect((sentBody(api, 'PUT')?.faqs as { question: string }[]).map((entry) => entry.question)).toEqual([
      'How do I export?',
      'Who are we?',
    ]);
  });

  it('shows an empty question in another language by opening its tab', async () => {
    const api = await start();
    await userEvent.click(screen.getByRole('tab', { name: 'Deutsch (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.click(screen.getByRole('tab', { name: 'English (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Question is required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Deutsch (2)');
    expect(sentBody(api, 'PUT')).toBeUndefined();
  });
});

describe('Tenant settings: blocked domains', () => {
  it('blocks a domain after checking it', async () => {
    const api = await start({
      'POST /tenant/blacklist': {
        status: 200,
        body: { ...settings, blacklist: [blocked('blocked.test'), blocked('spam.example')] },
      },
    });
    const field = screen.getByLabelText('Domain to block');
    await userEvent.type(field, 'not a domain');
    await userEvent.click(screen.getByRole('button', { name: 'Block domain' }));
    expect(await screen.findByText('Enter a domain like example.com')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'blocked.test');
    await userEvent.click(screen.getByRole('button', { name: 'Block domain' }));
    expect(await screen.findByText('This domain is already blocked.')).toBeInTheDocument();
    expect(sentBody(api, 'POST')).toBeUndefined();

    await userEvent.clear(field);
    await userEvent.type(field, 'Spam.Example');
    await userEvent.click(screen.getByRole('button', { name: 'Block domain' }));
    expect(await screen.findByText('spam.example')).toBeInTheDocument();
    expect(sentBody(api, 'POST')).toEqual({ emailDomain: 'spam.example' });
    expect(field).toHaveValue('');
  });

  it('unblocks a domain', async () => {
    const api = await start({
      'DELETE /tenant/blacklist/blocked.test': { status: 200, body: { ...settings, blacklist: [] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unblock blocked.test' }));
    expect(await screen.findByText('No domains are blocked.')).toBeInTheDocument();
    expect(
      api.sent.some((call) => call.method === 'DELETE' && call.path === '/tenant/blacklist/blocked.test'),
    ).toBe(true);
  });

  it('shows why a domain could not be blocked', async () => {
    await start({ 'POST /tenant/blacklist': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    await userEvent.type(screen.getByLabelText('Domain to block'), 'spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Block domain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The domain could not be blocked');
    expect(alert).toHaveTextContent('Oops, something went wrong, please try again.');
  });
});

describe('Tenant settings: logo', () => {
  const logo = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'logo.png', { type });
  const dropzone = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

  it('refuses a logo over 1 MB before sending it', async () => {
    const api = await start();
    await userEvent.upload(dropzone(), logo(1024 * 1024 + 1));
    expect(await screen.findByText('The file is too large. The maximum size is 1 MB.')).toBeInTheDocument();
    expect(api.sent.some((call) => call.path === '/tenant/logo')).toBe(false);
  });

  it('uploads the chosen logo and shows what the server refuses', async () => {
    const api = await start({
      'POST /tenant/logo': { status: 415, body: { code: 'UNSUPPORTED_FILE_TYPE', message: 'x' } },
    });
    await userEvent.upload(dropzone(), logo(2048));
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('Only PNG, JPG and JPEG files are accepted.')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST' && call.path === '/tenant/logo')).toHaveLength(1);
  });

  it('does not ask for the logo of a tenant that has none, and says there is none yet', async () => {
    const api = await start();
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
    // The settings have come and been read: still no logo request, which would fail with a 404.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent.map((call) => call.path)).not.toContain('/theme/logo');
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
  });

  it("shows the tenant's current logo", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
    await start({}, { logo: true });
    expect(await screen.findByRole('img', { name: 'Your current logo' })).toHaveAttribute('src', 'blob:logo');
    expect(screen.queryByText('No logo yet')).toBeNull();
  });

  it('reloads the header logo after an upload', async () => {
    const api = await start(
      { 'POST /tenant/logo': { status: 200, body: { ...withLogo, version: 3 } } },
      { logo: true },
    );
    await userEvent.upload(dropzone(), logo(2048));
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull());
    await vi.waitFor(() => expect(api.sent.filter((call) => call.path === '/theme/logo')).toHaveLength(2));
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
