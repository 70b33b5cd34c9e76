/**
 * Key builders for every entity of the single table. Tenant-owned keys start from the tenant
 * (client) id — `T#<clientId>` — so a query built from a session's tenant cannot reach another
 * tenant's items. The only keys that do not are the platform-wide lookups that must be found
 * before the tenant is known (a URL, an e-mail address, a mailed token's hash) and the shared
 * reference data (lookups); they are listed in `platformKeys`. Every builder here is used by at
 * least one pattern of access-patterns.ts (a test holds it), which says how.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

export const tenantPrefix = (clientId: string): string => `T#${clientId}`;
const t = tenantPrefix;

/** Company names are unique per tenant ignoring case and surrounding spaces (accounts issue). */
export const normalizeName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
/** E-mail addresses are unique platform-wide, compared case-insensitively (docs/architecture.md#auth-and-tenancy). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const tenantKeys = {
  client: (clientId: string): ItemKey => ({ pk: t(clientId), sk: 'CLIENT' }),
  /** Prefix shared by the client item, its FAQs and blacklist: one Query reads all three. */
  clientProfilePrefix: 'CLIENT',
  faq: (clientId: string, language: string, position: number, faqId: string): ItemKey => ({
    pk: t(clientId),
    sk: `CLIENT#FAQ#${language}#${String(position).padStart(4, '0')}#${faqId}`,
  }),
  blacklistEntry: (clientId: string, emailDomain: string): ItemKey => ({
    pk: t(clientId),
    sk: `CLIENT#BLACKLIST#${emailDomain.toLowerCase()}`,
  }),
  company: (clientId: string, companyId: string): ItemKey => ({
    pk: t(clientId),
    sk: `COMPANY#${companyId}`,
  }),
  companyPrefix: 'COMPANY#',
  companyNameMarker: (clientId: string, name: string): ItemKey => ({
    pk: `${t(clientId)}#UNIQUE#COMPANY_NAME#${normalizeName(name)}`,
    sk: 'UNIQUE',
  }),
  user: (clientId: string, userId: string): ItemKey => ({
    pk: `${t(clientId)}#USER#${userId}`,
    sk: 'PROFILE',
  }),
  /** gsi1, gsi3–gsi6: every user of a tenant, in the list's orders (repositories/users.ts). */
  usersPartition: (clientId: string): string => `${t(clientId)}#USERS`,
  /** gsi2: the users of a tenant with one role (e.g. the admins to tell about a new user). */
  usersByRolePartition: (clientId: string, role: string): string => `${t(clientId)}#ROLE#${role}`,
  /** The tenant's user counters (repositories/user-counts.ts): one item, in a partition of its own. */
  userCounts: (clientId: string): ItemKey => ({ pk: `${t(clientId)}#USERCOUNTS`, sk: 'USERCOUNTS' }),
  companyMember: (clientId: string, companyId: string, userId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#MEMBERS`,
    sk: `USER#${userId}`,
  }),
  session: (clientId: string, userId: string, sessionId: string): ItemKey => ({
    pk: `${t(clientId)}#USER#${userId}`,
    sk: `SESSION#${sessionId}`,
  }),
  notificationsPartition: (clientId: string, companyId: string | null): string =>
    companyId ? `${t(clientId)}#COMPANY#${companyId}#NOTIFICATIONS` : `${t(clientId)}#NOTIFICATIONS`,
  notification: (clientId: string, companyId: string | null, createdAt: string, id: string): ItemKey => ({
    pk: tenantKeys.notificationsPartition(clientId, companyId),
    sk: `${createdAt}#${id}`,
  }),
  project: (clientId: string, companyId: string, projectId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#PROJECT#${projectId}`,
    sk: 'PROJECT',
  }),
  projectsPartition: (clientId: string, companyId: string): string =>
    `${t(clientId)}#COMPANY#${companyId}#PROJECTS`,
  package: (clientId: string, companyId: string, packageId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#PACKAGE#${packageId}`,
    sk: 'PACKAGE',
  }),
  /** The company's portfolio counters (portfolio-counters.ts): one item, in a partition of its own. */
  portfolio: (clientId: string, companyId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#PORTFOLIO`,
    sk: 'PORTFOLIO',
  }),
  packagesPartition: (clientId: string, companyId: string): string =>
    `${t(clientId)}#COMPANY#${companyId}#PACKAGES`,
  /** The search postings of one word beginning (decision 012): packaging with a word starting so. */
  searchPostingsPartition: (clientId: string, companyId: string, prefix: string): string =>
    `${t(clientId)}#COMPANY#${companyId}#WORD#${prefix}`,
  searchPosting: (clientId: string, companyId: string, prefix: string, packageId: string): ItemKey => ({
    pk: tenantKeys.searchPostingsPartition(clientId, companyId, prefix),
    sk: `PACKAGE#${packageId}`,
  }),
  projectPackagesPartition: (clientId: string, companyId: string, projectId: string): string =>
    `${t(clientId)}#COMPANY#${companyId}#PROJECT#${projectId}#PACKAGES`,
  packageResult: (
    clientId: string,
    companyId: string,
    packageId: string,
    assessedAt: string,
    countryId: string,
  ): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#PACKAGE#${packageId}`,
    sk: `RESULT#${assessedAt}#${countryId}`,
  }),
  /**
   * One version of a packaging (issue 26 §1), beside it in its partition; the number is padded so
   * the versions sort in order (newest first read backwards).
   */
  packageVersion: (clientId: string, companyId: string, packageId: string, version: number): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#PACKAGE#${packageId}`,
    sk: `VERSION#${String(version).padStart(10, '0')}`,
  }),
  packageVersionPrefix: 'VERSION#',
  /** An evidence document of a packaging (issue 34 §3), beside it in its partition. */
  evidenceDocument: (
    clientId: string,
    companyId: string,
    packageId: string,
    documentId: string,
  ): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#PACKAGE#${packageId}`,
    sk: `EVIDENCE#${documentId}`,
  }),
  evidenceDocumentPrefix: 'EVIDENCE#',
  /**
   * A company's documents that expire, sorted by the day they do: the dashboard reads the next
   * 90 days as one range of one partition, however many documents the company holds.
   */
  evidenceExpiry: (clientId: string, companyId: string, expiresOn: string, documentId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#EVIDENCE_EXPIRY`,
    sk: `${expiresOn}#${documentId}`,
  }),
  evidenceExpiryPartition: (clientId: string, companyId: string): string =>
    `${t(clientId)}#COMPANY#${companyId}#EVIDENCE_EXPIRY`,
  /** A packaging's PPWR summary (decision 051), beside it in its partition. */
  ppwrSummary: (clientId: string, companyId: string, packageId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#PACKAGE#${packageId}`,
    sk: 'PPWR',
  }),
  /** gsi1–gsi4: the company's packaging with one PPWR flag ('fails2030', 'evidenceMissing'), in the list's orders. */
  ppwrFlagPartition: (clientId: string, companyId: string, flag: string): string =>
    `${t(clientId)}#COMPANY#${companyId}#PPWR#${flag}`,
  ppwrFlag: (clientId: string, companyId: string, flag: string, packageId: string): ItemKey => ({
    pk: tenantKeys.ppwrFlagPartition(clientId, companyId, flag),
    sk: `PACKAGE#${packageId}`,
  }),
  /**
   * A company's packaging by a day of their PPWR summary, sorted by it: 'EXPIRES' the earliest
   * expiry of their evidence (the 90-day filter reads one range), 'LAPSES' the last day their
   * summary holds (those past it are recomputed before the portfolio is read).
   */
  ppwrDated: (
    clientId: string,
    companyId: string,
    kind: 'EXPIRES' | 'LAPSES',
    day: string,
    packageId: string,
  ): ItemKey => ({
    pk: tenantKeys.ppwrDatedPartition(clientId, companyId, kind),
    sk: `${day}#${packageId}`,
  }),
  ppwrDatedPartition: (clientId: string, companyId: string, kind: 'EXPIRES' | 'LAPSES'): string =>
    `${t(clientId)}#COMPANY#${companyId}#PPWR_${kind}`,
  /** A packaging's yearly EPR totals (decision 053), beside it in its partition. */
  eprTotals: (clientId: string, companyId: string, packageId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#PACKAGE#${packageId}`,
    sk: 'EPR',
  }),
  /** The company's packaging by their fee in a year and currency (the dashboard's "cost most"). */
  eprCostlyPartition: (clientId: string, companyId: string, year: number, currency: string): string =>
    `${t(clientId)}#COMPANY#${companyId}#EPR_COSTLY#${year}#${currency}`,
  /** One packaging's fee in one country; gsi1 sorts the partition by the amount (eprCostlyOrder). */
  eprCostly: (
    clientId: string,
    companyId: string,
    year: number,
    currency: string,
    packageId: string,
    countryCode: string,
  ): ItemKey => ({
    pk: tenantKeys.eprCostlyPartition(clientId, companyId, year, currency),
    sk: `PACKAGE#${packageId}#${countryCode}`,
  }),
  favorite: (clientId: string, userId: string, companyId: string, packageId: string): ItemKey => ({
    pk: `${t(clientId)}#USER#${userId}#FAVORITES`,
    sk: `COMPANY#${companyId}#PACKAGE#${packageId}`,
  }),
  favoritesPartition: (clientId: string, userId: string): string => `${t(clientId)}#USER#${userId}#FAVORITES`,
  /**
   * The progress of importing one file into a company, by the file's SHA-256: the same file sent
   * again after a failure finds it and completes that import instead of starting another.
   */
  importMarker: (clientId: string, companyId: string, fileDigest: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#IMPORTS`,
    sk: `IMPORT#${fileDigest}`,
  }),
  exportJob: (clientId: string, companyId: string, exportId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#EXPORT#${exportId}`,
    sk: 'EXPORT',
  }),
  /** One part of a selected export's ids, beside the job. */
  exportJobPart: (clientId: string, companyId: string, exportId: string, index: number): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#EXPORT#${exportId}`,
    sk: `PART#${String(index).padStart(4, '0')}`,
  }),
  /** A bulk assessment and, beside it, its selected ids in chunks (decision 015). */
  assessmentJob: (clientId: string, companyId: string, jobId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#ASSESSMENT_JOB#${jobId}`,
    sk: 'JOB',
  }),
  assessmentJobIds: (clientId: string, companyId: string, jobId: string, chunk: number): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#ASSESSMENT_JOB#${jobId}`,
    sk: `IDS#${String(chunk).padStart(4, '0')}`,
  }),
  /** Held by the company's running bulk assessment: one at a time per company. */
  assessmentLock: (clientId: string, companyId: string): ItemKey => ({
    pk: `${t(clientId)}#COMPANY#${companyId}#ASSESSMENT_LOCK`,
    sk: 'LOCK',
  }),
  /** How many invitations a user sent on one UTC day (YYYY-MM-DD); expires after the day. */
  invitationCount: (clientId: string, userId: string, day: string): ItemKey => ({
    pk: `${t(clientId)}#USER#${userId}#INVITATIONS_SENT`,
    sk: `DAY#${day}`,
  }),
  /** A pending invitation of an address to a company of the tenant. */
  invitation: (clientId: string, email: string): ItemKey => ({
    pk: `${t(clientId)}#INVITATION#${normalizeEmail(email)}`,
    sk: 'INVITATION',
  }),
  template: (clientId: string, templateId: string): ItemKey => ({
    pk: `${t(clientId)}#TEMPLATES`,
    sk: `TEMPLATE#${templateId}`,
  }),
  templatesPartition: (clientId: string): string => `${t(clientId)}#TEMPLATES`,
  /** The tenant's audit log, newest last by time (repositories/audit-entries.ts). */
  auditEntry: (clientId: string, at: string, entryId: string): ItemKey => ({
    pk: `${t(clientId)}#AUDIT`,
    sk: `${at}#${entryId}`,
  }),
  auditPartition: (clientId: string): string => `${t(clientId)}#AUDIT`,
  /** gsi1: what one user did, by time. */
  auditByActorPartition: (clientId: string, userId: string): string => `${t(clientId)}#AUDIT#ACTOR#${userId}`,
  /** gsi2: the entries of one action, by time (a rare action is found without reading the log). */
  auditByActionPartition: (clientId: string, action: string): string =>
    `${t(clientId)}#AUDIT#ACTION#${action}`,
} as const;

export const platformKeys = {
  /** Tenant URL → tenant id; also the uniqueness marker for tenant URLs. */
  clientUrl: (origin: string): ItemKey => ({ pk: `URL#${origin.toLowerCase()}`, sk: 'URL' }),
  /** E-mail → tenant and user id; also the platform-wide uniqueness marker for addresses. */
  email: (email: string): ItemKey => ({ pk: `EMAIL#${normalizeEmail(email)}`, sk: 'EMAIL' }),
  /** Failed logins for one address, counted in a window (slows guessing, never locks out). */
  loginAttempts: (email: string): ItemKey => ({ pk: `EMAIL#${normalizeEmail(email)}`, sk: 'LOGIN_ATTEMPTS' }),
  /** Account mails sent to one address in one hour (window = hours since the epoch); expires. */
  accountMailsTo: (email: string, window: number): ItemKey => ({
    pk: `EMAIL#${normalizeEmail(email)}`,
    sk: `ACCOUNT_MAILS#${window}`,
  }),
  /** Mail-sending requests from one source address in one hour; expires. */
  accountMailRequestsFrom: (sourceIp: string, window: number): ItemKey => ({
    pk: `IP#${sourceIp.toLowerCase()}`,
    sk: `ACCOUNT_MAIL_REQUESTS#${window}`,
  }),
  /** A mailed one-time token, stored only as its SHA-256 hash. */
  oneTimeToken: (tokenHash: string): ItemKey => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** Reference data shared by all tenants, in one partition so one Query reads all of it. */
  lookup: (kind: string, id: string): ItemKey => ({ pk: 'LOOKUPS', sk: `${kind}#${id}` }),
  lookupsPartition: 'LOOKUPS',
  /** A key no item ever has: the health check reads it to prove the table answers. */
  healthProbe: (): ItemKey => ({ pk: 'HEALTH', sk: 'HEALTH' }),
} as const;
