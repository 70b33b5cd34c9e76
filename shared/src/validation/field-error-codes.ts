/**
 * The field error codes (decision 021), each with the names of the parameters its text needs from
 * the failed rule. A schema gives a code as its issue's message, a service refuses a field with a
 * code, and each side words it once: the server in the caller's language
 * (functions/src/errors/field-error-texts.ts), the web app in the interface's (Lingui). Codes are
 * stable: clients key on them, so a code is never renamed or reused, only added. In a module
 * without zod (their schemas are in field-errors.ts): the web app words them on its first load,
 * which carries no zod (decision 059).
 */
const parameterNames = {
  REQUIRED: [],
  NOT_A_TEXT: [],
  NOT_A_NUMBER: [],
  NOT_AN_INTEGER: [],
  NOT_YES_OR_NO: [],
  NOT_A_LIST: [],
  NOT_AN_OBJECT: [],
  INVALID_TYPE: [],
  TOO_LONG: ['maximum'],
  TOO_SHORT: ['minimum'],
  TOO_SMALL: ['minimum'],
  TOO_LARGE: ['maximum'],
  NOT_ABOVE: ['minimum'],
  NOT_BELOW: ['maximum'],
  NOT_A_MULTIPLE: ['divisor'],
  TOO_FEW_ITEMS: ['minimum'],
  TOO_MANY_ITEMS: ['maximum'],
  INVALID_CHOICE: ['options'],
  INVALID_EMAIL: [],
  INVALID_URL: [],
  INVALID_ID: [],
  INVALID_DATE: [],
  INVALID_FORMAT: [],
  INVALID_VALUE: [],
  UNKNOWN_FIELD: [],

  // The product's own texts (docs/product.md#validation and the forms beyond it).
  EMAIL_REQUIRED: [],
  PASSWORD_REQUIRED: [],
  PASSWORD_TOO_SHORT: [],
  PASSWORD_TOO_LONG: [],
  PASSWORD_TOO_COMMON: [],
  PASSWORDS_DO_NOT_MATCH: [],
  PRIVACY_POLICY_REQUIRED: [],
  FIRST_NAME_REQUIRED: [],
  LAST_NAME_REQUIRED: [],
  COMPANY_REQUIRED: [],
  CURRENT_PASSWORD_REQUIRED: [],
  NEW_PASSWORD_REQUIRED: [],
  ROLE_REQUIRED: [],
  STATUS_REQUIRED: [],
  USER_COMPANY_REQUIRED: [],
  ONLY_ADMINS_MANY_COMPANIES: [],
  COMPANY_NAME_REQUIRED: [],
  IMAGE_TYPE_INVALID: [],
  INVALID_PARAMETERS: [],
  INVALID_LINK: [],
  COMPANY_SELECTION_REQUIRED: [],
  TEXT_TOO_LONG: [],
  TEXT_INVALID_CHARACTERS: [],
  LINE_BREAKS_NOT_ALLOWED: [],
  PERSON_NAME_INVALID: [],
  NAME_WITHOUT_LINKS: [],
  NESTED_TOO_DEEPLY: [],
  NAME_REQUIRED: [],
  PROJECT_NAME_REQUIRED: [],
  COMPONENT_NAME_REQUIRED: [],
  TEMPLATE_NAME_REQUIRED: [],
  QUESTION_REQUIRED: [],
  ANSWER_REQUIRED: [],
  COLOR_INVALID: [],
  EMAIL_DOMAIN_INVALID: [],
  FAQS_PER_LANGUAGE_TOO_MANY: [],
  DENSITY_REQUIRED: [],
  DENSITY_TOO_LOW: [],
  DENSITY_TOO_HIGH: [],
  DENSITY_RANGE_REVERSED: [],
  WHOLE_NUMBER_REQUIRED: [],
  ZERO_OR_MORE_REQUIRED: [],
  WEIGHT_TOO_LOW: [],
  COMPONENTS_TOO_MANY: [],
  CONSTITUENTS_TOO_MANY: [],
  CONSTITUENT_WEIGHT_REQUIRED: [],
  COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS: [],
  BLEND_TOO_MANY: [],
  BLEND_SHARE_REQUIRED: [],
  BLEND_SHARES_TOO_HIGH: [],
  COMPLETE_COMPONENT_REQUIRED: [],
  COUNTRY_REQUIRED: [],
  PROPOSAL_REQUIRED: [],
  PACKAGING_OR_PROJECT: [],
  VERSION_NOT_A_NUMBER: [],
  LIMIT_NOT_A_WHOLE_NUMBER: [],
  LIMIT_OUT_OF_RANGE: [],
  PERCENT_OUT_OF_RANGE: [],
  VOLUME_TOO_LOW: [],
  CONTENT_VOLUME_ABOVE_PACKAGING: [],
  CONCENTRATION_TOO_HIGH: [],
  UNITS_YEAR_OUT_OF_RANGE: [],
  UNITS_COUNTRY_YEAR_TWICE: [],

  // Texts of the services' own refusals, after the schemas passed (they name a field too).
  UNKNOWN_COMPANY: [],
  UNKNOWN_PROJECT: [],
  UNKNOWN_TEMPLATE: [],
  NOTHING_TO_EXPORT: [],
  EXPORT_SELECTION_EMPTY: [],
  EXPORT_SELECTION_AND_PROJECT: [],
  COMPONENTS_INCOMPLETE: [],

  // The import's own checks of a file (its rows are reported by sheet, row and column).
  IMPORT_FILE_EMPTY: [],
  IMPORT_KEY_REQUIRED: [],
  IMPORT_KEY_USED_TWICE: ['key'],
  IMPORT_UNKNOWN_PACKAGING_KEY: ['key'],
  IMPORT_YES_OR_NO: [],
  IMPORT_TOO_MANY_COMPONENTS: ['maximum', 'count'],

  // A lookup id the tenant does not have; the kind (material, colour…) is only in the English.
  UNKNOWN_LOOKUP: ['kind', 'id'],
  TEMPLATE_REQUIRED: [],
} as const satisfies Record<string, readonly string[]>;

export type FieldErrorCode = keyof typeof parameterNames;
export const fieldErrorCodes = Object.keys(parameterNames) as [FieldErrorCode, ...FieldErrorCode[]];

/** The codes whose text needs no parameter: a client can word them without the server's text. */
export type PlainFieldErrorCode = {
  [Code in FieldErrorCode]: (typeof parameterNames)[Code] extends readonly [] ? Code : never;
}[FieldErrorCode];

/** The codes whose text needs the failed rule's parameters (a limit, the choices, a key). */
export type ParameterisedFieldErrorCode = Exclude<FieldErrorCode, PlainFieldErrorCode>;

/** Each code as itself, so a schema's message names a code the compiler knows. */
export const fieldError = Object.fromEntries(fieldErrorCodes.map((code) => [code, code])) as {
  readonly [Code in FieldErrorCode]: Code;
};

/** Whether a message is a code, i.e. the schema's author chose it (zod's own messages are English). */
export const isFieldErrorCode = (message: string): message is FieldErrorCode =>
  Object.hasOwn(parameterNames, message);

/** The names of the parameters the code's text needs (none for a product text). */
export const fieldErrorParamNames = (code: FieldErrorCode): readonly string[] => parameterNames[code];

export const isPlainFieldErrorCode = (message: string): message is PlainFieldErrorCode =>
  isFieldErrorCode(message) && parameterNames[message].length === 0;
