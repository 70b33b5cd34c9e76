import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldError } from 'react-hook-form';
import { COMPONENTS_MAX } from '@recyclens/shared';
import { translatePackagingValidation } from '../../lib/validation-messages';

/** The editor's texts from shared/src/validation/packaging.ts. */
const editorValidation: Record<string, MessageDescriptor> = {
  'Component name is required': msg`Component name is required`,
  'Enter a density in g/cm³': msg`Enter a density in g/cm³`,
  'Density must be above 0 g/cm³': msg`Density must be above 0 g/cm³`,
  'Density must be below 25 g/cm³': msg`Density must be below 25 g/cm³`,
  'Density from must not exceed density to': msg`Density from must not exceed density to`,
  'Use a whole number': msg`Use a whole number`,
  'Use 0 or more': msg`Use 0 or more`,
  'Weight must be above 0 g': msg`Weight must be above 0 g`,
  'A packaging that is not a draft needs at least one complete component': msg`A packaging that is not a draft needs at least one complete component`,
  [`A packaging holds at most ${COMPONENTS_MAX} components`]: msg`A packaging holds at most ${COMPONENTS_MAX} components`,
};

export const translateEditorValidation = (i18n: I18n, text: string | undefined): string | undefined => {
  const descriptor = text ? editorValidation[text] : undefined;
  return descriptor ? i18n._(descriptor) : translatePackagingValidation(i18n, text);
};

/** A field's error in the interface language; text where a number belongs gets zod's generic type error. */
export const fieldErrorText = (i18n: I18n, error: FieldError | undefined): string | undefined => {
  if (!error) return undefined;
  const known = error.message ? editorValidation[error.message] : undefined;
  if (known) return i18n._(known);
  if (error.type === 'invalid_type') return i18n._(msg`Enter a number`);
  return translateEditorValidation(i18n, error.message);
};
