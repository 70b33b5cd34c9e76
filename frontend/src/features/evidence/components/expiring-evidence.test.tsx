import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../../test/render';
import { renderInRouter } from '../../../../test/render-in-router';
import { ExpiringEvidence } from './expiring-evidence';

const item = (documentId: string, packageId: string, packageName: string, expiresOn: string) => ({
  documentId,
  packageId,
  packageName,
  kind: 'test_report',
  title: 'Heavy metals',
  expiresOn,
});

describe('evidence expiring within 90 days', () => {
  it('says how many documents expire and names the soonest, each linking to its packaging', async () => {
    const api = fakeFetch({
      'GET /evidence/expiring': {
        status: 200,
        body: {
          from: '2026-11-28',
          to: '2027-02-26',
          count: 7,
          items: [
            item('d1', 'p1', 'Water bottle', '2026-12-01'),
            item('d2', 'p2', 'Paper wrap', '2027-02-26'),
          ],
        },
      },
    });
    await renderInRouter(() => <ExpiringEvidence />, { fetch: api.fetch });
    expect(await screen.findByText('7 documents expire in the next 90 days.')).toBeInTheDocument();
    const entries = screen.getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Water bottleHeavy metals · Test report · Dec 1, 2026',
      'Paper wrapHeavy metals · Test report · Feb 26, 2027',
    ]);
    expect(within(entries[0]!).getByRole('link', { name: 'Water bottle' })).toHaveAttribute(
      'href',
      '/packages/p1',
    );
  });

  it('says so when nothing expires soon', async () => {
    const api = fakeFetch({
      'GET /evidence/expiring': {
        status: 200,
        body: { from: '2026-11-28', to: '2027-02-26', count: 0, items: [] },
      },
    });
    await renderInRouter(() => <ExpiringEvidence />, { fetch: api.fetch, locale: 'fr' });
    expect(await screen.findByText('Rien n’expire bientôt')).toBeInTheDocument();
  });
});
