import type * as z from 'zod';
import { assessmentJobSchema } from '../domain/assessment-job-entities';
import { dateTime } from '../domain/stored-entity';
import { fileLinkSchema, guidelineSchema, notificationSchema } from '../domain/content-entities';
import {
  exportJobSchema,
  findingSchema,
  lookupEntrySchema,
  packageComponentSchema,
  packageResultSchema,
  packageSchema,
  portfolioSummarySchema,
  projectSchema,
  templateSchema,
} from '../domain/packaging-entities';
import {
  clientSchema,
  companySchema,
  companySummarySchema,
  publicClientSchema,
  themeSchema,
  userSchema,
} from '../domain/tenant-entities';
import {
  packagingDiffSchema,
  packagingSnapshotSchema,
  packagingVersionSchema,
} from '../domain/packaging-history-entities';
import { okSchema } from './common-schemas';
import { errorBodySchema } from './error-codes';

/**
 * The schemas the document names under components.schemas: the error body and the entities that
 * several answers hold, so each is written once and tools show them by name. An answer that holds
 * one of these instances refers to it by `$ref`; any other schema is written where it is used.
 */
export const namedSchemas = {
  Error: errorBodySchema,
  Ok: okSchema,
  DateTime: dateTime,
  User: userSchema,
  Client: clientSchema,
  PublicClient: publicClientSchema,
  Theme: themeSchema,
  Company: companySchema,
  CompanySummary: companySummarySchema,
  Notification: notificationSchema,
  Guideline: guidelineSchema,
  FileLink: fileLinkSchema,
  Package: packageSchema,
  PackageComponent: packageComponentSchema,
  PackageResult: packageResultSchema,
  Finding: findingSchema,
  Project: projectSchema,
  Template: templateSchema,
  LookupEntry: lookupEntrySchema,
  PortfolioSummary: portfolioSummarySchema,
  ExportJob: exportJobSchema,
  AssessmentJob: assessmentJobSchema,
  PackagingVersion: packagingVersionSchema,
  PackagingSnapshot: packagingSnapshotSchema,
  PackagingDiff: packagingDiffSchema,
} as const satisfies Record<string, z.ZodType>;

/** The error body is built key by key, so it is closed; the entities stay open (decision 019). */
export const closedSchemaNames: readonly (keyof typeof namedSchemas)[] = ['Error'];
