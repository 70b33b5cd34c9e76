import * as z from 'zod';
import { COMPANY_ADDRESS_MAX, FAQS_PER_LANGUAGE_MAX, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { languageSchema, roleSchema, userStatusSchema } from '../domain/enums';
import { fieldError as code, type FieldErrorCode } from './field-errors';
import { crossFieldRule, documented } from './documented';
import { validationMessages as m } from './messages';
import {
  emailField,
  hexColorField,
  idField,
  optionalText,
  organisationNameField,
  passwordField,
  personNameField,
  requiredText,
  siteUrlField,
  verbatimText,
} from './fields';

/**
 * One schema per form (docs/product.md#validation). The web app validates the form with it and the server
 * validates the request with it (or with the request body derived from it), so both give the
 * same messages.
 */
export const loginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * Cross-field rules run even while other fields are still wrong (zod's `when`), so a form shows
 * every problem at once instead of revealing the mismatch only after the rest is fixed.
 */
const whenFieldsAreStrings =
  (...names: string[]) =>
  (payload: { value: unknown }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    names.every((name) => typeof (payload.value as Record<string, unknown>)[name] === 'string');

const passwordsMatch = <T extends z.ZodType<{ createPassword: string; confirmPassword: string }>>(
  schema: T,
) =>
  documented(
    schema.refine((v) => v.createPassword === v.confirmPassword, {
      error: m.passwordsDoNotMatch,
      path: ['confirmPassword'],
      when: whenFieldsAreStrings('createPassword', 'confirmPassword'),
    }),
    { 'x-rules': [crossFieldRule('confirmPassword equals createPassword', m.passwordsDoNotMatch)] },
  );

const signUpFields = z.object({
  firstName: personNameField(m.firstNameRequired),
  lastName: personNameField(m.lastNameRequired),
  company: organisationNameField(m.companyRequired),
  email: emailField,
  createPassword: passwordField,
  confirmPassword: passwordField,
  privacyPolicy: z.literal(true, { error: m.privacyPolicyRequired }),
});
export const signUpFormSchema = passwordsMatch(signUpFields);
export type SignUpForm = z.infer<typeof signUpFormSchema>;
/**
 * docs/product.md#api-calls: the form plus the site the user signed up on, and the language of the page they
 * signed up in: the confirmation mail and their first session use it (the browser's
 * Accept-Language only when it is not given).
 */
export const signUpBodySchema = passwordsMatch(
  signUpFields.extend({ currentClientUrl: siteUrlField, language: languageSchema.optional() }),
);

export const forgotPasswordFormSchema = z.object({ email: emailField });
export const forgotPasswordBodySchema = forgotPasswordFormSchema.extend({
  currentClientUrl: siteUrlField,
});

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: passwordField })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: whenFieldsAreStrings('newPassword', 'confirmPassword'),
  });
export const resetPasswordBodySchema = z.object({ newPassword: passwordField });

/** Profile password change: both the current and the new password, or neither. */
const optionalPassword = documented(z.string().max(128), verbatimText).optional().or(z.literal(''));
const profilePasswordRules = <
  T extends z.ZodType<{ oldPassword?: string; newPassword?: string; confirmPassword?: string }>,
>(
  schema: T,
) =>
  documented(
    schema.check((ctx) => {
      const v = ctx.value;
      const hasOld = Boolean(v.oldPassword);
      const hasNew = Boolean(v.newPassword);
      const issue = (message: FieldErrorCode, field: string) =>
        ctx.issues.push({ code: 'custom', message, path: [field], input: v, continue: true });
      if (hasNew && !hasOld) issue(m.oldPasswordRequired, 'oldPassword');
      if (hasOld && !hasNew) issue(m.newPasswordRequired, 'newPassword');
      if (hasNew && (v.newPassword?.length ?? 0) < PASSWORD_MIN_LENGTH)
        issue(m.passwordTooShort, 'newPassword');
      if (hasNew && v.newPassword !== v.confirmPassword) issue(m.passwordsDoNotMatch, 'confirmPassword');
    }),
    {
      'x-rules': [
        crossFieldRule('a newPassword needs the oldPassword', m.oldPasswordRequired),
        crossFieldRule('an oldPassword needs a newPassword', m.newPasswordRequired),
        crossFieldRule(`a newPassword has at least ${PASSWORD_MIN_LENGTH} characters`, m.passwordTooShort),
        crossFieldRule('confirmPassword equals newPassword', m.passwordsDoNotMatch),
      ],
    },
  );

const profileNameFields = z.object({
  firstName: personNameField(m.firstNameRequired),
  lastName: personNameField(m.lastNameRequired),
  oldPassword: optionalPassword,
  newPassword: optionalPassword,
  confirmPassword: optionalPassword,
});
export const profileFormSchema = profilePasswordRules(
  profileNameFields.extend({
    email: emailField,
    // Shown read-only and not sent: a company name stored before decision 020 must not block
    // saving one's names.
    company: requiredText(m.companyRequired, 200),
  }),
);
export type ProfileForm = z.infer<typeof profileFormSchema>;
/** docs/product.md#api-calls PUT /profile/{userId}: e-mail and company are shown on the form, not sent. */
export const profileBodySchema = profilePasswordRules(profileNameFields);

/**
 * User editing (docs/product.md#validation and #roles-and-permissions). "Several companies only for admins" is about who edits: an admin may
 * put any user in several companies; anyone else assigns one (decision 010).
 */
export const userEditFormSchemaFor = (editorMayAssignMany: boolean) =>
  z
    .object({
      role: roleSchema.or(z.literal('')).refine((v) => v !== '', { error: m.roleRequired }),
      status: userStatusSchema.or(z.literal('')).refine((v) => v !== '', { error: m.statusRequired }),
      companyIds: z.array(idField).max(500).min(1, { error: m.userCompanyRequired }),
    })
    .refine((v) => editorMayAssignMany || v.companyIds.length <= 1, {
      error: m.onlyAdminsManyCompanies,
      path: ['companyIds'],
      when: (payload) => Array.isArray((payload.value as { companyIds?: unknown } | null)?.companyIds),
    });
export type UserEditForm = z.input<ReturnType<typeof userEditFormSchemaFor>>;
/**
 * docs/product.md#api-calls PUT /user/{userId} body, plus the optional version the editor read: with it, an
 * edit made on stale data is refused (409) instead of silently overwriting someone else's.
 */
/**
 * A user needs a company to be approved or kept; a disapproved one may have none, so a sign-up
 * naming no existing company is disapproved in one step (issue 36 §4).
 */
export const userEditBodySchema = z
  .object({
    role: roleSchema,
    status: userStatusSchema,
    companyIds: z.array(idField).max(500),
    version: z.number().int().min(1).optional(),
  })
  .refine((v) => v.status === 'REJECTED' || v.companyIds.length > 0, {
    error: m.userCompanyRequired,
    path: ['companyIds'],
  });
documented(userEditBodySchema, {
  'x-rules': [crossFieldRule('companyIds is not empty unless status is REJECTED', m.userCompanyRequired)],
});

export const createCompanyFormSchema = z.object({
  companyName: organisationNameField(m.companyNameRequired),
});

/** A company's postal address (docs/ppwr.md#declaration-and-technical-file): lines of text; empty removes it. */
export const companyAddressBodySchema = z.object({
  postalAddress: optionalText(COMPANY_ADDRESS_MAX, 'multi-line'),
});

export const inviteFormSchema = z.object({ email: emailField, companyId: idField });

export const tokenBodySchema = z.object({
  token: z.string({ error: m.invalidLink }).min(16, { error: m.invalidLink }).max(200),
});

export const selectCompanyFormSchema = z.object({
  companyId: z.string().min(1, { error: m.companySelectionRequired }),
});

/** Tenant settings (beyond the spec, admins only). */
export const faqInputSchema = z.object({
  language: languageSchema,
  question: requiredText(code.QUESTION_REQUIRED, 300),
  answer: requiredText(code.ANSWER_REQUIRED, 3000, 'multi-line'),
});
export const tenantSettingsBodySchema = z.object({
  name: organisationNameField(code.NAME_REQUIRED, 120),
  email: emailField,
  primaryColor: hexColorField,
  secondaryColor: hexColorField,
  faqs: z
    .array(faqInputSchema)
    .max(FAQS_PER_LANGUAGE_MAX * 3)
    .refine(
      (faqs) =>
        ['DE', 'EN', 'FR'].every(
          (language) => faqs.filter((faq) => faq.language === language).length <= FAQS_PER_LANGUAGE_MAX,
        ),
      { error: code.FAQS_PER_LANGUAGE_TOO_MANY },
    ),
  version: z.number().int().min(1),
});

/**
 * An e-mail domain such as example.com (no @, no scheme). The pattern checks the trimmed,
 * lower-cased value, in a pipe so the API document does not hold it against what callers send
 * (`Example.COM` is welcome).
 */
export const emailDomainField = documented(
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.string().regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
        error: code.EMAIL_DOMAIN_INVALID,
      }),
    ),
  {
    'x-trimmed': true,
    maxLength: 253,
    // The check's own pattern, for either case: the value is lower-cased before it.
    pattern: '^(?=.{3,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$',
  },
);
