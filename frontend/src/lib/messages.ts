import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_MAX_SIDE_PX,
  PDF_EXPORT_MAX_PACKAGES,
  isPlainFieldErrorCode,
  type ErrorCode,
  type PlainFieldErrorCode,
  type validationMessages,
} from '@recyclens/shared';
import { ApiError } from './api-errors';
import { pageFieldErrorTexts } from './field-error-texts';

type EntryCode = (typeof validationMessages)[keyof typeof validationMessages];

/**
 * The field error codes of docs/product.md#validation in the interface language. The sign-in pages show them, so they
 * sit in the `entry` catalogue; the Record over the shared codes makes a new one a compile error.
 */
const entryFieldErrorTexts: Record<EntryCode, MessageDescriptor> = {
  EMAIL_REQUIRED: msg`Email is required`,
  INVALID_EMAIL: msg`Invalid email address`,
  PASSWORD_REQUIRED: msg`Password is required`,
  PASSWORD_TOO_SHORT: msg`Password must be at least 8 characters long`,
  PASSWORD_TOO_LONG: msg`Password must be at most 128 characters long`,
  PASSWORD_TOO_COMMON: msg`This password is too common. Please choose one that is harder to guess.`,
  PASSWORDS_DO_NOT_MATCH: msg`Passwords do not match`,
  PRIVACY_POLICY_REQUIRED: msg`Privacy policy must be accepted`,
  FIRST_NAME_REQUIRED: msg`First name is required`,
  LAST_NAME_REQUIRED: msg`Last name is required`,
  COMPANY_REQUIRED: msg`Company is required`,
  CURRENT_PASSWORD_REQUIRED: msg`Current password is required`,
  NEW_PASSWORD_REQUIRED: msg`New password is required`,
  ROLE_REQUIRED: msg`Role is required`,
  STATUS_REQUIRED: msg`Status is required`,
  USER_COMPANY_REQUIRED: msg`A user must be assigned to a company.`,
  ONLY_ADMINS_MANY_COMPANIES: msg`Only admins can assign a user to several companies.`,
  COMPANY_NAME_REQUIRED: msg`Company name is required`,
  IMAGE_TYPE_INVALID: msg`Only PNG, JPG and JPEG files are accepted.`,
  INVALID_PARAMETERS: msg`Invalid parameters`,
  INVALID_LINK: msg`The requested link is not valid.`,
  COMPANY_SELECTION_REQUIRED: msg`Please select a company.`,
  TEXT_TOO_LONG: msg`This text is too long`,
  TEXT_INVALID_CHARACTERS: msg`This text contains characters that are not allowed`,
  LINE_BREAKS_NOT_ALLOWED: msg`Line breaks and tabs are not allowed here`,
  PERSON_NAME_INVALID: msg`Use letters, spaces, apostrophes, hyphens and dots only`,
  NAME_WITHOUT_LINKS: msg`Links and angle brackets are not allowed in a name`,
  NESTED_TOO_DEEPLY: msg`Nested too deeply`,
};

const fieldErrorTexts: Record<PlainFieldErrorCode, MessageDescriptor> = {
  ...entryFieldErrorTexts,
  ...pageFieldErrorTexts,
};

/**
 * A field's message in the interface language: a code a schema gave (or the server sent) is
 * worded here; any other text (the server's, already worded, or zod's own) passes through.
 */
export const translateValidation = (i18n: I18n, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  return isPlainFieldErrorCode(message) ? i18n._(fieldErrorTexts[message]) : message;
};

export const genericError = msg`Oops, something went wrong, please try again.`;

/** The messages of docs/product.md#messages-and-errors, keyed by the server's stable codes. */
const errorTranslations: Partial<Record<ErrorCode | 'NETWORK', MessageDescriptor>> = {
  LOGIN_USER_NOT_FOUND: msg`No user found with this email address`,
  LOGIN_INVALID_PASSWORD: msg`Invalid password`,
  INVALID_CREDENTIALS: msg`Invalid email or password`,
  USER_NOT_APPROVED: msg`User is not approved`,
  EMAIL_NOT_CONFIRMED: msg`Email address has not been confirmed. Please check your inbox and confirm your email address.`,
  EMAIL_ALREADY_EXISTS: msg`An account with this email address already exists`,
  INVITE_ACCOUNT_EXISTS: msg`An account with this email address already exists`,
  INVITE_MAIL_REJECTED: msg`This address does not accept our mail. Check it, or ask for another address.`,
  INVALID_LINK: msg`The requested link is not valid.`,
  EMAIL_ALREADY_CONFIRMED: msg`The email address is already confirmed.`,
  PASSWORD_MISMATCH: msg`Current password is incorrect or the new passwords do not match.`,
  UNSUPPORTED_FILE_TYPE: msg`Only PNG, JPG and JPEG files are accepted.`,
  FILE_MISSING: msg`Please choose a file.`,
  FILE_TOO_LARGE: msg`The file is too large.`,
  IMAGE_INVALID: msg`The image could not be read. Save it again as PNG or JPEG and try once more.`,
  IMAGE_TOO_LARGE: msg`The image is too large. It may have at most ${IMAGE_MAX_SIDE_PX} pixels a side and ${IMAGE_MAX_MEGAPIXELS} megapixels.`,
  COMPANY_NAME_EXISTS: msg`Company name already exists`,
  COMPANY_REQUIRED: msg`A user must be assigned to a company.`,
  COMPANY_NOT_ACCESSIBLE: msg`You no longer have access to this company.`,
  FORBIDDEN: msg`You are not allowed to do this.`,
  TOO_MANY_REQUESTS: msg`Too many attempts. Please wait and try again.`,
  ACCOUNT_MAIL_REQUESTS_LIMITED: msg`Too many sign-up and password requests from this network in the last hour. Ask your admin for an invitation, or try again later.`,
  NETWORK: msg`The server cannot be reached. Please check your connection.`,
  SERVICE_UNAVAILABLE: msg`The service is temporarily unavailable. Please try again in a moment.`,
  NOT_FOUND: msg`Not Found`,
  VERSION_CONFLICT: msg`Someone else changed this in the meantime. Reload to see their changes.`,
  IMPORT_INVALID: msg`The file has errors. Nothing was imported.`,
  IMPORT_UNREADABLE: msg`The file could not be read. Use the template (XLSX) or a CSV file.`,
  EXPORT_PDF_TOO_LARGE: msg`PDF reports are made for at most ${PDF_EXPORT_MAX_PACKAGES} packaging at a time. Export the XLSX summary, or the PDF reports of one project at a time.`,
  EXPORT_NOT_RETRYABLE: msg`Only a failed export can be tried again.`,
  IMPROVEMENT_UNAVAILABLE: msg`This proposal no longer fits the packaging, which changed. Look at the current proposals.`,
  ASSESSMENT_JOB_RUNNING: msg`A bulk assessment of this company is already running. Wait until it is done.`,
  ASSESSMENT_JOB_NOT_RESUMABLE: msg`This bulk assessment is not stopped, so it cannot be resumed.`,
  RESULT_WITHOUT_EVIDENCE: msg`This result was made before results kept their inputs, so its report cannot be made again. Assess the packaging again.`,
  RESULT_NOT_FOUND: msg`This result does not exist.`,
  RESULT_NOT_A_COMPARISON: msg`Only a comparison run can be used as the latest result: this one already counts.`,
  RESULT_ALREADY_LATEST: msg`These results are already the latest.`,
  RESULT_OUTDATED: msg`The packaging changed since this comparison was made. Assess it again to use this methodology.`,
  EVIDENCE_FILE_TYPE_NOT_ALLOWED: msg`Only PDF, PNG and JPEG files are accepted as evidence.`,
  EVIDENCE_NOT_FOUND: msg`This document does not exist or was removed.`,
};

/** A server code's sentence, where the log of what happened names a refusal by its code. */
export const errorCodeText = (code: string): MessageDescriptor | undefined =>
  code in errorTranslations ? errorTranslations[code as ErrorCode] : undefined;

/**
 * The text to show for a failed call. ACCESS_RESTRICTED carries the provider's contact in the
 * answer's fields, so it is part of the text; unknown codes get the generic 'Oops'.
 */
export const errorMessage = (
  i18n: I18n,
  error: unknown,
  allowed?: readonly (ErrorCode | 'NETWORK')[],
): string => {
  if (!(error instanceof ApiError)) return i18n._(genericError);
  if (error.code === 'ACCESS_RESTRICTED') {
    const contact = error.fields.contact;
    return contact
      ? i18n._(msg`Your access is restricted. Please contact your provider at ${contact}.`)
      : i18n._(msg`Your access is restricted. Please contact your provider.`);
  }
  if (allowed && !allowed.includes(error.code as ErrorCode)) return i18n._(genericError);
  const descriptor = error.code in errorTranslations ? errorTranslations[error.code as ErrorCode] : undefined;
  return descriptor ? i18n._(descriptor) : i18n._(genericError);
};
