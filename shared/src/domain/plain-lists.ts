/*
 * Lists of values that the web app reads on every page's first load (search parameters, the
 * tenant's FAQs), in a module without zod: the modules that build schemas from them would bring
 * zod along, which the first load does without (decision 059). Their schemas stay beside their types.
 */

/** docs/product.md#enumerations (enums.ts). */
export const languages = ['DE', 'EN', 'FR'] as const;
export const roles = ['CLIENT_ADMIN', 'MANAGER_USER', 'DEFAULT_USER'] as const;
export const userStatuses = ['APPROVED', 'REJECTED', 'PENDING'] as const;

/** What the audit log records (audit.ts). */
export const auditActions = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'USER_UPDATED',
  'USER_REMOVED',
  'TENANT_SETTINGS_UPDATED',
  'TENANT_LOGO_REPLACED',
  'BLACKLIST_ADDED',
  'BLACKLIST_REMOVED',
  'EXPORT_STARTED',
  'IMPORT_STARTED',
  'PACKAGE_DELETED',
  'PROJECT_DELETED',
  'EVIDENCE_UPLOADED',
  'EVIDENCE_REMOVED',
  'RESULT_ADOPTED',
  'COMPANY_ADDRESS_CHANGED',
] as const;

/** The overview's PPWR filters (decision 051): by 2030 not every requirement met, evidence missing today, evidence expiring within 90 days. */
export const ppwrListFilters = ['fails2030', 'evidenceMissing', 'expiring90'] as const;
