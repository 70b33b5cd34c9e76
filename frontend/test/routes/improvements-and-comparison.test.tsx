import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editorAnswers, findingJson, packageJson, resultJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

const history = (...items: unknown[]) => ({ status: 200, body: { items, nextCursor: null } });
const capProposal = {
  id: 'material:1:pp',
  grade: 'A',
  score: 100,
  effects: [],
  changes: [
    {
      kind: 'material',
      componentIndex: 1,
      componentName: 'Cap',
      from: 'pvc',
      fromName: 'PVC',
      to: 'pp',
      toName: 'PP',
    },
  ],
};
const improvements = (proposals: unknown[], grade = 'C') => ({
  status: 200,
  body: {
    countryId: 'DE',
    methodology: 'ceflex',
    methodVersion: '2026.11.1',
    grade,
    score: 72,
    proposals,
    complete: true,
  },
});

describe('What would make it better', () => {
  it('lists each proposal with the grade it reaches and applies it to a copy that then opens', async () => {
    const { router, api } = await renderEditor(
      editorAnswers({
        'GET /packages/p1/results': history(resultJson('r1', { grade: 'C', score: 72 })),
        'GET /packages/p1/improvements': improvements([capProposal]),
        'POST /packages/p1/improvements': {
          status: 200,
          body: packageJson({ id: 'p2', name: 'Shampoo bottle (improved)' }),
        },
        'GET /packages/p2': {
          status: 200,
          body: packageJson({ id: 'p2', name: 'Shampoo bottle (improved)' }),
        },
      }),
    );
    const proposals = await screen.findByRole('list', { name: 'Proposals for Germany, CEFLEX D4ACE' });
    const [item] = within(proposals).getAllByRole('listitem') as [HTMLElement];
    expect(within(item).getByText('Replace PVC by PP in “Cap”')).toBeInTheDocument();
    expect(within(item).getByText('Grade C')).toBeInTheDocument();
    expect(within(item).getByText('Grade A')).toBeInTheDocument();
    expect(api.sent.find((call) => call.path === '/packages/p1/improvements')).toBeDefined();

    await userEvent.click(within(item).getByRole('button', { name: 'Apply to a copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/p2'));
    expect(api.sent.find((call) => call.method === 'POST')?.body).toEqual({ proposalId: 'material:1:pp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shampoo bottle (improved)' }),
    ).toBeInTheDocument();
  });

  it('says so when no change raises the grade', async () => {
    await renderEditor(
      editorAnswers({
        'GET /packages/p1/results': history(resultJson('r1', { grade: 'not-recyclable', score: 0 })),
        'GET /packages/p1/improvements': improvements([], 'not-recyclable'),
      }),
    );
    expect(
      await screen.findByText(/No change of one part, nor of two together, raises this grade/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply to a copy' })).not.toBeInTheDocument();
  });
});

describe('Methodologies side by side', () => {
  const metallised = (rating: string, ruleId: string, message: string) =>
    findingJson({ componentIndex: 1, componentName: 'Print', rating, ruleId, message });

  it('shows CEFLEX and PRE next to each other, the disagreeing finding highlighted, older methods marked', async () => {
    const shared = findingJson({});
    await renderEditor(
      editorAnswers({
        'GET /packages/p1/results': history(
          resultJson('r2', {
            methodology: 'pre',
            grade: 'B',
            score: 94,
            findings: [
              shared,
              metallised('yellow', 'film-pe.material.metallisation.pre', 'Metallisation: limited.'),
            ],
          }),
          resultJson('r1', {
            methodology: 'ceflex',
            grade: 'A',
            score: 100,
            methodVersion: '2025.01.1',
            olderMethod: true,
            findings: [shared, metallised('green', 'film-pe.material.metallisation', 'Metallisation: fine.')],
          }),
        ),
        'GET /packages/p1/improvements': improvements([], 'B'),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Findings of both methodologies for Germany' });
    const rows = within(table).getAllByRole('row').slice(1);
    const differing = rows.filter((row) => within(row).queryByText('Methodologies differ'));
    expect(differing).toHaveLength(1);
    // The green finding both share folds away, as in the findings by component.
    expect(rows).toHaveLength(1);
    expect(screen.getByText('1 green or informational finding both rate the same')).toBeInTheDocument();
    expect(within(differing[0] as HTMLElement).getByText('Metallisation: fine.')).toBeInTheDocument();
    expect(within(differing[0] as HTMLElement).getByText('Metallisation: limited.')).toBeInTheDocument();
    expect(
      screen.getByText('The two methodologies disagree on 1 finding, highlighted below.'),
    ).toBeInTheDocument();

    const ceflex = screen.getByRole('region', { name: 'CEFLEX D4ACE' });
    expect(within(ceflex).getByText('Older method')).toBeInTheDocument();
    expect(within(ceflex).getByText(/Method version 2025\.01\.1/)).toBeInTheDocument();
    const pre = screen.getByRole('region', { name: 'Plastics Recyclers Europe' });
    expect(within(pre).queryByText('Older method')).not.toBeInTheDocument();
    expect(within(pre).getByText('Grade B')).toBeInTheDocument();
  });

  it('offers to assess the missing methodology, and only on the user’s click', async () => {
    const answers = editorAnswers({
      'GET /packages/p1/results': history(resultJson('r1', { methodology: 'ceflex' })),
      'POST /packages/p1/assessments': { status: 200, body: [resultJson('r2', { methodology: 'pre' })] },
    });
    const { api } = await renderEditor(answers);
    const pre = await screen.findByRole('region', { name: 'Plastics Recyclers Europe' });
    expect(within(pre).getByText('Not assessed with this methodology for Germany yet.')).toBeInTheDocument();
    expect(api.sent.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(pre).getByRole('button', { name: 'Assess with Plastics Recyclers Europe' }));
    await waitFor(() =>
      expect(api.sent.find((call) => call.method === 'POST')?.body).toEqual({
        countryIds: ['DE'],
        methodology: 'pre',
        // A comparison run: it must not become the latest result (issue 36 §3).
        comparison: true,
      }),
    );
  });
});
