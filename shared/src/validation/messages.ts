/**
 * The validation texts of SPEC.md §5, verbatim. They are the English source strings: the web app
 * uses them as message ids for its translations, so changing one here changes a catalogue key.
 */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  privacyPolicyRequired: 'Privacy policy must be accepted',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyRequired: 'Company is required',
  oldPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  roleRequired: 'Role is required',
  statusRequired: 'Status is required',
  userCompanyRequired: 'A user must be assigned to a company.',
  onlyAdminsManyCompanies: 'Only admins can assign a user to several companies.',
  companyNameRequired: 'Company name is required',
  imageTypeInvalid: 'Only PNG, JPG and JPEG files are accepted.',
  invalidParameters: 'Invalid parameters',
  invalidLink: 'The requested link is not valid.',
  companySelectionRequired: 'Please select a company.',
  tooLong: 'This text is too long',
  textInvalidCharacters: 'This text contains characters that are not allowed',
  lineBreaksNotAllowed: 'Line breaks and tabs are not allowed here',
  personNameInvalid: 'Use letters, spaces, apostrophes, hyphens and dots only',
  companyNameNoLinks: 'Links and angle brackets are not allowed in a name',
  nestedTooDeeply: 'Nested too deeply',
} as const;
