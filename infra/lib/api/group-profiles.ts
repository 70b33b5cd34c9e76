import { Duration } from 'aws-cdk-lib';
import type { EndpointGroup } from '@recyclens/shared';
import type { BucketPurpose } from '@recyclens/functions/data/table-schema';
import { fontFiles } from '@recyclens/functions/pdf/fonts';

export type TableAccess = 'read' | 'read-write';
export type ObjectAction = 'get' | 'put' | 'delete';

/** What one group's Lambda may touch; the grants are derived from this and nothing else. */
export interface GroupProfile {
  readonly table: TableAccess;
  /** Object actions per bucket; a bucket not named is out of reach. */
  readonly buckets: Partial<Record<BucketPurpose, readonly ObjectAction[]>>;
  /** Confirmation, reset, invite and approval mails go out through SES. */
  readonly sendsMail: boolean;
  readonly timeout: Duration;
  /**
   * Memory buys CPU: Lambda gives memory / 1,769 MB of a vCPU, and a cold start is CPU-bound
   * (docs/bundles.md measures the import at this share).
   */
  readonly memoryMb: number;
  /**
   * Packages installed beside the bundle instead of bundled. pdfkit loads its standard fonts
   * through a runtime require that esbuild cannot follow, so PDF-rendering groups ship it whole.
   */
  readonly nodeModules?: readonly string[];
  /**
   * Files of installed packages the code reads at run time, copied beside the bundle under
   * node_modules/ where the same require.resolve finds them: the PDF fonts.
   */
  readonly files?: readonly string[];
  /**
   * Concurrent runs reserved for (and so at most allowed to) this function: the share of the
   * table a background worker may take from every tenant's requests (docs/capacity.md).
   */
  readonly reservedConcurrency?: number;
}

const standardTimeout = Duration.seconds(15);
/**
 * One full vCPU. A cold start is CPU-bound (~140 ms on a whole core, docs/bundles.md): at 1,024 MB
 * (0.58 vCPU) it took ~250 ms, over the 150 ms budget; the cost effect is in docs/capacity.md.
 */
const standardMemoryMb = 1769;

/**
 * Read off the code each group bundles (repositories, storage and mail calls it reaches).
 * A Record over every group, so a new group is a compile error here until someone decides
 * what it may do. Widen a profile in the same change that makes the code need it.
 */
export const groupProfiles: Record<EndpointGroup, GroupProfile> = {
  // Public tenant facts and the caller's own tenant: reads only, plus the logo in uploads.
  tenant: {
    table: 'read',
    buckets: { uploads: ['get'] },
    sendsMail: false,
    timeout: standardTimeout,
    memoryMb: standardMemoryMb,
  },
  // Sign-up, confirmation, reset, login throttle and sessions; mails links.
  auth: {
    table: 'read-write',
    buckets: {},
    sendsMail: true,
    timeout: standardTimeout,
    memoryMb: standardMemoryMb,
  },
  // Profile, picture (uploads) and invitations (mail).
  account: {
    table: 'read-write',
    buckets: { uploads: ['get', 'put', 'delete'] },
    sendsMail: true,
    timeout: standardTimeout,
    memoryMb: standardMemoryMb,
  },
  // Users, companies and tenant settings incl. the logo (uploads); approval mails.
  admin: {
    table: 'read-write',
    buckets: { uploads: ['put', 'delete'] },
    sendsMail: true,
    timeout: standardTimeout,
    memoryMb: standardMemoryMb,
  },
  // Packages, projects, favourites, templates, assessments, imports and exports (the tenant
  // logo is read from uploads for reports, which are written to and linked from reports), and
  // evidence documents, written to uploads (a file whose document could not be stored is removed
  // again); the largest requests (imports) get the longest time API Gateway allows.
  packaging: {
    table: 'read-write',
    buckets: { uploads: ['get', 'put', 'delete'], reports: ['get', 'put'] },
    sendsMail: false,
    timeout: Duration.seconds(29),
    memoryMb: standardMemoryMb,
    nodeModules: ['pdfkit'],
    files: Object.values(fontFiles),
  },
  // Notifications are listed here, never written; guideline PDFs are published on first use.
  content: {
    table: 'read',
    buckets: { guidelines: ['get', 'put'] },
    sendsMail: false,
    timeout: standardTimeout,
    memoryMb: standardMemoryMb,
    nodeModules: ['pdfkit'],
    files: Object.values(fontFiles),
  },
};

/** The export worker runs large exports after the request has been answered: minutes, not seconds. */
export const exportWorkerProfile: GroupProfile = {
  ...groupProfiles.packaging,
  // Reads the logo for reports; evidence documents are the request's, never the worker's.
  buckets: { uploads: ['get'], reports: ['get', 'put'] },
  timeout: Duration.minutes(15),
};
export const exportWorkerEntry = 'groups/packaging/export-worker.ts';

/**
 * The bulk assessment worker (decision 015): table only, 15 minutes a run, and at most 4 runs at
 * once across all tenants. Each job writes ~3,500 WRU/s at its pace, so all of them together stay
 * under ~14,000 WRU/s, about a third of a table's default 40,000; a fifth company's job waits
 * in Lambda's asynchronous queue (shown as queued) until a run ends.
 */
export const assessmentWorkerProfile: GroupProfile = {
  table: 'read-write',
  buckets: {},
  sendsMail: false,
  timeout: Duration.minutes(15),
  memoryMb: standardMemoryMb,
  reservedConcurrency: 4,
};
export const assessmentWorkerEntry = 'groups/packaging/assessment-worker.ts';

/** Per-item actions: TransactWriteItems is authorised by the actions of its items. */
export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

export const objectActions: Record<ObjectAction, string> = {
  get: 's3:GetObject',
  put: 's3:PutObject',
  delete: 's3:DeleteObject',
};
