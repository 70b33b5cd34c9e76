import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { translateValidation } from '../../../lib/messages';

/** The project fields the server may answer messages for, so those go under the field. */
export const projectFields = ['name', 'description'] as const;

/** A project's name and optional description, as adding and renaming a project ask for them. */
export const ProjectFields = ({
  name,
  description,
  errors,
}: {
  name: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  errors: { name?: { message?: string }; description?: { message?: string } };
}) => {
  const { t, i18n } = useLingui();
  return (
    <>
      <TextField
        label={t`Project name`}
        autoComplete="off"
        error={translateValidation(i18n, errors.name?.message)}
        {...name}
      />
      <TextField
        label={t`Description (optional)`}
        autoComplete="off"
        error={translateValidation(i18n, errors.description?.message)}
        {...description}
      />
    </>
  );
};
