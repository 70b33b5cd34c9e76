import { platformKeys, tenantKeys, type ItemKey } from './keys';
import type { IndexName } from './table-schema';

/**
 * The access-pattern table (docs/architecture.md#single-table), kept next to the keys it describes. Every request
 * path uses GetItem, BatchGetItem, Query, PutItem, UpdateItem, DeleteItem or TransactWriteItems;
 * never Scan (imports and clean-ups also write by BatchWriteItem).
 *
 * A pattern names the keys.ts builders of the keys it reads or writes instead of spelling their
 * shape, so the table cannot drift from the keys (decision 037): `keyShape` renders a builder's
 * key as it is built, and functions/test/access-patterns.test.ts fails when a builder of keys.ts
 * has no pattern or a pattern names an index no list reads.
 */
type BuilderNames<K> = {
  [N in keyof K]: K[N] extends (...args: never[]) => unknown ? N : never;
}[keyof K] &
  string;
export type KeyName =
  `tenantKeys.${BuilderNames<typeof tenantKeys>}` | `platformKeys.${BuilderNames<typeof platformKeys>}`;

export interface AccessPattern {
  entity: string;
  pattern: string;
  operation:
    | 'GetItem'
    | 'BatchGetItem'
    | 'Query'
    | 'PutItem'
    | 'UpdateItem'
    | 'DeleteItem'
    | 'BatchWriteItem'
    | 'TransactWriteItems';
  /** The keys (or partitions) it reads or writes, by their builder in keys.ts. */
  keys: readonly KeyName[];
  /** The indexes a Query reads, when not the table's own keys. */
  indexes?: readonly IndexName[];
  /** What the key alone does not say: a sort-key condition, a write's condition, a filter. */
  note?: string;
}

type AnyBuilder = (...args: string[]) => ItemKey | string;

const builderOf = (name: KeyName): AnyBuilder => {
  const [group, builder] = name.split('.') as [string, string];
  const keys: Record<string, unknown> = group === 'tenantKeys' ? tenantKeys : platformKeys;
  return keys[builder] as AnyBuilder;
};

/**
 * A key as keys.ts builds it, its arguments shown as <1>, <2>…: `pk / sk` for an item's key, the
 * partition alone for a partition builder.
 */
export const keyShape = (name: KeyName): string => {
  const build = builderOf(name);
  const built = build(...Array.from({ length: build.length }, (_, i) => `<${i + 1}>`));
  return typeof built === 'string' ? built : `${built.pk} / ${built.sk}`;
};

export const accessPatterns: readonly AccessPattern[] = [
  {
    entity: 'Client',
    pattern: 'find the tenant of a site URL',
    operation: 'GetItem',
    keys: ['platformKeys.clientUrl'],
  },
  {
    entity: 'Client',
    pattern: 'read a tenant with its FAQs and blacklist',
    operation: 'Query',
    keys: ['tenantKeys.client', 'tenantKeys.faq', 'tenantKeys.blacklistEntry'],
    note: 'pk of the tenant, sk begins_with CLIENT',
  },
  {
    entity: 'Client',
    pattern: 'register a tenant with a unique URL, its FAQs, blacklist, first company and admin',
    operation: 'TransactWriteItems',
    keys: [
      'tenantKeys.client',
      'platformKeys.clientUrl',
      'tenantKeys.faq',
      'tenantKeys.blacklistEntry',
      'tenantKeys.company',
      'tenantKeys.companyNameMarker',
      'tenantKeys.user',
      'platformKeys.email',
      'tenantKeys.companyMember',
      'tenantKeys.userCounts',
    ],
    note: 'every new item attribute_not_exists(pk)',
  },
  {
    entity: 'Client',
    pattern: "replace a tenant's name, contact, colours and FAQs with an audit entry",
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.client', 'tenantKeys.faq', 'tenantKeys.auditEntry'],
    note: 'the client at the version read; old FAQs deleted, new ones put',
  },
  {
    entity: 'Blacklist entry',
    pattern: 'is an e-mail domain blocked; block or unblock one with an audit entry',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.blacklistEntry', 'tenantKeys.auditEntry'],
  },
  {
    entity: 'Company',
    pattern: 'companies of a tenant',
    operation: 'Query',
    keys: ['tenantKeys.company'],
    note: 'pk of the tenant, sk begins_with COMPANY#',
  },
  {
    entity: 'Company',
    pattern: 'create with a unique name per tenant',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.company', 'tenantKeys.companyNameMarker'],
  },
  {
    entity: 'User',
    pattern: 'a user by id, or several',
    operation: 'BatchGetItem',
    keys: ['tenantKeys.user'],
  },
  {
    entity: 'User',
    pattern: 'a user by e-mail (sign-up, reset, resend): the marker names the user',
    operation: 'GetItem',
    keys: ['platformKeys.email'],
  },
  {
    entity: 'User',
    pattern:
      'users of a tenant by created / name / first name / e-mail / status, searched and filtered after the read (decision 013)',
    operation: 'Query',
    keys: ['tenantKeys.usersPartition'],
    indexes: ['gsi1', 'gsi3', 'gsi4', 'gsi5', 'gsi6'],
  },
  {
    entity: 'User',
    pattern: 'the users of a tenant with one role (the admins to tell about a new user)',
    operation: 'Query',
    keys: ['tenantKeys.usersByRolePartition'],
    indexes: ['gsi2'],
  },
  {
    entity: 'User',
    pattern: 'sign up: the user, its e-mail marker, its confirmation token, its membership and the counters',
    operation: 'TransactWriteItems',
    keys: [
      'tenantKeys.user',
      'platformKeys.email',
      'platformKeys.oneTimeToken',
      'tenantKeys.companyMember',
      'tenantKeys.userCounts',
    ],
  },
  {
    entity: 'User',
    pattern: "change a user's rights, names or password (ending sessions) with the counters and audit entry",
    operation: 'TransactWriteItems',
    keys: [
      'tenantKeys.user',
      'tenantKeys.session',
      'tenantKeys.companyMember',
      'tenantKeys.userCounts',
      'tenantKeys.auditEntry',
    ],
    note: 'the user at the version read',
  },
  {
    entity: 'User',
    pattern:
      'remove a user (decision 031): tombstone, e-mail marker, login failures, memberships, notifications, counters, audit',
    operation: 'TransactWriteItems',
    keys: [
      'tenantKeys.user',
      'platformKeys.email',
      'platformKeys.loginAttempts',
      'tenantKeys.companyMember',
      'tenantKeys.notification',
      'tenantKeys.userCounts',
      'tenantKeys.auditEntry',
    ],
  },
  {
    entity: 'User counters',
    pattern: "a tenant's users by role and status, in the tenant and per company (one item)",
    operation: 'GetItem',
    keys: ['tenantKeys.userCounts'],
  },
  {
    entity: 'Session',
    pattern: 'check a session with its user and the blacklist entry of its domain (every protected call)',
    operation: 'BatchGetItem',
    keys: ['tenantKeys.user', 'tenantKeys.session', 'tenantKeys.blacklistEntry'],
    note: 'strongly consistent',
  },
  {
    entity: 'Session',
    pattern: "sign in: the site's tenant, the address's marker and its failures, then the user and blacklist",
    operation: 'BatchGetItem',
    keys: ['platformKeys.clientUrl', 'platformKeys.email', 'platformKeys.loginAttempts'],
    note: 'strongly consistent',
  },
  {
    entity: 'Session',
    pattern: 'create a session with its audit entry; delete it at sign-out',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.session', 'tenantKeys.auditEntry'],
  },
  {
    entity: 'One-time token',
    pattern: 'redeem a mailed token with the change it allows (confirmation, new password)',
    operation: 'TransactWriteItems',
    keys: ['platformKeys.oneTimeToken', 'tenantKeys.user', 'tenantKeys.notification'],
    note: 'the token attribute_not_exists(usedAt)',
  },
  {
    entity: 'Notification',
    pattern: 'newest notifications of a tenant / company',
    operation: 'Query',
    keys: ['tenantKeys.notificationsPartition'],
    note: 'newest first; a type filter after the read',
  },
  {
    entity: 'Notification',
    pattern: 'a notification, written in the transaction of the event it reports',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.notification'],
  },
  {
    entity: 'Project',
    pattern: 'projects of a company sorted by name / created / updated',
    operation: 'Query',
    keys: ['tenantKeys.projectsPartition'],
    indexes: ['gsi1', 'gsi2', 'gsi3'],
  },
  {
    entity: 'Project',
    pattern: 'a project; create, change or soft-delete it; count packaging in and out of it',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.project', 'tenantKeys.auditEntry'],
    note: 'at the version read; the count by ADD',
  },
  {
    entity: 'Package',
    pattern: 'packaging of a company sorted by name / created / updated / project',
    operation: 'Query',
    keys: ['tenantKeys.packagesPartition'],
    indexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4'],
  },
  {
    entity: 'Package',
    pattern: 'packaging of a project sorted by name / created / updated',
    operation: 'Query',
    keys: ['tenantKeys.projectPackagesPartition'],
    indexes: ['gsi5', 'gsi6', 'gsi7'],
  },
  {
    entity: 'Package',
    pattern: 'packages by id (a page of search postings, a selection, favourites)',
    operation: 'BatchGetItem',
    keys: ['tenantKeys.package'],
  },
  {
    entity: 'Package',
    pattern:
      'create, change or soft-delete a packaging with its project counts, portfolio counters, postings, version and notification',
    operation: 'TransactWriteItems',
    keys: [
      'tenantKeys.package',
      'tenantKeys.project',
      'tenantKeys.portfolio',
      'tenantKeys.searchPosting',
      'tenantKeys.packageVersion',
      'tenantKeys.notification',
    ],
    note: 'unchanged since read (version and grade stamp); the version attribute_not_exists',
  },
  {
    entity: 'Portfolio',
    pattern: "a company's portfolio counters (one item), raised by ADD with every change",
    operation: 'GetItem',
    keys: ['tenantKeys.portfolio'],
  },
  {
    entity: 'PackageResult',
    pattern: 'assessment history of a package, newest first',
    operation: 'Query',
    keys: ['tenantKeys.packageResult'],
    note: 'sk begins_with RESULT#',
  },
  {
    entity: 'PackageResult',
    pattern: 'one result of a package by id (its evidence, its PDF): the id names its key',
    operation: 'GetItem',
    keys: ['tenantKeys.packageResult'],
    note: 'data/result-ids.ts; a UUID id from before: Query sk begins_with RESULT#, filter id',
  },
  {
    entity: 'PackageResult',
    pattern: 'a bulk assessment group: results, packaging and counters of up to 49 packaging (99 items)',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.packageResult', 'tenantKeys.package', 'tenantKeys.portfolio'],
  },
  {
    entity: 'PackagingVersion',
    pattern: 'the versions of a package, newest first; one version (read, diff, restore)',
    operation: 'Query',
    keys: ['tenantKeys.packageVersion'],
    note: 'sk begins_with VERSION#',
  },
  {
    entity: 'EvidenceDocument',
    pattern:
      "a packaging's evidence documents (list, one for download); add one with its expiry entry, remove one",
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.evidenceDocument', 'tenantKeys.evidenceExpiry'],
    note: 'list: Query sk begins_with EVIDENCE#; a removal sets deletedAt and deletes the expiry entry',
  },
  {
    entity: 'EvidenceExpiry',
    pattern: "a company's documents expiring between two days (the dashboard's next 90 days)",
    operation: 'Query',
    keys: ['tenantKeys.evidenceExpiryPartition'],
    note: 'sk BETWEEN <from> AND <to>~',
  },
  {
    entity: 'PpwrSummary',
    pattern:
      "a packaging's PPWR summary with its flag postings and dated entries, and the company's counters, written together (decision 051)",
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.ppwrSummary', 'tenantKeys.ppwrFlag', 'tenantKeys.ppwrDated', 'tenantKeys.portfolio'],
    note: 'the summary on condition revision = <read> (or none yet)',
  },
  {
    entity: 'PpwrFlag',
    pattern:
      "the company's packaging failing 2030 or lacking evidence, by name / created / updated / project",
    operation: 'Query',
    keys: ['tenantKeys.ppwrFlagPartition'],
    indexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4'],
  },
  {
    entity: 'PpwrDated',
    pattern:
      "the company's packaging whose evidence expires between two days, or whose summary lapsed before today",
    operation: 'Query',
    keys: ['tenantKeys.ppwrDatedPartition'],
    note: 'sk BETWEEN <from> AND <to>~ (EXPIRES); sk BETWEEN 0 AND <today># (LAPSES)',
  },
  {
    entity: 'EprTotals',
    pattern:
      'a packaging\'s yearly EPR totals with its "cost most" postings and the company\'s fee counters, written together (decision 053)',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.eprTotals', 'tenantKeys.eprCostly', 'tenantKeys.portfolio'],
    note: 'the totals on condition revision = <read> (or none yet)',
  },
  {
    entity: 'EprCostly',
    pattern: "the company's five highest packaging fees of a year in one currency",
    operation: 'Query',
    keys: ['tenantKeys.eprCostlyPartition'],
    indexes: ['gsi1'],
    note: 'gsi1sk is the amount in minor units, zero-padded; ScanIndexForward false, Limit 5',
  },
  {
    entity: 'UserPackageFavorite',
    pattern: "a user's favourites in a company; mark or unmark one",
    operation: 'Query',
    keys: ['tenantKeys.favoritesPartition', 'tenantKeys.favorite'],
    note: 'sk begins_with COMPANY#<company>#',
  },
  {
    entity: 'Search posting',
    pattern:
      'packaging with a word beginning so, by name / created / updated / project, filtered on the folded text (decision 012); then the page by key',
    operation: 'Query',
    keys: ['tenantKeys.searchPostingsPartition'],
    indexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4'],
  },
  {
    entity: 'Search posting',
    pattern: "a packaging's postings, put and deleted with it",
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.searchPosting'],
  },
  {
    entity: 'Template',
    pattern: 'templates of a tenant; one of them; save one with its notification',
    operation: 'Query',
    keys: ['tenantKeys.templatesPartition', 'tenantKeys.template'],
  },
  {
    entity: 'Import marker',
    pattern: 'resume an unfinished import of the same file, or start one',
    operation: 'GetItem',
    keys: ['tenantKeys.importMarker'],
  },
  {
    entity: 'Import marker',
    pattern: "raise an import's project counts once per chunk (conditioned on the marker)",
    operation: 'TransactWriteItems',
    keys: [
      'tenantKeys.importMarker',
      'tenantKeys.project',
      'tenantKeys.notification',
      'tenantKeys.portfolio',
    ],
  },
  {
    entity: 'Import marker',
    pattern: "write (or undo) an import's packaging, postings and versions",
    operation: 'BatchWriteItem',
    keys: ['tenantKeys.package', 'tenantKeys.searchPosting', 'tenantKeys.packageVersion'],
  },
  {
    entity: 'Export job',
    pattern: 'an export and its progress; claim a run, keep its progress, fail it, queue it again',
    operation: 'UpdateItem',
    keys: ['tenantKeys.exportJob'],
    note: 'conditioned on status and attempt',
  },
  {
    entity: 'Export job',
    pattern: 'finish a run and announce its report once (conditioned on the run holding the job)',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.exportJob', 'tenantKeys.notification'],
  },
  {
    entity: 'Export job part',
    pattern: "one part of a selected export's ids (≤ 1,000 per part)",
    operation: 'GetItem',
    keys: ['tenantKeys.exportJobPart'],
  },
  {
    entity: 'Assessment job',
    pattern: 'start a bulk assessment: the lock, the job and its selected ids in chunks of 100',
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.assessmentLock', 'tenantKeys.assessmentJob', 'tenantKeys.assessmentJobIds'],
    note: 'the lock free or lapsed',
  },
  {
    entity: 'Assessment job',
    pattern: "a job's progress, saved with its cursor and the lock's lease after each chunk",
    operation: 'TransactWriteItems',
    keys: ['tenantKeys.assessmentJob', 'tenantKeys.assessmentLock'],
    note: 'the job at the step read, the lock held by the job',
  },
  {
    entity: 'Invitation',
    pattern: 'a pending invitation of an address: put, found at sign-up, deleted',
    operation: 'GetItem',
    keys: ['tenantKeys.invitation'],
  },
  {
    entity: 'Invitation count',
    pattern: "count one of a user's invitations of the UTC day, refused at the daily limit (expires)",
    operation: 'UpdateItem',
    keys: ['tenantKeys.invitationCount'],
    note: 'ADD, attribute_not_exists or below the limit',
  },
  {
    entity: 'Login attempts',
    pattern: 'count a failed login: ADD in the live window, or start a new window once it has passed',
    operation: 'UpdateItem',
    keys: ['platformKeys.loginAttempts'],
    note: 'windowEndsAt > now, else absent or passed',
  },
  {
    entity: 'Account mail count',
    pattern: 'count one account mail to an address in the hour, refused at the limit (expires)',
    operation: 'UpdateItem',
    keys: ['platformKeys.accountMailsTo'],
    note: 'ADD, attribute_not_exists or below the limit',
  },
  {
    entity: 'Account mail request count',
    pattern:
      'count one mail-sending request from a source address in the hour, refused at the limit (expires)',
    operation: 'UpdateItem',
    keys: ['platformKeys.accountMailRequestsFrom'],
    note: 'ADD, attribute_not_exists or below the limit',
  },
  {
    entity: 'Audit entry',
    pattern: 'append an entry (in the transaction of the change it records; expires after a year)',
    operation: 'PutItem',
    keys: ['tenantKeys.auditEntry'],
    note: 'attribute_not_exists(pk)',
  },
  {
    entity: 'Audit entry',
    pattern: "the tenant's log in a time range, newest first",
    operation: 'Query',
    keys: ['tenantKeys.auditPartition'],
    note: 'sk BETWEEN <from> AND <to>',
  },
  {
    entity: 'Audit entry',
    pattern: 'what one user did in a time range, newest first (log filter, personal data export)',
    operation: 'Query',
    keys: ['tenantKeys.auditByActorPartition'],
    indexes: ['gsi1'],
  },
  {
    entity: 'Audit entry',
    pattern: 'the entries of one action in a time range, newest first (log filter)',
    operation: 'Query',
    keys: ['tenantKeys.auditByActionPartition'],
    indexes: ['gsi2'],
  },
  {
    entity: 'Lookup',
    pattern: 'all reference data, every kind (one partition); written by the seed',
    operation: 'Query',
    keys: ['platformKeys.lookup'],
  },
  {
    entity: 'Health',
    pattern: 'the health check: one read of a key no item has',
    operation: 'GetItem',
    keys: ['platformKeys.healthProbe'],
  },
];
