import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../../test/render';
import { stubFetch } from '../../../../test/fake-fetch';
import { downloadBlob } from '../../../lib/download';
import { ConformityPanel } from './conformity-panel';

vi.mock('../../../lib/download', () => ({ downloadBlob: vi.fn(), downloadUrl: vi.fn() }));

describe('PPWR conformity panel', () => {
  it('downloads the draft declaration of conformity in the reader’s language', async () => {
    const api = stubFetch(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
      (request) => `${request.method} ${request.url.pathname}${request.url.search}`,
    );
    await renderWith(<ConformityPanel packageId="p7" version={3} />, { fetch: api.fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Draft declaration (PDF)' }));

    await waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith(expect.anything(), 'recyclens-declaration-p7-v3-en.pdf'),
    );
    // The bytes the server sent, saved as they came (their content, not their class: the test
    // pool's per-file contexts give the response's Blob another realm's constructor).
    const [file] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(await file.text()).toBe('%PDF');
    expect(api.sent).toEqual(['GET /packages/p7/declaration.pdf?language=en']);
  });
});
