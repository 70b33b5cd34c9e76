import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWith } from '../../../../test/render';
import { GuidelinesPage } from './guidelines-page';

const guideline = (id: string, en: string, de: string) => ({
  id,
  title: en,
  titles: { en, de, fr: en },
  version: '1.0',
  updatedAt: '2026-01-15T00:00:00.000Z',
});

const answers = {
  'GET /guidelines': {
    status: 200,
    body: [
      guideline('aluminium', 'Aluminium', 'Aluminium'),
      guideline('steel', 'Steel', 'Stahl'),
      guideline('glass', 'Glass', 'Glas'),
    ],
  },
  'GET /guidelines/steel': {
    status: 200,
    body: { url: 'https://files.test/steel.pdf?sig=1', expiresAt: '2099-01-01T00:00:00.000Z' },
  },
};

/** The page as the route uses it: the selection lives outside (in the URL there). */
const Harness = ({ initial }: { initial?: string }) => {
  const [selectedId, setSelectedId] = useState(initial);
  return <GuidelinesPage selectedId={selectedId} onSelect={setSelectedId} />;
};

describe('Guidelines page', () => {
  it('asks to choose a guideline while none is open', async () => {
    await renderWith(<Harness />, { fetch: fakeFetch(answers).fetch });
    expect(await screen.findByRole('button', { name: 'Steel' })).toBeInTheDocument();
    expect(screen.getByText('Please select a guideline to view the content.')).toBeInTheDocument();
    expect(screen.queryByTitle('Steel')).toBeNull();
  });

  it('opens the chosen guideline with its title, new-tab and download links', async () => {
    await renderWith(<Harness />, { fetch: fakeFetch(answers).fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Steel' }));

    expect(screen.getByRole('button', { name: 'Steel' })).toHaveAttribute('aria-current', 'true');
    const viewer = await screen.findByTitle('Steel');
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer).toHaveAttribute('src', 'https://files.test/steel.pdf?sig=1');
    const section = screen.getByRole('heading', { level: 2, name: 'Steel' }).closest('section')!;
    expect(within(section).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(section).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'https://files.test/steel.pdf?sig=1',
    );
    expect(screen.queryByText('Please select a guideline to view the content.')).toBeNull();
  });

  it('titles the guidelines and asks for the PDF in the interface language', async () => {
    const api = fakeFetch(answers);
    await renderWith(<Harness initial="steel" />, { locale: 'de', fetch: api.fetch });
    expect(await screen.findByTitle('Stahl')).toHaveAttribute('src', 'https://files.test/steel.pdf?sig=1');
    expect(screen.getByRole('button', { name: 'Glas' })).toBeInTheDocument();
    const calls = vi.mocked(api.fetch).mock.calls.map(([url]) => String(url));
    expect(calls).toEqual(
      expect.arrayContaining([
        'http://api.test/guidelines/steel?language=de&download=false',
        'http://api.test/guidelines/steel?language=de&download=true',
      ]),
    );
  });

  it('says so when the link cannot be fetched', async () => {
    const api = fakeFetch({
      'GET /guidelines': answers['GET /guidelines'],
      'GET /guidelines/glass': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    await renderWith(<Harness initial="glass" />, { fetch: api.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops, something went wrong, please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
