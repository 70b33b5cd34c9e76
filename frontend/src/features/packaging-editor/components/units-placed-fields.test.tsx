import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unitsPlacedSchema } from '@recyclens/shared';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../../test/render';
import type { EditorFormInput } from '../editor-form';
import type { LookupOptions } from '../use-lookup-options';
import { UnitsPlacedFields } from './units-placed-fields';

const lookups = {
  country: [
    { value: 'DE', label: 'Germany', group: 'eu' },
    { value: 'FR', label: 'France', group: 'eu' },
  ],
} as unknown as LookupOptions;

/** The form around the rows, with a button that shows what a save would send. */
const Form = ({ values, children }: { values: Partial<EditorFormInput>; children: ReactNode }) => {
  const form = useForm<EditorFormInput>({ defaultValues: values });
  const [sent, setSent] = useState('');
  return (
    <FormProvider {...form}>
      {children}
      <button
        type="button"
        onClick={() => {
          const parsed = unitsPlacedSchema.safeParse(form.getValues('unitsPlaced'));
          setSent(parsed.success ? JSON.stringify(parsed.data) : 'invalid');
        }}
      >
        Send
      </button>
      <output>{sent}</output>
    </FormProvider>
  );
};

const show = (values: Partial<EditorFormInput>, locale: 'en' | 'de' = 'en') =>
  renderWith(
    <Form values={values}>
      <UnitsPlacedFields lookups={lookups} />
    </Form>,
    { locale },
  );

describe('units placed on the market in the editor', () => {
  it('shows the stored rows, one per country and year', async () => {
    await show({ unitsPlaced: [{ countryCode: 'DE', year: 2026, units: 10_000 }] });
    const row = screen.getByRole('listitem', { name: 'Row 1' });
    expect(row).toHaveTextContent('Germany');
    expect(screen.getByLabelText('Units')).toHaveValue('10000');
    expect(screen.getByLabelText('Year')).toHaveValue('2026');
  });

  it('adds a row from the keyboard, takes the German thousands dot, and removes it again', async () => {
    await show({ unitsPlaced: [] }, 'de');
    expect(screen.getByText('Noch keine Stückzahlen eingetragen.')).toBeVisible();
    screen.getByRole('button', { name: 'Land und Jahr hinzufügen' }).focus();
    await userEvent.keyboard('{Enter}');
    const country = await screen.findByLabelText('Land');
    await expect.poll(() => document.activeElement).toBe(country);
    await userEvent.selectOptions(country, 'Germany');
    const year = screen.getByLabelText('Jahr');
    await userEvent.clear(year);
    await userEvent.type(year, '2026');
    await userEvent.type(screen.getByLabelText('Stück'), '12.500');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('[{"countryCode":"DE","year":2026,"units":12500}]');

    await userEvent.click(screen.getByRole('button', { name: 'Zeile 1 entfernen' }));
    expect(screen.queryByLabelText('Land')).toBeNull();
    expect(screen.getByRole('button', { name: 'Land und Jahr hinzufügen' })).toHaveFocus();
  });

  it('never takes a decimal as a whole number', async () => {
    await show({ unitsPlaced: [{ countryCode: 'FR', year: 2026, units: 1 }] });
    const units = screen.getByLabelText('Units');
    await userEvent.clear(units);
    await userEvent.type(units, '10.5');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('invalid');
  });
});
