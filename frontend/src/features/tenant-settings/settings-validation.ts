import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { FAQS_PER_LANGUAGE_MAX } from '@recyclens/shared';
import { translateValidation } from '../../lib/messages';

/** The tenant settings schemas' own texts (shared/src/validation), in the interface language. */
const settingsTexts: Record<string, MessageDescriptor> = {
  'Name is required': msg`Name is required`,
  'Question is required': msg`Question is required`,
  'Answer is required': msg`Answer is required`,
  'Use a colour like #1a2b3c': msg`Use a colour like #1a2b3c`,
  'Enter a domain like example.com': msg`Enter a domain like example.com`,
  [`At most ${FAQS_PER_LANGUAGE_MAX} questions per language`]: msg`At most ${FAQS_PER_LANGUAGE_MAX} questions per language`,
};

export const translateSettingsValidation = (i18n: I18n, text: string | undefined): string | undefined => {
  const descriptor = text ? settingsTexts[text] : undefined;
  return descriptor ? i18n._(descriptor) : translateValidation(i18n, text);
};
