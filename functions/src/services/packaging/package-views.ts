import type { RouteAnswerJson, Routes } from '@recyclens/shared';
import type { PackageItem } from '../../data/repositories/packages';
import type { ProjectItem } from '../../data/repositories/projects';
import { storedFieldsView } from '../stored-fields-view';

type PackageJson = RouteAnswerJson<Routes['getPackage']>;

export const packageView = (item: PackageItem, options: { favorite?: boolean } = {}): PackageJson => ({
  ...storedFieldsView(item),
  companyId: item.companyId,
  name: item.name,
  description: item.description,
  projectId: item.projectId,
  projectName: item.projectName,
  categoryId: item.categoryId,
  assessmentCountryId: item.assessmentCountryId,
  draft: item.draft,
  lastAssessedAt: item.lastAssessedAt,
  packageComponents: item.components.map((component) => ({ ...component, packageId: item.id })),
  ...(options.favorite === undefined ? {} : { favorite: options.favorite }),
});

export const projectView = (item: ProjectItem): RouteAnswerJson<Routes['createProject']> => ({
  ...storedFieldsView(item),
  name: item.name,
  description: item.description,
  companyId: item.companyId,
  packageCount: Math.max(0, item.packageCount),
});
