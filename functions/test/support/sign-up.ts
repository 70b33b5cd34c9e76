/** The password signUpBody chooses, for tests that sign in afterwards. */
export const SIGN_UP_PASSWORD = 'a good password';

/**
 * What the sign-up form sends for Grace Hopper of Cobol Cans from a tenant's site (`site`, the
 * page's address); a test changes the fields it is about.
 */
export const signUpBody = (site: string, email: string, fields: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Cobol Cans',
  email,
  createPassword: SIGN_UP_PASSWORD,
  confirmPassword: SIGN_UP_PASSWORD,
  privacyPolicy: true,
  currentClientUrl: site,
  ...fields,
});
