import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  BLEND_MATERIALS_MAX,
  COMPONENTS_MAX,
  CONSTITUENTS_MAX,
  FAQS_PER_LANGUAGE_MAX,
  PAGE_LIMIT_MAX,
  type ParameterisedFieldErrorCode,
  type PlainFieldErrorCode,
  type validationMessages,
} from '@recyclens/shared';

type EntryCode = (typeof validationMessages)[keyof typeof validationMessages];

/**
 * The field error codes beyond docs/product.md#validation in the interface language: the signed-in pages' forms
 * and the server's refusals. They sit in the `pages` catalogue (lingui.config.ts); the spec's
 * codes, which the sign-in pages show, are in lib/messages.ts. A code whose text needs the failed
 * rule's parameters is in `parameterisedFieldErrorTexts`.
 */
export const pageFieldErrorTexts: Record<Exclude<PlainFieldErrorCode, EntryCode>, MessageDescriptor> = {
  REQUIRED: msg`This field is required`,
  NOT_A_TEXT: msg`Enter a text`,
  NOT_A_NUMBER: msg`Enter a number`,
  NOT_AN_INTEGER: msg`Enter a whole number`,
  NOT_YES_OR_NO: msg`Choose yes or no`,
  NOT_A_LIST: msg`Expected a list`,
  NOT_AN_OBJECT: msg`Expected a group of fields`,
  INVALID_TYPE: msg`This value has the wrong type`,
  INVALID_URL: msg`Invalid URL`,
  INVALID_ID: msg`Invalid id`,
  INVALID_DATE: msg`Enter a valid date`,
  INVALID_FORMAT: msg`This value is not in the expected format`,
  INVALID_VALUE: msg`This value is not valid`,
  UNKNOWN_FIELD: msg`This field is not expected here`,
  NAME_REQUIRED: msg`Name is required`,
  PROJECT_NAME_REQUIRED: msg`Project name is required`,
  COMPONENT_NAME_REQUIRED: msg`Component name is required`,
  TEMPLATE_NAME_REQUIRED: msg`Template name is required`,
  TEMPLATE_REQUIRED: msg`Choose a template`,
  QUESTION_REQUIRED: msg`Question is required`,
  ANSWER_REQUIRED: msg`Answer is required`,
  COLOR_INVALID: msg`Use a colour like #1a2b3c`,
  EMAIL_DOMAIN_INVALID: msg`Enter a domain like example.com`,
  FAQS_PER_LANGUAGE_TOO_MANY: msg`At most ${FAQS_PER_LANGUAGE_MAX} questions per language`,
  DENSITY_REQUIRED: msg`Enter a density in g/cm³`,
  DENSITY_TOO_LOW: msg`Density must be above 0 g/cm³`,
  DENSITY_TOO_HIGH: msg`Density must be below 25 g/cm³`,
  DENSITY_RANGE_REVERSED: msg`Density from must not exceed density to`,
  WHOLE_NUMBER_REQUIRED: msg`Use a whole number`,
  ZERO_OR_MORE_REQUIRED: msg`Use 0 or more`,
  WEIGHT_TOO_LOW: msg`Weight must be above 0 g`,
  PERCENT_OUT_OF_RANGE: msg`Use a percentage from 0 to 100`,
  VOLUME_TOO_LOW: msg`Volume must be above 0 ml`,
  CONTENT_VOLUME_ABOVE_PACKAGING: msg`The contents cannot take up more volume than the packaging`,
  CONCENTRATION_TOO_HIGH: msg`A concentration cannot exceed the whole material`,
  UNITS_YEAR_OUT_OF_RANGE: msg`Use a year from 1990 to 2100`,
  UNITS_COUNTRY_YEAR_TWICE: msg`This country and year already have a row`,
  COMPONENTS_TOO_MANY: msg`A packaging holds at most ${COMPONENTS_MAX} components`,
  CONSTITUENTS_TOO_MANY: msg`A component holds at most ${CONSTITUENTS_MAX} layers`,
  CONSTITUENT_WEIGHT_REQUIRED: msg`Enter a weight in g`,
  COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS: msg`A component with layers weighs the sum of its layers`,
  BLEND_TOO_MANY: msg`A layer blends at most ${BLEND_MATERIALS_MAX} other materials`,
  BLEND_SHARE_REQUIRED: msg`Enter a share in %`,
  BLEND_SHARES_TOO_HIGH: msg`The blended materials must leave a share for the layer’s own material`,
  COMPLETE_COMPONENT_REQUIRED: msg`A packaging that is not a draft needs at least one complete component`,
  COUNTRY_REQUIRED: msg`Choose at least one country`,
  PROPOSAL_REQUIRED: msg`Choose a proposal`,
  PACKAGING_OR_PROJECT: msg`Choose packaging or a project, not both`,
  VERSION_NOT_A_NUMBER: msg`version must be a number`,
  LIMIT_NOT_A_WHOLE_NUMBER: msg`limit must be a whole number`,
  LIMIT_OUT_OF_RANGE: msg`limit must be between 1 and ${PAGE_LIMIT_MAX}`,
  UNKNOWN_COMPANY: msg`Unknown company.`,
  UNKNOWN_PROJECT: msg`Unknown project`,
  UNKNOWN_TEMPLATE: msg`Unknown template`,
  NOTHING_TO_EXPORT: msg`There is no packaging to export.`,
  EXPORT_SELECTION_EMPTY: msg`Choose at least one packaging`,
  EXPORT_SELECTION_AND_PROJECT: msg`Export either the chosen packaging or a project, not both`,
  COMPONENTS_INCOMPLETE: msg`Complete every component (lookups and density) before assessing`,
  IMPORT_FILE_EMPTY: msg`The file holds no packaging.`,
  IMPORT_KEY_REQUIRED: msg`Key is required`,
  IMPORT_YES_OR_NO: msg`Use yes or no`,
};

/**
 * The codes whose text needs the failed rule's parameters, `{name}` standing for each (the server
 * sends them in `fieldParams`). The wording is the server's (functions/src/errors/field-error-texts.ts),
 * so both sides say the same; the kind of an unknown lookup is only in the English there too.
 */
export const parameterisedFieldErrorTexts: Record<ParameterisedFieldErrorCode, MessageDescriptor> = {
  TOO_LONG: msg({ message: 'Use at most {maximum} characters' }),
  TOO_SHORT: msg({ message: 'Use at least {minimum} characters' }),
  TOO_SMALL: msg({ message: 'Enter {minimum} or more' }),
  TOO_LARGE: msg({ message: 'Enter {maximum} or less' }),
  NOT_ABOVE: msg({ message: 'Enter more than {minimum}' }),
  NOT_BELOW: msg({ message: 'Enter less than {maximum}' }),
  NOT_A_MULTIPLE: msg({ message: 'Enter a multiple of {divisor}' }),
  TOO_FEW_ITEMS: msg({ message: 'Choose at least {minimum}' }),
  TOO_MANY_ITEMS: msg({ message: 'Choose at most {maximum}' }),
  INVALID_CHOICE: msg({ message: 'Choose one of: {options}' }),
  IMPORT_KEY_USED_TWICE: msg({ message: 'Key "{key}" is used twice' }),
  IMPORT_UNKNOWN_PACKAGING_KEY: msg({ message: 'No packaging with key "{key}"' }),
  IMPORT_TOO_MANY_COMPONENTS: msg({
    message: 'A packaging holds at most {maximum} components; this one has {count}',
  }),
  UNKNOWN_LOOKUP: msg({ message: 'Unknown {kind}: {id}' }),
};
