import { XLSX_CONTENT_TYPE } from '@recyclens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerResponse, routeOf, stubFetch } from '../../../../test/fake-fetch';
import { renderWith } from '../../../../test/render';
import { PopupHost, popups } from '../../../components/ui/popups';
import { downloadBlob } from '../../../lib/download';
import { ImportPackagingDialog } from './import-packaging-dialog';

vi.mock('../../../lib/download', () => ({ downloadBlob: vi.fn(), downloadUrl: vi.fn() }));

interface Answer {
  status: number;
  body: BodyInit | object;
  type?: string;
}

/** fakeFetch speaks JSON only; this one also answers files and keeps multipart bodies as sent. */
const uploadFetch = (answers: Record<string, Answer>) =>
  stubFetch(
    (request) => {
      const answer = answers[routeOf(request)];
      if (!answer?.type) return answer && answerResponse(answer);
      return new Response(answer.body as BodyInit, {
        status: answer.status,
        headers: { 'content-type': answer.type },
      });
    },
    (request) => ({ method: request.method, path: request.url.pathname, body: request.init?.body }),
  );

const csv = () => new File(['key,name\n'], 'packaging.csv', { type: 'text/csv' });

const renderDialog = (fetchImpl: typeof fetch, onOpenChange = vi.fn()) =>
  renderWith(
    <>
      <ImportPackagingDialog open onOpenChange={onOpenChange} />
      <PopupHost />
    </>,
    { fetch: fetchImpl },
  );

const chooseAndImport = async (file: File) => {
  await userEvent.upload(screen.getByLabelText(/Packaging file/), file);
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
};

afterEach(() => {
  popups.clear();
  vi.mocked(downloadBlob).mockClear();
});

describe('Import Packaging dialog', () => {
  it('sends the chosen file as multipart and lists every row error, saying nothing was imported', async () => {
    const api = uploadFetch({
      'POST /packages/import': {
        status: 400,
        body: {
          code: 'IMPORT_INVALID',
          message: 'The file has errors. Nothing was imported.',
          rowErrors: [
            { sheet: 'Packaging', row: 3, column: 'Name', message: 'Name is required' },
            { sheet: 'Components', row: 7, column: 'Material', message: 'Unknown material: "Unobtainium"' },
          ],
        },
      },
    });
    await renderDialog(api.fetch);
    await chooseAndImport(csv());

    expect(await screen.findByText('The file has errors. Nothing was imported.')).toBeInTheDocument();
    expect(screen.getByText(/2 problems were found/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sheet', 'Row', 'Column', 'Problem']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Packaging', '3', 'Name', 'Name is required']);
    expect(within(rows[2]!).getByText('Unknown material: "Unobtainium"')).toBeInTheDocument();

    const upload = api.sent.find((call) => call.path === '/packages/import');
    expect(upload?.method).toBe('POST');
    expect(((upload?.body as FormData).get('file') as File).name).toBe('packaging.csv');
  });

  it('says the file could not be read and that nothing was imported', async () => {
    const api = uploadFetch({
      'POST /packages/import': {
        status: 400,
        body: { code: 'IMPORT_UNREADABLE', message: 'The sheet "Packaging" is missing.' },
      },
    });
    await renderDialog(api.fetch);
    await chooseAndImport(csv());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be read. Use the template (XLSX) or a CSV file.');
    expect(alert).toHaveTextContent('Nothing was imported.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the counts and a pop-up after a successful import', async () => {
    const api = uploadFetch({
      'POST /packages/import': { status: 200, body: { imported: 12, components: 31, projectsCreated: 2 } },
    });
    await renderDialog(api.fetch);
    await chooseAndImport(csv());

    expect(await screen.findByText('The file was imported.')).toBeInTheDocument();
    const counts = within(screen.getByRole('dialog', { name: 'Import Packaging' }));
    expect(counts.getByText('Packaging imported').nextElementSibling).toHaveTextContent('12');
    expect(counts.getByText('Components').nextElementSibling).toHaveTextContent('31');
    expect(counts.getByText('New projects').nextElementSibling).toHaveTextContent('2');
    const popup = await screen.findByTestId('popup');
    expect(popup).toHaveTextContent('Packaging imported');
    expect(popup).toHaveTextContent('Packaging: 12, new projects: 2');
  });

  it('refuses a file that is neither XLSX nor CSV without calling the server', async () => {
    const api = uploadFetch({});
    await renderDialog(api.fetch);
    await userEvent.upload(
      screen.getByLabelText(/Packaging file/),
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an XLSX or CSV file.');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.sent).toHaveLength(0);
  });

  it('downloads the template as an XLSX file', async () => {
    const api = uploadFetch({
      'GET /packages/import-template': { status: 200, body: 'PK\u0003\u0004', type: XLSX_CONTENT_TYPE },
    });
    await renderDialog(api.fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Download template' }));

    await vi.waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith(expect.anything(), 'recyclens-import-template.xlsx'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cannot be closed while the import runs', async () => {
    let finish: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      finish = resolve;
    });
    const onOpenChange = vi.fn();
    await renderDialog(vi.fn(() => pending) as unknown as typeof fetch, onOpenChange);
    await chooseAndImport(csv());

    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();

    finish(
      new Response(JSON.stringify({ imported: 1, components: 1, projectsCreated: 0 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('The file was imported.')).toBeInTheDocument();
  });
});
