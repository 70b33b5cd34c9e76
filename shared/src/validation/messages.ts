import { fieldError as code } from './field-errors';

/**
 * The codes of the validation texts of docs/product.md#validation, by name: what the form schemas give as their
 * issues' message. The web app words them in the `entry` catalogue, which the sign-in pages load.
 */
export const validationMessages = {
  emailRequired: code.EMAIL_REQUIRED,
  emailInvalid: code.INVALID_EMAIL,
  passwordRequired: code.PASSWORD_REQUIRED,
  passwordTooShort: code.PASSWORD_TOO_SHORT,
  passwordTooLong: code.PASSWORD_TOO_LONG,
  passwordTooCommon: code.PASSWORD_TOO_COMMON,
  passwordsDoNotMatch: code.PASSWORDS_DO_NOT_MATCH,
  privacyPolicyRequired: code.PRIVACY_POLICY_REQUIRED,
  firstNameRequired: code.FIRST_NAME_REQUIRED,
  lastNameRequired: code.LAST_NAME_REQUIRED,
  companyRequired: code.COMPANY_REQUIRED,
  oldPasswordRequired: code.CURRENT_PASSWORD_REQUIRED,
  newPasswordRequired: code.NEW_PASSWORD_REQUIRED,
  roleRequired: code.ROLE_REQUIRED,
  statusRequired: code.STATUS_REQUIRED,
  userCompanyRequired: code.USER_COMPANY_REQUIRED,
  onlyAdminsManyCompanies: code.ONLY_ADMINS_MANY_COMPANIES,
  companyNameRequired: code.COMPANY_NAME_REQUIRED,
  imageTypeInvalid: code.IMAGE_TYPE_INVALID,
  invalidParameters: code.INVALID_PARAMETERS,
  invalidLink: code.INVALID_LINK,
  companySelectionRequired: code.COMPANY_SELECTION_REQUIRED,
  tooLong: code.TEXT_TOO_LONG,
  textInvalidCharacters: code.TEXT_INVALID_CHARACTERS,
  lineBreaksNotAllowed: code.LINE_BREAKS_NOT_ALLOWED,
  personNameInvalid: code.PERSON_NAME_INVALID,
  companyNameNoLinks: code.NAME_WITHOUT_LINKS,
  nestedTooDeeply: code.NESTED_TOO_DEEPLY,
} as const;
