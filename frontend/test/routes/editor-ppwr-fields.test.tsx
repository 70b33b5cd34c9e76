import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editorAnswers, packageJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

const puts = <T extends { method: string; path: string }>(sent: T[]) =>
  sent.filter((call) => call.method === 'PUT' && call.path === '/packages/p1');

/** A packaging whose PPWR fields were set (by the API or the PPWR section). */
const withPpwr = () => {
  const pkg = packageJson({ packagingRole: 'sales', contactSensitivity: 'food' });
  const [bottle, cap] = pkg.packageComponents as Record<string, unknown>[];
  return {
    ...pkg,
    packageComponents: [{ ...bottle, recycledContentPercent: 30, pfasIntentionallyAdded: 'no' }, cap],
  };
};

describe('PPWR fields in the editor', () => {
  it('a save keeps the PPWR fields the user did not touch', async () => {
    const answers = editorAnswers();
    answers['GET /packages/p1'] = { status: 200, body: withPpwr() };
    answers['PUT /packages/p1'] = { status: 200, body: { ...withPpwr(), version: 4 } };
    const { api } = await renderEditor(answers);
    await userEvent.type(await screen.findByLabelText('Name'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(puts(api.sent)).toHaveLength(1));
    expect(puts(api.sent)[0]?.body).toMatchObject({
      packagingRole: 'sales',
      contactSensitivity: 'food',
      components: [
        expect.objectContaining({ name: 'Bottle', recycledContentPercent: 30, pfasIntentionallyAdded: 'no' }),
        expect.objectContaining({ name: 'Cap' }),
      ],
    });
  });

  it('sends what the user chooses in the PPWR section: role, contact, recycled content, PFAS', async () => {
    const answers = editorAnswers();
    answers['PUT /packages/p1'] = { status: 200, body: packageJson({ version: 4 }) };
    const { api } = await renderEditor(answers);
    await userEvent.click(await screen.findByText('PPWR data of the packaging'));
    await userEvent.selectOptions(screen.getByLabelText('Packaging role'), 'E-commerce packaging');
    await userEvent.selectOptions(screen.getByLabelText('Contact sensitivity'), 'Food');
    await userEvent.type(screen.getByLabelText('Packaging volume (ml)'), '3000');
    await userEvent.type(screen.getByLabelText('Content volume (ml)'), '1200');
    const bottle = screen.getByRole('group', { name: 'Component 1: Bottle' });
    await userEvent.click(within(bottle).getByText('PPWR data of this component'));
    await userEvent.type(within(bottle).getByLabelText('Post-consumer recycled content (%)'), '30');
    await userEvent.selectOptions(within(bottle).getByLabelText('PFAS intentionally added'), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(puts(api.sent)).toHaveLength(1));
    const body = puts(api.sent)[0]?.body as Record<string, unknown> & {
      components: Record<string, unknown>[];
    };
    expect(body).toMatchObject({
      packagingRole: 'ecommerce',
      contactSensitivity: 'food',
      packagingVolumeMl: 3000,
      contentVolumeMl: 1200,
    });
    expect(body.components[0]).toMatchObject({ recycledContentPercent: 30, pfasIntentionallyAdded: 'no' });
    // Left unanswered, a choice stays unknown: sent as null, never as "no".
    expect(body.reusable ?? null).toBeNull();
    expect(body.components[0]?.heavyMetalsSumMgPerKg ?? null).toBeNull();
  });
});
