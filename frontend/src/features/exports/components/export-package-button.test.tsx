import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../../test/render';
import { PopupHost, popups } from '../../../components/ui/popups';
import { downloadUrl } from '../../../lib/download';
import { ExportPackageButton } from './export-package-button';
import { job } from '../../../../test/fixtures/export-jobs';
import { scriptedFetch } from '../../../../test/scripted-fetch';

vi.mock('../../../lib/download', () => ({ downloadBlob: vi.fn(), downloadUrl: vi.fn() }));

afterEach(() => {
  popups.clear();
  vi.mocked(downloadUrl).mockClear();
});

describe('Export package button', () => {
  it("exports the packaging's PDF report and downloads it", async () => {
    const api = scriptedFetch({
      'POST /exports': [{ status: 200, body: job({ status: 'done', total: 1, done: 1, linked: true }) }],
    });
    await renderWith(<ExportPackageButton packageId="p7" />, { fetch: api.fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF report' }));

    await waitFor(() =>
      expect(downloadUrl).toHaveBeenCalledWith('https://reports.test/e1.pdf?signature=abc'),
    );
    expect(api.sent).toEqual([
      { method: 'POST', path: '/exports', body: { format: 'pdf', packageIds: ['p7'] } },
    ]);
    expect(screen.getByRole('button', { name: 'Export PDF report' })).toBeEnabled();
  });

  it('follows a job that is not finished in the first answer', async () => {
    const api = scriptedFetch({
      'POST /exports': [{ status: 200, body: job({ status: 'queued', total: 1 }) }],
      'GET /exports/e1': [{ status: 200, body: job({ status: 'done', total: 1, done: 1, linked: true }) }],
    });
    await renderWith(<ExportPackageButton packageId="p7" />, { fetch: api.fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF report' }));

    expect(screen.getByRole('button', { name: 'Exporting report…' })).toBeDisabled();
    await waitFor(() => expect(downloadUrl).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('says when the report could not be exported', async () => {
    const api = scriptedFetch({
      'POST /exports': [{ status: 404, body: { code: 'NOT_FOUND', message: 'Not Found' } }],
    });
    await renderWith(
      <>
        <ExportPackageButton packageId="gone" />
        <PopupHost />
      </>,
      { fetch: api.fetch },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF report' }));

    const popup = await screen.findByRole('alert');
    expect(popup).toHaveTextContent('The report could not be exported.');
    expect(popup).toHaveTextContent('Not Found');
    expect(downloadUrl).not.toHaveBeenCalled();
  });
});
