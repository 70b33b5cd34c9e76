import { useLingui } from '@lingui/react/macro';
import type { ComponentPpwrFields, PackagingPpwrFields } from '@recyclens/shared';
import { useFormContext } from 'react-hook-form';
import { DecimalField } from '../../../components/ui/decimal-field';
import { SelectField } from '../../../components/ui/select';
import { numberOrNull, type EditorFormInput } from '../editor-form';
import { fieldErrorText } from '../validation-messages';
import { HelpedField } from './ppwr-help';

/** A PPWR field of the packaging or of one of its components, as the editor form names it. */
type PpwrField = keyof PackagingPpwrFields | `components.${number}.${keyof ComponentPpwrFields}`;

/** The editor form's `register` and the field's error in the reader's language. */
const useEditorField = (name: PpwrField) => {
  const { i18n } = useLingui();
  const { register, getFieldState, formState } = useFormContext<EditorFormInput>();
  return { register, error: fieldErrorText(i18n, getFieldState(name, formState).error) };
};

/** A PPWR number of the packaging or a component, with its help line; empty is unknown. */
export const PpwrNumber = ({ name, label, help }: { name: PpwrField; label: string; help: string }) => {
  const { register, error } = useEditorField(name);
  return (
    <HelpedField help={help} error={error}>
      {(control) => (
        <DecimalField
          label={label}
          error={error}
          {...control}
          {...register(name, { setValueAs: numberOrNull })}
        />
      )}
    </HelpedField>
  );
};

/** A PPWR choice with its help line; the empty option (`placeholder`) is unknown, never "no". */
export const PpwrChoice = ({
  name,
  label,
  help,
  options,
  placeholder,
  setValueAs,
}: {
  name: PpwrField;
  label: string;
  help: string;
  options: { value: string; label: string }[];
  placeholder: string;
  setValueAs: (value: unknown) => unknown;
}) => {
  const { register, error } = useEditorField(name);
  return (
    <HelpedField help={help} error={error}>
      {(control) => (
        <SelectField
          label={label}
          placeholder={placeholder}
          options={options}
          error={error}
          {...control}
          {...register(name, { setValueAs })}
        />
      )}
    </HelpedField>
  );
};
