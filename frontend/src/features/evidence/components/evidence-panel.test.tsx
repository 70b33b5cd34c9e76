import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerResponse, routeOf, stubFetch, type FakeAnswer } from '../../../../test/fake-fetch';
import { renderWith } from '../../../../test/render';
import { PopupHost, popups } from '../../../components/ui/popups';
import { packageConformityQueryKey } from '../../../lib/query-keys';
import { EvidencePanel } from './evidence-panel';

const document = (fields: Record<string, unknown>) => ({
  id: 'd1',
  packageId: 'p1',
  componentId: null,
  kind: 'supplier_declaration',
  title: 'rPET declaration',
  issuer: 'Polymer GmbH',
  issuedOn: '2026-01-10',
  expiresOn: null,
  fileName: 'declaration.pdf',
  contentType: 'application/pdf',
  size: 1234,
  uploadedBy: { id: 'u1', name: 'Ada Lovelace' },
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

interface Sent {
  method: string;
  path: string;
  search: string;
  body: BodyInit | null | undefined;
}

/** Answers by "METHOD /path" from a list that may change after a write; keeps what was sent. */
const evidenceApi = (answers: Record<string, FakeAnswer | (() => FakeAnswer)>) =>
  stubFetch<Sent>(
    (request) => {
      const given = answers[routeOf(request)];
      const answer = typeof given === 'function' ? given() : given;
      return answer && answerResponse(answer);
    },
    (request) => ({
      method: request.method,
      path: request.url.pathname,
      search: request.url.search,
      body: request.init?.body,
    }),
  );

/** Stands for the conformity panel: it asks for the packaging's conformity under the shared key. */
const ConformityProbe = ({ onFetch }: { onFetch: () => void }) => {
  useQuery({
    queryKey: [...packageConformityQueryKey('p1'), 3],
    queryFn: () => {
      onFetch();
      return {};
    },
  });
  return null;
};

const components = [{ id: 'k1', name: 'Bottle body' }];

/** Gives the upload dialog its name, an issue day and the file, then sends it. */
const sendDocument = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  title: string,
  file: File,
) => {
  await user.type(within(dialog).getByLabelText('Name'), title);
  await user.type(within(dialog).getByLabelText('Issued on'), '2026-01-10');
  await user.upload(within(dialog).getByLabelText(/Document file/), file);
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T09:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
  popups.clear();
});

describe('evidence documents of a packaging', () => {
  it('lists each document with its kind, what it covers, issuer, issue day and whether it still counts', async () => {
    const api = evidenceApi({
      'GET /packages/p1/evidence': {
        status: 200,
        body: {
          items: [
            document({ id: 'a', expiresOn: '2026-11-27', title: 'Old lab report', kind: 'test_report' }),
            document({
              id: 'b',
              expiresOn: '2027-01-09',
              componentId: 'k1',
              kind: 'certificate',
              title: 'Cert',
            }),
            document({ id: 'c', expiresOn: '2026-11-29', title: 'Tomorrow' }),
            document({ id: 'd', issuer: '' }),
          ],
        },
      },
    });
    await renderWith(<EvidencePanel packageId="p1" components={components} />, { fetch: api.fetch });
    const rows = within(await screen.findByRole('table', { name: 'Evidence documents' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Old lab reportTest report · The packaging as a wholePolymer GmbHJan 10, 2026Expired on Nov 27, 2026/,
      ),
      expect.stringMatching(/^CertCertificate · Bottle body.*Expires in 42 days \(Jan 9, 2027\)/),
      expect.stringMatching(/Expires in 1 day \(Nov 29, 2026\)/),
      expect.stringMatching(
        /^rPET declarationSupplier declaration · The packaging as a whole—Jan 10, 2026No expiry/,
      ),
    ]);
  });

  it('says a document’s component was removed instead of naming another one', async () => {
    const api = evidenceApi({
      'GET /packages/p1/evidence': {
        status: 200,
        body: { items: [document({ componentId: 'gone', kind: 'certificate', title: 'Cap certificate' })] },
      },
    });
    await renderWith(<EvidencePanel packageId="p1" components={components} />, { fetch: api.fetch });
    expect(await screen.findByText('Certificate · Component removed')).toBeInTheDocument();
    cleanup();
    await renderWith(<EvidencePanel packageId="p1" components={components} />, {
      fetch: api.fetch,
      locale: 'fr',
    });
    expect(await screen.findByText('Certificat · Composant supprimé')).toBeInTheDocument();
  });

  it('writes days and dates in the reader’s language', async () => {
    const api = evidenceApi({
      'GET /packages/p1/evidence': {
        status: 200,
        body: { items: [document({ expiresOn: '2027-01-09' })] },
      },
    });
    await renderWith(<EvidencePanel packageId="p1" components={components} />, {
      fetch: api.fetch,
      locale: 'de',
    });
    expect(await screen.findByText('Läuft in 42 Tagen ab (09.01.2027)')).toBeInTheDocument();
    expect(screen.getByText('Lieferantenerklärung · Die Verpackung als Ganzes')).toBeInTheDocument();
  });

  it('uploads with the keyboard: the metadata as parameters, the file as the form; then closes, refreshes the list and the conformity and gives focus back', async () => {
    let uploaded = false;
    const api = evidenceApi({
      'GET /packages/p1/evidence': () => ({
        status: 200,
        body: { items: uploaded ? [document({ title: 'Resin declaration' })] : [] },
      }),
      'POST /packages/p1/evidence': () => {
        uploaded = true;
        return { status: 200, body: document({ title: 'Resin declaration' }) };
      },
    });
    const conformityFetches = vi.fn();
    const user = userEvent.setup();
    await renderWith(
      <>
        <EvidencePanel packageId="p1" components={components} />
        <ConformityProbe onFetch={conformityFetches} />
        <PopupHost />
      </>,
      { fetch: api.fetch },
    );
    await screen.findByText('No documents yet');
    await waitFor(() => expect(conformityFetches).toHaveBeenCalledTimes(1));
    const opener = screen.getByRole('button', { name: 'Upload document' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Upload evidence document' });

    await user.type(within(dialog).getByLabelText('Issued by (optional)'), 'Polymer GmbH');
    await user.selectOptions(within(dialog).getByLabelText('Covers'), 'k1');
    await sendDocument(
      user,
      dialog,
      'Resin declaration',
      new File(['%PDF-1.4'], 'resin.pdf', { type: 'application/pdf' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.sent.find((request) => request.method === 'POST');
    expect(Object.fromEntries(new URLSearchParams(post?.search))).toEqual({
      kind: 'supplier_declaration',
      title: 'Resin declaration',
      issuer: 'Polymer GmbH',
      issuedOn: '2026-01-10',
      componentId: 'k1',
    });
    expect((post?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByRole('table', { name: 'Evidence documents' })).toHaveTextContent(
      'Resin declaration',
    );
    await waitFor(() => expect(conformityFetches).toHaveBeenCalledTimes(2));
    expect(opener).toHaveFocus();
  });

  it('says what is wrong: missing fields before sending, the server’s refusal of the file by its code', async () => {
    const api = evidenceApi({
      'GET /packages/p1/evidence': { status: 200, body: { items: [] } },
      'POST /packages/p1/evidence': {
        status: 415,
        body: { code: 'EVIDENCE_FILE_TYPE_NOT_ALLOWED', message: 'x' },
      },
    });
    const user = userEvent.setup();
    await renderWith(<EvidencePanel packageId="p1" components={[]} />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload evidence document' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByText('Choose the document’s file.')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);

    // Named .pdf, typed by the browser as PDF, refused by the server for what its bytes are.
    await sendDocument(
      user,
      dialog,
      'Lab report',
      new File(['PK'], 'report.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only PDF, PNG and JPEG files are accepted as evidence.',
    );
  });

  it('removes a document only once confirmed; cancelling gives the focus back to its Remove button', async () => {
    let removed = false;
    const api = evidenceApi({
      'GET /packages/p1/evidence': () => ({
        status: 200,
        body: { items: removed ? [] : [document({})] },
      }),
      'DELETE /packages/p1/evidence/d1': () => {
        removed = true;
        return { status: 200, body: { success: true } };
      },
    });
    const user = userEvent.setup();
    await renderWith(<EvidencePanel packageId="p1" components={components} />, { fetch: api.fetch });
    const remove = await screen.findByRole('button', { name: 'Remove rPET declaration' });
    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(api.sent.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/packages/p1/evidence/d1',
    ]);
  });
});
