import { screen } from '@testing-library/react';
import type { PackagingDiff } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { lookupsJson } from '../../test/fixtures/packaging';
import { fakeFetch, renderWith } from '../../test/render';
import { PackagingDiffView } from './packaging-diff-view';

/** The packaging history names the recorded Art. 7 exemption like every PPWR field (issue 34 §1–2). */
const diff: PackagingDiff = {
  fields: [{ field: 'recycledContentExemption', before: null, after: 'dangerous_goods_transport' }],
  components: { added: [], removed: [], changed: [], reordered: false },
};

describe('a changed Art. 7 exemption in the history', () => {
  it('reads as its label and its choice, an empty one as unknown', async () => {
    const api = fakeFetch({ 'GET /lookups': { status: 200, body: lookupsJson } });
    await renderWith(<PackagingDiffView diff={diff} />, { locale: 'de', fetch: api.fetch });
    expect((await screen.findByText('Ausnahme vom Rezyklatanteil (Art. 7)')).parentElement).toHaveTextContent(
      'Ausnahme vom Rezyklatanteil (Art. 7): unbekannt → Transport gefährlicher Güter (Art. 7(4)(f))',
    );
  });
});
