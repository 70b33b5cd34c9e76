import * as z from 'zod';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PX, PDF_EXPORT_MAX_PACKAGES } from '../domain/constants';
import { fieldErrorCodeSchema, fieldErrorParamsSchema } from '../validation/field-errors';

/**
 * Stable error codes. Every answer outside 2xx carries `{ code, message, fields? }`; the web app
 * maps the code to the translated text of docs/product.md#messages-and-errors, so `message` here is the English default.
 */
export const errorCatalog = {
  // Transport and generic
  VALIDATION_FAILED: { status: 400, message: 'Some fields are invalid.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  INVALID_CURSOR: { status: 400, message: 'The page cursor is not valid.' },
  /** A path segment that is no UTF-8 text once decoded (%zz, %ED%A0%80): API Gateway refuses it too. */
  INVALID_PATH: { status: 400, message: 'The address of the request is not valid.' },
  /** The request line and headers together are longer than the gateway reads. */
  REQUEST_TOO_LARGE: { status: 431, message: 'The address or the headers of the request are too long.' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  NOT_FOUND: { status: 404, message: 'Not Found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Not Found' },
  CLIENT_NOT_FOUND: { status: 404, message: 'No client is registered for this address.' },
  LOGO_NOT_FOUND: { status: 404, message: 'This client has no logo.' },
  CLIENT_URL_EXISTS: { status: 409, message: 'A client is already registered for this address.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed.' },
  VERSION_CONFLICT: {
    status: 409,
    message: 'Someone else changed this in the meantime. Reload to see their changes.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many attempts. Please wait and try again.' },
  // Sign-up, forgot-password and resend past the stage's hourly limit per network: colleagues
  // signing up together from one office reach it, and an invitation does not count against it.
  ACCOUNT_MAIL_REQUESTS_LIMITED: {
    status: 429,
    message:
      'Too many sign-up and password requests from this network in the last hour. Ask your admin for an invitation, or try again later.',
  },
  INTERNAL: { status: 500, message: 'Oops, something went wrong, please try again.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again.',
  },

  // Login (title 'Login failed'). The first two exist in the spec's catalogue, but the server
  // answers INVALID_CREDENTIALS for both, so the form does not tell attackers who has an account.
  LOGIN_USER_NOT_FOUND: { status: 401, message: 'No user found with this email address' },
  LOGIN_INVALID_PASSWORD: { status: 401, message: 'Invalid password' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  USER_NOT_APPROVED: { status: 403, message: 'User is not approved' },
  EMAIL_NOT_CONFIRMED: {
    status: 403,
    message: 'Email address has not been confirmed. Please check your inbox and confirm your email address.',
  },
  ACCESS_RESTRICTED: {
    status: 403,
    message: 'Your access is restricted. Please contact your provider.',
  },

  // Sign up (title 'Sign up failed')
  EMAIL_ALREADY_EXISTS: {
    status: 409,
    message: 'An account with this email address already exists',
  },

  // Links in mails: confirm e-mail, reset password, invitation
  INVALID_LINK: { status: 400, message: 'The requested link is not valid.' },
  EMAIL_ALREADY_CONFIRMED: { status: 409, message: 'The email address is already confirmed.' },

  // Profile
  PASSWORD_MISMATCH: {
    status: 400,
    message: 'Current password is incorrect or the new passwords do not match.',
  },
  INVITE_ACCOUNT_EXISTS: {
    status: 409,
    message: 'An account with this email address already exists',
  },
  INVITE_MAIL_REJECTED: {
    status: 422,
    message: 'This address does not accept our mail. Check it, or ask for another address.',
  },

  // Uploads
  FILE_MISSING: { status: 400, message: 'Please choose a file.' },
  UNSUPPORTED_FILE_TYPE: { status: 415, message: 'Only PNG, JPG and JPEG files are accepted.' },
  FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  IMAGE_INVALID: {
    status: 400,
    message: 'The image could not be read. Save it again as PNG or JPEG and try once more.',
  },
  IMAGE_TOO_LARGE: {
    status: 400,
    message: `The image is too large. It may have at most ${IMAGE_MAX_SIDE_PX} pixels a side and ${IMAGE_MAX_MEGAPIXELS} megapixels.`,
  },

  // Evidence documents (issue 34 §3); a file over the limit is FILE_TOO_LARGE, as every upload's
  EVIDENCE_FILE_TYPE_NOT_ALLOWED: {
    status: 415,
    message: 'Only PDF, PNG and JPEG files are accepted as evidence.',
  },
  EVIDENCE_NOT_FOUND: { status: 404, message: 'This document does not exist or was removed.' },

  // Users and companies
  COMPANY_REQUIRED: { status: 400, message: 'A user must be assigned to a company.' },
  COMPANY_NOT_ACCESSIBLE: {
    status: 403,
    message: 'You no longer have access to this company.',
  },
  COMPANY_NAME_EXISTS: { status: 409, message: 'Company name already exists' },

  // Import
  IMPORT_INVALID: { status: 400, message: 'The file has errors. Nothing was imported.' },
  IMPORT_UNREADABLE: {
    status: 400,
    message: 'The file could not be read. Use the template (XLSX) or a CSV file.',
  },

  // Bulk assessment
  ASSESSMENT_JOB_RUNNING: {
    status: 409,
    message: 'A bulk assessment of this company is already running. Wait until it is done.',
  },
  ASSESSMENT_JOB_NOT_RESUMABLE: {
    status: 409,
    message: 'This bulk assessment is not stopped, so it cannot be resumed.',
  },

  // Improvement proposals
  IMPROVEMENT_UNAVAILABLE: {
    status: 409,
    message: 'This proposal no longer fits the packaging, which changed. Look at the current proposals.',
  },

  // Results
  RESULT_WITHOUT_EVIDENCE: {
    status: 422,
    message:
      'This result was made before results kept their inputs, so its report cannot be made again. Assess the packaging again.',
  },

  /** Adopting a comparison run (decision 046). */
  RESULT_NOT_FOUND: { status: 404, message: 'This result does not exist.' },
  RESULT_NOT_A_COMPARISON: {
    status: 409,
    message: 'Only a comparison run can be used as the latest result: this one already counts.',
  },
  RESULT_ALREADY_LATEST: { status: 409, message: 'These results are already the latest.' },
  RESULT_OUTDATED: {
    status: 409,
    message: 'The packaging changed since this comparison was made. Assess it again to use this methodology.',
  },

  // Export
  EXPORT_PDF_TOO_LARGE: {
    status: 400,
    message: `PDF reports are made for at most ${PDF_EXPORT_MAX_PACKAGES} packaging at a time. Export the XLSX summary, or the PDF reports of one project at a time.`,
  },
  EXPORT_NOT_RETRYABLE: {
    status: 409,
    message: 'Only a failed export can be tried again.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;
export const errorCodes = Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);

/** The error body every failed call answers. */
export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  /** Field path (dot-joined) → message, for VALIDATION_FAILED. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The same paths → a stable code of the field-error catalogue (decision 021), for clients that translate. */
  fieldCodes: z.record(z.string(), fieldErrorCodeSchema).optional(),
  /** The same paths → the failed rule's parameters, for the codes whose text needs them. */
  fieldParams: z.record(z.string(), fieldErrorParamsSchema).optional(),
  /** Every problem of an imported file, for IMPORT_INVALID. */
  rowErrors: z
    .array(
      z.object({
        sheet: z.string(),
        row: z.number().int(),
        column: z.string(),
        message: z.string(),
        /** The problem's stable code, when the catalogue has it (shared/src/validation/field-errors.ts). */
        code: fieldErrorCodeSchema.optional(),
        /** The code's parameters, when its text needs them. */
        params: fieldErrorParamsSchema.optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
