import { packagingRoutes } from '@recyclens/shared';
import { importPackages, importTemplate } from './import';
import { createGroupHandler } from '../group-handler';
import { applyImprovement, assessPackage, packageImprovements, packageResults } from './assessments';
import { assessmentJob, reassessOutdated, resumeAssessmentJob, startAssessmentJob } from './assessment-jobs';
import { createExport, exportJob, retryExport } from './exports';
import { addFavorite, packageFavorites, removeFavorite } from './favorites';
import {
  createPackage,
  deletePackage,
  duplicatePackage,
  getPackage,
  packages,
  updatePackage,
} from './packages';
import {
  adoptResult,
  packageVersion,
  packageVersionDiff,
  packageVersions,
  restorePackageVersion,
  resultEvidence,
  resultReport,
} from './history';
import { packageConformity, packageDeclaration } from './conformity';
import { packageEprEstimate, portfolioEpr } from './epr';
import {
  evidenceDocuments,
  evidenceFile,
  expiringEvidence,
  removeEvidenceDocument,
  uploadEvidenceDocument,
} from './evidence';
import { portfolio } from './portfolio';
import { createProject, deleteProject, projects, updateProject } from './projects';
import { createTemplate, lookups, templates } from './reference-data';

/** The packaging group's Lambda: packaging, projects, favourites, lookups, templates, assessment. */
export const handler = createGroupHandler('packaging', packagingRoutes, {
  packages,
  importTemplate,
  importPackages,
  createPackage,
  getPackage,
  updatePackage,
  deletePackage,
  duplicatePackage,
  assessPackage,
  packageResults,
  packageImprovements,
  applyImprovement,
  projects,
  createProject,
  updateProject,
  deleteProject,
  packageFavorites,
  addFavorite,
  removeFavorite,
  createExport,
  exportJob,
  retryExport,
  lookups,
  templates,
  createTemplate,
  portfolio,
  startAssessmentJob,
  reassessOutdated,
  assessmentJob,
  resumeAssessmentJob,
  packageVersions,
  packageVersion,
  packageVersionDiff,
  restorePackageVersion,
  resultEvidence,
  resultReport,
  adoptResult,
  packageConformity,
  packageDeclaration,
  packageEprEstimate,
  portfolioEpr,
  evidenceDocuments,
  uploadEvidenceDocument,
  evidenceFile,
  removeEvidenceDocument,
  expiringEvidence,
});
