import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../../test/render';
import type { EditorFormInput } from '../editor-form';
import { PpwrPackageFields } from './ppwr-package-fields';

const Form = ({ values, children }: { values: Partial<EditorFormInput>; children: ReactNode }) => {
  const form = useForm<EditorFormInput>({ defaultValues: values });
  return <FormProvider {...form}>{children}</FormProvider>;
};

/** A save the server refused with a field error on the contact sensitivity, as the editor marks one. */
const RefusedContact = () => {
  const { setError } = useFormContext<EditorFormInput>();
  return (
    <button
      type="button"
      onClick={() =>
        setError('contactSensitivity', { type: 'server', message: 'Choose one of the listed values.' })
      }
    >
      Refuse
    </button>
  );
};

/** What the form would send for the recorded Art. 7 exemption. */
const SentExemption = () => {
  const { watch } = useFormContext<EditorFormInput>();
  return (
    <output aria-label="Sent exemption">{JSON.stringify(watch('recycledContentExemption') ?? null)}</output>
  );
};

const show = async (values: Partial<EditorFormInput>, locale: 'en' | 'de' = 'en') => {
  await renderWith(
    <Form values={values}>
      <PpwrPackageFields />
    </Form>,
    { locale },
  );
};

describe('the PPWR section of the packaging', () => {
  it('says for each field which article asks for it', async () => {
    await show({});
    await userEvent.click(screen.getByText('PPWR data of the packaging'));
    expect(screen.getByLabelText('Contact sensitivity')).toHaveAccessibleDescription(/Art\. 5\(5\)/);
    expect(screen.getByLabelText('Packaging volume (ml)')).toHaveAccessibleDescription(/Art\. 24/);
    expect(screen.getByLabelText('Restricted format (Annex V)')).toHaveAccessibleDescription(/Art\. 25/);
    expect(screen.getByLabelText('Material composition label')).toHaveAccessibleDescription(/Art\. 12/);
  });

  it('describes a field by its error and its help together', async () => {
    await renderWith(
      <Form values={{}}>
        <PpwrPackageFields />
        <RefusedContact />
      </Form>,
    );
    await userEvent.click(screen.getByText('PPWR data of the packaging'));
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const contact = screen.getByLabelText('Contact sensitivity');
    expect(contact).toBeInvalid();
    expect(contact).toHaveAccessibleDescription(/Art\. 5\(5\).*Choose one of the listed values\./);
  });

  it('shows the empty-space ratio computed from the two volumes as they are typed', async () => {
    await show({});
    await userEvent.click(screen.getByText('PPWR data of the packaging'));
    expect(
      screen.getByText('Empty-space ratio (Art. 24): unknown until both volumes are given'),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Packaging volume (ml)'), '2000');
    await userEvent.type(screen.getByLabelText('Content volume (ml)'), '500');
    expect(screen.getByText('Empty-space ratio (Art. 24): 75 %')).toBeVisible();
  });

  it('in German: German labels, unknown as the choice left open, decimal commas', async () => {
    await show({ packagingVolumeMl: 1000.5, contentVolumeMl: 375 }, 'de');
    await userEvent.click(screen.getByText('PPWR-Angaben zur Verpackung'));
    const role = screen.getByLabelText('Verpackungsfunktion');
    expect(role).toHaveDisplayValue('Unbekannt');
    expect(screen.getByLabelText('Verpackungsvolumen (ml)')).toHaveValue('1000,5');
    expect(screen.getByText('Leerraumanteil (Art. 24): 62,5 %')).toBeVisible();
  });

  it('records an Art. 7 exemption by its paragraph, unknown until one is chosen', async () => {
    await renderWith(
      <Form values={{}}>
        <PpwrPackageFields />
        <SentExemption />
      </Form>,
    );
    await userEvent.click(screen.getByText('PPWR data of the packaging'));
    const exemption = screen.getByLabelText('Recycled content exemption (Art. 7)');
    expect(exemption).toHaveAccessibleDescription(/Art\. 7\(4\)–\(5\)/);
    expect(exemption).toHaveDisplayValue('Unknown');
    await userEvent.selectOptions(exemption, 'Transport of dangerous goods (Art. 7(4)(f))');
    expect(screen.getByLabelText('Sent exemption')).toHaveTextContent('"dangerous_goods_transport"');
    await userEvent.selectOptions(exemption, 'None of these');
    expect(screen.getByLabelText('Sent exemption')).toHaveTextContent('"none"');
  });
});
