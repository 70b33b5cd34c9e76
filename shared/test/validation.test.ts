import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createCompanyFormSchema,
  limitParam,
  loginFormSchema,
  notificationTypesParam,
  profileBodySchema,
  projectInputSchema,
  signUpFormSchema,
  userEditBodySchema,
  userEditFormSchemaFor,
  validationMessages as m,
} from '../src';

/** The first message (a field error code) per field, as a form gets it. */
const messages = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const validSignUp = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Packaging',
  email: 'ada@example.com',
  createPassword: 'correct horse',
  confirmPassword: 'correct horse',
  privacyPolicy: true,
};

describe('login form (docs/product.md#validation)', () => {
  it('says which field is missing with the spec texts', () => {
    expect(messages(loginFormSchema, { email: '', password: '' })).toEqual({
      email: m.emailRequired,
      password: m.passwordRequired,
    });
    expect(messages(loginFormSchema, {})).toEqual({
      email: m.emailRequired,
      password: m.passwordRequired,
    });
  });

  it('rejects a malformed address and a short password', () => {
    expect(messages(loginFormSchema, { email: 'ada@', password: 'seven77' })).toEqual({
      email: 'INVALID_EMAIL',
      password: 'PASSWORD_TOO_SHORT',
    });
  });

  it('accepts eight characters and trims the address', () => {
    const result = loginFormSchema.parse({ email: ' ada@example.com ', password: '12345678' });
    expect(result.email).toBe('ada@example.com');
  });
});

describe('sign-up form', () => {
  it('accepts a complete form', () => {
    expect(messages(signUpFormSchema, validSignUp)).toEqual({});
  });

  it('requires names, company and the privacy policy', () => {
    const errors = messages(signUpFormSchema, {
      ...validSignUp,
      firstName: ' ',
      lastName: '',
      company: '',
      privacyPolicy: false,
    });
    expect(errors).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      company: m.companyRequired,
      privacyPolicy: 'PRIVACY_POLICY_REQUIRED',
    });
  });

  it('shows a password mismatch together with the other problems', () => {
    expect(
      messages(signUpFormSchema, {
        ...validSignUp,
        firstName: '',
        confirmPassword: 'x'.repeat(9),
        privacyPolicy: false,
      }),
    ).toEqual({
      firstName: m.firstNameRequired,
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
      privacyPolicy: 'PRIVACY_POLICY_REQUIRED',
    });
  });

  it('says when the passwords do not match', () => {
    expect(messages(signUpFormSchema, { ...validSignUp, confirmPassword: 'another one' })).toEqual({
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
  });
});

describe('profile body', () => {
  it('allows saving names without touching the password', () => {
    expect(messages(profileBodySchema, { firstName: 'Ada', lastName: 'L' })).toEqual({});
  });

  it('needs the current password with a new one, and the new one with the current one', () => {
    expect(
      messages(profileBodySchema, {
        firstName: 'Ada',
        lastName: 'L',
        newPassword: 'new password',
        confirmPassword: 'new password',
      }),
    ).toEqual({ oldPassword: m.oldPasswordRequired });
    expect(
      messages(profileBodySchema, { firstName: 'Ada', lastName: 'L', oldPassword: 'old password' }),
    ).toEqual({ newPassword: m.newPasswordRequired });
  });

  it('checks the password pair even while a name is missing', () => {
    expect(
      messages(profileBodySchema, {
        firstName: '',
        lastName: 'L',
        newPassword: 'new password',
        confirmPassword: 'new password',
      }),
    ).toEqual({ firstName: m.firstNameRequired, oldPassword: m.oldPasswordRequired });
  });

  it('needs matching new passwords', () => {
    expect(
      messages(profileBodySchema, {
        firstName: 'Ada',
        lastName: 'L',
        oldPassword: 'old password',
        newPassword: 'new password',
        confirmPassword: 'new passw0rd',
      }),
    ).toEqual({ confirmPassword: 'PASSWORDS_DO_NOT_MATCH' });
  });
});

describe('user edit body', () => {
  it('needs a company', () => {
    expect(
      messages(userEditBodySchema, { role: 'DEFAULT_USER', status: 'APPROVED', companyIds: [] }),
    ).toEqual({ companyIds: 'USER_COMPANY_REQUIRED' });
  });

  it('lets an editor who may assign several companies do so for any role, and no one else', () => {
    const twoCompanies = { status: 'APPROVED', companyIds: ['a', 'b'] };
    for (const role of ['DEFAULT_USER', 'MANAGER_USER', 'CLIENT_ADMIN']) {
      expect(messages(userEditFormSchemaFor(true), { ...twoCompanies, role })).toEqual({});
      expect(messages(userEditFormSchemaFor(false), { ...twoCompanies, role })).toEqual({
        companyIds: m.onlyAdminsManyCompanies,
      });
    }
    expect(
      messages(userEditFormSchemaFor(false), { ...twoCompanies, companyIds: ['a'], role: 'DEFAULT_USER' }),
    ).toEqual({});
    // The body leaves the check to the server, which knows who edits.
    expect(messages(userEditBodySchema, { ...twoCompanies, role: 'DEFAULT_USER' })).toEqual({});
  });

  it('rejects an unknown role', () => {
    expect(
      Object.keys(messages(userEditBodySchema, { role: 'ROOT', status: 'APPROVED', companyIds: ['a'] })),
    ).toEqual(['role']);
  });
});

describe('create company form', () => {
  it('needs a name', () => {
    expect(messages(createCompanyFormSchema, { companyName: '   ' })).toEqual({
      companyName: 'COMPANY_NAME_REQUIRED',
    });
  });
});

describe('text the forms refuse (decision 020)', () => {
  it('refuses controls and lone surrogates everywhere, line breaks only in one-line fields', () => {
    expect(messages(projectInputSchema, { name: 'Bottles', description: 'Line one\nLine\ttwo' })).toEqual({});
    expect(messages(projectInputSchema, { name: 'Bott\nles', description: 'A\u0000B' })).toEqual({
      name: m.lineBreaksNotAllowed,
      description: m.textInvalidCharacters,
    });
    expect(messages(projectInputSchema, { name: 'Bottles \uD800' })).toEqual({
      name: m.textInvalidCharacters,
    });
  });

  it('takes names of people in any script, with apostrophes, hyphens and dots, and nothing else', () => {
    for (const lastName of ['Nguyễn', 'O’Neill', "d'Arc", 'Müller-Lüdenscheidt', 'St. John', '山田', 'Zoë']) {
      expect(messages(profileBodySchema, { firstName: 'Ada', lastName }), lastName).toEqual({});
    }
    for (const lastName of ['<b>Ada</b>', 'Visit https://evil.example', 'Agent 007', '-Ada', 'Ada_L']) {
      expect(messages(profileBodySchema, { firstName: 'Ada', lastName }), lastName).toEqual({
        lastName: m.personNameInvalid,
      });
    }
  });

  it('takes company names with digits and punctuation, but no link or markup', () => {
    expect(messages(createCompanyFormSchema, { companyName: 'Smith & Sons 2, Ltd. (EU)' })).toEqual({});
    for (const companyName of ['<a href="x">Acme</a>', 'www.acme.example', 'Acme https://acme.example']) {
      expect(messages(createCompanyFormSchema, { companyName }), companyName).toEqual({
        companyName: m.companyNameNoLinks,
      });
    }
    expect(messages(signUpFormSchema, { ...validSignUp, company: 'See http://x.example' })).toEqual({
      company: m.companyNameNoLinks,
    });
  });
});

describe('query parameters', () => {
  it('coerces limit from the query string and bounds it', () => {
    expect(limitParam.parse('25')).toBe(25);
    expect(limitParam.parse(undefined)).toBe(20);
    expect(limitParam.safeParse('0').success).toBe(false);
    expect(limitParam.safeParse('101').success).toBe(false);
    expect(limitParam.safeParse('ten').success).toBe(false);
  });

  it('reads notification types as a comma-separated list', () => {
    expect(notificationTypesParam.parse('NEW_USER, NEW_PACKAGE')).toEqual(['NEW_USER', 'NEW_PACKAGE']);
    expect(notificationTypesParam.safeParse('NEW_USER,DROP_TABLE').success).toBe(false);
  });
});
