import { marketFieldsOf, ppwrFieldsOf, type RouteAnswerJson, type Routes } from '@recyclens/shared';
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
  ...ppwrFieldsOf(item),
  ...marketFieldsOf(item),
  lastAssessedAt: item.lastAssessedAt,
  packageComponents: item.components.map((component) => ({ ...component, packageId: item.id })),
  ...(options.favorite === undefined ? {} : { favorite: options.favorite }),
});

/**
 * A packaging as the overview lists it: with each country's latest grade and the outdated ones,
 * which the packaging item keeps anyway, so the grade column costs the list no extra read.
 */
export const packageListView = (item: PackageItem, options: { favorite: boolean }): PackageJson => ({
  ...packageView(item, options),
  grades: item.grades ?? {},
  outdatedCountries: item.outdatedCountries ?? [],
});

export const projectView = (item: ProjectItem): RouteAnswerJson<Routes['createProject']> => ({
  ...storedFieldsView(item),
  name: item.name,
  description: item.description,
  companyId: item.companyId,
  packageCount: Math.max(0, item.packageCount),
});
