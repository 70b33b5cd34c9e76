import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { translateValidation } from './messages';

/** The packaging schemas' own field messages (shared/src/validation/packaging.ts), translated. */
const packagingValidation: Record<string, MessageDescriptor> = {
  'Name is required': msg`Name is required`,
  'Project name is required': msg`Project name is required`,
  'Choose a template': msg`Choose a template`,
  'Template name is required': msg`Template name is required`,
};

export const translatePackagingValidation = (i18n: I18n, text: string | undefined): string | undefined => {
  const descriptor = text ? packagingValidation[text] : undefined;
  return descriptor ? i18n._(descriptor) : translateValidation(i18n, text);
};
