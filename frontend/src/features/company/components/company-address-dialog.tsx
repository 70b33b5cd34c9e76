import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { companyAddressBodySchema, type CompanySummary } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm, FormDialog, type DialogOpenProps } from '../../../components/form-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { translateValidation } from '../../../lib/messages';
import { useUpdateCompanyAddress } from '../api/update-company-address';

type AddressValues = z.input<typeof companyAddressBodySchema>;

const AddressForm = ({ company, onClose }: { company: CompanySummary; onClose: () => void }) => {
  const { t, i18n } = useLingui();
  const save = useUpdateCompanyAddress(company.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: zodResolver(companyAddressBodySchema),
    defaultValues: { postalAddress: company.postalAddress ?? '' },
  });
  return (
    <DialogForm
      onSubmit={handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))}
      failure={save.isError ? { title: t`The address could not be saved.`, error: save.error } : null}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel={<Trans>Save address</Trans>}
    >
      <p className="text-sm text-neutral-700">
        <Trans>
          The manufacturer’s address on the company’s EU declarations of conformity, one line each for street,
          postcode and town, country. Leave it empty to remove it.
        </Trans>
      </p>
      <TextareaField
        label={t`Postal address`}
        rows={4}
        autoComplete="street-address"
        error={translateValidation(i18n, errors.postalAddress?.message)}
        {...register('postalAddress')}
      />
    </DialogForm>
  );
};

/** A company's postal address (docs/ppwr.md#declaration-and-technical-file), edited in a dialog of the overview. */
export const CompanyAddressDialog = ({
  company,
  ...props
}: DialogOpenProps & { company: CompanySummary }) => {
  const name = company.name;
  return (
    <FormDialog {...props} title={msg`Postal address of ${name}`}>
      {(close) => <AddressForm company={company} onClose={close} />}
    </FormDialog>
  );
};
