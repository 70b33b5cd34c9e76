import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldError } from 'react-hook-form';
import { COMPONENTS_MAX, fieldErrorOfText, fieldErrorText as catalogueText } from '@recyclens/shared';
import { toInterfaceLocale, toLanguage } from '../../lib/i18n';
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

/**
 * A text of the shared field error catalogue (decision 021) in the interface language, by its
 * code: the layers' rules (CONSTITUENT_WEIGHT_REQUIRED, COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS…) carry
 * their German and French there, for the browser and the server alike.
 */
const sharedCatalogueText = (i18n: I18n, text: string | undefined): string | undefined => {
  const known = text ? fieldErrorOfText(text) : undefined;
  const locale = toInterfaceLocale(i18n.locale);
  return known && locale ? catalogueText(known.code, toLanguage(locale), known.params) : undefined;
};

export const translateEditorValidation = (i18n: I18n, text: string | undefined): string | undefined => {
  const descriptor = text ? editorValidation[text] : undefined;
  if (descriptor) return i18n._(descriptor);
  return sharedCatalogueText(i18n, text) ?? translatePackagingValidation(i18n, text);
};

/** A field's error in the interface language; text where a number belongs gets zod's generic type error. */
export const fieldErrorText = (i18n: I18n, error: FieldError | undefined): string | undefined => {
  if (!error) return undefined;
  const known = error.message ? editorValidation[error.message] : undefined;
  if (known) return i18n._(known);
  const shared = sharedCatalogueText(i18n, error.message);
  if (shared) return shared;
  if (error.type === 'invalid_type') return i18n._(msg`Enter a number`);
  return translateEditorValidation(i18n, error.message);
};

/**
 * The error of a select that must be chosen (a layer's role and material): the server's answer
 * (an unknown entry) as it came, anything the browser found means nothing is chosen.
 */
export const choiceErrorText = (i18n: I18n, error: FieldError | undefined): string | undefined => {
  if (!error) return undefined;
  if (error.type === 'server') return translateEditorValidation(i18n, error.message);
  const locale = toInterfaceLocale(i18n.locale) ?? 'en';
  return catalogueText('REQUIRED', toLanguage(locale));
};
