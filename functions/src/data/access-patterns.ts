/**
 * The access-pattern table (DESIGN.md §4), kept next to the keys it describes. Every request
 * path uses GetItem, BatchGetItem, Query, PutItem, UpdateItem or TransactWriteItems; never Scan.
 */
export interface AccessPattern {
  entity: string;
  pattern: string;
  operation: 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'TransactWriteItems';
  key: string;
  index?: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
}

export const accessPatterns: readonly AccessPattern[] = [
  {
    entity: 'Client',
    pattern: 'find the tenant of a site URL',
    operation: 'GetItem',
    key: 'pk=URL#<origin>, sk=URL',
  },
  {
    entity: 'Client',
    pattern: 'read a tenant with its FAQs and blacklist',
    operation: 'Query',
    key: 'pk=T#<cid>, sk begins_with CLIENT',
  },
  {
    entity: 'Client',
    pattern: 'register a tenant with a unique URL',
    operation: 'TransactWriteItems',
    key: 'T#<cid>/CLIENT + URL#<origin>/URL (attribute_not_exists)',
  },
  {
    entity: 'Faq',
    pattern: 'FAQs of a tenant by language and position',
    operation: 'Query',
    key: 'pk=T#<cid>, sk begins_with CLIENT#FAQ#<lang>#',
  },
  {
    entity: 'Blacklist entry',
    pattern: 'is an e-mail domain blocked',
    operation: 'GetItem',
    key: 'pk=T#<cid>, sk=CLIENT#BLACKLIST#<domain>',
  },
  {
    entity: 'Company',
    pattern: 'companies of a tenant',
    operation: 'Query',
    key: 'pk=T#<cid>, sk begins_with COMPANY#',
  },
  {
    entity: 'Company',
    pattern: 'create with a unique name per tenant',
    operation: 'TransactWriteItems',
    key: 'T#<cid>/COMPANY#<id> + T#<cid>#UNIQUE#COMPANY_NAME#<name>/UNIQUE',
  },
  { entity: 'User', pattern: 'a user by id', operation: 'GetItem', key: 'pk=T#<cid>#USER#<uid>, sk=PROFILE' },
  {
    entity: 'User',
    pattern: 'a user by e-mail (login, sign-up)',
    operation: 'GetItem',
    key: 'pk=EMAIL#<email>, sk=EMAIL → user key',
  },
  {
    entity: 'User',
    pattern:
      'users of a tenant by created / name / first name / e-mail / status, searched and filtered after the read (decision 013)',
    operation: 'Query',
    key: 'gsi1,3..6pk=T#<cid>#USERS, gsi1sk=<createdAt>#<uid>, gsi3..6sk=<natural sort key>',
    index: 'gsi1',
  },
  {
    entity: 'User counters',
    pattern: "a tenant's users by role and status, in the tenant and per company (one item)",
    operation: 'GetItem',
    key: 'pk=T#<cid>#USERCOUNTS, sk=USERCOUNTS',
  },
  {
    entity: 'UserOnCompany',
    pattern: "a user's membership of a company, written with every membership change",
    operation: 'TransactWriteItems',
    key: 'pk=T#<cid>#COMPANY#<coid>#MEMBERS, sk=USER#<uid>',
  },

  {
    entity: 'Session',
    pattern: 'check a session with its user (every protected call)',
    operation: 'BatchGetItem',
    key: 'T#<cid>#USER#<uid>/PROFILE + T#<cid>#USER#<uid>/SESSION#<sid>',
  },
  {
    entity: 'Session',
    pattern: "end all of a user's sessions",
    operation: 'Query',
    key: 'pk=T#<cid>#USER#<uid>, sk begins_with SESSION#',
  },
  {
    entity: 'One-time token',
    pattern: 'redeem a mailed token',
    operation: 'TransactWriteItems',
    key: 'pk=TOKEN#<sha256>, sk=TOKEN (delete with condition)',
  },
  {
    entity: 'Notification',
    pattern: 'newest notifications of a tenant / company',
    operation: 'Query',
    key: 'pk=T#<cid>[#COMPANY#<coid>]#NOTIFICATIONS, sk=<createdAt>#<id> desc',
  },
  {
    entity: 'Project',
    pattern: 'projects of a company sorted by name / created / updated',
    operation: 'Query',
    key: 'gsi1..3pk=T#<cid>#COMPANY#<coid>#PROJECTS',
    index: 'gsi1',
  },
  {
    entity: 'Package',
    pattern: 'packaging of a company sorted by name / created / updated / project',
    operation: 'Query',
    key: 'gsi1..4pk=T#<cid>#COMPANY#<coid>#PACKAGES',
    index: 'gsi1',
  },
  {
    entity: 'PackageResult',
    pattern: 'assessment history of a package',
    operation: 'Query',
    key: 'pk=T#<cid>#COMPANY#<coid>#PACKAGE#<id>, sk begins_with RESULT#',
  },
  {
    entity: 'PackageResult',
    pattern: 'one result of a package by id (its evidence, its PDF): the id names its key',
    operation: 'GetItem',
    key: 'pk=T#<cid>#COMPANY#<coid>#PACKAGE#<id>, sk=RESULT#<assessedAt>#<country> (data/result-ids.ts); a UUID id from before: Query sk begins_with RESULT#, filter id',
  },
  {
    entity: 'PackagingVersion',
    pattern: 'the versions of a package, newest first',
    operation: 'Query',
    key: 'pk=T#<cid>#COMPANY#<coid>#PACKAGE#<id>, sk begins_with VERSION#',
  },
  {
    entity: 'PackagingVersion',
    pattern: 'one version of a package (read, diff, restore)',
    operation: 'GetItem',
    key: 'pk=T#<cid>#COMPANY#<coid>#PACKAGE#<id>, sk=VERSION#<10-digit number>',
  },
  {
    entity: 'PackagingVersion',
    pattern: 'a change of a package with its version, the one VERSIONS_KEPT older deleted',
    operation: 'TransactWriteItems',
    key: 'T#<cid>#COMPANY#<coid>#PACKAGE#<id>/PACKAGE put or update + /VERSION#<n> put (attribute_not_exists) + /VERSION#<n-100> delete',
  },
  {
    entity: 'UserPackageFavorite',
    pattern: "a user's favourites",
    operation: 'Query',
    key: 'pk=T#<cid>#USER#<uid>#FAVORITES',
  },
  {
    entity: 'Search posting',
    pattern:
      'packaging with a word beginning so, by name / created / updated / project, filtered on the folded text (decision 012); then the page by key',
    operation: 'Query',
    key: 'gsi1..4pk=T#<cid>#COMPANY#<coid>#WORD#<first three letters>',
    index: 'gsi1',
  },
  {
    entity: 'Search posting',
    pattern: "a packaging's postings, put and deleted with it",
    operation: 'TransactWriteItems',
    key: 'pk=T#<cid>#COMPANY#<coid>#WORD#<first three letters>, sk=PACKAGE#<id>',
  },
  {
    entity: 'Package',
    pattern:
      "packaging list filtered by the user's favourites: the favourites, then their packages by key, ordered by the list index's sort key",
    operation: 'BatchGetItem',
    key: 'pk=T#<cid>#COMPANY#<coid>#PACKAGE#<id> for each favourite',
  },
  { entity: 'Template', pattern: 'templates of a tenant', operation: 'Query', key: 'pk=T#<cid>#TEMPLATES' },
  {
    entity: 'Import marker',
    pattern: 'resume an unfinished import of the same file, or start one',
    operation: 'GetItem',
    key: 'pk=T#<cid>#COMPANY#<coid>#IMPORTS, sk=IMPORT#<sha256 of the file>',
  },
  {
    entity: 'Import marker',
    pattern: "raise an import's project counts once per chunk (conditioned on the marker)",
    operation: 'TransactWriteItems',
    key: 'T#<cid>#COMPANY#<coid>#IMPORTS/IMPORT#<sha256> + up to 98 projects (+ notification)',
  },
  {
    entity: 'Export job',
    pattern: 'an export and its progress',
    operation: 'GetItem',
    key: 'pk=T#<cid>#COMPANY#<coid>#EXPORT#<id>, sk=EXPORT',
  },
  {
    entity: 'Export job',
    pattern: 'claim a run, keep its progress, fail it, queue it again (conditioned on status and attempt)',
    operation: 'UpdateItem',
    key: 'pk=T#<cid>#COMPANY#<coid>#EXPORT#<id>, sk=EXPORT',
  },
  {
    entity: 'Export job',
    pattern: 'finish a run and announce its report once (conditioned on the run holding the job)',
    operation: 'TransactWriteItems',
    key: 'pk=T#<cid>#COMPANY#<coid>#EXPORT#<id>, sk=EXPORT + notification',
  },
  {
    entity: 'Export job part',
    pattern: "one part of a selected export's ids (≤ 1,000 per part)",
    operation: 'GetItem',
    key: 'pk=T#<cid>#COMPANY#<coid>#EXPORT#<id>, sk=PART#<nnnn>',
  },
  {
    entity: 'Package',
    pattern: '"export all": the company\'s packaging by name, page by page as the job runs',
    operation: 'Query',
    key: 'gsi1pk=T#<cid>#COMPANY#<coid>#PACKAGES',
    index: 'gsi1',
  },
  {
    entity: 'Assessment job',
    pattern: 'start a bulk assessment: the lock, the job and its selected ids in chunks of 100',
    operation: 'TransactWriteItems',
    key: 'T#<cid>#COMPANY#<coid>#ASSESSMENT_LOCK/LOCK (free or lapsed) + …#ASSESSMENT_JOB#<id>/JOB + /IDS#<n>',
  },
  {
    entity: 'Assessment job',
    pattern: "a job's progress, saved with its cursor and the lock's lease after each chunk",
    operation: 'TransactWriteItems',
    key: 'T#<cid>#COMPANY#<coid>#ASSESSMENT_JOB#<id>/JOB (step as read) + …#ASSESSMENT_LOCK/LOCK (held by the job)',
  },
  {
    entity: 'Package',
    pattern: 'a bulk assessment group: results, packaging and counters of up to 49 packaging (99 items)',
    operation: 'TransactWriteItems',
    key: 'T#<cid>#COMPANY#<coid>#PACKAGE#<id>/RESULT# puts + /PACKAGE updates (unchanged since read) + …#PORTFOLIO ADD',
  },
  {
    entity: 'Invitation count',
    pattern: "count one of a user's invitations of the UTC day, refused at the daily limit (expires)",
    operation: 'UpdateItem',
    key: 'T#<cid>#USER#<uid>#INVITATIONS_SENT/DAY#<yyyy-mm-dd> ADD (attribute_not_exists or below the limit)',
  },
  {
    entity: 'Login attempts',
    pattern: 'count a failed login: ADD in the live window, or start a new window once it has passed',
    operation: 'UpdateItem',
    key: 'pk=EMAIL#<email>, sk=LOGIN_ATTEMPTS (windowEndsAt > now, else absent or passed)',
  },
  {
    entity: 'Account mail count',
    pattern: 'count one account mail to an address in the hour, refused at the limit (expires)',
    operation: 'UpdateItem',
    key: 'pk=EMAIL#<email>, sk=ACCOUNT_MAILS#<hour> ADD (attribute_not_exists or below the limit)',
  },
  {
    entity: 'Account mail request count',
    pattern:
      'count one mail-sending request from a source address in the hour, refused at the limit (expires)',
    operation: 'UpdateItem',
    key: 'pk=IP#<address>, sk=ACCOUNT_MAIL_REQUESTS#<hour> ADD (attribute_not_exists or below the limit)',
  },
  {
    entity: 'Audit entry',
    pattern: 'append an entry (in the transaction of the change it records; expires after a year)',
    operation: 'PutItem',
    key: 'pk=T#<cid>#AUDIT, sk=<at>#<id> (attribute_not_exists)',
  },
  {
    entity: 'Audit entry',
    pattern: "the tenant's log in a time range, newest first",
    operation: 'Query',
    key: 'pk=T#<cid>#AUDIT, sk BETWEEN <from> AND <to>',
  },
  {
    entity: 'Audit entry',
    pattern: 'what one user did in a time range, newest first (log filter, personal data export)',
    operation: 'Query',
    key: 'gsi1pk=T#<cid>#AUDIT#ACTOR#<uid>, gsi1sk BETWEEN <from> AND <to>',
    index: 'gsi1',
  },
  {
    entity: 'Audit entry',
    pattern: 'the entries of one action in a time range, newest first (log filter)',
    operation: 'Query',
    key: 'gsi2pk=T#<cid>#AUDIT#ACTION#<action>, gsi2sk BETWEEN <from> AND <to>',
    index: 'gsi2',
  },
  {
    entity: 'Lookup',
    pattern: 'all entries of one lookup kind',
    operation: 'Query',
    key: 'pk=LOOKUP#<kind>',
  },
];
