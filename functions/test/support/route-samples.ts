import { randomUUID } from 'node:crypto';
import type { RouteId } from '@recyclens/shared';
import { csvHeaders } from '../../src/import/columns';
import { fileForm, pngBytes } from './images';
import type { CallOptions } from './api';
import { completeBody } from './components';

/** What a sample call may refer to: the caller's own things, and a user the caller may edit. */
export interface SampleContext {
  selfId: string;
  companyId: string;
  /** A default user in the caller's company (for user edits). */
  targetUserId: string;
  packageId: string;
  projectId: string;
}

const samplePackage = {
  name: 'Sample pack',
  draft: false,
  components: [completeBody],
};

export interface SampleCall {
  params?: Record<string, string>;
  query?: string;
  options?: CallOptions;
}

/**
 * A valid call for every protected route, written once here. The generated suites (permissions
 * and tenant isolation) refuse to pass while a protected route of the table has no sample, so a
 * new route is covered as soon as it is added.
 */
export const routeSamples: Partial<Record<RouteId, (context: SampleContext) => SampleCall>> = {
  logout: () => ({}),
  client: () => ({}),
  me: () => ({}),
  myData: () => ({}),
  updateProfile: ({ selfId }) => ({
    params: { userId: selfId },
    options: { body: { firstName: 'Sam', lastName: 'Ple' } },
  }),
  profilePicture: ({ selfId }) => ({ params: { userId: selfId } }),
  uploadProfilePicture: () => ({ options: { form: fileForm(pngBytes(), 'p.png', 'image/png') } }),
  invite: ({ companyId }) => ({
    options: { body: { email: `sample-${randomUUID().slice(0, 8)}@example.com`, companyId } },
  }),
  updateLanguage: () => ({ options: { body: { newLanguage: 'EN' } } }),
  users: () => ({ query: 'limit=5' }),
  userCounts: () => ({}),
  user: ({ targetUserId }) => ({ params: { userId: targetUserId } }),
  updateUser: ({ targetUserId, companyId }) => ({
    params: { userId: targetUserId },
    options: { body: { role: 'DEFAULT_USER', status: 'APPROVED', companyIds: [companyId] } },
  }),
  companies: () => ({}),
  createCompany: () => ({ options: { body: { companyName: `Sample ${randomUUID().slice(0, 8)}` } } }),
  updateCompanyAddress: ({ companyId }) => ({
    params: { companyId },
    options: { body: { postalAddress: 'Sample street 1\n12345 Sample town' } },
  }),
  removeUser: ({ targetUserId }) => ({ params: { userId: targetUserId } }),
  auditLog: ({ selfId }) => ({ query: `limit=5&userId=${selfId}` }),
  auditLogCsv: () => ({ query: 'action=SIGN_IN' }),
  tenantSettings: () => ({}),
  // A stale version: allowed callers get 409, and nothing changes.
  updateTenantSettings: () => ({
    options: {
      body: {
        name: 'Sample',
        email: 'sample@example.com',
        primaryColor: '#000000',
        secondaryColor: '#111111',
        faqs: [{ language: 'EN', question: 'Sample?', answer: 'A sample answer.' }],
        version: 999,
      },
    },
  }),
  uploadTenantLogo: () => ({ options: { form: fileForm(pngBytes(), 'l.png', 'image/png') } }),
  addBlacklistEntry: () => ({
    options: { body: { emailDomain: `sample-${randomUUID().slice(0, 6)}.example` } },
  }),
  removeBlacklistEntry: () => ({ params: { emailDomain: 'never-added.example' } }),
  notifications: () => ({ query: 'limit=5' }),
  packageFavorites: () => ({ query: 'limit=5' }),
  packages: () => ({ query: 'limit=5&sortBy=name' }),
  createPackage: () => ({ options: { body: samplePackage } }),
  importTemplate: () => ({}),
  importPackages: () => ({
    options: {
      form: fileForm(
        Buffer.from(
          `${csvHeaders.join(',')}\nS1,Sample import,,,,,yes,Body,body,rigid-plastic,pp,none,none,white,0.9,0.91,0,20\n`,
        ),
        'sample.csv',
        'text/csv',
      ),
    },
  }),
  getPackage: ({ packageId }) => ({ params: { packageId } }),
  updatePackage: ({ packageId }) => ({
    params: { packageId },
    options: { body: { ...samplePackage, version: 999 } },
  }),
  deletePackage: ({ packageId }) => ({ params: { packageId }, query: 'version=999' }),
  duplicatePackage: ({ packageId }) => ({ params: { packageId } }),
  assessPackage: ({ packageId }) => ({ params: { packageId }, options: { body: { countryIds: ['DE'] } } }),
  packageResults: ({ packageId }) => ({ params: { packageId } }),
  packageImprovements: ({ packageId }) => ({ params: { packageId }, query: 'countryId=DE' }),
  applyImprovement: ({ packageId }) => ({
    params: { packageId },
    options: { body: { proposalId: 'color:0:clear' } },
  }),
  packageVersions: ({ packageId }) => ({ params: { packageId } }),
  packageVersion: ({ packageId }) => ({ params: { packageId, version: '1' } }),
  packageVersionDiff: ({ packageId }) => ({ params: { packageId }, query: 'from=1&to=1' }),
  restorePackageVersion: ({ packageId }) => ({
    params: { packageId, version: '1' },
    options: { body: { version: 999 } },
  }),
  resultEvidence: ({ packageId }) => ({ params: { packageId, resultId: 'no-such-result' } }),
  resultReport: ({ packageId }) => ({ params: { packageId, resultId: 'no-such-result' } }),
  adoptResult: ({ packageId }) => ({ params: { packageId, resultId: 'no-such-result' } }),
  packageConformity: ({ packageId }) => ({ params: { packageId } }),
  packageDeclaration: ({ packageId }) => ({ params: { packageId }, query: 'language=en' }),
  packageEprEstimate: ({ packageId }) => ({ params: { packageId }, query: 'year=2026' }),
  portfolioEpr: () => ({ query: 'year=2026' }),
  evidenceDocuments: ({ packageId }) => ({ params: { packageId } }),
  uploadEvidenceDocument: ({ packageId }) => ({
    params: { packageId },
    query: 'kind=test_report&title=Sample%20report&issuedOn=2026-01-10',
    options: { form: fileForm(Buffer.from('%PDF-1.4\n%%EOF\n'), 'report.pdf', 'application/pdf') },
  }),
  evidenceFile: ({ packageId }) => ({ params: { packageId, documentId: 'no-such-document' } }),
  removeEvidenceDocument: ({ packageId }) => ({ params: { packageId, documentId: 'no-such-document' } }),
  expiringEvidence: () => ({}),
  projects: () => ({ query: 'limit=5' }),
  createProject: () => ({ options: { body: { name: `Sample ${randomUUID().slice(0, 6)}` } } }),
  updateProject: ({ projectId }) => ({
    params: { projectId },
    options: { body: { name: 'Renamed', version: 999 } },
  }),
  deleteProject: ({ projectId }) => ({ params: { projectId }, query: 'version=999' }),
  addFavorite: ({ packageId }) => ({ params: { packageId } }),
  removeFavorite: ({ packageId }) => ({ params: { packageId } }),
  createExport: () => ({ options: { body: { format: 'xlsx' } } }),
  exportJob: () => ({ params: { exportId: 'no-such-export' } }),
  retryExport: () => ({ params: { exportId: 'no-such-export' } }),
  guidelines: () => ({}),
  guidelineLink: () => ({ params: { guidelineId: 'glass' } }),
  lookups: () => ({}),
  templates: () => ({}),
  createTemplate: ({ packageId }) => ({ options: { body: { packageId, name: 'Sample template' } } }),
  portfolio: () => ({}),
  startAssessmentJob: ({ projectId }) => ({ options: { body: { countryIds: ['DE'], projectId } } }),
  reassessOutdated: () => ({}),
  assessmentJob: () => ({ params: { jobId: 'no-such-job' } }),
  resumeAssessmentJob: () => ({ params: { jobId: 'no-such-job' } }),
};

export const pathWith = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));
