import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../../test/render';
import { ExportDialog } from './export-dialog';
import { job } from '../../../../test/fixtures/export-jobs';
import { scriptedFetch } from '../../../../test/scripted-fetch';
import { POLL_WAIT, waitForProgress } from '../../../../test/job-polls';

const done = (id = 'e1') => ({ status: 200, body: job({ id, status: 'done', done: 30, linked: true }) });

describe('Export dialog', () => {
  it('exports the selection in the chosen format, follows the job and offers the download', async () => {
    const api = scriptedFetch({
      'POST /exports': [{ status: 200, body: job({ format: 'xlsx' }) }],
      'GET /exports/e1': [{ status: 200, body: job({ status: 'running', done: 15 }) }, done()],
    });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds={['p1', 'p2']} />, {
      fetch: api.fetch,
    });
    expect(screen.getByText('2 selected packaging will be exported.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /XLSX summary/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));

    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      path: '/exports',
      body: { format: 'xlsx', packageIds: ['p1', 'p2'] },
    });
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('Waiting for the export to start…')).toBeInTheDocument();
    await waitForProgress('Export progress', 15);
    expect(screen.getByText('15 of 30 packaging exported…')).toBeInTheDocument();

    const download = await screen.findByRole('link', { name: 'Download' }, POLL_WAIT);
    expect(download).toHaveAttribute('href', 'https://reports.test/e1.pdf?signature=abc');
    expect(screen.getByText(/The download link expires after 15 min/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('exports the EPR declaration of a chosen year', async () => {
    const api = scriptedFetch({ 'POST /exports': [done()] });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds="all" />, {
      fetch: api.fetch,
    });
    await userEvent.click(screen.getByRole('radio', { name: /EPR declaration/ }));
    expect(screen.getByRole('radio', { name: /EPR declaration/ })).toHaveAccessibleDescription(
      'Per country and scheme: the tonnes per schedule row and the units placed in the year.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Declaration year'), '2025');
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(api.sent[0]).toMatchObject({
      body: { format: 'xlsx', kind: 'epr_declaration', year: 2025 },
    });
  });

  it('exports a whole project as the project, whatever its size', async () => {
    const api = scriptedFetch({ 'POST /exports': [done()] });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds={{ projectId: 'p1' }} />, {
      fetch: api.fetch,
    });
    expect(screen.getByText('All packaging of the project will be exported.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));

    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'POST', path: '/exports', body: { format: 'pdf', projectId: 'p1' } },
    ]);
  });

  it('exports all packaging without a selection and shows a small export at once', async () => {
    const api = scriptedFetch({ 'POST /exports': [done()] });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds="all" />, {
      fetch: api.fetch,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));

    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'POST', path: '/exports', body: { format: 'pdf' } }]);
  });

  it('offers a new link once the download link has expired', async () => {
    const expired = {
      ...job({ status: 'done', done: 30 }),
      download: { url: 'https://reports.test/old', expiresAt: new Date(Date.now() - 1000).toISOString() },
    };
    const api = scriptedFetch({
      'POST /exports': [{ status: 200, body: expired }],
      'GET /exports/e1': [done()],
    });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds="all" />, {
      fetch: api.fetch,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));

    expect(await screen.findByText('The download link has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get a new link' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'https://reports.test/e1.pdf?signature=abc',
    );
  });

  it('shows why an export could not start, and starts it on retry', async () => {
    const api = scriptedFetch({
      'POST /exports': [
        {
          status: 503,
          body: { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' },
        },
        done(),
      ],
    });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds="all" />, {
      fetch: api.fetch,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be started.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says, in the reader's language, when there is more packaging than one PDF holds, and what to do", async () => {
    const api = scriptedFetch({
      'POST /exports': [
        {
          status: 400,
          body: { code: 'EXPORT_PDF_TOO_LARGE', message: 'PDF reports are made for at most 1000 packaging.' },
        },
      ],
    });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds="all" />, {
      fetch: api.fetch,
      locale: 'de',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export starten' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PDF-Berichte werden für höchstens 1000 Verpackungen auf einmal erstellt. Exportieren Sie die XLSX-Übersicht oder die PDF-Berichte Projekt für Projekt.',
    );
  });

  it('says when the job failed and runs the same job again on retry, following it to its file', async () => {
    const api = scriptedFetch({
      'POST /exports': [{ status: 200, body: job({ status: 'running', done: 3 }) }],
      'GET /exports/e1': [
        { status: 200, body: job({ status: 'failed', done: 3, error: 'The export failed.' }) },
        { status: 200, body: job({ status: 'running', done: 12 }) },
        done(),
      ],
      'POST /exports/e1/retry': [{ status: 200, body: job({ status: 'queued' }) }],
    });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds="all" />, {
      fetch: api.fetch,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));

    expect(await screen.findByRole('alert', {}, POLL_WAIT)).toHaveTextContent('The export failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('12 of 30 packaging exported…', {}, POLL_WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download' }, POLL_WAIT)).toHaveAttribute(
      'href',
      'https://reports.test/e1.pdf?signature=abc',
    );
    expect(api.sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/exports',
      '/exports/e1/retry',
    ]);
  });

  it('says why a retry was refused', async () => {
    const api = scriptedFetch({
      'POST /exports': [{ status: 200, body: job({ status: 'failed', done: 3 }) }],
      'POST /exports/e1/retry': [
        {
          status: 409,
          body: { code: 'EXPORT_NOT_RETRYABLE', message: 'Only a failed export can be tried again.' },
        },
      ],
    });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds="all" />, {
      fetch: api.fetch,
      locale: 'fr',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Lancer l’export' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seul un export qui a échoué peut être relancé.',
    );
  });

  it('stops polling when the progress cannot be loaded, and resumes on retry', async () => {
    const api = scriptedFetch({
      'POST /exports': [{ status: 200, body: job({ status: 'running', done: 3 }) }],
      'GET /exports/e1': [{ status: 500, body: { code: 'INTERNAL', message: 'Oops' } }, done()],
    });
    await renderWith(<ExportDialog open onOpenChange={() => undefined} packageIds="all" />, {
      fetch: api.fetch,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));

    const alert = await screen.findByRole('alert', {}, POLL_WAIT);
    expect(alert).toHaveTextContent('The progress of the export could not be loaded.');
    expect(alert).toHaveTextContent('Oops, something went wrong, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
  });
});
